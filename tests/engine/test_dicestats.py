"""Dice statistics: counts, pips, chi-square p-values and the verdict."""

from __future__ import annotations

import hashlib
import math

import pytest

from engine.committed import roll_of
from engine.dicestats import EXPECTED_PIPS, chi2_sf, dice_stats


def test_expected_pips_is_the_average_of_the_36_rolls() -> None:
    rolls = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    s = dice_stats(rolls)
    assert s.average_pips == pytest.approx(EXPECTED_PIPS) and round(EXPECTED_PIPS, 2) == 8.17
    assert s.faces == (12,) * 6 and s.doubles == (1,) * 6 and s.rolls == 36
    assert s.chi2_faces == 0 and s.p_faces == 1.0 and s.verdict == "too_few"


@pytest.mark.parametrize("x,df,p", [
    (11.0705, 5, 0.05), (20.515, 5, 0.001), (16.812, 6, 0.01), (12.592, 6, 0.05),
    (3.841, 1, 0.05), (9.210, 2, 0.01)])
def test_chi2_sf_matches_the_tables(x: float, df: int, p: float) -> None:
    assert chi2_sf(x, df) == pytest.approx(p, rel=2e-3)


def test_fair_dice_are_normal_and_loaded_dice_are_not() -> None:
    seed = hashlib.sha256(b"stats").digest()
    fair = [roll_of(seed, n) for n in range(3600)]
    s = dice_stats(fair)
    assert s.verdict == "normal" and s.rolls == 3600 and sum(s.faces) == 7200
    assert abs(s.average_pips - EXPECTED_PIPS) < 0.3
    loaded = [(6, 6) if n % 12 == 0 else r for n, r in enumerate(fair)]
    t = dice_stats(loaded)
    assert t.verdict == "suspicious" and t.doubles[5] > 300 and t.p_doubles < 1e-6
    assert not math.isnan(t.chi2_faces)


def test_a_bad_roll_is_refused() -> None:
    with pytest.raises(ValueError):
        dice_stats([(0, 3)])
