"""The standings table: a golden picture of a finished event, its rows, marks and size.

The golden file ``data/standings.png`` is the table of the event below; after a deliberate
change of the drawing regenerate it with ``python -m tests.rendering.test_standings``.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops

from rendering import sprites as s
from rendering.standings import ROW_HEIGHT, STANDINGS_WIDTH, render_standings
from tests.rendering.helpers import event

GOLDEN = Path(__file__).parent / "data" / "standings.png"
NAMES = {1: "Арсен", 2: "Гиви Мамардашвили-Церетели", 3: "Ольга", 4: "Rustam", 5: "Нино"}
TEXTS = {
    "title": "Турнир группы",
    "subtitle": "Итог: 3 тура",
    "place": "№",
    "name": "Игрок",
    "points": "Очки",
    "buchholz": "Бх",
    "sonneborn_berger": "ЗБ",
    "played": "М",
    "legend": "×n — неявки, зачёркнут — снялся",
}


def picture() -> bytes:
    """The PNG of :func:`event`'s table."""
    return render_standings(event().standings(), NAMES, TEXTS)


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    raw = img.tobytes()
    return [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, len(raw), 3)]


def test_the_table_is_the_golden_picture() -> None:
    img, golden = _image(picture()), _image(GOLDEN.read_bytes())
    assert img.size == golden.size
    changed = sum(ImageChops.difference(img, golden).convert("L").histogram()[41:])
    # the same drawing: at most a few anti-aliased pixels of text may differ between builds
    assert changed <= img.width * img.height // 500


def test_one_row_per_player_and_the_marks() -> None:
    table = event().standings()
    img = _image(picture())
    assert img.width == STANDINGS_WIDTH
    assert [r.player for r in table] == [5, 1, 4, 3, 2]
    rows_top = img.height - 56 - ROW_HEIGHT * len(table)
    felt = [img.getpixel((12, rows_top + ROW_HEIGHT * i + 4)) for i in range(len(table))]
    assert felt == [s.FELT, s.FELT_DARK, s.FELT, s.FELT_DARK, s.FELT]

    def red(i: int) -> int:
        band = img.crop((80, rows_top + ROW_HEIGHT * i, 480, rows_top + ROW_HEIGHT * (i + 1)))
        return sum(1 for rgb in _pixels(band) if rgb == s.CLOSED)

    # the last row (2: withdrawn, one forfeit) is struck through and marked; the first is not
    assert red(4) > 200 and red(0) == 0
    assert not table[0].withdrawn and table[4].withdrawn and table[4].forfeits == 1


def test_a_long_name_stays_in_its_column() -> None:
    table = event().standings()
    long = {p: "Ы" * 60 for p in NAMES}
    img = _image(render_standings(table, long, TEXTS))
    top = img.height - 56 - ROW_HEIGHT * len(table)
    gap = img.crop((440, top, 455, top + ROW_HEIGHT * len(table)))
    assert all(rgb in (s.FELT, s.FELT_DARK) for rgb in _pixels(gap))


if __name__ == "__main__":
    GOLDEN.write_bytes(picture())
