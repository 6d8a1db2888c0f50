"""Time per move of the computer player on fixed decisions (both variants).

Usage::

    python bench/ai_time.py [--variant short|long] [--decisions N] [--seed S] [AGENT ...]

The decisions are real choices (at least two legal plays, none winning on the spot): for
short nardy those of ``bench/ai_judge.py`` (GNU Backgammon 0-ply self-play, the same seed
gives the same set), for long nardy turns of seeded games of the ``strong`` level against
itself, each taken with probability 1/2. Every agent (a level name, or ``level@weights.npz``
as in ``bench/ai.py``; default ``master``) chooses on every decision, in the same process
one after the other. Reported per agent: median, 99th percentile and maximum of the CPU
time of the process (what a move costs on a free core) and of the wall time (what it took
on this machine, as loaded as it was). This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import load_player  # noqa: E402
from bench.ai import make_agent  # noqa: E402
from engine.moves import legal_plays  # noqa: E402
from engine.position import Position, Variant, start_position  # noqa: E402

Decision = tuple[Position, tuple[int, int]]


def long_decisions(n: int, seed: int) -> list[Decision]:
    """``n`` long-nardy decisions from seeded games of ``strong`` against itself."""
    player = load_player("long", "strong")
    rng = random.Random(seed)
    out: list[Decision] = []
    while len(out) < n:
        pos = start_position(Variant.LONG, rng.randint(0, 1))
        while pos.winner is None and len(out) < n:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            plays = legal_plays(pos, dice)
            if (
                len(plays) > 1
                and all(p.position.winner is None for p in plays)
                and rng.random() < 0.5
            ):
                out.append((pos, dice))
            pos = player.choose(pos, dice, rng).position
    return out


def short_decisions(n: int, seed: int) -> list[Decision]:
    """``n`` short-nardy decisions: those of ``bench/ai_judge.py``."""
    from bench.ai_judge import decisions

    return [(pos, dice) for pos, dice, _plays in decisions(n, seed)]


def _stats(values: list[float]) -> str:
    v = sorted(values)
    p99 = v[min(len(v) - 1, math.ceil(0.99 * len(v)) - 1)]
    return f"{statistics.median(v) * 1e3:.1f} / {p99 * 1e3:.1f} / {v[-1] * 1e3:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    """Time the agents' choices and print one line per agent."""
    ap = argparse.ArgumentParser(description="AI time per move on fixed decisions")
    ap.add_argument("--variant", default="short", choices=["short", "long"])
    ap.add_argument("--decisions", type=int, default=500)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("agents", nargs="*", default=["master"])
    args = ap.parse_args(argv)
    made = short_decisions if args.variant == "short" else long_decisions
    todo = made(args.decisions, args.seed)
    print(f"{len(todo)} {args.variant} decisions (seed {args.seed}); "
          "median / p99 / max", flush=True)
    for name in args.agents:
        agent = make_agent(args.variant, name)
        agent(*todo[0], random.Random(0))  # load the weights before timing
        cpu, wall = [], []
        for i, (pos, dice) in enumerate(todo):
            rng = random.Random(args.seed * 1_000_003 + i)
            c0, w0 = time.process_time(), time.perf_counter()
            agent(pos, dice, rng)
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
        print(f"{name}: CPU {_stats(cpu)}; wall {_stats(wall)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
