"""Sample pictures for looking at the renderer: ``python -m rendering.gallery OUTDIR``.

Writes boards of both variants from both sides (dice, doubles, lost dice, last move, hits on
the bar, borne-off checkers, tall stacks, long names) and every rule diagram (with the plain
English default texts), plus ``phone_*.png`` copies reduced to 400 px wide, to see them
as a phone shows them.
:func:`random_frames` is also used by ``bench/render.py``.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from pathlib import Path

from PIL import Image

from engine.moves import legal_plays
from engine.notation import step_hits
from engine.position import BLACK, WHITE, Position, Variant, start_position

from .board import BoardView, Header, render_board
from .diagrams import RULE_DIAGRAMS, rule_diagram

__all__ = ["random_frames", "samples", "main"]


def _roll(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6))


def random_frames(count: int, seed: int = 1) -> list[tuple[Position, BoardView]]:
    """``count`` varied (position, view) pairs from seeded random games of both variants.

    Each frame is what the bot shows after a move: the position with the next player to
    move, the move just made highlighted (its hits ringed on the bar), the next roll, a header, and every other frame
    seen from Black's side.
    """
    rng = random.Random(seed)
    out: list[tuple[Position, BoardView]] = []
    variant_cycle = [Variant.SHORT, Variant.LONG]
    game = 0
    while len(out) < count:
        variant = variant_cycle[game % 2]
        game += 1
        pos = start_position(variant, turn=rng.choice((WHITE, BLACK)))
        dice = (6, 3)
        while pos.winner is None and len(out) < count:
            mover = pos.turn
            play = rng.choice(legal_plays(pos, dice))
            hits = step_hits(pos, play.moves)
            pos = play.position
            if pos.winner is not None:
                break
            dice = _roll(rng)
            view = BoardView(
                orientation=len(out) % 2,
                dice=dice,
                dice_used=(dice[0],) if len(out) % 5 == 0 else (),
                last_move=tuple(play.moves),
                last_mover=mover,
                last_hits=tuple(m[1] for m, h in zip(play.moves, hits) if h),
                header=Header("Алиса", "Bob", f"{game % 3} : {game % 2}"),
            )
            out.append((pos, view))
    return out


def samples() -> list[tuple[str, Position, BoardView]]:
    """Named sample boards for the gallery."""
    hdr = Header("Алиса Петровна", "Bob", "2 : 1")
    short, long_ = Variant.SHORT, Variant.LONG
    mid = Position.from_points(
        short, {6: 4, 8: 2, 13: 5, 7: 2, 24: 1, 21: 1}, {6: 4, 8: 3, 13: 4, 5: 2, 24: 1},
        bar=(0, 1), turn=BLACK,
    )
    entered = Position.from_points(
        short, {6: 4, 8: 2, 13: 5, 7: 2, 24: 1, 21: 1}, {6: 4, 8: 3, 13: 4, 5: 2, 24: 1, 21: 1},
        turn=BLACK,
    )
    bearing = Position.from_points(
        short, {1: 2, 2: 3, 3: 2, 5: 1}, {1: 1, 2: 2, 4: 3, 6: 2, 19: 1}, turn=WHITE
    )
    tall = Position.from_points(short, {6: 11, 2: 4}, {24: 9, 13: 6}, turn=WHITE)
    long_mid = Position.from_points(
        long_, {24: 10, 19: 2, 16: 1, 13: 1, 6: 1}, {24: 11, 22: 2, 20: 1, 14: 1}, turn=WHITE
    )
    long_end = Position.from_points(
        long_, {6: 2, 5: 3, 3: 2, 1: 1}, {6: 4, 4: 3, 2: 2, 1: 1, 14: 1}, turn=BLACK
    )
    out = [
        ("01_short_start_white", start_position(short),
         BoardView(dice=(3, 1), header=hdr)),
        ("02_short_start_black", start_position(short, BLACK),
         BoardView(orientation=BLACK, dice=(5, 2), header=hdr)),
        ("03_long_start_white_double", start_position(long_),
         BoardView(dice=(6, 6), dice_used=(6,), turn_steps=((24, 18),), header=hdr)),
        ("04_long_start_black", start_position(long_, BLACK),
         BoardView(orientation=BLACK, dice=(4, 2), header=hdr)),
        ("05_short_hit_bar_white_view", mid,
         BoardView(orientation=WHITE, dice=(4, 3), last_move=((24, 21), (13, 7)),
                   last_mover=WHITE, last_hits=(21,), header=hdr)),
        ("06_short_entered_black_view", entered,
         BoardView(orientation=BLACK, dice=(4, 3), dice_used=(4,), turn_steps=((25, 21),),
                   last_move=((13, 7), (8, 7)), last_mover=WHITE, header=hdr)),
        ("07_short_bearing_off", bearing,
         BoardView(dice=(5, 5), dice_used=(5, 5), last_move=((6, 0), (4, 0)), last_mover=BLACK,
                   turn_steps=((5, 0), (5, 0)), header=hdr)),
        ("08_big_stacks", tall, BoardView(dice=(2, 1), header=hdr)),
        ("09_long_mid_white", long_mid,
         BoardView(dice=(5, 4), last_move=((24, 22), (24, 20)), last_mover=BLACK, header=hdr)),
        ("10_long_mid_black_view", long_mid,
         BoardView(orientation=BLACK, dice=(5, 4), last_move=((24, 22), (24, 20)),
                   last_mover=BLACK, header=hdr)),
        ("11_long_bearing_off_black", long_end,
         BoardView(orientation=BLACK, dice=(6, 1), header=hdr)),
        ("12_no_header_no_pips", mid, BoardView(show_pips=False)),
        ("13_long_names_emoji", start_position(short),
         BoardView(header=Header("Очень Длинное Имя Игрока Которое Не Влезет 😀",
                                 "Владимир 🎲 Владимирович", "10 : 12"))),
        ("14_numbers_of_opponent", mid,
         BoardView(orientation=WHITE, numbering=WHITE, dice=(6, 2), header=hdr)),
        ("15_long_six_six_lost_dice", Position.from_points(long_, {24: 13, 18: 2}, {24: 15}),
         BoardView(dice=(6, 6), dice_used=(6, 6), dice_lost=(6, 6),
                   turn_steps=((24, 18), (24, 18)), header=hdr)),
        ("16_black_on_turn_black_side", entered,
         BoardView(orientation=BLACK, numbering=BLACK, dice=(6, 1), last_move=((13, 7),),
                   last_mover=WHITE, header=hdr)),
    ]
    return out


def _phone(png: bytes, path: Path, width: int = 400) -> None:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    h = round(img.height * width / img.width)
    img.resize((width, h), Image.Resampling.LANCZOS).save(path)


def main(argv: list[str] | None = None) -> int:
    """Write the gallery into OUTDIR; return the exit status."""
    ap = argparse.ArgumentParser(prog="python -m rendering.gallery", description=__doc__)
    ap.add_argument("outdir", type=Path)
    ap.add_argument("--random", type=int, default=6, help="also write N random game frames")
    args = ap.parse_args(argv)
    out: Path = args.outdir
    if args.random < 0:
        print("error: --random must be 0 or more", file=sys.stderr)
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
        written = _write_gallery(out, args.random)
    except OSError as exc:
        print(f"error: cannot write into {out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {written} pictures (plus phone-size copies) to {out}")
    return 0


def _write_gallery(out: Path, random_count: int) -> int:
    """Write every picture into the folder ``out``; return how many (without phone copies)."""
    written = 0
    for name, pos, view in samples():
        png = render_board(pos, view)
        (out / f"{name}.png").write_bytes(png)
        _phone(png, out / f"phone_{name}.png")
        written += 1
    for i, (pos, view) in enumerate(random_frames(random_count, seed=7)):
        (out / f"random_{i:02d}.png").write_bytes(render_board(pos, view))
        written += 1
    for name in RULE_DIAGRAMS:
        png = rule_diagram(name)
        (out / f"rule_{name}.png").write_bytes(png)
        _phone(png, out / f"phone_rule_{name}.png")
        written += 1
    return written


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
