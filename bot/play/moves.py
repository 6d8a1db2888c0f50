"""Presses in a game: a step, Undo, Done, ``/resign`` with its confirmation, ``/claim``.

Each press takes the chat's lock, loads the game (:meth:`Moves.load`), checks the presser
and the view version, asks the engine, and commits through the
:class:`~bot.play.publish.Publisher`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import NamedTuple

from engine import Game, GameError, IllegalStep, Step
from storage import GameNotFound, GameRecord, StaleVersion

from ..answers import (
    ERROR,
    FINISHED,
    ILLEGAL,
    INVALID,
    LATE,
    NOT_PLAYER,
    NOT_TURN,
    OK,
    PAUSED,
    STALE,
    Answer,
)
from ..i18n import Translator
from ..model.state import Seats, StateError, Table, seats
from ..model.turns import GameDice, after_turn, combo_for, forced_rest, lost_dice, step_hits, to_act
from ..views import claim_wait_text, pending_key, resign_question
from ..views.keyboard import moves_text
from .ports import Messages
from .press import Press, Presser
from .publish import Publisher
from .store import now

__all__ = ["Moves", "Loaded"]

log = logging.getLogger(__name__)

class Loaded(NamedTuple):
    """A game in play a press refers to, its seats and the presser's colour."""

    rec: GameRecord
    table: Table
    seats: Seats
    color: int


class Moves:
    """Answers the presses and commands of the players of a game in play."""

    def __init__(self, messages: Messages, publisher: Publisher, dice: GameDice) -> None:
        self.messages = messages
        self.publisher = publisher
        self.store = publisher.store
        self.dice = dice

    async def load(self, chat_id: int, user_id: int, game_id: int,
                   seq: int | None) -> Loaded | Answer:
        """The game a press refers to, or the answer that rejects the press (a press on an
        old view redraws the board)."""
        try:
            found = await self.store.fetch(game_id)
        except StateError as exc:
            log.error("game %s has an unreadable state: %s", game_id, exc)
            return ERROR
        if found is None:
            return FINISHED
        rec, table = found
        if rec.chat_id != chat_id:
            return INVALID
        if table.stage != "play" or table.game is None:
            return STALE
        s = seats(rec)
        color = s.color_of(user_id)
        if color is None:
            return NOT_PLAYER
        clocks = self.publisher.clocks_of(rec)
        if clocks is not None and clocks.late(rec):  # the time-out job decides, at once
            return LATE
        if seq is not None and seq != table.seq:
            await self.publisher.show(rec, table, force=True)
            return STALE
        if table.game.finished:
            return FINISHED
        return Loaded(rec, table, s, color)

    async def load_play(self, chat_id: int, user_id: int, game_id: int,
                        seq: int) -> Loaded | Answer:
        """:meth:`load` for a press that plays (a move, Undo, Done, the cube): refused
        while the game's clocks are stopped by agreement."""
        loaded = await self.load(chat_id, user_id, game_id, seq)
        if (not isinstance(loaded, Answer) and (clocks := self.publisher.clocks_of(loaded.rec))
                and clocks.paused(loaded.rec)):
            return PAUSED
        return loaded

    async def _load_turn(self, chat_id: int, user_id: int, game_id: int,
                         seq: int) -> Loaded | Answer:
        """:meth:`load_play` for a turn button: the presser must be on turn."""
        loaded = await self.load_play(chat_id, user_id, game_id, seq)
        if isinstance(loaded, Answer):
            return loaded
        game = loaded.table.game
        assert game is not None
        return loaded if game.turn_color == loaded.color else NOT_TURN

    async def _commit(self, rec: GameRecord, table: Table, lines: tuple[str, ...] = (), *,
                      turn_over: bool = True) -> Answer:
        """Commit a press; when another process changed the game first nothing was
        applied: show the truth and say so."""
        try:
            await self.publisher.commit(rec, table, lines, turn_over=turn_over)
        except (StaleVersion, GameNotFound):
            await self.publisher.redraw(rec.chat_id, rec.game_id)
            return STALE
        return OK

    async def commit_press(self, rec: GameRecord, table: Table) -> Answer:
        """Commit a press that ends the turn (made under the chat's lock by the caller)."""
        return await self._commit(rec, table)

    async def _turn_press(self, chat_id: int, press: Press,
                          act: Callable[[GameRecord, Table, Seats, Game], Awaitable[Answer]]
                          ) -> Answer:
        """Under the chat's lock: load the game for a turn button ``press``ed on its view
        and ``act`` on it, or answer why not."""
        assert press.version is not None
        async with self.store.lock(chat_id):
            loaded = await self._load_turn(chat_id, press.who.id, press.game, press.version)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, s, _ = loaded
            assert table.game is not None
            return await act(rec, table, s, table.game)

    async def step(self, chat_id: int, press: Press) -> Answer:
        """One step of the turn (a single-step button: ``press.step``)."""
        async def act(rec: GameRecord, table: Table, s: Seats, game: Game) -> Answer:
            assert press.step is not None
            return await self._play(rec, table, s, game, [press.step])

        return await self._turn_press(chat_id, press, act)

    async def combo(self, chat_id: int, press: Press) -> Answer:
        """A combined button: one checker (``press.origin``) moved with several dice in a
        row (``press.dice``), as one press (one save, one board edit). Only a button of the
        current keyboard is accepted."""
        async def act(rec: GameRecord, table: Table, s: Seats, game: Game) -> Answer:
            if not press.dice.isdigit() or len(press.dice) > 4:
                return ILLEGAL
            found = combo_for(game, press.origin, [int(x) for x in press.dice])
            if found is None:
                return ILLEGAL
            return await self._play(rec, table, s, game, found.steps)

        return await self._turn_press(chat_id, press, act)

    async def _play(self, rec: GameRecord, table: Table, s: Seats, game: Game,
                    steps: Sequence[Step]) -> Answer:
        """Play ``steps`` of the turn and commit them as one press. With the chat's
        automatic finish on, the rest of the turn is played too when nothing is left to
        decide (:func:`bot.model.turns.forced_rest`), and a complete turn is finished in the same
        commit. The answer is a toast saying what was played."""
        after = game
        try:
            for st in steps:
                after = after.play_step(st.frm, st.to, st.die)
        except (IllegalStep, GameError):
            return ILLEGAL
        assert game.dice is not None
        auto = await self.store.auto_finish(rec.chat_id)
        if auto:
            after = forced_rest(after) or after
        color = game.turn_color
        played = step_hits(game.position, after.steps)[len(game.steps):]
        tr = Translator(table.lang)
        text = moves_text(played, color, color, rec.variant, tr)
        if auto and after.turn_complete:
            lost = lost_dice(after)
            dice = self.dice.of(table)
            done, lines = after_turn(table, after.finish_turn(dice), after,
                                     [st.pair() for st in after.steps], s.ai_color, dice)
            answer = await self._commit(rec, done, lines)
            key = "toast.move.lost" if lost else "toast.move.done"
        else:
            answer = await self._commit(rec, table.bump(game=after), turn_over=False)
            key = "toast.move"
        if answer is not OK:
            return answer
        return Answer(key, values=(("move", text),))

    async def turn_action(self, chat_id: int, press: Press) -> Answer:
        """Undo the last step (``undo``), or finish the turn (Done)."""
        async def act(rec: GameRecord, table: Table, s: Seats, game: Game) -> Answer:
            tr = Translator(table.lang)
            if press.action == "undo":
                if not game.steps:
                    return ILLEGAL
                assert game.dice is not None
                last = step_hits(game.position, game.steps)[-1:]
                answer = await self._commit(rec, table.bump(game=game.undo()), turn_over=False)
                text = moves_text(last, game.turn_color, None, rec.variant, tr)
                return Answer("toast.undo", values=(("move", text),)) \
                    if answer is OK else answer
            if not game.turn_complete:
                return ILLEGAL
            dice = self.dice.of(table)
            table, lines = after_turn(table, game.finish_turn(dice), game,
                                      [st.pair() for st in game.steps], s.ai_color, dice)
            answer = await self._commit(rec, table, lines)
            return Answer("toast.done") if answer is OK else answer

        return await self._turn_press(chat_id, press, act)

    async def _active(self, chat_id: int, user_id: int) -> Loaded | None:
        """The chat's game in play if ``user_id`` plays in it (for commands)."""
        rec = await self.store.storage.get_active_game(chat_id)
        if rec is None or rec.status != "active":
            return None
        loaded = await self.load(chat_id, user_id, rec.game_id, None)
        return None if isinstance(loaded, Answer) else loaded

    async def resign_prompt(self, chat_id: int, who: Presser, tr: Translator) -> str | None:
        """``/resign``: post the confirmation (or return why not)."""
        loaded = await self._active(chat_id, who.id)
        if loaded is None:
            return tr("resign.none")
        rec, table, _, color = loaded
        assert table.game is not None
        if table.game.double_offered:
            return tr(pending_key(table.game, color))
        if table.game.turn_color != color:
            return tr("resign.not_turn")
        text, markup = resign_question(rec, table.seq, table.game, color, tr,
                                       match=table.match is not None)
        await self.messages.send(chat_id, text, markup)
        return None

    async def resign(self, chat_id: int, press: Press, message_id: int | None) -> Answer:
        """A press on the resignation confirmation (``game``, ``match`` or ``keep``) posted
        as ``message_id`` (None: asked elsewhere, the board page)."""
        async with self.store.lock(chat_id):
            loaded = await self.load(chat_id, press.who.id, press.game, None)
            if isinstance(loaded, Answer):
                if loaded in (FINISHED, STALE):
                    await self.messages.delete(chat_id, message_id)
                return loaded
            rec, table, _, color = loaded
            if press.action == "keep":
                await self.messages.delete(chat_id, message_id)
                return Answer("alert.resign_kept")
            if press.version != table.seq:
                await self.messages.delete(chat_id, message_id)
                await self.publisher.show(rec, table, force=True)
                return STALE
            game = table.game
            assert game is not None
            if game.double_offered:
                return Answer(pending_key(game, color), alert=True)
            if game.turn_color != color:
                return Answer("resign.not_turn", alert=True)
            after = table.bump(game=game.resign(color))
            if press.action == "match" and table.match is not None:  # the whole match
                after = replace(after, match=replace(table.match, quit=True))
            answer = await self._commit(rec, after)
            if answer is OK:
                await self.messages.delete(chat_id, message_id)
            return answer

    async def claim(self, chat_id: int, who: Presser, tr: Translator) -> str | None:
        """``/claim``: win against an opponent who let their time run out to move, to roll
        or double, or to answer a double (or say why not); in a match the claimer wins the
        whole match."""
        async with self.store.lock(chat_id):
            loaded = await self._active(chat_id, who.id)
            if loaded is None:
                return tr("claim.none")
            rec, table, s, color = loaded
            game = table.game
            assert game is not None
            if to_act(game) == color:
                return tr("claim.your_turn")
            if s.ai_color is not None:
                return tr("claim.ai")
            clocks = self.publisher.clocks_of(rec)
            if clocks is not None and clocks.paused(rec):
                return tr("clock.paused.claim")
            timeout = await self.store.timeout(chat_id)
            elapsed = now() - (rec.last_move_at or rec.updated_at)
            if elapsed < timeout:
                return claim_wait_text(elapsed, timeout, tr)
            after = table.bump(game=game.forfeit(1 - color, "timeout"))
            if table.match is not None:  # who abandons a match loses it (docs/RULES.md)
                after = replace(after, match=replace(table.match, quit=True))
            answer = await self._commit(rec, after)
            return None if answer is OK else tr("alert.stale")
