"""What lies on a board besides checkers, dice and marks: the doubling cube and the line
with a finished game's result; and the fitting of names and texts into their room."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from . import geometry as g
from . import sprites as s
from . import text as _text
from .text import draw_text, text_length

__all__ = ["CUBE", "cube_center", "draw_cube", "draw_banner", "clean_text", "fit_text",
           "BANNER_SIZE", "BANNER_H", "banner_text"]


CUBE = 70
"""Side of the doubling cube in pixels (wider than the bar by a hair: legible at phone
size)."""
CUBE_FACE = (248, 240, 218)
CUBE_SIDE = (196, 182, 150)
CUBE_INK = (70, 40, 20)


def cube_center(owner: int | None, orientation: int) -> tuple[int, int]:
    """Where the cube is drawn: the middle of the bar, or the owner's edge of the bar (the
    viewer's at the bottom)."""
    x = round((g.BAR_X0 + g.BAR_X1) / 2)
    if owner is None:
        return x, g.MID_Y
    if owner == orientation:
        return x, g.FIELD_Y1 - CUBE // 2 - 4
    return x, g.FIELD_Y0 + CUBE // 2 + 4


def draw_cube(img: Image.Image, value: int, owner: int | None, orientation: int,
               offered: bool = False) -> None:
    """The doubling cube: a light die with its value (64 at 1, as on a real cube) and a
    darker side that makes it read as a cube; an offered one has a gold rim."""
    cx, cy = cube_center(owner, orientation)
    d = ImageDraw.Draw(img)
    h = CUBE // 2
    depth = 6
    if offered:
        d.rounded_rectangle((cx - h - 6, cy - h - 6, cx + h + 6, cy + h + 6), radius=16,
                            fill=s.GOLD)
    d.rounded_rectangle((cx - h, cy - h, cx + h, cy + h), radius=12, fill=CUBE_SIDE,
                        outline=CUBE_INK, width=2)
    d.rounded_rectangle((cx - h, cy - h, cx + h - depth, cy + h - depth), radius=11,
                        fill=CUBE_FACE, outline=CUBE_INK, width=2)
    text = str(64 if value == 1 else value)
    f = s.font(38 if len(text) < 2 else 33, bold=True)
    d.text((cx - depth / 2, cy - depth / 2), text, font=f, fill=CUBE_INK, anchor="mm")


BANNER_SIZE = 30
"""Font size (px) of the result line across a finished board."""

BANNER_H = CUBE + 12
"""Height (px) of the result pill: it covers a cube left in the middle of the bar whole."""


def draw_banner(img: Image.Image, text: str, name: str | None = None) -> None:
    """``text`` in a dark pill with a gold rim across the middle band of the board, over
    the cube in the middle of the bar. Where it is too wide, only ``name`` (a player's
    name inside ``text``) is cut by its drawn width: the rest (the kind of win, the points)
    stays whole."""
    d = ImageDraw.Draw(img)
    f = s.font(BANNER_SIZE, bold=True)
    room = g.FIELD_X1 - g.FIELD_X0 - 40
    text = banner_text(clean_text(text), clean_text(name) if name else None, f, room)
    w = max(text_length(text, f), CUBE)
    cx = (g.FIELD_X0 + g.FIELD_X1) / 2
    h = BANNER_H
    d.rounded_rectangle((cx - w / 2 - 24, g.MID_Y - h / 2, cx + w / 2 + 24, g.MID_Y + h / 2),
                        radius=h // 2, fill=(24, 26, 24), outline=s.GOLD, width=3)
    draw_text(img, (cx, g.MID_Y), text, f, fill=s.GOLD, anchor="mm")


def banner_text(text: str, name: str | None, f: ImageFont.FreeTypeFont, room: float) -> str:
    """``text`` fitted into ``room`` pixels: by cutting ``name`` (where ``text`` holds it)
    with an ellipsis, the rest whole; the whole line only where the rest alone is too
    wide."""
    if text_length(text, f) <= room:
        return text
    if name and name in text:
        head, tail = text.split(name, 1)
        left = room - text_length(head + tail, f)
        if left > text_length("…", f):
            return head + _text.fit_text(name, f, left) + tail
    return _text.fit_text(text, f, room)


def clean_text(name: str) -> str:
    """``name`` on one line, with only what the shipped fonts draw (see
    :func:`rendering.text.clean_text`): every script and emoji stay."""
    return _text.clean_text(name)


def fit_text(d: ImageDraw.ImageDraw, text: str, f: ImageFont.FreeTypeFont, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels with primary font ``f``, its
    width measured over all its scripts and emoji (:func:`rendering.text.fit_text`)."""
    return _text.fit_text(text, f, width)
