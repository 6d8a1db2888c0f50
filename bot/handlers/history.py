"""``/history`` and its Export buttons."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import ExportCB
from ..i18n import Translator
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of ``/history`` and Export."""
    r = Router(name="history")

    @r.message(Command("history"))
    async def history(message: Message, service: GameService, tr: Translator) -> None:
        await service.history_list(message.chat.id, tr)

    @r.callback_query(ExportCB.filter(), F.message)
    async def export(query: CallbackQuery, callback_data: ExportCB, service: GameService,
                     tr: Translator) -> Answer:
        assert query.message is not None
        return await service.export(query.message.chat.id, callback_data, tr)

    return r
