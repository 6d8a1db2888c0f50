"""Every keyboard of a game in play, and whether a row of buttons reads whole on a phone.

Pure: everything here is derived from a stored game (its record and
:class:`~bot.model.state.Table`, or the engine's :class:`~engine.Game`) and a
:class:`~bot.i18n.Translator`; nothing here talks to Telegram or changes a game.

**The turn's keyboard** (:func:`game_keyboard`): the move buttons of the player on turn,
then Undo, Done and the coach's 💡 Hint; before the roll and while a double waits for an
answer, the cube's buttons (:func:`cube_keyboard`). Which of :func:`engine.combos` become
buttons is game logic: :func:`bot.model.turns.keyboard_moves`. The move buttons are grouped
by the checker they move (:func:`arrange`): one row per starting point (the bar first, then
from the farthest point back to the nearest; bear-offs and combined moves stand with their
point), a long group continuing on the next row. Starting points share a row only when the
keyboard would otherwise pass :data:`MAX_ROWS` rows, and then only whole groups do. Also
here: the plain texts of moves (:func:`moves_text`, for captions and toasts).

**Phones.** No row holds more buttons than read whole on a phone. Telegram's Android
client draws an inline button's text in Roboto Medium at 15 dp, one line, cut with "…"
when longer than the button less 5 dp of padding a side; the buttons of a row share the
keyboard's width with 5 dp between them. Under a board picture in a group on a 360 dp
phone the keyboard is about as wide as the picture: :data:`KEYBOARD_DP`. Roboto is not
shipped; the board's DejaVu Sans stands in, scaled by :data:`ROBOTO_SCALE` (Roboto's digits
and letters advance about 0.88 of DejaVu's at the same size), and an emoji counts as
:data:`EMOJI_EM` of the size. Armenian, Georgian and Persian letters are measured in the
Noto fonts the pictures draw them with (Android's own fonts for these scripts), at full
size and shaped. The figures err on the wide side. Every keyboard of the bot is made by
:func:`phone_keyboard`.

**Types.** The keyboard types the views build (`Keyboard`, `Button`: Telegram's inline
keyboards as aiogram has them), named for the parts that pass keyboards on without
building any, and the one change a built keyboard takes: a row added under it
(`with_row`).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import groupby
from typing import TypeVar

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Combo, Game, plain_moves
from rendering.sprites import font
from rendering.text import script_font, text_length
from storage import GameRecord

from ..callbacks import ComboCB, CubeCB, HintCB, StepCB, TurnCB
from ..i18n import Translator
from ..i18n.languages import move_path
from ..model.state import Table, hints_allowed, seats
from ..model.turns import HitSteps, keyboard_moves

__all__ = [
    "ROW",
    "STEP_ROW",
    "MAX_ROWS",
    "WIDEST",
    "arrange",
    "move_rows",
    "moves_text",
    "game_keyboard",
    "hint_rows",
    "cube_keyboard",
    "KEYBOARD_DP",
    "text_width",
    "room",
    "row_fits",
    "fitted",
    "phone_keyboard",
    "Keyboard",
    "Button",
    "with_row",
]

ROW = 4
"""Buttons of one starting point per row (readable on a phone); a longer group continues
on the next row."""
STEP_ROW = ROW
"""Move buttons of one starting point per keyboard row (Telegram allows 8; 4 stay
readable on a phone)."""
MAX_ROWS = 7
"""Rows of move buttons above which starting points begin to share rows (whole groups)."""
WIDEST = 8
"""Buttons per row at the most (Telegram's limit)."""
ICONS = ("⚪", "⚫")
T = TypeVar("T")


def game_keyboard(record: GameRecord, table: Table, tr: Translator) -> InlineKeyboardMarkup | None:
    """The move buttons of the player on turn (single steps and combined moves, see
    :func:`bot.model.turns.keyboard_moves`, grouped by starting point), then the
    controls on a last row of their own: Undo while steps were made, Done once the turn is
    complete, the coach's Hint where hints are on. None on the AI's turn."""
    game = table.game
    assert game is not None
    ai_color = seats(record).ai_color
    if game.dice is None:
        return cube_keyboard(record.game_id, table.seq, game, ai_color, tr)
    if game.finished or game.turn_color == ai_color:
        return None
    rows = move_rows(game, record.game_id, table.seq, tr)
    control: list[InlineKeyboardButton] = []
    if game.steps:
        control.append(InlineKeyboardButton(
            text=tr("btn.undo"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="u").pack()))
    if game.turn_complete:
        control.append(InlineKeyboardButton(
            text=tr("btn.done"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="d").pack()))
    control.extend(b for row in hint_rows(record, table, tr) for b in row)
    if control:
        rows.append(control)
    return phone_keyboard(rows) if rows else None


def hint_rows(record: GameRecord, table: Table, tr: Translator) -> list[list[InlineKeyboardButton]]:
    """The row with the 💡 Hint button under a human's turn where hints are on (else no
    row)."""
    game = table.game
    if (game is None or game.finished or game.dice is None or not hints_allowed(record, table)
            or game.turn_color == seats(record).ai_color):
        return []
    return [[InlineKeyboardButton(
        text=tr("coach.btn.hint"),
        callback_data=HintCB(g=record.game_id, v=table.seq, a="h").pack())]]


def cube_keyboard(game_id: int, seq: int, game: Game, ai_color: int | None,
                  tr: Translator) -> InlineKeyboardMarkup | None:
    """Before the roll: **Roll** and **Double ×N** for the human on turn; while a double is
    offered: **Take** (the new stakes) and **Pass** (what it costs) for the human who was
    offered it (the AI plays ``ai_color``). None when the AI decides (or the dice are
    rolled already)."""
    if game.finished or game.dice is not None:
        return None

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=CubeCB(g=game_id, v=seq,
                                                                    a=a).pack())  # type: ignore[arg-type]

    value = game.cube_value
    if game.double_offered:
        if 1 - game.turn_color == ai_color:
            return None
        return phone_keyboard([[
            b(tr("btn.take", value=value * 2, points_word=tr.plural(value * 2, "points")), "t"),
            b(tr("btn.pass", value=value, points_word=tr.plural(value, "points")), "p"),
        ]])
    if game.turn_color == ai_color:
        return None
    row = [b(tr("btn.roll"), "r")]
    if game.may_double:
        row.append(b(tr("btn.double", value=value * 2), "d"))
    return phone_keyboard([row])


# ---------------------------------------------------------------- move buttons

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
    :func:`row_fits`), taking more rows where it must."""
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


# ---------------------------------------------------------------- phones

Keyboard = InlineKeyboardMarkup
"""An inline keyboard under a message."""
Button = InlineKeyboardButton
"""One button of an inline keyboard."""

KEYBOARD_DP = 270
"""The keyboard's width under a board picture in a group on a 360 dp phone."""
TEXT_DP = 15
"""The size of a button's text."""
GAP_DP = 5
"""Between two buttons of a row."""
PADDING_DP = 5
"""Each side of a button's text."""
ROBOTO_SCALE = 0.88
"""Roboto Medium's advance over DejaVu Sans' at the same size (digits 0.562 em against
0.636 em)."""
EMOJI_EM = 1.2
"""An emoji's advance, in sizes of the text."""


def _emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or 0x2B00 <= cp <= 0x2BFF


@lru_cache(maxsize=4096)
def text_width(text: str) -> float:
    """The width in dp that ``text`` takes on a button."""
    face = font(TEXT_DP * 4)  # measured large, then scaled: whole pixels would round
    width = 0.0
    plain: list[str] = []
    script: list[str] = []
    for ch in text:
        if _emoji(ch):
            width += EMOJI_EM * TEXT_DP
        elif script_font(ch) is not None:
            script.append(ch)
        elif unicodedata.category(ch) in ("Mn", "Cf") or ch == "\ufe0f":
            continue  # variation selectors, joiners, marks: no advance of their own
        else:
            plain.append(ch)
    width += face.getlength("".join(plain)) / 4 * ROBOTO_SCALE
    if script:
        width += text_length("".join(script), face) / 4
    return width


def room(buttons: int) -> float:
    """The width in dp a button's text has in a row of ``buttons``."""
    return (KEYBOARD_DP - GAP_DP * (buttons - 1)) / buttons - 2 * PADDING_DP


def row_fits(texts: Sequence[str]) -> bool:
    """Whether every one of ``texts``, as buttons of one row, reads whole."""
    space = room(len(texts))
    return all(text_width(t) <= space for t in texts)


def fitted(rows: Sequence[Sequence[InlineKeyboardButton]]) -> list[list[InlineKeyboardButton]]:
    """``rows`` with each row that would be cut on a phone split into the fewest rows, as
    even as possible (the longer first), that read whole; a lone button stays as it is.
    Rows that fit, and the order of every button, are kept."""
    out: list[list[InlineKeyboardButton]] = []
    for row in rows:
        texts = [b.text for b in row]
        n = 1
        while n < len(row):
            base, extra = divmod(len(row), n)
            sizes = [base + (1 if k < extra else 0) for k in range(n)]
            starts = [sum(sizes[:k]) for k in range(n)]
            if all(row_fits(texts[a:a + size]) for a, size in zip(starts, sizes, strict=True)):
                break
            n += 1
        base, extra = divmod(len(row), n)
        i = 0
        for k in range(n):
            size = base + (1 if k < extra else 0)
            if size:
                out.append(list(row[i:i + size]))
            i += size
    return out


def phone_keyboard(rows: Sequence[Sequence[InlineKeyboardButton]]) -> InlineKeyboardMarkup:
    """An inline keyboard of ``rows`` (see :func:`fitted`)."""
    return InlineKeyboardMarkup(inline_keyboard=fitted(rows))


def with_row(markup: Keyboard | None, button: Button) -> Keyboard:
    """``markup`` (or no keyboard) with ``button`` on a row of its own under it."""
    rows = list(markup.inline_keyboard) if markup is not None else []
    return InlineKeyboardMarkup(inline_keyboard=[*rows, [button]])
