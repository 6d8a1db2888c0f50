"""How a button press is answered: the :class:`Answer` values every handler returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Answer", "OK", "STALE", "FINISHED", "INVALID", "NOT_PLAYER", "NOT_TURN",
           "ILLEGAL", "ERROR", "LATE", "PAUSED"]


@dataclass(frozen=True, slots=True)
class Answer:
    """How to answer a button press: a text key (translated into the presser's own
    language), its values, and whether to show it as a pop-up alert rather than a toast;
    ``url``: a link the press opens (e.g. ``t.me/<bot>?start=…``)."""

    key: str | None = None
    alert: bool = False
    values: tuple[tuple[str, Any], ...] = ()
    url: str | None = None


OK = Answer()
STALE = Answer("alert.stale")
FINISHED = Answer("alert.finished", alert=True)
INVALID = Answer("alert.invalid", alert=True)
NOT_PLAYER = Answer("alert.not_player", alert=True)
NOT_TURN = Answer("alert.not_turn")
ILLEGAL = Answer("alert.illegal", alert=True)
ERROR = Answer("alert.error", alert=True)
LATE = Answer("clock.late", alert=True)
"""A press after the mover's time ran out: nothing changes, the time-out follows."""
PAUSED = Answer("clock.paused", alert=True)
"""A press in a game whose clocks are stopped by agreement: ▶️ Resume first."""
