"""Tournaments: Swiss, knockout and round robin pairings, results and standings.

A :class:`Tournament` is an immutable value, like :class:`~engine.match.Match`: every
change (a result, a withdrawal, the pairing of the next round) returns a new one. Players
are integers (the bot's user ids); an :class:`Entrant` adds the rating that seeds them.
The *seed* order is rating, highest first, then the smaller id. Each match of a round is a
:class:`Pairing` of ``a`` (who moves first in the match's first game) and ``b`` (``None``:
a bye). A match is won or lost; there are no draws. What a tournament needs of the games
is only each match's :class:`Outcome`; the bot plays the matches.

Formats
-------

**Swiss** (:attr:`Format.SWISS`). ``⌈log2 N⌉ + 1`` rounds by default, at most ``N - 1``
(``N`` when ``N`` is odd), so that a repeat-free schedule can exist. Each round is paired
as follows (a simplified Dutch system):

1. The active players (not withdrawn) are ranked by points, then by seed.
2. When their count is odd, one of them gets the *bye* (one point): the lowest-ranked
   player who has not had a bye yet; if the rest cannot then be paired without a repeat,
   the next one up, and so on. Nobody gets a second bye while an active player has had
   none; when all have, the bye goes to the lowest-ranked of those with the fewest.
3. The rest are paired by a depth-first search that always takes the highest-ranked
   unpaired player ``p`` and tries opponents in this order: first the unpaired players of
   ``p``'s score group (the same points), starting with the one at index ``⌊g/2⌋`` of that
   group (``g`` its unpaired size, ``p`` at index 0), then those below it, then those above
   it (so a full group of eight is paired 1–5, 2–6, 3–7, 4–8: the top half against the
   bottom half); then the players of the lower score groups by rank (``p`` floats down).
   Opponents ``p`` has already met are skipped. The first complete pairing wins.
4. When no repeat-free pairing exists at all (this happens only in the last rounds of
   events of up to six players, or after withdrawals), the round is paired by the same
   order allowing rematches, opponents met fewer times first. The search for a
   repeat-free pairing is exhaustive for up to :data:`EXHAUSTIVE_UP_TO` active players
   and bounded above that (:data:`SEARCH_BUDGET` steps in all, over every choice of the
   bye). With ``N ≥ 7`` and the default number of rounds a repeat-free pairing always
   exists (each player still has at least half of the field unmet: Dirac's theorem), and
   the property tests pair every event of 7 to 64 players without a rematch.
5. In each pair the player who has moved first fewer times in earlier rounds is ``a``;
   on equal counts the higher-ranked one.

**Knockout** (:attr:`Format.KNOCKOUT`). The bracket has ``P`` places, the smallest power of
two ``≥ N``; seeds take the standard order (for 16: 1–16, 8–9, 4–13, 5–12, 2–15, 7–10,
3–14, 6–11) and the ``P - N`` places past the last seed are byes, so the top seeds pass
round one. Each next round pairs the winners of neighbouring matches. When both players of
a match forfeit, the higher seed goes through (and forfeits the next match too if withdrawn).

**Round robin** (:attr:`Format.ROUND_ROBIN`, at most :data:`MAX_ROUND_ROBIN` players; also
the shape of a league season, a round a week). Berger tables: seeds ``1..n`` (``n`` made
even with a rest place when ``N`` is odd); in round ``k`` the player ``h = (k - 1)·n/2 mod
(n - 1) + 1`` meets ``n`` (``h`` moves first in odd rounds, ``n`` in even ones) and the
pairs ``(h + j, h - j)`` around the ring ``1..n-1`` follow, ``h + j`` first. Every pair
meets exactly once and each player moves first ``⌊(n-1)/2⌋`` or ``⌈(n-1)/2⌉`` times. The
rest round scores nothing (everyone has one).

Forfeits and withdrawals
------------------------

A match not played by the round's deadline is recorded as a forfeit (:attr:`Outcome.A_FORFEIT`
and :attr:`Outcome.B_FORFEIT` name the player who forfeited; :attr:`Outcome.BOTH_FORFEIT`
scores nothing for either). A forfeit win counts a point like any win. A withdrawn player
(:meth:`Tournament.withdraw`) loses their open match of the round by forfeit and is paired no
more in Swiss; in the formats with a fixed schedule their later matches are forfeits.

Standings and tie-breaks
------------------------

Points: one per win (a forfeit win included) and per Swiss or knockout bye. Tie-breaks, in
this order: *Buchholz* (the sum of the points of every opponent met, forfeits included; a
bye adds nothing), *Sonneborn–Berger* (the sum of the points of the opponents beaten), then
*head-to-head* (points scored against the other players still tied after the first two),
then the seed. A knockout is ranked by points (the rounds won), then by seed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

__all__ = [
    "EXHAUSTIVE_UP_TO",
    "MAX_ROUND_ROBIN",
    "MIN_PLAYERS",
    "SEARCH_BUDGET",
    "Entrant",
    "Format",
    "Outcome",
    "Pairing",
    "Round",
    "Standing",
    "Tournament",
    "TournamentError",
    "berger_rounds",
    "knockout_order",
    "swiss_rounds",
]

MIN_PLAYERS = 3
"""The fewest players a tournament starts with."""

MAX_ROUND_ROBIN = 10
"""The most players of a round robin (and of a league)."""

EXHAUSTIVE_UP_TO = 12
"""Up to this many active players, the search for a repeat-free Swiss round is exhaustive."""

SEARCH_BUDGET = 200_000
"""Steps of the repeat-free search above :data:`EXHAUSTIVE_UP_TO` players before the fallback."""


class TournamentError(ValueError):
    """A change that the tournament's state does not allow (a wrong round, a finished event)."""


class Format(str, Enum):
    """The tournament's system."""

    SWISS = "swiss"
    KNOCKOUT = "knockout"
    ROUND_ROBIN = "round_robin"


class Outcome(str, Enum):
    """How a pairing ended."""

    A_WINS = "a"
    B_WINS = "b"
    A_FORFEIT = "a_forfeit"
    """``a`` forfeited: ``b`` wins."""
    B_FORFEIT = "b_forfeit"
    """``b`` forfeited: ``a`` wins."""
    BOTH_FORFEIT = "both_forfeit"
    BYE = "bye"


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player of the tournament and the rating that seeds them."""

    player: int
    rating: float = 0.0


@dataclass(frozen=True, slots=True)
class Pairing:
    """One match of a round: ``a`` against ``b`` (``None``: ``a`` has a bye).

    ``board`` numbers the pairings of a round from 1; ``outcome`` is ``None`` while the
    match is being played.
    """

    board: int
    a: int
    b: int | None
    outcome: Outcome | None = None

    @property
    def is_bye(self) -> bool:
        """Whether this is a bye (no opponent)."""
        return self.b is None

    @property
    def done(self) -> bool:
        """Whether the pairing has its outcome."""
        return self.outcome is not None

    @property
    def winner(self) -> int | None:
        """The player who won (the bye's player; ``None`` while open or after a double forfeit)."""
        if self.outcome in (Outcome.A_WINS, Outcome.B_FORFEIT, Outcome.BYE):
            return self.a
        if self.outcome in (Outcome.B_WINS, Outcome.A_FORFEIT):
            return self.b
        return None

    @property
    def forfeit(self) -> bool:
        """Whether the match was decided by a forfeit (not played over the board)."""
        return self.outcome in (Outcome.A_FORFEIT, Outcome.B_FORFEIT, Outcome.BOTH_FORFEIT)

    def players(self) -> tuple[int, ...]:
        """The one or two players of the pairing."""
        return (self.a,) if self.b is None else (self.a, self.b)

    def opponent(self, player: int) -> int | None:
        """``player``'s opponent (``None`` for a bye)."""
        if player == self.a:
            return self.b
        if player == self.b:
            return self.a
        raise TournamentError(f"player {player} is not in pairing {self.board}")

    def forfeited_by(self, player: int) -> bool:
        """Whether ``player`` lost this match by forfeit."""
        if self.outcome is Outcome.BOTH_FORFEIT:
            return True
        return (self.outcome is Outcome.A_FORFEIT and player == self.a) or (
            self.outcome is Outcome.B_FORFEIT and player == self.b
        )


@dataclass(frozen=True, slots=True)
class Round:
    """A round: its number (from 1) and its pairings."""

    number: int
    pairings: tuple[Pairing, ...]

    @property
    def done(self) -> bool:
        """Whether every pairing of the round has its outcome."""
        return all(p.done for p in self.pairings)

    def pairing_of(self, player: int) -> Pairing | None:
        """The pairing ``player`` is in this round, if any."""
        for p in self.pairings:
            if player in p.players():
                return p
        return None


@dataclass(frozen=True, slots=True)
class Standing:
    """A line of the standings.

    ``played`` counts the matches played over the board; ``forfeits`` those lost by forfeit;
    ``byes`` the byes; ``head_to_head`` is the points against the other players still tied
    on points, Buchholz and Sonneborn–Berger (zero when nobody is).
    """

    place: int
    player: int
    points: int
    buchholz: int
    sonneborn_berger: int
    head_to_head: int
    played: int
    forfeits: int
    byes: int
    withdrawn: bool


def swiss_rounds(players: int) -> int:
    """The default number of Swiss rounds: ``⌈log2 N⌉ + 1``, at most a round robin's length."""
    if players < 2:
        return 1
    return min(math.ceil(math.log2(players)) + 1, players if players % 2 else players - 1)


def knockout_order(size: int) -> tuple[int, ...]:
    """The standard seeding order of a bracket of ``size`` places (a power of two).

    For 8: ``(1, 8, 4, 5, 2, 7, 3, 6)``; neighbouring places meet in round one, and seeds 1
    and 2 can meet only in the final.
    """
    if size < 1 or size & (size - 1):
        raise TournamentError(f"a bracket has a power of two places, not {size}")
    order = [1]
    while len(order) < size:
        n = 2 * len(order)
        order = [x for s in order for x in (s, n + 1 - s)]
    return tuple(order)


def berger_rounds(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Berger tables for seeds ``1..n``: per round the pairs ``(first, second)``.

    ``n`` odd gets a rest place ``n + 1``; a pair with it is the seed's rest round (listed
    as ``(seed, n + 1)``). ``n - 1`` rounds for even ``n``, ``n`` for odd ``n``.
    """
    if n < 2:
        raise TournamentError("a round robin needs two players")
    m = n + (n % 2)
    ring = m - 1
    rounds: list[tuple[tuple[int, int], ...]] = []
    for k in range(1, m):
        h = ((k - 1) * (m // 2)) % ring + 1
        pairs = [(h, m) if k % 2 else (m, h)]
        for j in range(1, m // 2):
            up = (h - 1 + j) % ring + 1
            down = (h - 1 - j) % ring + 1
            pairs.append((up, down))
        if m != n:
            pairs = [(y, x) if x == m else (x, y) for x, y in pairs]
        rounds.append(tuple(pairs))
    return tuple(rounds)


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament: its format, entrants, rounds so far and withdrawals.

    Build one with :meth:`start`; the fields are plain data so that storage can rebuild
    it from rows. ``rounds_total`` is the number of rounds the event will have.
    """

    format: Format
    entrants: tuple[Entrant, ...]
    rounds_total: int
    rounds: tuple[Round, ...] = ()
    withdrawn: frozenset[int] = field(default_factory=frozenset)

    # -- creation -------------------------------------------------------------------------

    @classmethod
    def start(
        cls, format: Format, entrants: Iterable[Entrant], rounds: int | None = None
    ) -> Tournament:
        """A tournament with its first round paired.

        ``rounds`` sets the number of Swiss rounds (1 to a round robin's length; the default
        :func:`swiss_rounds`); the other formats have theirs by the number of players.
        Raises :class:`TournamentError` for fewer than :data:`MIN_PLAYERS` players, a
        player twice, or a round robin of more than :data:`MAX_ROUND_ROBIN`.
        """
        field_ = tuple(entrants)
        n = len(field_)
        if n < MIN_PLAYERS:
            raise TournamentError(f"a tournament needs at least {MIN_PLAYERS} players")
        if len({e.player for e in field_}) != n:
            raise TournamentError("a player entered twice")
        seeded = tuple(sorted(field_, key=lambda e: (-e.rating, e.player)))
        if format is Format.SWISS:
            longest = n if n % 2 else n - 1
            total = swiss_rounds(n) if rounds is None else rounds
            if not 1 <= total <= longest:
                raise TournamentError(f"a Swiss of {n} players has 1 to {longest} rounds")
        elif format is Format.KNOCKOUT:
            total = max(1, math.ceil(math.log2(n)))
        else:
            if n > MAX_ROUND_ROBIN:
                raise TournamentError(f"a round robin has at most {MAX_ROUND_ROBIN} players")
            total = n if n % 2 else n - 1
        return cls(format, seeded, total).pair_next()

    # -- reading --------------------------------------------------------------------------

    @property
    def players(self) -> tuple[int, ...]:
        """The players in seed order."""
        return tuple(e.player for e in self.entrants)

    @property
    def current(self) -> Round | None:
        """The last paired round (``None`` before the first)."""
        return self.rounds[-1] if self.rounds else None

    @property
    def finished(self) -> bool:
        """Whether every round has been paired and played."""
        if not self.rounds or not self.rounds[-1].done:
            return False
        if len(self.rounds) >= self.rounds_total:
            return True
        return self.format is Format.KNOCKOUT and len(self._knockout_alive()) <= 1

    @property
    def winner(self) -> int | None:
        """The first of the final standings, once the tournament is finished."""
        if not self.finished:
            return None
        return self.standings()[0].player

    def seed(self, player: int) -> int:
        """``player``'s seed, from 1."""
        return self.players.index(player) + 1

    def points(self, player: int) -> int:
        """``player``'s points so far."""
        return sum(
            self._points_of(p, player)
            for r in self.rounds
            for p in r.pairings
            if player in p.players()
        )

    # -- changes --------------------------------------------------------------------------

    def record(self, round_number: int, board: int, outcome: Outcome) -> Tournament:
        """The tournament with pairing ``board`` of round ``round_number`` decided.

        Only the current round's open pairings take a result; a bye's outcome is set when
        it is paired. Raises :class:`TournamentError` otherwise.
        """
        current = self.current
        if current is None or round_number != current.number:
            raise TournamentError(f"round {round_number} is not the current round")
        pairings = list(current.pairings)
        for i, p in enumerate(pairings):
            if p.board == board:
                if p.done:
                    raise TournamentError(f"pairing {board} already has its result")
                if outcome is Outcome.BYE:
                    raise TournamentError("a match cannot end in a bye")
                pairings[i] = replace(p, outcome=outcome)
                break
        else:
            raise TournamentError(f"round {round_number} has no pairing {board}")
        rounds = self.rounds[:-1] + (replace(current, pairings=tuple(pairings)),)
        return replace(self, rounds=rounds)

    def withdraw(self, player: int) -> Tournament:
        """The tournament without ``player``: their open match of the round is a forfeit."""
        if player not in self.players:
            raise TournamentError(f"player {player} is not entered")
        if player in self.withdrawn:
            return self
        result = replace(self, withdrawn=self.withdrawn | {player})
        current = result.current
        if current is not None:
            pairing = current.pairing_of(player)
            if pairing is not None and not pairing.done:
                result = result.record(current.number, pairing.board, result._forfeit(pairing))
        return result

    def pair_next(self) -> Tournament:
        """The tournament with its next round paired.

        Pairings with a withdrawn player are decided at once by forfeit. Raises
        :class:`TournamentError` while the current round is open or when it is finished.
        """
        if self.current is not None and not self.current.done:
            raise TournamentError("the current round is still being played")
        if self.finished:
            raise TournamentError("the tournament is finished")
        number = len(self.rounds) + 1
        if self.format is Format.SWISS:
            pairs = self._swiss_pairs()
        elif self.format is Format.KNOCKOUT:
            pairs = self._knockout_pairs()
        else:
            pairs = self._berger_pairs(number)
        pairings = []
        for board, (a, b) in enumerate(pairs, start=1):
            p = Pairing(board, a, b)
            if b is None:
                p = replace(p, outcome=Outcome.BYE)
            elif a in self.withdrawn or b in self.withdrawn:
                p = replace(p, outcome=self._forfeit(p))
            pairings.append(p)
        return replace(self, rounds=self.rounds + (Round(number, tuple(pairings)),))

    # -- standings ------------------------------------------------------------------------

    def standings(self) -> tuple[Standing, ...]:
        """The table: every entrant with points and tie-breaks, best first."""
        pts = {pl: self.points(pl) for pl in self.players}
        bh = dict.fromkeys(self.players, 0)
        sb = dict.fromkeys(self.players, 0)
        played = dict.fromkeys(self.players, 0)
        forfeits = dict.fromkeys(self.players, 0)
        byes = dict.fromkeys(self.players, 0)
        for r in self.rounds:
            for p in r.pairings:
                if not p.done:
                    continue
                if p.b is None:
                    byes[p.a] += 1
                    continue
                for me, them in ((p.a, p.b), (p.b, p.a)):
                    bh[me] += pts[them]
                    if p.winner == me:
                        sb[me] += pts[them]
                    if p.forfeited_by(me):
                        forfeits[me] += 1
                if not p.forfeit:
                    played[p.a] += 1
                    played[p.b] += 1
        h2h = dict.fromkeys(self.players, 0)
        knockout = self.format is Format.KNOCKOUT
        if not knockout:
            groups: dict[tuple[int, int, int], list[int]] = {}
            for pl in self.players:
                groups.setdefault((pts[pl], bh[pl], sb[pl]), []).append(pl)
            for tied in groups.values():
                if len(tied) > 1:
                    for pl in tied:
                        h2h[pl] = self._points_against(pl, set(tied) - {pl})
        order = sorted(
            self.players,
            key=lambda pl: (
                (-pts[pl], self.seed(pl))
                if knockout
                else (-pts[pl], -bh[pl], -sb[pl], -h2h[pl], self.seed(pl))
            ),
        )
        return tuple(
            Standing(
                place,
                pl,
                pts[pl],
                bh[pl],
                sb[pl],
                h2h[pl],
                played[pl],
                forfeits[pl],
                byes[pl],
                pl in self.withdrawn,
            )
            for place, pl in enumerate(order, start=1)
        )

    # -- internals ------------------------------------------------------------------------

    def _points_of(self, p: Pairing, player: int) -> int:
        if p.outcome is Outcome.BYE:
            return 0 if self.format is Format.ROUND_ROBIN else 1
        return 1 if p.winner == player else 0

    def _points_against(self, player: int, others: set[int]) -> int:
        return sum(
            1
            for r in self.rounds
            for p in r.pairings
            if p.b is not None
            and player in p.players()
            and p.opponent(player) in others
            and p.winner == player
        )

    def _forfeit(self, p: Pairing) -> Outcome:
        a_out = p.a in self.withdrawn
        b_out = p.b in self.withdrawn
        if a_out and b_out:
            if self.format is Format.KNOCKOUT:
                return (
                    Outcome.B_FORFEIT
                    if p.b is not None and self.seed(p.a) < self.seed(p.b)
                    else Outcome.A_FORFEIT
                )
            return Outcome.BOTH_FORFEIT
        return Outcome.A_FORFEIT if a_out else Outcome.B_FORFEIT

    def _knockout_alive(self) -> tuple[int, ...]:
        if not self.rounds:
            return self.players
        return tuple(w for p in self.rounds[-1].pairings if (w := self._advancing(p)) is not None)

    def _advancing(self, p: Pairing) -> int | None:
        if p.outcome is Outcome.BOTH_FORFEIT:
            if p.b is None:
                return p.a
            return p.a if self.seed(p.a) < self.seed(p.b) else p.b
        return p.winner

    def _knockout_pairs(self) -> list[tuple[int, int | None]]:
        if not self.rounds:
            n = len(self.players)
            size = 1 << max(1, math.ceil(math.log2(n)))
            slots = [self.players[s - 1] if s <= n else None for s in knockout_order(size)]
            pairs: list[tuple[int, int | None]] = []
            for i in range(0, size, 2):
                x, y = slots[i], slots[i + 1]
                assert x is not None
                pairs.append((x, y))
            return pairs
        alive = self._knockout_alive()
        out: list[tuple[int, int | None]] = []
        for i in range(0, len(alive), 2):
            x = alive[i]
            y = alive[i + 1] if i + 1 < len(alive) else None
            if y is not None and self.seed(y) < self.seed(x):
                x, y = y, x
            out.append((x, y))
        return out

    def _berger_pairs(self, number: int) -> list[tuple[int, int | None]]:
        n = len(self.players)
        out: list[tuple[int, int | None]] = []
        for x, y in berger_rounds(n)[number - 1]:
            if y > n:
                out.append((self.players[x - 1], None))
            else:
                out.append((self.players[x - 1], self.players[y - 1]))
        out.sort(key=lambda ab: ab[1] is None)
        return out

    def _swiss_pairs(self) -> list[tuple[int, int | None]]:
        active = [pl for pl in self.players if pl not in self.withdrawn]
        pts = {pl: self.points(pl) for pl in active}
        ranked = sorted(active, key=lambda pl: (-pts[pl], self.seed(pl)))
        met: dict[int, dict[int, int]] = {pl: {} for pl in self.players}
        byes = dict.fromkeys(self.players, 0)
        firsts = dict.fromkeys(self.players, 0)
        for r in self.rounds:
            for p in r.pairings:
                if p.b is None:
                    byes[p.a] += 1
                    continue
                met[p.a][p.b] = met[p.a].get(p.b, 0) + 1
                met[p.b][p.a] = met[p.b].get(p.a, 0) + 1
                firsts[p.a] += 1
        bye_order: list[int | None] = [None]
        if len(ranked) % 2:
            fewest = min(byes[pl] for pl in ranked)
            bye_order = [pl for pl in reversed(ranked) if byes[pl] == fewest]
        found: tuple[int | None, list[tuple[int, int]]] | None = None
        budget = None if len(ranked) <= EXHAUSTIVE_UP_TO else SEARCH_BUDGET
        for bye in bye_order:
            rest = [pl for pl in ranked if pl != bye]
            pairs, used = _search(rest, pts, met, strict=True, budget=budget)
            if pairs is not None:
                found = (bye, pairs)
                break
            if budget is not None:
                budget -= used
                if budget <= 0:
                    break
        if found is None:
            bye = bye_order[0]
            rest = [pl for pl in ranked if pl != bye]
            pairs, _ = _search(rest, pts, met, strict=False, budget=None)
            assert pairs is not None
            found = (bye, pairs)
        bye, pairs = found
        rank = {pl: i for i, pl in enumerate(ranked)}
        out: list[tuple[int, int | None]] = []
        for x, y in sorted(pairs, key=lambda xy: min(rank[xy[0]], rank[xy[1]])):
            if (firsts[y], rank[y]) < (firsts[x], rank[x]):
                x, y = y, x
            out.append((x, y))
        if bye is not None:
            out.append((bye, None))
        return out


def _candidates(
    p: int, rest: Sequence[int], pts: dict[int, int], met: dict[int, dict[int, int]], strict: bool
) -> list[int]:
    """``p``'s opponents in the order of the Swiss search (see the module's docstring)."""
    group = [q for q in rest if pts[q] == pts[p]]
    lower = [q for q in rest if pts[q] != pts[p]]
    g = len(group) + 1
    half = g // 2 - 1
    ordered = group[half:] + group[:half][::-1] + lower
    if strict:
        return [q for q in ordered if q not in met[p]]
    return sorted(ordered, key=lambda q: met[p].get(q, 0))


def _search(
    ranked: Sequence[int],
    pts: dict[int, int],
    met: dict[int, dict[int, int]],
    strict: bool,
    budget: int | None,
) -> tuple[list[tuple[int, int]] | None, int]:
    """A complete pairing of ``ranked`` (an even count, best first) by the ordered search,
    and the steps it took.

    ``strict`` forbids rematches; ``budget`` bounds the steps (``None``: exhaustive).
    The pairing is ``None`` when there is none (or the budget ran out).
    """
    steps = [0]

    def go(rest: list[int]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        steps[0] += 1
        if budget is not None and steps[0] > budget:
            return None
        p, others = rest[0], rest[1:]
        for q in _candidates(p, others, pts, met, strict):
            tail = go([x for x in others if x != q])
            if tail is not None:
                return [(p, q), *tail]
            if budget is not None and steps[0] > budget:
                return None
        return None

    return go(list(ranked)), steps[0]
