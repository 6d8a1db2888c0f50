"""A game's clock as the bot stores it, without I/O."""

from __future__ import annotations

from engine.clock import PRESETS, Clock, preset

__all__ = ["new_clock"]


def new_clock(control: str | None, target: int) -> str | None:
    """A full clock for a game (or match to ``target``) with ``control``, as stored."""
    if control not in PRESETS:
        return None
    return Clock.new(preset(control), target).to_json()
