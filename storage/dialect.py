"""What the SQL of `storage.sql` needs from a database: the `Dialect` protocol.

The statements are written once, with ``?`` placeholders, in the SQL that SQLite and
PostgreSQL share (``RETURNING``, ``ON CONFLICT ... DO UPDATE``, ``CASE``, ``IN``). A dialect
runs them on its driver and hides the rest:

- placeholders: PostgreSQL's connection turns ``?`` into ``$1, $2, ...``;
- values: parameters are Python values (aware `datetime` for timestamps, `bool` for flags);
  SQLite's connection stores a datetime as REAL Unix seconds, and `Dialect.to_datetime`
  turns a stored timestamp back into an aware UTC datetime;
- locking: `Dialect.for_update` is what a ``SELECT`` appends to lock the rows it reads in a
  transaction (PostgreSQL's ``FOR UPDATE``; nothing on SQLite, whose write transaction
  already excludes every other writer);
- transactions, their shield from a cancelled caller, and (PostgreSQL) the retry of a lost
  connection, a deadlock or a serialization failure;
- errors: a driver error becomes `StorageError` (the driver's exception as its cause); a
  broken unique constraint becomes `UniqueViolation` at once, so the caller can say which
  (`ActiveGameExists`...);
- the schema version and the lock held while migrating (`storage.migrations`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any, Literal, Protocol, TypeVar

from storage.values import StorageError

_T = TypeVar("_T")

#: A result row: a tuple (SQLite) or an asyncpg Record, indexed by column position.
Row = Sequence[Any]
DialectName = Literal["sqlite", "postgres"]


class UniqueViolation(StorageError):
    """A statement broke a unique constraint (a primary key or a unique index)."""


class Conn(Protocol):
    """One database connection while a dialect lends it (inside `Dialect.run` or
    `Dialect.transaction`). Statements use ``?`` placeholders."""

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        """The rows of ``sql``."""
        ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        """The first row of ``sql``, or None."""
        ...

    async def execute(self, sql: str, *args: Any) -> None:
        """Run ``sql`` for its effect."""
        ...


class Dialect(Protocol):
    """A database as `storage.sql` uses it (see the module docstring)."""

    @property
    def name(self) -> DialectName:
        """"sqlite" or "postgres": selects a migration step's statements."""
        ...

    @property
    def for_update(self) -> str:
        """Appended to a ``SELECT`` in a transaction to lock the rows it reads."""
        ...

    def to_datetime(self, value: Any) -> datetime | None:
        """A stored timestamp as an aware UTC datetime (None stays None)."""
        ...

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        """The rows of one statement, run on its own (atomic by itself)."""
        ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        """The first row of one statement run on its own, or None."""
        ...

    async def run(self, work: Callable[[Conn], Awaitable[_T]]) -> _T:
        """``await work(conn)`` with a connection, each statement committed on its own.
        ``work`` must only touch the database (PostgreSQL may run it again on a new
        connection after a lost one)."""
        ...

    async def transaction(self, body: Callable[[Conn], Awaitable[_T]]) -> _T:
        """``await body(conn)`` in one transaction: all of its changes or none. It runs
        to its end even when the caller is cancelled; ``body`` must only touch the
        database (it may run again, see `run`)."""
        ...

    async def schema_version(self, conn: Conn) -> int:
        """The database's schema version (0 for an empty database)."""
        ...

    async def set_schema_version(self, conn: Conn, version: int) -> None:
        """Record the schema version (inside the migration's transaction)."""
        ...

    async def lock_schema(self, conn: Conn) -> None:
        """Inside a transaction: wait until no other process migrates this database."""
        ...

    async def wait_idle(self) -> None:
        """Wait until every transaction started so far has ended."""
        ...

    async def close(self) -> None:
        """Close the connections once the transactions in flight have ended; later calls
        raise `StorageError`. Idempotent."""
        ...
