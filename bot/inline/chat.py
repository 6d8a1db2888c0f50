"""The edits of an inline message (its caption, its buttons, its picture).

An inline message is a chat of its own for the rest of the bot: its chat key is
`bot.model.state.inline_chat_id` of its ``inline_message_id``.
"""

from __future__ import annotations

import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import InlineKeyboardMarkup, InputMediaPhoto

from ..delivery import telegram

__all__ = ["edit_inline_caption", "edit_inline_markup", "edit_inline_photo"]

log = logging.getLogger(__name__)


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
