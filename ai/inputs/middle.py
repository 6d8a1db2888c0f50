"""Middle-game inputs for long nardy (feature set 3): the race home and the blocks ahead.

Feature set 2's blocking inputs (:mod:`ai.inputs.blocking`) look at each side's **rearmost**
checker and at single die values. What long nardy's middle game turns on besides is how
every other checker stands: how far the side still has to go to bring its checkers home,
how many of them still have the other side's checkers ahead (contact), which of them sit
behind a run of three or five closed points, and how long the head can wait behind a
closed exit. This module computes those for both sides of ``(n, 27)`` mover-view states
in one vectorized pass (bit masks over the 24 route points, no loop over positions).

As in :mod:`ai.inputs.blocking`, each side is seen along **its own route** (index ``r = 0`` its
head, ``r = 23`` its point 1, home ``r = 18..23``) and a point is *closed* to it when the
other side has a checker there.

Inputs per side, in :data:`NAMES` order, each scaled to about ``[0, 1]``:

* ``to_home``: the pips its checkers outside home still need to reach home
  (``sum own[r] * (18 - r)`` over ``r < 18``), / 270 (all fifteen on the head);
* ``closed_ahead``: closed points among the six ahead of each checker outside home,
  summed over those checkers, / 90;
* ``contact``: its checkers with at least one closed point anywhere ahead of them on the
  route, / 15 (0 in a pure race);
* ``behind3``: its checkers with a run of three or more closed points ahead, / 15;
* ``behind5``: the same with a run of five or more (one short of a six-block), / 15;
* ``head_wait``: its checkers on the head times the closed points among the head's six
  exits, / 90;
* ``span``: how far ahead of its rearmost checker the furthest closed point lies (the
  stretch of route where contact lasts), / 23 (0 when none is ahead).
"""

from __future__ import annotations

import numpy as np

from .blocking import _bits, both_sides  # the same bit masks and route order

__all__ = ["NAMES", "N_MIDDLE", "middle_inputs", "side_inputs"]

NAMES: tuple[str, ...] = (
    "to_home", "closed_ahead", "contact", "behind3", "behind5", "head_wait", "span",
)
N_MIDDLE = 2 * len(NAMES)
_R = np.arange(24, dtype=np.int64)
_TO_HOME = np.maximum(18 - _R, 0).astype(np.float32)
# cum = own @ _CUM: column k sums route indices r < k
_CUM = (_R[:, None] < np.arange(25)[None, :]).astype(np.float32)
# six = closed @ _SIX: column r (< 18) counts the closed points among r + 1 .. r + 6
_SIX = ((_R[:, None] > _R[None, :18]) & (_R[:, None] <= _R[None, :18] + 6)).astype(np.float32)


def _highest(x: np.ndarray) -> np.ndarray:
    """The index of the highest set bit of each (24-bit) ``x``; -1 where ``x`` is 0."""
    for s in (1, 2, 4, 8, 16):
        x = x | (x >> s)
    return np.bitwise_count(x).astype(np.int64) - 1


def _before(cum: np.ndarray, end: np.ndarray) -> np.ndarray:
    """``sum own[r]`` over ``r < end`` for each row, from the running sums ``cum`` ``(n,
    25)`` (``cum[:, k]`` = the sum of the first ``k`` columns) and ``end`` in ``-1..24``."""
    return np.take_along_axis(cum, np.maximum(end, 0)[:, None], axis=1)[:, 0]


def side_inputs(own: np.ndarray, closed: np.ndarray) -> np.ndarray:
    """The inputs of one side (``(n, 7)``, :data:`NAMES` order) from its checker counts
    ``own`` ``(n, 24)`` and the closed points ``closed`` ``(n, 24)`` (bool), both in the
    order of its route (index 0 = its head). A checker at ``r`` has a closed point (a run
    of three, of five) ahead of it exactly when ``r`` lies below the highest one, so those
    counts are running sums read at one index per row; the sums over windows of the route
    are small matrix products."""
    own_f = own.astype(np.float32)
    cum = own_f @ _CUM
    six = closed.astype(np.float32) @ _SIX
    shut = _bits(closed)
    run3 = shut & (shut >> 1) & (shut >> 2)
    run5 = run3 & (shut >> 3) & (shut >> 4)
    last = _highest(shut)
    rear = np.where(cum[:, 24] > 0, (cum[:, 1:] == 0).sum(axis=1), 24)
    span = np.maximum(last - rear, 0)
    return np.stack([
        own_f @ _TO_HOME / 270.0,
        np.einsum("ij,ij->i", own_f[:, :18], six) / 90.0,
        _before(cum, last) / 15.0,
        _before(cum, _highest(run3)) / 15.0,
        _before(cum, _highest(run5)) / 15.0,
        own_f[:, 0] * six[:, 0] / 90.0,
        span / 23.0,
    ], axis=1)


def middle_inputs(S: np.ndarray) -> np.ndarray:
    """The middle-game inputs ``(n, N_MIDDLE)`` of ``(n, 27)`` long-nardy mover-view
    states: the mover's :func:`side_inputs`, then the opponent's."""
    return both_sides(S, side_inputs)
