"""Helpers shared by the rendering tests and the bot's picture tests: reading a board
picture back (checkers, stacks, numbers) and a tournament's standings."""

from __future__ import annotations

import io
import math

import numpy as np
from PIL import Image, ImageDraw

from engine.position import (
    Position,
    Variant,
)
from engine.tournament import Entrant, Format, Outcome, Pairing, Round, Tournament
from rendering import geometry as g
from rendering import (
    sprites,
)


# ---------------------------------------------------------------- reading pictures back
def decode(png: bytes) -> np.ndarray:
    """RGB array (h, w, 3) of PNG bytes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(np.int32)


def classify(pixels: np.ndarray) -> str | None:
    """'W' for a white checker face, 'B' for a black one, None for anything else.

    Checker faces are neutral grey-ish (channels close together); felt, triangles, wood
    and trays are all clearly tinted.
    """
    med = np.median(pixels.reshape(-1, 3), axis=0)
    spread = med.max() - med.min()
    lum = 0.299 * med[0] + 0.587 * med[1] + 0.114 * med[2]
    if spread < 30 and lum > 180:
        return "W"
    if spread < 30 and lum < 100:
        return "B"
    return None


def checker_at(img: np.ndarray, center: tuple[int, int]) -> str | None:
    """Classify the checker place at ``center`` from 8 samples at 0.55 of the radius."""
    r = g.CHECKER_R * 0.55
    pts = []
    for i in range(8):
        a = math.pi * i / 4 + math.pi / 8
        pts.append(img[round(center[1] + r * math.sin(a)), round(center[0] + r * math.cos(a))])
    return classify(np.array(pts))


def read_stack(img: np.ndarray, centers: list[tuple[int, int]]) -> int:
    """Signed number of checkers drawn at ``centers`` (+White, -Black); asserts no gaps."""
    kinds = [checker_at(img, c) for c in centers]
    n = 0
    while n < len(kinds) and kinds[n] is not None and kinds[n] == kinds[0]:
        n += 1
    assert all(k is None for k in kinds[n:]), f"stack with a gap or mixed colours: {kinds}"
    return 0 if n == 0 else (n if kinds[0] == "W" else -n)


def read_board(img: np.ndarray, variant: Variant, orientation: int) -> list[int]:
    """Visible signed stack per White point 1..24."""
    return [
        read_stack(img, g.checker_centers(variant, orientation, wp)) for wp in range(1, 25)
    ]


def expected_visible(pos: Position) -> list[int]:
    return [int(np.sign(x)) * min(abs(x), g.MAX_VISIBLE) for x in pos.board]


def lum(a: np.ndarray) -> np.ndarray:
    return 0.299 * a[..., 0] + 0.587 * a[..., 1] + 0.114 * a[..., 2]


# ---------------------------------------------------------------- point numbers
def number_error(img: np.ndarray, slot: int, label: int) -> float:
    ref = sprites.board_base().copy()
    sprites.draw_point_number(ImageDraw.Draw(ref), slot, label)
    x0, y0, x1, y1 = g.number_box(slot)
    want = np.asarray(ref).astype(np.int32)[y0:y1, x0:x1]
    # share of pixels that clearly differ (glyph strokes in one picture, not the other)
    return float((np.abs(img[y0:y1, x0:x1] - want).max(axis=-1) > 60).mean())


def event() -> Tournament:
    """Five players, three rounds; 2 forfeits the last round and withdraws."""
    rounds = (
        Round(
            1,
            (
                Pairing(1, 1, 2, Outcome.A_WINS),
                Pairing(2, 3, 4, Outcome.B_WINS),
                Pairing(3, 5, None, Outcome.BYE),
            ),
        ),
        Round(
            2,
            (
                Pairing(1, 1, 4, Outcome.A_WINS),
                Pairing(2, 5, 2, Outcome.A_WINS),
                Pairing(3, 3, None, Outcome.BYE),
            ),
        ),
        Round(
            3,
            (
                Pairing(1, 1, 5, Outcome.B_WINS),
                Pairing(2, 3, 2, Outcome.B_FORFEIT),
                Pairing(3, 4, None, Outcome.BYE),
            ),
        ),
    )
    entrants = tuple(Entrant(i, 2000.0 - i) for i in range(1, 6))
    return Tournament(Format.SWISS, entrants, 3, rounds, frozenset({2}))
