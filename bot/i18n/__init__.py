"""Translations: one catalogue module per language with identical keys and placeholders.

``Translator(lang)("key", name=...)`` formats a text; ``plural(n, "points")`` picks the
right form of a counted word. Russian is the first language; every text exists in both.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import en, ru

__all__ = ["CATALOGS", "LANGUAGES", "DEFAULT_LANGUAGE", "Translator", "pick_language"]

CATALOGS: Mapping[str, Mapping[str, str]] = {"ru": ru.CATALOG, "en": en.CATALOG}
LANGUAGES: tuple[str, ...] = ("ru", "en")
DEFAULT_LANGUAGE = "en"

#: Telegram interface languages whose speakers get Russian.
_RUSSIAN_READERS = frozenset({"ru", "uk", "be", "kk"})


def pick_language(code: str | None, chosen: str | None = None) -> str:
    """The language for a user: ``chosen`` (a chat or player setting) if it is one we speak,
    else Russian for ru/uk/be/kk Telegram users, else English."""
    if chosen in CATALOGS:
        return chosen  # type: ignore[return-value]
    if code and code.split("-")[0].lower() in _RUSSIAN_READERS:
        return "ru"
    return DEFAULT_LANGUAGE


class Translator:
    """Texts of one language."""

    __slots__ = ("lang", "_cat")

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in CATALOGS else DEFAULT_LANGUAGE
        self._cat = CATALOGS[self.lang]

    def __call__(self, key: str, /, **values: object) -> str:
        """The text ``key`` with ``values`` filled in."""
        text = self._cat[key]
        return text.format(**values) if values else text

    def number(self, value: float, digits: int, sign: bool = False) -> str:
        """``value`` with ``digits`` decimals as this language writes it: a decimal comma
        in Russian (``0,040``), a point in English; a true minus sign, and ``+`` for a
        positive value with ``sign``."""
        text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
        text = text.replace("-", "−")
        return text.replace(".", ",") if self.lang == "ru" else text

    def figure(self, value: float) -> str:
        """``value`` as short as it goes (``1,5``, ``24``; at most 6 significant digits)
        with this language's decimal mark: for hours and minutes in a sentence."""
        text = f"{value:g}".replace("-", "−")
        return text.replace(".", ",") if self.lang == "ru" else text

    def plural(self, n: int, key: str) -> str:
        """The form of the counted word ``key`` (``key.one``/``.few``/``.many``) for ``n``."""
        if self.lang == "ru":
            n10, n100 = abs(n) % 10, abs(n) % 100
            if n10 == 1 and n100 != 11:
                form = "one"
            elif 2 <= n10 <= 4 and not 12 <= n100 <= 14:
                form = "few"
            else:
                form = "many"
        else:
            form = "one" if abs(n) == 1 else "many"
        return self._cat[f"{key}.{form}"]
