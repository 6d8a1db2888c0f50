"""Dice statistics: how often each face and each double came, the average pips per roll,
and chi-square tests with a verdict a player can read. Pure: the caller gives the rolls.

Pips count a double four times, as both variants play it: the expected average over the 36
equally likely rolls is 294 / 36 = 8.17 pips per roll.

Two chi-square tests, each against the counts a fair pair of dice gives:

* faces: every die of every roll, 6 categories (5 degrees of freedom);
* doubles: each of the 6 doubles and "no double", 7 categories (6 degrees of freedom).

The verdict takes the smaller p-value of the two (:data:`VERDICTS`): with fewer than
:data:`MIN_ROLLS` rolls there is too little to judge.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["DiceStats", "EXPECTED_PIPS", "MIN_ROLLS", "VERDICTS", "dice_stats", "chi2_sf"]

EXPECTED_PIPS = 294 / 36
"""The expected pips of one roll (a double counts four times): 8.1666..."""

MIN_ROLLS = 180
"""Below this many rolls (5 expected per double) the tests are not judged."""

VERDICTS: tuple[tuple[float, str], ...] = (
    (0.01, "normal"),
    (0.001, "unusual"),
    (0.0, "suspicious"),
)
"""Verdict by the smaller p-value, checked in order: at least 0.01 ``"normal"`` (well within
ordinary chance), at least 0.001 ``"unusual"`` (happens by chance about once in a hundred
such checks), below ``"suspicious"``; ``"too_few"`` under :data:`MIN_ROLLS` rolls."""


def chi2_sf(x: float, df: int) -> float:
    """The probability that a chi-square variable with ``df`` degrees of freedom is at least
    ``x`` (exact closed forms for integer ``df``)."""
    if x <= 0:
        return 1.0
    h = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= h / k
            total += term
        return min(1.0, math.exp(-h) * total)
    total = math.erfc(math.sqrt(h))
    term = math.sqrt(x) * math.sqrt(2 / math.pi) * math.exp(-h)
    for j in range(1, (df + 1) // 2):
        total += term
        term *= x / (2 * j + 1)
    return min(1.0, total)


def _chi2(observed: Iterable[int], expected: Iterable[float]) -> float:
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected) if e > 0)


@dataclass(frozen=True, slots=True)
class DiceStats:
    """Figures of a set of rolls: ``rolls``; ``faces[i]`` dice that showed ``i + 1`` (two
    per roll); ``doubles[i]`` rolls ``(i+1)-(i+1)``; ``pips`` (doubles four times);
    chi-square values and p-values of the face and double tests; and the ``verdict`` key."""

    rolls: int
    faces: tuple[int, int, int, int, int, int]
    doubles: tuple[int, int, int, int, int, int]
    pips: int
    chi2_faces: float
    p_faces: float
    chi2_doubles: float
    p_doubles: float
    verdict: str

    @property
    def average_pips(self) -> float:
        """Pips per roll (0 without rolls)."""
        return self.pips / self.rolls if self.rolls else 0.0

    @property
    def double_count(self) -> int:
        """All doubles together."""
        return sum(self.doubles)

    @property
    def expected_face(self) -> float:
        """The count a fair die gives each face: a third of the rolls."""
        return self.rolls / 3

    @property
    def expected_double(self) -> float:
        """The count a fair pair gives each double: a 36th of the rolls."""
        return self.rolls / 36


def dice_stats(rolls: Iterable[tuple[int, int]]) -> DiceStats:
    """The statistics of ``rolls`` (pairs of faces 1..6)."""
    faces = [0] * 6
    doubles = [0] * 6
    n = pips = 0
    for a, b in rolls:
        if not (1 <= a <= 6 and 1 <= b <= 6):
            raise ValueError(f"not a roll: {a}-{b}")
        n += 1
        faces[a - 1] += 1
        faces[b - 1] += 1
        if a == b:
            doubles[a - 1] += 1
            pips += 4 * a
        else:
            pips += a + b
    if n:
        c_f = _chi2(faces, [n / 3] * 6)
        c_d = _chi2([*doubles, n - sum(doubles)], [n / 36] * 6 + [n * 30 / 36])
    else:
        c_f = c_d = 0.0
    p_f, p_d = chi2_sf(c_f, 5), chi2_sf(c_d, 6)
    verdict = "too_few"
    if n >= MIN_ROLLS:
        p = min(p_f, p_d)
        verdict = next(name for limit, name in VERDICTS if p >= limit)
    return DiceStats(n, (faces[0], faces[1], faces[2], faces[3], faces[4], faces[5]),
                     (doubles[0], doubles[1], doubles[2], doubles[3], doubles[4], doubles[5]),
                     pips, c_f, p_f, c_d, p_d, verdict)
