"""Luck against GNU Backgammon's luck analysis on a sample of short-nardy games.

Usage::

    python bench/dice_gnubg.py [--games N] [--seed S] [--level medium]

``N`` short-nardy games (default 40) between two AI players of ``--level`` with committed
dice (``engine.committed``) are exported as ``.mat`` files and analysed by GNU Backgammon
(``gnubg -t -p``; ``analyse match`` with the luck analysis and the checker play at 0-ply).
For each game and player it compares the total luck of :func:`ai.luck.game_luck` (the coach's
network at 0-ply) with gnubg's ``dice.luck``: how often the signs agree (per player, and for
the net luck that decides the luck-adjusted result), the correlation, the mean absolute
difference and the ratio of the mean absolute sizes. Needs ``gnubg`` (on PATH or
``/usr/games/gnubg``).

This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.luck import game_luck  # noqa: E402
from ai.player import load_player  # noqa: E402
from engine import Game  # noqa: E402
from engine.committed import CommittedDice  # noqa: E402
from engine.records import mat_text  # noqa: E402
from testkit.gnubg_luck import gnubg_luck, gnubg_path  # noqa: E402


def play(seed: int, level: str) -> Game:
    """One AI game with the committed dice of a seed derived from ``seed``."""
    key = seed.to_bytes(32, "big")
    pl = load_player("short", level)
    rng = random.Random(seed)
    g = Game.new("short", CommittedDice.for_game(key, None))
    while not g.finished:
        assert g.dice is not None
        g = g.play(pl.choose(g.position, g.dice, rng), CommittedDice.for_game(key, g))
    return g


def _corr(xs: list[float], ys: list[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sx = sum((x - mx) ** 2 for x in xs) ** 0.5
    sy = sum((y - my) ** 2 for y in ys) ** 0.5
    return sxy / (sx * sy)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="medium")
    args = ap.parse_args(argv)
    if gnubg_path() is None:
        raise SystemExit("GNU Backgammon (gnubg) is not installed")
    coach = load_player("short", "strong")
    ours: list[tuple[float, float]] = []
    mats = []
    for k in range(args.games):
        g = play(args.seed * 100_000 + k, args.level)
        luck = game_luck(g, player=coach)
        ours.append((luck.players[0].total, luck.players[1].total))
        mats.append(mat_text(g, ("White", "Black")))
    theirs = gnubg_luck(mats)
    mine = [x for pair in ours for x in pair]
    gnu = [x for pair in theirs for x in pair]
    net_m = [a - b for a, b in ours]
    net_g = [a - b for a, b in theirs]
    n = len(ours)
    same = sum((a > 0) == (b > 0) for a, b in zip(mine, gnu))
    same_net = sum((a > 0) == (b > 0) for a, b in zip(net_m, net_g))
    print(f"games: {n} short nardy, AI {args.level} vs {args.level}, seed {args.seed}")
    print(f"per player total luck: signs agree {same}/{2 * n}, correlation "
          f"{_corr(mine, gnu):.3f}, mean |ours - gnubg| "
          f"{statistics.fmean(abs(a - b) for a, b in zip(mine, gnu)):.3f}, mean |ours| "
          f"{statistics.fmean(abs(a) for a in mine):.3f} vs mean |gnubg| "
          f"{statistics.fmean(abs(b) for b in gnu):.3f}")
    print(f"net luck (White - Black): signs agree {same_net}/{n}, correlation "
          f"{_corr(net_m, net_g):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
