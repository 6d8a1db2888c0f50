"""Start-up of the running bot: opening the database and waiting for Telegram with
back-off (the request middleware whose values the heartbeat writes is
`bot.delivery.telegram.PulseMiddleware`). Every failure a person
running the bot must fix becomes a one-line `StartupError` (exit code 2)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from aiogram.exceptions import (
    TelegramAPIError,
    TelegramBadRequest,
    TelegramConflictError,
    TelegramForbiddenError,
    TelegramNotFound,
    TelegramRetryAfter,
    TelegramUnauthorizedError,
)

from storage import Storage, StorageError, coordination, open_storage, redact
from storage.coordination import Coordination

from .delivery.telegram import reason

__all__ = ["StartupError", "open_coordination", "open_database", "retry"]

log = logging.getLogger(__name__)
_T = TypeVar("_T")


class StartupError(Exception):
    """The bot cannot start; the message is one line for the person running it (the
    command line prints it and exits with code 2)."""


async def open_database(path: str) -> Storage:
    """`open_storage`, with every failure turned into a one-line `StartupError`."""
    try:
        return await open_storage(path)
    except StorageError as exc:
        raise StartupError(f"cannot open the database NARDY_DB={redact(path)}: {exc}") from exc
    except OSError as exc:
        raise StartupError(
            f"cannot create the database NARDY_DB={path}: {exc.strerror or exc}") from exc


async def open_coordination(db: str, storage: Storage | None = None) -> Coordination:
    """`storage.coordination.open_coordination`, on the pool of ``storage`` when it is a
    PostgreSQL one (one pool per database), with a failure to reach PostgreSQL turned
    into a one-line `StartupError`."""
    try:
        return await coordination.open_coordination(db, pool=getattr(storage, "pool", None))
    except Exception as exc:  # unreachable, refused login, no database, no driver...
        raise StartupError(f"cannot open the database NARDY_DB={redact(db)}: {exc}") from exc


async def retry(call: Callable[[], Awaitable[_T]], what: str, stop: asyncio.Event,
                 delays: tuple[float, float]) -> _T | None:
    """``await call()`` until Telegram answers; None if ``stop`` is set while waiting.

    Network failures, server errors and flood waits are retried with back-off (one
    warning per attempt); an unauthorized token, a missing API address and a refused
    request raise `StartupError`."""
    delay, longest = delays
    attempt = 0
    while not stop.is_set():
        attempt += 1
        try:
            result = await call()
        except TelegramUnauthorizedError:
            raise StartupError(
                "Telegram refused the bot token (401 Unauthorized): check BOT_TOKEN, "
                "or ask @BotFather for the current token") from None
        except TelegramNotFound:
            raise StartupError(
                f"{what} answered 404 Not Found: check TELEGRAM_API_URL "
                "(leave it unset for Telegram's own server)") from None
        except (TelegramBadRequest, TelegramForbiddenError, TelegramConflictError) as exc:
            raise StartupError(f"Telegram refused {what}: {reason(exc)}") from None
        except TelegramAPIError as exc:
            wait = float(exc.retry_after) if isinstance(exc, TelegramRetryAfter) else delay
            log.warning("cannot reach Telegram (%s failed: %s); retrying in %g s",
                        what, reason(exc), wait)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), wait)
            delay = min(delay * 2, longest)
            continue
        if attempt > 1:
            log.info("Telegram answered %s after %d attempts", what, attempt)
        return result
    return None
