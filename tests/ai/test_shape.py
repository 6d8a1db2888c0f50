"""Feature set 3 of short nardy: the shape inputs of :mod:`ai.inputs.shape` on hand-built
positions, their symmetry between the two sides, and set 3's place after set 2."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ai.inputs.features import encode, mover_view, n_inputs
from ai.inputs.shape import N_SHAPE, NAMES, shape_inputs
from ai.net import Net
from ai.player import Player
from ai.training.supervised import with_features
from engine.moves import legal_plays, mover_state
from engine.position import Variant, start_position
from tests.ai.helpers import short_state

ROOT = Path(__file__).resolve().parents[2]
N = len(NAMES)


def _inputs(s: np.ndarray, side: int = 0) -> dict[str, float]:
    row = shape_inputs(s)[0]
    return {name: float(row[side * N + k]) for k, name in enumerate(NAMES)}


START = short_state({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})


def test_starting_position_by_hand() -> None:
    """Every input of the starting position, worked out by hand, the same for both sides."""
    # timing, in index terms (pips to go - 1): 3 spares on index 12, all 3 on index 7, 3
    # spares on index 5; filling indices 4..1 with two each costs 2 * (4+3+2+1) of the 9,
    # index 0 cannot be filled from the one left: 36 + 21 + 15 - 20 = 52.
    want = {
        "off1": 0.0, "off2": 0.0, "off3": 0.0, "free_pip": 0.0, "timing": 0.52,
        # held 24, 13, 8, 6 (indices 23, 12, 7, 5): gaps 11, 5, 2 weigh 2, 11, 11 on
        # 2, 5 and 3 checkers: 1 - (4 + 55 + 33) / (10 * 11)
        "backbone": 1 - 92 / 110,
        "back_game": 0.0, "back_game1": 2 / 8,  # one point held in the opponent's home
        # mean index ceil(152 / 15) = 11; beyond it 2 at distance 12, 5 at 1: ceil(293/7)
        "moment2": 42 / 400,
        "home_closed": 1 - (5 / 6) ** 2,  # the 6-point held, five open
    }
    for side in (0, 1):
        got = _inputs(START, side)
        for name, value in want.items():
            assert got[name] == pytest.approx(value), (side, name)


def test_borne_off_pieces_and_free_pips() -> None:
    """Checkers off fill three pieces of five; free pips count only checkers that have
    passed every opposing checker, none while the opponent is on the bar."""
    race = short_state({1: 3, 2: 2}, {20: 10, 24: 5})
    me, them = _inputs(race, 0), _inputs(race, 1)
    assert (me["off1"], me["off2"], me["off3"]) == (1.0, 1.0, 0.0)
    assert (them["off1"], them["off2"], them["off3"]) == (0.0, 0.0, 0.0)
    assert me["free_pip"] == pytest.approx((3 * 1 + 2 * 2) / 100)
    # his checkers on my 20 and 24 have 5 and 1 pips to go
    assert them["free_pip"] == pytest.approx((10 * 5 + 5 * 1) / 100)
    twelve = short_state({1: 3}, {20: 2}, obar=1)
    assert _inputs(twelve)["off3"] == pytest.approx(2 / 5)
    assert _inputs(twelve)["free_pip"] == 0.0  # his bar checker is still behind mine
    # a checker of mine behind one of his: only those in front are free
    mixed = short_state({3: 2, 10: 1}, {5: 2})
    assert _inputs(mixed)["free_pip"] == pytest.approx(2 * 3 / 100)


def test_back_games() -> None:
    """Two points held in the opponent's home: (checkers there and on the bar - 3) / 4;
    one point: those checkers / 8; none: both 0."""
    two = short_state({19: 2, 21: 2, 6: 5}, {1: 3}, bar=1)
    got = _inputs(two)
    assert got["back_game"] == pytest.approx((5 - 3) / 4) and got["back_game1"] == 0.0
    one = short_state({20: 3, 22: 1, 6: 5}, {1: 3})
    got = _inputs(one)
    assert got["back_game"] == 0.0 and got["back_game1"] == pytest.approx(4 / 8)
    none = short_state({6: 5, 8: 4}, {1: 3})
    assert _inputs(none)["back_game"] == _inputs(none)["back_game1"] == 0.0


def test_timing_cannot_go_below_zero_and_ignores_passed_pairs() -> None:
    """A side with nothing to spare has timing 0; outside its home, a point of two counts
    nothing while contact lasts there, and every checker once past the opponent."""
    stripped = short_state({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {24: 2})
    assert _inputs(stripped)["timing"] == 0.0
    # two on my 14-point with his checkers still ahead of them (on my 10-point), then
    # with his checkers behind them (on my 20-point)
    facing = short_state({14: 2, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 1}, {10: 2})
    passed = short_state({14: 2, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 1}, {20: 2})
    assert _inputs(facing)["timing"] == 0.0
    # once past him the two on the 14-point (index 13) count; the 1-point's gap (index 0)
    # costs nothing: 2 * 13 / 100
    assert _inputs(passed)["timing"] == pytest.approx(26 / 100)


def test_the_two_sides_swap_with_the_point_of_view() -> None:
    """The same positions seen by the other side swap the mover's and the opponent's
    inputs, on positions of self-play games."""
    from ai.player import load_player

    rng = np.random.default_rng(5)
    player = load_player("short", "strong")
    rows = []
    pos = start_position("short")
    for _ in range(120):
        dice = (int(rng.integers(1, 7)), int(rng.integers(1, 7)))
        plays = legal_plays(pos, dice)
        pick = plays[int(rng.integers(len(plays)))] if rng.random() < 0.4 else player.choose(pos, dice)
        pos = pick.position if pick.position.winner is None else start_position("short")
        rows.append(mover_state(pos))
    S = np.array(rows, dtype=np.int64)
    a, b = shape_inputs(S), shape_inputs(mover_view(Variant.SHORT, S))
    assert np.allclose(a[:, :N], b[:, N:]) and np.allclose(a[:, N:], b[:, :N])
    assert np.isfinite(a).all() and (a >= 0).all() and (a <= 4).all()


def test_set_three_extends_set_two(tmp_path: Path) -> None:
    """Set 3 is set 2's inputs then the shape inputs; a set-2 network given set 3's inputs
    with zero weights computes the same function; the file says set 3."""
    assert n_inputs(Variant.SHORT, 3) == 238 + N_SHAPE == 258
    x3 = encode(Variant.SHORT, START, 3)
    assert np.array_equal(x3[:, :238], encode(Variant.SHORT, START, 2))
    assert np.array_equal(x3[:, 238:], shape_inputs(START).astype(np.float32))
    rng = np.random.default_rng(3)
    two = Net.new(Variant.SHORT, 8, rng, features=2)
    three = with_features(two, 3)
    assert three.features == 3 and not three.w1[238:].any()
    assert np.allclose(three.forward(x3), two.forward(encode(Variant.SHORT, START, 2)))
    three.save(tmp_path / "n3.npz")
    back = Net.load(tmp_path / "n3.npz")
    assert back.features == 3 and back.w1.shape[0] == 258
    player = Player(Variant.SHORT, back, plies=1)
    pos = start_position("short")
    assert player.choose(pos, (3, 1)) in legal_plays(pos, (3, 1))
    with pytest.raises(ValueError):
        n_inputs(Variant.LONG, 4)  # long nardy's set 3 is ai.inputs.middle's
