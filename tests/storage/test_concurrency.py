"""Concurrent writers and crashes: compare-and-set across tasks, connections and processes;
a process killed with SIGKILL inside a transaction leaves a consistent database. Every
test runs on both backends (SQLite file, PostgreSQL database)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Awaitable
from pathlib import Path

import pytest

from storage import (
    ActiveGameExists,
    GameNotFound,
    GameResult,
    SqliteStorage,
    StaleVersion,
    open_storage,
)
from tests.storage.helpers import (
    child,
    db_query,
    db_snapshot,
    friend_game,
    is_pg,
    lobby,
)

WIN_WHITE = GameResult(reason="borne_off", winner="white", points=1)
CHILD_TIMEOUT_S = 20


def _outcomes(results: list[object]) -> tuple[list[object], list[BaseException]]:
    wins = [r for r in results if not isinstance(r, BaseException)]
    errors = [r for r in results if isinstance(r, BaseException)]
    return wins, errors


async def test_two_tasks_same_version_exactly_one_wins(store: SqliteStorage) -> None:
    game = await store.create_game(friend_game())
    results = await asyncio.gather(
        store.update_game(game.game_id, 1, state="press A", moved=True),
        store.update_game(game.game_id, 1, state="press B", moved=True),
        return_exceptions=True,
    )
    wins, errors = _outcomes(results)
    assert len(wins) == 1 and len(errors) == 1
    assert isinstance(errors[0], StaleVersion) and errors[0].current_version == 2
    stored = await store.get_game(game.game_id)
    assert stored == wins[0] and stored.version == 2


async def test_many_tasks_load_modify_save_lose_no_update(store: SqliteStorage) -> None:
    """Tasks that retry on StaleVersion: every increment lands exactly once."""
    game = await store.create_game(friend_game(state="0"))
    stale = 0

    async def increment() -> None:
        nonlocal stale
        while True:
            current = await store.get_game(game.game_id)
            assert current is not None
            try:
                await store.update_game(
                    current.game_id, current.version, state=str(int(current.state) + 1)
                )
                return
            except StaleVersion:
                stale += 1

    await asyncio.gather(*(increment() for _ in range(50)))
    final = await store.get_game(game.game_id)
    assert final is not None and final.state == "50" and final.version == 51
    assert stale > 0  # the tasks really did collide


async def _after(delay: float, call: Awaitable[object]) -> object:
    await asyncio.sleep(delay)
    return await call


async def test_update_racing_finish_exactly_one_applies(store: SqliteStorage) -> None:
    """Ten tight races, then (only if one side always won, as a pool of connections may
    make it) races with the usual winner held back a little longer each time, until both
    orders were seen."""
    finished_first = rounds = 0
    for chat in range(40):
        if chat >= 10 and 0 < finished_first < rounds:
            break
        lag = 0.0 if chat < 10 else 0.01 * (chat - 9)
        game = await store.create_game(friend_game(chat_id=chat))
        finish = store.finish_game(game.game_id, 1, WIN_WHITE)
        update = store.update_game(game.game_id, 1, state="late press")
        if chat < 10:
            pair = (finish, update) if chat % 2 else (update, finish)
        elif finished_first:  # the finish always won so far: hold it back
            pair = (update, _after(lag, finish))
        else:
            pair = (finish, _after(lag, update))
        results = await asyncio.gather(*pair, return_exceptions=True)
        rounds += 1
        wins, errors = _outcomes(results)
        assert len(wins) == 1 and len(errors) == 1
        assert isinstance(errors[0], StaleVersion | GameNotFound)
        history = await store.get_finished_game(game.game_id)
        active = await store.get_game(game.game_id)
        if isinstance(errors[0], GameNotFound):  # the finish went first
            finished_first += 1
            assert active is None and history == wins[0]
        else:
            assert history is None and active == wins[0] and active.version == 2
    assert 0 < finished_first < rounds  # both orders were exercised
    assert (await store.player_stats(1, "short")).wins == finished_first


async def test_two_connections_same_version_exactly_one_wins(db_path: Path) -> None:
    async with await open_storage(db_path) as a, await open_storage(db_path) as b:
        for chat in range(20):
            game = await a.create_game(friend_game(chat_id=chat))
            results = await asyncio.gather(
                a.update_game(game.game_id, 1, state="from a"),
                b.update_game(game.game_id, 1, state="from b"),
                return_exceptions=True,
            )
            wins, errors = _outcomes(results)
            assert len(wins) == 1 and len(errors) == 1
            assert isinstance(errors[0], StaleVersion)
            assert await a.get_game(game.game_id) == await b.get_game(game.game_id) == wins[0]
        # Finishing from both connections: one history row, one set of stats.
        game = await a.create_game(friend_game(chat_id=99))
        results = await asyncio.gather(
            a.finish_game(game.game_id, 1, WIN_WHITE),
            b.finish_game(game.game_id, 1, WIN_WHITE),
            return_exceptions=True,
        )
        wins, errors = _outcomes(results)
        assert len(wins) == 1 and isinstance(errors[0], GameNotFound | StaleVersion)
        assert (await b.player_stats(1, "short")).wins == 1


async def test_two_connections_cannot_both_create_a_game_in_one_chat(db_path: Path) -> None:
    async with await open_storage(db_path) as a, await open_storage(db_path) as b:
        for chat in range(20):
            results = await asyncio.gather(
                a.create_game(lobby(chat_id=chat, creator=1)),
                b.create_game(lobby(chat_id=chat, creator=2)),
                return_exceptions=True,
            )
            wins, errors = _outcomes(results)
            assert len(wins) == 1 and len(errors) == 1
            assert isinstance(errors[0], ActiveGameExists)


_CAS_CHILD = """
import asyncio, os, sys, time
from storage import StaleVersion, open_storage

path, game_id, go, name = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

async def main():
    async with await open_storage(path) as s:
        print("ready", flush=True)
        while not os.path.exists(go):
            time.sleep(0.001)
        try:
            await s.update_game(game_id, 1, state=name)
            print("won", flush=True)
        except StaleVersion:
            print("stale", flush=True)

asyncio.run(main())
"""


@pytest.mark.slow
async def test_processes_same_version_exactly_one_wins(db_path: Path, tmp_path: Path) -> None:
    async with await open_storage(db_path) as s:
        game = await s.create_game(friend_game())
    go = tmp_path / "go"
    procs = [
        child(_CAS_CHILD, str(db_path), str(game.game_id), str(go), f"proc{i}") for i in range(4)
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready", proc.stderr
        go.touch()
        outputs = [proc.communicate(timeout=CHILD_TIMEOUT_S) for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    verdicts = [out.strip() for out, _ in outputs]
    assert sorted(verdicts) == ["stale", "stale", "stale", "won"], outputs
    async with await open_storage(db_path) as s:
        stored = await s.get_game(game.game_id)
    assert stored is not None and stored.version == 2
    assert stored.state == f"proc{verdicts.index('won')}"


_KILLED_IN_FINISH_CHILD = """
import asyncio, sys, time
from storage import GameResult, is_postgres_url, open_storage
from storage.postgres import PostgresStorage
from storage.sqlite import SqliteStorage

path, game_id = sys.argv[1], int(sys.argv[2])
cls = PostgresStorage if is_postgres_url(path) else SqliteStorage
original = cls._record_stats

async def record_then_hang(self, db, *args):
    change = await original(self, db, *args)
    # A big write inside the same transaction (SQLite spills uncommitted pages into the
    # WAL file before the process dies).
    if cls is SqliteStorage:
        await db.execute(
            "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 5000) "
            "INSERT INTO players (user_id, name, created_at, updated_at) "
            "SELECT 1000000 + i, hex(randomblob(1000)), 0, 0 FROM c"
        )
    else:
        await db.execute(
            "INSERT INTO players (user_id, name, created_at, updated_at) "
            "SELECT 1000000 + i, repeat(md5(i::text), 60), now(), now() "
            "FROM generate_series(1, 5000) AS i"
        )
    print("ready", flush=True)
    time.sleep(60)  # blocks inside the open transaction until killed
    return change

cls._record_stats = record_then_hang

async def main():
    s = await open_storage(path)
    await s.update_game(game_id, 1, state="committed before the kill")
    await s.finish_game(game_id, 2, GameResult(reason="borne_off", winner="white", points=2))

asyncio.run(main())
"""


@pytest.mark.slow
async def test_sigkill_inside_finish_transaction_leaves_consistent_db(db_path: Path) -> None:
    async with await open_storage(db_path) as s:
        for chat in (1, 2):  # some history and stats that must survive untouched
            game = await s.create_game(friend_game(chat_id=chat, white=1, black=2))
            await s.finish_game(game.game_id, 1, WIN_WHITE)
        game = await s.create_game(friend_game(chat_id=3, white=1, black=2))
    before = db_snapshot(db_path)

    proc = child(_KILLED_IN_FINISH_CHILD, str(db_path), str(game.game_id))
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line == "ready", proc.communicate(timeout=CHILD_TIMEOUT_S)
        if not is_pg(db_path):
            wal = Path(f"{db_path}-wal")
            assert wal.stat().st_size > 2_000_000  # uncommitted pages did reach the WAL
        # While the writer hangs, readers still see the last committed state.
        async with await open_storage(db_path) as reader:
            seen = await reader.get_game(game.game_id)
        assert seen is not None and seen.version == 2
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=CHILD_TIMEOUT_S)
    assert proc.returncode == -signal.SIGKILL

    async with await open_storage(db_path) as s:
        if isinstance(s, SqliteStorage):
            rows = await s.read_all("PRAGMA integrity_check")
            assert [tuple(r) for r in rows] == [("ok",)]
            rows = await s.read_all("PRAGMA foreign_key_check")
            assert list(rows) == []
        stored = await s.get_game(game.game_id)
        # The committed update survived; nothing of the killed transaction did.
        assert stored is not None and stored.version == 2
        assert stored.state == "committed before the kill"
        assert await s.get_finished_game(game.game_id) is None
    after = db_snapshot(db_path)
    before["games"] = after["games"]  # only the committed update differs
    assert after == before
    # And the game can still be finished normally.
    async with await open_storage(db_path) as s:
        done = await s.finish_game(game.game_id, 2, WIN_WHITE)
        assert done.winner_id == 1
        assert (await s.player_stats(1, "short")).wins == 3


_UPDATE_LOOP_CHILD = """
import asyncio, sys
from storage import open_storage

path, game_id = sys.argv[1], int(sys.argv[2])

async def main():
    s = await open_storage(path)
    game = await s.get_game(game_id)
    while True:
        game = await s.update_game(game_id, game.version, state="x" * 5000, moved=True)
        print(game.version, flush=True)

asyncio.run(main())
"""


@pytest.mark.slow
async def test_sigkill_during_update_stream_keeps_every_commit(db_path: Path) -> None:
    async with await open_storage(db_path) as s:
        game = await s.create_game(friend_game())
    proc = child(_UPDATE_LOOP_CHILD, str(db_path), str(game.game_id))
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        seen = 0
        while seen < 200 and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            seen = int(line)
        assert seen >= 200, proc.stderr.read() if proc.stderr else ""
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=CHILD_TIMEOUT_S)
    rest = proc.stdout.read().split()
    last_reported = int(rest[-1]) if rest else seen
    if not is_pg(db_path):
        assert db_query(db_path, "PRAGMA integrity_check") == [("ok",)]
    [(version,)] = db_query(db_path, "SELECT version FROM games WHERE game_id = ?", game.game_id)
    # Every update the child saw committed is there; at most one more got committed
    # between its commit and its print.
    assert last_reported <= version <= last_reported + 1


async def test_concurrent_tasks_on_many_chats(store: SqliteStorage) -> None:
    n_tasks = 8
    games = [await store.create_game(friend_game(chat_id=c)) for c in range(n_tasks)]

    async def play(game_id: int) -> int:
        version = 1
        for _ in range(25):
            version = (await store.update_game(game_id, version, moved=True)).version
        return version

    versions = await asyncio.gather(*(play(g.game_id) for g in games))
    assert versions == [26] * n_tasks


async def test_finishes_with_swapped_seats_on_two_connections_all_succeed(
    db_path: Path,
) -> None:
    """Games 1-vs-2 and 2-vs-1 finished at the same moment from two connections touch the
    same two stats rows in opposite seat order: no deadlock surfaces, every finish lands
    once and the ratings stay zero-sum."""
    async with await open_storage(db_path) as a, await open_storage(db_path) as b:
        for round_no in range(10):
            g1 = await a.create_game(friend_game(chat_id=2 * round_no, white=1, black=2))
            g2 = await a.create_game(friend_game(chat_id=2 * round_no + 1, white=2, black=1))
            done = await asyncio.gather(a.finish_game(g1.game_id, 1, WIN_WHITE),
                                        b.finish_game(g2.game_id, 1, WIN_WHITE))
            assert [d.winner_id for d in done] == [1, 2]
        one, two = await a.player_stats(1, "short"), await b.player_stats(2, "short")
    assert (one.games, one.wins, two.games, two.wins) == (20, 10, 20, 10)
    assert one.rating + two.rating == pytest.approx(3000.0)
