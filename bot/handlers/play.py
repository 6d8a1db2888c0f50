"""Moves (step and combined buttons, Undo, Done) and the pause of a timed game in a chat
or an inline message, ``/resign`` with its confirmation, and ``/claim``."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import INVALID, Answer
from ..callbacks import ComboCB, PauseCB, ResignCB, StepCB, TurnCB
from ..i18n import Translator
from ..middlewares import combo_press, pause_press, presser, resign_press, step_press, turn_press
from ..play.moves import Moves
from ..play.pauses import Pauses
from ..tournament.lobby import TournamentLobby

__all__ = ["router"]


def router() -> Router:
    """The router of the game itself."""
    r = Router(name="play")

    @r.callback_query(StepCB.filter())
    async def step(query: CallbackQuery, callback_data: StepCB, moves: Moves,
                   chat_key: int | None) -> Answer:
        if chat_key is None:
            return INVALID
        return await moves.step(chat_key, step_press(query.from_user, callback_data))

    @r.callback_query(ComboCB.filter())
    async def combo(query: CallbackQuery, callback_data: ComboCB, moves: Moves,
                    chat_key: int | None) -> Answer:
        if chat_key is None:
            return INVALID
        return await moves.combo(chat_key, combo_press(query.from_user, callback_data))

    @r.callback_query(TurnCB.filter())
    async def turn(query: CallbackQuery, callback_data: TurnCB, moves: Moves,
                   chat_key: int | None) -> Answer:
        if chat_key is None:
            return INVALID
        return await moves.turn_action(chat_key, turn_press(query.from_user, callback_data))

    @r.callback_query(PauseCB.filter())
    async def pause(query: CallbackQuery, callback_data: PauseCB, pauses: Pauses,
                    chat_key: int | None) -> Answer:
        if chat_key is None:
            return INVALID
        return await pauses.press(chat_key, pause_press(query.from_user, callback_data))

    @r.callback_query(ResignCB.filter(), F.message)
    async def resign(query: CallbackQuery, callback_data: ResignCB, moves: Moves) -> Answer:
        assert query.message is not None
        return await moves.resign(query.message.chat.id,
                                  resign_press(query.from_user, callback_data),
                                  query.message.message_id)

    @r.message(Command("resign"), F.from_user)
    async def resign_cmd(message: Message, moves: Moves, tr: Translator) -> None:
        assert message.from_user is not None
        reply = await moves.resign_prompt(message.chat.id, presser(message.from_user), tr)
        if reply:
            await message.answer(reply)

    @r.message(Command("claim"), F.from_user)
    async def claim(message: Message, moves: Moves, tournaments: TournamentLobby,
                    tr: Translator) -> None:
        assert message.from_user is not None
        user = presser(message.from_user)
        reply = await moves.claim(message.chat.id, user, tr)
        if reply == tr("claim.none"):  # the match of the group's tournament, if any
            key = await tournaments.game_of(message.chat.id, user.id)
            if key is not None:
                reply = await moves.claim(key, user, tr)
        if reply:
            await tournaments.spend(message.chat.id)  # the group's budget, like the boards
            await message.answer(reply)

    return r
