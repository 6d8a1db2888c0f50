"""Brings board messages up to date: coalesced, rate-limited, retried edits.

Each game's board is one photo message. The service hands the sender a :class:`Frame`
(the latest view of a game) after every saved change; the sender keeps only the newest
frame per game, so a burst of presses ends in one edit of the latest state. Per chat a
token bucket limits the edits (Telegram allows about 20 messages a minute in a group).
Every call goes through :func:`bot.delivery.telegram.call` (``retry_after`` waited out, network
errors retried, "message is not modified" counts as done); a board that is gone is sent
again (and its new message id reported back). The database stays the truth: a frame that could not be
delivered is redrawn by the next press or the start-up sweep. The frame, its Bot API
calls and the buckets are in :mod:`bot.delivery.boards`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError, TelegramBadRequest, TelegramForbiddenError

from engine import Position
from rendering import BoardView
from storage.coordination import BoardEdit, Coordination

from . import telegram
from .boards import (
    MAX_ATTEMPTS,
    BoardMessages,
    Frame,
    SharedBucket,
    Sleep,
    TokenBucket,
    group_bucket,
)

__all__ = ["Frame", "Renderer", "Sleep", "TokenBucket", "SharedBucket", "BoardSender",
           "group_bucket", "MAX_ATTEMPTS"]

Renderer = Callable[[Position, BoardView], Awaitable[bytes]]
"""Turns a board picture into PNG bytes off the event loop (a thread or a process)."""

log = logging.getLogger(__name__)


async def _until_done(workers: Callable[[], list[asyncio.Task[None]]],
                      timeout: float | None) -> None:
    """Wait for the ``workers()`` until none is left (a worker that ends with frames
    left starts its successor), at most ``timeout`` seconds (None: no limit)."""
    loop = asyncio.get_running_loop()
    deadline = None if timeout is None else loop.time() + timeout
    while tasks := workers():
        left = None if deadline is None else deadline - loop.time()
        if left is not None and left <= 0:
            return
        await asyncio.wait(tasks, timeout=left)


class BoardSender:
    """Per-chat workers that deliver the newest frame of each game. ``clock`` and
    ``sleep`` time the chats' budgets and Telegram's flood-control waits (tests give a
    clock of their own)."""

    def __init__(
        self,
        bot: Bot,
        *,
        render: Renderer,
        on_new_message: Callable[[int, int, int], Awaitable[None]],
        group_per_minute: int = 20,
        private_per_second: float = 1.0,
        upload: Callable[[bytes], Awaitable[str]] | None = None,
        coordination: Coordination | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.bot = bot
        self._boards = BoardMessages(bot, upload, sleep)
        self._clock = clock  # the chats' budgets, the waits for flood control: one clock
        self._sleep = sleep
        self._coordination = coordination if coordination and coordination.shared else None
        self._render = render
        self._on_new_message = on_new_message
        self._on_delivered: list[tuple[Callable[[Frame, float], None], bool]] = []
        self._group_per_minute = group_per_minute
        self._private_per_second = private_per_second
        self._pending: dict[int, dict[int, tuple[Frame, float]]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._buckets: dict[int, TokenBucket | SharedBucket] = {}
        self._message_ids: dict[tuple[int, int], int] = {}
        self._shown: dict[tuple[int, int], int] = {}
        self._watchers: dict[tuple[int, int], list[asyncio.Future[None]]] = {}
        self._closed = False

    # ------------------------------------------------------------------ public
    def submit(self, frame: Frame, *, force: bool = False) -> None:
        """Show ``frame`` soon, replacing any older frame of the same game not yet sent.
        With ``force`` the frame is sent even if that view is already shown."""
        if self._closed:
            return
        key = (frame.chat_id, frame.game_id)
        if not force and self._shown.get(key) == frame.seq and not frame.final:
            return
        chat = frame.target  # a group's tournament boards share the group's worker
        self._pending.setdefault(chat, {})[frame.game_id] = (frame, self._clock())
        if chat not in self._workers:
            self._workers[chat] = asyncio.create_task(
                self._work(chat), name=f"board-sender-{chat}"
            )

    async def acquire(self, chat_id: int) -> None:
        """Wait for one send of the chat's budget and take it: for other messages that
        must respect the same per-chat limit as the boards (turn reminders)."""
        await self._bucket(chat_id).acquire()

    def shown(self, chat_id: int, game_id: int) -> int | None:
        """The view (``seq``) of a game last delivered to its chat, if any."""
        return self._shown.get((chat_id, game_id))

    async def wait_shown(self, chat_id: int, game_id: int, seq: int, timeout: float) -> bool:
        """Wait (at most ``timeout`` seconds) until view ``seq`` of the game is the one
        delivered to its chat; whether it is."""
        key = (chat_id, game_id)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self._shown.get(key) != seq:
            left = deadline - loop.time()
            if left <= 0:
                return False
            delivered = loop.create_future()
            self._watchers.setdefault(key, []).append(delivered)
            try:
                await asyncio.wait_for(delivered, left)
            except TimeoutError:
                return self._shown.get(key) == seq
            finally:
                watchers = self._watchers.get(key, [])
                if delivered in watchers:
                    watchers.remove(delivered)
                if not watchers:
                    self._watchers.pop(key, None)
        return True

    def when_delivered(self, listener: Callable[[Frame, float], None], *,
                       timed: bool = False) -> None:
        """Tell ``listener`` of every frame delivered (``timed``: of games played with a
        clock only), with the seconds it waited, after the listeners told before it."""
        self._on_delivered.append((listener, timed))

    def message_id(self, chat_id: int, game_id: int) -> int | None:
        """The board message id the sender last used for a game, if known."""
        return self._message_ids.get((chat_id, game_id))

    @property
    def busy(self) -> bool:
        """Whether a frame waits to be delivered or is being delivered."""
        return bool(self._workers)

    async def drain(self, timeout: float | None = 10.0) -> None:
        """Wait until every pending frame was handled (for shutdown and tests; at most
        ``timeout`` seconds of the event loop, None: as long as it takes)."""
        await _until_done(lambda: list(self._workers.values()), timeout)

    async def drain_chat(self, chat_id: int, timeout: float = 10.0) -> None:
        """Wait until every pending frame of chat ``chat_id`` was handled (at most
        ``timeout`` seconds)."""
        await _until_done(
            lambda: [w] if (w := self._workers.get(chat_id)) is not None else [], timeout)

    async def close(self, timeout: float = 5.0) -> None:
        """Deliver what is pending (up to ``timeout``), then stop the workers."""
        await self.drain(timeout)
        self._closed = True
        for task in list(self._workers.values()):
            task.cancel()
        for task in list(self._workers.values()):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._workers.clear()

    # ------------------------------------------------------------------ worker
    def _bucket(self, chat_id: int) -> TokenBucket | SharedBucket:
        b = self._buckets.get(chat_id)
        if b is None:
            if chat_id < 0:
                b = group_bucket(self._group_per_minute, self._clock, self._sleep)
            else:
                rate = self._private_per_second
                b = TokenBucket(max(3.0, rate * 3) if rate > 0 else 1, max(rate, 0.0),
                                self._clock, self._sleep)
            if self._coordination is not None:  # the same bucket, held by the database
                b = SharedBucket(self._coordination, chat_id, b.capacity, b.rate, self._sleep)
            self._buckets[chat_id] = b
        return b

    async def _work(self, chat_id: int) -> None:
        try:
            while True:
                pending = self._pending.get(chat_id)
                if not pending:
                    break
                game_id = next(iter(pending))
                frame, queued = pending.pop(game_id)
                await self._bucket(chat_id).acquire()
                newer = self._pending.get(chat_id, {}).pop(game_id, None)
                if newer is not None:  # arrived while waiting: send it with this send
                    frame = newer[0]  # (never wait again: presses on a stale board, each
                    # asking for a redraw, would otherwise keep the board from ever changing)
                try:
                    await self._deliver(frame, queued)
                except Exception:  # never let one failure stop the chat's worker
                    log.exception("board update for chat %s game %s failed", chat_id, game_id)
        finally:
            self._workers.pop(chat_id, None)
            if self._pending.get(chat_id) and not self._closed:
                self._workers[chat_id] = asyncio.create_task(self._work(chat_id))
            elif not self._pending.get(chat_id):
                self._pending.pop(chat_id, None)

    def _superseded(self, frame: Frame) -> bool:
        """Whether another view of the frame's game waits to be sent, so that sending this
        one is useless. A redraw of the same view does not supersede it: a stream of
        presses on a stale board, each asking for a redraw, would otherwise abandon every
        redraw while the next one is on its way, and the board would never change."""
        pending = self._pending.get(frame.target, {}).get(frame.game_id)
        return pending is not None and pending[0].seq != frame.seq

    async def _deliver(self, frame: Frame, queued: float) -> None:
        if self._coordination is None:
            await self._deliver_frame(frame, queued)
            return
        # other processes edit this board too: one at a time, never an older view, and
        # the board message they all edit (a new one is recorded before the lock goes, so
        # two processes never post a game's board twice); a new board message is reported
        # to the game after the lock (reporting it takes the chat's lock)
        posted: list[int] = []
        async with self._coordination.board_edit(frame.game_id, frame.seq) as board:
            if board.newest:
                await self._deliver_frame(frame, queued, posted, board)
        for message_id in posted:
            await self._on_new_message(frame.chat_id, frame.game_id, message_id)

    async def _deliver_frame(self, frame: Frame, queued: float,
                             posted: list[int] | None = None,
                             board: BoardEdit | None = None) -> None:
        """Render and send one frame; a new board message is reported at once, or added
        to ``posted`` when given (and set on ``board``, the board held across processes,
        whose message id, when known, is the one edited)."""
        key = (frame.chat_id, frame.game_id)
        png = await self._render(*frame.picture)
        if self._superseded(frame):
            return
        if frame.inline_message_id is not None:
            if await self._boards.edit_inline(frame, png, lambda: self._superseded(frame)):
                self._done(frame, queued)
            return
        if board is not None and board.message_id is not None:
            self._message_ids[key] = board.message_id
        message_id = self._message_ids.get(key, frame.message_id)
        for _ in range(2):  # a board found gone is sent again, once
            try:
                if message_id is not None:
                    await self._boards.edit(frame, png, message_id, lambda: self._superseded(frame))
                else:
                    message_id = await self._boards.send(frame, png, lambda: self._superseded(frame))
                    self._message_ids[key] = message_id
                    if board is not None:
                        board.message_id = message_id
                    if posted is not None:
                        posted.append(message_id)
                    else:
                        await self._on_new_message(frame.chat_id, frame.game_id, message_id)
            except telegram.MessageGone:
                log.info("chat %s: board message %s is gone, sending a new one",
                         frame.chat_id, message_id)
                message_id = None
                self._message_ids.pop(key, None)
                continue
            except telegram.Superseded:
                return
            except TelegramForbiddenError:
                log.info("chat %s: the bot can no longer write there", frame.chat_id)
                return
            except TelegramBadRequest as exc:
                log.warning("chat %s: board update refused: %s", frame.chat_id, exc.message)
                return
            except TelegramAPIError as exc:
                log.error("chat %s: giving up on board update of game %s: %s",
                          frame.chat_id, frame.game_id, exc)
                return
            self._done(frame, queued)
            return

    def _done(self, frame: Frame, queued: float) -> None:
        key = (frame.chat_id, frame.game_id)
        self._shown[key] = frame.seq
        if frame.final:  # the game is over: nothing of it will be shown again
            self._shown.pop(key, None)
            self._message_ids.pop(key, None)
        for delivered in self._watchers.pop(key, ()):
            if not delivered.done():
                delivered.set_result(None)
        if self._on_delivered:
            latency = self._clock() - queued
            for listener, timed in self._on_delivered:
                if frame.timed or not timed:
                    listener(frame, latency)
