"""The periodic sweep: lobbies nobody answered are closed, and players whose opponent
stopped moving are told that they may ``/claim`` the game."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError

from storage import GameNotFound, GameRecord, GameResult, StaleVersion
from storage.coordination import Job

from ..delivery import telegram
from ..i18n import Translator
from ..inline.chat import edit_inline_caption
from ..model.state import StateError, Table, is_inline_chat, seats
from ..model.turns import to_act
from ..play.store import GameStore, now
from ..views import claim_notice
from .jobs import JobRunner

__all__ = ["Sweeper"]

log = logging.getLogger(__name__)


class Sweeper:
    """Sweeps every ``every`` seconds; lobbies expire after ``lobby_minutes``."""

    def __init__(self, bot: Bot, store: GameStore, jobs: JobRunner, *, every: float,
                 lobby_minutes: float,
                 inline_notice: Callable[[GameRecord, Table], Awaitable[None]],
                 after: Callable[[], Awaitable[None]]) -> None:
        self.bot = bot
        self.store = store
        self.jobs = jobs
        self.every = every
        self.lobby_minutes = lobby_minutes
        self.inline_notice = inline_notice
        """Tells the players of an inline game that the time is up (a caption edit)."""
        self.after = after
        """Run after each sweep (puts the AI jobs lost with a dead process)."""
        jobs.on("sweep", self.run_job)

    async def start(self) -> None:
        """Put the first sweep, in ``every`` seconds (unless one is put already)."""
        await self.jobs.put("sweep", 0, delay=self.every, replace=False)

    async def run_job(self, job: Job) -> None:
        """(The job ``sweep``.) Sweep once, run :attr:`after`, and put the next sweep
        (whichever process claims it)."""
        try:
            await self.sweep()
            await self.after()
        finally:
            if not self.jobs.closing:
                await self.jobs.put("sweep", 0, delay=self.every)

    async def sweep(self, at: datetime | None = None) -> None:
        """Close lobbies nobody answered and tell players whose opponent stopped moving
        that they may claim the game (``at``: the time to sweep at, default now)."""
        at = at or now()
        storage = self.store.storage
        cutoff = at - timedelta(minutes=self.lobby_minutes)
        for rec in await storage.expired_lobbies(cutoff):
            async with self.store.lock(rec.chat_id):
                try:
                    await storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
                except (StaleVersion, GameNotFound):
                    continue
            try:
                table = Table.decode(rec.state, rec.dice_seed)
            except StateError:
                continue
            tr = Translator(table.lang)
            if rec.inline_message_id is not None:  # no buttons, no new game from there
                await edit_inline_caption(self.bot, rec.inline_message_id,
                                          tr("lobby.expired.inline"), None)
                continue
            await telegram.edit_text(self.bot, rec.chat_id, table.lobby_message,
                                     tr("lobby.expired"))
        for rec in await storage.overdue_games(at):
            async with self.store.lock(rec.chat_id):
                try:
                    self.store.forget(rec.game_id)
                    table = Table.decode(rec.state, rec.dice_seed)
                    rec = await storage.update_game(rec.game_id, rec.version, expires_at=None)
                except (StateError, StaleVersion, GameNotFound):
                    continue
            game = table.game
            if rec.status != "active" or game is None or game.finished:
                continue
            if seats(rec).ai_color is not None:
                continue  # no notice against the AI
            if is_inline_chat(rec.chat_id):  # the bot cannot post there: a caption edit
                await self.inline_notice(rec, table)
                continue
            tr = Translator(table.lang)
            text = claim_notice(rec, to_act(game), await self.store.timeout(rec.chat_id), tr,
                                match=table.match is not None)
            with contextlib.suppress(TelegramAPIError):
                await telegram.send_text(self.bot, rec.chat_id, text)
