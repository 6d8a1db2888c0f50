"""Combined-move buttons (:func:`engine.combos`): legal, complete, deduplicated."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Combo, Position, Turn, Variant, combos, legal_plays, start_position
from engine.position import BLACK, WHITE

SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def _random_turns(variant: Variant, seed: int, limit: int = 400) -> list[Turn]:
    """Turns of a random game, each at the start and after a random number of steps."""
    rng = random.Random(seed)
    a, b = rng.sample(range(1, 7), 2)
    pos, dice = start_position(variant, WHITE if a > b else BLACK), (a, b)
    out: list[Turn] = []
    for _ in range(limit):
        t = Turn(pos, dice)
        out.append(t)
        k = rng.randint(0, 3)
        while k and not t.complete:
            t = t.play(rng.choice(t.legal_steps()))
            k -= 1
        out.append(t)
        pos = rng.choice(legal_plays(pos, dice)).position
        if pos.winner is not None:
            break
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


def _check(turn: Turn) -> list[Combo]:
    buttons = combos(turn)
    results = [c.position for c in buttons]
    assert len(set(results)) == len(results), "two buttons share a result"
    for c in buttons:
        t = turn
        for step in c.steps:
            assert step in t.legal_steps()
            t = t.play(step)
        assert t.position == c.position == c.turn.position
        assert c.frm == c.steps[0].frm and c.to == c.steps[-1].to
        for a, b in zip(c.steps, c.steps[1:]):
            assert b.frm == a.to, "a button moves one checker"
        assert len(c.hits) == len(c.steps)
    for step in turn.legal_steps():
        assert turn.play(step).position in set(results), f"{step} missing"
    keys = [(-c.frm, -c.to, len(c.steps)) for c in buttons]
    assert keys == sorted(keys)
    return buttons


@SETTINGS
@given(st.sampled_from([Variant.SHORT, Variant.LONG]), st.integers(0, 2**32 - 1))
@pytest.mark.slow
def test_buttons_are_legal_complete_and_distinct(variant: Variant, seed: int) -> None:
    for turn in _random_turns(variant, seed, 60):
        _check(turn)


def _labels(buttons: list[Combo]) -> set[tuple[int, int]]:
    return {(c.frm, c.to) for c in buttons}


def test_four_three_from_thirteen_combines_both_orders_into_one_button() -> None:
    buttons = _check(Turn(start_position(Variant.SHORT), (4, 3)))
    thirteen_six = [c for c in buttons if (c.frm, c.to) == (13, 6)]
    assert len(thirteen_six) == 1
    assert len(thirteen_six[0].steps) == 2
    assert {(13, 9), (13, 10), (24, 20), (24, 21), (8, 4), (8, 5), (6, 2),
            (6, 3)} <= _labels(buttons)
    assert (24, 17) not in _labels(buttons)  # Black holds White's 17 (his 8)
    assert (8, 1) not in _labels(buttons)  # and White's 1 (his 24)


def test_doubles_give_two_three_and_four_step_buttons() -> None:
    pos = Position.from_points(Variant.SHORT, {24: 2, 6: 13}, {3: 15}, turn=WHITE)
    buttons = _check(Turn(pos, (4, 4)))
    by_label = {(c.frm, c.to): len(c.steps) for c in buttons}
    assert by_label[(24, 20)] == 1
    assert by_label[(24, 16)] == 2
    assert by_label[(24, 12)] == 3
    assert by_label[(24, 8)] == 4


def test_long_nardy_head_rule_is_kept() -> None:
    start = start_position(Variant.LONG)
    buttons = _check(Turn(start, (6, 5)))
    assert _labels(buttons) == {(24, 18), (24, 19), (24, 13)}
    # after one checker left the head, nothing more leaves it
    after = Turn(start, (6, 5)).play((24, 18))
    assert {(c.frm, c.to) for c in combos(after)} == {(18, 13)}


def test_first_turn_six_six_in_long_nardy_offers_the_two_reachable_points() -> None:
    start = start_position(Variant.LONG)
    buttons = _check(Turn(start, (6, 6)))
    # two checkers leave the head; 24→12 is blocked by Black's head, so 24→18 only
    assert _labels(buttons) == {(24, 18)}


def test_bear_off_buttons_with_one_result_are_merged_keeping_fewer_steps() -> None:
    pos = Position.from_points(Variant.SHORT, {5: 1, 1: 1}, {1: 11}, off=(13, 4),
                               turn=WHITE)
    buttons = _check(Turn(pos, (6, 3)))
    five_off = [c for c in buttons if (c.frm, c.to) == (5, 0)]
    assert len(five_off) == 1 and five_off[0].single
    # 5→2→off (3 then 6) ends in the same position as 5→off with the 6: merged away
    assert all(c.path != (5, 2, 0) for c in buttons)


def test_hits_are_reported_and_distinguish_buttons() -> None:
    pos = Position.from_points(Variant.SHORT, {13: 2, 6: 13}, {15: 1, 22: 14}, turn=WHITE)
    # Black's blot on his 15 is White's 10: 13→10 hits
    buttons = _check(Turn(pos, (3, 2)))
    by_path = {c.path: c for c in buttons}
    assert by_path[(13, 10)].hits == (True,)
    assert by_path[(13, 11)].hits == (False,)
    assert by_path[(13, 10, 8)].hits == (True, False)
    assert by_path[(13, 11, 8)].hits == (False, False)
    assert by_path[(13, 10, 8)].hit and not by_path[(13, 11, 8)].hit


def test_complete_turn_has_no_buttons() -> None:
    t = Turn(start_position(Variant.SHORT), (6, 5)).play((24, 18)).play((18, 13))
    assert t.complete
    assert combos(t) == []
