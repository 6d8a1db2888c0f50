"""``/tournament`` (open a lobby in a group), its buttons, and ``/withdraw``."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import TourCB
from ..i18n import Translator
from ..tournament.lobby import TournamentLobby

__all__ = ["router"]


def router() -> Router:
    """The router of tournaments."""
    r = Router(name="tournament")

    @r.message(Command("tournament"), F.from_user)
    async def open_lobby(message: Message, tournaments: TournamentLobby,
                         tr: Translator) -> None:
        assert message.from_user is not None
        reply = await tournaments.open(message.chat.id, message.chat.type, message.from_user,
                                       tr)
        if reply:
            await tournaments.spend(message.chat.id)  # the group's budget, like the boards
            await message.answer(reply)

    @r.callback_query(TourCB.filter(), F.message)
    async def lobby(query: CallbackQuery, callback_data: TourCB,
                    tournaments: TournamentLobby) -> Answer:
        assert query.message is not None
        return await tournaments.press(query.message.chat.id, query.from_user, callback_data)

    @r.message(Command("withdraw"), F.from_user)
    async def withdraw(message: Message, tournaments: TournamentLobby,
                       tr: Translator) -> None:
        assert message.from_user is not None
        reply = await tournaments.withdraw(message.chat.id, message.from_user, tr)
        await tournaments.spend(message.chat.id)
        await message.answer(reply)

    return r
