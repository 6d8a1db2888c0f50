"""Checks of everything the bot sent to the fake Bot API in one language: every text and
caption filled (no ``{`` placeholder left, no Fluent error mark), within Telegram's limits
(captions 1,024, messages 4,096 characters), every button labelled, and no press answered
with the error alert (a message a catalogue lacks raises in the tests' strict mode and
ends there)."""

from __future__ import annotations

import html
import re
from typing import Any

from bot.i18n import Translator
from testkit.fakeapi import FakeTelegram

_UNFILLED = re.compile(r"\{\s*\$?[A-Za-z_]|\{\s*\}|\{\?|\{\?\?\?\}")
_MARKS = re.compile("[\u200e\u200f\u2066-\u2069]")

CAPTION_LIMIT = 1024
TEXT_LIMIT = 4096


def visible_length(text: str) -> int:
    """What Telegram counts of a text sent as HTML: the text without tags, entities read,
    in UTF-16 code units."""
    return len(html.unescape(re.sub(r"<[^>]+>", "", text)).encode("utf-16-le")) // 2


def plain(text: str) -> str:
    """``text`` without its direction marks and isolates (as a reader sees it)."""
    return _MARKS.sub("", text)


def _texts(params: dict[str, Any]) -> list[tuple[str, int]]:
    """The texts of one request with the limit of each."""
    out: list[tuple[str, int]] = []
    if isinstance(params.get("text"), str):
        out.append((params["text"], TEXT_LIMIT))
    if isinstance(params.get("caption"), str):
        out.append((params["caption"], CAPTION_LIMIT))
    media = params.get("media")
    for item in media if isinstance(media, list) else [media]:
        if isinstance(item, dict) and isinstance(item.get("caption"), str):
            out.append((item["caption"], CAPTION_LIMIT))
    markup = params.get("reply_markup")
    if isinstance(markup, dict):
        for row in markup.get("inline_keyboard") or ():
            out.extend((str(b.get("text", "")), CAPTION_LIMIT) for b in row)
    return out


def check_sent(tg: FakeTelegram, lang: str) -> int:
    """Check what the bot sent so far, for chats in ``lang``: no unfilled or empty text,
    none over Telegram's limits, no press answered with the error alert; how many texts
    (with captions and button labels) it checked."""
    error = Translator(lang)("alert.error")
    problems: list[str] = []
    checked = 0
    for call in tg.calls:
        for text, limit in _texts(call.params):
            checked += 1
            if not text.strip():
                problems.append(f"{call.method}: an empty text")
            elif _UNFILLED.search(text):
                problems.append(f"{call.method}: unfilled: {text[:200]!r}")
            elif visible_length(text) > limit:
                problems.append(f"{call.method}: {visible_length(text)} > {limit}")
        if call.method == "answerCallbackQuery" and call.params.get("text") == error:
            problems.append("a press answered with the error alert")
    assert not problems, problems[:5]
    return checked


def move_labels(tg: FakeTelegram) -> list[str]:
    """The labels of every move button (a step or a combined move) the bot sent."""
    out: list[str] = []
    for call in tg.calls:
        markup = call.params.get("reply_markup")
        media = call.params.get("media")
        if not isinstance(markup, dict) and isinstance(media, dict):
            markup = media.get("reply_markup")
        for row in markup.get("inline_keyboard") or () if isinstance(markup, dict) else ():
            out.extend(str(b.get("text", "")) for b in row
                       if str(b.get("callback_data", "")).startswith(("s:", "c:")))
    return out
