"""A knockout and round robins through the fake Bot API, each to its final word: a
knockout of eight (no byes, its four first-round matches in the players' own chats) seeded
1-8, 4-5, 2-7, 3-6 whose winners meet again and whose final's winner is named; a round
robin of four (its two boards a round in the group) and a league of five (a rest each
week) in which every pair meets once; each round's pairings message in the group shows
every result, the final table counts every win, and the group's 20 messages a minute are
never exceeded."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from bot.model.state import pairing_chat_id
from engine.tournament import knockout_order
from storage.tournament_api import PairingRecord
from testkit.budget import GROUP_LIMIT, busiest_minute
from tests.bot.helpers import BotHarness
from tests.bot.tournament_kit import (
    GROUP,
    check_results_shown,
    open_tournament,
    play_to_the_end,
    post_matches,
    start_with_players,
)


def _winner(p: PairingRecord) -> int:
    winner = p.player_a if p.outcome in ("a", "b_forfeit") else p.player_b
    assert winner is not None
    return winner


def _final_word(h: BotHarness) -> str:
    last = h.tg.last_message(GROUP)
    assert last is not None and last.text is not None
    assert "Турнир окончен" in last.text and "/history" in last.text, last.text
    return last.text


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_a_knockout_of_eight_without_byes(
        harness: BotHarness, monkeypatch: pytest.MonkeyPatch, sharing: str) -> None:
    h = harness
    # on PostgreSQL too, the edit budgets on the test's clock
    admin, players = await start_with_players(h, sharing, 8, 50, inline=True)
    tg = h.tg
    users = {p.id: p for p in players}
    names = {p.id: p.first_name for p in players}
    rng = random.Random(8)
    tid = await open_tournament(h, admin, players, presses=("fmt", "len", "len", "len"))
    assert h.service is not None
    storage = h.service.storage
    t = await storage.get_tournament(tid)
    assert t is not None and (t.format, t.boards, t.rounds_total) == ("knockout", "inline", 3)

    async def on_round(round_no: int) -> None:
        await post_matches(h, tid, round_no, users, set(), rng)

    t = await play_to_the_end(h, tid, users, absent=set(), rng=rng,
                              monkeypatch=monkeypatch, on_round=on_round)
    pairings = await storage.tournament_pairings(tid)
    assert Counter(p.round_no for p in pairings) == {1: 4, 2: 2, 3: 1}
    assert all(p.player_b is not None and p.outcome in ("a", "b") for p in pairings)
    seeds = [players[s - 1].id for s in knockout_order(8)]  # equal ratings: by id
    first = sorted(pairings[:4], key=lambda p: p.board)
    assert [{p.player_a, p.player_b} for p in first] == [
        {seeds[i], seeds[i + 1]} for i in range(0, 8, 2)]
    for round_no in (2, 3):  # the winners, and only they, play on
        before = {_winner(p) for p in pairings if p.round_no == round_no - 1}
        now = {u for p in pairings if p.round_no == round_no for u in (p.player_a, p.player_b)}
        assert now == before
    reasons: Counter[str | None] = Counter()
    for p in pairings:
        reasons.update(g.reason for g in await storage.list_finished_games(
            chat_id=pairing_chat_id(tid, p.round_no, p.board)))
    assert reasons["resigned"] > 0, reasons  # Resign under an inline board ends the match
    champion = _winner(next(p for p in pairings if p.round_no == 3))
    assert names[champion] in _final_word(h)
    await check_results_shown(h, tid, names)
    final = [m for m in tg.chat(GROUP).visible() if m.photo is not None
             and "Итоговая таблица" in m.content]
    assert final and final[-1].content.split("\n")[1].startswith(f"1. {names[champion]} — 3")
    assert t.status == "finished" and busiest_minute(tg, GROUP) <= GROUP_LIMIT


@pytest.mark.parametrize(("count", "presses", "league"), [
    (4, ("fmt", "fmt", "len", "len", "len"), False),
    (5, ("fmt", "fmt", "fmt", "len", "len", "len"), True),
])
async def test_a_round_robin_and_a_league_every_pair_once(
        harness: BotHarness, monkeypatch: pytest.MonkeyPatch, count: int,
        presses: tuple[str, ...], league: bool) -> None:
    h = harness
    admin, players = await start_with_players(h, "local", count, 60)
    tg = h.tg
    users = {p.id: p for p in players}
    names = {p.id: p.first_name for p in players}
    tid = await open_tournament(h, admin, players, presses=presses)
    assert h.service is not None
    storage = h.service.storage
    t = await storage.get_tournament(tid)
    rounds = count - 1 if count % 2 == 0 else count
    assert t is not None and (t.format, t.league, t.boards, t.rounds_total) == (
        "round_robin", league, "group", rounds)
    assert t.round_deadline_s == (7 if league else 1) * 86_400
    t = await play_to_the_end(h, tid, users, absent=set(), rng=random.Random(count),
                              monkeypatch=monkeypatch)
    pairings = await storage.tournament_pairings(tid)
    met = Counter(frozenset((p.player_a, p.player_b)) for p in pairings if p.player_b)
    assert met == {frozenset(pair): 1 for pair in combinations(users, 2)}
    rests = Counter(p.player_a for p in pairings if p.player_b is None)
    assert rests == ({u: 1 for u in users} if count % 2 else {})
    wins = Counter(_winner(p) for p in pairings if p.player_b)
    await check_results_shown(h, tid, names)
    final = [m for m in tg.chat(GROUP).visible() if m.photo is not None
             and "Итоговая таблица" in m.content]
    assert final, [m.content for m in tg.chat(GROUP).visible()]
    rows = final[-1].content.split("\n")[1:count + 1]
    for row in rows:  # every win counted once, every match played
        name = row.split(". ", 1)[1].split(" — ")[0]
        uid = next(u for u, n in names.items() if n == name)
        assert f" — {wins[uid]} " in row and f"· {count - 1} матч" in row, row
    leader = rows[0].split(". ", 1)[1].split(" — ")[0]
    assert wins[next(u for u, n in names.items() if n == leader)] == max(wins.values())
    assert leader in _final_word(h)
    assert t.status == "finished" and busiest_minute(tg, GROUP) <= GROUP_LIMIT
