"""A game's clock as the bot stores it, without I/O: a new game's clock, the stored clock
read back, the clock's sides and the players' colours, its times as stored."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from engine.clock import PRESETS, Clock, ClockError, preset
from storage import FinishedGame, GameRecord

from .state import Table

__all__ = ["new_clock", "clock_of", "side_of", "color_of", "when"]

log = logging.getLogger(__name__)


def new_clock(control: str | None, target: int) -> str | None:
    """A full clock for a game (or match to ``target``) with ``control``, as stored."""
    if control not in PRESETS:
        return None
    return Clock.new(preset(control), target).to_json()


def clock_of(rec: GameRecord | FinishedGame) -> Clock | None:
    """The stored clock of a game, if it is played with one (None when unreadable)."""
    if rec.clock is None:
        return None
    try:
        return Clock.from_json(rec.clock)
    except ClockError:
        log.error("game %s has an unreadable clock; it is played untimed", rec.game_id)
        return None


def side_of(table: Table, color: int) -> int:
    """The clock's side of the player with ``color`` (the match's player in a match)."""
    return table.match.player_of(color) if table.match is not None else color


def color_of(table: Table, side: int) -> int:
    """The colour the clock's ``side`` plays in this game."""
    if table.match is None:
        return side
    return 0 if table.match.white == side else 1


def when(seconds: float | None) -> datetime | None:
    """A clock's time (seconds since the epoch) as the stored ``clock_deadline``."""
    return None if seconds is None else datetime.fromtimestamp(seconds, UTC)
