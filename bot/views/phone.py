"""Will a row of inline buttons read whole on a phone?

Telegram's Android client draws an inline button's text in Roboto Medium at 15 dp, one
line, cut with "…" when longer than the button less 5 dp of padding a side; the buttons of
a row share the keyboard's width with 5 dp between them. Under a board picture in a group
on a 360 dp phone the keyboard is about as wide as the picture: :data:`KEYBOARD_DP`.

Roboto is not shipped; the board's DejaVu Sans stands in, scaled by :data:`ROBOTO_SCALE`
(Roboto's digits and letters advance about 0.88 of DejaVu's at the same size), and an emoji
counts as :data:`EMOJI_EM` of the size. Armenian, Georgian and Persian letters are measured
in the Noto fonts the pictures draw them with (Android's own fonts for these scripts), at
full size and shaped. The figures err on the wide side.

Also here: the keyboard types the views build (`Keyboard`, `Button`: Telegram's inline
keyboards as aiogram has them), named for the parts that pass keyboards on without
building any, and the one change a built keyboard takes: a row added under it
(`with_row`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from rendering.sprites import font
from rendering.text import script_font, text_length

__all__ = ["KEYBOARD_DP", "text_width", "room", "row_fits", "fitted", "phone_keyboard",
           "Keyboard", "Button", "with_row"]

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
