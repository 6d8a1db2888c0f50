"""The clocks of a timed game on the board page, in a real headless Chromium: the mover's
clock ticks down on its own between two states, second by second, and agrees with the
server's figure; the other clock stands still; after the turn passes the two swap, each
corrected by the server's state."""

from __future__ import annotations

import asyncio
import time
from urllib.parse import quote

import pytest

from engine.clock import Clock, format_seconds
from testkit.webapp import init_data
from tests.bot.clock_kit import clock_of, open_timed_group_game, play_turn
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness
from tests.bot.webapp.test_browser import Browser
from tests.bot.webapp_kit import base_url, board_key, page_harness

harness = page_harness

READ = ("const b = document.querySelector('#{box} .clock');"
        "return b && !b.hidden && [b.firstChild ? b.firstChild.textContent : '',"
        " +b.dataset.seconds, b.classList.contains('run'), Date.now() / 1000]")
"""A clock box's reserve text, the seconds it shows in all (reserve and free time of the
turn), whether it runs, and when the page read it."""


def pause_data(h: BotHarness) -> str:
    """The callback data of the chat board's one pause button (offer, agree or resume)."""
    found = h.find(h.board(GROUP), "ps:")
    assert len(found) == 1, h.buttons(h.board(GROUP))
    return found[0][1]


def server_seconds(clock: Clock, side: int, at: float) -> float:
    """What the server says ``side`` has at ``at``: reserve and free seconds of the turn."""
    return clock.remaining(side, at) + (clock.delay_left(at) if clock.mover == side else 0.0)


@pytest.mark.slow
async def test_the_movers_clock_ticks_down_on_the_page(harness: BotHarness) -> None:
    h = harness  # the game clocks read the real time: the page ticks on the real time too
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    users = {1: alice, 2: bob}
    board = await open_timed_group_game(h, alice, bob)
    mover = turn_user(board)
    assert mover in users
    key = board_key(board)
    # the page speaks its viewer's language: his Telegram one, Russian like the chat's
    data = init_data(h.tg.token, mover, users[mover].first_name, start_param=key,
                     language_code="ru")
    page = await asyncio.to_thread(Browser)
    try:
        await page.run(page.d.get, f"{base_url(h)}#tgWebAppData={quote(data)}"
                                   "&tgWebAppVersion=8.0")
        await page.until("return document.body.dataset.ready && document.body.dataset.live")
        await page.until("return document.body.dataset.clock == 'running'")
        clock = await clock_of(h, GROUP)
        side = clock.mover
        assert side is not None and clock.running

        text, shown, running, at = await page.until(READ.format(box="you"))
        assert running and text == "1:00"  # the delay first: the reserve stays whole
        assert abs(shown - server_seconds(clock, side, at)) < 1.5, (shown, at, clock)
        delay = await page.js("return document.querySelector('#you .clock .delay').textContent")
        assert delay.startswith("+") and delay.endswith(" с"), delay
        opp_text, opp_shown, opp_running, _ = await page.until(READ.format(box="opp"))
        assert (opp_text, opp_shown, opp_running) == ("1:00", 60.0, False)

        # with no state from the server the mover's clock counts on: through the delay,
        # then second by second out of the reserve
        first = shown
        seen = {text}
        for _ in range(600):
            text, shown, running, at = await page.js(READ.format(box="you"))
            seen.add(text)
            if text == "0:58":
                break
            await asyncio.sleep(0.05)  # the page's own timer ticks: real time must pass
        else:
            raise AssertionError(f"the mover's clock did not tick: {seen}")
        assert {"1:00", "0:59", "0:58"} <= seen, seen
        # the page counted on its own from its first reading, still in the delay (more
        # than the reserve shown), through the rest of the delay into the reserve (a page
        # loaded slowly reads first later in the delay)
        assert first > 60.0 and shown < 59.0, (first, shown)
        assert abs(shown - server_seconds(clock, side, at)) < 1.5, (shown, at, clock)
        assert (await page.js(READ.format(box="opp")))[:3] == ["1:00", 60.0, False]

        # the turn passes: the page's state comes live, the clocks swap
        await play_turn(h, users)
        await h.settle()
        after = await clock_of(h, GROUP)
        assert after.mover == 1 - side
        await page.until("return !document.querySelector('#you .clock').classList"
                         ".contains('run')")
        text, shown, running, _ = await page.js(READ.format(box="you"))
        assert not running and text == format_seconds(after.reserves[side])
        assert shown == pytest.approx(after.reserves[side], abs=0.01)
        opp_text, opp_shown, opp_running, at = await page.until(READ.format(box="opp"))
        assert opp_running and opp_text == "1:00"
        assert abs(opp_shown - server_seconds(after, 1 - side, at)) < 1.5
        assert abs(at - time.time()) < 5.0

        # a pause by agreement: offered (the page says who offers), agreed, the clocks
        # stand still on the page and nothing is offered to play; resumed, they run again
        await h.press(GROUP, users[mover], h.board(GROUP), pause_data(h))
        name = users[mover].first_name
        await page.until(f"return document.getElementById('match').textContent"
                         f".includes('⏸ {name} предлагает паузу')")
        await h.press(GROUP, users[3 - mover], h.board(GROUP), pause_data(h))
        await h.settle()
        assert (await clock_of(h, GROUP)).paused
        await page.until("return document.body.dataset.clock == 'paused'")
        status = await page.js("return document.getElementById('status').textContent")
        assert "⏸ Часы остановлены по согласию" in status, status
        stopped = await page.js(READ.format(box="opp"))
        assert not stopped[2]
        await asyncio.sleep(1.2)  # a running clock would have ticked meanwhile
        assert (await page.js(READ.format(box="opp")))[:3] == stopped[:3]
        assert not await page.js("return document.querySelectorAll("
                                 "'#actions button:not([disabled])').length")
        await h.press(GROUP, users[mover], h.board(GROUP), pause_data(h))
        await h.settle()
        await page.until("return document.body.dataset.clock == 'running'")
        resumed = await clock_of(h, GROUP)
        _, shown, running, at = await page.until(READ.format(box="opp"))
        assert running and abs(shown - server_seconds(resumed, 1 - side, at)) < 1.5
    finally:
        await asyncio.to_thread(page.close)
