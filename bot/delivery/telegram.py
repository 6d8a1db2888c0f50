"""One call policy for every Bot API call the bot makes.

:func:`call` runs a call and deals with what Telegram answers the same way everywhere:
``429 retry_after`` is waited out, network and server errors are retried with a doubling
pause, "message is not modified" counts as success (the call returns None), and a message
that is gone (deleted, not found, no longer editable) raises :class:`MessageGone`. Any
other refusal (a bad request, a chat that blocked the bot) is raised at once.

Two request middlewares of the bot's session watch every call: `PulseMiddleware` keeps
when Telegram last answered (the heartbeat, `bot.health.Pulse`, reads it when it writes),
and `Outages` keeps Telegram's
reachability as the bot's own requests see it. An outage begins with the first request
that fails for want of Telegram (the connection failed or dropped, a server error) and
ends with the next request Telegram answers (any answer, errors too). In polling mode a
request to Telegram is always under way (``getUpdates``), so an outage is seen within a
request's timeout. The game clocks give the mover back the time of every outage that
lasted at least `LEAST_SECONDS` (:mod:`bot.background.downtime`) and never time a game
out while one goes on.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import TelegramMethod
from aiogram.methods.base import Response, TelegramType
from aiogram.types import InlineKeyboardMarkup, Message

__all__ = ["call", "send_text", "edit_text", "delete", "MessageGone", "Superseded", "is_gone",
           "ATTEMPTS", "Outages", "LEAST_SECONDS", "PulseMiddleware", "reason",
           "KeptResponses"]

log = logging.getLogger(__name__)

T = TypeVar("T")

ATTEMPTS = 5
"""Tries of one call by default (a wait for ``retry_after`` counts as one)."""
FIRST_PAUSE = 0.5
MAX_PAUSE = 8.0

_GONE = (
    "message to edit not found",
    "message to delete not found",
    "message can't be edited",
    "message can't be deleted",
    "message_id_invalid",
    "message not found",
    "there is no media in the message to edit",
)


class MessageGone(TelegramAPIError):
    """The message a call refers to no longer exists or can no longer be changed."""

    def __init__(self, cause: TelegramBadRequest) -> None:
        super().__init__(cause.method, cause.message)


class Superseded(Exception):  # noqa: N818 - a signal, not an error
    """The caller's ``abandon`` check said the call is no longer wanted."""


def is_gone(exc: TelegramBadRequest) -> bool:
    """Whether a refusal says that the message is gone."""
    text = exc.message.lower()
    return any(s in text for s in _GONE)


async def call(
    make: Callable[[], Awaitable[T]],
    *,
    attempts: int = ATTEMPTS,
    max_wait: float | None = None,
    abandon: Callable[[], bool] | None = None,
    sleep: Callable[[float], Awaitable[None]] | None = None,
) -> T | None:
    """Run the Bot API call ``make()`` under the policy above and return its result, or
    None when Telegram said "message is not modified".

    Raises :class:`MessageGone` for a gone message, the last network or server error once
    ``attempts`` tries failed, and any other :class:`TelegramAPIError` at once. A wait is
    cut to ``max_wait`` seconds when given. ``abandon`` is asked after every wait; when it
    says True, :class:`Superseded` is raised instead of trying again. ``sleep`` waits
    (default ``asyncio.sleep``; the board sender gives the sleep of its clock)."""
    pause = FIRST_PAUSE
    for attempt in range(1, attempts + 1):
        try:
            return await make()
        except TelegramRetryAfter as exc:
            if attempt == attempts:
                raise
            wait = float(exc.retry_after)
            log.info("flood control: waiting %ss", wait)
        except TelegramBadRequest as exc:
            if "not modified" in exc.message.lower():
                return None
            if is_gone(exc):
                raise MessageGone(exc) from exc
            raise
        except (TelegramNetworkError, TelegramServerError) as exc:
            if attempt == attempts:
                raise
            wait = pause
            pause = min(pause * 2, MAX_PAUSE)
            log.warning("Bot API call failed (%s); retrying", exc)
        await (sleep or asyncio.sleep)(wait if max_wait is None else min(wait, max_wait))
        if abandon is not None and abandon():
            raise Superseded
    raise AssertionError("unreachable")  # pragma: no cover - the loop returns or raises


async def send_text(bot: Bot, chat_id: int, text: str,
                    markup: InlineKeyboardMarkup | None = None) -> Message:
    """Send a text message under the policy (raises what :func:`call` raises)."""
    msg = await call(lambda: bot.send_message(chat_id, text, reply_markup=markup))
    assert msg is not None  # a new message is never "not modified"
    return msg


async def edit_text(bot: Bot, chat_id: int, message_id: int | None, text: str,
                    markup: InlineKeyboardMarkup | None = None) -> bool:
    """Edit a text message under the policy; a failure is logged, not raised. True when
    the message shows ``text`` now."""
    if message_id is None:
        return False
    try:
        await call(lambda: bot.edit_message_text(
            text=text, chat_id=chat_id, message_id=message_id, reply_markup=markup))
    except TelegramAPIError as exc:
        log.info("chat %s: could not edit message %s: %s", chat_id, message_id, exc)
        return False
    return True


async def delete(bot: Bot, chat_id: int, message_id: int | None, *,
                 attempts: int = ATTEMPTS, max_wait: float | None = None) -> bool:
    """Delete a message under the policy; a failure is logged, not raised. True when it
    is gone (deleted now or before)."""
    if message_id is None:
        return False
    try:
        await call(lambda: bot.delete_message(chat_id, message_id), attempts=attempts,
                   max_wait=max_wait)
    except MessageGone:
        return True
    except TelegramAPIError as exc:
        log.info("chat %s: could not delete message %s: %s", chat_id, message_id, exc)
        return False
    return True

# ---------------------------------------------------------------- watching every request
def reason(exc: TelegramAPIError) -> str:
    """One line saying why a request failed."""
    return " ".join(str(exc).split()) or type(exc).__name__


class PulseMiddleware(BaseRequestMiddleware):
    """Keeps when Telegram last answered a request (``ok_at``, any answer, errors too; Unix
    seconds of ``clock``) and the last problem reaching it since (``problem``): plain
    values, read by the heartbeat (a `bot.health.Hearing`) when it writes."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.ok_at: float | None = None
        self.problem: str | None = None
        self._clock = clock

    async def __call__(self, make_request: NextRequestMiddlewareType[TelegramType], bot: Bot,
                       method: TelegramMethod[TelegramType]) -> Response[TelegramType]:
        try:
            response = await make_request(bot, method)
        except (TelegramNetworkError, TelegramServerError) as exc:
            self.problem = reason(exc)
            raise
        except TelegramAPIError:
            self.ok_at, self.problem = self._clock(), None
            raise
        self.ok_at, self.problem = self._clock(), None
        return response


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


_KEPT: dict[Any, Any] = {}
"""The answer model of every result type read so far in this process (see `KeptResponses`)."""


class KeptResponses(AiohttpSession):
    """aiogram's aiohttp session, with each answer model built once per process.

    aiogram reads every answer of the Bot API as ``Response[<the method's result>]``, a
    pydantic generic model. Pydantic keeps such classes by weak reference only, so once the
    garbage collector has freed one it is built again on the next call: 1-4 ms of CPU for a
    call that otherwise costs a fraction of that. This session keeps one reference to the
    model of each result type, so each is built once."""

    def check_response(self, bot: Bot, method: TelegramMethod[TelegramType],
                       status_code: int, content: str) -> Response[TelegramType]:
        """aiogram's own check, on the kept model of the method's result."""
        returning = method.__returning__
        if returning not in _KEPT:
            _KEPT[returning] = Response[returning]  # type: ignore[valid-type]
        return super().check_response(bot, method, status_code, content)

    async def close(self) -> None:
        """Close the connections. aiogram's close then waits 250 ms for TLS connections to
        shut down; a Bot API server reached over plain HTTP (a local one) has none, so
        there the session closes without that wait."""
        if self.api.base.startswith("https:"):
            await super().close()
        elif self._session is not None and not self._session.closed:
            await self._session.close()
