"""Inline mode: the inline query (offer a lobby to post into any chat), the posted result
(``chosen_inline_result``), the presses only inline messages have (lobby buttons; resign,
claim, hints and Rematch of a game; Next game; Analysis; Check the dice and Replay) and
``/start`` with the link of an inline game's analysis, dice check or replay. A press on an inline message carries ``inline_message_id``
instead of a message; steps, Undo, Done and the cube are handled with the chat's (the
chat key of the inline message, see :mod:`bot.middlewares`)."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import CommandObject, CommandStart
from aiogram.types import (
    CallbackQuery,
    ChosenInlineResult,
    InlineKeyboardMarkup,
    InlineQuery,
    Message,
)

from ..answers import INVALID, Answer
from ..callbacks import AnalysisCB, DiceCB, InlineGameCB, InlineLobbyCB, MatchCB, TourPlayCB
from ..config import Settings
from ..delivery import telegram
from ..i18n import Translator
from ..inline.dice import InlineDice
from ..inline.lobbies import InlineLobbies
from ..inline.play import InlinePlay
from ..inline.query import InlineQueries
from ..model.state import is_pairing_chat
from ..tournament.inline import TournamentInline

__all__ = ["router"]


def router() -> Router:
    """The router of inline mode (included before the others: it answers ``/start`` with
    an analysis link)."""
    r = Router(name="inline")

    @r.inline_query()
    async def query(inline_query: InlineQuery, inline_queries: InlineQueries,
                    tournament_inline: TournamentInline, settings: Settings,
                    lang: str) -> None:
        if not settings.inline_mode:
            return  # NARDY_INLINE is off: no upload chat for the pictures
        if await tournament_inline.answer(inline_query.id, inline_query.from_user,
                                          inline_query.query, lang):
            return  # a tournament pairing's ▶
        await inline_queries.answer_query(inline_query.id, inline_query.from_user,
                                  inline_query.query, lang)

    @r.chosen_inline_result(F.inline_message_id)
    async def chosen(result: ChosenInlineResult, inline: InlineLobbies,
                     tournament_inline: TournamentInline) -> None:
        assert result.inline_message_id is not None
        if await tournament_inline.chosen(result.inline_message_id, result.from_user,
                                          result.result_id):
            return
        await inline.chosen(result.inline_message_id, result.from_user, result.result_id)

    @r.message(CommandStart(deep_link=True, magic=F.args.startswith("an")), F.from_user,
               F.chat.type == "private")
    async def start_link(message: Message, command: CommandObject, inline_play: InlinePlay,
                         tr: Translator) -> None:
        assert message.from_user is not None
        if not await inline_play.start_payload(message.from_user, command.args or "", tr):
            await message.answer(tr("start"))

    @r.message(CommandStart(deep_link=True, magic=F.args.startswith("dc")), F.from_user,
               F.chat.type == "private")
    async def dice_link(message: Message, command: CommandObject, inline_dice: InlineDice,
                        tr: Translator) -> None:
        assert message.from_user is not None
        if not await inline_dice.start_payload(message.from_user, command.args or "", tr):
            await message.answer(tr("start"))

    @r.callback_query(InlineLobbyCB.filter(), F.inline_message_id)
    async def lobby(query: CallbackQuery, callback_data: InlineLobbyCB,
                    inline: InlineLobbies) -> Answer:
        assert query.inline_message_id is not None
        return await inline.press(query.inline_message_id, query.from_user, callback_data)

    @r.callback_query(InlineGameCB.filter(), F.inline_message_id)
    async def game(query: CallbackQuery, callback_data: InlineGameCB, inline: InlineLobbies,
                   inline_play: InlinePlay, chat_key: int | None) -> Answer:
        assert query.inline_message_id is not None
        if callback_data.a == "again":  # 🔁 Rematch under a finished game
            return await inline.rematch(query.inline_message_id, query.from_user,
                                        callback_data.g)
        own = chat_key if chat_key is not None and is_pairing_chat(chat_key) else None
        return await inline_play.press(query.inline_message_id, query.from_user,
                                       callback_data, own)  # a tournament's match: its key

    @r.callback_query(TourPlayCB.filter(), F.inline_message_id)
    async def tournament_match(query: CallbackQuery, callback_data: TourPlayCB,
                               tournament_inline: TournamentInline) -> Answer:
        assert query.inline_message_id is not None
        return await tournament_inline.attach(query.inline_message_id, query.from_user,
                                              callback_data)

    @r.callback_query(InlineGameCB.filter(), F.message)
    async def board_row(query: CallbackQuery, callback_data: InlineGameCB, bot: Bot,
                        inline_play: InlinePlay, chat_key: int | None) -> Answer:
        """The same row under a tournament's board in its group (its own key)."""
        message = query.message
        assert message is not None
        if chat_key is None or not is_pairing_chat(chat_key) or callback_data.a == "again":
            return INVALID

        async def ask(markup: InlineKeyboardMarkup) -> None:
            await inline_play.publisher.sender.acquire(message.chat.id)  # the group's budget
            await telegram.call(lambda: bot.edit_message_reply_markup(
                chat_id=message.chat.id, message_id=message.message_id, reply_markup=markup))

        return await inline_play.press_at(chat_key, query.from_user, callback_data, ask)

    @r.callback_query(MatchCB.filter(), F.inline_message_id)
    async def match(query: CallbackQuery, callback_data: MatchCB,
                    inline_play: InlinePlay, lang: str) -> Answer:
        assert query.inline_message_id is not None
        return await inline_play.match(query.inline_message_id, query.from_user,
                                       callback_data, lang)

    @r.callback_query(AnalysisCB.filter(), F.inline_message_id)
    async def analysis(query: CallbackQuery, callback_data: AnalysisCB,
                       inline_play: InlinePlay, tr: Translator) -> Answer:
        assert query.inline_message_id is not None
        return await inline_play.analysis(query.inline_message_id, query.from_user,
                                          callback_data.g, tr)

    @r.callback_query(DiceCB.filter(), F.inline_message_id)
    async def dice(query: CallbackQuery, callback_data: DiceCB, inline_dice: InlineDice,
                   tr: Translator) -> Answer:
        assert query.inline_message_id is not None
        return await inline_dice.press(query.inline_message_id, query.from_user,
                                       callback_data.a, callback_data.g, tr)

    return r
