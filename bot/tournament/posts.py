"""A tournament's messages in its group (the lobby, each round's pairings, the standings,
the final word), delivered within the group's budget.

Like the board sender (:mod:`bot.delivery.sender`), a worker per group delivers them one at
a time, each send or edit taking one send of the group's budget (`BoardSender.acquire`:
the same bucket as the group's boards, shared by every process on PostgreSQL). A message
is not a snapshot: its :class:`Source` draws it from the database when it is delivered,
so a burst of results ends in one edit showing them all, and a message that would not
change is not sent at all. When other processes share the database, each message is
drawn and sent under the coordination's board edit of its own id
(`Coordination.board_edit`), so that the last edit always shows the newest state.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, InputMediaPhoto

from storage.coordination import Coordination

from ..delivery import telegram
from ..delivery.sender import BoardSender

__all__ = ["Post", "Source", "Posts"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Post:
    """A message as it should look: its text (a photo's caption when it has a picture),
    its buttons, and the picture drawn when it is sent (``detail`` tells pictures of the
    same text apart)."""

    text: str
    markup: InlineKeyboardMarkup | None = None
    picture: Callable[[], Awaitable[bytes]] | None = None
    detail: str = ""

    def digest(self) -> str:
        """What the message shows, in short (an unchanged one is not sent again)."""
        markup = self.markup.model_dump_json() if self.markup is not None else ""
        raw = f"{self.text}\x00{markup}\x00{self.picture is not None}\x00{self.detail}"
        return hashlib.blake2b(raw.encode(), digest_size=12).hexdigest()


class Source(Protocol):
    """One message of a tournament: how to draw it and where its id is kept."""

    @property
    def post_id(self) -> int:
        """An id of its own (negative, apart from every game's) for the order of edits."""

    async def render(self) -> Post | None:
        """The message as the database says now (None: nothing to show)."""

    async def message_id(self) -> int | None:
        """The message it was posted as, if it was."""

    async def remember(self, message_id: int) -> None:
        """Keep the id of the message it was just posted as."""


class Posts:
    """Per-group workers that deliver the newest state of each tournament message."""

    def __init__(self, bot: Bot, sender: BoardSender, coordination: Coordination) -> None:
        self.bot = bot
        self.sender = sender
        self.coordination = coordination
        self._pending: dict[int, dict[int, Source]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._shown: dict[int, str] = {}
        self._closed = False

    def submit(self, chat_id: int, source: Source) -> None:
        """Bring ``source``'s message up to date soon."""
        if self._closed:
            return
        self._pending.setdefault(chat_id, {})[source.post_id] = source
        if chat_id not in self._workers:
            self._workers[chat_id] = asyncio.create_task(self._work(chat_id),
                                                         name=f"tournament-posts-{chat_id}")

    @property
    def busy(self) -> bool:
        """Whether a message waits to be delivered or is being delivered."""
        return bool(self._workers)

    async def drain(self, timeout: float | None = 10.0) -> None:
        """Wait until every pending message was handled (at most ``timeout`` seconds)."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while tasks := list(self._workers.values()):
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                return
            await asyncio.wait(tasks, timeout=left)

    async def close(self, timeout: float = 5.0) -> None:
        """Deliver what is pending (up to ``timeout``), then stop."""
        await self.drain(timeout)
        self._closed = True
        for task in list(self._workers.values()):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._workers.clear()

    async def _work(self, chat_id: int) -> None:
        try:
            while pending := self._pending.get(chat_id):
                post_id = next(iter(pending))
                source = pending.pop(post_id)
                try:
                    await self._deliver(chat_id, source)
                except Exception:  # never let one message stop the group's others
                    log.exception("chat %s: tournament message %s failed", chat_id, post_id)
        finally:
            self._workers.pop(chat_id, None)
            if self._pending.get(chat_id) and not self._closed:
                self._workers[chat_id] = asyncio.create_task(self._work(chat_id))
            else:
                self._pending.pop(chat_id, None)

    async def _deliver(self, chat_id: int, source: Source) -> None:
        if not self.coordination.shared:
            await self._show(chat_id, source)
            return
        stamp = time.time_ns() // 1_000_000  # submitted later: drawn later, never older
        async with self.coordination.board_edit(source.post_id, stamp) as edit:
            if edit.newest:
                await self._show(chat_id, source)

    async def _show(self, chat_id: int, source: Source) -> None:
        post = await source.render()
        if post is None or self._shown.get(source.post_id) == post.digest():
            return
        await self.sender.acquire(chat_id)
        post = await source.render() or post  # the newest, after the wait
        digest = post.digest()
        if self._shown.get(source.post_id) == digest:
            return  # spent a send for nothing: rare (another submit showed it meanwhile)
        picture = await post.picture() if post.picture is not None else None
        message_id = await source.message_id()
        try:
            if message_id is not None:
                try:
                    await self._edit(chat_id, message_id, post, picture)
                    self._shown[source.post_id] = digest
                    return
                except telegram.MessageGone:
                    log.info("chat %s: tournament message %s is gone, posting it again",
                             chat_id, message_id)
                    await self.sender.acquire(chat_id)
            message_id = await self._send(chat_id, post, picture)
        except TelegramAPIError as exc:
            log.warning("chat %s: tournament message not delivered: %s", chat_id, exc)
            return
        await source.remember(message_id)
        self._shown[source.post_id] = digest

    async def _edit(self, chat_id: int, message_id: int, post: Post,
                    picture: bytes | None) -> None:
        if picture is None:
            await telegram.call(lambda: self.bot.edit_message_text(
                text=post.text, chat_id=chat_id, message_id=message_id,
                reply_markup=post.markup))
            return
        await telegram.call(lambda: self.bot.edit_message_media(
            chat_id=chat_id, message_id=message_id,
            media=InputMediaPhoto(media=BufferedInputFile(picture, "standings.png"),
                                  caption=post.text),
            reply_markup=post.markup))

    async def _send(self, chat_id: int, post: Post, picture: bytes | None) -> int:
        if picture is None:
            msg = await telegram.call(lambda: self.bot.send_message(
                chat_id, post.text, reply_markup=post.markup))
        else:
            msg = await telegram.call(lambda: self.bot.send_photo(
                chat_id, BufferedInputFile(picture, "standings.png"), caption=post.text,
                reply_markup=post.markup))
        assert msg is not None
        return msg.message_id
