"""SQLite through aiosqlite: `SqliteDialect`, `open_sqlite`, `SqliteStorage`, `backup`.

Set-up for a server: WAL journal, ``synchronous=NORMAL`` (a commit survives a crash of the
process; a power loss may lose the last commits but never corrupts the file), a busy
timeout so concurrent processes wait for each other instead of failing, foreign keys on.
Every change is one statement in autocommit mode or one ``BEGIN IMMEDIATE`` transaction.
Timestamps are stored as REAL Unix seconds (UTC).

One store owns one connection; an asyncio lock serialises its operations so a transaction
of one task never interleaves with statements of another. Several processes (or several
stores) may share the file: the compare-and-set on ``version`` and the unique indexes
hold across connections.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, TypeVar

import aiosqlite

from storage.dialect import Conn, DialectName, Row, UniqueViolation
from storage.migrations import migrate
from storage.schema import MIGRATIONS, Migration
from storage.sql import SqlStorage
from storage.urls import is_postgres_url
from storage.values import StorageError

_T = TypeVar("_T")

#: The extended result codes of a broken unique constraint.
_UNIQUE: Final = frozenset({"SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"})


@contextmanager
def _db_errors() -> Iterator[None]:
    """Turn sqlite3 errors into `StorageError` (the original is chained as the cause)."""
    try:
        yield
    except sqlite3.Error as exc:
        raise StorageError(f"database error: {exc}") from exc


def _params(args: Sequence[Any]) -> tuple[Any, ...]:
    return tuple(a.timestamp() if isinstance(a, datetime) else a for a in args)


class SqliteConn:
    """The store's aiosqlite connection as a `storage.dialect.Conn`."""

    __slots__ = ("raw",)

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.raw = raw

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        try:
            return list(await self.raw.execute_fetchall(sql, _params(args)))
        except sqlite3.IntegrityError as exc:
            if exc.sqlite_errorname in _UNIQUE:
                raise UniqueViolation(str(exc)) from exc
            raise

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def execute(self, sql: str, *args: Any) -> None:
        await self.fetch(sql, *args)


class SqliteDialect:
    """`storage.dialect.Dialect` on one SQLite connection."""

    for_update: Final = ""

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.conn = SqliteConn(raw)
        self._lock = asyncio.Lock()
        self._closed = False

    @property
    def name(self) -> DialectName:
        return "sqlite"

    @property
    def in_transaction(self) -> bool:
        """Whether the connection is inside a transaction now."""
        return self.conn.raw.in_transaction

    def to_datetime(self, value: Any) -> datetime | None:
        return None if value is None else datetime.fromtimestamp(value, UTC)

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("storage is closed")

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        async with self._lock:
            self._check_open()
            with _db_errors():
                return await self.conn.fetch(sql, *args)

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def run(self, work: Callable[[Conn], Awaitable[_T]]) -> _T:
        async with self._lock:
            self._check_open()
            with _db_errors():
                return await work(self.conn)

    async def transaction(self, body: Callable[[Conn], Awaitable[_T]]) -> _T:
        """``body`` inside BEGIN IMMEDIATE ... COMMIT, rolled back on any exception, in a
        task of its own shielded from the caller's cancellation."""

        async def run() -> _T:
            self._check_open()
            raw = self.conn.raw
            try:
                with _db_errors():
                    await raw.execute("BEGIN IMMEDIATE")
                    result = await body(self.conn)
                    await raw.execute("COMMIT")
            except BaseException:
                if raw.in_transaction:
                    await raw.execute("ROLLBACK")
                raise
            return result

        def done(task: asyncio.Future[_T]) -> None:
            # Runs however the task ends (even if it was cancelled before it started).
            self._lock.release()
            if not task.cancelled():
                task.exception()  # retrieved: no "never retrieved" warning

        # Take the lock in the caller's task (so callers keep their order), then hand it to
        # the shielded task; its done-callback releases it. No await in between.
        await self._lock.acquire()
        try:
            task = asyncio.ensure_future(run())
        except BaseException:
            self._lock.release()
            raise
        task.add_done_callback(done)
        return await asyncio.shield(task)

    async def schema_version(self, conn: Conn) -> int:
        row = await conn.fetchrow("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def set_schema_version(self, conn: Conn, version: int) -> None:
        await conn.execute(f"PRAGMA user_version = {int(version)}")

    async def lock_schema(self, conn: Conn) -> None:
        """Nothing more: BEGIN IMMEDIATE already excludes every other writer."""

    async def wait_idle(self) -> None:
        async with self._lock:
            pass

    async def close(self) -> None:
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self.conn.raw.close()


class SqliteStorage(SqlStorage):
    """`storage.api.Storage` on a SQLite file. Create it with `open_sqlite`."""

    _db: SqliteDialect

    async def read_all(self, sql: str, *args: Any) -> list[Row]:
        """The rows of one statement as the file stores them (timestamps as Unix seconds),
        for tools that copy or inspect the file."""
        return await self._db.fetch(sql, *args)


async def open_sqlite(
    path: str,
    *,
    clock: Callable[[], float] | None = None,
    busy_timeout_ms: int = 10_000,
    migrations: Sequence[Migration] = MIGRATIONS,
) -> SqliteStorage:
    """Open (creating file and parent directory if needed) and migrate the database file
    ``path`` (``":memory:"``: a private in-memory store). ``clock`` returns Unix seconds
    (tests; default `time.time`); ``migrations``: for tests of the upgrade path only.
    Raises `StorageError` if the folder or the file cannot be created or opened, or if the
    file holds a newer schema than this code knows."""
    if path != ":memory:":
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(
                f"cannot create the folder {Path(path).parent}: {exc.strerror or exc}"
            ) from exc
        # Open the file once synchronously first: when aiosqlite's connect fails, its
        # worker thread may outlive the event loop and print a traceback on exit.
        with _db_errors():
            await asyncio.to_thread(_probe, path)
    with _db_errors():
        raw = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout_ms / 1000)
    db = SqliteDialect(raw)
    try:
        with _db_errors():
            await raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await raw.execute("PRAGMA journal_mode = WAL")
            await raw.execute("PRAGMA synchronous = NORMAL")
            await raw.execute("PRAGMA foreign_keys = ON")
        await migrate(db, migrations)
    except BaseException:
        await db.close()
        raise
    return SqliteStorage(db, path, clock or time.time)


def _probe(path: str) -> None:
    sqlite3.connect(path).close()


async def backup(
    src: str | os.PathLike[str], dst: str | os.PathLike[str], *, overwrite: bool = False
) -> int:
    """Copy the database ``src`` into the new file ``dst`` with SQLite's online backup API
    and return the size of the copy in bytes.

    Safe while the bot runs: the copy is one consistent snapshot (every transaction
    committed before the copy started is in it, none is half in it) and writers on other
    connections go on meanwhile (WAL mode). The copy is written to ``dst`` + ``.part`` and
    renamed when complete, so ``dst`` is never a half-written file; it passes
    ``PRAGMA integrity_check`` before it is renamed.

    Raises `StorageError` with a one-line reason if ``src`` is not an existing file, if
    ``dst`` exists (unless ``overwrite``) or is ``src`` itself, if the folder of ``dst`` is
    missing, or on any database error."""
    if is_postgres_url(os.fspath(src)):
        raise StorageError("NARDY_DB names a PostgreSQL database: back it up with pg_dump")
    source, target = Path(src), Path(dst)
    if not source.is_file():
        raise StorageError(f"no database file at {source}")
    if target.exists():
        if target.resolve() == source.resolve():
            raise StorageError("the backup file must not be the database itself")
        if not overwrite:
            raise StorageError(f"{target} already exists")
    if not target.parent.is_dir():
        raise StorageError(f"folder {target.parent} does not exist")
    return await asyncio.to_thread(_backup_file, source, target)


def _backup_file(source: Path, target: Path) -> int:
    part = target.with_name(target.name + ".part")
    part.unlink(missing_ok=True)
    try:
        with _db_errors():
            src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=rw", uri=True, timeout=30)
            try:
                dst = sqlite3.connect(part)
                try:
                    # One step (pages=-1): the copy reads one snapshot; a step-wise copy would
                    # restart each time another connection writes and might never finish.
                    src.backup(dst, pages=-1)
                    dst.execute("PRAGMA journal_mode = DELETE")
                    (verdict,) = dst.execute("PRAGMA integrity_check").fetchone()
                finally:
                    dst.close()
            finally:
                src.close()
        if verdict != "ok":
            raise StorageError(f"the copy failed its integrity check: {verdict}")
        os.replace(part, target)
    except OSError as exc:
        raise StorageError(f"cannot write {target}: {exc.strerror or exc}") from exc
    finally:
        part.unlink(missing_ok=True)
    return target.stat().st_size
