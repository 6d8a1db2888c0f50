"""Legal steps, legal full plays and step-by-step turns for both variants.

Internally a position is seen from the mover's side as a tuple ``s`` of 27 integers:
``s[0]`` the mover's borne-off checkers, ``s[1..24]`` the signed count on the mover's
points (positive = mover, negative = opponent), ``s[25]`` the mover's bar and ``s[26]`` the
opponent's bar. All rules are applied on that view; results are turned back into
:class:`~engine.position.Position` objects in White's numbering.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from .position import _IDX, BAR, BLACK, CHECKERS, OFF, WHITE, Position, Variant

__all__ = [
    "State",
    "mover_state",
    "Step",
    "Play",
    "Turn",
    "IllegalStep",
    "legal_states",
    "legal_plays",
    "has_legal_move",
    "dice_steps",
    "apply_steps",
]

State = tuple[int, ...]


class Step(NamedTuple):
    """One checker moved by one die: ``frm`` -> ``to`` in the mover's numbering.

    ``frm`` is 25 for the bar, ``to`` is 0 for bearing off; ``die`` is the die used.
    """

    frm: int
    to: int
    die: int

    def pair(self) -> tuple[int, int]:
        """``(frm, to)`` without the die."""
        return (self.frm, self.to)


# Every possible step, built once: plays share these immutable instances.
_STEPS = {(f, t, d): Step(f, t, d) for f in range(1, 26) for t in range(25) for d in range(1, 7)}


class IllegalStep(ValueError):
    """Raised when a step that is not legal in the current turn is played."""


@dataclass(frozen=True, slots=True)
class Play:
    """One legal full play: its single-checker steps and the resulting position.

    ``position`` has the opponent to move (or is a finished position).
    """

    steps: tuple[Step, ...]
    position: Position

    @property
    def moves(self) -> list[tuple[int, int]]:
        """The steps as ``(from, to)`` pairs in the mover's numbering."""
        return [s.pair() for s in self.steps]


def dice_steps(dice: Sequence[int]) -> tuple[int, ...]:
    """The dice values a roll allows: four of a kind for doubles, else the two dice."""
    if len(dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
        raise ValueError(f"dice must be two integers 1..6, got {dice!r}")
    a, b = dice
    return (a, a, a, a) if a == b else (a, b)


# --------------------------------------------------------------------- conversions


# For each (variant, colour): the White-board index of the colour's own points 1..24, and
# for each White-board index 0..23 the colour's own point there.
_OWN_IDX = {key: idx[1:] for key, idx in _IDX.items()}
_OWN_POINT = {key: tuple(idx.index(i, 1) for i in range(24)) for key, idx in _IDX.items()}


def mover_state(pos: Position) -> State:
    """The mover's view of ``pos`` (see the module docstring)."""
    c = pos.turn
    b = pos.board
    if c == WHITE:
        return (pos.off[0], *b, pos.bar[0], pos.bar[1])
    return (pos.off[1], *[-b[i] for i in _OWN_IDX[(pos.variant, c)]], pos.bar[1], pos.bar[0])


def _from_state(pos: Position, s: State, next_turn: bool = True) -> Position:
    """The position of the mover's view ``s`` (taken from ``pos``), turn passed if asked."""
    c = pos.turn
    if c == WHITE:
        board = s[1:25]
        bar = (s[25], s[26])
        off = (s[0], pos.off[BLACK])
    else:
        board = tuple([-s[k] for k in _OWN_POINT[(pos.variant, c)]])
        bar = (s[26], s[25])
        off = (pos.off[WHITE], s[0])
    return Position(pos.variant, board, bar, off, 1 - c if next_turn else c)


# --------------------------------------------------------------------- single steps

# Long nardy: the opponent's route through the mover's points, and each point's index on it.
_ROUTE = tuple([12 - r for r in range(12)] + [36 - r for r in range(12, 24)])
_RIDX = [0] * 25
for _r, _p in enumerate(_ROUTE):
    _RIDX[_p] = _r


def _makes_block(n: list[int], t: int) -> bool:
    """True if holding the newly taken point ``t`` completes a forbidden six-block in ``n``."""
    r0 = _RIDX[t]
    lo = r0
    while lo > 0 and n[_ROUTE[lo - 1]] > 0:
        lo -= 1
    hi = r0
    while hi < 23 and n[_ROUTE[hi + 1]] > 0:
        hi += 1
    if hi - lo < 5:
        return False
    # The new windows all contain t; the one reaching furthest along the route is the
    # hardest to justify. Any opponent checker beyond it makes every new block legal.
    end = hi if hi < r0 + 5 else r0 + 5
    for r in range(end + 1, 24):
        if n[_ROUTE[r]] < 0:
            return False
    return True


def _short_steps(s: State, die: int, limit: int = 24) -> list[tuple[int, int, State]]:
    """Short-nardy steps of ``die`` from ``s`` as (from, to, new state); only from points
    ``<= limit`` (bar entries are always listed: they must come first anyway)."""
    out: list[tuple[int, int, State]] = []
    if s[25]:
        t = 25 - die
        x = s[t]
        if x >= -1:
            n = list(s)
            n[25] -= 1
            if x == -1:
                n[t] = 1
                n[26] += 1
            else:
                n[t] = x + 1
            out.append((25, t, tuple(n)))
        return out
    top = 24
    while top > 0 and s[top] <= 0:
        top -= 1
    home = top <= 6
    for p in range(top if top < limit else limit, 0, -1):
        if s[p] <= 0:
            continue
        t = p - die
        if t >= 1:
            x = s[t]
            if x < -1:
                continue
            n = list(s)
            n[p] -= 1
            if x == -1:
                n[t] = 1
                n[26] += 1
            else:
                n[t] = x + 1
            out.append((p, t, tuple(n)))
        elif home and (t == 0 or p == top):
            n = list(s)
            n[p] -= 1
            n[0] += 1
            out.append((p, 0, tuple(n)))
    return out


class _BlockRefused(Exception):
    """A step was refused by the six-block rule (ends a canonical-order search)."""


def _long_steps(
    s: State, die: int, head_ok: bool, limit: int = 24, strict: bool = False
) -> list[tuple[int, int, State]]:
    """Long-nardy steps of ``die`` from ``s`` as (from, to, new state), from points
    ``<= limit``; with ``strict``, raise :class:`_BlockRefused` instead of skipping a step
    that the six-block rule forbids."""
    out: list[tuple[int, int, State]] = []
    top = 24
    while top > 0 and s[top] <= 0:
        top -= 1
    home = top <= 6
    for p in range(top if top < limit else limit, 0, -1):
        if s[p] <= 0 or (p == 24 and not head_ok):
            continue
        t = p - die
        if t >= 1:
            x = s[t]
            if x < 0:
                continue
            n = list(s)
            n[p] -= 1
            n[t] = x + 1
            if x == 0 and _makes_block(n, t):
                if strict:
                    raise _BlockRefused
                continue
            out.append((p, t, tuple(n)))
        elif home and (t == 0 or p == top):
            n = list(s)
            n[p] -= 1
            n[0] += 1
            out.append((p, 0, tuple(n)))
    return out


def _head_limit(variant: Variant, s: State, dice: Sequence[int]) -> int:
    """How many checkers may leave the head this turn (long nardy)."""
    if (
        variant is Variant.LONG
        and s[24] == CHECKERS
        and dice[0] == dice[1]
        and dice[0] in (3, 4, 6)
    ):
        return 2
    return 1


def _steps_for(
    variant: Variant, s: State, die: int, head_used: int, head_limit: int
) -> list[tuple[int, int, State]]:
    if variant is Variant.SHORT:
        return _short_steps(s, die)
    return _long_steps(s, die, head_used < head_limit)


# --------------------------------------------------------------------- full plays


def _orders(rest: tuple[int, ...]) -> list[tuple[int, ...]]:
    if len(rest) == 2 and rest[0] != rest[1]:
        return [rest, (rest[1], rest[0])]
    return [rest]


def _enumerate(
    variant: Variant, s0: State, dice: tuple[int, int]
) -> tuple[int, dict[State, list[Any]]]:
    """Explore every step sequence; return (max dice used, {final state: [steps, used, big]}).

    ``steps`` are plain ``(frm, to, die)`` tuples (turned into :class:`Step` only for the
    plays returned); ``big`` tells whether a one-die play used the larger die.

    Doubles are explored in canonical order only: the steps of one number can always be
    reordered so that their starting points never increase (bar entries first, a chained
    checker moves on from a lower point, bearing off only after everything is home, the
    head first) and stay legal with the same result. The one exception is the six-block
    rule, for which the order matters; so in long nardy a canonical search that meets a
    step refused by that rule is dropped for the full search. If it meets none, it found
    exactly what the full search would (every legal order reorders to a canonical one,
    which no block check refuses).
    """
    if dice[0] == dice[1]:
        try:
            return _search(variant, s0, dice, True)
        except _BlockRefused:
            pass
    return _search(variant, s0, dice, False)


def _search(
    variant: Variant, s0: State, dice: tuple[int, int], canonical: bool
) -> tuple[int, dict[State, list[Any]]]:
    """Depth-first search behind :func:`_enumerate`.

    Transpositions are pruned: a (state, order of dice, dice used, head checkers moved,
    highest point allowed to move) is explored once.
    """
    seqs = _orders(dice_steps(dice))
    head_limit = _head_limit(variant, s0, dice)
    big = dice[0] if dice[0] > dice[1] else dice[1]
    n_dice = len(seqs[0])
    results: dict[State, list[Any]] = {}
    get = results.get
    seen: set[tuple[State, int, int, int, int]] = set()
    is_short = variant is Variant.SHORT

    def rec(
        state: State, seq: tuple[int, ...], i: int, steps: tuple[tuple[int, int, int], ...],
        head: int, lim: int,
    ) -> None:
        die = seq[i]
        if is_short:
            options = _short_steps(state, die, lim)
        else:
            options = _long_steps(state, die, head < head_limit, lim, canonical)
        if not options:
            used_big = i == 1 and seq[0] == big
            old = get(state)
            if old is None:
                results[state] = [steps, i, used_big]
            elif i > old[1]:
                old[0], old[1], old[2] = steps, i, used_big
            elif i == old[1] and used_big and not old[2]:
                old[2] = True
            return
        i1 = i + 1
        last = i1 == n_dice
        first = seq[0]
        for frm, to, n in options:
            if last or n[0] == CHECKERS:
                old = get(n)
                if old is None:
                    results[n] = [(*steps, (frm, to, die)), n_dice, True]
                elif n_dice > old[1]:
                    old[0], old[1], old[2] = (*steps, (frm, to, die)), n_dice, True
                continue
            h = head if is_short or frm != 24 else head + 1
            nlim = frm if canonical else 24
            key = (n, first, i1, h, nlim)
            if key in seen:
                continue
            seen.add(key)
            rec(n, seq, i1, (*steps, (frm, to, die)), h, nlim)

    for seq in seqs:
        key = (s0, seq[0], 0, 0, 24)
        if key not in seen:
            seen.add(key)
            rec(s0, seq, 0, (), 0, 24)
    best = max(v[1] for v in results.values())
    return best, results


def _legal_results(position: Position, dice: Sequence[int]) -> list[tuple[State, Any]]:
    """The (mover-view result, step indices) of every distinct legal full play, the
    maximum-dice and larger-die rules applied (shared by :func:`legal_plays` and
    :func:`legal_states`)."""
    d = (int(dice[0]), int(dice[1]))
    dice_steps(d)
    if position.winner is not None:
        raise IllegalStep("the game is over")
    best, results = _enumerate(position.variant, mover_state(position), d)
    only_big = best == 1 and d[0] != d[1] and any(v[2] for v in results.values() if v[1] == 1)
    return [(state, steps) for state, (steps, used, used_big) in results.items()
            if used == best and (used_big or not only_big)]


def legal_plays(position: Position, dice: Sequence[int]) -> list[Play]:
    """Every distinct legal full play of ``position`` with ``dice``.

    One :class:`Play` per distinct resulting position, each with one step sequence that
    reaches it. The maximum-dice rule and the larger-die rule are applied. A position with
    no legal move yields exactly one play with no steps (the turn passes). The resulting
    positions have the opponent to move.
    """
    step_of = _STEPS.__getitem__
    return [Play(tuple(map(step_of, steps)), _from_state(position, state))
            for state, steps in _legal_results(position, dice)]


def legal_states(position: Position, dice: Sequence[int]) -> list[State]:
    """The mover's views (:func:`mover_state`, before the turn passes) of the results of
    :func:`legal_plays`, in the same order, without building the plays: for look-ahead
    that only needs the resulting positions. A result with ``state[0] == 15`` is a win."""
    return [state for state, _steps in _legal_results(position, dice)]


def has_legal_move(position: Position, dice: Sequence[int]) -> bool:
    """True if at least one step can be played with ``dice``."""
    s0 = mover_state(position)
    head_limit = _head_limit(position.variant, s0, dice)
    return any(_steps_for(position.variant, s0, d, 0, head_limit) for d in set(dice_steps(dice)))


# --------------------------------------------------------------------- step by step


@lru_cache(maxsize=4096)
def _max_further(
    variant: Variant, s: State, rest: tuple[int, ...], head: int, head_limit: int
) -> int:
    """How many of the dice in ``rest`` can still be used from ``s`` (a win uses them all)."""
    if not rest:
        return 0
    best = 0
    for seq in _orders(rest):
        die = seq[0]
        for frm, _to, n in _steps_for(variant, s, die, head, head_limit):
            if n[0] == CHECKERS:
                return len(rest)
            h = head + (frm == 24 and variant is Variant.LONG)
            got = 1 + _max_further(variant, n, seq[1:], h, head_limit)
            if got > best:
                best = got
                if best == len(rest):
                    return best
    return best


def _remove_one(values: tuple[int, ...], die: int) -> tuple[int, ...]:
    lst = list(values)
    lst.remove(die)
    return tuple(lst)


@dataclass(frozen=True)
class Turn:
    """A turn being played step by step (what the bot turns into buttons).

    ``start`` is the position at the start of the turn, ``dice`` the roll and ``steps`` the
    steps already made. Only steps that belong to some legal full play are ever offered,
    so a player can never walk into a dead end.
    """

    start: Position
    dice: tuple[int, int]
    steps: tuple[Step, ...] = ()
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        dice_steps(self.dice)

    # -- derived values
    def _replay(self) -> tuple[State, tuple[int, ...], int]:
        """(mover's view now, dice left, head checkers moved) after ``steps``.

        The steps are replayed through :meth:`play`, so each must have been a step that
        was offered at its moment: a turn built with an illegal or dead-end step raises
        IllegalStep here instead of reaching a position that no legal play reaches.
        """
        if "replay" not in self._cache:
            if self.steps:
                t = Turn(self.start, self.dice)
                for st in self.steps:
                    t = t.play(st)
                self._cache["replay"] = t._replay()
                self._cache["max"] = t.max_dice
            else:
                self._cache["replay"] = (mover_state(self.start), dice_steps(self.dice), 0)
        replayed: tuple[State, tuple[int, ...], int] = self._cache["replay"]
        return replayed

    @property
    def max_dice(self) -> int:
        """How many dice the whole turn must use (a winning bear-off counts as all)."""
        if "max" not in self._cache:
            s0 = mover_state(self.start)
            limit = _head_limit(self.start.variant, s0, self.dice)
            self._cache["max"] = _max_further(
                self.start.variant, s0, dice_steps(self.dice), 0, limit
            )
        most: int = self._cache["max"]
        return most

    @property
    def remaining_dice(self) -> tuple[int, ...]:
        """The dice values not used yet."""
        return self._replay()[1]

    @property
    def position(self) -> Position:
        """The position after the steps made so far, still with the mover to move."""
        return _from_state(self.start, self._replay()[0], next_turn=False)

    def legal_steps(self) -> list[Step]:
        """The steps that may be played next; empty when the turn is complete."""
        if "legal" in self._cache:
            cached: list[Step] = self._cache["legal"]
            return cached
        s, rest, head = self._replay()
        variant = self.start.variant
        limit = _head_limit(variant, mover_state(self.start), self.dice)
        target = self.max_dice - len(self.steps)
        out: list[Step] = []
        nxt: dict[Step, State] = {}
        if s[0] != CHECKERS and target > 0:
            for die in sorted(set(rest), reverse=True):
                rest2 = _remove_one(rest, die)
                for frm, to, n in _steps_for(variant, s, die, head, limit):
                    if n[0] == CHECKERS:
                        further = len(rest2)
                    else:
                        h = head + (frm == 24 and variant is Variant.LONG)
                        further = _max_further(variant, n, rest2, h, limit)
                    if 1 + further == target:
                        st = _STEPS[frm, to, die]
                        out.append(st)
                        nxt[st] = n
            if target == 1 and not self.steps and self.dice[0] != self.dice[1]:
                big = max(self.dice)
                if any(st.die == big for st in out):
                    out = [st for st in out if st.die == big]
        self._cache["legal"] = out
        self._cache["next"] = nxt
        return out

    @property
    def complete(self) -> bool:
        """True when no further step may be played (the player can press "Done")."""
        return not self.legal_steps()

    def find(self, frm: int, to: int, die: int | None = None) -> Step:
        """The legal next step ``frm -> to`` (with ``die`` if given); raise IllegalStep."""
        for st in self.legal_steps():
            if st.frm == frm and st.to == to and (die is None or st.die == die):
                return st
        raise IllegalStep(f"{frm}->{to} is not a legal step now")

    def play(self, step: Step | tuple[int, int] | tuple[int, int, int]) -> Turn:
        """The turn after one more step; raise IllegalStep if it is not legal now."""
        st = (
            self.find(*step)
            if not isinstance(step, Step)
            else self.find(step.frm, step.to, step.die)
        )
        s, rest, head = self._replay()
        t = Turn(self.start, self.dice, (*self.steps, st))
        long_head = st.frm == 24 and self.start.variant is Variant.LONG
        t._cache["replay"] = (self._cache["next"][st], _remove_one(rest, st.die), head + long_head)
        t._cache["max"] = self.max_dice
        return t

    def undo(self) -> Turn:
        """The turn without its last step (unchanged if no step was made)."""
        if not self.steps:
            return self
        return Turn(self.start, self.dice, self.steps[:-1])

    def result(self) -> Position:
        """The position after the turn, opponent to move; raise IllegalStep if unfinished."""
        if not self.complete:
            raise IllegalStep("the turn is not complete")
        return _from_state(self.start, self._replay()[0], next_turn=True)


def apply_steps(
    position: Position, dice: Sequence[int], steps: Iterable[Sequence[int]]
) -> Position:
    """Play ``steps`` (``[from, to]`` pairs) as one full turn and return the result.

    Raises IllegalStep if the steps are not a legal full play for ``dice``.
    """
    turn = Turn(position, (int(dice[0]), int(dice[1])))
    for st in steps:
        turn = turn.play((int(st[0]), int(st[1])))
    return turn.result()


_ = (BAR, OFF)  # re-exported names used by callers of this module's numbering
