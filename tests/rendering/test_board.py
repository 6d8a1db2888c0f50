"""Board pictures: read the PNG back (checkers, bar, trays, dice, numbers, marks)."""

from __future__ import annotations

import io
from collections import deque

import numpy as np
import pytest
from PIL import Image, ImageDraw

from engine.moves import Turn
from engine.position import (
    BLACK,
    WHITE,
    Position,
    Variant,
    from_white_point,
    start_position,
    to_white_point,
)
from rendering import (
    BOARD_SIZE,
    RULE_DIAGRAMS,
    BoardView,
    Header,
    render_board,
    rule_diagram,
    sprites,
)
from rendering import geometry as g
from rendering.gallery import random_frames
from tests.rendering.helpers import (
    checker_at,
    classify,
    decode,
    expected_visible,
    lum,
    number_error,
    read_board,
    read_stack,
)

SHORT, LONG = Variant.SHORT, Variant.LONG


def read_bar(img: np.ndarray, orientation: int, color: int) -> int:
    centers = [g.bar_checker_center(orientation, color, i) for i in range(g.MAX_VISIBLE)]
    return abs(read_stack(img, centers))


def read_tray(img: np.ndarray, orientation: int, color: int) -> int:
    n = 0
    for i in range(15):
        x0, y0, x1, _y1 = g.tray_slab_rect(orientation, color, i)
        kind = classify(img[y0 + 11, x0 + 10 : x1 - 10])
        if kind is None:
            break
        assert kind == ("W" if color == WHITE else "B")
        n += 1
    return n


def check_picture(pos: Position, view: BoardView) -> np.ndarray:
    img = decode(render_board(pos, view))
    assert img.shape == (BOARD_SIZE[1], BOARD_SIZE[0], 3)
    o = view.orientation
    assert read_board(img, pos.variant, o) == expected_visible(pos)
    for color in (WHITE, BLACK):
        assert read_bar(img, o, color) == min(pos.bar[color], g.MAX_VISIBLE)
        assert read_tray(img, o, color) == pos.off[color]
    return img


def components(mask: np.ndarray, min_size: int = 12) -> int:
    """Number of 4-connected blobs of at least ``min_size`` pixels in ``mask``."""
    seen = np.zeros_like(mask, dtype=bool)
    h, w = mask.shape
    count = 0
    for y in range(h):
        for x in range(w):
            if mask[y, x] and not seen[y, x]:
                size = 0
                q = deque([(y, x)])
                seen[y, x] = True
                while q:
                    cy, cx = q.popleft()
                    size += 1
                    for ny, nx in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                        if 0 <= ny < h and 0 <= nx < w and mask[ny, nx] and not seen[ny, nx]:
                            seen[ny, nx] = True
                            q.append((ny, nx))
                count += size >= min_size
    return count


def die_pips(img: np.ndarray, box: tuple[int, int, int, int], color: int) -> int:
    x0, y0, x1, y1 = box
    crop = img[y0 + 5 : y1 - 5, x0 + 5 : x1 - 5]
    mask = lum(crop) < 110 if color == WHITE else lum(crop) > 160
    return components(mask)


def near(img: np.ndarray, rgb: tuple[int, int, int], box, tol: int = 40) -> int:
    """Pixels within ``tol`` (per channel) of ``rgb`` inside ``box``."""
    x0, y0, x1, y1 = (int(v) for v in box)
    crop = img[max(0, y0) : y1, max(0, x0) : x1]
    return int(np.all(np.abs(crop - np.array(rgb)) <= tol, axis=-1).sum())


def around(center: tuple[int, int], r: float) -> tuple[float, float, float, float]:
    return (center[0] - r, center[1] - r, center[0] + r + 1, center[1] + r + 1)


# ---------------------------------------------------------------- positions
MID_SHORT = Position.from_points(
    SHORT, {6: 4, 8: 2, 13: 5, 7: 2, 24: 1}, {6: 4, 8: 3, 13: 4, 5: 2, 24: 1},
    bar=(1, 1), turn=BLACK,
)
BEAR_SHORT = Position.from_points(
    SHORT, {1: 2, 2: 3, 3: 2, 5: 1}, {1: 1, 2: 2, 4: 3, 6: 2, 19: 1}, turn=WHITE
)
TALL = Position.from_points(SHORT, {6: 11, 2: 4}, {24: 9, 13: 6}, turn=WHITE)
LONG_MID = Position.from_points(
    LONG, {24: 10, 19: 2, 16: 1, 13: 1, 6: 1}, {24: 11, 22: 2, 20: 1, 14: 1}, turn=WHITE
)
LONG_END = Position.from_points(
    LONG, {6: 2, 5: 3, 3: 2, 1: 1}, {6: 4, 4: 3, 2: 2, 1: 1, 14: 1}, turn=BLACK
)
BAR_HEAVY = Position.from_points(SHORT, {6: 5, 8: 3}, {6: 5, 13: 2}, bar=(7, 8), turn=WHITE)
POSITIONS = [
    start_position(SHORT),
    start_position(LONG, BLACK),
    MID_SHORT,
    BEAR_SHORT,
    TALL,
    LONG_MID,
    LONG_END,
    BAR_HEAVY,
]


# ---------------------------------------------------------------- size and format
def test_size_and_format() -> None:
    png = render_board(start_position(SHORT))
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG"
    assert img.size == BOARD_SIZE
    assert BOARD_SIZE[0] >= 1000


# ---------------------------------------------------------------- geometry
def test_every_point_has_its_own_slot(variant: Variant, orientation: int) -> None:
    rects = {g.point_rect(variant, orientation, wp) for wp in range(1, 25)}
    assert len(rects) == 24
    xs = sorted({r[0] for r in rects})
    assert len(xs) == 12
    for r in rects:  # inside the field, clear of the bar
        assert r[0] >= g.FIELD_X0 and r[2] <= g.FIELD_X1
        assert r[2] <= g.BAR_X0 or r[0] >= g.BAR_X1


def _corner(variant: Variant, orientation: int, wp: int) -> str:
    k = g.screen_point(variant, orientation, wp)
    col = g.column(k)
    side = "left" if col == 0 else "right" if col == 11 else str(col)
    return ("top-" if g.is_top(k) else "bottom-") + side


def test_viewer_home_is_bottom_right(variant: Variant, orientation: int) -> None:
    for own in range(1, 7):
        k = g.screen_point(variant, orientation, to_white_point(variant, orientation, own))
        assert k == own and not g.is_top(k) and g.column(k) >= 6
    assert _corner(variant, orientation, to_white_point(variant, orientation, 1)) == (
        "bottom-right"
    )


def test_heads_in_opposite_corners_long() -> None:
    for o in (WHITE, BLACK):
        my_head = to_white_point(LONG, o, 24)
        their_head = to_white_point(LONG, 1 - o, 24)
        assert _corner(LONG, o, my_head) == "top-right"
        assert _corner(LONG, o, their_head) == "bottom-left"
    assert _corner(SHORT, WHITE, 1) == "bottom-right"  # Black's 24 faces White's home
    assert _corner(SHORT, BLACK, 24) == "bottom-right"


def _screen_xy(variant: Variant, orientation: int, color: int, own: int) -> tuple[int, int]:
    return g.checker_center(variant, orientation, to_white_point(variant, color, own), 0)


def test_direction_of_play(variant: Variant, orientation: int) -> None:
    """Counter-clockwise: leftwards along the top, rightwards along the bottom."""
    mid_y = g.MID_Y
    for color in (WHITE, BLACK):
        ccw = color == orientation or variant is LONG
        turns = 0
        for own in range(24, 1, -1):
            (x0, y0), (x1, y1) = (_screen_xy(variant, orientation, color, k) for k in (own, own - 1))
            if (y0 < mid_y) == (y1 < mid_y):
                leftwards = x1 < x0
                assert leftwards == ((y0 < mid_y) == ccw), (color, own)
            else:
                turns += 1
                # the route changes rows at the left edge going down when counter-clockwise
                assert (x0 < g.BAR_X0) == ((y0 < mid_y) == ccw)
        assert turns == 1


# ---------------------------------------------------------------- checkers, bar, trays
@pytest.mark.parametrize("pos", POSITIONS, ids=range(len(POSITIONS)))
def test_checkers_read_back(pos: Position, orientation: int) -> None:
    check_picture(pos, BoardView(orientation=orientation, dice=(5, 2)))


def test_random_game_frames_read_back() -> None:
    for pos, view in random_frames(24, seed=3):
        check_picture(pos, view)


def test_read_back_would_notice_a_wrong_picture() -> None:
    img = decode(render_board(MID_SHORT))
    assert read_board(img, SHORT, WHITE) == expected_visible(MID_SHORT)
    assert read_board(img, SHORT, BLACK) != expected_visible(MID_SHORT)  # wrong side
    assert read_board(img, LONG, BLACK) != expected_visible(MID_SHORT)


def test_tall_stack_shows_its_count() -> None:
    img = decode(render_board(TALL))
    for wp, n in ((6, 11), (2, 4)):
        top = g.checker_center(SHORT, WHITE, wp, min(n, g.MAX_VISIBLE) - 1)
        centre = img[top[1] - 6 : top[1] + 7, top[0] - 8 : top[0] + 9]
        has_ink = lum(centre).min() < 120
        assert has_ink == (n > g.MAX_VISIBLE)
    black_top = g.checker_center(SHORT, WHITE, to_white_point(SHORT, BLACK, 24), 4)
    centre = img[black_top[1] - 6 : black_top[1] + 7, black_top[0] - 8 : black_top[0] + 9]
    assert lum(centre).max() > 200  # light digits on the black checker


# ---------------------------------------------------------------- dice
@pytest.mark.parametrize("turn", [WHITE, BLACK])
@pytest.mark.parametrize("dice", [(1, 2), (3, 4), (5, 6), (6, 1), (2, 2), (5, 5)])
def test_dice_pips(dice: tuple[int, int], turn: int) -> None:
    pos = start_position(SHORT, turn)
    for orientation in (WHITE, BLACK):
        img = decode(render_board(pos, BoardView(orientation=orientation, dice=dice)))
        values = [dice[0]] * 4 if dice[0] == dice[1] else list(dice)
        boxes = g.dice_boxes(len(values), right_half=turn == orientation)
        assert [die_pips(img, b, turn) for b in boxes] == values
        other = g.dice_boxes(len(values), right_half=turn != orientation)
        assert all(_face_share(img, b, turn) < 0.05 for b in other)


def _face_share(img: np.ndarray, box, color: int) -> float:
    x0, y0, x1, y1 = box
    crop = img[y0 + 5 : y1 - 5, x0 + 5 : x1 - 5]
    face = np.array(sprites.DIE_FACE[color])
    return float(np.all(np.abs(crop - face) <= 24, axis=-1).mean())


@pytest.mark.parametrize("color", [WHITE, BLACK])
def test_used_dice_are_dimmed(color: int) -> None:
    pos = start_position(LONG, color)
    img = decode(render_board(pos, BoardView(orientation=color, dice=(4, 4), dice_used=(4, 4))))
    shares = [_face_share(img, b, color) for b in g.dice_boxes(4, right_half=True)]
    assert [s > 0.4 for s in shares] == [False, False, True, True]
    img = decode(render_board(pos, BoardView(orientation=color, dice=(6, 3), dice_used=(3,))))
    shares = [_face_share(img, b, color) for b in g.dice_boxes(2, right_half=True)]
    assert [s > 0.4 for s in shares] == [True, False]


@pytest.mark.parametrize("color", [WHITE, BLACK])
def test_lost_dice_are_crossed_out(color: int) -> None:
    pos = start_position(LONG, color)
    boxes = g.dice_boxes(4, right_half=True)
    view = BoardView(orientation=color, dice=(6, 6), dice_used=(6, 6), dice_lost=(6, 6))
    img = decode(render_board(pos, view))
    red = [near(img, sprites.CLOSED, b, tol=30) for b in boxes]
    assert [r > 60 for r in red] == [False, False, True, True]
    assert all(_face_share(img, b, color) < 0.4 for b in boxes)
    # used only: dimmed but not crossed
    img = decode(render_board(pos, BoardView(orientation=color, dice=(6, 6), dice_used=(6, 6))))
    assert all(near(img, sprites.CLOSED, b, tol=30) == 0 for b in boxes)
    # a lost die among two different ones: the one named is crossed
    img = decode(render_board(pos, BoardView(orientation=color, dice=(6, 3), dice_lost=(3,))))
    b2 = g.dice_boxes(2, right_half=True)
    assert near(img, sprites.CLOSED, b2[0], tol=30) == 0
    assert near(img, sprites.CLOSED, b2[1], tol=30) > 60


def test_no_dice_no_dice_drawn() -> None:
    img = decode(render_board(start_position(SHORT)))
    for right in (True, False):
        for b in g.dice_boxes(2, right):
            assert _face_share(img, b, WHITE) < 0.05


# (variant, orientation, numbering) -> labels at (bottom-right, top-right, bottom-left, top-left)
CORNERS = {
    (SHORT, WHITE, WHITE): (1, 24, 12, 13),
    (SHORT, WHITE, BLACK): (24, 1, 13, 12),
    (SHORT, BLACK, BLACK): (1, 24, 12, 13),
    (SHORT, BLACK, WHITE): (24, 1, 13, 12),
    (LONG, WHITE, WHITE): (1, 24, 12, 13),
    (LONG, WHITE, BLACK): (13, 12, 24, 1),
    (LONG, BLACK, BLACK): (1, 24, 12, 13),
    (LONG, BLACK, WHITE): (13, 12, 24, 1),
}


@pytest.mark.parametrize("key", sorted(CORNERS), ids=str)
def test_point_numbers(key: tuple[Variant, int, int]) -> None:
    variant, orientation, numbering = key
    img = decode(render_board(start_position(variant),
                              BoardView(orientation=orientation, numbering=numbering)))
    slots = (1, 24, 12, 13)  # screen slots of the four corners (viewer's own numbers)
    for slot, label in zip(slots, CORNERS[key]):
        assert number_error(img, slot, label) < 0.01
        assert number_error(img, slot, label % 24 + 1) > 0.02
    for slot in range(1, 25):  # every slot: the numbering colour's number of that point
        label = from_white_point(variant, numbering, to_white_point(variant, orientation, slot))
        assert number_error(img, slot, label) < 0.01


def test_default_numbering_is_side_on_turn() -> None:
    for pos in (MID_SHORT, LONG_END, LONG_MID):
        for o in (WHITE, BLACK):
            default = render_board(pos, BoardView(orientation=o))
            assert default == render_board(pos, BoardView(orientation=o, numbering=pos.turn))
            assert default != render_board(pos, BoardView(orientation=o, numbering=1 - pos.turn))


# ---------------------------------------------------------------- move marks
def test_last_move_marks() -> None:
    # Black just played 13/7 and 24/23 (his numbering); White to move.
    pos = Position.from_points(
        SHORT, {24: 2, 13: 5, 8: 3, 6: 5}, {24: 1, 23: 1, 13: 4, 8: 3, 7: 1, 6: 5}, turn=WHITE
    )
    view = BoardView(last_move=((13, 7), (24, 23)), last_mover=BLACK)
    img = check_picture(pos, view)
    plain = decode(render_board(pos))
    col = sprites.LAST_MOVE
    for dest in (7, 23):
        c = g.checker_center(SHORT, WHITE, to_white_point(SHORT, BLACK, dest), 0)
        assert near(img, col, around(c, g.CHECKER_R)) > 60
        assert near(plain, col, around(c, g.CHECKER_R)) == 0
    for origin, index in ((13, 4), (24, 1)):
        c = g.checker_center(SHORT, WHITE, to_white_point(SHORT, BLACK, origin), index)
        assert near(img, col, around(c, g.CHECKER_R)) > 40
    # the printed numbers of the four points are outlined too
    for p in (13, 7, 24, 23):
        slot = g.screen_point(SHORT, WHITE, to_white_point(SHORT, BLACK, p))
        assert near(img, col, g.number_box(slot)) > 30
    unmarked = g.screen_point(SHORT, WHITE, 10)
    assert near(img, col, g.number_box(unmarked)) == 0


def test_default_last_mover_is_the_opponent() -> None:
    pos = Position.from_points(SHORT, {24: 2, 13: 5, 8: 3, 6: 5},
                               {24: 2, 13: 4, 8: 3, 7: 1, 6: 5}, turn=WHITE)
    a = render_board(pos, BoardView(last_move=((13, 7),)))
    assert a == render_board(pos, BoardView(last_move=((13, 7),), last_mover=BLACK))


def test_hit_checker_on_bar_and_steps_this_turn() -> None:
    # White entered from the bar (25/22) and hit on Black's blot: Black now on the bar.
    pos = Position.from_points(
        SHORT, {22: 1, 13: 5, 8: 3, 6: 5, 24: 1}, {24: 2, 13: 5, 8: 3, 6: 4}, bar=(0, 1),
        turn=WHITE,
    )
    view = BoardView(dice=(3, 5), dice_used=(3,), turn_steps=((25, 22),))
    img = check_picture(pos, view)
    c = g.checker_center(SHORT, WHITE, 22, 0)
    assert near(img, sprites.TURN_STEP, around(c, g.CHECKER_R)) > 60
    ghost = g.bar_checker_center(WHITE, WHITE, 0)
    assert near(img, sprites.TURN_STEP, around(ghost, g.CHECKER_R)) > 40


def test_ghost_on_a_full_head() -> None:
    """A checker that left a tall stack (the head) leaves a ghost just beyond it."""
    pos = Position.from_points(LONG, {24: 14, 18: 1}, {24: 15}, turn=WHITE)
    last = g.checker_center(LONG, WHITE, 24, g.MAX_VISIBLE - 1)
    prev = g.checker_center(LONG, WHITE, 24, g.MAX_VISIBLE - 2)
    beyond = (last[0], last[1] + round((last[1] - prev[1]) * 0.75))
    box = around(beyond, g.CHECKER_R)
    marked = decode(render_board(pos, BoardView(turn_steps=((24, 18),))))
    plain = decode(render_board(pos))
    assert near(marked, sprites.TURN_STEP, box) > 40
    assert near(plain, sprites.TURN_STEP, box) == 0
    # still readable: the head reads as a full stack
    assert read_board(marked, LONG, WHITE) == expected_visible(pos)


def test_hit_checkers_are_ringed_on_the_bar() -> None:
    # White's 13/7* (last move) put one black checker on the bar; Black on turn
    pos = Position.from_points(SHORT, {13: 4, 7: 1, 6: 5, 8: 3, 24: 2},
                               {24: 2, 13: 5, 8: 2, 6: 5}, bar=(0, 1), turn=BLACK)
    view = BoardView(last_move=((13, 7),), last_mover=WHITE, last_hits=(7,))
    img = check_picture(pos, view)
    bar = g.bar_checker_center(WHITE, BLACK, 0)
    assert near(img, sprites.LAST_MOVE, around(bar, g.CHECKER_R)) > 40
    no_hit = decode(render_board(pos, BoardView(last_move=((13, 7),), last_mover=WHITE)))
    assert near(no_hit, sprites.LAST_MOVE, around(bar, g.CHECKER_R)) == 0
    # this turn's hit (White on turn hit a second black checker) is ringed in blue, on top
    pos2 = Position.from_points(SHORT, {13: 4, 7: 1, 5: 1, 6: 4, 8: 3, 24: 2},
                                {24: 2, 13: 5, 8: 2, 6: 4}, bar=(0, 2), turn=WHITE)
    view2 = BoardView(orientation=WHITE, turn_steps=((6, 5),), turn_hits=(5,),
                      last_move=((13, 7),), last_mover=WHITE, last_hits=(7,))
    img2 = check_picture(pos2, view2)
    first = g.bar_checker_center(WHITE, BLACK, 0)
    second = g.bar_checker_center(WHITE, BLACK, 1)
    assert near(img2, sprites.TURN_STEP, around(second, g.CHECKER_R)) > 40
    assert near(img2, sprites.TURN_STEP, around(first, g.CHECKER_R)) == 0
    assert near(img2, sprites.LAST_MOVE, around(first, g.CHECKER_R)) > 40


def test_black_on_turn_drawn_from_blacks_side_with_blacks_numbers() -> None:
    """Two humans, Black on turn: Black's home bottom-right, Black's 1..24 on the points."""
    pos = Position.from_points(
        SHORT, {24: 2, 13: 4, 8: 3, 7: 1, 6: 5}, {24: 2, 13: 4, 8: 2, 6: 5, 5: 2},
        turn=BLACK,
    )
    view = BoardView(orientation=BLACK, numbering=BLACK, dice=(6, 1),
                     last_move=((13, 7),), last_mover=WHITE)
    img = check_picture(pos, view)
    # Black's home points 1..6 are the bottom-right quarter, his 24 top-right
    for own in range(1, 25):
        slot = g.screen_point(SHORT, BLACK, to_white_point(SHORT, BLACK, own))
        assert slot == own
        if own not in (12, 18):  # those two are outlined (the last move), checked below
            assert number_error(img, slot, own) < 0.01
            assert number_error(img, slot, own % 24 + 1) > 0.02
    home = g.checker_center(SHORT, BLACK, to_white_point(SHORT, BLACK, 6), 0)
    assert home[0] > g.BAR_X1 and home[1] > g.MID_Y
    assert checker_at(img, home) == "B"
    five = g.checker_center(SHORT, BLACK, to_white_point(SHORT, BLACK, 5), 0)
    assert five[0] > home[0] and checker_at(img, five) == "B"
    # Black's dice sit on his (right) half; White's last move is marked on White's points,
    # outlined at Black's numbers 12 and 18 (White's 13 and 7)
    assert [die_pips(img, b, BLACK) for b in g.dice_boxes(2, right_half=True)] == [6, 1]
    for own_black in (12, 18):
        assert near(img, sprites.LAST_MOVE, g.number_box(own_black)) > 30


def test_bear_off_marks_tray() -> None:
    view = BoardView(orientation=WHITE, last_move=((6, 0), (4, 0)), last_mover=BLACK)
    img = check_picture(BEAR_SHORT, view)
    x0, y0, x1, y1 = g.tray_rect(WHITE, BLACK)
    assert near(img, sprites.LAST_MOVE, (x0, y0, x1, y1)) > 60
    x0, y0, x1, y1 = g.tray_rect(WHITE, WHITE)
    assert near(img, sprites.LAST_MOVE, (x0, y0, x1, y1)) == 0


# ---------------------------------------------------------------- header
def _gold(img: np.ndarray, left: bool) -> int:
    w = BOARD_SIZE[0]
    box = (0, 0, w // 2 - 80, g.HEADER_H) if left else (w // 2 + 80, 0, w, g.HEADER_H)
    return near(img, sprites.GOLD, box, tol=30)


@pytest.mark.parametrize("header", [None, Header("Алиса", "Bob", "1 : 0")])
def test_header_marks_side_on_turn(header: Header | None) -> None:
    for turn in (WHITE, BLACK):
        for o in (WHITE, BLACK):
            img = decode(render_board(start_position(SHORT, turn),
                                      BoardView(orientation=o, header=header)))
            viewer_on_turn = turn == o
            assert (_gold(img, left=True) > 100) == viewer_on_turn
            assert (_gold(img, left=False) > 100) == (not viewer_on_turn)


def test_header_names_are_drawn() -> None:
    pos = start_position(SHORT)
    a = decode(render_board(pos, BoardView(header=Header("Алиса", "Борис"))))
    b = decode(render_board(pos, BoardView(header=Header("", ""))))
    diff = np.abs(a[: g.HEADER_H] - b[: g.HEADER_H]).sum(axis=-1) > 60
    assert diff[:, : BOARD_SIZE[0] // 2].sum() > 100
    assert diff[:, BOARD_SIZE[0] // 2 :].sum() > 100
    # emoji and very long names are cleaned and cut, not crashing or overflowing
    long_name = "Очень длинное имя игрока 😀🎲 " * 4
    img = decode(render_board(pos, BoardView(header=Header(long_name, long_name, "10 : 12"))))
    assert img.shape[1] == BOARD_SIZE[0]


def test_pips_can_be_hidden() -> None:
    pos = start_position(SHORT)
    assert render_board(pos, BoardView(show_pips=False)) != render_board(pos)


# ---------------------------------------------------------------- bad views
@pytest.mark.parametrize(
    "view",
    [
        BoardView(orientation=2),
        BoardView(numbering=-1),
        BoardView(dice=(0, 3)),
        BoardView(dice=(7, 1)),
        BoardView(dice_used=(9,)),
        BoardView(last_move=((26, 3),)),
        BoardView(turn_steps=((3, -1),)),
    ],
)
def test_bad_view_is_refused(view: BoardView) -> None:
    with pytest.raises(ValueError):
        render_board(start_position(SHORT), view)


def test_png_size_budget() -> None:
    sizes = [len(render_board(p, v)) for p, v in random_frames(12, seed=5)]
    assert max(sizes) <= 120_000


# ---------------------------------------------------------------- rule diagrams
def test_rule_diagrams() -> None:
    from rendering.diagrams import DEFAULT_TEXTS, TEXT_KEYS

    assert {"start_short", "start_long", "six_block", "hit", "prime", "bear_off", "head",
            "score_short", "score_long", "cube"} <= set(RULE_DIAGRAMS)
    assert set(TEXT_KEYS) == set(RULE_DIAGRAMS) == set(DEFAULT_TEXTS)
    for name in RULE_DIAGRAMS:
        assert set(DEFAULT_TEXTS[name]) == set(TEXT_KEYS[name])
        plain = rule_diagram(name)
        assert plain == rule_diagram(name, DEFAULT_TEXTS[name])
        other = {k: f"{k} {name} X" for k in TEXT_KEYS[name]}
        assert rule_diagram(name, other) != plain
        for png in (plain, rule_diagram(name, other)):
            img = Image.open(io.BytesIO(png))
            assert img.format == "PNG"
            assert img.width == BOARD_SIZE[0] and img.height > BOARD_SIZE[1]
    with pytest.raises(ValueError):
        rule_diagram("nonsense")
    with pytest.raises(ValueError):
        rule_diagram("hit", {"title": "only a title"})


def test_rule_diagram_texts_are_large_enough() -> None:
    """Labels, titles and captions are at least 28 px on the 1006 px wide picture."""
    from rendering import diagrams as dg

    assert BOARD_SIZE[0] == 1006
    assert min(dg.LABEL_SIZE, dg.TITLE_SIZE, dg.CAPTION_SIZE) >= 28
    for name in RULE_DIAGRAMS:
        d = dg._diagram(name, dg.DEFAULT_TEXTS[name])
        labels = [m for m in d.marks if isinstance(m, dg.Label)]
        labels += [dg.Label((0, 0), m.text) for m in d.marks if isinstance(m, dg.Bracket)]
        assert labels, name
        assert all(lab.size >= 28 for lab in labels), name


def _pos(name: str) -> Position:
    from rendering.diagrams import DEFAULT_TEXTS, _diagram

    return _diagram(name, DEFAULT_TEXTS[name]).position


def test_rule_diagram_positions_show_the_rules() -> None:
    """The positions drawn in the diagrams really behave as their captions say."""
    from engine import score

    six = _pos("six_block")
    steps = Turn(six, (3, 2)).legal_steps()
    assert (13, 10) not in [(st.frm, st.to) for st in steps]
    # with one black checker ahead of the block (his 14 = White's 2) the step is legal
    ahead = Position.from_points(LONG, dict(six.checkers(WHITE)), {24: 13, 23: 1, 14: 1})
    assert (13, 10) in [(st.frm, st.to) for st in Turn(ahead, (3, 2)).legal_steps()]

    head = _pos("head")
    turn = Turn(head, (6, 5)).play((24, 18))
    assert (24, 19) not in [(st.frm, st.to) for st in turn.legal_steps()]
    assert (18, 13) in [(st.frm, st.to) for st in turn.legal_steps()]

    bear = _pos("bear_off")
    moves = [(st.frm, st.to, st.die) for st in Turn(bear, (6, 4)).legal_steps()]
    assert (5, 0, 6) in moves and (4, 0, 4) in moves
    # "no checker on 6": nothing at all stands on White's 6, no white checker above it
    assert bear.board[5] == 0
    assert max(bear.checkers(WHITE)) == 5

    hit = _pos("hit")
    assert hit.bar == (0, 1) and hit.own(WHITE, 7) == 1 and hit.own(WHITE, 4) <= -2
    from rendering.diagrams import DEFAULT_TEXTS

    img = decode(rule_diagram("hit", DEFAULT_TEXTS["hit"]))
    assert read_bar(img, WHITE, BLACK) == 1
    # the hit checker on the bar is ringed in the last move's colour
    bar = g.bar_checker_center(WHITE, BLACK, 0)
    assert near(img, sprites.LAST_MOVE, around(bar, g.CHECKER_R)) > 40

    prime = _pos("prime")
    held = [k for k in range(1, 25) if prime.own(WHITE, k) >= 2]
    assert any(all(k + i in held for i in range(6)) for k in held), "a prime of six"
    assert prime.turn == BLACK and prime.own(BLACK, 24) == 1
    for a in range(1, 7):
        for b in range(1, 7):
            assert all(st.frm != 24 for st in Turn(prime, (a, b)).legal_steps())

    short_end = _pos("score_short")
    assert short_end.winner == WHITE and score(short_end, WHITE) == (3, "backgammon")
    long_end = _pos("score_long")
    assert long_end.winner == WHITE and score(long_end, WHITE) == (2, "mars")


def test_cube_diagram_draws_a_cube() -> None:
    img = decode(rule_diagram("cube"))
    x = round((g.BAR_X1 + g.FIELD_X1) / 2)
    box = (x - 30, g.MID_Y - 30, x + 30, g.MID_Y + 30)
    assert near(img, (250, 246, 236), box, tol=12) > 800


def test_stored_palette_is_the_computed_one() -> None:
    from rendering.board import board_palette, compute_board_palette

    stored = board_palette().getpalette()
    computed = compute_board_palette().getpalette()
    assert stored is not None and computed is not None
    assert stored[:768] == computed[:768]
    assert len(set(zip(stored[0:768:3], stored[1:768:3], stored[2:768:3], strict=True))) > 200


def test_stored_board_base_is_the_drawn_one() -> None:
    """The shipped empty board is what the theme and the geometry draw (the same pixels
    when it was stored; a rounding of another Pillow or numpy may move a few by a step or
    two, while a changed colour or a moved line moves many by more)."""
    from rendering import sprites

    stored = sprites.board_base()
    drawn = sprites.draw_board_base()
    assert stored.mode == drawn.mode == "RGB" and stored.size == drawn.size == g.BOARD_SIZE
    diff = np.abs(np.asarray(stored, np.int16) - np.asarray(drawn, np.int16)).max(axis=-1)
    assert diff.max() <= 4 and (diff > 0).mean() < 0.001, (diff.max(), (diff > 0).mean())
    # each call is a new picture: drawing the numbers on one leaves the next untouched
    before = stored.tobytes()
    ImageDraw.Draw(stored).rectangle((0, 0, 9, 9), fill=(1, 2, 3))
    assert sprites.board_base().tobytes() == before
