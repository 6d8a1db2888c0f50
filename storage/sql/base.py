"""`StoreBase`: what every part of `storage.sql.SqlStorage` shares (the dialect, the clock,
the lifetime)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime
from typing import Any, Self

from storage.dialect import Conn, Dialect, Row

Missing = Callable[[Conn, int, int], Awaitable[None]]
"""Raises the right error for a compare-and-set on (id, expected version) that matched no
row (`StaleVersion`, or not found)."""


class StoreBase:
    """A store over ``db`` (a `storage.dialect.Dialect`) that reads the time from
    ``clock`` (Unix seconds)."""

    def __init__(self, db: Dialect, path: str, clock: Callable[[], float] | None = None) -> None:
        self._db = db
        self._path = path
        self._clock = clock or time.time

    @property
    def path(self) -> str:
        """The database: a file path, or a URL without its password."""
        return self._path

    def _now(self) -> datetime:
        return datetime.fromtimestamp(self._clock(), UTC)

    async def _compare_and_set(
        self, table: str, key: str, ident: int, expected: int, sets: Mapping[str, Any],
        returning: str, missing: Missing, where: str = "",
    ) -> Row:
        """``UPDATE table SET version = version + 1, <sets> WHERE key = ident AND version =
        expected <where> RETURNING returning``: the changed row, or what ``missing`` raises
        when no row matched."""
        sql = (f"UPDATE {table} SET version = version + 1, "
               f"{', '.join(f'{name} = ?' for name in sets)} "
               f"WHERE {key} = ? AND version = ?{where} RETURNING {returning}")
        params = [*sets.values(), ident, expected]

        async def work(conn: Conn) -> Row:
            row = await conn.fetchrow(sql, *params)
            if row is None:
                await missing(conn, ident, expected)
                raise AssertionError("unreachable: missing() raises")
            return row

        return await self._db.run(work)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the store once the transactions in flight (even those whose callers were
        cancelled) have ended; later calls raise `StorageError`. Idempotent."""
        await self._db.close()

    async def wait_idle(self) -> None:
        """Wait until every transaction started so far has committed or rolled back."""
        await self._db.wait_idle()
