"""The board's geometry and colours for the page, taken from :mod:`rendering` itself.

The page draws the same board as the PNG in the chat: it receives the picture's pixel
places (from :mod:`rendering.geometry`) and colours (from :mod:`rendering.sprites` and
:mod:`rendering.overlay`) once, and lays every checker out from them. Places are given in
the viewer's own numbering (his point 1 bottom right), which is what the page's states use.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine import WHITE
from rendering import geometry as g
from rendering import sprites as s
from rendering.overlay import (
    BANNER_H,
    BANNER_SIZE,
    CUBE,
    CUBE_FACE,
    CUBE_INK,
    CUBE_SIDE,
    cube_center,
)

__all__ = ["layout"]


def _rgb(c: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c)


@lru_cache(maxsize=1)
def layout() -> dict[str, Any]:
    """Sizes, places and colours of the board picture (JSON-ready), for a viewer whose
    checkers are ``side`` 0 in the page's terms (places do not depend on colours)."""
    own = {}
    for k in range(1, 25):
        own[k] = {
            "x": g.column_x(g.column(k)),
            "top": g.is_top(k),
            "column": g.column(k),
            "checkers": [list(c) for c in g.checker_centers("short", WHITE, k)],
            "number": list(g.number_center(k)),
        }
    bar = {side: [list(g.bar_checker_center(WHITE, WHITE if side == "you" else 1, i))
                  for i in range(g.MAX_VISIBLE)] for side in ("you", "opp")}
    trays = {side: [list(g.tray_slab_rect(WHITE, WHITE if side == "you" else 1, i))
                    for i in range(15)] for side in ("you", "opp")}
    tray_rects = {side: list(g.tray_rect(WHITE, WHITE if side == "you" else 1))
                  for side in ("you", "opp")}
    dice = {f"{n}{'r' if right else 'l'}": [list(b) for b in g.dice_boxes(n, right)]
            for n in (2, 4) for right in (True, False)}
    cube = {"none": list(cube_center(None, WHITE)), "you": list(cube_center(WHITE, WHITE)),
            "opp": list(cube_center(1, WHITE)), "size": CUBE}
    colours: dict[str, Any] = {name: _rgb(getattr(s, name)) for name in (
        "TABLE", "FRAME_DARK", "FRAME", "FRAME_LIGHT", "FELT", "FELT_DARK", "TRI_LIGHT",
        "TRI_DARK", "TRAY", "NUMBER", "NUMBER_DIM", "TEXT", "TEXT_DIM", "GOLD", "LAST_MOVE",
        "TURN_STEP", "CLOSED")}
    for name in ("CHECKER_FACE", "CHECKER_RIM", "CHECKER_EDGE", "CHECKER_INK", "DIE_FACE",
                 "DIE_EDGE", "DIE_PIP"):
        table = getattr(s, name)
        colours[name] = [
            [_rgb(c) for c in table[col]] if isinstance(table[col][0], tuple)
            else _rgb(table[col]) for col in (0, 1)]
    colours["CUBE_FACE"], colours["CUBE_INK"] = _rgb(CUBE_FACE), _rgb(CUBE_INK)
    colours["CUBE_SIDE"] = _rgb(CUBE_SIDE)
    return {
        "size": list(g.BOARD_SIZE),
        "board": [g.BOARD_X0, g.BOARD_Y0, g.BOARD_X1, g.BOARD_Y1],
        "field": [g.FIELD_X0, g.FIELD_Y0, g.FIELD_X1, g.FIELD_Y1],
        "bar": [g.BAR_X0, g.BAR_X1],
        "band": [g.BAND_Y0, g.BAND_Y1],
        "mid_y": g.MID_Y,
        "banner_size": BANNER_SIZE,
        "banner_h": BANNER_H,
        "tray_x": [g.TRAY_X0, g.TRAY_X1],
        "point_w": g.POINT_W,
        "stack_h": g.STACK_H,
        "triangle_h": g.TRIANGLE_H,
        "checker_r": g.CHECKER_R,
        "max_visible": g.MAX_VISIBLE,
        "header_h": g.HEADER_H,
        "slab": [g.SLAB_W, g.SLAB_H],
        "own": own,
        "bar_checkers": bar,
        "trays": trays,
        "tray_rects": tray_rects,
        "dice": dice,
        "cube": cube,
        "colours": colours,
    }
