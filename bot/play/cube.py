"""Presses of the doubling cube: Roll (without doubling), Double, Take and Pass.

Roll and Double belong to the player on turn before the roll; Take and Pass to his
opponent while a double is offered. Each press takes the chat's lock, loads the game
through :meth:`bot.play.moves.Moves.load_play` (the presser must play in it, the view version must
be current, the clocks must not be stopped), asks the engine and commits through the :class:`~bot.play.publish.Publisher`.
What follows a roll without a decision (a pass, a forced play) is settled as after any
turn.
"""

from __future__ import annotations

from aiogram.types import User

from engine import GameError

from ..answers import ILLEGAL, Answer
from ..callbacks import CubeCB
from ..model.turns import settle
from .moves import Moves

__all__ = ["CubePresses", "NOT_YOURS"]

NOT_YOURS = Answer("alert.cube_not_yours", alert=True)
"""The press belongs to the other player (e.g. Take pressed by the doubler)."""


class CubePresses:
    """Answers the cube buttons of games in play."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves
        self.store = moves.store
        self.dice = moves.dice

    async def press(self, chat_id: int, user: User, cb: CubeCB) -> Answer:
        """Roll, Double, Take or Pass pressed by ``user`` on view ``cb.v``."""
        async with self.store.lock(chat_id):
            loaded = await self.moves.load_play(chat_id, user.id, cb.g, cb.v)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, s, color = loaded
            game = table.game
            assert game is not None
            deciding = 1 - game.turn_color if game.double_offered else game.turn_color
            if color != deciding:
                return NOT_YOURS
            dice = self.dice.of(table)
            try:
                if cb.a == "r":
                    after = game.roll(dice)
                elif cb.a == "d":
                    after = game.offer_double()
                elif cb.a == "t":
                    after = game.take(dice)
                else:
                    after = game.pass_()
            except GameError:
                return ILLEGAL
            table, lines = settle(table.bump(game=after), s.ai_color, dice)
            return await self.moves._commit(rec, table, lines)
