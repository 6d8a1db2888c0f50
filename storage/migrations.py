"""Bringing a database up to the schema of `storage.schema.MIGRATIONS`.

`migrate` applies the missing steps in ONE transaction (a crash or an error leaves the
database at its old version, untouched: DDL is transactional in both databases), under
the dialect's migration lock, so two processes starting at once migrate one after the
other and the second finds the work done. It never downgrades: a database newer than the
code is refused. The version lives where the dialect keeps it (SQLite's
``PRAGMA user_version``, PostgreSQL's one-row table ``nardy_schema``).
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.dialect import Conn, Dialect
from storage.schema import MIGRATIONS, SCHEMA_VERSION, Migration, Only
from storage.values import StorageError

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "Migration", "Only", "migrate"]


def _newer(current: int, target: int) -> StorageError:
    return StorageError(f"database schema version {current} is newer than this code ({target})")


async def migrate(db: Dialect, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring ``db`` up to ``migrations[-1].version``; return the version it now has.
    Raises `StorageError` if the database is newer than ``migrations``, if the list is not
    numbered 1, 2, 3, ..., or if a step fails (nothing is changed then)."""
    for index, migration in enumerate(migrations):
        if migration.version != index + 1:
            raise StorageError(f"migration #{index} has version {migration.version}")
    target = migrations[-1].version if migrations else 0
    current = await db.run(db.schema_version)
    if current > target:
        raise _newer(current, target)
    if current == target:
        return current  # up to date: no write lock needed

    async def upgrade(conn: Conn) -> int:
        await db.lock_schema(conn)
        # Read the version under the lock: another process may have migrated meanwhile.
        now = await db.schema_version(conn)
        if now > target:
            raise _newer(now, target)
        for migration in migrations[now:]:
            for statement in migration.sql(db.name):
                await conn.execute(statement)
            await db.set_schema_version(conn, migration.version)
        return max(now, target)

    return await db.transaction(upgrade)
