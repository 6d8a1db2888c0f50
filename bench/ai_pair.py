"""Paired comparison of two agents' logged duplicate matches against the same opponent.

Usage::

    python bench/ai_pair.py LOG_A LOG_B [--a AGENT] [--b AGENT] [--games FIRST-LAST]
                            [--any-opponent]

``LOG_A`` and ``LOG_B`` are ``--log`` files of ``bench/ai.py``. Each names one match of a
candidate against an opponent (``--a`` / ``--b`` pick the candidate's match by its agent
name when a file holds several); both matches must have the same variant, opponent, seed
and ``--duplicate`` (``--any-opponent`` accepts the opponent under another name), so game
``g`` of one was played on the same dice as game ``g`` of the other for as long as the games
ran alike; ``--games`` keeps a range of game indices. On the game pairs ``(2k, 2k + 1)``
logged complete in both files, it prints each candidate's win share, the paired difference
of the win shares (A's minus B's, in points of win share, with a normal 95% interval over
the pairs) and of the points per game, and in how many games the two candidates' results
were equal.

The pairing takes much of the dice's luck out of the difference: over 1,000 games each
candidate's win share has a ±2.7-point interval of its own, so the plain difference of two
is known to about ±3.8 points, the paired one to ±1.9-2.5 (figures in ``bench/README.md``).

This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

Key = tuple[object, ...]


def read_matches(path: Path) -> dict[Key, dict[int, int]]:
    """Every match in a ``--log`` file: its key -> {game index: the candidate's points}.

    The key is ``(name, variant, A, B, seed, duplicate)``; lines cut short are skipped."""
    out: dict[Key, dict[int, int]] = {}
    for line in path.read_text().splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        out.setdefault(tuple(row["key"]), {})[int(row["g"])] = int(row["pts"])
    return out


def pick(matches: dict[Key, dict[int, int]], agent: str | None, path: Path) -> Key:
    """The key of the one match of ``path`` (with candidate ``agent`` if given).

    Raises ``SystemExit`` with one line when there is none or more than one."""
    keys = [k for k in matches if agent is None or k[2] == agent]
    if len(keys) != 1:
        found = ", ".join(f"{k[2]} vs {k[3]}" for k in matches) or "no games"
        raise SystemExit(
            f"{path}: {'no' if not keys else 'more than one'} match to pick "
            f"({found}); name the candidate with --a / --b"
        )
    return keys[0]


def paired(a: dict[int, int], b: dict[int, int]) -> dict[str, float]:
    """The paired figures of two duplicate matches on the same dice (see the module doc).

    ``a`` and ``b`` map game index -> the candidate's points. Only the pairs ``(2k, 2k +
    1)`` complete in both count. Returns ``pairs``, ``share_a``, ``share_b``, ``diff`` and
    ``diff_half`` (win share, A minus B, and the 95% half-width, as fractions), ``pts`` and
    ``pts_half`` (points per game, A minus B) and ``same`` (games with equal points)."""
    ks = sorted({g // 2 for g in a} & {g // 2 for g in b})
    ks = [k for k in ks if all(g in a and g in b for g in (2 * k, 2 * k + 1))]
    if not ks:
        raise ValueError("no complete game pair is logged in both matches")

    def share(m: dict[int, int], k: int) -> float:
        return ((m[2 * k] > 0) + (m[2 * k + 1] > 0)) / 2

    def pts(m: dict[int, int], k: int) -> float:
        return (m[2 * k] + m[2 * k + 1]) / 2

    d = [share(a, k) - share(b, k) for k in ks]
    p = [pts(a, k) - pts(b, k) for k in ks]
    n = len(ks)
    half = lambda xs: 1.96 * statistics.pstdev(xs) / math.sqrt(n)  # noqa: E731
    return {
        "pairs": n,
        "share_a": statistics.fmean(share(a, k) for k in ks),
        "share_b": statistics.fmean(share(b, k) for k in ks),
        "diff": statistics.fmean(d),
        "diff_half": half(d),
        "pts": statistics.fmean(p),
        "pts_half": half(p),
        "same": sum(a[g] == b[g] for k in ks for g in (2 * k, 2 * k + 1)),
    }


def main(argv: list[str] | None = None) -> int:
    """Print the paired comparison of the two logs' matches."""
    ap = argparse.ArgumentParser(description="paired comparison of two duplicate matches")
    ap.add_argument("log_a", type=Path)
    ap.add_argument("log_b", type=Path)
    ap.add_argument("--a", help="candidate of LOG_A's match (when it holds several)")
    ap.add_argument("--b", help="candidate of LOG_B's match (when it holds several)")
    ap.add_argument("--games", help="only games FIRST-LAST (indices, e.g. 1000-1999)")
    ap.add_argument("--any-opponent", action="store_true",
                    help="pair even when the opponents' names differ (one agent under two "
                    "names, e.g. master@W logged before master had a 2-ply, master:deep=0@W "
                    "after)")
    args = ap.parse_args(argv)
    ma, mb = read_matches(args.log_a), read_matches(args.log_b)
    ka, kb = pick(ma, args.a, args.log_a), pick(mb, args.b, args.log_b)
    same = (ka[1], ka[4], ka[5]) == (kb[1], kb[4], kb[5])
    if not same or not ka[5] or (ka[3] != kb[3] and not args.any_opponent):
        raise SystemExit(
            "the matches must be duplicate ones of the same variant, opponent and seed "
            f"(A: {ka[1]} vs {ka[3]}, seed {ka[4]}, duplicate {ka[5]}; "
            f"B: {kb[1]} vs {kb[3]}, seed {kb[4]}, duplicate {kb[5]})"
        )
    games_a, games_b = ma[ka], mb[kb]
    if args.games:
        first, _dash, last = args.games.partition("-")
        keep = range(int(first), int(last or first) + 1)
        games_a = {g: p for g, p in games_a.items() if g in keep}
        games_b = {g: p for g, p in games_b.items() if g in keep}
    try:
        f = paired(games_a, games_b)
    except ValueError as e:
        raise SystemExit(str(e)) from None
    n = int(f["pairs"])
    print(
        f"{ka[1]} vs {ka[3]}, seed {ka[4]}, {n} pairs ({2 * n} games): "
        f"A {ka[2]} {f['share_a']:.1%}, B {kb[2]} {f['share_b']:.1%}; "
        f"A - B {f['diff'] * 100:+.1f} ± {f['diff_half'] * 100:.1f} points of win share, "
        f"{f['pts']:+.3f} ± {f['pts_half']:.3f} points/game; "
        f"same result in {int(f['same'])} of {2 * n} games"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
