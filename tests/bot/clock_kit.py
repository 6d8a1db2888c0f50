"""Shared pieces of the clock tests: a harness whose game clocks and jobs read one clock
moved by hand, the stored clock of a chat's game, and moving that clock on."""

from __future__ import annotations

import time

from engine.clock import Clock
from storage import GameRecord
from storage.coordination import LocalCoordination
from testkit.clock import ManualClock
from tests.bot.helpers import BotHarness, SharedLocal


def timed_harness(h: BotHarness, *, shared: bool) -> ManualClock:
    """Make ``h`` run its game clocks and its jobs on one `ManualClock` (started at the
    real time, so that stored deadlines are real dates), with no turn reminders and a job
    runner that looks for due jobs only when woken."""
    clock = ManualClock(time.time())
    h.clock = clock
    h.coordination = SharedLocal(clock) if shared else LocalCoordination(clock)
    h.overrides.update(turn_ping_seconds=0, job_poll_seconds=3600.0)
    return clock


async def game_of(h: BotHarness, chat_id: int) -> GameRecord:
    """The chat's game in play, read from the database."""
    assert h.service is not None
    rec = await h.service.storage.get_active_game(chat_id)
    assert rec is not None and rec.status == "active"
    return rec


async def clock_of(h: BotHarness, chat_id: int) -> Clock:
    """The stored clock of the chat's game in play."""
    rec = await game_of(h, chat_id)
    assert rec.clock is not None
    return Clock.from_json(rec.clock)


async def advance(h: BotHarness, clock: ManualClock, seconds: float) -> None:
    """Let ``seconds`` pass, wake the job runner and wait until the bot settled."""
    assert h.service is not None
    await clock.advance(seconds)
    h.service.jobs.wake()
    await h.settle()
