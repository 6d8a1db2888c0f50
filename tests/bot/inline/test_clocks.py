"""A game with a clock in an inline message: the invitation's ⏱ button, the control in
its caption and in the board's, the turn timed from the confirmed edit of the message,
the warning as a line of the board's caption and the time-out."""

from __future__ import annotations

from testkit.fakeapi import FakeInlineMessage
from tests.bot.clock_kit import advance, timed_harness
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
