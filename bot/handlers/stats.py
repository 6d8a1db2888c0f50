"""``/stats``: the user's results per variant and, in a group, the chat's table."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import Message

from ..i18n import Translator
from ..service import GameService
from ..views.dice import stats_button

__all__ = ["router"]


def router() -> Router:
    """The router of ``/stats``."""
    r = Router(name="stats")

    @r.message(Command("stats"), F.from_user)
    async def stats(message: Message, service: GameService, tr: Translator) -> None:
        user = message.from_user
        assert user is not None
        await message.answer(await service.stats_text(
            user, message.chat.id, message.chat.type != "private", tr),
            reply_markup=stats_button(tr))

    return r
