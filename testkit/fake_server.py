"""The fake Bot API server's transport: the HTTP server, long polling, webhook deliveries,
the failures it answers with on demand, and the methods about the bot itself."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

import aiohttp
from aiohttp import BodyPartReader, web

from testkit.fake_state import FakeState
from testkit.fake_values import Call, Failure

__all__ = ["FakeServer"]


class FakeServer(FakeState):
    """Serves the Bot API over HTTP on 127.0.0.1 and hands out the updates."""

    async def start(self) -> str:
        """Start serving on 127.0.0.1 (a free port); return the base URL."""
        self._closing = False
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
        """Stop serving: pending long polls answer at once (with what they have), webhook
        deliveries are cancelled."""
        self._closing = True
        async with self._changed:
            self._changed.notify_all()
        for task in list(self._deliveries):
            task.cancel()
        await asyncio.gather(*self._deliveries, return_exceptions=True)
        if self._client is not None:
            await self._client.close()
            self._client = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

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

    def _take_failure(self, method: str) -> Failure | None:
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
        gate = self._gates.get(method)
        if gate is not None:
            await gate.wait()
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
            while not self._updates and not self._closing and time.monotonic() < deadline:
                try:
                    await asyncio.wait_for(self._changed.wait(), deadline - time.monotonic())
                except TimeoutError:
                    break
            batch = list(self._updates[:100])
        return self._ok(batch)
