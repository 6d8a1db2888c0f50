"""How far each level's plays are from the best, judged by GNU Backgammon (short nardy).

Usage::

    python bench/ai_judge.py [--decisions N] [--seed S] [--agents NAME ...] [--cache FILE]

Matches between two close players need thousands of games before luck averages out; this
benchmark measures the quality of single decisions instead. Positions come from seeded
games of GNU Backgammon 0-ply against itself; each turn with at least two legal plays (and
no play that wins on the spot) is taken with probability 1/2 until ``N`` decisions are
collected. For each decision every agent picks its play, and the judge scores the plays:

* every legal play's result is evaluated by GNU Backgammon at 1-ply (cubeless equity of
  the side that moved), then
* the three best of them and every agent's choice are evaluated again at 2-ply; the best
  2-ply equity among those is the reference.

An agent's error on a decision is the reference minus the 2-ply equity of its play (0 when
it found the reference play). Reported per agent: mean error per decision in thousandths
of a point (95% normal interval), the share of decisions with an error, and the mean
paired difference to the agent listed before it (positive: this one errs less). A second
table splits each agent's mean error by the phase of the decision's position (from the
mover's view before the play): contact, race (no contact left, not every checker home) and
bear-off (both sides' checkers all home, where the ``ai`` levels play from the exact table).

Agents: the ``ai`` levels, ``pubeval`` and ``gnubg0`` (GNU Backgammon 0-ply). ``gnubg_nn``
is a benchmark dependency only. The noisy levels draw their noise from a generator seeded
per decision, so a run is reproducible. ``--cache FILE`` keeps GNU Backgammon's equities
(by position and depth) in a pickle file between runs, so judging a new agent on the same
decisions only evaluates the plays not judged before (the figures are the same with or
without it). This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import gnubg_nn  # noqa: E402
import numpy as np  # noqa: E402

from ai import LEVELS  # noqa: E402
from ai.bearoff import exact_mask  # noqa: E402
from ai.inputs.features import is_race  # noqa: E402
from bench.ai import make_agent  # noqa: E402
from engine.moves import Play, apply_steps, legal_plays, mover_state  # noqa: E402
from engine.position import BLACK, WHITE, Position, Variant, start_position  # noqa: E402
from testkit.gnubg_board import gnubg_board, gnubg_equity  # noqa: E402

DEFAULT_AGENTS = ("pubeval", *LEVELS, "gnubg0")
PHASES = ("contact", "race", "bear-off")


def phase(pos: Position) -> str:
    """The phase of ``pos`` for its side on roll: one of :data:`PHASES`."""
    S = np.array([mover_state(pos)], dtype=np.int64)
    if exact_mask(S, Variant.SHORT)[0]:
        return "bear-off"
    return "race" if is_race(Variant.SHORT, S)[0] else "contact"


def gnubg_play(pos: Position, dice: tuple[int, int]) -> Position:
    """GNU Backgammon 0-ply's play (the position generator)."""
    mv = gnubg_nn.best_move(gnubg_board(pos), dice[0], dice[1])
    return apply_steps(pos, dice, [tuple(m) for m in mv])


def decisions(n: int, seed: int) -> list[tuple[Position, tuple[int, int], list[Play]]]:
    """``n`` decisions sampled from seeded GNU Backgammon 0-ply self-play games."""
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int], list[Play]]] = []
    while len(out) < n:
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        if d1 == d2:
            continue
        pos = start_position(Variant.SHORT, WHITE if d1 > d2 else BLACK)
        dice = (d1, d2)
        while pos.winner is None and len(out) < n:
            plays = legal_plays(pos, dice)
            if (
                len(plays) > 1
                and all(p.position.winner is None for p in plays)
                and rng.random() < 0.5
            ):
                out.append((pos, dice, plays))
            pos = plays[0].position if len(plays) == 1 else gnubg_play(pos, dice)
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


class Judge:
    """GNU Backgammon's cubeless equities (see :func:`gnubg_equity`), memoised by position
    and depth, optionally kept in a pickle file."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.memo: dict[tuple[tuple[int, ...], int], float] = {}
        if path is not None and path.exists():
            with path.open("rb") as f:
                self.memo = pickle.load(f)

    def equity(self, pos: Position, plies: int) -> float:
        """Equity of the side that just moved into ``pos``, at ``plies``."""
        key = (tuple(mover_state(pos)), plies)
        if key not in self.memo:
            self.memo[key] = gnubg_equity(pos, plies)
        return self.memo[key]

    def save(self) -> None:
        """Write the memo to the cache file (atomically), if there is one."""
        if self.path is not None:
            tmp = self.path.with_name(self.path.name + ".tmp")
            with tmp.open("wb") as f:
                pickle.dump(self.memo, f)
            tmp.replace(self.path)


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% normal interval."""
    return statistics.fmean(values), 1.96 * statistics.pstdev(values) / math.sqrt(len(values))


def main(argv: list[str] | None = None) -> int:
    """Judge the agents' plays and print the table."""
    ap = argparse.ArgumentParser(description="AI decisions judged by GNU Backgammon (short)")
    ap.add_argument("--decisions", type=int, default=500)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--agents", nargs="+", default=list(DEFAULT_AGENTS))
    ap.add_argument("--cache", type=Path, help="pickle file of GNU BG equities to reuse")
    args = ap.parse_args(argv)
    judge = Judge(args.cache)
    t0 = time.perf_counter()
    agents = {name: make_agent("short", name) for name in args.agents}
    errors: dict[str, list[float]] = {name: [] for name in agents}
    phases: list[str] = []
    for i, (pos, dice, plays) in enumerate(decisions(args.decisions, args.seed)):
        phases.append(phase(pos))
        chosen = {
            name: agent(pos, dice, random.Random(args.seed * 1_000_003 + i)).position
            for name, agent in agents.items()
        }
        one = sorted(plays, key=lambda p: judge.equity(p.position, 1), reverse=True)
        judged = {p.position for p in one[:3]} | set(chosen.values())
        two = {q: judge.equity(q, 2) for q in judged}
        best = max(two.values())
        for name, q in chosen.items():
            errors[name].append(best - two[q])
    judge.save()
    print(
        f"{args.decisions} decisions (seed {args.seed}) from GNU BG 0-ply self-play, judged "
        f"at 2-ply; error in thousandths of a point per decision ({time.perf_counter() - t0:.0f}s)"
    )
    prev: str | None = None
    for name, errs in errors.items():
        mean, half = interval(errs)
        wrong = sum(e > 1e-9 for e in errs) / len(errs)
        line = f"{name:>8}: error {1000 * mean:6.1f} ± {1000 * half:4.1f}, wrong {wrong:5.1%}"
        if prev is not None:
            gain, ghalf = interval([a - b for a, b in zip(errors[prev], errs)])
            line += f"; vs {prev}: {1000 * gain:+6.1f} ± {1000 * ghalf:4.1f}"
        print(line, flush=True)
        prev = name
    counts = {ph: phases.count(ph) for ph in PHASES}
    print("by phase, error in thousandths per decision: "
          + ", ".join(f"{ph} {n} decisions" for ph, n in counts.items()))
    for name, errs in errors.items():
        parts = []
        for ph in PHASES:
            mine = [e for e, p in zip(errs, phases) if p == ph]
            if mine:
                mean, half = interval(mine)
                parts.append(f"{ph} {1000 * mean:5.1f} ± {1000 * half:4.1f}")
        print(f"{name:>8}: " + ", ".join(parts), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
