"""The storage interface: the `Storage` protocol the bot codes against.

`storage.sql.SqlStorage` implements it once, for SQLite (`storage.sqlite`) and PostgreSQL
(`storage.postgres`); the values and errors are in `storage.values` (games, players) and
`storage.match_api` (matches), and the conventions every implementation keeps are stated
there; tournaments (`storage.tournament_api.TournamentStorage`) are part of it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol, runtime_checkable

from storage.match_api import MatchRecord, MatchResult, NewMatch, PlayerMatchStats
from storage.tournament_api import TournamentStorage
from storage.values import (
    UNSET,
    ChatSettings,
    FinishedGame,
    GameRecord,
    GameResult,
    GameStatus,
    LeaderboardEntry,
    LeaderboardOrder,
    NewGame,
    Player,
    PlayerStats,
    Variant,
    _Unset,
)

__all__ = ["Storage"]


@runtime_checkable
class Storage(TournamentStorage, Protocol):
    """The repository the bot uses. All methods are coroutines and safe to call from many
    asyncio tasks at once; each method is atomic (all of its changes or none)."""

    # ---- unfinished games

    async def create_game(self, new: NewGame) -> GameRecord:
        """Store a new game with version 1. Raises `ActiveGameExists` if the chat already
        has an unfinished game (enforced by the database, so also across processes)."""
        ...

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The unfinished game with this id, or None (unknown or finished)."""
        ...

    async def get_active_game(self, chat_id: int) -> GameRecord | None:
        """The chat's unfinished game (lobby or active), or None."""
        ...

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        state: str | _Unset = UNSET,
        history: str | _Unset = UNSET,
        status: GameStatus | _Unset = UNSET,
        variant: Variant | _Unset = UNSET,
        ai_level: str | None | _Unset = UNSET,
        white_id: int | None | _Unset = UNSET,
        black_id: int | None | _Unset = UNSET,
        white_name: str | None | _Unset = UNSET,
        black_name: str | None | _Unset = UNSET,
        message_id: int | None | _Unset = UNSET,
        expires_at: datetime | None | _Unset = UNSET,
        dice_seed: str | None | _Unset = UNSET,
        dice_commitment: str | None | _Unset = UNSET,
        time_control: str | None | _Unset = UNSET,
        clock: str | None | _Unset = UNSET,
        clock_deadline: datetime | None | _Unset = UNSET,
        inline_message_id: str | None | _Unset = UNSET,
        moved: bool = False,
    ) -> GameRecord:
        """Compare-and-set: apply the given fields if the game's version is still
        ``expected_version``; the new record has version + 1 and ``updated_at`` = now
        (and ``last_move_at`` = now if ``moved``). Omitted fields keep their values.
        Raises `StaleVersion` if the version moved on, `GameNotFound` if the game is
        unknown or finished. A call with no fields still bumps the version."""
        ...

    async def finish_game(
        self, game_id: int, expected_version: int, result: GameResult
    ) -> FinishedGame:
        """Compare-and-set, in one transaction: remove the unfinished game, add it to the
        history with ``result``, and update both players' stats and ratings (see
        `PlayerStats`). Seats with a user id get a `Player` row if they have none.
        Raises `StaleVersion` / `GameNotFound` like `update_game`; on any error nothing
        has changed."""
        ...

    async def list_active_games(self) -> list[GameRecord]:
        """Every game with status "active" (not lobbies), oldest first: for the start-up
        sweep that resumes AI turns and redraws boards."""
        ...

    async def expired_lobbies(self, older_than: datetime) -> list[GameRecord]:
        """Lobbies not changed since before ``older_than`` (``updated_at < older_than``),
        oldest first."""
        ...

    async def overdue_games(self, now: datetime) -> list[GameRecord]:
        """Unfinished games whose ``expires_at`` is set and ``<= now``, earliest first."""
        ...

    async def clock_due_games(self, now: datetime) -> list[GameRecord]:
        """Unfinished games whose ``clock_deadline`` is set and ``<= now``, earliest first:
        the games whose mover may have run out of time."""
        ...

    # ---- history

    async def get_finished_game(self, game_id: int) -> FinishedGame | None:
        """The finished game with this id, or None."""
        ...

    async def list_finished_games(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        limit: int = 20,
    ) -> list[FinishedGame]:
        """Finished games, newest first, optionally only those of a chat and/or those in
        which ``user_id`` held a seat; at most ``limit`` of them."""
        ...

    # ---- players and statistics

    async def upsert_player(
        self, user_id: int, name: str, language: str | None | _Unset = UNSET
    ) -> Player:
        """Create the player or update his name (and his language if given; None clears
        it, omitted keeps it)."""
        ...

    async def get_player(self, user_id: int) -> Player | None:
        """The player, or None if unknown."""
        ...

    async def player_stats(self, user_id: int, variant: Variant) -> PlayerStats:
        """The player's stats in ``variant`` (defaults if he has not played it)."""
        ...

    async def chat_leaderboard(
        self,
        chat_id: int,
        variant: Variant,
        limit: int = 10,
        order: LeaderboardOrder = "rating",
    ) -> list[LeaderboardEntry]:
        """Human players who finished (non-cancelled) ``variant`` games in the chat, best
        first: by global rating (then chat wins) or by chat wins (then points, rating)."""
        ...

    # ---- chat settings

    async def get_chat_settings(self, chat_id: int) -> ChatSettings:
        """The chat's settings (all None if never set)."""
        ...

    async def update_chat_settings(
        self,
        chat_id: int,
        *,
        language: str | None | _Unset = UNSET,
        default_variant: Variant | None | _Unset = UNSET,
        default_ai_level: str | None | _Unset = UNSET,
        inactivity_timeout_s: int | None | _Unset = UNSET,
        lobby_timeout_s: int | None | _Unset = UNSET,
        auto_finish: bool | None | _Unset = UNSET,
        default_time_control: str | None | _Unset = UNSET,
        tournaments_open: bool | None | _Unset = UNSET,
    ) -> ChatSettings:
        """Set the given fields (None resets one to the default; omitted keeps it) and
        return the resulting settings."""
        ...

    # ---- matches (see `storage.match_api`)

    async def create_match(self, new: NewMatch) -> MatchRecord:
        """Store a new match in progress with version 1 and score 0-0. Raises
        `ActiveMatchExists` if the chat already has one (enforced by the database)."""
        ...

    async def get_match(self, match_id: int) -> MatchRecord | None:
        """The match with this id (in progress or finished), or None."""
        ...

    async def get_active_match(self, chat_id: int) -> MatchRecord | None:
        """The chat's match in progress, or None."""
        ...

    async def active_matches(self) -> list[MatchRecord]:
        """Every match in progress, in any chat, oldest first (what a restart resumes)."""
        ...

    async def update_match(
        self,
        match_id: int,
        expected_version: int,
        *,
        state: str | _Unset = UNSET,
        score: tuple[int, int] | _Unset = UNSET,
    ) -> MatchRecord:
        """Compare-and-set on a match in progress: apply the given fields if its version is
        still ``expected_version``; the new record has version + 1 and ``updated_at`` = now.
        Raises `StaleVersion` if the version moved on, `MatchNotFound` if the match is
        unknown or finished. A call with no fields still bumps the version."""
        ...

    async def finish_match(
        self, match_id: int, expected_version: int, result: MatchResult
    ) -> MatchRecord:
        """Compare-and-set, in one transaction: mark the match finished with ``result`` and
        update both players' match statistics and match ratings (see `PlayerMatchStats`).
        Raises `StaleVersion` / `MatchNotFound` like `update_match`; on any error nothing
        has changed."""
        ...

    async def list_matches(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        finished_only: bool = False,
        limit: int = 20,
    ) -> list[MatchRecord]:
        """Matches, most recently changed first, optionally only a chat's and/or those in
        which ``user_id`` plays, optionally only finished ones; at most ``limit``."""
        ...

    async def link_finished_game(self, game_id: int, match_id: int, game_no: int) -> FinishedGame:
        """File the finished game ``game_id`` as game number ``game_no`` (from 1) of
        ``match_id``. Raises `StorageError` if the game is not finished, the match is
        unknown, or the match already has a game with that number."""
        ...

    async def match_games(self, match_id: int) -> list[FinishedGame]:
        """The finished games filed under ``match_id``, in game order."""
        ...

    async def player_match_stats(self, user_id: int, variant: Variant) -> PlayerMatchStats:
        """The player's match statistics in ``variant`` (defaults if he has played none)."""
        ...

    # ---- the coach: analyses of finished games, consents to hints

    async def get_analysis(self, game_id: int) -> str | None:
        """The stored analysis (an opaque text) of finished game ``game_id``, or None."""
        ...

    async def save_analysis(self, game_id: int, analysis: str) -> None:
        """Store (or replace) the analysis of finished game ``game_id``."""
        ...

    async def get_luck(self, game_id: int) -> str | None:
        """The stored luck (an opaque text) of finished game ``game_id``, or None."""
        ...

    async def save_luck(self, game_id: int, luck: str) -> None:
        """Store (or replace) the luck of finished game ``game_id``."""
        ...

    async def hint_consents(self, chat_id: int) -> frozenset[int]:
        """The users who agreed to hints in ``chat_id``."""
        ...

    async def set_hint_consent(self, chat_id: int, user_id: int, agreed: bool) -> None:
        """Record that ``user_id`` agrees (``agreed``) or no longer agrees to hints in
        ``chat_id``."""
        ...

    # ---- lifetime

    async def close(self) -> None:
        """Close the store; later calls raise `StorageError`. Idempotent."""
        ...
