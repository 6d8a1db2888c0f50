"""The doubling cube in the board picture: in the middle of the bar at 1, at the owner's
edge once doubled, absent without the cube."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine import BLACK, WHITE, start_position
from rendering import BoardView, render_board
from rendering.board import CUBE, CUBE_FACE, cube_center


def pixel(png: bytes, xy: tuple[int, int]) -> tuple[int, int, int]:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    return img.getpixel(xy)  # type: ignore[return-value]


def near(a: tuple[int, int, int], b: tuple[int, int, int], tol: int = 12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("owner", [None, WHITE, BLACK])
def test_the_cube_is_drawn_where_it_lies(owner: int | None) -> None:
    pos = start_position("short", WHITE)
    value = 1 if owner is None else 4
    plain = render_board(pos, BoardView(orientation=WHITE))
    drawn = render_board(pos, BoardView(orientation=WHITE, cube=(value, owner)))
    cx, cy = cube_center(owner, WHITE)
    probe = (cx - CUBE // 2 + 6, cy - CUBE // 2 + 8)  # inside the face, clear of the digits
    assert near(pixel(drawn, probe), CUBE_FACE)
    assert not near(pixel(plain, probe), CUBE_FACE)
    # the viewer's cube lies at the bottom, the opponent's at the top, 1 in the middle
    if owner == WHITE:
        assert cy > cube_center(None, WHITE)[1] > cube_center(BLACK, WHITE)[1]


def test_a_bad_cube_is_refused() -> None:
    with pytest.raises(ValueError):
        render_board(start_position("short", WHITE), BoardView(cube=(3, WHITE)))
