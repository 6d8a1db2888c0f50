"""Presses that exist only in games played in inline messages, where no command can be
typed and the bot cannot post: Resign (with its confirmation; in a match also the whole
match), Claim, the coach's 💡 Hint (an alert) and 🎯 Show (the best play drawn on the
board), Next game of a match (in the same message), 📊 Analysis (delivered in the
presser's private chat with the bot, or a deep link to start it first) and the sweeper's
notice that the time is up (an edit of the caption).

Steps, Undo, Done and the cube's buttons go through :class:`~bot.play.moves.Moves` and
:class:`~bot.play.cube.CubePresses` with the inline message's chat key
(:mod:`bot.inline.chat`), as in any chat.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError
from aiogram.types import InlineKeyboardMarkup, User

from storage import GameRecord

from ..answers import FINISHED, INVALID, NOT_PLAYER, OK, Answer
from ..callbacks import InlineGameCB, MatchCB
from ..delivery import telegram
from ..i18n import Translator
from ..middlewares import presser
from ..model.state import StateError, Table, inline_chat_id, is_inline_chat, seats
from ..play.matches import Matches
from ..play.moves import Moves
from ..play.press import Press
from ..play.publish import Publisher
from ..review.analysis import Analyses
from ..review.coach import HINT_PLAYS, Coach
from ..views import dice_text, named, pending_key
from ..views.coach import hint_picture, moves_text
from ..views.inline import inline_hint_alert, inline_resign_keyboard
from .chat import edit_inline_markup

__all__ = ["InlinePlay"]

log = logging.getLogger(__name__)

HINTS_OFF = Answer("inline.alert.hints_off", alert=True)
"""Hints were not switched on in the lobby of this friend game."""
_PAYLOAD = re.compile(r"an(\d+)-([0-9a-f]{10})")


class InlinePlay:
    """The presses of inline games besides steps, Undo, Done and the cube."""

    def __init__(self, bot: Bot, publisher: Publisher, moves: Moves, matches: Matches,
                 coach: Coach, analyses: Analyses, key: bytes) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.storage = publisher.store.storage
        self.moves = moves
        self.matches = matches
        self.coach = coach
        self.analyses = analyses
        self._key = key

    # ------------------------------------------------------------------ game row
    async def press(self, inline_id: str, user: User, cb: InlineGameCB,
                    key: int | None = None) -> Answer:
        """Resign (ask, confirm, withdraw, the whole match), claim, hint or show; ``key``:
        the game's own key when it is not the inline message's (a tournament's match)."""
        chat = inline_chat_id(inline_id) if key is None else key
        return await self.press_at(chat, user, cb, lambda markup: edit_inline_markup(
            self.bot, inline_id, markup))

    async def press_at(self, chat: int, user: User, cb: InlineGameCB,
                       ask: Callable[[InlineKeyboardMarkup], Awaitable[object]]) -> Answer:
        """The same row under a board in the game ``chat`` (an inline message's key, or a
        tournament board's in its group); ``ask`` puts the resignation's question under
        the board."""
        if cb.a == "claim":
            return await self._claim(chat, user, cb)
        if cb.a in ("hint", "show"):
            return await self._hint(chat, user, cb)
        async with self.store.lock(chat):
            loaded = await self.moves.load(chat, user.id, cb.g, cb.v)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, _, color = loaded
            game = table.game
            assert game is not None
            if cb.a == "no":
                await self.publisher.show(rec, table, force=True)
                return Answer("alert.resign_kept")
            if game.double_offered:
                return Answer(pending_key(game, color), alert=True)
            if game.turn_color != color:
                return Answer("resign.not_turn", alert=True)
            if cb.a == "res":
                tr = Translator(table.lang)
                await ask(inline_resign_keyboard(rec, table.seq, tr,
                                                 in_match=table.match is not None))
                return Answer("inline.resign_ask")
            after = table.bump(game=game.resign(color))
            if cb.a == "mq" and table.match is not None:  # the whole match
                after = replace(after, match=replace(table.match, quit=True))
            return await self.moves.commit_press(rec, after)

    async def _claim(self, chat: int, user: User, cb: InlineGameCB) -> Answer:
        found = await self.store.fetch(cb.g)
        if found is None:
            return FINISHED
        rec, table = found
        if rec.chat_id != chat:
            return INVALID
        if seats(rec).color_of(user.id) is None:
            return NOT_PLAYER
        tr = Translator(table.lang)
        refusal = await self.moves.claim(chat, presser(user), tr)
        if refusal is None:
            return OK
        return Answer("alert.text", alert=True, values=(("text", refusal),))

    async def _hint(self, chat: int, user: User, cb: InlineGameCB) -> Answer:
        """💡: the best plays of the roll as an alert; 🎯: the best play drawn on the
        board (the caption says which it is). Only for the player on turn, where hints
        are on (always against the AI, between humans when both agreed in the lobby)."""
        found = await self.coach.best_plays(chat, Press(presser(user), cb.g, cb.v, "hint"))
        if isinstance(found, Answer):  # no /hints in an inline message: the lobby decides
            return HINTS_OFF if found.key == "coach.alert.off" else found
        rec, table, color, ranked = found
        game = table.game
        assert game is not None and game.dice is not None
        tr = Translator(table.lang)
        if cb.a == "hint":
            text = inline_hint_alert(dice_text(game.dice), game.position,
                                     [(r.moves, r.loss) for r in ranked[:HINT_PLAYS]], tr)
            return Answer("alert.text", alert=True, values=(("text", text),))
        top = ranked[0]
        note = tr("coach.hint.shown", moves=moves_text(game.position, top.moves, tr))
        await self.publisher.show(rec, table, force=True, note=note, picture=hint_picture(
            top.play.position, top.moves, color, seats(rec).human_color))
        return Answer("inline.hint.drawn")

    # ------------------------------------------------------------------ after a game
    async def match(self, inline_id: str, user: User, cb: MatchCB, lang: str) -> Answer:
        """Next game of a match, in the same inline message (in the language of the
        match's games; ``lang``, the update's, if none can be read)."""
        if cb.a != "next":
            return INVALID
        chat = inline_chat_id(inline_id)
        last = await self.storage.list_finished_games(chat_id=chat, limit=1)
        if last:
            try:
                lang = Table.decode(last[0].final_state).lang
            except StateError:
                pass
        return await self.matches.next_game(chat, cb.m, presser(user), lang,
                                            inline_message_id=inline_id)

    def _sign(self, game_id: int, user_id: int) -> str:
        msg = f"an:{game_id}:{user_id}".encode()
        return hmac.new(self._key, msg, hashlib.sha256).hexdigest()[:10]

    async def analysis(self, inline_id: str, user: User, game_id: int,
                       tr: Translator) -> Answer:
        """📊 under a finished inline game: the analysis goes to the presser's private
        chat with the bot; if the bot may not write there yet, the press opens the bot
        with a link that delivers it once started."""
        fin = await self.storage.get_finished_game(game_id)
        if (fin is None or fin.chat_id != inline_chat_id(inline_id)
                or fin.reason == "cancelled"):
            return Answer("coach.alert.missing", alert=True)
        if self.analyses.analysing(game_id):
            return Answer("coach.alert.running")
        try:
            await telegram.send_text(self.bot, user.id, tr("inline.analysis.coming"))
        except (TelegramForbiddenError, TelegramBadRequest):
            me = await self.bot.me()
            payload = f"an{game_id}-{self._sign(game_id, user.id)}"
            return Answer("inline.alert.start_bot",
                          url=f"https://t.me/{me.username}?start={payload}")
        await self.analyses.deliver(replace(fin, chat_id=user.id), tr)
        return Answer("inline.alert.analysis_sent")

    async def start_payload(self, user: User, payload: str, tr: Translator) -> bool:
        """``/start an<game>-<signature>`` (the link of 📊 under an inline game, made for
        this user): say the analysis is coming and deliver it here. False when the payload
        is not such a link."""
        m = _PAYLOAD.fullmatch(payload)
        if m is None:
            return False
        game_id = int(m[1])
        if not hmac.compare_digest(m[2], self._sign(game_id, user.id)):
            return False
        fin = await self.storage.get_finished_game(game_id)
        if fin is None or not is_inline_chat(fin.chat_id) or fin.reason == "cancelled":
            return False
        await telegram.send_text(self.bot, user.id, tr("inline.analysis.coming"))
        await self.analyses.deliver(replace(fin, chat_id=user.id), tr)
        return True

    # ------------------------------------------------------------------ sweeper
    async def overdue(self, rec: GameRecord, table: Table) -> None:
        """The player on turn let the time run out: the caption of the inline message says
        so (the bot cannot post there), and the opponent has the Claim button."""
        game = table.game
        if game is None or game.finished:
            return
        tr = Translator(table.lang)
        n = named(rec, tr)
        hours = round((await self.store.timeout(rec.chat_id)).total_seconds() / 3600, 1)
        note = tr("inline.claim_notice", name=n.mention(game.turn_color),
                  other=n.mention(1 - game.turn_color), hours=tr.figure(hours))
        await self.publisher.show(rec, table, force=True, note=note)
