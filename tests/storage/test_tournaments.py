"""Tournaments in storage on both backends: the lobby (join, leave, the most players), the
start and every round paired once by compare-and-set even with two stores racing on one
database, each pairing's outcome written once, withdrawals, deadlines, the game's key, and
an engine tournament played through to its end from the stored rows alone."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.tournament import Entrant, Format, Outcome, Pairing, Round, Tournament
from storage import SqliteStorage, open_storage
from storage.migrate_db import copy_sqlite_to_postgres
from storage.migrations import SCHEMA_VERSION
from storage.tournament_api import (
    NewPairing,
    NewTournament,
    TournamentConflict,
    TournamentNotFound,
    TournamentStorage,
)
from tests.storage.helpers import FakeClock


def new_tournament(**fields: object) -> NewTournament:
    base: dict[str, object] = dict(
        chat_id=-100, creator_id=1, format="swiss", variant="short", target=3, cube=True,
        max_players=8, round_deadline_s=86_400,
    )  # fmt: skip
    base.update(fields)
    return NewTournament(**base)  # type: ignore[arg-type]


async def rebuild(store: SqliteStorage, tournament_id: int) -> Tournament:
    """The engine's tournament from the stored rows."""
    t = await store.get_tournament(tournament_id)
    assert t is not None and t.rounds_total is not None
    entrants = await store.tournament_entrants(tournament_id)
    pairings = await store.tournament_pairings(tournament_id)
    rounds = tuple(
        Round(
            n,
            tuple(
                Pairing(
                    p.board,
                    p.player_a,
                    p.player_b,
                    None if p.outcome is None else Outcome(p.outcome),
                )
                for p in pairings
                if p.round_no == n
            ),
        )
        for n in range(1, t.current_round + 1)
    )
    return Tournament(
        Format(t.format),
        tuple(
            sorted(
                (Entrant(e.user_id, e.rating) for e in entrants),
                key=lambda e: (-e.rating, e.player),
            )
        ),
        t.rounds_total,
        rounds,
        frozenset(e.user_id for e in entrants if e.withdrawn_at is not None),
    )


def to_rows(rnd: Round) -> list[NewPairing]:
    return [
        NewPairing(p.board, p.a, p.b, None if p.outcome is None else p.outcome.value)
        for p in rnd.pairings
    ]


async def test_schema_has_the_tournament_step(store: SqliteStorage) -> None:
    assert SCHEMA_VERSION >= 11
    assert isinstance(store, TournamentStorage)
    assert await store.get_tournament(1) is None
    with pytest.raises(TournamentNotFound):
        await store.join_tournament(1, 5, "Ann", 1500.0)


async def test_lobby_join_leave_and_the_most_players(store: SqliteStorage) -> None:
    t = await store.create_tournament(new_tournament(max_players=3))
    assert (t.status, t.current_round, t.version) == ("lobby", 0, 1)
    assert await store.join_tournament(t.tournament_id, 1, "Ann", 1500.0)
    assert not await store.join_tournament(t.tournament_id, 1, "Ann", 1500.0)
    assert await store.join_tournament(t.tournament_id, 2, "Bob", 1600.0)
    assert await store.join_tournament(t.tournament_id, 3, "Cid", 1400.0)
    assert not await store.join_tournament(t.tournament_id, 4, "Dan", 1400.0)  # full
    assert await store.leave_tournament(t.tournament_id, 3)
    assert not await store.leave_tournament(t.tournament_id, 3)
    assert await store.join_tournament(t.tournament_id, 4, "Dan", 1450.0)
    assert [e.user_id for e in await store.tournament_entrants(t.tournament_id)] == [1, 2, 4]
    assert [x.tournament_id for x in await store.chat_tournaments(-100)] == [t.tournament_id]
    started = await store.start_tournament(t.tournament_id, 1, 3)
    assert (started.status, started.rounds_total, started.version) == ("running", 3, 2)
    with pytest.raises(TournamentConflict):
        await store.start_tournament(t.tournament_id, 2, 3)  # no longer in its lobby
    assert not await store.join_tournament(t.tournament_id, 5, "Eve", 1500.0)
    assert await store.leave_tournament(t.tournament_id, 4)  # running: withdrawn, kept
    entrants = {e.user_id: e for e in await store.tournament_entrants(t.tournament_id)}
    assert entrants[4].withdrawn_at is not None and entrants[1].withdrawn_at is None


async def test_a_swiss_event_runs_to_its_end_from_the_rows(
    store: SqliteStorage, clock: FakeClock
) -> None:
    rng = random.Random(5)
    t = await store.create_tournament(new_tournament())
    tid = t.tournament_id
    for user in range(1, 8):
        assert await store.join_tournament(tid, user, f"P{user}", 1500.0 + 10 * user)
    engine = Tournament.start(
        Format.SWISS, [Entrant(e.user_id, e.rating) for e in await store.tournament_entrants(tid)]
    )
    t = await store.start_tournament(tid, t.version, engine.rounds_total)
    t = await store.pair_round(tid, t.version, 1, to_rows(engine.rounds[0]), deadline_s=3600)
    assert t.current_round == 1
    with pytest.raises(TournamentConflict):  # round 1 again
        await store.pair_round(tid, t.version, 1, to_rows(engine.rounds[0]))
    assert await store.due_rounds(clock_now(clock)) == []
    clock.advance(3601)
    assert [r.round_no for r in await store.due_rounds(clock_now(clock))] == [1]
    while True:
        engine = await rebuild(store, tid)
        current = engine.rounds[-1]
        for p in current.pairings:
            if p.done:
                continue
            key = f"inline:{tid}:{current.number}:{p.board}"
            assert await store.set_pairing_game(tid, current.number, p.board, key)
            assert not await store.set_pairing_game(tid, current.number, p.board, key + "x")
            found = await store.pairing_by_game(key)
            assert found is not None and found.board == p.board
            if current.number == 1:  # round 2 cannot be paired while round 1 is open
                with pytest.raises(TournamentConflict):
                    await store.pair_round(tid, t.version, 2, [])
            outcome = rng.choice(["a", "b", "a_forfeit"])
            assert await store.record_pairing(tid, current.number, p.board, outcome)  # type: ignore[arg-type]
            assert not await store.record_pairing(tid, current.number, p.board, "b")
        engine = await rebuild(store, tid)
        if engine.finished:
            break
        if engine.rounds[-1].number == 2:
            assert await store.leave_tournament(tid, 3)
            engine = engine.withdraw(3)
        engine = engine.pair_next()
        t = await store.pair_round(
            tid, t.version, engine.rounds[-1].number, to_rows(engine.rounds[-1])
        )
    assert len(engine.rounds) == engine.rounds_total
    assert not any(3 in p.players() for p in engine.rounds[-1].pairings)
    t = await store.finish_tournament(tid, t.version)
    assert t.status == "finished" and t.finished_at is not None
    assert await store.chat_tournaments(-100) == []
    assert len(await store.tournament_rounds(tid)) == engine.rounds_total
    assert (await rebuild(store, tid)).standings() == engine.standings()


def clock_now(clock: FakeClock) -> datetime:
    """The fake clock's time as a datetime."""
    return datetime.fromtimestamp(clock.now, UTC)


async def test_two_stores_pair_a_round_and_record_a_result_once(
    db_path: Path | str, clock: FakeClock
) -> None:
    first = await open_storage(db_path, clock=clock)
    second = await open_storage(db_path, clock=clock)
    try:
        t = await first.create_tournament(new_tournament())
        tid = t.tournament_id
        for user in range(1, 6):
            await first.join_tournament(tid, user, f"P{user}", 1500.0)
        engine = Tournament.start(Format.SWISS, [Entrant(u, 1500.0) for u in range(1, 6)])
        t = await first.start_tournament(tid, t.version, engine.rounds_total)
        rows = to_rows(engine.rounds[0])
        attempts = [
            (first if i % 2 else second).pair_round(tid, t.version, 1, rows) for i in range(10)
        ]
        results = await asyncio.gather(*attempts, return_exceptions=True)
        done = [r for r in results if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, TournamentConflict)]
        assert len(done) == 1 and len(refused) == 9
        assert len(await second.tournament_pairings(tid, 1)) == len(rows)
        board = next(p.board for p in engine.rounds[0].pairings if not p.done)
        writes = await asyncio.gather(
            *((first if i % 2 else second).record_pairing(tid, 1, board, "a") for i in range(10))
        )
        assert writes.count(True) == 1
    finally:
        await first.close()
        await second.close()


@pytest.mark.slow
async def test_migrate_db_copies_tournaments_and_their_ids_go_on(
    sqlite_path: Path, pg_url: str
) -> None:
    async with await open_storage(sqlite_path) as lite:
        t = await lite.create_tournament(new_tournament())
        for user in (1, 2, 3):
            await lite.join_tournament(t.tournament_id, user, f"P{user}", 1500.0 + user)
        t = await lite.start_tournament(t.tournament_id, t.version, 3)
        rows = [NewPairing(1, 3, 2), NewPairing(2, 1, None, "bye")]
        t = await lite.pair_round(t.tournament_id, t.version, 1, rows, deadline_s=60)
        await lite.record_pairing(t.tournament_id, 1, 1, "b_forfeit")
        before = (
            await lite.get_tournament(t.tournament_id),
            await lite.tournament_entrants(t.tournament_id),
            await lite.tournament_rounds(t.tournament_id),
            await lite.tournament_pairings(t.tournament_id),
        )
    counts = await copy_sqlite_to_postgres(str(sqlite_path), pg_url)
    assert counts["tournaments"] == 1 and counts["tournament_pairings"] == 2
    async with await open_storage(pg_url) as pg:
        after = (
            await pg.get_tournament(t.tournament_id),
            await pg.tournament_entrants(t.tournament_id),
            await pg.tournament_rounds(t.tournament_id),
            await pg.tournament_pairings(t.tournament_id),
        )
        assert after == before
        fresh = await pg.create_tournament(new_tournament(chat_id=-7))
        assert fresh.tournament_id == t.tournament_id + 1


async def test_lobby_settings_the_start_and_the_round_message(store: SqliteStorage) -> None:
    t = await store.create_tournament(new_tournament(time_control="blitz", league=False))
    assert (t.time_control, t.league, t.boards) == ("blitz", False, None)
    t = await store.update_tournament(t.tournament_id, t.version, format="round_robin",
                                      league=True, round_deadline_s=7 * 86_400, target=1)
    assert (t.format, t.league, t.round_deadline_s, t.target, t.version) == (
        "round_robin", True, 7 * 86_400, 1, 2)
    with pytest.raises(TournamentConflict):  # an old version changes nothing
        await store.update_tournament(t.tournament_id, 1, cube=False)
    with pytest.raises(ValueError):
        await store.update_tournament(t.tournament_id, t.version, status="finished")
    with pytest.raises(ValueError):
        await store.update_tournament(t.tournament_id, t.version, max_players=2)
    for user in (1, 2, 3, 4):
        await store.join_tournament(t.tournament_id, user, f"P{user}", 1500.0)
    t = await store.start_tournament(t.tournament_id, t.version, 3, format="swiss",
                                     boards="inline")
    assert (t.status, t.format, t.boards) == ("running", "swiss", "inline")
    assert [x.tournament_id for x in await store.running_tournaments()] == [t.tournament_id]
    with pytest.raises(TournamentConflict):  # running: its settings are fixed
        await store.update_tournament(t.tournament_id, t.version, cube=False)
    t = await store.pair_round(t.tournament_id, t.version, 1,
                               [NewPairing(1, 1, 2), NewPairing(2, 3, 4)])
    assert await store.set_round_message(t.tournament_id, 1, 77)
    assert not await store.set_round_message(t.tournament_id, 1, 78)
    assert (await store.tournament_rounds(t.tournament_id))[0].message_id == 77


async def test_a_chat_may_let_anyone_open_a_tournament(store: SqliteStorage) -> None:
    assert (await store.get_chat_settings(-5)).tournaments_open is None
    cs = await store.update_chat_settings(-5, tournaments_open=True)
    assert cs.tournaments_open is True
    assert (await store.get_chat_settings(-5)).tournaments_open is True
