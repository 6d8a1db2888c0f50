"""The decision-ranking fit of short nardy (``ai/training/rankfit.py``) and the grouped on-policy shards."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from ai.net import Net, equity
from ai.player import load_player
from ai.training.onpolicy import generate, main
from ai.training.rankfit import batches, choice_loss, decision_loss, load_grouped, rank_gradient
from ai.training.rankfit import main as rank_main
from ai.training.supervised import main as sup_main
from engine.position import Variant


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-z))


def _rank_loss(z: np.ndarray, t: np.ndarray, seg: np.ndarray, weight: float,
               margin: float) -> float:
    """The ranking term written out decision by decision, as the module docstring says."""
    e = equity(_sigmoid(z), Variant.SHORT)
    n = len(z)
    total = 0.0
    for a, b in zip(seg, [*seg[1:], n]):
        ee, tt = e[a:b], t[a:b]
        near = (tt >= tt.max() - margin) | (ee >= ee.max() - margin)
        d = (ee[near] - ee[near].mean()) - (tt[near] - tt[near].mean())
        total += float((d**2).sum())
    return weight * total / (2 * n)


def test_rank_gradient_is_the_derivative_of_the_ranking_term() -> None:
    """Central differences of the term written out agree with :func:`rank_gradient` on
    every output of a batch of five decisions (one of them a single play, which adds
    nothing); some plays lie outside the margin of both bests and get no gradient."""
    rng = np.random.default_rng(3)
    seg = np.array([0, 4, 5, 12, 20])
    n = 26
    z = rng.normal(0.0, 1.0, (n, 5))
    t = rng.normal(0.0, 0.3, n)
    g = rank_gradient(_sigmoid(z), t, seg, 7.0, 0.2)
    num = np.zeros_like(z)
    eps = 1e-6
    for i in range(n):
        for k in range(5):
            up, down = z.copy(), z.copy()
            up[i, k] += eps
            down[i, k] -= eps
            num[i, k] = (_rank_loss(up, t, seg, 7.0, 0.2) - _rank_loss(down, t, seg, 7.0, 0.2)) / (
                2 * eps)
    assert np.abs(g).max() > 1e-3
    assert np.allclose(g, num, atol=1e-8)
    assert not g[4].any()  # the decision of one play
    assert (np.abs(g).sum(axis=1) == 0).sum() > 1  # plays far from both bests


def test_batches_hold_whole_decisions_and_cover_every_position_once() -> None:
    groups = np.repeat(np.arange(300), np.random.default_rng(0).integers(1, 40, 300))
    parts = batches(groups, 64, np.random.default_rng(1))
    idx = np.concatenate([i for i, _ in parts])
    assert np.array_equal(np.sort(idx), np.arange(len(groups)))
    seen: set[int] = set()
    for i, seg in parts:
        g = groups[i]
        assert seg[0] == 0 and len(set(g.tolist())) == len(seg)
        assert np.array_equal(np.flatnonzero(np.r_[True, g[1:] != g[:-1]]), seg)
        assert not seen & set(g.tolist())
        seen |= set(g.tolist())
        # a batch closes once it reaches 64 positions: its last decision starts before that
        assert seg[-1] < 64
    assert len(parts) < len(groups) / 64 + 2
    other = batches(groups, 64, np.random.default_rng(2))
    assert not np.array_equal(np.concatenate([i for i, _ in other]), idx)


def test_choice_loss_counts_the_teacher_equity_given_up() -> None:
    groups = np.array([0, 0, 0, 1, 1, 2, 3, 3])
    t = np.array([0.5, 0.2, 0.1, -0.3, -0.1, 0.9, 0.0, 0.0])
    e = np.array([0.1, 0.4, 0.0, 0.7, 0.7, -2.0, 0.3, 0.1])
    # decision 0: picks 0.2 (0.3 lost); 1: a tie, the first (-0.3, 0.2 lost); 2: one play,
    # not counted; 3: picks a result as good as the best
    loss, same = choice_loss(e, t, groups)
    assert loss == pytest.approx(1000 * (0.3 + 0.2 + 0.0) / 3)
    assert same == pytest.approx(1 / 3)
    assert choice_loss(t, t, groups) == (0.0, 1.0)


@pytest.mark.slow
def test_grouped_shards_and_a_rank_fit_end_to_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``ai.training.onpolicy gen`` stores each result's decision number beside the labels (the
    numbers of :func:`generate`: rising, one per labelled turn); ``rankfit`` trains on them with
    GNU BG's shards beside (single-play decisions), one Adam step per batch of whole
    decisions, and prints the decision loss before and after the epoch."""
    player = load_player("short", "strong")
    states, probs, groups = generate(player, 1, 3001, top=99, gnubg_top=0, plies=0)
    assert (np.diff(groups) >= 0).all() and groups[0] == 0 and len(set(groups.tolist())) > 10
    onpol = tmp_path / "onpol"
    assert main(["gen", "--shards", "0-2", "--games", "1", "--top", "99", "--gnubg-top", "0",
                 "--plies", "0", "--dir", str(onpol)]) == 0
    with np.load(onpol / "shard_0001.npz") as z:
        assert np.array_equal(z["groups"], groups) and np.array_equal(z["probs"], probs)
    sup = tmp_path / "sup"
    assert sup_main(["gen", "--shards", "0-1", "--games", "1", "--dir", str(sup)]) == 0
    s, _, g = load_grouped(sorted(onpol.glob("shard_*.npz"))[1:] + [sup / "shard_0001.npz"])
    assert len(set(g.tolist())) > len(set(groups.tolist())) + 100  # GNU BG's: one each
    n_batches = len(batches(g, 64, np.random.default_rng(1000)))
    capsys.readouterr()
    out = tmp_path / "r.npz"
    assert rank_main(["--dir", str(onpol), "--extra-dir", str(sup), "--init",
                      "ai/weights/short.npz", "--batch", "64", "--epochs", "1",
                      "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "start: decision loss " in text and "epoch 1: decision loss " in text
    assert f"# {len(s)} positions" in text
    with np.load(tmp_path / "r.npz.ckpt.npz") as z:
        assert int(z["step"]) == n_batches
    net = Net.load(tmp_path / "r_e1.npz")
    loss, same = decision_loss(net, *load_grouped([onpol / "shard_0000.npz"]))
    assert math.isfinite(loss) and loss >= 0 and 0 < same <= 1
    assert rank_main(["--dir", str(sup / "none"), "--init", "ai/weights/short.npz",
                      "--out", str(tmp_path / "x.npz")]) == 2
