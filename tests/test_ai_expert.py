"""Expert iteration for long nardy (``ai/expert.py``) and the long-nardy supervised fit."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from ai import bearoff
from ai.expert import generate, main, one_ply_probabilities
from ai.net import Net, equity, flip
from ai.player import load_player
from ai.supervised import main as supervised_main
from engine.dice import ROLLS
from engine.game import score
from engine.moves import legal_plays, mover_state
from engine.position import Position, Variant, start_position


def _long_positions(n: int, seed: int) -> list[Position]:
    """Positions (side to move about to roll) from a seeded game of the strong player."""
    player = load_player("long", "strong")
    rng = random.Random(seed)
    pos, out = start_position("long", 0), []
    while pos.winner is None and len(out) < n:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        pos = player.choose(pos, dice, rng).position
        if pos.winner is None:
            out.append(pos)
    return out


def test_one_ply_probabilities_average_the_best_reply_of_every_roll() -> None:
    """The batched labels equal a plain per-roll, per-play computation."""
    player = load_player("long", "strong")
    positions = _long_positions(30, seed=5)[::12]
    # a race's end: some rolls win at once (with a mars), others do not
    positions.append(Position.from_points("long", {4: 1, 6: 1}, {24: 13, 20: 2}))
    got = one_ply_probabilities(player, positions)
    for pos, row in zip(positions, got):
        want = np.zeros(3)
        for dice, w in ROLLS:
            best_eq, best = -np.inf, np.zeros(3)
            for q in legal_plays(pos, dice):
                if q.position.winner is not None:
                    mars = score(q.position, q.position.winner)[0] == 2
                    p = np.array([1.0, float(mars), 0.0])
                else:
                    p = flip(player.probabilities(np.array([mover_state(q.position)]))[0],
                             Variant.LONG)
                eq = equity(p[None, :], Variant.LONG)[0]
                if eq > best_eq:
                    best_eq, best = eq, p
            want += w * best
        # the network runs in float32: a batch and single rows agree to about 1e-7
        assert row == pytest.approx(want / 36.0, abs=1e-6)
        assert 0.0 <= row[1] <= row[0] + 1e-6 and row[0] <= 1.0 and 0.0 <= row[2] <= 1.0 - row[0] + 1e-6
    last, end = got[-1], positions[-1]  # the rolls that bear both checkers off win a mars
    wins = sum(w for dice, w in ROLLS
               if any(q.position.winner is not None for q in legal_plays(end, dice)))
    assert 0 < wins < 36 and wins / 36 <= last[1] < last[0]


def test_generated_labels_are_reproducible_and_skip_exact_positions() -> None:
    """One seed gives the same data; no finished game or pure bear-off is labelled."""
    player = load_player("long", "strong")
    s1, p1 = generate(player, 1, seed=7, top=1)
    s2, p2 = generate(player, 1, seed=7, top=1)
    assert np.array_equal(s1, s2) and np.array_equal(p1, p2)
    assert s1.shape[1] == 27 and p1.shape == (len(s1), 3) and len(s1) > 20
    assert not bearoff.exact_mask(s1.astype(np.int64), Variant.LONG).any()
    assert (p1 >= 0).all() and (p1 <= 1).all()
    # The labels look ahead: they differ from the network's own 0-ply values.
    e0 = player.evaluate(s1.astype(np.int64))
    e1 = equity(p1.astype(np.float64), Variant.LONG)
    assert np.abs(e0 - e1).mean() > 1e-3


def test_gen_then_long_fit_writes_a_long_network(tmp_path: Path) -> None:
    """The command line: shards for long nardy, then ``ai.supervised fit --variant long``."""
    data = tmp_path / "exp"
    assert main(["gen", "--shards", "0-1", "--games", "1", "--top", "1",
                 "--dir", str(data)]) == 0
    assert sorted(p.name for p in data.iterdir()) == ["shard_0000.npz", "shard_0001.npz"]
    out = tmp_path / "long_exp.npz"
    assert supervised_main(["fit", "--variant", "long", "--dir", str(data), "--hidden", "8",
                            "--epochs", "1", "--out", str(out)]) == 0
    net = Net.load(out)
    assert net.variant is Variant.LONG and net.hidden == 8
    assert Net.load(tmp_path / "long_exp_e1.npz").hidden == 8
