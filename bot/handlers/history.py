"""``/history`` and its Export buttons."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import ExportCB
from ..delivery import telegram
from ..i18n import Translator
from ..review.history import History

__all__ = ["router"]


def router() -> Router:
    """The router of ``/history`` and Export."""
    r = Router(name="history")

    @r.message(Command("history"))
    async def listing(message: Message, history: History, bot: Bot, tr: Translator) -> None:
        text, markup = await history.listing(message.chat.id, tr)
        await telegram.send_text(bot, message.chat.id, text, markup)

    @r.callback_query(ExportCB.filter(), F.message)
    async def export(query: CallbackQuery, callback_data: ExportCB, history: History,
                     tr: Translator) -> Answer:
        assert query.message is not None
        return await history.export(query.message.chat.id, callback_data, tr)

    return r
