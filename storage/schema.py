"""The schema: one list of migration steps for both databases.

`MIGRATIONS[n - 1]` brings a database from schema version n - 1 to n. A step's statements
are written once, with the names of the column types that differ between the databases
in braces (`TYPES`: ``{id}`` a Telegram id, ``{ts}`` a timestamp, ``{float}``, ``{bool}``,
``{false}``/``{true}``, ``{key}`` a generated primary key, ``{rowid}`` SQLite's
``WITHOUT ROWID``); where a database needs other statements (SQLite cannot change a
CHECK constraint in place), the step carries them as `Only`. Both databases end in the
same tables, columns, checks and unique indexes. Append new steps at the end; never edit
one that has shipped. `storage.migrations.migrate` applies them.
"""

from __future__ import annotations

from typing import Final

from storage.schema_step import TYPES, Migration, Only
from storage.schema_v1_v6 import V1, V2, V3, V4, V5, V6

__all__ = ["TYPES", "Only", "Migration", "MIGRATIONS", "SCHEMA_VERSION"]


# The coordination of several bot processes (`storage.pg_coordination`). A PostgreSQL
# database may already have these tables, made before they were part of the schema:
# hence IF NOT EXISTS. On SQLite (one process) they stay empty.
_V7 = Migration(7, "coordination of the bot's processes: jobs, board edits, edit budgets", (
    """
    CREATE TABLE IF NOT EXISTS nardy_jobs (
        kind        TEXT    NOT NULL,
        key         {id}    NOT NULL,
        due_at      {ts}    NOT NULL,
        payload     TEXT    NOT NULL DEFAULT '',
        token       {id}    NOT NULL DEFAULT 1,
        attempts    INTEGER NOT NULL DEFAULT 0,
        owner       TEXT,
        lease_until {ts},
        PRIMARY KEY (kind, key)
    )
    """,
    "CREATE INDEX IF NOT EXISTS nardy_jobs_due ON nardy_jobs (due_at)",
    """
    CREATE TABLE IF NOT EXISTS nardy_boards (
        game_id    {id} PRIMARY KEY,
        seq        {id} NOT NULL,
        message_id {id}
    )
    """,
    Only("postgres", ("ALTER TABLE nardy_boards ADD COLUMN IF NOT EXISTS message_id BIGINT",)),
    """
    CREATE TABLE IF NOT EXISTS nardy_edit_budget (
        chat_id {id} PRIMARY KEY,
        tokens  {float} NOT NULL,
        stamp   {float} NOT NULL
    )
    """,
))

# The seed is secret until the game ends; the commitment (its SHA-256) is public from the
# start. Both are lower-case hex; NULL in a game without committed dice.
_V8 = Migration(8, "games and finished games: the committed dice's seed and commitment "
                "(NULL in every existing row)", (
    "ALTER TABLE games ADD COLUMN dice_seed TEXT",
    "ALTER TABLE games ADD COLUMN dice_commitment TEXT",
    "ALTER TABLE finished_games ADD COLUMN dice_seed TEXT",
    "ALTER TABLE finished_games ADD COLUMN dice_commitment TEXT",
))

_V9 = Migration(9, "the coach: the stored luck of finished games (shown under the board)", (
    """
    CREATE TABLE game_luck (
        game_id     {id} PRIMARY KEY,
        luck        TEXT NOT NULL,
        created_at  {ts} NOT NULL
    )
    """,
))

# A game's clock (`engine.clock.Clock` as JSON, NULL in a game without one) changes with
# the game's version; ``clock_deadline`` is when the mover's time runs out (NULL while no
# turn is timed), the deadline job's index. The finished game keeps the clock as it ended.
_V10 = Migration(10, "clocks: a game's time control, clock and deadline, the finished game's "
                 "clock, a chat's default time control (NULL in every existing row)", (
    "ALTER TABLE games ADD COLUMN time_control TEXT",
    "ALTER TABLE games ADD COLUMN clock TEXT",
    "ALTER TABLE games ADD COLUMN clock_deadline {ts}",
    "CREATE INDEX games_clock_deadline ON games(clock_deadline) "
    "WHERE clock_deadline IS NOT NULL",
    "ALTER TABLE finished_games ADD COLUMN time_control TEXT",
    "ALTER TABLE finished_games ADD COLUMN clock TEXT",
    "ALTER TABLE chat_settings ADD COLUMN default_time_control TEXT",
))

_V11 = Migration(11, "tournaments: their settings and status, entrants, rounds and pairings "
                 "(each with its game's key and result)", (
    """
    CREATE TABLE tournaments (
        tournament_id        {key},
        chat_id              {id} NOT NULL,
        creator_id           {id} NOT NULL,
        format               TEXT NOT NULL CHECK (format IN ('swiss', 'knockout', 'round_robin')),
        variant              TEXT NOT NULL CHECK (variant IN ('short', 'long')),
        target               INTEGER NOT NULL CHECK (target BETWEEN 1 AND 25),
        cube                 {bool} NOT NULL CHECK (cube IN ({false}, {true})),
        max_players          INTEGER NOT NULL CHECK (max_players >= 3),
        round_deadline_s     INTEGER CHECK (round_deadline_s > 0),
        status               TEXT NOT NULL
                             CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
        rounds_total         INTEGER CHECK (rounds_total >= 1),
        current_round        INTEGER NOT NULL DEFAULT 0 CHECK (current_round >= 0),
        lobby_message_id     {id},
        standings_message_id {id},
        version              INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at           {ts} NOT NULL,
        updated_at           {ts} NOT NULL,
        finished_at          {ts}
    )
    """,
    "CREATE INDEX tournaments_chat ON tournaments(chat_id, status)",
    """
    CREATE TABLE tournament_entrants (
        tournament_id {id} NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
        user_id       {id} NOT NULL,
        name          TEXT NOT NULL,
        rating        {float} NOT NULL,
        joined_at     {ts} NOT NULL,
        withdrawn_at  {ts},
        PRIMARY KEY (tournament_id, user_id)
    ){rowid}
    """,
    """
    CREATE TABLE tournament_rounds (
        tournament_id {id} NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
        round_no      INTEGER NOT NULL CHECK (round_no >= 1),
        paired_at     {ts} NOT NULL,
        deadline_at   {ts},
        message_id    {id},
        PRIMARY KEY (tournament_id, round_no)
    ){rowid}
    """,
    """
    CREATE TABLE tournament_pairings (
        tournament_id {id} NOT NULL,
        round_no      INTEGER NOT NULL,
        board         INTEGER NOT NULL CHECK (board >= 1),
        player_a      {id} NOT NULL,
        player_b      {id},
        outcome       TEXT CHECK (outcome IN
                      ('a', 'b', 'a_forfeit', 'b_forfeit', 'both_forfeit', 'bye')),
        game_key      TEXT,
        decided_at    {ts},
        PRIMARY KEY (tournament_id, round_no, board),
        FOREIGN KEY (tournament_id, round_no)
            REFERENCES tournament_rounds(tournament_id, round_no) ON DELETE CASCADE
    ){rowid}
    """,
    "CREATE UNIQUE INDEX tournament_pairings_game ON tournament_pairings(game_key) "
    "WHERE game_key IS NOT NULL",
    "CREATE INDEX tournament_rounds_deadline ON tournament_rounds(deadline_at) "
    "WHERE deadline_at IS NOT NULL",
))

# A tournament's time control (NULL: untimed), whether it is a league (a round robin played
# a round a week), and where its boards are played (``group``: boards posted in the group;
# ``inline``: in the players' own chats and the Mini App; NULL in the lobby), the language
# of its messages (NULL: the chat's); a chat's
# choice that any member may open a tournament (NULL: administrators only).
_V12 = Migration(12, "tournaments: the time control, the league, where the boards are "
                 "played; a chat's choice that anyone may open a tournament", (
    "ALTER TABLE tournaments ADD COLUMN time_control TEXT",
    "ALTER TABLE tournaments ADD COLUMN league {bool} NOT NULL DEFAULT {false}",
    "ALTER TABLE tournaments ADD COLUMN boards TEXT CHECK (boards IN ('group', 'inline'))",
    "ALTER TABLE tournaments ADD COLUMN language TEXT",
    "ALTER TABLE chat_settings ADD COLUMN tournaments_open {bool}",
))

#: Every step, in order. ``MIGRATIONS[i].version == i + 1``.
MIGRATIONS: Final[tuple[Migration, ...]] = (
    V1, V2, V3, V4, V5, V6, _V7, _V8, _V9, _V10, _V11, _V12,
)  # fmt: skip
#: The schema version this code writes and expects.
SCHEMA_VERSION: Final[int] = MIGRATIONS[-1].version
