"""The bot with a shared database: AI turns, reminders and the sweep as jobs
(bot/background/jobs.py), locks and budgets through the coordination. Here one process runs with an
in-memory coordination that says it is shared, so the jobs path runs end to end on
SQLite; the same scenarios as the one-process tests must come out the same. The jobs on
PostgreSQL with several processes: tests/bot/test_multiprocess.py."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest

from bot.background.jobs import JobRunner
from storage.coordination import Job, LocalCoordination
from tests.bot import helpers as bot_fixtures
from tests.bot import test_e2e as test_bot_e2e
from tests.bot import test_groups as test_bot_groups
from tests.bot import test_match as test_bot_match
from tests.bot.helpers import BotHarness

harness = bot_fixtures.harness  # the fixture


class SharedLocal(LocalCoordination):
    """The in-memory coordination, telling the bot that other processes may share the
    database (so that the bot takes the jobs path), with a lock of its own per chat."""

    def __init__(self) -> None:
        super().__init__()
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


@pytest.fixture
async def shared(harness: BotHarness) -> AsyncIterator[BotHarness]:
    harness.coordination = SharedLocal()
    yield harness


async def test_private_game_against_the_ai_through_jobs(shared: BotHarness) -> None:
    await test_bot_e2e.test_private_game_against_the_bot_to_the_end(shared)
    assert shared.service is not None and shared.service.jobs is not None
    coord = shared.coordination
    assert isinstance(coord, SharedLocal) and test_bot_e2e.PRIVATE in coord.locked


async def test_group_game_against_the_ai_through_jobs(shared: BotHarness) -> None:
    await test_bot_e2e.test_group_game_against_the_bot(shared)


async def test_restart_resumes_ai_turns_through_jobs(shared: BotHarness) -> None:
    await test_bot_e2e.test_restart_resumes_games_and_due_ai_turns(shared)


async def test_lobby_expiry_and_claim_with_shared_database(shared: BotHarness) -> None:
    await test_bot_e2e.test_lobby_rules_cancel_expiry_and_claim(shared)


async def test_turn_reminders_through_jobs(shared: BotHarness) -> None:
    await test_bot_groups.test_turn_reminder_mentions_the_player_and_is_replaced(shared)


async def test_no_reminders_for_the_ai_through_jobs(shared: BotHarness) -> None:
    await test_bot_groups.test_no_reminder_in_private_chats_or_for_the_ai(shared)


async def test_the_sweep_is_a_job_that_puts_itself_again(shared: BotHarness) -> None:
    h = shared
    service = await h.start(sweep_seconds=0.2, lobby_minutes=0.0)
    alice = h.tg.user(11, "Alice")
    await h.tg.send_text(-1001, alice, "/new short", chat_type="group")
    lobby = await h.tg.wait_for_message(-1001, lambda m: bool(h.find(m, "l:")))
    # the lobby expires by the sweep job
    await h.tg.wait_until(lambda: not h.find(h.tg.chat(-1001).messages[lobby.message_id],
                                              "l:"), 10)
    assert await service.storage.get_active_game(-1001) is None
    coord = h.coordination
    assert isinstance(coord, LocalCoordination)
    assert ("sweep", 0) in coord._jobs  # the next sweep waits


async def test_runner_runs_each_job_once_and_again_when_put_during_its_run() -> None:
    coord = LocalCoordination()
    runner = JobRunner(coord, lease=5, poll=0.05)
    runs: list[tuple[int, str]] = []
    gate = asyncio.Event()

    async def handler(job: Job) -> None:
        runs.append((job.key, job.payload))
        if job.payload == "first":
            await gate.wait()

    runner.on("ai", handler)
    runner.start()
    try:
        await runner.put("ai", 1, payload="first")
        for _ in range(100):
            if runs:
                break
            await asyncio.sleep(0.01)
        await runner.put("ai", 1, payload="second")  # while the first run goes on
        await asyncio.sleep(0.2)
        assert runs == [(1, "first")]  # one run of a job at a time
        gate.set()
        for _ in range(100):
            if len(runs) == 2 and not runner.busy:
                break
            await asyncio.sleep(0.01)
        assert runs == [(1, "first"), (1, "second")]
        assert await coord.next_due() is None
    finally:
        await runner.close()


async def test_a_failing_job_is_logged_and_done(caplog: pytest.LogCaptureFixture) -> None:
    coord = LocalCoordination()
    runner = JobRunner(coord, lease=5, poll=0.05)

    async def boom(job: Job) -> None:
        raise RuntimeError("boom")

    runner.on("ai", boom)
    runner.start()
    try:
        await runner.put("ai", 3)
        for _ in range(100):
            if "boom" in caplog.text and not runner.busy:
                break
            await asyncio.sleep(0.01)
        assert "job ai 3 failed" in caplog.text
        assert await coord.next_due() is None  # not retried forever
    finally:
        await runner.close()


async def test_closing_gives_running_jobs_back() -> None:
    coord = LocalCoordination()
    runner = JobRunner(coord, lease=30, poll=0.05)
    started = asyncio.Event()

    async def forever(job: Job) -> None:
        started.set()
        await asyncio.Event().wait()

    runner.on("ai", forever)
    runner.start()
    await runner.put("ai", 4, payload="-1")
    await asyncio.wait_for(started.wait(), 5)
    await runner.close(grace=0.1)
    # another process may claim it at once, not after the 30 s lease
    again = await coord.claim_jobs(lease=30)
    assert [(j.key, j.attempts) for j in again] == [(4, 2)]


async def test_match_pause_through_jobs(shared: BotHarness,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    await test_bot_match.test_private_match_to_3_against_the_ai(shared, monkeypatch)
