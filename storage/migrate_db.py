"""One-shot copy of a SQLite database into PostgreSQL (``nardy-bot migrate-db FROM TO``).

`copy_sqlite_to_postgres` brings both databases to the current schema (the usual
migrations), refuses a target that holds any row, then copies every table, every row, in
ONE PostgreSQL transaction (all or nothing), keeping every id: game and match ids go on
past the largest id the SQLite file ever handed out (its ``sqlite_sequence``), so ids are
never reused. Values are converted by the target column's type: Unix seconds become
``TIMESTAMPTZ``, 0/1 become ``BOOLEAN``. Stop the bot before copying: the copy is of the
file as it is when it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from storage.sqlite import SqliteStorage, open_sqlite
from storage.urls import is_postgres_url, redact
from storage.values import StorageError

#: Tables in an order that satisfies the foreign keys (players before their stats).
TABLES: Final = (
    "players",
    "player_stats",
    "player_match_stats",
    "chat_settings",
    "games",
    "finished_games",
    "matches",
    "game_analyses",
    "hint_consents",
    "tournaments",
    "tournament_entrants",
    "tournament_rounds",
    "tournament_pairings",
)
#: Identity columns whose sequence must go on past the copied ids, with the tables whose
#: ids come from it (a finished game keeps the id it had as an unfinished one).
_SEQUENCES: Final = (("games", "game_id", ("games", "finished_games")),
                     ("matches", "match_id", ("matches",)),
                     ("tournaments", "tournament_id", ("tournaments",)))


def _converter(pg_type: str) -> Callable[[Any], Any]:
    if pg_type == "timestamp with time zone":
        return lambda v: None if v is None else datetime.fromtimestamp(float(v), UTC)
    if pg_type == "boolean":
        return lambda v: None if v is None else bool(v)
    return lambda v: v


async def copy_sqlite_to_postgres(src: str, dst: str) -> dict[str, int]:
    """Copy the SQLite file ``src`` into the empty PostgreSQL database of URL ``dst``;
    return the number of rows copied per table (in `TABLES` order). Raises `StorageError`
    with a one-line reason: ``src`` missing or not a SQLite database, ``dst`` not a
    ``postgresql://`` URL, unreachable, or not empty (nothing is written then)."""
    from storage.postgres import open_postgres  # the driver only when asked for

    if is_postgres_url(src) or not Path(src).is_file():
        raise StorageError(f"FROM must be an existing SQLite file, not {redact(src)}")
    if not is_postgres_url(dst):
        raise StorageError(f"TO must be a postgresql:// URL, not {dst}")
    lite = await open_sqlite(src)
    try:
        pg = await open_postgres(dst)
        try:
            async with pg.pool.acquire() as con, con.transaction():
                return await _copy(lite, con)
        except StorageError:
            raise
        except Exception as exc:  # asyncpg's errors: one line, nothing written
            raise StorageError(f"the copy failed, nothing was written: {exc}") from exc
        finally:
            await pg.close()
    finally:
        await lite.close()


async def _copy(lite: SqliteStorage, con: Any) -> dict[str, int]:
    """Copy every table inside the open transaction of asyncpg connection ``con``."""
    for table in TABLES:
        # Lock the target tables: a bot started by mistake meanwhile waits for the copy.
        await con.execute(f"LOCK TABLE {table} IN ACCESS EXCLUSIVE MODE")
        if await con.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
            raise StorageError(
                f"the target database is not empty (table {table} has rows): "
                "migrate-db copies only into an empty database"
            )
    counts: dict[str, int] = {}
    for table in TABLES:
        columns = await con.fetch(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = $1 "
            "ORDER BY ordinal_position",
            table,
        )
        names = [c[0] for c in columns]
        convert = [_converter(c[1]) for c in columns]
        rows = await lite.read_all(f"SELECT {', '.join(names)} FROM {table}")
        records = [tuple(f(v) for f, v in zip(convert, row)) for row in rows]
        if records:
            await con.copy_records_to_table(table, records=records, columns=names)
        counts[table] = len(records)
    seqs = {str(r[0]): int(r[1]) for r in await lite.read_all("SELECT name, seq FROM sqlite_sequence")}
    for table, column, sources in _SEQUENCES:
        top = max([int(seqs.get(table, 0))] + [
            int((await con.fetchval(f"SELECT COALESCE(MAX({column}), 0) FROM {t}")) or 0)
            for t in sources
        ])
        if top > 0:
            await con.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), $1)", top
            )
    return counts
