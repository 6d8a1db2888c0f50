"""The coach: thresholds, rating words, the ranking of plays, the analysis of a game, and
hints and analyses end to end through the fake Bot API."""

from __future__ import annotations

import random

import pytest

from ai import choose_play
from ai.analysis import (
    RATING_BANDS,
    THRESHOLDS,
    GameAnalysis,
    analyse_game,
    classify,
    decisions_of,
    rank_plays,
    rating_key,
)
from bot.i18n import Translator
from bot.views.coach import equity_text, progress_text
from engine import Game, Position, RandomDice, legal_plays, start_position
from testkit.fakeapi import FakeMessage
from tests.bot.game_kit import GROUP, PRIVATE, open_group_game, play_out, turn_user
from tests.bot.helpers import BotHarness


# ------------------------------------------------------------------ thresholds and words
@pytest.mark.parametrize(("loss", "kind"), [
    (0.0, "fine"), (0.039, "fine"), (0.040, "doubtful"), (0.0799, "doubtful"),
    (0.080, "error"), (0.159, "error"), (0.160, "blunder"), (1.5, "blunder"),
])
def test_classify_thresholds(loss: float, kind: str) -> None:
    assert classify(loss) == kind


@pytest.mark.parametrize(("rate", "key"), [
    (0.0, "master"), (4.99, "master"), (5.0, "strong"), (9.9, "strong"), (10.0, "confident"),
    (17.9, "confident"), (18.0, "amateur"), (29.9, "amateur"), (30.0, "novice"),
    (250.0, "novice"),
])
def test_rating_bands(rate: float, key: str) -> None:
    assert rating_key(rate) == key


def test_rating_words_and_thresholds_in_both_languages() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru("coach.rating.confident") == "уверенный любитель"
    assert ru("coach.rating.master") == "мастер" and en("coach.rating.master") == "master"
    for _, key in RATING_BANDS:
        assert ru(f"coach.rating.{key}") and en(f"coach.rating.{key}")
    for _, kind in THRESHOLDS:
        assert ru(f"coach.kind.{kind}") and en(f"coach.kind.{kind}")
    assert progress_text(24, 61, ru) == "⏳ Разбор: 24 из 61 хода"
    assert progress_text(3, 25, ru) == "⏳ Разбор: 3 из 25 ходов"
    assert progress_text(1, 1, en) == "⏳ Analysis: 1 of 1 turn"


def test_equity_text() -> None:
    en, ru = Translator("en"), Translator("ru")
    assert equity_text(0.042, en) == "−0.042" and equity_text(0.042, ru) == "−0,042"
    assert equity_text(0.0, en) == "0.000"
    assert equity_text(0.0001, en) == "0.000"


# ------------------------------------------------------------------ ranking
def test_rank_plays_orders_and_measures() -> None:
    pos = start_position("short")
    ranked = rank_plays(pos, (6, 5))
    assert len(ranked) == len(legal_plays(pos, (6, 5)))
    assert ranked[0].loss == 0.0
    # the running 24/13 is the book play of 6-5 at the start
    assert sorted(ranked[0].moves) == [(18, 13), (24, 18)]
    losses = [r.loss for r in ranked[:3]]
    assert losses == sorted(losses) and all(x >= 0 for x in losses)


def test_rank_plays_window_and_include() -> None:
    pos = start_position("short")
    alone = rank_plays(pos, (6, 5), window=0.0)
    assert len(alone) > 2
    assert all(r.depth == 0 for r in alone)  # one candidate: nothing to compare at 1-ply
    worst = alone[-1].play.position
    both = rank_plays(pos, (6, 5), window=0.0, include=(worst,))
    deep = [r for r in both if r.depth == 1]
    assert len(deep) == 2 and worst in {r.play.position for r in deep}
    assert both[:2] == deep  # the 1-ply verdicts come first


def test_one_ply_budget_bounds_the_work() -> None:
    import math

    from ai import load_player
    from ai.analysis import _one_ply

    plays = legal_plays(start_position("short"), (6, 5))[:4]
    player = load_player("short", "strong")
    full = _one_ply(player, plays)
    cut = _one_ply(player, plays, budget=0)
    assert not any(math.isnan(x) for x in full)
    # the network runs in float32, whose sums depend a little on the batch's size
    assert list(cut[:2]) == pytest.approx(list(full[:2]), abs=1e-6)
    assert all(math.isnan(x) for x in cut[2:])


def test_rank_plays_winning_play_first() -> None:
    pos = Position.from_points("short", {1: 1, 2: 1}, {12: 15}, turn="white",
                               off=(13, 0))
    ranked = rank_plays(pos, (2, 1))
    assert ranked[0].play.position.winner == 0 and ranked[0].loss == 0.0


def _game(variant: str, levels: tuple[str, str], seed: int) -> Game:
    rng = random.Random(seed)
    dice = RandomDice(rng)
    g = Game.new(variant, dice)
    while not g.finished:
        g = g.play(choose_play(g.position, g.dice, levels[g.turn_color], rng), dice)
    return g


def test_analysis_separates_a_weak_player_from_a_strong_one() -> None:
    g = _game("short", ("beginner", "strong"), seed=5)
    calls: list[tuple[int, int]] = []
    a = analyse_game(g, deep=0, progress=lambda n, t: calls.append((n, t)))
    total = len(decisions_of(g))
    assert calls[-1] == (total, total) and len(calls) == total
    weak, strong = a.reports
    assert weak.decisions + strong.decisions == total
    assert weak.error_rate > strong.error_rate
    assert strong.error_rate == 0.0  # judged at the strong level's own depth
    assert len(weak.worst) == 3
    assert [d.loss for d in weak.worst] == sorted((d.loss for d in weak.worst), reverse=True)
    assert weak.doubtful + weak.errors + weak.blunders >= sum(
        1 for d in weak.worst if d.kind != "fine")
    assert weak.blunders == 0 or weak.worst[0].kind == "blunder"
    back = GameAnalysis.from_json(a.to_json())
    assert back.to_json() == a.to_json()
    assert [(d.index, d.played, d.best, d.position) for d in back.reports[0].worst] == [
        (d.index, d.played, d.best, d.position) for d in weak.worst]
    assert back.reports[0].error_rate == pytest.approx(weak.error_rate, abs=1e-3)
    with pytest.raises(ValueError):
        GameAnalysis.from_json('{"v": 1}')


# ------------------------------------------------------------------ end to end
async def _private_game(h: BotHarness, level: str = "beginner") -> FakeMessage:
    dana = h.tg.user(PRIVATE, "Dana", "en")
    await h.tg.send_text(PRIVATE, dana, "/new short")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    lvl = [b for b in h.find(lobby, "l:") if b[1].endswith(f":lvl:{level}")][0]
    await h.press(PRIVATE, dana, lobby, lvl[1])
    return await h.wait_board(PRIVATE)


async def test_hint_in_a_game_against_the_bot(harness: BotHarness) -> None:
    h = harness
    await h.start()
    dana = h.tg.users[PRIVATE] if PRIVATE in h.tg.users else h.tg.user(PRIVATE, "Dana", "en")
    board = await _private_game(h)
    await h.settle()
    board = h.board(PRIVATE)
    hint = h.find(board, "hint:")
    assert len(hint) == 1 and "Hint" in hint[0][0]
    ans = await h.press(PRIVATE, dana, board, hint[0][1])
    assert not ans.get("text"), ans
    msg = await h.tg.wait_for_message(PRIVATE, lambda m: "a hint for" in (m.text or ""))
    text = msg.text or ""
    lines = [ln for ln in text.splitlines() if ln[:2] in ("1.", "2.", "3.")]
    assert lines[0].endswith("(best play)")
    assert all("(−" in ln or ln.endswith("(0.000)") for ln in lines[1:]), text
    show = h.find(msg, "hint:")
    assert show and show[0][1].endswith(":s")
    before = len([m for m in h.tg.chat(PRIVATE).visible() if m.photo])
    ans = await h.press(PRIVATE, dana, msg, show[0][1])
    assert not ans.get("text"), ans
    pic = await h.tg.wait_for_message(PRIVATE, lambda m: "Best play" in (m.caption or ""))
    assert pic.photo is not None
    assert len([m for m in h.tg.chat(PRIVATE).visible() if m.photo]) == before + 1
    assert h.service is not None and len(h.service.coach.hint_seconds) == 1  # cached
    # after the turn was played the old hint's "show" is refused
    await play_turn(h, PRIVATE, dana, board)
    ans = await h.press(PRIVATE, dana, msg, show[0][1])
    assert "out of date" in (ans.get("text") or "")


async def play_turn(h: BotHarness, chat: int, user: object, board: FakeMessage) -> None:
    """The user on turn plays first buttons until the turn is passed."""
    for _ in range(8):
        await h.settle()
        board = h.tg.chat(chat).messages[board.message_id]
        steps = h.find(board, "s:")
        done = [b for b in h.find(board, "t:") if b[1].endswith(":d")]
        if not steps and not done:
            return
        await h.press(chat, user, board, (steps or done)[0][1])  # type: ignore[arg-type]
        if not steps:
            return


async def test_hints_need_both_players_in_a_friend_game(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "short", alice, bob)
    await h.settle()
    board = h.board(GROUP)
    assert not h.find(board, "hint:")
    mover = users[turn_user(board)]  # type: ignore[index]
    other = bob if mover is alice else alice
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None
    forged = f"hint:{rec.game_id}:1:h"
    ans = await h.press(GROUP, mover, board, forged)
    assert ans.get("show_alert") and "/hints" in ans.get("text", "")
    assert not [m for m in h.tg.chat(GROUP).visible() if "подсказка на" in (m.text or "")]
    # one consent is not enough
    await h.tg.send_text(GROUP, alice, "/hints", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "согласились" in (m.text or ""))
    await h.settle()
    assert not h.find(h.board(GROUP), "hint:")
    await h.tg.send_text(GROUP, bob, "/hints", chat_type="group")
    await h.tg.wait_until(lambda: h.find(h.board(GROUP), "hint:"))
    await h.settle()
    board = h.board(GROUP)
    assert "Подсказки включены" in (board.caption or "")
    data = h.find(board, "hint:")[0][1]
    ans = await h.press(GROUP, other, board, data)  # not on turn: nothing revealed
    assert ans.get("text") in ("Сейчас не ваш ход.", "It is not your turn.")
    assert not [m for m in h.tg.chat(GROUP).visible() if "подсказка на" in (m.text or "")]
    ans = await h.press(GROUP, mover, board, data)
    assert not ans.get("text"), ans
    await h.tg.wait_for_message(GROUP, lambda m: "подсказка на" in (m.text or ""))
    # one player withdraws: hints are off again
    await h.tg.send_text(GROUP, bob, "/hints off", chat_type="group")
    await h.tg.wait_until(lambda: not h.find(h.board(GROUP), "hint:"))


async def test_analysis_of_a_finished_game(harness: BotHarness) -> None:
    h = harness
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    await _private_game(h, "strong")
    final = await play_out(h, PRIVATE, {PRIVATE: dana})
    an = h.find(final, "an:")
    assert an, h.buttons(final)
    photos_before = len([m for m in h.tg.chat(PRIVATE).visible() if m.photo])
    ans = await h.press(PRIVATE, dana, final, an[0][1])
    assert not ans.get("text"), ans
    report = await h.tg.wait_for_message(
        PRIVATE, lambda m: "Game analysis" in (m.text or ""), timeout=120)
    text = report.text or ""
    assert "error rate" in text and "level of play" in text and "blunder" in text
    assert h.tg.calls_of("sendMessage") and any(
        "⏳ Analysis" in (c.params.get("text") or "") for c in h.tg.calls_of("sendMessage"))
    await h.tg.wait_until(lambda: len(
        [m for m in h.tg.chat(PRIVATE).visible() if m.photo]) == photos_before + 3, 30)
    pics = [m for m in h.tg.chat(PRIVATE).visible() if m.photo][-3:]
    assert [p.caption.split(".")[0] for p in pics if p.caption] == ["1", "2", "3"]
    assert all("played" in (p.caption or "") and "better" in (p.caption or "") for p in pics)
    # stored with the game: a second request is answered from storage
    assert h.service is not None
    fin = (await h.service.storage.list_finished_games(chat_id=PRIVATE))[0]
    assert await h.service.storage.get_analysis(fin.game_id)
    await h.tg.send_text(PRIVATE, dana, "/analysis")
    menu = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "an:")) and not m.photo)
    progress = len([c for c in h.tg.calls_of("sendMessage")
                    if "⏳ Analysis" in (c.params.get("text") or "")])
    await h.press(PRIVATE, dana, menu, h.find(menu, "an:")[0][1])
    await h.tg.wait_until(lambda: len(
        [m for m in h.tg.chat(PRIVATE).visible() if m.photo]) == photos_before + 6, 30)
    assert len([c for c in h.tg.calls_of("sendMessage")
                if "⏳ Analysis" in (c.params.get("text") or "")]) == progress




async def test_hints_agreed_before_the_game(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    for user in (alice, bob):
        await h.tg.send_text(GROUP, user, "/hints", chat_type="group")
    await h.tg.wait_until(lambda: len(
        [m for m in h.tg.chat(GROUP).visible() if "/hints off" in (m.text or "")]) == 2)
    await open_group_game(h, "long", alice, bob)
    await h.tg.wait_until(lambda: h.find(h.board(GROUP), "hint:"))
    assert "Подсказки включены" in (h.board(GROUP).caption or "")


def test_a_hint_keeps_to_its_time_bound() -> None:
    pos, dice = start_position("short"), (6, 4)
    free = rank_plays(pos, dice)
    assert [r.depth for r in free[:2]] == [1, 1]
    # no time at all: no play is looked ahead, and the ranking is the 0-ply one
    bounded = rank_plays(pos, dice, seconds=0.0)
    assert {r.depth for r in bounded} == {0}
    assert [r.play.position for r in bounded] == [r.play.position for r in rank_plays(
        pos, dice, deep=0)]
    assert bounded[0].loss == 0.0 and all(r.loss >= 0.0 for r in bounded)
