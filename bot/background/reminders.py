"""Turn reminders in groups.

In a group the board is edited in place and Telegram tells nobody about an edit, so a
player may miss that it is their turn. When a human in a group is to move (play his roll,
roll or double before it, or answer a double: :func:`bot.model.turns.to_act`) a timer
is armed; if the game still shows that very view (same ``seq``) when it fires, one short
text mentioning the player goes out as a reply to the board, within the chat's send
budget. A game keeps at most one reminder in its chat: it is deleted when the turn is
played or the game ends. No failure of a reminder ever reaches the game.
:class:`Reminders` is a :class:`~bot.play.publish.TurnListener`.

The timer is a job (kind ``ping``, key the game, payload chat and view) that any process
may run, and a sent reminder leaves a job ``unping`` (due in a month) that the next played
turn makes due at once: it deletes the reminder.
"""

from __future__ import annotations

import logging

from aiogram import Bot
from aiogram.types import ReplyParameters

from storage import GameRecord
from storage.coordination import Job

from ..delivery import telegram
from ..delivery.sender import BoardSender
from ..i18n import Translator
from ..model.state import Table, seats
from ..model.turns import to_act
from ..play.store import GameStore
from ..views import reminder_text
from .jobs import JobRunner

__all__ = ["Reminders", "BOARD_WAIT"]

log = logging.getLogger(__name__)

BOARD_WAIT = 10.0
"""Seconds a due reminder waits at most for its board to be delivered (flood control)."""
DELETE_ATTEMPTS = 3
MAX_DELETE_WAIT = 5.0
SENT_KEPT = 30 * 24 * 3600.0
"""Seconds after which the job that deletes a sent reminder runs if no turn is played."""


class Reminders:
    """The reminder jobs of every game."""

    def __init__(self, bot: Bot, store: GameStore, sender: BoardSender, jobs: JobRunner,
                 delay: float) -> None:
        self.bot = bot
        self.store = store
        self.sender = sender
        self.jobs = jobs
        self.delay = delay
        self.closing = False
        jobs.on("ping", self.ping_job)
        jobs.on("unping", self.unping_job)

    # ---------------------------------------------------------------- listener
    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """Drop the old turn's timer and reminder, and arm a timer if a human in a group
        is on turn now."""
        if rec.chat_id >= 0:
            return  # a private chat (ids > 0) or an inline message: never reminded
        game_id = rec.game_id
        self.jobs.hasten_soon("unping", game_id)  # delete the reminder of the last turn
        game = table.game
        if self.delay <= 0 or self.closing or game is None or game.finished:
            self.jobs.cancel_soon("ping", game_id)
            return  # disabled, stopping, or the game is over
        if not seats(rec).human_on_turn(to_act(game)):
            self.jobs.cancel_soon("ping", game_id)
            return  # the AI is to move (roll, double, answer a double or play)
        self.jobs.put_soon("ping", game_id, delay=self.delay,
                           payload=f"{rec.chat_id}:{table.seq}")

    async def close(self) -> None:
        """Arm no more timers (the job runner stops the jobs under way)."""
        self.closing = True

    # ---------------------------------------------------------------- jobs
    async def ping_job(self, job: Job) -> None:
        """(A job of kind ``ping``.) Remind the player on turn if the game still shows the
        view of the payload, as a reply to the board once it shows that view; leave the
        job that deletes the reminder."""
        chat_id, seq = (int(x) for x in job.payload.split(":"))
        game_id = job.key
        if await self._text(chat_id, game_id, seq) is None:
            return
        # the reminder follows the board it points at: wait (a while) for it
        if not self.store.shared:
            await self.sender.wait_shown(chat_id, game_id, seq, max(self.delay, BOARD_WAIT))
        await self.sender.acquire(chat_id)
        text = await self._text(chat_id, game_id, seq)
        if text is None:
            return
        found = await self.store.fetch(game_id)
        board = self.sender.message_id(chat_id, game_id) or (
            found[0].message_id if found is not None else None)
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
        """(A job of kind ``unping``.) Delete a sent reminder; a network hiccup is
        retried, anything else is given up."""
        chat_id, message_id = (int(x) for x in job.payload.split(":"))
        await telegram.delete(self.bot, chat_id, message_id, attempts=DELETE_ATTEMPTS,
                              max_wait=MAX_DELETE_WAIT)

    async def _text(self, chat_id: int, game_id: int, seq: int) -> str | None:
        """The reminder for the turn at view ``seq``, or None if it is no longer due."""
        if self.closing:
            return None
        found = await self.store.fetch(game_id)
        if found is None:
            return None
        rec, table = found
        game = table.game
        if (rec.status != "active" or table.seq != seq or game is None or game.finished
                or not seats(rec).human_on_turn(to_act(game))):
            return None
        return reminder_text(rec, game, Translator(table.lang))
