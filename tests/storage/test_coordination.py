"""The coordination of bot processes (storage/coordination.py): per-chat locks across
processes, jobs with leases, the shared edit budget. The same contract is checked on the
one-process implementation and on PostgreSQL (several "processes" are several
coordination objects, each with a pool of its own)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from storage.coordination import (
    Coordination,
    LocalCoordination,
    PgCoordination,
    is_postgres_url,
    lock_key,
    open_coordination,
)
from tests.storage import helpers as storage_helpers

Opener = Callable[[str], Awaitable[Coordination]]

pg_url = storage_helpers.pg_url  # the fixture


class Clock:
    """A clock the local implementation reads (seconds)."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture(params=["local", "postgresql"])
async def coords(request: pytest.FixtureRequest) -> AsyncIterator[Opener]:
    """Opens coordination objects of one kind that share their state (``local``: one
    object stands for the single process)."""
    opened: list[Coordination] = []
    if request.param == "local":
        local = LocalCoordination()

        async def open_local(owner: str) -> Coordination:
            return local

        yield open_local
        return
    url = request.getfixturevalue("pg_url")

    async def open_pg(owner: str) -> Coordination:
        c = await PgCoordination.open(url, owner=owner, max_size=4)
        opened.append(c)
        return c

    try:
        yield open_pg
    finally:
        for c in opened:
            await c.close()


def test_lock_keys_are_signed_32_bit_and_spread() -> None:
    ids = [-1001234567890, -100, 1, 42, 2**62 + 5, 2**63 - 1, -(2**63)]
    keys = [lock_key(i) for i in ids]
    assert all(-(2**31) <= k < 2**31 for k in keys)
    assert len(set(keys)) == len(keys)
    assert is_postgres_url("postgresql://u@h/db") and is_postgres_url("postgres://h/db")
    assert not is_postgres_url("data/nardy.sqlite3") and not is_postgres_url(":memory:")


async def test_open_coordination_picks_the_backend(tmp_path: object) -> None:
    c = await open_coordination("data/x.sqlite3")
    assert isinstance(c, LocalCoordination) and not c.shared
    async with c.chat_lock(5):
        pass
    await c.close()


async def test_job_claimed_once_finished_and_put_again(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    await a.put_job("ai", 7, payload="-100")
    got_a = await a.claim_jobs(lease=30)
    got_b = await b.claim_jobs(lease=30)
    assert [(j.kind, j.key, j.payload, j.attempts) for j in got_a] == [("ai", 7, "-100", 1)]
    assert got_b == []
    # put again while it runs: after the run the new version is claimable, not lost
    await b.put_job("ai", 7, payload="-100")
    assert await b.claim_jobs(lease=30) == []
    await a.finish_job(got_a[0])
    again = await b.claim_jobs(lease=30)
    assert [(j.kind, j.key, j.attempts) for j in again] == [("ai", 7, 2)]
    await b.finish_job(again[0])
    assert await a.claim_jobs(lease=30) == [] and await a.next_due() is None


async def test_put_without_replace_keeps_the_job_and_cancel_drops_it(coords: Opener) -> None:
    a = await coords("a")
    await a.put_job("sweep", 0, delay=3600, payload="x")
    await a.put_job("sweep", 0, delay=0, payload="y", replace=False)
    assert await a.claim_jobs(lease=30) == []
    due = await a.next_due()
    assert due is not None and 3500 < due <= 3600
    await a.hasten_job("sweep", 0)
    assert await a.next_due() == pytest.approx(0.0, abs=0.5)
    await a.hasten_job("nothing", 1)  # no such job: nothing happens
    await a.cancel_job("sweep", 0)
    assert await a.claim_jobs(lease=30) == [] and await a.next_due() is None


async def test_a_lost_lease_lets_another_process_take_the_job(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    await a.put_job("ai", 9, payload="1")
    first = await a.claim_jobs(lease=0.3)
    assert len(first) == 1
    if a is b:  # one process: the local lease runs out on its clock too
        await asyncio.sleep(0.35)
    else:
        await asyncio.sleep(0.4)
    second = await b.claim_jobs(lease=30)
    assert [(j.key, j.attempts) for j in second] == [(9, 2)]
    # the first claim is stale now: renewing and finishing it change nothing
    assert not await a.renew_job(first[0], lease=30)
    await a.finish_job(first[0])
    assert await b.renew_job(second[0], lease=30)
    # a process that stops gives its job back: claimable at once
    await b.release_job(second[0])
    third = await a.claim_jobs(lease=30)
    assert [(j.key, j.attempts) for j in third] == [(9, 3)]
    await a.finish_job(third[0])
    assert await a.next_due() is None


async def test_due_jobs_come_oldest_first_within_the_limit(coords: Opener) -> None:
    a = await coords("a")
    for key in (3, 1, 2):
        await a.put_job("ping", key, delay=0.1 * key)
    await a.put_job("ping", 99, delay=3600)
    await asyncio.sleep(0.45)
    got = await a.claim_jobs(lease=30, limit=2)
    assert [j.key for j in got] == [1, 2]
    assert [j.key for j in await a.claim_jobs(lease=30)] == [3]


async def test_edit_budget_is_shared(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    # capacity 3, one more every 10 s: three sends at once, whoever asks, then a wait
    taken = [await (a if i % 2 else b).take_edit(-5, 3, 0.1) for i in range(3)]
    assert taken == [0.0, 0.0, 0.0]
    wait = await a.take_edit(-5, 3, 0.1)
    assert 9.0 < wait <= 10.0
    assert await b.take_edit(-6, 3, 0.1) == 0.0  # another chat has its own budget
    assert await b.take_edit(-5, 3, 0) == 0.0  # rate 0: no limit


async def test_chat_lock_serializes_across_processes(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    inside: list[str] = []
    overlap = False

    async def press(c: Coordination, name: str, chat: int) -> None:
        nonlocal overlap
        async with c.chat_lock(chat):
            if inside and chat == -1:
                overlap = True
            inside.append(name)
            await asyncio.sleep(0.05)
            inside.remove(name)

    if a is b:  # one process: the bot's own asyncio lock does the work; nothing to check
        async with a.chat_lock(-1):
            pass
        return
    t0 = time.monotonic()
    await asyncio.gather(press(a, "a1", -1), press(b, "b1", -1), press(a, "a2", -1),
                         press(b, "b2", -1))
    assert not overlap and time.monotonic() - t0 >= 0.19
    # different chats do not wait for each other
    t0 = time.monotonic()
    await asyncio.gather(press(a, "x", -2), press(b, "y", -3))
    assert time.monotonic() - t0 < 0.15


async def test_chat_lock_of_a_dead_process_is_released(pg_url: str) -> None:
    import asyncpg

    victim = await asyncpg.connect(pg_url)
    tx = victim.transaction()
    await tx.start()
    from storage.coordination import LOCK_NAMESPACE
    await victim.execute("SELECT pg_advisory_xact_lock($1, $2)", LOCK_NAMESPACE, lock_key(-7))
    other = await PgCoordination.open(pg_url, owner="other", max_size=2)
    try:
        waiting = asyncio.create_task(_enter(other, -7))
        await asyncio.sleep(0.2)
        assert not waiting.done()
        victim.terminate()  # the connection drops as when a process is killed
        await asyncio.wait_for(waiting, 5)
    finally:
        await other.close()


async def _enter(c: Coordination, chat: int) -> None:
    async with c.chat_lock(chat):
        pass


async def test_many_claimers_run_each_job_exactly_once(pg_url: str) -> None:
    procs = [await PgCoordination.open(pg_url, owner=f"p{i}", max_size=3) for i in range(3)]
    try:
        for key in range(60):
            await procs[key % 3].put_job("ai", key)
        runs: list[int] = []

        async def worker(c: PgCoordination) -> None:
            while True:
                jobs = await c.claim_jobs(lease=30, limit=4)
                if not jobs:
                    if await c.next_due() is None:
                        return
                    await asyncio.sleep(0.01)
                    continue
                for j in jobs:
                    runs.append(j.key)
                    await c.finish_job(j)

        await asyncio.wait_for(asyncio.gather(*(worker(c) for c in procs)), 30)
        assert sorted(runs) == list(range(60))
    finally:
        for c in procs:
            await c.close()


async def test_board_edits_one_at_a_time_and_never_older(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    async with a.board_edit(3, 5) as board:
        assert board.newest
    if a is b:  # one process: its sender keeps only the newest frame per game
        return
    async with b.board_edit(3, 5) as board:  # the same view again (a redraw): allowed
        assert board.newest
    async with b.board_edit(3, 4) as board:  # older than the board's: not sent
        assert not board.newest
    async with a.board_edit(4, 1) as board:  # another game
        assert board.newest
    order: list[str] = []

    async def edit(c: Coordination, seq: int, pause: float) -> None:
        async with c.board_edit(3, seq) as board:
            order.append(f"in {seq} {board.newest}")
            await asyncio.sleep(pause)
            order.append(f"out {seq}")

    first = asyncio.create_task(edit(a, 7, 0.2))
    await asyncio.sleep(0.05)
    await asyncio.gather(first, edit(b, 6, 0))
    assert order == ["in 7 True", "out 7", "in 6 False", "out 6"]


async def test_the_board_message_is_kept_with_the_board(coords: Opener) -> None:
    a, b = await coords("a"), await coords("b")
    async with a.board_edit(9, 1) as board:
        assert board.newest and board.message_id is None
        board.message_id = 501  # a posts the game's first board
    if a is b:  # one process: its sender knows its own boards
        return
    async with b.board_edit(9, 2) as board:  # b edits that message, it does not post
        assert board.message_id == 501
    with pytest.raises(RuntimeError):
        async with b.board_edit(9, 3) as board:
            board.message_id = 502  # posted, then the process failed before the commit
            raise RuntimeError("gone")
    async with a.board_edit(9, 3) as board:  # nothing of the failed edit was recorded
        assert board.newest and board.message_id == 501
    async with a.board_edit(9, 2) as board:  # an older view learns nothing and sends nothing
        assert not board.newest
