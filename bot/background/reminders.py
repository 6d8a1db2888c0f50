"""Turn reminders in groups.

In a group the board is edited in place and Telegram tells nobody about an edit, so a
player may miss that it is their turn. When a human in a group is to move (play his roll,
roll or double before it, or answer a double: :func:`bot.model.turns.to_act`) a timer
is armed; if the game still shows that very view (same ``seq``) when it fires, one short
text mentioning the player goes out as a reply to the board, within the chat's send
budget. A game keeps at most one reminder in its chat: it is deleted when the turn is
played or the game ends. Reminders live only in memory, and no failure of theirs ever
reaches the game. :class:`Reminders` is a :class:`~bot.play.publish.TurnListener`.

With a shared database (several processes) the timer is a job (kind ``ping``, payload
chat and view) that any process may run, and a sent reminder leaves a job ``unping``
(due in a month) that the next played turn makes due at once: it deletes the reminder.
"""

from __future__ import annotations

import asyncio
import logging

from aiogram import Bot
from aiogram.types import ReplyParameters

from storage import GameRecord
from storage.coordination import Job

from ..delivery import telegram
from ..delivery.sender import BoardSender
from ..model.seats import seats
from ..model.state import Table
from ..model.turns import to_act
from ..play.store import GameStore
from ..views import reminder_text
from .jobs import JobRunner

__all__ = ["Reminders", "GRACE", "BOARD_WAIT"]

log = logging.getLogger(__name__)

GRACE = 1.0
"""Seconds a reminder being sent or deleted may take to finish when the bot stops."""
BOARD_WAIT = 10.0
"""Seconds a due reminder waits at most for its board to be delivered (flood control)."""
DELETE_ATTEMPTS = 3
MAX_DELETE_WAIT = 5.0
SENT_KEPT = 30 * 24 * 3600.0
"""Seconds after which the job that deletes a sent reminder runs if no turn is played."""


class Reminders:
    """The reminder timers and messages of every game."""

    def __init__(self, bot: Bot, store: GameStore, sender: BoardSender, delay: float) -> None:
        self.bot = bot
        self.store = store
        self.sender = sender
        self.delay = delay
        self.closing = False
        self._turn: dict[int, int] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._sent: dict[int, tuple[int, int]] = {}
        self._jobs: set[asyncio.Task[None]] = set()
        self.jobs: JobRunner | None = None
        """With a shared database: the timers and the deletions are jobs."""

    # ---------------------------------------------------------------- listener
    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """Drop the old turn's timer and reminder, and arm a timer if a human in a group
        is on turn now."""
        game_id = rec.game_id
        self.turn_touched(game_id)
        self._drop(game_id)
        game = table.game
        if (self.delay <= 0 or self.closing or rec.chat_id >= 0 or game is None
                or game.finished):
            return  # disabled, stopping, a private chat (ids > 0) or the game is over
        if not seats(rec).human_on_turn(to_act(game)):
            return  # the AI is to move (roll, double, answer a double or play)
        if self.jobs is not None:
            self.jobs.put_soon("ping", game_id, delay=self.delay,
                               payload=f"{rec.chat_id}:{table.seq}")
            return
        self._turn[game_id] = table.seq
        task = asyncio.create_task(self._later(rec.chat_id, game_id, table.seq),
                                   name=f"turn-ping-{game_id}")
        self._timers[game_id] = task
        self._track(task)

    def turn_touched(self, game_id: int) -> None:
        """The player on turn acted (or the turn is over): no reminder is due any more.
        A reminder already sent stays until the turn is played."""
        if self.jobs is not None:
            self.jobs.cancel_soon("ping", game_id)
            return
        self._turn.pop(game_id, None)
        timer = self._timers.pop(game_id, None)
        if timer is not None and timer is not asyncio.current_task():
            timer.cancel()

    # ---------------------------------------------------------------- lifetime
    def busy(self) -> bool:
        """True while a reminder is being sent or deleted (not merely waiting)."""
        waiting = set(self._timers.values())
        return any(not t.done() and t not in waiting for t in self._jobs)

    async def close(self) -> None:
        """Cancel the timers; reminders being sent or deleted get a moment, then are
        cancelled too."""
        self.closing = True
        timers = list(self._timers.values())
        for t in timers:
            t.cancel()
        await asyncio.gather(*timers, return_exceptions=True)
        jobs = [t for t in self._jobs if not t.done()]
        if jobs:
            _, late = await asyncio.wait(jobs, timeout=GRACE)
            for t in late:
                t.cancel()
            await asyncio.gather(*jobs, return_exceptions=True)

    # ---------------------------------------------------------------- work
    def _due(self, game_id: int, seq: int) -> bool:
        return not self.closing and self._turn.get(game_id) == seq

    def _track(self, task: asyncio.Task[None]) -> None:
        self._jobs.add(task)
        task.add_done_callback(self._jobs.discard)

    async def _later(self, chat_id: int, game_id: int, seq: int) -> None:
        """The timer of one turn: wait, check the turn is still unplayed, remind."""
        try:
            try:  # until the send itself the timer is cancelled by any move
                await asyncio.sleep(self.delay)
                # the reminder follows the board it points at: wait (a while) for it
                loop = asyncio.get_running_loop()
                deadline = loop.time() + max(self.delay, BOARD_WAIT)
                while self.sender.shown(chat_id, game_id) != seq and loop.time() < deadline:
                    await asyncio.sleep(0.05)
                text = await self._text(chat_id, game_id, seq)
                if text is None:
                    return
                await self.sender.acquire(chat_id)
                if not self._due(game_id, seq):
                    return
            finally:
                if self._timers.get(game_id) is asyncio.current_task():
                    del self._timers[game_id]
            cached = self.store.cached(game_id)
            board = self.sender.message_id(chat_id, game_id) or (
                cached.message_id if cached is not None else None)
            reply = (ReplyParameters(message_id=board, allow_sending_without_reply=True)
                     if board is not None else None)
            msg = await self.bot.send_message(chat_id, text, reply_parameters=reply)
            if self._due(game_id, seq):
                self._drop(game_id)  # never two reminders of one game
                self._sent[game_id] = (chat_id, msg.message_id)
            else:  # the turn was played while the reminder was on its way
                self._track(asyncio.create_task(self._delete(chat_id, msg.message_id)))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.info("chat %s: no turn reminder for game %s: %s", chat_id, game_id, exc)

    async def _text(self, chat_id: int, game_id: int, seq: int, *,
                    timer: bool = True) -> str | None:
        """The reminder for the turn at view ``seq``, or None if it is no longer due
        (``timer``: the process's timer must still be armed too)."""
        if timer and not self._due(game_id, seq):
            return None
        found = await self.store.fetch(game_id)
        if found is None:
            return None
        rec, table = found
        game = table.game
        if (rec.status != "active" or table.seq != seq or game is None or game.finished
                or not seats(rec).human_on_turn(to_act(game))):
            return None
        return reminder_text(rec, game, await self.store.translator(chat_id, table))

    def _drop(self, game_id: int) -> None:
        """Delete the game's reminder message, if any, in the background."""
        if self.jobs is not None:
            self.jobs.hasten_soon("unping", game_id)
            return
        sent = self._sent.pop(game_id, None)
        if sent is None:
            return
        self._track(asyncio.create_task(self._delete(*sent),
                                        name=f"turn-ping-delete-{game_id}"))

    async def _delete(self, chat_id: int, message_id: int) -> None:
        """Delete a reminder; a network hiccup is retried, anything else is given up."""
        await telegram.delete(self.bot, chat_id, message_id, attempts=DELETE_ATTEMPTS,
                              max_wait=MAX_DELETE_WAIT)

    # ---------------------------------------------------------------- jobs (shared database)
    async def ping_job(self, job: Job) -> None:
        """(A job of kind ``ping``.) Remind the player on turn if the game still shows the
        view of the payload; leave the job that deletes the reminder."""
        chat_id, seq = (int(x) for x in job.payload.split(":"))
        game_id = job.key
        text = await self._text(chat_id, game_id, seq, timer=False)
        if text is None or self.jobs is None:
            return
        await self.sender.acquire(chat_id)
        found = await self.store.fetch(game_id)
        if found is None or found[1].seq != seq:
            return
        board = found[0].message_id
        reply = (ReplyParameters(message_id=board, allow_sending_without_reply=True)
                 if board is not None else None)
        try:
            msg = await self.bot.send_message(chat_id, text, reply_parameters=reply)
        except Exception as exc:
            log.info("chat %s: no turn reminder for game %s: %s", chat_id, game_id, exc)
            return
        await self.jobs.put("unping", game_id, delay=SENT_KEPT,
                            payload=f"{chat_id}:{msg.message_id}")
        again = await self.store.fetch(game_id)
        if again is None or again[1].seq != seq:  # played meanwhile: delete it now
            self.jobs.hasten_soon("unping", game_id)

    async def unping_job(self, job: Job) -> None:
        """(A job of kind ``unping``.) Delete a sent reminder."""
        chat_id, message_id = (int(x) for x in job.payload.split(":"))
        await self._delete(chat_id, message_id)
