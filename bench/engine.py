"""Speed benchmark of the rules engine (``python -m bench.engine``).

For each variant it builds a fixed, seeded corpus of positions with rolls taken from random
self-play games (doubles included, finished positions excluded), then reports:

* full-play enumeration (:func:`engine.moves.legal_plays`) over the corpus: positions per
  second (median of several passes), median and p99 time per position (each position's
  time being the median of its timings over the passes);
* random self-play games per second (random player = uniform choice among legal plays).

Targets on the project's 2-core machines: median <= 0.3 ms and p99 <= 5 ms per position,
and >= 30 random self-play games per second in short nardy. Figures only: nothing here
asserts a time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine.moves import legal_plays
from engine.position import Position, Variant, start_position

__all__ = ["corpus", "random_game", "bench_enumeration", "bench_games", "main"]


def _roll(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6))


def _opening(rng: random.Random) -> tuple[int, tuple[int, int]]:
    """The roll-off: (colour to move first, its two dice, never a double)."""
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            return (0 if a > b else 1), (a, b)


def random_game(
    variant: Variant, rng: random.Random, max_turns: int = 2000
) -> list[tuple[Position, tuple[int, int]]]:
    """Play one random game; return every (position, roll) faced, in order.

    Raises RuntimeError if the game does not end within ``max_turns`` turns.
    """
    first, dice = _opening(rng)
    pos = start_position(variant, first)
    faced: list[tuple[Position, tuple[int, int]]] = []
    for _ in range(max_turns):
        faced.append((pos, dice))
        pos = rng.choice(legal_plays(pos, dice)).position
        if pos.winner is not None:
            return faced
        dice = _roll(rng)
    raise RuntimeError("random game did not finish")


def corpus(variant: Variant, size: int, seed: int = 2026) -> list[tuple[Position, tuple[int, int]]]:
    """A fixed, seeded corpus of ``size`` (position, roll) pairs from random games.

    Every third pair of each game is kept so that one corpus spans many games.
    """
    rng = random.Random(f"{seed}-{variant.value}")
    out: list[tuple[Position, tuple[int, int]]] = []
    while len(out) < size:
        out.extend(random_game(variant, rng)[::3])
    return out[:size]


def bench_enumeration(
    cases: list[tuple[Position, tuple[int, int]]], runs: int
) -> tuple[float, float, float]:
    """(positions/s, median ms, p99 ms) of legal_plays over ``cases``.

    Positions/s is the median over ``runs`` passes. Each position's time is the median of
    its ``runs`` timings (so one scheduling hiccup on a shared machine does not count as a
    slow position); the median and p99 are taken over those per-position times.
    """
    rates = []
    per_case: list[list[float]] = [[] for _ in cases]
    clock = time.perf_counter
    for _ in range(runs):
        t_all = clock()
        for k, (pos, dice) in enumerate(cases):
            t0 = clock()
            legal_plays(pos, dice)
            per_case[k].append(clock() - t0)
        rates.append(len(cases) / (clock() - t_all))
    times = sorted(statistics.median(ts) for ts in per_case)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return statistics.median(rates), statistics.median(times) * 1e3, p99 * 1e3


def bench_games(variant: Variant, games: int, runs: int, seed: int = 7) -> tuple[float, float]:
    """(games/s, turns per game) of random self-play; median of ``runs`` runs."""
    rates, turns = [], 0
    for r in range(runs):
        rng = random.Random(f"{seed}-{r}")
        t0 = time.perf_counter()
        turns = 0
        for _ in range(games):
            turns += len(random_game(variant, rng))
        rates.append(games / (time.perf_counter() - t0))
    return statistics.median(rates), turns / games


def main(argv: list[str] | None = None) -> None:
    """Print the figures for both variants."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=2000, help="corpus size per variant")
    ap.add_argument("--runs", type=int, default=5, help="runs per figure (median reported)")
    ap.add_argument("--games", type=int, default=30, help="random games per run")
    args = ap.parse_args(argv)
    for variant in (Variant.SHORT, Variant.LONG):
        cases = corpus(variant, args.positions)
        doubles = sum(d[0] == d[1] for _, d in cases)
        rate, med, p99 = bench_enumeration(cases, args.runs)
        gps, tpg = bench_games(variant, args.games, args.runs)
        print(
            f"{variant.value:5s} enumeration: {len(cases)} positions ({doubles} doubles), "
            f"{rate:8.0f} positions/s, median {med:.3f} ms, p99 {p99:.3f} ms"
        )
        print(f"{variant.value:5s} self-play:   {gps:8.1f} games/s ({tpg:.0f} turns/game)")


if __name__ == "__main__":
    main()
