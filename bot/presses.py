"""Telegram's objects unpacked into the plain values play takes (`bot.play.press`): the
user who pressed, and each game button's data as a `Press`."""

from __future__ import annotations

from aiogram.types import User

from engine import Step

from .callbacks import (
    ComboCB,
    CubeCB,
    HintCB,
    LobbyCB,
    PauseCB,
    RematchCB,
    ResignCB,
    StepCB,
    TurnCB,
)
from .play.press import Press, Presser

__all__ = ["presser", "step_press", "combo_press", "turn_press", "cube_press",
           "resign_press", "pause_press", "hint_press", "lobby_press", "rematch_press",
           "TURN", "CUBE", "RESIGN", "PAUSE", "HINT"]

TURN = {"u": "undo", "d": "done"}
"""A turn button's action letter and the action it names."""
CUBE = {"r": "roll", "d": "double", "t": "take", "p": "pass"}
"""A cube button's action letter and the action it names."""
RESIGN = {"y": "game", "m": "match", "n": "keep"}
"""A resignation confirmation's letter and the action it names."""
PAUSE = {"ask": "offer", "ok": "agree", "go": "resume"}
"""A pause button's action and the action it names."""
HINT = {"h": "hint", "s": "show"}
"""A hint button's letter and the action it names."""


def presser(user: User) -> Presser:
    """The user who pressed (or wrote a command), as play knows him."""
    return Presser(user.id, user.full_name, user.language_code)


def step_press(user: User, cb: StepCB) -> Press:
    """A single step button."""
    return Press(presser(user), cb.g, cb.v, "step", step=Step(cb.f, cb.t, cb.d))


def combo_press(user: User, cb: ComboCB) -> Press:
    """A combined move button: the checker on ``f`` moved with the dice ``d`` in order."""
    return Press(presser(user), cb.g, cb.v, "combo", origin=cb.f, dice=cb.d)


def turn_press(user: User, cb: TurnCB) -> Press:
    """Undo or Done."""
    return Press(presser(user), cb.g, cb.v, TURN[cb.a])


def cube_press(user: User, cb: CubeCB) -> Press:
    """Roll, Double, Take or Pass."""
    return Press(presser(user), cb.g, cb.v, CUBE[cb.a])


def resign_press(user: User, cb: ResignCB) -> Press:
    """A press on the resignation's confirmation."""
    return Press(presser(user), cb.g, cb.v, RESIGN[cb.a])


def pause_press(user: User, cb: PauseCB) -> Press:
    """⏸ Offer a pause, ✅ Agree or ▶️ Resume."""
    return Press(presser(user), cb.g, cb.v, PAUSE[cb.a])


def hint_press(user: User, cb: HintCB) -> Press:
    """💡 (``v`` the view version) or the best play drawn (``v`` the turn number)."""
    return Press(presser(user), cb.g, cb.v, HINT[cb.a])


def lobby_press(user: User, cb: LobbyCB) -> Press:
    """A lobby button (its action and the variant, level or length it names)."""
    return Press(presser(user), cb.g, cb.v, cb.a, value=cb.x)


def rematch_press(user: User, cb: RematchCB) -> Press:
    """🔁 Rematch under a finished game."""
    return Press(presser(user), cb.g, None, "rematch")
