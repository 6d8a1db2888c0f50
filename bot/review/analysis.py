"""The analysis of finished games.

A press on 📊 (under a finished game, or in ``/analysis``'s list) posts a progress note,
analyses the game in a worker thread (one game at a time; the note is edited as the turns
go by), stores the result with the game and posts it with pictures of the biggest
mistakes. A stored analysis is posted at once. Games with the cube have their cube
decisions judged too; a game of a match with the match score before it (match equity),
taken from the :class:`~bot.model.state.MatchInfo` kept in its final state.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup

from ai.analysis import GameAnalysis, analyse_game, decisions_of
from storage import FinishedGame

from ..answers import OK, Answer
from ..delivery import telegram
from ..delivery.boards import PictureRenderer
from ..i18n import Translator
from ..model.state import StateError, Table
from ..play.store import GameStore
from ..views import named
from ..views.clock import analysis_line
from ..views.coach import (
    analysis_list_keyboard,
    analysis_text,
    mistake_caption,
    mistake_picture,
    progress_text,
)
from .coach import match_score

__all__ = ["Analyses", "PROGRESS_EVERY"]

log = logging.getLogger(__name__)

PROGRESS_EVERY = 1.0
"""Seconds between edits of an analysis's progress note."""


def _had_cube(fin: FinishedGame) -> bool:
    """Whether the finished game was played with the cube (an analysis stored before cube
    decisions were judged is then made again)."""
    try:
        game = Table.decode(fin.final_state, fin.dice_seed).game
    except StateError:
        return False
    return game is not None and game.cube is not None


class Analyses:
    """Analyses finished games and posts them."""

    def __init__(self, bot: Bot, store: GameStore, render: PictureRenderer) -> None:
        self.bot = bot
        self.store = store
        self.render = render
        self._db = store.storage  # every backend stores analyses
        self._running: dict[int, asyncio.Task[None]] = {}
        self._gate = asyncio.Semaphore(1)

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
            game = Table.decode(fin.final_state, fin.dice_seed).game
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
        task = asyncio.create_task(self._analyse(fin, tr), name=f"analysis-{game_id}")
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
        table = Table.decode(fin.final_state, fin.dice_seed)
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
        text = analysis_text(result, names, humans, tr)
        on_time = analysis_line(fin, names, tr)  # a game lost on time says so
        await telegram.send_text(self.bot, fin.chat_id,
                                 f"{text}\n\n{on_time}" if on_time else text)
        k = 0
        for color in humans:
            for d in result.reports[color].worst:
                k += 1
                png = await self.render(*mistake_picture(d, n.seats.human_color))
                await self._photo(fin.chat_id, png,
                                  mistake_caption(d, k, names[color], tr))

    async def _photo(self, chat_id: int, png: bytes, caption: str) -> None:
        await telegram.call(lambda: self.bot.send_photo(
            chat_id, BufferedInputFile(png, "coach.png"), caption=caption))

    async def close(self) -> None:
        """Cancel the analyses under way."""
        tasks = list(self._running.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(BaseException):
                await task
