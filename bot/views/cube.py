"""The doubling cube on the screen: the caption lines about the cube and the buttons of a
turn before the roll (Roll / Double) and of an offered double (Take / Pass).

Pure functions of a game and the players' names, like the rest of :mod:`bot.views`;
:mod:`bot.views.game` calls them where the dice are not rolled yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Game

from ..callbacks import CubeCB
from ..i18n import Translator
from .phone import phone_keyboard

if TYPE_CHECKING:
    from .names import Names

__all__ = ["cube_status", "cube_turn_lines", "cube_keyboard"]


def cube_status(game: Game, s: Names, tr: Translator) -> list[str]:
    """The caption line about the cube: its value and owner (in the middle at 1), the
    offered value while a double waits for the answer, or that this is the Crawford game. Empty for a game without the cube."""
    if game.cube is None:
        return []
    if game.crawford:
        return [tr("cap.cube.crawford")]
    if game.double_offered and not game.finished:  # as the picture: the offered value
        return [tr("cap.cube.offered", value=game.cube.value * 2)]
    if game.cube.owner is None:
        return [tr("cap.cube.middle")]
    return [tr("cap.cube", value=game.cube.value, name=s.html(game.cube.owner))]


def cube_turn_lines(game: Game, s: Names, tr: Translator) -> list[str]:
    """The caption lines of a turn whose dice are not rolled yet: who may roll or double,
    or who must answer the offered double and what passing costs."""
    color = game.turn_color
    value = game.cube_value
    if game.double_offered:
        taker = 1 - color
        if taker == s.ai_color:
            return [tr("cap.offer.ai", doubler=s.html(color), value=value * 2,
                       name=s.html(taker))]
        return [tr("cap.offer", doubler=s.html(color), value=value * 2,
                   mention=s.mention(taker), stake=value,
                   points_word=tr.plural(value, "points"))]
    if color == s.ai_color:
        return [tr("cap.roll.ai", name=s.html(color))]
    return [tr("cap.roll", mention=s.mention(color), value=value * 2)]


def cube_keyboard(game_id: int, seq: int, game: Game, s: Names,
                  tr: Translator) -> InlineKeyboardMarkup | None:
    """Before the roll: **Roll** and **Double ×N** for the human on turn; while a double is
    offered: **Take** (the new stakes) and **Pass** (what it costs) for the human who was
    offered it. None when the AI decides (or the dice are rolled already)."""
    if game.finished or game.dice is not None:
        return None

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=CubeCB(g=game_id, v=seq,
                                                                    a=a).pack())  # type: ignore[arg-type]

    value = game.cube_value
    if game.double_offered:
        if 1 - game.turn_color == s.ai_color:
            return None
        return phone_keyboard([[
            b(tr("btn.take", value=value * 2, points_word=tr.plural(value * 2, "points")), "t"),
            b(tr("btn.pass", value=value, points_word=tr.plural(value, "points")), "p"),
        ]])
    if game.turn_color == s.ai_color:
        return None
    row = [b(tr("btn.roll"), "r")]
    if game.may_double:
        row.append(b(tr("btn.double", value=value * 2), "d"))
    return phone_keyboard([row])
