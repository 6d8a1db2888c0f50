"""The ``/settings`` message: what each choice means and the buttons that change it."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from ..callbacks import SettingsCB
from ..i18n import Translator

__all__ = ["settings_text", "settings_keyboard"]


def settings_text(auto_finish: bool, tr: Translator) -> str:
    """The settings message: the current state of the automatic finish of turns and what
    "on" and "off" each mean."""
    return tr("settings.text", state=tr("settings.on" if auto_finish else "settings.off"))


def settings_keyboard(auto_finish: bool, tr: Translator) -> InlineKeyboardMarkup:
    """One button per choice, one a row; the current one is marked with a check."""
    def button(on: bool) -> list[InlineKeyboardButton]:
        mark = "✅ " if on == auto_finish else ""
        key = "settings.btn.on" if on else "settings.btn.off"
        return [InlineKeyboardButton(text=mark + tr(key),
                                     callback_data=SettingsCB(a="on" if on else "off").pack())]

    return InlineKeyboardMarkup(inline_keyboard=[button(True), button(False)])
