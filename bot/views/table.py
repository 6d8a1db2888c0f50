"""The move buttons of a turn and the plain texts of moves (captions, toasts).

Pure: everything here is derived from an engine :class:`~engine.Game` (or a turn's steps)
and a :class:`~bot.i18n.Translator`. :func:`keyboard_moves` chooses which of
:func:`engine.combos` become buttons; the bot's keyboard (``views.game.game_keyboard``)
and ``bench/presses_bot.py`` both use it, so the bench measures the real keyboard.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from aiogram.types import InlineKeyboardButton

from engine import Combo, Game, combos, plain_moves

from ..callbacks import ComboCB, StepCB
from ..i18n import Translator
from ..model.turns import HitSteps

__all__ = [
    "ROW",
    "MAX_ROWS",
    "keyboard_moves",
    "move_rows",
    "combo_for",
    "moves_text",
]

ROW = 4
"""Move buttons per keyboard row (readable on a phone)."""
MAX_ROWS = 6
"""Rows of move buttons at the most (more only if the single steps alone need them)."""
ICONS = ("⚪", "⚫")



def keyboard_moves(game: Game) -> list[Combo]:
    """The buttons of the player on turn, sorted by origin (bar first), then destination.

    Every single step is kept (so every legal play stays reachable step by step); combined
    moves (one checker using several dice) fill the room left up to ``ROW * MAX_ROWS``
    buttons, those of fewer steps first. Empty when the turn is complete."""
    if game.dice is None or game.finished:
        return []
    found = combos(game.turn)
    room = ROW * MAX_ROWS
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


def _name(p: int, tr: Translator) -> str:
    if p == 25:
        return tr("point.bar")
    if p == 0:
        return tr("point.off")
    return str(p)


def _label(c: Combo, tr: Translator, ambiguous: bool) -> str:
    points = c.path if ambiguous else (c.frm, c.to)
    text = "→".join(_name(p, tr) for p in points)
    if ambiguous and c.single:
        text += f" ({c.steps[0].die})"
    return text


def move_rows(game: Game, game_id: int, seq: int,
              tr: Translator) -> list[list[InlineKeyboardButton]]:
    """The move buttons in rows of at most ``ROW``: a single step carries a
    :class:`StepCB`, a combined move a :class:`ComboCB` (origin and dice in order). Two
    buttons with the same origin and destination are labelled with their whole path."""
    moves = keyboard_moves(game)
    same = Counter((c.frm, c.to) for c in moves)
    buttons: list[InlineKeyboardButton] = []
    for c in moves:
        if c.single:
            st = c.steps[0]
            data = StepCB(g=game_id, v=seq, f=st.frm, t=st.to, d=st.die).pack()
        else:
            data = ComboCB(g=game_id, v=seq, f=c.frm,
                           d="".join(str(st.die) for st in c.steps)).pack()
        buttons.append(InlineKeyboardButton(text=_label(c, tr, same[(c.frm, c.to)] > 1),
                                            callback_data=data))
    return [buttons[i:i + ROW] for i in range(0, len(buttons), ROW)]


def moves_text(steps: HitSteps, mover: int, reader: int | None, variant: str,
               tr: Translator) -> str:
    """Plain text of a turn's steps for a caption or a toast: ``13→7, 8→7 (сбита ⚫)``,
    ``бар→22``, ``6→снята``, ``6→5 ×2``; in ``reader``'s numbering (the mover's when None)."""
    return plain_moves(steps, bar=tr("point.bar"), off=tr("move.off"),
                       hit=tr("move.hit", icon=ICONS[1 - mover]), variant=variant,
                       mover=mover, numbering=reader if reader is not None else mover)
