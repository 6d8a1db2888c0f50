"""Matches in storage on both backends (the v3 migration on SQLite files): the migration
keeps every row, matches with
compare-and-set, match statistics apart from game statistics, games filed under their match
and the records of finished games and matches read back."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path

import pytest

from engine import Game, Match, RandomDice
from engine.records import mat_text, match_record, replay_record
from storage import GameResult, SqliteStorage, StaleVersion, StorageError, open_storage
from storage.match_api import (
    ActiveMatchExists,
    MatchNotFound,
    MatchResult,
    NewMatch,
    PlayerMatchStats,
)
from storage.migrations import SCHEMA_VERSION
from tests.engine.helpers import play_random
from tests.storage.helpers import (
    START,
    FakeClock,
    db_snapshot,
    friend_game,
    sqlite_at,
)


def new_match(chat_id: int = -100, state: str = "{}", **fields: object) -> NewMatch:
    base = dict(chat_id=chat_id, variant="short", opponent="friend", creator_id=1, target=5,
                cube=True, state=state, player0_id=1, player1_id=2, player0_name="Ann",
                player1_name="Bob")
    base.update(fields)
    return NewMatch(**base)  # type: ignore[arg-type]


async def _build_v2(path: Path) -> None:
    """A database as the second schema wrote it, with rows in every table."""
    db = await sqlite_at(path, 2)
    try:
        for statement in (
            "INSERT INTO players VALUES (1, 'Ann', 1.0, 2.0, 'ru'), (2, 'Bob', 1.0, 2.0, NULL)",
            "INSERT INTO player_stats (user_id, variant, games, wins, losses, points_won, "
            "rating, rated_games) VALUES (1, 'short', 3, 2, 1, 4, 1520.5, 3), "
            "(2, 'short', 3, 1, 2, 2, 1479.5, 3)",
            "INSERT INTO chat_settings (chat_id, language, updated_at) VALUES (-100, 'en', 5.0)",
            "INSERT INTO games (game_id, chat_id, variant, opponent, status, state, history, "
            "white_id, black_id, white_name, black_name, creator_id, message_id, version, "
            f"created_at, updated_at, expires_at) VALUES (7, -100, 'short', 'friend', 'active', "
            f"'S7', 'H7', 1, 2, 'Ann', 'Bob', 1, 555, 12, {START}, {START}, {START + 60})",
            "INSERT INTO finished_games (game_id, chat_id, variant, opponent, white_id, black_id,"
            " white_name, black_name, creator_id, reason, winner, winner_id, loser_id, points, "
            "gammon, rating_change, final_state, history, created_at, finished_at) VALUES "
            "(3, -100, 'short', 'friend', 1, 2, 'Ann', 'Bob', 1, 'borne_off', 'white', 1, 2, 2,"
            f" 1, 16.0, 'F3', 'H3', {START - 100}, {START - 50}), "
            "(4, -200, 'long', 'ai', 1, NULL, 'Ann', NULL, 1, 'cancelled', NULL, NULL, NULL, 0,"
            f" 0, NULL, 'F4', 'H4', {START - 40}, {START - 30})",
        ):
            await db.execute(statement)
    finally:
        await db.close()


async def test_upgrade_from_v2_keeps_every_row(sqlite_path: Path) -> None:
    db_path = sqlite_path
    await _build_v2(db_path)
    before = db_snapshot(db_path)
    async with await open_storage(db_path) as s:
        after = db_snapshot(db_path)
        for table, rows in before.items():
            width = len(rows[0])
            assert [r[:width] for r in after[table]] == rows, table
        # The new columns are empty on old rows; the new tables exist and are empty.
        assert [r[-2:] for r in after["finished_games"]] == [(None, None), (None, None)]
        assert [r[-1] for r in after["games"]] == [None]
        assert after["matches"] == [] and after["player_match_stats"] == []
        old = await s.get_finished_game(3)
        assert old is not None and (old.final_state, old.points, old.gammon) == ("F3", 2, True)
        # Old listings and the chat index still work; a passed double can now be stored.
        assert [g.game_id for g in await s.list_finished_games(chat_id=-100)] == [3]
        g = await s.update_game(7, 12, state="S7b")
        done = await s.finish_game(7, 13, GameResult("passed", "black", points=2))
        assert done.reason == "passed" and (await s.get_finished_game(7)) == done
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 3
        indexes = {r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'finished_games'")}
        assert {"finished_games_chat", "finished_games_white", "finished_games_black",
                "finished_games_match"} <= indexes
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    assert g.version == 13


async def test_create_get_and_one_match_in_progress_per_chat(store: SqliteStorage) -> None:
    s = store
    m = await s.create_match(new_match())
    assert (m.version, m.status, m.score, m.target, m.cube, m.winner) == (
        1, "active", (0, 0), 5, True, None)
    assert m.player_of(2) == 1 and m.player_of(9) is None
    assert await s.get_match(m.match_id) == m
    assert await s.get_active_match(-100) == m
    assert await s.get_active_match(-999) is None
    with pytest.raises(ActiveMatchExists) as info:
        await s.create_match(new_match())
    assert info.value.match_id == m.match_id
    other = await s.create_match(new_match(chat_id=-101))
    assert other.match_id > m.match_id
    assert [x.match_id for x in await s.active_matches()] == [m.match_id, other.match_id]
    for bad in (dict(target=0), dict(target=26), dict(variant="hyper"), dict(opponent="x")):
        with pytest.raises(ValueError):
            await s.create_match(new_match(chat_id=-102, **bad))


async def test_compare_and_set(store: SqliteStorage, clock: FakeClock) -> None:
    s = store
    m = await s.create_match(new_match())
    clock.advance(5)
    m2 = await s.update_match(m.match_id, 1, state="S2", score=(1, 0))
    assert (m2.version, m2.state, m2.score) == (2, "S2", (1, 0))
    assert m2.updated_at > m.updated_at and m2.created_at == m.created_at
    with pytest.raises(StaleVersion) as info:
        await s.update_match(m.match_id, 1, state="lost")
    assert info.value.current_version == 2
    got = await s.get_match(m.match_id)
    assert got is not None and got.state == "S2"
    with pytest.raises(MatchNotFound):
        await s.update_match(12345, 1)


async def test_concurrent_writers_exactly_one_wins(db_path: Path) -> None:
    a = await open_storage(db_path)
    b = await open_storage(db_path)
    try:
        m = await a.create_match(new_match())
        results = await asyncio.gather(
            a.update_match(m.match_id, 1, state="from a"),
            b.update_match(m.match_id, 1, state="from b"),
            return_exceptions=True,
        )
        wins = [r for r in results if not isinstance(r, BaseException)]
        losses = [r for r in results if isinstance(r, StaleVersion)]
        assert len(wins) == 1 and len(losses) == 1
        got = await b.get_match(m.match_id)
        assert got is not None and got.state == wins[0].state
        finishers = await asyncio.gather(
            a.finish_match(m.match_id, 2, MatchResult("score", (5, 3), winner=0)),
            b.finish_match(m.match_id, 2, MatchResult("resigned", (2, 3), winner=1)),
            return_exceptions=True,
        )
        assert sum(not isinstance(r, BaseException) for r in finishers) == 1
        assert any(isinstance(r, (StaleVersion, MatchNotFound)) for r in finishers)
        # Exactly one set of statistics was written.
        total = [await a.player_match_stats(u, "short") for u in (1, 2)]
        assert sum(t.matches for t in total) == 2 and sum(t.wins for t in total) == 1
    finally:
        await a.close()
        await b.close()


async def test_finish_counts_matches_apart_from_games(store: SqliteStorage) -> None:
    s = store
    m = await s.create_match(new_match())
    done = await s.finish_match(m.match_id, 1,
                              MatchResult("score", (5, 2), winner=1, final_state="FINAL"))
    assert (done.status, done.winner, done.winner_id, done.loser_id, done.score) == (
        "finished", 1, 2, 1, (5, 2))
    assert done.state == "FINAL" and done.reason == "score" and done.finished_at is not None
    assert await s.active_matches() == []  # a finished match is not resumed
    assert done.rating_change == pytest.approx(16.0)
    assert await s.player_match_stats(2, "short") == PlayerMatchStats(
        2, "short", matches=1, wins=1, rating=1516.0, rated_matches=1)
    assert await s.player_match_stats(1, "short") == PlayerMatchStats(
        1, "short", matches=1, losses=1, rating=1484.0, rated_matches=1)
    assert (await s.player_stats(1, "short")).games == 0
    with pytest.raises(MatchNotFound) as info:
        await s.update_match(m.match_id, 2, state="x")
    assert info.value.finished
    assert await s.get_active_match(-100) is None
    # Against the AI: counted, never rated; cancelled: nothing counted.
    ai = await s.create_match(new_match(opponent="ai", player1_id=None,
                                         player1_name=None, ai_level="strong"))
    await s.finish_match(ai.match_id, 1, MatchResult("score", (3, 5), winner=1))
    st = await s.player_match_stats(1, "short")
    assert (st.matches, st.losses, st.vs_ai_matches, st.rated_matches) == (2, 2, 1, 1)
    c = await s.create_match(new_match())
    await s.finish_match(c.match_id, 1, MatchResult("cancelled", (0, 0)))
    assert (await s.player_match_stats(1, "short")).matches == 2
    with pytest.raises(ValueError):
        MatchResult("score", (1, 1))
    with pytest.raises(ValueError):
        MatchResult("cancelled", (1, 1), winner=0)


async def test_games_filed_under_a_match_and_records_read_back(store: SqliteStorage) -> None:
    s = store
    rng = random.Random(3)
    match = play_random(Match.new("short", 3, RandomDice(rng), cube=True), rng,
                        resign=0.02)[-1]
    rec = await s.create_match(new_match(target=3, state=Match.new(
        "short", 3, RandomDice(random.Random(3)), cube=True).to_json()))
    # Each game of the match: an ordinary game row, finished, then filed under the match.
    for i, mg in enumerate(match.games, 1):
        g = await s.create_game(friend_game(chat_id=-100, state="running"))
        r = mg.result
        winner = "white" if r.winner == 0 else "black"
        fin = await s.finish_game(g.game_id, 1, GameResult(
            r.reason, winner, r.points, gammon=r.base >= 2, backgammon=r.base == 3,
            final_state=mg.game.to_json()))
        linked = await s.link_finished_game(fin.game_id, rec.match_id, i)
        assert linked.game_id == fin.game_id
    with pytest.raises(StorageError):
        await s.link_finished_game(fin.game_id, rec.match_id, 1)
    with pytest.raises(MatchNotFound):
        await s.link_finished_game(fin.game_id, 999, 9)
    done = await s.finish_match(rec.match_id, 1, MatchResult(
        "score", match.score, winner=match.winner, final_state=match.to_json()))
    # The records come back: every game replays, the match exports and replays.
    games = await s.match_games(rec.match_id)
    assert [Game.from_json(g.final_state) for g in games] == [g.game for g in match.games]
    stored = await s.get_match(done.match_id)
    assert stored is not None
    back = Match.from_json(stored.state)
    assert back == match
    assert mat_text(back, ("Ann", "Bob")) == mat_text(match, ("Ann", "Bob"))
    assert replay_record(match_record(back)) == match
    listed = await s.list_matches(chat_id=-100)
    assert [m.match_id for m in listed] == [done.match_id]
    assert await s.list_matches(user_id=2, finished_only=True) == [done]
    assert await s.list_matches(user_id=77) == []
