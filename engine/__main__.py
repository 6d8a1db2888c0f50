"""Command line: ``python -m engine plays``, ``python -m engine show POSITION``,
``python -m engine replay RECORD`` and ``python -m engine verify-dice RECORD``.

``plays`` reads JSON lines ``{"position": <position JSON>, "dice": [d1, d2]}`` from stdin and
writes one JSON line per input line: ``{"plays": [{"moves": [[from, to], ...], "position":
<result>}, ...]}``. A malformed line gets ``{"error": "..."}`` and the command goes on; the
exit status is then 1 (0 when every line was answered). ``show`` prints a text diagram of
a position JSON or a GNU Backgammon Position ID (exit status 2 for a bad position).
``replay`` reads a JSON game or match record (see :mod:`engine.records`; ``-`` for stdin),
plays it again through the rules and prints the final position and the result; when a move
or cube action is illegal it prints one line saying which and exits with status 1.
``verify-dice`` replays a record the same way and checks its committed dice
(:mod:`engine.committed`): the seed hashes to the commitment and gives every roll of every
game (``--seed`` / ``--commitment`` for a record that does not carry them); exit status 0
when every game checks, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from .committed import SCHEME, DiceMismatch, check_rolls, rolls_of
from .game import Game
from .match import Match
from .moves import IllegalStep, legal_plays
from .posid import position_from_id
from .position import Position, PositionError, color_name
from .records import RecordError, replay_record
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


def _load_record(source: str, err: TextIO) -> tuple[Any, Game | Match] | None:
    """The JSON of the record in file ``source`` (``-``: stdin) and its replay, or None after
    one line on ``err`` when it cannot be read, is not JSON or does not replay."""
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
        data = json.loads(text)
        return data, replay_record(data)
    except OSError as exc:
        err.write(f"error: cannot read {source}: {exc.strerror or exc}\n")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        err.write(f"error: {source} is not JSON text: {exc}\n")
    except RecordError as exc:
        err.write(f"error: {exc}\n")
    return None


def run_replay(source: str, out: TextIO, err: TextIO) -> int:
    """Replay the record in file ``source`` (``-``: stdin); 0 when it replays, else 1 after
    one line on ``err``."""
    loaded = _load_record(source, err)
    if loaded is None:
        return 1
    _, rec = loaded
    game = rec if isinstance(rec, Game) else rec.game
    out.write(diagram(game.position) + "\n")
    r = game.result
    if r is None:
        out.write(f"game not finished, {color_name(game.turn_color)} to play\n")
    else:
        cube = f", cube {r.cube}" if r.cube > 1 else ""
        out.write(f"{color_name(r.winner)} wins {r.points} ({r.kind}, {r.reason}{cube})\n")
    if not isinstance(rec, Game):
        status = "match over" if rec.finished else "match goes on"
        out.write(f"match to {rec.target}: {rec.score[0]}-{rec.score[1]}, {status}\n")
    return 0


def _verify_game(game: Game, info: Any, seed_arg: str | None,
                 commit_arg: str | None) -> str:
    """One game's verdict line; raise DiceMismatch when its dice do not check."""
    info = info if isinstance(info, dict) else {}
    seed_hex = seed_arg or info.get("seed")
    commit = commit_arg or info.get("commitment")
    if info.get("scheme", SCHEME) != SCHEME:
        raise DiceMismatch(f"unknown dice scheme {info.get('scheme')!r}")
    if not seed_hex or not commit:
        raise DiceMismatch("the record carries no seed and commitment (give --seed and "
                           "--commitment)")
    try:
        seed = bytes.fromhex(str(seed_hex))
    except ValueError:
        raise DiceMismatch("the seed is not hex digits") from None
    n = check_rolls(seed, str(commit), rolls_of(game))
    return f"{n} rolls follow from the seed; the seed matches commitment {commit}"


def run_verify_dice(source: str, seed: str | None, commit: str | None,
                    out: TextIO, err: TextIO) -> int:
    """Check the committed dice of the record in file ``source`` (``-``: stdin): 0 when
    every game's rolls follow from its seed and the seed from its commitment, else 1."""
    loaded = _load_record(source, err)
    if loaded is None:
        return 1
    data, rec = loaded
    if isinstance(rec, Game):
        pairs = [(rec, data.get("dice"))]
    else:
        games = [g.game for g in rec.games] + ([] if rec.game.finished else [rec.game])
        pairs = [(g, gr.get("dice")) for g, gr in zip(games, data["games"])]
    bad = 0
    for i, (game, info) in enumerate(pairs, 1):
        label = "" if len(pairs) == 1 else f"game {i}: "
        try:
            out.write(f"{label}OK: {_verify_game(game, info, seed, commit)}\n")
        except DiceMismatch as exc:
            bad += 1
            out.write(f"{label}FAILED: {exc}\n")
    return 1 if bad else 0


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
    replay = sub.add_parser("replay", help="replay a JSON game or match record")
    replay.add_argument("record", help="file with the record, or - for stdin")
    verify = sub.add_parser("verify-dice", help="check a record's committed dice")
    verify.add_argument("record", help="file with the JSON record, or - for stdin")
    verify.add_argument("--seed", help="the revealed seed (hex), if the record lacks it")
    verify.add_argument("--commitment", help="the commitment shown before the first roll")
    args = ap.parse_args(argv)
    if args.cmd == "verify-dice":
        return run_verify_dice(args.record, args.seed, args.commitment, sys.stdout, sys.stderr)
    if args.cmd == "plays":
        return 1 if run_plays(sys.stdin, sys.stdout) else 0
    if args.cmd == "replay":
        return run_replay(args.record, sys.stdout, sys.stderr)
    try:
        pos = parse_position(args.position)
    except PositionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(diagram(pos))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
