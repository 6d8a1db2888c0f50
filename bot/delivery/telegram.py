"""One call policy for every Bot API call the bot makes.

:func:`call` runs a call and deals with what Telegram answers the same way everywhere:
``429 retry_after`` is waited out, network and server errors are retried with a doubling
pause, "message is not modified" counts as success (the call returns None), and a message
that is gone (deleted, not found, no longer editable) raises :class:`MessageGone`. Any
other refusal (a bad request, a chat that blocked the bot) is raised at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import InlineKeyboardMarkup, Message

__all__ = ["call", "send_text", "edit_text", "delete", "MessageGone", "Superseded", "is_gone",
           "ATTEMPTS"]

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
