"""Command line: draw one position into a PNG file.

    python -m rendering '<position JSON>' | FILE.json | POSITION_ID
        [--dice 6 5] [--used 6] [--lost 5] [--last "24/18 13/10*"] [--last-mover white|black]
        [--steps "8/5"] [--orientation white|black] [--numbering white|black]
        [--turn white|black] [--white NAME --black NAME --score "2 : 1"] [--no-pips]
        -o board.png

A GNU Backgammon Position ID gives a short-nardy position with ``--turn`` on roll.
``--last`` is in the last mover's numbering (default: the opponent of the side on turn),
``--steps`` in the numbering of the side on turn; a ``*`` after a point marks a hit there
(the hit checker is ringed on the bar). ``--lost`` lists dice that can no longer be played.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.position import Position, PositionError, parse_color

from .board import BoardView, Header, render_board


def _load_position(text: str, turn: str | None) -> Position:
    """Position from JSON text, a JSON file or a Position ID."""
    src = text.strip()
    if not src.startswith("{") and src.endswith(".json") and Path(src).is_file():
        src = Path(src).read_text(encoding="utf-8").strip()
    if src.startswith("{"):
        pos = Position.from_json(src)
        return pos if turn is None else pos.with_turn(parse_color(turn))
    from engine.posid import position_from_id

    return position_from_id(src, parse_color(turn or "white"))


def _moves(text: str | None) -> tuple[tuple[int, int], ...]:
    if not text:
        return ()
    from engine.notation import parse_moves

    return tuple((int(a), int(b)) for a, b in parse_moves(text))


def _hits(text: str | None) -> tuple[int, ...]:
    """The points marked with ``*`` (hits) in move notation."""
    import re

    return tuple(int(p) for p in re.findall(r"(\d{1,2})\*", text or ""))


def _check_arguments(args: argparse.Namespace) -> str | None:
    """One line saying what is wrong with the arguments as a whole, or None."""
    src = args.position.strip()
    if not src.startswith("{") and src.endswith(".json") and not Path(src).is_file():
        return f"no such file: {src}"
    if not args.output.parent.is_dir():
        return f"the output folder {args.output.parent} does not exist"
    if args.used and not args.dice:
        return "--used needs --dice"
    if args.used and args.dice:
        d1, d2 = args.dice
        available = [d1] * 4 if d1 == d2 else [d1, d2]
        for value in args.used:
            if value not in available:
                return f"--used {' '.join(map(str, args.used))} is not part of --dice {d1} {d2}"
            available.remove(value)
    if args.last_mover and not args.last:
        return "--last-mover needs --last"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (2 on bad input)."""
    ap = argparse.ArgumentParser(prog="python -m rendering",
                                 description="Draw a nardy position as a PNG picture.")
    ap.add_argument("position", help="position JSON, a .json file, or a GNU bg Position ID")
    ap.add_argument("-o", "--output", type=Path, default=Path("board.png"))
    ap.add_argument("--dice", type=int, nargs=2, metavar=("D1", "D2"))
    ap.add_argument("--used", type=int, nargs="*", default=[], help="die values already used")
    ap.add_argument("--lost", type=int, nargs="*", default=[],
                    help="die values that can no longer be played (crossed out)")
    ap.add_argument("--last", help='last move, e.g. "24/18 13/10*"')
    ap.add_argument("--last-mover", choices=("white", "black"))
    ap.add_argument("--steps", help="steps already made this turn by the side on turn")
    ap.add_argument("--orientation", choices=("white", "black"), default="white")
    ap.add_argument("--numbering", choices=("white", "black"))
    ap.add_argument("--turn", choices=("white", "black"), help="side on turn (overrides)")
    ap.add_argument("--white", help="White's name (header)")
    ap.add_argument("--black", help="Black's name (header)")
    ap.add_argument("--score", help='match score for the header, e.g. "2 : 1"')
    ap.add_argument("--no-pips", action="store_true", help="hide the pip counts")
    args = ap.parse_args(argv)
    problem = _check_arguments(args)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        pos = _load_position(args.position, args.turn)
        header = None
        if args.white or args.black or args.score:
            header = Header(args.white or "", args.black or "", args.score)
        view = BoardView(
            orientation=parse_color(args.orientation),
            numbering=None if args.numbering is None else parse_color(args.numbering),
            dice=tuple(args.dice) if args.dice else None,
            dice_used=tuple(args.used),
            dice_lost=tuple(args.lost),
            last_move=_moves(args.last),
            last_mover=None if args.last_mover is None else parse_color(args.last_mover),
            turn_steps=_moves(args.steps),
            last_hits=_hits(args.last),
            turn_hits=_hits(args.steps),
            header=header,
            show_pips=not args.no_pips,
        )
        png = render_board(pos, view)
    except (PositionError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        args.output.write_bytes(png)
    except OSError as exc:
        print(f"error: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {args.output} ({len(png)} bytes)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
