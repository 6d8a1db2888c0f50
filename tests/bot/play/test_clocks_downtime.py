"""The bot's downtime never costs the mover his time: a stop of the bot before the mover's
deadline and a start after it would have passed, and Telegram out of reach past the
deadline; no time-out for the time away, the mover's reserve as it was (the figures
checked), the game still timed afterwards."""

from __future__ import annotations

import pytest

from tests.bot.clock_kit import (
    BLITZ_TURN,
    advance,
    clock_of,
    finished,
    game_of,
    open_timed_group_game,
    timed_harness,
)
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness

THOUGHT = 20.0  # the mover's time before the bot goes away: the delay and 12 s of reserve
LEFT = BLITZ_TURN - THOUGHT  # 48 s left, all of them reserve


async def test_a_stop_of_the_bot_costs_the_mover_nothing(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    await open_timed_group_game(h, alice, bob)
    rec = await game_of(h, GROUP)
    side = 0 if turn_user(h.board(GROUP)) == 1 else 1
    await clock.advance(THOUGHT)
    await h.stop()  # before the deadline
    await clock.advance(10 * BLITZ_TURN)  # the deadline would have passed long ago
    await h.start()
    await h.settle()
    assert (await game_of(h, GROUP)).game_id == rec.game_id  # no time-out
    c = await clock_of(h, GROUP)
    assert c.running and c.mover == side
    assert c.remaining(side, clock.now) == pytest.approx(LEFT)  # 48 s of his minute
    assert c.deadline() == pytest.approx(clock.now + LEFT)  # the 48 s he had when it stopped
    stored = (await game_of(h, GROUP)).clock_deadline
    assert stored is not None and stored.timestamp() == pytest.approx(clock.now + LEFT)
    await advance(h, clock, LEFT - 0.5)
    assert (await game_of(h, GROUP)).game_id == rec.game_id
    await advance(h, clock, 1.0)  # still timed: his own time runs out
    assert (await finished(h, rec.game_id)).reason == "timeout"


@pytest.mark.harness(sharing=("local", "shared"))
async def test_telegram_out_of_reach_past_the_deadline_is_given_back(
        harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=h.coordination is not None)
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    await open_timed_group_game(h, alice, bob)
    rec = await game_of(h, GROUP)
    side = 0 if turn_user(h.board(GROUP)) == 1 else 1
    await clock.advance(THOUGHT)
    assert h.service is not None
    outages = h.service.outages
    h.tg.fail("getUpdates", "network", times=2)  # the connection to Telegram drops
    await h.tg.wait_until(lambda: outages.down)
    began = clock.now
    await advance(h, clock, 200.0)  # the deadline passes while Telegram is away
    assert (await game_of(h, GROUP)).game_id == rec.game_id  # no time-out meanwhile
    await h.tg.wait_until(lambda: not outages.down)  # Telegram answers again
    await h.settle()
    assert outages.past[-1] == (began, clock.now)
    c = await clock_of(h, GROUP)
    assert c.running and c.credited == pytest.approx(clock.now)
    assert c.deadline() == pytest.approx(clock.now + LEFT)  # the 200 s given back
    assert "⏱ Бот был недоступен 200 с — это время возвращено игроку, который ходит." in (
        h.board(GROUP).caption or "")
    assert c.remaining(side, clock.now) == pytest.approx(LEFT)
    await advance(h, clock, LEFT - 0.5)
    assert (await game_of(h, GROUP)).game_id == rec.game_id
    await advance(h, clock, 1.0)
    assert (await finished(h, rec.game_id)).reason == "timeout"
