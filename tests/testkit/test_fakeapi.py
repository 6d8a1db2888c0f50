"""The fake Bot API server works with aiogram's real HTTP stack (basis of the e2e tests)."""

from __future__ import annotations

import asyncio
import io
import time

import aiohttp
import pytest
from aiogram import Bot, Dispatcher, F, Router
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramBadRequest, TelegramRetryAfter
from aiogram.filters import Command
from aiogram.types import (
    BufferedInputFile,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    Message,
)
from PIL import Image

from testkit.fakeapi import FakeTelegram


def _png(color: str) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), color).save(buf, "PNG")
    return buf.getvalue()


async def test_round_trip_through_aiogram(tg: FakeTelegram) -> None:
    router = Router()

    @router.message(Command("start"))
    async def start(message: Message) -> None:
        kb = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Go", callback_data="go")]])
        await message.answer_photo(BufferedInputFile(_png("red"), "b.png"), caption="hi", reply_markup=kb)

    @router.callback_query(F.data == "go")
    async def go(cb: CallbackQuery, bot: Bot) -> None:
        assert cb.message is not None
        await bot.edit_message_media(
            media=InputMediaPhoto(media=BufferedInputFile(_png("blue"), "b.png"), caption="edited"),
            chat_id=cb.message.chat.id, message_id=cb.message.message_id,
        )
        await cb.answer("done", show_alert=True)

    session = AiohttpSession(api=TelegramAPIServer.from_base(tg.url))
    bot = Bot(tg.token, session=session)
    dp = Dispatcher()
    dp.include_router(router)
    task = asyncio.create_task(dp.start_polling(bot, handle_signals=False, polling_timeout=1))
    try:
        alice = tg.user(1, "Alice")
        await tg.send_text(1, alice, "/start")
        msg = await tg.wait_for_message(1, lambda m: m.photo is not None)
        assert msg.caption == "hi" and tg.buttons(msg) == [("Go", "go")]
        answer = await tg.press(1, alice, msg.message_id, "go")
        assert answer == {"text": "done", "show_alert": True}
        assert msg.caption == "edited" and msg.photo == _png("blue") and msg.edits == 1
        # Errors on demand reach aiogram as its own exception types.
        tg.fail("sendMessage", "429", retry_after=3)
        with pytest.raises(TelegramRetryAfter) as exc:
            await bot.send_message(1, "x")
        assert exc.value.retry_after == 3
        tg.fail("editMessageCaption", "not_modified")
        with pytest.raises(TelegramBadRequest, match="not modified"):
            await bot.edit_message_caption(chat_id=1, message_id=msg.message_id, caption="zz")
        tg.delete_message(1, msg.message_id)
        with pytest.raises(TelegramBadRequest, match="not found"):
            await bot.edit_message_caption(chat_id=1, message_id=msg.message_id, caption="zz")
        # Telegram's limits are enforced: callback_data over 64 bytes is refused.
        kb = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="x", callback_data="y" * 65)]])
        with pytest.raises(TelegramBadRequest):
            await bot.send_message(1, "too long", reply_markup=kb)
    finally:
        await dp.stop_polling()
        await asyncio.wait_for(task, 5)
        await bot.session.close()


async def test_webhook_delivery_round_robin_with_the_secret(tg: FakeTelegram) -> None:
    """After setWebhook every update is POSTed (with the secret header) to the backends
    round-robin; a dead backend is skipped; getUpdates is refused meanwhile."""
    from aiohttp import web

    from testkit.cluster import free_port

    got: dict[int, list[int]] = {}
    secrets: set[str | None] = set()

    async def start(n: int) -> tuple[web.AppRunner, int]:
        async def hook(request: web.Request) -> web.Response:
            secrets.add(request.headers.get("X-Telegram-Bot-Api-Secret-Token"))
            got.setdefault(n, []).append((await request.json())["update_id"])
            return web.Response(text="ok")

        app = web.Application()
        app.router.add_post("/hook", hook)
        runner = web.AppRunner(app)
        await runner.setup()
        port = free_port()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        return runner, port

    (r1, p1), (r2, p2) = await start(1), await start(2)
    dead = free_port()  # nothing listens there
    bot = Bot(tg.token, session=AiohttpSession(api=TelegramAPIServer.from_base(tg.url)))
    try:
        assert await bot.set_webhook("https://bot.example/hook", secret_token="s3cret")
        tg.proxy([f"http://127.0.0.1:{p1}/hook", f"http://127.0.0.1:{dead}/hook",
                  f"http://127.0.0.1:{p2}/hook"])
        user = tg.user(5, "Eve")
        for i in range(6):
            await tg.send_text(5, user, f"hello {i}")
        await tg.wait_until(lambda: sum(len(v) for v in got.values()) == 6, 10)
        assert secrets == {"s3cret"}
        assert len(got[1]) >= 2 and len(got[2]) >= 2  # spread, the dead one skipped
        assert sorted(got[1] + got[2]) == sorted(set(got[1] + got[2]))  # each update once
        with pytest.raises(Exception, match="webhook"):
            await bot.get_updates()
        assert await bot.delete_webhook()
        assert tg.webhook is None
    finally:
        await bot.session.close()
        await r1.cleanup()
        await r2.cleanup()


async def test_stopping_answers_a_pending_long_poll_at_once() -> None:
    """A long poll that is waiting when the server stops is answered (with no updates) at
    once, so the stop does not wait for the poll's timeout (the fake's is at most 1 s)."""
    tg = FakeTelegram()
    await tg.start()
    async with aiohttp.ClientSession() as client:
        poll = asyncio.create_task(client.post(
            f"{tg.url}/bot{tg.token}/getUpdates", json={"timeout": 1}))
        while not any(c.method == "getUpdates" for c in tg.calls):  # the poll has arrived
            await asyncio.sleep(0.01)
        began = time.monotonic()
        await tg.stop()
        answer = await (await poll).json()
        assert answer == {"ok": True, "result": []}
        assert time.monotonic() - began < 0.9
