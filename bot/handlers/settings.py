"""``/settings``: the chat's automatic finish of turns (in a group only its administrators
may change it, as with ``/lang``; anybody may look)."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import SettingsCB
from ..delivery import telegram
from ..i18n import Translator, pick_language
from ..play.chats import Chats
from ..views.settings import settings_keyboard, settings_text

__all__ = ["router"]


def router() -> Router:
    """The router of ``/settings``."""
    r = Router(name="settings")

    @r.message(Command("settings"))
    async def show(message: Message, tr: Translator, chats: Chats) -> None:
        on = await chats.auto_finish(message.chat.id)
        await message.answer(settings_text(on, tr), reply_markup=settings_keyboard(on, tr))

    @r.callback_query(SettingsCB.filter(), F.message)
    async def change(query: CallbackQuery, callback_data: SettingsCB, tr: Translator,
                     chats: Chats, bot: Bot) -> Answer:
        assert query.message is not None
        chat = query.message.chat
        if not await chats.may_change(chat.id, chat.type, query.from_user.id):
            return Answer("settings.admins_only", alert=True,
                          lang=pick_language(query.from_user.language_code))
        on = callback_data.a == "on"
        await chats.set_auto_finish(chat.id, on)
        await telegram.edit_text(bot, chat.id, query.message.message_id,
                                 settings_text(on, tr), settings_keyboard(on, tr))
        return Answer("settings.saved")

    return r
