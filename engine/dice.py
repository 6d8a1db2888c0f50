"""Dice sources. The engine never draws random numbers itself: callers inject a source."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

__all__ = ["DiceSource", "RandomDice", "FixedDice", "ROLLS"]

ROLLS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7)
)
"""The 21 distinct rolls ``(low, high)`` with their weight out of 36 (2 for a non-double)."""


class DiceSource(Protocol):
    """Anything that can roll one die (1..6)."""

    def roll_one(self) -> int:
        """Return one die value 1..6."""
        ...


class RandomDice:
    """Fair dice from ``rng`` (default: the operating system's randomness)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self._rng = rng if rng is not None else random.SystemRandom()

    def roll_one(self) -> int:
        """Return a uniformly random value 1..6."""
        return self._rng.randint(1, 6)

    def roll(self) -> tuple[int, int]:
        """Return two independent dice."""
        return self.roll_one(), self.roll_one()


class FixedDice:
    """Dice that return a fixed sequence of values (for tests and replays)."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values = list(values)
        self._i = 0

    def roll_one(self) -> int:
        """Return the next value; raise IndexError when the sequence is exhausted."""
        v = self._values[self._i]
        self._i += 1
        if not 1 <= v <= 6:
            raise ValueError(f"die value {v} out of range")
        return v

    def roll(self) -> tuple[int, int]:
        """Return the next two values."""
        return self.roll_one(), self.roll_one()
