"""Storage of games played in inline messages (migration v6): every existing row is kept
(SQLite), a game is found by its inline message, and one player may have several inline
games (both backends)."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import ActiveGameExists, GameResult, SqliteStorage, StorageError, open_storage
from storage.migrations import MIGRATIONS, SCHEMA_VERSION
from tests.storage.helpers import (
    START,
    db_snapshot,
    friend_game,
    sqlite_at,
)

INLINE = next(m for m in MIGRATIONS if "inline" in m.description)


async def _build_before(path: Path) -> None:
    """A database just before the inline migration, with a game in play."""
    db = await sqlite_at(path, INLINE.version - 1)
    try:
        await db.execute(
            "INSERT INTO games (game_id, chat_id, variant, opponent, status, state, history, "
            "white_id, black_id, white_name, black_name, creator_id, message_id, version, "
            f"created_at, updated_at) VALUES (7, -100, 'long', 'friend', 'active', 'S7', 'H7', "
            f"1, 2, 'Ann', 'Bob', 1, 555, 12, {START}, {START})")
    finally:
        await db.close()


async def test_inline_migration_keeps_rows(sqlite_path: Path) -> None:
    await _build_before(sqlite_path)
    before = db_snapshot(sqlite_path)["games"]
    store = await open_storage(sqlite_path)
    try:
        old = await store.get_game(7)
        assert old is not None and old.inline_message_id is None
        assert (old.state, old.version, old.message_id) == ("S7", 12, 555)
        assert len(before) == 1
        assert INLINE.version <= SCHEMA_VERSION
    finally:
        await store.close()


async def test_several_inline_games_one_per_message(store: SqliteStorage) -> None:
    # two inline games of the same players at once, each keyed by its message
    a = await store.create_game(friend_game(chat_id=2**62 + 1, inline_message_id="IM-a"))
    b = await store.create_game(friend_game(chat_id=2**62 + 2, inline_message_id="IM-b"))
    assert (a.inline_message_id, b.inline_message_id) == ("IM-a", "IM-b")
    assert (await store.get_active_game(2**62 + 1)) == a
    # the same inline message cannot hold two unfinished games
    with pytest.raises((ActiveGameExists, StorageError)):
        await store.create_game(friend_game(chat_id=2**62 + 3, inline_message_id="IM-a"))
    moved = await store.update_game(a.game_id, a.version, state="S2")
    assert moved.inline_message_id == "IM-a"
    fin = await store.finish_game(b.game_id, b.version, GameResult.cancelled())
    assert fin.chat_id == 2**62 + 2
