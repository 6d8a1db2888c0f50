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

from engine.position import BLACK, WHITE, Position, Variant, start_position

from . import geometry as g
from . import sprites as s
from .board import BoardView, encode_png, render_image

__all__ = ["RULE_DIAGRAMS", "TEXT_KEYS", "DEFAULT_TEXTS", "rule_diagram", "diagram_image"]

RULE_DIAGRAMS: tuple[str, ...] = (
    "start_short",
    "start_long",
    "six_block",
    "hit",
    "prime",
    "bear_off",
    "head",
    "score_short",
    "score_long",
    "cube",
)
"""Names accepted by :func:`rule_diagram`."""

TITLE_SIZE = 32
"""Font size (px) of a diagram's title, at the board's full width."""
CAPTION_SIZE = 30
"""Font size (px) of the caption panel under a diagram."""
LABEL_SIZE = 28
"""Font size (px) of the labels drawn over a diagram (at least 28: read at phone size)."""

OK = (90, 220, 110)
NO = s.CLOSED
INK = (250, 246, 236)
DARK_INK = (34, 32, 36)

Pt = tuple[float, float]


# ---------------------------------------------------------------- annotation model
@dataclass(frozen=True)
class Arrow:
    """An arrow through ``points`` (screen pixels); ``bend`` curves a two-point arrow."""

    points: tuple[Pt, ...]
    rgb: tuple[int, int, int]
    bend: float = 0.0
    width: float = 7.0
    heads: tuple[float, ...] = (1.0,)  # fractions of the path length carrying a head


@dataclass(frozen=True)
class Label:
    """Text in a rounded box centred at ``at``."""

    at: Pt
    text: str
    rgb: tuple[int, int, int] = INK
    size: int = LABEL_SIZE


@dataclass(frozen=True)
class Cross:
    """A red "not allowed" mark centred at ``at``."""

    at: Pt
    size: float = 22.0


@dataclass(frozen=True)
class Bracket:
    """A bracket along the field edge over screen columns ``col0..col1`` of a row."""

    col0: int
    col1: int
    top: bool
    text: str
    rgb: tuple[int, int, int] = s.GOLD


@dataclass(frozen=True)
class CubeMark:
    """A doubling cube showing ``value``, centred at ``at``."""

    at: Pt
    value: int
    size: float = 64.0


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
    from engine.position import to_white_point

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
    return Arrow(tuple(pts), rgb, width=6.0, heads=(0.2, 0.82, 1.0))


# ---------------------------------------------------------------- the diagrams
TEXT_KEYS: dict[str, tuple[str, ...]] = {
    "start_short": ("title", "caption", "home_white", "home_black"),
    "start_long": ("title", "caption", "head_white", "head_black", "home_white", "home_black"),
    "six_block": ("title", "caption", "block", "not_allowed"),
    "hit": ("title", "caption", "hit", "closed", "bar"),
    "prime": ("title", "caption", "prime", "closed"),
    "bear_off": ("title", "caption", "four", "six"),
    "head": ("title", "caption", "allowed", "not_allowed"),
    "score_short": ("title", "caption", "gammon", "backgammon"),
    "score_long": ("title", "caption", "mars"),
    "cube": ("title", "caption", "cube", "take", "pass"),
}
"""The texts each diagram needs: ``title`` (over the board), ``caption`` (the panel under
it) and its labels. The bot passes them translated from its catalogues."""

DEFAULT_TEXTS: dict[str, dict[str, str]] = {
    "start_short": {
        "title": "Short nardy: set-up",
        "caption": "Each player counts the points from his own side; his home is points "
                   "1–6. White moves 24 → 13 → 12 → 1, Black the opposite way. The "
                   "numbers are White's.",
        "home_white": "White's home",
        "home_black": "Black's home",
    },
    "start_long": {
        "title": "Long nardy: set-up",
        "caption": "All 15 checkers start on the head, the player's point 24, in opposite "
                   "corners. Both sides move counter-clockwise. The numbers are White's.",
        "head_white": "White's head",
        "head_black": "Black's head",
        "home_white": "White's home",
        "home_black": "Black's home",
    },
    "six_block": {
        "title": "Long nardy: six in a row",
        "caption": "No six points in a row unless an opponent checker is ahead of them. "
                   "Every black checker is behind, so 13→10 is not allowed.",
        "block": "6 in a row",
        "not_allowed": "not allowed",
    },
    "hit": {
        "title": "Short nardy: hitting",
        "caption": "White played 13→7 and hit the lone black checker: it waits on the bar. "
                   "Two or more checkers close a point (here 4).",
        "hit": "hit",
        "closed": "closed",
        "bar": "bar",
    },
    "prime": {
        "title": "Short nardy: the prime",
        "caption": "Six closed points in a row: the black checker behind them cannot jump "
                   "over with any number.",
        "prime": "6 points in a row",
        "closed": "no way",
    },
    "bear_off": {
        "title": "Bearing off",
        "caption": "Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so "
                   "the 6 bears off from the highest point, 5.",
        "four": "4: off from 4",
        "six": "6: off from 5",
    },
    "head": {
        "title": "Long nardy: the head rule",
        "caption": "One checker per turn leaves the head: 24→18→13 with 6-5, never two. "
                   "A first roll of 6-6, 4-4 or 3-3 takes two.",
        "allowed": "allowed",
        "not_allowed": "not allowed",
    },
    "score_short": {
        "title": "Short nardy: scoring",
        "caption": "White is off. Single game 1 point; Black bore off none: gammon, 2; "
                   "and still has a checker in White's home: backgammon, 3.",
        "gammon": "0 off: gammon",
        "backgammon": "backgammon",
    },
    "score_long": {
        "title": "Long nardy: scoring",
        "caption": "White is off. Oin 1 point when the loser bore off at least one checker; "
                   "here Black bore off none: mars, 2 points.",
        "mars": "0 off: mars",
    },
    "cube": {
        "title": "The doubling cube",
        "caption": "Before rolling you may double. Take: the game counts twice and the cube "
                   "is the taker's. Pass: lose at the old value.",
        "cube": "offer ×2",
        "take": "take: ×2",
        "pass": "pass: −1",
    },
}
"""One plain English set of the diagrams' texts, for the CLI and the gallery (the bot uses
its own catalogues)."""


def _diagram(name: str, t: Mapping[str, str]) -> Diagram:
    """The position, view and marks of diagram ``name`` with its texts ``t``."""
    short, long_ = Variant.SHORT, Variant.LONG
    view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False)
    marks: list[object] = []
    if name == "start_short":
        pos = start_position(short)
        marks += [
            _loop(0, clockwise=False, rgb=s.CHECKER_FACE[WHITE][0]),
            _loop(34, clockwise=True, rgb=(60, 58, 64)),
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
            Label((b[0], b[1] - 80), t["hit"], rgb=s.LAST_MOVE),
            Cross(closed),
            Label((closed[0], closed[1] - 50), t["closed"], rgb=NO),
            Label((bar[0] - 84, bar[1]), t["bar"]),
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
    elif name == "bear_off":
        pos = Position.from_points(
            short, {5: 2, 4: 3, 3: 3, 2: 2, 1: 1}, {6: 4, 5: 3, 4: 3, 2: 2},
            off=(4, 3), turn=WHITE,
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(6, 4))
        x_in = g.TRAY_X0 + 4
        y_in = g.tray_count_center(WHITE, WHITE, pos.off[WHITE])[1] - 34
        p4, p5 = _own(short, WHITE, 4, 2), _own(short, WHITE, 5, 1)
        marks += [
            Arrow((p4, (x_in, y_in)), OK, bend=0.2),
            Arrow((p5, (x_in, y_in + 30)), OK, bend=0.3),
            Label((p4[0] + 30, p4[1] - 170), t["four"], rgb=OK),
            Label((p5[0] - 150, p5[1] - 60), t["six"], rgb=OK),
        ]
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
    elif name == "cube":
        pos = Position.from_points(
            short, {24: 2, 13: 5, 8: 4, 6: 2, 5: 2}, {24: 2, 13: 5, 8: 4, 7: 2, 6: 2},
            turn=WHITE,
        )
        cube = ((g.BAR_X1 + g.FIELD_X1) / 2, g.MID_Y)
        left = ((g.FIELD_X0 + g.BAR_X0) / 2, g.MID_Y)
        marks += [
            Arrow(((left[0] + 90, left[1]), (cube[0] - 44, cube[1])), s.GOLD),
            CubeMark(cube, 2),
            Label(left, t["cube"], rgb=s.GOLD),
            Label((cube[0], cube[1] - 120), t["take"], rgb=OK),
            Label((cube[0], cube[1] + 120), t["pass"], rgb=NO),
        ]
    else:  # pragma: no cover - guarded by rule_diagram
        raise ValueError(name)
    return Diagram(pos, view, t["title"], t["caption"], tuple(marks))


# ---------------------------------------------------------------- drawing
OV = 2  # overlay supersampling


def _bezier(p0: Pt, p1: Pt, bend: float, n: int = 32) -> list[Pt]:
    mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    cx, cy = mx - dy * bend, my + dx * bend
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append((u * u * p0[0] + 2 * u * t * cx + t * t * p1[0],
                    u * u * p0[1] + 2 * u * t * cy + t * t * p1[1]))
    return out


def _path(a: Arrow) -> list[Pt]:
    if len(a.points) == 2 and a.bend:
        return _bezier(a.points[0], a.points[1], a.bend)
    return list(a.points)


def _point_at(path: list[Pt], frac: float) -> tuple[Pt, float]:
    """Point at ``frac`` of the path length and the direction angle there."""
    seg = [math.dist(path[i], path[i + 1]) for i in range(len(path) - 1)]
    total = sum(seg) or 1.0
    goal = frac * total
    for i, length in enumerate(seg):
        if goal <= length or i == len(seg) - 1:
            t = 0 if length == 0 else min(1.0, goal / length)
            p, q = path[i], path[i + 1]
            return ((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t),
                    math.atan2(q[1] - p[1], q[0] - p[0]))
        goal -= length
    return path[-1], 0.0  # pragma: no cover


def _draw_arrow(d: ImageDraw.ImageDraw, a: Arrow) -> None:
    path = [(x * OV, y * OV) for x, y in _path(a)]
    w = a.width * OV
    outline = (20, 18, 16, 230) if sum(a.rgb) > 300 else (235, 230, 220, 230)
    heads = []
    for frac in a.heads:
        (x, y), ang = _point_at(path, frac)
        hl, hw = w * 3.0, w * 2.2
        tip = (x + math.cos(ang) * hl * 0.35, y + math.sin(ang) * hl * 0.35)
        back = (tip[0] - math.cos(ang) * hl, tip[1] - math.sin(ang) * hl)
        left = (back[0] + math.sin(ang) * hw, back[1] - math.cos(ang) * hw)
        right = (back[0] - math.sin(ang) * hw, back[1] + math.cos(ang) * hw)
        heads.append((tip, left, right))
    for width, col in ((w + 4 * OV, outline), (w, a.rgb + (255,))):
        d.line(path, fill=col, width=int(width), joint="curve")
        for p in (path[0], path[-1]):
            r = width / 2
            d.ellipse((p[0] - r, p[1] - r, p[0] + r, p[1] + r), fill=col)
        for tip, left, right in heads:
            if col is outline:
                d.polygon([tip, left, right], fill=col, outline=col, width=int(4 * OV))
            else:
                d.polygon([tip, left, right], fill=col)


def _draw_label(d: ImageDraw.ImageDraw, lab: Label) -> None:
    f = s.font(lab.size * OV, bold=True)
    x, y = lab.at[0] * OV, lab.at[1] * OV
    box = d.textbbox((x, y), lab.text, font=f, anchor="mm")
    pad_x, pad_y = 12 * OV, 7 * OV
    d.rounded_rectangle((box[0] - pad_x, box[1] - pad_y, box[2] + pad_x, box[3] + pad_y),
                        radius=12 * OV, fill=(16, 18, 16, 215), outline=lab.rgb + (255,),
                        width=2 * OV)
    d.text((x, y), lab.text, font=f, fill=lab.rgb + (255,), anchor="mm")


def _draw_cross(d: ImageDraw.ImageDraw, c: Cross) -> None:
    x, y, r = c.at[0] * OV, c.at[1] * OV, c.size * OV
    d.ellipse((x - r - 4 * OV, y - r - 4 * OV, x + r + 4 * OV, y + r + 4 * OV),
              fill=(255, 255, 255, 235), outline=NO + (255,), width=4 * OV)
    k = r * 0.55
    for sx in (1, -1):
        d.line((x - k, y - k * sx, x + k, y + k * sx), fill=NO + (255,), width=int(7 * OV))


def _draw_bracket(d: ImageDraw.ImageDraw, b: Bracket) -> None:
    c0, c1 = min(b.col0, b.col1), max(b.col0, b.col1)
    x0 = (g.column_x(c0) - g.POINT_W / 2 + 6) * OV
    x1 = (g.column_x(c1) + g.POINT_W / 2 - 6) * OV
    if b.top:
        y, tick = (g.FIELD_Y0 + g.STACK_H + 8) * OV, -14 * OV
    else:
        y, tick = (g.FIELD_Y1 - g.STACK_H - 8) * OV, 14 * OV
    col = b.rgb + (255,)
    pts = [(x0, y + tick), (x0, y), (x1, y), (x1, y + tick)]
    d.line(pts, fill=(20, 18, 16, 230), width=10 * OV, joint="curve")
    d.line(pts, fill=col, width=5 * OV, joint="curve")
    _draw_label(d, Label(((x0 + x1) / 2 / OV, y / OV - (22 if not b.top else -22)), b.text,
                         rgb=b.rgb))


def _draw_cube(d: ImageDraw.ImageDraw, c: CubeMark) -> None:
    x, y, h = c.at[0] * OV, c.at[1] * OV, c.size * OV / 2
    d.rounded_rectangle((x - h + 3 * OV, y - h + 4 * OV, x + h + 3 * OV, y + h + 4 * OV),
                        radius=10 * OV, fill=(0, 0, 0, 110))
    d.rounded_rectangle((x - h, y - h, x + h, y + h), radius=10 * OV, fill=(250, 246, 236, 255),
                        outline=(120, 110, 96, 255), width=3 * OV)
    d.text((x, y), str(c.value), font=s.font(int(40 * OV), bold=True), fill=(30, 28, 30, 255),
           anchor="mm")


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
    board = render_image(dg.position, dg.view).convert("RGBA")
    w, h = board.size
    over = Image.new("RGBA", (w * OV, h * OV), (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    for m in dg.marks:
        if isinstance(m, Arrow):
            _draw_arrow(d, m)
    for m in dg.marks:
        if isinstance(m, CubeMark):
            _draw_cube(d, m)
        elif isinstance(m, Cross):
            _draw_cross(d, m)
        elif isinstance(m, Bracket):
            _draw_bracket(d, m)
    for m in dg.marks:
        if isinstance(m, Label):
            _draw_label(d, m)
    board.alpha_composite(over.resize((w, h), Image.Resampling.LANCZOS))
    board = board.convert("RGB")
    # title over the header line, caption panel below the board
    d = ImageDraw.Draw(board)
    d.rectangle((0, 0, w, g.HEADER_H - 1), fill=s.TABLE)
    d.text((w / 2, g.HEADER_H / 2), dg.title, font=s.font(TITLE_SIZE, bold=True), fill=s.GOLD,
           anchor="mm")
    f = s.font(CAPTION_SIZE)
    lines = _wrap(dg.caption, f, w - 48)
    line_h = 40
    cap_h = 22 + line_h * len(lines)
    out = Image.new("RGB", (w, h + cap_h), s.TABLE)
    out.paste(board, (0, 0))
    d = ImageDraw.Draw(out)
    for i, line in enumerate(lines):
        d.text((24, h + 6 + i * line_h), line, font=f, fill=s.TEXT)
    return out


def _wrap(text: str, f, width: int) -> list[str]:
    d = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for wd in words:
            cand = f"{line} {wd}".strip()
            if d.textlength(cand, font=f) <= width or not line:
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
    return encode_png(img.quantize(256, method=Image.Quantize.MEDIANCUT), palette=False)
