"""The languages the bot speaks and the one rule that picks a person's or a chat's.

The rule (:func:`pick_language`): a language chosen with ``/lang`` wins; else the
Telegram interface language, when the bot speaks it (``pt-br`` reads as ``pt``;
Belarusian, Kyrgyz and Tajik readers get Russian); else English.
``bot.middlewares.ChatMiddleware`` applies it once per update (:class:`bot.i18n.speech.Speech`), the board page once per request.
"""

from __future__ import annotations

from .catalogue import file_state

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "SOURCE_LANGUAGE", "pick_language", "state",
           "supported"]

LANGUAGES: tuple[str, ...] = ("ru", "en", "uk", "az", "hy", "ka", "tr", "fa", "uz", "kk")
"""Every language with a catalogue, in the order ``/lang`` offers them."""
SOURCE_LANGUAGE = "ru"
"""The language the texts are written in first."""
DEFAULT_LANGUAGE = "en"
"""The language of a person whose Telegram language the bot does not speak."""

_NEAREST = {"be": "ru", "ky": "ru", "tg": "ru"}
"""Telegram languages without a catalogue whose readers get a neighbour's."""


def supported(code: str | None) -> str | None:
    """The bot's language for a Telegram ``language_code`` (or a stored choice), None if
    it has none."""
    if not code:
        return None
    base = code.replace("_", "-").split("-")[0].lower()
    if base in LANGUAGES:
        return base
    return _NEAREST.get(base)


def pick_language(code: str | None, chosen: str | None = None) -> str:
    """The language of a person or chat: ``chosen`` (a ``/lang`` choice) if the bot has
    it, else the Telegram ``code`` if the bot has it, else :data:`DEFAULT_LANGUAGE`."""
    return supported(chosen) or supported(code) or DEFAULT_LANGUAGE


def state(lang: str) -> str:
    """``"source"`` (Russian), ``"machine"`` (any message machine-made, not yet reviewed)
    or ``"reviewed"``."""
    if lang == SOURCE_LANGUAGE:
        return "source"
    return "machine" if file_state(lang) == "machine" else "reviewed"
