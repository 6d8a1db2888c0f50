"""Positions of random games, for tests that compare one implementation with another."""

from __future__ import annotations

import random

from engine.moves import legal_plays
from engine.position import Position, Variant, start_position

__all__ = ["random_game_positions"]


def random_game_positions(variant: Variant, n: int, seed: int) -> list[Position]:
    """``n`` positions (the side to move about to roll) of games where every turn's play is
    drawn uniformly from the legal ones with the rolls of ``random.Random(seed)``; a
    finished game is followed by a new one."""
    rng = random.Random(seed)
    positions: list[Position] = []
    pos = start_position(variant)
    while len(positions) < n:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        positions.append(pos)
        pos = rng.choice(legal_plays(pos, dice)).position
        if pos.winner is not None:
            pos = start_position(variant)
    return positions
