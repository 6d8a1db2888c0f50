"""Choosing the backend: `open_storage` opens SQLite for a path, PostgreSQL for a URL.

The target is the argument, else ``$NARDY_DB``, else `storage.sqlite.DEFAULT_DB_PATH`;
``postgresql://...`` (or ``postgres://...``) selects `storage.postgres.PostgresStorage`,
anything else is a SQLite file (`storage.sqlite.SqliteStorage`). The PostgreSQL driver
is imported only when a URL asks for it, so a SQLite bot never loads it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from storage.migrations import Migration
from storage.sqlite import SqliteStorage, resolve_db_path
from storage.sqlite import open_storage as open_sqlite

if TYPE_CHECKING:
    from storage.postgres import PostgresStorage

#: URL prefixes that select PostgreSQL.
POSTGRES_PREFIXES = ("postgresql://", "postgres://")


def is_postgres_url(target: str | os.PathLike[str]) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file."""
    return isinstance(target, str) and target.startswith(POSTGRES_PREFIXES)


def redact(target: str) -> str:
    """``target`` without the password of a database URL, for messages and logs."""
    head, sep, tail = target.partition("@")
    if not sep or not is_postgres_url(target) or ":" not in head.split("//", 1)[-1]:
        return target
    scheme, _, user_pass = head.partition("//")
    return f"{scheme}//{user_pass.split(':', 1)[0]}:***@{tail}"


async def open_storage(
    path: str | os.PathLike[str] | None = None,
    *,
    clock: Callable[[], float] | None = None,
    busy_timeout_ms: int = 10_000,
    migrations: Sequence[Migration] | None = None,
) -> SqliteStorage | PostgresStorage:
    """Open (and migrate) the store that ``path`` (else ``$NARDY_DB``, else the default
    file) names: a PostgreSQL URL or a SQLite file path (``":memory:"`` too).
    ``clock`` returns Unix seconds (tests); ``busy_timeout_ms`` is SQLite's lock wait;
    ``migrations`` replaces the backend's own list (tests of the upgrade path only).
    Raises `StorageError` with a one-line reason when the store cannot be opened."""
    target = resolve_db_path(path)
    if is_postgres_url(target):
        from storage.pg_migrations import PG_MIGRATIONS
        from storage.postgres import open_postgres

        return await open_postgres(
            target, clock=clock, migrations=PG_MIGRATIONS if migrations is None else migrations
        )
    if migrations is None:
        return await open_sqlite(target, clock=clock, busy_timeout_ms=busy_timeout_ms)
    return await open_sqlite(
        target, clock=clock, busy_timeout_ms=busy_timeout_ms, migrations=migrations
    )
