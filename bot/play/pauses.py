"""Pauses of a timed game, agreed by both players: ⏸ Offer a pause, ✅ Agree to pause,
▶️ Resume.

Either player offers a pause (the mover's time keeps running), the opponent agrees: the
clocks stop at once with the turn's time spent so far kept, no deadline is stored (so no
time-out job can fire) and the board offers only ▶️ Resume, which either player may press;
the resumed turn runs again from the confirmed delivery of the board that the press shows
(the clocks' ``clockstart`` job). An offer lapses when the turn ends. Each
press takes the chat's lock, loads the game through :meth:`bot.play.moves.Moves.load` (a
stranger's press, a press on an old view, a press after the mover's deadline are answered
as any such press) and commits a new view through the publisher: one board edit, within
the chat's budget, and no message of its own. A game against the bot has no pause (its
turns are never timed).
"""

from __future__ import annotations

from engine.clock import ClockError, LateMove
from storage import GameNotFound, StaleVersion

from ..answers import INVALID, LATE, STALE, Answer
from ..model.turns import clock_of, side_of, when
from .moves import Moves
from .ports import PauseClocks
from .press import Press

__all__ = ["Pauses"]

OWN = Answer("clock.pause.own", alert=True)
"""The offer's author pressed Agree: the opponent has to."""


class Pauses:
    """Answers the pause buttons of timed games."""

    def __init__(self, moves: Moves, clocks: PauseClocks) -> None:
        self.moves = moves
        self.clocks = clocks
        self.store = moves.store

    async def press(self, chat_id: int, press: Press) -> Answer:
        """⏸ Offer (``offer``), ✅ Agree (``agree``) or ▶️ Resume (``resume``)."""
        async with self.store.lock(chat_id):
            loaded = await self.moves.load(chat_id, press.who.id, press.game, press.version)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, s, color = loaded
            clock = clock_of(rec)
            if clock is None or s.ai_color is not None or clock.flagged is not None:
                return INVALID
            clock = self.clocks.current(clock)
            side = side_of(table, color)
            try:
                if press.action == "offer":
                    if clock.paused or clock.pause_asked is not None:
                        return STALE
                    after, answer = clock.ask_pause(side), Answer("clock.pause.sent")
                elif press.action == "agree":
                    if clock.paused or clock.pause_asked is None:
                        return STALE
                    if clock.pause_asked == side:
                        return OWN
                    after = clock.accept_pause(side, self.clocks.clock())
                    answer = Answer("clock.pause.accepted")
                else:
                    if not clock.paused:
                        return STALE
                    after, answer = clock.resume(), Answer("clock.resumed")
            except LateMove:  # the mover's time ran out before the pause: the time-out
                self.clocks.jobs.hasten_soon("clock", rec.game_id)
                return LATE
            except ClockError:
                return STALE
            try:
                await self.moves.publisher.commit(rec, table.bump(), turn_over=False,
                                                  clock=after.to_json(),
                                                  clock_deadline=when(after.deadline()))
            except (StaleVersion, GameNotFound):
                await self.moves.publisher.redraw(rec.chat_id, rec.game_id)
                return STALE
            self.clocks.schedule(rec.game_id, rec.chat_id, after)
            return answer
