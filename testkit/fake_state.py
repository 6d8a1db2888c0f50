"""The state of the fake Bot API server and the helpers its methods share."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Callable
from typing import Any

import aiohttp
from aiohttp import web

from testkit.fake_values import (
    TOKEN,
    Call,
    Failure,
    FakeChat,
    FakeInlineMessage,
    FakeMessage,
    FakeUser,
)

__all__ = ["FakeState"]


class FakeState:
    """What the fake server holds (all in memory) and the helpers of its Bot API methods."""

    def __init__(self, token: str = TOKEN) -> None:
        self.token = token
        self.bot_user = FakeUser(777000, "Nardy", None, "nardy_test_bot", is_bot=True)
        self.users: dict[int, FakeUser] = {}
        self.chats: dict[int, FakeChat] = {}
        self.calls: list[Call] = []
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self._updates: list[dict[str, Any]] = []
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1)
        self._callback_ids = itertools.count(1)
        self._answers: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._changed = asyncio.Condition()
        self._failures: dict[str, list[Failure]] = {}
        self._gates: dict[str, asyncio.Event] = {}
        self._runner: web.AppRunner | None = None
        self.url = ""
        self.files: dict[str, bytes] = {}
        self.inline_messages: dict[str, FakeInlineMessage] = {}
        self._inline_ids = itertools.count(1)
        self._inline_answers: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self.webhook: tuple[str, str | None] | None = None
        self.backends: list[str] = []
        self.delivered: dict[str, int] = {}
        self._next_hook = 0
        self._deliveries: set[asyncio.Task[None]] = set()
        self._closing = False  # set by stop(): long polls answer at once
        self._client: aiohttp.ClientSession | None = None
        self.not_started: set[int] = set()
        """Users who never opened their private chat with the bot: the bot may not write
        there (403) until they send it something (e.g. ``/start``)."""
        self.clock: Callable[[], float] = time.monotonic
        """The time of each recorded call (a test may set a clock of its own; see
        `testkit.budget`)."""

    def chat(self, chat_id: int, chat_type: str | None = None) -> FakeChat:
        """The chat with this id (created on first use; negative ids default to groups)."""
        if chat_id not in self.chats:
            kind = chat_type or ("private" if chat_id > 0 else "supergroup")
            self.chats[chat_id] = FakeChat(chat_id, kind)
        return self.chats[chat_id]

    def _new_message(self, chat: FakeChat, user: FakeUser, **fields: Any) -> FakeMessage:
        msg = FakeMessage(next(self._message_ids), chat.id, user, int(time.time()), **fields)
        chat.messages[msg.message_id] = msg
        return msg

    def _message_dict(self, msg: FakeMessage) -> dict[str, Any]:
        chat = self.chat(msg.chat_id)
        d: dict[str, Any] = {
            "message_id": msg.message_id,
            "date": msg.date,
            "chat": chat.as_dict(),
            "from": msg.from_user.as_dict(),
        }
        if msg.text is not None:
            d["text"] = msg.text
        if msg.photo is not None:
            d["photo"] = [{"file_id": f"photo-{msg.message_id}-{msg.edits}",
                           "file_unique_id": f"u{msg.message_id}-{msg.edits}",
                           "width": 1080, "height": 900}]
            if msg.caption is not None:
                d["caption"] = msg.caption
        if msg.document is not None:
            d["document"] = {"file_id": f"doc-{msg.message_id}",
                             "file_unique_id": f"d{msg.message_id}",
                             "file_name": msg.file_name}
            if msg.caption is not None:
                d["caption"] = msg.caption
        if msg.animation is not None:
            d["animation"] = {"file_id": f"anim-{msg.message_id}",
                              "file_unique_id": f"a{msg.message_id}", "width": 604,
                              "height": 511, "duration": 1, "file_name": msg.file_name}
            d["document"] = dict(d["animation"])  # as Telegram sends an animation
            if msg.caption is not None:
                d["caption"] = msg.caption
        if msg.reply_markup:
            d["reply_markup"] = msg.reply_markup
        if msg.edits:
            d["edit_date"] = int(time.time())
        return d

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    @staticmethod
    def _ok(result: Any) -> web.Response:
        return web.json_response({"ok": True, "result": result})

    @staticmethod
    def _error(code: int, description: str, retry_after: int | None = None) -> web.Response:
        body: dict[str, Any] = {"ok": False, "error_code": code, "description": description}
        if retry_after is not None:
            body["parameters"] = {"retry_after": retry_after}
        return web.json_response(body, status=code)

    def _markup(self, params: dict[str, Any]) -> dict[str, Any] | None:
        rm = params.get("reply_markup")
        return rm if isinstance(rm, dict) and rm.get("inline_keyboard") is not None else None

    def _check_markup(self, markup: dict[str, Any] | None) -> str | None:
        if not markup:
            return None
        rows = markup["inline_keyboard"]
        total = 0
        for row in rows:
            if len(row) > 8:
                return "Bad Request: too many buttons in a row"
            for b in row:
                total += 1
                data = b.get("callback_data")
                if data is not None and len(data.encode()) > 64:
                    return "Bad Request: BUTTON_DATA_INVALID"
        if total > 100:
            return "Bad Request: reply markup is too long"
        return None

    def _forbidden(self, params: dict[str, Any]) -> web.Response | None:
        if int(params.get("chat_id", 0)) in self.not_started:
            return self._error(403, "Forbidden: bot can't initiate conversation with a user")
        return None

    def _target(self, params: dict[str, Any]) -> FakeMessage | None:
        chat = self.chats.get(int(params.get("chat_id", 0)))
        if chat is None:
            return None
        msg = chat.messages.get(int(params.get("message_id", 0)))
        if msg is None or msg.deleted or not msg.from_user.is_bot:
            return None
        return msg
