"""The coordination of bot processes (storage/coordination.py): per-chat locks across
processes, jobs with leases, the shared edit budget. The same contract is checked on the
one-process implementation and on PostgreSQL (several "processes" are several
coordination objects, each with a pool of its own)."""

from __future__ import annotations

import ast
import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from storage.coordination import (
    Coordination,
    LocalCoordination,
    PgCoordination,
    is_postgres_url,
    lock_key,
    open_coordination,
)


class Clock:
    """A clock the local implementation reads (seconds); it moves only when told to."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class Processes:
    """Opens coordination objects of one kind that share their state (``local``: one
    object stands for the single process), and lets time pass on the clock they read."""

    def __init__(self, url: str | None) -> None:
        self.url = url
        self.clock = Clock()
        self.local = LocalCoordination(clock=self.clock)
        self.opened: list[Coordination] = []

    async def __call__(self, owner: str) -> Coordination:
        if self.url is None:
            return self.local
        c = await PgCoordination.open(self.url, owner=owner, max_size=4)
        self.opened.append(c)
        return c

    async def elapse(self, seconds: float) -> None:
        """Let ``seconds`` pass: the local clock is moved; PostgreSQL's jobs are timed by
        the server's clock, which is waited for until it moved that far."""
        if self.url is None:
            self.clock.t += seconds
            return
        import asyncpg

        con = await asyncpg.connect(self.url)
        try:
            until = await con.fetchval(
                "SELECT clock_timestamp() + make_interval(secs => $1)", seconds)
            while await con.fetchval("SELECT clock_timestamp() < $1", until):
                await asyncio.sleep(0.02)
        finally:
            await con.close()


@pytest.fixture(params=["local", "postgresql"])
async def coords(request: pytest.FixtureRequest) -> AsyncIterator[Processes]:
    """The processes of one kind of coordination."""
    url = None if request.param == "local" else request.getfixturevalue("pg_url")
    procs = Processes(url)
    try:
        yield procs
    finally:
        for c in procs.opened:
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


async def test_job_claimed_once_finished_and_put_again(coords: Processes) -> None:
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


async def test_put_without_replace_keeps_the_job_and_cancel_drops_it(coords: Processes) -> None:
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


async def test_a_lost_lease_lets_another_process_take_the_job(coords: Processes) -> None:
    a, b = await coords("a"), await coords("b")
    await a.put_job("ai", 9, payload="1")
    first = await a.claim_jobs(lease=0.3)
    assert len(first) == 1
    await coords.elapse(0.35)
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


async def test_due_jobs_come_oldest_first_within_the_limit(coords: Processes) -> None:
    a = await coords("a")
    for key in (3, 1, 2):
        await a.put_job("ping", key, delay=0.1 * key)
    await a.put_job("ping", 99, delay=3600)
    await coords.elapse(0.35)
    got = await a.claim_jobs(lease=30, limit=2)
    assert [j.key for j in got] == [1, 2]
    assert [j.key for j in await a.claim_jobs(lease=30)] == [3]


async def test_edit_budget_is_shared(coords: Processes) -> None:
    a, b = await coords("a"), await coords("b")
    # capacity 3, one more every 10 s: three sends at once, whoever asks, then a wait
    taken = [await (a if i % 2 else b).take_edit(-5, 3, 0.1) for i in range(3)]
    assert taken == [0.0, 0.0, 0.0]
    wait = await a.take_edit(-5, 3, 0.1)
    assert 9.0 < wait <= 10.0
    assert await b.take_edit(-6, 3, 0.1) == 0.0  # another chat has its own budget
    assert await b.take_edit(-5, 3, 0) == 0.0  # rate 0: no limit


async def lock_waiters(url: str) -> int:
    """How many connections to the database of ``url`` wait for an advisory lock."""
    import asyncpg

    con = await asyncpg.connect(url)
    try:
        return int(await con.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
            "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"))
    finally:
        await con.close()


async def until_a_lock_waits(url: str) -> None:
    """Wait until a connection waits for an advisory lock on the database of ``url``."""
    async def poll() -> None:
        while not await lock_waiters(url):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), 10)


class Holder:
    """Holds a chat lock from `enter` until `leave`, recording when it is inside."""

    def __init__(self, c: Coordination, chat: int, name: str, log: list[str]) -> None:
        self.inside, self.leaving = asyncio.Event(), asyncio.Event()
        self.task = asyncio.create_task(self._hold(c, chat, name, log))

    async def _hold(self, c: Coordination, chat: int, name: str, log: list[str]) -> None:
        async with c.chat_lock(chat):
            log.append(f"in {name}")
            self.inside.set()
            await self.leaving.wait()
            log.append(f"out {name}")

    async def leave(self) -> None:
        self.leaving.set()
        await asyncio.wait_for(self.task, 10)


async def test_chat_lock_serializes_across_processes(coords: Processes) -> None:
    a, b = await coords("a"), await coords("b")
    if a is b:  # one process: the bot's own asyncio lock does the work; nothing to check
        async with a.chat_lock(-1):
            pass
        return
    assert coords.url is not None
    log: list[str] = []
    first = Holder(a, -1, "a", log)
    await asyncio.wait_for(first.inside.wait(), 10)
    second = Holder(b, -1, "b", log)
    await until_a_lock_waits(coords.url)  # b waits for a
    assert log == ["in a"]
    await first.leave()
    await asyncio.wait_for(second.inside.wait(), 10)
    await second.leave()
    assert log == ["in a", "out a", "in b", "out b"]
    # different chats do not wait for each other: b enters -3 while a holds -2
    holder = Holder(a, -2, "x", log)
    await asyncio.wait_for(holder.inside.wait(), 10)
    await asyncio.wait_for(_enter(b, -3), 10)
    await holder.leave()


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
        await until_a_lock_waits(pg_url)
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


async def test_board_edits_one_at_a_time_and_never_older(coords: Processes) -> None:
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
    assert coords.url is not None
    order: list[str] = []
    inside, leave = asyncio.Event(), asyncio.Event()

    async def edit(c: Coordination, seq: int) -> None:
        async with c.board_edit(3, seq) as board:
            order.append(f"in {seq} {board.newest}")
            inside.set()
            await leave.wait()
            order.append(f"out {seq}")

    first = asyncio.create_task(edit(a, 7))
    await asyncio.wait_for(inside.wait(), 10)
    second = asyncio.create_task(edit(b, 6))
    await until_a_lock_waits(coords.url)  # the older view waits for the newer one
    leave.set()
    await asyncio.wait_for(asyncio.gather(first, second), 10)
    assert order == ["in 7 True", "out 7", "in 6 False", "out 6"]


async def test_the_board_message_is_kept_with_the_board(coords: Processes) -> None:
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


def _scheme_checks(path: Path) -> list[int]:
    """Lines of ``path`` that test a string for a PostgreSQL URL's scheme by hand: a
    ``startswith`` / ``removeprefix`` / ``==`` against a ``postgres...://`` literal."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        literals: list[ast.expr] = []
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("startswith", "removeprefix", "partition", "split"):
            literals = list(node.args)
        elif isinstance(node, ast.Compare):
            literals = list(node.comparators)
        for arg in literals:
            for const in ast.walk(arg):
                if isinstance(const, ast.Constant) and isinstance(const.value, str) \
                        and const.value.lower().startswith("postgres") and "://" in const.value:
                    lines.append(node.lineno)
    return sorted(set(lines))


def test_one_function_decides_what_is_postgresql(tmp_path: Path) -> None:
    """Whether an address names PostgreSQL is decided by `storage.urls.is_postgres_url`
    alone: no module of the product tests the scheme by hand."""
    root = Path(__file__).resolve().parents[2]
    found = {str(p.relative_to(root)): lines
             for package in ("bot", "storage", "ai", "engine", "rendering")
             for p in sorted((root / package).rglob("*.py"))
             if p != root / "storage" / "urls.py" and (lines := _scheme_checks(p))}
    assert found == {}
    by_hand = tmp_path / "by_hand.py"  # the check sees what it forbids
    by_hand.write_text('pg = db.startswith(("postgresql://", "postgres://"))\n'
                       'same = db.split(":")[0] == "postgres://"[:8]\n')
    assert _scheme_checks(by_hand) == [1, 2]


async def test_notices_reach_every_process_this_one_included(coords: Processes) -> None:
    a, b = await coords("a"), await coords("b")
    heard: dict[str, list[str | None]] = {"a": [], "b": [], "other": []}
    arrived = asyncio.Event()

    def listener(name: str) -> Callable[[str | None], None]:
        def hear(payload: str | None) -> None:
            heard[name].append(payload)
            arrived.set()
        return hear

    await a.subscribe("pages", listener("a"))
    await b.subscribe("pages", listener("b"))
    await b.subscribe("other", listener("other"))
    await b.notify("pages", "12 34")
    for _ in range(200):
        if heard["a"] and (a is b or heard["b"]):
            break
        await asyncio.wait_for(arrived.wait(), 5)
        arrived.clear()
    assert heard["a"][-1] == "12 34" and heard["b"][-1] == "12 34"
    assert heard["other"] == []


async def test_a_lost_listening_connection_comes_back_from_the_pool(pg_url: str) -> None:
    """On the storage's pool: LISTEN holds one of its connections (named for the process
    in pg_stat_activity); when it is killed, another is taken and the subscriber is told
    that it may have missed notices (``None``)."""
    import asyncpg

    from storage.postgres import application_name, open_postgres

    storage = await open_postgres(pg_url)
    coord = await open_coordination(pg_url, pool=storage.pool)
    assert isinstance(coord, PgCoordination)
    heard: list[str | None] = []
    admin = await asyncpg.connect(pg_url)
    try:
        await coord.subscribe("pages", heard.append)
        lost = coord.listening
        assert lost is not None
        names = await admin.fetch("SELECT application_name, query FROM pg_stat_activity "
                                  "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        assert {r["application_name"] for r in names} == {application_name()}
        assert sum(r["query"].startswith("LISTEN") for r in names) == 1
        await admin.execute("SELECT pg_terminate_backend($1)", lost.get_server_pid())
        for _ in range(250):
            if None in heard:
                break
            await asyncio.sleep(0.02)
        assert heard == [None] and coord.listening not in (None, lost)
        await coord.notify("pages", "1")
        for _ in range(250):
            if heard[-1] == "1":
                break
            await asyncio.sleep(0.02)
        assert heard == [None, "1"]
    finally:
        await admin.close()
        await coord.close()
        await storage.close()  # the coordination did not close the storage's pool
