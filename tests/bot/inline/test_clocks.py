"""A game with a clock in an inline message: the invitation's ⏱ button, the control in
its caption and in the board's, the turn timed from the confirmed edit of the message,
the warning as a line of the board's caption and the time-out; a pause agreed and
resumed in the message."""

from __future__ import annotations

from testkit.fakeapi import FakeInlineMessage
from tests.bot.clock_kit import BLITZ_TURN, advance, timed_harness
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import data, post_lobby, press, start, turn_user


async def test_an_inline_game_with_a_clock_is_lost_on_time(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    await start(h)
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    msg: FakeInlineMessage = await post_lobby(h, alice, "long")
    clk = data(msg, "il:clk")
    assert clk and "⏱ Без часов" in str(h.tg.buttons(msg))
    assert (await press(h, bob, msg, clk[0])).get("show_alert")  # the creator's choice
    await press(h, alice, msg, clk[0])
    assert "Контроль времени: блиц: 8 с на ход + 1 минута резерва на очко" in (msg.caption or "")
    assert "⏱ блиц" in str(h.tg.buttons(msg))
    await press(h, bob, msg, data(msg, "il:join")[0])
    await h.tg.wait_until(lambda: data(msg, "s:") or data(msg, "c:"))
    await h.settle()
    assert "⏱ Аня 1:00 · Борис 1:00, +8 с на ход" in (msg.caption or "")
    mover = turn_user(msg)
    assert mover in (1, 2)
    await advance(h, clock, 8.0 + 60.0 - 30.0 + 0.1)  # the warning: in the caption
    assert "осталось" in (msg.caption or "") and f"tg://user?id={mover}" in (msg.caption or "")
    await advance(h, clock, 30.0)
    loser = "Аня" if mover == 1 else "Борис"
    assert (msg.caption or "").startswith(f"⌛ Время вышло: {loser} не успевает сделать ход.")
    assert not data(msg, "s:") and not data(msg, "c:")  # the final board


async def timed_inline_game(h: BotHarness) -> FakeInlineMessage:
    """Аня's blitz game with Борис in an inline message, its first turn timed."""
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    msg: FakeInlineMessage = await post_lobby(h, alice, "long")
    await press(h, alice, msg, data(msg, "il:clk")[0])
    await press(h, bob, msg, data(msg, "il:join")[0])
    await h.tg.wait_until(lambda: data(msg, "s:") or data(msg, "c:"))
    await h.settle()
    return msg


async def test_a_pause_in_an_inline_message(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    await start(h)
    msg = await timed_inline_game(h)
    alice, bob, carl = h.tg.user(1, "Аня"), h.tg.user(2, "Борис"), h.tg.user(3, "Карл")
    users = {1: alice, 2: bob}
    mover = turn_user(msg)
    assert mover in users
    offer = data(msg, "ps:")
    assert len(offer) == 1 and "⏸ Предложить паузу" in str(h.tg.buttons(msg))
    answer = await press(h, carl, msg, offer[0])  # anyone sees the message: a stranger
    assert answer.get("show_alert") and answer.get("text") == "Это не ваша партия."
    await clock.advance(30.0)
    await press(h, users[mover], msg, offer[0])
    assert f"⏸ {users[mover].first_name} предлагает остановить часы" in (msg.caption or "")
    agree = data(msg, "ps:")
    assert agree[0].endswith(":ok")
    await press(h, users[3 - mover], msg, agree[0])
    assert "⏸ Часы остановлены по согласию:" in (msg.caption or "")
    assert not data(msg, "s:") and not data(msg, "c:")  # nothing to play while stopped
    await advance(h, clock, 5 * BLITZ_TURN)  # no time-out while the clocks are stopped
    assert "Время вышло" not in (msg.caption or "") and data(msg, "ps:")
    answer = await press(h, users[3 - mover], msg, data(msg, "ps:")[0])
    assert answer.get("text") == "▶️ Часы снова идут."
    assert data(msg, "s:") or data(msg, "c:")
    # 30 s were spent before the pause: 38 s are left from the resumed board's delivery
    await advance(h, clock, BLITZ_TURN - 30.0 - 0.5)
    assert "Время вышло" not in (msg.caption or "")
    await advance(h, clock, 1.0)
    loser = users[mover].first_name
    assert (msg.caption or "").startswith(f"⌛ Время вышло: {loser} не успевает сделать ход.")
