"""The budgets of sends per chat: a token bucket in memory, or one shared by the bot's
processes through the coordination."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from storage.coordination import Coordination

__all__ = ["Sleep", "TokenBucket", "SharedBucket", "group_bucket"]

Sleep = Callable[[float], Awaitable[None]]
"""Waits so many seconds of the clock it belongs to (``asyncio.sleep`` for the real one)."""


class TokenBucket:
    """``capacity`` tokens, refilled at ``rate`` per second of ``clock`` (waited for with
    ``sleep`` of the same clock); ``rate <= 0`` = no limit."""

    def __init__(self, capacity: float, rate: float, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep) -> None:
        self.capacity = max(1.0, capacity)
        self.rate = rate
        self._tokens = self.capacity
        self._clock = clock
        self._sleep = sleep
        self._stamp = clock()

    def delay(self) -> float:
        """Seconds until a token is available (0 if one is)."""
        if self.rate <= 0:
            return 0.0
        now = self._clock()
        self._tokens = min(self.capacity, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now
        if self._tokens >= 1:
            return 0.0
        return (1 - self._tokens) / self.rate

    def take(self) -> None:
        """Use one token (call after :meth:`delay` returned 0)."""
        if self.rate > 0:
            self._tokens -= 1

    async def acquire(self) -> None:
        """Wait for a token and take it."""
        while (wait := self.delay()) > 0:
            await self._sleep(wait)
        self.take()


class SharedBucket:
    """A chat's token bucket kept in the shared database, so that all the bot's processes
    together stay within the chat's limit (same ``capacity`` and ``rate`` as
    :class:`TokenBucket`)."""

    def __init__(self, coordination: Coordination, chat_id: int, capacity: float,
                 rate: float, sleep: Sleep = asyncio.sleep) -> None:
        self.coordination = coordination
        self.chat_id = chat_id
        self.capacity = max(1.0, capacity)
        self.rate = rate
        self._sleep = sleep

    async def acquire(self) -> None:
        """Wait for a send of the chat's budget and take it."""
        while (wait := await self.coordination.take_edit(self.chat_id, self.capacity,
                                                         self.rate)) > 0:
            await self._sleep(wait)


def group_bucket(per_minute: int, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep) -> TokenBucket:
    """A bucket that never allows more than ``per_minute`` sends in any minute: a small
    burst plus a steady rate that together stay within the limit."""
    if per_minute <= 0:
        return TokenBucket(1, 0, clock, sleep)
    burst = max(1, per_minute // 5)
    return TokenBucket(burst, max(per_minute - burst, 1) / 60, clock, sleep)
