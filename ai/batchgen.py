"""Batched play generation for look-ahead search, in vectorized numpy, for both variants.

:func:`results` gives, for many (position, roll) pairs at once, the same set of results as
:func:`engine.moves.legal_states` gives for one: the mover's views of the positions every
distinct legal full play leads to, with the maximum-dice and larger-die rules applied (and
in long nardy the head rule and the six-block rule, checked after every single step as the
engine checks them). A deeper search needs some 450 such pairs per candidate play; one
numpy pass over all of them takes a small part of the time the engine's per-pair search
does.

It is for search only: the plays a player makes always come from the engine
(:func:`engine.moves.legal_plays`), and ``tests/test_ai_batchgen.py`` (short nardy) and
``tests/test_ai_batchgen_long.py`` check this module against the engine result for
result. States are the engine's mover views (``s[0]`` mover's borne-off checkers,
``s[1..24]`` signed counts, ``s[25]`` mover's bar, ``s[26]`` opponent's bar, both 0 in long
nardy); the mover moves from 24 towards 1 and bears off from 1..6.

Duplicates are merged by a 64-bit hash of the state (random odd multipliers, fixed seed):
two distinct states merge only on a hash collision, about one chance in 10^15 for a
whole game's look-ahead, and then one reply fewer is looked at.
"""

from __future__ import annotations

import numpy as np

from engine.dice import ROLLS
from engine.position import Variant

__all__ = [
    "results", "short_results", "long_results", "all_rolls", "win_points", "short_win_points",
    "long_win_points", "group_best", "ROLL_DICE", "ROLL_WEIGHTS",
]

ROLL_DICE = np.array([d for d, _w in ROLLS], dtype=np.int64)
"""The 21 distinct rolls ``(21, 2)``, in :data:`engine.dice.ROLLS`'s order."""
ROLL_WEIGHTS = np.array([w for _d, w in ROLLS], dtype=np.float64)
"""Their weights out of 36 ``(21,)``."""

_SOURCES = np.arange(1, 26, dtype=np.int64)  # points 1..24 and the bar (25)
_MULT = np.random.default_rng(20261202).integers(1, 2**62, size=31, dtype=np.int64) | 1


def _hash(X: np.ndarray, *extra: np.ndarray) -> np.ndarray:
    """A 64-bit hash of each row of ``X`` ``(k, 27)`` and the ``extra`` columns (wrapping
    integer arithmetic)."""
    h = X.astype(np.int64) @ _MULT[:27]
    for j, col in enumerate(extra):
        h = h + col * _MULT[27 + j]
    return h


def _short_steps(
    X: np.ndarray, die: np.ndarray, lim: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every legal single step of ``die[i]`` from ``X[i]`` from a point ``<= lim[i]`` (bar
    entries always): ``(row, source point, new state)`` arrays, one entry per step."""
    barred = X[:, 25] > 0
    mine = X[:, 1:25] > 0
    top = np.where(mine.any(axis=1), 24 - np.argmax(mine[:, ::-1], axis=1), 0)
    home = ~barred & (top <= 6)
    T = _SOURCES[None, :] - die[:, None]  # target point; <= 0 bears off
    on_board = T >= 1
    at_target = X[np.arange(X.shape[0])[:, None], np.clip(T, 0, 24)]
    ok_board = on_board & (at_target >= -1)
    ok_off = ~on_board & home[:, None] & ((T == 0) | (_SOURCES[None, :] == top[:, None]))
    allowed = np.where(
        barred[:, None], _SOURCES[None, :] == 25, _SOURCES[None, :] <= lim[:, None]
    )
    M = (X[:, 1:26] > 0) & allowed & (ok_board | ok_off)
    rows, col = np.nonzero(M)
    src = col + 1
    tgt = np.where(on_board[rows, col], T[rows, col], 0)  # 0: the borne-off count
    Y = X[rows]
    m = np.arange(rows.shape[0])
    hit = (tgt > 0) & (Y[m, tgt] == -1)
    Y[m, src] -= 1
    Y[m, tgt] += (1 + hit).astype(np.int8)  # a hit blot (-1) becomes 1; else one more
    Y[:, 26] += hit
    return rows, src, Y


def short_results(S: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The results of every distinct legal full play of each pair ``(S[i], dice[i])`` in
    short nardy.

    ``S`` ``(n, 27)`` holds mover views of positions in play (the mover about to move),
    ``dice`` ``(n, 2)`` the rolls. Returns ``(G, R)``: ``R`` ``(m, 27)`` int64 result
    states (the mover's views before the turn passes, as :func:`engine.moves.legal_states`
    gives them; ``R[j, 0] == 15`` is a win), ``G`` ``(m,)`` the pair each belongs to,
    ascending; every pair owns at least one result (a pair with no legal move owns its own
    state: the turn passes). The order within a pair is fixed but not the engine's.
    """
    return results(Variant.SHORT, S, dice)


def long_results(S: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`short_results` for long nardy: no hitting, the head rule, the six-block rule
    (checked after every single step, so the order of a double's steps can matter)."""
    return results(Variant.LONG, S, dice)


def results(variant: Variant, S: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`short_results` or :func:`long_results`, by ``variant``."""
    S = np.asarray(S).reshape(-1, 27).astype(np.int8)
    dice = np.asarray(dice, dtype=np.int64).reshape(-1, 2)
    n = S.shape[0]
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros((0, 27), dtype=np.int64)
    double = dice[:, 0] == dice[:, 1]
    G, R, U, B, redo = _search(variant, S, dice, np.arange(n), canonical=True)
    if redo.shape[0]:
        # A double whose canonical search met a step the six-block rule refuses: the order
        # of its steps matters, so search it in every order (as the engine does).
        again = ~np.isin(G, redo)
        G2, R2, U2, B2, _r = _search(variant, S, dice, redo, canonical=False)
        G = np.concatenate([G[again], G2])
        R = np.concatenate([R[again], R2])
        U = np.concatenate([U[again], U2])
        B = np.concatenate([B[again], B2])
    h = _hash(R)
    order = np.lexsort((h, -U, G))  # by pair; the most dice used first
    G, R, U, B, h = G[order], R[order], U[order], B[order], h[order]
    first = np.ones(G.shape[0], dtype=bool)
    first[1:] = G[1:] != G[:-1]
    starts = np.flatnonzero(first)
    best = np.repeat(U[starts], np.diff(np.append(starts, G.shape[0])))
    full = np.equal(U, best)
    only_big = np.zeros(n, dtype=bool)
    only_big[G[full & (U == 1) & B & ~double[G]]] = True
    keep = full & (B | ~only_big[G])
    G, R, h = G[keep], R[keep], h[keep]
    new = np.ones(G.shape[0], dtype=bool)
    new[1:] = (G[1:] != G[:-1]) | (h[1:] != h[:-1])
    return G[new], R[new].astype(np.int64)


def _search(
    variant: Variant, S: np.ndarray, dice: np.ndarray, pairs: np.ndarray, canonical: bool
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every step sequence of the pairs ``pairs`` of ``(S, dice)``, breadth first, with
    transpositions merged. Returns the end of every sequence that stopped (no die left, a
    win, or no legal step): ``(pair, state, dice used, whether a one-die stop used the
    larger die)``, and the doubles whose canonical search met a step the six-block rule
    refused (empty unless ``canonical`` in long nardy).

    With ``canonical``, doubles are searched in canonical order only: a step never starts
    above the one before it (reordering any legal sequence so leaves its result)."""
    a, b = dice[:, 0], dice[:, 1]
    double = a == b
    big = np.maximum(a, b)
    nd = pairs[~double[pairs]]
    dd = pairs[double[pairs]]
    own = np.concatenate([nd, nd, dd])
    D = np.zeros((own.shape[0], 4), dtype=np.int64)
    D[: nd.shape[0], 0], D[: nd.shape[0], 1] = a[nd], b[nd]
    D[nd.shape[0] : 2 * nd.shape[0], 0] = b[nd]
    D[nd.shape[0] : 2 * nd.shape[0], 1] = a[nd]
    D[2 * nd.shape[0] :] = a[dd, None]
    X = S[own]
    is_long = variant is Variant.LONG
    top_src = 24 if is_long else 25
    lim = np.full(own.shape[0], top_src, dtype=np.int64)
    head_limit = np.where(
        (S[:, 24] == 15) & double & np.isin(a, (3, 4, 6)), 2, 1
    ) if is_long else None
    t_own: list[np.ndarray] = []
    t_state: list[np.ndarray] = []
    t_used: list[np.ndarray] = []
    t_big: list[np.ndarray] = []
    refused: list[np.ndarray] = []
    for i in range(4):
        if X.shape[0] == 0:
            break
        if head_limit is not None:
            # nothing ever lands on the head: the checkers gone from it left it this turn
            head_ok = S[own, 24].astype(np.int64) - X[:, 24] < head_limit[own]
            rows, src, Y, no = _long_steps(X, D[:, i], lim, head_ok)
            if canonical and no.shape[0]:
                refused.append(own[no][double[own[no]]])
        else:
            rows, src, Y = _short_steps(X, D[:, i], lim)
        stuck = np.ones(X.shape[0], dtype=bool)
        stuck[rows] = False
        t_own.append(own[stuck])
        t_state.append(X[stuck])
        t_used.append(np.full(int(stuck.sum()), i, dtype=np.int64))
        # a play stopped after one die: did it use the larger one?
        t_big.append((D[stuck, 0] == big[own[stuck]]) & (i == 1))
        own, D = own[rows], D[rows]
        length = np.where(double[own], 4, 2)
        done = (i + 1 == length) | (Y[:, 0] == 15)
        t_own.append(own[done])
        t_state.append(Y[done])
        t_used.append(length[done])
        t_big.append(np.ones(int(done.sum()), dtype=bool))
        go = ~done
        X, own, D, src = Y[go], own[go], D[go], src[go]
        lim = np.where(double[own] & canonical, src, top_src)
        if X.shape[0]:
            _u, first = np.unique(_hash(X, own, D[:, 0], lim), return_index=True)
            X, own, D, lim = X[first], own[first], D[first], lim[first]
    redo = np.unique(np.concatenate(refused)) if refused else np.zeros(0, dtype=np.int64)
    return (np.concatenate(t_own), np.concatenate(t_state), np.concatenate(t_used),
            np.concatenate(t_big), redo)


# Long nardy: the opponent's route through the mover's points (12, 11, ..., 1, 24, ..., 13),
# each point's index on it, and its bit in route-order masks (and in reversed ones).
_ROUTE = np.array([12 - r for r in range(12)] + [36 - r for r in range(12, 24)])
_RIDX = np.zeros(25, dtype=np.int64)
_RIDX[_ROUTE] = np.arange(24)
_RBIT = np.zeros(25, dtype=np.int64)
_RBIT[_ROUTE] = 1 << np.arange(24, dtype=np.int64)
_RREV = np.zeros(25, dtype=np.int64)
_RREV[_ROUTE] = 1 << (23 - np.arange(24, dtype=np.int64))
_POINTS = np.arange(1, 25, dtype=np.int64)
_ALL = (1 << 25) - 1


def _trailing_ones(x: np.ndarray) -> np.ndarray:
    """How many of the lowest bits of each ``x`` (under 2**24) are set, in a row."""
    z = ~x & _ALL
    return np.frexp((z & -z).astype(np.float64))[1].astype(np.int64) - 1


def _long_steps(
    X: np.ndarray, die: np.ndarray, lim: np.ndarray, head_ok: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every legal long-nardy single step of ``die[i]`` from ``X[i]`` from a point ``<=
    lim[i]`` (the head, 24, only where ``head_ok[i]``): ``(row, source point, new state)``
    arrays, one entry per step, and the rows with a step the six-block rule refused."""
    k = X.shape[0]
    mine = X[:, 1:25] > 0
    top = np.where(mine.any(axis=1), 24 - np.argmax(mine[:, ::-1], axis=1), 0)
    home = top <= 6
    T = _POINTS[None, :] - die[:, None]  # target point; <= 0 bears off
    on_board = T >= 1
    at_target = X[np.arange(k)[:, None], np.clip(T, 0, 24)]
    ok_board = on_board & (at_target >= 0)
    ok_off = ~on_board & home[:, None] & ((T == 0) | (_POINTS[None, :] == top[:, None]))
    allowed = (_POINTS[None, :] <= lim[:, None]) & ((_POINTS[None, :] != 24) | head_ok[:, None])
    rows, col = np.nonzero(mine & allowed & (ok_board | ok_off))
    src = col + 1
    tgt = np.where(on_board[rows, col], T[rows, col], 0)  # 0: the borne-off count
    fresh = np.flatnonzero((tgt > 0) & (at_target[rows, col] == 0))
    if fresh.shape[0]:
        # The six-block rule, for steps that take a new point t: the mover's points after
        # the step in the opponent's route order, the run through t, and whether any
        # opponent checker stands beyond the furthest new window of six (as
        # engine.moves._makes_block decides it).
        held = X[:, _ROUTE] > 0
        mask = held @ (1 << np.arange(24, dtype=np.int64))
        rmask = held @ (1 << (23 - np.arange(24, dtype=np.int64)))
        opp = (X[:, _ROUTE] < 0) @ (1 << np.arange(24, dtype=np.int64))
        r, s, t = rows[fresh], src[fresh], tgt[fresh]
        emptied = X[r, s] == 1
        m = (mask[r] | _RBIT[t]) & ~np.where(emptied, _RBIT[s], 0)
        mr = (rmask[r] | _RREV[t]) & ~np.where(emptied, _RREV[s], 0)
        r0 = _RIDX[t]
        hi = r0 + _trailing_ones(m >> r0) - 1
        lo = r0 - _trailing_ones(mr >> (23 - r0)) + 1
        end = np.minimum(hi, r0 + 5)
        bad = (hi - lo >= 5) & ((opp[r] >> (end + 1)) == 0)
        if bad.any():
            no = np.unique(r[bad])
            keep = np.ones(rows.shape[0], dtype=bool)
            keep[fresh[bad]] = False
            rows, src, tgt = rows[keep], src[keep], tgt[keep]
        else:
            no = np.zeros(0, dtype=np.int64)
    else:
        no = np.zeros(0, dtype=np.int64)
    Y = X[rows]
    m_ = np.arange(rows.shape[0])
    Y[m_, src] -= 1
    Y[m_, tgt] += 1
    return rows, src, Y, no


def all_rolls(
    S: np.ndarray, variant: Variant = Variant.SHORT
) -> tuple[np.ndarray, np.ndarray]:
    """:func:`results` of every state of ``S`` ``(n, 27)`` with each of the 21 rolls: pair
    ``21 * i + r`` is state ``i`` with roll ``r`` of :data:`ROLL_DICE`."""
    S = np.asarray(S).reshape(-1, 27)
    return results(variant, np.repeat(S, 21, axis=0), np.tile(ROLL_DICE, (S.shape[0], 1)))


def short_win_points(R: np.ndarray) -> np.ndarray:
    """Points of the win of each result row ``R`` ``(m, 27)`` whose mover has borne off all
    checkers (the engine's scoring seen from the winner): 1 if the loser has borne off a
    checker, 3 if not and he has one on the bar or in the winner's home (points 1-6), else 2."""
    opp = np.maximum(-R[:, 1:25], 0)
    opp_off = 15 - opp.sum(axis=1) - R[:, 26]
    deep = (R[:, 26] > 0) | (opp[:, :6] > 0).any(axis=1)
    return np.where(opp_off > 0, 1, np.where(deep, 3, 2))


def long_win_points(R: np.ndarray) -> np.ndarray:
    """Points of the win of each long-nardy result row ``R`` ``(m, 27)`` whose mover has
    borne off all checkers: 1 (oin) if the loser has borne off a checker, else 2 (mars)."""
    return np.where(np.maximum(-R[:, 1:25], 0).sum(axis=1) < 15, 1, 2)


def win_points(variant: Variant, R: np.ndarray) -> np.ndarray:
    """:func:`short_win_points` or :func:`long_win_points`, by ``variant``."""
    return short_win_points(R) if variant is Variant.SHORT else long_win_points(R)


def group_best(G: np.ndarray, key: np.ndarray, n: int) -> np.ndarray:
    """Row index of the largest ``key`` in each of the ``n`` groups of the ascending group
    numbers ``G`` (as :func:`results` orders them; each group non-empty), the first such row
    on ties."""
    starts = np.searchsorted(G, np.arange(n))
    best = np.maximum.reduceat(key, starts)
    top = np.flatnonzero(key == best[G])
    _u, first = np.unique(G[top], return_index=True)
    return top[first]
