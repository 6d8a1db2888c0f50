"""Luck: the per-roll values agree with the engine, the properties GNU Backgammon's luck
has hold, and a whole game's report adds up."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.batchgen import ROLL_DICE, ROLL_WEIGHTS
from ai.luck import FIRST_WEIGHTS, GameLuck, game_luck, roll_luck, roll_values
from ai.player import load_player, win_points
from engine import Game
from engine.committed import CommittedDice
from engine.dice import ROLLS
from engine.moves import legal_plays, mover_state
from engine.position import Position, Variant
from testkit.games import random_game_positions

values21 = st.lists(st.floats(-3, 3, allow_nan=False), min_size=21, max_size=21)


@given(values21, st.sampled_from([d for d, _w in ROLLS]))
@settings(max_examples=200, deadline=None)
def test_the_weighted_average_of_the_21_rolls_luck_is_zero(values: list[float],
                                                           dice: tuple[int, int]) -> None:
    v = np.array(values)
    lucks = np.array([roll_luck(v, d)[0] for d, _w in ROLLS])
    assert float(lucks @ ROLL_WEIGHTS) / 36 == pytest.approx(0.0, abs=1e-9)
    first = np.array([roll_luck(v, d, first=True)[0] for d, _w in ROLLS])
    assert float(first @ FIRST_WEIGHTS) / 30 == pytest.approx(0.0, abs=1e-9)
    # a roll better than another has more luck, by exactly the difference of values
    i, j = 0, 20
    assert roll_luck(v, tuple(ROLL_DICE[i]))[0] - roll_luck(v, tuple(ROLL_DICE[j]))[0] == (
        pytest.approx(v[i] - v[j]))
    assert roll_luck(v, dice)[0] == roll_luck(v, (dice[1], dice[0]))[0]


@given(st.floats(-3, 3, allow_nan=False), st.sampled_from([d for d, _w in ROLLS]))
def test_a_roll_when_every_roll_is_worth_the_same_has_no_luck(value: float,
                                                              dice: tuple[int, int]) -> None:
    assert roll_luck(np.full(21, value), dice)[0] == pytest.approx(0.0, abs=1e-12)


@pytest.mark.parametrize("variant", [Variant.SHORT, Variant.LONG])
def test_a_position_where_every_roll_wins_alike_has_luck_zero(variant: Variant) -> None:
    """Two checkers left on the 1 and 2 points: every roll bears both off for the same win."""
    pl = load_player(variant, "strong")
    board = [0] * 24
    board[0], board[1] = 1, 1  # White's 1 and 2 points
    if variant is Variant.SHORT:
        board[23], board[22] = -14, -1  # Black still at home of White's side: a gammon
        pos = Position(variant, tuple(board), (0, 0), (13, 0), 0)
    else:
        board[23] = -15
        pos = Position(variant, tuple(board), (0, 0), (13, 0), 0)
    v = roll_values(pl, np.array([mover_state(pos)]))[0]
    assert np.all(v == v[0]) and v[0] == win_points(legal_plays(pos, (2, 1))[0].position)
    for d, _w in ROLLS:
        assert roll_luck(v, d)[0] == 0.0


@pytest.mark.parametrize("variant", [Variant.SHORT, Variant.LONG])
def test_roll_values_agree_with_the_engine_roll_by_roll(variant: Variant) -> None:
    pl = load_player(variant, "strong")
    positions = random_game_positions(variant, 40, 3)[::8]
    got = roll_values(pl, np.array([mover_state(p) for p in positions]))
    for k, pos in enumerate(positions):
        for r, (dice, _w) in enumerate(ROLLS):
            plays = legal_plays(pos, dice)
            best = -np.inf
            for p in plays:
                if p.position.winner is not None:
                    val = float(win_points(p.position))
                else:
                    val = -float(pl.evaluate(np.array([mover_state(p.position)]))[0])
                best = max(best, val)
            assert got[k, r] == pytest.approx(best, abs=1e-6)


def _played(variant: str, seed: bytes, cube: bool = False) -> Game:
    g = Game.new(variant, CommittedDice.for_game(seed, None), cube=cube)
    rng = random.Random(2)
    while not g.finished:
        d = CommittedDice.for_game(seed, g)
        if g.awaiting_roll:
            g = g.offer_double() if g.plies == 6 and g.may_double else g.roll(d)
        elif g.double_offered:
            g = g.take(d)
        else:
            g = g.play(rng.choice(g.legal_plays()), d)
    return g


@pytest.mark.parametrize("variant,cube", [("short", False), ("long", False), ("short", True)])
def test_a_game_report_adds_up(variant: str, cube: bool) -> None:
    g = _played(variant, bytes([9]) * 32, cube)
    pl = load_player(variant, "strong")
    luck = game_luck(g, player=pl)
    assert luck.players[0].rolls + luck.players[1].rolls == len(g.history)
    assert g.result is not None
    won = g.result.points if g.result.winner == 0 else -g.result.points
    assert luck.result == (won, -won)
    net = luck.players[0].total - luck.players[1].total
    assert luck.adjusted[0] == pytest.approx(won - net) and luck.adjusted[1] == -luck.adjusted[0]
    for p in luck.players:
        assert all(r.luck > 0 and r.color == p.color for r in p.luckiest)
        assert all(r.luck < 0 for r in p.unluckiest)
        assert [r.luck for r in p.luckiest] == sorted((r.luck for r in p.luckiest), reverse=True)
    # the first roll is judged against the non-doubles
    assert [r.index for r in luck.rolls] == list(range(len(g.history)))
    v = roll_values(pl, np.array([mover_state(g.start)]))[0]
    assert luck.rolls[0].luck == pytest.approx(float(roll_luck(v, g.history[0].dice,
                                                                first=True)[0]), abs=1e-5)
    assert luck.players[0].total == pytest.approx(sum(r.luck for r in luck.rolls
                                                      if r.color == 0))
    back = GameLuck.from_json(luck.to_json())
    assert back.players[0].total == pytest.approx(luck.players[0].total, abs=1e-5)
    assert back.players[1].luckiest == tuple(
        type(r)(r.index, r.color, r.dice, round(r.luck, 6)) for r in luck.players[1].luckiest)


def test_the_cube_multiplies_luck() -> None:
    g = _played("short", bytes([9]) * 32, cube=True)
    take = next(a for a in g.cube_log if a.action == "take")
    pl = load_player("short", "strong")
    luck = game_luck(g, player=pl)
    i = take.ply
    v = roll_values(pl, np.array([mover_state(g.position_before(i))]))[0]
    raw = float(roll_luck(v, g.history[i].dice)[0])
    assert raw != 0.0 and take.value == 2
    assert luck.rolls[i].luck == pytest.approx(raw * take.value, abs=1e-5)
    before = roll_values(pl, np.array([mover_state(g.position_before(i - 1))]))[0]
    assert luck.rolls[i - 1].luck == pytest.approx(float(roll_luck(before,
                                                                   g.history[i - 1].dice)[0]), abs=1e-5)


def test_luck_is_judged_by_the_coach_s_network_and_kept_with_the_analysis() -> None:
    from ai.analysis import HINT_LEVEL, GameAnalysis, analyse_game
    from ai.luck import LEVEL

    assert LEVEL == HINT_LEVEL
    g = _played("long", bytes([1]) * 32)
    pl = load_player("long", "strong")
    a = analyse_game(g, player=pl, deep=0)
    assert a.luck is not None and a.luck.rolls == game_luck(g, player=pl).rolls
    back = GameAnalysis.from_json(a.to_json())
    assert back.luck is not None and len(back.luck.rolls) == len(g.history)
    assert back.luck.players[0].total == pytest.approx(a.luck.players[0].total, abs=1e-5)
    old = GameAnalysis.from_json(a.to_json().replace('"luck":', '"old_luck":'))
    assert old.luck is None
