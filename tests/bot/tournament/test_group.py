"""A tournament in a group through the fake Bot API: the lobby, the rounds with their
boards posted in the group, results, standings and the end, the group's budget of 20
messages a minute never exceeded."""

from __future__ import annotations

import random

import pytest

from testkit.budget import GROUP_LIMIT, busiest_minute
from tests.bot.helpers import BotHarness
from tests.bot.tournament_kit import GROUP, open_tournament, play_to_the_end, start_with_players


async def test_a_round_robin_of_four_plays_on_group_boards_to_its_end(
        harness: BotHarness, sharing: str, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    admin, players = await start_with_players(h, sharing, 4, 10)
    tg = h.tg
    tid = await open_tournament(h, admin, players, presses=("len",))  # matches to 3 -> 5
    assert h.service is not None
    t = await h.service.storage.get_tournament(tid)
    assert t is not None and (t.format, t.boards) == ("round_robin", "group")
    t = await play_to_the_end(h, tid, {p.id: p for p in players}, absent=set(),
                              rng=random.Random(3), monkeypatch=monkeypatch, resign=0.05)
    pairings = await h.service.storage.tournament_pairings(tid)
    assert len(pairings) == 3 * 2 and all(p.outcome in ("a", "b") for p in pairings)
    final = tg.last_message(GROUP)
    assert final is not None and "/history" in (final.text or ""), final
    assert busiest_minute(tg, GROUP) <= GROUP_LIMIT
