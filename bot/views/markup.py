"""The keyboard types the views build (Telegram's inline keyboards, as aiogram has them),
named for the parts that pass keyboards on without building any, and the one change a
built keyboard takes: a row added under it."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

__all__ = ["Keyboard", "Button", "with_row"]

Keyboard = InlineKeyboardMarkup
"""An inline keyboard under a message."""
Button = InlineKeyboardButton
"""One button of an inline keyboard."""


def with_row(markup: Keyboard | None, button: Button) -> Keyboard:
    """``markup`` (or no keyboard) with ``button`` on a row of its own under it."""
    rows = list(markup.inline_keyboard) if markup is not None else []
    return InlineKeyboardMarkup(inline_keyboard=[*rows, [button]])
