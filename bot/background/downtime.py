"""The bot's downtime given back to the mover: no game is lost on time while the bot is
stopped or down, or while Telegram cannot be reached.

* A clean stop of the only process (not shared coordination) freezes every running clock
  (:meth:`Downtime.close`: the turn's time spent so far kept, no deadline); the start-up
  lets it run again from then on.
* After a crash the start-up gives back the time since the last heartbeat the dead
  process wrote (``down_since``, :func:`bot.health.last_beat`: at most
  :data:`bot.health.BEAT_SECONDS` before the crash).
* An outage of Telegram (:class:`bot.delivery.telegram.Outages`) is given back once it
  ended, to every turn it fell in, and the board says how much; while it goes on no
  time-out fires.

With several processes a process's stop or crash is no downtime of the bot: the others
go on timing the games. An outage of Telegram is given back by every process that saw it,
and each second of it only once (:meth:`engine.clock.Clock.credit_downtime`).
"""

from __future__ import annotations

import asyncio
import logging

from storage import GameNotFound, GameRecord, StaleVersion

from ..model.state import StateError, Table
from ..views.clock import downtime_text
from .clocks import Clocks, clock_of

__all__ = ["Downtime"]

log = logging.getLogger(__name__)


class Downtime:
    """Gives the movers back the time the bot or Telegram was away."""

    def __init__(self, clocks: Clocks, *, down_since: float | None = None) -> None:
        self.clocks = clocks
        self.store = clocks.store
        self.down_since = down_since
        self._tasks: set[asyncio.Task[None]] = set()
        clocks.outages.on_end(self.outage_ended)

    @property
    def busy(self) -> bool:
        """Whether an outage is being given back now."""
        return bool(self._tasks)

    async def settled(self) -> None:
        """Wait until the outages being given back now are (tests, bench)."""
        while self._tasks:
            await asyncio.wait(set(self._tasks))

    async def _timed_games(self) -> list[tuple[GameRecord, Table]]:
        """The games in play with a clock that has not run out."""
        found = []
        for rec in await self.store.storage.list_active_games():
            clock = clock_of(rec)
            if rec.status != "active" or clock is None or clock.flagged is not None:
                continue
            try:
                table = Table.decode(rec.state, rec.dice_seed)
            except StateError:
                continue
            if table.stage == "play" and table.game is not None and not table.game.finished:
                found.append((rec, table))
        return found

    async def resume(self) -> None:
        """At start-up: put the time-out and warning jobs of every timed turn again, let
        the turns frozen by a clean stop run again, give the mover a crash's downtime back
        (one process only) and say so on the board."""
        now = self.clocks.clock
        shared = self.store.shared
        for listed, _ in await self._timed_games():
            async with self.store.lock(listed.chat_id):
                found = await self.clocks.read(listed.game_id)
                if found is None:
                    continue
                rec, table, clock = found
                resumed, note = clock, 0.0
                if not shared and clock.mover is not None and not clock.paused:
                    if clock.since is None:  # frozen by a clean stop: runs again from now
                        resumed = clock.start_turn(clock.mover, now())
                    elif self.down_since is not None:
                        resumed = clock.credit_downtime(self.down_since, now())
                        note = (resumed.since or 0.0) - (clock.since or 0.0)
                if resumed == clock:
                    self.clocks.schedule(rec.game_id, rec.chat_id, resumed)
                    continue
                try:
                    saved = await self.clocks.save(rec, resumed)
                except (StaleVersion, GameNotFound):
                    continue
                if note > 0:
                    await self._tell(saved, table, note)

    async def close(self) -> None:
        """A clean stop of the only process: freeze every running clock (the time spent
        so far kept, no deadline), so that the stop costs the mover nothing."""
        if self.store.shared:
            return
        now = self.clocks.clock()
        for rec in await self.store.storage.list_active_games():
            clock = clock_of(rec)
            if clock is None or not clock.running or self.clocks.current(clock).timed_out(now):
                continue
            frozen = self.clocks.current(clock).freeze(now)
            try:
                saved = await self.store.storage.update_game(
                    rec.game_id, rec.version, clock=frozen.to_json(), clock_deadline=None)
            except (StaleVersion, GameNotFound):
                continue
            self.store.retag(rec, saved)

    # ---------------------------------------------------------------- Telegram's outages
    def outage_ended(self, began: float, ended: float) -> None:
        """Telegram answers again after an outage from ``began`` to ``ended``: give it back
        to every turn it fell in (in a task: the outages' middleware cannot wait)."""
        task = asyncio.get_running_loop().create_task(self.credit(began, ended))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def credit(self, began: float, ended: float) -> None:
        """Give the outage back to every running timed turn (saved, the board told) and
        put the time-outs again, those it held back among them."""
        try:
            for listed, _ in await self._timed_games():
                await self._credit_game(listed.chat_id, listed.game_id, began, ended)
        except Exception:
            log.exception("the outage from %s to %s was not given back", began, ended)

    async def _credit_game(self, chat_id: int, game_id: int, began: float,
                           ended: float) -> None:
        async with self.store.lock(chat_id):
            found = await self.clocks.read(game_id)
            if found is None:
                return
            rec, table, clock = found
            credited = clock.credit_downtime(began, ended)
            if credited == clock:
                self.clocks.schedule(rec.game_id, rec.chat_id, clock)
                return
            try:
                saved = await self.clocks.save(rec, credited)
            except (StaleVersion, GameNotFound):
                return
            await self._tell(saved, table, (credited.since or 0.0) - (clock.since or 0.0))

    async def _tell(self, rec: GameRecord, table: Table, seconds: float) -> None:
        """Show the board again with the time given back in its caption (one edit, within
        the chat's budget)."""
        tr = await self.store.translator(rec.chat_id, table)
        await self.clocks.publisher.show(rec, table, force=True,
                                         note=downtime_text(seconds, tr))

