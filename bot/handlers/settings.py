"""``/settings``: the chat's automatic finish of turns, its default time control and who
may open a tournament (in a group only its administrators may change them, as with
``/lang``; anybody may look)."""

from __future__ import annotations

from typing import Any

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import SettingsCB
from ..delivery import telegram
from ..i18n import Translator
from ..play.chats import Chats
from ..views.clock import control_name
from ..views.settings import settings_keyboard, settings_text

__all__ = ["router"]


def router() -> Router:
    """The router of ``/settings``."""
    r = Router(name="settings")

    async def view(chats: Chats, chat_id: int, tr: Translator) -> tuple[str, Any]:
        on = await chats.auto_finish(chat_id)
        clocks, control = bool(chats.controls), await chats.default_control(chat_id)
        anyone = bool((await chats.settings(chat_id)).tournaments_open)
        return (settings_text(on, tr, clocks=clocks, control=control, tournaments_open=anyone),
                settings_keyboard(on, tr, clocks=clocks, control=control,
                                  tournaments_open=anyone))

    @r.message(Command("settings"))
    async def show(message: Message, tr: Translator, chats: Chats) -> None:
        text, markup = await view(chats, message.chat.id, tr)
        await message.answer(text, reply_markup=markup)

    @r.callback_query(SettingsCB.filter(), F.message)
    async def change(query: CallbackQuery, callback_data: SettingsCB, tr: Translator,
                     chats: Chats, bot: Bot) -> Answer:
        assert query.message is not None
        chat = query.message.chat
        if not await chats.may_change(chat.id, chat.type, query.from_user.id):
            return Answer("settings.admins_only", alert=True)
        if callback_data.a == "tour":
            anyone = await chats.switch_tournaments_open(chat.id)
            saved = Answer("tour.settings.saved.anyone" if anyone
                           else "tour.settings.saved.admins")
        elif callback_data.a == "clk":
            if not chats.controls:
                return Answer("alert.invalid", alert=True)
            control = await chats.next_default_control(chat.id)
            saved = Answer("clock.settings.saved",
                           values=(("control", control_name(control, tr)),))
        else:
            await chats.set_auto_finish(chat.id, callback_data.a == "on")
            saved = Answer("settings.saved")
        text, markup = await view(chats, chat.id, tr)
        await telegram.edit_text(bot, chat.id, query.message.message_id, text, markup)
        return saved

    return r
