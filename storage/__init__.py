"""Persistence of games, players and results (async): SQLite (aiosqlite) by default,
PostgreSQL (asyncpg) when ``$NARDY_DB`` is a ``postgresql://`` URL.

Public API (everything else is internal):

    storage = await open_storage()          # path or postgresql:// URL: argument,
                                            # else $NARDY_DB, else "data/nardy.sqlite3"
    async with storage: ...                 # or: await storage.close()

    Storage                                 # typing.Protocol the bot codes against
    SqliteStorage                           # its SQLite implementation
    storage.postgres.PostgresStorage        # its PostgreSQL implementation
      create_game(NewGame) -> GameRecord                      ActiveGameExists
      get_game(game_id) -> GameRecord | None
      get_active_game(chat_id) -> GameRecord | None
      update_game(game_id, expected_version, *, state=, history=, status=, variant=,
                  ai_level=, white_id=, black_id=, white_name=, black_name=,
                  message_id=, expires_at=, moved=False) -> GameRecord
                                                              StaleVersion, GameNotFound
      finish_game(game_id, expected_version, GameResult) -> FinishedGame
                                                              StaleVersion, GameNotFound
      list_active_games() -> list[GameRecord]
      expired_lobbies(older_than: datetime) -> list[GameRecord]
      overdue_games(now: datetime) -> list[GameRecord]
      get_finished_game(game_id) -> FinishedGame | None
      list_finished_games(*, chat_id=None, user_id=None, limit=20) -> list[FinishedGame]
      upsert_player(user_id, name, language=UNSET) -> Player
      get_player(user_id) -> Player | None
      player_stats(user_id, variant) -> PlayerStats
      chat_leaderboard(chat_id, variant, limit=10, order="rating") -> list[LeaderboardEntry]
      get_chat_settings(chat_id) -> ChatSettings
      update_chat_settings(chat_id, *, language=, default_variant=, default_ai_level=,
                           inactivity_timeout_s=, lobby_timeout_s=) -> ChatSettings
      matches (storage.match_api): create_match, get_match, get_active_match,
        update_match, finish_match, list_matches, link_finished_game, match_games,
        player_match_stats (also as functions of a store in storage.matches)
      the coach: get_analysis, save_analysis, hint_consents, set_hint_consent
      close()

    await backup(src, dst)                  # online copy of a live database file (bytes)
    await storage.migrate_db.copy_sqlite_to_postgres(src, url)
                                            # one-shot copy of a SQLite file into an
                                            # empty PostgreSQL database (rows per table)

Values are frozen dataclasses; timestamps are aware UTC datetimes; serialized states and
histories are opaque strings from the engine. Ratings: Elo per variant, start 1500,
K = 32, not weighted by points; only games between two different humans are rated.
Games against the AI count in the human's games/wins/losses/points (and in vs_ai_*) but
never change a rating; the AI has no player row. Cancelled games change no stats.
"""

from __future__ import annotations

from storage.api import (
    ELO_K,
    INITIAL_RATING,
    UNSET,
    VARIANTS,
    ActiveGameExists,
    ChatSettings,
    Colour,
    EndReason,
    FinishedGame,
    GameNotFound,
    GameRecord,
    GameResult,
    GameStatus,
    LeaderboardEntry,
    LeaderboardOrder,
    NewGame,
    OpponentKind,
    Player,
    PlayerStats,
    StaleVersion,
    Storage,
    StorageError,
    Variant,
)
from storage.backends import is_postgres_url, open_storage, redact
from storage.sqlite import DEFAULT_DB_PATH, SqliteStorage, backup

__all__ = [
    "DEFAULT_DB_PATH",
    "ELO_K",
    "INITIAL_RATING",
    "UNSET",
    "VARIANTS",
    "ActiveGameExists",
    "ChatSettings",
    "Colour",
    "EndReason",
    "FinishedGame",
    "GameNotFound",
    "GameRecord",
    "GameResult",
    "GameStatus",
    "LeaderboardEntry",
    "LeaderboardOrder",
    "NewGame",
    "OpponentKind",
    "Player",
    "PlayerStats",
    "SqliteStorage",
    "StaleVersion",
    "Storage",
    "StorageError",
    "Variant",
    "backup",
    "is_postgres_url",
    "open_storage",
    "redact",
]
