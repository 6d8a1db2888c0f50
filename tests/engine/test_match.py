"""Matches: colour swaps, scores and the cap, the Crawford rule, resignations,
serialization, and property tests over random matches with a live cube."""

from __future__ import annotations

import functools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (
    BLACK,
    WHITE,
    Cube,
    FixedDice,
    Game,
    GameError,
    Match,
    Position,
    RandomDice,
)
from tests.engine.helpers import play_random


def single_win(m: Match, player: int, rng: random.Random) -> Match:
    """``m`` with its current game won by ``player`` through a double that is passed (the
    cube must be in the middle): the turns are played until he may double."""
    dice = RandomDice(rng)
    g = m.game
    wc = m.color_of(player)
    while not (g.may_double and g.turn_color == wc):
        g = g.roll(dice) if g.awaiting_roll else g.play(g.legal_plays()[0], dice)
    return m.update(g.offer_double().pass_())


def forfeit_win(m: Match, player: int) -> Match:
    """``m`` with its current game won by ``player`` because the opponent gives it up."""
    return m.update(m.game.forfeit(m.color_of(1 - player), "resigned"))


# ----------------------------------------------------------------------- hand-built cases


def test_new_match_and_colour_swap() -> None:
    m = Match.new("short", 3, FixedDice([6, 1]), first_white=1)
    assert (m.target, m.score, m.white, m.game_number) == (3, (0, 0), 1, 1)
    assert m.color_of(1) == WHITE and m.player_of(BLACK) == 0 and not m.finished
    assert m.game.cube is None and not m.crawford
    m = m.update(m.game.resign(WHITE))  # player 1 (White) resigns at the start: backgammon, 3
    assert m.game.finished and m.game_number == 1
    assert m.score == (3, 0) and m.winner == 0 and m.finished
    with pytest.raises(GameError):
        m.next_game(FixedDice([1, 2]))


def test_colours_swap_every_game_and_points_add_up() -> None:
    m = Match.new("long", 7, FixedDice([5, 2]))
    whites = [m.white]
    # Game 1: White (player 0) resigns at the start of long nardy: mars, 2 points to player 1.
    m = m.update(m.game.resign(WHITE))
    assert m.score == (0, 2)
    m = m.next_game(FixedDice([2, 5]))
    whites.append(m.white)
    assert m.game_number == 2 and m.game.position.turn == BLACK  # Black won the roll-off
    m = m.update(m.game.resign(BLACK))  # Black is player 0 now: player 1 (White) wins 2
    assert m.score == (0, 4) and m.games[-1].winner == 1 and m.games[-1].white == 1
    m = m.next_game(FixedDice([3, 4]))
    whites.append(m.white)
    assert whites == [0, 1, 0]
    with pytest.raises(GameError):
        m.next_game(FixedDice([1, 2]))  # the current game is not over


def test_points_are_capped_at_what_the_match_needs() -> None:
    m = Match.new("short", 2, FixedDice([6, 1]), cube=True)
    assert not m.crawford  # 0 points: nobody is at match point yet
    g = m.game.play([(13, 7), (8, 7)], FixedDice([]))
    g = g.offer_double().take(FixedDice([3, 1]))  # Black doubles, White takes: cube 2
    m = m.update(g)
    m = m.update(m.game.resign(BLACK))  # Black resigns a backgammon at 2: 6 points...
    assert m.game.result is not None and m.game.result.points == 6
    assert m.games[-1].points == 2 and m.score == (2, 0) and m.winner == 0  # ...counts 2


def test_crawford_game_once_then_cube_again() -> None:
    rng = random.Random(1)
    m = Match.new("short", 5, RandomDice(rng), cube=True)
    m = single_win(m, 0, rng)
    assert m.score == (1, 0) and m.games[-1].points == 1
    m = forfeit_win(m.next_game(RandomDice(rng)), 1)  # a backgammon at the start: 3
    assert m.score == (1, 3) and not m.crawford_done
    m = m.next_game(RandomDice(rng))
    assert not m.crawford
    m = single_win(m, 1, rng)
    assert m.score == (1, 4)  # player 1 first reaches 4 = target - 1
    m = m.next_game(RandomDice(rng))
    assert m.crawford and m.game.crawford and m.crawford_done
    g = m.game
    for _ in range(6):  # nobody may double, the dice are always rolled at once
        assert g.dice is not None and not g.may_double
        with pytest.raises(GameError):
            g.offer_double()
        g = g.play(g.legal_plays()[0], RandomDice(rng))
    m = m.update(g)
    m = forfeit_win(m, 0)
    assert m.score == (4, 4) and not m.finished  # a backgammon: 3 points, all needed
    m = m.next_game(RandomDice(rng))
    assert not m.crawford and m.game.cube is not None  # post-Crawford: the cube again
    m = single_win(m, 1, rng)
    assert m.finished and m.winner == 1 and m.score == (4, 5)
    assert [g.crawford for g in m.games] == [False, False, False, True, False]


def test_no_crawford_game_without_the_cube() -> None:
    m = Match.new("long", 3, FixedDice([5, 2]))
    m = forfeit_win(m, 1)  # mars at the start: 2 points
    assert m.score == (0, 2)
    m = m.next_game(FixedDice([5, 2]))
    assert not m.crawford and not m.crawford_done


def test_match_to_one_point_has_no_crawford_game() -> None:
    # Nobody reaches match point by winning a game (as GNU Backgammon reads it): the cube
    # may be turned, and any win ends the match (points capped at 1).
    m = Match.new("short", 1, FixedDice([6, 1]), cube=True)
    assert not m.crawford and not m.crawford_done
    g = m.game.play([(13, 7), (8, 7)], FixedDice([]))
    assert g.may_double
    m = m.update(g.offer_double().take(FixedDice([3, 2])))
    m = m.update(m.game.resign(BLACK))
    assert m.finished and m.score == (1, 0) and m.games[0].result.points == 6


def test_resign_the_whole_match() -> None:
    m = Match.new("short", 5, FixedDice([6, 1]), cube=True)
    r = m.resign_match(1)  # player 1 (Black) resigns: the game counts, then the match ends
    assert r.finished and r.winner == 0 and r.resigned == 1 and r.score == (3, 0)
    with pytest.raises(GameError):
        r.update(m.game)
    # Between games: nothing else counts.
    m2 = m.update(m.game.resign(WHITE))
    r2 = m2.resign_match(0)
    assert r2.winner == 1 and r2.score == (0, 3) and len(r2.games) == 1
    # A game-ending resignation that wins the match leaves the match won on the score.
    m3 = Match.new("short", 3, FixedDice([6, 1]))
    r3 = m3.resign_match(0)
    assert r3.winner == 1 and r3.resigned is None and r3.score == (0, 3)


def test_update_rejects_a_foreign_game() -> None:
    m = Match.new("short", 3, FixedDice([6, 1]), cube=True)
    with pytest.raises(GameError):
        m.update(Game.new("short", FixedDice([6, 1])))  # no cube option
    with pytest.raises(GameError):
        m.update(Game.new("short", FixedDice([1, 6]), cube=True))  # another roll-off
    other = Game.from_position(Position.from_points("short", {6: 15}, {6: 15}), None,
                               cube=Cube())
    with pytest.raises(GameError):
        m.update(other)
    with pytest.raises(GameError):
        Match.new("short", 0, FixedDice([6, 1]))
    with pytest.raises(GameError):
        Match.new("short", 26, FixedDice([6, 1]))


def test_serialization_round_trip_and_consistency_checks() -> None:
    rng = random.Random(4)
    states = play_random(Match.new("short", 5, RandomDice(rng), cube=True), rng, resign=0.05)
    for m in states[:: max(1, len(states) // 30)] + [states[-1]]:
        back = Match.from_json(m.to_json())
        assert back == m and back.score == m.score and back.winner == m.winner
    d = states[-1].to_dict()
    d["games"][0]["points"] += 1
    with pytest.raises(GameError):
        Match.from_dict(d)
    d = states[-1].to_dict()
    d["games"][0]["white"] = 1 - d["games"][0]["white"]
    with pytest.raises(GameError):
        Match.from_dict(d)
    for text in ["", "[]", "{}", '{"v": 1, "type": "match"}', '{"v": 9, "type": "match"}']:
        with pytest.raises(GameError):
            Match.from_json(text)


# ----------------------------------------------------------------------- properties


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    target=st.integers(1, 7),
    cube=st.booleans(),
    variant=st.sampled_from(["short", "long"]),
)
def test_random_matches_keep_the_rules(seed: int, target: int, cube: bool, variant: str) -> None:
    rng = random.Random(seed)
    m0 = Match.new(variant, target, RandomDice(rng), cube=cube, first_white=rng.randint(0, 1))
    states = play_random(m0, rng, resign=0.1)
    final = states[-1]
    # A match always ends, and with at most 2 * target - 1 games (every game scores >= 1).
    assert final.finished and len(final.games) <= 2 * target - 1
    assert max(final.score) == target and min(final.score) < target
    assert final.winner == final.score.index(target)
    for a, b in zip(states, states[1:], strict=False):
        # Scores only grow, and never pass the target.
        assert b.score[0] >= a.score[0] and b.score[1] >= a.score[1]
        assert max(b.score) <= target
    # Colours swap every game.
    assert [g.white for g in final.games] == [
        m0.white ^ (i % 2) for i in range(len(final.games))]
    crawfords = [g for g in final.games if g.crawford]
    # The Crawford game has no cube action; it is the game right after the first time a
    # player reached target - 1, and only with the cube.
    for g in crawfords:
        assert g.game.cube_log == ()
    assert len(crawfords) <= 1 and (cube or not crawfords)
    if cube:
        running = [0, 0]
        expected: int | None = None
        for i, g in enumerate(final.games):
            running[g.winner] += g.points
            if expected is None and target - 1 in running and i + 1 < len(final.games):
                expected = i + 1
        assert [final.games.index(g) for g in crawfords] == (
            [] if expected is None else [expected])
    running = [0, 0]
    for g in final.games:
        r = g.result
        assert r.points == r.base * r.cube
        assert g.points == min(r.points, target - running[g.winner])  # capped
        running[g.winner] += g.points
        if not cube:
            assert r.cube == 1 and g.game.cube_log == ()


def _paths(node: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


@functools.cache
def _sample_match_json() -> str:
    rng = random.Random(6)
    states = play_random(Match.new("short", 3, RandomDice(rng), cube=True), rng, resign=0.1)
    return states[len(states) // 2].to_json()


@settings(max_examples=150, deadline=None)
@given(data=st.data(), junk=st.sampled_from(
    [None, -1, 0, 7, 99, "x", "white", [], [1], {}, {"v": 2}, True, 2.5]))
def test_damaged_match_data_raises_game_error_only(data: st.DataObject, junk: object) -> None:
    d = json.loads(_sample_match_json())
    path = data.draw(st.sampled_from(_paths(d)[1:]))
    node = d
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = junk
    try:
        back = Match.from_dict(d)
    except GameError:
        return
    assert isinstance(back, Match)  # a harmless change may load; nothing else may escape
