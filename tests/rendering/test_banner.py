"""The result line across a finished board: the kind of win and the points stay whole for
any name (only the name is cut, by its drawn width), and the pill covers a cube left in
the middle of the bar; golden pictures of the middle band, Russian and English.

The golden pictures are ``tests/rendering/golden/banner-*.png``; ``NARDY_UPDATE_GOLDEN=1``
writes them anew (look at them before committing)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from engine import BLACK, WHITE
from engine.position import start_position
from rendering import BOARD_SIZE, BoardView, Header, render_board
from rendering import geometry as g
from rendering.overlay import BANNER_SIZE, CUBE, banner_text, cube_center

GOLDEN = Path(__file__).resolve().parent / "golden"
LONG_NAME = "Александра Константиновна Щед"
"""A name of 30 characters (the longest a player's name is shown with)."""
LONG_NAME_EN = "Maximiliano Bartholomew Quinn"

CASES = {
    # the bot's level name in its quotes, and a long name, in both languages
    "ru-bot": ("Победа: Бот «Любитель» · 1 очко (обычная)", "Бот «Любитель»"),
    "ru-long": (f"Победа: {LONG_NAME}! · 2 очка (марс)", f"{LONG_NAME}!"),
    "en-bot": ("Win: Bot “Amateur” · 1 point (single)", "Bot “Amateur”"),
    "en-long": (f"Win: {LONG_NAME_EN}! · 3 points (backgammon)", f"{LONG_NAME_EN}!"),
}
BAND = (0, g.BAND_Y0, BOARD_SIZE[0], g.BAND_Y1)


def _board(text: str, name: str | None, cube: tuple[int, int | None] | None = (1, None)
           ) -> Image.Image:
    view = BoardView(header=Header("Аня", "Борис"), banner=text, banner_name=name,
                     banner_color=BLACK, cube=cube)
    png = render_board(start_position("short", WHITE), view)
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_the_names_are_thirty_characters() -> None:
    assert len(f"{LONG_NAME}!") == 30 and len(f"{LONG_NAME_EN}!") == 30


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_banner_matches_its_golden_picture(case: str) -> None:
    got = _board(*CASES[case]).crop(BAND)
    path = GOLDEN / f"banner-{case}.png"
    if os.environ.get("NARDY_UPDATE_GOLDEN") == "1":
        got.save(path, optimize=True)
    want = Image.open(path).convert("RGB")
    assert want.size == got.size
    diff = np.abs(np.asarray(got).astype(int) - np.asarray(want).astype(int)).max(axis=-1)
    # the same pixels, give or take what another FreeType release rounds differently
    assert (diff > 64).mean() < 0.002, f"{case}: {(diff > 64).sum()} pixels differ"


@pytest.mark.parametrize("case", sorted(CASES))
def test_only_the_name_is_cut(case: str) -> None:
    from rendering.sprites import font

    text, name = CASES[case]
    f = font(BANNER_SIZE, bold=True)
    room = g.FIELD_X1 - g.FIELD_X0 - 40
    fitted = banner_text(text, name, f, room)
    head, tail = text.split(name)
    assert fitted.startswith(head) and fitted.endswith(tail)  # the result whole
    if case.endswith("long"):
        assert "…" in fitted and name not in fitted  # the name shortened
    else:
        assert fitted == text
    # without knowing the name the line itself would lose the points and the kind
    if case.endswith("long"):
        assert not banner_text(text, None, f, room).endswith(tail)


def test_the_banner_covers_the_cube_in_the_middle() -> None:
    text, name = CASES["ru-bot"]
    with_cube = np.asarray(_board(text, name))
    without = np.asarray(_board(text, name, cube=None))
    cx, cy = cube_center(None, WHITE)
    h = CUBE // 2 + 2
    box = (slice(cy - h, cy + h), slice(cx - h, cx + h))
    assert (with_cube[box] == without[box]).all()  # no edge of the cube sticks out
    # and the cube is really there under it: without the banner it shows
    bare = np.asarray(_board("", None))
    assert (bare[box] != without[box]).any()
