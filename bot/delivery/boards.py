"""A board frame, its picture and the Bot API calls that show it: an edit of the board
message, a new board message, an edit of an inline message with the picture's
``file_id``; and the budgets of sends per chat that pace them (a token bucket in memory,
or one shared by the bot's processes through the coordination).

The picture is drawn off the event loop (:class:`PictureRenderer`): rendering a board is
CPU-bound work of several milliseconds. In worker processes (default) it runs in parallel
with the bot's event loop instead of competing with it for the interpreter lock; with
``workers=0`` (tests) it runs in a thread. A broken pool falls back to threads. A worker
imports only :mod:`bot.delivery.drawing` and what it needs (the engine and the renderer),
not the bot.

Each call goes through :func:`bot.delivery.telegram.call` and gives up as soon as
``abandon()`` says a newer view of the game waits (see :class:`~bot.delivery.sender.BoardSender`).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, InputMediaPhoto

from engine import Position, start_position
from rendering import BoardView, render_board
from storage.coordination import Coordination

from . import telegram
from .drawing import warm_up

__all__ = ["Frame", "PictureRenderer", "BoardMessages", "MAX_ATTEMPTS", "Sleep", "TokenBucket", "SharedBucket",
           "group_bucket"]

log = logging.getLogger(__name__)

Sleep = Callable[[float], Awaitable[None]]
"""Waits so many seconds of the clock it belongs to (``asyncio.sleep`` for the real one)."""

MAX_ATTEMPTS = 6


@dataclass(frozen=True)
class Frame:
    """One view of a game's board: caption, buttons and the picture to render (only the
    newest frame of a game is ever rendered)."""

    chat_id: int
    game_id: int
    seq: int
    message_id: int | None
    caption: str
    markup: InlineKeyboardMarkup | None
    picture: tuple[Position, BoardView] = field(repr=False, compare=False)
    final: bool = False
    inline_message_id: str | None = None
    timed: bool = False
    """The game has a clock: its delivery may start the timing of a turn."""
    post_chat: int | None = None
    """The chat the board is posted in when it is not the game's own (``chat_id`` is then
    the game's key: a tournament board in its group); its budget is that chat's."""

    @property
    def target(self) -> int:
        """The Telegram chat the board message is in (and whose budget it uses)."""
        return self.chat_id if self.post_chat is None else self.post_chat


class PictureRenderer:
    """``await renderer(position, view)`` gives PNG bytes."""

    def __init__(self, workers: int = 1) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._warming: asyncio.Task[None] | None = None
        if workers > 0:
            self._pool = ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=warm_up)

    async def start(self) -> None:
        """Start the workers in the background now rather than on the first picture.

        Start-up does not wait for them: a picture asked for before a worker is ready
        simply waits for it."""
        if self._pool is not None and self._warming is None:
            self._warming = asyncio.create_task(self._warm(), name="nardy-picture-warm-up")

    async def _warm(self) -> None:
        try:
            await self(start_position("long"), BoardView())
        except Exception:
            log.exception("warming up the picture workers failed")

    async def __call__(self, position: Position, view: BoardView) -> bytes:
        if self._pool is not None:
            try:
                return await asyncio.get_running_loop().run_in_executor(
                    self._pool, render_board, position, view)
            except BrokenProcessPool:
                log.error("the picture workers died; drawing in threads from now on")
                pool, self._pool = self._pool, None
                if pool is not None:
                    pool.shutdown(wait=False, cancel_futures=True)
        return await asyncio.to_thread(render_board, position, view)

    def cancel_warm_up(self) -> None:
        """Cancel a warm-up still running (call from the event loop before :meth:`close`)."""
        if self._warming is not None and not self._warming.done():
            self._warming.cancel()

    def close(self) -> None:
        """Stop the workers."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class BoardMessages:
    """The board's Bot API calls, under the one call policy; ``upload`` turns a picture
    into a ``file_id`` for inline messages, ``sleep`` waits out Telegram's flood control."""

    def __init__(self, bot: Bot, upload: Callable[[bytes], Awaitable[str]] | None,
                 sleep: Sleep) -> None:
        self.bot = bot
        self._upload = upload
        self._sleep = sleep

    async def edit(self, frame: Frame, png: bytes, message_id: int,
                   abandon: Callable[[], bool]) -> None:
        """Edit the board message (under the call policy; "not modified" is success)."""
        await telegram.call(
            lambda: self.bot.edit_message_media(
                chat_id=frame.target,
                message_id=message_id,
                media=InputMediaPhoto(media=BufferedInputFile(png, "board.png"),
                                      caption=frame.caption),
                reply_markup=frame.markup,
            ),
            attempts=MAX_ATTEMPTS, abandon=abandon, sleep=self._sleep)

    async def edit_inline(self, frame: Frame, png: bytes, abandon: Callable[[], bool]) -> bool:
        """Edit an inline message with the picture's ``file_id`` (an inline message cannot
        take an upload, and a gone one cannot be posted again). True when delivered."""
        inline_id = frame.inline_message_id
        try:
            if self._upload is None:
                raise RuntimeError("no upload chat for the pictures of inline messages")
            file_id = await self._upload(png)
            if abandon():
                return False
            await telegram.call(
                lambda: self.bot.edit_message_media(
                    inline_message_id=inline_id,
                    media=InputMediaPhoto(media=file_id, caption=frame.caption),
                    reply_markup=frame.markup,
                ),
                attempts=MAX_ATTEMPTS, abandon=abandon, sleep=self._sleep)
        except telegram.Superseded:
            return False
        except telegram.MessageGone:
            log.info("inline message of game %s is gone", frame.game_id)
            return False
        except (TelegramAPIError, RuntimeError) as exc:
            log.warning("inline board of game %s not updated: %s", frame.game_id, exc)
            return False
        return True

    async def send(self, frame: Frame, png: bytes, abandon: Callable[[], bool]) -> int:
        """Post a new board message; its id."""
        msg = await telegram.call(
            lambda: self.bot.send_photo(
                chat_id=frame.target,
                photo=BufferedInputFile(png, "board.png"),
                caption=frame.caption,
                reply_markup=frame.markup,
            ),
            attempts=MAX_ATTEMPTS, abandon=abandon, sleep=self._sleep)
        assert msg is not None
        return msg.message_id


# ---------------------------------------------------------------- budgets

class TokenBucket:
    """``capacity`` tokens, refilled at ``rate`` per second of ``clock`` (waited for with
    ``sleep`` of the same clock); ``rate <= 0`` = no limit."""

    def __init__(self, capacity: float, rate: float, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep) -> None:
        self.capacity = max(1.0, capacity)
        self.rate = rate
        self._tokens = self.capacity
        self._clock = clock
        self._sleep = sleep
        self._stamp = clock()

    def delay(self) -> float:
        """Seconds until a token is available (0 if one is)."""
        if self.rate <= 0:
            return 0.0
        now = self._clock()
        self._tokens = min(self.capacity, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now
        if self._tokens >= 1:
            return 0.0
        return (1 - self._tokens) / self.rate

    def take(self) -> None:
        """Use one token (call after :meth:`delay` returned 0)."""
        if self.rate > 0:
            self._tokens -= 1

    async def acquire(self) -> None:
        """Wait for a token and take it."""
        while (wait := self.delay()) > 0:
            await self._sleep(wait)
        self.take()


class SharedBucket:
    """A chat's token bucket kept in the shared database, so that all the bot's processes
    together stay within the chat's limit (same ``capacity`` and ``rate`` as
    :class:`TokenBucket`)."""

    def __init__(self, coordination: Coordination, chat_id: int, capacity: float,
                 rate: float, sleep: Sleep = asyncio.sleep) -> None:
        self.coordination = coordination
        self.chat_id = chat_id
        self.capacity = max(1.0, capacity)
        self.rate = rate
        self._sleep = sleep

    async def acquire(self) -> None:
        """Wait for a send of the chat's budget and take it."""
        while (wait := await self.coordination.take_edit(self.chat_id, self.capacity,
                                                         self.rate)) > 0:
            await self._sleep(wait)


def group_bucket(per_minute: int, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep) -> TokenBucket:
    """A bucket that never allows more than ``per_minute`` sends in any minute: a small
    burst plus a steady rate that together stay within the limit."""
    if per_minute <= 0:
        return TokenBucket(1, 0, clock, sleep)
    burst = max(1, per_minute // 5)
    return TokenBucket(burst, max(per_minute - burst, 1) / 60, clock, sleep)
