"""The coach's cube decisions: which decisions count, their verdicts and losses in money
play and in a match, how the analysis reports them, and a match game with a cube mistake
analysed end to end through the fake Bot API."""

from __future__ import annotations

import random

import pytest

from ai.analysis import CubeCall, GameAnalysis, analyse_game
from ai.cube_review import CLOSE, MatchScore, cube_calls
from bot.i18n import Translator
from bot.model.state import MatchInfo, Table
from bot.review.coach import match_score
from bot.views.coach import analysis_text, cube_verdict, mistake_caption, mistake_picture
from engine import Game, Position, RandomDice, start_position
from engine.game import Cube
from tests.bot.cube_kit import cube_buttons, group_game_at_cube
from tests.bot.game_kit import GROUP
from tests.bot.helpers import BotHarness

# Pure bear-offs (exact tables): the roller wins ~86% (double/pass) and ~73% (double/take).
RACE_WON = Position.from_points("short", {6: 1, 3: 1}, {6: 1, 5: 1})
RACE_EVEN = Position.from_points("short", {6: 1, 5: 1}, {6: 1, 4: 1})
# The roller is about to lose a gammon: doubling is nowhere near.
LOST = Position.from_points("short", {6: 15}, {2: 2, 1: 1})


def rolled_without_double(position: Position, seed: int = 1) -> Game:
    """A game from ``position`` (cube in the middle) in which the player on turn rolls
    without doubling and plays."""
    dice = RandomDice(random.Random(seed))
    game = Game.from_position(position, None, cube=Cube()).roll(dice)
    return game.play(game.legal_plays()[0], dice)


# ------------------------------------------------------------------ which decisions count
def test_a_clear_double_not_made_is_a_cube_error() -> None:
    calls = cube_calls(rolled_without_double(RACE_WON))
    assert len(calls) == 1
    c = calls[0]
    assert (c.act, c.right, c.color, c.index) == ("no_double", "double", 0, 0)
    assert c.dp == pytest.approx(1.0) and c.dt > c.dp  # double/pass: cash it
    assert c.loss == pytest.approx(c.dp - c.nd) and c.loss >= 0.08


def test_a_pass_that_should_be_a_take() -> None:
    game = Game.from_position(RACE_EVEN, None, cube=Cube()).offer_double().pass_()
    double, answer = cube_calls(game)
    assert (double.act, double.right, double.loss) == ("double", "double", 0.0)
    assert (answer.act, answer.right, answer.color) == ("pass", "take", 1)
    assert answer.dt < answer.dp == pytest.approx(1.0)
    assert answer.loss == pytest.approx(answer.dp - answer.dt) and answer.loss >= 0.16
    # the same take is no mistake
    dice = RandomDice(random.Random(2))
    took = Game.from_position(RACE_EVEN, None, cube=Cube()).offer_double().take(dice)
    calls = cube_calls(took)
    assert [(c.act, c.loss) for c in calls] == [("double", 0.0), ("take", 0.0)]


def test_no_double_far_from_doubling_is_not_a_decision() -> None:
    assert cube_calls(rolled_without_double(LOST)) == []
    # the cube owned by the opponent: no cube decision at all
    dice = RandomDice(random.Random(4))
    game = Game.from_position(RACE_WON, None, cube=Cube(2, 1)).roll(dice)
    assert cube_calls(game.play(game.legal_plays()[0], dice)) == []


def test_without_the_cube_or_in_the_crawford_game_nothing_is_judged() -> None:
    dice = RandomDice(random.Random(5))
    plain = Game.from_position(RACE_WON, (3, 1))
    assert cube_calls(plain.play(plain.legal_plays()[0], dice)) == []
    crawford = Game.from_position(RACE_WON, (3, 1), cube=Cube(), crawford=True)
    assert cube_calls(crawford.play(crawford.legal_plays()[0], dice),
                      MatchScore(3, 2, 0)) == []


def test_match_play_uses_the_match_score() -> None:
    game = rolled_without_double(start_position("short"))
    # money play, or an even match: the opening position is no double, far from one
    assert cube_calls(game) == [] and cube_calls(game, MatchScore(5, 0, 0)) == []
    # after the Crawford game the trailer (White, 5 away) should double at once
    (c,) = cube_calls(game, MatchScore(5, 0, 4))
    assert (c.act, c.right) == ("no_double", "double") and c.loss > 0.0
    # normalized: a pass is worth exactly one stake in a match too
    assert c.dp == pytest.approx(1.0)
    assert CLOSE == 0.16


def test_match_score_comes_from_the_match_info() -> None:
    info = MatchInfo(7, 5, score=(3, 1), white=1)  # player 1 has White: White has 1
    assert match_score(Table(match=info)) == MatchScore(5, 1, 3)
    assert match_score(Table()) is None


# ------------------------------------------------------------------ the report
def pass_analysis() -> GameAnalysis:
    game = Game.from_position(RACE_EVEN, None, cube=Cube()).offer_double().pass_()
    return analyse_game(game)


def test_analysis_counts_cube_decisions_apart() -> None:
    a = pass_analysis()
    white, black = a.reports
    assert a.cube and (white.decisions, black.decisions) == (0, 0)
    assert (white.cube_decisions, white.cube_error_rate) == (1, 0.0)
    assert black.cube_decisions == 1 and black.cube_blunders == 1
    assert black.cube_error_rate == pytest.approx(1000 * black.cube_loss)
    assert black.error_rate == 0.0  # the checker play is rated apart
    (worst,) = black.worst
    assert isinstance(worst, CubeCall) and worst.act == "pass"
    # stored and read back; an analysis stored before cube decisions reads as cubeless
    again = GameAnalysis.from_json(a.to_json())
    assert again.to_json() == a.to_json() and again.cube
    assert isinstance(again.reports[1].worst[0], CubeCall)
    old = ('{"v":1,"variant":"short","turns":3,"reports":[{"c":0,"n":1,"t":0.1,"d":0,"e":1,'
           '"b":0,"w":[]},{"c":1,"n":0,"t":0,"d":0,"e":0,"b":0,"w":[]}]}')
    legacy = GameAnalysis.from_json(old)
    assert not legacy.cube and legacy.reports[0].cube_decisions == 0


def test_cube_texts_in_both_languages() -> None:
    a = pass_analysis()
    ru, en = Translator("ru"), Translator("en")
    text = analysis_text(a, ("Аня", "Борис"), (0, 1), ru)
    assert "🎲 куб: решений 1" in text and "ровно одну ставку" in text
    assert "🎲 cube: decisions: 1," in analysis_text(a, ("A", "B"), (0, 1), en)
    worst = a.reports[1].worst[0]
    assert isinstance(worst, CubeCall)
    loss = f"−{worst.loss:.3f}"
    assert cube_verdict(worst, ru) == f"Надо было принять: {loss}".replace(".", ",")
    assert cube_verdict(worst, en) == f"It was a take: {loss}"
    missed = cube_calls(rolled_without_double(RACE_WON))[0]
    assert cube_verdict(missed, ru) == f"Надо было удвоить: −{missed.loss:.3f}".replace(".", ",")
    assert cube_verdict(missed, en) == f"You should have doubled: −{missed.loss:.3f}"
    caption = mistake_caption(worst, 1, "Борис", ru)
    assert "куб ×1" in caption and "отказ от удвоения" in caption and "грубая ошибка" in caption
    assert "Оценка позиции, в ставках: без удвоения" in caption
    assert "Equity, in units of the stake: no double" in mistake_caption(worst, 1, "B", en)
    _, view = mistake_picture(worst, None)
    assert view.cube == (1, None) and view.numbering == 1


# ------------------------------------------------------------------ end to end
async def test_a_match_game_with_a_cube_mistake_analysed(harness: BotHarness) -> None:
    h = harness
    await h.start()
    users, board, doubler, taker = await group_game_at_cube(h, "/new short 3 cube")
    await h.press(GROUP, doubler, board, cube_buttons(h, board)["d"][1])
    board = h.board(GROUP)
    await h.press(GROUP, taker, board, cube_buttons(h, board)["p"][1])  # an early pass
    final = h.board(GROUP)
    assert "Матч до 3" in (final.caption or "")
    an = h.find(final, "an:")
    assert an and h.find(final, "n:"), h.buttons(final)  # Analysis next to Next game
    photos = len([m for m in h.tg.chat(GROUP).visible() if m.photo])
    await h.press(GROUP, taker, final, an[0][1])
    report = await h.tg.wait_for_message(
        GROUP, lambda m: "Разбор партии" in (m.text or ""), timeout=120)
    text = report.text or ""
    assert text.count("🎲 куб: решений 1") == 2, text
    assert "грубых ошибок: 1" in text
    await h.tg.wait_until(lambda: len(
        [m for m in h.tg.chat(GROUP).visible() if m.photo]) >= photos + 2, 30)
    pics = [m for m in h.tg.chat(GROUP).visible() if m.photo][photos:]
    assert any("Надо было принять: −" in (p.caption or "") for p in pics), [
        p.caption for p in pics]
    assert any("удвоение и отказ +1,000" in (p.caption or "") for p in pics)
    # /analysis lists the match game with its match
    await h.tg.send_text(GROUP, users[11], "/analysis", chat_type="group")
    menu = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "an:")) and not m.photo)
    assert h.find(menu, "an:")[0][0].endswith("Alice — Bob · до 3, 0:0")
