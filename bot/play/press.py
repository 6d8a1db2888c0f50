"""A press as the parts of play take it: plain values, whatever it came through (a button
under a chat's board, an inline message, the board page).

The handlers (through `bot.middlewares`) and the board page's server (`bot.webapp.server`) unpack
Telegram's objects into these values; nothing in `bot.play` sees an update, a user object
or a button's data.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import Step

__all__ = ["Presser", "Press"]


@dataclass(frozen=True, slots=True)
class Presser:
    """Who pressed: a Telegram user's id, the name he shows (first and last name) and the
    language of his Telegram (None when Telegram does not say)."""

    id: int
    name: str
    lang: str | None = None


@dataclass(frozen=True, slots=True)
class Press:
    """A press on a game's view: who, which game, on which view version (None where the
    button carries none) and what action, with what the action names besides.

    The actions: a move, ``step`` (``step``) or ``combo`` (``origin`` and ``dice``, the
    dice in the order played, as digits); ``undo`` and ``done``; the cube's ``roll``,
    ``double``, ``take``, ``pass``; a resignation's confirmation ``game``, ``match`` or
    ``keep``; a pause's ``offer``, ``agree``, ``resume``; a hint's ``hint`` and ``show``;
    a lobby's buttons (``join``, ``cancel``, ``var``, ``lvl``, ... with ``value``: the
    variant, level or length named); ``rematch``. An action the parts do not know is
    refused or read as the last one of its kind, as a forged button would be."""

    who: Presser
    game: int
    version: int | None
    action: str
    value: str = ""
    step: Step | None = None
    origin: int = 0
    dice: str = ""
