"""Translations: Fluent catalogues in ``locales/<lang>/*.ftl``, one per language, with the
same messages and variables (Russian is the source; see docs/TRANSLATING.md).

``Translator(lang)("key", name=...)`` formats a text, ``tr.plural(n, "points")`` picks the
CLDR form of a counted word, ``tr.number`` / ``count`` / ``figure`` / ``date`` write numbers
and dates through Babel. :func:`pick_language` is the one rule for a language; the chat
middleware applies it once per update into a :class:`Speech`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .catalogue import MACHINE, Catalogue, catalogue, loaded
from .languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    SOURCE_LANGUAGE,
    pick_language,
    state,
    supported,
)
from .translator import MissingText, Speech, Translator, menu_texts

__all__ = ["CATALOGS", "LANGUAGES", "DEFAULT_LANGUAGE", "SOURCE_LANGUAGE", "MACHINE",
           "Catalogue", "MissingText", "Speech", "Translator", "catalogue", "loaded",
           "menu_texts", "pick_language", "state", "supported"]


class _Texts(Mapping[str, Mapping[str, str]]):
    """Each language's messages as text (variables as ``{name}``, counted words as
    ``KEY.<category>``), read on first use: for checks and reviews."""

    def __getitem__(self, lang: str) -> Mapping[str, str]:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return catalogue(lang).texts

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


CATALOGS: Mapping[str, Mapping[str, str]] = _Texts()
