"""``/lang``: every language the bot speaks, each in its own name, with its state (a
machine-made translation not yet read by a reviewer is marked 🤖), and the answer once
one is chosen."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from ..callbacks import LangCB
from ..i18n import LANGUAGES, Translator, menu_texts, state
from .keyboard import phone_keyboard

__all__ = ["language_text", "language_keyboard", "language_set_text", "language_label",
           "MACHINE_MARK"]

MACHINE_MARK = "🤖"
"""The mark of a machine-made language on its button."""


def language_label(lang: str) -> str:
    """The button of ``lang``: its own name, 🤖 if it is machine-made (read without
    parsing the catalogue of a language nobody has used)."""
    name = menu_texts(lang, ("lang.self",))[0]
    return f"{name} {MACHINE_MARK}" if state(lang) == "machine" else name


def language_text(tr: Translator, private: bool) -> str:
    """The question of ``/lang`` (for a person in a private chat, for the group in a
    group), with what 🤖 means when a language is machine-made."""
    lines = [tr("lang.prompt" if not private else "lang.prompt.private")]
    if any(state(lang) == "machine" for lang in LANGUAGES):
        lines.append(tr("lang.machine", mark=MACHINE_MARK))
    return "\n\n".join(lines)


def language_keyboard(tr: Translator) -> InlineKeyboardMarkup:
    """A button for every language, two a row, the current one marked with a dot."""
    rows: list[list[InlineKeyboardButton]] = []
    for lang in LANGUAGES:
        label = ("• " if lang == tr.lang else "") + language_label(lang)
        button = InlineKeyboardButton(text=label, callback_data=LangCB(code=lang).pack())  # type: ignore[arg-type]
        if rows and len(rows[-1]) < 2:
            rows[-1].append(button)
        else:
            rows.append([button])
    return phone_keyboard(rows)


def language_set_text(tr: Translator) -> str:
    """The answer once ``tr``'s language is chosen (saying so when it is machine-made)."""
    if state(tr.lang) == "machine":
        return tr("lang.set") + "\n\n" + tr("lang.set.machine")
    return tr("lang.set")
