"""The AI's cube decisions (ai.cube) and the match equity table (ai.met)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ai import LEVELS
from ai.cube import (
    MAX_CUBE,
    Cube,
    MatchContext,
    can_double,
    cube_decision,
    decide,
    efficiency,
    outcome_probabilities,
    should_double,
    should_take,
)
from ai.met import MAX_AWAY, match_equity, mwc_after
from engine.position import BLACK, WHITE, Position, start_position

# Pure bear-offs: the probabilities come from the exact tables, not from the network.
RACE_WON = Position.from_points("short", {6: 1, 3: 1}, {6: 1, 5: 1})  # roller wins ~86%
RACE_EVEN = Position.from_points("short", {6: 1, 5: 1}, {6: 1, 4: 1})  # roller wins ~73%
# The roller bears off next turn while the opponent has not borne off: a sure gammon.
GAMMON = Position.from_points("short", {2: 2, 1: 1}, {6: 15})
# Closed board, two opponent checkers on the bar, none of his borne off.
CLOSED_OUT = Position.from_points(
    "short", {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {13: 5, 8: 5, 12: 3}, bar=(0, 2)
)
MONEY = None


def strong_levels() -> list[str]:
    return ["strong", "master"]


# --------------------------------------------------------------------------- the MET


def test_met_known_values_and_symmetry() -> None:
    assert match_equity(1, 1) == 0.5
    assert match_equity(5, 5) == 0.5
    assert match_equity(1, 2) == pytest.approx(0.67736)  # Crawford game, leader 1-away
    assert match_equity(2, 1, post_crawford=True) == pytest.approx(0.48803)
    for a in range(1, MAX_AWAY + 1):
        for b in range(1, MAX_AWAY + 1):
            assert match_equity(a, b) + match_equity(b, a) == pytest.approx(1.0)
            if b < MAX_AWAY:  # the further the opponent, the better for me
                assert match_equity(a, b + 1) >= match_equity(a, b)


def test_met_post_crawford_free_drop_and_bounds() -> None:
    # Post-Crawford, 2-away against 1-away is worth almost as much as 1-away/1-away: the
    # leader's free drop; an odd trailer gains nothing over the even one below him.
    assert match_equity(2, 1, post_crawford=True) < 0.5
    assert match_equity(1, 2, post_crawford=True) == pytest.approx(1 - 0.48803)
    assert match_equity(0, 3) == 1.0 and match_equity(3, 0) == 0.0
    with pytest.raises(ValueError):
        match_equity(26, 3)


def test_mwc_after_caps_points_and_applies_crawford() -> None:
    # Winning 4 points when 2 are needed wins the match, no more.
    assert mwc_after(2, 5, 4, crawford=False, post_crawford=False) == 1.0
    assert mwc_after(2, 5, -8, crawford=False, post_crawford=False) == 0.0
    # Reaching 1-away for the first time: the next game is the Crawford game.
    assert mwc_after(3, 4, 2, False, False) == pytest.approx(match_equity(1, 4))
    # After the Crawford game, the post-Crawford table.
    assert mwc_after(4, 1, 1, True, False) == pytest.approx(match_equity(3, 1, True))


# --------------------------------------------------------------------------- the model


def test_janowski_take_points_without_gammons() -> None:
    # Dead cube (x = 0): the taker needs 25%; fully live cube (x = 1): 20%;
    # Janowski with x: (L - 1/2) / (W + L + x/2) = 0.5 / (2 + x/2).
    for x, tp in ((0.0, 0.25), (1.0, 0.20), (0.68, 0.5 / 2.34)):
        assert decide([1 - tp - 0.005, 0, 0, 0, 0], Cube(), MONEY, x).take
        assert not decide([1 - tp + 0.005, 0, 0, 0, 0], Cube(), MONEY, x).take


def test_money_double_window() -> None:
    d = decide([0.5, 0.1, 0.0, 0.1, 0.0], Cube(), MONEY, 0.68)
    assert d.action == "no double" and d.units == "points" and d.double_pass == 1.0
    d = decide([0.75, 0.0, 0.0, 0.0, 0.0], Cube(), MONEY, 0.68)
    assert d.action == "double, take" and d.double and d.take
    d = decide([0.85, 0.0, 0.0, 0.0, 0.0], Cube(), MONEY, 0.68)
    assert d.action == "double, pass" and d.double and not d.take
    # Many gammons: playing on is worth more than the opponent's pass.
    d = decide([0.9, 0.6, 0.0, 0.0, 0.0], Cube(), MONEY, 0.68)
    assert d.action == "too good" and not d.double and not d.take


def test_owning_the_cube_is_worth_something() -> None:
    p = [0.6, 0.1, 0.0, 0.1, 0.0]
    centred = decide(p, Cube(), MONEY, 0.68).no_double
    mine = decide(p, Cube(2, "me"), MONEY, 0.68).no_double
    theirs = decide(p, Cube(2, "opponent"), MONEY, 0.68).no_double
    assert theirs < centred < mine


def test_race_about_to_win_doubles_and_passes() -> None:
    for level in strong_levels():
        d = cube_decision(RACE_WON, Cube(), MONEY, level)
        assert d.double and not d.take and d.action == "double, pass"
        assert should_double(RACE_WON, Cube(), MONEY, level)
        # The taker (seen from his side, the cube in the middle) passes.
        assert not should_take(RACE_WON, Cube(), MONEY, level)


def test_race_in_the_window_double_take() -> None:
    d = cube_decision(RACE_EVEN, Cube(), MONEY, "strong")
    assert d.action == "double, take"
    assert should_take(RACE_EVEN, Cube(), MONEY, "strong")


def test_start_position_no_double_take() -> None:
    for variant in ("short", "long"):
        pos = start_position(variant, WHITE)
        for level in LEVELS:
            rng = random.Random(7)
            assert not should_double(pos, Cube(), MONEY, level, rng)
            assert should_take(pos, Cube(), MONEY, level, random.Random(7))


def test_too_good_to_double_in_money_play() -> None:
    for pos in (GAMMON, CLOSED_OUT):
        for level in strong_levels():
            d = cube_decision(pos, Cube(), MONEY, level)
            assert d.action == "too good"
            assert d.no_double > d.double_pass
            assert not should_double(pos, Cube(), MONEY, level)
        # The naive beginner doubles on its raw winning chance and lets the gammon go.
        assert should_double(pos, Cube(), MONEY, "beginner", random.Random(1))


def test_too_good_is_a_cash_when_the_match_needs_one_point() -> None:
    # 1-away (not Crawford: both 1-away) — a gammon is worth no more than a single win.
    match = MatchContext(5, 4, 4)
    assert should_double(CLOSED_OUT, Cube(), match, "strong") is False  # no gain: 1-away
    # 2-away against 4-away, cube in the middle: one point is not enough, the gammon is.
    match = MatchContext(5, 3, 1)
    assert cube_decision(CLOSED_OUT, Cube(), match, "strong").action == "too good"


# --------------------------------------------------------------------------- match rules


def test_crawford_game_never_doubles() -> None:
    match = MatchContext(5, 2, 4, crawford=True)
    assert not can_double(Cube(), match)
    for pos in (RACE_WON, start_position("short"), CLOSED_OUT):
        for level in LEVELS:
            assert not should_double(pos, Cube(), match, level, random.Random(3))
        assert not cube_decision(pos, Cube(), match, "strong").available
        assert cube_decision(pos, Cube(), match, "strong").action == "no cube"


def test_post_crawford_trailer_doubles_at_once() -> None:
    for my_score in (1, 3):  # 4-away and 2-away against a 1-away leader
        match = MatchContext(5, my_score, 4)
        assert match.post_crawford
        for variant in ("short", "long"):
            pos = start_position(variant, BLACK)
            for level in strong_levels():
                assert should_double(pos, Cube(), match, level)


def test_post_crawford_leader_never_doubles() -> None:
    match = MatchContext(5, 4, 1)  # I am the 1-away leader after the Crawford game
    assert not should_double(RACE_WON, Cube(), match, "strong")


def test_dead_cube_for_the_doubler_is_never_offered() -> None:
    # 2-away holding the cube at 2: a win already wins the match.
    match = MatchContext(7, 5, 0)
    assert can_double(Cube(2, "me"), match)
    for level in LEVELS:
        assert not should_double(RACE_WON, Cube(2, "me"), match, level, random.Random(5))


def test_cube_at_64_is_never_offered() -> None:
    top = Cube(MAX_CUBE, "me")
    assert not can_double(top)
    for level in LEVELS:
        assert not should_double(RACE_WON, top, MONEY, level, random.Random(2))
    d = cube_decision(RACE_WON, top, MONEY, "strong")
    assert not d.available and not d.double
    assert not can_double(Cube(8, "opponent"))
    assert not should_double(RACE_WON, Cube(8, "opponent"), MONEY, "master")


def test_match_units_and_score_sensitivity() -> None:
    p = [0.68, 0.0, 0.0, 0.0, 0.0]
    d = decide(p, Cube(), MatchContext(7, 0, 0), 0.68)
    assert d.units == "mwc" and 0.0 <= d.no_double <= 1.0
    assert d.double_pass == pytest.approx(match_equity(6, 7))
    # 2-away/2-away: after a take the game decides the match (the cube is dead), so the
    # taker takes exactly while the doubler's chance is below MWC(1-away, 2-away, Crawford)
    # = 67.7%, whatever the cube efficiency; gammons do not matter.
    two_all = MatchContext(5, 3, 3)
    for x in (0.0, 0.68, 1.0):
        assert decide([0.67, 0.3, 0.0, 0.0, 0.0], Cube(), two_all, x).take
        assert not decide([0.685, 0.3, 0.0, 0.0, 0.0], Cube(), two_all, x).take
        assert decide([0.67, 0.3, 0, 0, 0], Cube(), two_all, x).double_take == pytest.approx(0.67)


def test_should_take_is_seen_from_the_taker() -> None:
    # The doubler leads 4-1 in a match to 5 ... seen from the taker that is 1-4.
    taker_view = MatchContext(5, 1, 4)
    d = cube_decision(RACE_EVEN, Cube(), taker_view.flipped(), "strong")
    assert should_take(RACE_EVEN, Cube(), taker_view, "strong") == d.take
    # The taker owns nothing here; seen by the doubler the owner flips.
    assert Cube(4, "me").flipped() == Cube(4, "opponent")


# --------------------------------------------------------------------------- levels, inputs


def test_noisy_levels_are_reproducible() -> None:
    pos = start_position("short")
    for level in ("beginner", "medium"):
        a = cube_decision(pos, Cube(), MONEY, level, random.Random(11))
        b = cube_decision(pos, Cube(), MONEY, level, random.Random(11))
        assert a == b


def test_one_ply_probabilities_are_consistent() -> None:
    for pos in (start_position("short"), start_position("long"), RACE_EVEN):
        p = outcome_probabilities(pos, plies=1)
        w, wg, wb, lg, lb = p
        assert 0.0 <= wb <= wg <= w <= 1.0
        assert 0.0 <= lb <= lg <= 1.0 - w + 1e-6  # float32 network
    exact = outcome_probabilities(RACE_EVEN)
    assert np.allclose(outcome_probabilities(RACE_EVEN, plies=1)[0], exact[0], atol=0.02)


def test_efficiency_by_position_class() -> None:
    assert efficiency(start_position("short")) == 0.68
    assert efficiency(RACE_EVEN) == 0.6  # both sides bearing off
    race = Position.from_points("short", {12: 5, 8: 5, 6: 5}, {10: 5, 7: 5, 4: 5})
    assert 0.6 <= efficiency(race) <= 0.7


def test_bad_inputs_raise() -> None:
    with pytest.raises(ValueError):
        Cube(3, "me")
    with pytest.raises(ValueError):
        Cube(1, "me")
    with pytest.raises(ValueError):
        Cube(2, "middle")
    with pytest.raises(ValueError):
        Cube(128, "me")
    with pytest.raises(ValueError):
        MatchContext(5, 5, 0)
    with pytest.raises(ValueError):
        MatchContext(5, 1, 1, crawford=True)
    with pytest.raises(ValueError):
        should_double(start_position("short"), Cube(), MONEY, "grandmaster")
