"""A fake Telegram Bot API server for end-to-end tests (aiohttp, 127.0.0.1 only).

The bot under test talks to it through aiogram's real HTTP stack: point
``TELEGRAM_API_URL`` at :meth:`FakeTelegram.start`'s URL. The server keeps every chat's
messages, hands out updates through long polling (``getUpdates``), records every call and
can answer with errors on demand (429 with ``retry_after``, "message is not modified",
"message not found", or a dropped connection) or hold a method's calls unanswered.

Typical use::

    tg = FakeTelegram()
    url = await tg.start()
    alice = tg.user(10, "Alice")
    await tg.send_text(-100, alice, "/new", chat_type="group")
    msg = await tg.wait_for_message(-100, lambda m: m.photo is not None)
    answer = await tg.press(-100, alice, msg.message_id, tg.buttons(msg)[0][1])

Inline mode: :meth:`FakeTelegram.inline_query` asks the bot and returns its
``answerInlineQuery``; :meth:`FakeTelegram.choose` posts a chosen result into a chat as an
inline message (optionally reporting ``chosen_inline_result``);
:meth:`FakeTelegram.press_inline` presses its buttons. As Telegram does, an inline message
cannot be edited with a file upload (400), only with a ``file_id`` or a URL. A photo is
sent or a chat message's photo replaced by an upload or by the ``file_id`` of a photo the
fake sent before (:attr:`FakeTelegram.files`; an unknown one is refused as Telegram refuses
it). Users in
:attr:`FakeTelegram.not_started` never opened their private chat with the bot: sending
there fails with 403 until they write to it.

Webhook mode: once the bot called ``setWebhook``, every update is POSTed to the webhook
(with the ``X-Telegram-Bot-Api-Secret-Token`` header when the bot gave a secret) and
``getUpdates`` answers 409 as Telegram does; ``deleteWebhook`` ends it. Several bot
processes behind a reverse proxy: :meth:`FakeTelegram.proxy` names their own addresses,
and the updates for the webhook go to them round-robin, a process that refuses or fails
being skipped for the next one, as the proxy (and Telegram's retries) would.

The server is put together from parts: its values (`testkit.fake_values`), its state and
shared helpers (`testkit.fake_state`), the HTTP transport and polling
(`testkit.fake_server`), the methods that post and answer (`testkit.fake_sends`) and those
that edit (`testkit.fake_edits`); this module adds what a test does as a user.
"""


from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from testkit.fake_edits import EditMethods
from testkit.fake_sends import SendMethods
from testkit.fake_server import FakeServer
from testkit.fake_values import (
    TOKEN,
    Call,
    Failure,
    FakeChat,
    FakeInlineMessage,
    FakeMessage,
    FakeUser,
)

__all__ = ["FakeTelegram", "FakeMessage", "FakeChat", "FakeUser", "Call", "FakeInlineMessage",
           "TOKEN"]


class FakeTelegram(FakeServer, SendMethods, EditMethods):
    """The fake Bot API server. All state is in memory; one instance per test."""

    # ------------------------------------------------------------------ test API
    def user(self, user_id: int, first_name: str, language_code: str | None = "ru",
             username: str | None = None) -> FakeUser:
        """Create (or return) a user."""
        if user_id not in self.users:
            self.users[user_id] = FakeUser(user_id, first_name, language_code, username)
        return self.users[user_id]

    async def send_text(self, chat_id: int, user: FakeUser, text: str,
                        chat_type: str | None = None) -> FakeMessage:
        """A user sends ``text`` to the chat: stored and delivered to the bot as an update."""
        chat = self.chat(chat_id, chat_type)
        if chat_id == user.id:
            self.not_started.discard(user.id)
        msg = self._new_message(chat, user, text=text)
        body = self._message_dict(msg)
        if text.startswith("/"):
            cmd = text.split()[0]
            body["entities"] = [{"type": "bot_command", "offset": 0, "length": len(cmd)}]
        await self._push({"message": body})
        return msg

    async def press(self, chat_id: int, user: FakeUser, message_id: int, data: str,
                    timeout: float = 10.0) -> dict[str, Any]:
        """A user presses an inline button with ``data`` on a message.

        Returns the parameters of the bot's ``answerCallbackQuery`` for this press; raises
        TimeoutError if the bot did not answer within ``timeout`` seconds.
        """
        chat = self.chat(chat_id)
        msg = chat.messages[message_id]
        cid = str(next(self._callback_ids))
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._answers[cid] = fut
        await self._push({
            "callback_query": {
                "id": cid,
                "from": user.as_dict(),
                "chat_instance": str(chat_id),
                "message": self._message_dict(msg),
                "data": data,
            }
        })
        return await asyncio.wait_for(fut, timeout)

    async def inline_query(self, user: FakeUser, query: str = "", chat_type: str = "private",
                           timeout: float = 10.0) -> dict[str, Any]:
        """A user types ``@bot query`` in a chat of ``chat_type``. Returns the parameters
        of the bot's ``answerInlineQuery`` (``results`` decoded)."""
        qid = f"iq{next(self._callback_ids)}"
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._inline_answers[qid] = fut
        await self._push({"inline_query": {"id": qid, "from": user.as_dict(), "query": query,
                                           "offset": "", "chat_type": chat_type}})
        return await asyncio.wait_for(fut, timeout)

    async def choose(self, user: FakeUser, chat_id: int, result: dict[str, Any], *,
                     query: str = "", feedback: bool = False) -> FakeInlineMessage:
        """``user`` picks ``result`` (one of an ``answerInlineQuery``'s results): it is
        posted into the chat as an inline message; with ``feedback`` the bot also gets a
        ``chosen_inline_result`` (BotFather's /setinlinefeedback)."""
        self.chat(chat_id)
        imid = f"inl-{next(self._inline_ids)}-AAAA"
        ref = result.get("photo_file_id")
        msg = FakeInlineMessage(imid, chat_id, user, photo=self.files.get(ref or ""),
                                media_ref=ref, caption=result.get("caption"),
                                reply_markup=result.get("reply_markup"))
        self.inline_messages[imid] = msg
        if feedback:
            await self._push({"chosen_inline_result": {
                "result_id": result.get("id"), "from": user.as_dict(), "query": query,
                "inline_message_id": imid}})
        await self._notify()
        return msg

    async def press_inline(self, user: FakeUser, inline_message_id: str, data: str,
                           timeout: float = 10.0) -> dict[str, Any]:
        """A user presses a button with ``data`` on an inline message; returns the bot's
        ``answerCallbackQuery`` parameters."""
        msg = self.inline_messages[inline_message_id]
        cid = str(next(self._callback_ids))
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._answers[cid] = fut
        await self._push({"callback_query": {
            "id": cid, "from": user.as_dict(), "chat_instance": f"ci{msg.chat_id}",
            "inline_message_id": inline_message_id, "data": data}})
        return await asyncio.wait_for(fut, timeout)

    def fail(self, method: str, error: str = "429", *, retry_after: int = 1, times: int = 1) -> None:
        """Make the next ``times`` calls of ``method`` fail with ``error``.

        ``error`` is ``"429"`` (Too Many Requests, with ``retry_after``), ``"not_modified"``,
        ``"not_found"`` (message to edit not found) or ``"network"`` (connection dropped).
        """
        self._failures.setdefault(method, []).append(Failure(error, retry_after, times))

    def hold(self, method: str) -> asyncio.Event:
        """Keep every call of ``method`` waiting (recorded, unanswered) until the returned
        event is set."""
        return self._gates.setdefault(method, asyncio.Event())

    def calls_of(self, method: str) -> list[Call]:
        """Every recorded call of ``method``."""
        return [c for c in self.calls if c.method == method]

    @staticmethod
    def buttons(msg: FakeMessage | FakeInlineMessage) -> list[tuple[str, str]]:
        """The inline buttons of a message as ``(text, callback_data)``, row by row."""
        if not msg.reply_markup:
            return []
        out = []
        for row in msg.reply_markup.get("inline_keyboard", []):
            for b in row:
                out.append((b.get("text", ""), b.get("callback_data", "")))
        return out

    def last_photo(self, chat_id: int) -> FakeMessage | None:
        """The newest visible message with a photo in the chat."""
        msgs = [m for m in self.chat(chat_id).visible() if m.photo is not None]
        return msgs[-1] if msgs else None

    def last_message(self, chat_id: int) -> FakeMessage | None:
        """The newest visible message in the chat sent by the bot."""
        msgs = [m for m in self.chat(chat_id).visible() if m.from_user.is_bot]
        return msgs[-1] if msgs else None

    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Wait until ``predicate()`` is truthy (re-checked after every request); return it."""
        deadline = time.monotonic() + timeout
        async with self._changed:
            while True:
                value = predicate()
                if value:
                    return value
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("condition not reached in time")
                try:
                    await asyncio.wait_for(self._changed.wait(), min(left, 0.5))
                except TimeoutError:
                    pass

    async def wait_for_message(self, chat_id: int, predicate: Callable[[FakeMessage], bool],
                               timeout: float = 10.0) -> FakeMessage:
        """Wait for a visible bot message of the chat that satisfies ``predicate``."""

        def find() -> FakeMessage | None:
            for m in reversed(self.chat(chat_id).visible()):
                if m.from_user.is_bot and predicate(m):
                    return m
            return None

        return await self.wait_until(find, timeout)

    def delete_message(self, chat_id: int, message_id: int) -> None:
        """A user (or admin) deletes a message: later edits of it fail with "not found"."""
        self.chat(chat_id).messages[message_id].deleted = True
