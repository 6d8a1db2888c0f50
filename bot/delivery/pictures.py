"""Board pictures off the event loop: in worker processes (default) or in threads.

Rendering a board is CPU-bound work of several milliseconds. In worker processes it runs
in parallel with the bot's event loop instead of competing with it for the interpreter
lock; with ``workers=0`` (tests) it runs in a thread. A broken pool falls back to threads.
A worker imports only :mod:`bot.delivery.drawing` and what it needs (the engine and the
renderer), not the bot.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from engine import Position, start_position
from rendering import BoardView, render_board

from .drawing import warm_up

__all__ = ["PictureRenderer"]

log = logging.getLogger(__name__)


class PictureRenderer:
    """``await renderer(position, view)`` gives PNG bytes."""

    def __init__(self, workers: int = 1) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._warming: asyncio.Task[None] | None = None
        if workers > 0:
            self._pool = ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=warm_up)

    async def start(self) -> None:
        """Start the workers in the background now rather than on the first picture.

        Start-up does not wait for them: a picture asked for before a worker is ready
        simply waits for it."""
        if self._pool is not None and self._warming is None:
            self._warming = asyncio.create_task(self._warm(), name="nardy-picture-warm-up")

    async def _warm(self) -> None:
        try:
            await self(start_position("long"), BoardView())
        except Exception:
            log.exception("warming up the picture workers failed")

    async def __call__(self, position: Position, view: BoardView) -> bytes:
        if self._pool is not None:
            try:
                return await asyncio.get_running_loop().run_in_executor(
                    self._pool, render_board, position, view)
            except BrokenProcessPool:
                log.error("the picture workers died; drawing in threads from now on")
                pool, self._pool = self._pool, None
                if pool is not None:
                    pool.shutdown(wait=False, cancel_futures=True)
        return await asyncio.to_thread(render_board, position, view)

    def cancel_warm_up(self) -> None:
        """Cancel a warm-up still running (call from the event loop before :meth:`close`)."""
        if self._warming is not None and not self._warming.done():
            self._warming.cancel()

    def close(self) -> None:
        """Stop the workers."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
