"""``/rules``: topic buttons for each variant; each topic is a short text with a diagram."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from functools import lru_cache

from aiogram import Bot, F, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command
from aiogram.types import (
    BufferedInputFile,
    CallbackQuery,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    Message,
)

from engine.dicestats import dice_stats
from rendering import DIAGRAM_TEXT_KEYS, rule_diagram
from rendering.dicechart import render_dice_chart

from ..answers import Answer
from ..callbacks import RulesCB
from ..delivery import telegram
from ..i18n import Translator
from ..play.chats import Chats
from ..views import rules_keyboard

__all__ = ["router", "Pictures", "TOPICS", "DIAGRAMS", "CHART_TOPICS", "diagram_texts"]

TOPICS: dict[str, tuple[str, ...]] = {
    "long": ("setup", "head", "block", "bearoff", "scoring", "match", "dice"),
    "short": ("setup", "hit", "block", "bearoff", "scoring", "match", "dice"),
}
"""The topics of each variant, in menu order."""

DIAGRAMS: dict[tuple[str, str], str] = {
    ("long", "setup"): "start_long",
    ("long", "head"): "head",
    ("long", "block"): "six_block",
    ("long", "bearoff"): "bear_off_long",
    ("long", "scoring"): "score_long",
    ("long", "match"): "cube_long",
    ("short", "setup"): "start_short",
    ("short", "hit"): "hit",
    ("short", "block"): "prime",
    ("short", "bearoff"): "bear_off",
    ("short", "scoring"): "score_short",
    ("short", "match"): "cube",
}
"""The picture shown with each topic (names from ``rendering.RULE_DIAGRAMS``); the topics in
:data:`CHART_TOPICS` show a chart instead."""

CHART_TOPICS = frozenset({"dice"})
"""Topics whose picture is the dice chart of fair dice (what a player's own ``/dice``
statistics are compared with)."""


def diagram_texts(name: str, lang: str) -> dict[str, str]:
    """The translated texts of rule diagram ``name``: catalogue keys ``diagram.<name>.<key>``
    for every key in ``rendering.DIAGRAM_TEXT_KEYS[name]``."""
    tr = Translator(lang)
    return {k: tr(f"diagram.{name}.{k}") for k in DIAGRAM_TEXT_KEYS[name]}


@lru_cache(maxsize=32)
def _diagram(name: str, lang: str) -> bytes:
    return rule_diagram(name, diagram_texts(name, lang))


@lru_cache(maxsize=4)
def _fair_chart(lang: str) -> bytes:
    """The chart of 3,600 rolls exactly as fair dice give them on average."""
    tr = Translator(lang)
    stats = dice_stats([(a, b) for a in range(1, 7) for b in range(1, 7)] * 100)
    return render_dice_chart(stats, {
        "title": tr("rules.dice.chart"), "faces": tr("dice.chart.faces"),
        "doubles": tr("dice.chart.doubles"), "expected": tr("dice.chart.expected"),
        "summary": tr("rules.dice.summary")})


def _picture(variant: str, topic: str, lang: str) -> bytes:
    """The picture of a topic: its rule diagram, or the chart of fair dice."""
    if topic in CHART_TOPICS:
        return _fair_chart(lang)
    return _diagram(DIAGRAMS[(variant, topic)], lang)


def _caption(variant: str, topic: str, tr: Translator) -> str:
    return tr("rules.intro", variant=tr(f"variant.{variant}")) + "\n\n" + tr(
        f"rules.{variant}.{topic}")


def _keyboard(variant: str, topic: str, tr: Translator) -> InlineKeyboardMarkup:
    return rules_keyboard(variant, topic, TOPICS[variant], tr)


class Pictures:
    """Each topic's picture in each language, uploaded the first time it is shown and
    then sent by the ``file_id`` Telegram gave it: no drawing and no upload for the next
    reader (the ids of one bot, kept by the process: at most 14 topics in each
    language)."""

    def __init__(self) -> None:
        self._ids: dict[tuple[str, str, str], str] = {}

    async def _media(self, key: tuple[str, str, str], fresh: bool) -> str | BufferedInputFile:
        known = None if fresh else self._ids.get(key)
        if known is not None:
            return known
        png = await asyncio.to_thread(_picture, *key)
        return BufferedInputFile(png, "rules.png")

    async def send(self, variant: str, topic: str, lang: str,
                   call: Callable[[str | BufferedInputFile], Awaitable[Message | bool | None]],
                   ) -> None:
        """Send the picture of ``topic`` in ``lang`` through ``call`` (which sends or
        edits a message with the photo it is given): by its ``file_id`` when known; a
        ``file_id`` Telegram no longer takes is forgotten and the picture uploaded."""
        key = (variant, topic, lang)
        media = await self._media(key, fresh=False)
        try:
            sent = await call(media)
        except TelegramBadRequest as exc:
            if not isinstance(media, str) or "file identifier" not in exc.message.lower():
                raise
            self._ids.pop(key, None)
            sent = await call(await self._media(key, fresh=True))
        if isinstance(sent, Message) and sent.photo:
            self._ids[key] = sent.photo[-1].file_id


def router() -> Router:
    """The router of ``/rules``."""
    r = Router(name="rules")
    pictures = Pictures()

    @r.message(Command("rules"))
    async def rules(message: Message, tr: Translator, chats: Chats) -> None:
        cs = await chats.settings(message.chat.id)
        variant = cs.default_variant or "long"
        await pictures.send(variant, "setup", tr.lang, lambda photo: telegram.call(
            lambda: message.answer_photo(photo, caption=_caption(variant, "setup", tr),
                                         reply_markup=_keyboard(variant, "setup", tr))))

    @r.callback_query(RulesCB.filter(), F.message)
    async def topic(query: CallbackQuery, callback_data: RulesCB, tr: Translator,
                    bot: Bot) -> Answer:
        assert query.message is not None
        v, t = callback_data.v, callback_data.t
        if t not in TOPICS[v]:
            t = "setup"
        chat_id, message_id = query.message.chat.id, query.message.message_id
        await pictures.send(v, t, tr.lang, lambda photo: telegram.call(
            lambda: bot.edit_message_media(
                chat_id=chat_id, message_id=message_id,
                media=InputMediaPhoto(media=photo, caption=_caption(v, t, tr)),
                reply_markup=_keyboard(v, t, tr))))
        return Answer()

    return r
