"""Tournaments in the storage interface: their value types and errors (backend-neutral).

A tournament row holds its settings (format, variant, match length, cube, deadline per
round, the most players), its status (``lobby`` while players join, ``running``,
``finished`` or ``cancelled``), the number of the round paired last (``current_round``,
0 in the lobby) and a ``version``. Every change of the tournament row is a compare-and-set
on that version, and pairing round ``n`` is allowed only from round ``n - 1`` with every
pairing of it decided, in the same transaction: a round is paired once even when several
processes try at once. A pairing's outcome is written once (the first writer wins), so
every match is counted once. Outcomes are the values of the engine's
``engine.tournament.Outcome``; a pairing's ``game_key`` names the game or match it is
played as (an inline message's id or a chat's board message), unique among pairings.
`TournamentStorage` is the interface; `storage.sql.SqlStorage` implements it beside
`storage.api.Storage`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Protocol, runtime_checkable

from storage.values import StorageError, Variant

TournamentFormat = Literal["swiss", "knockout", "round_robin"]
TournamentStatus = Literal["lobby", "running", "finished", "cancelled"]
TournamentBoards = Literal["group", "inline"]
PairingOutcome = Literal["a", "b", "a_forfeit", "b_forfeit", "both_forfeit", "bye"]

FORMATS: tuple[TournamentFormat, ...] = ("swiss", "knockout", "round_robin")
OUTCOMES: tuple[PairingOutcome, ...] = ("a", "b", "a_forfeit", "b_forfeit", "both_forfeit", "bye")

# --------------------------------------------------------------------------- errors


class TournamentNotFound(StorageError):
    """No tournament with this id."""

    def __init__(self, tournament_id: int) -> None:
        super().__init__(f"no tournament {tournament_id}")
        self.tournament_id = tournament_id


class TournamentConflict(StorageError):
    """A change was refused: the tournament's version moved on, or its status or round is
    not the one the change needs. ``current`` is the row as found."""

    def __init__(self, tournament_id: int, current: TournamentRecord) -> None:
        super().__init__(
            f"tournament {tournament_id}: now version {current.version}, "
            f"{current.status}, round {current.current_round}"
        )
        self.tournament_id = tournament_id
        self.current = current


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class NewTournament:
    """What `create_tournament` needs. ``round_deadline_s``: the time to play a round
    (None: no deadline); ``max_players`` at least 3."""

    chat_id: int
    creator_id: int
    format: TournamentFormat
    variant: Variant
    target: int
    cube: bool
    max_players: int
    round_deadline_s: int | None = None
    lobby_message_id: int | None = None
    time_control: str | None = None
    league: bool = False
    language: str | None = None


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A stored tournament (see the module docstring)."""

    tournament_id: int
    chat_id: int
    creator_id: int
    format: TournamentFormat
    variant: Variant
    target: int
    cube: bool
    max_players: int
    round_deadline_s: int | None
    status: TournamentStatus
    rounds_total: int | None
    current_round: int
    lobby_message_id: int | None
    standings_message_id: int | None
    version: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    time_control: str | None = None
    """The time control of its games (None: untimed)."""
    league: bool = False
    """A league: a round robin played a round a week."""
    boards: TournamentBoards | None = None
    """Where its games are played, chosen at the start: ``group`` (boards posted in the
    group) or ``inline`` (in the players' own chats and the Mini App)."""
    language: str | None = None
    """The language of its messages (None: the chat's)."""


@dataclass(frozen=True, slots=True)
class EntrantRecord:
    """A player of a tournament: the name and rating they entered with; ``withdrawn_at``
    is set when they left a running tournament."""

    tournament_id: int
    user_id: int
    name: str
    rating: float
    joined_at: datetime
    withdrawn_at: datetime | None


@dataclass(frozen=True, slots=True)
class NewPairing:
    """A pairing of a round to store: board number, players (``player_b`` None: a bye) and
    the outcome already known (a bye, or a forfeit of a withdrawn player)."""

    board: int
    player_a: int
    player_b: int | None
    outcome: PairingOutcome | None = None


@dataclass(frozen=True, slots=True)
class PairingRecord:
    """A stored pairing."""

    tournament_id: int
    round_no: int
    board: int
    player_a: int
    player_b: int | None
    outcome: PairingOutcome | None
    game_key: str | None
    decided_at: datetime | None


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A stored round: when it was paired, its deadline (None: none), its message."""

    tournament_id: int
    round_no: int
    paired_at: datetime
    deadline_at: datetime | None
    message_id: int | None


# --------------------------------------------------------------------------- interface


@runtime_checkable
class TournamentStorage(Protocol):
    """Tournaments in storage (implemented by `storage.sql.tournaments.TournamentsStore`)."""

    async def create_tournament(self, new: NewTournament) -> TournamentRecord:
        """Store a tournament in its lobby (version 1, round 0)."""
        ...

    async def get_tournament(self, tournament_id: int) -> TournamentRecord | None:
        """The tournament, or None."""
        ...

    async def chat_tournaments(self, chat_id: int) -> list[TournamentRecord]:
        """The chat's tournaments in the lobby or running, oldest first."""
        ...

    async def set_tournament_messages(
        self, tournament_id: int, expected_version: int, *, lobby_message_id: int | None = None,
        standings_message_id: int | None = None,
    ) -> TournamentRecord:
        """Remember the lobby's or the standings' message (compare-and-set)."""
        ...

    async def join_tournament(
        self, tournament_id: int, user_id: int, name: str, rating: float
    ) -> bool:
        """Enter a player into the lobby: False if already in, full or started."""
        ...

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        """Leave the lobby, or withdraw from a running tournament: True if it changed."""
        ...

    async def tournament_entrants(self, tournament_id: int) -> list[EntrantRecord]:
        """The entrants in the order they joined."""
        ...

    async def update_tournament(
        self, tournament_id: int, expected_version: int, **settings: object
    ) -> TournamentRecord:
        """Change settings of a tournament in its lobby (format, variant, target, cube,
        max_players, round_deadline_s, time_control, league), compare-and-set."""
        ...

    async def start_tournament(
        self, tournament_id: int, expected_version: int, rounds_total: int, *,
        format: TournamentFormat | None = None, boards: TournamentBoards | None = None,
    ) -> TournamentRecord:
        """From the lobby to running (compare-and-set); `TournamentConflict` otherwise."""
        ...

    async def pair_round(
        self,
        tournament_id: int,
        expected_version: int,
        round_no: int,
        pairings: Sequence[NewPairing],
        deadline_s: int | None = None,
        deadline_at: datetime | None = None,
    ) -> TournamentRecord:
        """Store round ``round_no`` and its pairings once (see the module docstring)."""
        ...

    async def finish_tournament(
        self, tournament_id: int, expected_version: int, *, cancelled: bool = False
    ) -> TournamentRecord:
        """The tournament finished (or cancelled), compare-and-set."""
        ...

    async def tournament_rounds(self, tournament_id: int) -> list[RoundRecord]:
        """The rounds paired so far, in order."""
        ...

    async def due_rounds(self, now: datetime) -> list[RoundRecord]:
        """The current rounds of running tournaments whose deadline has passed."""
        ...

    async def set_round_message(self, tournament_id: int, round_no: int,
                                message_id: int) -> bool:
        """Remember the message of a round's pairings once: True if this call did."""
        ...

    async def running_tournaments(self) -> list[TournamentRecord]:
        """Every tournament in progress (to resume after a restart)."""
        ...

    async def tournament_pairings(
        self, tournament_id: int, round_no: int | None = None
    ) -> list[PairingRecord]:
        """The pairings of one round (or of all), by round and board."""
        ...

    async def set_pairing_game(
        self, tournament_id: int, round_no: int, board: int, game_key: str
    ) -> bool:
        """Link an open pairing to its game once: True if this call did."""
        ...

    async def pairing_by_game(self, game_key: str) -> PairingRecord | None:
        """The pairing played as ``game_key``, if any."""
        ...

    async def record_pairing(
        self, tournament_id: int, round_no: int, board: int, outcome: PairingOutcome
    ) -> bool:
        """Decide an open pairing once: True if this call wrote the outcome."""
        ...
