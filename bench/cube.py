"""The AI's cube decisions against GNU Backgammon's, and the cube efficiency of each variant.

Usage::

    python bench/cube.py [--money N] [--match N] [--seed S] [--gnubg-plies P]
                         [--x X] [--levels L ...] [--close-double D] [--close-take T]
    python bench/cube.py --efficiency [--games N] [--seed S]

**Agreement** (short nardy = backgammon, the only variant GNU Backgammon knows). Positions
come from seeded AI-vs-AI games (the ``strong`` level plays the checkers) with a live cube
that this script tracks: the ``strong`` level's own cube decisions double, take and pass,
so the cube is in the middle, owned by the roller or (not sampled: he may not double) by
the other side. Money positions come from single games; match positions from whole
matches to 3, 5 and 7 (Crawford rule included; the Crawford game is not sampled, as
nobody may double in it). Each turn at which the roller may double (and doubling could
still gain him something) is sampled with probability 1/3 until N positions of each kind
are collected.

For every position, GNU Backgammon (the Debian ``gnubg`` program, one process for all
positions, Python scripting via ``-p``; Kazaross-XG2 match equity table, no Jacoby rule,
no beavers) evaluates the cube decision with ``cfevaluate`` at ``--gnubg-plies`` (default
2, its usual cube-analysis depth): equities of "no double", "double, take" and "double,
pass" for the roller. GNU BG doubles when both double equities beat "no double"; the
opponent takes when "double, take" is not above "double, pass". The AI's levels answer
the same two questions (:func:`ai.cube.cube_decision`; noisy levels get a per-position
seed). Printed per level and for money and match play: the agreement rates with 95%
Wilson intervals and the confusion counts, on all positions and on the "close" ones,
where GNU BG's own margin between the two answers is at most ``--close-double`` (between
the better double equity and "no double") or ``--close-take`` (between "double, take" and
"double, pass"), in GNU BG's normalised equity. Also the time per decision of each level.

**Efficiency** (``--efficiency``, both variants): how much of a live cube's value the game
really keeps. In seeded cubeless self-play games (``strong``), every position of the side
on roll (A) is looked at as if A owned the cube and cashed (doubled out) at the first of
his later turns at which his winning chance reaches his live cash point; if that never
happens the game's result counts. Janowski's model predicts this value as ``x * live +
(1 - x) * dead`` (owned cube), so the least-squares ``x`` over all positions measures the
cube efficiency (the value's excess over the cubeless value is estimated by what the cash
adds at the moment it happens, see :func:`_game_terms`; interval: bootstrap over games). The estimate is biased upward by the evaluator's noise (a noisy chance
crosses the cash point early), so it is read relative to short nardy, whose efficiency is
known from GNU Backgammon's rollouts (0.68 with contact).

This script prints figures; it asserts nothing. ``gnubg`` is a benchmark dependency only.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from ai import LEVELS, choose_play  # noqa: E402
from ai.cube import (  # noqa: E402
    Cube,
    MatchContext,
    OutcomeValues,
    can_double,
    cash_points,
    cube_decision,
    decide,
    double_is_useful,
    efficiency,
    outcome_probabilities,
    win_loss_values,
)
from engine.game import score  # noqa: E402
from engine.position import BLACK, WHITE, Position, Variant, start_position  # noqa: E402
from testkit.gnubg_board import gnubg_board  # noqa: E402

GNUBG = "/usr/games/gnubg"
MET_FILE = "/usr/share/gnubg/met/Kazaross-XG2.xml"

_WORKER = r'''
import json, os
import gnubg
gnubg.command("set matchequitytable MET_FILE")
gnubg.command("set jacoby off")
gnubg.command("set beavers off")
plies = int(os.environ["CUBE_PLIES"])
ec = gnubg.evalcontext(1, plies, 0, 1, 0.0)
out = []
with open(os.environ["CUBE_IN"]) as f:
    jobs = json.load(f)
for j in jobs:
    ci = gnubg.cubeinfo(j["cube"], j["owner"], 0, j["matchto"], tuple(j["score"]),
                        j["crawford"], 0)
    ci["jacoby"] = 0
    ci["beavers"] = 0
    r = gnubg.cfevaluate(tuple(j["board"]), ci, ec)
    pr = gnubg.evaluate(tuple(j["board"]), ci, ec)
    out.append([r[1], r[2], r[3], r[5], list(pr[:5])])
with open(os.environ["CUBE_OUT"], "w") as f:
    json.dump(out, f)
'''.replace("MET_FILE", MET_FILE)


@dataclass(frozen=True)
class Sample:
    """A turn at which the roller may double: position, cube and match seen from him."""

    position: Position
    cube: Cube
    match: MatchContext | None


# --------------------------------------------------------------------------- positions


def _opening(rng: random.Random, variant: Variant) -> tuple[Position, tuple[int, int]]:
    """Roll-off: the higher die moves first with both roll-off numbers."""
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            return start_position(variant, WHITE if a > b else BLACK), (a, b)


def _play_game(
    rng: random.Random,
    match: tuple[int, list[int], bool] | None,
    take: list[Sample],
    want: int,
) -> tuple[int, int]:
    """Play one short-nardy game with a live cube (``strong`` decides the cube and the
    checkers); sample turns into ``take``. ``match`` is ``(target, [white, black] scores,
    crawford)`` or None. Returns ``(winner, points)`` (points times the cube)."""
    pos, dice = _opening(rng, Variant.SHORT)
    value, owner = 1, None  # owner: colour or None (middle)
    first = True
    while True:
        me = pos.turn
        if not first:
            cube = Cube(value, "middle" if owner is None else ("me" if owner == me else "opponent"))
            ctx = None
            if match is not None:
                target, scores, crawford = match
                ctx = MatchContext(target, scores[me], scores[1 - me], crawford)
            if can_double(cube, ctx) and double_is_useful(
                ctx.my_away if ctx else None, value, False
            ):
                if len(take) < want and rng.random() < 1 / 3:
                    take.append(Sample(pos, cube, ctx))
                d = cube_decision(pos, cube, ctx, "strong")
                if d.double:
                    if not d.take:
                        return me, value
                    value, owner = 2 * value, 1 - me
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        first = False
        play = choose_play(pos, dice, "strong")
        pos = play.position
        if pos.winner is not None:
            return pos.winner, score(pos, pos.winner)[0] * value


def collect(n_money: int, n_match: int, seed: int) -> tuple[list[Sample], list[Sample]]:
    """Sampled money and match positions (see the module docstring)."""
    rng = random.Random(seed)
    money: list[Sample] = []
    while len(money) < n_money:
        _play_game(rng, None, money, n_money)
    match: list[Sample] = []
    lengths = (3, 5, 7)
    k = 0
    while len(match) < n_match:
        target = lengths[k % len(lengths)]
        k += 1
        scores = [0, 0]
        crawford_done = False
        while max(scores) < target and len(match) < n_match:
            crawford = not crawford_done and target - 1 in scores and target > 1
            if crawford:
                crawford_done = True
            winner, pts = _play_game(rng, (target, scores, crawford), match, n_match)
            scores[winner] = min(target, scores[winner] + pts)
    return money, match


# --------------------------------------------------------------------------- GNU BG


Gnu = tuple[float, float, float, str, list[float]]


def gnubg_decisions(samples: list[Sample], plies: int) -> list[Gnu]:
    """GNU Backgammon's ``(no double, double/take, double/pass, verdict, cubeless
    probabilities)`` per sample, at ``plies``."""
    jobs = []
    for s in samples:
        owner = {"middle": -1, "me": 0, "opponent": 1}[s.cube.owner]
        m = s.match
        jobs.append(
            {
                "board": gnubg_board(s.position),
                "cube": s.cube.value,
                "owner": owner,
                "matchto": m.target if m else 0,
                "score": [m.my_score, m.opponent_score] if m else [0, 0],
                "crawford": int(m.crawford) if m else 0,
            }
        )
    with tempfile.TemporaryDirectory() as tmp:
        src, dst, script = (Path(tmp) / n for n in ("in.json", "out.json", "worker.py"))
        src.write_text(json.dumps(jobs))
        script.write_text(_WORKER)
        env = dict(os.environ, CUBE_IN=str(src), CUBE_OUT=str(dst), CUBE_PLIES=str(plies))
        subprocess.run(
            [GNUBG, "-t", "-q", "-r", "-p", str(script)],
            env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        return [tuple(r) for r in json.loads(dst.read_text())]  # type: ignore[misc]


# --------------------------------------------------------------------------- statistics


def wilson(k: int, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion ``k / n``."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def _report(name: str, ai: list[bool], gb: list[bool], mask: list[bool]) -> str:
    """One line: agreement with interval and the confusion counts (AI yes/no × GNU yes/no)."""
    pairs = [(a, g) for a, g, m in zip(ai, gb, mask) if m]
    n = len(pairs)
    agree = sum(a == g for a, g in pairs)
    lo, hi = wilson(agree, n)
    yy = sum(a and g for a, g in pairs)
    yn = sum(a and not g for a, g in pairs)
    ny = sum(g and not a for a, g in pairs)
    nn = sum(not a and not g for a, g in pairs)
    rate = agree / n if n else float("nan")
    return (
        f"{name:<14} n={n:4d}  agree {rate:6.1%} [{lo:5.1%}, {hi:5.1%}]  "
        f"AI+GNU+ {yy:4d}  AI+GNU- {yn:4d}  AI-GNU+ {ny:4d}  AI-GNU- {nn:4d}"
    )


def _verdicts(gnu: list[tuple[float, float, float, str]]) -> tuple[list[bool], list[bool]]:
    """GNU BG's double and take verdicts from its three equities."""
    double = [min(dt, dp) > nd and "dead" not in txt.lower() for nd, dt, dp, txt, _ in gnu]
    take = [dt <= dp for _, dt, dp, _, _ in gnu]
    return double, take


def _four(
    a_double: list[bool],
    a_take: list[bool],
    g: tuple[list[bool], list[bool]],
    close: tuple[list[bool], list[bool]],
) -> list[str]:
    """The report lines: double and take, on all positions and on the close ones; and take
    where GNU BG doubles (the take decisions that really come up)."""
    everything = [True] * len(a_double)
    return [
        _report("double all", a_double, g[0], everything),
        _report("double close", a_double, g[0], close[0]),
        _report("take all", a_take, g[1], everything),
        _report("take close", a_take, g[1], close[1]),
        _report("take doubled", a_take, g[1], g[0]),
    ]


def _sample_json(s: Sample) -> dict[str, object]:
    m = s.match
    return {
        "position": s.position.to_dict(),
        "cube": [s.cube.value, s.cube.owner],
        "match": [m.target, m.my_score, m.opponent_score, m.crawford] if m else None,
    }


def _sample_from(d: dict) -> Sample:  # type: ignore[type-arg]
    m = d["match"]
    return Sample(
        Position.from_dict(d["position"]),
        Cube(d["cube"][0], d["cube"][1]),
        MatchContext(m[0], m[1], m[2], m[3]) if m else None,
    )


def _judged(args: argparse.Namespace) -> dict[str, tuple[list[Sample], list[Gnu], list[Gnu]]]:
    """Per kind (money, match): the samples, GNU BG's answers at ``--gnubg-plies`` and at
    0-ply; read from / written to ``--cache`` when given (same arguments assumed)."""
    path = Path(args.cache) if args.cache else None
    if path is not None and path.exists():
        raw = json.loads(path.read_text())
        print(f"positions and GNU BG answers read from {path}")
        return {
            k: ([_sample_from(d) for d in v[0]], [tuple(r) for r in v[1]],
                [tuple(r) for r in v[2]])
            for k, v in raw.items()
        }
    t0 = time.perf_counter()
    money, match = collect(args.money, args.match, args.seed)
    print(f"positions: {len(money)} money, {len(match)} match ({time.perf_counter() - t0:.0f}s)")
    out: dict[str, tuple[list[Sample], list[Gnu], list[Gnu]]] = {}
    for kind, samples in (("money", money), ("match", match)):
        t1 = time.perf_counter()
        gnu = gnubg_decisions(samples, args.gnubg_plies)
        gnu0 = gnubg_decisions(samples, 0) if args.gnubg_plies != 0 else gnu
        print(f"GNU BG on {kind} positions: {time.perf_counter() - t1:.0f}s")
        out[kind] = (samples, gnu, gnu0)
    if path is not None:
        path.write_text(json.dumps(
            {k: ([_sample_json(s) for s in v[0]], v[1], v[2]) for k, v in out.items()}
        ))
    return out


def agreement(args: argparse.Namespace) -> int:
    """Collect positions, ask GNU BG and the AI levels, print the tables."""
    t0 = time.perf_counter()
    for kind, (samples, gnu, gnu0) in _judged(args).items():
        print(f"\n== {kind}: {len(samples)} positions, GNU BG {args.gnubg_plies}-ply cube decisions")
        ref = _verdicts(gnu)
        close = (
            [abs(min(dt, dp) - nd) <= args.close_double for nd, dt, dp, _, _ in gnu],
            [abs(dt - dp) <= args.close_take for _, dt, dp, _, _ in gnu],
        )
        owned = sum(s.cube.owner == "me" for s in samples)
        print(
            f"GNU BG doubles {sum(ref[0])}, the taker passes {len(gnu) - sum(ref[1])}; "
            f"close: double {sum(close[0])}, take {sum(close[1])}; roller owns the cube "
            f"{owned}"
        )
        if args.gnubg_plies != 0:
            g0 = _verdicts(gnu0)
            print("-- GNU BG 0-ply (for scale)")
            for line in _four(g0[0], g0[1], ref, close):
                print("  " + line)
        for name, src in (("0-ply", gnu0), (f"{args.gnubg_plies}-ply", gnu)):
            ds = [
                decide(np.array(g[4]), s.cube, s.match, efficiency(s.position))
                for g, s in zip(src, samples)
            ]
            print(f"-- this cube model on GNU BG's {name} cubeless probabilities")
            for line in _four([d.double for d in ds], [d.take for d in ds], ref, close):
                print("  " + line)
        probs: dict[str, list[np.ndarray]] = {}
        for level in args.levels:
            a_double, a_take, times = [], [], []
            probs[level] = []
            for i, s in enumerate(samples):
                rng = random.Random(args.seed * 1_000_003 + i)
                t = time.perf_counter()
                d = cube_decision(s.position, s.cube, s.match, level, rng, x=args.x)
                times.append(time.perf_counter() - t)
                a_double.append(d.double)
                a_take.append(d.take)
                probs[level].append(np.array(d.probabilities))
            times.sort()
            print(
                f"-- {level}: {1000 * statistics.median(times):.1f} ms median, "
                f"{1000 * times[int(0.99 * (len(times) - 1))]:.1f} ms p99 per decision"
            )
            for line in _four(a_double, a_take, ref, close):
                print("  " + line)
        for level in [lv for lv in ("strong", "master") if lv in probs and args.x_grid]:
            print(f"-- {level} with a fixed cube efficiency x (tuning):")
            for x in args.x_grid:
                ds = [decide(p, s.cube, s.match, x) for p, s in zip(probs[level], samples)]
                lines = _four([d.double for d in ds], [d.take for d in ds], ref, close)
                print(f"  x={x:.2f} " + " | ".join(ln.split("  ")[0] + ln.split("agree")[1][:7]
                                                  for ln in lines))
    print(f"\ntotal {time.perf_counter() - t0:.0f}s")
    return 0


# --------------------------------------------------------------------------- efficiency


def _selfplay(variant: Variant, rng: random.Random) -> tuple[list[tuple[int, np.ndarray]], int, int]:
    """A cubeless ``strong`` self-play game: ``[(roller, probabilities)]`` at each turn
    after the opening, the winner and his points."""
    pos, dice = _opening(rng, variant)
    turns: list[tuple[int, np.ndarray]] = []
    first = True
    while True:
        if not first:
            turns.append((pos.turn, outcome_probabilities(pos)))
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        first = False
        pos = choose_play(pos, dice, "strong").position
        if pos.winner is not None:
            return turns, pos.winner, score(pos, pos.winner)[0]


def _game_terms(
    turns: list[tuple[int, np.ndarray]], values: OutcomeValues
) -> list[tuple[float, float]]:
    """``(gain, live - dead)`` for every position of one game whose roller is below his
    owned-cube cash point (module docstring). ``gain`` is what cashing at the first later
    turn at or past the cash point adds to the cubeless value *at that turn* (``1 - dead``,
    0 if playing on is worth more); as the cubeless value follows the game without drift,
    its mean equals the mean of (value with the cube - cubeless value now), with far less
    noise than the game's result."""
    cash, dead = [], []
    for _, p in turns:
        cash.append(cash_points(p, values, 2, None)[2][0])
        win, loss = win_loss_values(p, values, 2)
        dead.append(float(p[0]) * win + (1 - float(p[0])) * loss)
    out = []
    for i, (a, p) in enumerate(turns):
        w = float(p[0])
        if w >= cash[i]:
            continue
        gain = 0.0
        for j in range(i + 1, len(turns)):
            if turns[j][0] == a and float(turns[j][1][0]) >= cash[j]:
                gain = max(0.0, 1.0 - dead[j])
                break
        win, loss = win_loss_values(p, values, 2)
        live = float(np.interp(w, [0.0, cash[i], 1.0], [loss, 1.0, win]))
        out.append((gain, live - dead[i]))
    return out


def measure_efficiency(args: argparse.Namespace) -> int:
    """Measure the owned-cube efficiency of both variants (module docstring), with a 95%
    bootstrap interval over games."""
    values = OutcomeValues(2, None)  # an owned cube at 2; values per unit of the cube
    for variant in (Variant.SHORT, Variant.LONG):
        rng = random.Random(args.seed)
        t0 = time.perf_counter()
        games: list[tuple[float, float]] = []  # per game: sums of gain*d and d*d
        n = 0
        for _ in range(args.games):
            turns, _winner, _points = _selfplay(variant, rng)
            terms = _game_terms(turns, values)
            n += len(terms)
            games.append((sum(g * d for g, d in terms), sum(d * d for _, d in terms)))
        arr = np.array(games)
        x = arr[:, 0].sum() / arr[:, 1].sum()
        boot = np.random.default_rng(args.seed)
        xs = []
        for _ in range(2000):
            pick = arr[boot.integers(0, len(arr), len(arr))]
            xs.append(pick[:, 0].sum() / pick[:, 1].sum())
        lo, hi = np.percentile(xs, [2.5, 97.5])
        print(
            f"{variant.value}: {args.games} games, {n} positions, owned-cube efficiency "
            f"x = {x:.3f} [{lo:.3f}, {hi:.3f}] ({time.perf_counter() - t0:.0f}s)",
            flush=True,
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments and run the chosen measurement."""
    ap = argparse.ArgumentParser(description="AI cube decisions vs GNU Backgammon")
    ap.add_argument("--money", type=int, default=600)
    ap.add_argument("--match", type=int, default=600)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--gnubg-plies", type=int, default=2)
    ap.add_argument("--levels", nargs="+", default=list(LEVELS))
    ap.add_argument("--x", type=float, default=None, help="override the cube efficiency")
    ap.add_argument("--x-grid", type=float, nargs="*", default=[0.5, 0.6, 0.68, 0.75, 0.85])
    ap.add_argument("--close-double", type=float, default=0.1)
    ap.add_argument("--close-take", type=float, default=0.2)
    ap.add_argument("--cache", default=None, help="JSON file for positions and GNU BG answers")
    ap.add_argument("--efficiency", action="store_true")
    ap.add_argument("--games", type=int, default=400)
    args = ap.parse_args(argv)
    if args.efficiency:
        return measure_efficiency(args)
    return agreement(args)


if __name__ == "__main__":
    sys.exit(main())
