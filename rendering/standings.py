"""A tournament's standings as a table (PNG) drawn in the board's colours.

One row per player on the board's felt (alternate rows a shade darker), a header on the
frame's wood, the title in gold on the dark table colour: place, name, points, Buchholz,
Sonneborn–Berger and the matches played over the board. A player's forfeits appear as a
red ``×n`` after the name; a withdrawn player's row is dimmed and the name struck through;
a legend under the table says so in the caller's words. Texts come translated from the
caller (keys :data:`STANDINGS_TEXT_KEYS`). :data:`STANDINGS_WIDTH` is 720 px with texts of
at least 26 px, so that they stay above 14 px where Telegram shows the picture 400 px wide.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw, ImageFont

from engine.tournament import Standing

from . import sprites as s
from .board import encode_png

__all__ = ["STANDINGS_TEXT_KEYS", "STANDINGS_WIDTH", "ROW_HEIGHT", "render_standings"]

STANDINGS_WIDTH = 720
"""The width of every standings picture; the height grows with the rows."""

ROW_HEIGHT = 50
"""The height of one player's row."""

STANDINGS_TEXT_KEYS = (
    "title",
    "subtitle",
    "place",
    "name",
    "points",
    "buchholz",
    "sonneborn_berger",
    "played",
    "legend",
)
"""The texts of a table: the title (the tournament), a subtitle (e.g. the round), the six
column headers and the legend of the marks (empty: none drawn)."""

_DEFAULT_TEXTS = {
    "title": "Standings",
    "subtitle": "",
    "place": "#",
    "name": "Player",
    "points": "Pts",
    "buchholz": "Bh",
    "sonneborn_berger": "SB",
    "played": "M",
    "legend": "×n forfeits; struck through: withdrawn",
}

_TOP = 112
_HEADER = 46
_PAD = 18
# right edges of the number columns, after the name column
_COLUMNS = (("points", 496), ("buchholz", 578), ("sonneborn_berger", 642), ("played", 698))
_NAME_X = 80
_NAME_END = 420


def _fit(text: str, font: ImageFont.FreeTypeFont, width: float) -> str:
    """``text`` cut with an ellipsis to at most ``width`` pixels."""
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


def render_standings(
    standings: Sequence[Standing],
    names: Mapping[int, str],
    texts: Mapping[str, str] | None = None,
) -> bytes:
    """The PNG table of ``standings`` (in their order), players named by ``names``.

    ``texts`` has the keys of :data:`STANDINGS_TEXT_KEYS` (None or missing keys: plain
    English defaults). A player without a name is shown by their id.
    """
    t = dict(_DEFAULT_TEXTS, **(texts or {}))
    w = STANDINGS_WIDTH
    legend = bool(t["legend"])
    h = _TOP + _HEADER + ROW_HEIGHT * len(standings) + (56 if legend else 16)
    img = Image.new("RGB", (w, h), s.TABLE)
    d = ImageDraw.Draw(img)
    d.text((w / 2, 16), t["title"], font=s.font(34, bold=True), fill=s.GOLD, anchor="mt")
    if t["subtitle"]:
        d.text((w / 2, 64), t["subtitle"], font=s.font(26), fill=s.TEXT_DIM, anchor="mt")
    d.rectangle((8, _TOP, w - 8, _TOP + _HEADER), fill=s.FRAME)
    head = s.font(26, bold=True)
    mid = _TOP + _HEADER / 2
    d.text((56, mid), t["place"], font=head, fill=s.NUMBER, anchor="rm")
    d.text((_NAME_X, mid), t["name"], font=head, fill=s.NUMBER, anchor="lm")
    for key, right in _COLUMNS:
        d.text((right, mid), t[key], font=head, fill=s.NUMBER, anchor="rm")
    body, bold, small = s.font(28), s.font(28, bold=True), s.font(24, bold=True)
    y = _TOP + _HEADER
    for i, row in enumerate(standings):
        d.rectangle((8, y, w - 8, y + ROW_HEIGHT - 1), fill=s.FELT if i % 2 == 0 else s.FELT_DARK)
        cy = y + ROW_HEIGHT / 2
        ink = s.TEXT_DIM if row.withdrawn else s.TEXT
        place_ink = s.GOLD if row.place <= 3 and not row.withdrawn else ink
        d.text((56, cy), str(row.place), font=bold, fill=place_ink, anchor="rm")
        mark = f"×{row.forfeits}" if row.forfeits else ""
        room = _NAME_END - _NAME_X - (small.getlength(mark) + 10 if mark else 0)
        name = _fit(names.get(row.player, str(row.player)), body, room)
        d.text((_NAME_X, cy), name, font=body, fill=ink, anchor="lm")
        end = _NAME_X + body.getlength(name)
        if row.withdrawn:
            d.line((_NAME_X, cy, end, cy), fill=s.CLOSED, width=3)
        if mark:
            d.text((end + 10, cy), mark, font=small, fill=s.CLOSED, anchor="lm")
        figures = (row.points, row.buchholz, row.sonneborn_berger, row.played)
        for (_, right), value in zip(_COLUMNS, figures):
            font = bold if right == _COLUMNS[0][1] else body
            d.text((right, cy), str(value), font=font, fill=ink, anchor="rm")
        y += ROW_HEIGHT
    if legend:
        d.text((w / 2, h - 16), t["legend"], font=s.font(24), fill=s.TEXT_DIM, anchor="mb")
    return encode_png(img, palette=False)
