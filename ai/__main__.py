"""Command-line interface: ``python -m ai move``.

Reads JSON lines ``{"position": <position JSON>, "dice": [d1, d2], "level": "<name>"}``
from standard input (``level`` defaults to "medium"; an optional integer ``seed`` makes
the noisy levels reproducible) and writes one line per request::

    {"moves": [[from, to], ...], "position": <result position JSON>}

(moves in the mover's numbering, bar 25, off 0; the result has the opponent to move), or
``{"error": "..."}`` for a request that cannot be answered. Blank lines are skipped;
output is flushed after every line.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any, TextIO

from engine.position import Position

from .player import LEVELS, choose_play

__all__ = ["answer", "main"]


def answer(line: str) -> dict[str, Any]:
    """The reply object for one request line (never raises for bad input)."""
    try:
        req = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"error": f"invalid JSON: {exc.msg}"}
    if not isinstance(req, dict):
        return {"error": "request must be a JSON object"}
    try:
        position = Position.from_dict(req.get("position"))
        dice = req.get("dice")
        if (
            not isinstance(dice, list)
            or len(dice) != 2
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
        ):
            return {"error": "dice must be a list of two integers 1..6"}
        level = req.get("level", "medium")
        if level not in LEVELS:
            return {"error": f"unknown level {level!r}; expected one of {', '.join(LEVELS)}"}
        if position.winner is not None:
            return {"error": "the game is over"}
        seed = req.get("seed")
        rng = random.Random(seed) if isinstance(seed, int) else None
        play = choose_play(position, (dice[0], dice[1]), level, rng)
    except ValueError as exc:
        return {"error": str(exc)}
    except Exception as exc:  # noqa: BLE001 - the CLI must answer every line
        return {"error": f"internal error: {type(exc).__name__}: {exc}"}
    return {"moves": [list(m) for m in play.moves], "position": play.position.to_dict()}


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run the CLI; ``argv`` must be ``["move"]``."""
    argv = sys.argv[1:] if argv is None else argv
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if argv != ["move"]:
        print("usage: python -m ai move  (JSON lines on stdin, see ai/__main__.py)",
              file=sys.stderr)
        return 2
    for line in stdin:
        if not line.strip():
            continue
        stdout.write(json.dumps(answer(line), separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
