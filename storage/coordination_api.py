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
- **notifications** (`Coordination.notify`, `subscribe`): a short text on a named channel
  reaches the subscribers of every process, this one included (PostgreSQL's
  ``NOTIFY`` / ``LISTEN`` on one connection of the pool held for it; in one process, a
  plain call), e.g. "game 12 of chat 34 changed" for the board pages.

`storage.coordination.LocalCoordination` is the one-process implementation (SQLite): no
extra locks (the bot's asyncio lock per chat serializes everything), in-memory jobs and
buckets, notifications as calls. `storage.pg_coordination.PgCoordination` is the PostgreSQL
one (asyncpg, the tables of `storage.schema`), on the storage's own pool in the bot
(`PgCoordination.on_pool`: storage, coordination and notifications share one pool per
database) or on a pool of its own (`PgCoordination.open`). `storage.coordination.open_coordination`
picks one from the database address, as `NARDY_DB` gives it.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Protocol

__all__ = ["BoardEdit", "Coordination", "Job", "Listener", "lock_key", "process_name"]

Listener = Callable[[str | None], None]
"""A subscriber of a channel: called with each notification's payload, and with None when
notifications may have been missed (the listening connection was lost and is back): the
subscriber then reads again what it follows."""

LOCK_NAMESPACE = 0x4E415244
"""First key of every per-chat advisory lock ('NARD'), so that other advisory locks of the
database (the migrations') never meet a chat's."""
BOARD_NAMESPACE = 0x4E415246
"""First key of the advisory lock held while a game's board is being edited."""


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

    async def notify(self, channel: str, payload: str) -> None:
        """Send ``payload`` (a short text) to the subscribers of ``channel`` in every
        process on the database, this one included."""

    async def subscribe(self, channel: str, listener: Listener) -> None:
        """Call ``listener`` for every notification on ``channel`` from now on (see
        `Listener`), until `close`."""

    async def close(self) -> None:
        """Release the connections (a local one holds none)."""
