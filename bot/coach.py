"""The coach: hints during a turn and the analysis of finished games.

* **Hints.** The 💡 button of a human's turn (always against the AI; between humans when
  both agreed with ``/hints``, which :class:`Coach` records per chat and mirrors into the
  game's :attr:`bot.state.Table.hints`). A press by the player on turn ranks the roll's
  plays with :func:`ai.analysis.rank_plays` in a worker thread (never on the event loop)
  and posts the best three; "show" posts the board after the best play. Nobody else gets
  anything, and nothing is shown after the turn was played.
* **Analysis.** A press on 📊 (under a finished game, or in ``/analysis``'s list) posts a
  progress note, analyses the game in a worker thread (one game at a time; the note is
  edited as the turns go by), stores the result with the game and posts it with pictures
  of the biggest mistakes. A stored analysis is posted at once. Games with the cube have
  their cube decisions judged too; a game of a match with the match score before it
  (match equity), taken from the :class:`~bot.state.MatchInfo` kept in its final state.

The coach is a :class:`~bot.publish.TurnListener` (to switch hints on when a game between
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
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, User

from ai.analysis import (
    HINT_SECONDS,
    GameAnalysis,
    MatchScore,
    Ranked,
    analyse_game,
    decisions_of,
    rank_plays,
)
from engine import Position
from storage import FinishedGame, GameNotFound, GameRecord, StaleVersion

from . import telegram
from .answers import ERROR, FINISHED, INVALID, NOT_PLAYER, NOT_TURN, OK, STALE, Answer
from .callbacks import HintCB
from .i18n import Translator
from .pictures import PictureRenderer
from .publish import Publisher
from .seats import seats
from .state import StateError, Table
from .views import dice_text, named
from .views.coach import (
    analysis_list_keyboard,
    analysis_text,
    hint_keyboard,
    hint_picture,
    hint_text,
    hints_allowed,
    mistake_caption,
    mistake_picture,
    moves_text,
    progress_text,
)

__all__ = ["Coach", "match_score"]

log = logging.getLogger(__name__)

HINT_PLAYS = 3
"""Plays listed by a hint."""
PROGRESS_EVERY = 1.0
"""Seconds between edits of an analysis's progress note."""


def match_score(table: Table) -> MatchScore | None:
    """The match score by colour before the game of ``table`` (None: a single game)."""
    info = table.match
    if info is None:
        return None
    white = info.score[info.white]
    return MatchScore(info.target, white, info.score[1 - info.white])


def _had_cube(fin: FinishedGame) -> bool:
    """Whether the finished game was played with the cube (an analysis stored before cube
    decisions were judged is then made again)."""
    try:
        game = Table.decode(fin.final_state).game
    except StateError:
        return False
    return game is not None and game.cube is not None


class Coach:
    """Hints and analyses of one bot (see the module docstring)."""

    def __init__(self, bot: Bot, publisher: Publisher, render: PictureRenderer) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.render = render
        self._db = self.store.storage  # every backend stores analyses and consents
        self._consents: dict[int, set[int]] = {}
        self._ranked: OrderedDict[tuple[int, int], list[Ranked]] = OrderedDict()
        self._running: dict[int, asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._gate = asyncio.Semaphore(1)
        self.hint_seconds: deque[float] = deque(maxlen=10_000)
        """Duration of every hint computed (for the load bench)."""

    # ================================================================ hints
    async def _turn_of(self, chat_id: int, user: User, cb: HintCB
                       ) -> tuple[GameRecord, Table, int] | Answer:
        try:
            found = await self.store.fetch(cb.g)
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
        color = seats(rec).color_of(user.id)
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

    async def hint(self, chat_id: int, user: User, cb: HintCB, tr: Translator) -> Answer:
        """💡 (``a="h"``, ``v`` the view version) posts the best plays of the roll; "show"
        (``a="s"``, ``v`` the turn number) posts the board after the best play. Only the
        player on turn, and only where hints are on."""
        found = await self.best_plays(chat_id, user, cb)
        if isinstance(found, Answer):
            return found
        rec, table, color, ranked = found
        game = table.game
        assert game is not None and game.dice is not None
        name = named(rec, tr).html(color)
        if cb.a == "h":
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

    async def best_plays(self, chat_id: int, user: User, cb: HintCB
                         ) -> tuple[GameRecord, Table, int, list[Ranked]] | Answer:
        """The ranked plays of the roll of ``user``'s turn (game, table, colour, plays), or
        the answer that refuses the press (hints off, not the player on turn, an old view:
        the board is redrawn)."""
        loaded = await self._turn_of(chat_id, user, cb)
        if isinstance(loaded, Answer):
            return loaded
        rec, table, color = loaded
        game = table.game
        assert game is not None and game.dice is not None
        if cb.a == "h" and cb.v != table.seq:
            await self.publisher.show(rec, table, force=True)
            return STALE
        if cb.a == "s" and cb.v != game.plies:
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

    def turn_touched(self, game_id: int) -> None:
        """A listener of :class:`Publisher`: steps change nothing for the coach."""

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ================================================================ analysis
    async def analysis_list(self, chat_id: int, tr: Translator
                            ) -> tuple[str, InlineKeyboardMarkup | None]:
        """``/analysis``: the chat's last finished games to choose from."""
        games = [g for g in await self.store.storage.list_finished_games(chat_id=chat_id,
                                                                        limit=20)
                 if g.reason != "cancelled"][:6]
        if not games:
            return tr("coach.list.none"), None
        return tr("coach.list.title"), analysis_list_keyboard(games, tr)

    async def analysis(self, chat_id: int, game_id: int, tr: Translator) -> Answer:
        """A press on 📊: post the stored analysis of finished game ``game_id`` at once, or
        start analysing it in the background."""
        if game_id in self._running:
            return Answer("coach.alert.running")
        fin = await self.store.storage.get_finished_game(game_id)
        if fin is None or fin.chat_id != chat_id or fin.reason == "cancelled":
            return Answer("coach.alert.missing", alert=True)
        try:
            game = Table.decode(fin.final_state).game
        except StateError:
            game = None
        if game is None:
            return Answer("coach.alert.missing", alert=True)
        await self.deliver(fin, tr)
        return OK

    async def deliver(self, fin: FinishedGame, tr: Translator) -> None:
        """Post the analysis of finished game ``fin`` into ``fin.chat_id`` (an inline
        game's analysis goes to the presser's private chat: ``fin`` with that chat): the
        stored one at once, else analysed in the background."""
        game_id = fin.game_id
        stored = await self._stored(game_id)
        if stored is not None and (stored.cube or not _had_cube(fin)):
            await self._post(fin, stored, tr)
            return
        task = self._spawn(self._analyse(fin, tr))
        self._running[game_id] = task
        task.add_done_callback(lambda _t: self._running.pop(game_id, None))

    def analysing(self, game_id: int) -> bool:
        """Whether game ``game_id`` is being analysed now."""
        return game_id in self._running

    async def _stored(self, game_id: int) -> GameAnalysis | None:
        text = await self._db.get_analysis(game_id)
        if text is None:
            return None
        try:
            return GameAnalysis.from_json(text)
        except ValueError:
            log.warning("game %s: a stored analysis is unreadable; analysing again", game_id)
            return None

    async def _analyse(self, fin: FinishedGame, tr: Translator) -> None:
        table = Table.decode(fin.final_state)
        game = table.game
        assert game is not None
        match = match_score(table)
        chat_id = fin.chat_id
        try:
            total = len(await asyncio.to_thread(decisions_of, game))
            note = await telegram.send_text(self.bot, chat_id, progress_text(0, total, tr))
            done = [0]

            def progress(n: int, _total: int) -> None:
                done[0] = n

            async with self._gate:
                work = asyncio.ensure_future(asyncio.to_thread(
                    analyse_game, game, progress=progress, match=match))
                shown = 0
                while not work.done():
                    await asyncio.wait({work}, timeout=PROGRESS_EVERY)
                    if not work.done() and done[0] != shown:
                        shown = done[0]
                        await telegram.edit_text(self.bot, chat_id, note.message_id,
                                                 progress_text(shown, total, tr))
                result = work.result()
            text = result.to_json()
            await self._db.save_analysis(fin.game_id, text)
            await telegram.delete(self.bot, chat_id, note.message_id)
            await self._post(fin, result, tr)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("game %s: the analysis failed", fin.game_id)
            with contextlib.suppress(TelegramAPIError):
                await telegram.send_text(self.bot, chat_id, tr("coach.alert.failed"))

    async def _post(self, fin: FinishedGame, result: GameAnalysis, tr: Translator) -> None:
        """Post an analysis: the figures, then a picture of each human's three biggest
        mistakes."""
        n = named(fin, tr)
        names = (n.html(0), n.html(1))
        humans = [c for c in (0, 1) if n.ids[c] is not None] or [0, 1]
        await telegram.send_text(self.bot, fin.chat_id,
                                 analysis_text(result, names, humans, tr))
        k = 0
        for color in humans:
            for d in result.reports[color].worst:
                k += 1
                png = await self.render(*mistake_picture(d, n.seats.human_color))
                await self._photo(fin.chat_id, png,
                                  mistake_caption(d, k, names[color], tr))

    async def close(self) -> None:
        """Cancel running analyses and consent updates."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task
