"""Rule diagrams for ``/rules``: annotated board pictures drawn by the board renderer.

Each diagram is a board from White's side (White's numbers printed) with a title in the
header line, arrows, labels and marks drawn over it, and a caption panel below it. The
texts are passed in already translated (``TEXT_KEYS`` says which each diagram needs); this
package holds only one plain English default set, ``DEFAULT_TEXTS``, for its own tools.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.position import BLACK, WHITE, Position, Variant, start_position, to_white_point

from . import geometry as g
from . import sprites as s
from .annotations import (
    INK,
    LABEL_SIZE,
    NO,
    OK,
    Arrow,
    Bracket,
    Cross,
    CubeMark,
    Label,
    Pt,
    draw_marks,
)
from .board import BoardView, compute_board_palette, encode_png, palette_of, render_image
from .diagram_texts import DEFAULT_TEXTS, TEXT_KEYS
from .text import draw_text, is_rtl, text_length

__all__ = ["RULE_DIAGRAMS", "TEXT_KEYS", "DEFAULT_TEXTS", "rule_diagram", "diagram_image",
           "Label", "Bracket", "LABEL_SIZE"]

RULE_DIAGRAMS: tuple[str, ...] = (
    "start_short",
    "start_long",
    "six_block",
    "hit",
    "prime",
    "bear_off",
    "bear_off_long",
    "head",
    "score_short",
    "score_long",
    "cube",
    "cube_long",
)
"""Names accepted by :func:`rule_diagram`."""

TITLE_SIZE = 32
"""Font size (px) of a diagram's title, at the board's full width."""
CAPTION_SIZE = 30
"""Font size (px) of the caption panel under a diagram."""
BLACK_ROUTE = (28, 26, 30)
"""Black's route in the set-up diagrams: near black with a wide light rim (seen on green)."""


@dataclass(frozen=True)
class Diagram:
    """Everything one diagram shows."""

    position: Position
    view: BoardView
    title: str
    caption: str
    marks: tuple[object, ...] = field(default_factory=tuple)


# ---------------------------------------------------------------- helpers
def _c(variant: Variant, white_pt: int, index: int) -> Pt:
    return g.checker_center(variant, WHITE, white_pt, index)


def _own(variant: Variant, color: int, pt: int, index: int) -> Pt:
    """Centre of the ``index``-th checker place on ``color``'s own point ``pt`` (viewer White)."""
    return _c(variant, to_white_point(variant, color, pt), index)


def _quadrant_center(top: bool, right: bool) -> Pt:
    x = (g.BAR_X1 + g.FIELD_X1) / 2 if right else (g.FIELD_X0 + g.BAR_X0) / 2
    y = g.FIELD_Y0 + g.STACK_H * 0.62 if top else g.FIELD_Y1 - g.STACK_H * 0.62
    return (x, y)


def _to_black_tray(text: str) -> list[object]:
    """A label in the middle band with an arrow up to Black's (empty) tray."""
    x0, _y0, x1, y1 = g.tray_rect(WHITE, BLACK)
    at = (g.FIELD_X1 - 190, g.MID_Y)
    return [Arrow(((at[0] + 120, at[1] - 18), ((x0 + x1) / 2, y1 - 30)), s.LAST_MOVE, bend=0.2),
            Label(at, text, rgb=s.LAST_MOVE)]


def _loop(inset: float, clockwise: bool, rgb: tuple[int, int, int]) -> Arrow:
    """A route loop in the middle band: counter-clockwise = along the top to the left."""
    x0 = g.column_x(0) + inset
    x1 = g.column_x(11) - inset
    r = g.BAND_H / 2 - 12 - inset * 0.45
    cy = g.MID_Y
    pts: list[Pt] = [(x1, cy - r), (x0, cy - r)]
    for i in range(1, 12):
        a = math.pi / 2 + math.pi * i / 12
        pts.append((x0 + r * math.cos(a), cy - r * math.sin(a)))
    pts.append((x0, cy + r))
    pts.append((x1, cy + r))
    if clockwise:
        pts.reverse()
    return Arrow(tuple(pts), rgb, width=8.0, heads=(0.2, 0.82, 1.0))


# ---------------------------------------------------------------- the diagrams
def _bear_off(variant: Variant, t: Mapping[str, str]) -> tuple[Position, BoardView, list[object]]:
    """White bears off with 6-4: the 4 from point 4, the 6 (no checker on 6) from 5. Black's
    checkers stand in Black's own home of ``variant`` (top right in short nardy, top left
    in long nardy). The labels sit under the dice, beside the checkers they describe."""
    pos = Position.from_points(
        variant, {5: 2, 4: 3, 3: 3, 2: 2, 1: 1}, {6: 4, 5: 3, 4: 3, 2: 2},
        off=(4, 3), turn=WHITE,
    )
    view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(6, 4))
    x_in = g.TRAY_X0 + 4
    y_in = g.tray_count_center(WHITE, WHITE, pos.off[WHITE])[1] - 34
    p4, p5 = _own(variant, WHITE, 4, 2), _own(variant, WHITE, 5, 1)
    marks: list[object] = [
        Arrow((p4, (x_in, y_in)), OK, bend=0.2),
        Arrow((p5, (x_in, y_in + 30)), OK, bend=0.3),
        Label((p4[0], g.BAND_Y1 + 12), t["four"], rgb=OK),
        Label((p5[0] - 190, p5[1] - 40), t["six"], rgb=OK),
    ]
    return pos, view, marks


def _cube(variant: Variant, t: Mapping[str, str]) -> tuple[Position, list[object]]:
    """A middle game of ``variant`` with White to roll, the cube offered at 2."""
    if variant == Variant.SHORT:
        pos = Position.from_points(
            variant, {24: 2, 13: 5, 8: 4, 6: 2, 5: 2}, {24: 2, 13: 5, 8: 4, 7: 2, 6: 2},
            turn=WHITE,
        )
    else:
        pos = Position.from_points(
            variant, {24: 5, 20: 2, 18: 2, 15: 2, 10: 2, 6: 2},
            {24: 5, 21: 2, 19: 2, 16: 2, 11: 2, 5: 2}, turn=WHITE,
        )
    cube = ((g.BAR_X1 + g.FIELD_X1) / 2, g.MID_Y)
    left = ((g.FIELD_X0 + g.BAR_X0) / 2, g.MID_Y)
    marks: list[object] = [
        Arrow(((left[0] + 90, left[1]), (cube[0] - 44, cube[1])), s.GOLD),
        CubeMark(cube, 2),
        Label(left, t["cube"], rgb=s.GOLD),
        Label((cube[0], cube[1] - 120), t["take"], rgb=OK),
        Label((cube[0], cube[1] + 120), t["pass"], rgb=NO),
    ]
    return pos, marks


def _diagram(name: str, t: Mapping[str, str]) -> Diagram:
    """The position, view and marks of diagram ``name`` with its texts ``t``."""
    short, long_ = Variant.SHORT, Variant.LONG
    view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False)
    marks: list[object] = []
    if name == "start_short":
        pos = start_position(short)
        marks += [
            _loop(0, clockwise=False, rgb=s.CHECKER_FACE[WHITE][0]),
            _loop(34, clockwise=True, rgb=BLACK_ROUTE),
            Label(_quadrant_center(False, True), t["home_white"]),
            Label(_quadrant_center(True, True), t["home_black"]),
        ]
    elif name == "start_long":
        pos = start_position(long_)
        head_w = _own(long_, WHITE, 24, 2)
        head_b = _own(long_, BLACK, 24, 2)
        marks += [
            _loop(0, clockwise=False, rgb=s.GOLD),
            Label((head_w[0] - 170, head_w[1]), t["head_white"]),
            Label((head_b[0] + 170, head_b[1]), t["head_black"]),
            Label(_quadrant_center(False, True), t["home_white"]),
            Label(_quadrant_center(True, False), t["home_black"]),
        ]
    elif name == "six_block":
        pos = Position.from_points(
            long_, {24: 3, 13: 2, 9: 2, 8: 2, 7: 2, 6: 2, 5: 2}, {24: 13, 23: 2}, turn=WHITE
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(3, 2))
        a, b = _own(long_, WHITE, 13, 1), _own(long_, WHITE, 10, 0)
        marks += [
            Arrow((a, b), NO, bend=-0.3),
            Cross(b),
            Bracket(g.column(10), g.column(5), top=False, text=t["block"]),
            Label((b[0] + 40, b[1] - 118), t["not_allowed"], rgb=NO),
        ]
    elif name == "hit":
        pos = Position.from_points(
            short, {24: 2, 13: 4, 8: 3, 7: 1, 6: 5},
            {24: 2, 13: 5, 8: 2, 6: 3, 21: 2}, bar=(0, 1), turn=BLACK,
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False,
                         last_move=((13, 7),), last_mover=WHITE, last_hits=(7,))
        a, b = _own(short, WHITE, 13, 4), _own(short, WHITE, 7, 0)
        closed = _own(short, WHITE, 4, 2)
        bar = g.bar_checker_center(WHITE, BLACK, 0)
        marks += [
            Arrow((a, b), s.LAST_MOVE, bend=-0.25),
            # the label names the hit checker, on the bar, not the white one that hit it
            Label((bar[0] - 92, bar[1]), t["hit"], rgb=s.LAST_MOVE),
            Cross(closed),
            Label((closed[0], closed[1] - 50), t["closed"], rgb=NO),
            Label((bar[0], bar[1] + 62), t["bar"]),
        ]
    elif name == "prime":
        # White holds his points 2..7; Black's last checker sits on White's 1 (his 24)
        pos = Position.from_points(
            short, {7: 2, 6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 13: 2}, {24: 1, 13: 5, 8: 4, 6: 5},
            turn=BLACK,
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(6, 6))
        a = _own(short, WHITE, 1, 0)
        b = _own(short, WHITE, 7, 1)
        marks += [
            Arrow((a, b), NO, bend=0.35),
            Cross(b),
            Bracket(g.column(7), g.column(2), top=False, text=t["prime"]),
            Label((b[0] - 10, b[1] - 100), t["closed"], rgb=NO),
        ]
    elif name in ("bear_off", "bear_off_long"):
        pos, view, marks = _bear_off(short if name == "bear_off" else long_, t)
    elif name == "head":
        pos = start_position(long_)
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(6, 5))
        h = _own(long_, WHITE, 24, 4)
        p18, p13 = (_own(long_, WHITE, k, 4) for k in (18, 13))
        p19 = _own(long_, WHITE, 19, 1)
        marks += [
            Arrow(((h[0] - 26, h[1]), p18, p13), OK, heads=(0.52, 1.0)),
            Arrow((_own(long_, WHITE, 24, 2), p19), NO, bend=0.2),
            Cross(p19, 18),
            Label(((p13[0] + p18[0]) / 2, p13[1] - 46), t["allowed"], rgb=OK),
            Label((p19[0], p19[1] + 62), t["not_allowed"], rgb=NO),
        ]
    elif name == "score_short":
        # White has borne off all 15; Black none, one black checker still in White's home
        pos = Position.from_points(short, {}, {22: 1, 6: 6, 5: 4, 4: 4}, off=(15, 0),
                                   turn=BLACK)
        lone = _own(short, BLACK, 22, 0)
        marks += [*_to_black_tray(t["gammon"]),
                  Label((lone[0] - 60, lone[1] - 150), t["backgammon"], rgb=NO),
                  Arrow(((lone[0] - 40, lone[1] - 120), (lone[0], lone[1] - 36)), NO)]
    elif name == "score_long":
        pos = Position.from_points(long_, {}, {6: 5, 5: 4, 3: 3, 13: 3}, off=(15, 0),
                                   turn=BLACK)
        marks += _to_black_tray(t["mars"])
    elif name in ("cube", "cube_long"):
        pos, marks = _cube(short if name == "cube" else long_, t)
    else:  # pragma: no cover - guarded by rule_diagram
        raise ValueError(name)
    return Diagram(pos, view, t["title"], t["caption"], tuple(marks))


def check_texts(name: str, texts: Mapping[str, str]) -> None:
    """Raise ValueError unless ``name`` is a diagram and ``texts`` has every key it needs."""
    if name not in RULE_DIAGRAMS:
        raise ValueError(f"unknown rule diagram {name!r}; expected one of {RULE_DIAGRAMS}")
    missing = [k for k in TEXT_KEYS[name] if not isinstance(texts.get(k), str)]
    if missing:
        raise ValueError(f"rule diagram {name!r} needs texts for {missing}")


def diagram_image(name: str, texts: Mapping[str, str] | None = None) -> Image.Image:
    """The RGB picture of :func:`rule_diagram`."""
    t = DEFAULT_TEXTS.get(name, {}) if texts is None else texts
    check_texts(name, t)
    dg = _diagram(name, t)
    board = draw_marks(render_image(dg.position, dg.view), dg.marks)
    w, h = board.size
    # title over the header line, caption panel below the board
    d = ImageDraw.Draw(board)
    d.rectangle((0, 0, w, g.HEADER_H - 1), fill=s.TABLE)
    draw_text(d, (w / 2, g.HEADER_H / 2), dg.title, s.font(TITLE_SIZE, bold=True), fill=s.GOLD,
              anchor="mm")
    f = s.font(CAPTION_SIZE)
    lines = _wrap(dg.caption, f, w - 48)
    line_h = 40
    cap_h = 22 + line_h * len(lines)
    out = Image.new("RGB", (w, h + cap_h), s.TABLE)
    out.paste(board, (0, 0))
    d = ImageDraw.Draw(out)
    for i, line in enumerate(lines):
        if is_rtl(dg.caption):
            draw_text(d, (w - 24, h + 6 + i * line_h), line, f, fill=s.TEXT, anchor="ra")
        else:
            draw_text(d, (24, h + 6 + i * line_h), line, f, fill=s.TEXT)
    return out


def _wrap(text: str, f, width: int) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for wd in words:
            cand = f"{line} {wd}".strip()
            if text_length(cand, f) <= width or not line:
                line = cand
            else:
                out.append(line)
                line = wd
        if line:
            out.append(line)
    return out


def rule_diagram(name: str, texts: Mapping[str, str] | None = None) -> bytes:
    """PNG bytes of the rule diagram ``name`` (see ``RULE_DIAGRAMS``) with ``texts``.

    ``texts`` maps each key of ``TEXT_KEYS[name]`` (``title``, ``caption`` and the labels)
    to the already translated string; None uses the plain English ``DEFAULT_TEXTS``.
    Raise ValueError for an unknown name or a missing text. Results are cached per texts.
    """
    t = DEFAULT_TEXTS.get(name, {}) if texts is None else texts
    check_texts(name, t)
    return _rule_diagram(name, tuple(sorted((k, t[k]) for k in TEXT_KEYS[name])))


@lru_cache(maxsize=64)
def _rule_diagram(name: str, items: tuple[tuple[str, str], ...]) -> bytes:
    img = diagram_image(name, dict(items))
    return encode_png(img.quantize(palette=diagram_palette(), dither=Image.Dither.NONE),
                      palette=False)


_KEY_COLOURS = (OK, NO, INK, s.GOLD, s.TEXT, (0, 0, 0), (255, 255, 255))
"""Colours the diagrams' palette holds exactly: the marks', the title's and the text's."""


@lru_cache(maxsize=1)
def diagram_palette() -> Image.Image:
    """The rule diagrams' fixed palette (a "P" image): the stored result of
    :func:`compute_diagram_palette` (:mod:`rendering.palette`). Mapping a diagram onto it
    takes a few milliseconds where a median cut of its own took some 50."""
    from .palette import DIAGRAM_PALETTE

    out = Image.new("P", (1, 1))
    out.putpalette(DIAGRAM_PALETTE)
    return out


def compute_diagram_palette() -> Image.Image:
    """The rule diagrams' palette as a "P" image: a median cut of every diagram (with the
    English default texts, every other pixel of every other row: the colours, not the
    words, matter), plus :data:`_KEY_COLOURS` exactly."""
    halves = []
    for name in RULE_DIAGRAMS:
        im = diagram_image(name, DEFAULT_TEXTS[name])
        halves.append(im.resize((im.width // 2, im.height // 2), Image.Resampling.NEAREST))
    sheet = Image.new("RGB", (max(im.width for im in halves), sum(im.height for im in halves)))
    y = 0
    for im in halves:
        sheet.paste(im, (0, y))
        y += im.height
    return palette_of(sheet, _KEY_COLOURS)


def write_palettes() -> None:
    """Store :func:`rendering.board.compute_board_palette` and
    :func:`compute_diagram_palette` in ``rendering/palette.py`` (after a change of the
    theme or of a diagram; a test checks that each stored palette is the computed one)."""
    import textwrap
    from pathlib import Path

    from . import palette

    path = Path(palette.__file__)
    text = path.read_text(encoding="utf-8")
    for name, image in (("BOARD_PALETTE", compute_board_palette()),
                        ("DIAGRAM_PALETTE", compute_diagram_palette())):
        data = bytes(image.getpalette() or [])[:768]
        head = f"{name} = bytes.fromhex(\n"
        start = text.index(head) + len(head)
        end = text.index("\n)\n", start)
        body = "\n".join(f'    "{line}"' for line in textwrap.wrap(data.hex(), 88))
        text = text[:start] + body + text[end:]
    path.write_text(text, encoding="utf-8")
