"""Expert iteration for long nardy: self-play positions labelled with 1-ply values.

Long nardy has no outside teacher, so the teacher is today's network looking one roll
ahead. Run by hand only (nothing the bot runs imports this module)::

    python -m ai.expert gen --shards 0-19 --games 60 --dir ai/checkpoints/exp_long
    python -m ai.supervised fit --variant long --dir ai/checkpoints/exp_long \\
        --init ai/weights/long.npz --hidden 96 --out ai/checkpoints/long_exp.npz

``gen`` plays games of the 0-ply player (``--weights``, default the shipped long network)
against itself with exploration (each turn: the best play with probability
``1 - explore - random``, a uniformly drawn play within 0.1 points of the best with
``--explore``, any legal play with ``--random``). On every turn with a choice the results of
the ``--top`` best plays by 0-ply (and the play made) are labelled with their **1-ply**
outcome probabilities (:func:`one_ply_probabilities`): for each of the 21 rolls the side to
move makes its best 0-ply play, and the probabilities after it are averaged with the
rolls' weights. Finished games and pure bear-offs (scored exactly by the player) are not
labelled. Each shard (``--games`` games, seed ``2000 + shard``) is written as
``shard_NNNN.npz`` in :mod:`ai.supervised`'s format (mover-view states int8 ``(n, 27)``,
probabilities float32 ``(n, 3)``); existing shards are skipped, so the same command resumes.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

from engine.dice import ROLLS
from engine.game import score
from engine.moves import Play, legal_plays, mover_state
from engine.position import WHITE, Position, Variant, start_position

from . import bearoff
from .features import mover_view, states_array
from .net import Net, equity, flip
from .player import Player, replies, weights_path
from .supervised import add_gen_arguments, write_shards

__all__ = ["one_ply_probabilities", "generate", "main"]


def _won_probs(final: Position) -> np.ndarray:
    """Long-nardy outcome probabilities of the winner of the finished ``final``."""
    mars = score(final, final.winner if final.winner is not None else 0)[0] >= 2
    return np.array([1.0, 1.0 if mars else 0.0, 0.0])


def one_ply_probabilities(player: Player, positions: list[Position]) -> np.ndarray:
    """1-ply outcome probabilities ``(n, 3)`` for the side to move (about to roll) in each
    of ``positions``: over the 21 rolls, weighted by their chances, the probabilities
    after that side's best play by ``player``'s 0-ply equity (a play that wins on the spot
    is taken at once). All replies of all positions go through one forward pass."""
    rows: list[tuple[int, ...]] = []
    groups: list[tuple[int, int, int]] = []  # (position, roll weight, number of rows)
    out = np.zeros((len(positions), 3))
    for i, pos in enumerate(positions):
        for dice, w in ROLLS:
            results, won = replies(pos, dice)  # the mover's views, or the best win
            if won is not None:
                out[i] += w * _won_probs(won)
                continue
            rows.extend(results)
            groups.append((i, w, len(results)))
    if rows:
        # seen by the opponent, who moves next
        probs = player.probabilities(mover_view(Variant.LONG, np.array(rows, dtype=np.int64)))
        eq = equity(probs, Variant.LONG)
        start = 0
        for i, w, n in groups:
            j = start + int(np.argmin(eq[start : start + n]))
            out[i] += w * flip(probs[j], Variant.LONG)
            start += n
    return out / 36.0


def _labelled(plays: list[Play]) -> list[Position]:
    """The positions of ``plays`` worth a label (game not over, not a pure bear-off)."""
    keep = [p.position for p in plays if p.position.winner is None]
    if not keep:
        return []
    S = states_array(np.array([mover_state(p) for p in keep]))
    exact = bearoff.exact_mask(S, Variant.LONG)
    return [p for p, e in zip(keep, exact) if not e]


def generate(
    player: Player, games: int, seed: int, top: int = 3, explore: float = 0.15,
    random_play: float = 0.03,
) -> tuple[np.ndarray, np.ndarray]:
    """``games`` self-play games of ``player`` at 0-ply with exploration; returns the
    (mover-view states int8, 1-ply probabilities float32) of the labelled plays' results
    (see the module docstring)."""
    rng = random.Random(seed)
    states: list[tuple[int, ...]] = []
    labels: list[np.ndarray] = []
    for _ in range(games):
        pos = start_position(Variant.LONG, WHITE)
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        while d1 == d2:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        dice = (d1, d2)
        while pos.winner is None:
            plays = legal_plays(pos, dice)
            if len(plays) > 1:
                scores = player._scores(plays)  # 0-ply, the mover's view
                order = [int(i) for i in np.argsort(-scores, kind="stable")]
                u = rng.random()
                if u < random_play:
                    pick = rng.randrange(len(plays))
                elif u < random_play + explore:
                    pick = rng.choice([i for i in order if scores[i] >= scores[order[0]] - 0.1])
                else:
                    pick = order[0]
                chosen = [plays[i] for i in order[:top]]
                if pick not in order[:top]:
                    chosen.append(plays[pick])
                todo = _labelled(chosen)
                if todo:
                    labels.append(one_ply_probabilities(player, todo))
                    states.extend(mover_state(p) for p in todo)
                pos = plays[pick].position
            else:
                pos = plays[0].position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    if not states:
        return np.zeros((0, 27), dtype=np.int8), np.zeros((0, 3), dtype=np.float32)
    return (np.array(states, dtype=np.int8), np.concatenate(labels).astype(np.float32))


def cmd_gen(args: argparse.Namespace) -> int:
    """Write the missing shards of ``--shards`` (shard ``k`` uses seed ``2000 + k``)."""
    player = Player(Variant.LONG, Net.load(args.weights))
    return write_shards(
        args.dir,
        args.shards,
        lambda k: generate(player, args.games, 2000 + k, args.top, args.explore, args.random),
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.expert")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="self-play positions labelled with 1-ply values (long)")
    add_gen_arguments(g, games=60)
    g.add_argument("--weights", type=Path, default=weights_path(Variant.LONG))
    g.add_argument("--top", type=int, default=3, help="best plays labelled per turn")
    args = ap.parse_args(argv)
    return cmd_gen(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
