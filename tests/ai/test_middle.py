"""Feature set 3 of long nardy: the middle-game inputs of :mod:`ai.inputs.middle`, on
hand-built positions, both sides alike, and a set-3 network's file."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ai.inputs.features import encode, mover_view, n_inputs
from ai.inputs.middle import N_MIDDLE, NAMES, middle_inputs
from ai.net import Net, equity
from ai.training.supervised import with_features
from engine.moves import mover_state
from engine.position import Variant, start_position
from tests.ai.helpers import long_state, named_halves, random_long_states

ROOT = Path(__file__).resolve().parents[2]


def test_the_start_position() -> None:
    s = np.array([mover_state(start_position("long"))])
    me, them = named_halves(NAMES, middle_inputs(s)[0])
    assert me == them  # the same for both sides
    # fifteen on the head, 18 pips from home each; the other side's head (route index 12)
    # is ahead of all of them and nothing is closed among the head's six exits
    assert me == {"to_home": 1.0, "closed_ahead": 0.0, "contact": 1.0, "behind3": 0.0,
                  "behind5": 0.0, "head_wait": 0.0, "span": round(12 / 23, 4)}


def test_checkers_behind_a_block() -> None:
    # the opponent holds my points 18-13 (my route indices 6-11) and 11 (index 13); my
    # checker on 19 (index 5) and two on 20 (index 4) face the block, twelve are home on 3
    s = long_state({19: 1, 20: 2, 3: 12}, {18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 13: 2, 11: 3})
    me, _ = named_halves(NAMES, middle_inputs(s[None, :])[0])
    assert me["to_home"] == round((1 * 13 + 2 * 14) / 270, 4)
    # six closed ahead of the one on 19; five ahead of those on 20 (19 is mine)
    assert me["closed_ahead"] == round((6 + 2 * 5) / 90, 4)
    # the furthest closed point is index 13: the three outside home are in contact
    assert me["contact"] == round(3 / 15, 4)
    assert me["behind3"] == round(3 / 15, 4) and me["behind5"] == round(3 / 15, 4)
    assert me["span"] == round((13 - 4) / 23, 4)
    assert me["head_wait"] == 0.0


def test_runs_of_three_and_five_are_told_apart() -> None:
    # closed for me: 21, 20, 19 (indices 3-5), 11, 10, 9 (13-15) with a gap at 12; my
    # checkers on 24 and 22 are behind the run of three, the one on 12 (index 12) only
    # behind the second run, those home on 2 behind nothing
    s = long_state({24: 4, 22: 1, 12: 1, 2: 5}, {21: 1, 20: 1, 19: 1, 11: 10, 10: 1, 9: 1})
    me, _ = named_halves(NAMES, middle_inputs(s[None, :])[0])
    assert me["behind3"] == round(6 / 15, 4)
    assert me["behind5"] == 0.0
    assert me["contact"] == round(6 / 15, 4)
    # the head's six exits (23-18) hold three closed points, four checkers wait there
    assert me["head_wait"] == round(4 * 3 / 90, 4)


def test_a_pure_race_has_no_contact() -> None:
    s = long_state({1: 5, 2: 5, 8: 3}, {13: 4, 14: 4, 15: 4})
    me, them = named_halves(NAMES, middle_inputs(s[None, :])[0])
    assert me["contact"] == them["contact"] == 0.0
    assert me["span"] == them["span"] == 0.0
    assert me["to_home"] == round(3 * 2 / 270, 4)  # point 8 is two pips from home


def test_both_sides_are_computed_alike() -> None:
    """Seen from the other side the same positions give the two halves swapped."""
    S = random_long_states(np.random.default_rng(7), 300)
    a = middle_inputs(S)
    b = middle_inputs(mover_view(Variant.LONG, S))
    k = len(NAMES)
    assert np.allclose(a[:, :k], b[:, k:]) and np.allclose(a[:, k:], b[:, :k])
    assert a.shape == (300, N_MIDDLE) and (a >= 0).all() and (a <= 1).all()
    assert (a.max(axis=0) > 0).all()  # every input takes a value somewhere


def test_set_three_network_round_trip_and_widening(tmp_path: Path) -> None:
    """The shipped long network (set 2) widened to set 3 computes the same function, its
    first 226 inputs are set 2's, and its file loads back as set 3."""
    base = Net.load(ROOT / "ai/weights/long.npz", dtype=np.float64)
    S = np.array([mover_state(start_position("long")),
                  long_state({20: 2, 3: 13}, {19: 1, 18: 1, 17: 1, 16: 1, 1: 11})])
    wide = with_features(base, 3)
    assert wide.w1.shape[0] == n_inputs(Variant.LONG, 3) == 240
    assert np.allclose(equity(wide.forward(wide.encode(S)), Variant.LONG),
                       equity(base.forward(base.encode(S)), Variant.LONG))
    x = encode(Variant.LONG, S, 3)
    assert np.array_equal(x[:, :226], encode(Variant.LONG, S, 2))
    wide.save(tmp_path / "w.npz")
    back = Net.load(tmp_path / "w.npz")
    assert back.features == 3 and np.allclose(back.forward(x), wide.forward(x), atol=1e-6)
