"""The doubling cube in the board picture: in the middle of the bar at 1 showing 64, at the
owner's edge once doubled, an offered double on the side of the player who must answer;
absent without the cube. And the result line across a finished board."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine import BLACK, WHITE, start_position
from rendering import BOARD_SIZE, BoardView, Header, render_board
from rendering.geometry import FIELD_X0, FIELD_X1, HEADER_H, MID_Y
from rendering.overlay import CUBE, CUBE_FACE, cube_center
from rendering.sprites import GOLD


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


def _crop(png: bytes, center: tuple[int, int], half: int = CUBE // 2 + 8) -> bytes:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    cx, cy = center
    return img.crop((cx - half, cy - half, cx + half, cy + half)).tobytes()


def test_the_centred_cube_shows_64_as_a_real_cube_does() -> None:
    pos = start_position("short", WHITE)
    centre = cube_center(None, WHITE)
    at_one = render_board(pos, BoardView(cube=(1, None)))
    # the picture of the cube at 1 is the face with 64 (golden: the same pixels), not 1 or 2
    assert _crop(at_one, centre) == _crop(render_board(pos, BoardView(cube=(64, None))), centre)
    assert _crop(at_one, centre) != _crop(render_board(pos, BoardView(cube=(32, None))), centre)


def test_the_cube_is_half_as_large_again_as_before() -> None:
    assert CUBE >= 69  # 1.5 x 46 px
    pos = start_position("short", WHITE)
    img = Image.open(io.BytesIO(render_board(pos, BoardView(cube=(2, None))))).convert("RGB")
    cx, cy = cube_center(None, WHITE)
    row = [img.getpixel((x, cy - CUBE // 2 + 10)) for x in range(cx - 60, cx + 60)]
    face = [x for x, rgb in enumerate(row) if near(rgb, CUBE_FACE)]  # type: ignore[arg-type]
    assert face and max(face) - min(face) >= 56  # the face alone, the side not counted


@pytest.mark.parametrize("owner", [WHITE, BLACK])
def test_an_owned_cube_shows_its_value_on_the_owners_side(owner: int) -> None:
    pos = start_position("short", WHITE)
    at = cube_center(owner, WHITE)
    four = render_board(pos, BoardView(cube=(4, owner)))
    assert _crop(four, at) != _crop(render_board(pos, BoardView(cube=(8, owner))), at)
    assert _crop(four, at) != _crop(render_board(pos, BoardView()), at)
    assert (at[1] > cube_center(None, WHITE)[1]) == (owner == WHITE)


def _gold(png: bytes, box: tuple[int, int, int, int]) -> int:
    img = Image.open(io.BytesIO(png)).convert("RGB").crop(box)
    return sum(1 for rgb in img.get_flattened_data() if near(rgb, GOLD, 30))  # type: ignore[arg-type]


@pytest.mark.parametrize("taker", [WHITE, BLACK])
def test_an_offered_double_stands_with_the_player_who_must_answer(taker: int) -> None:
    doubler = 1 - taker
    pos = start_position("short", doubler)  # the doubler is on turn
    header = Header("Аня", "Борис")
    offered = render_board(pos, BoardView(cube=(2, taker), cube_offered=True, header=header))
    owned = render_board(pos, BoardView(cube=(2, taker), header=header))
    cx, cy = cube_center(taker, WHITE)
    rim = (cx - CUBE // 2 - 7, cy - CUBE // 2 - 7, cx + CUBE // 2 + 7, cy + CUBE // 2 + 7)
    assert _gold(offered, rim) > 150 and _gold(owned, rim) < 20
    # the highlighted name is the taker's (the viewer, White, is on the left)
    w = BOARD_SIZE[0]
    left, right = (0, 0, w // 2 - 80, HEADER_H), (w // 2 + 80, 0, w, HEADER_H)
    taker_box, doubler_box = (left, right) if taker == WHITE else (right, left)
    assert _gold(offered, taker_box) > 100 and _gold(offered, doubler_box) < 20
    assert _gold(owned, doubler_box) > 100  # without an offer: the side on turn
    with pytest.raises(ValueError):
        render_board(pos, BoardView(cube=(1, None), cube_offered=True))


def test_a_finished_board_says_who_won_and_how() -> None:
    pos = start_position("short", WHITE)
    header = Header("Аня", "Борис")
    plain = render_board(pos, BoardView(header=header))
    won = render_board(pos, BoardView(header=header, banner="Победа: Борис · 2 очка (марс)",
                                      banner_color=BLACK))
    band = (FIELD_X0 + 100, MID_Y - 28, FIELD_X1 - 100, MID_Y + 28)
    assert _gold(won, band) > 600 and _gold(plain, band) < 50
    w = BOARD_SIZE[0]
    assert _gold(won, (w // 2 + 80, 0, w, HEADER_H)) > 100  # the winner's name
    assert _gold(won, (0, 0, w // 2 - 80, HEADER_H)) < 20
    other = render_board(pos, BoardView(header=header, banner="Победа: Борис · 3 очка (кокс)",
                                        banner_color=BLACK))
    assert won != other  # the words are drawn, not a fixed picture
