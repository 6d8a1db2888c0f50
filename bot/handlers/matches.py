"""The buttons under a finished game of a match in a chat: Next game, New match."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery

from ..answers import Answer
from ..callbacks import MatchCB
from ..middlewares import presser
from ..play.lobbies import Lobbies, match_again
from ..play.matches import Matches

__all__ = ["router"]


def router() -> Router:
    """The router of the match buttons."""
    r = Router(name="matches")

    @r.callback_query(MatchCB.filter(), F.message)
    async def match(query: CallbackQuery, callback_data: MatchCB, matches: Matches,
                    lobbies: Lobbies, chat_key: int, private: bool, lang: str) -> Answer:
        if callback_data.a == "next":
            return await matches.next_game(chat_key, callback_data.m, presser(query.from_user),
                                           lang)
        return await match_again(lobbies, chat_key, private, presser(query.from_user),
                                 callback_data.m, lang)

    return r
