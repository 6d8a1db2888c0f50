"""``/stats``: the user's results per variant and, in a group, the chat's table."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import Message

from ..i18n import Translator
from ..review.stats import Stats
from ..views.dice import stats_button

__all__ = ["router"]


def router() -> Router:
    """The router of ``/stats``."""
    r = Router(name="stats")

    @r.message(Command("stats"), F.from_user)
    async def show(message: Message, stats: Stats, private: bool, tr: Translator) -> None:
        user = message.from_user
        assert user is not None
        await message.answer(await stats.text(user, message.chat.id, not private, tr),
                             reply_markup=stats_button(tr))

    return r
