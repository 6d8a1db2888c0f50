"""The move keyboard of a turn and the plain texts of moves (captions, toasts).

Pure: everything here is derived from an engine :class:`~engine.Game` (or a turn's steps)
and a :class:`~bot.i18n.Translator`. Which of :func:`engine.combos` become buttons is
game logic: :func:`bot.model.turns.keyboard_moves`.

The buttons are grouped by the checker they move (:func:`arrange`): one row per starting
point (the bar first, then from the farthest point back to the nearest; bear-offs and
combined moves stand with their point), a long group continuing on the next row. Starting
points share a row only when the keyboard would otherwise pass :data:`MAX_ROWS` rows, and
then only whole groups do. No row holds more buttons than read whole on a phone
(:mod:`bot.views.phone`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import groupby
from typing import TypeVar

from aiogram.types import InlineKeyboardButton

from engine import Combo, Game, plain_moves

from ..callbacks import ComboCB, StepCB
from ..i18n import Translator
from ..i18n.languages import move_path
from ..model.turns import HitSteps, keyboard_moves
from .phone import row_fits

__all__ = [
    "ROW",
    "MAX_ROWS",
    "WIDEST",
    "arrange",
    "move_rows",
    "moves_text",
]

ROW = 4
"""Buttons of one starting point per row (readable on a phone); a longer group continues
on the next row."""
MAX_ROWS = 7
"""Rows of move buttons above which starting points begin to share rows (whole groups)."""
WIDEST = 8
"""Buttons per row at the most (Telegram's limit)."""
ICONS = ("⚪", "⚫")
T = TypeVar("T")


def _always(row: Sequence[T]) -> bool:
    return True


def _chunks(items: Sequence[T], width: int,
            fits: Callable[[Sequence[T]], bool] = _always) -> list[list[T]]:
    """``items`` cut into the fewest rows of at most ``width`` that each ``fits``, as even
    as possible (the longer rows first); a single item always stands in a row."""
    n = -(-len(items) // width)
    while True:
        base, extra = divmod(len(items), n)
        out, i = [], 0
        for k in range(n):
            size = base + (1 if k < extra else 0)
            out.append(list(items[i:i + size]))
            i += size
        if n >= len(items) or all(fits(row) for row in out):
            return out
        n += 1


def _packed(groups: Sequence[Sequence[T]], width: int,
            fits: Callable[[Sequence[T]], bool] = _always) -> list[list[T]]:
    """Rows of at most ``width`` that each ``fits``: a group that fits joins the row before
    it when that row holds whole groups only and has room; a longer group takes rows of
    its own."""
    rows: list[list[T]] = []
    shared = False  # the last row holds whole groups only
    for grp in groups:
        if len(grp) <= width and fits(grp):
            if shared and len(rows[-1]) + len(grp) <= width and fits([*rows[-1], *grp]):
                rows[-1].extend(grp)
            else:
                rows.append(list(grp))
                shared = True
        else:
            rows.extend(_chunks(grp, width, fits))
            shared = False
    return rows


def arrange(groups: Sequence[Sequence[T]],
            fits: Callable[[Sequence[T]], bool] = _always) -> list[list[T]]:
    """The keyboard rows of ``groups`` (the buttons of one starting point each, in order).

    Each group starts a row of its own, a group longer than :data:`ROW` continuing on the
    next rows. If that passes :data:`MAX_ROWS` rows, whole groups that fit share a row,
    first at most ``ROW`` buttons a row, then wider ones up to :data:`WIDEST` until the
    rows fit (the widest packing otherwise). A row never holds part of one group next to
    another group; every button stays, in order. Every row also ``fits`` (on a phone: see
    :func:`bot.views.phone.row_fits`), taking more rows where it must."""
    groups = [g for g in groups if g]
    rows = [row for grp in groups for row in _chunks(grp, ROW, fits)]
    if len(rows) <= MAX_ROWS:
        return rows
    for width in range(ROW, WIDEST + 1):
        rows = _packed(groups, width, fits)
        if len(rows) <= MAX_ROWS:
            break
    return rows


def _name(p: int, tr: Translator) -> str:
    if p == 25:
        return tr("point.bar")
    if p == 0:
        return tr("point.off")
    return str(p)


def _label(c: Combo, tr: Translator, ambiguous: bool) -> str:
    points = c.path if ambiguous else (c.frm, c.to)
    tail = f" ({c.steps[0].die})" if ambiguous and c.single else ""
    return move_path([_name(p, tr) for p in points], tr.rtl, tail)


def move_rows(game: Game, game_id: int, seq: int,
              tr: Translator) -> list[list[InlineKeyboardButton]]:
    """The move buttons grouped by starting point (:func:`arrange`): a single step carries
    a :class:`StepCB`, a combined move a :class:`ComboCB` (origin and dice in order). Two
    buttons with the same origin and destination are labelled with their whole path."""
    moves = keyboard_moves(game)
    same = Counter((c.frm, c.to) for c in moves)

    def button(c: Combo) -> InlineKeyboardButton:
        if c.single:
            st = c.steps[0]
            data = StepCB(g=game_id, v=seq, f=st.frm, t=st.to, d=st.die).pack()
        else:
            data = ComboCB(g=game_id, v=seq, f=c.frm,
                           d="".join(str(st.die) for st in c.steps)).pack()
        return InlineKeyboardButton(text=_label(c, tr, same[(c.frm, c.to)] > 1),
                                    callback_data=data)

    groups = [[button(c) for c in grp] for _, grp in groupby(moves, key=lambda c: c.frm)]
    return arrange(groups, lambda row: row_fits([b.text for b in row]))


def moves_text(steps: HitSteps, mover: int, reader: int | None, variant: str,
               tr: Translator) -> str:
    """Plain text of a turn's steps for a caption or a toast: ``13→7, 8→7 (сбита ⚫)``,
    ``бар→22``, ``6→выброс``, ``6→5 ×2``; in ``reader``'s numbering (the mover's when None)."""
    return plain_moves(steps, bar=tr("point.bar"), off=tr("move.off"),
                       hit=tr("move.hit", icon=ICONS[1 - mover]), variant=variant,
                       mover=mover, numbering=reader if reader is not None else mover)
