"""Coordination inside one process (`LocalCoordination`), and `open_coordination`, which
picks the implementation for a database address. The contract: `storage.coordination_api`.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass

from storage.coordination_api import (
    BOARD_NAMESPACE,
    LOCK_NAMESPACE,
    BoardEdit,
    Coordination,
    Job,
    Listener,
    lock_key,
    process_name,
)
from storage.pg_coordination import PgCoordination
from storage.urls import is_postgres_url

__all__ = [
    "BOARD_NAMESPACE",
    "LOCK_NAMESPACE",
    "BoardEdit",
    "Coordination",
    "Job",
    "Listener",
    "LocalCoordination",
    "PgCoordination",
    "is_postgres_url",
    "lock_key",
    "open_coordination",
    "process_name",
]


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
        self._listeners: dict[str, list[Listener]] = {}

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

    async def notify(self, channel: str, payload: str) -> None:
        """Call this process's subscribers of ``channel`` (there are no others)."""
        for listener in list(self._listeners.get(channel, ())):
            listener(payload)

    async def subscribe(self, channel: str, listener: Listener) -> None:
        """See `Coordination.subscribe`."""
        self._listeners.setdefault(channel, []).append(listener)

    async def close(self) -> None:
        """Forget the subscribers."""
        self._listeners.clear()


async def open_coordination(db: str, *, max_size: int = 20, pool: object | None = None
                            ) -> Coordination:
    """The coordination for a database address: `PgCoordination` for a PostgreSQL URL
    (on ``pool``, the storage's, when given: one pool per database; else on a pool of its
    own of up to ``max_size`` connections), else `LocalCoordination` (a SQLite file or
    ``:memory:``)."""
    if is_postgres_url(db):
        if pool is not None:
            return PgCoordination.on_pool(pool)
        return await PgCoordination.open(db, max_size=max_size)
    return LocalCoordination()
