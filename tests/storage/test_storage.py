"""Storage behaviour on both backends (a SQLite file, a PostgreSQL database): games, compare-and-set, history, stats,
ratings, leaderboards, chat settings, atomicity of finishing a game."""

from __future__ import annotations

import asyncio
import inspect
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from storage import (
    DEFAULT_DB_PATH,
    ELO_K,
    INITIAL_RATING,
    ActiveGameExists,
    ChatSettings,
    GameNotFound,
    GameResult,
    PlayerStats,
    SqliteStorage,
    StaleVersion,
    Storage,
    StorageError,
    open_storage,
)
from storage.migrations import SCHEMA_VERSION
from storage.postgres import PostgresStorage
from storage.rows import elo_change
from tests.storage.helpers import (
    START,
    FakeClock,
    ai_game,
    assert_no_open_transaction,
    db_query,
    db_snapshot,
    friend_game,
    is_pg,
    lobby,
    sync_connect,
)

T0 = datetime.fromtimestamp(START, UTC)
WIN_WHITE = GameResult(reason="borne_off", winner="white", points=1)


# ------------------------------------------------------------------ opening


async def test_open_creates_parent_dir_and_configures_sqlite(sqlite_path: Path) -> None:
    db_path = sqlite_path
    assert not db_path.parent.exists()
    async with await open_storage(db_path) as s:
        assert isinstance(s, Storage) and isinstance(s, SqliteStorage)
        assert s.path == str(db_path)
        pragmas = {}
        for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout"):
            rows = await s.read_all(f"PRAGMA {name}")
            pragmas[name] = next(iter(rows))[0]
        assert pragmas == {
            "journal_mode": "wal",
            "synchronous": 1,  # NORMAL
            "foreign_keys": 1,
            "busy_timeout": 10_000,
        }
    assert db_path.exists()
    conn = sync_connect(db_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


async def test_path_comes_from_env_then_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NARDY_DB", str(tmp_path / "env" / "x.db"))
    async with await open_storage() as s:
        assert s.path == str(tmp_path / "env" / "x.db")
    assert (tmp_path / "env" / "x.db").exists()
    monkeypatch.delenv("NARDY_DB")
    async with await open_storage() as s:
        assert s.path == DEFAULT_DB_PATH
    assert (tmp_path / "data" / "nardy.sqlite3").exists()


async def test_in_memory_store_works() -> None:
    async with await open_storage(":memory:") as s:
        game = await s.create_game(friend_game())
        assert await s.get_game(game.game_id) == game


async def test_closed_storage_refuses_calls(db_path: Path) -> None:
    s = await open_storage(db_path)
    await s.close()
    await s.close()  # idempotent
    with pytest.raises(StorageError):
        await s.get_game(1)


async def test_not_a_database_is_a_storage_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not an sqlite file" * 100)
    with pytest.raises(StorageError):
        await open_storage(bad)


# ------------------------------------------------------------------ games


async def test_create_and_load_round_trip(store: SqliteStorage, clock: FakeClock) -> None:
    expires = T0 + timedelta(hours=1)
    new = lobby(chat_id=-1001, creator=7, message_id=55, history="h0", expires_at=expires)
    created = await store.create_game(new)
    assert created.version == 1
    assert (created.chat_id, created.variant, created.opponent) == (-1001, "short", "friend")
    assert (created.status, created.state, created.history) == ("lobby", new.state, "h0")
    assert (created.white_id, created.black_id, created.creator_id) == (7, None, 7)
    assert (created.white_name, created.black_name) == ("user7", None)
    assert (created.message_id, created.ai_level) == (55, None)
    assert created.created_at == created.updated_at == T0
    assert created.last_move_at is None
    assert created.expires_at == expires
    assert await store.get_game(created.game_id) == created
    assert await store.get_active_game(-1001) == created
    assert await store.get_active_game(-1002) is None
    assert await store.get_game(created.game_id + 1) is None
    assert created.seat_of(7) == "white" and created.seat_of(8) is None


async def test_data_survives_reopening(db_path: Path) -> None:
    async with await open_storage(db_path) as s:
        game = await s.create_game(friend_game())
        game = await s.update_game(game.game_id, 1, state="after move", moved=True)
    async with await open_storage(db_path) as s:
        assert await s.get_game(game.game_id) == game


async def test_one_unfinished_game_per_chat(store: SqliteStorage) -> None:
    first = await store.create_game(lobby(chat_id=5))
    with pytest.raises(ActiveGameExists) as info:
        await store.create_game(friend_game(chat_id=5))
    assert info.value.chat_id == 5 and info.value.game_id == first.game_id
    other = await store.create_game(lobby(chat_id=6))  # another chat is fine
    await store.finish_game(first.game_id, 1, GameResult.cancelled())
    again = await store.create_game(lobby(chat_id=5))
    assert again.game_id > other.game_id > first.game_id  # ids never reused


def test_unique_index_is_enforced_by_the_database(db_path: Path) -> None:
    async def setup() -> None:
        async with await open_storage(db_path) as s:
            await s.create_game(lobby(chat_id=5))

    asyncio.run(setup())
    now = "now()" if is_pg(db_path) else "0"
    with pytest.raises(Exception, match="(?i)unique|duplicate"):
        db_query(
            db_path,
            "INSERT INTO games (chat_id, variant, opponent, status, state, creator_id, "
            f"created_at, updated_at) VALUES (5, 'long', 'ai', 'active', 's', 1, {now}, {now})",
        )


async def test_update_applies_fields_and_bumps_version(
    store: SqliteStorage, clock: FakeClock
) -> None:
    game = await store.create_game(lobby(message_id=10))
    clock.advance(5)
    joined = await store.update_game(
        game.game_id, 1, status="active", black_id=2, black_name="Bob", message_id=None
    )
    assert joined.version == 2
    assert (joined.status, joined.black_id, joined.black_name) == ("active", 2, "Bob")
    assert joined.message_id is None  # None is a value, not "unchanged"
    assert joined.state == game.state and joined.white_id == 1  # omitted fields kept
    assert joined.updated_at == T0 + timedelta(seconds=5)
    assert joined.created_at == T0 and joined.last_move_at is None
    clock.advance(5)
    deadline = T0 + timedelta(days=1)
    moved = await store.update_game(
        game.game_id, 2, state="s2", history="m1", expires_at=deadline, moved=True
    )
    assert (moved.version, moved.state, moved.history) == (3, "s2", "m1")
    assert moved.last_move_at == moved.updated_at == T0 + timedelta(seconds=10)
    assert moved.expires_at == deadline
    bumped = await store.update_game(game.game_id, 3)
    assert bumped.version == 4 and bumped.state == "s2"
    assert await store.get_game(game.game_id) == bumped


async def test_stale_version_is_refused_and_changes_nothing(store: SqliteStorage) -> None:
    game = await store.create_game(friend_game())
    current = await store.update_game(game.game_id, 1, state="v2")
    for stale in (1, 0, 3, 99):
        with pytest.raises(StaleVersion) as info:
            await store.update_game(game.game_id, stale, state="lost update")
        assert info.value.current_version == 2 and info.value.expected_version == stale
        with pytest.raises(StaleVersion):
            await store.finish_game(game.game_id, stale, WIN_WHITE)
    assert await store.get_game(game.game_id) == current


async def test_unknown_and_finished_games_are_not_found(store: SqliteStorage) -> None:
    with pytest.raises(GameNotFound) as info:
        await store.update_game(12345, 1, state="x")
    assert not info.value.finished
    game = await store.create_game(friend_game())
    await store.finish_game(game.game_id, 1, WIN_WHITE)
    with pytest.raises(GameNotFound) as info:
        await store.update_game(game.game_id, 1, state="x")
    assert info.value.finished
    with pytest.raises(GameNotFound):
        await store.finish_game(game.game_id, 1, WIN_WHITE)


async def test_invalid_values_are_rejected(store: SqliteStorage) -> None:
    with pytest.raises(ValueError):
        await store.create_game(lobby(variant="medium"))  # type: ignore[arg-type]
    game = await store.create_game(lobby())
    with pytest.raises(ValueError):
        await store.update_game(game.game_id, 1, status="finished")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await store.update_game(game.game_id, 1, expires_at=datetime(2030, 1, 1))
    assert (await store.get_game(game.game_id)) == game
    with pytest.raises(ValueError):
        GameResult(reason="resigned")  # no winner
    with pytest.raises(ValueError):
        GameResult(reason="cancelled", winner="white", points=1)
    with pytest.raises(ValueError):
        GameResult(reason="borne_off", winner="white", points=1, backgammon=True)


async def test_listing_queries(store: SqliteStorage, clock: FakeClock) -> None:
    old_lobby = await store.create_game(lobby(chat_id=1))
    clock.advance(100)
    active = await store.create_game(friend_game(chat_id=2, expires_at=T0 + timedelta(seconds=150)))
    ai = await store.create_game(ai_game(chat_id=3))
    new_lobby = await store.create_game(lobby(chat_id=4, expires_at=T0 + timedelta(seconds=500)))
    assert [g.game_id for g in await store.list_active_games()] == [active.game_id, ai.game_id]
    cutoff = T0 + timedelta(seconds=50)
    assert [g.game_id for g in await store.expired_lobbies(cutoff)] == [old_lobby.game_id]
    assert await store.expired_lobbies(T0) == []  # strictly older than the cut-off
    later = T0 + timedelta(seconds=101)
    assert {g.game_id for g in await store.expired_lobbies(later)} == {
        old_lobby.game_id,
        new_lobby.game_id,
    }
    assert await store.overdue_games(T0 + timedelta(seconds=149)) == []
    overdue = await store.overdue_games(T0 + timedelta(seconds=150))
    assert [g.game_id for g in overdue] == [active.game_id]
    all_overdue = await store.overdue_games(T0 + timedelta(days=1))
    assert [g.game_id for g in all_overdue] == [active.game_id, new_lobby.game_id]


# ------------------------------------------------------------------ finishing


async def test_finish_moves_game_to_history_and_updates_stats(
    store: SqliteStorage, clock: FakeClock
) -> None:
    game = await store.create_game(friend_game(chat_id=9, white=1, black=2, history="h"))
    game = await store.update_game(game.game_id, 1, state="mid", moved=True)
    clock.advance(60)
    result = GameResult(
        reason="borne_off", winner="black", points=3, gammon=True, backgammon=True,
        final_state="final",
    )  # fmt: skip
    done = await store.finish_game(game.game_id, 2, result)
    assert await store.get_game(game.game_id) is None
    assert await store.get_active_game(9) is None
    assert await store.get_finished_game(game.game_id) == done
    assert (done.winner, done.winner_id, done.loser_id) == ("black", 2, 1)
    assert (done.points, done.gammon, done.backgammon) == (3, True, True)
    assert (done.final_state, done.history, done.reason) == ("final", "h", "borne_off")
    assert done.rating_change == pytest.approx(ELO_K / 2)
    assert done.created_at == T0 and done.finished_at == T0 + timedelta(seconds=60)
    assert await store.player_stats(2, "short") == PlayerStats(
        user_id=2, variant="short", games=1, wins=1, points_won=3, gammons_won=1,
        backgammons_won=1, rating=INITIAL_RATING + ELO_K / 2, rated_games=1,
    )  # fmt: skip
    assert await store.player_stats(1, "short") == PlayerStats(
        user_id=1, variant="short", games=1, losses=1, points_lost=3,
        rating=INITIAL_RATING - ELO_K / 2, rated_games=1,
    )  # fmt: skip
    assert await store.player_stats(1, "long") == PlayerStats(user_id=1, variant="long")
    # Players were created from the names stored in the game.
    player = await store.get_player(2)
    assert player is not None and player.name == "user2"


async def test_final_state_and_history_default_to_stored_values(store: SqliteStorage) -> None:
    game = await store.create_game(friend_game(history="e2e4"))
    done = await store.finish_game(game.game_id, 1, WIN_WHITE)
    assert (done.final_state, done.history) == (game.state, "e2e4")


async def test_ai_games_count_but_are_not_rated(store: SqliteStorage, db_path: Path) -> None:
    for chat, winner in ((1, "white"), (2, "black"), (3, "white")):
        game = await store.create_game(ai_game(chat_id=chat, human=7, variant="long"))
        await store.finish_game(
            game.game_id, 1, GameResult(reason="resigned", winner=winner, points=2, gammon=True)
        )
    stats = await store.player_stats(7, "long")
    assert (stats.games, stats.wins, stats.losses) == (3, 2, 1)
    assert (stats.vs_ai_games, stats.vs_ai_wins) == (3, 2)
    assert (stats.points_won, stats.points_lost, stats.gammons_won) == (4, 2, 2)
    assert (stats.rating, stats.rated_games) == (INITIAL_RATING, 0)
    finished = await store.list_finished_games(user_id=7)
    assert all(f.rating_change is None for f in finished)
    assert {f.winner_id for f in finished} == {7, None}
    assert db_query(db_path, "SELECT user_id FROM players") == [(7,)]  # no AI player


async def test_cancelled_and_self_play_games_change_no_stats(
    store: SqliteStorage, db_path: Path
) -> None:
    await store.upsert_player(1, "Ann")
    game = await store.create_game(friend_game(chat_id=1, white=1, black=2))
    before = db_snapshot(db_path)
    done = await store.finish_game(game.game_id, 1, GameResult.cancelled())
    assert (done.winner, done.winner_id, done.loser_id, done.points) == (None, None, None, 0)
    after = db_snapshot(db_path)
    assert after["player_stats"] == before["player_stats"] == []
    assert after["players"] == before["players"]
    assert len(after["finished_games"]) == 1
    solo = await store.create_game(friend_game(chat_id=2, white=1, black=1))
    done = await store.finish_game(solo.game_id, 1, WIN_WHITE)
    assert done.rating_change is None
    assert await store.player_stats(1, "short") == PlayerStats(user_id=1, variant="short")
    assert await store.chat_leaderboard(2, "short") == []


def test_elo_change() -> None:
    assert elo_change(1500, 1500) == pytest.approx(ELO_K / 2)
    assert 0 < elo_change(1800, 1400) < ELO_K / 2 < elo_change(1400, 1800) < ELO_K
    assert elo_change(1800, 1400) + elo_change(1400, 1800) == pytest.approx(ELO_K)


async def test_ratings_are_zero_sum_and_not_points_weighted(store: SqliteStorage) -> None:
    results = [("white", 1), ("white", 3), ("black", 2), ("white", 1)]
    for winner, points in results:
        game = await store.create_game(friend_game(chat_id=1, white=1, black=2))
        done = await store.finish_game(
            game.game_id, 1, GameResult(reason="borne_off", winner=winner, points=points)
        )
        assert done.rating_change is not None and 0 < done.rating_change < ELO_K
    a, b = await store.player_stats(1, "short"), await store.player_stats(2, "short")
    assert a.rating + b.rating == pytest.approx(2 * INITIAL_RATING)
    assert a.rating > INITIAL_RATING > b.rating
    assert (a.wins, a.losses, a.rated_games, a.points_won) == (3, 1, 4, 5)
    # A 3-point win moves the rating exactly like a 1-point win from equal ratings.
    g1 = await store.create_game(friend_game(chat_id=2, white=3, black=4))
    g2 = await store.create_game(friend_game(chat_id=3, white=5, black=6))
    one = await store.finish_game(g1.game_id, 1, WIN_WHITE)
    three = await store.finish_game(
        g2.game_id, 1, GameResult(reason="borne_off", winner="white", points=3)
    )
    assert one.rating_change == three.rating_change


_PG_FAILURE_FUNCTION = """
CREATE FUNCTION inject_failure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.losses > OLD.losses THEN RAISE EXCEPTION 'injected'; END IF;
    RETURN NEW;
END $$
"""


async def test_failure_inside_finish_changes_nothing(store: SqliteStorage, db_path: Path) -> None:
    """A database error after the game row was deleted and the winner's stats were
    written (the loser's stats update aborts) must roll everything back."""
    for chat in (1, 2):  # give both players existing stats
        game = await store.create_game(friend_game(chat_id=chat, white=1, black=2))
        await store.finish_game(game.game_id, 1, WIN_WHITE)
    game = await store.create_game(friend_game(chat_id=3, white=1, black=2))
    game = await store.update_game(game.game_id, 1, state="final position")
    if is_pg(db_path):
        db_query(db_path, _PG_FAILURE_FUNCTION)
        db_query(db_path, "CREATE TRIGGER inject_failure BEFORE UPDATE ON player_stats "
                          "FOR EACH ROW EXECUTE FUNCTION inject_failure()")
    else:
        db_query(
            db_path,
            "CREATE TRIGGER inject_failure BEFORE UPDATE ON player_stats "
            "WHEN NEW.losses > OLD.losses BEGIN SELECT RAISE(ABORT, 'injected'); END",
        )
    before = db_snapshot(db_path)
    with pytest.raises(StorageError, match="injected"):
        await store.finish_game(game.game_id, 2, WIN_WHITE)
    assert db_snapshot(db_path) == before
    assert await store.get_game(game.game_id) == game
    # The storage is still usable and the same finish succeeds once the fault is gone.
    db_query(db_path, "DROP TRIGGER inject_failure" + (" ON player_stats" if is_pg(db_path) else ""))
    done = await store.finish_game(game.game_id, 2, WIN_WHITE)
    assert (await store.player_stats(2, "short")).losses == 3
    assert done.winner_id == 1


async def test_python_error_inside_finish_rolls_back(
    store: SqliteStorage, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await store.create_game(friend_game(chat_id=3, white=1, black=2))
    before = db_snapshot(db_path)
    original = type(store)._record_stats

    async def record_then_fail(self: SqliteStorage, *args: object) -> float | None:
        await original(self, *args)  # type: ignore[arg-type]
        raise RuntimeError("crash after the stats were written")

    monkeypatch.setattr(type(store), "_record_stats", record_then_fail)
    with pytest.raises(RuntimeError):
        await store.finish_game(game.game_id, 1, WIN_WHITE)
    assert db_snapshot(db_path) == before
    monkeypatch.undo()
    await store.finish_game(game.game_id, 1, WIN_WHITE)
    assert (await store.player_stats(1, "short")).wins == 1


async def test_cancelled_caller_leaves_no_open_transaction(store: SqliteStorage) -> None:
    games = [await store.create_game(friend_game(chat_id=c)) for c in range(10)]
    tasks = [asyncio.ensure_future(store.finish_game(g.game_id, 1, WIN_WHITE)) for g in games]
    await asyncio.sleep(0)  # the first caller is now inside its transaction
    for task in tasks:
        task.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    assert all(isinstance(r, asyncio.CancelledError) for r in results)
    await assert_no_open_transaction(store)  # (PostgreSQL: once the shielded ones ended)
    # Each game was finished completely or not at all; a transaction whose caller was
    # cancelled still ran to its end, and the connection is not stuck in a transaction.
    finished = {f.game_id for f in await store.list_finished_games(limit=100)}
    active = {g.game_id for g in await store.list_active_games()}
    assert finished and finished.isdisjoint(active)
    assert finished | active == {g.game_id for g in games}
    assert (await store.player_stats(1, "short")).wins == len(finished)
    for game_id in active:
        await store.finish_game(game_id, 1, WIN_WHITE)
    assert (await store.player_stats(1, "short")).wins == 10


# ------------------------------------------------------------------ players, stats


async def test_upsert_player_keeps_or_sets_language(store: SqliteStorage, clock: FakeClock) -> None:
    assert await store.get_player(1) is None
    p = await store.upsert_player(1, "Ann")
    assert (p.name, p.language, p.created_at) == ("Ann", None, T0)
    clock.advance(1)
    p = await store.upsert_player(1, "Ann B", "ru")
    assert (p.name, p.language) == ("Ann B", "ru")
    p = await store.upsert_player(1, "Ann C")
    assert (p.name, p.language, p.created_at) == ("Ann C", "ru", T0)
    assert p.updated_at == T0 + timedelta(seconds=1)
    p = await store.upsert_player(1, "Ann C", None)
    assert p.language is None
    assert await store.get_player(1) == p


async def test_chat_leaderboard(store: SqliteStorage) -> None:
    async def play(chat: int, white: int, black: int, winner: str, points: int = 1, **kw: object):
        game = await store.create_game(friend_game(chat_id=chat, white=white, black=black, **kw))
        await store.finish_game(
            game.game_id, 1, GameResult(reason="borne_off", winner=winner, points=points)
        )

    await play(1, 1, 2, "white")
    await play(1, 1, 3, "white")
    await play(1, 2, 3, "white", points=2)
    await play(1, 3, 2, "white")  # 3 beats 2
    await play(2, 4, 3, "white")  # another chat: 4 never played in chat 1
    await play(2, 4, 3, "white")
    await play(2, 4, 3, "white")
    await play(1, 5, 6, "black", variant="long")  # another variant
    game = await store.create_game(ai_game(chat_id=1, human=6))  # AI game counts in the chat
    await store.finish_game(game.game_id, 1, WIN_WHITE)
    cancelled = await store.create_game(friend_game(chat_id=1, white=9, black=8))
    await store.finish_game(cancelled.game_id, 1, GameResult.cancelled())

    board = await store.chat_leaderboard(1, "short")
    assert [e.user_id for e in board] == [1, 6, 2, 3]
    by_id = {e.user_id: e for e in board}
    assert (by_id[1].games, by_id[1].wins, by_id[1].losses, by_id[1].points_won) == (2, 2, 0, 2)
    assert (by_id[2].games, by_id[2].wins, by_id[2].losses, by_id[2].points_won) == (3, 1, 2, 2)
    assert (by_id[3].games, by_id[3].wins) == (3, 1)  # his chat-2 losses are not counted
    assert by_id[3].rated_games == 6 and by_id[3].name == "user3"
    assert by_id[6].rating == INITIAL_RATING and by_id[6].rated_games == 0
    for entry in board:
        assert entry.rating == (await store.player_stats(entry.user_id, "short")).rating
    by_wins = await store.chat_leaderboard(1, "short", order="wins")
    # 2, 3 and 6 have one win each: 2 has more points; 6 (1500) outranks 3 (below 1500).
    assert [e.user_id for e in by_wins] == [1, 2, 6, 3]
    assert [e.user_id for e in await store.chat_leaderboard(1, "short", limit=2)] == [1, 6]
    assert [e.user_id for e in await store.chat_leaderboard(1, "long")] == [6, 5]
    assert await store.chat_leaderboard(3, "short") == []


async def test_list_finished_games(store: SqliteStorage, clock: FakeClock) -> None:
    ids = []
    for chat, white, black in ((1, 1, 2), (1, 2, 3), (2, 1, 3), (2, 4, 5)):
        clock.advance(10)
        game = await store.create_game(friend_game(chat_id=chat, white=white, black=black))
        ids.append((await store.finish_game(game.game_id, 1, WIN_WHITE)).game_id)
    assert [f.game_id for f in await store.list_finished_games()] == ids[::-1]
    assert [f.game_id for f in await store.list_finished_games(chat_id=1)] == ids[1::-1]
    assert [f.game_id for f in await store.list_finished_games(user_id=1)] == [ids[2], ids[0]]
    assert [f.game_id for f in await store.list_finished_games(chat_id=2, user_id=3)] == [ids[2]]
    assert [f.game_id for f in await store.list_finished_games(limit=1)] == [ids[3]]


# ------------------------------------------------------------------ chat settings


async def test_chat_settings(store: SqliteStorage) -> None:
    assert await store.get_chat_settings(1) == ChatSettings(chat_id=1)
    s = await store.update_chat_settings(1, language="ru", default_variant="long")
    assert s == ChatSettings(chat_id=1, language="ru", default_variant="long")
    s = await store.update_chat_settings(1, inactivity_timeout_s=3600, default_ai_level="hard")
    assert s == ChatSettings(1, "ru", "long", "hard", 3600, None)
    s = await store.update_chat_settings(1, language=None, lobby_timeout_s=600)
    assert s == ChatSettings(1, None, "long", "hard", 3600, 600)
    assert await store.get_chat_settings(1) == s
    assert await store.get_chat_settings(2) == ChatSettings(chat_id=2)
    assert await store.update_chat_settings(2) == ChatSettings(chat_id=2)
    with pytest.raises(ValueError):
        await store.update_chat_settings(1, default_variant="medium")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await store.update_chat_settings(1, inactivity_timeout_s=0)
    assert await store.get_chat_settings(1) == s


@pytest.mark.parametrize("backend", [SqliteStorage, PostgresStorage])
def test_each_backend_implements_the_protocol_exactly(backend: type) -> None:
    """Same method names, parameters, defaults and annotations as `Storage`."""
    names = [n for n in vars(Storage) if not n.startswith("_") and callable(vars(Storage)[n])]
    assert {"create_game", "update_game", "finish_game", "create_match", "close"} <= set(names)
    for name in names:
        expected = inspect.signature(getattr(Storage, name))
        actual = inspect.signature(getattr(backend, name))
        assert actual == expected, name
        assert inspect.iscoroutinefunction(getattr(backend, name)), name
