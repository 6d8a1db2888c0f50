"""Batched short-nardy play generation for look-ahead search, in vectorized numpy.

:func:`short_results` gives, for many (position, roll) pairs at once, the same set of
results as :func:`engine.moves.legal_states` gives for one: the mover's views of the
positions every distinct legal full play leads to, with the maximum-dice and larger-die
rules applied. A deeper search needs some 450 such pairs per candidate play; one numpy
pass over all of them takes a small part of the time the engine's per-pair search does.

It is for search only: the plays a player makes always come from the engine
(:func:`engine.moves.legal_plays`), and ``tests/test_ai_batchgen.py`` checks this module
against the engine result for result. States are the engine's mover views (``s[0]``
mover's borne-off checkers, ``s[1..24]`` signed counts, ``s[25]`` mover's bar, ``s[26]``
opponent's bar); the mover moves from 24 towards 1 and bears off from 1..6.

Duplicates are merged by a 64-bit hash of the state (random odd multipliers, fixed seed):
two distinct states merge only on a hash collision, about one chance in 10^15 for a
whole game's look-ahead, and then one reply fewer is looked at.
"""

from __future__ import annotations

import numpy as np

from engine.dice import ROLLS

__all__ = ["short_results", "all_rolls", "short_win_points", "ROLL_DICE", "ROLL_WEIGHTS"]

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


def _steps(
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
    """The results of every distinct legal full play of each pair ``(S[i], dice[i])``.

    ``S`` ``(n, 27)`` holds mover views of positions in play (the mover about to move),
    ``dice`` ``(n, 2)`` the rolls. Returns ``(G, R)``: ``R`` ``(m, 27)`` int64 result
    states (the mover's views before the turn passes, as :func:`engine.moves.legal_states`
    gives them; ``R[j, 0] == 15`` is a win), ``G`` ``(m,)`` the pair each belongs to,
    ascending; every pair owns at least one result (a pair with no legal move owns its own
    state: the turn passes). The order within a pair is fixed but not the engine's.
    """
    S = np.asarray(S).reshape(-1, 27).astype(np.int8)
    dice = np.asarray(dice, dtype=np.int64).reshape(-1, 2)
    n = S.shape[0]
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros((0, 27), dtype=np.int64)
    a, b = dice[:, 0], dice[:, 1]
    double = a == b
    big = np.maximum(a, b)
    nd = np.nonzero(~double)[0]
    dd = np.nonzero(double)[0]
    own = np.concatenate([nd, nd, dd])
    D = np.zeros((own.shape[0], 4), dtype=np.int64)
    D[: nd.shape[0], 0], D[: nd.shape[0], 1] = a[nd], b[nd]
    D[nd.shape[0] : 2 * nd.shape[0], 0] = b[nd]
    D[nd.shape[0] : 2 * nd.shape[0], 1] = a[nd]
    D[2 * nd.shape[0] :] = a[dd, None]
    X = S[own]
    lim = np.full(own.shape[0], 25, dtype=np.int64)
    t_own: list[np.ndarray] = []
    t_state: list[np.ndarray] = []
    t_used: list[np.ndarray] = []
    t_big: list[np.ndarray] = []
    for i in range(4):
        if X.shape[0] == 0:
            break
        rows, src, Y = _steps(X, D[:, i], lim)
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
        # doubles are searched in canonical order (a step never starts above the last one)
        lim = np.where(double[own], src, 25)
        if X.shape[0]:
            _u, first = np.unique(_hash(X, own, D[:, 0], lim), return_index=True)
            X, own, D, lim = X[first], own[first], D[first], lim[first]
    G = np.concatenate(t_own)
    R = np.concatenate(t_state)
    U = np.concatenate(t_used)
    B = np.concatenate(t_big)
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


def all_rolls(S: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`short_results` of every state of ``S`` ``(n, 27)`` with each of the 21 rolls:
    pair ``21 * i + r`` is state ``i`` with roll ``r`` of :data:`ROLL_DICE`."""
    S = np.asarray(S).reshape(-1, 27)
    return short_results(np.repeat(S, 21, axis=0), np.tile(ROLL_DICE, (S.shape[0], 1)))


def short_win_points(R: np.ndarray) -> np.ndarray:
    """Points of the win of each result row ``R`` ``(m, 27)`` whose mover has borne off all
    checkers (the engine's scoring seen from the winner): 1 if the loser has borne off a
    checker, 3 if not and he has one on the bar or in the winner's home (points 1-6), else 2."""
    opp = np.maximum(-R[:, 1:25], 0)
    opp_off = 15 - opp.sum(axis=1) - R[:, 26]
    deep = (R[:, 26] > 0) | (opp[:, :6] > 0).any(axis=1)
    return np.where(opp_off > 0, 1, np.where(deep, 3, 2))
