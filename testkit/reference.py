"""Reference implementations the tests compare the AI's batched search with."""

from __future__ import annotations

import numpy as np

from ai.inputs.features import mover_view
from ai.player import Player, win_points
from engine.dice import ROLLS
from engine.moves import Play, State, legal_plays, legal_states
from engine.position import CHECKERS, Position

__all__ = ["per_roll_one_ply", "replies"]


def replies(position: Position, dice: tuple[int, int]) -> tuple[list[State], Position | None]:
    """The look-ahead's view of one roll: ``(results, None)`` with the mover's views of every
    legal play's result (:func:`engine.moves.legal_states`, no plays built), or ``([], final)``
    when a play wins at once, ``final`` being the win worth the most points."""
    results = legal_states(position, dice)
    if not any(s[0] == CHECKERS for s in results):
        return results, None
    wins = [q.position for q in legal_plays(position, dice) if q.position.winner is not None]
    return [], max(wins, key=win_points)


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
