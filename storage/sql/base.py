"""`StoreBase`: what every part of `storage.sql.SqlStorage` shares (the dialect, the clock,
the lifetime)."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Self

from storage.dialect import Dialect


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
