"""The languages of one update, decided once (by ``bot.middlewares.ChatMiddleware``)."""

from __future__ import annotations

from dataclasses import dataclass

from .languages import pick_language
from .translator import Translator

__all__ = ["Speech"]


@dataclass(frozen=True, slots=True)
class Speech:
    """Who reads what in one update: ``chat`` for the texts the whole chat sees (the
    chat's ``/lang`` choice, else the sender's language; a new game takes it as its own),
    ``own`` for what the sender alone sees (toasts, alerts, the "only administrators"
    reply: his ``/lang`` choice in his private chat, else his Telegram language)."""

    chat: Translator
    own: Translator

    @classmethod
    def of(cls, code: str | None, chat_choice: str | None,
           own_choice: str | None) -> Speech:
        """The languages for a sender with Telegram language ``code`` in a chat that chose
        ``chat_choice``, the sender having chosen ``own_choice`` in his private chat."""
        own = pick_language(code, own_choice)
        return cls(Translator(pick_language(own, chat_choice)), Translator(own))
