"""Game flow: roll-off, turns, end of game, scoring, resignation, serialization."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (
    BLACK,
    WHITE,
    FixedDice,
    Game,
    GameError,
    IllegalStep,
    Position,
    RandomDice,
    Variant,
    score,
    start_position,
)


def test_roll_off_ties_are_rerolled_and_winner_plays_both_numbers() -> None:
    g = Game.new("short", FixedDice([3, 3, 5, 5, 2, 6]))
    assert g.opening == ((3, 3), (5, 5), (2, 6))
    assert g.position.turn == BLACK  # Black rolled the 6
    assert g.dice == (2, 6)
    assert g.position == start_position("short", BLACK)
    assert not g.history and not g.finished


def test_first_turn_is_never_a_double() -> None:
    rng = random.Random(7)
    for _ in range(200):
        g = Game.new("long", RandomDice(rng))
        assert g.dice is not None and g.dice[0] != g.dice[1]
        assert g.position.turn == (WHITE if g.dice[0] > g.dice[1] else BLACK)


def test_step_by_step_undo_and_finish() -> None:
    g = Game.new("short", FixedDice([3, 1, 6, 6]))  # White 3-1 opening, then Black rolls 6-6
    assert g.position.turn == WHITE
    with pytest.raises(IllegalStep):
        g.finish_turn(FixedDice([]))
    g1 = g.play_step(8, 5)
    assert g1.current_position.own(WHITE, 5) == 1 and not g1.turn_complete
    assert g1.undo() == g
    g2 = g1.play_step(6, 5)
    assert g2.turn_complete and g2.legal_steps() == []
    g3 = g2.finish_turn(FixedDice([6, 6]))
    assert g3.position.turn == BLACK and g3.dice == (6, 6) and g3.steps == ()
    assert g3.history[-1].color == WHITE and g3.history[-1].moves == [(8, 5), (6, 5)]
    assert g3.position.own(WHITE, 5) == 2
    with pytest.raises(IllegalStep):
        g3.play_step(8, 5)  # White's checkers are not Black's to move


def test_pass_when_nothing_can_be_played() -> None:
    # White on the bar against Black's closed home board: no entry with any roll.
    pos = Position.from_points(
        "short", {6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3},
        bar=(1, 0), turn=WHITE,
    )
    g = Game.from_position(pos, (6, 5))
    assert g.turn_complete and g.legal_steps() == []
    assert [p.steps for p in g.legal_plays()] == [()]
    g2 = g.finish_turn(FixedDice([1, 2]))
    assert g2.history[-1].steps == () and g2.position.turn == BLACK
    assert g2.position.bar == (1, 0)


def test_scores_short() -> None:
    # White bears off his last checker; Black's position decides 1 / 2 / 3.
    def end(black: dict[int, int], bar: int = 0, off: int = 0) -> Game:
        pos = Position.from_points("short", {1: 1}, black, bar=(0, bar),
                                   off=(14, off), turn=WHITE)
        g = Game.from_position(pos, (6, 1))
        return g.play(g.legal_plays()[0], FixedDice([]))

    single = end({6: 14}, off=1)
    assert (single.result.points, single.result.kind) == (1, "single")  # type: ignore[union-attr]
    gammon = end({6: 10, 7: 5})
    assert (gammon.result.points, gammon.result.kind) == (2, "gammon")  # type: ignore[union-attr]
    in_home = end({6: 14, 20: 1})  # Black's 20 is in White's home (White's 5)
    assert (in_home.result.points, in_home.result.kind) == (3, "backgammon")  # type: ignore[union-attr]
    on_bar = end({6: 14}, bar=1)
    assert on_bar.result.points == 3 and on_bar.result.reason == "borne_off"  # type: ignore[union-attr]


def test_scores_long() -> None:
    pos = Position.from_points("long", {1: 1}, {5: 15}, off=(14, 0), turn=WHITE)
    assert score(pos.with_turn(BLACK), WHITE) == (2, "mars")
    pos2 = Position.from_points("long", {1: 1}, {5: 14}, off=(14, 1), turn=WHITE)
    assert score(pos2, WHITE) == (1, "oin")


def test_winning_step_ends_game_with_die_left_over() -> None:
    pos = Position.from_points("long", {2: 1}, {20: 15}, off=(14, 0), turn=WHITE)
    g = Game.from_position(pos, (6, 1))
    assert {(s.frm, s.to) for s in g.legal_steps()} == {(2, 0), (2, 1)}
    g2 = g.play_step(2, 0)
    assert g2.turn_complete
    g3 = g2.finish_turn(FixedDice([]))
    assert g3.result is not None and g3.result.winner == WHITE and g3.result.kind == "mars"
    assert g3.dice is None and g3.legal_steps() == []


def test_resign_scores_current_position_and_only_on_own_turn() -> None:
    g = Game.new("short", FixedDice([6, 1]))
    with pytest.raises(GameError):
        g.resign(BLACK)
    r = g.resign(WHITE)
    assert r.result is not None and r.result.winner == BLACK
    # At the start nobody has borne off and White has checkers in Black's home: backgammon.
    assert (r.result.points, r.result.kind, r.result.reason) == (3, "backgammon", "resigned")
    with pytest.raises(GameError):
        r.play_step(13, 7)
    long_g = Game.new("long", FixedDice([2, 5]))
    lr = long_g.resign(BLACK)
    assert lr.result is not None and (lr.result.winner, lr.result.points) == (WHITE, 2)
    t = long_g.forfeit(WHITE, "timeout")
    assert t.result is not None and t.result.winner == BLACK and t.result.reason == "timeout"


def test_serialization_rejects_garbage() -> None:
    for text in ["", "[]", "{}", '{"v": 99}', '{"v": 1, "variant": "short"}']:
        with pytest.raises(GameError):
            Game.from_json(text)
    g = Game.new("short", FixedDice([3, 1]))
    d = g.to_dict()
    d["steps"] = [[24, 3, 3]]  # not a legal step
    with pytest.raises(GameError):
        Game.from_dict(d)


def _random_game(variant: str, seed: int) -> list[Game]:
    rng = random.Random(seed)
    dice = RandomDice(rng)
    g = Game.new(variant, dice)
    states = [g]
    while not g.finished:
        steps = g.legal_steps()
        if steps and rng.random() < 0.5:
            g = g.play_step(*rng.choice(steps))
            if rng.random() < 0.2:
                g = g.undo()
        elif g.turn_complete:
            g = g.finish_turn(dice)
        else:
            g = g.play_step(*rng.choice(steps))
        states.append(g)
    return states


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["short", "long"]))
def test_random_games_end_with_valid_score_and_round_trip(seed: int, variant: str) -> None:
    states = _random_game(variant, seed)
    final = states[-1]
    assert final.result is not None and final.result.reason == "borne_off"
    pos = final.position
    assert pos.off[final.result.winner] == 15
    if Variant(variant) is Variant.LONG:
        assert final.result.points in (1, 2)
    else:
        assert final.result.points in (1, 2, 3)
    assert (final.result.points == 1) == (pos.off[1 - final.result.winner] > 0)
    for g in states[:: max(1, len(states) // 25)] + [final]:
        assert Game.from_json(g.to_json()) == g
    # The history replays to the final position.
    assert final.position_before(len(final.history)).board == pos.board
