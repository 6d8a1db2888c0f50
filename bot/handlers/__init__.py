"""Routers, one per feature. Handlers stay thin: they decode, call the part they name, reply.

Routers are built per dispatcher (a router can belong to one parent only, and tests start
several bots in one process).
"""

from __future__ import annotations

from aiogram import Router

from . import (
    coach,
    common,
    cube,
    dice,
    history,
    inline,
    lobby,
    matches,
    play,
    rules,
    settings,
    stats,
    tournament,
)

__all__ = ["build_routers"]


def build_routers() -> list[Router]:
    """Every feature router, in the order they are included."""
    return [inline.router(), common.router(), lobby.router(), play.router(), cube.router(),
            matches.router(), stats.router(), dice.router(), history.router(), rules.router(),
            settings.router(), coach.router(), tournament.router()]
