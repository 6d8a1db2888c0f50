"""The job runner of a shared database (bot/background/jobs.py): each job runs once at a time, a
failing job is logged and done, closing gives running jobs back, and the sweep is a job
that puts itself again. The end-to-end scenarios with a shared coordination are the bot
tests marked ``harness(sharing=("local", "shared"))`` (see tests/bot/conftest.py); the jobs on PostgreSQL
with several processes: tests/bot/test_multiprocess.py."""

from __future__ import annotations

import asyncio

import pytest

from bot.background.jobs import JobRunner
from storage.coordination import Job, LocalCoordination
from tests.bot.helpers import BotHarness


@pytest.mark.harness(sharing=("shared",))
async def test_the_sweep_is_a_job_that_puts_itself_again(harness: BotHarness) -> None:
    h = harness
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


class CountingPolls(LocalCoordination):
    """The in-memory coordination, counting the runner's polls (each ends by asking when
    the next job is due)."""

    def __init__(self) -> None:
        super().__init__()
        self.polls = 0

    async def next_due(self) -> float | None:
        self.polls += 1
        return await super().next_due()


async def test_runner_runs_each_job_once_and_again_when_put_during_its_run() -> None:
    coord = CountingPolls()
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
        polled = coord.polls
        for _ in range(500):  # the runner polls twice more, the second job waiting meanwhile
            if coord.polls >= polled + 2:
                break
            await asyncio.sleep(0.01)
        assert coord.polls >= polled + 2
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



class SlowAnswers(LocalCoordination):
    """The in-memory coordination whose claims are made at once but answered only when
    ``answer`` is set, like a database that committed a claim the runner is still
    waiting for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = asyncio.Event()
        self.answer = asyncio.Event()

    async def claim_jobs(self, *, lease: float, limit: int = 8) -> list[Job]:
        claimed = await super().claim_jobs(lease=lease, limit=limit)
        if claimed:
            self.asked.set()
            await self.answer.wait()
        return claimed


async def test_closing_during_a_claim_gives_the_claimed_jobs_back() -> None:
    coord = SlowAnswers()
    runner = JobRunner(coord, lease=30, poll=0.05)
    runs: list[int] = []

    async def handler(job: Job) -> None:
        runs.append(job.key)

    runner.on("ai", handler)
    runner.start()
    await runner.put("ai", 5, payload="-1")
    await asyncio.wait_for(coord.asked.wait(), 5)
    closing = asyncio.create_task(runner.close(grace=0.1))
    await asyncio.sleep(0)
    coord.answer.set()  # the claim is answered while the runner stops
    await closing
    assert runs == []  # not started while stopping
    # given back: another process may claim it at once, not after the 30 s lease
    again = await coord.claim_jobs(lease=30)
    assert [(j.key, j.attempts) for j in again] == [(5, 2)]
