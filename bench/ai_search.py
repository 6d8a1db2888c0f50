"""What ``master``'s 2-ply does on fixed decisions, and what its pruning costs.

Usage::

    python bench/ai_search.py [--variant short|long] [--decisions N] [--seed S]
                              [--keep K ...] [--prune WEIGHTS]

On the decisions of ``bench/ai_time.py`` (short nardy: those of ``bench/ai_judge.py``, GNU
Backgammon 0-ply self-play; long nardy: turns of ``strong`` against itself; the same seed
gives the same set) the shipped ``master`` chooses every
play, and the script counts how often its 2-ply was asked for (the two best 1-ply
candidates within its window), how often the work bound skipped it, and how often the
choice differs from the 1-ply's. Then, on every decision with at least two 1-ply
candidates, the two best are scored by the exact 2-ply (every play of every roll scored by
the main network) and by the pruned one keeping each ``--keep`` plays a roll (the shipped
pruning network, or the one of ``--prune``): how often the pruned choice is the exact one,
how far its values are (median and 90th percentile of the larger of the two candidates'
differences), and the CPU time of each 2-ply. This script prints figures; it asserts
nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import load_player  # noqa: E402
from ai.net import Net  # noqa: E402
from ai.player import Player, prune_net  # noqa: E402
from bench.ai_time import long_decisions, short_decisions  # noqa: E402
from engine.moves import legal_plays  # noqa: E402
from engine.position import Variant  # noqa: E402


def _ms(values: list[float]) -> str:
    """Median and 99th percentile of seconds, in milliseconds."""
    if not values:
        return "-"
    return f"{1000 * statistics.median(values):.0f} / {1000 * float(np.percentile(values, 99)):.0f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=500)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--keep", type=int, nargs="*", default=[1, 2, 3, 5])
    ap.add_argument("--variant", choices=["short", "long"], default="short")
    ap.add_argument("--prune", type=Path, help="pruning network (default: the shipped one)")
    args = ap.parse_args(argv)
    variant = Variant.parse(args.variant)
    master = load_player(variant, "master")
    one_ply = Player(master.variant, master.net, plies=1)
    make = short_decisions if variant is Variant.SHORT else long_decisions
    decisions = make(args.decisions, args.seed)
    prune = Net.load(args.prune) if args.prune else prune_net(variant)

    asked = skipped = changed = 0
    original = master._two_ply

    def counted(*a: np.ndarray) -> np.ndarray | None:
        nonlocal asked, skipped
        asked += 1
        out = original(*a)
        skipped += out is None
        return out

    master._two_ply = counted  # type: ignore[method-assign]  # counting wrapper, this run only
    try:
        for pos, dice in decisions:
            changed += master.choose(pos, dice).position != one_ply.choose(pos, dice).position
    finally:
        del master._two_ply
    print(f"{len(decisions)} {variant.value} decisions (seed {args.seed}): 2-ply asked for "
          f"in {asked}, skipped by the work bound in {skipped}, choice changed in {changed}")

    exact = Player(master.variant, master.net, plies=1, deep=2, deep_budget=10**9)
    pruned = {k: Player(master.variant, master.net, plies=1, deep=2, deep_budget=10**9,
                        prune=prune, prune_keep=k) for k in args.keep}
    same = dict.fromkeys(args.keep, 0)
    diffs: dict[int, list[float]] = {k: [] for k in args.keep}
    times: dict[int, list[float]] = {k: [] for k in args.keep}
    exact_times: list[float] = []
    n = 0
    for pos, dice in decisions:
        plays = legal_plays(pos, dice)
        scores = exact._scores(plays)
        order = np.argsort(-scores, kind="stable")
        keep = [int(i) for i in order[: exact.candidates]
                if scores[i] >= scores[order[0]] - exact.window]
        if len(keep) < 2:
            continue
        deep, R, chosen, won, reply = exact._batched_one_ply([plays[i] for i in keep])
        top = np.argsort(-deep, kind="stable")[:2]
        t0 = time.process_time()
        reference = exact._two_ply(R, chosen[top], won[top], reply[top])
        exact_times.append(time.process_time() - t0)
        assert reference is not None
        n += 1
        for k, player in pruned.items():
            t0 = time.process_time()
            value = player._two_ply(R, chosen[top], won[top], reply[top])
            times[k].append(time.process_time() - t0)
            assert value is not None
            same[k] += int(np.argmax(value) == np.argmax(reference))
            diffs[k].append(float(np.abs(value - reference).max()))
    print(f"{n} decisions with two or more 1-ply candidates; exact 2-ply of the best two: "
          f"{_ms(exact_times)} ms CPU median / p99")
    for k in args.keep:
        print(f"  keep {k}: same choice in {same[k]} of {n}; value difference median "
              f"{statistics.median(diffs[k]):.4f}, 90th percentile "
              f"{float(np.percentile(diffs[k], 90)):.4f}; {_ms(times[k])} ms CPU median / p99")
    return 0


if __name__ == "__main__":
    sys.exit(main())
