"""Tournament pairings and standings (engine.tournament).

Properties (hypothesis) over whole Swiss events of 3 to 64 players with random results:
every active player is in exactly one pairing per round, the bye goes to one player when
the count is odd and never twice to the same player, and no pair meets twice (for up to six
players, where a repeat-free round may not exist, a repeat is accepted only when an
exhaustive search confirms that none exists). Knockout brackets with byes, Berger tables,
withdrawals, and the tie-break figures of two hand-worked events.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.tournament import (
    Entrant,
    Format,
    Outcome,
    Pairing,
    Round,
    Tournament,
    TournamentError,
    berger_rounds,
    knockout_order,
    swiss_rounds,
)

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def entrants(n: int, rng: random.Random | None = None) -> list[Entrant]:
    """``n`` entrants 1..n; rated so that player ``i`` is seed ``i`` unless ``rng`` shuffles."""
    if rng is None:
        return [Entrant(i, 2000.0 - i) for i in range(1, n + 1)]
    return [Entrant(i, float(rng.randrange(1000, 2000))) for i in range(1, n + 1)]


def play_round(t: Tournament, rng: random.Random) -> Tournament:
    """``t`` with every open pairing of its current round decided at random."""
    current = t.current
    assert current is not None
    for p in current.pairings:
        if not p.done:
            outcome = rng.choice(
                [Outcome.A_WINS, Outcome.B_WINS, Outcome.A_WINS, Outcome.B_FORFEIT]
            )
            t = t.record(current.number, p.board, outcome)
    return t


def matchings(players: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every perfect matching of ``players`` (an even count)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for tail in matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *tail]


def repeat_free_exists(active: list[int], met: set[frozenset[int]], byes: Counter[int]) -> bool:
    """Whether a round without a rematch exists (the bye to one of the fewest byes)."""
    choices: list[int | None] = [None]
    if len(active) % 2:
        fewest = min(byes[p] for p in active)
        choices = [p for p in active if byes[p] == fewest]
    for bye in choices:
        rest = [p for p in active if p != bye]
        for m in matchings(rest):
            if all(frozenset(pair) not in met for pair in m):
                return True
    return False


def check_round(
    t: Tournament, number: int, active: list[int], met: set[frozenset[int]], byes: Counter[int]
) -> None:
    """The invariants of Swiss round ``number`` given what came before it."""
    rnd = t.rounds[number - 1]
    seen = [pl for p in rnd.pairings for pl in p.players()]
    assert sorted(seen) == sorted(active), "every active player exactly once"
    bye_players = [p.a for p in rnd.pairings if p.is_bye]
    assert len(bye_players) == len(active) % 2
    for p in bye_players:
        assert p not in byes or min(byes[q] for q in active) >= 1, "a second bye too early"
        assert rnd.pairing_of(p) is not None and rnd.pairing_of(p).outcome is Outcome.BYE  # type: ignore[union-attr]
    pairs = [frozenset(p.players()) for p in rnd.pairings if not p.is_bye]
    repeats = [pair for pair in pairs if pair in met]
    if repeats:
        assert len(active) <= 6, f"a rematch with {len(active)} players: {repeats}"
        assert not repeat_free_exists(active, met, byes), "a rematch although none was needed"


@SETTINGS
@given(n=st.integers(min_value=3, max_value=64), seed=st.integers(min_value=0, max_value=2**32))
def test_swiss_pairs_everyone_once_without_repeats(n: int, seed: int) -> None:
    rng = random.Random(seed)
    t = Tournament.start(Format.SWISS, entrants(n, rng))
    assert t.rounds_total == swiss_rounds(n)
    met: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    while True:
        number = len(t.rounds)
        check_round(t, number, list(t.players), met, byes)
        for p in t.rounds[-1].pairings:
            if p.is_bye:
                byes[p.a] += 1
            else:
                met.add(frozenset(p.players()))
        t = play_round(t, rng)
        if t.finished:
            break
        t = t.pair_next()
    assert len(t.rounds) == swiss_rounds(n)
    assert max(byes.values(), default=0) <= 1
    table = t.standings()
    assert sorted(s.player for s in table) == sorted(t.players)
    assert [s.place for s in table] == list(range(1, n + 1))
    points = [(s.points, s.buchholz, s.sonneborn_berger) for s in table]
    assert points == sorted(points, reverse=True)
    assert sum(s.points for s in table) == sum(
        1 for r in t.rounds for p in r.pairings if p.winner is not None
    )


@SETTINGS
@given(n=st.integers(min_value=3, max_value=40), seed=st.integers(min_value=0, max_value=2**32))
def test_swiss_withdrawn_players_are_paired_no_more(n: int, seed: int) -> None:
    rng = random.Random(seed)
    t = Tournament.start(Format.SWISS, entrants(n, rng))
    met: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    while True:
        active = [p for p in t.players if p not in t.withdrawn]
        number = len(t.rounds)
        rnd = t.rounds[-1]
        assert sorted(pl for p in rnd.pairings for pl in p.players()) == sorted(active)
        for p in rnd.pairings:
            if p.is_bye:
                assert byes[p.a] == 0 or min(byes[q] for q in active) >= 1
                byes[p.a] += 1
            else:
                met.add(frozenset(p.players()))
        if rng.random() < 0.4:
            leaver = rng.choice(active)
            t = t.withdraw(leaver)
            pairing = t.rounds[-1].pairing_of(leaver)
            assert pairing is not None and pairing.done
            if not pairing.is_bye:
                assert pairing.winner != leaver
        t = play_round(t, rng)
        if t.finished:
            break
        t = t.pair_next()
        assert len(t.rounds) == number + 1
    for s in t.standings():
        assert s.withdrawn == (s.player in t.withdrawn)


def test_swiss_first_round_pairs_top_half_against_bottom_half() -> None:
    t = Tournament.start(Format.SWISS, entrants(8))
    pairs = {frozenset(p.players()) for p in t.rounds[0].pairings}
    assert pairs == {frozenset(x) for x in [(1, 5), (2, 6), (3, 7), (4, 8)]}
    t9 = Tournament.start(Format.SWISS, entrants(9))
    assert [p.a for p in t9.rounds[0].pairings if p.is_bye] == [9]
    assert t9.rounds_total == 5


def test_swiss_round_counts() -> None:
    assert [swiss_rounds(n) for n in (3, 4, 5, 7, 8, 9, 16, 17, 64)] == [3, 3, 4, 4, 4, 5, 5, 6, 7]
    with pytest.raises(TournamentError):
        Tournament.start(Format.SWISS, entrants(4), rounds=4)
    with pytest.raises(TournamentError):
        Tournament.start(Format.SWISS, entrants(2))


def test_tie_breaks_of_a_hand_worked_event() -> None:
    """Five players, three rounds, built by hand (player ``i`` is seed ``i``).

    Round 1: 1 beats 2, 4 beats 3, 5 bye.  Round 2: 1 beats 4, 5 beats 2, 3 bye.
    Round 3: 5 beats 1, 3 wins by forfeit against 2, 4 bye.
    Points: 1: 2, 2: 0, 3: 2, 4: 2, 5: 3 (byes count one point).
    Buchholz (opponents' points, a bye adds nothing): 1: 0+2+3 = 5, 2: 2+3+2 = 7,
    3: 2+0 = 2, 4: 2+2 = 4, 5: 0+2 = 2.
    Sonneborn–Berger (points of those beaten): 1: 0+2 = 2, 2: 0, 3: 0, 4: 2, 5: 0+2 = 2.
    Table: 5 (3), then 1, 4, 3 on two points by Buchholz 5 > 4 > 2, then 2.
    """
    rounds = (
        Round(
            1,
            (
                Pairing(1, 1, 2, Outcome.A_WINS),
                Pairing(2, 3, 4, Outcome.B_WINS),
                Pairing(3, 5, None, Outcome.BYE),
            ),
        ),
        Round(
            2,
            (
                Pairing(1, 1, 4, Outcome.A_WINS),
                Pairing(2, 5, 2, Outcome.A_WINS),
                Pairing(3, 3, None, Outcome.BYE),
            ),
        ),
        Round(
            3,
            (
                Pairing(1, 1, 5, Outcome.B_WINS),
                Pairing(2, 3, 2, Outcome.B_FORFEIT),
                Pairing(3, 4, None, Outcome.BYE),
            ),
        ),
    )
    t = Tournament(Format.SWISS, tuple(entrants(5)), 3, rounds)
    assert t.finished and t.winner == 5
    table = {s.player: s for s in t.standings()}
    assert [s.player for s in t.standings()] == [5, 1, 4, 3, 2]
    assert {p: table[p].points for p in table} == {1: 2, 2: 0, 3: 2, 4: 2, 5: 3}
    assert {p: table[p].buchholz for p in table} == {1: 5, 2: 7, 3: 2, 4: 4, 5: 2}
    assert {p: table[p].sonneborn_berger for p in table} == {1: 2, 2: 0, 3: 0, 4: 2, 5: 2}
    assert (table[2].forfeits, table[2].played) == (1, 2)
    assert (table[3].played, table[3].byes) == (1, 1)


def test_head_to_head_breaks_a_tie_of_points_buchholz_and_sonneborn_berger() -> None:
    """Six players, three rounds (player ``i`` is seed ``i``).

    Round 1: 4 beats 1, 5 beats 2, 3 beats 6.  Round 2: 4 beats 3, 1 beats 5, 2 beats 6.
    Round 3: 2 beats 4, 1 beats 3, 5 beats 6.
    Points: 1: 2, 2: 2, 3: 1, 4: 2, 5: 2, 6: 0.
    Buchholz: 1: 2+2+1 = 5, 4: 2+1+2 = 5, 2: 2+0+2 = 4, 5: 2+2+0 = 4.
    Sonneborn–Berger: 1: 2+1 = 3, 4: 2+1 = 3, 2: 0+2 = 2, 5: 2+0 = 2.
    1 and 4 tie on all three, and 4 beat 1: 4 first although seeded lower; likewise 5 beat 2.
    """
    rounds = (
        Round(
            1,
            (
                Pairing(1, 1, 4, Outcome.B_WINS),
                Pairing(2, 2, 5, Outcome.B_WINS),
                Pairing(3, 3, 6, Outcome.A_WINS),
            ),
        ),
        Round(
            2,
            (
                Pairing(1, 4, 3, Outcome.A_WINS),
                Pairing(2, 5, 1, Outcome.B_WINS),
                Pairing(3, 6, 2, Outcome.B_WINS),
            ),
        ),
        Round(
            3,
            (
                Pairing(1, 4, 2, Outcome.B_WINS),
                Pairing(2, 1, 3, Outcome.A_WINS),
                Pairing(3, 5, 6, Outcome.A_WINS),
            ),
        ),
    )
    t = Tournament(Format.SWISS, tuple(entrants(6)), 3, rounds)
    table = t.standings()
    assert [s.player for s in table] == [4, 1, 5, 2, 3, 6]
    assert [(s.points, s.buchholz, s.sonneborn_berger, s.head_to_head) for s in table[:4]] == [
        (2, 5, 3, 1),
        (2, 5, 3, 0),
        (2, 4, 2, 1),
        (2, 4, 2, 0),
    ]


def test_knockout_order_is_the_standard_seeding() -> None:
    assert knockout_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    assert knockout_order(16)[:4] == (1, 16, 8, 9)
    with pytest.raises(TournamentError):
        knockout_order(6)


@SETTINGS
@given(n=st.integers(min_value=3, max_value=64), seed=st.integers(min_value=0, max_value=2**32))
def test_knockout_gives_byes_to_top_seeds_and_ends_with_one_winner(n: int, seed: int) -> None:
    rng = random.Random(seed)
    t = Tournament.start(Format.KNOCKOUT, entrants(n))
    size = 1 << (n - 1).bit_length()
    first = t.rounds[0]
    assert len(first.pairings) == size // 2
    assert sorted(p.a for p in first.pairings if p.is_bye) == list(range(1, size - n + 1))
    half = {pl for p in first.pairings[: size // 4] for pl in p.players()}
    assert 1 in half and 2 not in half
    alive = set(t.players)
    while True:
        t = play_round(t, rng)
        rnd = t.rounds[-1]
        assert {pl for p in rnd.pairings for pl in p.players()} <= alive
        alive = {p.winner for p in rnd.pairings if p.winner is not None}
        assert len(alive) == len(rnd.pairings)
        if t.finished:
            break
        t = t.pair_next()
    assert len(t.rounds) == size.bit_length() - 1
    assert t.winner in alive and len(alive) == 1
    assert t.standings()[0].points == len(t.rounds)


def test_knockout_withdrawal_hands_the_next_match_over() -> None:
    t = Tournament.start(Format.KNOCKOUT, entrants(4))
    t = t.record(1, 1, Outcome.A_WINS).record(1, 2, Outcome.A_WINS)
    t = t.withdraw(1).pair_next()
    final = t.rounds[-1].pairings[0]
    assert final.players() == (1, 2) and final.outcome is Outcome.A_FORFEIT
    assert t.finished and t.winner == 2


@pytest.mark.parametrize("n", range(2, 11))
def test_berger_tables_pair_everyone_once_with_first_moves_balanced(n: int) -> None:
    rounds = berger_rounds(n)
    m = n + n % 2
    assert len(rounds) == m - 1
    pairs = [frozenset(pair) for r in rounds for pair in r]
    assert len(pairs) == len(set(pairs)) == m * (m - 1) // 2
    for r in rounds:
        assert sorted(x for pair in r for x in pair) == list(range(1, m + 1))
    firsts = Counter(a for r in rounds for a, b in r if max(a, b) <= n)
    games = Counter(x for r in rounds for pair in r if max(pair) <= n for x in pair)
    for player in range(1, n + 1):
        assert abs(2 * firsts[player] - games[player]) <= 1


def test_berger_table_of_six_is_the_published_one() -> None:
    assert berger_rounds(6) == (
        ((1, 6), (2, 5), (3, 4)),
        ((6, 4), (5, 3), (1, 2)),
        ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)),
        ((3, 6), (4, 2), (5, 1)),
    )


def test_round_robin_with_a_withdrawal_forfeits_the_rest() -> None:
    t = Tournament.start(Format.ROUND_ROBIN, entrants(5))
    assert t.rounds_total == 5
    rng = random.Random(7)
    t = t.withdraw(3)
    while True:
        t = play_round(t, rng)
        if t.finished:
            break
        t = t.pair_next()
    mine = [p for r in t.rounds for p in r.pairings if 3 in p.players() and not p.is_bye]
    assert len(mine) == 4 and all(p.forfeited_by(3) for p in mine)
    rests = Counter(p.a for r in t.rounds for p in r.pairings if p.is_bye)
    assert rests == Counter({p: 1 for p in range(1, 6)})
    row = next(s for s in t.standings() if s.player == 3)
    assert row.withdrawn and row.points == 0 and row.forfeits == 4 and row.played == 0
    assert t.standings()[-1].player == 3
    with pytest.raises(TournamentError):
        Tournament.start(Format.ROUND_ROBIN, entrants(11))


def test_results_only_into_the_open_pairings_of_the_current_round() -> None:
    t = Tournament.start(Format.SWISS, entrants(5))
    with pytest.raises(TournamentError):
        t.record(2, 1, Outcome.A_WINS)
    with pytest.raises(TournamentError):
        t.pair_next()
    t = t.record(1, 1, Outcome.A_WINS)
    with pytest.raises(TournamentError):
        t.record(1, 1, Outcome.B_WINS)
    with pytest.raises(TournamentError):
        t.record(1, 2, Outcome.BYE)
    with pytest.raises(TournamentError):
        Tournament.start(Format.SWISS, [Entrant(1), Entrant(1), Entrant(2)])


@SETTINGS
@given(
    fmt=st.sampled_from([Format.ROUND_ROBIN, Format.KNOCKOUT]),
    n=st.integers(min_value=3, max_value=10),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_fixed_schedules_run_to_the_end_with_withdrawals(fmt: Format, n: int, seed: int) -> None:
    rng = random.Random(seed)
    t = Tournament.start(fmt, entrants(n, rng))
    left: dict[int, int] = {}
    while True:
        if rng.random() < 0.3:
            active = [p for p in t.players if p not in t.withdrawn]
            if active:
                leaver = rng.choice(active)
                open_match = t.rounds[-1].pairing_of(leaver)
                t = t.withdraw(leaver)
                left[leaver] = len(t.rounds)
                if open_match is not None and not open_match.done:
                    assert t.rounds[-1].pairing_of(leaver).forfeited_by(leaver)  # type: ignore[union-attr]
        t = play_round(t, rng)
        if t.finished:
            break
        t = t.pair_next()
    for leaver, since in left.items():
        for r in t.rounds[since:]:
            p = r.pairing_of(leaver)
            if p is None or p.is_bye:
                continue
            other = p.opponent(leaver)
            # a later match of the leaver is a forfeit loss (when both left, a knockout
            # sends the higher seed on, to forfeit the next match)
            assert p.forfeited_by(leaver) or (
                fmt is Format.KNOCKOUT and other in t.withdrawn and p.winner == leaver
            )
    if fmt is Format.ROUND_ROBIN:
        pairs = [frozenset(p.players()) for r in t.rounds for p in r.pairings if not p.is_bye]
        assert len(pairs) == len(set(pairs)) == n * (n - 1) // 2
        assert len(t.rounds) == (n if n % 2 else n - 1)
    else:
        assert t.winner is not None
        assert len(t.rounds) == (n - 1).bit_length()
