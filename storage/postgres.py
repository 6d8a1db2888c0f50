"""PostgreSQL through asyncpg: `PgDialect`, `open_postgres`, `PostgresStorage`.

Selected by ``NARDY_DB=postgresql://user:password@host:port/database`` (see
`storage.backends.open_storage`); SQLite stays the default.

Why asyncpg rather than psycopg 3: it has its own connection pool (psycopg's pool is a
separate package), it talks the binary protocol directly (no libpq in the image) and it is
the fastest PostgreSQL driver for asyncio. It ships no type information, so this module
types what it gets from it (`_Con`, `_Pool` are Any).

Timestamps are ``TIMESTAMPTZ``, flags ``BOOLEAN``, Telegram ids ``BIGINT``. Concurrency:
every operation takes a connection from the pool; a change of several statements runs in
one transaction (READ COMMITTED). A compare-and-set is one ``UPDATE ... WHERE version = ?``:
of two concurrent writers the second waits for the first's row lock, re-reads the row and
matches nothing, so exactly one wins, across connections and processes. Rows are locked
in user-id order, and an operation that meets a lost connection, a deadlock or a
serialization failure is run again (`RETRY_DELAYS`). A transaction whose caller is
cancelled runs to its end in its own task.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Final, TypeVar

import asyncpg  # type: ignore[import-untyped]

from storage.coordination_api import process_name
from storage.dialect import Conn, DialectName, Row, UniqueViolation
from storage.migrations import migrate
from storage.schema import MIGRATIONS, Migration
from storage.sql import SqlStorage
from storage.urls import redact
from storage.values import StorageError

_T = TypeVar("_T")
log = logging.getLogger(__name__)
_Con = Any  # an asyncpg connection
_Pool = Any  # an asyncpg pool

#: Connections per process by default: the storage, the coordination of the processes
#: (a press holds one for its chat's lock, a board edit one) and the LISTEN connection of
#: the notifications share them (`storage.pg_coordination.PgCoordination.on_pool`).
DEFAULT_POOL_SIZE: Final[int] = 30
#: Pauses (seconds) before the retries of an operation whose connection was lost or that
#: met a deadlock or serialization failure; then the error is raised as `StorageError`.
RETRY_DELAYS: Final[tuple[float, ...]] = (0.05, 0.2, 0.5, 1.0, 2.0)
#: Key of the advisory lock held while migrating (any fixed 64-bit number; "nardy" + 1).
MIGRATION_LOCK_KEY: Final[int] = 0x6E61726479_01

_DB_ERRORS: Final = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError,
                     asyncio.TimeoutError)
#: Errors after which the same operation is tried again on another connection: the
#: connection was lost or refused (server restart, failover, network), or the server
#: chose this transaction as a deadlock victim / serialization failure. Every operation
#: is one statement or one transaction, so a retry never applies half of anything; a
#: compare-and-set whose commit was lost with the connection is refused as stale on
#: retry, which the bot already handles.
_RETRYABLE: Final = (
    asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError, asyncpg.CannotConnectNowError,
    asyncpg.DeadlockDetectedError, asyncpg.SerializationError, OSError,
    asyncio.TimeoutError,
)


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``sql`` with its ``?`` placeholders numbered ``$1, $2, ...`` (no statement of the
    storage has a ``?`` inside a string literal)."""
    parts = sql.split("?")
    return parts[0] + "".join(f"${i}{part}" for i, part in enumerate(parts[1:], 1))


class PgConn:
    """An asyncpg connection as a `storage.dialect.Conn`."""

    __slots__ = ("raw",)

    def __init__(self, raw: _Con) -> None:
        self.raw = raw

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        try:
            return list(await self.raw.fetch(numbered(sql), *args))
        except asyncpg.UniqueViolationError as exc:
            raise UniqueViolation(str(exc)) from exc

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        try:
            row: Row | None = await self.raw.fetchrow(numbered(sql), *args)
        except asyncpg.UniqueViolationError as exc:
            raise UniqueViolation(str(exc)) from exc
        return row

    async def execute(self, sql: str, *args: Any) -> None:
        try:
            await self.raw.execute(numbered(sql), *args)
        except asyncpg.UniqueViolationError as exc:
            raise UniqueViolation(str(exc)) from exc


class PgDialect:
    """`storage.dialect.Dialect` on an asyncpg pool."""

    for_update: Final = " FOR UPDATE"

    def __init__(self, pool: _Pool) -> None:
        self.pool = pool
        self._closed = False
        self._inflight: set[asyncio.Future[Any]] = set()

    @property
    def name(self) -> DialectName:
        return "postgres"

    def to_datetime(self, value: Any) -> datetime | None:
        return None if value is None else value.astimezone(UTC)

    async def run(self, work: Callable[[Conn], Awaitable[_T]]) -> _T:
        """``await work(conn)`` on a pooled connection. A lost connection, a deadlock or a
        serialization failure is retried after `RETRY_DELAYS` on a fresh connection; any
        database error left is raised as `StorageError` (errors of the storage interface
        itself, e.g. `StaleVersion`, pass through)."""
        if self._closed:
            raise StorageError("storage is closed")
        for delay in (*RETRY_DELAYS, None):
            try:
                async with self.pool.acquire() as con:
                    return await work(PgConn(con))
            except StorageError:
                raise
            except _RETRYABLE as exc:
                if delay is None or self._closed:
                    raise StorageError(f"database error: {exc}") from exc
                log.warning("PostgreSQL: %s; trying again in %.2f s",
                            " ".join(str(exc).split()) or type(exc).__name__, delay)
                await asyncio.sleep(delay)
            except _DB_ERRORS as exc:
                raise StorageError(f"database error: {exc}") from exc
        raise AssertionError("unreachable")

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        async def work(conn: Conn) -> list[Row]:
            return await conn.fetch(sql, *args)

        return await self.run(work)

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        async def work(conn: Conn) -> Row | None:
            return await conn.fetchrow(sql, *args)

        return await self.run(work)

    async def transaction(self, body: Callable[[Conn], Awaitable[_T]]) -> _T:
        if self._closed:
            raise StorageError("storage is closed")

        async def work(conn: Conn) -> _T:
            async with conn.raw.transaction():  # type: ignore[attr-defined]
                return await body(conn)

        def done(task: asyncio.Future[_T]) -> None:
            self._inflight.discard(task)
            if not task.cancelled():
                task.exception()  # retrieved: no "never retrieved" warning

        task = asyncio.ensure_future(self.run(work))
        self._inflight.add(task)
        task.add_done_callback(done)
        return await asyncio.shield(task)

    async def schema_version(self, conn: Conn) -> int:
        """The version in the one-row table ``nardy_schema`` (0 when it is missing)."""
        # pg_tables, read with the statement's snapshot: a name lookup (to_regclass) may
        # answer from a cache that has not yet seen the table another process committed.
        row = await conn.fetchrow("SELECT 1 FROM pg_tables WHERE schemaname = current_schema() "
                                  "AND tablename = 'nardy_schema'")
        if row is None:
            return 0
        row = await conn.fetchrow("SELECT COALESCE(MAX(version), 0) FROM nardy_schema")
        return int(row[0]) if row else 0

    async def set_schema_version(self, conn: Conn, version: int) -> None:
        await conn.execute("CREATE TABLE IF NOT EXISTS nardy_schema (version INTEGER NOT NULL)")
        await conn.execute("DELETE FROM nardy_schema")
        await conn.execute("INSERT INTO nardy_schema (version) VALUES (?)", version)

    async def lock_schema(self, conn: Conn) -> None:
        """A transaction-scoped advisory lock: processes starting at once migrate one
        after the other (the second finds the work done)."""
        await conn.execute("SELECT pg_advisory_xact_lock(?)", MIGRATION_LOCK_KEY)

    async def wait_idle(self) -> None:
        while self._inflight:
            await asyncio.gather(*self._inflight, return_exceptions=True)

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self.wait_idle()
            await self.pool.close()


class PostgresStorage(SqlStorage):
    """`storage.api.Storage` on a PostgreSQL database. Create it with `open_postgres` (or
    `storage.open_storage` with a ``postgresql://`` URL)."""

    _db: PgDialect

    @property
    def pool(self) -> _Pool:
        """The asyncpg pool (for code that needs PostgreSQL itself, e.g. advisory locks)."""
        return self._db.pool


async def _reset(con: _Con) -> None:
    """What a connection needs when it goes back to the pool: only the end of a
    transaction left open by a failure (nothing uses session state: advisory locks are
    transaction-scoped and the LISTEN connection unlistens itself, so asyncpg's full
    reset, one more round trip per use, is not needed)."""
    if con.is_in_transaction():
        await con.execute("ROLLBACK")


def application_name() -> str:
    """The name of this process's connections in ``pg_stat_activity``: ``nardy`` and the
    process (host and pid), so that each process's connections can be counted."""
    return f"nardy {process_name()}"[:63]


async def connect_pool(url: str, *, size: int, connect_timeout_s: float = 10.0,
                       **options: Any) -> _Pool:
    """An asyncpg pool of up to ``size`` connections to ``url``, named by
    `application_name`. Raises `StorageError` with a one-line reason (no password) if the
    server cannot be reached or refuses the login."""
    try:
        return await asyncpg.create_pool(
            url, min_size=1, max_size=size, timeout=connect_timeout_s, reset=_reset,
            server_settings={"application_name": application_name()}, **options,
        )  # fmt: skip
    except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:  # fmt: skip
        raise StorageError(f"cannot connect to PostgreSQL at {redact(url)}: {exc}") from exc


async def open_postgres(
    url: str,
    *,
    clock: Callable[[], float] | None = None,
    pool_size: int = DEFAULT_POOL_SIZE,
    migrations: Sequence[Migration] = MIGRATIONS,
    connect_timeout_s: float = 10.0,
) -> PostgresStorage:
    """Connect to the database of ``url`` (a pool of up to ``pool_size`` connections) and
    migrate it. ``clock`` returns Unix seconds (tests); default: the real time.
    Raises `StorageError` with a one-line reason if the server cannot be reached, refuses
    the login, or holds a newer schema than this code knows."""
    pool = await connect_pool(url, size=pool_size, connect_timeout_s=connect_timeout_s,
                              command_timeout=60)
    db = PgDialect(pool)
    try:
        await migrate(db, migrations)
    except BaseException:
        await db.close()
        raise
    return PostgresStorage(db, redact(url), clock)
