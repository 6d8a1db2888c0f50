"""The values and errors of the storage interface (backend-neutral): games, finished
games, players, their statistics, chat settings.

Conventions promised by every implementation:
- Serialized game states and move histories are opaque ``str`` values produced by the
  engine; storage never parses them.
- Telegram ids (users, chats, messages) are ``int``. A seat's user id is ``None`` for an
  AI seat or for a lobby seat nobody has taken yet.
- Timestamps are timezone-aware ``datetime`` values in UTC (microsecond precision).
- An unfinished game (status "lobby" or "active") lives in the games table; at most one
  unfinished game exists per chat. Finishing a game moves it to the history, keeping its
  ``game_id``. Game ids are never reused.
- Every change of an unfinished game increments its ``version`` by exactly 1, and only
  succeeds when the caller passes the current version (compare-and-set). Of two callers
  holding the same version, exactly one succeeds; the other gets `StaleVersion`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Literal

Variant = Literal["short", "long"]
OpponentKind = Literal["friend", "ai"]
GameStatus = Literal["lobby", "active"]
Colour = Literal["white", "black"]
EndReason = Literal["borne_off", "resigned", "timeout", "cancelled", "passed"]
LeaderboardOrder = Literal["rating", "wins"]

VARIANTS: Final[tuple[Variant, ...]] = ("short", "long")

#: Elo rating every player starts with, per variant.
INITIAL_RATING: Final[float] = 1500.0
#: Elo K-factor. One game moves a rating by at most K points. A game is a plain win or
#: loss for the rating: it is NOT weighted by the points (gammon/backgammon) of the game.
ELO_K: Final[float] = 32.0


class _Unset(enum.Enum):
    UNSET = "UNSET"

    def __repr__(self) -> str:
        return "UNSET"


#: Default of optional keyword arguments meaning "leave this field as it is" (``None``
#: is a real value for many fields, e.g. "no board message").
UNSET: Final = _Unset.UNSET


# --------------------------------------------------------------------------- errors


class StorageError(Exception):
    """Base class of every error raised by the storage layer; database failures (locked
    past the busy timeout, disk full, corrupt file...) are raised as a plain
    `StorageError` with the driver's exception as ``__cause__``. Invalid arguments
    (unknown variant, naive datetime...) raise `ValueError` before touching the store."""


class StaleVersion(StorageError):
    """A compare-and-set change was refused: the game exists but its version moved on.

    ``current_version`` is the version found in the store at the time of the refusal.
    """

    def __init__(self, game_id: int, expected_version: int, current_version: int) -> None:
        super().__init__(
            f"game {game_id}: expected version {expected_version}, "
            f"current version is {current_version}"
        )
        self.game_id = game_id
        self.expected_version = expected_version
        self.current_version = current_version


class ActiveGameExists(StorageError):
    """`create_game` was refused: the chat already has an unfinished (lobby/active) game."""

    def __init__(self, chat_id: int, game_id: int | None) -> None:
        super().__init__(f"chat {chat_id} already has an unfinished game ({game_id})")
        self.chat_id = chat_id
        self.game_id = game_id


class GameNotFound(StorageError):
    """No unfinished game with this id. ``finished`` is True when it exists in the history
    (someone finished it first: for a button press this is as good as `StaleVersion`)."""

    def __init__(self, game_id: int, finished: bool = False) -> None:
        suffix = " (already finished)" if finished else ""
        super().__init__(f"no unfinished game {game_id}{suffix}")
        self.game_id = game_id
        self.finished = finished


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class NewGame:
    """What `Storage.create_game` needs to create a game (a lobby or an active game)."""

    chat_id: int
    variant: Variant
    opponent: OpponentKind
    creator_id: int
    state: str
    status: GameStatus = "lobby"
    white_id: int | None = None
    black_id: int | None = None
    white_name: str | None = None
    black_name: str | None = None
    ai_level: str | None = None
    message_id: int | None = None
    history: str = ""
    expires_at: datetime | None = None
    inline_message_id: str | None = None
    dice_seed: str | None = field(default=None, repr=False)
    dice_commitment: str | None = None
    time_control: str | None = None
    clock: str | None = None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """An unfinished game as stored. ``version`` starts at 1 and grows by 1 per change.

    ``last_move_at`` is None until a change is saved with ``moved=True``. ``expires_at``
    is a deadline chosen by the caller (e.g. for an inactivity claim); storage only stores
    and queries it. ``dice_seed`` and ``dice_commitment`` are the game's committed dice
    (hex texts the caller chooses, None in a game without): the seed is a secret until the
    game ends and never shows in ``repr``; storage only keeps them, with the game and then
    in its history. ``time_control`` is the name of the game's control (an
    `engine.clock.PRESETS` key; None: no clock), ``clock`` its `engine.clock.Clock` as JSON
    and ``clock_deadline`` when the mover's time runs out (None while no turn is timed):
    the caller keeps the three consistent, storage stores them and finds the games due.
    """

    game_id: int
    chat_id: int
    variant: Variant
    opponent: OpponentKind
    ai_level: str | None
    status: GameStatus
    state: str
    history: str
    white_id: int | None
    black_id: int | None
    white_name: str | None
    black_name: str | None
    creator_id: int
    message_id: int | None
    version: int
    created_at: datetime
    updated_at: datetime
    last_move_at: datetime | None
    expires_at: datetime | None
    inline_message_id: str | None = None
    dice_seed: str | None = field(default=None, repr=False)
    dice_commitment: str | None = None
    time_control: str | None = None
    clock: str | None = None
    clock_deadline: datetime | None = None

    def seat_of(self, user_id: int) -> Colour | None:
        """The colour ``user_id`` plays in this game (white if he holds both), or None."""
        if self.white_id == user_id:
            return "white"
        if self.black_id == user_id:
            return "black"
        return None


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended, as given to `Storage.finish_game`.

    - ``reason == "cancelled"``: ``winner`` must be None and ``points`` 0; no stats change.
    - ``reason == "passed"``: the loser refused a double (cube option).
    - otherwise ``winner`` is "white" or "black" and ``points`` >= 1 (the engine's score,
      multiplied by the cube if one is used). ``gammon`` (марс) / ``backgammon`` (кокс) say
      how the game was won; ``backgammon`` implies ``gammon``.
    - ``final_state`` / ``history`` / ``dice_seed`` / ``dice_commitment`` / ``clock``: None
      means "the game's current stored value".
    """

    reason: EndReason
    winner: Colour | None = None
    points: int = 0
    gammon: bool = False
    backgammon: bool = False
    final_state: str | None = None
    history: str | None = None
    dice_seed: str | None = field(default=None, repr=False)
    dice_commitment: str | None = None
    clock: str | None = None

    def __post_init__(self) -> None:
        if self.reason not in ("borne_off", "resigned", "timeout", "cancelled", "passed"):
            raise ValueError(f"unknown end reason {self.reason!r}")
        if self.reason == "cancelled":
            if self.winner is not None or self.points != 0 or self.gammon or self.backgammon:
                raise ValueError("a cancelled game has no winner, points or gammon")
        else:
            if self.winner not in ("white", "black"):
                raise ValueError(f"winner must be 'white' or 'black', not {self.winner!r}")
            if self.points < 1:
                raise ValueError("a won game is worth at least 1 point")
            if self.backgammon and not self.gammon:
                raise ValueError("a backgammon is also a gammon")

    @classmethod
    def cancelled(cls) -> GameResult:
        """The result of a game that ended without a winner (e.g. an expired lobby)."""
        return cls(reason="cancelled")


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A game in the history, with its result. ``winner_id``/``loser_id`` are None for an
    AI or empty seat and for cancelled games. ``rating_change`` is the Elo points the
    winner gained (the loser lost as many); None when the game was not rated.
    ``dice_seed`` / ``dice_commitment``: the game's committed dice, as it had them (None
    in a game without, or finished before they were stored apart). ``time_control`` /
    ``clock``: the game's control and its clock as the game ended (None without a clock);
    a game lost on time has reason ``"timeout"`` and a clock with a flagged side."""

    game_id: int
    chat_id: int
    variant: Variant
    opponent: OpponentKind
    ai_level: str | None
    white_id: int | None
    black_id: int | None
    white_name: str | None
    black_name: str | None
    creator_id: int
    reason: EndReason
    winner: Colour | None
    winner_id: int | None
    loser_id: int | None
    points: int
    gammon: bool
    backgammon: bool
    rating_change: float | None
    final_state: str
    history: str
    created_at: datetime
    finished_at: datetime
    dice_seed: str | None = None
    dice_commitment: str | None = None
    time_control: str | None = None
    clock: str | None = None


@dataclass(frozen=True, slots=True)
class Player:
    """A known Telegram user. ``language`` is his preference (e.g. "ru"), None if unset."""

    user_id: int
    name: str
    language: str | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record in one variant (all zeros and the initial rating if he has none).

    ``games``/``wins``/``losses``/``points_*``/``gammons_won``/``backgammons_won`` count
    every finished, non-cancelled game, against humans and against the AI.
    ``vs_ai_games``/``vs_ai_wins`` are the part of those played against the AI.
    ``rating`` (Elo, start `INITIAL_RATING`, K = `ELO_K`, not points-weighted) changes
    only in games between two different humans; ``rated_games`` counts those games.
    """

    user_id: int
    variant: Variant
    games: int = 0
    wins: int = 0
    losses: int = 0
    points_won: int = 0
    points_lost: int = 0
    gammons_won: int = 0
    backgammons_won: int = 0
    vs_ai_games: int = 0
    vs_ai_wins: int = 0
    rating: float = INITIAL_RATING
    rated_games: int = 0


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    """One line of a chat leaderboard: ``games``/``wins``/``losses``/``points_won`` count
    the player's finished, non-cancelled games *in that chat* in that variant (AI games
    included); ``rating``/``rated_games`` are his global figures in that variant."""

    user_id: int
    name: str
    games: int
    wins: int
    losses: int
    points_won: int
    rating: float
    rated_games: int


@dataclass(frozen=True, slots=True)
class ChatSettings:
    """Per-chat choices; every field None means "use the bot's default"."""

    chat_id: int
    language: str | None = None
    default_variant: Variant | None = None
    default_ai_level: str | None = None
    inactivity_timeout_s: int | None = None
    lobby_timeout_s: int | None = None
    auto_finish: bool | None = None
    default_time_control: str | None = None
    tournaments_open: bool | None = None
    """Any member may open a tournament (None or False: the administrators only)."""
