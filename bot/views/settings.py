"""The ``/settings`` message: what each choice means and the buttons that change it."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from ..callbacks import SettingsCB
from ..i18n import Translator
from .clock import control_name, control_words
from .keyboard import phone_keyboard

__all__ = ["settings_text", "settings_keyboard"]


def settings_text(auto_finish: bool, tr: Translator, *, clocks: bool = False,
                  control: str | None = None, tournaments_open: bool = False) -> str:
    """The settings message: the current state of the automatic finish of turns and what
    "on" and "off" each mean; with ``clocks`` offered, the default time control of new
    games (``control``); who may open a tournament in a group."""
    text = tr("settings.text", state=tr("settings.on" if auto_finish else "settings.off"))
    if clocks:
        text += "\n\n" + tr("clock.settings", control=control_words(control, tr))
    text += "\n\n" + tr("tour.settings.anyone" if tournaments_open else "tour.settings.admins")
    return text


def settings_keyboard(auto_finish: bool, tr: Translator, *, clocks: bool = False,
                      control: str | None = None, tournaments_open: bool = False
                      ) -> InlineKeyboardMarkup:
    """One button per choice, one a row; the current one is marked with a check; with
    ``clocks`` offered, a row whose button steps the default time control on; last, who
    may open a tournament (the button switches it)."""
    def button(on: bool) -> list[InlineKeyboardButton]:
        mark = "✅ " if on == auto_finish else ""
        key = "settings.btn.on" if on else "settings.btn.off"
        return [InlineKeyboardButton(text=mark + tr(key),
                                     callback_data=SettingsCB(a="on" if on else "off").pack())]

    rows = [button(True), button(False)]
    if clocks:
        rows.append([InlineKeyboardButton(
            text=tr("clock.btn.control", name=control_name(control, tr)) if control
            else tr("clock.btn.none"), callback_data=SettingsCB(a="clk").pack())])
    rows.append([InlineKeyboardButton(
        text=tr("tour.settings.btn.anyone" if tournaments_open else "tour.settings.btn.admins"),
        callback_data=SettingsCB(a="tour").pack())])
    return phone_keyboard(rows)
