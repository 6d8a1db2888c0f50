"""Positions in GNU Backgammon's board layout, for tests and benchmarks against ``gnubg_nn``."""

from __future__ import annotations

from engine.moves import mover_state
from engine.position import Position

__all__ = ["gnubg_board", "gnubg_equity"]


def gnubg_board(pos: Position) -> list[list[int]]:
    """gnubg board ``[opponent, player on roll]`` of a short-nardy ``pos``: 25 ints each,
    index 0 = that player's own point 1, index 24 = his bar."""
    s = mover_state(pos)
    me = [max(s[k], 0) for k in range(1, 25)] + [s[25]]
    op = [0] * 25
    for k in range(1, 25):
        if s[k] < 0:
            op[24 - k] = -s[k]
    op[24] = s[26]
    return [op, me]


def gnubg_equity(pos: Position, plies: int) -> float:
    """Cubeless equity, by GNU Backgammon at ``plies``, of the side that just moved into
    the short-nardy position ``pos`` (the other side is on roll)."""
    import gnubg_nn

    w, wg, wb, lg, lb = gnubg_nn.probabilities(gnubg_board(pos), plies)
    return -(2.0 * w - 1.0 + wg - lg + wb - lb)
