"""What the player on turn may press, without I/O: the moves offered as buttons (every
single step, combined moves up to a room), the offered move a combined press names, and
the dice a complete turn could not play. The chat's keyboard (`bot.views.keyboard`), the
board page (`bot.webapp.view`) and the presses (`bot.play.moves`) all ask here, so a press
is legal exactly when its button is shown."""

from __future__ import annotations

from collections.abc import Sequence

from engine import Combo, Game, combos

__all__ = ["ROOM", "keyboard_moves", "combo_for", "lost_dice"]

ROOM = 24
"""Buttons at the most: every single step, combined moves up to this many."""


def keyboard_moves(game: Game) -> list[Combo]:
    """The buttons of the player on turn, sorted by origin (bar first), then destination.

    Every single step is kept (so every legal play stays reachable step by step); combined
    moves (one checker using several dice) fill the room left up to :data:`ROOM`
    buttons, those of fewer steps first. Empty when the turn is complete."""
    if game.dice is None or game.finished:
        return []
    found = combos(game.turn)
    room = ROOM
    singles = [c for c in found if c.single]
    multi = sorted((c for c in found if not c.single), key=lambda c: len(c.steps))
    chosen = singles + multi[: max(0, room - len(singles))]
    chosen.sort(key=lambda c: (-c.frm, -c.to, len(c.steps)))
    return chosen


def combo_for(game: Game, frm: int, dice: Sequence[int]) -> Combo | None:
    """The button of the current keyboard that moves the checker on ``frm`` with ``dice``
    in this order, or None (a forged or stale press)."""
    key = tuple(dice)
    for c in keyboard_moves(game):
        if c.frm == frm and tuple(st.die for st in c.steps) == key:
            return c
    return None


def lost_dice(game: Game) -> tuple[int, ...]:
    """The dice of a complete turn that could not be played (empty otherwise)."""
    if game.dice is None or game.finished or not game.turn_complete:
        return ()
    return tuple(game.turn.remaining_dice)
