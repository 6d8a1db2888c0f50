"""A game's clock on both backends: its time control, clock and deadline are stored with
the game and move with its version (a stale write of the clock is refused), the games due
are found by deadline, the finished game keeps the clock as it ended, and a chat keeps its
default control."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engine.clock import Clock, preset
from storage import GameResult, SqliteStorage, StaleVersion
from tests.storage.helpers import friend_game

LIVE = preset("live")
TIMEOUT = GameResult(reason="timeout", winner="black", points=1)


async def test_the_clock_moves_with_the_games_version(store: SqliteStorage) -> None:
    rec = await store.create_game(friend_game(time_control="live",
                                              clock=Clock.new(LIVE).to_json()))
    assert rec.time_control == "live" and rec.clock_deadline is None
    assert Clock.from_json(rec.clock or "") == Clock.new(LIVE)
    started = Clock.new(LIVE).start_turn(0, rec.created_at.timestamp())
    deadline = rec.created_at + timedelta(seconds=132)
    moved = await store.update_game(rec.game_id, rec.version, clock=started.to_json(),
                                    clock_deadline=deadline)
    assert moved.clock_deadline == deadline and moved.version == rec.version + 1
    # A second process that read the old version cannot overwrite the clock.
    with pytest.raises(StaleVersion):
        await store.update_game(rec.game_id, rec.version, clock=Clock.new(LIVE).to_json(),
                                clock_deadline=None)
    again = await store.get_game(rec.game_id)
    assert again == moved
    # Other changes keep the clock.
    later = await store.update_game(moved.game_id, moved.version, state="S2", moved=True)
    assert (later.clock, later.clock_deadline) == (moved.clock, deadline)


async def test_the_games_due_are_found_by_their_deadline(store: SqliteStorage) -> None:
    a = await store.create_game(friend_game(chat_id=101, time_control="blitz"))
    b = await store.create_game(friend_game(chat_id=102, time_control="live"))
    await store.create_game(friend_game(chat_id=103))
    t = a.created_at
    a = await store.update_game(a.game_id, a.version, clock_deadline=t + timedelta(seconds=68))
    b = await store.update_game(b.game_id, b.version, clock_deadline=t + timedelta(seconds=30))
    assert await store.clock_due_games(t + timedelta(seconds=29)) == []
    assert [g.game_id for g in await store.clock_due_games(t + timedelta(seconds=30))] == [
        b.game_id]
    assert [g.game_id for g in await store.clock_due_games(t + timedelta(days=1))] == [
        b.game_id, a.game_id]
    b = await store.update_game(b.game_id, b.version, clock_deadline=None)
    assert [g.game_id for g in await store.clock_due_games(t + timedelta(days=1))] == [
        a.game_id]


async def test_the_finished_game_keeps_its_clock(store: SqliteStorage) -> None:
    running = Clock.new(LIVE).start_turn(0, 1000.0)
    rec = await store.create_game(friend_game(time_control="live", clock=running.to_json()))
    flagged = running.flag(1132.0)
    fin = await store.finish_game(rec.game_id, rec.version,
                                  GameResult(reason="timeout", winner="black", points=1,
                                             clock=flagged.to_json()))
    assert fin.time_control == "live" and Clock.from_json(fin.clock or "").flagged == 0
    assert await store.get_finished_game(rec.game_id) == fin
    plain = await store.create_game(friend_game(chat_id=104))
    done = await store.finish_game(plain.game_id, plain.version, TIMEOUT)
    assert (done.time_control, done.clock) == (None, None)


async def test_a_chat_keeps_its_default_time_control(store: SqliteStorage) -> None:
    assert (await store.get_chat_settings(-5)).default_time_control is None
    s = await store.update_chat_settings(-5, default_time_control="blitz")
    assert s.default_time_control == "blitz"
    s = await store.update_chat_settings(-5, auto_finish=False)
    assert (s.default_time_control, s.auto_finish) == ("blitz", False)
    s = await store.update_chat_settings(-5, default_time_control=None)
    assert s.default_time_control is None
