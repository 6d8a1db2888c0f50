"""`Storage` on one SQLite file through aiosqlite.

Set-up for a server: WAL journal, ``synchronous=NORMAL`` (a commit survives a crash of the
process; a power loss may lose the last commits but never corrupts the file), a busy
timeout so concurrent processes wait for each other instead of failing, foreign keys on.
Every change is one statement in autocommit mode or one ``BEGIN IMMEDIATE`` transaction.

One `SqliteStorage` owns one connection; an asyncio lock serialises its operations so a
transaction of one task never interleaves with statements of another. Several processes
(or several `SqliteStorage` objects) may share the file: the compare-and-set on
``version`` and the unique index on unfinished games hold across connections.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, TypeVar

import aiosqlite

from storage.api import (
    INITIAL_RATING,
    UNSET,
    ActiveGameExists,
    ChatSettings,
    FinishedGame,
    GameNotFound,
    GameRecord,
    GameResult,
    GameStatus,
    LeaderboardEntry,
    LeaderboardOrder,
    NewGame,
    Player,
    PlayerStats,
    StaleVersion,
    StorageError,
    Variant,
    _Unset,
)
from storage.migrations import MIGRATIONS, Migration, apply_migrations
from storage.rows import (
    FINISHED_COLS,
    GAME_COLS,
    GAME_STATUSES,
    OPPONENTS,
    PLAYER_COLS,
    SETTINGS_FIELDS,
    STATS_COLS,
    check_aware,
    check_variant,
    elo_change,
    finished_from_row,
    game_from_row,
    game_update_fields,
    player_from_row,
    seat_ids,
    settings_from_row,
    settings_update_fields,
)
from storage.sqlite_matches import SqliteMatches, ensure_stats_rows

#: Database file used when neither an argument nor ``$NARDY_DB`` names one.
DEFAULT_DB_PATH: Final[str] = "data/nardy.sqlite3"
#: Environment variable naming the database file.
ENV_VAR: Final[str] = "NARDY_DB"

_T = TypeVar("_T")

_GAME_COLS: Final = GAME_COLS
_FINISHED_COLS: Final = FINISHED_COLS
_PLAYER_COLS: Final = PLAYER_COLS
_STATS_COLS: Final = STATS_COLS
_SETTINGS_FIELDS: Final = SETTINGS_FIELDS
_GAME_STATUSES: Final = GAME_STATUSES
_OPPONENTS: Final = OPPONENTS


def _dt(ts: float | None) -> datetime | None:
    return None if ts is None else datetime.fromtimestamp(ts, UTC)


def _ts(value: datetime | None) -> float | None:
    return None if check_aware(value) is None else value.timestamp()  # type: ignore[union-attr]


def _game(row: Sequence[Any]) -> GameRecord:
    return game_from_row(row, _dt)


def _finished(row: Sequence[Any]) -> FinishedGame:
    return finished_from_row(row, _dt)


def _player(row: Sequence[Any]) -> Player:
    return player_from_row(row, _dt)


@contextmanager
def _db_errors() -> Iterator[None]:
    """Turn sqlite3 errors into `StorageError` (the original is chained as the cause)."""
    try:
        yield
    except sqlite3.Error as exc:
        raise StorageError(f"database error: {exc}") from exc


_check_variant = check_variant


def resolve_db_path(path: str | os.PathLike[str] | None = None) -> str:
    """The database path: ``path`` if given, else ``$NARDY_DB``, else `DEFAULT_DB_PATH`
    (relative paths are relative to the working directory)."""
    if path is not None:
        return os.fspath(path)
    return os.environ.get(ENV_VAR) or DEFAULT_DB_PATH


async def open_storage(
    path: str | os.PathLike[str] | None = None,
    *,
    clock: Callable[[], float] | None = None,
    busy_timeout_ms: int = 10_000,
    migrations: Sequence[Migration] = MIGRATIONS,
) -> SqliteStorage:
    """Open (creating file and parent directory if needed) and migrate the database.

    ``path``: see `resolve_db_path`; ``":memory:"`` gives a private in-memory store.
    ``clock``: returns Unix seconds, for tests (default `time.time`).
    ``migrations``: for tests of the upgrade path only.
    Raises `StorageError` if the folder or the file cannot be created or opened, or if the
    file holds a newer schema than this code knows."""
    db_path = resolve_db_path(path)
    if db_path != ":memory:":
        try:
            Path(db_path).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(
                f"cannot create the folder {Path(db_path).parent}: {exc.strerror or exc}"
            ) from exc
        # Open the file once synchronously first: when aiosqlite's connect fails, its
        # worker thread may outlive the event loop and print a traceback on exit.
        with _db_errors():
            await asyncio.to_thread(_probe, db_path)
    with _db_errors():
        db = await aiosqlite.connect(
            db_path, isolation_level=None, timeout=busy_timeout_ms / 1000.0
        )
    try:
        with _db_errors():
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await apply_migrations(db, migrations)
    except BaseException:
        await db.close()
        raise
    return SqliteStorage(db, db_path, clock or time.time)


async def backup(
    src: str | os.PathLike[str], dst: str | os.PathLike[str], *, overwrite: bool = False
) -> int:
    """Copy the database ``src`` into the new file ``dst`` with SQLite's online backup API
    and return the size of the copy in bytes.

    Safe while the bot runs: the copy is one consistent snapshot (every transaction
    committed before the copy started is in it, none is half in it) and writers on other
    connections go on meanwhile (WAL mode). The copy is written to ``dst`` + ``.part`` and
    renamed when complete, so ``dst`` is never a half-written file; it passes
    ``PRAGMA integrity_check`` before it is renamed.

    Raises `StorageError` with a one-line reason if ``src`` is not an existing file, if
    ``dst`` exists (unless ``overwrite``) or is ``src`` itself, if the folder of ``dst`` is
    missing, or on any database error."""
    if str(src).startswith(("postgresql://", "postgres://")):
        raise StorageError("NARDY_DB names a PostgreSQL database: back it up with pg_dump")
    source, target = Path(src), Path(dst)
    if not source.is_file():
        raise StorageError(f"no database file at {source}")
    if target.exists():
        if target.resolve() == source.resolve():
            raise StorageError("the backup file must not be the database itself")
        if not overwrite:
            raise StorageError(f"{target} already exists")
    if not target.parent.is_dir():
        raise StorageError(f"folder {target.parent} does not exist")
    return await asyncio.to_thread(_backup_file, source, target)


def _backup_file(source: Path, target: Path) -> int:
    part = target.with_name(target.name + ".part")
    part.unlink(missing_ok=True)
    try:
        with _db_errors():
            src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=rw", uri=True, timeout=30)
            try:
                dst = sqlite3.connect(part)
                try:
                    # One step (pages=-1): the copy reads one snapshot; a step-wise copy would
                    # restart each time another connection writes and might never finish.
                    src.backup(dst, pages=-1)
                    dst.execute("PRAGMA journal_mode = DELETE")
                    (verdict,) = dst.execute("PRAGMA integrity_check").fetchone()
                finally:
                    dst.close()
            finally:
                src.close()
        if verdict != "ok":
            raise StorageError(f"the copy failed its integrity check: {verdict}")
        os.replace(part, target)
    except OSError as exc:
        raise StorageError(f"cannot write {target}: {exc.strerror or exc}") from exc
    finally:
        part.unlink(missing_ok=True)
    return target.stat().st_size


def _probe(path: str) -> None:
    sqlite3.connect(path).close()


class SqliteStorage(SqliteMatches):
    """The SQLite implementation of `storage.api.Storage`. Create it with `open_storage`."""

    def __init__(self, db: aiosqlite.Connection, path: str, clock: Callable[[], float]) -> None:
        self._db = db
        self._path = path
        self._clock = clock
        self._lock = asyncio.Lock()
        self._closed = False

    @property
    def path(self) -> str:
        """The database file this store uses."""
        return self._path

    async def __aenter__(self) -> SqliteStorage:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._db.close()

    # ------------------------------------------------------------------ plumbing

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("storage is closed")

    async def _read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        async with self._lock:
            self._check_open()
            with _db_errors():
                return list(await self._db.execute_fetchall(sql, tuple(params)))

    async def _write(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        """One statement in autocommit mode (atomic on its own); its rows, if any."""
        return await self._read(sql, params)

    async def _one(self, sql: str, params: Iterable[Any] = ()) -> Any | None:
        rows = await self._read(sql, params)
        return rows[0] if rows else None

    async def _transaction(self, body: Callable[[aiosqlite.Connection], Awaitable[_T]]) -> _T:
        """Run ``body`` inside BEGIN IMMEDIATE ... COMMIT; roll back on any exception.

        The transaction runs in its own task, shielded from the caller's cancellation: a
        cancelled caller never leaves the connection inside an open transaction (the
        transaction then still commits or rolls back on its own)."""

        async def run() -> _T:
            self._check_open()
            db = self._db
            try:
                with _db_errors():
                    await db.execute("BEGIN IMMEDIATE")
                    result = await body(db)
                    await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise
            return result

        def done(task: asyncio.Future[_T]) -> None:
            # Runs however the task ends (even if it was cancelled before it started).
            self._lock.release()
            if not task.cancelled():
                task.exception()  # retrieved: no "never retrieved" warning

        # Take the lock in the caller's task (so callers keep their order), then hand it to
        # the shielded task; its done-callback releases it. No await in between.
        await self._lock.acquire()
        try:
            task = asyncio.ensure_future(run())
        except BaseException:
            self._lock.release()
            raise
        task.add_done_callback(done)
        return await asyncio.shield(task)

    async def _missing(self, db: aiosqlite.Connection, game_id: int, expected: int) -> None:
        """Raise the right error for a compare-and-set that matched no row."""
        rows = await db.execute_fetchall("SELECT version FROM games WHERE game_id = ?", (game_id,))
        for row in rows:
            raise StaleVersion(game_id, expected, row[0])
        rows = await db.execute_fetchall(
            "SELECT 1 FROM finished_games WHERE game_id = ?", (game_id,)
        )
        raise GameNotFound(game_id, finished=bool(rows))

    # ------------------------------------------------------------------ games

    async def create_game(self, new: NewGame) -> GameRecord:
        _check_variant(new.variant)
        if new.opponent not in _OPPONENTS:
            raise ValueError(f"unknown opponent kind {new.opponent!r}")
        if new.status not in _GAME_STATUSES:
            raise ValueError(f"unknown status {new.status!r}")
        now = self._clock()
        params = (
            new.chat_id, new.variant, new.opponent, new.ai_level, new.status, new.state,
            new.history, new.white_id, new.black_id, new.white_name, new.black_name,
            new.creator_id, new.message_id, now, now, _ts(new.expires_at),
            new.inline_message_id,
        )  # fmt: skip
        async with self._lock:
            self._check_open()
            try:
                rows = await self._db.execute_fetchall(
                    "INSERT INTO games (chat_id, variant, opponent, ai_level, status, state, "
                    "history, white_id, black_id, white_name, black_name, creator_id, "
                    "message_id, version, created_at, updated_at, expires_at, "
                    "inline_message_id) "
                    f"VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,1,?,?,?,?) RETURNING {_GAME_COLS}",
                    params,
                )
            except sqlite3.IntegrityError as exc:
                existing = await self._db.execute_fetchall(
                    "SELECT game_id FROM games WHERE chat_id = ? AND status IN ('lobby', 'active')",
                    (new.chat_id,),
                )
                for row in existing:
                    raise ActiveGameExists(new.chat_id, row[0]) from exc
                raise StorageError(f"cannot create game: {exc}") from exc
            except sqlite3.Error as exc:
                raise StorageError(f"cannot create game: {exc}") from exc
        return _game(next(iter(rows)))

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._one(f"SELECT {_GAME_COLS} FROM games WHERE game_id = ?", (game_id,))
        return None if row is None else _game(row)

    async def get_active_game(self, chat_id: int) -> GameRecord | None:
        row = await self._one(
            f"SELECT {_GAME_COLS} FROM games WHERE chat_id = ? AND status IN ('lobby', 'active')",
            (chat_id,),
        )
        return None if row is None else _game(row)

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
        moved: bool = False,
    ) -> GameRecord:
        fields = game_update_fields(
            state=state, history=history, status=status, variant=variant,
            ai_level=ai_level, white_id=white_id, black_id=black_id, white_name=white_name,
            black_name=black_name, message_id=message_id, expires_at=expires_at,
            to_stored=_ts,
        )  # fmt: skip
        now = self._clock()
        sets = ["version = version + 1", "updated_at = ?"]
        params: list[Any] = [now]
        if moved:
            sets.append("last_move_at = ?")
            params.append(now)
        for name, value in fields.items():
            sets.append(f"{name} = ?")
            params.append(value)
        params += [game_id, expected_version]
        sql = (
            f"UPDATE games SET {', '.join(sets)} WHERE game_id = ? AND version = ? "
            f"RETURNING {_GAME_COLS}"
        )
        async with self._lock:
            self._check_open()
            with _db_errors():
                rows = await self._db.execute_fetchall(sql, params)
                if not rows:
                    await self._missing(self._db, game_id, expected_version)
        return _game(next(iter(rows)))

    async def finish_game(
        self, game_id: int, expected_version: int, result: GameResult
    ) -> FinishedGame:
        async def body(db: aiosqlite.Connection) -> FinishedGame:
            rows = await db.execute_fetchall(
                f"DELETE FROM games WHERE game_id = ? AND version = ? RETURNING {_GAME_COLS}",
                (game_id, expected_version),
            )
            if not rows:
                await self._missing(db, game_id, expected_version)
            game = _game(next(iter(rows)))
            now = self._clock()
            winner_id, loser_id = seat_ids(game, result.winner)
            rating_change: float | None = None
            if result.winner is not None:
                rating_change = await self._record_stats(db, game, result, now)
            finished = FinishedGame(
                game_id=game.game_id,
                chat_id=game.chat_id,
                variant=game.variant,
                opponent=game.opponent,
                ai_level=game.ai_level,
                white_id=game.white_id,
                black_id=game.black_id,
                white_name=game.white_name,
                black_name=game.black_name,
                creator_id=game.creator_id,
                reason=result.reason,
                winner=result.winner,
                winner_id=winner_id,
                loser_id=loser_id,
                points=result.points,
                gammon=result.gammon,
                backgammon=result.backgammon,
                rating_change=rating_change,
                final_state=game.state if result.final_state is None else result.final_state,
                history=game.history if result.history is None else result.history,
                created_at=game.created_at,
                finished_at=_dt(now),  # type: ignore[arg-type]
            )
            await db.execute(
                f"INSERT INTO finished_games ({_FINISHED_COLS}) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    finished.game_id, finished.chat_id, finished.variant, finished.opponent,
                    finished.ai_level, finished.white_id, finished.black_id,
                    finished.white_name, finished.black_name, finished.creator_id,
                    finished.reason, finished.winner, finished.winner_id, finished.loser_id,
                    finished.points, int(finished.gammon), int(finished.backgammon),
                    finished.rating_change, finished.final_state, finished.history,
                    _ts(finished.created_at), now,
                ),
            )  # fmt: skip
            return finished

        return await self._transaction(body)

    async def _record_stats(
        self, db: aiosqlite.Connection, game: GameRecord, result: GameResult, now: float
    ) -> float | None:
        """Update both seats' stats for a won game (inside finish_game's transaction);
        return the winner's rating gain, or None if the game is not rated."""
        assert result.winner is not None
        white = (game.white_id, game.white_name)
        black = (game.black_id, game.black_name)
        winner, loser = (white, black) if result.winner == "white" else (black, white)
        if winner[0] is not None and winner[0] == loser[0]:
            return None  # one user held both seats: nothing to count
        vs_ai = 1 if game.opponent == "ai" else 0
        await ensure_stats_rows(db, "player_stats", (winner, loser), game.variant, now)
        rating_change: float | None = None
        rated = game.opponent == "friend" and winner[0] is not None and loser[0] is not None
        if rated:
            rows = await db.execute_fetchall(
                "SELECT user_id, rating FROM player_stats "
                "WHERE variant = ? AND user_id IN (?, ?)",
                (game.variant, winner[0], loser[0]),
            )
            ratings: dict[int | None, float] = {row[0]: row[1] for row in rows}
            rating_change = elo_change(ratings[winner[0]], ratings[loser[0]])
        points = result.points
        if winner[0] is not None:
            await db.execute(
                "UPDATE player_stats SET games = games + 1, wins = wins + 1, "
                "points_won = points_won + ?, gammons_won = gammons_won + ?, "
                "backgammons_won = backgammons_won + ?, vs_ai_games = vs_ai_games + ?, "
                "vs_ai_wins = vs_ai_wins + ?, rating = rating + ?, "
                "rated_games = rated_games + ? WHERE user_id = ? AND variant = ?",
                (
                    points, int(result.gammon), int(result.backgammon), vs_ai, vs_ai,
                    rating_change or 0.0, int(rated), winner[0], game.variant,
                ),
            )  # fmt: skip
        if loser[0] is not None:
            await db.execute(
                "UPDATE player_stats SET games = games + 1, losses = losses + 1, "
                "points_lost = points_lost + ?, vs_ai_games = vs_ai_games + ?, "
                "rating = rating - ?, rated_games = rated_games + ? "
                "WHERE user_id = ? AND variant = ?",
                (points, vs_ai, rating_change or 0.0, int(rated), loser[0], game.variant),
            )
        return rating_change

    async def list_active_games(self) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {_GAME_COLS} FROM games WHERE status = 'active' ORDER BY updated_at, game_id"
        )
        return [_game(row) for row in rows]

    async def expired_lobbies(self, older_than: datetime) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {_GAME_COLS} FROM games WHERE status = 'lobby' AND updated_at < ? "
            "ORDER BY updated_at, game_id",
            (_ts(older_than),),
        )
        return [_game(row) for row in rows]

    async def overdue_games(self, now: datetime) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {_GAME_COLS} FROM games WHERE expires_at IS NOT NULL "
            "AND expires_at <= ? ORDER BY expires_at, game_id",
            (_ts(now),),
        )
        return [_game(row) for row in rows]

    # ------------------------------------------------------------------ history

    async def get_finished_game(self, game_id: int) -> FinishedGame | None:
        row = await self._one(
            f"SELECT {_FINISHED_COLS} FROM finished_games WHERE game_id = ?", (game_id,)
        )
        return None if row is None else _finished(row)

    async def list_finished_games(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        limit: int = 20,
    ) -> list[FinishedGame]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if user_id is not None:
            where.append("(white_id = ? OR black_id = ?)")
            params += [user_id, user_id]
        clause = f"WHERE {' AND '.join(where)} " if where else ""
        rows = await self._read(
            f"SELECT {_FINISHED_COLS} FROM finished_games {clause}"
            "ORDER BY finished_at DESC, game_id DESC LIMIT ?",
            [*params, limit],
        )
        return [_finished(row) for row in rows]

    # ------------------------------------------------------------------ players

    async def upsert_player(
        self, user_id: int, name: str, language: str | None | _Unset = UNSET
    ) -> Player:
        now = self._clock()
        keep_language = language is UNSET
        async with self._lock:
            self._check_open()
            with _db_errors():
                rows = await self._db.execute_fetchall(
                    "INSERT INTO players (user_id, name, language, created_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET "
                    "name = excluded.name, updated_at = excluded.updated_at, "
                    "language = CASE WHEN ? THEN players.language ELSE excluded.language END "
                    f"RETURNING {_PLAYER_COLS}",
                    (user_id, name, None if keep_language else language, now, now, keep_language),
                )
        return _player(next(iter(rows)))

    async def get_player(self, user_id: int) -> Player | None:
        row = await self._one(f"SELECT {_PLAYER_COLS} FROM players WHERE user_id = ?", (user_id,))
        return None if row is None else _player(row)

    async def player_stats(self, user_id: int, variant: Variant) -> PlayerStats:
        _check_variant(variant)
        row = await self._one(
            f"SELECT {_STATS_COLS} FROM player_stats WHERE user_id = ? AND variant = ?",
            (user_id, variant),
        )
        if row is None:
            return PlayerStats(user_id=user_id, variant=variant)
        return PlayerStats(user_id, variant, *row)

    async def chat_leaderboard(
        self,
        chat_id: int,
        variant: Variant,
        limit: int = 10,
        order: LeaderboardOrder = "rating",
    ) -> list[LeaderboardEntry]:
        _check_variant(variant)
        if order == "rating":
            order_by = "rating DESC, wins DESC, points_won DESC, s.user_id"
        elif order == "wins":
            order_by = "wins DESC, points_won DESC, rating DESC, s.user_id"
        else:
            raise ValueError(f"unknown leaderboard order {order!r}")
        sql = f"""
            WITH fg AS (
                SELECT white_id, black_id, winner, points FROM finished_games
                WHERE chat_id = ? AND variant = ? AND reason != 'cancelled'
                  AND (white_id IS NULL OR black_id IS NULL OR white_id != black_id)
            ), seats AS (
                SELECT white_id AS user_id, winner = 'white' AS won,
                       CASE WHEN winner = 'white' THEN points ELSE 0 END AS pts
                  FROM fg WHERE white_id IS NOT NULL
                UNION ALL
                SELECT black_id, winner = 'black',
                       CASE WHEN winner = 'black' THEN points ELSE 0 END
                  FROM fg WHERE black_id IS NOT NULL
            )
            SELECT s.user_id, p.name, COUNT(*) AS games, SUM(s.won) AS wins,
                   COUNT(*) - SUM(s.won) AS losses, SUM(s.pts) AS points_won,
                   COALESCE(ps.rating, ?) AS rating, COALESCE(ps.rated_games, 0)
              FROM seats s
              JOIN players p ON p.user_id = s.user_id
              LEFT JOIN player_stats ps ON ps.user_id = s.user_id AND ps.variant = ?
             GROUP BY s.user_id
             ORDER BY {order_by}
             LIMIT ?
        """
        rows = await self._read(sql, (chat_id, variant, INITIAL_RATING, variant, limit))
        return [LeaderboardEntry(*row) for row in rows]

    # ------------------------------------------------------------------ chat settings

    async def get_chat_settings(self, chat_id: int) -> ChatSettings:
        row = await self._one(
            f"SELECT {', '.join(_SETTINGS_FIELDS)} FROM chat_settings WHERE chat_id = ?",
            (chat_id,),
        )
        return settings_from_row(chat_id, row)

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
    ) -> ChatSettings:
        given = settings_update_fields(
            language=language, default_variant=default_variant,
            default_ai_level=default_ai_level, inactivity_timeout_s=inactivity_timeout_s,
            lobby_timeout_s=lobby_timeout_s, auto_finish=auto_finish,
        )
        names = ["chat_id", "updated_at", *given]
        updates = ", ".join(f"{name} = excluded.{name}" for name in ["updated_at", *given])
        sql = (
            f"INSERT INTO chat_settings ({', '.join(names)}) "
            f"VALUES ({', '.join('?' for _ in names)}) "
            f"ON CONFLICT(chat_id) DO UPDATE SET {updates} "
            f"RETURNING {', '.join(_SETTINGS_FIELDS)}"
        )
        async with self._lock:
            self._check_open()
            with _db_errors():
                rows = await self._db.execute_fetchall(
                    sql, (chat_id, self._clock(), *given.values())
                )
        return settings_from_row(chat_id, next(iter(rows)))
