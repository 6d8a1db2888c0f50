"""End-to-end tests of reminders and ``/claim`` while a
player must roll or double, or take or pass; ``/claim`` in a match wins the whole match;
a restart in the pause between two games of a private match starts the next game by
itself."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.play import matches
from storage import open_storage
from tests.bot.cube_kit import cube_buttons, group_game_at_cube
from tests.bot.game_kit import GROUP, mentions, turn_user
from tests.bot.helpers import BotHarness

PRIVATE = 504


async def test_reminders_and_claim_cover_cube_decisions(harness: BotHarness) -> None:
    h = harness
    await h.start(turn_ping_seconds=0.2, inactivity_hours=0.0)
    users, board, doubler, taker = await group_game_at_cube(h, "/new short 5 cube")
    # the player who must roll or double and stays silent is reminded
    ping = await h.tg.wait_for_message(
        GROUP, lambda m: "бросьте кубики или предложите удвоение" in (m.text or ""), 5)
    assert mentions(ping.text, doubler.id)
    await h.press(GROUP, doubler, board, cube_buttons(h, board)["d"][1])
    # ... and so is the player who must take or pass
    ping = await h.tg.wait_for_message(
        GROUP, lambda m: "вам предлагают удвоение до ×2" in (m.text or ""), 5)
    assert mentions(ping.text, taker.id)
    # the sweep names the silent taker, and says that the whole match is at stake
    assert h.service is not None
    await h.service.sweeper.sweep(datetime.now(UTC) + timedelta(seconds=1))
    notice = await h.tg.wait_for_message(GROUP, lambda m: "во всём матче" in (m.text or ""))
    assert mentions(notice.text, taker.id) and "/claim" in (notice.text or "")
    # the taker cannot claim against the doubler; the doubler wins the whole match
    await h.tg.send_text(GROUP, taker, "/claim", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "Сейчас ваш ход" in (m.text or ""))
    await h.tg.send_text(GROUP, doubler, "/claim", chat_type="group")
    await h.tg.wait_until(lambda: "матч засчитан" in (h.board(GROUP).caption or ""))
    final = h.board(GROUP)
    assert [b for b in h.find(final, "n:") if b[1].endswith(":again")]
    assert h.find(final, "an:")
    done = await h.service.storage.list_matches(chat_id=GROUP)
    assert done[0].status == "finished" and done[0].reason == "timeout"
    assert done[0].winner_id == doubler.id and done[0].loser_id == taker.id
    assert max(done[0].score) < 5  # won by the claim, not by the score


async def test_claim_on_an_ordinary_turn_of_a_match_wins_the_match(
        harness: BotHarness) -> None:
    h = harness
    await h.start(inactivity_hours=0.0)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    await h.tg.send_text(GROUP, alice, "/new long 7", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    board = await h.wait_board(GROUP)
    mover = {11: alice, 12: bob}[turn_user(board)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    await h.tg.send_text(GROUP, waiter, "/claim", chat_type="group")
    await h.tg.wait_until(lambda: "матч засчитан" in (h.board(GROUP).caption or ""))
    assert h.service is not None
    done = await h.service.storage.list_matches(chat_id=GROUP)
    assert done[0].reason == "timeout" and done[0].winner_id == waiter.id


async def test_restart_in_the_pause_between_private_match_games(
        harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(matches, "NEXT_GAME_PAUSE", 60.0)  # the bot stops during the pause
    h = harness
    await h.start()
    eve = h.tg.user(PRIVATE, "Eve", "en")
    await h.tg.send_text(PRIVATE, eve, "/new short 5")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    await h.press(PRIVATE, eve, lobby, [b for b in h.find(lobby, "l:")
                                        if b[1].endswith(":lvl:beginner")][0][1])
    await h.wait_board(PRIVATE)
    while turn_user(h.board(PRIVATE)) != eve.id:
        await h.settle()
    await h.tg.send_text(PRIVATE, eve, "/resign")
    confirm = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "r:")))
    game_only = [b for b in h.find(confirm, "r:") if b[1].endswith(":y")][0]
    await h.tg.press(PRIVATE, eve, confirm.message_id, game_only[1])  # 3 points at most
    await h.tg.wait_until(lambda: "starts in a couple of seconds" in (
        h.board(PRIVATE).caption or ""))
    final = h.board(PRIVATE)
    assert h.service is not None and h.service.matches.pending
    await h.stop()
    st = await open_storage(str(h.db_path))
    try:  # stopped in the pause: no game in play
        assert await st.get_active_game(PRIVATE) is None
    finally:
        await st.close()
    monkeypatch.setattr(matches, "NEXT_GAME_PAUSE", 0.05)
    await h.start()
    await h.tg.wait_until(lambda: h.board(PRIVATE).message_id != final.message_id, 10)
    assert h.service is not None
    rec = await h.service.storage.get_active_game(PRIVATE)
    assert rec is not None and rec.status == "active"
    # a second restart changes nothing: the match has its game in play
    assert await h.service.matches.resume() == 0

