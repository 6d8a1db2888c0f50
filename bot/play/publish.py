"""Commit and show: the one save path of a changed game, then its view to the sender.

:meth:`Publisher.commit` saves a game after a press or an AI turn (or finishes it when it
ended), hands the new view to the :class:`~bot.delivery.sender.BoardSender` and tells the
:class:`TurnListener` objects given to it (the AI runner, the reminders) what happened,
so that none of them needs the service.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from engine import Position
from rendering import BoardView
from storage import (
    FinishedGame,
    GameNotFound,
    GameRecord,
    GameResult,
    PlayerStats,
    StaleVersion,
)

from ..delivery.sender import BoardSender, Frame
from ..i18n import Translator
from ..model.state import StateError, Table, is_pairing_chat
from ..model.turns import dice_columns, join_history
from ..views import (
    board_picture,
    final_caption,
    game_caption,
    game_keyboard,
    rematch_keyboard,
)
from ..views.dice import with_dice_row
from ..views.inline import inline_final_keyboard, inline_game_keyboard
from ..views.keyboard import Button, Keyboard, with_row
from .store import GameStore

__all__ = ["Publisher", "TurnListener", "BoardButton", "FinalListener", "ClockHook"]

log = logging.getLogger(__name__)

COLOURS = ("white", "black")


class TurnListener(Protocol):
    """Told when a turn passes or a game ends (a step or an Undo, after which the turn
    goes on, tells nobody)."""

    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """A turn was played (the turn is now ``table.game.turn_color``'s) or the game
        ended (``table.game.finished``)."""


BoardButton = Callable[[GameRecord, Translator], Button | None]
"""The button that opens a game's board page (see :mod:`bot.webapp`), or None."""

FinalExtra = tuple[list[str], Keyboard]
"""More lines for a final caption and the keyboard that replaces Rematch."""


class FinishHook(Protocol):
    """Told about every finished game before its final view is shown (the matches)."""

    async def game_finished(self, rec: GameRecord, fin: FinishedGame, table: Table,
                            tr: Translator) -> FinalExtra | None:
        """Record the end of the game elsewhere; return what its final view adds (None:
        the usual final view)."""


class FinalListener(Protocol):
    """Told about every final view before it is shown (the luck line)."""

    async def final_view(self, frame: Frame, fin: FinishedGame, table: Table,
                         tr: Translator) -> Frame:
        """The final view to show instead of ``frame`` (``frame`` itself: no change)."""


class ClockHook(Protocol):
    """The game clocks (:mod:`bot.background.clocks`), asked on every commit and view of a
    game played with a clock (:meth:`Publisher.clocks_of`)."""

    def commit_fields(self, rec: GameRecord, table: Table, turn_over: bool) -> dict[str, Any]:
        """The clock columns a commit saves (empty: unchanged)."""

    def caption(self, rec: GameRecord, table: Table, tr: Translator) -> str | None:
        """The reserves line of the caption, if the game has a clock."""

    def timed(self, rec: GameRecord) -> bool:
        """Whether the game's shown boards may start a turn's clock."""

    def late(self, rec: GameRecord) -> bool:
        """Whether the mover's time is gone, so that a press changes nothing."""

    def paused(self, rec: GameRecord) -> bool:
        """Whether the game's clocks are stopped by agreement, so that nothing is played."""

    def keyboard(self, rec: GameRecord, table: Table, markup: Keyboard | None,
                 tr: Translator) -> Keyboard | None:
        """The game's buttons with the clocks' own (the pause's)."""


class Publisher:
    """Saves changed games and shows them."""

    def __init__(self, store: GameStore, sender: BoardSender) -> None:
        self.store = store
        self.sender = sender
        self.listeners: list[TurnListener] = []
        self.finish_hook: FinishHook | None = None
        self.board_button: BoardButton | None = None
        self.final_listeners: list[FinalListener] = []
        self.clocks: ClockHook | None = None

    def listen(self, *listeners: TurnListener) -> None:
        """Tell ``listeners`` of every passed turn and finished game from now on."""
        self.listeners.extend(listeners)

    def on_finish(self, hook: FinishHook) -> None:
        """Let ``hook`` record each finished game and add to its final view."""
        self.finish_hook = hook

    def on_final(self, *listeners: FinalListener) -> None:
        """Let ``listeners`` add to every final view before it is shown."""
        self.final_listeners.extend(listeners)

    def on_clock(self, clocks: ClockHook) -> None:
        """Let ``clocks`` end the timed turns on commits and add the reserves to captions."""
        self.clocks = clocks

    def clocks_of(self, rec: GameRecord) -> ClockHook | None:
        """The clocks to ask about ``rec``: None for a game played without a clock, whose
        commits, views and presses the clocks have nothing to do with."""
        return self.clocks if rec.clock is not None else None

    def on_show(self, button: BoardButton) -> None:
        """Let ``button`` add a button under every board of a game in play it shows (the
        board page's); it is asked for each view shown, a step's and a new game's too."""
        self.board_button = button

    async def commit(self, rec: GameRecord, table: Table, lines: Sequence[str] = (), *,
                     turn_over: bool = True, **fields: Any) -> GameRecord | None:
        """Save ``table`` over ``rec`` (compare-and-set, with ``fields`` and the history
        ``lines``) or finish the game if it ended, tell the listeners when the turn
        passed (``turn_over``) and show it. Returns the saved record, or None when
        the game is over. Raises StaleVersion or GameNotFound when another process changed
        the game first (nothing was saved)."""
        game = table.game
        assert game is not None
        clocks = self.clocks_of(rec)
        if clocks is not None and "clock" not in fields:
            fields = {**clocks.commit_fields(rec, table, turn_over), **fields}
        history = join_history(rec.history, tuple(lines))
        if game.finished:
            fin = await self._finish(rec, table, history, fields)
            for listener in self.listeners:
                listener.turn_passed(fin[0], table)
            await self.show_final(fin[0], fin[1], table)
            return None
        saved = await self.store.save(
            rec, table, history=history, moved=True,
            expires_at=await self.store.deadline(rec, table), **fields)
        if turn_over:
            for listener in self.listeners:
                listener.turn_passed(saved, table)
        await self.show(saved, table)
        return saved

    async def _finish(self, rec: GameRecord, table: Table, history: str,
                      fields: dict[str, Any]) -> tuple[GameRecord, FinishedGame]:
        r = table.game.result if table.game is not None else None
        assert r is not None
        if table.home is not None:  # the match's next game is shown on the same board
            table = replace(table, home_message=self.board_id(rec))
        result = GameResult(
            reason=r.reason,  # type: ignore[arg-type]
            winner=COLOURS[r.winner],  # type: ignore[arg-type]
            points=r.points,
            gammon=r.kind in ("gammon", "backgammon", "mars"),
            backgammon=r.kind == "backgammon",
            final_state=table.encode(), **dice_columns(table),
            history=history,
        )
        self.store.forget(rec.game_id)
        storage = self.store.storage
        if fields:
            rec = await storage.update_game(rec.game_id, rec.version, **fields)
        fin = await storage.finish_game(rec.game_id, rec.version, result)
        return rec, fin

    async def show(self, rec: GameRecord, table: Table, *, force: bool = False,
                   note: str = "", picture: tuple[Position, BoardView] | None = None) -> None:
        """Hand the view of a game in play to the sender (``force``: even if shown;
        ``note``: a line added to the caption; ``picture``: drawn instead of the board,
        e.g. the coach's best play in an inline game)."""
        tr = Translator(table.lang)
        markup = game_keyboard(rec, table, tr)
        clocks = self.clocks_of(rec)
        if clocks is not None:
            markup = clocks.keyboard(rec, table, markup, tr)
        if nowhere(rec, table):  # a tournament game played in the Mini App only
            if self.board_button is not None:
                self.board_button(rec, tr)  # the page hears of the view
            return
        if rec.inline_message_id is not None or table.home is not None:
            markup = inline_game_keyboard(rec, table, markup, tr)  # no command there
        if self.board_button is not None and (button := self.board_button(rec, tr)):
            markup = with_row(markup, button)
        clock = clocks.caption(rec, table, tr) if clocks is not None else None
        self.sender.submit(Frame(
            chat_id=rec.chat_id,
            game_id=rec.game_id,
            seq=table.seq,
            message_id=self.board_id(rec),
            caption="\n\n".join(filter(None, (game_caption(rec, table, tr), clock, note))),
            markup=markup,
            picture=picture or board_picture(rec, table, tr),
            inline_message_id=rec.inline_message_id,
            timed=clocks is not None and clocks.timed(rec),
            post_chat=table.home,
        ), force=force)

    async def show_final(self, rec: GameRecord, fin: FinishedGame, table: Table) -> None:
        """Hand the final view of a finished game (result, statistics, Rematch; what the
        finish hook adds, e.g. a match's score and Next game; what the final-view
        listeners add, e.g. the luck line) to the sender."""
        game = table.game
        assert game is not None and game.result is not None
        tr = Translator(table.lang)
        extra = None
        if self.finish_hook is not None:
            extra = await self.finish_hook.game_finished(rec, fin, table, tr)
        if nowhere(rec, table):
            return
        stats: dict[int, PlayerStats] = {}
        for uid in (fin.white_id, fin.black_id):
            if uid is not None and uid not in stats:
                stats[uid] = await self.store.storage.player_stats(uid, fin.variant)
        frame = Frame(
            chat_id=rec.chat_id,
            game_id=rec.game_id,
            seq=table.seq,
            message_id=self.board_id(rec),
            caption="\n".join([final_caption(fin, table, game.result, stats, tr),
                                *(extra[0] if extra else ())]),
            markup=(None if table.tour is not None  # a tournament's: no rematch, no links
                    else inline_final_keyboard(fin.game_id, table, tr, extra[1] if extra else None)
                    if rec.inline_message_id is not None
                    else with_dice_row(extra[1] if extra else rematch_keyboard(fin.game_id, tr),
                                       fin.game_id, table, tr)),
            picture=board_picture(fin, table, tr),
            final=True,
            inline_message_id=rec.inline_message_id,
            post_chat=table.home,
        )
        for listener in self.final_listeners:
            frame = await listener.final_view(frame, fin, table, tr)
        self.sender.submit(frame, force=True)

    def board_id(self, rec: GameRecord) -> int | None:
        """The id of the game's board message, as far as it is known."""
        return self.sender.message_id(rec.chat_id, rec.game_id) or rec.message_id

    async def redraw(self, chat_id: int, game_id: int) -> None:
        """Show the stored view of a game again, read from the database (after a stale
        press, or on request)."""
        self.store.forget(game_id)
        rec = await self.store.storage.get_game(game_id)
        if rec is None or rec.chat_id != chat_id or rec.status != "active":
            return
        with contextlib.suppress(StateError):
            table = Table.decode(rec.state, rec.dice_seed)
            self.store.remember(rec, table)
            await self.show(rec, table, force=True)

    async def board_message(self, chat_id: int, game_id: int, message_id: int) -> None:
        """The sender posted a new board message: remember its id in the game."""
        async with self.store.lock(chat_id):
            for _ in range(5):
                rec = await self.store.storage.get_game(game_id)
                if rec is None or rec.message_id == message_id:
                    return
                try:
                    saved = await self.store.storage.update_game(game_id, rec.version,
                                                                 message_id=message_id)
                except StaleVersion:
                    continue
                except GameNotFound:
                    self.store.forget(game_id)
                    return
                self.store.retag(rec, saved)
                return

    async def set_lobby_message(self, rec: GameRecord, table: Table,
                                message_id: int) -> GameRecord:
        """Remember the lobby message of a lobby."""
        table = replace(table, lobby_message=message_id)
        return await self.store.storage.update_game(rec.game_id, rec.version,
                                                    state=table.encode(), **dice_columns(table))


def nowhere(rec: GameRecord, table: Table) -> bool:
    """Whether a game has no message to show it in: a tournament game that is played in
    the Mini App only (its board neither posted in the group nor in an inline message)."""
    return (is_pairing_chat(rec.chat_id) and table.home is None
            and rec.inline_message_id is None)
