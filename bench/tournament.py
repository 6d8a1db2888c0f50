"""Tournament pairing and standings in the engine (``python -m bench.tournament``).

For Swiss events of 8, 16, 32 and 64 players (random ratings, random results, every round
of the default count) it reports, as medians over ``--runs`` seeded events: the time to pair
a round (median and the slowest round), the time to compute the standings at the end, and
the time to draw the final table (``rendering.standings``). Figures only: nothing here
asserts a time.
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
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
