"""Shape inputs of GNU Backgammon's kind for short nardy (feature set 3).

Feature set 2 (:mod:`ai.inputs.contact`) gave the network escapes, containment, anchors and
shots. This module adds the rest of the kinds of input GNU Backgammon's contact network
reads beside the raw counts: how far the borne-off checkers have gone, timing, how the
made points hang together, back games and the spread of the checkers. Computed for both
sides of ``(n, 27)`` mover-view states in one vectorized pass (loops over the 25 points,
never over positions); every input is scaled to about ``[0, 1]``.

Each side is read in its own numbering: index ``i`` (0..23) holds its checkers with
``i + 1`` pips to go, index 24 its bar (GNU Backgammon's ``anBoard``). ``opp_back`` is
the index, in this numbering, of the opponent's rearmost checker: a checker on ``i <
opp_back`` has passed every opposing checker.

Inputs per side (GNU Backgammon's ``eval.c`` names in brackets), in :data:`NAMES` order:

* ``off1``, ``off2``, ``off3`` (I_OFF1..3): the borne-off checkers in three pieces of
  five, each ``0..1`` (``off2`` starts when ``off1`` is full);
* ``free_pip`` (I_FREEPIP): the pips of the checkers that have passed every opposing
  checker, / 100;
* ``timing`` (I_TIMING): the pips the side can play before it must break its home
  board, / 100 (never below 0): the pips to go (counted as the index) of its free checkers
  outside home, less what filling its empty and single home points to two checkers takes
  of them; free are those on the bar, on its 13- to 24-point while contact lasts there
  (a point's checkers beyond the second, a lone checker too), and every checker on its 7-
  to 12-point or past the opponent; home points hold two, the rest count as free;
* ``backbone`` (I_BACKBONE): how badly its made points are spaced for building a
  blockade: over each held point behind another, weighted by its checkers, ``1 - c/11``
  where ``c`` is 11 for a gap of up to 6 pips to the next held point ahead, ``13 - gap``
  for 7..11 pips and 0 beyond (0: no two held points);
* ``back_game``, ``back_game1`` (I_BACKG, I_BACKG1): with two or more points held in the
  opponent's home, ``(checkers there and on the bar - 3) / 4``; with exactly one,
  ``checkers there and on the bar / 8`` (the other input 0);
* ``moment2`` (I_MOMENT2): the mean squared distance beyond the mean of its checkers
  still on the board (each rounded up as GNU Backgammon does), / 400;
* ``home_closed``: the chance that a roll has at least one die the opponent could not
  enter with, ``1 - ((6 - points held in its home) / 6)^2`` (of GNU Backgammon's
  I_ENTER2 kind).
"""

from __future__ import annotations

import numpy as np

__all__ = ["NAMES", "N_SHAPE", "shape_inputs", "side_shape"]

NAMES: tuple[str, ...] = (
    "off1", "off2", "off3", "free_pip", "timing", "backbone", "back_game", "back_game1",
    "moment2", "home_closed",
)
N_SHAPE = 2 * len(NAMES)
_IDX = np.arange(25, dtype=np.int32)  # int32 throughout: a third faster than int64
_PIPS = _IDX + 1  # pips to go of index i (the bar: 25)


def _timing(g: np.ndarray, opp_back: np.ndarray) -> np.ndarray:
    """I_TIMING of the side with counts ``g`` ``(n, 25)`` (see the module docstring)."""
    t = 24 * g[:, 24]
    spare = np.where(g > 2, g - 2, (g == 1).astype(g.dtype))  # a blot counts, a pair not
    i = _IDX[None, 6:24]
    outside = np.where((i >= 12) & (i > opp_back[:, None]), spare[:, 6:24], g[:, 6:24])
    t = t + (outside * i).sum(axis=1)
    no = g[:, 24] + outside.sum(axis=1)
    for k in range(5, -1, -1):  # fill the home points from the 6-point down
        c = g[:, k]
        extra = np.maximum(c - 2, 0)
        need = np.maximum(2 - c, 0)
        fill = (need > 0) & (no >= need)
        t = t + k * extra - k * need * fill
        no = no + extra - need * fill
    return np.maximum(t, 0) / 100.0


def _backbone(g: np.ndarray) -> np.ndarray:
    """I_BACKBONE of the side with counts ``g`` ``(n, 25)`` (see the module docstring)."""
    n = g.shape[0]
    prev = np.full(n, -1, dtype=g.dtype)  # the last held point seen (from the back)
    prev_n = np.zeros(n, dtype=g.dtype)
    w = np.zeros(n, dtype=g.dtype)
    tot = np.zeros(n, dtype=g.dtype)
    for k in range(23, 0, -1):
        held = g[:, k] >= 2
        later = held & (prev >= 0)
        gap = prev - k
        c = np.where(gap <= 6, 11, np.where(gap <= 11, 13 - gap, 0))
        w += np.where(later, c * prev_n, 0)
        tot += np.where(later, prev_n, 0)
        prev = np.where(held, k, prev)
        prev_n = np.where(held, g[:, k], prev_n)
    return np.where(tot > 0, 1.0 - w / (11.0 * np.maximum(tot, 1)), 0.0)


def _moment2(g: np.ndarray) -> np.ndarray:
    """I_MOMENT2 of the side with counts ``g`` ``(n, 25)`` (see the module docstring)."""
    w = g.sum(axis=1)
    k = g @ _IDX
    safe = np.maximum(w, 1)
    mean = (k + safe - 1) // safe  # rounded up
    d = _IDX[None, :] - mean[:, None]
    beyond = np.where(d >= 0, g, 0)
    w2 = beyond.sum(axis=1)
    k2 = (beyond * d * d).sum(axis=1)
    safe2 = np.maximum(w2, 1)
    m2 = np.where(w2 > 0, (k2 + safe2 - 1) // safe2, 0)
    return np.where(w > 0, m2, 0) / 400.0


def side_shape(g: np.ndarray, opp_back: np.ndarray) -> np.ndarray:
    """The :data:`NAMES` inputs ``(n, 10)`` of the side whose checkers stand on ``g``
    ``(n, 25)`` (its own numbering, see the module docstring) when the opponent's rearmost
    checker is on ``opp_back`` of that numbering."""
    off = 15 - g.sum(axis=1)
    off1 = np.minimum(off, 5) / 5.0
    off2 = np.clip(off - 5, 0, 5) / 5.0
    off3 = np.clip(off - 10, 0, 5) / 5.0
    free_pip = np.where(_IDX[None, :] < opp_back[:, None], g, 0) @ _PIPS / 100.0
    anchors = (g[:, 18:24] >= 2).sum(axis=1)
    back_men = g[:, 18:25].sum(axis=1)
    back_game = np.where(anchors >= 2, (back_men - 3) / 4.0, 0.0)
    back_game1 = np.where(anchors == 1, back_men / 8.0, 0.0)
    open_home = 6 - (g[:, :6] >= 2).sum(axis=1)
    home_closed = 1.0 - (open_home / 6.0) ** 2
    return np.stack(
        [off1, off2, off3, free_pip, _timing(g, opp_back), _backbone(g), back_game,
         back_game1, _moment2(g), home_closed],
        axis=1,
    )


def shape_inputs(S: np.ndarray) -> np.ndarray:
    """``(n, N_SHAPE)``: the mover's :data:`NAMES` inputs, then the opponent's, of the
    short-nardy mover-view states ``S`` ``(n, 27)`` (the mover moves from point 24 down
    to 1, the opponent from 1 up to 24)."""
    S = np.asarray(S, dtype=np.int32)
    n = S.shape[0]
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    # Own numbering: the mover's point p has p pips to go (index p - 1); the opponent's
    # point p has 25 - p (index 24 - p).
    g_me = np.concatenate([own, S[:, 25:26]], axis=1)
    g_op = np.concatenate([opp[:, ::-1], S[:, 26:27]], axis=1)
    # The opponent's rearmost checker in the mover's numbering: the lowest point he holds
    # a checker on (his bar: nothing has passed him); the mover's rearmost checker in the
    # opponent's numbering likewise.
    pt = _IDX[1:]
    op_low = np.where(opp > 0, pt, 25).min(axis=1)  # 25: none on the board
    op_back = np.where(S[:, 26] > 0, -1, np.where(op_low == 25, 24, op_low - 1))
    me_high = np.where(own > 0, pt, 0).max(axis=1)  # 0: none on the board
    me_back = np.where(S[:, 25] > 0, -1, np.where(me_high == 0, 24, 24 - me_high))
    both = side_shape(np.concatenate([g_me, g_op]), np.concatenate([op_back, me_back]))
    return np.concatenate([both[:n], both[n:]], axis=1)
