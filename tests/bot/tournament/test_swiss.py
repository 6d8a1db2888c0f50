"""A Swiss tournament of seven players in a group through the fake Bot API, played in
inline messages in the players' own chats (three boards at once): one player never plays
and loses every match by forfeit at the round's deadline, the bot is restarted in the
middle of a round, and the tournament runs to its final standings with every round paired
once, every match counted once and the group's 20 messages a minute never exceeded; on
SQLite and PostgreSQL, with the coordination local or shared."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from testkit.budget import GROUP_LIMIT, busiest_minute
from tests.bot.helpers import BotHarness
from tests.bot.tournament_kit import (
    GROUP,
    open_tournament,
    play_to_the_end,
    post_matches,
    start_with_players,
)


@pytest.mark.harness(db=("sqlite", "postgres"), sharing=("local", "shared"))
async def test_a_swiss_of_seven_with_an_absent_player_and_a_restart(
        harness: BotHarness, sharing: str, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    admin, players = await start_with_players(h, sharing, 7, 20, inline=True)
    tg = h.tg
    users = {p.id: p for p in players}
    absent = {players[3].id}
    rng = random.Random(11)
    tid = await open_tournament(h, admin, players, presses=("len", "len", "len"))  # 1 game
    assert h.service is not None
    t = await h.service.storage.get_tournament(tid)
    assert t is not None and (t.format, t.boards, t.target, t.rounds_total) == (
        "swiss", "inline", 1, 4)
    refused = 0
    restarted = False

    async def on_round(round_no: int) -> None:
        nonlocal refused, restarted
        refused += await post_matches(h, tid, round_no, users, absent, rng)
        if round_no == 2 and not restarted:  # mid-round: stop and start again
            restarted = True
            await h.stop()
            await h.start()

    t = await play_to_the_end(h, tid, users, absent=absent, rng=rng,
                              monkeypatch=monkeypatch, on_round=on_round, resign=0.03)
    assert restarted
    storage = h.service.storage
    pairings = await storage.tournament_pairings(tid)
    assert [r.round_no for r in await storage.tournament_rounds(tid)] == [1, 2, 3, 4]
    per_round = Counter(p.round_no for p in pairings)
    assert per_round == {1: 4, 2: 4, 3: 4, 4: 4}  # three matches and a bye each round
    assert all(p.outcome is not None for p in pairings)
    seen = [frozenset((p.player_a, p.player_b)) for p in pairings if p.player_b]
    assert len(seen) == len(set(seen))  # nobody met twice
    for p in pairings:  # the absent player lost every match played by forfeit
        if absent & {p.player_a, p.player_b} and p.player_b is not None:
            assert p.outcome in ("a_forfeit", "b_forfeit"), p
        elif p.player_b is not None:
            assert p.outcome in ("a", "b", "a_forfeit", "b_forfeit"), p
    matches = [m for p in pairings if p.player_b is not None
               for m in await storage.list_matches(chat_id=_key(p), finished_only=True)]
    assert len(matches) == 12  # every match played (or forfeited) once, none twice
    final = tg.last_message(GROUP)
    assert final is not None and "/history" in (final.text or "")
    standings = [m for m in tg.chat(GROUP).visible() if m.photo is not None]
    assert standings and "✖" not in standings[-1].content
    assert busiest_minute(tg, GROUP) <= GROUP_LIMIT


def _key(p: object) -> int:
    from bot.model.state import pairing_chat_id
    return pairing_chat_id(p.tournament_id, p.round_no, p.board)  # type: ignore[attr-defined]
