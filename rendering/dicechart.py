"""The dice statistics as a bar chart (PNG): faces and doubles against a fair pair's counts.

Two panels side by side on the board's dark table colour: the six faces (each die of every
roll) and the six doubles, one bar each, with a dashed gold line at the count fair dice give
and the bar's count written above it. Texts come translated from the caller; the figures
are written with ``decimal`` as the decimal mark. 960 x 600 pixels with labels of at least
26 px: readable at phone size, where Telegram shows the picture about 400 px wide.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.dicestats import DiceStats

from . import sprites as s
from .board import encode_png
from .text import draw_text

__all__ = ["CHART_SIZE", "CHART_TEXT_KEYS", "render_dice_chart"]

CHART_SIZE = (960, 600)
"""(width, height) of every chart."""

CHART_TEXT_KEYS = ("title", "faces", "doubles", "expected", "summary", "group")
"""The texts a chart needs: its title, the two panels' titles, the legend of the dashed
line, a one-line summary under the panels (e.g. the rolls and the average pips) and the
language's digit group separator for the counts over the bars (``1 200``, ``1,200``)."""

_DEFAULT_TEXTS = {
    "title": "Dice", "faces": "Faces", "doubles": "Doubles", "expected": "fair dice",
    "summary": "", "group": ",",
}
_BAR = s.TURN_STEP
_DOUBLE_BAR = s.LAST_MOVE


def _panel(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str,
           counts: tuple[int, ...], expected: float, labels: tuple[str, ...],
           rgb: tuple[int, int, int], group: str) -> None:
    x0, y0, x1, y1 = box
    draw_text(d, ((x0 + x1) / 2, y0), title, s.font(30, bold=True), fill=s.TEXT, anchor="mt")
    top, base = y0 + 80, y1 - 44
    peak = max([*counts, expected, 1]) * 1.12
    n = len(counts)
    slot = (x1 - x0) / n
    small = s.font(24)
    ey = base - (base - top) * expected / peak
    x = float(x0)
    while x < x1:
        d.line((x, ey, min(x + 14, x1), ey), fill=s.GOLD, width=4)
        x += 24
    for i, c in enumerate(counts):
        cx = x0 + slot * (i + 0.5)
        h = (base - top) * c / peak
        d.rectangle((cx - slot * 0.32, base - h, cx + slot * 0.32, base), fill=rgb)
        d.text((cx, base - h - 6), f"{c:,}".replace(",", group), font=small, fill=s.TEXT, anchor="mb",
               stroke_width=3, stroke_fill=s.TABLE)
        d.text((cx, base + 8), labels[i], font=s.font(28, bold=True), fill=s.NUMBER, anchor="mt")
    d.line((x0, base, x1, base), fill=s.TEXT_DIM, width=2)


def render_dice_chart(stats: DiceStats, texts: Mapping[str, str] | None = None) -> bytes:
    """The PNG chart of ``stats`` with ``texts`` (keys :data:`CHART_TEXT_KEYS`; None: plain
    English defaults)."""
    t = dict(_DEFAULT_TEXTS, **(texts or {}))
    w, h = CHART_SIZE
    img = Image.new("RGB", CHART_SIZE, s.TABLE)
    d = ImageDraw.Draw(img)
    draw_text(d, (w / 2, 22), t["title"], s.font(36, bold=True), fill=s.GOLD, anchor="mt")
    d.line((w / 2 - 150, 84, w / 2 - 110, 84), fill=s.GOLD, width=4)
    draw_text(d, (w / 2 - 100, 84), t["expected"], s.font(26), fill=s.TEXT_DIM, anchor="lm")
    _panel(d, (30, 110, w // 2 - 20, h - 70), t["faces"], stats.faces, stats.expected_face,
           tuple(str(i) for i in range(1, 7)), _BAR, t["group"])
    _panel(d, (w // 2 + 20, 110, w - 30, h - 70), t["doubles"], stats.doubles,
           stats.expected_double, tuple(f"{i}-{i}" for i in range(1, 7)), _DOUBLE_BAR,
           t["group"])
    if t["summary"]:
        draw_text(d, (w / 2, h - 20), t["summary"], s.font(28), fill=s.TEXT, anchor="mb")
    return encode_png(img, palette=False)
