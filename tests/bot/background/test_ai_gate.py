"""The AI's decisions compute at most a bounded number at a time (one per core by default)."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from types import SimpleNamespace
from typing import Any

from bot.background.ai_turns import AiTurns
from bot.background.jobs import JobRunner
from engine import RandomDice
from storage.coordination import LocalCoordination


def turns(thinkers: int | None) -> AiTurns:
    publisher: Any = SimpleNamespace(store=None)
    return AiTurns(publisher, RandomDice(), JobRunner(LocalCoordination()), delay=0.0,
                   thinkers=thinkers)


class Probe:
    """A stand-in for a search: records how many run at the same moment."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.most = 0

    def __call__(self, value: int) -> int:
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        time.sleep(0.05)
        with self.lock:
            self.now -= 1
        return value * 2


async def test_at_most_the_bound_compute_at_once_and_all_finish() -> None:
    probe = Probe()
    ai = turns(2)
    got = await asyncio.gather(*(ai.compute(probe, i) for i in range(7)))
    assert got == [2 * i for i in range(7)]
    assert probe.most == 2


async def test_the_default_bound_is_the_number_of_cores() -> None:
    probe = Probe()
    ai = turns(None)
    cores = os.cpu_count() or 1
    await asyncio.gather(*(ai.compute(probe, i) for i in range(cores + 3)))
    assert probe.most == cores
