"""Contact inputs of GNU Backgammon's kind for short nardy (feature set 2).

Computed for both sides of ``(n, 27)`` mover-view states in one vectorized pass: loops run
over the 21 rolls, the 12 points ahead or the points of a board, never over positions.
Every input is scaled to about ``[0, 1]``.

Each side's inputs are computed in one orientation: the side considered (the *runner*,
also the *attacker*) moves **up** from its bar (point 0) to point 25 (off), the other
side (the *defender*) moves down from its bar (25) to 0. For the opponent of the mover
this is the mover view itself; for the mover the board is read backwards (point ``p`` is
``25 - p``). Sets of points are bit masks in one int32 per position (bit ``p`` = point
``p``), so moving every checker of a set ``k`` points is one shift.

Inputs per side (GNU Backgammon's ``eval.c`` names in brackets), in :data:`NAMES` order:

* ``back_escape`` / ``back_escape1`` (I_BACKESCAPES): of the 36 rolls, how many let the
  rearmost checker move the rolled total to a point the defender does not hold, an
  intermediate landing included (:data:`ESCAPES`), and how many of those land beyond the
  first held point ahead (:data:`ESCAPES1`: escaping the blockade; all 36 when nothing
  ahead is held);
* ``contained`` and its square (I_CONTAIN / I_ACONTAIN): ``1 - min/36`` of the
  :data:`ESCAPES` count over the points from the rearmost checker to point 9 (the
  defender's home and outfield), 0 when the rearmost checker is past point 9;
* ``back_point``: the rearmost checker's pips to go / 25; ``back_anchor``: how deep the
  deepest point it holds (2+ checkers) in the defender's home is, ``(7 - p) / 6``;
  ``forward_anchor``: the highest point it holds in 1..12, ``p / 12`` (0: none);
* ``break_contact`` (I_BREAK_CONTACT): pips its checkers behind the defender's rearmost
  checker need to pass it, / 152;
* ``mobility`` (I_MOBILITY): its checkers outside its home weighted by their
  :data:`ESCAPES` counts, / 300;
* ``shot1``, ``shot2`` (I_P1, I_P2): the share of the 36 rolls with which it can hit at
  least one, and at least two, of the defender's blots; every way of playing the roll is
  counted, a landing on an intermediate point needs the point open, and checkers on its
  bar enter first (a checker on the bar with one checker more there moves only the
  entering die; with two or more there no other checker moves);
* ``pip_loss`` (I_PIPLOSS): the mean over the 36 rolls of the pips the defender loses by
  the costliest hit, / 24;
* ``dance``: with a checker on its bar, the chance a roll enters none ``(closed/6)^2``.
"""

from __future__ import annotations

import numpy as np

from engine.dice import ROLLS

__all__ = ["ESCAPES", "ESCAPES1", "NAMES", "N_CONTACT", "contact_inputs", "side_inputs"]

NAMES: tuple[str, ...] = (
    "back_escape", "back_escape1", "contained", "contained2", "back_point", "back_anchor",
    "forward_anchor", "break_contact", "mobility", "shot1", "shot2", "pip_loss", "dance",
)
N_CONTACT = 2 * len(NAMES)
_PTS = np.arange(25, dtype=np.int64)
_POW2 = np.int64(1) << np.arange(25, dtype=np.int64)  # bit p = point p (0: the bar)
_SHIFTS = np.arange(1, 26, dtype=np.int32)[None, :]


def _escape_tables() -> tuple[np.ndarray, np.ndarray]:
    """GNU Backgammon's ``anEscapes`` and ``anEscapes1`` over 12-bit patterns (bit ``k``:
    the point ``k + 1`` ahead is held): the rolls of 36 whose total can be played to an
    open point (one die, then the other, over an open intermediate point; doubles as two
    steps), and those of them that also pass the first held point (all 36 when no point
    is held, where GNU Backgammon's table has 0)."""
    pat = np.arange(4096)
    held = (pat[:, None] >> np.arange(13)) & 1  # held[:, k]: point k + 1 ahead is held
    esc = np.zeros(4096, dtype=np.int64)
    esc1 = np.zeros(4096, dtype=np.int64)
    low = np.where(pat > 0, np.argmax(held[:, :12] > 0, axis=1), 99)  # first held, 0-based
    for n0 in range(6):
        for n1 in range(n0 + 1):
            ok = (held[:, n0 + n1 + 1] == 0) & ~((held[:, n0] == 1) & (held[:, n1] == 1))
            w = 1 if n0 == n1 else 2
            esc += w * ok
            esc1 += w * (ok & (n0 + n1 + 1 > low))
    esc1[0] = 36  # nothing held ahead: every roll is free (GNU Backgammon has 0 here)
    return esc, esc1


ESCAPES, ESCAPES1 = _escape_tables()


_POW2F = _POW2.astype(np.float64)
_ND = [(d1, d2) for (d1, d2), _w in ROLLS if d1 != d2]  # the 15 non-doubles, ROLLS order
_DB = [d1 for (d1, d2), _w in ROLLS if d1 == d2]  # the 6 doubles
_D1 = np.array([d1 for d1, _ in _ND], dtype=np.int32)[:, None]
_D2 = np.array([d2 for _, d2 in _ND], dtype=np.int32)[:, None]
_DD = np.array(_DB, dtype=np.int32)[:, None]
_W = np.array([2.0] * len(_ND) + [1.0] * len(_DB)) / 36.0  # weights of the rows below
_ONE = np.int32(1)


def _bits(mask: np.ndarray) -> np.ndarray:
    """One int32 per row of a boolean ``(n, 25)`` point mask (bit ``p`` = column ``p``;
    a set moved by up to 6 pips, twice over an intermediate point masked to 1..24, still
    fits in 31 bits)."""
    return (mask @ _POW2F).astype(np.int32)  # exact: below 2**25


def _low_bit(x: np.ndarray) -> np.ndarray:
    """The index of the lowest set bit of each (non-zero) int32 of ``x``."""
    return (((x & -x).astype(np.float64).view(np.int64) >> 52) - 1023).astype(np.int64)


def _high_bit(x: np.ndarray) -> np.ndarray:
    """The index of the highest set bit of each (non-zero) int32 of ``x`` (exact: a
    float64 holds any int32)."""
    return ((x.astype(np.float64).view(np.int64) >> 52) - 1023).astype(np.int64)


def _hits_free(src: np.ndarray, opens: np.ndarray) -> np.ndarray:
    """``(21, n)`` bit masks of the points the attacker's checkers on ``src`` (none on its
    bar) can reach with each roll (the 15 non-doubles, then the 6 doubles), landings on
    ``opens`` only."""
    s, o = src[None, :], opens[None, :]
    s1, s2 = s << _D1, s << _D2
    nd = s1 | s2 | ((s1 & o) << _D2) | ((s2 & o) << _D1)
    reach = s << _DD
    db = reach.copy()
    for _ in range(3):
        reach = (reach & o) << _DD
        db |= reach
    return np.concatenate([nd, db])


def _hits_bar(others: np.ndarray, a_bar: np.ndarray, opens: np.ndarray) -> np.ndarray:
    """As :func:`_hits_free` for attackers with ``a_bar >= 1`` checkers on the bar (bit 0)
    and the others on ``others``: the bar checkers enter first (see the module
    docstring)."""
    oth, o, nb = others[None, :], opens[None, :], a_bar[None, :]
    one = nb == 1
    o1, o2 = (o >> _D1) & 1 == 1, (o >> _D2) & 1 == 1
    # Entering with either die hits there; one checker on the bar may also play both
    # dice, or enter with one die while another checker plays the other.
    nd = np.broadcast_to((_ONE << _D1) | (_ONE << _D2), (len(_ND), len(a_bar))).copy()
    nd |= (_ONE << (_D1 + _D2)) * (one & (o1 | o2))
    nd |= (oth << _D2) * (one & o1)
    nd |= (oth << _D1) * (one & o2)
    od = (o >> _DD) & 1 == 1
    k_bar = np.minimum(np.maximum(5 - nb, 1), 4)
    k_oth = np.where(od, np.maximum(4 - nb, 0), 0)
    rb = np.broadcast_to(_ONE << _DD, (len(_DB), len(a_bar))).copy()
    ro = oth << _DD
    db = rb | ro * (k_oth >= 1)
    for k in range(2, 5):
        rb = (rb & o) << _DD
        ro = (ro & o) << _DD
        db |= rb * (k_bar >= k) | ro * (k_oth >= k)
    return np.concatenate([nd, db])


def _shots(
    src: np.ndarray, a_bar: np.ndarray, opens: np.ndarray, blots: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(P(hit one), P(hit two), mean pips lost) over the 36 rolls for the attacker whose
    checkers stand on the points of the bit mask ``src`` (bar = bit 0, ``a_bar`` of them
    there), landings allowed on ``opens``, the defender's blots ``blots``."""
    hit = _hits_free(src, opens)
    barred = np.flatnonzero(a_bar > 0)
    if len(barred):
        hit[:, barred] = _hits_bar(src[barred] & ~_ONE, a_bar[barred], opens[barred])
    hits = hit & blots[None, :]
    some = hits != 0
    two = (hits & (hits - 1)) != 0
    # The defender's blot on point t has t pips to go; hit, it restarts from 25. The
    # lowest blot hit is the costliest; its point is the exponent of the lowest bit
    # (read from the float32 bits: exact below 2**24... and 2**24 itself).
    low = (hits & -hits).astype(np.float32).view(np.int32) >> 23
    loss = np.where(some, 25 + 127 - low, 0)
    return _W @ some, _W @ two, (_W @ loss) / 24.0


def side_inputs(
    a: np.ndarray, a_bar: np.ndarray, d: np.ndarray, d_bar: np.ndarray
) -> np.ndarray:
    """The :data:`NAMES` inputs ``(n, 13)`` of the side ``a`` (checker counts ``(n, 24)``
    on points 1..24, moving up; ``a_bar`` on its bar) against ``d`` (moving down)."""
    n = a.shape[0]
    a_ext = np.concatenate([a_bar[:, None], a], axis=1)  # (n, 25), column p = point p
    held = np.zeros((n, 25), dtype=bool)
    held[:, 1:] = d >= 2
    held_bits = _bits(held)
    # Escape pattern of a checker on each point q = 0..18: bit k = point q + 1 + k held.
    esc = ESCAPES[(held_bits[:, None] >> _SHIFTS[:, :19]) & 0xFFF]
    present_bits = _bits(a_ext > 0)
    has = present_bits != 0
    back = np.where(has, _low_bit(present_bits), 25)  # rearmost point (0: bar)
    back_code = (held_bits >> (np.minimum(back, 24) + 1)) & 0xFFF
    back_esc = np.where(has, ESCAPES[back_code], 36) / 36.0
    back_esc1 = np.where(has, ESCAPES1[back_code], 36) / 36.0
    in_range = (_PTS[None, :10] >= back[:, None]) & has[:, None]
    worst = np.where(in_range, esc[:, :10], 36).min(axis=1)
    contained = (36 - worst) / 36.0
    back_point = np.where(has, 25 - back, 0) / 25.0
    anchor_bits = _bits(np.concatenate([np.zeros((n, 1), dtype=bool), a >= 2], axis=1))
    home = anchor_bits & 0x7E  # points 1..6
    back_anchor = np.where(home != 0, 7 - _low_bit(home), 0) / 6.0
    outer = anchor_bits & 0x1FFE  # points 1..12
    forward_anchor = np.where(outer != 0, _high_bit(outer), 0) / 12.0
    d_bits = _bits(np.concatenate([np.zeros((n, 1), dtype=bool), d > 0], axis=1))
    d_bits |= np.where(d_bar > 0, np.int32(1 << 25), np.int32(0))  # its bar: point 25
    d_back = np.where(d_bits != 0, _high_bit(d_bits), 0)  # its rearmost point
    # sum over the checkers on q < d_back of d_back + 1 - q
    ahead = d_back[:, None] - _PTS[None, :]
    break_contact = np.einsum("ij,ij->i", a_ext, np.where(ahead > 0, ahead + 1, 0)) / 152.0
    mobility = np.einsum("ij,ij->i", a_ext[:, :19], esc) / 300.0
    opens = _bits(~held) & ~_ONE
    blots = np.zeros((n, 25), dtype=bool)
    blots[:, 1:] = d == 1
    p1, p2, pip_loss = _shots(present_bits, a_bar, opens, _bits(blots))
    closed = held[:, 1:7].sum(axis=1)
    dance = np.where(a_bar > 0, (closed / 6.0) ** 2, 0.0)
    return np.stack(
        [back_esc, back_esc1, contained, contained**2, back_point, back_anchor,
         forward_anchor, break_contact, mobility, p1, p2, pip_loss, dance],
        axis=1,
    )


def contact_inputs(S: np.ndarray) -> np.ndarray:
    """``(n, N_CONTACT)``: the mover's :data:`NAMES` inputs, then the opponent's, of the
    short-nardy mover-view states ``S`` ``(n, 27)``."""
    n = S.shape[0]
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    bar, obar = S[:, 25], S[:, 26]
    # Both sides in one pass: the mover's rows (board read backwards), then the opponent's.
    both = side_inputs(
        np.concatenate([own[:, ::-1], opp]), np.concatenate([bar, obar]),
        np.concatenate([opp[:, ::-1], own]), np.concatenate([obar, bar]),
    )
    return np.concatenate([both[:n], both[n:]], axis=1)
