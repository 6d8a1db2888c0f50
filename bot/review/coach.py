"""The coach: hints during a turn, and the players' consent to them.

* **Hints.** The 💡 button of a human's turn (always against the AI; between humans when
  both agreed with ``/hints``, which :class:`Coach` records per chat and mirrors into the
  game's :attr:`bot.model.state.Table.hints`). A press by the player on turn ranks the roll's
  plays with :func:`ai.analysis.rank_plays` in a worker thread (never on the event loop)
  and posts the best three; "show" posts the board after the best play. Nobody else gets
  anything, and nothing is shown after the turn was played.

The analysis of finished games is :mod:`bot.review.analysis`.

The coach is a :class:`~bot.play.publish.TurnListener` (to switch hints on when a game between
two consenting players starts) and never imports the service.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict, deque
from collections.abc import Coroutine
from dataclasses import replace
from typing import Any

from aiogram import Bot
from aiogram.types import BufferedInputFile

from ai.analysis import (
    HINT_SECONDS,
    MatchScore,
    Ranked,
    rank_plays,
)
from engine import Position
from storage import GameNotFound, GameRecord, StaleVersion

from ..answers import ERROR, FINISHED, INVALID, NOT_PLAYER, NOT_TURN, OK, STALE, Answer
from ..delivery import telegram
from ..delivery.boards import PictureRenderer
from ..i18n import Translator
from ..model.state import StateError, Table, hints_allowed, seats
from ..play.press import Press
from ..play.publish import Publisher
from ..views import dice_text, named
from ..views.coach import (
    hint_keyboard,
    hint_picture,
    hint_text,
    moves_text,
)

__all__ = ["Coach", "match_score"]

log = logging.getLogger(__name__)

HINT_PLAYS = 3
"""Plays listed by a hint."""


def match_score(table: Table) -> MatchScore | None:
    """The match score by colour before the game of ``table`` (None: a single game)."""
    info = table.match
    if info is None:
        return None
    white = info.score[info.white]
    return MatchScore(info.target, white, info.score[1 - info.white])


class Coach:
    """Hints and consents of one bot (see the module docstring)."""

    def __init__(self, bot: Bot, publisher: Publisher, render: PictureRenderer) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.render = render
        self._db = self.store.storage  # every backend stores analyses and consents
        self._consents: dict[int, set[int]] = {}
        self._ranked: OrderedDict[tuple[int, int], list[Ranked]] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()
        self.hint_seconds: deque[float] = deque(maxlen=10_000)
        """Duration of every hint computed (for the load bench)."""

    # ================================================================ hints
    async def _turn_of(self, chat_id: int, press: Press
                       ) -> tuple[GameRecord, Table, int] | Answer:
        try:
            found = await self.store.fetch(press.game)
        except StateError:
            return ERROR
        if found is None:
            return FINISHED
        rec, table = found
        game = table.game
        if rec.chat_id != chat_id:
            return INVALID
        if table.stage != "play" or game is None or game.finished:
            return FINISHED
        color = seats(rec).color_of(press.who.id)
        if color is None:
            return NOT_PLAYER
        if not hints_allowed(rec, table):
            return Answer("coach.alert.off", alert=True)
        if game.dice is None or game.turn_color != color:
            return NOT_TURN
        return rec, table, color

    async def _rank(self, game_id: int, turn: int, position: Position,
                    dice: tuple[int, int]) -> list[Ranked]:
        key = (game_id, turn)
        hit = self._ranked.get(key)
        if hit is not None:
            return hit
        started = time.perf_counter()
        ranked = await asyncio.to_thread(rank_plays, position, dice, seconds=HINT_SECONDS)
        self.hint_seconds.append(time.perf_counter() - started)
        self._ranked[key] = ranked
        while len(self._ranked) > 256:
            self._ranked.popitem(last=False)
        return ranked

    async def hint(self, chat_id: int, press: Press, tr: Translator) -> Answer:
        """💡 (``hint``, ``version`` the view version) posts the best plays of the roll;
        ``show`` (``version`` the turn number) posts the board after the best play. Only
        the player on turn, and only where hints are on."""
        found = await self.best_plays(chat_id, press)
        if isinstance(found, Answer):
            return found
        rec, table, color, ranked = found
        game = table.game
        assert game is not None and game.dice is not None
        name = named(rec, tr).html(color)
        if press.action == "hint":
            best = [(r.moves, r.loss) for r in ranked[:HINT_PLAYS]]
            text = hint_text(name, dice_text(game.dice), game.position, best, tr)
            await telegram.send_text(self.bot, chat_id, text,
                                     hint_keyboard(rec.game_id, game.plies, tr))
            return OK
        top = ranked[0]
        png = await self.render(*hint_picture(top.play.position, top.moves, color,
                                              seats(rec).human_color))
        caption = tr("coach.hint.shown", moves=moves_text(game.position, top.moves, tr))
        await self._photo(chat_id, png, caption)
        return OK

    async def best_plays(self, chat_id: int, press: Press
                         ) -> tuple[GameRecord, Table, int, list[Ranked]] | Answer:
        """The ranked plays of the roll of the presser's turn (game, table, colour, plays),
        or the answer that refuses the press (hints off, not the player on turn, an old
        view: the board is redrawn)."""
        loaded = await self._turn_of(chat_id, press)
        if isinstance(loaded, Answer):
            return loaded
        rec, table, color = loaded
        game = table.game
        assert game is not None and game.dice is not None
        if press.action == "hint" and press.version != table.seq:
            await self.publisher.show(rec, table, force=True)
            return STALE
        if press.action == "show" and press.version != game.plies:
            return Answer("coach.alert.hint_old", alert=True)
        try:
            ranked = await self._rank(rec.game_id, game.plies, game.position, game.dice)
        except Exception:
            log.exception("game %s: the hint failed", rec.game_id)
            return ERROR
        if not ranked:
            return NOT_TURN
        return rec, table, color, ranked

    async def _photo(self, chat_id: int, png: bytes, caption: str) -> None:
        await telegram.call(lambda: self.bot.send_photo(
            chat_id, BufferedInputFile(png, "coach.png"), caption=caption))

    # ================================================================ consent
    async def consents(self, chat_id: int) -> set[int]:
        """The users who agreed to hints in ``chat_id`` (cached)."""
        got = self._consents.get(chat_id)
        if got is None:
            got = set(await self._db.hint_consents(chat_id))
            self._consents[chat_id] = got
        return got

    async def set_consent(self, chat_id: int, user_id: int, agreed: bool) -> None:
        """Record ``user_id``'s consent to hints in ``chat_id`` and switch hints in the
        chat's game between humans on or off accordingly."""
        await self._db.set_hint_consent(chat_id, user_id, agreed)
        got = await self.consents(chat_id)
        (got.add if agreed else got.discard)(user_id)
        await self.sync(chat_id)

    async def sync(self, chat_id: int) -> None:
        """Make the chat's game between humans show hints exactly when both agreed."""
        rec = await self.store.storage.get_active_game(chat_id)
        if rec is None or rec.status != "active" or seats(rec).ai_color is not None:
            return
        agreed = await self.consents(chat_id)
        async with self.store.lock(chat_id):
            try:
                found = await self.store.fetch(rec.game_id)
            except StateError:
                return
            if found is None:
                return
            rec, table = found
            if table.stage != "play" or table.game is None or table.game.finished:
                return
            wanted = all(uid is not None and uid in agreed for uid in seats(rec).ids)
            if table.hints == wanted:
                return
            table = replace(table, hints=wanted)
            with contextlib.suppress(StaleVersion, GameNotFound):
                saved = await self.store.save(rec, table)
                await self.publisher.show(saved, table, force=True)

    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """A listener of :class:`Publisher`: switch hints on in a game between humans
        (at its start, or at the first turn the consents are known) if both agreed."""
        game = table.game
        if (game is None or game.finished or table.hints
                or seats(rec).ai_color is not None):
            return
        agreed = self._consents.get(rec.chat_id)
        if agreed is not None and not all(uid in agreed for uid in seats(rec).ids):
            return
        self._spawn(self.sync(rec.chat_id))

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        """Cancel the consent updates under way."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task
