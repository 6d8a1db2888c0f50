"""The luck line under a finished game's final board (a final-view listener of the
publisher, like the analysis a piece of looking back at a game).

The luck of every roll (:mod:`ai.luck`) is measured once per game in a worker thread and
stored beside the game's analysis; a final board shown again (a redraw) gets the stored
line at once.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

from ai.luck import GameLuck, game_luck
from storage import FinishedGame, StorageError

from ..delivery.sender import BoardSender, Frame
from ..i18n import Translator
from ..model.state import Table
from ..play.store import GameStore
from ..views import named
from ..views.dice import luck_lines

__all__ = ["CAPTION_LIMIT", "Luck"]

log = logging.getLogger(__name__)

CAPTION_LIMIT = 1024
"""Telegram's limit on a picture's caption (characters)."""


class Luck:
    """Adds the luck line to final boards: the stored one at once, else measured in the
    background, stored, and the board shown again with it."""

    def __init__(self, store: GameStore, sender: BoardSender) -> None:
        self.store = store
        self.sender = sender
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def busy(self) -> bool:
        """Whether the luck line of a finished game is being computed."""
        return bool(self._tasks)

    async def settled(self) -> None:
        """Return once no luck line is being computed."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def final_view(self, frame: Frame, fin: FinishedGame, table: Table,
                         tr: Translator) -> Frame:
        """``frame``, the final view of ``fin`` about to be shown, with the stored luck line
        under its caption; without one, the luck is measured in the background and the
        board shown again with it (:meth:`_measure`)."""
        if table.game is None or not table.game.history or table.tour is not None:
            return frame  # a tournament's board is not shown twice (the group's budget)
        names = named(fin, tr).names
        stored = await self.stored(fin.game_id)
        if stored is not None:  # shown before (a redraw): the luck line at once
            return self._with_luck(frame, stored, names, tr)
        task = asyncio.create_task(self._measure(frame, table, names, tr))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return frame

    async def stored(self, game_id: int) -> GameLuck | None:
        """The luck of finished game ``game_id`` as stored beside its analysis, if any."""
        text = await self.store.storage.get_luck(game_id)
        if text is None:
            return None
        try:
            return GameLuck.from_json(text)
        except ValueError:
            log.warning("game %s: its stored luck is unreadable", game_id)
            return None

    @staticmethod
    def _with_luck(frame: Frame, luck: GameLuck, names: tuple[str, str],
                   tr: Translator) -> Frame:
        """``frame`` with the luck line under its caption (unchanged if it would not fit)."""
        caption = frame.caption + "\n" + luck_lines(luck, names, tr)[0]
        return frame if len(caption) > CAPTION_LIMIT else replace(frame, caption=caption)

    async def _measure(self, frame: Frame, table: Table, names: tuple[str, str],
                       tr: Translator) -> None:
        """Compute the luck of a finished game in a worker thread, store it beside the
        game's analysis, then show the final board again with the luck line under it (in
        an inline message only while it still holds this game: :meth:`_inline`)."""
        assert table.game is not None
        try:
            luck = await asyncio.to_thread(game_luck, table.game)
        except Exception:  # a failing estimate leaves the board as it is
            log.exception("game %s: its luck could not be computed", frame.game_id)
            return
        try:
            await self.store.storage.save_luck(frame.game_id, luck.to_json())
        except StorageError:  # shown all the same; a redraw computes it again
            log.exception("game %s: its luck could not be stored", frame.game_id)
        shown = self._with_luck(frame, luck, names, tr)
        if shown is frame:
            return
        if frame.inline_message_id is not None:
            await self._inline(shown)
            return
        message_id = self.sender.message_id(frame.chat_id, frame.game_id) or frame.message_id
        self.sender.submit(replace(shown, message_id=message_id), force=True)

    async def _inline(self, frame: Frame) -> None:
        """Show ``frame``, the final view of a game in an inline message with its luck line,
        unless the message has moved on meanwhile (a rematch offer, the next game of a
        match: the same message, another game). The chat's lock is held until the frame
        was handled, so that nothing takes the message between the check and the edit."""
        storage = self.store.storage
        async with self.store.lock(frame.chat_id):
            if await storage.get_active_game(frame.chat_id) is not None:
                return
            latest = await storage.list_finished_games(chat_id=frame.chat_id, limit=1)
            if not latest or latest[0].game_id != frame.game_id:
                return
            self.sender.submit(frame, force=True)
            await self.sender.drain_chat(frame.chat_id)
