"""A clock that tests move by hand: `ManualClock`, for parts that take a clock and its
sleep (the board sender's budgets and flood-control waits)."""

from __future__ import annotations

import asyncio

__all__ = ["ManualClock"]


class ManualClock:
    """Seconds that pass only when told: calling it gives the time. With ``auto`` a
    `sleep` lets its time pass at once (then yields to the event loop), so a wait of a
    minute takes none; without it a sleeper waits until `advance` moved the time past its
    end."""

    def __init__(self, start: float = 1000.0, *, auto: bool = True) -> None:
        self.now = start
        self.auto = auto
        self.slept: list[float] = []
        self._moved = asyncio.Condition()

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` of this clock (recorded in `slept`)."""
        self.slept.append(seconds)
        end = self.now + max(0.0, seconds)
        if self.auto:
            self.now = max(self.now, end)
            await asyncio.sleep(0)
            return
        async with self._moved:
            await self._moved.wait_for(lambda: self.now >= end)

    async def advance(self, seconds: float) -> None:
        """Move the time on by ``seconds`` and wake the sleepers it ends."""
        async with self._moved:
            self.now += seconds
            self._moved.notify_all()
        for _ in range(3):  # let the woken sleepers run on
            await asyncio.sleep(0)
