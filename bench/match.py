"""Matches and records in the engine (``python -m bench.match``).

For each variant it plays seeded random matches to 7 points with the cube (random plays,
random cube decisions, as in the tests) and reports, as medians over ``--runs`` runs:

* engine time per game of a match (plays, cube actions, ``Match.update``);
* size and time (median of 20 calls) of ``Match.to_json`` at the end of the match (what storage writes on every
  change of a match in progress: it holds every game's record);
* ``mat_text`` / ``text_record`` export time per match, and the time to replay a match's
  JSON record through the rules (``replay_record``), per game.

Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from engine import Match, RandomDice
from engine.records import mat_text, match_record, replay_record, text_record

__all__ = ["play_match", "main"]


def play_match(variant: str, target: int, seed: int) -> Match:
    """A seeded random match with the cube: random legal plays, doubles offered with
    chance 0.02 when allowed, taken with chance 0.7."""
    rng = random.Random(seed)
    dice = RandomDice(rng)
    m = Match.new(variant, target, dice, cube=True)
    while not m.finished:
        g = m.game
        if g.finished:
            m = m.next_game(dice)
        elif g.double_offered:
            m = m.update(g.take(dice) if rng.random() < 0.7 else g.pass_())
        elif g.may_double and rng.random() < 0.02:
            m = m.update(g.offer_double())
        elif g.awaiting_roll:
            m = m.update(g.roll(dice))
        else:
            m = m.update(g.play(rng.choice(g.legal_plays()), dice))
    return m


def _run(variant: str, seed: int) -> dict[str, float]:
    t0 = time.perf_counter()
    m = play_match(variant, 7, seed)
    play = time.perf_counter() - t0
    n = len(m.games)
    times = []
    for _ in range(20):
        t0 = time.perf_counter()
        text = m.to_json()
        times.append(time.perf_counter() - t0)
    to_json = statistics.median(times)
    t0 = time.perf_counter()
    if variant == "short":
        mat_text(m, ("a", "b"))
    else:
        text_record(m, ("a", "b"))
    export = time.perf_counter() - t0
    rec = json.loads(json.dumps(match_record(m)))
    t0 = time.perf_counter()
    assert replay_record(rec) == m
    replay = time.perf_counter() - t0
    return {
        "games": n,
        "ms_per_game": 1000 * play / n,
        "json_kb": len(text) / 1024,
        "to_json_ms": 1000 * to_json,
        "export_ms": 1000 * export,
        "replay_ms_per_game": 1000 * replay / n,
    }


def main(argv: list[str] | None = None) -> int:
    """Print the figures for both variants."""
    ap = argparse.ArgumentParser(prog="python -m bench.match")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    for variant in ("short", "long"):
        runs = [_run(variant, seed) for seed in range(args.runs)]
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(
            f"{variant}: match to 7 with the cube, median of {args.runs}: "
            f"{med['games']:.0f} games, {med['ms_per_game']:.0f} ms/game (random play), "
            f"Match.to_json {med['json_kb']:.0f} KiB in {med['to_json_ms']:.1f} ms, "
            f"export {med['export_ms']:.0f} ms, replay {med['replay_ms_per_game']:.0f} ms/game"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
