"""Differential test of the engine against a slow reference written straight from docs/RULES.md.

The reference below shares no code with :mod:`engine.moves`: it keeps a position as a plain
list in the mover's numbering, tries every order of the dice without pruning tricks, checks
the long-nardy six-block rule by listing every window of six points along the opponent's
route, and applies the maximum-dice and larger-die rules at the end. Both variants are
compared on positions from seeded random games (both colours to move). This is the main
independent check of long nardy, which gnubg does not play.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from engine.moves import legal_plays
from engine.position import Position, Variant, from_white_point, start_position, to_white_point

# The opponent's route through the mover's points (long nardy): 12, 11, ..., 1, 24, ..., 13.
ROUTE = list(range(12, 0, -1)) + list(range(24, 12, -1))
WINDOWS = [ROUTE[i : i + 6] for i in range(19)]
AHEAD = [ROUTE[i + 6 :] for i in range(19)]

# A reference state: (board, my_bar, opp_bar, my_off, head_moves_left); board[k] for my
# point k = 1..24 (index 0 unused), positive mine, negative the opponent's.
RState = tuple[tuple[int, ...], int, int, int, int]


def _blocks(board: tuple[int, ...]) -> set[int]:
    return {i for i, w in enumerate(WINDOWS) if all(board[q] > 0 for q in w)}


def _no_blocks(board: tuple[int, ...]) -> set[int]:
    return set()


BLOCKS = {"rule": _blocks}


def _ref_steps(long: bool, st: RState, die: int) -> list[RState]:
    board, bar, obar, off, heads = st
    out: list[RState] = []
    if not long and bar:
        t = 25 - die
        if board[t] >= -1:
            b = list(board)
            hit = b[t] == -1
            b[t] = 1 if hit else b[t] + 1
            out.append((tuple(b), bar - 1, obar + hit, off, heads))
        return out
    all_home = bar == 0 and all(board[k] <= 0 for k in range(7, 25))
    for p in range(1, 25):
        if board[p] <= 0 or (long and p == 24 and heads == 0):
            continue
        h = heads - (long and p == 24)
        t = p - die
        if t >= 1:
            if board[t] < (0 if long else -1):
                continue
            b = list(board)
            b[p] -= 1
            hit = b[t] == -1
            b[t] = 1 if hit else b[t] + 1
            if long:
                blocks = BLOCKS["rule"]
                new = blocks(tuple(b)) - blocks(board)
                if any(not any(b[q] < 0 for q in AHEAD[i]) for i in new):
                    continue
            out.append((tuple(b), bar, obar + hit, off, h))
        elif all_home and (t == 0 or all(board[q] <= 0 for q in range(p + 1, 7))):
            b = list(board)
            b[p] -= 1
            out.append((tuple(b), bar, obar, off + 1, h))
    return out


def reference_results(pos: Position, dice: tuple[int, int]) -> set[tuple]:
    """The set of results (mover's view) of all legal full plays, by brute force."""
    long = pos.variant is Variant.LONG
    me = pos.turn
    board = (0, *(pos.own(me, k) for k in range(1, 25)))
    first_turn = long and board[24] == 15
    heads = 2 if first_turn and dice[0] == dice[1] and dice[0] in (3, 4, 6) else 1
    start: RState = (board, pos.bar[me], pos.bar[1 - me], pos.off[me], heads)
    orders = [(dice[0],) * 4] if dice[0] == dice[1] else [dice, dice[::-1]]

    @cache
    def finals(st: RState, rest: tuple[int, ...]) -> frozenset[tuple[RState, tuple[int, ...]]]:
        """(final state, dice used in order) of every maximal continuation."""
        if st[3] == 15:  # won: the remaining dice count as used
            return frozenset({(st, rest)})
        if not rest:
            return frozenset({(st, ())})
        nxt = _ref_steps(long, st, rest[0])
        if not nxt:
            return frozenset({(st, ())})
        return frozenset((f, (rest[0], *used)) for n in nxt for f, used in finals(n, rest[1:]))

    found = {f for o in orders for f in finals(start, o)}
    most = max(len(u) for _, u in found)
    keep = {(f, u) for f, u in found if len(u) == most}
    if most == 1 and dice[0] != dice[1] and any(u == (max(dice),) for _, u in keep):
        keep = {(f, u) for f, u in keep if u == (max(dice),)}
    return {(f[0][1:], f[1], f[2], f[3]) for f, _ in keep}


def engine_results(pos: Position, dice: tuple[int, int]) -> list[tuple]:
    """The results of :func:`legal_plays` in the same form as the reference's."""
    me = pos.turn
    out = []
    for play in legal_plays(pos, dice):
        q = play.position
        assert q.turn == 1 - me
        out.append((tuple(q.own(me, k) for k in range(1, 25)), q.bar[me], q.bar[1 - me], q.off[me]))
    return out


def _longest_run(pos: Position, color: int) -> int:
    """Longest run of points ``color`` holds along his opponent's route (long nardy)."""
    best = run = 0
    for q in ROUTE:
        run = run + 1 if pos.own(color, q) > 0 else 0
        best = max(best, run)
    return best


def _random_cases(
    variant: Variant, n: int, seed: int, blocky: bool = False
) -> list[tuple[Position, tuple[int, int]]]:
    """(position, roll) pairs from seeded games of random players.

    With ``blocky`` the players prefer plays that lengthen their longest run of points
    (long nardy), so that the six-block rule comes into play often.
    """
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int]]] = []
    while len(out) < n:
        a, b = rng.sample(range(1, 7), 2)
        pos, dice = start_position(variant, 0 if a > b else 1), (a, b)
        while pos.winner is None and len(out) < n:
            out.append((pos, dice))
            plays = legal_plays(pos, dice)
            if blocky and rng.random() < 0.8:
                me = pos.turn
                best = max(_longest_run(p.position, me) for p in plays)
                plays = [p for p in plays if _longest_run(p.position, me) == best]
            pos = rng.choice(plays).position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


def _renumber(points: dict[int, int], mover: int, owner: int) -> dict[int, int]:
    """Long-nardy points given in ``mover``'s numbering, renumbered in ``owner``'s."""
    v = Variant.LONG
    return {from_white_point(v, owner, to_white_point(v, mover, q)): c for q, c in points.items()}


def _renumber(points: dict[int, int], mover: int, owner: int) -> dict[int, int]:
    """Long-nardy points given in ``mover``'s numbering, renumbered in ``owner``'s."""
    v = Variant.LONG
    return {from_white_point(v, owner, to_white_point(v, mover, q)): c for q, c in points.items()}


def _block_positions(n: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Random long-nardy positions built around a run of five points of the mover.

    The opponent's checkers sit mostly behind the run on his route, so that taking a sixth
    point is often forbidden, sometimes allowed by a checker ahead; a few of his checkers
    may be borne off. Both colours move; the rest of the mover's checkers are scattered.
    """
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int]]] = []
    while len(out) < n:
        i = rng.randrange(0, 19)
        mine = dict.fromkeys(ROUTE[i : i + 5], 1)
        free = [q for q in range(1, 25) if q not in mine]
        for _ in range(rng.randint(2, 10)):
            q = rng.choice(free + list(mine))
            mine[q] = mine.get(q, 0) + 1
        behind = [q for q in ROUTE[:i] if q not in mine]
        ahead = [q for q in ROUTE[i + 5 :] if q not in mine]
        theirs: dict[int, int] = {}
        pool = behind if behind and rng.random() < 0.7 else behind + ahead
        for _ in range(rng.randint(1, 15)):
            if pool:
                q = rng.choice(pool)
                theirs[q] = theirs.get(q, 0) + 1
        if rng.random() < 0.3 and ahead:
            theirs[rng.choice(ahead)] = 1
        if sum(theirs.values()) > 15 or not theirs:
            continue
        color = rng.randint(0, 1)
        w, b = (mine, theirs) if color == 0 else (theirs, mine)
        pos = Position.from_points(
            Variant.LONG, _renumber(w, color, 0), _renumber(b, color, 1), turn=color
        )
        out.append((pos, (rng.randint(1, 6), rng.randint(1, 6))))
    return out


def test_reference_agrees_on_hand_checked_start() -> None:
    """Sanity of the reference itself: long start 3-3 on a first turn gives 2 results."""
    pos = start_position(Variant.LONG)
    assert len(reference_results(pos, (3, 3))) == 2
    assert len(reference_results(pos, (6, 5))) == 1
    assert len(reference_results(start_position(Variant.SHORT), (3, 1))) == 16


@pytest.mark.parametrize("variant", [Variant.LONG, Variant.SHORT])
@pytest.mark.slow
def test_engine_matches_reference_on_random_games(variant: Variant) -> None:
    """legal_plays gives exactly the reference's set of results, each once."""
    n = 1500 if variant is Variant.LONG else 800
    bad = []
    for pos, dice in _random_cases(variant, n, seed=99):
        ours = engine_results(pos, dice)
        if len(ours) != len(set(ours)) or set(ours) != reference_results(pos, dice):
            bad.append((pos.to_json(), dice))
    assert not bad, f"{len(bad)} differences, first: {bad[:3]}"


@pytest.mark.slow
def test_engine_matches_reference_around_six_blocks() -> None:
    """Long-nardy positions where the six-block rule often decides: same results."""
    bad = []
    decided = 0
    for pos, dice in _block_positions(600, seed=7):
        ours = engine_results(pos, dice)
        ref = reference_results(pos, dice)
        if len(ours) != len(set(ours)) or set(ours) != ref:
            bad.append((pos.to_json(), dice))
        BLOCKS["rule"] = _no_blocks
        try:
            decided += reference_results(pos, dice) != ref
        finally:
            BLOCKS["rule"] = _blocks
    assert not bad, f"{len(bad)} differences, first: {bad[:3]}"
    assert decided >= 90, f"the six-block rule decided only {decided} cases"
