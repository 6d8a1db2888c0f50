"""Tournament pairing and standings in the engine (``python -m bench.tournament``).

For Swiss events of 8, 16, 32 and 64 players (random ratings, random results, every round
of the default count) it reports, as medians over ``--runs`` seeded events: the time to pair
a round (median and the slowest round), the time to compute the standings at the end, and
the time to draw the final table (``rendering.standings``). Figures only: nothing here
asserts a time.

``--round`` measures instead one round of a 64-player tournament played through the bot
(`bench.tournament_round`): presses per second, what a player waits, and the group's
message budget.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine.tournament import Entrant, Format, Outcome, Tournament
from rendering.standings import render_standings

__all__ = ["main", "run_event"]


def run_event(n: int, seed: int) -> tuple[list[float], float, float]:
    """One seeded Swiss event of ``n`` players: per-round pairing times, the standings'
    time and the picture's time (seconds)."""
    rng = random.Random(seed)
    entrants = [Entrant(i, float(rng.randrange(1000, 2000))) for i in range(1, n + 1)]
    times = []
    start = time.perf_counter()
    t = Tournament.start(Format.SWISS, entrants)
    times.append(time.perf_counter() - start)
    while True:
        current = t.current
        assert current is not None
        for p in current.pairings:
            if not p.done:
                t = t.record(current.number, p.board, rng.choice([Outcome.A_WINS, Outcome.B_WINS]))
        if t.finished:
            break
        start = time.perf_counter()
        t = t.pair_next()
        times.append(time.perf_counter() - start)
    start = time.perf_counter()
    table = t.standings()
    standings = time.perf_counter() - start
    start = time.perf_counter()
    render_standings(table, {e.player: f"Player {e.player}" for e in entrants})
    picture = time.perf_counter() - start
    return times, standings, picture


def main() -> None:
    """Print one line per field size."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--round", action="store_true",
                        help="one round of 64 players through the bot (see its module)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="with --round: how long the 32 matches are played")
    args = parser.parse_args()
    if args.round:
        _rounds(args.runs, args.seconds)
        return
    print("players rounds  pair median  pair max  standings  picture")
    for n in (8, 16, 32, 64):
        medians, maxima, tables, pictures, rounds = [], [], [], [], 0
        for seed in range(args.runs):
            times, standings, picture = run_event(n, seed)
            rounds = len(times)
            medians.append(statistics.median(times))
            maxima.append(max(times))
            tables.append(standings)
            pictures.append(picture)
        print(
            f"{n:7d} {rounds:6d} {statistics.median(medians) * 1e3:9.2f} ms "
            f"{statistics.median(maxima) * 1e3:7.2f} ms {statistics.median(tables) * 1e3:7.2f} ms "
            f"{statistics.median(pictures) * 1e3:6.1f} ms"
        )


def _rounds(runs: int, seconds: float) -> None:
    import asyncio

    from bench.tournament_round import run_round

    rows = []
    for seed in range(runs):
        r = asyncio.run(run_round(seconds, seed))
        rows.append(r)
        print(f"run {seed + 1}: {r['presses']:.0f} presses in {seconds:.0f} s = "
              f"{r['rate']:.1f}/s; wait median {r['wait_median'] * 1e3:.0f} ms, p95 "
              f"{r['wait_p95'] * 1e3:.0f} ms; group: {r['group_calls']:.0f} sends and edits "
              f"in {r['group_minutes']:.1f} min, at most {r['busiest_minute']:.0f} in a "
              f"minute; round 2 posted {r['round_two']:.1f} s after the last result",
              flush=True)
    if runs > 1:
        med = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
        print(f"median of {runs}: {med['rate']:.1f} presses/s; wait median "
              f"{med['wait_median'] * 1e3:.0f} ms, p95 {med['wait_p95'] * 1e3:.0f} ms; "
              f"busiest group minute {max(r['busiest_minute'] for r in rows):.0f}; "
              f"round 2 after {med['round_two']:.1f} s")


if __name__ == "__main__":
    main()
