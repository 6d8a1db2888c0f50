"""Helpers shared by the AI tests (not a test module)."""

from __future__ import annotations

import numpy as np


def short_state(
    mine: dict[int, int], theirs: dict[int, int], bar: int = 0, obar: int = 0
) -> np.ndarray:
    """A ``(1, 27)`` short-nardy mover-view row: ``mine``/``theirs`` map the mover's point
    numbers to checker counts, ``bar``/``obar`` the mover's and the opponent's bar; the
    mover's borne-off checkers are what is left of 15."""
    s = np.zeros(27, dtype=np.int64)
    for p, c in mine.items():
        s[p] = c
    for p, c in theirs.items():
        s[p] = -c
    s[25], s[26] = bar, obar
    s[0] = 15 - sum(mine.values()) - bar
    return s[None, :]
