"""Board pictures for inline messages: uploaded once, then used by ``file_id``.

Telegram does not accept a new file upload when an inline message is edited; the picture
must be one Telegram already has. :class:`Uploads` posts each picture once to the
operator's upload chat (``NARDY_UPLOAD_CHAT_ID``), keeps the ``file_id`` Telegram gives it
and deletes the posted message again (the ``file_id`` stays valid), so the upload chat
does not fill up. The same picture (same PNG bytes) is never uploaded twice while it is
remembered. The opening boards shown as previews of the inline query results are made
the same way, once per variant.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from aiogram import Bot
from aiogram.types import BufferedInputFile

from engine import Position, start_position
from rendering import BoardView

from . import telegram

__all__ = ["Uploads"]

log = logging.getLogger(__name__)

REMEMBERED = 512
"""How many ``file_id`` values of recent pictures are kept."""


class Uploads:
    """Turns PNG bytes into a Telegram ``file_id`` through the upload chat."""

    def __init__(self, bot: Bot, chat_id: int,
                 render: Callable[[Position, BoardView], Awaitable[bytes]]) -> None:
        self.bot = bot
        self.chat_id = chat_id
        self._render = render
        self._ids: OrderedDict[bytes, str] = OrderedDict()
        self._openings: dict[str, str] = {}
        self._lock = asyncio.Lock()
        self._cleanup: set[asyncio.Task[None]] = set()

    async def file_id(self, png: bytes) -> str:
        """The ``file_id`` of picture ``png`` (uploaded now unless recently uploaded).
        Raises TelegramAPIError when the upload chat refuses it."""
        key = hashlib.sha256(png).digest()
        known = self._ids.get(key)
        if known is not None:
            self._ids.move_to_end(key)
            return known
        msg = await telegram.call(lambda: self.bot.send_photo(
            chat_id=self.chat_id, photo=BufferedInputFile(png, "board.png"),
            disable_notification=True))
        assert msg is not None and msg.photo
        file_id = msg.photo[-1].file_id
        self._ids[key] = file_id
        while len(self._ids) > REMEMBERED:
            self._ids.popitem(last=False)
        task = asyncio.create_task(self._delete(msg.message_id))
        self._cleanup.add(task)
        task.add_done_callback(self._cleanup.discard)
        return file_id

    async def opening(self, variant: str) -> str:
        """The ``file_id`` of the opening board of ``variant`` (the preview of an inline
        query result), uploaded on first use."""
        async with self._lock:
            known = self._openings.get(variant)
            if known is None:
                png = await self._render(start_position(variant), BoardView())
                known = self._openings[variant] = await self.file_id(png)
            return known

    async def _delete(self, message_id: int) -> None:
        with contextlib.suppress(Exception):
            await telegram.delete(self.bot, self.chat_id, message_id)

    async def close(self) -> None:
        """Finish the pending deletions of uploaded messages."""
        for task in list(self._cleanup):
            with contextlib.suppress(Exception):
                await task
