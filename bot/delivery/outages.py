"""Telegram's reachability as the bot's own requests see it: `Outages`, a request
middleware of the bot's session.

An outage begins with the first request that fails for want of Telegram (the connection
failed or dropped, a server error) and ends with the next request Telegram answers (any
answer, errors too). In polling mode a request to Telegram is always under way
(``getUpdates``), so an outage is seen within a request's timeout. The game clocks give
the mover back the time of every outage that lasted at least `LEAST_SECONDS`
(:mod:`bot.background.downtime`) and never time a game out while one goes on.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable

from aiogram import Bot
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.exceptions import TelegramAPIError, TelegramNetworkError, TelegramServerError
from aiogram.methods import TelegramMethod
from aiogram.methods.base import Response, TelegramType

__all__ = ["Outages", "LEAST_SECONDS"]

log = logging.getLogger(__name__)

LEAST_SECONDS = 1.0
"""A shorter outage (a dropped connection retried at once) is no downtime."""

Ended = Callable[[float, float], None]
"""Told of every outage that ended: when it began and when it ended."""


class Outages(BaseRequestMiddleware):
    """Watches every Bot API request; keeps the outages seen (the newest `keep`) on
    ``clock`` (seconds since the epoch, the game clocks' time)."""

    def __init__(self, clock: Callable[[], float] = time.time, *, keep: int = 16) -> None:
        self.clock = clock
        self.since: float | None = None
        """When the outage going on now began; None while Telegram answers."""
        self.past: deque[tuple[float, float]] = deque(maxlen=keep)
        """The outages that ended, oldest first: (began, ended)."""
        self._listeners: list[Ended] = []

    @property
    def down(self) -> bool:
        """Whether Telegram cannot be reached now."""
        return self.since is not None

    def on_end(self, listener: Ended) -> None:
        """Tell ``listener`` of every outage of at least `LEAST_SECONDS` once it ended."""
        self._listeners.append(listener)

    async def __call__(self, make_request: NextRequestMiddlewareType[TelegramType], bot: Bot,
                       method: TelegramMethod[TelegramType]) -> Response[TelegramType]:
        try:
            response = await make_request(bot, method)
        except (TelegramNetworkError, TelegramServerError):
            self.failed()
            raise
        except TelegramAPIError:
            self.answered()
            raise
        self.answered()
        return response

    def failed(self) -> None:
        """A request found Telegram unreachable."""
        if self.since is None:
            self.since = self.clock()
            log.warning("Telegram cannot be reached: the game clocks wait for it")

    def answered(self) -> None:
        """Telegram answered a request: an outage going on has ended."""
        began = self.since
        if began is None:
            return
        self.since = None
        ended = self.clock()
        if ended - began < LEAST_SECONDS:
            return
        log.warning("Telegram answers again after %.0f s: the movers get that time back",
                    ended - began)
        self.past.append((began, ended))
        for listener in self._listeners:
            listener(began, ended)
