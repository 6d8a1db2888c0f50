"""Shared pieces of the clock tests: a harness whose game clocks and jobs read one clock
moved by hand, the stored clock of a chat's game, moving that clock on, a timed group game
opened and its turns played."""

from __future__ import annotations

import time

from engine.clock import Clock
from storage import FinishedGame, GameRecord
from storage.coordination import LocalCoordination
from testkit.clock import ManualClock
from testkit.fakeapi import FakeMessage, FakeUser
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness, SharedLocal


def timed_harness(h: BotHarness, *, shared: bool, budget: bool = False) -> ManualClock:
    """Make ``h`` run its game clocks and its jobs on one `ManualClock` (started at the
    real time, so that stored deadlines are real dates), with no turn reminders and a job
    runner that looks for due jobs only when woken; with ``budget`` the board sender's
    budgets wait on that clock too (each wait lets its time pass at once)."""
    clock = ManualClock(time.time())
    h.clock = clock
    if budget:
        h.sleep = clock.sleep
    h.coordination = SharedLocal(clock) if shared else LocalCoordination(clock)
    h.overrides.update(turn_ping_seconds=0, job_poll_seconds=3600.0)
    return clock


async def game_of(h: BotHarness, chat_id: int) -> GameRecord:
    """The chat's game in play, read from the database."""
    assert h.service is not None
    rec = await h.service.storage.get_active_game(chat_id)
    assert rec is not None and rec.status == "active"
    return rec


async def clock_of(h: BotHarness, chat_id: int) -> Clock:
    """The stored clock of the chat's game in play."""
    rec = await game_of(h, chat_id)
    assert rec.clock is not None
    return Clock.from_json(rec.clock)


async def advance(h: BotHarness, clock: ManualClock, seconds: float) -> None:
    """Let ``seconds`` pass, wake the job runner and wait until the bot settled."""
    assert h.service is not None
    await clock.advance(seconds)
    h.service.jobs.wake()
    await h.settle()


BLITZ_TURN = 8.0 + 60.0  # the blitz control: 8 s a move, then a minute of reserve


async def open_timed_group_game(h: BotHarness, alice: FakeUser, bob: FakeUser,
                                words: str = "long blitz") -> FakeMessage:
    """``/new <words>`` in the group, Bob joins; the first board once its turn is timed."""
    await h.tg.send_text(GROUP, alice, f"/new {words}", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    await h.settle()
    assert "Контроль времени: " in (lobby.text or "")
    if words.endswith("blitz"):
        assert "блиц: 8 с на ход + 1 минута резерва на очко" in (lobby.text or "")
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]]
    await h.press(GROUP, bob, lobby, join[0][1])
    await h.wait_board(GROUP)
    await h.settle()
    return h.board(GROUP)


async def play_turn(h: BotHarness, users: dict[int, FakeUser]) -> int:
    """The player on turn plays his whole roll (the first step button each time); returns
    his user id."""
    mover = turn_user(h.board(GROUP))
    assert mover in users
    while turn_user(h.board(GROUP)) == mover:
        msg = h.board(GROUP)
        steps = [b for b in h.buttons(msg) if b[1].startswith(("s:", "c:"))]
        assert steps, h.buttons(msg)
        answer = await h.press(GROUP, users[mover], msg, steps[0][1])
        assert not answer.get("show_alert"), answer
    return mover


async def finished(h: BotHarness, game_id: int) -> FinishedGame:
    """The finished game ``game_id``, read from the database."""
    assert h.service is not None
    fin = await h.service.storage.get_finished_game(game_id)
    assert fin is not None
    return fin
