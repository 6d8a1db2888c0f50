"""What only the PostgreSQL backend has: its migrations (numbered like SQLite's, ending in
the same tables and columns, safe when several processes start at once, refused when the
database is newer), the choice of backend by URL, and clear errors at start."""
# ruff: noqa: F401, F811  (pytest fixtures imported from tests.storage_helpers)

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from storage import StorageError, open_storage
from storage.backends import is_postgres_url, redact
from storage.migrations import MIGRATIONS, SCHEMA_VERSION, Migration
from storage.pg_migrations import PG_MIGRATIONS
from storage.postgres import PostgresStorage
from storage.sqlite import SqliteStorage
from testkit.pgserver import free_port
from tests.storage_helpers import (
    child,
    db_query,
    db_snapshot,
    friend_game,
    lobby,
    pg_url,
    sqlite_path,
)


def test_migrations_are_numbered_like_sqlite_ones() -> None:
    assert [m.version for m in PG_MIGRATIONS] == [m.version for m in MIGRATIONS]
    assert PG_MIGRATIONS[-1].version == SCHEMA_VERSION


async def test_same_tables_and_columns_as_sqlite(pg_url: str, sqlite_path: Path) -> None:
    async with await open_storage(pg_url) as pg, await open_storage(sqlite_path) as lite:
        assert isinstance(pg, PostgresStorage) and isinstance(lite, SqliteStorage)
    pg_cols = db_query(
        pg_url,
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = 'public' AND table_name != 'nardy_schema'",
    )
    tables = [r[0] for r in db_query(
        sqlite_path, "SELECT name FROM sqlite_master WHERE type = 'table' "
        "AND name NOT LIKE 'sqlite_%'")]
    lite_cols = [(t, r[1]) for t in tables for r in db_query(sqlite_path,
                                                              f"PRAGMA table_info({t})")]
    assert sorted(pg_cols) == sorted(lite_cols)
    pg_unique = {r[0] for r in db_query(
        pg_url, "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' "
        "AND indexdef LIKE 'CREATE UNIQUE INDEX%' AND indexname NOT LIKE '%_pkey'")}
    lite_unique = {r[0] for r in db_query(
        sqlite_path, "SELECT name FROM sqlite_master WHERE type = 'index' "
        "AND sql LIKE 'CREATE UNIQUE INDEX%'")}
    assert pg_unique == lite_unique
    assert db_query(pg_url, "SELECT version FROM nardy_schema") == [(SCHEMA_VERSION,)]


async def test_processes_starting_at_once_migrate_once(pg_url: str) -> None:
    script = (
        "import asyncio, sys\n"
        "from storage import open_storage\n"
        "async def main():\n"
        "    async with await open_storage(sys.argv[1]) as s:\n"
        "        print((await s.get_chat_settings(1)).chat_id, flush=True)\n"
        "asyncio.run(main())\n"
    )
    procs = [child(script, pg_url) for _ in range(4)]
    outputs = [proc.communicate(timeout=60) for proc in procs]
    assert [p.returncode for p in procs] == [0] * 4, outputs
    assert [out.strip() for out, _ in outputs] == ["1"] * 4
    # Several stores opening at once in one process, too.
    stores = await asyncio.gather(*(open_storage(pg_url) for _ in range(6)))
    for s in stores:
        await s.close()
    assert db_query(pg_url, "SELECT version FROM nardy_schema") == [(SCHEMA_VERSION,)]


async def test_reopening_changes_nothing_and_data_survives(pg_url: str) -> None:
    async with await open_storage(pg_url) as s:
        game = await s.create_game(friend_game(chat_id=3))
    before = db_snapshot(pg_url)
    async with await open_storage(pg_url) as s:
        assert await s.get_game(game.game_id) == game
    assert db_snapshot(pg_url) == before


async def test_newer_database_is_refused(pg_url: str) -> None:
    async with await open_storage(pg_url):
        pass
    db_query(pg_url, "UPDATE nardy_schema SET version = ?", SCHEMA_VERSION + 1)
    with pytest.raises(StorageError, match="newer than this code"):
        await open_storage(pg_url)


async def test_failed_migration_rolls_back_completely(pg_url: str) -> None:
    async with await open_storage(pg_url, migrations=PG_MIGRATIONS[:2]) as s:
        await s.upsert_player(9, "Ann", "ru")
    before = db_snapshot(pg_url)
    broken = Migration(3, "broken", ("CREATE TABLE half_done (x INTEGER)", "SELECT nonsense"))
    with pytest.raises(StorageError):
        await open_storage(pg_url, migrations=(*PG_MIGRATIONS[:2], broken))
    assert db_snapshot(pg_url) == before  # no half_done table, still version 2
    async with await open_storage(pg_url) as s:  # the real migrations still apply
        player = await s.get_player(9)
        assert player is not None and player.language == "ru"


async def test_unreachable_server_is_one_clear_error() -> None:
    url = f"postgresql://nardy:secret@127.0.0.1:{free_port()}/nardy"
    with pytest.raises(StorageError) as info:
        await open_storage(url)
    message = str(info.value)
    assert "cannot connect to PostgreSQL" in message and "\n" not in message
    assert "secret" not in message and "nardy:***@127.0.0.1" in message


async def test_nardy_db_selects_the_backend(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NARDY_DB", pg_url)
    async with await open_storage() as s:
        assert isinstance(s, PostgresStorage) and s.path == pg_url
    monkeypatch.setenv("NARDY_DB", str(tmp_path / "x.sqlite3"))
    async with await open_storage() as s:
        assert isinstance(s, SqliteStorage)
    assert is_postgres_url("postgres://h/db") and not is_postgres_url("data/x.sqlite3")
    assert redact("postgresql://u:p@h:5432/d") == "postgresql://u:***@h:5432/d"
    assert redact("postgresql://u@h/d") == "postgresql://u@h/d"


def test_ci_runs_the_postgresql_cases() -> None:
    """`.ci/run` starts a throw-away server, stops it by a trap, names it to the tests
    and sets CI (so missing PostgreSQL fails instead of skipping)."""
    ci = (Path(__file__).resolve().parent.parent / ".ci" / "run").read_text(encoding="utf-8")
    for needed in ("initdb", "pg_ctl", "trap stop_pg EXIT", "export NARDY_TEST_PG=",
                   'export CI="${CI:-1}"', "postgresql"):
        assert needed in ci, needed
