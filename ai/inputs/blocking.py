"""Blocking and mobility inputs for long nardy (feature set 2).

Long nardy has no hitting: a point with one checker is closed to the other side, so the
game is about blocks, about checkers that cannot move, and about the race. Raw counts per
point (feature set 1) leave the network to discover these relations itself; this module
computes them for both sides of ``(n, 27)`` mover-view states in one vectorized pass
(loops over the 24 route points or the six die values, never over positions). Every input
is scaled to about ``[0, 1]``.

Each side is seen along **its own route**: index ``r = 0`` is its head (its point 24),
``r = 23`` its point 1; its home is ``r = 18..23``. For the mover, route index ``r`` is
mover point ``24 - r``; for the opponent it is the mover point
:data:`ai.inputs.features.LONG_ROUTE_OPP` ``[r]``. A point on a side's route is *closed* to it
when the other side has a checker there.

Inputs per side, in :data:`NAMES` order:

* ``playable``: of the die values 1-6, how many at least one of its checkers can move (to
  an open point on the route; once all its checkers are home, every value is playable by
  bearing off or inside the home), / 6;
* ``moves``: the number of (checker point, die value) pairs with an open destination or a
  bear-off, / 40;
* ``rear``: the route index of its rearmost checker, / 23 (1 when none is left);
* ``rear_closed``: how many of the six points ahead of the rearmost checker are closed,
  / 6;
* ``rear_stuck``: the share of the 36 rolls with which the rearmost checker can move
  neither die ``(closed / 6)^2``;
* ``block_ahead``: the longest run of closed points ahead of the rearmost checker, / 6
  (the other side's block in front of it; with six the six-block rule is at stake);
* ``trapped``: its checkers with the four points straight ahead all closed, / 15;
* ``crossovers``: the quarters its checkers outside home still have to cross
  (``sum (3 - r // 6)`` over them), / 45.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

__all__ = ["NAMES", "N_BLOCKING", "blocking_inputs", "side_inputs", "both_sides"]

NAMES: tuple[str, ...] = (
    "playable", "moves", "rear", "rear_closed", "rear_stuck", "block_ahead", "trapped",
    "crossovers",
)
N_BLOCKING = 2 * len(NAMES)
# The opponent's route through the mover's points (his 24, 23, ..., 1), 0-based columns.
_OPP_ROUTE = np.array([12 - r for r in range(12)] + [36 - r for r in range(12, 24)]) - 1
_QUARTERS_LEFT = np.array([3 - r // 6 for r in range(24)], dtype=np.float64)
_R = np.arange(24, dtype=np.int64)
_POW2 = np.int64(1) << _R  # bit r = route index r
_ROUTE = (1 << 24) - 1


def _bits(mask: np.ndarray) -> np.ndarray:
    """An ``(n, 24)`` boolean matrix as one int64 per row (bit ``r`` = column ``r``)."""
    return mask.astype(np.int64) @ _POW2


def side_inputs(own: np.ndarray, closed: np.ndarray) -> np.ndarray:
    """The inputs of one side (``(n, 8)``, :data:`NAMES` order) from its checker counts
    ``own`` ``(n, 24)`` and the closed points ``closed`` ``(n, 24)`` (bool), both in the
    order of its route (index 0 = its head). Sets of points are bit masks (bit ``r`` =
    route index ``r``), so a move of every checker by ``d`` is one shift."""
    has = _bits(own > 0)
    shut = _bits(closed)
    open_ = ~shut & _ROUTE
    all_home = (has & ((1 << 18) - 1)) == 0
    playable = np.zeros(len(has))
    moves = np.zeros(len(has))
    for d in range(1, 7):
        # checkers at r whose r + d is an open point of the route; bearing off once home
        count = np.bitwise_count(has & (open_ >> d)).astype(np.float64)
        count += np.where(all_home, np.bitwise_count(has >> (24 - d)), 0)
        playable += count > 0
        moves += count
    # the rearmost checker: the lowest bit set (24 when none is left)
    rear = np.minimum(np.bitwise_count((has & -has) - 1), 24).astype(np.int64)
    rear_closed = np.bitwise_count((shut >> (rear + 1)) & 63)
    # the longest run of closed points ahead of it, up to 6: a run of k + 1 is left in
    # ``run & run >> 1 & ... `` after k steps
    run = shut & ~((np.int64(2) << rear) - 1)
    block = np.zeros(len(has))
    for _ in range(6):
        block += run != 0
        run &= run >> 1
    # checkers whose four points straight ahead are all closed
    wall = (shut >> 1) & (shut >> 2) & (shut >> 3) & (shut >> 4)
    trapped = (own * ((wall[:, None] >> _R) & 1)).sum(axis=1)
    crossovers = own[:, :18] @ _QUARTERS_LEFT[:18]
    return np.stack([
        playable / 6.0,
        np.minimum(moves / 40.0, 1.5),
        np.minimum(rear, 23) / 23.0,
        rear_closed / 6.0,
        (rear_closed / 6.0) ** 2,
        block / 6.0,
        trapped / 15.0,
        crossovers / 45.0,
    ], axis=1)


def both_sides(
    S: np.ndarray, side: Callable[[np.ndarray, np.ndarray], np.ndarray]
) -> np.ndarray:
    """``side(own, closed)`` of the mover, then of the opponent, side by side, for
    ``(n, 27)`` long-nardy mover-view states: each side's checker counts and the points
    closed to it (``(n, 24)``) in the order of its own route."""
    pts = np.asarray(S, dtype=np.int64).reshape(-1, 27)[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    mine = side(own[:, ::-1], opp[:, ::-1] > 0)
    theirs = side(opp[:, _OPP_ROUTE], own[:, _OPP_ROUTE] > 0)
    return np.concatenate([mine, theirs], axis=1)


def blocking_inputs(S: np.ndarray) -> np.ndarray:
    """The blocking inputs ``(n, N_BLOCKING)`` of ``(n, 27)`` long-nardy mover-view
    states: the mover's :func:`side_inputs`, then the opponent's."""
    return both_sides(S, side_inputs)
