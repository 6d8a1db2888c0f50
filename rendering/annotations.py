"""What a rule diagram draws over a board: arrows, labels, crosses, brackets and a cube.

Coordinates are screen pixels of the board picture (:mod:`rendering.geometry`); the marks are
drawn on an RGBA overlay ``OV`` times larger and scaled down (smooth edges at phone size).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import geometry as g
from . import sprites as s
from .text import draw_text, text_bbox

__all__ = ["Pt", "Arrow", "Label", "Cross", "Bracket", "CubeMark", "OV", "LABEL_SIZE", "OK",
           "NO", "INK", "draw_marks"]

LABEL_SIZE = 28
"""Font size (px) of the labels drawn over a diagram (at least 28: read at phone size)."""

OK = (90, 220, 110)
NO = s.CLOSED
INK = (250, 246, 236)

Pt = tuple[float, float]


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


def draw_arrow(d: ImageDraw.ImageDraw, a: Arrow) -> None:
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
    rim = 4 * OV if sum(a.rgb) > 300 else 8 * OV  # a dark arrow needs a wide light rim
    for width, col in ((w + rim, outline), (w, a.rgb + (255,))):
        d.line(path, fill=col, width=int(width), joint="curve")
        for p in (path[0], path[-1]):
            r = width / 2
            d.ellipse((p[0] - r, p[1] - r, p[0] + r, p[1] + r), fill=col)
        for tip, left, right in heads:
            if col is outline:
                d.polygon([tip, left, right], fill=col, outline=col, width=int(4 * OV))
            else:
                d.polygon([tip, left, right], fill=col)


def draw_label(d: ImageDraw.ImageDraw, lab: Label) -> None:
    f = s.font(lab.size * OV, bold=True)
    x, y = lab.at[0] * OV, lab.at[1] * OV
    box = text_bbox((x, y), lab.text, f, anchor="mm")
    pad_x, pad_y = 12 * OV, 7 * OV
    d.rounded_rectangle((box[0] - pad_x, box[1] - pad_y, box[2] + pad_x, box[3] + pad_y),
                        radius=12 * OV, fill=(16, 18, 16, 215), outline=lab.rgb + (255,),
                        width=2 * OV)
    draw_text(d, (x, y), lab.text, f, fill=lab.rgb + (255,), anchor="mm")


def draw_cross(d: ImageDraw.ImageDraw, c: Cross) -> None:
    x, y, r = c.at[0] * OV, c.at[1] * OV, c.size * OV
    d.ellipse((x - r - 4 * OV, y - r - 4 * OV, x + r + 4 * OV, y + r + 4 * OV),
              fill=(255, 255, 255, 235), outline=NO + (255,), width=4 * OV)
    k = r * 0.55
    for sx in (1, -1):
        d.line((x - k, y - k * sx, x + k, y + k * sx), fill=NO + (255,), width=int(7 * OV))


def draw_bracket(d: ImageDraw.ImageDraw, b: Bracket) -> None:
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
    draw_label(d, Label(((x0 + x1) / 2 / OV, y / OV - (22 if not b.top else -22)), b.text,
                         rgb=b.rgb))


def draw_cube(d: ImageDraw.ImageDraw, c: CubeMark) -> None:
    x, y, h = c.at[0] * OV, c.at[1] * OV, c.size * OV / 2
    d.rounded_rectangle((x - h + 3 * OV, y - h + 4 * OV, x + h + 3 * OV, y + h + 4 * OV),
                        radius=10 * OV, fill=(0, 0, 0, 110))
    d.rounded_rectangle((x - h, y - h, x + h, y + h), radius=10 * OV, fill=(250, 246, 236, 255),
                        outline=(120, 110, 96, 255), width=3 * OV)
    d.text((x, y), str(c.value), font=s.font(int(40 * OV), bold=True), fill=(30, 28, 30, 255),
           anchor="mm")



def draw_marks(board: Image.Image, marks: Sequence[object]) -> Image.Image:
    """``board`` (RGB) with ``marks`` drawn over it: arrows first, then cubes, crosses and
    brackets, labels on top (a label is never hidden by an arrow)."""
    rgba = board.convert("RGBA")
    w, h = rgba.size
    over = Image.new("RGBA", (w * OV, h * OV), (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    for m in marks:
        if isinstance(m, Arrow):
            draw_arrow(d, m)
    for m in marks:
        if isinstance(m, CubeMark):
            draw_cube(d, m)
        elif isinstance(m, Cross):
            draw_cross(d, m)
        elif isinstance(m, Bracket):
            draw_bracket(d, m)
    for m in marks:
        if isinstance(m, Label):
            draw_label(d, m)
    box = over.getbbox()
    if box is not None:
        # Only the part with marks is scaled down: the filter gives the same pixels there
        # (the part is cut on whole output pixels, with a margin wider than the filter's
        # reach, so every pixel it touches sees the same input), and nothing elsewhere.
        x0, y0 = max(0, box[0] // OV - _MARGIN), max(0, box[1] // OV - _MARGIN)
        x1, y1 = min(w, -(-box[2] // OV) + _MARGIN), min(h, -(-box[3] // OV) + _MARGIN)
        part = over.crop((x0 * OV, y0 * OV, x1 * OV, y1 * OV))
        rgba.alpha_composite(part.resize((x1 - x0, y1 - y0), Image.Resampling.LANCZOS),
                             (x0, y0))
    return rgba.convert("RGB")


_MARGIN = 8
"""Output pixels kept around the marks when the overlay is scaled down: more than twice
the Lanczos filter's reach of 3."""
