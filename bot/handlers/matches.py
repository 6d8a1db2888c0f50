"""The buttons under a finished game of a match: Next game, New match."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery

from ..answers import Answer
from ..callbacks import MatchCB
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of the match buttons."""
    r = Router(name="matches")

    @r.callback_query(MatchCB.filter(), F.message)
    async def match(query: CallbackQuery, callback_data: MatchCB, service: GameService,
                    lang: str) -> Answer:
        assert query.message is not None
        return await service.match(query.message.chat.id,
                                   query.message.chat.type == "private", query.from_user,
                                   callback_data, lang)

    return r
