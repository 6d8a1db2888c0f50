"""A fake Telegram Bot API server for end-to-end tests (aiohttp, 127.0.0.1 only).

The bot under test talks to it through aiogram's real HTTP stack: point
``TELEGRAM_API_URL`` at :meth:`FakeTelegram.start`'s URL. The server keeps every chat's
messages, hands out updates through long polling (``getUpdates``), records every call and
can answer with errors on demand (429 with ``retry_after``, "message is not modified",
"message not found", or a dropped connection).

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
cannot be edited with a file upload (400), only with a ``file_id`` or a URL. Users in
:attr:`FakeTelegram.not_started` never opened their private chat with the bot: sending
there fails with 403 until they write to it.

Budgets: every call is recorded at :attr:`FakeTelegram.clock` (the real time, or a test's
clock); :mod:`testkit.budget` counts a group's sends and edits per minute from them.

Webhook mode: once the bot called ``setWebhook``, every update is POSTed to the webhook
(with the ``X-Telegram-Bot-Api-Secret-Token`` header when the bot gave a secret) and
``getUpdates`` answers 409 as Telegram does; ``deleteWebhook`` ends it. Several bot
processes behind a reverse proxy: :meth:`FakeTelegram.proxy` names their own addresses,
and the updates for the webhook go to them round-robin, a process that refuses or fails
being skipped for the next one, as the proxy (and Telegram's retries) would.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import BodyPartReader, web

__all__ = ["FakeTelegram", "FakeMessage", "FakeChat", "FakeUser", "Call", "FakeInlineMessage"]

TOKEN = "123456:TEST-token-for-the-fake-server"



@dataclass
class FakeUser:
    """A Telegram user of the fake server."""

    id: int
    first_name: str
    language_code: str | None = "ru"
    username: str | None = None
    is_bot: bool = False

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        if self.username:
            d["username"] = self.username
        if self.language_code:
            d["language_code"] = self.language_code
        return d


@dataclass
class FakeMessage:
    """A message as the fake server keeps it (its latest content after edits)."""

    message_id: int
    chat_id: int
    from_user: FakeUser
    date: int
    text: str | None = None
    caption: str | None = None
    photo: bytes | None = None
    document: bytes | None = None
    file_name: str | None = None
    animation: bytes | None = None
    reply_markup: dict[str, Any] | None = None
    parse_mode: str | None = None
    deleted: bool = False
    edits: int = 0

    @property
    def content(self) -> str:
        """The text or the caption."""
        return self.text if self.text is not None else (self.caption or "")


@dataclass
class FakeInlineMessage:
    """A message posted through inline mode (via the bot) into a chat, as it looks now."""

    inline_message_id: str
    chat_id: int
    sender: FakeUser
    photo: bytes | None = None
    media_ref: str | None = None
    caption: str | None = None
    reply_markup: dict[str, Any] | None = None
    edits: int = 0

    @property
    def content(self) -> str:
        """The caption."""
        return self.caption or ""


@dataclass
class FakeChat:
    """A chat with its messages (by id, in order of sending)."""

    id: int
    type: str = "private"
    title: str | None = None
    messages: dict[int, FakeMessage] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.type != "private":
            d["title"] = self.title or f"Group {self.id}"
        else:
            d["first_name"] = "Chat"
        return d

    def visible(self) -> list[FakeMessage]:
        """Messages that were not deleted, oldest first."""
        return [m for m in self.messages.values() if not m.deleted]


@dataclass(frozen=True)
class Call:
    """One request the bot made: method name, its parameters, and monotonic time."""

    method: str
    params: dict[str, Any]
    at: float


@dataclass
class _Failure:
    error: str
    retry_after: int
    times: int


class FakeTelegram:
    """The fake Bot API server. All state is in memory; one instance per test."""

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
        self._failures: dict[str, list[_Failure]] = {}
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
        self._client: aiohttp.ClientSession | None = None
        self.not_started: set[int] = set()
        """Users who never opened their private chat with the bot: the bot may not write
        there (403) until they send it something (e.g. ``/start``)."""
        self.clock: Callable[[], float] = time.monotonic
        """The time of each recorded call (a test may set a clock of its own)."""

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        """Start serving on 127.0.0.1 (a free port); return the base URL."""
        app = web.Application(client_max_size=20 * 1024 * 1024)
        app.router.add_post("/bot{token}/{method}", self._handle)
        app.router.add_get("/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        """Stop serving and fail pending long polls (and webhook deliveries)."""
        for task in list(self._deliveries):
            task.cancel()
        await asyncio.gather(*self._deliveries, return_exceptions=True)
        if self._client is not None:
            await self._client.close()
            self._client = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ------------------------------------------------------------------ test API
    def user(self, user_id: int, first_name: str, language_code: str | None = "ru",
             username: str | None = None) -> FakeUser:
        """Create (or return) a user."""
        if user_id not in self.users:
            self.users[user_id] = FakeUser(user_id, first_name, language_code, username)
        return self.users[user_id]

    def chat(self, chat_id: int, chat_type: str | None = None) -> FakeChat:
        """The chat with this id (created on first use; negative ids default to groups)."""
        if chat_id not in self.chats:
            kind = chat_type or ("private" if chat_id > 0 else "supergroup")
            self.chats[chat_id] = FakeChat(chat_id, kind)
        return self.chats[chat_id]

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
        self._failures.setdefault(method, []).append(_Failure(error, retry_after, times))

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

    # ------------------------------------------------------------------ internals
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

    def proxy(self, urls: list[str]) -> None:
        """Stand for a reverse proxy in front of several bot processes: the updates for
        the webhook go to ``urls`` round-robin (instead of the webhook's own URL)."""
        self.backends = list(urls)

    async def _push(self, update: dict[str, Any]) -> None:
        update["update_id"] = next(self._update_ids)
        if self.webhook is not None:
            task = asyncio.create_task(self._deliver(update))
            self._deliveries.add(task)
            task.add_done_callback(self._deliveries.discard)
            return
        async with self._changed:
            self._updates.append(update)
            self._changed.notify_all()

    async def _deliver(self, update: dict[str, Any], attempts: int = 40) -> None:
        """POST one update to the next webhook; on a refusal or an error try the next one
        (a short pause after each round), as Telegram retries a failed delivery."""
        if self._client is None:
            self._client = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        for attempt in range(attempts):
            if self.webhook is None:
                return
            targets, secret = self.backends or [self.webhook[0]], self.webhook[1]
            url = targets[self._next_hook % len(targets)]
            self._next_hook += 1
            headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
            with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                async with self._client.post(url, json=update, headers=headers) as resp:
                    if resp.status == 200:
                        self.delivered[url] = self.delivered.get(url, 0) + 1
                        return
            if attempt % len(targets) == len(targets) - 1:
                await asyncio.sleep(0.1)
        raise RuntimeError(f"update {update['update_id']} could not be delivered")

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

    async def _read_params(self, request: web.Request) -> tuple[dict[str, Any], dict[str, bytes]]:
        params: dict[str, Any] = {}
        files: dict[str, bytes] = {}
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader) or part.name is None:
                    continue  # the Bot API sends flat multipart bodies of named fields
                if part.filename:
                    files[part.name] = bytes(await part.read())
                    params[f"{part.name}.filename"] = part.filename
                else:
                    params[part.name] = await part.text()
        elif request.can_read_body:
            if request.content_type == "application/json":
                params = await request.json()
            else:
                form = await request.post()
                params = {k: v for k, v in form.items() if isinstance(v, str)}
        else:
            params = dict(request.query)
        for key in ("reply_markup", "media", "commands", "scope", "allowed_updates",
                    "link_preview_options"):
            if isinstance(params.get(key), str):
                try:
                    params[key] = json.loads(params[key])
                except json.JSONDecodeError:
                    pass
        return params, files

    def _take_failure(self, method: str) -> _Failure | None:
        queue = self._failures.get(method)
        if not queue:
            return None
        f = queue[0]
        f.times -= 1
        if f.times <= 0:
            queue.pop(0)
        return f

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        if request.match_info["token"] != self.token:
            return self._error(401, "Unauthorized")
        method = request.match_info["method"]
        params, files = await self._read_params(request)
        self.calls.append(Call(method, params, self.clock()))
        failure = self._take_failure(method)
        if failure is not None:
            await self._notify()
            if failure.error == "429":
                return self._error(429, f"Too Many Requests: retry after {failure.retry_after}",
                                   failure.retry_after)
            if failure.error == "not_modified":
                return self._error(400, "Bad Request: message is not modified: specified new "
                                        "message content and reply markup are exactly the same "
                                        "as a current content and reply markup of the message")
            if failure.error == "not_found":
                return self._error(400, "Bad Request: message to edit not found")
            if failure.error == "network":
                assert request.transport is not None
                request.transport.close()
                return web.Response(status=500)
        handler = getattr(self, "_m_" + method, None)
        if handler is None:
            return self._error(404, f"Not Found: method {method} is not implemented by the fake")
        try:
            resp = await handler(params, files)
        finally:
            await self._notify()
        return resp

    # ------------------------------------------------------------------ methods
    async def _m_getMe(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        d = self.bot_user.as_dict()
        d.update({"can_join_groups": True, "can_read_all_group_messages": False,
                  "supports_inline_queries": True})
        return self._ok(d)

    async def _m_deleteWebhook(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        self.webhook = None
        return self._ok(True)

    async def _m_setWebhook(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        url = str(params.get("url") or "")
        if not url:
            return self._error(400, "Bad Request: bad webhook: URL is empty")
        self.webhook = (url, params.get("secret_token") or None)
        return self._ok(True)

    async def _m_setMyCommands(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        lang = params.get("language_code") or ""
        self.commands[lang] = params.get("commands") or []
        return self._ok(True)

    async def _m_sendChatAction(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        return self._ok(True)

    async def _m_getUpdates(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if self.webhook is not None:
            return self._error(409, "Conflict: can't use getUpdates method while webhook "
                                    "is active; use deleteWebhook to delete the webhook first")
        offset = int(params.get("offset") or 0)
        timeout = min(float(params.get("timeout") or 0), 1.0)
        deadline = time.monotonic() + timeout
        async with self._changed:
            self._updates = [u for u in self._updates if u["update_id"] >= offset]
            while not self._updates and time.monotonic() < deadline:
                try:
                    await asyncio.wait_for(self._changed.wait(), deadline - time.monotonic())
                except TimeoutError:
                    break
            batch = list(self._updates[:100])
        return self._ok(batch)

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

    async def _m_sendMessage(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        text = params.get("text", "")
        if not text:
            return self._error(400, "Bad Request: message text is empty")
        msg = self._new_message(chat, self.bot_user, text=text, reply_markup=markup,
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    async def _m_sendPhoto(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        photo = files.get("photo") or next(iter(files.values()), None)
        if photo is None or not photo.startswith(b"\x89PNG"):
            return self._error(400, "Bad Request: photo must be an uploaded PNG in this fake")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"), photo=photo,
                                reply_markup=markup, parse_mode=params.get("parse_mode"))
        self.files[f"photo-{msg.message_id}-0"] = photo
        return self._ok(self._message_dict(msg))

    async def _m_sendDocument(self, params: dict[str, Any],
                              files: dict[str, bytes]) -> web.Response:
        chat = self.chat(int(params["chat_id"]))
        key = str(params.get("document", ""))
        key = key.removeprefix("attach://") if key.startswith("attach://") else "document"
        doc = files.get(key)
        if doc is None:
            return self._error(400, "Bad Request: document must be an uploaded file in this fake")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"), document=doc,
                                file_name=params.get(f"{key}.filename"),
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    async def _m_sendAnimation(self, params: dict[str, Any],
                               files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        key = str(params.get("animation", ""))
        key = key.removeprefix("attach://") if key.startswith("attach://") else "animation"
        data = files.get(key)
        if data is None or not data.startswith(b"GIF8"):
            return self._error(400, "Bad Request: animation must be an uploaded GIF in this fake")
        if len(data) > 50 * 1024 * 1024:
            return self._error(400, "Bad Request: file is too big")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"),
                                animation=data, file_name=params.get(f"{key}.filename"),
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    def _target(self, params: dict[str, Any]) -> FakeMessage | None:
        chat = self.chats.get(int(params.get("chat_id", 0)))
        if chat is None:
            return None
        msg = chat.messages.get(int(params.get("message_id", 0)))
        if msg is None or msg.deleted or not msg.from_user.is_bot:
            return None
        return msg

    async def _m_editMessageMedia(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageMedia", params, files)
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to edit not found")
        media = params.get("media") or {}
        ref = str(media.get("media", ""))
        photo = files.get(ref[len("attach://"):]) if ref.startswith("attach://") else None
        if photo is None or not photo.startswith(b"\x89PNG"):
            return self._error(400, "Bad Request: media must be an attached PNG in this fake")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        caption = media.get("caption")
        if photo == msg.photo and caption == msg.caption and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified: specified new message "
                                    "content and reply markup are exactly the same as a current "
                                    "content and reply markup of the message")
        msg.photo, msg.caption, msg.reply_markup = photo, caption, markup
        msg.edits += 1
        self.files[f"photo-{msg.message_id}-{msg.edits}"] = photo
        return self._ok(self._message_dict(msg))

    async def _m_editMessageCaption(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageCaption", params, files)
        msg = self._target(params)
        if msg is None or msg.photo is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        caption = params.get("caption")
        if caption == msg.caption and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.caption, msg.reply_markup = caption, markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    async def _m_editMessageText(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageText", params, files)
        msg = self._target(params)
        if msg is None or msg.text is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        text = params.get("text", "")
        if text == msg.text and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.text, msg.reply_markup = text, markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    async def _m_editMessageReplyMarkup(self, params: dict[str, Any],
                                        files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageReplyMarkup", params, files)
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        if markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.reply_markup = markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    async def _m_deleteMessage(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to delete not found")
        msg.deleted = True
        return self._ok(True)

    def _edit_inline(self, method: str, params: dict[str, Any],
                     files: dict[str, bytes]) -> web.Response:
        """An edit of an inline message: True on success (Telegram returns no message)."""
        msg = self.inline_messages.get(str(params["inline_message_id"]))
        if msg is None:
            return self._error(400, "Bad Request: MESSAGE_ID_INVALID")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        photo, ref, caption = msg.photo, msg.media_ref, msg.caption
        if method == "editMessageMedia":
            media = params.get("media") or {}
            ref = str(media.get("media", ""))
            if files or ref.startswith("attach://"):
                return self._error(400, "Bad Request: can't upload a new file to an inline "
                                        "message: use a file_id or a URL")
            if ref.startswith(("http://", "https://")):
                photo = None
            elif ref in self.files:
                photo = self.files[ref]
            else:
                return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
            caption = media.get("caption")
        elif method == "editMessageCaption":
            caption = params.get("caption")
        elif method == "editMessageText":
            return self._error(400, "Bad Request: there is no text in the message to edit")
        if (ref, caption, markup) == (msg.media_ref, msg.caption, msg.reply_markup):
            return self._error(400, "Bad Request: message is not modified: specified new "
                                    "message content and reply markup are exactly the same "
                                    "as a current content and reply markup of the message")
        msg.photo, msg.media_ref, msg.caption, msg.reply_markup = photo, ref, caption, markup
        msg.edits += 1
        return self._ok(True)

    async def _m_answerInlineQuery(self, params: dict[str, Any],
                                   files: dict[str, bytes]) -> web.Response:
        fut = self._inline_answers.get(str(params.get("inline_query_id")))
        if fut is None or fut.done():
            return self._error(400, "Bad Request: query is too old and response timeout "
                                    "expired or query ID is invalid")
        results = params.get("results")
        if isinstance(results, str):
            results = json.loads(results)
        for r in results or []:
            if r.get("type") == "photo" and "photo_file_id" in r and \
                    r["photo_file_id"] not in self.files:
                return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
            if (err := self._check_markup(r.get("reply_markup"))) is not None:
                return self._error(400, err)
        answer = dict(params)
        answer["results"] = results or []
        fut.set_result(answer)
        return self._ok(True)

    async def _m_answerCallbackQuery(self, params: dict[str, Any],
                                     files: dict[str, bytes]) -> web.Response:
        cid = str(params.get("callback_query_id"))
        fut = self._answers.get(cid)
        if fut is None:
            return self._error(400, "Bad Request: query is too old and response timeout expired "
                                    "or query ID is invalid")
        if fut.done():
            return self._error(400, "Bad Request: query is already answered")
        answer = {k: v for k, v in params.items() if k != "callback_query_id"}
        if "show_alert" in answer:
            answer["show_alert"] = str(answer["show_alert"]).lower() in ("true", "1")
        fut.set_result(answer)
        return self._ok(True)

    def delete_message(self, chat_id: int, message_id: int) -> None:
        """A user (or admin) deletes a message: later edits of it fail with "not found"."""
        self.chat(chat_id).messages[message_id].deleted = True
