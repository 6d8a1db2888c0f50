"""``/dice`` and the dice buttons: 🔐 Check the dice, 🎞 Replay, 🎲 Dice (statistics)."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import DiceCB
from ..i18n import Translator
from ..review.dice import DiceCheck

__all__ = ["router"]


def router() -> Router:
    """The router of ``/dice`` and the dice buttons."""
    r = Router(name="dice")

    @r.message(Command("dice"), F.from_user)
    async def command(message: Message, dice: DiceCheck, tr: Translator) -> None:
        assert message.from_user is not None
        await dice.storage.upsert_player(message.from_user.id, message.from_user.full_name)
        await dice.command(message.chat.id, message.from_user,
                           message.chat.type != "private", tr)

    @r.callback_query(DiceCB.filter(), F.message)
    async def press(query: CallbackQuery, callback_data: DiceCB, dice: DiceCheck,
                    tr: Translator) -> Answer:
        assert query.message is not None
        return await dice.press(query.message.chat.id, query.from_user, callback_data.a,
                                callback_data.g, query.message.chat.type != "private", tr)

    return r
