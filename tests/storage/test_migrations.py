"""Schema migrations: a database built with the first schema version upgrades without
loss; failed migrations change nothing; newer databases are refused."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from storage import ChatSettings, GameResult, PlayerStats, StorageError, open_storage
from storage.migrations import MIGRATIONS, SCHEMA_VERSION, Migration
from tests.storage.helpers import (
    START,
    db_snapshot,
    lobby,
    sqlite_at,
    sync_connect,
)


@pytest.fixture
def db_path(sqlite_path: Path) -> Path:
    """These tests build old SQLite schemas: SQLite only (the PostgreSQL migrations are
    tested in tests/storage/test_postgres.py)."""
    return sqlite_path


async def _build_v1(path: Path) -> None:
    """A database as the first release wrote it: v1 schema and some rows in every table."""
    db = await sqlite_at(path, 1)
    try:
        for statement in (
            "INSERT INTO players VALUES (1, 'Ann', 1.0, 2.0), (2, 'Bob', 1.0, 2.0)",
            "INSERT INTO player_stats (user_id, variant, games, wins, losses, points_won, "
            "rating, rated_games) VALUES (1, 'long', 3, 2, 1, 4, 1520.5, 3), "
            "(2, 'long', 3, 1, 2, 2, 1479.5, 3)",
            "INSERT INTO games (game_id, chat_id, variant, opponent, status, state, history, "
            "white_id, black_id, white_name, black_name, creator_id, message_id, version, "
            f"created_at, updated_at) VALUES (7, -100, 'long', 'friend', 'active', 'S7', 'H7', "
            f"1, 2, 'Ann', 'Bob', 1, 555, 12, {START}, {START})",
            "INSERT INTO finished_games (game_id, chat_id, variant, opponent, white_id, black_id,"
            " white_name, black_name, creator_id, reason, winner, winner_id, loser_id, points, "
            "rating_change, final_state, history, created_at, finished_at) VALUES (3, -100, "
            "'long', 'friend', 1, 2, 'Ann', 'Bob', 1, 'borne_off', 'white', 1, 2, 2, 16.0, "
            f"'F3', 'H3', {START - 100}, {START - 50})",
        ):
            await db.execute(statement)
    finally:
        await db.close()


def _user_version(path: Path) -> int:
    conn = sync_connect(path)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def test_migrations_are_numbered_in_order() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert SCHEMA_VERSION == len(MIGRATIONS) >= 2


async def test_upgrade_from_v1_keeps_all_data(db_path: Path) -> None:
    await _build_v1(db_path)
    assert _user_version(db_path) == 1
    v1_rows = db_snapshot(db_path)
    async with await open_storage(db_path) as s:
        assert _user_version(db_path) == SCHEMA_VERSION
        # Every v1 row is still there, column for column (v2 appends columns at the end).
        upgraded = db_snapshot(db_path)
        for table, rows in v1_rows.items():
            assert [row[: len(rows[0])] for row in upgraded[table]] == rows, table
        assert [row[4] for row in upgraded["players"]] == [None, None]  # the new language
        game = await s.get_active_game(-100)
        assert game is not None
        assert (game.game_id, game.state, game.history, game.version) == (7, "S7", "H7", 12)
        assert (game.white_name, game.black_name, game.message_id) == ("Ann", "Bob", 555)
        assert game.created_at == datetime.fromtimestamp(START, UTC)
        old = await s.get_finished_game(3)
        assert old is not None and (old.final_state, old.points, old.winner_id) == ("F3", 2, 1)
        player = await s.get_player(1)
        assert player is not None and (player.name, player.language) == ("Ann", None)
        assert await s.player_stats(1, "long") == PlayerStats(
            user_id=1, variant="long", games=3, wins=2, losses=1, points_won=4,
            rating=1520.5, rated_games=3,
        )  # fmt: skip
        # What v2 added works on the upgraded file.
        assert (await s.upsert_player(1, "Ann", "ru")).language == "ru"
        assert await s.update_chat_settings(-100, language="en") == ChatSettings(-100, "en")
        # And the old game carries on: compare-and-set from its stored version.
        game = await s.update_game(7, 12, state="S7b", moved=True)
        done = await s.finish_game(7, 13, GameResult(reason="resigned", winner="black", points=1))
        assert done.rating_change is not None
        assert (await s.player_stats(2, "long")).wins == 2
        # Ids keep growing past the ones the old file used.
        new = await s.create_game(lobby(chat_id=-100))
        assert new.game_id > 7


async def test_reopening_an_up_to_date_database_changes_nothing(db_path: Path) -> None:
    async with await open_storage(db_path) as s:
        await s.upsert_player(1, "Ann")
    before = db_snapshot(db_path)
    async with await open_storage(db_path):
        pass
    assert db_snapshot(db_path) == before
    assert _user_version(db_path) == SCHEMA_VERSION


async def test_failed_migration_rolls_back_completely(db_path: Path) -> None:
    await _build_v1(db_path)
    before = db_snapshot(db_path)
    broken = Migration(
        len(MIGRATIONS) + 1,
        "creates a table, then fails",
        ("CREATE TABLE half_done (x INTEGER)", "INSERT INTO no_such_table VALUES (1)"),
    )
    with pytest.raises(StorageError):
        await open_storage(db_path, migrations=(*MIGRATIONS, broken))
    # Not even v2 and later (applied in the same transaction) remain.
    assert _user_version(db_path) == 1
    assert db_snapshot(db_path) == before
    conn = sync_connect(db_path)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    conn.close()
    assert "half_done" not in tables and "chat_settings" not in tables
    # The real list still upgrades the same file afterwards.
    async with await open_storage(db_path) as s:
        assert (await s.get_game(7)) is not None
    assert _user_version(db_path) == SCHEMA_VERSION


async def test_newer_database_is_refused(db_path: Path) -> None:
    async with await open_storage(db_path):
        pass
    conn = sync_connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StorageError, match="newer"):
        await open_storage(db_path)
    assert _user_version(db_path) == SCHEMA_VERSION + 1


async def test_misnumbered_migrations_are_refused(db_path: Path) -> None:
    with pytest.raises(StorageError):
        await open_storage(db_path, migrations=(MIGRATIONS[1],))
