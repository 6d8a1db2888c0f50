"""Input features of the evaluation networks, computed in one vectorized pass.

Every position is seen from the side **to move** as the engine's mover view: a row of 27
integers ``s`` (``s[0]`` mover's borne-off checkers, ``s[1..24]`` signed counts on the
mover's points, ``+`` mover / ``-`` opponent, ``s[25]`` mover's bar, ``s[26]`` opponent's
bar; see :func:`engine.moves.mover_state`). :func:`encode` turns an ``(n, 27)`` integer
matrix of such rows into an ``(n, F)`` float matrix, one row per position, so that all
candidate plays of a turn are evaluated by a single matrix product.

Features common to both variants (for each side):

* per point a truncated-unary count: ``n>=1``, ``n>=2``, ``n>=3``, ``(n-3)/scale``;
* checkers borne off, pip count, pip difference, a "no contact" (pure race) flag.

Short nardy adds the bar (unary), direct/indirect shots at blots for both sides and the
longest prime (consecutive made points) of each side. Long nardy adds the head counts,
checkers at home and in the last half of the route, and the longest run of held points of
each side along the *other* side's route (the blocks the six-block rule is about).

Feature sets: set 1 is all of the above (short 212 inputs, long 210). Set 0 is
the cheapest, for the small networks that shortlist plays deep in the search
(:mod:`ai.player`): set 1's first inputs, both sides' truncated-unary counts and checkers
off (and the bars in short nardy): 200 inputs in short nardy, 194 in long. Set 2 is set
1's inputs, first and in the same order, followed by more: in short nardy the 26 contact
inputs of GNU Backgammon's kind of :mod:`ai.inputs.contact`
(escapes, containment, anchors, shots, pip loss, ...; 238 inputs), in long nardy the 16
blocking and mobility inputs of :mod:`ai.inputs.blocking` (playable dice, the rearmost checker's
closed points and the block in front of it, trapped checkers, crossovers; 226 inputs).
Set 3 is set 2's inputs followed by more: in short nardy the 20 shape inputs of
:mod:`ai.inputs.shape` (checkers off in three pieces, free pips, timing, backbone, back games,
spread, home board; 258 inputs), in long nardy the 14 middle-game inputs of
:mod:`ai.inputs.middle` (pips to home, closed points ahead of every checker, contact, checkers
behind runs of three and five, the head's wait, the span of contact; 240 inputs). A
network file says which set it was trained on (:class:`ai.net.Net`), so networks of every
set load and evaluate side by side. Every set comes as one float32 array, each input
computed in float64 (or exactly) and rounded once: the networks compute in float32.
"""

from __future__ import annotations

from typing import cast

import numpy as np

from engine.position import Variant

from .blocking import N_BLOCKING, blocking_inputs
from .contact import N_CONTACT, contact_inputs
from .middle import N_MIDDLE, middle_inputs
from .shape import N_SHAPE, shape_inputs

__all__ = [
    "encode", "n_inputs", "is_race", "states_array", "mover_view", "LONG_ROUTE_OPP",
    "FEATURE_SETS",
]

FEATURE_SETS: dict[Variant, tuple[int, ...]] = {
    Variant.SHORT: (0, 1, 2, 3), Variant.LONG: (0, 1, 2, 3),
}

# Long nardy: the opponent's route through the mover's points (12, 11, ..., 1, 24, ..., 13).
LONG_ROUTE_OPP = np.array([12 - r for r in range(12)] + [36 - r for r in range(12, 24)])
# The opponent's own point number of each mover point 1..24 (long nardy), index 0 unused.
_LONG_OPP_OWN = np.array([0] + [((m + 11) % 24) + 1 for m in range(1, 25)])
_SHORT_PIPS = np.arange(1, 25, dtype=np.float64)
_SHORT_OPP_PIPS = 25.0 - _SHORT_PIPS
_LONG_OPP_PIPS = _LONG_OPP_OWN[1:].astype(np.float64)


def states_array(states: list[tuple[int, ...]] | np.ndarray) -> np.ndarray:
    """An ``(n, 27)`` int array of mover-view states."""
    return np.asarray(states, dtype=np.int64).reshape(-1, 27)


def mover_view(variant: Variant, S: np.ndarray) -> np.ndarray:
    """The same positions seen by the other side (e.g. a play's result, seen by its mover)."""
    S = np.asarray(S, dtype=np.int64).reshape(-1, 27)
    out = np.empty_like(S)
    pts = S[:, 1:25]
    if variant is Variant.SHORT:
        out[:, 1:25] = -pts[:, ::-1]
    else:
        out[:, 1:25] = -pts[:, _LONG_OPP_OWN[1:] - 1]
    out[:, 0] = 15 - np.maximum(-pts, 0).sum(axis=1) - S[:, 26]
    out[:, 25] = S[:, 26]
    out[:, 26] = S[:, 25]
    return out


def _longest_run(held: np.ndarray) -> np.ndarray:
    """Longest run of True along axis 1 of ``held`` (columns already in route order)."""
    run = np.zeros(held.shape[0], dtype=np.int64)
    best = np.zeros(held.shape[0], dtype=np.int64)
    for i in range(held.shape[1]):
        run = (run + 1) * held[:, i]
        np.maximum(best, run, out=best)
    return best


def is_race(variant: Variant, S: np.ndarray) -> np.ndarray:
    """Boolean ``(n,)``: no contact is left (every checker has passed the other side's)."""
    pts = S[:, 1:25]
    idx = np.arange(1, 25)
    if variant is Variant.SHORT:
        my_back = np.where(pts > 0, idx, 0).max(axis=1)
        my_back = np.where(S[:, 25] > 0, 25, my_back)
        opp_back = np.where(pts < 0, idx, 25).min(axis=1)
        opp_back = np.where(S[:, 26] > 0, 0, opp_back)
        return my_back < opp_back
    # Long: contact is over when all my checkers are on my points 1-12 and all the
    # opponent's on his 1-12 (= my 13-24).
    mine_far = (pts[:, 12:] > 0).any(axis=1)
    opp_far = (pts[:, :12] < 0).any(axis=1)
    return cast(np.ndarray, ~(mine_far | opp_far))  # numpy types ~ of an array loosely


def _unary_table(scale: float) -> np.ndarray:
    """The truncated-unary encoding of each count 0..15, float32: ``n>=1``, ``n>=2``,
    ``n>=3`` and ``(n-3)/scale`` (0 below three)."""
    return np.array(
        [[c >= 1, c >= 2, c >= 3, max(c - 3, 0) / scale] for c in range(16)], dtype=np.float32
    )


_UNARY = {Variant.SHORT: _unary_table(2.0), Variant.LONG: _unary_table(12.0)}


def _encode_cheap(variant: Variant, S: np.ndarray) -> np.ndarray:
    """Feature set 0 ``(n, 200)`` (short) or ``(n, 194)`` (long), float32: both sides' unary
    counts (as :func:`_unary_table`), the bars (as set 1, short nardy only) and checkers off / 15
    (as set 1): set 1's first inputs. Built for speed (about a microsecond a row)."""
    n = S.shape[0]
    short = variant is Variant.SHORT
    out = np.empty((n, 200 if short else 194), dtype=np.float32)
    pts = S[:, 1:25]
    opp = np.maximum(-pts, 0)
    table = _UNARY[variant]
    out[:, :96] = table[np.maximum(pts, 0)].reshape(n, 96)
    out[:, 96:192] = table[opp].reshape(n, 96)
    if short:
        for col, bar in ((192, S[:, 25]), (195, S[:, 26])):
            out[:, col] = bar >= 1
            out[:, col + 1] = bar >= 2
            out[:, col + 2] = np.maximum(bar - 2, 0) / 2.0
    out[:, -2] = S[:, 0] / 15.0
    out[:, -1] = (15 - opp.sum(axis=1) - S[:, 26]) / 15.0
    return out


def _window_counts(src: np.ndarray, lo: int, hi: int) -> np.ndarray:
    """``(n, 24)``: for each point ``m`` = 1..24 (column ``m - 1``) the number of ``True``
    columns ``m - hi .. m - lo`` of ``src`` ``(n, 26)`` (columns below 0 count as none)."""
    n = src.shape[0]
    c = np.zeros((n, 27), dtype=np.int16)
    np.cumsum(src, axis=1, dtype=np.int16, out=c[:, 1:])  # c[:, k] = sum of columns < k
    m = np.arange(1, 25)
    return cast(np.ndarray, c[:, np.maximum(m - lo + 1, 0)] - c[:, np.maximum(m - hi, 0)])


def _encode_short(S: np.ndarray, features: int = 1) -> np.ndarray:
    """Short nardy's feature set ``features`` (1, 2 or 3), float32, written into one array:
    the unary counts, the twenty extras, then the contact and the shape inputs. Every
    input is computed in float64 (or exactly in integers) and rounded to float32 once, so
    the values are those of the float64 encoding the networks were trained on, rounded."""
    n = S.shape[0]
    out = np.empty((n, n_inputs(Variant.SHORT, features)), dtype=np.float32)
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    table = _UNARY[Variant.SHORT]
    out[:, :96] = table[own].reshape(n, 96)
    out[:, 96:192] = table[opp].reshape(n, 96)
    bar, obar = S[:, 25], S[:, 26]
    off = S[:, 0]
    ooff = 15 - opp.sum(axis=1) - obar
    pip = own @ _SHORT_PIPS + 25.0 * bar
    opip = opp @ _SHORT_OPP_PIPS + 25.0 * obar
    # Shots: the opponent moves up my numbering (from his bar = my 0) and hits my blot on
    # m from m - 1..m - 6 (direct) or m - 7..m - 12 (indirect); I move down (from my bar
    # = 25) and hit his blot on m from m + 1..m + 6 or m + 7..m + 12.
    opp_src = np.zeros((n, 26), dtype=bool)
    opp_src[:, 0] = obar > 0
    opp_src[:, 1:25] = opp > 0
    my_src = np.zeros((n, 26), dtype=bool)
    my_src[:, 1:25] = own > 0
    my_src[:, 25] = bar > 0
    my_blot = own == 1
    opp_blot = opp == 1
    my_direct = _window_counts(opp_src, 1, 6)
    my_indirect = _window_counts(opp_src, 7, 12)
    # Read backwards, my sources hit his blots as his hit mine (point m <-> 25 - m).
    mirror = my_src[:, ::-1]
    opp_direct = _window_counts(mirror, 1, 6)[:, ::-1]
    opp_indirect = _window_counts(mirror, 7, 12)[:, ::-1]
    extra = out[:, 192:212]
    extra[:, 0] = bar >= 1
    extra[:, 1] = bar >= 2
    extra[:, 2] = np.maximum(bar - 2, 0) / 2.0
    extra[:, 3] = obar >= 1
    extra[:, 4] = obar >= 2
    extra[:, 5] = np.maximum(obar - 2, 0) / 2.0
    extra[:, 6] = off / 15.0
    extra[:, 7] = ooff / 15.0
    extra[:, 8] = pip / 167.0
    extra[:, 9] = opip / 167.0
    extra[:, 10] = np.clip((opip - pip) / 40.0, -3, 3)
    extra[:, 11] = is_race(Variant.SHORT, S)
    extra[:, 12] = ((my_direct > 0) & my_blot).sum(axis=1) / 3.0
    extra[:, 13] = (
        (my_direct * my_blot).sum(axis=1) + 0.3 * (my_indirect * my_blot).sum(axis=1)
    ) / 10.0
    extra[:, 14] = ((opp_direct > 0) & opp_blot).sum(axis=1) / 3.0
    extra[:, 15] = (
        (opp_direct * opp_blot).sum(axis=1) + 0.3 * (opp_indirect * opp_blot).sum(axis=1)
    ) / 10.0
    extra[:, 16] = _longest_run(own >= 2) / 6.0
    extra[:, 17] = _longest_run(opp >= 2) / 6.0
    extra[:, 18] = (own[:, :6] >= 2).sum(axis=1) / 6.0
    extra[:, 19] = (opp[:, 18:] >= 2).sum(axis=1) / 6.0
    if features >= 2:
        out[:, 212:238] = contact_inputs(S)
    if features == 3:
        out[:, 238:] = shape_inputs(S)
    return out


def _unary_into(out: np.ndarray, counts: np.ndarray, scale: float) -> None:
    """Write the truncated-unary encoding (:func:`_unary_table`'s) of ``counts`` ``(n, 24)``
    into the ``(n, 96)`` view ``out``."""
    o = out.reshape(counts.shape[0], 24, 4)
    np.greater_equal(counts, 1, out=o[:, :, 0])
    np.greater_equal(counts, 2, out=o[:, :, 1])
    np.greater_equal(counts, 3, out=o[:, :, 2])
    o[:, :, 3] = np.maximum(counts - 3, 0) / scale


def _encode_long(S: np.ndarray, features: int = 1) -> np.ndarray:
    """Long nardy's feature set ``features`` (1, 2 or 3), float32, written into one array
    (no concatenated copies): the unary counts, the extras, then the blocking inputs and
    the middle-game inputs."""
    n = S.shape[0]
    out = np.empty((n, n_inputs(Variant.LONG, features)), dtype=np.float32)
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    _unary_into(out[:, :96], own, 12.0)
    _unary_into(out[:, 96:192], opp, 12.0)
    off = S[:, 0]
    ooff = 15 - opp.sum(axis=1)
    pip = own @ _SHORT_PIPS
    opip = opp @ _LONG_OPP_PIPS
    # Blocks: my held points along the opponent's route; his along mine (24 -> 1).
    my_block = _longest_run(own[:, LONG_ROUTE_OPP - 1] > 0)
    opp_block = _longest_run(opp[:, ::-1] > 0)
    extra = out[:, 192:210]
    extra[:, 0] = off / 15.0
    extra[:, 1] = ooff / 15.0
    extra[:, 2] = pip / 360.0
    extra[:, 3] = opip / 360.0
    extra[:, 4] = np.clip((opip - pip) / 60.0, -4, 4)
    extra[:, 5] = own[:, 23] / 15.0
    extra[:, 6] = opp[:, 11] / 15.0
    extra[:, 7] = own[:, :6].sum(axis=1) / 15.0
    extra[:, 8] = opp[:, 12:18].sum(axis=1) / 15.0
    extra[:, 9] = own[:, :12].sum(axis=1) / 15.0
    extra[:, 10] = opp[:, 12:].sum(axis=1) / 15.0
    extra[:, 11] = is_race(Variant.LONG, S)
    extra[:, 12] = my_block / 6.0
    extra[:, 13] = opp_block / 6.0
    extra[:, 14] = my_block >= 4
    extra[:, 15] = opp_block >= 4
    extra[:, 16] = (own > 0).sum(axis=1) / 12.0
    extra[:, 17] = (opp > 0).sum(axis=1) / 12.0
    if features >= 2:
        out[:, 210:226] = blocking_inputs(S)
    if features == 3:
        out[:, 226:] = middle_inputs(S)
    return out


def _check(variant: Variant, features: int) -> None:
    if features not in FEATURE_SETS[variant]:
        raise ValueError(f"no feature set {features} for {variant.value} nardy")


def encode(variant: Variant, S: np.ndarray, features: int = 1) -> np.ndarray:
    """Features ``(n, n_inputs(variant, features))`` of an ``(n, 27)`` matrix of mover-view
    states, of feature set ``features`` (see the module docstring); raise ValueError for a
    set the variant does not have."""
    _check(variant, features)
    if variant is Variant.SHORT:
        if features == 0:
            return _encode_cheap(variant, S)
        return _encode_short(S, features)
    if features == 0:
        return _encode_cheap(variant, S)
    return _encode_long(S, features)


def n_inputs(variant: Variant, features: int = 1) -> int:
    """Number of input features of ``variant``'s network of feature set ``features``."""
    _check(variant, features)
    if variant is Variant.SHORT:
        if features == 0:
            return 200
        return 212 + (N_CONTACT if features >= 2 else 0) + (N_SHAPE if features == 3 else 0)
    if features == 0:
        return 194
    return 210 + (N_BLOCKING if features >= 2 else 0) + (N_MIDDLE if features == 3 else 0)
