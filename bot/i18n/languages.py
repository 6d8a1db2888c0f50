"""The languages the bot speaks, the one rule that picks a person's or a chat's, and the
direction marks that keep a right-to-left language's texts readable.

The rule (:func:`pick_language`): a language chosen with ``/lang`` wins; else the
Telegram interface language, when the bot speaks it (``pt-br`` reads as ``pt``;
Belarusian, Kyrgyz and Tajik readers get Russian); else English.
``bot.middlewares.ChatMiddleware`` applies it once per update (:class:`bot.i18n.Speech`),
the board page once per request.

Direction marks in Telegram: Fluent's own isolation marks (FSI/PDI around every placeable)
are off: they would wrap numbers, HTML tags and whole composed lines, and Telegram clients
draw them as gaps in button texts. Instead:

* :func:`isolate` puts FSI … PDI around a value of another direction than the text it
  goes into: a name in Persian or Arabic script in a left-to-right text, a Latin or
  Cyrillic name in a Persian text. A name of the text's own direction is left alone.
* :func:`mark_numbers` puts LRM before and after each run of point numbers, dice,
  scores and move notation in a right-to-left text (``13→7``, ``24/18``, ``5-3``,
  ``3:1``, ``−0.042``, ``×2``): without them the run reads backwards (``7→13``) or the
  minus sign lands after the number. HTML tags (links hold user ids) are left alone.
* :func:`move_path` writes a move button's points (``13→7``, ``بار→22``) so that it reads
  left to right in a right-to-left language: an LRM before, between and after its parts
  (a label of numbers reads right in a paragraph of either direction; one with a point's
  word where the paragraph takes the direction of its first strong character, the
  Unicode algorithm's default).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from .catalogue import file_state

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "SOURCE_LANGUAGE", "pick_language", "state",
           "supported", "FSI", "PDI", "LRM", "RTL_LANGUAGES", "isolate", "mark_numbers",
           "direction", "move_path"]

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


# ---------------------------------------------------------------- direction marks

FSI, PDI, LRM = "\u2068", "\u2069", "\u200e"
RTL_LANGUAGES = frozenset({"fa"})
"""The languages written right to left."""

_NUM = r"[−+\-]?\d+(?:[.,٫]\d+)?"
_LINK = r"\s?[→←/\-–−×:*]\s?"
_RUN = re.compile(rf"(?<![\w{LRM}])(?:×{_NUM}|{_NUM}(?:{_LINK}{_NUM})+|[−\-+]\d+(?:[.,٫]\d+)?)"
                  rf"(?![\w{LRM}])")
_TAG = re.compile(r"(<[^>]*>)")


def direction(text: str) -> str | None:
    """``"rtl"`` if ``text`` holds a right-to-left letter, else ``"ltr"`` if it holds a
    left-to-right one, else None (digits, signs and emoji only)."""
    seen_l = False
    for ch in text:
        t = unicodedata.bidirectional(ch)
        if t in ("R", "AL"):
            return "rtl"
        if t == "L":
            seen_l = True
    return "ltr" if seen_l else None


def isolate(value: str, rtl: bool) -> str:
    """``value`` in FSI … PDI when its direction differs from the text's (``rtl``: the
    text is right to left); values over several lines are left alone."""
    if not value or "\n" in value or value.startswith(FSI):
        return value
    d = direction(value)
    if d == "rtl" and not rtl or d == "ltr" and rtl:
        return FSI + value + PDI
    return value


def mark_numbers(text: str) -> str:
    """``text`` (right to left) with LRM around each run of numbers and notation, outside
    HTML tags."""
    parts = _TAG.split(text)
    for i in range(0, len(parts), 2):
        parts[i] = _RUN.sub(lambda m: LRM + m.group(0) + LRM, parts[i])
    return "".join(parts)


def move_path(points: Sequence[str], rtl: bool, tail: str = "") -> str:
    """``points`` joined by arrows, then ``tail`` (`` (5)``: the die): ``13→7``. In a
    right-to-left text (``rtl``) an LRM stands before and after each point and arrow, so
    that the move reads from left to right with a point's word (``بار→22``) in its place:
    without them a button of digits and arrows alone reads backwards (``22→24`` for
    ``24→22``) in a right-to-left paragraph, and a word next to a number changes sides."""
    if not rtl:
        return "→".join(points) + tail
    parts = [p for point in points for p in (point, "→")][:-1]
    return LRM + LRM.join(parts) + LRM + tail + (LRM if tail else "")
