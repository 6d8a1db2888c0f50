"""Persistence of games, players and results (async): SQLite (aiosqlite) by default,
PostgreSQL (asyncpg) when ``$NARDY_DB`` is a ``postgresql://`` URL.

Public API (everything else is internal):

    storage = await open_storage()          # path or postgresql:// URL: argument,
                                            # else $NARDY_DB, else "data/nardy.sqlite3"
    async with storage: ...                 # or: await storage.close()

    Storage                                 # typing.Protocol the bot codes against
      create_game(NewGame) -> GameRecord                      ActiveGameExists
      get_game(game_id) -> GameRecord | None
      get_active_game(chat_id) -> GameRecord | None
      update_game(game_id, expected_version, *, state=, history=, status=, variant=,
                  ai_level=, white_id=, black_id=, white_name=, black_name=,
                  message_id=, expires_at=, dice_seed=, dice_commitment=,
                  time_control=, clock=, clock_deadline=, moved=False) -> GameRecord
                                                              StaleVersion, GameNotFound
      finish_game(game_id, expected_version, GameResult) -> FinishedGame
                                                              StaleVersion, GameNotFound
      list_active_games() -> list[GameRecord]
      expired_lobbies(older_than: datetime) -> list[GameRecord]
      overdue_games(now: datetime) -> list[GameRecord]
      clock_due_games(now: datetime) -> list[GameRecord]
      get_finished_game(game_id) -> FinishedGame | None
      list_finished_games(*, chat_id=None, user_id=None, limit=20) -> list[FinishedGame]
      upsert_player(user_id, name, language=UNSET) -> Player
      get_player(user_id) -> Player | None
      player_stats(user_id, variant) -> PlayerStats
      chat_leaderboard(chat_id, variant, limit=10, order="rating") -> list[LeaderboardEntry]
      get_chat_settings(chat_id) -> ChatSettings
      update_chat_settings(chat_id, *, language=, default_variant=, default_ai_level=,
                           inactivity_timeout_s=, lobby_timeout_s=, auto_finish=,
                           default_time_control=, tournaments_open=)
      matches: create_match, get_match, get_active_match, active_matches, update_match,
        finish_match, list_matches, link_finished_game, match_games, player_match_stats
                                                              ActiveMatchExists, MatchNotFound
      the coach: get_analysis, save_analysis, get_luck, save_luck, hint_consents,
        set_hint_consent
      close()

    await backup(src, dst)                  # online copy of a live database file (bytes)
    await storage.migrate_db.copy_sqlite_to_postgres(src, url)
                                            # one-shot copy of a SQLite file into an
                                            # empty PostgreSQL database (rows per table)
    storage.coordination                    # what several bot processes share (jobs,
                                            # per-chat locks, board edits, edit budgets)

Values are frozen dataclasses; timestamps are aware UTC datetimes; serialized states and
histories are opaque strings from the engine. Ratings: Elo per variant, start 1500,
K = 32, not weighted by points; only games between two different humans are rated.
Games against the AI count in the human's games/wins/losses/points (and in vs_ai_*) but
never change a rating; the AI has no player row. Cancelled games change no stats.

Inside: the SQL is written once (`storage.sql`, one module per subject) with ``?``
placeholders and run by a dialect (`storage.dialect`): `storage.sqlite` and
`storage.postgres` each hold only what their database does differently (connections,
placeholders, value conversions, transactions and retries, error mapping, where the
schema version lives). `storage.schema` is the one list of migration steps for both.

Adding a column (step 8 added the dice seed and commitment of games this way):

1. append a step to `storage.schema.MIGRATIONS`, e.g.
   ``Migration(9, "games: the opening", ("ALTER TABLE games ADD COLUMN opening TEXT",))``
   (``{id}`` and the other type names in braces are filled in per database; a step may
   carry statements for one database only with `storage.schema.Only`); existing rows get
   NULL (or the column's DEFAULT);
2. add the field, with a default, at the end of the value type (`GameRecord`; also
   `NewGame` if a new game sets it): the columns of games, finished games and players are
   their value types' fields (`storage.rows.shape`), so reading, ``create_game`` and the
   history copy pick it up by name; a timestamp field is converted by its ``datetime``
   annotation, a flag by its ``bool`` one;
3. if an existing method changes it, add a keyword to that method (`Storage.update_game`
   and `storage.rows.game_update_fields`);
4. a test on both backends (the ``store`` fixture runs each test on SQLite and PostgreSQL),
   and one that upgrades the databases in ``tests/storage/data``.
"""

from __future__ import annotations

from storage.api import Storage
from storage.backends import open_storage
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
from storage.sqlite import SqliteStorage, backup
from storage.urls import DEFAULT_DB_PATH, is_postgres_url, redact
from storage.values import (
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
    StorageError,
    Variant,
)

__all__ = [
    "DEFAULT_DB_PATH",
    "ELO_K",
    "INITIAL_RATING",
    "UNSET",
    "VARIANTS",
    "ActiveGameExists",
    "ActiveMatchExists",
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
    "MatchEndReason",
    "MatchNotFound",
    "MatchRecord",
    "MatchResult",
    "MatchStatus",
    "NewGame",
    "NewMatch",
    "OpponentKind",
    "Player",
    "PlayerMatchStats",
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
