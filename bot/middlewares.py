"""Middlewares: where an update happens and in which language, and a guaranteed answer to
every button.

* :class:`ChatMiddleware` decides once per update its chat key (``chat_key``: the chat, or
  the key of the inline message a button is under, see :mod:`bot.inline.chat`; None for
  an inline query), whether it is a private chat (``private``) and its languages, by the
  bot's one rule (:func:`bot.i18n.pick_language`) and nowhere else: ``speech`` (a
  :class:`~bot.i18n.Speech`), ``tr`` its chat translator (the chat's ``/lang`` choice, else
  the sender's language), ``lang`` that language's code (a new game's language) and
  ``own`` the sender's own translator (his choice in his private chat, else his Telegram
  language). The chat's settings are read once, here, and every later read of them while
  the update is handled gets the same (`GameStore.pinned`). A press on a tournament game's
  board in its group (or on its inline message) gets the game's own key
  (:mod:`bot.tournament.keys`).
* :class:`AnswerMiddleware` answers every callback query exactly once: with the
  :class:`~bot.answers.Answer` the handler returned (in the presser's own language: a
  toast or an alert is his alone), with "this button does not work" when
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
from aiogram.types import (
    CallbackQuery,
    ChatMemberUpdated,
    ChosenInlineResult,
    Message,
    TelegramObject,
)

from .answers import INVALID, Answer
from .i18n import Speech
from .model.state import inline_chat_id
from .play.store import GameStore
from .tournament.keys import PressPlaces, game_of_data

__all__ = ["ChatMiddleware", "AnswerMiddleware", "chat_of"]

log = logging.getLogger(__name__)

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


def chat_of(event: TelegramObject) -> tuple[int | None, bool]:
    """The chat key of an update and whether it is a private chat: a message's chat, the
    chat of the message a button is under, or the key of an inline message; None for an
    inline query (no chat)."""
    if isinstance(event, Message | ChatMemberUpdated):
        return event.chat.id, event.chat.type == "private"
    if isinstance(event, CallbackQuery):
        if event.message is not None:
            return event.message.chat.id, event.message.chat.type == "private"
        if event.inline_message_id is not None:
            return inline_chat_id(event.inline_message_id), False
    if isinstance(event, ChosenInlineResult) and event.inline_message_id is not None:
        return inline_chat_id(event.inline_message_id), False
    return None, False


class ChatMiddleware(BaseMiddleware):
    """Puts ``chat_key``, ``private``, ``speech``, ``tr``, ``own`` and ``lang`` into the
    handler data."""

    def __init__(self, store: GameStore, places: PressPlaces | None = None) -> None:
        self.store = store
        self.places = places

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        key, private = chat_of(event)
        if (self.places is not None and isinstance(event, CallbackQuery) and key is not None
                and not private and (game := game_of_data(event.data)) is not None):
            group = event.message.chat.id if event.message is not None else None
            own = await self.places.key_for(game, group, event.inline_message_id)
            key = own if own is not None else key
        settings = None if key is None else await self.store.chat_settings(key)
        user = getattr(event, "from_user", None)
        uid = getattr(user, "id", None)
        mine = settings if private or uid is None else await self.store.chat_settings(uid)
        speech = Speech.of(getattr(user, "language_code", None),
                           settings.language if settings is not None else None,
                           mine.language if mine is not None else None)
        data["chat_key"] = key
        data["private"] = private
        data["speech"] = speech
        data["tr"] = speech.chat
        data["own"] = speech.own
        data["lang"] = speech.chat.lang
        if key is None or settings is None:
            return await handler(event, data)
        with self.store.pinned(key, settings):
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
        speech: Speech | None = data.get("speech")
        own = speech.own if speech is not None else Speech.of(
            event.from_user.language_code if event.from_user else None, None, None).own
        text = own(answer.key, **dict(answer.values)) if answer.key else None
        try:
            await event.answer(text=text, show_alert=answer.alert if text else None,
                               url=answer.url)
        except TelegramAPIError as exc:
            log.info("could not answer callback %s: %s", event.id, exc)
        return result
