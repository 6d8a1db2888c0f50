"""Property-based tests (hypothesis) over random games of both variants.

Hypothesis draws the seed of a random game (random player: uniform choice among the legal
plays, random dice, roll-off opening). Along each game the checkers are always accounted
for, the step-by-step :class:`~engine.moves.Turn` agrees exactly with
:func:`~engine.moves.legal_plays`, undo restores the turn, and the game ends with a winner.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.moves import Turn, has_legal_move, legal_plays, legal_states, mover_state
from engine.position import CHECKERS, Position, Variant, start_position, to_white_point

MAX_TURNS = 3000
SETTINGS = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)

variants = st.sampled_from([Variant.SHORT, Variant.LONG])
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_game(variant: Variant, seed: int) -> list[tuple[Position, tuple[int, int], list]]:
    """(position, roll, legal plays) of every turn of one random game, in order."""
    rng = random.Random(seed)
    a, b = rng.sample(range(1, 7), 2)
    pos, dice = start_position(variant, 0 if a > b else 1), (a, b)
    out = []
    for _ in range(MAX_TURNS):
        plays = legal_plays(pos, dice)
        out.append((pos, dice, plays))
        pos = rng.choice(plays).position
        if pos.winner is not None:
            out.append((pos, None, []))
            return out
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    raise AssertionError(f"game did not end in {MAX_TURNS} turns")


def check_invariants(pos: Position) -> None:
    """15 checkers per side, one colour per point, no bar in long nardy."""
    pos.validate()
    for color in (0, 1):
        on_board = sum(pos.checkers(color).values())
        assert on_board + pos.bar[color] + pos.off[color] == CHECKERS
    # In White's numbering no point holds checkers of both colours.
    white = set(pos.checkers(0))
    black = {to_white_point(pos.variant, 1, k) for k in pos.checkers(1)}
    assert white.isdisjoint(black)
    if pos.variant is Variant.LONG:
        assert pos.bar == (0, 0)


def walk(turn: Turn, seen: dict, out: set[Position]) -> None:
    """Collect the results of every way of finishing ``turn`` with offered steps."""
    key = (turn.position, turn.remaining_dice)
    if key in seen:
        return
    seen[key] = True
    steps = turn.legal_steps()
    if not steps:
        assert turn.complete
        out.add(turn.result())
        return
    for step in steps:
        nxt = turn.play(step)
        assert nxt.undo() == turn and nxt.undo().position == turn.position
        walk(nxt, seen, out)


@SETTINGS
@given(variant=variants, seed=seeds)
def test_random_games_keep_invariants_and_end(variant: Variant, seed: int) -> None:
    """Every position is valid; plays are distinct and flip the turn; the game ends."""
    game = random_game(variant, seed)
    final = game[-1][0]
    assert final.winner is not None and final.off[final.winner] == CHECKERS
    for pos, dice, plays in game:
        check_invariants(pos)
        if dice is None:
            continue
        results = [p.position for p in plays]
        assert len(results) == len(set(results))
        assert has_legal_move(pos, dice) == bool(plays[0].steps)
        # Maximum-dice rule: every play that does not win uses the same number of dice;
        # a win may use fewer. Larger-die rule for a single die of a non-double.
        most = max(len(p.steps) for p in plays)
        for p in plays:
            assert len(p.steps) == most or (p.position.winner == pos.turn and len(p.steps) < most)
        if most == 1 and dice[0] != dice[1] and any(p.steps[0].die == max(dice) for p in plays):
            assert all(p.steps[0].die == max(dice) for p in plays)
        for p in plays:
            assert p.position.turn == 1 - pos.turn or p.position.winner == pos.turn
            # The opponent's borne-off count never changes during my turn.
            assert p.position.off[1 - pos.turn] == pos.off[1 - pos.turn]


@SETTINGS
@given(variant=variants, seed=seeds, data=st.data())
def test_turn_agrees_with_legal_plays(variant: Variant, seed: int, data: st.DataObject) -> None:
    """Offered steps lead exactly to the legal plays' results; every play replays."""
    game = [g for g in random_game(variant, seed) if g[1] is not None]
    picks = data.draw(st.lists(st.integers(0, len(game) - 1), min_size=1, max_size=20, unique=True))
    for i in picks:
        pos, dice, plays = game[i]
        found: set[Position] = set()
        walk(Turn(pos, dice), {}, found)
        assert found == {p.position for p in plays}
        for play in plays:
            t = Turn(pos, dice)
            for step in play.steps:
                before = t
                t = t.play(step)
                assert t.undo() == before
            assert t.complete and t.result() == play.position


@SETTINGS
@given(variant=variants, seed=seeds)
def test_legal_states_are_the_plays_results_seen_by_their_mover(
        variant: Variant, seed: int) -> None:
    """``legal_states`` gives, in the same order, the mover's view of each legal play's
    result (the look-ahead's fast path must play exactly as ``legal_plays`` does)."""
    for pos, dice, plays in random_game(variant, seed):
        if dice is None:
            continue
        got = legal_states(pos, dice)
        assert got == [mover_state(p.position.swap_turn()) for p in plays]
        assert all((s[0] == CHECKERS) == (p.position.winner is not None)
                   for s, p in zip(got, plays, strict=True))
