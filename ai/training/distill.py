"""Training positions for a pruning network: what ``master``'s 2-ply ranks at its deepest
level, labelled by the variant's main network.

Run by hand only (the shipped long-nardy pruning network's recipe is in ``ai/TRAINING.md``)::

    python -m ai.training.distill gen --variant long --shards 0-20 --games 8 \\
        --dir ai/checkpoints/distill_long
    python -m ai.training.supervised fit --variant long --dir ai/checkpoints/distill_long \\
        --features 0 --hidden 64 --lrs 1e-3,1e-3,3e-4,1e-4 --epochs 4 --batch 256 \\
        --out ai/checkpoints/long_prune.npz

``gen`` plays games of ``medium`` (the network with a little noise) against itself; on a
sampled turn (probability ``--sample``) it takes the positions that every legal play of each
of the 21 rolls leads to (:func:`ai.batchgen.all_rolls`: what the 2-ply's deepest level
ranks for one position) and labels each by the main network's outcome probabilities, seen
from the side then on roll. Shard ``k`` (``--games`` games, seed ``3000 + k``) is written as
``shard_KKKK.npz`` (mover-view states int8 ``(n, 27)``, probabilities float32) by
:func:`ai.training.supervised.write_shards`: existing shards are kept, so the same command resumes.
A small network fitted to them (feature set 0) learns to rank those plays as the main
network does, at a fraction of its cost.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

from engine.moves import mover_state
from engine.position import Variant, start_position

from ..batchgen import all_rolls
from ..inputs.features import mover_view
from ..net import Net
from ..player import LEVEL_SETTINGS, level_player, weights_path
from .supervised import write_shards

__all__ = ["generate", "main"]


def generate(
    variant: Variant, net: Net, games: int, seed: int, sample: float = 0.1
) -> tuple[np.ndarray, np.ndarray]:
    """``(states, probabilities)`` of ``games`` games' sampled turns (see the module
    docstring): the results of every play of every roll, seen by the side to roll next,
    and ``net``'s outcome probabilities for them."""
    rng = random.Random(seed)
    player = level_player(LEVEL_SETTINGS["medium"], variant, net)
    rows: list[np.ndarray] = []
    for _ in range(games):
        pos = start_position(variant)
        while pos.winner is None:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            if rng.random() < sample:
                _g, R = all_rolls(np.array([mover_state(pos)]), variant)
                R = R[R[:, 0] < 15]  # wins are scored, never ranked by a network
                rows.append(mover_view(variant, R))
            pos = player.choose(pos, dice, rng).position
    states = np.concatenate(rows) if rows else np.zeros((0, 27), dtype=np.int64)
    probs = np.concatenate([
        net.forward(net.encode(states[i : i + 4096])) for i in range(0, len(states), 4096)
    ]) if len(states) else np.zeros((0, 3), dtype=np.float32)
    return states.astype(np.int8), probs.astype(np.float32)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.training.distill")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="deep-level positions labelled by the main network")
    g.add_argument("--variant", default="long")
    g.add_argument("--shards", required=True, help="shard numbers, e.g. 0-20")
    g.add_argument("--games", type=int, default=8, help="games per shard")
    g.add_argument("--dir", type=Path, required=True)
    g.add_argument("--sample", type=float, default=0.1, help="share of turns taken")
    g.add_argument("--weights", type=Path, help="main network (default: the shipped one)")
    args = ap.parse_args(argv)
    variant = Variant.parse(args.variant)
    net = Net.load(args.weights or weights_path(variant))
    return write_shards(
        args.dir, args.shards,
        lambda k: generate(variant, net, args.games, 3000 + k, args.sample),
    )


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
