"""Matches in storage, as functions of a `Storage` (the bot's historical entry point).

A match row has compare-and-set like games, its finished games, and per-player match
statistics (counted apart from game statistics, with their own Elo). The value types and
errors live in `storage.match_api`; every function here calls the method of the same name
on the store (`storage.api.Storage`), so the callers work on every backend.
"""

from __future__ import annotations

from storage.api import UNSET, FinishedGame, Storage, Variant, _Unset
from storage.match_api import (
    ActiveMatchExists,
    MatchEndReason,
    MatchNotFound,
    MatchRecord,
    MatchResult,
    MatchStatus,
    NewMatch,
    PlayerMatchStats,
)

__all__ = [
    "ActiveMatchExists",
    "MatchEndReason",
    "MatchNotFound",
    "MatchRecord",
    "MatchResult",
    "MatchStatus",
    "NewMatch",
    "PlayerMatchStats",
    "active_matches",
    "create_match",
    "finish_match",
    "get_active_match",
    "get_match",
    "link_finished_game",
    "list_matches",
    "match_games",
    "player_match_stats",
    "update_match",
]


async def create_match(store: Storage, new: NewMatch) -> MatchRecord:
    """`Storage.create_match`."""
    return await store.create_match(new)


async def get_match(store: Storage, match_id: int) -> MatchRecord | None:
    """`Storage.get_match`."""
    return await store.get_match(match_id)


async def get_active_match(store: Storage, chat_id: int) -> MatchRecord | None:
    """`Storage.get_active_match`."""
    return await store.get_active_match(chat_id)


async def active_matches(store: Storage) -> list[MatchRecord]:
    """`Storage.active_matches`."""
    return await store.active_matches()


async def update_match(
    store: Storage,
    match_id: int,
    expected_version: int,
    *,
    state: str | _Unset = UNSET,
    score: tuple[int, int] | _Unset = UNSET,
) -> MatchRecord:
    """`Storage.update_match`."""
    return await store.update_match(match_id, expected_version, state=state, score=score)


async def finish_match(
    store: Storage, match_id: int, expected_version: int, result: MatchResult
) -> MatchRecord:
    """`Storage.finish_match`."""
    return await store.finish_match(match_id, expected_version, result)


async def list_matches(
    store: Storage,
    *,
    chat_id: int | None = None,
    user_id: int | None = None,
    finished_only: bool = False,
    limit: int = 20,
) -> list[MatchRecord]:
    """`Storage.list_matches`."""
    return await store.list_matches(
        chat_id=chat_id, user_id=user_id, finished_only=finished_only, limit=limit
    )


async def link_finished_game(
    store: Storage, game_id: int, match_id: int, game_no: int
) -> FinishedGame:
    """`Storage.link_finished_game`."""
    return await store.link_finished_game(game_id, match_id, game_no)


async def match_games(store: Storage, match_id: int) -> list[FinishedGame]:
    """`Storage.match_games`."""
    return await store.match_games(match_id)


async def player_match_stats(store: Storage, user_id: int, variant: Variant) -> PlayerMatchStats:
    """`Storage.player_match_stats`."""
    return await store.player_match_stats(user_id, variant)
