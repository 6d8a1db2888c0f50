"""Command line: ``python -m engine plays`` and ``python -m engine show POSITION``.

``plays`` reads JSON lines ``{"position": <position JSON>, "dice": [d1, d2]}`` from stdin and
writes one JSON line per input line: ``{"plays": [{"moves": [[from, to], ...], "position":
<result>}, ...]}``. A malformed line gets ``{"error": "..."}`` and the command goes on; the
exit status is then 1 (0 when every line was answered). ``show`` prints a text diagram of
a position JSON or a GNU Backgammon Position ID (exit status 2 for a bad position).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from .moves import IllegalStep, legal_plays
from .posid import position_from_id
from .position import Position, PositionError
from .text import diagram


def _answer(line: str) -> dict[str, Any]:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"error": f"invalid JSON: {exc.msg}"}
    if not isinstance(data, dict):
        return {"error": "each line must be a JSON object"}
    if "position" not in data or "dice" not in data:
        return {"error": "each line needs 'position' and 'dice'"}
    try:
        pos = Position.from_dict(data["position"])
    except PositionError as exc:
        return {"error": f"bad position: {exc}"}
    dice = data["dice"]
    if (
        not isinstance(dice, list)
        or len(dice) != 2
        or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
    ):
        return {"error": "dice must be a list of two integers 1..6"}
    if pos.winner is not None:
        return {"error": "the game in this position is already over"}
    try:
        plays = legal_plays(pos, dice)
    except IllegalStep as exc:
        return {"error": str(exc)}
    return {"plays": [{"moves": [list(m) for m in p.moves], "position": p.position.to_dict()} for p in plays]}


def run_plays(inp: TextIO, out: TextIO) -> int:
    """Answer every input line; return the number of lines that got an error."""
    errors = 0
    for line in inp:
        if not line.strip():
            continue
        try:
            ans = _answer(line)
        except Exception as exc:  # never a traceback on one bad line
            ans = {"error": f"internal error: {type(exc).__name__}: {exc}"}
        errors += "error" in ans
        out.write(json.dumps(ans, separators=(",", ":")) + "\n")
        out.flush()
    return errors


def parse_position(text: str) -> Position:
    """A position from JSON text or a GNU Backgammon Position ID (short nardy)."""
    text = text.strip()
    if text.startswith("{"):
        return Position.from_json(text)
    return position_from_id(text)


_PLAYS_HELP = """\
Reads one request per line on stdin and writes one JSON line per request:
{"plays": [{"moves": [[from, to], ...], "position": <position after the play>}, ...]}
or {"error": "..."}. Exit status 1 if any line got an error (the others are answered).

A request: {"position": <position JSON>, "dice": [d1, d2]}, for example the short-nardy
start with White to play 6-5:

{"position": {"variant": "short", "turn": "white",
  "board": [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2],
  "bar": [0, 0], "off": [0, 0]}, "dice": [6, 5]}

board[i] is White's point i+1: positive for White's checkers, negative for Black's; bar and
off are [white, black]; moves are in the mover's own numbering (bar 25, off 0).
(One request per line: the example is wrapped here only for reading.)
"""


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m engine``."""
    ap = argparse.ArgumentParser(prog="python -m engine", description="Nardy rules engine")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser(
        "plays", help="legal plays for JSON lines on stdin",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=_PLAYS_HELP)
    show = sub.add_parser("show", help="text diagram of a position JSON or Position ID")
    show.add_argument("position")
    args = ap.parse_args(argv)
    if args.cmd == "plays":
        return 1 if run_plays(sys.stdin, sys.stdout) else 0
    try:
        pos = parse_position(args.position)
    except PositionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(diagram(pos))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
