"""Pausing a timed game through the fake Bot API: ⏸ Offer a pause, ✅ Agree, ▶️ Resume;
the clocks stopped meanwhile (no time-out, nothing played), the resumed turn timed again
from the delivery of the resumed board, old and strangers' presses refused, the edits
within the group's budget."""

from __future__ import annotations

import pytest

from bot.delivery.sender import Frame
from testkit.fakeapi import FakeMessage
from tests.bot.clock_kit import (
    BLITZ_TURN,
    advance,
    clock_of,
    finished,
    game_of,
    open_timed_group_game,
    play_turn,
    timed_harness,
)
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness


def pause_button(h: BotHarness, msg: FakeMessage) -> tuple[str, str]:
    """The board's one pause button (offer, agree or resume)."""
    found = h.find(msg, "ps:")
    assert len(found) == 1, h.buttons(msg)
    return found[0]


@pytest.mark.harness(sharing=("local", "shared"))
async def test_both_players_agree_to_a_pause_and_either_resumes(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=h.coordination is not None)
    await h.start()
    alice, bob, carl = h.tg.user(1, "Аня"), h.tg.user(2, "Борис"), h.tg.user(3, "Карл")
    users = {1: alice, 2: bob}
    board = await open_timed_group_game(h, alice, bob)
    mover = turn_user(board)
    assert mover in users
    other = 3 - mover
    side = 0 if mover == 1 else 1  # Аня created the game: White, side 0
    text, offer = pause_button(h, board)
    assert text == "⏸ Предложить паузу" and offer.endswith(":ask")
    step = next(d for _, d in h.buttons(board) if d.startswith(("s:", "c:")))

    answer = await h.press(GROUP, carl, board, offer)  # a stranger
    assert answer.get("show_alert") and answer.get("text") == "Это не ваша партия."
    await clock.advance(20.0)  # the mover thinks 20 s: the delay and 12 s of reserve
    answer = await h.press(GROUP, users[other], board, offer)
    assert answer.get("text") == "⏸ Пауза предложена — ждём согласия соперника."
    asked = h.board(GROUP)
    asker = users[other].first_name
    assert f"⏸ {asker} предлагает остановить часы. Соперник должен согласиться." in (
        asked.caption or "")
    text, agree = pause_button(h, asked)
    assert text == "✅ Согласиться на паузу"
    assert (await clock_of(h, GROUP)).running  # an offer stops nothing
    answer = await h.press(GROUP, users[other], asked, agree)  # its own offer
    assert answer.get("show_alert") and answer.get("text") == "Паузу должен принять соперник."
    answer = await h.tg.press(GROUP, users[mover], board.message_id, offer)  # an old button
    await h.settle()
    assert answer.get("text") == "Эта кнопка устарела — показываю актуальную доску."

    await clock.advance(5.0)
    answer = await h.press(GROUP, users[mover], asked, agree)
    assert answer.get("text") == "⏸ Часы остановлены. Продолжить может любой из игроков."
    paused = h.board(GROUP)
    assert "⏸ Часы остановлены по согласию:" in (paused.caption or "")
    assert "0:43" in (paused.caption or "")  # 25 s spent: 8 of delay, 17 of the minute
    text, go = pause_button(h, paused)
    assert text == "▶️ Продолжить" and len(h.buttons(paused)) == 1  # nothing else to press
    stopped = await clock_of(h, GROUP)
    assert stopped.paused and stopped.used == pytest.approx(25.0)
    rec = await game_of(h, GROUP)
    assert rec.clock_deadline is None

    # a move pressed now (a button of the current view, as the board page would send it)
    parts = step.split(":")
    parts[2] = str(int(go.split(":")[2]))
    answer = await h.press(GROUP, users[mover], paused, ":".join(parts))
    assert answer.get("show_alert") and "Часы остановлены" in str(answer.get("text"))
    await h.tg.send_text(GROUP, users[other], "/claim", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "пока идёт пауза" in (m.text or ""))

    await advance(h, clock, 10 * BLITZ_TURN)  # far beyond the old deadline: no time-out
    assert (await game_of(h, GROUP)).game_id == rec.game_id
    assert (await clock_of(h, GROUP)).used == pytest.approx(25.0)

    answer = await h.press(GROUP, users[other], paused, go)  # either player resumes
    assert answer.get("text") == "▶️ Часы снова идут."
    resumed = await clock_of(h, GROUP)
    assert not resumed.paused and resumed.since == clock.now  # from the resumed board
    assert resumed.deadline() == pytest.approx(clock.now + BLITZ_TURN - 25.0)
    assert "ps:" in pause_button(h, h.board(GROUP))[1] and h.find(h.board(GROUP), "s:") + \
        h.find(h.board(GROUP), "c:")
    answer = await h.press(GROUP, users[mover], paused, go)  # resumed already
    assert answer.get("text") == "Эта кнопка устарела — показываю актуальную доску."

    await clock.advance(10.0)
    assert await play_turn(h, users) == mover
    after = await clock_of(h, GROUP)
    assert after.reserves[side] == pytest.approx(60.0 - 27.0)  # 35 s in all, 8 free
    assert after.pause_asked is None and after.mover == 1 - side


async def test_a_pause_agreed_too_late_is_a_time_out(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    users = {1: alice, 2: bob}
    board = await open_timed_group_game(h, alice, bob)
    rec = await game_of(h, GROUP)
    mover = turn_user(board)
    assert mover in users
    await h.press(GROUP, users[mover], board, pause_button(h, board)[1])
    await clock.advance(BLITZ_TURN + 0.5)  # the time-out job has not run yet
    asked = h.board(GROUP)
    answer = await h.press(GROUP, users[3 - mover], asked, pause_button(h, asked)[1])
    assert answer.get("show_alert") and "Поздно" in str(answer.get("text"))
    fin = await finished(h, rec.game_id)
    assert fin.reason == "timeout"


async def test_pauses_are_board_edits_within_the_group_budget(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False, budget=True)
    shown: list[tuple[float, int]] = []

    def delivered(frame: Frame, waited: float) -> None:
        if frame.chat_id == GROUP:
            shown.append((clock.now, frame.seq))

    h.on_delivered = delivered
    await h.start(group_edits_per_minute=20)
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    users = {1: alice, 2: bob}
    board = await open_timed_group_game(h, alice, bob, "long relaxed")
    mover = turn_user(board)
    assert mover in users
    messages = len(h.tg.calls_of("sendMessage"))
    before = len(shown)
    presses = 0
    for _ in range(8):  # offer, agree, resume: 24 presses as fast as the players can
        for who in (mover, 3 - mover, mover):
            msg = h.board(GROUP)
            answer = await h.tg.press(GROUP, users[who], msg.message_id,
                                      pause_button(h, msg)[1])
            assert not answer.get("show_alert"), answer
            presses += 1
            await h.settle()
    assert presses == 24 and len(shown) - before >= 20
    for start, _ in shown:  # never more than 20 edits in a minute of the bot's clock
        assert sum(1 for t, _ in shown if start <= t < start + 60.0) <= 20, shown
    assert sum(clock.slept) > 0  # the sender waited for the budget
    assert len(h.tg.calls_of("sendMessage")) == messages  # no message of their own
    edits = [c for c in h.tg.calls if c.method.startswith("editMessage")
             and str(c.params.get("message_id")) == str(board.message_id)]
    assert len(edits) == len(shown) - 1  # every delivered frame but the first, posted
    c = await clock_of(h, GROUP)
    assert c.running and not c.paused
