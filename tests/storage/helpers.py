"""Helpers for the storage tests: a controllable clock, game factories, direct queries and
snapshots of a database (SQLite file or PostgreSQL URL), and a runner for child Python
processes. The fixtures that open stores are in ``tests/storage/conftest.py``."""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import sqlite3
import subprocess
import sys
from collections.abc import Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from storage import NewGame, SqliteStorage, is_postgres_url, open_storage
from storage.migrations import MIGRATIONS

_T = TypeVar("_T")

REPO_ROOT = Path(__file__).resolve().parents[2]
START = 1_800_000_000.0  # a fixed Unix time for the fake clock


class FakeClock:
    """A clock for `open_storage(clock=...)` that only moves when told to."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def lobby(chat_id: int = 100, creator: int = 1, **fields: Any) -> NewGame:
    """A short-nardy friend lobby created by ``creator`` sitting as white."""
    game = NewGame(
        chat_id=chat_id,
        variant="short",
        opponent="friend",
        creator_id=creator,
        state=f"state-of-{chat_id}",
        white_id=creator,
        white_name=f"user{creator}",
    )
    return replace(game, **fields)


def friend_game(chat_id: int = 100, white: int = 1, black: int = 2, **fields: Any) -> NewGame:
    """An active friend game between two humans."""
    return lobby(
        chat_id,
        white,
        status="active",
        black_id=black,
        black_name=f"user{black}",
        **fields,
    )


def ai_game(chat_id: int = 100, human: int = 1, **fields: Any) -> NewGame:
    """An active game of ``human`` (white) against the AI (black)."""
    return lobby(chat_id, human, status="active", opponent="ai", ai_level="medium", **fields)


def run_sync(coro: Coroutine[Any, Any, _T]) -> _T:
    """Run ``coro`` to its end on a fresh event loop in another thread (usable from sync
    code and from inside a running loop alike)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def is_pg(target: Path | str) -> bool:
    """Whether a ``db_path`` value is a PostgreSQL URL."""
    return is_postgres_url(str(target))


async def _pg_query(url: str, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    import asyncpg  # type: ignore[import-untyped]

    con = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await con.fetch(sql, *params)]
    finally:
        await con.close()


def _pg_params(sql: str) -> str:
    parts = sql.split("?")
    return parts[0] + "".join(f"${i}{part}" for i, part in enumerate(parts[1:], 1))


def db_query(target: Path | str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """Run one statement (``?`` placeholders) directly on the database of ``target``
    (a SQLite file or a PostgreSQL URL), outside the storage code; its rows."""
    if is_pg(target):
        return run_sync(_pg_query(str(target), _pg_params(sql), params))
    conn = sync_connect(target)
    try:
        return [tuple(row) for row in conn.execute(sql, params).fetchall()]
    finally:
        conn.close()


def sync_connect(path: Path | str) -> sqlite3.Connection:
    """A plain sqlite3 connection (autocommit) for inspecting a database file."""
    return sqlite3.connect(path, isolation_level=None)


def db_snapshot(path: Path | str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every storage table, sorted: to check that nothing changed."""
    if is_pg(path):
        tables = [row[0] for row in db_query(
            path, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
        )]
        return {t: sorted(db_query(path, f"SELECT * FROM {t}"), key=repr) for t in tables}
    conn = sync_connect(path)
    try:
        tables = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
            )
        ]
        return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}
    finally:
        conn.close()


def child(script: str, *args: str) -> subprocess.Popen[str]:
    """Start ``python -c script args...`` with the repository importable; stdout piped."""
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


async def assert_no_open_transaction(store: Any) -> None:
    """The store holds no transaction open (transactions of cancelled callers included,
    once they ran to their end)."""
    await store.wait_idle()
    if isinstance(store, SqliteStorage):
        async with store._db._lock:  # held by a running transaction until its end
            assert not store._db.in_transaction
        return
    rows = await store._db.fetch(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
        "AND state LIKE 'idle in transaction%'"
    )
    assert rows[0][0] == 0


async def sqlite_at(path: Path, version: int) -> aiosqlite.Connection:
    """A new SQLite file at ``path`` with the schema of ``version`` (made by the first
    migration steps), opened as a plain autocommit connection to fill it with rows."""
    async with await open_storage(path, migrations=MIGRATIONS[:version]):
        pass
    db = await aiosqlite.connect(path, isolation_level=None)
    rows = list(await db.execute_fetchall("PRAGMA user_version"))
    assert rows[0][0] == version
    return db
