"""Unit tests of every rule and exception of docs/RULES.md on hand-built positions.

Positions are written in the **mover's** numbering (his home is 1-6, he moves down), for
both variants where the rule is common and with both colours to move: :func:`make` turns
them into real positions, so the numbering conversions are exercised too. Expected
results are worked out by hand from docs/RULES.md; each test says why.
"""

from __future__ import annotations

import pytest

from engine.moves import IllegalStep, Step, Turn, apply_steps, has_legal_move, legal_plays
from engine.position import (
    BLACK,
    WHITE,
    Position,
    Variant,
    from_white_point,
    start_position,
    to_white_point,
)

LONG, SHORT = Variant.LONG, Variant.SHORT
Outcome = tuple[tuple[int, int], ...]


def make(
    variant: Variant,
    me: dict[int, int],
    opp: dict[int, int],
    turn: int,
    bar: tuple[int, int] = (0, 0),
) -> Position:
    """Position with ``turn`` to move; ``me`` and ``opp`` both in the **mover's** numbering.

    Missing checkers are borne off. ``bar`` is (mover's, opponent's).
    """
    other = 1 - turn
    theirs = {
        from_white_point(variant, other, to_white_point(variant, turn, k)): n
        for k, n in opp.items()
    }
    if turn == WHITE:
        white, black, wbar = me, theirs, bar
    else:
        white, black, wbar = theirs, me, (bar[1], bar[0])
    return Position.from_points(variant, white, black, turn=turn, bar=wbar)


def outcome(pos: Position, mover: int) -> Outcome:
    """The mover's checkers (own numbering) after a play, as a sorted tuple of pairs."""
    return tuple(sorted(pos.checkers(mover).items()))


def outcomes(pos: Position, dice: tuple[int, int]) -> list[Outcome]:
    """The outcome of every legal play (a list: duplicates would be a bug)."""
    return [outcome(p.position, pos.turn) for p in legal_plays(pos, dice)]


def as_set(*dicts: dict[int, int]) -> set[Outcome]:
    """Expected outcomes given as dicts of the mover's points."""
    return {tuple(sorted(d.items())) for d in dicts}


def check(pos: Position, dice: tuple[int, int], *expected: dict[int, int]) -> None:
    """Exactly ``expected`` outcomes, each reached by one play."""
    got = outcomes(pos, dice)
    assert len(got) == len(set(got)), got
    assert set(got) == as_set(*expected)


def first_steps(pos: Position, dice: tuple[int, int]) -> set[tuple[int, int, int]]:
    """The steps a step-by-step turn offers first, as (from, to, die)."""
    return {tuple(s) for s in Turn(pos, dice).legal_steps()}


def assert_no_move(pos: Position, dice: tuple[int, int]) -> None:
    """No step possible: one empty play, the turn simply passes."""
    plays = legal_plays(pos, dice)
    assert len(plays) == 1 and plays[0].steps == ()
    assert plays[0].position == pos.swap_turn()
    assert not has_legal_move(pos, dice)
    t = Turn(pos, dice)
    assert t.complete and t.legal_steps() == [] and t.result() == pos.swap_turn()


def close(variant: Variant) -> int:
    """How many opponent checkers close a point: one in long nardy, two in short."""
    return 1 if variant is LONG else 2


# ============================================================================ set-up


def test_start_positions_follow_rules_md() -> None:
    """The set-ups of docs/RULES.md, in White's numbering."""
    short = start_position(SHORT).to_dict()
    assert short["board"] == [
        -2,
        0,
        0,
        0,
        0,
        5,
        0,
        3,
        0,
        0,
        0,
        -5,
        5,
        0,
        0,
        0,
        -3,
        0,
        -5,
        0,
        0,
        0,
        0,
        2,
    ]
    long = start_position(LONG).board
    assert long[23] == 15 and long[11] == -15 and sum(map(abs, long)) == 30
    for v in Variant:
        for c in (WHITE, BLACK):
            for k in range(1, 25):
                assert from_white_point(v, c, to_white_point(v, c, k)) == k
    # My point k is the opponent's 25-k (short) and ((k+11) mod 24)+1 (long).
    assert to_white_point(SHORT, BLACK, 24) == 1 and to_white_point(LONG, BLACK, 24) == 12
    assert to_white_point(LONG, BLACK, 1) == 13 and to_white_point(LONG, BLACK, 13) == 1


# ============================================================================ long: head rule


@pytest.mark.parametrize("a, b", [(a, b) for a in range(1, 7) for b in range(1, 7) if a != b])
def test_long_start_non_doubles_move_one_checker_from_head(color: int, a: int, b: int) -> None:
    """Only one checker may leave the head: it plays both dice (intermediates are open)."""
    pos = start_position(LONG, color)
    check(pos, (a, b), {24: 14, 24 - a - b: 1})


@pytest.mark.parametrize(
    "die, expected",
    [
        # Not an exception: one checker walks 24-23-22-21-20.
        (1, [{24: 14, 20: 1}]),
        # Not an exception: one checker walks 24-22-20-18-16.
        (2, [{24: 14, 16: 1}]),
        # Exception: one checker can make only three steps (12 is the opponent's head),
        # so a second checker is compulsory: 3+1 steps (15 and 21) or 2+2 (18, 18).
        (3, [{24: 13, 15: 1, 21: 1}, {24: 13, 18: 2}]),
        # Exception: 24-20-16 and the opponent's head stops it; two checkers reach 16.
        (4, [{24: 13, 16: 2}]),
        # 5-5 is no exception: one checker 24-19-14-9-4.
        (5, [{24: 14, 4: 1}]),
        # Exception: 24-18 then 18-12 is the opponent's head; two checkers to 18.
        (6, [{24: 13, 18: 2}]),
    ],
)
def test_long_first_turn_doubles(color: int, die: int, expected: list[dict[int, int]]) -> None:
    """First turn doubles: 6-6, 4-4 and 3-3 let two checkers leave the head."""
    pos = start_position(LONG, color)
    check(pos, (die, die), *expected)


def test_long_first_turn_doubles_after_opponents_first_move(color: int) -> None:
    """Second player's first turn: the opponent's first checker (his 13 = my 1) is no bar."""
    pos = make(LONG, {24: 15}, {12: 14, 1: 1}, color)
    check(pos, (6, 6), {24: 13, 18: 2})
    check(pos, (5, 5), {24: 14, 4: 1})
    check(pos, (3, 3), {24: 13, 15: 1, 21: 1}, {24: 13, 18: 2})


def test_long_first_turn_second_checker_only_optional_when_one_can_play_all(color: int) -> None:
    """3-3 with the way clear: one checker may play all four, or two may share them."""
    pos = make(LONG, {24: 15}, {1: 15}, color)
    check(pos, (3, 3), {24: 14, 12: 1}, {24: 13, 15: 1, 21: 1}, {24: 13, 18: 2})
    # 6-6: one checker gets to 6 only (no bearing off with 14 on the head): three steps,
    # so a second checker must play: 3+1 (6 and 18) or 2+2 (12, 12).
    check(pos, (6, 6), {24: 13, 6: 1, 18: 1}, {24: 13, 12: 2})


def test_long_first_turn_5_5_allows_only_one_checker(color: int) -> None:
    """5-5 is no exception: the head checker stops at 19 (14 is held); one step only."""
    pos = make(LONG, {24: 15}, {12: 14, 14: 1}, color)
    check(pos, (5, 5), {24: 14, 19: 1})
    # The same blockage with 4-4 (16 held): two checkers may leave, two steps.
    pos = make(LONG, {24: 15}, {12: 14, 16: 1}, color)
    check(pos, (4, 4), {24: 13, 20: 2})
    # 3-3 with 15 held: two checkers, two steps each.
    pos = make(LONG, {24: 15}, {12: 14, 15: 1}, color)
    check(pos, (3, 3), {24: 13, 18: 2})


def test_long_first_turn_6_6_with_18_held_is_no_move(color: int) -> None:
    """No checker can leave the head at all: the turn passes."""
    assert_no_move(make(LONG, {24: 15}, {12: 14, 18: 1}, color), (6, 6))


def test_long_later_turn_doubles_only_one_checker_from_head(color: int) -> None:
    """Second turn 6-6: one head checker (to 18); the checker on 20 plays 20-14-8-2."""
    pos = make(LONG, {24: 14, 20: 1}, {12: 15}, color)
    got = set(outcomes(pos, (6, 6)))
    assert got == as_set({24: 13, 18: 1, 2: 1})
    assert as_set({24: 12, 18: 2, 8: 1}).isdisjoint(got)  # two head checkers


def test_long_one_checker_from_head_per_turn(color: int) -> None:
    """3-1 with 14 on the head and one on 13 (12 is the opponent's head)."""
    pos = make(LONG, {24: 14, 13: 1}, {12: 15}, color)
    # Head checker plays both (to 20); or head 24-23 and 13-10; or 13-10-9.
    # 24-21 plus 24-23 would take two head checkers; 13-12 lands on the opponent.
    check(pos, (3, 1), {24: 13, 20: 1, 13: 1}, {24: 13, 23: 1, 10: 1}, {24: 14, 9: 1})
    assert (24, 23, 1) not in {tuple(s) for s in Turn(pos, (3, 1)).play((24, 21, 3)).legal_steps()}


# ============================================================================ landing, jumping


def test_long_single_checker_holds_a_point_and_is_jumped(color: int) -> None:
    """Long nardy: one opponent checker holds a point; jumping over points is fine."""
    # Opponent on 19, 18 and 16: both routes 20-17-12 and 20-15-12 jump over them.
    pos = make(LONG, {20: 1}, {19: 1, 18: 1, 16: 1, 22: 12}, color)
    check(pos, (5, 3), {12: 1})
    # A single opponent checker on 15 is not hit: 20-15 is closed, 20-17-12 remains.
    pos = make(LONG, {20: 1}, {15: 1, 22: 14}, color)
    plays = legal_plays(pos, (5, 3))
    assert len(plays) == 1 and plays[0].moves == [(20, 17), (17, 12)]
    assert plays[0].position.own(color, 15) == -1


def test_intermediate_landings_must_be_open(color: int, variant: Variant) -> None:
    """Both intermediate points closed: the checker cannot play 5+3 at all."""
    n = close(variant)
    assert_no_move(make(variant, {20: 1}, {15: n, 17: n, 22: 15 - 2 * n}, color), (5, 3))


def test_larger_die_forced_when_only_one_can_be_played(color: int, variant: Variant) -> None:
    """12 closed: 5 or 3 alone can be played, not both; the 5 is compulsory."""
    n = close(variant)
    pos = make(variant, {20: 1}, {12: n, 22: 15 - n}, color)
    check(pos, (5, 3), {15: 1})
    assert first_steps(pos, (5, 3)) == {(20, 15, 5)}
    # With 15 closed too only the 3 can be played: then it must be.
    pos = make(variant, {20: 1}, {12: n, 15: n, 22: 15 - 2 * n}, color)
    check(pos, (5, 3), {17: 1})


def test_both_dice_must_be_played_when_possible(color: int, variant: Variant) -> None:
    """15 closed: 20-19-14 uses both dice, so 20-15 is out and 20-19 alone is not enough."""
    n = close(variant)
    pos = make(variant, {20: 1}, {15: n, 22: 15 - n}, color)
    check(pos, (5, 1), {14: 1})
    assert first_steps(pos, (5, 1)) == {(20, 19, 1)}


def test_doubles_must_use_all_four_steps_when_possible(color: int, variant: Variant) -> None:
    """3-3, 11 closed: 20 can go to 14 only, 9 to 3 only (no bearing off): 2+2 steps."""
    n = close(variant)
    pos = make(variant, {20: 1, 9: 1}, {11: n, 22: 15 - n}, color)
    check(pos, (3, 3), {14: 1, 3: 1})


def test_dead_end_steps_are_never_offered(color: int, variant: Variant) -> None:
    """6-1, 4 and 13 closed: 20-19 is legal alone but leaves the 6 unplayable."""
    n = close(variant)
    pos = make(variant, {20: 1, 10: 1}, {4: n, 13: n, 22: 15 - 2 * n}, color)
    check(pos, (6, 1), {14: 1, 9: 1}, {20: 1, 3: 1})
    assert first_steps(pos, (6, 1)) == {(20, 14, 6), (10, 9, 1)}


# ============================================================================ short: hitting, bar


def test_short_hitting_a_blot(color: int) -> None:
    """13 to 8 with 3-2: via the blot on 10 (hit) or via 11 (no hit): two results."""
    pos = make(SHORT, {13: 1}, {10: 1, 1: 14}, color)
    plays = legal_plays(pos, (3, 2))
    assert len(plays) == 2
    assert all(outcome(p.position, color) == ((8, 1),) for p in plays)
    hit = [p for p in plays if p.position.bar[1 - color] == 1]
    assert len(hit) == 1 and hit[0].moves == [(13, 10), (10, 8)]
    assert hit[0].position.own(color, 10) == 0


def test_short_closed_point_is_not_a_landing(color: int) -> None:
    """Two opponent checkers on 10: 13-10 is out, 13-11-8 is the only way."""
    pos = make(SHORT, {13: 1}, {10: 2, 1: 13}, color)
    plays = legal_plays(pos, (3, 2))
    assert [p.moves for p in plays] == [[(13, 11), (11, 8)]]


def test_short_bar_against_closed_board(color: int) -> None:
    """All six entry points closed: no roll lets the checker enter, nothing else moves."""
    opp = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 10: 3}
    pos = make(SHORT, {6: 14}, opp, color, bar=(1, 0))
    for a in range(1, 7):
        for b in range(a, 7):
            assert_no_move(pos, (a, b))


def test_short_bar_against_partly_closed_board(color: int) -> None:
    """Only 24 open: enter with the 1 first, then the other dice."""
    opp = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 10: 5}
    pos = make(SHORT, {6: 14}, opp, color, bar=(1, 0))
    # Enter 24, then 24-18 (6-0 would bear off with a checker outside home).
    check(pos, (6, 1), {18: 1, 6: 14})
    assert first_steps(pos, (6, 1)) == {(25, 24, 1)}
    assert_no_move(pos, (6, 6))
    # 1-1: enter, 24-23 is closed, three 1s among the checkers on 6: 3 partitions.
    check(
        pos,
        (1, 1),
        {24: 1, 6: 11, 5: 3},
        {24: 1, 6: 12, 5: 1, 4: 1},
        {24: 1, 6: 13, 3: 1},
    )


def test_short_all_checkers_must_enter_before_other_moves(color: int) -> None:
    """Two on the bar, only the 1 enters: the 6 cannot be played elsewhere (10-4)."""
    opp = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 11: 5}
    pos = make(SHORT, {10: 1, 6: 12}, opp, color, bar=(2, 0))
    plays = legal_plays(pos, (6, 1))
    assert len(plays) == 1 and plays[0].moves == [(25, 24)]
    after = plays[0].position
    assert after.bar[color] == 1 and after.own(color, 24) == 1 and after.own(color, 10) == 1


def test_short_hit_on_entry(color: int) -> None:
    """A blot on the entry point 20 is hit by entering with a 5."""
    pos = make(SHORT, {6: 14}, {20: 1, 10: 14}, color, bar=(1, 0))
    plays = legal_plays(pos, (5, 2))
    assert all(p.steps[0].frm == 25 for p in plays)
    hits = [p for p in plays if p.position.bar[1 - color] == 1]
    assert hits and all(p.steps[0] == Step(25, 20, 5) for p in hits)
    assert {outcome(p.position, color) for p in hits} == as_set(
        {18: 1, 6: 14}, {20: 1, 6: 13, 4: 1}
    )


def test_short_bearing_off_needs_no_checker_on_the_bar(color: int) -> None:
    """Hit while bearing off: 3-0 is illegal until the entered checker is home."""
    pos = make(SHORT, {3: 2}, {10: 15}, color, bar=(1, 0))
    # Enter 24 then 24-21 (3-0 not allowed); or enter 22 then 22-21 or 3-2.
    check(pos, (3, 1), {21: 1, 3: 2}, {22: 1, 3: 1, 2: 1})


# ============================================================================ bearing off


def test_no_bearing_off_with_a_checker_outside_home(color: int, variant: Variant) -> None:
    """20 is outside home: 2-0 with the 2 is illegal, the 20 checker moves instead."""
    pos = make(variant, {20: 1, 2: 2}, {23: 15}, color)
    check(pos, (2, 1), {17: 1, 2: 2}, {18: 1, 2: 1, 1: 1})


def test_bearing_off_after_coming_home_in_the_same_turn(color: int, variant: Variant) -> None:
    """8 and 3, 3 with 6-2: bearing off becomes legal once the 8 is home, not before."""
    pos = make(variant, {8: 1, 3: 2}, {23: 15}, color)
    # 6 first: 8-2 (now all home), then the 2 bears it off (exact) or plays 3-1.
    # 2 first: 8-6 (3-1 is also possible, then 8-2 gives the same as above), then the
    # 6 bears off from 6. Bearing off 3s or 2s before the 8 moves is never possible.
    check(pos, (6, 2), {3: 2}, {3: 1, 2: 1, 1: 1})


def test_bearing_off_exact_and_moves_inside_home(color: int, variant: Variant) -> None:
    """4-2 with checkers on 4 and 2: both off (win), or 4-2 and then the 4 bears off."""
    pos = make(variant, {4: 1, 2: 1}, {23: 15}, color)
    check(pos, (4, 2), {}, {2: 1})
    win = [p for p in legal_plays(pos, (4, 2)) if p.position.winner is not None]
    assert len(win) == 1 and win[0].position.winner == color


def test_bearing_off_from_lower_point_only_without_higher_checkers(
    color: int, variant: Variant
) -> None:
    """6 with checkers on 5 and 3: the 6 bears off the 5 (highest), never the 3."""
    pos = make(variant, {5: 1, 3: 1}, {23: 15}, color)
    check(pos, (6, 1), {2: 1}, {3: 1})


def test_bearing_off_die_must_move_a_higher_checker(color: int, variant: Variant) -> None:
    """4 with point 4 empty and a checker on 6: it must play 6-2, not bear off the 2."""
    pos = make(variant, {6: 1, 2: 1}, {23: 15}, color)
    check(pos, (4, 1), {2: 1, 1: 1})


def test_bearing_off_die_unusable_when_higher_checker_is_blocked(
    color: int, variant: Variant
) -> None:
    """4-4 with 6 blocked (2 closed) and a checker on 1: nothing can be played."""
    pos = make(variant, {6: 1, 1: 1}, {2: close(variant), 23: 15 - close(variant)}, color)
    assert_no_move(pos, (4, 4))


def test_moves_inside_home_instead_of_bearing_off(color: int, variant: Variant) -> None:
    """2-1 with 5 and 2: bear the 2 off and 5-4, or keep everything: 5-3-2, 5-3 2-1."""
    pos = make(variant, {5: 1, 2: 1}, {23: 15}, color)
    check(pos, (2, 1), {4: 1}, {2: 2}, {3: 1, 1: 1})


def test_winning_step_with_a_die_left_over(color: int, variant: Variant) -> None:
    """The last checker off with the 6 ends the game; the 1 left over counts as used."""
    pos = make(variant, {3: 1}, {23: 15}, color)
    plays = legal_plays(pos, (6, 1))
    assert len(plays) == 1 and plays[0].position.winner == color
    assert first_steps(pos, (6, 1)) == {(3, 0, 6), (3, 2, 1)}
    t = Turn(pos, (6, 1)).play((3, 0))
    assert t.complete and t.remaining_dice == (1,) and t.result().winner == color
    # Doubles: two checkers off with two of the four sixes.
    pos = make(variant, {2: 1, 1: 1}, {23: 15}, color)
    plays = legal_plays(pos, (6, 6))
    assert len(plays) == 1 and len(plays[0].steps) == 2 and plays[0].position.winner == color


def test_no_plays_once_the_game_is_over(color: int) -> None:
    """A finished position has no legal plays."""
    pos = make(SHORT, {}, {23: 15}, color)
    assert pos.winner == color
    with pytest.raises(IllegalStep):
        legal_plays(pos, (3, 1))


# ============================================================================ long: six-block


def _block_base(color: int, opp: dict[int, int]) -> Position:
    """Mover on 14 and on 10, 9, 8, 7, 6 (one each): 14-11 would make 11..6."""
    return make(LONG, {14: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, opp, color)


def test_six_block_step_forbidden_without_opponent_ahead(color: int) -> None:
    """All opponent checkers on his head (my 12), behind the block: 14-11 is illegal."""
    pos = _block_base(color, {12: 15})
    assert (14, 11, 3) not in first_steps(pos, (3, 2))
    got = set(outcomes(pos, (3, 2)))
    # The block may not exist even for a moment: 14-11-9 ends without a block but is
    # illegal (14-12 is the opponent's head, so only 14-11 first could reach it).
    assert as_set({10: 1, 9: 2, 8: 1, 7: 1, 6: 1}).isdisjoint(got)
    assert all(not all(dict(o).get(q) for q in (11, 10, 9, 8, 7, 6)) for o in got)


def test_six_block_step_allowed_after_another_step_broke_the_row(color: int) -> None:
    """6-4 first leaves 6 empty; then 14-11 makes no block and is legal."""
    pos = _block_base(color, {12: 15})
    t = Turn(pos, (3, 2)).play((6, 4, 2))
    assert (14, 11, 3) in {tuple(s) for s in t.legal_steps()}
    got = set(outcomes(pos, (3, 2)))
    # Every 2 played from 10..6 first, then 14-11: five results.
    assert (
        as_set(
            {11: 1, 9: 1, 8: 2, 7: 1, 6: 1},
            {11: 1, 10: 1, 8: 1, 7: 2, 6: 1},
            {11: 1, 10: 1, 9: 1, 7: 1, 6: 2},
            {11: 1, 10: 1, 9: 1, 8: 1, 6: 1, 5: 1},
            {11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 4: 1},
        )
        <= got
    )


def test_six_block_order_matters_within_doubles(color: int) -> None:
    """3-3: 14-11 is legal only after a 3 from 10..6 broke the row, e.g. 9-6 then 14-11."""
    pos = _block_base(color, {12: 15})
    assert (14, 11, 3) not in first_steps(pos, (3, 3))
    plays = legal_plays(pos, (3, 3))
    with_14 = [p for p in plays if (14, 11) in p.moves]
    assert with_14 and all(p.moves.index((14, 11)) > 0 for p in with_14)
    t = Turn(pos, (3, 3)).play((9, 6, 3))
    assert (14, 11, 3) in {tuple(s) for s in t.legal_steps()}


@pytest.mark.parametrize("ahead", [3, 13, 24, 1])
def test_six_block_allowed_with_an_opponent_checker_ahead(color: int, ahead: int) -> None:
    """One opponent checker past the block on his route (my 5..1, 24..13) allows it."""
    pos = _block_base(color, {12: 14, ahead: 1})
    assert (14, 11, 3) in first_steps(pos, (3, 2))
    assert as_set({10: 1, 9: 2, 8: 1, 7: 1, 6: 1}) <= set(outcomes(pos, (3, 2)))


def test_six_block_borne_off_opponent_checkers_do_not_count(color: int) -> None:
    """The only opponent checker that was ahead is borne off: the block is forbidden."""
    pos = _block_base(color, {12: 14})
    assert pos.off[1 - color] == 1
    assert (14, 11, 3) not in first_steps(pos, (3, 2))


def test_six_block_across_1_and_24_counts(color: int) -> None:
    """2, 1, 24, 23, 22, 21 are six in a row on the opponent's route: a block."""
    me = {24: 2, 23: 1, 22: 1, 2: 1, 1: 1}
    assert (24, 21, 3) not in first_steps(make(LONG, me, {12: 15}, color), (3, 1))
    # An opponent checker on my 3 is behind it (he passes 3 before 2): still forbidden.
    assert (24, 21, 3) not in first_steps(make(LONG, me, {12: 14, 3: 1}, color), (3, 1))
    # One on my 20 is ahead (he reaches 20 after 21): allowed.
    assert (24, 21, 3) in first_steps(make(LONG, me, {12: 14, 20: 1}, color), (3, 1))


def test_six_points_across_12_and_13_are_no_block(color: int) -> None:
    """15, 14, 13, 12, 11, 10 are not in a row on the opponent's route: 16-15 is legal."""
    pos = make(LONG, {16: 1, 14: 1, 13: 1, 12: 1, 11: 1, 10: 1}, {20: 15}, color)
    assert (16, 15, 1) in first_steps(pos, (1, 2))
    t = Turn(pos, (1, 2)).play((16, 15, 1))
    assert t.position.own(color, 15) == 1


def test_existing_block_may_be_kept(color: int) -> None:
    """A block held before the turn stays; only a newly completed block is checked."""
    pos = make(LONG, {20: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, {12: 15}, color)
    assert {(20, 18, 2), (20, 19, 1)} <= first_steps(pos, (2, 1))
    assert as_set({17: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}) <= set(outcomes(pos, (2, 1)))


def test_six_block_rule_counts_for_the_maximum_dice_rule(color: int) -> None:
    """A block ending on my 13 (the opponent's 1) has nothing ahead: always forbidden.

    Mover on 23 and 17..13; the opponent holds 12..7, so 5s from 17..13 are blocked and
    23-18 would complete 18..13. With 5-5 that step does not exist: the turn passes
    (without the rule 23-18-13 would play two of the dice).
    """
    opp = {12: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 10}
    pos = make(LONG, {23: 1, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1}, opp, color)
    assert_no_move(pos, (5, 5))
    # With the row broken at 15 (that checker on 19 instead) 23-18 makes no block:
    # 23-18-13 and 19-14 (12..7 stop everything else): three of the four 5s.
    pos = make(LONG, {23: 1, 19: 1, 17: 1, 16: 1, 14: 1, 13: 1}, opp, color)
    check(pos, (5, 5), {17: 1, 16: 1, 14: 2, 13: 2})
    assert len(legal_plays(pos, (5, 5))[0].steps) == 3


# ============================================================================ Turn


def test_turn_step_by_step_undo_and_result(color: int, variant: Variant) -> None:
    """Play a turn step by step, undo a step, complete it and get the same result."""
    n = close(variant)
    pos = make(variant, {20: 1, 10: 1}, {4: n, 13: n, 22: 15 - 2 * n}, color)
    t0 = Turn(pos, (6, 1))
    assert t0.max_dice == 2 and not t0.complete and t0.remaining_dice == (6, 1)
    with pytest.raises(IllegalStep):
        t0.result()
    with pytest.raises(IllegalStep):
        t0.play((20, 19))  # a dead end
    t1 = t0.play((10, 9))
    assert t1.remaining_dice == (6,) and t1.position.turn == color
    assert t1.position.own(color, 9) == 1 and t1.position.own(color, 10) == 0
    assert {tuple(s) for s in t1.legal_steps()} == {(20, 14, 6), (9, 3, 6)}
    assert t1.undo() == t0 and t1.undo().position == pos and t0.undo() == t0
    t2 = t1.play((9, 3))
    assert t2.complete and t2.legal_steps() == []
    assert t2.result() == apply_steps(pos, (6, 1), [(10, 9), (9, 3)])
    assert outcome(t2.result(), color) == ((3, 1), (20, 1)) and t2.result().turn == 1 - color
    with pytest.raises(IllegalStep):
        apply_steps(pos, (6, 1), [(10, 9)])  # incomplete


def test_turn_accepts_every_legal_play(color: int, variant: Variant) -> None:
    """Each play of the start position replays step by step to the same position."""
    pos = start_position(variant, color)
    for dice in [(3, 1), (6, 5), (2, 2), (4, 4), (6, 6)]:
        for play in legal_plays(pos, dice):
            t = Turn(pos, dice)
            for st in play.steps:
                t = t.play(st)
            assert t.complete and t.result() == play.position


def test_turn_built_with_a_dead_end_or_illegal_step_is_refused(color: int) -> None:
    """Turn(start, dice, steps) replays the steps as offered steps: no dead end sneaks in."""
    pos = make(SHORT, {20: 1, 10: 1}, {4: 2, 13: 2, 22: 11}, color)
    for steps in [(Step(20, 19, 1),), (Step(10, 4, 6),), (Step(10, 9, 1), Step(9, 8, 1))]:
        t = Turn(pos, (6, 1), steps)
        with pytest.raises(IllegalStep):
            t.legal_steps()
        with pytest.raises(IllegalStep):
            Turn(pos, (6, 1), steps).result()
    # A legal prefix is accepted and continues normally.
    t = Turn(pos, (6, 1), (Step(10, 9, 1),))
    assert {tuple(s) for s in t.legal_steps()} == {(20, 14, 6), (9, 3, 6)}
