"""How honest the coach is.

Usage::

    python bench/coach.py [--decisions N] [--long-games G] [--deep D] [--seed S]

* **Short nardy, against GNU Backgammon.** ``N`` decisions (default 300) sampled from
  seeded GNU BG 0-ply self-play games exactly as :mod:`bench.ai_judge` samples them. For
  each, the hint's best play (:func:`ai.analysis.rank_plays`, as the bot computes it) is
  compared with GNU BG 1-ply's best play (every legal play's result scored by GNU BG
  1-ply); the hint keeps the bot's wall-clock bound unless ``--no-time-bound``: the share of agreements, and the hint's equity loss per decision measured by
  GNU BG 1-ply (mean, 95% interval, thousandths of a point). Also the time per hint
  (median, p99).
* **Long nardy, ordering of the levels.** ``G`` games (default 50) of each of
  ``beginner``, ``medium`` and ``strong`` against itself, each analysed by
  :func:`ai.analysis.analyse_game` (``--deep`` plays at 1-ply, as in the bot: 3); the
  error rate the analysis reports per level (all decisions of both sides pooled, and the
  mean of the per-game, per-side rates with its 95% interval, in thousandths) must come
  out beginner > medium > strong.

* **Hint time** (``--part hints``): ``N`` decisions of each variant, sampled from seeded
  ``strong`` self-play (no GNU BG needed), each ranked as the bot ranks a hint; the wall
  clock and the CPU time per hint (median, p99, max) on this machine as it is.

Prints figures; asserts nothing. ``gnubg_nn`` is a benchmark dependency only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import choose_play  # noqa: E402
from ai.analysis import HINT_SECONDS, analyse_game, rank_plays  # noqa: E402
from bench.ai_judge import decisions, interval  # noqa: E402
from engine import Game, RandomDice, legal_plays  # noqa: E402
from testkit.gnubg_board import gnubg_equity  # noqa: E402

LEVELS = ("beginner", "medium", "strong")


def short_against_gnubg(n: int, seed: int, deep: int, seconds: float | None) -> None:
    """Agreement of the hint's best play with GNU BG 1-ply's, and its loss by GNU BG.

    ``seconds`` is the hint's wall-clock bound (the bot's :data:`ai.analysis.HINT_SECONDS`),
    or None to rank every play without one."""
    agree = 0
    losses: list[float] = []
    times: list[float] = []
    cpu: list[float] = []
    samples = decisions(n, seed)
    rank_plays(*samples[0][:2], deep=deep)  # load the network before timing
    t0 = time.perf_counter()
    for pos, dice, plays in samples:
        t, c = time.perf_counter(), time.thread_time()
        best = rank_plays(pos, dice, deep=deep, seconds=seconds)[0].play.position
        times.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
        judged = {p.position: gnubg_equity(p.position, 1) for p in plays}
        top = max(judged.values())
        agree += judged[best] >= top - 1e-12
        losses.append(top - judged[best])
    mean, half = interval(losses)
    times.sort()
    cpu.sort()
    print(f"short: {n} decisions (seed {seed}) from GNU BG 0-ply self-play, hint at "
          f"{deep} plays 1-ply, "
          f"{'no time bound' if seconds is None else f'time bound {seconds:.2f} s'} "
          f"({time.perf_counter() - t0:.0f} s)")
    print(f"  best play agrees with GNU BG 1-ply: {agree}/{n} = {agree / n:.1%}")
    print(f"  hint's loss by GNU BG 1-ply: {1000 * mean:.1f} ± {1000 * half:.1f} thousandths "
          f"per decision; decisions with a loss {sum(x > 1e-9 for x in losses) / n:.1%}")
    print(f"  time per hint: median {1000 * statistics.median(times):.0f} ms, p99 "
          f"{1000 * times[min(len(times) - 1, int(0.99 * len(times)))]:.0f} ms, max "
          f"{1000 * times[-1]:.0f} ms (wall clock); CPU time median "
          f"{1000 * statistics.median(cpu):.0f} ms, p99 "
          f"{1000 * cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))]:.0f} ms, max "
          f"{1000 * cpu[-1]:.0f} ms", flush=True)


def _self_play(level: str, seed: int, g: int) -> Game:
    """Game ``g`` of ``level`` against itself (long nardy), reproducible from ``seed``."""
    rng = random.Random(seed * 1000 + g)
    dice = RandomDice(rng)
    game = Game.new("long", dice)
    while not game.finished:
        assert game.dice is not None
        game = game.play(choose_play(game.position, game.dice, level, rng), dice)
    return game


def _level_line(level: str, games: int, losses: list[tuple[float, int]],
                rates: list[float]) -> str:
    total = sum(t for t, _ in losses)
    count = sum(n for _, n in losses)
    _, half = interval(rates) if len(rates) > 1 else (0.0, 0.0)
    return (f"  {level:>8}: {games} games, error rate {1000 * total / max(1, count):.1f}"
            f" (pooled over {count} decisions); per game and side mean "
            f"{statistics.fmean(rates):.1f} ± {half:.1f}, median {statistics.median(rates):.1f}")


def long_levels(games: int, seed: int, deep: int) -> None:
    """The analysis's error rate of each level's self-play games (long nardy).

    The levels take turns game by game (game 1 of each level, then game 2 ...), and the
    figures so far are printed after every round, so a run stopped early still compares
    the levels over the same number of games."""
    t0 = time.perf_counter()
    print(f"long: {games} self-play games per level (seed {seed}), analysed at {deep} "
          f"plays 1-ply", flush=True)
    losses: dict[str, list[tuple[float, int]]] = {lv: [] for lv in LEVELS}
    rates: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    for g in range(games):
        for level in LEVELS:
            for r in analyse_game(_self_play(level, seed, g), deep=deep).reports:
                if r.decisions:
                    losses[level].append((r.total_loss, r.decisions))
                    rates[level].append(r.error_rate)
        print(f" after {g + 1} games per level ({time.perf_counter() - t0:.0f} s):",
              flush=True)
        for level in LEVELS:
            print(_level_line(level, g + 1, losses[level], rates[level]), flush=True)


def _pct(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))]


def self_play_decisions(variant: str, n: int, seed: int) -> list[tuple[Any, Any]]:
    """``n`` (position, dice) pairs with at least two legal plays, from seeded ``strong``
    self-play games of ``variant`` (every third decision, games until enough)."""
    out: list[tuple[Any, Any]] = []
    g = 0
    while len(out) < n:
        rng = random.Random(seed * 7919 + g)
        dice = RandomDice(rng)
        game = Game.new(variant, dice)
        k = 0
        while not game.finished and len(out) < n:
            assert game.dice is not None
            if len(legal_plays(game.position, game.dice)) > 1:
                k += 1
                if k % 3 == 0:
                    out.append((game.position, game.dice))
            game = game.play(choose_play(game.position, game.dice, "strong", rng), dice)
        g += 1
    return out


def hint_times(n: int, seed: int, deep: int, seconds: float | None) -> None:
    """Wall clock and CPU time of a hint, per variant (``seconds``: the bot's time bound,
    :data:`ai.analysis.HINT_SECONDS`, or None for none)."""
    for variant in ("short", "long"):
        samples = self_play_decisions(variant, n, seed)
        rank_plays(*samples[0], deep=deep)  # load the network before timing
        wall: list[float] = []
        cpu: list[float] = []
        depth1: list[int] = []
        cut = changed = 0
        for pos, dice in samples:
            t, c = time.perf_counter(), time.thread_time()
            ranked = rank_plays(pos, dice, deep=deep, seconds=seconds)
            wall.append(time.perf_counter() - t)
            cpu.append(time.thread_time() - c)
            depth1.append(sum(r.depth == 1 for r in ranked))
            if seconds is not None:  # the same hint without the bound (not timed)
                free = rank_plays(pos, dice, deep=deep)
                cut += sum(r.depth == 1 for r in free) > depth1[-1]
                changed += free[0].play.position != ranked[0].play.position
        print(f"{variant}: {n} hints (strong self-play, seed {seed}): wall median "
              f"{1000 * statistics.median(wall):.0f} ms, p99 {1000 * _pct(wall, 0.99):.0f} ms, "
              f"max {1000 * max(wall):.0f} ms; CPU median {1000 * statistics.median(cpu):.0f} "
              f"ms, p99 {1000 * _pct(cpu, 0.99):.0f} ms; plays judged at 1-ply: mean "
              f"{statistics.fmean(depth1):.2f}; cut short by the {seconds} s bound: {cut}, "
              f"best play changed by it: {changed}", flush=True)


def main(argv: list[str] | None = None) -> int:
    """Run both parts and print the figures."""
    ap = argparse.ArgumentParser(description="the coach judged")
    ap.add_argument("--decisions", type=int, default=300)
    ap.add_argument("--long-games", type=int, default=50)
    ap.add_argument("--deep", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--no-time-bound", action="store_true",
                    help="hints without the bot's wall-clock bound (--part hints, short)")
    ap.add_argument("--part", choices=("short", "long", "both", "hints"), default="both")
    args = ap.parse_args(argv)
    if args.part == "hints":
        hint_times(args.decisions, args.seed, args.deep,
                   None if args.no_time_bound else HINT_SECONDS)
        return 0
    if args.part in ("short", "both"):
        short_against_gnubg(args.decisions, args.seed, args.deep,
                            None if args.no_time_bound else HINT_SECONDS)
    if args.part in ("long", "both"):
        long_levels(args.long_games, args.seed, args.deep)
    return 0


if __name__ == "__main__":
    sys.exit(main())
