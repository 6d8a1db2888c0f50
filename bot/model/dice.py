"""The dice of the bot's games: committed dice, one secret seed per game.

Every game gets a seed when it (or its lobby) is created (:meth:`GameDice.seed`), kept in
its :class:`~bot.model.state.Table`; every action that rolls draws from
:meth:`GameDice.of`, which continues the game's committed sequence
(:class:`engine.committed.CommittedDice` from the number of rolls made so far). A game
stored before committed dice keeps its old dice (the operating system's randomness) and
says that it predates the check. With dice given in the settings (tests, benchmarks) the
games use those and get no seed.

The seed lives here and in the game's stored record only (its ``dice_seed`` column, written
with the commitment by :func:`dice_columns`): the AI and the coach are given
positions and rolled dice (``tests/ai/test_dice_boundary.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from engine import DiceSource, RandomDice
from engine.committed import SCHEME, CommittedDice, commitment, new_seed

from .state import Table

__all__ = ["DiceColumns", "GameDice", "dice_columns", "dice_info"]


class DiceColumns(TypedDict, total=False):
    """The storage fields of a game's committed dice (hex texts)."""

    dice_seed: str
    dice_commitment: str


class GameDice:
    """Where the games' dice come from (see the module docstring)."""

    def __init__(self, fixed: DiceSource | None = None,
                 seeds: Callable[[], bytes] = new_seed) -> None:
        self.fixed = fixed
        self._seeds = seeds
        self._old = RandomDice()

    def seed(self) -> bytes | None:
        """A fresh secret seed for a new game (None with configured dice)."""
        return None if self.fixed is not None else self._seeds()

    def first(self, seed: bytes | None) -> DiceSource:
        """The source of a new game's first rolls (the roll-off)."""
        if seed is None:
            return self.fixed if self.fixed is not None else self._old
        return CommittedDice(seed, 0)

    def of(self, table: Table) -> DiceSource:
        """The source of the next rolls of ``table``'s game (use one source for all the
        rolls of one action)."""
        if table.seed is None:
            return self.fixed if self.fixed is not None else self._old
        return CommittedDice.for_game(table.seed, table.game)


def dice_info(table: Table, *, reveal: bool) -> dict[str, str] | None:
    """The committed dice of a game as records carry them (scheme, commitment and, when
    ``reveal`` — only for a finished game — the seed); None for a game without."""
    if table.seed is None:
        return None
    info = {"scheme": SCHEME, "commitment": commitment(table.seed)}
    if reveal:
        info["seed"] = table.seed.hex()
    return info



def dice_columns(table: Table) -> DiceColumns:
    """The storage fields of ``table``'s committed dice (``dice_seed`` and
    ``dice_commitment``, hex) to save with its state; empty for a game without, so that a
    save never clears a stored seed."""
    if table.seed is None:
        return DiceColumns()
    return DiceColumns(dice_seed=table.seed.hex(), dice_commitment=commitment(table.seed))
