"""Opening the store: `open_storage` opens SQLite for a path, PostgreSQL for a URL.

The target is the argument, else ``$NARDY_DB``, else `storage.urls.DEFAULT_DB_PATH`;
``postgresql://...`` (or ``postgres://...``) selects `storage.postgres.PostgresStorage`,
anything else is a SQLite file (`storage.sqlite.SqliteStorage`). The PostgreSQL driver is
imported only when a URL asks for it, so a SQLite bot never loads it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from storage.schema import MIGRATIONS, Migration
from storage.sqlite import SqliteStorage, open_sqlite
from storage.urls import is_postgres_url, resolve_db_path

if TYPE_CHECKING:
    from storage.postgres import PostgresStorage


async def open_storage(
    path: str | os.PathLike[str] | None = None,
    *,
    clock: Callable[[], float] | None = None,
    busy_timeout_ms: int = 10_000,
    migrations: Sequence[Migration] = MIGRATIONS,
) -> SqliteStorage | PostgresStorage:
    """Open (and migrate) the store that ``path`` (else ``$NARDY_DB``, else the default
    file) names: a PostgreSQL URL or a SQLite file path (``":memory:"`` too).
    ``clock`` returns Unix seconds (tests); ``busy_timeout_ms`` is SQLite's lock wait;
    ``migrations`` replaces the schema's steps (tests of the upgrade path only).
    Raises `StorageError` with a one-line reason when the store cannot be opened."""
    target = resolve_db_path(path)
    if is_postgres_url(target):
        from storage.postgres import open_postgres  # the driver only when asked for

        return await open_postgres(target, clock=clock, migrations=migrations)
    return await open_sqlite(target, clock=clock, busy_timeout_ms=busy_timeout_ms,
                             migrations=migrations)
