"""Command-line interface: ``python -m ai move``.

Reads JSON lines ``{"position": <position JSON>, "dice": [d1, d2], "level": "<name>"}``
from standard input (``level`` defaults to "medium"; an optional integer ``seed`` makes
the noisy levels reproducible) and writes one line per request::

    {"moves": [[from, to], ...], "position": <result position JSON>}

(moves in the mover's numbering, bar 25, off 0; the result has the opponent to move), or
``{"error": "..."}`` for a request that cannot be answered (the exit status is then 1).
Blank lines are skipped; output is flushed after every line. ``python -m ai move --help``
describes the input with an example.
"""

from __future__ import annotations

import argparse
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


_MOVE_HELP = """\
Reads one request per line on standard input and writes one JSON line per request:
{"moves": [[from, to], ...], "position": <position after the play, opponent to move>}
or {"error": "..."}. Blank lines are skipped; each answer is flushed at once. The exit
status is 1 if any line got an error (the other lines are still answered), else 0.

A request is a JSON object:
  position  the position, always in White's numbering: {"variant": "short" | "long",
            "turn": "white" | "black", "board": [24 integers], "bar": [white, black],
            "off": [white, black]}; board[i] is White's point i+1, positive for White's
            checkers and negative for Black's (bar is [0, 0] in long nardy)
  dice      [d1, d2], two integers 1..6
  level     one of LEVEL_NAMES (default "medium")
  seed      optional integer: makes the noisy levels reproducible

Example (the short-nardy start, White to play 6-5; one request per line, wrapped here):
  {"position": {"variant": "short", "turn": "white",
    "board": [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2],
    "bar": [0, 0], "off": [0, 0]}, "dice": [6, 5], "level": "medium"}
answers
  {"moves": [[24, 18], [18, 13]], "position": {...}}
Moves are in the mover's own numbering: the bar is 25, bearing off is 0.
"""


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run ``python -m ai move``; return 0, or 1 if some line got an error (2 for bad
    arguments, with argparse's usage line)."""
    ap = argparse.ArgumentParser(prog="python -m ai", description="The nardy AI opponent.")
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("move", help="the AI's play for each JSON line on stdin",
                   formatter_class=argparse.RawDescriptionHelpFormatter,
                   description=_MOVE_HELP.replace(
                       "LEVEL_NAMES", ", ".join(f'"{name}"' for name in LEVELS)))
    ap.parse_args(sys.argv[1:] if argv is None else argv)
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    failed = 0
    for line in stdin:
        if not line.strip():
            continue
        reply = answer(line)
        failed += "error" in reply
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
