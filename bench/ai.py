"""Benchmark of the computer player: matches of single games and move timing.

Usage::

    python bench/ai.py [--games N] [--seed S] [--match NAME ...] [--vs VARIANT A B] [--duplicate]
                       [--start G] [--log FILE] [--report-only] [--list]

Each match is a series of single games between two agents with a fixed seed; the first
turn alternates (game ``g``: agent A starts when ``g`` is even; the opening dice are a
roll-off of two different dice, the later rolls come from the game's own seeded
generator, so a match is reproducible; ``--duplicate`` plays the games in pairs with the
same dice and the colours swapped, see :func:`play_match`). Reported per match: A's win
rate with a 95% interval, A's points per game with a 95% normal interval, and for every
AI level that took part the time per move (median and 99th percentile).

``--vs VARIANT A B`` adds a match of any two agents. Agents: a level name (``ai.load_player``;
``level@weights.npz`` plays that level with other weights, e.g. a training checkpoint's;
``level:field=value`` changes a field of the level's setting, e.g. ``master:deep=0`` for the
1-ply master, alone or before ``@weights.npz``),
``baseline`` and
``random`` (``ai.training.baseline``), ``pubeval`` (``gnubg_nn.pub_best_move``) and ``gnubg0``
(GNU Backgammon's 0-ply evaluator, ``gnubg_nn.best_move``) for short nardy only. gnubg_nn
is a benchmark dependency only; the ``ai`` package never imports it.

``--log FILE`` makes long matches resumable and divisible: every finished game is appended to
``FILE`` as one JSON line (match, agents, seed, game index, A's points, the agents' move
times); games already in the file are not played again, and the figures printed at the end
cover every game of that match in the file. ``--start G`` plays games ``G`` to
``G + N - 1`` (game indices, so two processes with different ``--start`` and the same
``--log`` share the work of one match); ``--report-only`` prints the figures of the logged
games without playing. In a duplicate match only complete pairs are reported.

This script prints figures; it asserts nothing about timing.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import load_player  # noqa: E402
from ai.net import Net  # noqa: E402
from ai.player import LEVEL_SETTINGS, Level, level_player, weights_path  # noqa: E402
from ai.training.baseline import baseline_play, random_play  # noqa: E402
from engine.game import score  # noqa: E402
from engine.moves import Play, apply_steps, legal_plays  # noqa: E402
from engine.position import BLACK, WHITE, Position, Variant, start_position  # noqa: E402
from testkit.gnubg_board import gnubg_board  # noqa: E402

Agent = Callable[[Position, tuple[int, int], random.Random], Play]
Recorder = Callable[[int, int, dict[str, list[float]]], None]

MATCHES: dict[str, tuple[str, str, str]] = {
    # name: (variant, agent A, agent B)
    "short-master-vs-pubeval": ("short", "master", "pubeval"),
    "short-strong-vs-pubeval": ("short", "strong", "pubeval"),
    "short-master-vs-gnubg0": ("short", "master", "gnubg0"),
    "short-strong-vs-gnubg0": ("short", "strong", "gnubg0"),
    "long-master-vs-baseline": ("long", "master", "baseline"),
    "long-strong-vs-baseline": ("long", "strong", "baseline"),
    "long-strong-vs-random": ("long", "strong", "random"),
    "long-baseline-vs-random": ("long", "baseline", "random"),
    "short-medium-vs-beginner": ("short", "medium", "beginner"),
    "short-strong-vs-medium": ("short", "strong", "medium"),
    "short-master-vs-strong": ("short", "master", "strong"),
    "long-medium-vs-beginner": ("long", "medium", "beginner"),
    "long-strong-vs-medium": ("long", "strong", "medium"),
    "long-master-vs-strong": ("long", "master", "strong"),
}




def _play_with_result(pos: Position, dice: tuple[int, int], result: Position) -> Play:
    for p in legal_plays(pos, dice):
        if p.position == result:
            return p
    raise RuntimeError("gnubg's move is not among the legal plays")


def pubeval_agent(pos: Position, dice: tuple[int, int], rng: random.Random) -> Play:
    """Pubeval's best play (gnubg_nn.pub_best_move: flat 0-based from/to pairs, off = -1)."""
    import gnubg_nn

    plays = legal_plays(pos, dice)
    if len(plays) == 1:
        return plays[0]
    mv = list(gnubg_nn.pub_best_move(gnubg_board(pos), dice[0], dice[1]))
    steps = [(f + 1, t + 1) for f, t in zip(mv[0::2], mv[1::2])]
    return _play_with_result(pos, dice, apply_steps(pos, dice, steps))


def gnubg0_agent(pos: Position, dice: tuple[int, int], rng: random.Random) -> Play:
    """GNU Backgammon 0-ply best play (gnubg_nn.best_move: 1-based (from, to) pairs)."""
    import gnubg_nn

    plays = legal_plays(pos, dice)
    if len(plays) == 1:
        return plays[0]
    mv = gnubg_nn.best_move(gnubg_board(pos), dice[0], dice[1])
    return _play_with_result(pos, dice, apply_steps(pos, dice, [tuple(m) for m in mv]))


def make_agent(variant: str, name: str) -> Agent:
    """The agent called ``name`` for ``variant``."""
    if name == "pubeval":
        return pubeval_agent
    if name == "gnubg0":
        return gnubg0_agent
    if name == "baseline":
        return lambda p, d, r: baseline_play(p, d)
    if name == "random":
        return random_play
    if "@" in name or ":" in name:
        spec, _at, path = name.partition("@")
        v = Variant.parse(variant)
        net = Net.load(Path(path)) if path else Net.load(weights_path(v))
        return level_player(level_setting(spec), v, net, name).choose
    return load_player(variant, name).choose


def level_setting(spec: str) -> Level:
    """The level setting ``spec`` names: a level, optionally with fields changed, as in
    ``master:deep=0`` (the 1-ply master) or ``master:deep_window=0.04:prune_keep=0``."""
    level, *changes = spec.split(":")
    setting = LEVEL_SETTINGS[level]
    for change in changes:
        key, _eq, value = change.partition("=")
        kind = type(getattr(setting, key))
        setting = replace(setting, **{key: kind(value)})
    return setting


def points(final: Position) -> int:
    """Points of the winner of a finished game (docs/RULES.md, via the engine)."""
    return score(final, final.winner if final.winner is not None else 0)[0]


@dataclass
class Result:
    """Outcome of a match, from agent A's side."""

    wins: int = 0
    games: int = 0
    pts: list[int] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)


def play_match(
    variant: str,
    a: str,
    b: str,
    games: int,
    seed: int,
    duplicate: bool = False,
    indices: Sequence[int] | None = None,
    record: Recorder | None = None,
) -> Result:
    """Play ``games`` single games of ``a`` against ``b``; see the module docstring.

    With ``duplicate`` the games go in pairs that share their dice: game ``2k`` and game
    ``2k + 1`` roll from the same seeded generator with the agents' colours swapped (A
    starts the first game of the pair, B the second, with the same opening roll), and the
    agents draw their noise from a generator of their own, so both games of a pair see the
    same dice for as long as the players need them. Luck then largely cancels out within
    a pair and the difference between two close agents shows in far fewer games.

    ``indices`` (default ``range(games)``) are the game numbers to play: game ``g`` is the
    same game whichever others are played. ``record(g, points, times)`` is called after
    each game with A's points and the move times of that game.
    """
    agents = (make_agent(variant, a), make_agent(variant, b))
    names = (a, b)
    res = Result()
    for g in indices if indices is not None else range(games):
        game_times: dict[str, list[float]] = {}
        if duplicate:
            rng = random.Random(seed * 1_000_003 + g // 2)
            agent_rng = random.Random(seed * 7_000_003 + g)
        else:
            rng = random.Random(seed * 1_000_003 + g)
            agent_rng = rng
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        while d1 == d2:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        a_color = WHITE if g % 2 == 0 else BLACK  # A starts in even games
        pos = start_position(variant, WHITE)
        dice = (d1, d2)
        while pos.winner is None:
            who = 0 if pos.turn == a_color else 1
            t0 = time.perf_counter()
            play = agents[who](pos, dice, agent_rng)
            dt = time.perf_counter() - t0
            if names[who] not in ("pubeval", "gnubg0", "baseline", "random"):
                game_times.setdefault(names[who], []).append(dt)
            pos = play.position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        p = points(pos)
        won = pos.winner == a_color
        res.wins += won
        res.games += 1
        res.pts.append(p if won else -p)
        for name, ts in game_times.items():
            res.times.setdefault(name, []).extend(ts)
        if record is not None:
            record(g, p if won else -p, game_times)
    return res


class GameLog:
    """The JSON-lines file of ``--log``: one line per finished game of any match."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @staticmethod
    def _key(name: str, variant: str, a: str, b: str, seed: int, duplicate: bool) -> list[object]:
        return [name, variant, a, b, seed, duplicate]

    def games(
        self, name: str, variant: str, a: str, b: str, seed: int, duplicate: bool
    ) -> dict[int, tuple[int, dict[str, list[float]]]]:
        """The logged games of this match: game index -> (A's points, move times)."""
        key = self._key(name, variant, a, b, seed, duplicate)
        out: dict[int, tuple[int, dict[str, list[float]]]] = {}
        if not self.path.exists():
            return out
        for line in self.path.read_text().splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:  # a line cut short by a killed process
                continue
            if row.get("key") == key:
                out[int(row["g"])] = (int(row["pts"]), row["times"])
        return out

    def recorder(
        self, name: str, variant: str, a: str, b: str, seed: int, duplicate: bool
    ) -> Recorder:
        """A ``record`` callback for :func:`play_match` that appends each game to the file."""
        key = self._key(name, variant, a, b, seed, duplicate)

        def record(g: int, pts: int, times: dict[str, list[float]]) -> None:
            row = {"key": key, "g": g, "pts": pts,
                   "times": {k: [round(t, 5) for t in v] for k, v in times.items()}}
            with self.path.open("a") as f:
                f.write(json.dumps(row) + "\n")

        return record


def logged_result(
    games: dict[int, tuple[int, dict[str, list[float]]]], duplicate: bool
) -> Result:
    """The :class:`Result` of the logged ``games`` in game order (with ``duplicate``,
    complete pairs only, so that games ``2k`` and ``2k + 1`` stay next to each other)."""
    res = Result()
    for g in sorted(games):
        if duplicate and (g ^ 1) not in games:
            continue
        pts, times = games[g]
        res.games += 1
        res.wins += pts > 0
        res.pts.append(pts)
        for name, ts in times.items():
            res.times.setdefault(name, []).extend(ts)
    return res


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (mid - half, mid + half)


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean of ``values`` with its 95% normal interval: (mean, low, high)."""
    mean = statistics.fmean(values)
    half = z * statistics.pstdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def report(
    name: str, variant: str, a: str, b: str, res: Result, secs: float, duplicate: bool = False
) -> None:
    """Print one match's figures.

    In a duplicate match the two games of a pair are not independent, so both intervals
    come from the pairs: the mean of the pairs' win shares (0, 1/2 or 1) and of their
    mean points, with normal 95% intervals over the pairs.
    """
    if duplicate and res.games >= 2:
        wins = [1.0 if pt > 0 else 0.0 for pt in res.pts]
        n = res.games // 2 * 2
        share = [(wins[i] + wins[i + 1]) / 2 for i in range(0, n, 2)]
        pair_pts = [(res.pts[i] + res.pts[i + 1]) / 2 for i in range(0, n, 2)]
        _, lo, hi = mean_interval(share)
        lo, hi = max(lo, 0.0), min(hi, 1.0)
        mean, plo, phi = mean_interval(pair_pts)
        kind = f"{n // 2} duplicate pairs, "
    else:
        lo, hi = wilson(res.wins, res.games)
        mean, plo, phi = mean_interval([float(pt) for pt in res.pts])
        kind = ""
    print(
        f"{name}: {a} vs {b} ({variant}), {kind}{res.games} games: {a} wins "
        f"{res.wins / res.games:.1%} [95% {lo:.1%}-{hi:.1%}], {mean:+.3f} pts/game "
        f"[95% {plo:+.3f}..{phi:+.3f}] ({secs:.0f}s)",
        flush=True,
    )
    for lvl, ts in res.times.items():
        ts = sorted(ts)
        p99 = ts[min(len(ts) - 1, math.ceil(0.99 * len(ts)) - 1)]
        print(
            f"    {lvl}: {len(ts)} moves, median {statistics.median(ts) * 1e3:.1f} ms, "
            f"p99 {p99 * 1e3:.1f} ms, max {ts[-1] * 1e3:.1f} ms",
            flush=True,
        )


def main(argv: list[str] | None = None) -> int:
    """Run the selected matches."""
    ap = argparse.ArgumentParser(description="AI benchmark: matches between agents")
    ap.add_argument("--games", type=int, default=100, help="games per match")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--match", action="append", help="match name (repeatable; default all)")
    ap.add_argument("--list", action="store_true", help="list the match names")
    ap.add_argument(
        "--vs", nargs=3, action="append", metavar=("VARIANT", "A", "B"),
        help="an extra match of agent A against agent B (repeatable)",
    )
    ap.add_argument(
        "--duplicate", action="store_true",
        help="play the games in pairs with the same dice and the colours swapped",
    )
    ap.add_argument("--start", type=int, default=0, help="first game index to play")
    ap.add_argument("--log", type=Path, help="JSON-lines file of finished games (resumable)")
    ap.add_argument(
        "--report-only", action="store_true", help="only report the games in --log"
    )
    args = ap.parse_args(argv)
    if args.report_only and not args.log:
        ap.error("--report-only needs --log")
    if args.duplicate and args.start % 2:
        ap.error("--start must be even with --duplicate (games go in pairs)")
    if args.list:
        for name, (v, a, b) in MATCHES.items():
            print(f"{name}: {v} {a} vs {b}")
        return 0
    todo = [] if args.vs and not args.match else list(args.match or MATCHES)
    for name in todo:
        if name not in MATCHES:
            ap.error(f"unknown match {name!r} (see --list)")
    runs = [(name, *MATCHES[name]) for name in todo]
    runs += [(f"{v}-{a}-vs-{b}", v, a, b) for v, a, b in args.vs or []]
    for name, variant, a, b in runs:
        t0 = time.perf_counter()
        indices = range(args.start, args.start + args.games)
        if args.log is None:
            res = play_match(variant, a, b, args.games, args.seed, args.duplicate, indices)
        else:
            log = GameLog(args.log)
            match = (name, variant, a, b, args.seed, args.duplicate)
            done = log.games(*match)
            if not args.report_only:
                todo = [g for g in indices if g not in done]
                play_match(variant, a, b, len(todo), args.seed, args.duplicate, todo,
                           log.recorder(*match))
            res = logged_result(log.games(*match), args.duplicate)
            if res.games == 0:
                print(f"{name}: no logged games", flush=True)
                continue
        report(name, variant, a, b, res, time.perf_counter() - t0, args.duplicate)
    return 0


if __name__ == "__main__":
    sys.exit(main())
