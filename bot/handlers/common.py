"""``/start``, ``/help`` and ``/lang`` (a person's language in a private chat, a group's in a
group, where only its administrators may change it; anybody else is told so politely, in
his own language)."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import IS_MEMBER, IS_NOT_MEMBER, ChatMemberUpdatedFilter, Command, CommandStart
from aiogram.types import CallbackQuery, ChatMemberUpdated, Message

from ..answers import Answer
from ..callbacks import LangCB
from ..config import Settings
from ..delivery import telegram
from ..i18n import Translator
from ..play.chats import Chats
from ..views import language_keyboard, language_set_text, language_text

__all__ = ["router"]


def router() -> Router:
    """The router of the general commands."""
    r = Router(name="common")

    @r.message(CommandStart())
    async def start(message: Message, tr: Translator) -> None:
        await message.answer(tr("start"))

    @r.my_chat_member(ChatMemberUpdatedFilter(IS_NOT_MEMBER >> IS_MEMBER))
    async def added(event: ChatMemberUpdated, tr: Translator, bot: Bot, private: bool) -> None:
        if not private:
            await telegram.send_text(bot, event.chat.id, tr("start.group"))

    @r.message(Command("help"))
    async def help_(message: Message, tr: Translator, settings: Settings, bot: Bot) -> None:
        text = tr("help", hours=tr.figure(settings.inactivity_hours),
                  minutes=tr.figure(settings.lobby_minutes))
        if settings.inline_mode:
            me = await bot.me()
            text += tr("help.inline", bot=f"@{me.username}")
        await message.answer(text)

    @r.message(Command("lang"))
    async def lang(message: Message, tr: Translator, own: Translator, chats: Chats,
                   private: bool) -> None:
        chat = message.chat
        # an anonymous administrator writes on behalf of the group itself
        anonymous_admin = message.sender_chat is not None and message.sender_chat.id == chat.id
        if not anonymous_admin:
            user = message.from_user
            if user is None or not await chats.may_change(chat.id, chat.type, user.id):
                await message.reply(own("lang.admins_only"))
                return
        await message.answer(language_text(tr, private), reply_markup=language_keyboard(tr))

    @r.callback_query(LangCB.filter(), F.message)
    async def set_lang(query: CallbackQuery, callback_data: LangCB, chats: Chats,
                       bot: Bot) -> Answer:
        assert query.message is not None
        chat = query.message.chat
        if not await chats.may_change(chat.id, chat.type, query.from_user.id):
            return Answer("lang.admins_only", alert=True)
        await chats.set_language(chat.id, callback_data.code)
        tr = Translator(callback_data.code)
        await telegram.edit_text(bot, chat.id, query.message.message_id, language_set_text(tr))
        return Answer()

    @r.message(F.chat.type == "private", F.text, ~F.text.startswith("/"))
    async def chatter(message: Message, tr: Translator) -> None:
        await message.answer(tr("start"))

    return r
