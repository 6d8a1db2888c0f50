"""Versioned schema migrations, tracked with ``PRAGMA user_version``.

`MIGRATIONS` is an ordered list; migration *n* (1-based) upgrades a database whose
``user_version`` is n - 1 to version n. `apply_migrations` applies the missing ones in ONE
``BEGIN IMMEDIATE`` transaction (so a crash or an error leaves the database at its old
version, untouched) and never downgrades: a database newer than the code is refused.
Append new migrations at the end; never edit one that has shipped.

Timestamps are stored as REAL Unix seconds (UTC).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import aiosqlite

from storage.api import StorageError


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step: ``version`` it produces, a description, its SQL statements."""

    version: int
    description: str
    statements: tuple[str, ...]


_V1 = Migration(
    1,
    "base schema: players, per-variant stats, unfinished games, finished games",
    (
        """
        CREATE TABLE players (
            user_id     INTEGER PRIMARY KEY,
            name        TEXT NOT NULL,
            created_at  REAL NOT NULL,
            updated_at  REAL NOT NULL
        )
        """,
        """
        CREATE TABLE player_stats (
            user_id         INTEGER NOT NULL REFERENCES players(user_id) ON DELETE CASCADE,
            variant         TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            games           INTEGER NOT NULL DEFAULT 0,
            wins            INTEGER NOT NULL DEFAULT 0,
            losses          INTEGER NOT NULL DEFAULT 0,
            points_won      INTEGER NOT NULL DEFAULT 0,
            points_lost     INTEGER NOT NULL DEFAULT 0,
            gammons_won     INTEGER NOT NULL DEFAULT 0,
            backgammons_won INTEGER NOT NULL DEFAULT 0,
            vs_ai_games     INTEGER NOT NULL DEFAULT 0,
            vs_ai_wins      INTEGER NOT NULL DEFAULT 0,
            rating          REAL NOT NULL DEFAULT 1500.0,
            rated_games     INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (user_id, variant)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE games (
            game_id      INTEGER PRIMARY KEY AUTOINCREMENT,
            chat_id      INTEGER NOT NULL,
            variant      TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            opponent     TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
            ai_level     TEXT,
            status       TEXT NOT NULL CHECK (status IN ('lobby', 'active')),
            state        TEXT NOT NULL,
            history      TEXT NOT NULL DEFAULT '',
            white_id     INTEGER,
            black_id     INTEGER,
            white_name   TEXT,
            black_name   TEXT,
            creator_id   INTEGER NOT NULL,
            message_id   INTEGER,
            version      INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
            created_at   REAL NOT NULL,
            updated_at   REAL NOT NULL,
            last_move_at REAL,
            expires_at   REAL
        )
        """,
        # At most one unfinished game per chat, enforced by the database.
        """
        CREATE UNIQUE INDEX games_one_unfinished_per_chat
            ON games(chat_id) WHERE status IN ('lobby', 'active')
        """,
        "CREATE INDEX games_status_updated ON games(status, updated_at)",
        """
        CREATE TABLE finished_games (
            game_id       INTEGER PRIMARY KEY,
            chat_id       INTEGER NOT NULL,
            variant       TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            opponent      TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
            ai_level      TEXT,
            white_id      INTEGER,
            black_id      INTEGER,
            white_name    TEXT,
            black_name    TEXT,
            creator_id    INTEGER NOT NULL,
            reason        TEXT NOT NULL
                          CHECK (reason IN ('borne_off', 'resigned', 'timeout', 'cancelled')),
            winner        TEXT CHECK (winner IN ('white', 'black')),
            winner_id     INTEGER,
            loser_id      INTEGER,
            points        INTEGER NOT NULL CHECK (points >= 0),
            gammon        INTEGER NOT NULL DEFAULT 0,
            backgammon    INTEGER NOT NULL DEFAULT 0,
            rating_change REAL,
            final_state   TEXT NOT NULL,
            history       TEXT NOT NULL,
            created_at    REAL NOT NULL,
            finished_at   REAL NOT NULL
        )
        """,
        "CREATE INDEX finished_games_chat ON finished_games(chat_id, variant)",
    ),
)

_V2 = Migration(
    2,
    "player language, chat settings, deadline and per-player history indexes",
    (
        "ALTER TABLE players ADD COLUMN language TEXT",
        """
        CREATE TABLE chat_settings (
            chat_id              INTEGER PRIMARY KEY,
            language             TEXT,
            default_variant      TEXT CHECK (default_variant IN ('short', 'long')),
            default_ai_level     TEXT,
            inactivity_timeout_s INTEGER CHECK (inactivity_timeout_s > 0),
            lobby_timeout_s      INTEGER CHECK (lobby_timeout_s > 0),
            updated_at           REAL NOT NULL
        )
        """,
        "CREATE INDEX games_expires ON games(expires_at) WHERE expires_at IS NOT NULL",
        "CREATE INDEX finished_games_white ON finished_games(white_id, finished_at)",
        "CREATE INDEX finished_games_black ON finished_games(black_id, finished_at)",
    ),
)

_FINISHED_V1_COLS = (
    "game_id, chat_id, variant, opponent, ai_level, white_id, black_id, white_name, "
    "black_name, creator_id, reason, winner, winner_id, loser_id, points, gammon, "
    "backgammon, rating_change, final_state, history, created_at, finished_at"
)

_V3 = Migration(
    3,
    "matches: match table and per-player match stats; finished games may end by a passed "
    "double and belong to a match (table rebuilt to widen its reason check, rows kept)",
    (
        """
        CREATE TABLE matches (
            match_id      INTEGER PRIMARY KEY AUTOINCREMENT,
            chat_id       INTEGER NOT NULL,
            variant       TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            opponent      TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
            ai_level      TEXT,
            target        INTEGER NOT NULL CHECK (target BETWEEN 1 AND 25),
            cube          INTEGER NOT NULL CHECK (cube IN (0, 1)),
            status        TEXT NOT NULL CHECK (status IN ('active', 'finished')),
            state         TEXT NOT NULL,
            player0_id    INTEGER,
            player1_id    INTEGER,
            player0_name  TEXT,
            player1_name  TEXT,
            score0        INTEGER NOT NULL DEFAULT 0 CHECK (score0 >= 0),
            score1        INTEGER NOT NULL DEFAULT 0 CHECK (score1 >= 0),
            winner        INTEGER CHECK (winner IN (0, 1)),
            winner_id     INTEGER,
            loser_id      INTEGER,
            reason        TEXT CHECK (reason IN ('score', 'resigned', 'timeout', 'cancelled')),
            rating_change REAL,
            creator_id    INTEGER NOT NULL,
            version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
            created_at    REAL NOT NULL,
            updated_at    REAL NOT NULL,
            finished_at   REAL
        )
        """,
        # At most one match in progress per chat, enforced by the database.
        "CREATE UNIQUE INDEX matches_one_active_per_chat ON matches(chat_id) "
        "WHERE status = 'active'",
        "CREATE INDEX matches_chat_updated ON matches(chat_id, updated_at)",
        "CREATE INDEX matches_player0 ON matches(player0_id, updated_at)",
        "CREATE INDEX matches_player1 ON matches(player1_id, updated_at)",
        """
        CREATE TABLE player_match_stats (
            user_id        INTEGER NOT NULL REFERENCES players(user_id) ON DELETE CASCADE,
            variant        TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            matches        INTEGER NOT NULL DEFAULT 0,
            wins           INTEGER NOT NULL DEFAULT 0,
            losses         INTEGER NOT NULL DEFAULT 0,
            vs_ai_matches  INTEGER NOT NULL DEFAULT 0,
            vs_ai_wins     INTEGER NOT NULL DEFAULT 0,
            rating         REAL NOT NULL DEFAULT 1500.0,
            rated_matches  INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (user_id, variant)
        ) WITHOUT ROWID
        """,
        "ALTER TABLE games ADD COLUMN match_id INTEGER",
        # SQLite cannot change a CHECK constraint in place: rebuild finished_games with
        # 'passed' allowed and two new columns at the end, copying every row.
        """
        CREATE TABLE finished_games_v3 (
            game_id       INTEGER PRIMARY KEY,
            chat_id       INTEGER NOT NULL,
            variant       TEXT NOT NULL CHECK (variant IN ('short', 'long')),
            opponent      TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
            ai_level      TEXT,
            white_id      INTEGER,
            black_id      INTEGER,
            white_name    TEXT,
            black_name    TEXT,
            creator_id    INTEGER NOT NULL,
            reason        TEXT NOT NULL CHECK (reason IN
                          ('borne_off', 'resigned', 'timeout', 'cancelled', 'passed')),
            winner        TEXT CHECK (winner IN ('white', 'black')),
            winner_id     INTEGER,
            loser_id      INTEGER,
            points        INTEGER NOT NULL CHECK (points >= 0),
            gammon        INTEGER NOT NULL DEFAULT 0,
            backgammon    INTEGER NOT NULL DEFAULT 0,
            rating_change REAL,
            final_state   TEXT NOT NULL,
            history       TEXT NOT NULL,
            created_at    REAL NOT NULL,
            finished_at   REAL NOT NULL,
            match_id      INTEGER,
            game_no       INTEGER CHECK (game_no >= 1)
        )
        """,
        f"INSERT INTO finished_games_v3 ({_FINISHED_V1_COLS}) "
        f"SELECT {_FINISHED_V1_COLS} FROM finished_games",
        "DROP TABLE finished_games",
        "ALTER TABLE finished_games_v3 RENAME TO finished_games",
        "CREATE INDEX finished_games_chat ON finished_games(chat_id, variant)",
        "CREATE INDEX finished_games_white ON finished_games(white_id, finished_at)",
        "CREATE INDEX finished_games_black ON finished_games(black_id, finished_at)",
        "CREATE UNIQUE INDEX finished_games_match ON finished_games(match_id, game_no) "
        "WHERE match_id IS NOT NULL",
    ),
)

_V4 = Migration(
    4,
    "chat settings: automatic finish of turns (NULL = the default, on); rows kept",
    ("ALTER TABLE chat_settings ADD COLUMN auto_finish INTEGER CHECK (auto_finish IN (0, 1))",),
)

_V5 = Migration(
    5,
    "the coach: stored analyses of finished games, players' consent to hints per chat",
    (
        """
        CREATE TABLE game_analyses (
            game_id     INTEGER PRIMARY KEY,
            analysis    TEXT NOT NULL,
            created_at  REAL NOT NULL
        )
        """,
        """
        CREATE TABLE hint_consents (
            chat_id     INTEGER NOT NULL,
            user_id     INTEGER NOT NULL,
            created_at  REAL NOT NULL,
            PRIMARY KEY (chat_id, user_id)
        ) WITHOUT ROWID
        """,
    ),
)

#: Every migration, in order. ``MIGRATIONS[i].version == i + 1``.
MIGRATIONS: tuple[Migration, ...] = (_V1, _V2, _V3, _V4, _V5)
#: The schema version this code writes and expects.
SCHEMA_VERSION: int = MIGRATIONS[-1].version


async def schema_version(db: aiosqlite.Connection) -> int:
    """The database's ``PRAGMA user_version`` (0 for a new, empty file)."""
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def apply_migrations(
    db: aiosqlite.Connection, migrations: Sequence[Migration] = MIGRATIONS
) -> int:
    """Bring the database up to ``migrations[-1].version`` in one transaction; return the
    version it now has. ``db`` must be in autocommit mode (``isolation_level=None``) and
    not inside a transaction. Raises `StorageError` if the database is newer than
    ``migrations`` or the list is not numbered 1, 2, 3, ..."""
    for index, migration in enumerate(migrations):
        if migration.version != index + 1:
            raise StorageError(f"migration #{index} has version {migration.version}")
    target = migrations[-1].version if migrations else 0
    current = await schema_version(db)
    if current > target:
        raise StorageError(f"database schema version {current} is newer than this code ({target})")
    if current == target:
        return current  # up to date: no write lock needed
    await db.execute("BEGIN IMMEDIATE")
    try:
        # Read the version inside the write lock: another process may have migrated.
        current = await schema_version(db)
        if current > target:
            raise StorageError(
                f"database schema version {current} is newer than this code ({target})"
            )
        for migration in migrations[current:]:
            for statement in migration.statements:
                await db.execute(statement)
            await db.execute(f"PRAGMA user_version = {int(migration.version)}")
    except BaseException:
        await db.execute("ROLLBACK")
        raise
    await db.execute("COMMIT")
    return max(current, target)
