"""Screen geometry of the board picture (pixel coordinates, origin top-left).

Everything a test needs to read a picture back is here. The layout is fixed: the
**viewer** (``orientation``) always has his home (his points 1-6) in the bottom-right
quarter, his point 1 in the bottom-right corner, and moves counter-clockwise: along the
top row from right (his 24) to left (his 13), then along the bottom row from left (his
12) to right (his 1). A White point is placed by translating it into the viewer's own
numbering with :func:`engine.position.from_white_point`, so both variants and both
orientations follow from the engine's numbering rules:

* short nardy, viewer White: Black's 24 (White's 1) is bottom-right, next to White's home;
* long nardy: the viewer's head (his 24) is top-right, the opponent's head (viewer's 12)
  bottom-left, and both sides move counter-clockwise.

Columns of the playing field are numbered 0..11 from left to right (the bar lies between
columns 5 and 6). Checkers on a point stack from the board edge towards the middle;
``index`` 0 is the checker at the edge. At most :data:`MAX_VISIBLE` checkers are drawn per
point; a taller stack shows its total on the last visible checker.
"""

from __future__ import annotations

from engine.position import Variant, from_white_point

__all__ = [
    "BOARD_SIZE",
    "CHECKER_D",
    "CHECKER_R",
    "MAX_VISIBLE",
    "screen_point",
    "column",
    "is_top",
    "point_rect",
    "number_center",
    "number_box",
    "checker_center",
    "checker_centers",
    "bar_checker_center",
    "tray_rect",
    "tray_slab_rect",
    "tray_count_center",
    "dice_boxes",
    "header_box",
]

# ---------------------------------------------------------------- sizes
CHECKER_D = 62
"""Checker diameter in pixels."""
CHECKER_R = CHECKER_D / 2
MAX_VISIBLE = 5
"""Most checkers drawn on one point (or on one side of the bar)."""

MARGIN = 8
HEADER_H = 60
FRAME = 20  # outer frame thickness left/right
NUM_H = 36  # frame strip above/below the field holding the point numbers
POINT_W = 66
BAR_W = 66
SEP_W = 14  # frame strip between the field and the trays
TRAY_W = 78
BAND_H = 92  # free band across the middle (dice live here)
STACK_H = MAX_VISIBLE * CHECKER_D
SLAB_H = 17  # height of one borne-off checker seen from the side
SLAB_W = 60

BOARD_X0 = MARGIN
FIELD_X0 = BOARD_X0 + FRAME
HALF_W = 6 * POINT_W
BAR_X0 = FIELD_X0 + HALF_W
BAR_X1 = BAR_X0 + BAR_W
FIELD_X1 = BAR_X1 + HALF_W
TRAY_X0 = FIELD_X1 + SEP_W
TRAY_X1 = TRAY_X0 + TRAY_W
BOARD_X1 = TRAY_X1 + FRAME
WIDTH = BOARD_X1 + MARGIN

BOARD_Y0 = HEADER_H
FIELD_Y0 = BOARD_Y0 + NUM_H
BAND_Y0 = FIELD_Y0 + STACK_H
BAND_Y1 = BAND_Y0 + BAND_H
FIELD_Y1 = BAND_Y1 + STACK_H
BOARD_Y1 = FIELD_Y1 + NUM_H
HEIGHT = BOARD_Y1 + MARGIN
MID_Y = (BAND_Y0 + BAND_Y1) // 2

BOARD_SIZE: tuple[int, int] = (WIDTH, HEIGHT)
"""Size ``(width, height)`` in pixels of every picture made by ``render_board``."""

TRIANGLE_H = STACK_H - 22


# ---------------------------------------------------------------- points
def column(own_point: int) -> int:
    """Screen column 0..11 (left to right) of the viewer's own point 1..24."""
    if not 1 <= own_point <= 24:
        raise ValueError(f"point must be 1..24, got {own_point}")
    return 12 - own_point if own_point <= 12 else own_point - 13


def is_top(own_point: int) -> bool:
    """True if the viewer's own point lies in the top row."""
    return own_point >= 13


def column_x(col: int) -> float:
    """Centre x of screen column ``col`` (0..11)."""
    x = FIELD_X0 + col * POINT_W + POINT_W / 2
    return x + BAR_W if col >= 6 else x


def screen_point(variant: Variant | str, orientation: int, white_point: int) -> int:
    """The viewer's own number (1..24) of White's point ``white_point``: its screen slot."""
    return from_white_point(Variant.parse(variant), orientation, white_point)


def point_rect(variant: Variant | str, orientation: int, white_point: int) -> tuple[int, ...]:
    """Bounding box ``(x0, y0, x1, y1)`` of the stack area of White's point ``white_point``."""
    k = screen_point(variant, orientation, white_point)
    x0 = round(column_x(column(k)) - POINT_W / 2)
    if is_top(k):
        return (x0, FIELD_Y0, x0 + POINT_W, FIELD_Y0 + STACK_H)
    return (x0, FIELD_Y1 - STACK_H, x0 + POINT_W, FIELD_Y1)


def _own_center(own_point: int, index: int) -> tuple[int, int]:
    x = column_x(column(own_point))
    if is_top(own_point):
        y = FIELD_Y0 + CHECKER_R + index * CHECKER_D
    else:
        y = FIELD_Y1 - CHECKER_R - index * CHECKER_D
    return round(x), round(y)


def checker_center(
    variant: Variant | str, orientation: int, white_point: int, index: int
) -> tuple[int, int]:
    """Pixel centre of the ``index``-th checker (0 = at the board edge) on White's point.

    ``index`` must be below :data:`MAX_VISIBLE`; checkers beyond it are not drawn.
    """
    if not 0 <= index < MAX_VISIBLE:
        raise ValueError(f"index must be 0..{MAX_VISIBLE - 1}, got {index}")
    return _own_center(screen_point(variant, orientation, white_point), index)


def checker_centers(
    variant: Variant | str, orientation: int, white_point: int
) -> list[tuple[int, int]]:
    """Centres of all :data:`MAX_VISIBLE` checker places of White's point, edge first."""
    return [checker_center(variant, orientation, white_point, i) for i in range(MAX_VISIBLE)]


def number_center(own_point: int) -> tuple[float, float]:
    """Centre of the printed number of the viewer's own point (in the frame strip)."""
    x = column_x(column(own_point))
    y = BOARD_Y0 + NUM_H / 2 if is_top(own_point) else BOARD_Y1 - NUM_H / 2
    return x, y


def number_box(own_point: int) -> tuple[int, int, int, int]:
    """Box around the printed number of the viewer's own point."""
    x, y = number_center(own_point)
    return (round(x - 24), round(y - 15), round(x + 24), round(y + 15))


# ---------------------------------------------------------------- bar and trays
def bar_checker_center(orientation: int, color: int, index: int) -> tuple[int, int]:
    """Centre of the ``index``-th checker of ``color`` on the bar (0 = nearest the middle).

    The viewer's hit checkers wait in the top half of the bar (they re-enter in the top
    right quarter), the opponent's in the bottom half.
    """
    if not 0 <= index < MAX_VISIBLE:
        raise ValueError(f"index must be 0..{MAX_VISIBLE - 1}, got {index}")
    x = round((BAR_X0 + BAR_X1) / 2)
    if color == orientation:
        return x, round(BAND_Y0 - CHECKER_R - index * CHECKER_D)
    return x, round(BAND_Y1 + CHECKER_R + index * CHECKER_D)


def tray_rect(orientation: int, color: int) -> tuple[int, int, int, int]:
    """Box of ``color``'s tray of borne-off checkers: the viewer's bottom, opponent's top."""
    if color == orientation:
        return (TRAY_X0, FIELD_Y1 - STACK_H, TRAY_X1, FIELD_Y1)
    return (TRAY_X0, FIELD_Y0, TRAY_X1, FIELD_Y0 + STACK_H)


def tray_slab_rect(orientation: int, color: int, index: int) -> tuple[int, int, int, int]:
    """Box of the ``index``-th (0..14) borne-off checker of ``color``, from the outer edge."""
    if not 0 <= index < 15:
        raise ValueError(f"index must be 0..14, got {index}")
    x0 = (TRAY_X0 + TRAY_X1 - SLAB_W) // 2
    pad = 6
    if color == orientation:
        y1 = FIELD_Y1 - pad - index * SLAB_H
        return (x0, y1 - SLAB_H + 1, x0 + SLAB_W, y1)
    y0 = FIELD_Y0 + pad + index * SLAB_H
    return (x0, y0, x0 + SLAB_W, y0 + SLAB_H - 1)


def tray_count_center(orientation: int, color: int, count: int) -> tuple[int, int]:
    """Centre of the printed borne-off count of ``color``: just beyond its last slab."""
    x = (TRAY_X0 + TRAY_X1) // 2
    n = max(1, min(count, 15))
    _x0, y0, _x1, y1 = tray_slab_rect(orientation, color, n - 1)
    if color == orientation:
        return x, y0 - 17
    return x, y1 + 17


# ---------------------------------------------------------------- dice and header
DIE = 64
DIE_SMALL = 52
DIE_GAP = 14


def dice_boxes(count: int, right_half: bool) -> list[tuple[int, int, int, int]]:
    """Boxes of ``count`` dice (2, or 4 for doubles) in the middle band of one half.

    The dice of the player on turn lie in the viewer's right half when the viewer is on
    turn, else in the left half.
    """
    size = DIE if count <= 2 else DIE_SMALL
    gap = DIE_GAP if count <= 2 else 10
    total = count * size + (count - 1) * gap
    cx = (BAR_X1 + FIELD_X1) / 2 if right_half else (FIELD_X0 + BAR_X0) / 2
    x = round(cx - total / 2)
    y = MID_Y - size // 2
    out = []
    for _ in range(count):
        out.append((x, y, x + size, y + size))
        x += size + gap
    return out


def header_box() -> tuple[int, int, int, int]:
    """Box of the header line above the board."""
    return (0, 0, WIDTH, HEADER_H)
