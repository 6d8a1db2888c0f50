"""``/new`` (``/new short 5 cube blitz``: variant, match length, cube, time control), lobby buttons (variant, join, play the bot, level, cancel) and Rematch."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message

from engine import MAX_TARGET

from ..answers import Answer
from ..callbacks import LobbyCB, RematchCB
from ..i18n import Translator
from ..middlewares import lobby_press, presser, rematch_press
from ..play.lobbies import Lobbies
from ..views.clock import control_name

__all__ = ["router"]

_VARIANT_WORDS = {
    "long": "long", "длинные": "long", "длинная": "long", "l": "long",
    "short": "short", "короткие": "short", "короткая": "short", "s": "short",
    "backgammon": "short", "нарды": None,
}

_CUBE_WORDS = frozenset({"cube", "куб", "кубом", "double", "удвоение"})
"""Words of ``/new`` that switch the doubling cube on (``/new short cube``)."""


_CLOCK_WORDS = {
    "blitz": "blitz", "блиц": "blitz", "live": "live", "живая": "live", "живой": "live",
    "relaxed": "relaxed", "спокойная": "relaxed", "спокойно": "relaxed",
    "untimed": "", "noclock": "", "безчасов": "",
}
"""Words of ``/new`` that choose a time control (``/new long blitz``; ``""``: no clock)."""


def router() -> Router:
    """The router of new games."""
    r = Router(name="lobby")

    @r.message(Command("new"), F.from_user)
    async def new(message: Message, command: CommandObject, lobbies: Lobbies,
                  private: bool, lang: str) -> None:
        assert message.from_user is not None
        arg = (command.args or "").strip().lower().split()
        variant = _VARIANT_WORDS.get(arg[0]) if arg else None
        cube = any(a in _CUBE_WORDS for a in arg)
        target = next((int(a) for a in arg if a.isdigit() and 1 <= int(a) <= MAX_TARGET), 0)
        control = next((_CLOCK_WORDS[a] for a in arg if a in _CLOCK_WORDS), None)
        if control and lobbies.offered(control) is None:
            tr = Translator(lang)
            names = ", ".join(control_name(c, tr) for c in lobbies.controls)
            await message.answer(tr("clock.new.unknown", names=names or tr("clock.control.none")))
            return
        reply = await lobbies.new_game(message.chat.id, private, presser(message.from_user), lang,
                                       variant, cube, target, control)
        if reply:
            await message.answer(reply)

    @r.callback_query(LobbyCB.filter(), F.message)
    async def lobby(query: CallbackQuery, callback_data: LobbyCB, lobbies: Lobbies,
                    private: bool) -> Answer:
        assert query.message is not None
        return await lobbies.press(query.message.chat.id, private,
                                   lobby_press(query.from_user, callback_data),
                                   query.message.message_id)

    @r.callback_query(RematchCB.filter(), F.message)
    async def rematch(query: CallbackQuery, callback_data: RematchCB, lobbies: Lobbies,
                      private: bool, lang: str) -> Answer:
        assert query.message is not None
        return await lobbies.rematch(query.message.chat.id, private,
                                     rematch_press(query.from_user, callback_data), lang)

    return r
