"""Coordination of the bot processes that share one database.

One bot process on SQLite needs no coordination beyond its own asyncio locks. Several
processes on one PostgreSQL database (webhook mode, any process may receive any update)
need three things, all held by PostgreSQL itself (no other service):

- **per-chat serialization**: `Coordination.chat_lock` takes a transaction-scoped
  advisory lock (``pg_advisory_xact_lock``) on a hash of the chat key, held on a
  connection of its own for as long as a press is handled. A process that dies loses its
  connection and with it the lock. The compare-and-set on the game's version stays the
  last line of defence.
- **jobs** (`Coordination.put_job`, `claim_jobs`, `finish_job`): timed work that must run
  once, whichever process is alive (the AI's turns, turn reminders, the periodic sweep).
  A job is one row per ``(kind, key)``; a process claims due jobs with
  ``FOR UPDATE SKIP LOCKED`` and holds a lease on them; a lease that runs out (its process
  died or hung) makes the job claimable again. `finish_job` deletes the job, unless it was
  put again while it ran (its ``token`` moved on): then the new run waits for its time.
  The work itself must be idempotent against the game's version, since a job whose
  process died mid-way runs again.
- **the order of board edits** (`Coordination.board_edit`): one process at a time edits a
  game's board, and a view older than the one last shown is not sent at all, so that two
  processes never leave a board showing an old view. The board's message id is kept with
  it and written in the same transaction as the post, so that two processes that show a
  new game's first view at once post one board, not two.
- **the edit budget of a chat** (`Coordination.take_edit`): a token bucket per chat kept
  in a table and updated in one statement, timed by the database's clock, so that the
  processes together stay within Telegram's limit for the chat.

`LocalCoordination` is the one-process implementation (SQLite): no extra locks (the bot's
asyncio lock per chat serializes everything), in-memory jobs and buckets.
`PgCoordination` is the PostgreSQL one (asyncpg, a small pool of its own).
`open_coordination` picks one from the database address, as `NARDY_DB` gives it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

__all__ = [
    "BoardEdit",
    "Coordination",
    "Job",
    "LocalCoordination",
    "PgCoordination",
    "is_postgres_url",
    "lock_key",
    "open_coordination",
    "process_name",
]

LOCK_NAMESPACE = 0x4E415244
"""First key of every per-chat advisory lock ('NARD'), so that other advisory locks of the
database (the migrations') never meet a chat's."""
SCHEMA_LOCK = 0x4E415245
"""Advisory lock (with key 0) held while the coordination tables are created."""
BOARD_NAMESPACE = 0x4E415246
"""First key of the advisory lock held while a game's board is being edited."""


def is_postgres_url(db: str) -> bool:
    """Whether a database address names PostgreSQL (``postgresql://`` or ``postgres://``)."""
    return db.startswith(("postgresql://", "postgres://"))


def process_name() -> str:
    """A name for this process that is unique among the bot's processes (host and pid)."""
    return f"{socket.gethostname()}:{os.getpid()}"


def lock_key(chat_id: int) -> int:
    """The second key (a signed 32-bit hash) of a chat's advisory lock. Two chats that
    share it only wait for each other; nothing goes wrong."""
    folded = (chat_id ^ (chat_id >> 32) ^ (chat_id >> 62)) & 0xFFFFFFFF
    return folded - (1 << 32) if folded >= (1 << 31) else folded


@dataclass(frozen=True, slots=True)
class Job:
    """A claimed job: what to do (``kind``, ``key``, ``payload``) and which version of the
    job this claim is (``token``; a job put again while it runs gets a new token).
    ``attempts`` counts the claims of this job, this one included."""

    kind: str
    key: int
    payload: str
    token: int
    attempts: int


@dataclass(slots=True)
class BoardEdit:
    """A game's board while one process holds it (`Coordination.board_edit`)."""

    newest: bool
    """Whether the view may be shown: no newer view was shown."""
    message_id: int | None = None
    """The board message the processes edit, None when none is known yet; the holder sets
    it after posting a new board message."""


class Coordination(Protocol):
    """What the bot's processes share besides the games themselves."""

    @property
    def shared(self) -> bool:
        """True when other processes may use the same database (jobs must then go
        through this object, and caches of games are not to be trusted)."""

    @property
    def owner(self) -> str:
        """This process's name in job leases."""

    def chat_lock(self, chat_id: int) -> AbstractAsyncContextManager[None]:
        """Serializes the handling of one chat's presses across processes (taken inside
        the process's own lock of the chat)."""

    async def put_job(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                      replace: bool = True) -> None:
        """Make the job ``(kind, key)`` due in ``delay`` seconds with ``payload``. An
        existing job of that kind and key is replaced (due time, payload and a new token;
        a run in progress keeps its lease and the new version runs after it) unless
        ``replace`` is False, when an existing job is left as it is."""

    async def cancel_job(self, kind: str, key: int) -> None:
        """Drop the job ``(kind, key)`` (a run in progress is not stopped)."""

    async def hasten_job(self, kind: str, key: int) -> None:
        """Make the job ``(kind, key)``, if there is one, due now."""

    async def claim_jobs(self, *, lease: float, limit: int = 8) -> list[Job]:
        """Claim up to ``limit`` due jobs that nobody holds (or whose lease ran out) for
        ``lease`` seconds, oldest due first."""

    async def renew_job(self, job: Job, *, lease: float) -> bool:
        """Extend the lease of a claimed job by ``lease`` seconds from now; False when the
        claim was lost (the job was cancelled or claimed by another process)."""

    async def finish_job(self, job: Job) -> None:
        """The claimed job ran: delete it, or, if it was put again meanwhile, release it
        so that its new version runs when due."""

    async def release_job(self, job: Job) -> None:
        """Give a claimed job back unrun (this process stops): another process may claim
        it at once."""

    async def next_due(self) -> float | None:
        """Seconds until the next unclaimed job is due (0 when one is due now), None when
        there is none."""

    def board_edit(self, game_id: int, seq: int) -> AbstractAsyncContextManager[BoardEdit]:
        """Held while the board of a game is edited to show view ``seq``: gives a
        `BoardEdit` whose ``newest`` is True when the view may be shown (no newer one was
        shown or is being shown) and False when it is older than the board's (nothing is
        to be sent), with the board's message id as the processes know it. A message id
        set on it by the holder is kept when the block ends normally (not when it fails:
        then nothing of the edit is recorded)."""

    async def take_edit(self, chat_id: int, capacity: float, rate: float) -> float:
        """Take one send from the chat's budget (a bucket of ``capacity`` refilled at
        ``rate`` per second): 0.0 when taken, else the seconds to wait before asking
        again (nothing taken)."""

    async def close(self) -> None:
        """Release the connections (a local one holds none)."""


# --------------------------------------------------------------------------- local


@dataclass(slots=True)
class _LocalJob:
    due: float
    payload: str
    token: int
    attempts: int = 0
    lease_until: float | None = None


class LocalCoordination:
    """Coordination inside one process: no locks of its own, jobs and budgets in memory."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._jobs: dict[tuple[str, int], _LocalJob] = {}
        self._buckets: dict[int, tuple[float, float]] = {}
        self._tokens = 0

    @property
    def shared(self) -> bool:
        """Never: one process owns its database."""
        return False

    @property
    def owner(self) -> str:
        """This process."""
        return process_name()

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_id: int) -> AsyncIterator[None]:
        """Nothing to take: the process's own lock of the chat is enough."""
        yield

    async def put_job(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                      replace: bool = True) -> None:
        """See `Coordination.put_job`."""
        old = self._jobs.get((kind, key))
        if old is not None and not replace:
            return
        self._tokens += 1
        due = self._clock() + max(0.0, delay)
        if old is None:
            self._jobs[(kind, key)] = _LocalJob(due, payload, self._tokens)
        else:
            old.due, old.payload, old.token = due, payload, self._tokens

    async def cancel_job(self, kind: str, key: int) -> None:
        """See `Coordination.cancel_job`."""
        self._jobs.pop((kind, key), None)

    async def hasten_job(self, kind: str, key: int) -> None:
        """See `Coordination.hasten_job`."""
        j = self._jobs.get((kind, key))
        if j is not None:
            j.due = min(j.due, self._clock())

    async def claim_jobs(self, *, lease: float, limit: int = 8) -> list[Job]:
        """See `Coordination.claim_jobs`."""
        now = self._clock()
        free = sorted(((j.due, k) for k, j in self._jobs.items()
                       if j.due <= now and (j.lease_until is None or j.lease_until < now)))
        claimed = []
        for _, k in free[:limit]:
            j = self._jobs[k]
            j.lease_until = now + lease
            j.attempts += 1
            claimed.append(Job(k[0], k[1], j.payload, j.token, j.attempts))
        return claimed

    async def renew_job(self, job: Job, *, lease: float) -> bool:
        """See `Coordination.renew_job`."""
        j = self._jobs.get((job.kind, job.key))
        if j is None or j.lease_until is None or j.attempts != job.attempts:
            return False
        j.lease_until = self._clock() + lease
        return True

    async def finish_job(self, job: Job) -> None:
        """See `Coordination.finish_job`."""
        j = self._jobs.get((job.kind, job.key))
        if j is None or j.attempts != job.attempts:
            return
        if j.token == job.token:
            del self._jobs[(job.kind, job.key)]
        else:
            j.lease_until = None

    async def release_job(self, job: Job) -> None:
        """See `Coordination.release_job`."""
        j = self._jobs.get((job.kind, job.key))
        if j is not None and j.attempts == job.attempts:
            j.lease_until = None

    async def next_due(self) -> float | None:
        """See `Coordination.next_due`."""
        now = self._clock()
        free = [j.due for j in self._jobs.values()
                if j.lease_until is None or j.lease_until < now]
        return max(0.0, min(free) - now) if free else None

    @contextlib.asynccontextmanager
    async def board_edit(self, game_id: int, seq: int) -> AsyncIterator[BoardEdit]:
        """Always the newest, with no message id of its own: the process's sender already
        sends only the newest view and knows its boards."""
        yield BoardEdit(newest=True)

    async def take_edit(self, chat_id: int, capacity: float, rate: float) -> float:
        """See `Coordination.take_edit`."""
        if rate <= 0:
            return 0.0
        now = self._clock()
        tokens, stamp = self._buckets.get(chat_id, (capacity, now))
        tokens = min(capacity, tokens + (now - stamp) * rate)
        if tokens < 1:
            self._buckets[chat_id] = (tokens, now)
            return (1 - tokens) / rate
        self._buckets[chat_id] = (tokens - 1, now)
        return 0.0

    async def close(self) -> None:
        """Nothing to release."""


# --------------------------------------------------------------------------- PostgreSQL

SCHEMA = """
CREATE TABLE IF NOT EXISTS nardy_jobs (
    kind        text    NOT NULL,
    key         bigint  NOT NULL,
    due_at      timestamptz NOT NULL,
    payload     text    NOT NULL DEFAULT '',
    token       bigint  NOT NULL DEFAULT 1,
    attempts    integer NOT NULL DEFAULT 0,
    owner       text,
    lease_until timestamptz,
    PRIMARY KEY (kind, key)
);
CREATE INDEX IF NOT EXISTS nardy_jobs_due ON nardy_jobs (due_at);
CREATE TABLE IF NOT EXISTS nardy_boards (
    game_id    bigint PRIMARY KEY,
    seq        bigint NOT NULL,
    message_id bigint
);
ALTER TABLE nardy_boards ADD COLUMN IF NOT EXISTS message_id bigint;
CREATE TABLE IF NOT EXISTS nardy_edit_budget (
    chat_id bigint PRIMARY KEY,
    tokens  double precision NOT NULL,
    stamp   double precision NOT NULL
);
"""

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


async def _reset(con: Any) -> None:
    """What a connection needs when it goes back to the pool: only the end of a
    transaction left open by a failure (the coordination uses no session state, so
    asyncpg's full reset, one more round trip per use, is not needed)."""
    if con.is_in_transaction():
        await con.execute("ROLLBACK")


class PgCoordination:
    """Coordination of several processes through one PostgreSQL database."""

    def __init__(self, pool: Any, owner: str) -> None:
        self._pool = pool
        self._owner = owner

    @classmethod
    async def open(cls, dsn: str, *, owner: str | None = None, max_size: int = 20
                   ) -> PgCoordination:
        """Connect (a pool of up to ``max_size`` connections: one per press being handled,
        per board being edited and per job call) and create the coordination tables if they are missing."""
        import asyncpg  # type: ignore[import-untyped]  # only needed with PostgreSQL

        pool = await asyncpg.create_pool(dsn, min_size=1, max_size=max_size, reset=_reset)
        try:
            async with pool.acquire() as con, con.transaction():
                await con.execute("SELECT pg_advisory_xact_lock($1, 0)", SCHEMA_LOCK)
                await con.execute(SCHEMA)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, owner or process_name())

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
        async with self._pool.acquire() as con:
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
        async with self._pool.acquire() as con:
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

    async def close(self) -> None:
        """Close the pool (its locks go with it)."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._pool.close(), 5.0)


async def open_coordination(db: str, *, max_size: int = 20) -> Coordination:
    """The coordination for a database address: `PgCoordination` for a PostgreSQL URL,
    else `LocalCoordination` (a SQLite file or ``:memory:``)."""
    if is_postgres_url(db):
        return await PgCoordination.open(db, max_size=max_size)
    return LocalCoordination()
