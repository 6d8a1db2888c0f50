"""A match with a clock through the fake Bot API: the reserve is for the whole match (a
minute a point of a blitz match to 3), each game takes over the reserves the one before
left, and a time-out loses the whole match (tournament rules), recorded and scored so."""

from __future__ import annotations

import json

import pytest

from engine.clock import Clock
from tests.bot.clock_kit import advance, clock_of, finished, game_of, play_turn, timed_harness
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness


@pytest.mark.harness(sharing=("local", "shared"))
async def test_a_time_out_loses_the_whole_match(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=h.coordination is not None)
    await h.start()
    alice, bob, carl = h.tg.user(1, "Аня"), h.tg.user(2, "Борис"), h.tg.user(3, "Карл")
    users = {1: alice, 2: bob}
    await h.tg.send_text(GROUP, alice, "/new long 3 blitz", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    await h.settle()
    assert "первым наберёт 3 очка" in (lobby.text or "")
    assert "блиц: 8 с на ход + 1 минута резерва на очко" in (lobby.text or "")
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    await h.wait_board(GROUP)
    await h.settle()
    start = await clock_of(h, GROUP)
    assert start.reserves == (180.0, 180.0)  # 3 points, a minute each, for the match
    assert "⏱ Аня 3:00 · Борис 3:00, +8 с на ход" in (h.board(GROUP).caption or "")

    # game 1: the first mover spends 30 s (22 of his reserve), the other resigns the game
    first = turn_user(h.board(GROUP))
    assert first in users
    player = first - 1  # Аня is the match's player 0, Борис player 1
    await clock.advance(30.0)
    assert await play_turn(h, users) == first
    await h.settle()
    assert (await clock_of(h, GROUP)).reserves[player] == pytest.approx(158.0)
    resigner = users[3 - first]
    await h.tg.send_text(GROUP, resigner, "/resign", chat_type="group")
    confirm = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "r:")))
    game_only = [b for b in h.find(confirm, "r:") if b[1].endswith(":y")][0]
    await h.press(GROUP, resigner, confirm, game_only[1])
    final = h.board(GROUP)
    nxt = h.find(final, "n:")
    assert nxt, h.buttons(final)
    await h.press(GROUP, alice, final, nxt[0][1])
    await h.settle()

    # game 2: the reserves go on from where game 1 left them, by player, not by colour
    second = await clock_of(h, GROUP)
    left = [180.0, 180.0]
    left[player] = 158.0
    assert second.reserves == pytest.approx(tuple(left))
    assert second.running
    names = ("Аня", "Борис")
    line = f"⏱ Аня {'2:38' if player == 0 else '3:00'} · Борис {'2:38' if player else '3:00'}"
    assert line in (h.board(GROUP).caption or "")
    rec = await game_of(h, GROUP)
    mover = turn_user(h.board(GROUP))
    assert mover in users
    mover_player = mover - 1
    budget = second.control.delay + second.reserves[mover_player]
    await advance(h, clock, budget - 1.0)
    assert (await game_of(h, GROUP)).game_id == rec.game_id
    await advance(h, clock, 1.5)  # his time for the whole match is gone

    fin = await finished(h, rec.game_id)
    assert fin.reason == "timeout" and fin.clock is not None
    assert Clock.from_json(fin.clock).flagged == mover_player
    loser, winner = names[mover_player], names[1 - mover_player]
    caption = h.board(GROUP).caption or ""
    assert caption.startswith(f"⌛ Время вышло: {loser} проигрывает матч по времени. "
                              f"Матч выигрывает {winner}.")
    assert not h.find(h.board(GROUP), "n:") or all(
        not d.endswith(":next") for _, d in h.find(h.board(GROUP), "n:"))  # no next game
    assert h.service is not None
    storage = h.service.storage
    done = await storage.list_matches(chat_id=GROUP)
    assert done[0].status == "finished" and done[0].reason == "timeout"
    assert done[0].winner == 1 - mover_player
    assert done[0].winner_id == users[3 - mover].id and done[0].loser_id == mover
    stats = await storage.player_match_stats(mover, "long")
    assert stats.matches == 1 and stats.wins == 0
    assert (await storage.player_match_stats(3 - mover, "long")).wins == 1
    games = await storage.match_games(done[0].match_id)
    assert [g.reason for g in games] == ["resigned", "timeout"]

    # the match's record names who ran out of time
    await h.tg.send_text(GROUP, carl, "/history", chat_type="group")
    listing = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "x:m:")))
    await h.press(GROUP, carl, listing, h.find(listing, "x:m:")[0][1])
    await h.tg.wait_until(lambda: len(documents(h)) >= 2)
    text = next(d for d in documents(h) if d.startswith(b";")).decode()
    assert "3 point match" in text and "Game 2" in text
    assert '; [TimeControl "blitz: 8 s a move + 60 s reserve a point"]' in text
    assert f'; [Termination "time out: {loser}"]' in text
    record = json.loads(next(d for d in documents(h) if d.startswith(b"{")))
    assert record["type"] == "match" and record["clock"]["flagged"] == mover_player
    assert record["clock"]["reserves"][mover_player] == 0.0


def documents(h: BotHarness) -> list[bytes]:
    """The documents the bot sent to the group."""
    return [m.document for m in h.tg.chat(GROUP).messages.values() if m.document]
