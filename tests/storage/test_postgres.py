"""What only the PostgreSQL backend has: its migrations (numbered like SQLite's, ending in
the same tables and columns, safe when several processes start at once, refused when the
database is newer), the choice of backend by URL, and clear errors at start."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from storage import GameResult, StorageError, open_storage
from storage.migrations import MIGRATIONS, SCHEMA_VERSION, Migration
from storage.postgres import PostgresStorage
from storage.sqlite import SqliteStorage
from storage.urls import is_postgres_url, redact
from testkit.pgserver import PgServer, find_bin_dir, free_port
from tests.storage.helpers import (
    REPO_ROOT,
    child,
    db_query,
    db_snapshot,
    friend_game,
)

needs_binaries = pytest.mark.skipif(find_bin_dir() is None,
                                    reason="starts a server of its own: needs initdb/pg_ctl")


def test_every_migration_step_has_statements_for_both_databases() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))
    for step in MIGRATIONS:
        assert step.sql("postgres") and step.sql("sqlite"), step.description


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


@pytest.mark.slow
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
    async with await open_storage(pg_url, migrations=MIGRATIONS[:2]) as s:
        await s.upsert_player(9, "Ann", "ru")
    before = db_snapshot(pg_url)
    broken = Migration(3, "broken", ("CREATE TABLE half_done (x INTEGER)", "SELECT nonsense"))
    with pytest.raises(StorageError):
        await open_storage(pg_url, migrations=(*MIGRATIONS[:2], broken))
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
    ci = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text(encoding="utf-8")
    for needed in ("initdb", "pg_ctl", "trap stop_pg EXIT", "export NARDY_TEST_PG=",
                   'export CI="${CI:-1}"', "postgresql"):
        assert needed in ci, needed


async def test_lost_connections_are_retried(pg_url: str, pg_admin_url: str) -> None:
    """Every connection of the pool is killed by the server between two calls: the next
    calls still succeed (on new connections), reads, updates and transactions alike."""
    async with await open_storage(pg_url) as s:
        game = await s.create_game(friend_game(chat_id=1))
        for _ in range(3):
            killed = db_query(
                pg_admin_url,
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = ? AND pid <> pg_backend_pid()",
                pg_url.rsplit("/", 1)[1],
            )
            assert killed and all(row[0] for row in killed)
            game = await s.update_game(game.game_id, game.version, state="after", moved=True)
        assert (await s.get_game(game.game_id)) == game
        done = await s.finish_game(game.game_id, game.version,
                                   GameResult(reason="borne_off", winner="white", points=1))
        assert done.winner_id == 1


@needs_binaries
@pytest.mark.slow
async def test_a_server_down_then_back_is_an_error_then_works() -> None:
    """While the server is down a call fails with `StorageError` (after its retries), not
    with a driver error; once the server is back, the same store works again."""
    server = PgServer().start()  # its own folder, readable by the postgres user
    try:
        async with await open_storage(server.url) as s:
            game = await s.create_game(friend_game(chat_id=1))
            server.halt()
            with pytest.raises(StorageError) as info:
                await s.update_game(game.game_id, 1, state="lost")
            assert "\n" not in str(info.value)
            server.start()
            stored = await s.update_game(game.game_id, 1, state="kept")
            assert stored.version == 2 and stored.state == "kept"
    finally:
        server.stop()


async def test_the_bot_refuses_to_start_on_an_unreachable_server() -> None:
    from bot import Settings, run_bot
    from bot.startup import StartupError

    url = f"postgresql://nardy:secret@127.0.0.1:{free_port()}/nardy"
    with pytest.raises(StartupError, match="NARDY_DB") as failed:
        await run_bot(Settings(token="42:abc", db_path=url, api_url="http://127.0.0.1:9"))
    message = str(failed.value)
    assert "\n" not in message and "secret" not in message
    assert "cannot connect to PostgreSQL" in message


@pytest.mark.slow
def test_nardy_bot_exits_2_with_one_line_on_an_unreachable_server() -> None:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("NARDY_", "WEBHOOK_", "BOT_", "TELEGRAM_", "LOG_"))}
    env.update(BOT_TOKEN="42:abc", TELEGRAM_API_URL="http://127.0.0.1:9",
               NARDY_DB=f"postgresql://nardy:secret@127.0.0.1:{free_port()}/nardy")
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "cannot connect to PostgreSQL" in lines[0], done.stderr
    assert "secret" not in done.stderr
