"""Buttons and presses per turn with combined moves (``python bench/presses.py``).

Over the seeded corpus of :func:`bench.engine.corpus` (random self-play positions with
their rolls, both variants), for every turn that has a legal move it picks one legal full
play at random (seeded) and reports the means per turn of:

* ``buttons``: entries of :func:`engine.combos` at the start of the turn (single steps and
  combined moves, deduplicated by result), next to the distinct single-step buttons
  (``from→to`` of :meth:`engine.Turn.legal_steps`) a step-only keyboard shows;
* ``steps``: single steps of the chosen play (= presses of a step-only keyboard);
* ``presses``: the fewest presses that enter the chosen play with combined buttons (a
  breadth-first search over :func:`engine.combos`, the turn finishing by itself when
  complete, i.e. without a Done press);
* the time one :func:`engine.combos` call takes (median and p99, ms).

Figures only: nothing here asserts a value.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.engine import corpus  # noqa: E402
from engine import Turn, Variant, combos, legal_plays  # noqa: E402

__all__ = ["fewest_presses", "measure", "main"]


def fewest_presses(turn: Turn, goal: object) -> int:
    """The fewest combined-button presses from ``turn`` to a complete turn whose result is
    ``goal`` (a Position with the opponent to move)."""
    frontier = [turn]
    depth = 0
    while frontier:
        nxt: list[Turn] = []
        seen: set[tuple[object, tuple[int, ...]]] = set()
        for t in frontier:
            if t.complete:
                if t.result() == goal:
                    return depth
                continue
            for c in combos(t):
                key = (c.position, c.turn.remaining_dice)
                if key not in seen:
                    seen.add(key)
                    nxt.append(c.turn)
        frontier = nxt
        depth += 1
    raise AssertionError("the chosen play cannot be entered")  # pragma: no cover


def measure(variant: Variant, size: int, seed: int = 11) -> dict[str, float]:
    """The per-turn means for ``size`` corpus positions of ``variant`` (see the module)."""
    rng = random.Random(seed)
    buttons, singles, steps, presses, times = [], [], [], [], []
    for pos, dice in corpus(variant, size):
        play = rng.choice(legal_plays(pos, dice))
        if not play.steps:
            continue
        turn = Turn(pos, dice)
        t0 = time.perf_counter()
        bs = combos(turn)
        times.append(time.perf_counter() - t0)
        buttons.append(len(bs))
        singles.append(len({(s.frm, s.to) for s in turn.legal_steps()}))
        steps.append(len(play.steps))
        presses.append(fewest_presses(turn, play.position))
    times.sort()
    return {
        "turns": len(steps),
        "buttons": statistics.fmean(buttons),
        "single_buttons": statistics.fmean(singles),
        "max_buttons": max(buttons),
        "steps": statistics.fmean(steps),
        "presses": statistics.fmean(presses),
        "combos_ms_median": statistics.median(times) * 1e3,
        "combos_ms_p99": times[int(len(times) * 0.99)] * 1e3,
    }


def main(argv: list[str] | None = None) -> None:
    """Print the figures for both variants."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=600, help="corpus size per variant")
    args = ap.parse_args(argv)
    for variant in (Variant.SHORT, Variant.LONG):
        m = measure(variant, args.positions)
        print(
            f"{variant.value:5s} {m['turns']:.0f} turns: buttons {m['buttons']:.1f} "
            f"(single steps only {m['single_buttons']:.1f}, max {m['max_buttons']:.0f}); "
            f"steps {m['steps']:.2f}, presses with combined buttons {m['presses']:.2f}; "
            f"combos() median {m['combos_ms_median']:.2f} ms, p99 {m['combos_ms_p99']:.2f} ms"
        )


if __name__ == "__main__":
    main()
