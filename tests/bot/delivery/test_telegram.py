"""The one Bot API call policy (bot.delivery.telegram): waits, retries, "not modified", gone
messages."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Awaitable, Callable

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import SendMessage
from aiogram.methods.base import Response
from aiogram.types import User

from bot.app import build_bot
from bot.config import Settings
from bot.delivery import telegram
from testkit.fakeapi import FakeTelegram

METHOD = SendMessage(chat_id=1, text="x")


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The pauses the policy takes (recorded instead of slept)."""
    taken: list[float] = []

    async def fake_sleep(seconds: float) -> None:
        taken.append(seconds)

    monkeypatch.setattr(telegram.asyncio, "sleep", fake_sleep)
    return taken


def scripted(*outcomes: object) -> tuple[Callable[[], Awaitable[object]], list[int]]:
    """A call that raises or returns ``outcomes`` in turn; and its call counter."""
    calls = [0]

    async def make() -> object:
        outcome = outcomes[min(calls[0], len(outcomes) - 1)]
        calls[0] += 1
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome

    return make, calls


async def test_retry_after_is_waited_then_the_call_repeated(waits: list[float]) -> None:
    make, calls = scripted(TelegramRetryAfter(METHOD, "Too Many Requests", 7), "sent")
    assert await telegram.call(make) == "sent"
    assert calls[0] == 2
    assert waits == [7.0]


async def test_max_wait_caps_a_long_retry_after(waits: list[float]) -> None:
    make, _ = scripted(TelegramRetryAfter(METHOD, "Too Many Requests", 60), "sent")
    assert await telegram.call(make, max_wait=5) == "sent"
    assert waits == [5]


async def test_not_modified_counts_as_success(waits: list[float]) -> None:
    make, calls = scripted(TelegramBadRequest(
        METHOD, "Bad Request: message is not modified: specified new message content and "
        "reply markup are exactly the same"))
    assert await telegram.call(make) is None
    assert calls[0] == 1 and waits == []


@pytest.mark.parametrize("text", [
    "Bad Request: message to edit not found",
    "Bad Request: message can't be edited",
    "Bad Request: MESSAGE_ID_INVALID",
    "Bad Request: message to delete not found",
])
async def test_a_gone_message_is_reported(waits: list[float], text: str) -> None:
    make, calls = scripted(TelegramBadRequest(METHOD, text))
    with pytest.raises(telegram.MessageGone):
        await telegram.call(make)
    assert calls[0] == 1


async def test_network_errors_are_retried_with_growing_pauses_then_given_up(
        waits: list[float]) -> None:
    make, calls = scripted(TelegramNetworkError(METHOD, "connection reset"))
    with pytest.raises(TelegramNetworkError):
        await telegram.call(make, attempts=4)
    assert calls[0] == 4
    assert waits == [0.5, 1.0, 2.0]


async def test_a_server_error_then_success(waits: list[float]) -> None:
    make, calls = scripted(TelegramServerError(METHOD, "Bad Gateway"), "ok")
    assert await telegram.call(make) == "ok"
    assert calls[0] == 2 and waits == [0.5]


async def test_other_refusals_are_raised_at_once(waits: list[float]) -> None:
    for exc in (TelegramBadRequest(METHOD, "Bad Request: chat not found"),
                TelegramForbiddenError(METHOD, "Forbidden: bot was blocked by the user")):
        make, calls = scripted(exc)
        with pytest.raises(type(exc)):
            await telegram.call(make)
        assert calls[0] == 1
    assert waits == []


async def test_an_abandoned_call_stops_after_its_wait(waits: list[float]) -> None:
    make, calls = scripted(TelegramRetryAfter(METHOD, "Too Many Requests", 3), "sent")
    with pytest.raises(telegram.Superseded):
        await telegram.call(make, abandon=lambda: True)
    assert calls[0] == 1 and waits == [3.0]


class _Bot:
    """Just ``delete_message``, failing as told."""

    def __init__(self, exc: BaseException | None) -> None:
        self.exc = exc
        self.calls = 0

    async def delete_message(self, chat_id: int, message_id: int) -> bool:
        self.calls += 1
        if self.exc is not None:
            raise self.exc
        return True


async def test_delete_treats_a_gone_message_as_deleted_and_logs_other_failures(
        waits: list[float]) -> None:
    gone = _Bot(TelegramBadRequest(METHOD, "Bad Request: message to delete not found"))
    assert await telegram.delete(gone, 1, 2) is True  # type: ignore[arg-type]
    down = _Bot(TelegramNetworkError(METHOD, "timeout"))
    assert await telegram.delete(down, 1, 2, attempts=3) is False  # type: ignore[arg-type]
    assert down.calls == 3
    assert await telegram.delete(_Bot(None), 1, None) is False  # type: ignore[arg-type]


async def test_the_bots_session_builds_each_answer_model_once() -> None:
    """aiogram reads an answer as ``Response[<result>]``, which pydantic keeps only weakly:
    the bot's session keeps it, so a garbage collection does not make the next call of the
    same kind build the model again (aiogram's plain session loses it)."""
    tg = FakeTelegram()
    await tg.start()
    try:
        kept: dict[str, bool] = {}
        plain = AiohttpSession(api=TelegramAPIServer.from_base(tg.url))
        for name, bot in (("plain", Bot(tg.token, session=plain)),
                          ("bot's", build_bot(Settings(token=tg.token, api_url=tg.url)))):
            telegram._KEPT.clear()
            assert (await bot.get_me()).is_bot
            model = weakref.ref(Response[User])
            gc.collect()
            kept[name] = model() is not None
            await bot.session.close()
        assert kept == {"plain": False, "bot's": True}
    finally:
        await tg.stop()


async def test_the_bots_session_waits_for_tls_connections_only(waits: list[float]) -> None:
    """aiogram's session waits 250 ms after closing, for TLS connections to shut down. The
    bot's session waits so with Telegram's own server (HTTPS) and not with a local Bot API
    server reached over plain HTTP, which has no such connections."""
    tg = FakeTelegram()
    await tg.start()
    try:
        local = build_bot(Settings(token=tg.token, api_url=tg.url))
        assert (await local.get_me()).is_bot
        await local.session.close()
        assert waits == []
        assert local.session._session is not None and local.session._session.closed
        remote = build_bot(Settings(token=tg.token))
        await remote.session.create_session()
        await remote.session.close()
        assert waits == [0.25]
    finally:
        await tg.stop()
