"""Coordination of several bot processes through one PostgreSQL database: `PgCoordination`.

The contract is `storage.coordination_api.Coordination`; the tables (``nardy_jobs``,
``nardy_boards``, ``nardy_edit_budget``) are made by the schema's migration steps
(`storage.schema`), which `PgCoordination.open` applies when the database lacks them.
Times are the database's (``clock_timestamp()``), so the processes share one clock.
Notifications are ``pg_notify`` on any connection of the pool and ``LISTEN`` on one
connection of the pool held while there are subscribers (taken again, with growing pauses,
when it is lost).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from storage.coordination_api import (
    BOARD_NAMESPACE,
    LOCK_NAMESPACE,
    BoardEdit,
    Job,
    Listener,
    lock_key,
    process_name,
)

__all__ = ["PgCoordination"]

log = logging.getLogger(__name__)

SPARE_CONNECTIONS = 8
"""Connections of a shared pool that chat locks and board edits never hold: whatever they
wait for inside the block (a read, a save, a job) always finds a connection."""

_PUT = """
INSERT INTO nardy_jobs (kind, key, due_at, payload)
VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3), $4)
ON CONFLICT (kind, key) DO UPDATE
   SET due_at = EXCLUDED.due_at, payload = EXCLUDED.payload,
       token = nardy_jobs.token + 1
"""
_PUT_IF_ABSENT = """
INSERT INTO nardy_jobs (kind, key, due_at, payload)
VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3), $4)
ON CONFLICT (kind, key) DO NOTHING
"""
_CLAIM = """
UPDATE nardy_jobs AS j
   SET owner = $1, lease_until = clock_timestamp() + make_interval(secs => $2),
       attempts = j.attempts + 1
  FROM (SELECT kind, key FROM nardy_jobs
         WHERE due_at <= clock_timestamp()
           AND (lease_until IS NULL OR lease_until < clock_timestamp())
         ORDER BY due_at
         LIMIT $3
         FOR UPDATE SKIP LOCKED) AS due
 WHERE j.kind = due.kind AND j.key = due.key
RETURNING j.kind, j.key, j.payload, j.token, j.attempts, j.due_at
"""
_RENEW = """
UPDATE nardy_jobs SET lease_until = clock_timestamp() + make_interval(secs => $5)
 WHERE kind = $1 AND key = $2 AND owner = $3 AND attempts = $4
RETURNING 1
"""
_FINISH = """
WITH gone AS (
    DELETE FROM nardy_jobs
     WHERE kind = $1 AND key = $2 AND owner = $3 AND attempts = $4 AND token = $5
    RETURNING 1)
UPDATE nardy_jobs SET owner = NULL, lease_until = NULL
 WHERE kind = $1 AND key = $2 AND owner = $3 AND attempts = $4 AND token <> $5
"""
_NEXT_DUE = """
SELECT EXTRACT(EPOCH FROM (MIN(due_at) - clock_timestamp()))::float8
  FROM nardy_jobs
 WHERE lease_until IS NULL OR lease_until < clock_timestamp()
"""
_BOARD = """
WITH locked AS (SELECT pg_advisory_xact_lock($1, $2))
INSERT INTO nardy_boards (game_id, seq) SELECT $3, $4 FROM locked
ON CONFLICT (game_id) DO UPDATE SET seq = EXCLUDED.seq WHERE nardy_boards.seq <= EXCLUDED.seq
RETURNING message_id
"""
_BOARD_MESSAGE = "UPDATE nardy_boards SET message_id = $2 WHERE game_id = $1"
_TAKE_EDIT = """
WITH now AS (SELECT EXTRACT(EPOCH FROM clock_timestamp())::float8 AS t),
old AS (SELECT b.tokens, b.stamp FROM nardy_edit_budget b WHERE b.chat_id = $1 FOR UPDATE),
level AS (SELECT LEAST($2::float8, COALESCE((SELECT tokens + (now.t - stamp) * $3 FROM old),
                                              $2::float8)) AS tokens, now.t FROM now),
put AS (
    INSERT INTO nardy_edit_budget AS b (chat_id, tokens, stamp)
    SELECT $1, CASE WHEN level.tokens >= 1 THEN level.tokens - 1 ELSE level.tokens END,
           level.t FROM level
    ON CONFLICT (chat_id) DO UPDATE SET tokens = EXCLUDED.tokens, stamp = EXCLUDED.stamp)
SELECT CASE WHEN tokens >= 1 THEN 0.0 ELSE (1 - tokens) / $3 END FROM level
"""


class PgCoordination:
    """Coordination of several processes through one PostgreSQL database."""

    def __init__(self, pool: Any, owner: str, *, own_pool: bool = True,
                 holders: int | None = None) -> None:
        self._pool = pool
        self._owner = owner
        self._own_pool = own_pool
        # blocks that hold a connection (chat locks, board edits) at once, None: no bound
        self._holders = None if holders is None else asyncio.Semaphore(max(1, holders))
        self._listeners: dict[str, list[Listener]] = {}
        self._listen: Any = None  # the pool's connection held for LISTEN
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False

    @classmethod
    def on_pool(cls, pool: Any, *, owner: str | None = None) -> PgCoordination:
        """The coordination on the storage's pool (`storage.postgres.PostgresStorage.pool`,
        already migrated), which it does not close: at most the pool's size less
        `SPARE_CONNECTIONS` chat locks and board edits hold a connection at once."""
        return cls(pool, owner or process_name(), own_pool=False,
                   holders=pool.get_max_size() - SPARE_CONNECTIONS)

    @classmethod
    async def open(cls, dsn: str, *, owner: str | None = None, max_size: int = 20
                   ) -> PgCoordination:
        """Connect (a pool of up to ``max_size`` connections: one per press being handled,
        per board being edited and per job call) and bring the database's schema up to
        date (the coordination tables are part of it). Raises `StorageError` with a
        one-line reason if the server cannot be reached."""
        # Only needed with PostgreSQL: a SQLite bot never loads the driver.
        from storage.migrations import migrate
        from storage.postgres import PgDialect, connect_pool

        pool = await connect_pool(dsn, size=max_size)
        try:
            await migrate(PgDialect(pool))
        except BaseException:
            await pool.close()
            raise
        return cls(pool, owner or process_name())

    @contextlib.asynccontextmanager
    async def _held(self) -> AsyncIterator[Any]:
        """A connection of the pool held for a block (within the bound on holders)."""
        if self._holders is None:
            async with self._pool.acquire() as con:
                yield con
            return
        async with self._holders, self._pool.acquire() as con:
            yield con

    @property
    def shared(self) -> bool:
        """Always: any number of processes may use the database."""
        return True

    @property
    def owner(self) -> str:
        """This process's name in job leases."""
        return self._owner

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_id: int) -> AsyncIterator[None]:
        """Hold the chat's advisory lock in a transaction of a connection of its own until
        the block ends (a dead process's connection, and its lock, are dropped)."""
        async with self._held() as con:
            # one round trip to begin and lock, one to end (the keys are ints)
            await con.execute(f"BEGIN; SELECT pg_advisory_xact_lock({LOCK_NAMESPACE}, "
                              f"{lock_key(chat_id)})")
            try:
                yield
            except BaseException:
                await con.execute("ROLLBACK")
                raise
            await con.execute("COMMIT")

    async def put_job(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                      replace: bool = True) -> None:
        """See `Coordination.put_job`."""
        await self._pool.execute(_PUT if replace else _PUT_IF_ABSENT, kind, key,
                                 max(0.0, delay), payload)

    async def cancel_job(self, kind: str, key: int) -> None:
        """See `Coordination.cancel_job`."""
        await self._pool.execute("DELETE FROM nardy_jobs WHERE kind = $1 AND key = $2",
                                 kind, key)

    async def hasten_job(self, kind: str, key: int) -> None:
        """See `Coordination.hasten_job`."""
        await self._pool.execute(
            "UPDATE nardy_jobs SET due_at = LEAST(due_at, clock_timestamp()) "
            "WHERE kind = $1 AND key = $2", kind, key)

    async def claim_jobs(self, *, lease: float, limit: int = 8) -> list[Job]:
        """See `Coordination.claim_jobs`."""
        rows = await self._pool.fetch(_CLAIM, self._owner, lease, limit)
        rows = sorted(rows, key=lambda r: r[5])
        return [Job(r[0], r[1], r[2], r[3], r[4]) for r in rows]

    async def renew_job(self, job: Job, *, lease: float) -> bool:
        """See `Coordination.renew_job`."""
        row = await self._pool.fetchval(_RENEW, job.kind, job.key, self._owner, job.attempts,
                                        lease)
        return row is not None

    async def finish_job(self, job: Job) -> None:
        """See `Coordination.finish_job`."""
        await self._pool.execute(_FINISH, job.kind, job.key, self._owner, job.attempts,
                                 job.token)

    async def release_job(self, job: Job) -> None:
        """See `Coordination.release_job`."""
        await self._pool.execute(
            "UPDATE nardy_jobs SET owner = NULL, lease_until = NULL "
            "WHERE kind = $1 AND key = $2 AND owner = $3 AND attempts = $4",
            job.kind, job.key, self._owner, job.attempts)

    async def next_due(self) -> float | None:
        """See `Coordination.next_due`."""
        value = await self._pool.fetchval(_NEXT_DUE)
        return None if value is None else max(0.0, float(value))

    @contextlib.asynccontextmanager
    async def board_edit(self, game_id: int, seq: int) -> AsyncIterator[BoardEdit]:
        """See `Coordination.board_edit`: the game's board lock, its last view and its
        message (a message id set by the holder is written before the commit)."""
        async with self._held() as con:
            await con.execute("BEGIN")
            try:
                row = await con.fetchrow(_BOARD, BOARD_NAMESPACE, lock_key(game_id),
                                         game_id, seq)
                known = None if row is None else row["message_id"]
                edit = BoardEdit(newest=row is not None, message_id=known)
                yield edit
                if edit.newest and edit.message_id != known:
                    await con.execute(_BOARD_MESSAGE, game_id, edit.message_id)
            except BaseException:
                await con.execute("ROLLBACK")
                raise
            await con.execute("COMMIT")

    async def take_edit(self, chat_id: int, capacity: float, rate: float) -> float:
        """See `Coordination.take_edit`."""
        if rate <= 0:
            return 0.0
        wait = await self._pool.fetchval(_TAKE_EDIT, chat_id, float(capacity), float(rate))
        return float(wait)

    async def notify(self, channel: str, payload: str) -> None:
        """See `Coordination.notify`: ``pg_notify`` on a connection of the pool."""
        await self._pool.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def subscribe(self, channel: str, listener: Listener) -> None:
        """See `Coordination.subscribe`: the first subscriber takes the listening
        connection from the pool."""
        first = channel not in self._listeners
        self._listeners.setdefault(channel, []).append(listener)
        if self._listen is None:
            await self._open_listen()
        elif first:
            await self._listen.add_listener(channel, self._on_notify)

    async def _open_listen(self) -> None:
        con = await self._pool.acquire()
        try:
            for channel in self._listeners:
                await con.add_listener(channel, self._on_notify)
        except BaseException:
            await self._pool.release(con)
            raise
        con.add_termination_listener(self._lost)
        self._listen = con

    def _on_notify(self, _con: Any, _pid: int, channel: str, payload: str) -> None:
        for listener in list(self._listeners.get(channel, ())):
            listener(payload)

    def _lost(self, con: Any) -> None:
        if self._closed:
            return
        self._listen = None
        log.warning("the LISTEN connection was lost; listening again")
        task = asyncio.get_running_loop().create_task(self._relisten(con))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _relisten(self, lost: Any) -> None:
        """Give the lost connection back, LISTEN again (with growing pauses while the
        database is away), then tell every subscriber that it may have missed some."""
        with contextlib.suppress(Exception):
            await self._pool.release(lost)
        delay = 0.5
        while not self._closed:
            try:
                await self._open_listen()
            except Exception as exc:
                log.warning("LISTEN: %s; trying again in %.0f s", exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
                continue
            for listeners in list(self._listeners.values()):
                for listener in list(listeners):
                    listener(None)
            return

    @property
    def listening(self) -> Any:
        """The connection held for LISTEN (None while there is none)."""
        return self._listen

    async def close(self) -> None:
        """Stop listening and give its connection back; close the pool when it is the
        coordination's own (its locks go with it)."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        con, self._listen = self._listen, None
        if con is not None:
            with contextlib.suppress(Exception):
                for channel in self._listeners:
                    await con.remove_listener(channel, self._on_notify)
                await self._pool.release(con)
        self._listeners.clear()
        if self._own_pool:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._pool.close(), 5.0)


