"""ai.training.distill: the pruning network's training positions and their labels."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ai.inputs.features import mover_view
from ai.net import Net
from ai.player import weights_path
from ai.training.distill import generate, main
from engine.position import Variant


@pytest.mark.slow
def test_positions_are_deep_level_results_labelled_by_the_main_network() -> None:
    net = Net.load(weights_path(Variant.LONG))
    states, probs = generate(Variant.LONG, net, games=1, seed=5, sample=0.2)
    assert states.dtype == np.int8 and states.shape[1] == 27 and len(states) > 200
    assert probs.dtype == np.float32 and probs.shape == (len(states), 3)
    S = states.astype(np.int64)
    # seen by the side to roll next: 15 checkers each, the side that moved has not won
    assert np.all(np.maximum(S[:, 1:25], 0).sum(axis=1) + S[:, 0] == 15)
    assert np.all(np.maximum(-S[:, 1:25], 0).sum(axis=1) > 0)
    assert np.allclose(probs, net.forward(net.encode(S)), atol=1e-6)
    # the results of every play of every roll of the sampled turns: many distinct ones
    assert len(np.unique(mover_view(Variant.LONG, S), axis=0)) > 100
    again, _p = generate(Variant.LONG, net, games=1, seed=5, sample=0.2)
    assert np.array_equal(again, states)  # a seed gives the same shard


@pytest.mark.slow
def test_gen_writes_resumable_shards(tmp_path: Path) -> None:
    args = ["gen", "--variant", "long", "--shards", "0-1", "--games", "1", "--sample", "0.05",
            "--dir", str(tmp_path)]
    assert main(args) == 0
    shards = sorted(tmp_path.glob("shard_*.npz"))
    assert [p.name for p in shards] == ["shard_0000.npz", "shard_0001.npz"]
    stamp = shards[0].stat().st_mtime_ns
    assert main(args) == 0 and shards[0].stat().st_mtime_ns == stamp  # kept, not redone
    with np.load(shards[1]) as z:
        assert z["states"].shape[0] == z["probs"].shape[0] > 0
