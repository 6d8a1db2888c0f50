"""Games with a clock through the fake Bot API: the control chosen in the lobby, a turn
timed from its board's delivery to the press that ends it, one warning, the time-out at
the deadline (the mover loses), a late press refused, the bot's thinking never charged."""

from __future__ import annotations

import json
import random

import pytest

from bot.background.ai_turns import choose_with_ai
from engine import Play, Position
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
from tests.bot.game_kit import GROUP, PRIVATE, turn_user
from tests.bot.helpers import BotHarness, MemberTelegram


@pytest.mark.harness(sharing=("local", "shared"))
async def test_a_player_who_stops_pressing_loses_on_time(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=h.coordination is not None)
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    users = {1: alice, 2: bob}
    board = await open_timed_group_game(h, alice, bob)
    assert "⏱ Аня 1:00 · Борис 1:00, +8 с на ход" in (board.caption or "")
    started = await clock_of(h, GROUP)
    assert started.running and started.since == clock.now  # from the board's delivery

    await clock.advance(20.0)  # the first mover thinks 20 s: 12 s beyond the delay
    first = await play_turn(h, users)
    second = 3 - first
    rec = await game_of(h, GROUP)
    after = await clock_of(h, GROUP)
    spent_side = 0 if first == 1 else 1  # Аня created the game: White, side 0
    assert after.reserves[spent_side] == pytest.approx(48.0)
    assert after.reserves[1 - spent_side] == 60.0
    assert after.mover == 1 - spent_side and after.since == clock.now
    assert "0:48" in (h.board(GROUP).caption or "")
    assert rec.clock_deadline is not None
    assert rec.clock_deadline.timestamp() == pytest.approx(clock.now + BLITZ_TURN)

    await advance(h, clock, BLITZ_TURN - 30.0 + 0.1)  # 30 s left: one warning
    warnings = [m for m in h.tg.chat(GROUP).messages.values() if "осталось" in (m.text or "")]
    assert len(warnings) == 1 and f"tg://user?id={second}" in (warnings[0].text or "")
    await advance(h, clock, 29.5)  # 0.4 s left: still on
    assert (await game_of(h, GROUP)).game_id == rec.game_id
    await advance(h, clock, 0.5)  # 0.1 s past the deadline: lost on time
    assert h.service is not None
    assert await h.service.storage.get_active_game(GROUP) is None
    fin = await finished(h, rec.game_id)
    assert fin.reason == "timeout" and fin.winner == ("white" if first == 1 else "black")
    assert fin.clock is not None and '"flagged":' + str(1 - spent_side) in fin.clock
    caption = h.board(GROUP).caption or ""
    loser = "Борис" if second == 2 else "Аня"
    assert caption.startswith(f"⌛ Время вышло: {loser} не успевает сделать ход.")
    assert h.find(h.board(GROUP), "dc:")  # 🔐 the seed can be checked, as at any end
    warnings = [m for m in h.tg.chat(GROUP).messages.values() if "осталось" in (m.text or "")]
    assert len(warnings) == 1

    # the records say why: the text record's Termination line, the JSON's clock block
    await h.press(GROUP, alice, h.board(GROUP), f"x:g:{rec.game_id}")
    docs = [m.document for m in h.tg.chat(GROUP).messages.values() if m.document]
    text = next(d for d in docs if d.startswith(b";")).decode()
    assert f'; [Termination "time out: {loser}"]' in text
    assert '; [TimeControl "blitz: 8 s a move + 60 s reserve a point"]' in text
    record = json.loads(next(d for d in docs if d.startswith(b"{")))
    assert record["clock"]["flagged"] == ("black" if second == 2 else "white")
    assert record["clock"]["termination"] == "time out"
    assert record["result"]["reason"] == "timeout"


async def test_a_press_after_the_deadline_is_refused(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    board = await open_timed_group_game(h, alice, bob)
    rec = await game_of(h, GROUP)
    mover = turn_user(board)
    assert mover in (1, 2)
    await clock.advance(BLITZ_TURN + 0.2)  # the job has not run yet
    steps = [b for b in h.buttons(board) if b[1].startswith(("s:", "c:"))]
    answer = await h.press(GROUP, (alice, bob)[mover - 1], board, steps[0][1])
    assert answer.get("show_alert") and "Поздно" in str(answer.get("text"))
    fin = await finished(h, rec.game_id)  # the press made the time-out due at once
    assert fin.reason == "timeout"
    assert fin.history == rec.history  # the late step was not played
    assert fin.winner == ("black" if mover == 1 else "white")


async def test_the_bot_thinking_is_never_charged(harness: BotHarness) -> None:
    h = harness
    clock = timed_harness(h, shared=False)
    thought: list[float] = []

    def slow_bot(position: Position, dice: tuple[int, int], level: str,
                 rng: random.Random | None) -> Play:
        clock.now += 50.0  # the bot takes 50 s on the game's clock for every play
        thought.append(clock.now)
        return choose_with_ai(position, dice, level, rng)

    h.choose_play = slow_bot
    await h.start()
    me = h.tg.user(PRIVATE, "Аня")
    await h.tg.send_text(PRIVATE, me, "/new long blitz")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    level = [b for b in h.find(lobby, "l:") if ":lvl:" in b[1]]
    await h.press(PRIVATE, me, lobby, level[0][1])
    for _ in range(40):  # my presses, the bot's turns in between
        await h.settle()
        board = h.board(PRIVATE)
        steps = [b for b in h.buttons(board) if b[1].startswith(("s:", "c:"))]
        if len(thought) >= 3 or not steps:
            break
        c = await clock_of(h, PRIVATE)
        assert c.mover == 0 and c.since is not None, c  # my turn is timed
        assert not thought or c.since >= thought[-1]  # from after the bot's thinking
        await clock.advance(1.0)  # I play within the delay
        await h.press(PRIVATE, me, board, steps[0][1])
    c = await clock_of(h, PRIVATE)
    assert len(thought) >= 3
    assert c.reserves == (60.0, 60.0)  # 150 s of the bot's thinking: never charged


async def test_the_group_default_and_the_lobby_button_choose_the_control(
        harness: BotHarness) -> None:
    h = harness
    timed_harness(h, shared=False)
    assert isinstance(h.tg, MemberTelegram)
    h.tg.members[GROUP] = {1: "creator"}
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    await h.tg.send_text(GROUP, alice, "/settings", chat_type="group")
    menu = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "set:clk")))
    assert "без часов: ход не ограничен по времени" in (menu.text or "")
    answer = await h.press(GROUP, bob, menu, "set:clk")  # not an administrator
    assert answer.get("show_alert")
    answer = await h.press(GROUP, alice, menu, "set:clk")
    assert "блиц" in str(answer.get("text"))
    menu = h.tg.chat(GROUP).messages[menu.message_id]
    assert "Часы по умолчанию: блиц: 8 с на ход" in (menu.text or "")

    await h.tg.send_text(GROUP, alice, "/new long", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    await h.settle()
    assert "Контроль времени: блиц" in (lobby.text or "")
    clk = [b for b in h.find(lobby, "l:") if ":clk:" in b[1]]
    assert clk and clk[0][0] == "⏱ блиц"
    await h.press(GROUP, alice, lobby, clk[0][1])  # the next control: live
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    assert "Контроль времени: живая игра: 12 с на ход + 2 минуты резерва на очко" in (
        lobby.text or "")
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]]
    await h.press(GROUP, bob, lobby, join[0][1])
    await h.wait_board(GROUP)
    await h.settle()
    c = await clock_of(h, GROUP)
    assert c.control.name == "live" and c.reserves == (120.0, 120.0) and c.running
    assert "⏱ Аня 2:00 · Борис 2:00, +12 с на ход" in (h.board(GROUP).caption or "")


async def test_no_clock_stays_the_default(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(1, "Аня"), h.tg.user(2, "Борис")
    await h.tg.send_text(GROUP, alice, "/new long", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    await h.settle()
    assert "Контроль времени" not in (lobby.text or "")
    assert tuple(t for t, d in h.find(lobby, "l:") if ":clk:" in d) == ("⏱ Без часов", )
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]]
    await h.press(GROUP, bob, lobby, join[0][1])
    board = await h.wait_board(GROUP)
    await h.settle()
    rec = await game_of(h, GROUP)
    assert rec.clock is None and rec.clock_deadline is None
    assert "⏱" not in (board.caption or "")
