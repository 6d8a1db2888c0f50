"""Game clocks in play: what is timed, the time-out and the warning before it.

A game played with a time control keeps its :class:`engine.clock.Clock` in its record
(``clock``, with ``clock_deadline``, both versioned with the game). A player's turn is
timed from the confirmed delivery of the board that asks him to act (his dice, or his
roll-or-double or take-or-pass decision: the sender's delivered callback puts a
``clockstart`` job) until the press that ends the turn (the publisher asks
:meth:`Clocks.commit_fields` on every commit). Steps and Undo within a turn leave the clock
running. The bot's turns and a double waiting for the bot are never timed.

The time-out is a ``clock`` job due at the stored deadline; under the chat's lock it reads
the game from the database and finishes it with a compare-and-set on the game's version,
so that it happens once whichever process runs it. The mover loses the game (scored like a
resignation at the cube's value) and, in a match, the whole match. A press that comes after
the deadline but before the job ran is refused as late (:meth:`Clocks.late`). A
``clockwarn`` job, due when the mover has `WARNING_SECONDS` left, posts one warning.

In a match the reserves belong to the match's players (side 0 is the match's player 0),
and each game of the match takes over the clock of the game before it. In a single game
side 0 is White.

Pauses (:mod:`bot.play.pauses`) stop the clocks by both players' agreement: while they are
stopped no deadline is stored, so no time-out job can fire, and the board offers only
▶️ Resume; a resumed turn runs again from the confirmed delivery of the resumed board. The
bot's downtime (a stop, a crash, Telegram out of reach) is given back to the mover by
:mod:`bot.background.downtime`; the outages of Telegram seen so far are applied to every
clock read here, so that a press that comes in as Telegram answers again is never late
for the time Telegram was away.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from aiogram import Bot
from aiogram.types import InlineKeyboardMarkup

from engine.clock import WARNING_SECONDS, Clock, ClockError, LateMove
from storage import FinishedGame, GameNotFound, GameRecord, StaleVersion
from storage.coordination import Job

from ..delivery import telegram
from ..delivery.sender import Frame
from ..delivery.telegram import Outages
from ..i18n import Translator
from ..model.state import StateError, Table, seats
from ..model.turns import clock_of, color_of, side_of, to_act, when
from ..play.publish import Publisher
from ..views.clock import caption_line, pause_keyboard, timeout_text, warning_text
from ..views.game import Names, named
from .jobs import JobRunner

__all__ = ["Clocks", "clock_of", "side_of", "color_of", "when"]

log = logging.getLogger(__name__)


class Clocks:
    """Times the turns of games with a time control; the time-outs and warnings."""

    def __init__(self, bot: Bot, publisher: Publisher, jobs: JobRunner, *,
                 clock: Callable[[], float] = time.time,
                 outages: Outages | None = None) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.jobs = jobs
        self.clock = clock
        self.outages = outages or Outages(clock)
        self._changed: list[Callable[[int, int], None]] = []
        jobs.on("clockstart", self.start_job)
        jobs.on("clock", self.timeout_job)
        jobs.on("clockwarn", self.warn_job)

    def on_change(self, listener: Callable[[int, int], None]) -> None:
        """Tell ``listener`` (game id, chat id) of every change of a clock saved alone (a
        turn's start, a downtime given back), which no board shows: the board page."""
        self._changed.append(listener)

    def current(self, clock: Clock) -> Clock:
        """``clock`` with the outages of Telegram seen so far given back (a second time
        changes nothing: see `Clock.credit_downtime`)."""
        for began, ended in self.outages.past:
            clock = clock.credit_downtime(began, ended)
        return clock

    # ---------------------------------------------------------------- the publisher's hooks
    def commit_fields(self, rec: GameRecord, table: Table, turn_over: bool) -> dict[str, Any]:
        """The clock columns a commit saves: the mover's turn ends with a press that passes
        the turn (charged) and with the end of the game; a step leaves it running."""
        clock = clock_of(rec)
        game = table.game
        if clock is None or game is None or clock.flagged is not None:
            return {}
        clock = self.current(clock)
        if not (turn_over or game.finished) or clock.mover is None:
            return {}
        now = self.clock()
        try:
            ended = clock.end_turn(now)
        except LateMove:  # the turn ended at the deadline: charged all it had
            deadline = clock.deadline()
            ended = clock.end_turn(deadline - 1e-6) if deadline is not None else clock.stop()
        except ClockError:
            ended = clock.stop()
        self.jobs.cancel_soon("clock", rec.game_id)
        self.jobs.cancel_soon("clockwarn", rec.game_id)
        return {"clock": ended.to_json(), "clock_deadline": None}

    def late(self, rec: GameRecord) -> bool:
        """Whether the mover's time is gone (a press now changes nothing); makes the
        time-out job due at once."""
        clock = clock_of(rec)
        if clock is None or not self.current(clock).timed_out(self.clock()):
            return False
        self.jobs.hasten_soon("clock", rec.game_id)
        return True

    def caption(self, rec: GameRecord, table: Table, tr: Translator) -> str | None:
        """The reserves line of a game's caption (None without a clock)."""
        clock = clock_of(rec)
        if clock is None:
            return None
        n = named(rec, tr)
        return caption_line(self.current(clock), n.names[color_of(table, 0)], n.names[color_of(table, 1)],
                            self.clock(), tr)

    def keyboard(self, rec: GameRecord, table: Table, markup: InlineKeyboardMarkup | None,
                 tr: Translator) -> InlineKeyboardMarkup | None:
        """The game's buttons with the pause's, between two players of a timed game."""
        clock = clock_of(rec)
        game = table.game
        if (clock is None or game is None or game.finished
                or seats(rec).ai_color is not None):
            return markup
        return pause_keyboard(rec.game_id, table.seq, clock, markup, tr)

    def paused(self, rec: GameRecord) -> bool:
        """Whether the game's clocks are stopped by agreement (nothing may be played)."""
        clock = clock_of(rec)
        return clock is not None and clock.paused

    def timed(self, rec: GameRecord) -> bool:
        """Whether a shown board of this game may start a turn's clock."""
        return rec.clock is not None

    def delivered(self, frame: Frame, latency: float = 0.0) -> None:
        """The sender confirmed a board (after ``latency`` seconds in its queue): time the
        turn it asks for (a job, so that the start is saved under the chat's lock)."""
        if frame.timed and not frame.final:
            self.jobs.put_soon("clockstart", frame.game_id,
                               payload=f"{frame.chat_id} {frame.seq} {self.clock()!r}")

    async def final_view(self, frame: Frame, fin: FinishedGame, table: Table,
                         tr: Translator) -> Frame:
        """A game lost on time: the final caption starts with «время вышло» and who won."""
        clock = clock_of(fin)
        if clock is None or clock.flagged is None or fin.reason != "timeout":
            return frame
        n = named(fin, tr)
        loser = color_of(table, clock.flagged)
        banner = timeout_text(n.names[loser], n.names[1 - loser], tr,
                              match=table.match is not None)
        return replace(frame, caption=f"{banner}\n\n{frame.caption}")

    # ---------------------------------------------------------------- jobs
    async def start_job(self, job: Job) -> None:
        """Time the turn a delivered board asks for (payload: chat, view, delivery time)."""
        chat, seq, at = job.payload.split()
        chat_id = int(chat)
        async with self.store.lock(chat_id):
            found = await self.read(job.key)
            if found is None:
                return
            rec, table, clock = found
            game = table.game
            assert game is not None
            if table.seq != int(seq) or clock.paused or clock.running:
                return
            color = to_act(game)
            if color == seats(rec).ai_color:
                return  # the bot's turns, and a double waiting for the bot, are free
            side = side_of(table, color)
            if clock.mover is not None and clock.mover != side:
                return
            # a new turn, or one that waited for its board after a pause or a stop
            await self.save(rec, clock.start_turn(side, float(at)))

    async def timeout_job(self, job: Job) -> None:
        """At the deadline: the mover loses on time (once; a deadline moved meanwhile is
        waited for again)."""
        chat_id = int(job.payload)
        async with self.store.lock(chat_id):
            found = await self.read(job.key)
            if found is None:
                return
            rec, table, clock = found
            now = self.clock()
            if self.outages.down:
                return  # Telegram is out of reach: its end gives the time back and re-times
            credited = self.current(clock)
            if credited != clock:  # an outage not given back yet
                await self.save(rec, credited)
                return
            if not clock.timed_out(now):
                self.schedule(rec.game_id, chat_id, clock)
                return
            game = table.game
            assert game is not None and clock.mover is not None
            loser = color_of(table, clock.mover)
            after = table.bump(game=game.forfeit(loser, "timeout"))
            if table.match is not None:  # who runs out of time loses the match
                after = replace(after, match=replace(table.match, quit=True))
            try:
                await self.publisher.commit(rec, after, (),
                                            clock=clock.flag(now).to_json(),
                                            clock_deadline=None)
            except (StaleVersion, GameNotFound):
                log.info("game %s: its time-out was saved by another process", rec.game_id)

    async def warn_job(self, job: Job) -> None:
        """When the mover has `WARNING_SECONDS` left: one warning in the chat (within the
        chat's budget); in an inline message, a line in the board's caption."""
        chat_id = int(job.payload)
        found = await self.read(job.key)
        if found is None:
            return
        rec, table, clock = found
        clock, now = self.current(clock), self.clock()
        if (not clock.running or clock.timed_out(now) or clock.mover is None
                or self.outages.down):
            return
        tr = Translator(table.lang)
        n: Names = named(rec, tr)
        text = warning_text(clock, n.mention(color_of(table, clock.mover)), now, tr)
        if rec.inline_message_id is not None:
            await self.publisher.show(rec, table, force=True, note=text)
            return
        await self.publisher.sender.acquire(chat_id)
        await telegram.send_text(self.bot, chat_id, text)

    # ---------------------------------------------------------------- helpers
    async def read(self, game_id: int) -> tuple[GameRecord, Table, Clock] | None:
        """A timed game in play, read from the database."""
        self.store.forget(game_id)
        try:
            found = await self.store.fetch(game_id)
        except StateError:
            return None
        if found is None:
            return None
        rec, table = found
        clock = clock_of(rec)
        if (rec.status != "active" or clock is None or clock.flagged is not None
                or table.stage != "play" or table.game is None or table.game.finished):
            return None
        return rec, table, clock

    async def save(self, rec: GameRecord, clock: Clock) -> GameRecord:
        """Save a changed clock alone (compare-and-set), put its jobs and tell the clock's
        listeners."""
        saved = await self.store.storage.update_game(
            rec.game_id, rec.version, clock=clock.to_json(),
            clock_deadline=when(clock.deadline()))
        self.store.retag(rec, saved)
        self.schedule(rec.game_id, rec.chat_id, clock)
        for listener in self._changed:
            listener(rec.game_id, rec.chat_id)
        return saved

    def schedule(self, game_id: int, chat_id: int, clock: Clock) -> None:
        """Put the time-out at the clock's deadline and the warning before it; with no
        deadline (stopped clocks, a turn waiting for its board) take them away."""
        deadline, warn = clock.deadline(), clock.warning_at()
        if deadline is None:
            self.jobs.cancel_soon("clock", game_id)
            self.jobs.cancel_soon("clockwarn", game_id)
            return
        now = self.clock()
        self.jobs.put_soon("clock", game_id, delay=max(0.0, deadline - now),
                           payload=str(chat_id))
        if warn is not None and deadline - warn >= WARNING_SECONDS and warn > now:
            self.jobs.put_soon("clockwarn", game_id, delay=warn - now, payload=str(chat_id))
