"""Shared pieces of the tests that run real bot processes (``python -m bot``, see
`testkit.cluster.BotCluster`) against the fake Bot API: the processes keep the real time,
so a test polls for what it waits for (``until``), and starts and stops its processes with
``bots`` (stopped, and their logs shown, whatever the test does)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from testkit.cluster import BotCluster
from testkit.fakeapi import FakeTelegram

__all__ = ["until", "bots"]


async def until(check: Callable[[], Awaitable[object]], what: str,
                limit: float = 30.0) -> None:
    """Poll ``check`` until it is true (child processes: no clock of theirs can be moved
    by hand); fail after ``limit`` seconds saying ``what`` did not happen."""
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    while not await check():
        if loop.time() > end:
            raise AssertionError(f"not in {limit} s: {what}")
        await asyncio.sleep(0.05)


@asynccontextmanager
async def bots(tg: FakeTelegram, db: str, workdir: Path, processes: int = 2,
               env: dict[str, str] | None = None) -> AsyncIterator[BotCluster]:
    """``processes`` bot processes on ``db`` behind ``tg``, started (each accepting
    updates) for the block and stopped after it; a failure shows their logs."""
    cluster = BotCluster(tg, db, workdir, processes=processes, env=env or {})
    await cluster.start()
    try:
        yield cluster
    except BaseException:
        for i in range(len(cluster.procs)):
            print(f"---- bot process {i}:\n{cluster.log(i)[-4000:]}")
        raise
    finally:
        await cluster.stop()
