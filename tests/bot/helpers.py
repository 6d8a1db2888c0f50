"""Helpers for the bot's end-to-end tests: a bot running in-process against FakeTelegram.

``BotHarness`` starts :func:`bot.run_bot` as a task on a real database (a SQLite file or a
PostgreSQL database) with ``NARDY_AI_DELAY=0``, reproducible dice and no rate limits
(unless asked), and offers shortcuts to find the board, press its buttons and wait for the
bot to settle. :class:`MemberTelegram` adds ``getChatMember`` to the fake server (who
administers a group); :class:`SharedLocal` makes one process on SQLite behave as one of several.
The ``harness`` fixture and its parameters are in ``tests/bot/conftest.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot import Settings, run_bot
from bot.delivery.sender import Frame, Sleep
from bot.service import ChooseFn, GameService
from engine import RandomDice
from storage.coordination import Coordination, LocalCoordination
from testkit.fakeapi import FakeMessage, FakeTelegram, FakeUser

__all__ = ["BotHarness", "MemberTelegram", "SharedLocal", "Button", "clock_ahead", "handled"]

Button = tuple[str, str]

_ADMIN_RIGHTS = (
    "can_be_edited", "is_anonymous", "can_manage_chat", "can_delete_messages",
    "can_manage_video_chats", "can_restrict_members", "can_promote_members",
    "can_change_info", "can_invite_users", "can_post_stories", "can_edit_stories",
    "can_delete_stories", "can_send_welcome_messages",
)


class MemberTelegram(FakeTelegram):
    """The fake server with ``getChatMember``: ``members[chat_id][user_id]`` is
    ``"creator"`` or ``"administrator"``; anybody not listed is a plain ``"member"``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.members: dict[int, dict[int, str]] = {}

    async def _m_getChatMember(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        chat_id, user_id = int(params["chat_id"]), int(params["user_id"])
        user = self.users.get(user_id) or FakeUser(user_id, f"User {user_id}")
        status = self.members.get(chat_id, {}).get(user_id, "member")
        member: dict[str, Any] = {"status": status, "user": user.as_dict()}
        if status == "creator":
            member["is_anonymous"] = False
        elif status == "administrator":
            member.update({right: right != "is_anonymous" for right in _ADMIN_RIGHTS})
        return self._ok(member)


def clock_ahead(monkeypatch: pytest.MonkeyPatch, by: timedelta) -> None:
    """Move the bot's clock (`bot.play.store.now`, wherever a bot module reads it) ``by``
    ahead, as if that much time had passed (until the test ends)."""
    import bot.play.store

    real = bot.play.store.now

    def later() -> datetime:
        return real() + by

    for name, module in list(sys.modules.items()):
        if (name == "bot" or name.startswith("bot.")) and getattr(module, "now", None) is real:
            monkeypatch.setattr(module, "now", later)


async def handled() -> None:
    """Wait until aiogram's dispatcher has no update in hand (each update it takes is a task
    running ``Dispatcher._process_update``), letting the loop run in between."""
    while True:
        await asyncio.sleep(0)
        handling = [t for t in asyncio.all_tasks() if not t.done()
                    and getattr(t.get_coro(), "__qualname__", "") == "Dispatcher._process_update"]
        if not handling:
            return
        await asyncio.wait(handling)


class SharedLocal(LocalCoordination):
    """The in-memory coordination, telling the bot that other processes may share the
    database (so that the bot trusts no cache of games, takes the coordination's lock per
    chat and its board edits and budgets), with a lock of its own per chat that records the
    chats it locked."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(clock)
        self.locks: dict[int, asyncio.Lock] = {}
        self.locked: list[int] = []

    @property
    def shared(self) -> bool:
        return True

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_id: int) -> AsyncIterator[None]:
        lock = self.locks.setdefault(chat_id, asyncio.Lock())
        async with lock:
            self.locked.append(chat_id)
            yield


@dataclass
class BotHarness:
    """One fake Telegram server and (re)startable bot processes on one database."""

    tg: FakeTelegram
    db_path: Path | str
    """A SQLite file, or the URL of a PostgreSQL database."""
    seed: int = 7
    overrides: dict[str, Any] = field(default_factory=dict)
    service: GameService | None = None
    coordination: Coordination | None = None
    clock: Callable[[], float] | None = None
    """The game clocks' time (seconds since the epoch), e.g. a `testkit.clock.ManualClock`
    that the coordination's jobs read too; None: the real time."""
    sleep: Sleep | None = None
    """A wait on `clock`, for the board sender's budgets too (None: the real time's)."""
    on_delivered: Callable[[Frame, float], None] | None = None
    """Told of every board frame delivered (and how long it waited)."""
    choose_play: ChooseFn | None = None
    """The AI's choice of a play (None: the AI's own)."""
    _task: asyncio.Task[None] | None = None
    _stop: asyncio.Event | None = None

    def settings(self, **overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "token": self.tg.token,
            "db_path": str(self.db_path),
            "api_url": self.tg.url,
            "ai_delay": 0.0,
            "group_edits_per_minute": 0,
            "private_edits_per_second": 0.0,
            "polling_timeout": 1,
            "render_workers": 0,
            "sweep_seconds": 3600.0,
            "dice": RandomDice(random.Random(self.seed)),
            "ai_seed": self.seed,
        }
        values.update(self.overrides)
        values.update(overrides)
        return Settings(**values)

    async def start(self, **overrides: Any) -> GameService:
        """Start a bot process; return its service once it is ready."""
        ready: asyncio.Future[GameService] = asyncio.get_running_loop().create_future()
        self._stop = asyncio.Event()
        self._task = asyncio.create_task(run_bot(
            self.settings(**overrides), stop_event=self._stop,
            ready=lambda s: ready.set_result(s), coordination=self.coordination,
            clock=self.clock, sleep=self.sleep, on_delivered=self.on_delivered,
            choose_play=self.choose_play))
        done, _ = await asyncio.wait({ready, self._task}, timeout=20,
                                     return_when=asyncio.FIRST_COMPLETED)
        if self._task in done:
            self._task.result()
        self.service = await asyncio.wait_for(ready, 1)
        return self.service

    async def stop(self) -> None:
        """Stop the bot process (like a shutdown)."""
        if self._task is None:
            return
        assert self._stop is not None
        self._stop.set()
        await asyncio.wait_for(self._task, 20)
        self._task = None
        self.service = None

    async def settle(self, timeout: float = 20.0) -> None:
        """Wait until the bot handled every update it received, has no AI turn running and
        every board was delivered."""
        assert self.service is not None
        await asyncio.wait_for(handled(), timeout)
        await self.service.idle(timeout)

    # ------------------------------------------------------------------ board helpers
    def board(self, chat_id: int) -> FakeMessage:
        """The newest board picture of the chat."""
        msg = self.tg.last_photo(chat_id)
        assert msg is not None, "no board in the chat"
        return msg

    async def wait_board(self, chat_id: int, timeout: float = 10.0) -> FakeMessage:
        """Wait for a board picture in the chat."""
        return await self.tg.wait_for_message(
            chat_id, lambda m: m.photo is not None and "rules" not in (m.caption or ""),
            timeout)

    def buttons(self, msg: FakeMessage) -> list[Button]:
        return self.tg.buttons(msg)

    def find(self, msg: FakeMessage, prefix: str) -> list[Button]:
        """Buttons whose callback data starts with ``prefix``."""
        return [b for b in self.tg.buttons(msg) if b[1].startswith(prefix)]

    async def press(self, chat_id: int, user: FakeUser, msg: FakeMessage,
                    data: str) -> dict[str, Any]:
        """Press a button and wait until the bot settled afterwards."""
        answer = await self.tg.press(chat_id, user, msg.message_id, data)
        await self.settle()
        return answer
