"""Inline mode: the inline query (offer a lobby to post into any chat), the posted result
(``chosen_inline_result``), every press on an inline message (lobby buttons, steps,
combined moves, Undo, Done, the cube, resign, claim, hints, Next game, Analysis) and
``/start`` with the link of an inline game's analysis. A press on an inline message
carries ``inline_message_id`` instead of a message."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import CommandObject, CommandStart
from aiogram.types import CallbackQuery, ChosenInlineResult, InlineQuery, Message

from ..answers import Answer
from ..callbacks import (
    AnalysisCB,
    ComboCB,
    CubeCB,
    InlineGameCB,
    InlineLobbyCB,
    MatchCB,
    StepCB,
    TurnCB,
)
from ..config import Settings
from ..i18n import Translator
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of inline mode (included before the others: it answers ``/start`` with
    an analysis link)."""
    r = Router(name="inline")

    @r.inline_query()
    async def query(inline_query: InlineQuery, service: GameService, settings: Settings,
                    lang: str) -> None:
        if not settings.inline_mode:
            return  # NARDY_INLINE is off: no upload chat for the pictures
        await service.inline_query(inline_query.id, inline_query.from_user,
                                   inline_query.query, lang)

    @r.chosen_inline_result(F.inline_message_id)
    async def chosen(result: ChosenInlineResult, service: GameService) -> None:
        assert result.inline_message_id is not None
        await service.inline_chosen(result.inline_message_id, result.from_user,
                                    result.result_id)

    @r.message(CommandStart(deep_link=True, magic=F.args.startswith("an")), F.from_user,
               F.chat.type == "private")
    async def start_link(message: Message, command: CommandObject, service: GameService,
                         tr: Translator) -> None:
        assert message.from_user is not None
        if not await service.start_payload(message.from_user, command.args or "", tr):
            await message.answer(tr("start"))

    @r.callback_query(InlineLobbyCB.filter(), F.inline_message_id)
    async def lobby(query: CallbackQuery, callback_data: InlineLobbyCB,
                    service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_lobby(query.inline_message_id, query.from_user,
                                          callback_data)

    @r.callback_query(StepCB.filter(), F.inline_message_id)
    async def step(query: CallbackQuery, callback_data: StepCB, service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_step(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(ComboCB.filter(), F.inline_message_id)
    async def combo(query: CallbackQuery, callback_data: ComboCB,
                    service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_combo(query.inline_message_id, query.from_user,
                                          callback_data)

    @r.callback_query(TurnCB.filter(), F.inline_message_id)
    async def turn(query: CallbackQuery, callback_data: TurnCB, service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_turn(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(CubeCB.filter(), F.inline_message_id)
    async def cube(query: CallbackQuery, callback_data: CubeCB, service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_cube(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(InlineGameCB.filter(), F.inline_message_id)
    async def game(query: CallbackQuery, callback_data: InlineGameCB,
                   service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_game(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(MatchCB.filter(), F.inline_message_id)
    async def match(query: CallbackQuery, callback_data: MatchCB,
                    service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_match(query.inline_message_id, query.from_user,
                                          callback_data)

    @r.callback_query(AnalysisCB.filter(), F.inline_message_id)
    async def analysis(query: CallbackQuery, callback_data: AnalysisCB, service: GameService,
                       tr: Translator) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_analysis(query.inline_message_id, query.from_user,
                                             callback_data.g, tr)

    return r
