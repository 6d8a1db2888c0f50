"""Reference implementations the tests compare the AI's batched search with."""

from __future__ import annotations

import numpy as np

from ai.features import mover_view
from ai.player import Player, replies, win_points
from engine.dice import ROLLS
from engine.moves import Play

__all__ = ["per_roll_one_ply"]


def per_roll_one_ply(player: Player, plays: list[Play]) -> np.ndarray:
    """``player``'s 1-ply score of each play, roll by roll through the engine: the average
    over the 21 rolls of the mover's equity after the opponent's best 0-ply reply, with the
    same work bound as :meth:`ai.player.Player._batched_one_ply` (once the replies collected
    exceed ``player.budget`` positions and at least two candidates are expanded, the rest
    get ``-inf``)."""
    rows: list[tuple[int, ...]] = []
    groups: list[tuple[int, int, int]] = []  # (candidate, roll index, number of rows)
    fixed: dict[tuple[int, int], float] = {}  # (candidate, roll index) -> my equity
    expanded = 0
    for c, p in enumerate(plays):
        if c >= 2 and len(rows) > player.budget:
            break
        expanded += 1
        for r, (dice, _w) in enumerate(ROLLS):
            results, won = replies(p.position, dice)  # the replier's views
            if won is not None:  # a reply wins: score it
                fixed[(c, r)] = -win_points(won)
                continue
            rows.extend(results)
            groups.append((c, r, len(results)))
    values = (player.evaluate(mover_view(player.variant, np.array(rows, dtype=np.int64)))
              if rows else np.zeros(0))
    total = np.zeros(len(plays))
    total[expanded:] = -np.inf
    start = 0
    for c, r, n in groups:
        # The opponent picks the reply worst for me; I am to move after it.
        total[c] += ROLLS[r][1] * values[start : start + n].min()
        start += n
    for (c, r), eq in fixed.items():
        total[c] += ROLLS[r][1] * eq
    return total / 36.0
