"""Moves (step and combined buttons, Undo, Done), ``/resign`` with its confirmation, and ``/claim``."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import ComboCB, ResignCB, StepCB, TurnCB
from ..i18n import Translator
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of the game itself."""
    r = Router(name="play")

    @r.callback_query(StepCB.filter(), F.message)
    async def step(query: CallbackQuery, callback_data: StepCB, service: GameService) -> Answer:
        assert query.message is not None
        return await service.step(query.message.chat.id, query.from_user, callback_data)

    @r.callback_query(ComboCB.filter(), F.message)
    async def combo(query: CallbackQuery, callback_data: ComboCB,
                    service: GameService) -> Answer:
        assert query.message is not None
        return await service.combo(query.message.chat.id, query.from_user, callback_data)

    @r.callback_query(TurnCB.filter(), F.message)
    async def turn(query: CallbackQuery, callback_data: TurnCB, service: GameService) -> Answer:
        assert query.message is not None
        return await service.turn_action(query.message.chat.id, query.from_user, callback_data)

    @r.callback_query(ResignCB.filter(), F.message)
    async def resign(query: CallbackQuery, callback_data: ResignCB,
                     service: GameService) -> Answer:
        assert query.message is not None
        return await service.resign(query.message.chat.id, query.from_user, callback_data,
                                    query.message.message_id)

    @r.message(Command("resign"), F.from_user)
    async def resign_cmd(message: Message, service: GameService, tr: Translator) -> None:
        assert message.from_user is not None
        reply = await service.resign_prompt(message.chat.id, message.from_user, tr)
        if reply:
            await message.answer(reply)

    @r.message(Command("claim"), F.from_user)
    async def claim(message: Message, service: GameService, tr: Translator) -> None:
        assert message.from_user is not None
        reply = await service.claim(message.chat.id, message.from_user, tr)
        if reply:
            await message.answer(reply)

    return r
