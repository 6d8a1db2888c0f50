"""Inline messages as chats of their own.

A game played in an inline message (posted through inline mode into any chat, where the
bot need not be a member) has no chat the bot can see. The bot gives each inline message
a chat key of its own, derived from its ``inline_message_id``: every per-chat part of the
bot (the lock, the edit budget, the "one unfinished game per chat" rule of storage) then
treats the inline message as one chat. The keys lie above ``2**62``, far beyond any
Telegram chat id (user ids stay below ``2**52``, group ids are negative), so they never
meet a real chat.
"""

from __future__ import annotations

import hashlib
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import InlineKeyboardMarkup, InputMediaPhoto

from ..delivery import telegram

__all__ = ["INLINE_CHAT_BASE", "inline_chat_id", "is_inline_chat", "edit_inline_caption",
           "edit_inline_markup", "edit_inline_photo"]

log = logging.getLogger(__name__)

INLINE_CHAT_BASE = 1 << 62
"""The smallest chat key of an inline message."""

_SPAN = 1 << 56


def inline_chat_id(inline_message_id: str) -> int:
    """The chat key of an inline message: the same for the same id in every process."""
    digest = hashlib.blake2b(inline_message_id.encode(), digest_size=7).digest()
    return INLINE_CHAT_BASE + int.from_bytes(digest, "big") % _SPAN


def is_inline_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the chat key of an inline message (not a Telegram chat)."""
    return INLINE_CHAT_BASE <= chat_id < INLINE_CHAT_BASE + _SPAN


async def edit_inline_caption(bot: Bot, inline_message_id: str, caption: str,
                              markup: InlineKeyboardMarkup | None) -> bool:
    """Replace the caption and the buttons of an inline message (under the call policy of
    :mod:`bot.delivery.telegram`; a failure is logged, not raised). True when it shows ``caption``."""
    try:
        await telegram.call(lambda: bot.edit_message_caption(
            inline_message_id=inline_message_id, caption=caption, reply_markup=markup))
    except TelegramAPIError as exc:
        log.info("inline message %s: caption not changed: %s", inline_message_id, exc)
        return False
    return True


async def edit_inline_markup(bot: Bot, inline_message_id: str,
                             markup: InlineKeyboardMarkup | None) -> bool:
    """Replace the buttons of an inline message (a failure is logged, not raised)."""
    try:
        await telegram.call(lambda: bot.edit_message_reply_markup(
            inline_message_id=inline_message_id, reply_markup=markup))
    except TelegramAPIError as exc:
        log.info("inline message %s: buttons not changed: %s", inline_message_id, exc)
        return False
    return True


async def edit_inline_photo(bot: Bot, inline_message_id: str, file_id: str | None, caption: str,
                            markup: InlineKeyboardMarkup | None) -> bool:
    """Replace the picture (a ``file_id``: an inline message takes no upload), the caption
    and the buttons of an inline message; without ``file_id`` only the caption and the
    buttons (a failure is logged, not raised). True when it shows ``caption``."""
    if file_id is None:
        return await edit_inline_caption(bot, inline_message_id, caption, markup)
    try:
        await telegram.call(lambda: bot.edit_message_media(
            inline_message_id=inline_message_id,
            media=InputMediaPhoto(media=file_id, caption=caption, parse_mode="HTML"),
            reply_markup=markup))
    except TelegramAPIError as exc:
        log.info("inline message %s: picture not changed: %s", inline_message_id, exc)
        return await edit_inline_caption(bot, inline_message_id, caption, markup)
    return True
