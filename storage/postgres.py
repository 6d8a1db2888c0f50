"""`Storage` on PostgreSQL through asyncpg, for a bot that outgrows one SQLite file.

Selected by ``NARDY_DB=postgresql://user:password@host:port/database`` (see
`storage.backends.open_storage`); the SQLite backend stays the default.

Why asyncpg rather than psycopg 3: it has its own connection pool (psycopg's pool is a
separate package, ``psycopg_pool``), it talks the binary protocol directly (no libpq in
the image) and it is the fastest PostgreSQL driver for asyncio. The price is that it ships
no type information, so this module types what it gets from it (`_Con`, `_Pool` are Any).

Semantics are those of `storage.api`; the SQL is that of `storage.sqlite`, statement by
statement, with ``$n`` parameters, ``TIMESTAMPTZ`` timestamps and ``BOOLEAN`` flags (see
`storage.pg_migrations`). Concurrency: every method takes a connection from the pool;
a change of several statements runs in one transaction (READ COMMITTED). A
compare-and-set is one ``UPDATE ... WHERE version = $n``: of two concurrent writers the
second waits for the first's row lock, re-reads the row and matches nothing, so exactly
one wins, across connections and processes. Stats rows are locked in user-id order, and a
transaction that still meets a deadlock or a serialization failure is run again.
A transaction whose caller is cancelled runs to its end in its own task (like SQLite's).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

import asyncpg  # type: ignore[import-untyped]

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
from storage.backends import redact
from storage.migrations import Migration
from storage.pg_matches import PgMatches, ensure_stats_rows_pg
from storage.pg_migrations import PG_MIGRATIONS, apply_pg_migrations
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
    finished_record,
    game_from_row,
    game_update_fields,
    player_from_row,
    seat_ids,
    settings_from_row,
    settings_update_fields,
)

_T = TypeVar("_T")
log = logging.getLogger(__name__)
_Con = Any  # an asyncpg connection
_Pool = Any  # an asyncpg pool

#: Connections per process by default (one press holds one for a few milliseconds).
DEFAULT_POOL_SIZE: Final[int] = 10
#: Pauses (seconds) before the retries of an operation whose connection was lost or that
#: met a deadlock or serialization failure; then the error is raised as `StorageError`.
RETRY_DELAYS: Final[tuple[float, ...]] = (0.05, 0.2, 0.5, 1.0, 2.0)


def _dt(value: datetime | None) -> datetime | None:
    return None if value is None else value.astimezone(UTC)


def _game(row: Sequence[Any]) -> GameRecord:
    return game_from_row(row, _dt)


def _finished(row: Sequence[Any]) -> FinishedGame:
    return finished_from_row(row, _dt)


async def open_postgres(
    url: str,
    *,
    clock: Callable[[], float] | None = None,
    pool_size: int = DEFAULT_POOL_SIZE,
    migrations: Sequence[Migration] = PG_MIGRATIONS,
    connect_timeout_s: float = 10.0,
) -> PostgresStorage:
    """Connect to the database of ``url`` (a pool of up to ``pool_size`` connections) and
    migrate it. ``clock`` returns Unix seconds (tests); default: the real time.
    Raises `StorageError` with a one-line reason if the server cannot be reached, refuses
    the login, or holds a newer schema than this code knows."""
    try:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=pool_size, timeout=connect_timeout_s,
            command_timeout=60, server_settings={"application_name": "nardy"},
        )  # fmt: skip
    except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:  # fmt: skip
        raise StorageError(f"cannot connect to PostgreSQL at {redact(url)}: {exc}") from exc
    try:
        async with pool.acquire() as con:
            try:
                await apply_pg_migrations(con, migrations)
            except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
                raise StorageError(f"cannot migrate the database: {exc}") from exc
    except BaseException:
        await pool.close()
        raise
    return PostgresStorage(pool, url, clock)


def _errors(exc: BaseException) -> StorageError:
    return StorageError(f"database error: {exc}")


_DB_ERRORS: Final = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError,
                     asyncio.TimeoutError)
#: Errors after which the same operation is tried again on another connection: the
#: connection was lost or refused (server restart, failover, network), or the server
#: chose this transaction as a deadlock victim / serialization failure. Every operation
#: is one statement or one transaction, so a retry never applies half of anything; a
#: compare-and-set whose commit was lost with the connection is refused as stale on
#: retry, which the bot already handles.
_RETRYABLE: Final = (
    asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError, asyncpg.CannotConnectNowError,
    asyncpg.DeadlockDetectedError, asyncpg.SerializationError, OSError,
    asyncio.TimeoutError,
)


class PostgresStorage(PgMatches):
    """The PostgreSQL implementation of `storage.api.Storage`. Create it with
    `open_postgres` (or `storage.open_storage` with a ``postgresql://`` URL)."""

    def __init__(self, pool: _Pool, url: str, clock: Callable[[], float] | None) -> None:
        self._pool = pool
        self._url = url
        self._clock_s = clock
        self._closed = False
        self._inflight: set[asyncio.Future[Any]] = set()

    @property
    def path(self) -> str:
        """The database URL (without its password)."""
        return redact(self._url)

    @property
    def pool(self) -> _Pool:
        """The asyncpg pool (for code that needs PostgreSQL itself, e.g. advisory locks)."""
        return self._pool

    async def __aenter__(self) -> PostgresStorage:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the pool once the transactions in flight (even those whose callers were
        cancelled) have ended. Idempotent."""
        if not self._closed:
            self._closed = True
            await self.wait_idle()
            await self._pool.close()

    async def wait_idle(self) -> None:
        """Wait until every transaction started so far has committed or rolled back."""
        while self._inflight:
            await asyncio.gather(*self._inflight, return_exceptions=True)

    # ------------------------------------------------------------------ plumbing

    def _now(self) -> datetime:
        if self._clock_s is None:
            return datetime.now(UTC)
        return datetime.fromtimestamp(self._clock_s(), UTC)

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("storage is closed")

    async def _run(self, work: Callable[[_Con], Awaitable[_T]]) -> _T:
        """``await work(connection)`` on a pooled connection. A lost connection, a
        deadlock or a serialization failure is retried after `RETRY_DELAYS` on a fresh
        connection; any database error left is raised as `StorageError` (errors of the
        storage interface itself, e.g. `StaleVersion`, pass through)."""
        self._check_open()
        for delay in (*RETRY_DELAYS, None):
            try:
                async with self._pool.acquire() as con:
                    return await work(con)
            except StorageError:
                raise
            except _RETRYABLE as exc:
                if delay is None or self._closed:
                    raise _errors(exc) from exc
                log.warning("PostgreSQL: %s; trying again in %.2f s",
                            " ".join(str(exc).split()) or type(exc).__name__, delay)
                await asyncio.sleep(delay)
            except _DB_ERRORS as exc:
                raise _errors(exc) from exc
        raise AssertionError("unreachable")

    async def _read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        args = tuple(params)

        async def work(con: _Con) -> list[Any]:
            return list(await con.fetch(sql, *args))

        return await self._run(work)

    _write = _read

    async def _one(self, sql: str, params: Iterable[Any] = ()) -> Any | None:
        rows = await self._read(sql, params)
        return rows[0] if rows else None

    async def _transaction(self, body: Callable[[_Con], Awaitable[_T]]) -> _T:
        """Run ``body`` in one transaction (retried as `_run` says: ``body`` must only
        touch the database). Shielded from the caller's cancellation like
        `SqliteStorage`'s: it commits or rolls back on its own."""
        self._check_open()

        async def work(con: _Con) -> _T:
            async with con.transaction():
                return await body(con)

        def done(task: asyncio.Future[_T]) -> None:
            self._inflight.discard(task)
            if not task.cancelled():
                task.exception()  # retrieved: no "never retrieved" warning

        task = asyncio.ensure_future(self._run(work))
        self._inflight.add(task)
        task.add_done_callback(done)
        return await asyncio.shield(task)

    async def _missing(self, con: _Con, game_id: int, expected: int) -> None:
        """Raise the right error for a compare-and-set that matched no row."""
        version = await con.fetchval("SELECT version FROM games WHERE game_id = $1", game_id)
        if version is not None:
            raise StaleVersion(game_id, expected, version)
        finished = await con.fetchval(
            "SELECT 1 FROM finished_games WHERE game_id = $1", game_id
        )
        raise GameNotFound(game_id, finished=finished is not None)

    # ------------------------------------------------------------------ games

    async def create_game(self, new: NewGame) -> GameRecord:
        check_variant(new.variant)
        if new.opponent not in OPPONENTS:
            raise ValueError(f"unknown opponent kind {new.opponent!r}")
        if new.status not in GAME_STATUSES:
            raise ValueError(f"unknown status {new.status!r}")
        now = self._now()
        params = (
            new.chat_id, new.variant, new.opponent, new.ai_level, new.status, new.state,
            new.history, new.white_id, new.black_id, new.white_name, new.black_name,
            new.creator_id, new.message_id, now, now, check_aware(new.expires_at),
            new.inline_message_id,
        )  # fmt: skip

        async def work(con: _Con) -> Any:
            try:
                return await con.fetchrow(
                    "INSERT INTO games (chat_id, variant, opponent, ai_level, status, state, "
                    "history, white_id, black_id, white_name, black_name, creator_id, "
                    "message_id, version, created_at, updated_at, expires_at, "
                    "inline_message_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,1,"
                    f"$14,$15,$16,$17) RETURNING {GAME_COLS}",
                    *params,
                )
            except asyncpg.UniqueViolationError as exc:
                existing = await con.fetchval(
                    "SELECT game_id FROM games WHERE chat_id = $1 "
                    "AND status IN ('lobby', 'active')",
                    new.chat_id,
                )
                if existing is not None:
                    raise ActiveGameExists(new.chat_id, existing) from exc
                raise StorageError(f"cannot create game: {exc}") from exc

        row = await self._run(work)
        return _game(row)

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._one(f"SELECT {GAME_COLS} FROM games WHERE game_id = $1", (game_id,))
        return None if row is None else _game(row)

    async def get_active_game(self, chat_id: int) -> GameRecord | None:
        row = await self._one(
            f"SELECT {GAME_COLS} FROM games WHERE chat_id = $1 "
            "AND status IN ('lobby', 'active')",
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
            to_stored=check_aware,
        )  # fmt: skip
        now = self._now()
        sets = ["version = version + 1", "updated_at = $1"]
        params: list[Any] = [now]
        if moved:
            sets.append("last_move_at = $1")
        for name, value in fields.items():
            params.append(value)
            sets.append(f"{name} = ${len(params)}")
        params += [game_id, expected_version]
        sql = (
            f"UPDATE games SET {', '.join(sets)} WHERE game_id = ${len(params) - 1} "
            f"AND version = ${len(params)} RETURNING {GAME_COLS}"
        )

        async def work(con: _Con) -> Any:
            row = await con.fetchrow(sql, *params)
            if row is None:
                await self._missing(con, game_id, expected_version)
            return row

        row = await self._run(work)
        return _game(row)

    async def finish_game(
        self, game_id: int, expected_version: int, result: GameResult
    ) -> FinishedGame:
        async def body(con: _Con) -> FinishedGame:
            row = await con.fetchrow(
                f"DELETE FROM games WHERE game_id = $1 AND version = $2 RETURNING {GAME_COLS}",
                game_id, expected_version,
            )  # fmt: skip
            if row is None:
                await self._missing(con, game_id, expected_version)
            game = _game(row)
            now = self._now()
            winner_id, loser_id = seat_ids(game, result.winner)
            rating_change: float | None = None
            if result.winner is not None:
                rating_change = await self._record_stats(con, game, result, now)
            finished = finished_record(game, result, winner_id, loser_id, rating_change, now)
            await con.execute(
                f"INSERT INTO finished_games ({FINISHED_COLS}) VALUES ($1,$2,$3,$4,$5,$6,$7,"
                "$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22)",
                finished.game_id, finished.chat_id, finished.variant, finished.opponent,
                finished.ai_level, finished.white_id, finished.black_id,
                finished.white_name, finished.black_name, finished.creator_id,
                finished.reason, finished.winner, finished.winner_id, finished.loser_id,
                finished.points, finished.gammon, finished.backgammon,
                finished.rating_change, finished.final_state, finished.history,
                finished.created_at, now,
            )  # fmt: skip
            return finished

        return await self._transaction(body)

    async def _record_stats(
        self, con: _Con, game: GameRecord, result: GameResult, now: datetime
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
        await ensure_stats_rows_pg(con, "player_stats", (winner, loser), game.variant, now)
        rating_change: float | None = None
        rated = game.opponent == "friend" and winner[0] is not None and loser[0] is not None
        if rated:
            rows = await con.fetch(
                "SELECT user_id, rating FROM player_stats WHERE variant = $1 "
                "AND user_id = ANY($2::bigint[]) ORDER BY user_id FOR UPDATE",
                game.variant, [winner[0], loser[0]],
            )  # fmt: skip
            ratings: dict[int | None, float] = {row[0]: row[1] for row in rows}
            rating_change = elo_change(ratings[winner[0]], ratings[loser[0]])
        points = result.points
        if winner[0] is not None:
            await con.execute(
                "UPDATE player_stats SET games = games + 1, wins = wins + 1, "
                "points_won = points_won + $1, gammons_won = gammons_won + $2, "
                "backgammons_won = backgammons_won + $3, vs_ai_games = vs_ai_games + $4, "
                "vs_ai_wins = vs_ai_wins + $4, rating = rating + $5, "
                "rated_games = rated_games + $6 WHERE user_id = $7 AND variant = $8",
                points, int(result.gammon), int(result.backgammon), vs_ai,
                rating_change or 0.0, int(rated), winner[0], game.variant,
            )  # fmt: skip
        if loser[0] is not None:
            await con.execute(
                "UPDATE player_stats SET games = games + 1, losses = losses + 1, "
                "points_lost = points_lost + $1, vs_ai_games = vs_ai_games + $2, "
                "rating = rating - $3, rated_games = rated_games + $4 "
                "WHERE user_id = $5 AND variant = $6",
                points, vs_ai, rating_change or 0.0, int(rated), loser[0], game.variant,
            )  # fmt: skip
        return rating_change

    async def list_active_games(self) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {GAME_COLS} FROM games WHERE status = 'active' ORDER BY updated_at, game_id"
        )
        return [_game(row) for row in rows]

    async def expired_lobbies(self, older_than: datetime) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {GAME_COLS} FROM games WHERE status = 'lobby' AND updated_at < $1 "
            "ORDER BY updated_at, game_id",
            (check_aware(older_than),),
        )
        return [_game(row) for row in rows]

    async def overdue_games(self, now: datetime) -> list[GameRecord]:
        rows = await self._read(
            f"SELECT {GAME_COLS} FROM games WHERE expires_at IS NOT NULL "
            "AND expires_at <= $1 ORDER BY expires_at, game_id",
            (check_aware(now),),
        )
        return [_game(row) for row in rows]

    # ------------------------------------------------------------------ history

    async def get_finished_game(self, game_id: int) -> FinishedGame | None:
        row = await self._one(
            f"SELECT {FINISHED_COLS} FROM finished_games WHERE game_id = $1", (game_id,)
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
            params.append(chat_id)
            where.append(f"chat_id = ${len(params)}")
        if user_id is not None:
            params.append(user_id)
            where.append(f"(white_id = ${len(params)} OR black_id = ${len(params)})")
        clause = f"WHERE {' AND '.join(where)} " if where else ""
        rows = await self._read(
            f"SELECT {FINISHED_COLS} FROM finished_games {clause}"
            f"ORDER BY finished_at DESC, game_id DESC LIMIT ${len(params) + 1}",
            [*params, max(0, limit)],
        )
        return [_finished(row) for row in rows]

    # ------------------------------------------------------------------ players

    async def upsert_player(
        self, user_id: int, name: str, language: str | None | _Unset = UNSET
    ) -> Player:
        now = self._now()
        keep_language = language is UNSET
        row = await self._one(
            "INSERT INTO players (user_id, name, language, created_at, updated_at) "
            "VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id) DO UPDATE SET "
            "name = excluded.name, updated_at = excluded.updated_at, "
            "language = CASE WHEN $5 THEN players.language ELSE excluded.language END "
            f"RETURNING {PLAYER_COLS}",
            (user_id, name, None if keep_language else language, now, keep_language),
        )
        return player_from_row(row, _dt)  # type: ignore[arg-type]

    async def get_player(self, user_id: int) -> Player | None:
        row = await self._one(f"SELECT {PLAYER_COLS} FROM players WHERE user_id = $1",
                              (user_id,))
        return None if row is None else player_from_row(row, _dt)

    async def player_stats(self, user_id: int, variant: Variant) -> PlayerStats:
        check_variant(variant)
        row = await self._one(
            f"SELECT {STATS_COLS} FROM player_stats WHERE user_id = $1 AND variant = $2",
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
        check_variant(variant)
        if order == "rating":
            order_by = "rating DESC, wins DESC, points_won DESC, s.user_id"
        elif order == "wins":
            order_by = "wins DESC, points_won DESC, rating DESC, s.user_id"
        else:
            raise ValueError(f"unknown leaderboard order {order!r}")
        sql = f"""
            WITH fg AS (
                SELECT white_id, black_id, winner, points FROM finished_games
                WHERE chat_id = $1 AND variant = $2 AND reason != 'cancelled'
                  AND (white_id IS NULL OR black_id IS NULL OR white_id != black_id)
            ), seats AS (
                SELECT white_id AS user_id, CASE WHEN winner = 'white' THEN 1 ELSE 0 END AS won,
                       CASE WHEN winner = 'white' THEN points ELSE 0 END AS pts
                  FROM fg WHERE white_id IS NOT NULL
                UNION ALL
                SELECT black_id, CASE WHEN winner = 'black' THEN 1 ELSE 0 END,
                       CASE WHEN winner = 'black' THEN points ELSE 0 END
                  FROM fg WHERE black_id IS NOT NULL
            )
            SELECT s.user_id, p.name, COUNT(*)::int AS games, SUM(s.won)::int AS wins,
                   (COUNT(*) - SUM(s.won))::int AS losses, SUM(s.pts)::int AS points_won,
                   COALESCE(ps.rating, $3) AS rating, COALESCE(ps.rated_games, 0)
              FROM seats s
              JOIN players p ON p.user_id = s.user_id
              LEFT JOIN player_stats ps ON ps.user_id = s.user_id AND ps.variant = $2
             GROUP BY s.user_id, p.name, ps.rating, ps.rated_games
             ORDER BY {order_by}
             LIMIT $4
        """
        rows = await self._read(sql, (chat_id, variant, INITIAL_RATING, max(0, limit)))
        return [LeaderboardEntry(*row) for row in rows]

    # ------------------------------------------------------------------ chat settings

    async def get_chat_settings(self, chat_id: int) -> ChatSettings:
        row = await self._one(
            f"SELECT {', '.join(SETTINGS_FIELDS)} FROM chat_settings WHERE chat_id = $1",
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
            f"VALUES ({', '.join(f'${i}' for i in range(1, len(names) + 1))}) "
            f"ON CONFLICT (chat_id) DO UPDATE SET {updates} "
            f"RETURNING {', '.join(SETTINGS_FIELDS)}"
        )
        row = await self._one(sql, (chat_id, self._now(), *given.values()))
        return settings_from_row(chat_id, row)
