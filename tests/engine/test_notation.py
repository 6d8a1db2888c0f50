"""Plain caption notation (:func:`engine.plain_moves`) and hit detection."""

from __future__ import annotations

import pytest

from engine import Position, Step, Variant, plain_moves, start_position
from engine.notation import format_steps, step_hits
from engine.position import BLACK, WHITE


def test_separate_checkers_and_hit_text() -> None:
    assert plain_moves([(13, 7), (8, 7, True)], hit=" (сбита ⚫)") == "13→7, 8→7 (сбита ⚫)"


def test_bar_and_off_words_come_from_the_caller() -> None:
    assert plain_moves([(25, 22)], bar="бар") == "бар→22"
    assert plain_moves([(6, 0)], off="снята") == "6→снята"
    assert plain_moves([(6, 0)], off="off") == "6→off"


def test_identical_moves_are_counted() -> None:
    assert plain_moves([(6, 5), (6, 5)]) == "6→5 ×2"
    assert plain_moves([(8, 4), (6, 2), (8, 4), (6, 2)]) == "8→4 ×2, 6→2 ×2"


def test_one_checker_in_a_row_is_one_chain_with_every_landing_point() -> None:
    assert plain_moves([(24, 18), (18, 13)]) == "24→18→13"
    steps = [(24, 20), (20, 16), (24, 20), (20, 16)]
    assert plain_moves(steps) == "24→20→16 ×2"
    assert plain_moves([(13, 10, True), (10, 7, False)], hit="*") == "13→10→7*"


def test_engine_steps_are_read_as_pairs_not_hits() -> None:
    assert plain_moves([Step(13, 7, 6), Step(8, 7, 1)]) == "13→7, 8→7"


def test_another_players_numbering() -> None:
    # long nardy: Black's 24 (his head) is White's 12; Black's 13 is White's 1
    assert plain_moves([(24, 18), (18, 13)], variant="long", mover=BLACK,
                       numbering=WHITE) == "12→6→1"
    # short nardy: k is 25 - k for the opponent; bar and off stay words
    assert plain_moves([(25, 20), (6, 0)], variant=Variant.SHORT, mover=WHITE,
                       numbering=BLACK, bar="bar", off="off") == "bar→5, 19→off"
    # the mover's own numbering needs no variant
    assert plain_moves([(24, 18)], mover=WHITE, numbering=WHITE) == "24→18"
    with pytest.raises(ValueError):
        plain_moves([(24, 18)], mover=WHITE, numbering=BLACK)
    with pytest.raises(ValueError):
        plain_moves([(24, 18)], numbering=BLACK)


def test_empty_turn() -> None:
    assert plain_moves([]) == ""


def test_step_hits_finds_blots_only() -> None:
    pos = Position.from_points(Variant.SHORT, {13: 2, 6: 13}, {15: 1, 22: 14}, turn=WHITE)
    assert step_hits(pos, [(13, 10), (13, 11)]) == [True, False]
    assert step_hits(start_position(Variant.SHORT), [(13, 7), (8, 7)]) == [False, False]
    # GNU notation uses the same detection
    assert format_steps(pos, [(13, 10), (10, 8)]) == "13/10*/8"
