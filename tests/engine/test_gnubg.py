"""Differential test of short nardy against GNU Backgammon's move generator (gnubg_nn).

Positions come from seeded random short-nardy games (both colours to move, hits, bar
entries, closed boards, bear-offs). For every position and roll the set of distinct
resulting positions of :func:`engine.moves.legal_plays` must equal the set gnubg_nn finds,
including the no-move case (gnubg: no key; engine: one empty play).
"""

from __future__ import annotations

import random

import gnubg_nn
import pytest

from engine.moves import legal_plays
from engine.position import Position, Variant, start_position
from testkit.gnubg_board import gnubg_board

N_POSITIONS = 10_000




def result_key(after: Position) -> str:
    """gnubg key of a play's result (``after`` has the opponent to move)."""
    return gnubg_nn.key_of_board(gnubg_board(after.swap_turn()))


def _cases(n: int, seed: int = 12345) -> list[tuple[Position, tuple[int, int], list]]:
    """``n`` (position, roll, legal plays) triples from seeded random games."""
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int], list]] = []
    while len(out) < n:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        while a == b:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
        pos, dice = start_position(Variant.SHORT, 0 if a > b else 1), (a, b)
        while pos.winner is None and len(out) < n:
            plays = legal_plays(pos, dice)
            out.append((pos, dice, plays))
            pos = rng.choice(plays).position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


def test_gb_conversion_of_start_position() -> None:
    """The start position converts to gnubg's own start position (sanity of the adapter)."""
    board = gnubg_board(start_position(Variant.SHORT))
    assert board[0] == board[1]
    assert board[1][23] == 2 and board[1][12] == 5 and board[1][7] == 3 and board[1][5] == 5
    assert len(gnubg_nn.moves(board, 3, 1)) == 16


@pytest.mark.slow
def test_short_nardy_matches_gnubg_on_10000_positions() -> None:
    """Identical sets of resulting positions on 10,000 random-game positions."""
    cases = _cases(N_POSITIONS)
    assert len(cases) == N_POSITIONS
    kinds = {"no_move": 0, "bar": 0, "bear_off": 0, "doubles": 0, "black": 0}
    mismatches = []
    for pos, (d1, d2), plays in cases:
        theirs = set(gnubg_nn.moves(gnubg_board(pos), d1, d2))
        if not theirs:
            kinds["no_move"] += 1
            ok = len(plays) == 1 and plays[0].steps == () and plays[0].position == pos.swap_turn()
        else:
            ours = [result_key(p.position) for p in plays]
            ok = len(ours) == len(set(ours)) and set(ours) == theirs
        if not ok:
            mismatches.append((pos.to_json(), (d1, d2)))
        kinds["bar"] += pos.bar[pos.turn] > 0
        kinds["bear_off"] += any(p.steps and p.steps[-1].to == 0 for p in plays)
        kinds["doubles"] += d1 == d2
        kinds["black"] += pos.turn == 1
    assert not mismatches, f"{len(mismatches)} mismatches, first: {mismatches[:3]}"
    # The corpus really exercises the special cases.
    assert all(v >= 100 for v in kinds.values()), kinds
