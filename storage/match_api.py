"""Matches in the storage interface: their value types and errors (backend-neutral).

A match's ``state`` is an opaque string from the engine (``Match.to_json()``); its two
players are numbered 0 and 1 as in the engine's `Match` (a seat's user id is None for the
AI). At most one match in progress per chat; every change of a match in progress is a
compare-and-set on its ``version``, like games. See `storage.api.Storage` for the methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from storage.values import INITIAL_RATING, OpponentKind, StorageError, Variant

MatchStatus = Literal["active", "finished"]
MatchEndReason = Literal["score", "resigned", "timeout", "cancelled"]

# --------------------------------------------------------------------------- errors


class MatchNotFound(StorageError):
    """No match in progress with this id. ``finished`` is True when the match exists and is
    over (someone finished it first)."""

    def __init__(self, match_id: int, finished: bool = False) -> None:
        suffix = " (already finished)" if finished else ""
        super().__init__(f"no match in progress {match_id}{suffix}")
        self.match_id = match_id
        self.finished = finished


class ActiveMatchExists(StorageError):
    """`create_match` was refused: the chat already has a match in progress."""

    def __init__(self, chat_id: int, match_id: int | None) -> None:
        super().__init__(f"chat {chat_id} already has a match in progress ({match_id})")
        self.chat_id = chat_id
        self.match_id = match_id


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class NewMatch:
    """What `create_match` needs: the match to ``target`` (1..25) points, with or without
    the cube, its first state, and its players (0 and 1, as in the engine's Match)."""

    chat_id: int
    variant: Variant
    opponent: OpponentKind
    creator_id: int
    target: int
    cube: bool
    state: str
    player0_id: int | None = None
    player1_id: int | None = None
    player0_name: str | None = None
    player1_name: str | None = None
    ai_level: str | None = None


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A match as stored. ``score`` is (player 0, player 1) as last saved; ``winner`` is 0
    or 1 once finished (None while in progress or when cancelled); ``winner_id`` /
    ``loser_id`` are None for the AI; ``rating_change`` is the match Elo the winner gained
    (None when not rated)."""

    match_id: int
    chat_id: int
    variant: Variant
    opponent: OpponentKind
    ai_level: str | None
    target: int
    cube: bool
    status: MatchStatus
    state: str
    player0_id: int | None
    player1_id: int | None
    player0_name: str | None
    player1_name: str | None
    score: tuple[int, int]
    winner: int | None
    winner_id: int | None
    loser_id: int | None
    reason: MatchEndReason | None
    rating_change: float | None
    creator_id: int
    version: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None

    def player_of(self, user_id: int) -> int | None:
        """The player number (0 or 1) of ``user_id`` in this match (0 if he holds both)."""
        if self.player0_id == user_id:
            return 0
        if self.player1_id == user_id:
            return 1
        return None


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended, for `finish_match`.

    - ``"cancelled"``: no winner, no statistics change.
    - ``"score"`` (a player reached the target), ``"resigned"`` (the loser gave up the
      match) or ``"timeout"``: ``winner`` is 0 or 1.
    - ``score``: the final score; ``final_state``: None keeps the stored state.
    """

    reason: MatchEndReason
    score: tuple[int, int]
    winner: int | None = None
    final_state: str | None = None

    def __post_init__(self) -> None:
        if self.reason not in ("score", "resigned", "timeout", "cancelled"):
            raise ValueError(f"unknown match end reason {self.reason!r}")
        if len(self.score) != 2 or min(self.score) < 0:
            raise ValueError(f"a score is two numbers >= 0, not {self.score!r}")
        if self.reason == "cancelled":
            if self.winner is not None:
                raise ValueError("a cancelled match has no winner")
        elif self.winner not in (0, 1):
            raise ValueError(f"winner must be player 0 or 1, not {self.winner!r}")


@dataclass(frozen=True, slots=True)
class PlayerMatchStats:
    """A player's matches in one variant (zeros and the initial rating if none): every
    finished, non-cancelled match, against humans and the AI (``vs_ai_*`` the part against
    the AI); ``rating`` / ``rated_matches`` only from matches between two humans."""

    user_id: int
    variant: Variant
    matches: int = 0
    wins: int = 0
    losses: int = 0
    vs_ai_matches: int = 0
    vs_ai_wins: int = 0
    rating: float = INITIAL_RATING
    rated_matches: int = 0
