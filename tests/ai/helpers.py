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


def long_state(mine: dict[int, int], theirs: dict[int, int]) -> np.ndarray:
    """A ``(27,)`` long-nardy mover-view row: ``mine``/``theirs`` map the mover's point
    numbers to checker counts; the mover's checkers not placed are borne off."""
    s = np.zeros(27, dtype=np.int64)
    for p, k in mine.items():
        s[p] = k
    for p, k in theirs.items():
        s[p] = -k
    s[0] = 15 - sum(mine.values())
    return s


def named_halves(
    names: tuple[str, ...], row: np.ndarray
) -> tuple[dict[str, float], dict[str, float]]:
    """The mover's and the opponent's halves of one row of per-side inputs, by name,
    rounded to four places."""
    k = len(names)
    return (dict(zip(names, row[:k].round(4), strict=True)),
            dict(zip(names, row[k:].round(4), strict=True)))


def random_long_states(rng: np.random.Generator, n: int) -> np.ndarray:
    """``n`` random long-nardy mover-view rows (each side 12-15 checkers on the board, a
    point holding one side's checkers only): not always reachable, enough for inputs
    that must treat both sides alike."""
    rows = []
    for _ in range(n):
        mine = rng.multinomial(15 - rng.integers(0, 4), np.ones(24) / 24)
        theirs = rng.multinomial(15 - rng.integers(0, 4), np.ones(24) / 24)
        theirs[(mine > 0) & (theirs > 0)] = 0
        s = np.zeros(27, dtype=np.int64)
        s[1:25] = mine - theirs
        s[0] = 15 - mine.sum()
        rows.append(s)
    return np.array(rows)
