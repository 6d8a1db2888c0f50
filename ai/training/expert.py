"""Expert iteration for long nardy: self-play positions labelled with 1-ply or 2-ply values.

Long nardy has no outside teacher, so the teacher is today's network looking one or two
rolls ahead. Run by hand only (nothing the bot runs imports this module)::

    python -m ai.training.expert gen --shards 0-19 --games 60 --dir ai/checkpoints/exp_long
    python -m ai.training.supervised fit --variant long --dir ai/checkpoints/exp_long \\
        --init ai/weights/long.npz --hidden 96 --out ai/checkpoints/long_exp.npz

``gen`` plays games of the 0-ply player (``--weights``, default the shipped long network)
against itself with exploration (each turn: the best play with probability
``1 - explore - random``, a uniformly drawn play within 0.1 points of the best with
``--explore``, any legal play with ``--random``). On every turn with a choice the results of
the ``--top`` best plays by 0-ply (and the play made) are labelled with their **1-ply**
outcome probabilities (:func:`one_ply_probabilities`): for each of the 21 rolls the side to
move makes its best 0-ply play, and the probabilities after it are averaged with the
rolls' weights. ``--depth 2`` labels them with **2-ply** probabilities instead
(:func:`two_ply_probabilities`: each roll's play is chosen as ``master`` chooses it, by the
1-ply of its best few 0-ply plays, and the probabilities are that play's 1-ply ones), with
the shipped pruning network shortlisting the opponent's replies (``--prune``; about 11
times the CPU of a 1-ply label: 61 against 5.5 ms). Finished games and pure bear-offs
(scored exactly by the player) are not labelled. Each shard (``--games`` games, seed
``2000 + shard``) is written as ``shard_NNNN.npz`` in :mod:`ai.training.supervised`'s format
(mover-view states int8 ``(n, 27)``, probabilities float32 ``(n, 3)``); existing shards are
skipped, so the same command resumes.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

from engine.moves import Play, legal_plays, mover_state
from engine.position import CHECKERS, WHITE, Position, Variant, start_position

from .. import bearoff
from ..batchgen import ROLL_WEIGHTS, all_rolls, group_best, long_win_points
from ..inputs.features import mover_view, states_array
from ..net import Net, equity, flip
from ..player import Player, prune_path, weights_path
from .supervised import add_gen_arguments, write_shards

__all__ = ["one_ply_probabilities", "two_ply_probabilities", "generate", "main"]

LONG = Variant.LONG
_AT_ONCE = 64
"""States whose 21 rolls' plays a label's look-ahead generates at once (fewer, larger
batches than the bot's :data:`ai.player.STATES_AT_ONCE`: labelling runs alone)."""


def _won_probs(R: np.ndarray) -> np.ndarray:
    """Outcome probabilities ``(m, 3)`` of the winner of each finished result row ``R``
    (the winner's view): a win, a mars when it scores 2."""
    p = np.zeros((R.shape[0], 3))
    p[:, 0] = 1.0
    p[:, 1] = long_win_points(R) >= 2
    return p


def _roll_average(p: np.ndarray, n: int) -> np.ndarray:
    """Probabilities ``(21 n, 3)`` of ``n`` positions' (position, roll) pairs averaged
    over the rolls with their chances: ``(n, 3)``."""
    return np.einsum("r,nrk->nk", ROLL_WEIGHTS, p.reshape(n, 21, 3)) / 36.0


def _one_ply(player: Player, S: np.ndarray) -> np.ndarray:
    """1-ply outcome probabilities ``(n, 3)`` for the side to move (about to roll) in each
    mover-view state row of ``S``: over the 21 rolls, the probabilities after its best
    0-ply play by ``player`` (the pruning network shortlists each roll's plays first when
    ``player.prune`` is set; a winning play is taken at once, the most valuable win)."""
    n = S.shape[0]
    out = np.empty((n, 3))
    for i in range(0, n, _AT_ONCE):  # some states at a time: bounded memory
        part = S[i : i + _AT_ONCE]
        G, R = all_rolls(part, LONG)
        if player.prune is not None:
            G, R = player._shortlist(G, R)
        _value, chosen, won = player._roll_bests(G, R, 21 * part.shape[0])
        p = np.empty((chosen.shape[0], 3))
        if won.any():
            p[won] = _won_probs(R[chosen[won]])
        if (~won).any():  # the opponent is on roll after the play
            seen = mover_view(LONG, R[chosen[~won]])
            p[~won] = flip(player.probabilities(seen), LONG)
        out[i : i + part.shape[0]] = _roll_average(p, part.shape[0])
    return out


def one_ply_probabilities(player: Player, positions: list[Position]) -> np.ndarray:
    """1-ply outcome probabilities ``(n, 3)`` for the side to move (about to roll) in each
    of ``positions``: over the 21 rolls, weighted by their chances, the probabilities
    after that side's best play by ``player``'s 0-ply equity (a play that wins on the spot
    is taken at once). The plays of all rolls come from :mod:`ai.batchgen`."""
    return _one_ply(player, states_array(np.array([mover_state(p) for p in positions])))


def two_ply_probabilities(
    player: Player, positions: list[Position], top: int = 2, window: float = 0.08
) -> np.ndarray:
    """2-ply outcome probabilities ``(n, 3)`` for the side to move (about to roll) in each
    of ``positions``: over its 21 rolls, the probabilities after its best play as ``master``
    chooses it, by the 1-ply of :func:`one_ply_probabilities` (the opponent's best 0-ply
    reply to each of his 21 rolls) among the ``top`` best plays by 0-ply that lie within
    ``window`` points of the best (a play that wins at once is taken at once)."""
    S = states_array(np.array([mover_state(p) for p in positions]))
    out = np.empty((S.shape[0], 3))
    for i in range(S.shape[0]):
        G, R = all_rolls(S[i : i + 1], LONG)
        win = R[:, 0] == CHECKERS
        v = np.empty(R.shape[0])
        v[win] = 100.0 + long_win_points(R[win])
        if (~win).any():
            v[~win] = -player.evaluate(mover_view(LONG, R[~win]))
        order = np.lexsort((-v, G))  # each roll's plays, best first
        starts = np.searchsorted(G[order], G[order], side="left")
        rank = np.empty(R.shape[0], dtype=np.int64)
        rank[order] = np.arange(R.shape[0]) - starts
        best = np.maximum.reduceat(v, np.searchsorted(G, np.arange(21)))
        keep = np.flatnonzero((rank < max(top, 1)) & ((v >= best[G] - window) | (rank == 0))
                               & (~win | (rank == 0)))
        Gk, Rk, wk = G[keep], R[keep], win[keep]
        p = np.empty((keep.shape[0], 3))
        if wk.any():
            p[wk] = _won_probs(Rk[wk])
        if (~wk).any():  # the opponent's 1-ply after each candidate, seen by me
            p[~wk] = flip(_one_ply(player, mover_view(LONG, Rk[~wk])), LONG)
        key = np.where(wk, 100.0 + v[keep], equity(p, LONG))
        out[i] = _roll_average(p[group_best(Gk, key, 21)], 1)[0]
    return out


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
    random_play: float = 0.03, depth: int = 1,
) -> tuple[np.ndarray, np.ndarray]:
    """``games`` self-play games of ``player`` at 0-ply with exploration; returns the
    (mover-view states int8, ``depth``-ply probabilities float32, depth 1 or 2) of the
    labelled plays' results (see the module docstring)."""
    label = one_ply_probabilities if depth == 1 else two_ply_probabilities
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
                    labels.append(label(player, todo))
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
    prune = Net.load(args.prune) if args.prune is not None else None
    player = Player(Variant.LONG, Net.load(args.weights), prune=prune)
    return write_shards(
        args.dir,
        args.shards,
        lambda k: generate(player, args.games, 2000 + k, args.top, args.explore, args.random,
                           args.depth),
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.training.expert")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="self-play positions labelled with 1-ply or 2-ply values (long)")
    add_gen_arguments(g, games=60)
    g.add_argument("--weights", type=Path, default=weights_path(Variant.LONG))
    g.add_argument("--top", type=int, default=3, help="best plays labelled per turn")
    g.add_argument("--depth", type=int, choices=(1, 2), default=1, help="plies of the labels")
    g.add_argument("--prune", type=Path, default=None, const=prune_path(Variant.LONG),
                   nargs="?", help="pruning network of the opponent's replies (default: "
                   "the shipped one when given without a file; none when absent)")
    args = ap.parse_args(argv)
    return cmd_gen(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
