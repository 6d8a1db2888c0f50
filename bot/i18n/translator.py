"""The translator of one language: texts from its Fluent catalogue, and every number and
date the bot writes, formatted by Babel for that language (the one place that does); and
the translators of one update (:class:`Speech`, decided once by
``bot.middlewares.ChatMiddleware``)."""

from __future__ import annotations

import datetime as dt
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from babel.dates import format_skeleton, format_time
from babel.numbers import format_decimal, get_group_symbol

from .catalogue import COUNT, Catalogue, catalogue, loaded, plain_texts
from .languages import (
    DEFAULT_LANGUAGE,
    RTL_LANGUAGES,
    SOURCE_LANGUAGE,
    isolate,
    mark_numbers,
    pick_language,
    supported,
)

__all__ = ["Translator", "MissingText", "SOURCE_LANGUAGE", "Speech", "menu_texts", "strict"]

log = logging.getLogger(__name__)

_reported: set[tuple[str, str]] = set()


class MissingText(KeyError):
    """A message (or one of its variables) that a catalogue lacks, in strict mode."""


def strict() -> bool:
    """Whether a missing message or variable raises (``NARDY_I18N_STRICT=1``, as the tests
    run) instead of falling back to another language's and logging."""
    return os.environ.get("NARDY_I18N_STRICT") == "1"


class Translator:
    """Texts of one language: ``tr("key", name=...)`` fills a message, ``tr.plural(n,
    "points")`` gives the form of a counted word for ``n``; ``number``, ``count``,
    ``figure``, ``date``, ``day`` and ``moment`` write numbers, dates and times as the
    language does."""

    __slots__ = ("lang", "rtl", "_cat", "_spare_lang")
    lang: str
    rtl: bool
    _cat: Catalogue
    _spare_lang: str

    def __new__(cls, lang: str) -> Translator:
        """The translator of ``lang`` (of English for a language the bot lacks); one
        object per language. A message the language lacks is taken from English (from
        Russian, the source, for English) and logged (raised in strict mode): a defect
        that the catalogue tests catch."""
        return _translator(supported(lang) or DEFAULT_LANGUAGE)

    @classmethod
    def _make(cls, lang: str) -> Translator:
        self = object.__new__(cls)
        self.lang = lang
        self.rtl = lang in RTL_LANGUAGES
        self._cat = catalogue(lang)
        self._spare_lang = SOURCE_LANGUAGE if lang == DEFAULT_LANGUAGE else DEFAULT_LANGUAGE
        return self

    def _spare(self) -> Catalogue:
        """The catalogue a missing message is taken from (built on the first miss)."""
        return catalogue(self._spare_lang)

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Translator, (self.lang,))

    # ---------------------------------------------------------------- texts
    def __call__(self, key: str, /, **values: Any) -> str:
        """The text ``key`` with ``values`` filled in (a name of the other direction in
        FSI … PDI; an int as digits, a float as :meth:`figure`)."""
        args = {k: self._arg(v) for k, v in values.items()}
        return self._format(key, args)

    def plural(self, n: int, key: str) -> str:
        """The form of the counted word ``key`` for ``n`` (the language's CLDR category
        of ``n``)."""
        return self._format(key, {COUNT: n})

    def is_plural(self, key: str) -> bool:
        """Whether ``key`` is a counted word (its forms chosen by ``$count``)."""
        if key in self._cat.keys:
            return key in self._cat.plurals
        return key in self._spare().plurals

    def forms(self, key: str) -> dict[str, str]:
        """Each CLDR category's form of the counted word ``key`` in this language."""
        cat = self._cat if key in self._cat.plurals else self._spare()
        if cat is not self._cat:
            self._format(key, {COUNT: 1})  # reports the missing message
        return {c: self.ltr(cat.texts[f"{key}.{c}"]) for c in cat.plurals[key]}

    def template(self, key: str) -> str:
        """The message ``key`` with each variable left as ``{name}``, for a page that fills
        them itself (the Mini App); a message without variables as :meth:`__call__` gives
        it."""
        cat = self._cat if key in self._cat.keys else self._spare()
        if not cat.variables.get(key):
            return self._format(key, {})
        if cat is not self._cat:
            self._format(key, {v: "" for v in cat.variables[key]})  # reports the gap
        return self.ltr(cat.texts[key])

    def has(self, key: str) -> bool:
        """Whether this language's catalogue has ``key``."""
        return key in self._cat.keys

    def ltr(self, text: str) -> str:
        """``text`` (numbers, notation) marked to read left to right in a right-to-left
        language; unchanged in the others."""
        return mark_numbers(text) if self.rtl else text

    def _arg(self, v: Any) -> Any:
        if isinstance(v, str):
            return isolate(v, self.rtl)
        if isinstance(v, bool):
            return str(v)
        if isinstance(v, int):
            return str(v)
        if isinstance(v, float):
            return self.figure(v)
        return str(v)

    def _format(self, key: str, args: dict[str, Any]) -> str:
        cat = self._cat
        pattern = cat.patterns.get(key)
        if pattern is None:
            cat = self._spare()
            if strict() or key not in cat.keys:
                raise MissingText(f"{self.lang}: no message {key!r}")
            if (self.lang, key) not in _reported:
                _reported.add((self.lang, key))
                log.warning("%s: no message %r, the %s one is shown", self.lang, key,
                            cat.lang)
            pattern = cat.patterns[key]
        text, errors = cat.bundle.format_pattern(pattern, args)
        if errors:
            if strict():
                raise MissingText(f"{self.lang}: {key}: {errors}")
            log.warning("%s: %s: %s", self.lang, key, errors)
        out = str(text)
        return mark_numbers(out) if self.rtl else out

    # ---------------------------------------------------------------- numbers, dates
    def number(self, value: float, digits: int = 2, sign: bool = False) -> str:
        """``value`` with ``digits`` decimals and this language's decimal mark (``0,040``,
        ``0.040``); a true minus sign before a negative value that does not round to zero,
        and with ``sign`` a ``+`` before a positive one."""
        fmt = "0." + "0" * digits if digits > 0 else "0"
        text = format_decimal(abs(value), format=fmt, locale=self.lang)
        zero = not any(c in "123456789" for c in text)
        if value < 0 and not zero:
            return "−" + text
        return "+" + text if sign and value > 0 and not zero else text

    def count(self, n: int) -> str:
        """A whole number with this language's digit groups (``12 345``, ``12,345``)."""
        return format_decimal(n, locale=self.lang).replace("-", "−")

    def group(self) -> str:
        """The separator of digit groups (``12 345``: a no-break space in Russian)."""
        return str(get_group_symbol(self.lang))

    def figure(self, value: float) -> str:
        """``value`` as short as it goes (``1,5``, ``24``; at most 6 significant digits)
        with this language's decimal mark: for hours and minutes in a sentence."""
        text = f"{value:.6g}"
        if "e" in text:
            text = f"{value:f}"
        digits = len(text.partition(".")[2])
        fmt = "0." + "#" * digits if digits else "0"
        return format_decimal(float(text), format=fmt, locale=self.lang).replace("-", "−")

    def date(self, when: dt.date) -> str:
        """A date with its year, as the language writes it (``07.12.2026``, ``12/7/2026``)."""
        return format_skeleton("yMd", when, locale=self.lang)

    def day(self, when: dt.date) -> str:
        """A day and month, as the language writes them (``07.12``, ``12/7``)."""
        return format_skeleton("Md", when, locale=self.lang)

    def moment(self, when: dt.datetime) -> str:
        """A day, month and time of day in UTC, as the language writes them (``07.12
        18:05``, ``12/7 6:05 PM``); a naive ``when`` is read as UTC."""
        utc = when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)
        clock = format_time(utc, "short", tzinfo=dt.UTC, locale=self.lang)
        return f"{self.day(utc.astimezone(dt.UTC))} {clock}"


@cache
def _translator(lang: str) -> Translator:
    return Translator._make(lang)


def menu_texts(lang: str, keys: Sequence[str]) -> list[str]:
    """The texts ``keys`` as ``Translator(lang)(key)`` gives them, for messages without
    variables (the command menu, each language's name in ``/lang``), read from the files
    while ``lang``'s catalogue is not built: the bot registers its menu in every language
    at start-up and ``/lang`` names them all, and a language nobody speaks is then never
    parsed. A key that is not plain text there, or that the language lacks (English,
    logged; MissingText in strict mode), goes through the translator."""
    lang = supported(lang) or DEFAULT_LANGUAGE
    found = {} if lang in loaded() else _plain(lang, tuple(keys))
    rtl = lang in RTL_LANGUAGES
    return [(mark_numbers(found[k]) if rtl else found[k]) if k in found else Translator(lang)(k)
            for k in keys]


@cache
def _plain(lang: str, keys: tuple[str, ...]) -> dict[str, str]:
    return plain_texts(lang, keys)


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
