"""Timed work: the jobs of :mod:`storage.coordination`, run in this process.

The AI's turns, the turn reminders, the pause between two games of a match and the
periodic sweep are jobs, whatever the database: :class:`JobRunner` claims the due ones (a
lease per job, renewed while it runs), runs the handler registered for its kind and marks
it done. On SQLite the jobs live in the process's memory (`LocalCoordination`); on
PostgreSQL they are rows that any bot process may claim. A process that dies stops
renewing its leases; when they run out another process claims the jobs and runs them
again, so every handler is written to be idempotent against the game's version (an AI turn
already saved is not played again).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from storage.coordination import Coordination, Job

__all__ = ["JobRunner", "Handler"]

log = logging.getLogger(__name__)

STOP_TIMEOUT = 10.0
"""Seconds a stopping runner waits for the database to answer its last claim and to take
back each job it gives back."""

Handler = Callable[[Job], Awaitable[None]]
"""Runs one claimed job (its lease is renewed meanwhile)."""


class JobRunner:
    """Claims and runs this process's share of the jobs."""

    def __init__(self, coordination: Coordination, *, lease: float = 30.0,
                 poll: float = 1.0, slots: int = 16) -> None:
        self.coordination = coordination
        self.lease = lease
        self.poll = poll
        self.slots = slots
        self._handlers: dict[str, Handler] = {}
        self._running: dict[tuple[str, int], asyncio.Task[None]] = {}
        self._puts: set[asyncio.Task[None]] = set()
        self._last: dict[tuple[str, int], asyncio.Task[None]] = {}
        self._wake = asyncio.Event()
        self._loop_task: asyncio.Task[None] | None = None
        self._claiming = False
        self.closing = False
        self._idle = asyncio.Event()  # set while not `busy` (kept by `_note`)
        self._idle.set()
        self._change = asyncio.Event()  # set (and replaced) by every change

    # ---------------------------------------------------------------- setup
    def on(self, kind: str, handler: Handler) -> None:
        """Run ``handler`` for the jobs of ``kind``."""
        self._handlers[kind] = handler

    def start(self) -> None:
        """Start claiming jobs in the background (once)."""
        if self._loop_task is None:
            self._loop_task = asyncio.create_task(self._loop(), name="nardy-jobs")

    @property
    def busy(self) -> bool:
        """Whether a job is running in this process, a put is on its way or due jobs
        are being looked for."""
        return (bool(self._running) or self._claiming or self._wake.is_set()
                or any(not t.done() for t in self._puts))

    async def settled(self) -> None:
        """Return once this process is not `busy` (woken by its changes, not polling)."""
        while self.busy:
            self._idle.clear()
            await self._idle.wait()

    async def changed(self) -> None:
        """Return at the next change of what runs here (a job claimed, run or put)."""
        await self._change.wait()

    def _note(self) -> None:
        """Something that `busy` reads changed: wake the waiters of `settled` and
        `changed`."""
        if self.busy:
            self._idle.clear()
        else:
            self._idle.set()
        self._change.set()
        self._change = asyncio.Event()

    def wake(self) -> None:
        """Look for due jobs at once (after the clock the coordination reads was moved by
        hand: tests)."""
        self._poke()

    def _poke(self) -> None:
        """Look for due jobs at once."""
        self._wake.set()
        self._note()

    # ---------------------------------------------------------------- putting
    async def put(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                  replace: bool = True) -> None:
        """Put a job (see `Coordination.put_job`) and look for due jobs at once."""
        await self.coordination.put_job(kind, key, delay=delay, payload=payload,
                                        replace=replace)
        self._poke()

    def put_soon(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                 replace: bool = True) -> None:
        """:meth:`put` from synchronous code (a turn listener): in a background task whose
        failure is logged (the sweep puts lost AI jobs again). Changes of one job made
        this way reach the database in the order they were asked for."""
        self._background((kind, key), lambda: self.put(
            kind, key, delay=delay, payload=payload, replace=replace))

    def cancel_soon(self, kind: str, key: int) -> None:
        """Drop a job, from synchronous code (in a background task)."""
        self._background((kind, key), lambda: self.coordination.cancel_job(kind, key))

    def hasten_soon(self, kind: str, key: int) -> None:
        """Make a job, if there is one, due now, from synchronous code."""
        async def hasten() -> None:
            await self.coordination.hasten_job(kind, key)
            self._poke()

        self._background((kind, key), hasten)

    def _background(self, job: tuple[str, int], work: Callable[[], Awaitable[None]]) -> None:
        before = self._last.get(job)

        async def run() -> None:
            if before is not None and not before.done():
                await asyncio.wait([before])
            try:
                await work()
            except Exception:
                log.exception("job %s %s: change not saved", *job)

        task = asyncio.create_task(run())
        self._last[job] = task
        self._puts.add(task)
        self._note()

        def done(t: asyncio.Task[None]) -> None:
            self._puts.discard(t)
            if self._last.get(job) is t:
                del self._last[job]
            self._note()

        task.add_done_callback(done)

    # ---------------------------------------------------------------- running
    async def _loop(self) -> None:
        while not self.closing:
            self._claiming = True
            self._wake.clear()
            self._note()
            wait = self.poll
            try:
                free = self.slots - len(self._running)
                if free > 0:
                    for job in await self.coordination.claim_jobs(lease=self.lease,
                                                                  limit=free):
                        if self.closing:  # claimed while stopping: give it back unrun
                            await self._release(job)
                        else:
                            self._launch(job)
                nxt = await self.coordination.next_due()
                if nxt is not None:
                    wait = min(wait, max(nxt, 0.01))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("claiming jobs failed")
            finally:
                self._claiming = False
                self._note()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), wait)

    def _launch(self, job: Job) -> None:
        handler = self._handlers.get(job.kind)
        if handler is None:  # a kind another version of the bot knows: leave it to it
            log.warning("no handler for job kind %r; leaving it", job.kind)
            return
        task = asyncio.create_task(self._run(job, handler), name=f"job-{job.kind}-{job.key}")
        self._running[(job.kind, job.key)] = task
        self._note()

        def done(_: asyncio.Task[None]) -> None:
            if self._running.get((job.kind, job.key)) is task:
                del self._running[(job.kind, job.key)]
            self._poke()  # a free slot, and maybe the job was put again

        task.add_done_callback(done)

    async def _run(self, job: Job, handler: Handler) -> None:
        renewing = asyncio.create_task(self._renew(job))
        try:
            await handler(job)
        except asyncio.CancelledError:
            if self.closing:  # stopping: give the job back for another process
                await self._release(job)
                raise
        except Exception:
            log.exception("job %s %s failed", job.kind, job.key)
        finally:
            renewing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewing
        try:
            await self.coordination.finish_job(job)
        except Exception:
            log.exception("job %s %s: could not mark it done", job.kind, job.key)

    async def _release(self, job: Job) -> None:
        """Give a claimed job back unrun (waiting at most `STOP_TIMEOUT` for the database;
        a job not given back is taken over when its lease runs out)."""
        try:
            await asyncio.wait_for(self.coordination.release_job(job), STOP_TIMEOUT)
        except Exception:
            log.warning("job %s %s: not given back; it waits for its lease to run out",
                        job.kind, job.key, exc_info=True)

    async def _renew(self, job: Job) -> None:
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                if not await self.coordination.renew_job(job, lease=self.lease):
                    log.warning("job %s %s: the lease was lost", job.kind, job.key)
                    return
            except Exception:
                log.exception("job %s %s: lease not renewed", job.kind, job.key)

    async def close(self, grace: float = 1.0) -> None:
        """Stop claiming; running jobs get ``grace`` seconds, then are cancelled and given
        back (another process takes them over at once; if this one is killed instead,
        when their leases run out)."""
        self.closing = True
        self._poke()
        if self._loop_task is not None:
            # the loop ends by itself once its claim in flight is answered: cancelled in
            # the middle of it, the claim could be made in the database and its jobs never
            # run nor given back here (held until their leases run out)
            _, late = await asyncio.wait({self._loop_task}, timeout=STOP_TIMEOUT)
            for t in late:
                t.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop_task
        puts = [t for t in self._puts if not t.done()]
        if puts:
            await asyncio.wait(puts, timeout=grace)
        tasks = list(self._running.values())
        if tasks:
            _, late = await asyncio.wait(tasks, timeout=grace)
            for t in late:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
