"""The board sender (coalescing, flood control, re-sending), picture workers, webhook mode."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiogram.exceptions import TelegramBadRequest, TelegramRetryAfter
from aiogram.methods import EditMessageMedia

from bot import Settings, run_bot
from bot.delivery.boards import PictureRenderer
from bot.delivery.sender import BoardSender, Frame
from engine import start_position
from rendering import BoardView
from storage.coordination import PgCoordination
from testkit.clock import ManualClock
from testkit.fakeapi import FakeTelegram


class StubBot:
    """Records edits and sends; fails on demand."""

    def __init__(self) -> None:
        self.edits: list[tuple[int, str]] = []
        self.sent: list[str] = []
        self.failures: list[Exception] = []
        self._next_id = 100

    async def edit_message_media(self, *, chat_id: int, message_id: int, media: Any,
                                 reply_markup: Any) -> None:
        if self.failures:
            raise self.failures.pop(0)
        self.edits.append((message_id, media.caption))

    async def send_photo(self, *, chat_id: int, photo: Any, caption: str,
                         reply_markup: Any) -> Any:
        self._next_id += 1
        self.sent.append(caption)

        class Msg:
            message_id = self._next_id

        return Msg()


def _frame(seq: int, chat_id: int = -5, message_id: int | None = 7, *,
           game_id: int = 1, timed: bool = False) -> Frame:
    return Frame(chat_id=chat_id, game_id=game_id, seq=seq, message_id=message_id,
                 caption=f"view {seq}", markup=None,
                 picture=(start_position("short"), BoardView()), timed=timed)


def _sender(bot: StubBot, per_minute: int = 20, *, coordination: PgCoordination | None = None,
            render_time: float = 0.001, clock: ManualClock | None = None
            ) -> tuple[BoardSender, list[tuple[int, int, int]]]:
    """A sender to ``bot``; with ``clock`` its budgets, its flood-control waits and the
    drawing of each picture (``render_time``) go by that clock, else by the real one."""
    recorded: list[tuple[int, int, int]] = []
    sleep = asyncio.sleep if clock is None else clock.sleep

    async def render(position: Any, view: Any) -> bytes:
        await (sleep(render_time) if render_time > 0 else asyncio.sleep(0))
        return b"\x89PNG fake"

    async def on_new(chat_id: int, game_id: int, message_id: int) -> None:
        recorded.append((chat_id, game_id, message_id))

    timing: dict[str, Any] = {} if clock is None else {"clock": clock, "sleep": clock.sleep}
    return BoardSender(bot, render=render, on_new_message=on_new,  # type: ignore[arg-type]
                       group_per_minute=per_minute, coordination=coordination,
                       **timing), recorded


async def _until(condition: Callable[[], bool]) -> None:
    """Let the event loop run until ``condition()`` holds (the sender's workers waiting
    on a manual clock make no progress of their own)."""
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("the sender never got there")


async def test_a_burst_is_coalesced_into_the_latest_view() -> None:
    bot = StubBot()
    sender, _ = _sender(bot)
    for seq in range(1, 31):
        sender.submit(_frame(seq))
        await asyncio.sleep(0)
    await sender.drain(5)
    assert bot.edits[-1] == (7, "view 30")
    assert len(bot.edits) <= 4  # within the group's burst; never one edit per press
    await sender.close()


async def test_a_timed_listener_hears_of_the_boards_of_timed_games_only() -> None:
    bot = StubBot()
    sender, _ = _sender(bot)
    every: list[int] = []
    timed: list[int] = []
    sender.when_delivered(lambda frame, waited: every.append(frame.game_id))
    sender.when_delivered(lambda frame, waited: timed.append(frame.game_id), timed=True)
    sender.submit(_frame(1, game_id=1))
    sender.submit(_frame(1, game_id=2, message_id=8, timed=True))
    await sender.drain(5)
    assert sorted(every) == [1, 2] and timed == [2]
    await sender.close()


async def test_group_rate_limit_holds_back_edits_then_sends_the_latest() -> None:
    bot = StubBot()
    clock = ManualClock(auto=False)
    sender, _ = _sender(bot, per_minute=20, clock=clock, render_time=0)
    for seq in range(1, 5):  # the burst allowance (4) goes out at once
        sender.submit(_frame(seq))
        await sender.drain(1)
    assert len(bot.edits) == 4 and clock.slept == []
    sender.submit(_frame(5))
    sender.submit(_frame(6))
    await _until(lambda: bool(clock.slept))
    assert clock.slept == [pytest.approx(3.75)]  # no token yet: one every 3.75 s
    await clock.advance(3.7)
    assert len(bot.edits) == 4
    await clock.advance(0.05)
    await sender.drain(1)
    assert bot.edits[4:] == [(7, "view 6")]  # the latest view only
    await sender.close(0.1)


async def test_presses_on_a_stale_board_never_keep_its_redraw_back() -> None:
    """Players keep pressing a board that shows an old view (its process died before it
    edited it): every press asks for a redraw of the current view. The redraw must get
    through, although the next request always arrives while it is being drawn or waits
    for the chat's budget."""
    for per_minute, render_time, burst in ((0, 0.05, 0), (300, 0.001, 60)):
        bot = StubBot()
        clock = ManualClock(auto=False)
        sender, _ = _sender(bot, per_minute=per_minute, render_time=render_time, clock=clock)
        for seq in range(burst + 3 if burst else 0):  # the group's budget is spent
            sender.submit(_frame(seq))
            for _ in range(3):  # drawn (and sent while the budget lasts)
                await clock.advance(render_time)
        edits = len(bot.edits)
        for _ in range(60):  # a redraw asked for every 20 ms for 1.2 s
            sender.submit(_frame(99), force=True)
            await clock.advance(0.02)
        assert len(bot.edits) > edits and bot.edits[-1] == (7, "view 99"), (
            per_minute, bot.edits[edits:])
        await sender.close(0.1)


async def test_flood_control_and_lost_message() -> None:
    bot = StubBot()
    clock = ManualClock(auto=False)
    sender, recorded = _sender(bot, per_minute=0, clock=clock, render_time=0)
    method = EditMessageMedia(chat_id=-5, message_id=7, media={"type": "photo", "media": "x"})
    bot.failures = [TelegramRetryAfter(method, "Too Many Requests", 1)]
    sender.submit(_frame(1))
    await _until(lambda: clock.slept == [1.0])  # waiting out retry_after
    sender.submit(_frame(2))  # arrives meanwhile: replaces view 1
    await clock.advance(1.0)
    await sender.drain(5)
    assert bot.edits == [(7, "view 2")]
    bot.failures = [TelegramBadRequest(method, "Bad Request: message to edit not found")]
    sender.submit(_frame(3))
    await sender.drain(5)
    assert bot.sent == ["view 3"] and recorded == [(-5, 1, 101)]
    sender.submit(_frame(4))
    await sender.drain(5)
    assert bot.edits[-1] == (101, "view 4")
    bot.failures = [TelegramBadRequest(method, "Bad Request: message is not modified")]
    sender.submit(_frame(5))
    await sender.drain(5)
    assert len(bot.edits) == 2 and len(bot.sent) == 1
    await sender.close()


async def test_two_processes_post_a_new_games_board_once(pg_url: str) -> None:
    """Two processes (two senders, each with its own coordination on one database) show a
    new game's first view at the same moment, neither knowing a board message yet: one
    posts the board, the other edits that message (a second board would leave players
    pressing on a message nobody updates once its process is gone)."""
    bot = StubBot()  # one Telegram for both
    coords = [await PgCoordination.open(pg_url, owner=name, max_size=2) for name in "ab"]
    try:
        (first, posted_a), (second, posted_b) = (
            _sender(bot, 0, coordination=coords[0], render_time=0.1),
            _sender(bot, 0, coordination=coords[1], render_time=0.1))
        first.submit(_frame(1, message_id=None))
        second.submit(_frame(1, message_id=None))  # a redraw of the same view elsewhere
        await asyncio.gather(first.drain(5), second.drain(5))
        assert len(bot.sent) == 1, bot.sent
        assert bot.edits == [(101, "view 1")], bot.edits
        assert posted_a + posted_b == [(-5, 1, 101)]
        second.submit(_frame(2, message_id=None))  # its next view goes to the same board
        await second.drain(5)
        assert len(bot.sent) == 1 and bot.edits[-1] == (101, "view 2")
        await first.close()
        await second.close()
    finally:
        for c in coords:
            await c.close()


@pytest.mark.slow
async def test_pictures_in_a_worker_process() -> None:
    renderer = PictureRenderer(workers=1)
    try:
        png = await asyncio.wait_for(
            renderer(start_position("long"), BoardView(dice=(3, 1))), 60)
        assert png.startswith(b"\x89PNG")
    finally:
        await asyncio.to_thread(renderer.close)
    threads = PictureRenderer(workers=0)
    assert (await threads(start_position("short"), BoardView())).startswith(b"\x89PNG")


class WebhookTelegram(FakeTelegram):
    """The fake server with setWebhook."""

    webhook: dict[str, Any] | None = None

    async def _m_setWebhook(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        self.webhook = params
        return self._ok(True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_webhook_mode_checks_the_secret(tmp_path: Path) -> None:
    tg = WebhookTelegram()
    await tg.start()
    port = _free_port()
    settings = Settings(token=tg.token, db_path=str(tmp_path / "w.sqlite3"), api_url=tg.url,
                        ai_delay=0, render_workers=0, webhook_url="https://nardy.example",
                        webhook_secret="s3cret", webhook_host="127.0.0.1", webhook_port=port)
    stop = asyncio.Event()
    ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    try:
        await asyncio.wait_for(ready, 20)
        await tg.wait_until(lambda: tg.webhook is not None)
        assert tg.webhook is not None
        assert tg.webhook["url"] == "https://nardy.example/telegram/webhook"
        assert tg.webhook["secret_token"] == "s3cret"
        user = tg.user(31, "Web", "en")
        update = {"update_id": 1, "message": {
            "message_id": 1, "date": 0, "chat": {"id": 31, "type": "private", "first_name": "W"},
            "from": user.as_dict(), "text": "/start",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}]}}
        url = f"http://127.0.0.1:{port}/telegram/webhook"
        async with aiohttp.ClientSession() as http:
            async with http.post(url, json=update,
                                 headers={"X-Telegram-Bot-Api-Secret-Token": "wrong"}) as r:
                assert r.status == 401
            async with http.post(url, json=update,
                                 headers={"X-Telegram-Bot-Api-Secret-Token": "s3cret"}) as r:
                assert r.status == 200
        msg = await tg.wait_for_message(31, lambda m: "/new" in (m.text or ""))
        assert "Nardy" in (msg.text or "")
        assert len(tg.calls_of("sendMessage")) == 1
    finally:
        stop.set()
        await asyncio.wait_for(task, 20)
        await tg.stop()


async def test_waiting_for_a_view_to_be_shown() -> None:
    """`BoardSender.wait_shown` returns when the view is delivered (woken by it, not
    polling), and says False when it was not within the time given."""
    bot = StubBot()
    sender, _ = _sender(bot, per_minute=0, render_time=0)
    assert not await sender.wait_shown(-5, 1, 1, 0.01)
    waiter = asyncio.create_task(sender.wait_shown(-5, 1, 2, 5))
    sender.submit(_frame(1))
    await sender.drain(1)
    assert not waiter.done()  # view 1 is not the one it waits for
    sender.submit(_frame(2))
    assert await asyncio.wait_for(waiter, 1) and sender._watchers == {}
    assert await sender.wait_shown(-5, 1, 2, 0)  # already shown
    await sender.close()
