"""ai.batchgen against the engine: the same results for every (position, roll), and wins
scored as the engine scores them."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai.batchgen import ROLL_DICE, ROLL_WEIGHTS, short_results, short_win_points
from engine.game import score
from engine.moves import legal_plays, legal_states, mover_state
from engine.position import WHITE, Position, Variant
from testkit.games import random_game_positions

SETTINGS = settings(
    max_examples=25, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def random_state(rng: random.Random) -> tuple[int, ...]:
    """A random short-nardy mover view with the game not over: often checkers on the bar,
    often everything of the mover at home (bearing off), sometimes a crowded home."""
    s = [0] * 27
    kind = rng.random()
    if kind < 0.3:  # bearing off: the mover's checkers in 1..6 or off
        spots = list(range(1, 7)) + [0]
    elif kind < 0.5:  # entering from the bar against a crowded home
        spots = [25] + list(range(1, 25))
    else:
        spots = list(range(1, 25)) + [25]
    mine = rng.randint(1, 15)  # at least one not off
    s[0] = 15 - mine if 0 in spots else 0
    if 0 not in spots:
        mine = 15
    for _ in range(mine):
        p = rng.choice([q for q in spots if q != 0])
        s[p] += 1
    theirs = 15 - rng.randint(0, 14)  # at least one borne off only sometimes
    theirs = 15 if rng.random() < 0.6 else theirs
    free = [p for p in range(1, 25) if s[p] == 0]
    if kind >= 0.3 and kind < 0.5:
        free = [p for p in range(19, 25) if s[p] == 0] or free
    for _ in range(theirs):
        if rng.random() < 0.08:
            s[26] += 1
        else:
            s[rng.choice(free)] -= 1
    return tuple(s)


def position_of(s: tuple[int, ...]) -> Position:
    """The position (White to move) whose mover view is ``s``."""
    theirs = sum(-x for x in s[1:25] if x < 0) + s[26]
    return Position(Variant.SHORT, tuple(s[1:25]), (s[25], s[26]), (s[0], 15 - theirs), WHITE)


def check_against_engine(positions: list[Position]) -> int:
    """Compare short_results with legal_states for every position and roll; return the
    number of results compared."""
    S = np.array([mover_state(p) for p in positions], dtype=np.int64)
    n = len(positions)
    G, R = short_results(np.repeat(S, 21, axis=0), np.tile(ROLL_DICE, (n, 1)))
    assert np.all(np.diff(G) >= 0)
    starts = np.searchsorted(G, np.arange(21 * n + 1))
    assert np.all(np.diff(starts) >= 1)  # every pair owns a result
    for i in range(21 * n):
        dice = (int(ROLL_DICE[i % 21, 0]), int(ROLL_DICE[i % 21, 1]))
        got = [tuple(r) for r in R[starts[i] : starts[i + 1]].tolist()]
        expected = legal_states(positions[i // 21], dice)
        assert len(got) == len(set(got))
        assert set(got) == set(expected), (positions[i // 21], dice)
    return len(R)


@SETTINGS
@given(st.integers(min_value=0, max_value=2**32 - 1))
@pytest.mark.slow
def test_random_positions_give_the_engine_results(seed: int) -> None:
    rng = random.Random(seed)
    positions = []
    while len(positions) < 12:
        s = random_state(rng)
        if s[0] < 15:
            positions.append(position_of(s))
    assert check_against_engine(positions) > 0


@pytest.mark.slow
def test_positions_of_real_games_give_the_engine_results() -> None:
    positions = random_game_positions(Variant.SHORT, 150, seed=2026)
    assert check_against_engine(positions) > 2000


def test_hand_built_rules() -> None:
    # Dancing: both bar checkers against a closed home; the turn passes (own state).
    closed = [0] * 27
    closed[25] = 2
    for p in range(19, 25):
        closed[p] = -2
    closed[10] = 13
    closed[1] = -3
    # Larger die: the one free checker (on 12) can play the 5 (to 7) or the 6 (to 6) but
    # then not the other die (point 1 is held): only the 6 may be played.
    big = [0] * 27
    big[12], big[2], big[1], big[20] = 1, 14, -2, -13
    S = np.array([closed, big])
    G, R = short_results(S, np.array([[6, 6], [5, 6]]))
    assert G.tolist() == [0, 1]
    assert tuple(R[0]) == tuple(closed)
    assert R[1, 6] == 1 and R[1, 12] == 0
    for s, dice in ((closed, (6, 6)), (big, (5, 6))):
        expected = legal_states(position_of(tuple(s)), dice)
        assert len(expected) == 1
    assert tuple(R[1]) == expected[0]


def test_win_points_match_the_engine() -> None:
    rng = random.Random(7)
    checked = 0
    while checked < 60:
        s = list(random_state(rng))
        if s[0] >= 13:
            continue
        # bring the mover to one checker left on point 1, the rest off
        s = [15 - 1] + [min(x, 0) for x in s[1:25]] + [0, s[26]]
        s[1] = 1 if s[1] >= 0 else s[1]
        if s[1] != 1:
            continue
        pos = position_of(tuple(s))
        play = [q for q in legal_plays(pos, (1, 2)) if q.position.winner is not None][0]
        R = np.array([mover_state(pos)])
        R[0, 0], R[0, 1] = 15, 0
        assert short_win_points(R)[0] == score(play.position, WHITE)[0]
        checked += 1


def test_no_pairs_give_no_results() -> None:
    G, R = short_results(np.zeros((0, 27), dtype=np.int64), np.zeros((0, 2), dtype=np.int64))
    assert G.shape == (0,) and R.shape == (0, 27)


def test_roll_tables() -> None:
    assert ROLL_DICE.shape == (21, 2) and ROLL_WEIGHTS.sum() == 36
    assert all(w == (1 if a == b else 2) for (a, b), w in zip(ROLL_DICE, ROLL_WEIGHTS))
