"""Middlewares: the language of each update, and a guaranteed answer to every button.

* :class:`LanguageMiddleware` puts ``lang`` and ``tr`` (a :class:`~bot.i18n.Translator`)
  into the handler data: the chat's chosen language, else the user's Telegram language.
* :class:`AnswerMiddleware` answers every callback query exactly once: with the
  :class:`~bot.answers.Answer` the handler returned, with "this button does not work" when
  no handler took it (garbled or forged data), and with an error text when the handler
  failed.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.dispatcher.event.bases import UNHANDLED
from aiogram.exceptions import TelegramAPIError
from aiogram.types import CallbackQuery, ChatMemberUpdated, Message, TelegramObject

from .answers import INVALID, Answer
from .i18n import Translator, pick_language
from .service import GameService

__all__ = ["LanguageMiddleware", "AnswerMiddleware"]

log = logging.getLogger(__name__)

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


class LanguageMiddleware(BaseMiddleware):
    """Chooses the language of the update (chat setting, else the user's language)."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        user = getattr(event, "from_user", None)
        chat_id: int | None = None
        if isinstance(event, Message | ChatMemberUpdated):
            chat_id = event.chat.id
        elif isinstance(event, CallbackQuery) and event.message is not None:
            chat_id = event.message.chat.id
        chosen = None
        if chat_id is not None:
            chosen = (await self.service.chat_settings(chat_id)).language
        lang = pick_language(getattr(user, "language_code", None), chosen)
        data["lang"] = lang
        data["tr"] = Translator(lang)
        return await handler(event, data)


class AnswerMiddleware(BaseMiddleware):
    """Answers every callback query once, whatever happens in its handler."""

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not isinstance(event, CallbackQuery):
            return await handler(event, data)
        answer: Answer = INVALID
        result: Any = UNHANDLED
        try:
            result = await handler(event, data)
            if isinstance(result, Answer):
                answer = result
            elif result is not UNHANDLED:
                answer = Answer()
        except Exception:
            log.exception("callback %r failed", event.data)
            answer = Answer("alert.error", alert=True)
        tr = data.get("tr") or Translator(
            pick_language(event.from_user.language_code if event.from_user else None))
        if answer.lang is not None:
            tr = Translator(answer.lang)
        text = tr(answer.key, **dict(answer.values)) if answer.key else None
        try:
            await event.answer(text=text, show_alert=answer.alert if text else None,
                               url=answer.url)
        except TelegramAPIError as exc:
            log.info("could not answer callback %s: %s", event.id, exc)
        return result
