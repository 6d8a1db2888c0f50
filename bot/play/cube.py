"""Presses of the doubling cube: Roll (without doubling), Double, Take and Pass.

Roll and Double belong to the player on turn before the roll; Take and Pass to his
opponent while a double is offered. Each press takes the chat's lock, loads the game
through :meth:`bot.play.moves.Moves.load_play` (the presser must play in it, the view version must
be current, the clocks must not be stopped), asks the engine and commits through the :class:`~bot.play.publish.Publisher`.
What follows a roll without a decision (a pass, a forced play) is settled as after any
turn.
"""

from __future__ import annotations

from engine import GameError

from ..answers import ILLEGAL, Answer
from ..model.turns import settle
from .moves import Moves
from .press import Press

__all__ = ["CubePresses", "NOT_YOURS"]

NOT_YOURS = Answer("alert.cube_not_yours", alert=True)
"""The press belongs to the other player (e.g. Take pressed by the doubler)."""


class CubePresses:
    """Answers the cube buttons of games in play."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves
        self.store = moves.store
        self.dice = moves.dice

    async def press(self, chat_id: int, press: Press) -> Answer:
        """Roll, Double, Take or Pass (``roll``, ``double``, ``take``, ``pass``)."""
        assert press.version is not None
        async with self.store.lock(chat_id):
            loaded = await self.moves.load_play(chat_id, press.who.id, press.game,
                                                press.version)
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
                if press.action == "roll":
                    after = game.roll(dice)
                elif press.action == "double":
                    after = game.offer_double()
                elif press.action == "take":
                    after = game.take(dice)
                else:
                    after = game.pass_()
            except GameError:
                return ILLEGAL
            table, lines = settle(table.bump(game=after), s.ai_color, dice)
            return await self.moves._commit(rec, table, lines)
