"""Inline mode: the inline query (offer a lobby to post into any chat) and every press on
an inline message (lobby buttons, steps, combined moves, Undo, Done, resign, claim). A
press on an inline message carries ``inline_message_id`` instead of a message."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery, InlineQuery

from ..answers import Answer
from ..callbacks import ComboCB, InlineGameCB, InlineLobbyCB, StepCB, TurnCB
from ..config import Settings
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of inline mode."""
    r = Router(name="inline")

    @r.inline_query()
    async def query(inline_query: InlineQuery, service: GameService, settings: Settings,
                    lang: str) -> None:
        if not settings.inline_mode:
            return  # NARDY_INLINE is off: no upload chat for the pictures
        await service.inline_query(inline_query.id, inline_query.from_user,
                                   inline_query.query, lang)

    @r.callback_query(InlineLobbyCB.filter(), F.inline_message_id)
    async def lobby(query: CallbackQuery, callback_data: InlineLobbyCB,
                    service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_lobby(query.inline_message_id, query.from_user,
                                          callback_data)

    @r.callback_query(StepCB.filter(), F.inline_message_id)
    async def step(query: CallbackQuery, callback_data: StepCB, service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_step(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(ComboCB.filter(), F.inline_message_id)
    async def combo(query: CallbackQuery, callback_data: ComboCB,
                    service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_combo(query.inline_message_id, query.from_user,
                                          callback_data)

    @r.callback_query(TurnCB.filter(), F.inline_message_id)
    async def turn(query: CallbackQuery, callback_data: TurnCB, service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_turn(query.inline_message_id, query.from_user,
                                         callback_data)

    @r.callback_query(InlineGameCB.filter(), F.inline_message_id)
    async def game(query: CallbackQuery, callback_data: InlineGameCB,
                   service: GameService) -> Answer:
        assert query.inline_message_id is not None
        return await service.inline_game(query.inline_message_id, query.from_user,
                                         callback_data)

    return r
