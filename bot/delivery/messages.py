"""`BotMessages`: what play asks of Telegram (`bot.play.ports.Messages`) over aiogram's
Bot, every call under the policy of :mod:`bot.delivery.telegram`."""

from __future__ import annotations

import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import ChatMemberAdministrator, ChatMemberOwner, InlineKeyboardMarkup

from . import telegram

__all__ = ["BotMessages"]

log = logging.getLogger(__name__)


class BotMessages:
    """Text messages and group administrators through one Bot."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def send(self, chat_id: int, text: str,
                   markup: InlineKeyboardMarkup | None = None) -> int:
        """Post a text message; its id (raises what `telegram.call` raises)."""
        return (await telegram.send_text(self.bot, chat_id, text, markup)).message_id

    async def edit(self, chat_id: int, message_id: int | None, text: str,
                   markup: InlineKeyboardMarkup | None = None) -> bool:
        """Edit a text message; a failure is logged, not raised."""
        return await telegram.edit_text(self.bot, chat_id, message_id, text, markup)

    async def delete(self, chat_id: int, message_id: int | None) -> bool:
        """Delete a message; a failure is logged, not raised."""
        return await telegram.delete(self.bot, chat_id, message_id)

    async def administers(self, chat_id: int, user_id: int) -> bool:
        """Whether ``user_id`` is the group's creator or one of its administrators, asked
        from Telegram (if Telegram cannot tell, the answer is no)."""
        try:
            member = await telegram.call(lambda: self.bot.get_chat_member(chat_id, user_id))
        except TelegramAPIError as exc:
            log.warning("chat %s: could not look up member %s: %s", chat_id, user_id, exc)
            return False
        return isinstance(member, ChatMemberOwner | ChatMemberAdministrator)
