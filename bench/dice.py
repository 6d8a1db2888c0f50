"""Benchmark of the committed dice, the luck analysis and the replay animation.

Usage::

    python bench/dice.py [--games N] [--rolls R] [--level beginner]

* **Dice:** ``R`` rolls (default 1,000,000) of one fixed seed: rolls per second and the
  chi-square values of the faces (each die position, 5 degrees of freedom), the 36 ordered
  rolls (35) and the doubles (6 doubles and "no double", 6), with p-values.
* **Luck:** ``N`` games per variant (default 20) between two AI players of ``--level`` with
  committed dice; :func:`ai.luck.game_luck` at 0-ply of the coach's network on one core
  (``OMP_NUM_THREADS=1`` and friends are set before numpy loads): CPU seconds per game,
  median and max, with the number of turns.
* **Replay:** :func:`rendering.replay.render_replay` of the longest game of each variant's
  sample: CPU seconds and GIF size (targets: 10 s and 5 MB for long nardy).

This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"

import argparse  # noqa: E402
import hashlib  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.luck import game_luck  # noqa: E402
from ai.player import load_player  # noqa: E402
from engine import Game  # noqa: E402
from engine.committed import CommittedDice, roll_of  # noqa: E402
from engine.dicestats import chi2_sf, dice_stats  # noqa: E402
from rendering.board import Header  # noqa: E402
from rendering.replay import render_replay  # noqa: E402


def play(variant: str, seed: int, level: str) -> Game:
    """One AI game with the committed dice of a seed derived from ``seed``."""
    key = hashlib.sha256(f"{variant}:{seed}".encode()).digest()
    pl = load_player(variant, level)
    rng = random.Random(seed)
    g = Game.new(variant, CommittedDice.for_game(key, None))
    while not g.finished:
        assert g.dice is not None
        g = g.play(pl.choose(g.position, g.dice, rng), CommittedDice.for_game(key, g))
    return g


def bench_dice(n: int) -> None:
    seed = hashlib.sha256(b"chi-square").digest()
    t = time.perf_counter()
    rolls = [roll_of(seed, i) for i in range(n)]
    dt = time.perf_counter() - t
    s = dice_stats(rolls)
    pairs = [0] * 36
    for a, b in rolls:
        pairs[(a - 1) * 6 + b - 1] += 1
    c36 = sum((o - n / 36) ** 2 / (n / 36) for o in pairs)
    print(f"dice: {n:,} rolls in {dt:.2f} s ({n / dt:,.0f} rolls/s)")
    print(f"  faces chi2 {s.chi2_faces:.2f} (p {s.p_faces:.3f}); ordered rolls chi2 {c36:.2f} "
          f"(p {chi2_sf(c36, 35):.3f}); doubles chi2 {s.chi2_doubles:.2f} "
          f"(p {s.p_doubles:.3f}); average pips {s.average_pips:.4f}; verdict {s.verdict}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--rolls", type=int, default=1_000_000)
    ap.add_argument("--level", default="beginner")
    args = ap.parse_args(argv)
    bench_dice(args.rolls)
    for variant in ("short", "long"):
        games = [play(variant, k, args.level) for k in range(args.games)]
        coach = load_player(variant, "strong")
        game_luck(games[0], player=coach)  # warm-up: network and caches loaded
        times = []
        for g in games:
            t = time.process_time()
            game_luck(g, player=coach)
            times.append(time.process_time() - t)
        turns = [len(g.history) for g in games]
        longest = max(games, key=lambda g: len(g.history))
        print(f"{variant}: {len(games)} games, turns median {statistics.median(turns):.0f} "
              f"max {max(turns)}; luck CPU median {statistics.median(times):.2f} s, max "
              f"{max(times):.2f} s")
        t = time.process_time()
        gif = render_replay(longest, "White wins", header=Header("White", "Black"))
        dt = time.process_time() - t
        print(f"  replay of the longest game ({len(longest.history)} turns): {dt:.2f} s CPU, "
              f"{len(gif) / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
