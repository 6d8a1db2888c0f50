"""The first six schema steps: players and their statistics, games and finished games,
chat settings, matches, the coach's analyses and consent, games in inline messages."""

from __future__ import annotations

from storage.schema_step import Migration, Only

__all__ = ["V1", "V2", "V3", "V4", "V5", "V6"]


_FINISHED_GAMES = """
    CREATE TABLE {table} (
        game_id       {id} PRIMARY KEY,
        chat_id       {id} NOT NULL,
        variant       TEXT NOT NULL CHECK (variant IN ('short', 'long')),
        opponent      TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
        ai_level      TEXT,
        white_id      {id},
        black_id      {id},
        white_name    TEXT,
        black_name    TEXT,
        creator_id    {id} NOT NULL,
        reason        TEXT NOT NULL CONSTRAINT finished_games_reason_check
                      CHECK (reason IN ({reasons})),
        winner        TEXT CHECK (winner IN ('white', 'black')),
        winner_id     {id},
        loser_id      {id},
        points        INTEGER NOT NULL CHECK (points >= 0),
        gammon        {bool} NOT NULL DEFAULT {false},
        backgammon    {bool} NOT NULL DEFAULT {false},
        rating_change {float},
        final_state   TEXT NOT NULL,
        history       TEXT NOT NULL,
        created_at    {ts} NOT NULL,
        finished_at   {ts} NOT NULL{more}
    )
"""
_REASONS = "'borne_off', 'resigned', 'timeout', 'cancelled'"
_FINISHED_V1_COLS = (
    "game_id, chat_id, variant, opponent, ai_level, white_id, black_id, white_name, "
    "black_name, creator_id, reason, winner, winner_id, loser_id, points, gammon, "
    "backgammon, rating_change, final_state, history, created_at, finished_at"
)
_FINISHED_INDEXES = (
    "CREATE INDEX finished_games_white ON finished_games(white_id, finished_at)",
    "CREATE INDEX finished_games_black ON finished_games(black_id, finished_at)",
)


def _finished_games(table: str, reasons: str, more: str = "") -> str:
    """The finished-games table under ``table`` (types left in braces)."""
    return _FINISHED_GAMES.replace("{table}", table).replace("{reasons}", reasons).replace(
        "{more}", more)


V1 = Migration(1, "base schema: players, per-variant stats, unfinished games, finished games", (
    """
    CREATE TABLE players (
        user_id     {id} PRIMARY KEY,
        name        TEXT NOT NULL,
        created_at  {ts} NOT NULL,
        updated_at  {ts} NOT NULL
    )
    """,
    """
    CREATE TABLE player_stats (
        user_id         {id} NOT NULL REFERENCES players(user_id) ON DELETE CASCADE,
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
        rating          {float} NOT NULL DEFAULT 1500.0,
        rated_games     INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, variant)
    ){rowid}
    """,
    """
    CREATE TABLE games (
        game_id      {key},
        chat_id      {id} NOT NULL,
        variant      TEXT NOT NULL CHECK (variant IN ('short', 'long')),
        opponent     TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
        ai_level     TEXT,
        status       TEXT NOT NULL CHECK (status IN ('lobby', 'active')),
        state        TEXT NOT NULL,
        history      TEXT NOT NULL DEFAULT '',
        white_id     {id},
        black_id     {id},
        white_name   TEXT,
        black_name   TEXT,
        creator_id   {id} NOT NULL,
        message_id   {id},
        version      INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at   {ts} NOT NULL,
        updated_at   {ts} NOT NULL,
        last_move_at {ts},
        expires_at   {ts}
    )
    """,
    # At most one unfinished game per chat, enforced by the database.
    "CREATE UNIQUE INDEX games_one_unfinished_per_chat ON games(chat_id) "
    "WHERE status IN ('lobby', 'active')",
    "CREATE INDEX games_status_updated ON games(status, updated_at)",
    _finished_games("finished_games", _REASONS),
    "CREATE INDEX finished_games_chat ON finished_games(chat_id, variant)",
))

V2 = Migration(2, "player language, chat settings, deadline and per-player history indexes", (
    "ALTER TABLE players ADD COLUMN language TEXT",
    """
    CREATE TABLE chat_settings (
        chat_id              {id} PRIMARY KEY,
        language             TEXT,
        default_variant      TEXT CHECK (default_variant IN ('short', 'long')),
        default_ai_level     TEXT,
        inactivity_timeout_s INTEGER CHECK (inactivity_timeout_s > 0),
        lobby_timeout_s      INTEGER CHECK (lobby_timeout_s > 0),
        updated_at           {ts} NOT NULL
    )
    """,
    "CREATE INDEX games_expires ON games(expires_at) WHERE expires_at IS NOT NULL",
    *_FINISHED_INDEXES,
))

V3 = Migration(3, "matches: match table and per-player match stats; finished games may end "
                "by a passed double and belong to a match (rows kept)", (
    """
    CREATE TABLE matches (
        match_id      {key},
        chat_id       {id} NOT NULL,
        variant       TEXT NOT NULL CHECK (variant IN ('short', 'long')),
        opponent      TEXT NOT NULL CHECK (opponent IN ('friend', 'ai')),
        ai_level      TEXT,
        target        INTEGER NOT NULL CHECK (target BETWEEN 1 AND 25),
        cube          {bool} NOT NULL CHECK (cube IN ({false}, {true})),
        status        TEXT NOT NULL CHECK (status IN ('active', 'finished')),
        state         TEXT NOT NULL,
        player0_id    {id},
        player1_id    {id},
        player0_name  TEXT,
        player1_name  TEXT,
        score0        INTEGER NOT NULL DEFAULT 0 CHECK (score0 >= 0),
        score1        INTEGER NOT NULL DEFAULT 0 CHECK (score1 >= 0),
        winner        INTEGER CHECK (winner IN (0, 1)),
        winner_id     {id},
        loser_id      {id},
        reason        TEXT CHECK (reason IN ('score', 'resigned', 'timeout', 'cancelled')),
        rating_change {float},
        creator_id    {id} NOT NULL,
        version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at    {ts} NOT NULL,
        updated_at    {ts} NOT NULL,
        finished_at   {ts}
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
        user_id        {id} NOT NULL REFERENCES players(user_id) ON DELETE CASCADE,
        variant        TEXT NOT NULL CHECK (variant IN ('short', 'long')),
        matches        INTEGER NOT NULL DEFAULT 0,
        wins           INTEGER NOT NULL DEFAULT 0,
        losses         INTEGER NOT NULL DEFAULT 0,
        vs_ai_matches  INTEGER NOT NULL DEFAULT 0,
        vs_ai_wins     INTEGER NOT NULL DEFAULT 0,
        rating         {float} NOT NULL DEFAULT 1500.0,
        rated_matches  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, variant)
    ){rowid}
    """,
    "ALTER TABLE games ADD COLUMN match_id {id}",
    # SQLite cannot change a CHECK constraint in place: the table is rebuilt with
    # 'passed' allowed and the two new columns at the end, every row copied.
    Only("sqlite", (
        _finished_games("finished_games_v3", _REASONS + ", 'passed'",
                        ",\n        match_id {id},\n        game_no INTEGER CHECK (game_no >= 1)"),
        f"INSERT INTO finished_games_v3 ({_FINISHED_V1_COLS}) "
        f"SELECT {_FINISHED_V1_COLS} FROM finished_games",
        "DROP TABLE finished_games",
        "ALTER TABLE finished_games_v3 RENAME TO finished_games",
        "CREATE INDEX finished_games_chat ON finished_games(chat_id, variant)",
        *_FINISHED_INDEXES,
    )),
    Only("postgres", (
        "ALTER TABLE finished_games DROP CONSTRAINT finished_games_reason_check",
        "ALTER TABLE finished_games ADD CONSTRAINT finished_games_reason_check CHECK "
        f"(reason IN ({_REASONS}, 'passed'))",
        "ALTER TABLE finished_games ADD COLUMN match_id {id}",
        "ALTER TABLE finished_games ADD COLUMN game_no INTEGER CHECK (game_no >= 1)",
    )),
    "CREATE UNIQUE INDEX finished_games_match ON finished_games(match_id, game_no) "
    "WHERE match_id IS NOT NULL",
))

V4 = Migration(4, "chat settings: automatic finish of turns (NULL = the default, on); rows kept", (
    "ALTER TABLE chat_settings ADD COLUMN auto_finish {bool} "
    "CHECK (auto_finish IN ({false}, {true}))",
))

V5 = Migration(5, "the coach: stored analyses of finished games, players' consent to hints "
                "per chat", (
    """
    CREATE TABLE game_analyses (
        game_id     {id} PRIMARY KEY,
        analysis    TEXT NOT NULL,
        created_at  {ts} NOT NULL
    )
    """,
    """
    CREATE TABLE hint_consents (
        chat_id     {id} NOT NULL,
        user_id     {id} NOT NULL,
        created_at  {ts} NOT NULL,
        PRIMARY KEY (chat_id, user_id)
    ){rowid}
    """,
))

V6 = Migration(6, "games played in inline messages: the inline message id of a game (every "
                "row kept; one unfinished game per inline message)", (
    "ALTER TABLE games ADD COLUMN inline_message_id TEXT",
    "CREATE UNIQUE INDEX games_inline ON games(inline_message_id) "
    "WHERE inline_message_id IS NOT NULL",
))
