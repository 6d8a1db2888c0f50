"""Rule diagrams for ``/rules``: annotated board pictures drawn by the board renderer.

Each diagram is a board from White's side (White's numbers printed) with a title in the
header line, arrows, labels and marks drawn over it, and a caption panel below it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.position import BLACK, WHITE, Position, Variant, start_position

from . import geometry as g
from . import sprites as s
from .board import BoardView, encode_png, render_image

__all__ = ["RULE_DIAGRAMS", "rule_diagram", "diagram_image"]

RULE_DIAGRAMS: tuple[str, ...] = (
    "start_short",
    "start_long",
    "six_block",
    "hit",
    "bear_off",
    "head",
)
"""Names accepted by :func:`rule_diagram`."""

LANGS = ("ru", "en")

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
    size: int = 22


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
# name -> language -> (title, caption, labels drawn on the board)
_TEXT: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "start_short": {
        "ru": (
            "Короткие нарды: расстановка",
            "Каждый считает пункты со своей стороны: его дом — пункты 1–6. Белые идут "
            "против часовой стрелки (24 → 13 → 12 → 1), чёрные — навстречу им. Номера на "
            "доске — белых.",
            ("Дом белых", "Дом чёрных"),
        ),
        "en": (
            "Short nardy (backgammon): set-up",
            "Each player counts the points from his own side; his home is points 1–6. "
            "White moves counter-clockwise (24 → 13 → 12 → 1), Black the opposite way. "
            "The numbers on the board are White's.",
            ("White's home", "Black's home"),
        ),
    },
    "start_long": {
        "ru": (
            "Длинные нарды: расстановка",
            "Все 15 шашек стоят на «голове» — пункте 24 своего игрока; головы в "
            "противоположных углах. Обе стороны ходят против часовой стрелки, бить шашки "
            "нельзя. Номера на доске — белых.",
            ("Голова белых", "Голова чёрных", "Дом белых", "Дом чёрных"),
        ),
        "en": (
            "Long nardy: set-up",
            "All 15 checkers start on the head, the player's point 24; the heads are in "
            "opposite corners. Both sides move counter-clockwise and nothing is ever hit. "
            "The numbers on the board are White's.",
            ("White's head", "Black's head", "White's home", "Black's home"),
        ),
    },
    "six_block": {
        "ru": (
            "Длинные нарды: правило шести",
            "Нельзя построить шесть занятых пунктов подряд, если впереди этого блока нет ни "
            "одной шашки соперника. Здесь все чёрные позади блока, поэтому ход 13/10 "
            "запрещён.",
            ("6 подряд", "нельзя"),
        ),
        "en": (
            "Long nardy: the six-block rule",
            "You may not hold six points in a row unless at least one opponent checker is "
            "ahead of that block. Here every black checker is behind it, so 13/10 is not "
            "allowed.",
            ("6 in a row", "not allowed"),
        ),
    },
    "hit": {
        "ru": (
            "Короткие нарды: удар и закрытый пункт",
            "Белые сыграли 13/7*: одиночная чёрная шашка побита и стоит на баре, ей нужно "
            "снова войти в дом белых. На пункт с двумя и более шашками соперника (здесь 4) "
            "ходить нельзя.",
            ("удар", "закрыт", "бар"),
        ),
        "en": (
            "Short nardy: hitting and closed points",
            "White played 13/7*: the lone black checker was hit and waits on the bar; it "
            "must enter again in White's home. A point with two or more opponent checkers "
            "(here 4) is closed.",
            ("hit", "closed", "bar"),
        ),
    },
    "bear_off": {
        "ru": (
            "Выбрасывание шашек",
            "Когда все шашки в доме, их снимают с доски. Выпало 6 и 4: четвёрка снимает "
            "шашку с пункта 4. На 6 и выше шашек нет, поэтому шестёрка снимает шашку с "
            "самого высокого пункта — 5.",
            ("4: с пункта 4", "6: с пункта 5"),
        ),
        "en": (
            "Bearing off",
            "When all your checkers are home you bear them off. The roll is 6-4: the 4 "
            "takes a checker off point 4. No checker stands on 6 or higher, so the 6 "
            "takes one off the highest point, 5.",
            ("4: off from 4", "6: off from 5"),
        ),
    },
    "head": {
        "ru": (
            "Длинные нарды: правило головы",
            "С головы за ход можно снять только одну шашку: при 6-5 одна шашка идёт 24/18/13, "
            "а 24/18 24/19 нельзя. Исключение — первый ход с 6-6, 4-4 или 3-3: тогда с "
            "головы снимают две.",
            ("можно", "нельзя"),
        ),
        "en": (
            "Long nardy: the head rule",
            "Only one checker may leave the head per turn: with 6-5 one checker plays "
            "24/18/13, but 24/18 24/19 is not allowed. Exception: a first roll of 6-6, 4-4 "
            "or 3-3 lets two checkers leave the head.",
            ("allowed", "not allowed"),
        ),
    },
}


def _diagram(name: str, lang: str) -> Diagram:
    title, caption, labels = _TEXT[name][lang]
    short, long_ = Variant.SHORT, Variant.LONG
    view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False)
    marks: list[object] = []
    if name == "start_short":
        pos = start_position(short)
        marks += [
            _loop(0, clockwise=False, rgb=s.CHECKER_FACE[WHITE][0]),
            _loop(34, clockwise=True, rgb=(60, 58, 64)),
            Label(_quadrant_center(False, True), labels[0]),
            Label(_quadrant_center(True, True), labels[1]),
        ]
    elif name == "start_long":
        pos = start_position(long_)
        head_w = _own(long_, WHITE, 24, 2)
        head_b = _own(long_, BLACK, 24, 2)
        marks += [
            _loop(0, clockwise=False, rgb=s.GOLD),
            Label((head_w[0] - 150, head_w[1]), labels[0]),
            Label((head_b[0] + 150, head_b[1]), labels[1]),
            Label(_quadrant_center(False, True), labels[2]),
            Label(_quadrant_center(True, False), labels[3]),
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
            Bracket(g.column(10), g.column(5), top=False, text=labels[0]),
            Label((b[0] + 40, b[1] - 118), labels[1], rgb=NO),
        ]
    elif name == "hit":
        pos = Position.from_points(
            short, {24: 2, 13: 4, 8: 3, 7: 1, 6: 5},
            {24: 2, 13: 5, 8: 2, 6: 3, 21: 2}, bar=(0, 1), turn=BLACK,
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False,
                         last_move=((13, 7),), last_mover=WHITE)
        a, b = _own(short, WHITE, 13, 4), _own(short, WHITE, 7, 0)
        closed = _own(short, WHITE, 4, 2)
        bar = g.bar_checker_center(WHITE, BLACK, 0)
        marks += [
            Arrow((a, b), s.LAST_MOVE, bend=-0.25),
            Label((b[0], b[1] - 80), labels[0], rgb=s.LAST_MOVE),
            Cross(closed),
            Label((closed[0], closed[1] - 50), labels[1], rgb=NO),
            Label((bar[0], bar[1] + 62), labels[2]),
        ]
    elif name == "bear_off":
        pos = Position.from_points(
            short, {5: 2, 4: 3, 3: 3, 2: 2, 1: 1}, {6: 4, 8: 3, 13: 3, 19: 2},
            off=(4, 3), turn=WHITE,
        )
        view = BoardView(orientation=WHITE, numbering=WHITE, show_pips=False, dice=(6, 4))
        x_in = g.TRAY_X0 + 4
        y_in = g.tray_count_center(WHITE, WHITE, pos.off[WHITE])[1] - 34
        p4, p5 = _own(short, WHITE, 4, 2), _own(short, WHITE, 5, 1)
        marks += [
            Arrow((p4, (x_in, y_in)), OK, bend=0.2),
            Arrow((p5, (x_in, y_in + 30)), OK, bend=0.3),
            Label((p4[0] + 60, p4[1] - 72), labels[0], rgb=OK),
            Label((p5[0] - 80, p5[1] - 120), labels[1], rgb=OK),
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
            Label(((p13[0] + p18[0]) / 2, p13[1] - 44), labels[0], rgb=OK),
            Label((p19[0] + 110, p19[1] - 2), labels[1], rgb=NO),
        ]
    else:  # pragma: no cover - guarded by rule_diagram
        raise ValueError(name)
    return Diagram(pos, view, title, caption, tuple(marks))


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


def diagram_image(name: str, lang: str = "ru") -> Image.Image:
    """The RGB picture of :func:`rule_diagram`."""
    if name not in RULE_DIAGRAMS:
        raise ValueError(f"unknown rule diagram {name!r}; expected one of {RULE_DIAGRAMS}")
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; expected one of {LANGS}")
    dg = _diagram(name, lang)
    board = render_image(dg.position, dg.view).convert("RGBA")
    w, h = board.size
    over = Image.new("RGBA", (w * OV, h * OV), (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    for m in dg.marks:
        if isinstance(m, Arrow):
            _draw_arrow(d, m)
    for m in dg.marks:
        if isinstance(m, Cross):
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
    d.text((w / 2, g.HEADER_H / 2), dg.title, font=s.font(28, bold=True), fill=s.GOLD,
           anchor="mm")
    f = s.font(27)
    lines = _wrap(dg.caption, f, w - 48)
    line_h = 38
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


@lru_cache(maxsize=32)
def rule_diagram(name: str, lang: str = "ru") -> bytes:
    """PNG bytes of the rule diagram ``name`` (see ``RULE_DIAGRAMS``) in ``lang`` ("ru"/"en").

    Raise ValueError for an unknown name or language. Results are cached.
    """
    img = diagram_image(name, lang)
    return encode_png(img.quantize(256, method=Image.Quantize.MEDIANCUT), palette=False)
