"""The Telegram bot: long and short nardy against friends or the AI (aiogram 3).

Run it with ``BOT_TOKEN=... python -m bot`` or ``nardy-bot`` (settings from the
environment, see :mod:`bot.config`: database ``NARDY_DB``, custom API server
``TELEGRAM_API_URL``, AI pause ``NARDY_AI_DELAY``, inactivity ``NARDY_INACTIVITY_HOURS``,
turn reminders in groups ``NARDY_TURN_PING_SECONDS``,
webhook ``WEBHOOK_URL``/``WEBHOOK_SECRET``); embed it with :func:`run_bot`. This is the
only package that imports aiogram. The folders and the path of a press through them are
described in docs/ARCHITECTURE.md: :mod:`bot.middlewares` -> :mod:`bot.handlers` -> a part
of :mod:`bot.play` (moves, cube, lobbies, matches) -> engine -> :mod:`bot.play.publish`
-> :mod:`bot.views` -> :mod:`bot.delivery.sender`, with every Bot API call under
:mod:`bot.delivery.telegram`; :mod:`bot.service` builds the parts, starts and stops them.

Turn flow: each step is its own button. With the chat's automatic finish on (the default,
``/settings``) a turn passes as soon as its dice are played, and the rest of a turn that
leaves nothing to decide is played by itself; with it off the board shows "Undo step" and
"Done" once the dice are played, and the turn passes only on "Done" (so a step can always
be taken back before it counts). A turn with no legal move passes with a note in the
caption.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

# One BLAS thread per computer move (before numpy is first imported, so it takes effect):
# the networks' matrix products are small, and on two cores a second BLAS thread doubled a
# long-nardy master move's CPU and made it slower by the clock too (median 54.4 ms against
# 42.9 ms, bench/README.md). Moves of different chats still run side by side in worker
# threads. A value set in the environment is kept.
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

if TYPE_CHECKING:
    from .app import run_bot
    from .config import ConfigError, Settings

__all__ = ["ConfigError", "Settings", "run_bot"]


def __getattr__(name: str) -> Any:
    # Imported lazily: the picture worker processes import this package (it holds the
    # program's __main__) and must not pay for aiogram's import time and memory.
    if name == "run_bot":
        from .app import run_bot

        return run_bot
    if name in ("ConfigError", "Settings"):
        from . import config

        return getattr(config, name)
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
