"""Feature set 2 of long nardy: the blocking and mobility inputs of :mod:`ai.inputs.blocking`,
on hand-built positions, both sides alike, and the set-2 network's file."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ai.inputs.blocking import N_BLOCKING, NAMES, blocking_inputs
from ai.inputs.features import encode, mover_view, n_inputs
from ai.net import Net, equity
from ai.training.supervised import with_features
from engine.moves import mover_state
from engine.position import Variant, start_position
from tests.ai.helpers import long_state, named_halves, random_long_states

ROOT = Path(__file__).resolve().parents[2]


def test_the_start_position() -> None:
    s = np.array([mover_state(start_position("long"))])
    me, them = named_halves(NAMES, blocking_inputs(s)[0])
    assert me == them  # the same for both sides
    assert me == {"playable": 1.0, "moves": 0.15, "rear": 0.0, "rear_closed": 0.0,
                  "rear_stuck": 0.0, "block_ahead": round(1 / 6, 4), "trapped": 0.0,
                  "crossovers": 1.0}


def test_a_checker_behind_a_six_block() -> None:
    # the opponent holds my points 18-13, six in a row (his home; legal, since my twelve
    # checkers on 3 have passed it); my checker on 19 faces it, two more wait on 20
    s = long_state({19: 1, 20: 2, 3: 12}, {18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 13: 2, 11: 3})
    me, them = named_halves(NAMES, blocking_inputs(s[None, :])[0])
    assert me["rear"] == round(4 / 23, 4)  # my point 20 is route index 4
    assert me["rear_closed"] == round(5 / 6, 4)  # 19 is mine (open), 18-15 and 14 closed
    assert me["rear_stuck"] == round((5 / 6) ** 2, 4)
    assert me["block_ahead"] == 1.0  # the run 18..13
    assert me["trapped"] == round(1 / 15, 4)  # the one on 19; those on 20 may step to 19
    assert me["crossovers"] == round(3 * 3 / 45, 4)  # three checkers in my first quarter
    assert them["rear"] == round(1 / 23, 4)  # his rearmost: my 11 = his route index 1


def test_trapped_and_playable_by_hand() -> None:
    s = long_state({20: 2, 3: 13}, {19: 1, 18: 1, 17: 1, 16: 1, 1: 11})
    me, _ = named_halves(NAMES, blocking_inputs(s[None, :])[0])
    # the two checkers on 20 face 19-16 closed: trapped; 5 and 6 take them to 15 and 14
    assert me["trapped"] == round(2 / 15, 4)
    assert me["rear_closed"] == round(4 / 6, 4)
    # die 1: 3->2; die 2: 3->1 closed? my 1 holds 11 of his: closed; 20->18 closed
    # so values: 1 (3->2), 2 (none: 20->18 closed, 3->1 closed), 3 (20->17 closed, 3 off
    # the route), 4 (20->16 closed), 5 (20->15), 6 (20->14) -> 3 of 6
    assert me["playable"] == 0.5
    assert me["moves"] == round(3 / 40, 4)


def test_bearing_off_makes_every_value_playable() -> None:
    s = long_state({1: 5, 2: 5}, {24: 15})
    me, _ = named_halves(NAMES, blocking_inputs(s[None, :])[0])
    assert me["playable"] == 1.0 and me["crossovers"] == 0.0 and me["trapped"] == 0.0


def test_both_sides_are_computed_alike() -> None:
    """Seen from the other side the same positions give the two halves swapped."""
    S = random_long_states(np.random.default_rng(5), 200)
    a = blocking_inputs(S)
    b = blocking_inputs(mover_view(Variant.LONG, S))
    k = len(NAMES)
    assert np.allclose(a[:, :k], b[:, k:]) and np.allclose(a[:, k:], b[:, :k])
    assert a.shape == (200, N_BLOCKING) and (a >= 0).all() and (a <= 1.5).all()


def test_set_two_long_network_round_trip_and_widening(tmp_path: Path) -> None:
    """``long_v2`` (set 1, shipped on 2026-12-01) widened to set 2 computes the same function;
    a set-2 long network's file loads back as set 2, and the shipped one is of set 2."""
    base = Net.load(ROOT / "bench/weights/long_v2.npz", dtype=np.float64)
    assert base.features == 1
    S = np.array([mover_state(start_position("long")),
                  long_state({20: 2, 3: 13}, {19: 1, 18: 1, 17: 1, 16: 1, 1: 11})])
    wide = with_features(base, 2)
    assert wide.w1.shape[0] == n_inputs(Variant.LONG, 2) == 226
    assert np.allclose(equity(wide.forward(wide.encode(S)), Variant.LONG),
                       equity(base.forward(base.encode(S)), Variant.LONG))
    x = encode(Variant.LONG, S, 2)
    assert np.array_equal(x[:, :210], encode(Variant.LONG, S))
    # float32, written in place: the same values as the blocking inputs rounded once
    assert x.dtype == np.float32
    assert np.array_equal(x[:, 210:], blocking_inputs(S).astype(np.float32))
    wide.save(tmp_path / "w.npz")
    back = Net.load(tmp_path / "w.npz")
    assert back.features == 2 and np.allclose(back.forward(x), wide.forward(x), atol=1e-6)
    assert Net.load(ROOT / "ai/weights/long.npz").features == 2
