"""The bot's parts: built once, started and stopped together.

:class:`GameService` builds every part of the bot (see docs/ARCHITECTURE.md) and hands them
to the dispatcher (:meth:`GameService.parts`: a :class:`HandlerParts`, whose field names are
the handler parameters that receive them), which injects each into the handlers that
name it: ``moves``, ``cube``, ``pauses``, ``lobbies``, ``matches``, ``chats``, ``coach``, ``analyses``,
``inline``, ``inline_queries``, ``inline_play``, ``history``, ``stats``, ``dice`` and
``inline_dice`` (the chat middleware is given the store itself). With ``NARDY_WEBAPP_URL`` it builds the board page
(:class:`bot.webapp.WebApp`) with the others and wires it into the publisher. It forwards
nothing. At start it
resumes what a stop interrupted (AI turns due, boards never shown, matches paused between
two games) and starts the job runner; at close it stops the parts and delivers the pending
boards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError

from storage import Storage
from storage.coordination import Coordination, LocalCoordination

from .background.ai_turns import AiTurns, ChooseFn, ai_decides
from .background.clocks import Clocks
from .background.downtime import Downtime
from .background.jobs import JobRunner
from .background.reminders import Reminders
from .background.sweeper import Sweeper
from .config import Settings
from .delivery.boards import PictureRenderer
from .delivery.messages import BotMessages
from .delivery.sender import BoardSender, Frame, Sleep
from .delivery.telegram import Outages
from .delivery.uploads import Uploads
from .inline.dice import InlineDice
from .inline.lobbies import InlineLobbies
from .inline.play import InlinePlay
from .inline.query import InlineQueries, LobbySigner
from .middlewares import PressPlaces
from .model.state import StateError, Table, seats
from .model.turns import GameDice
from .play.chats import Chats
from .play.cube import CubePresses
from .play.lobbies import Lobbies
from .play.matches import Matches
from .play.moves import Moves
from .play.pauses import Pauses
from .play.publish import Publisher
from .play.store import GameStore
from .review.analysis import Analyses
from .review.coach import Coach
from .review.dice import DiceCheck
from .review.history import History
from .review.luck import Luck
from .review.stats import Stats
from .tournament.inline import TournamentInline
from .tournament.lobby import TournamentLobby
from .tournament.messages import Messages
from .tournament.posts import Posts
from .tournament.rounds import Rounds
from .webapp import WebApp
from .webapp.access import Parts as PageParts

__all__ = ["GameService", "ChooseFn", "HandlerParts"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class HandlerParts:
    """The parts the handlers receive from the dispatcher: each field's name is the name
    of the handler parameter that receives it (``tests/bot`` checks that every parameter
    of every handler resolves)."""

    moves: Moves
    cube: CubePresses
    pauses: Pauses
    lobbies: Lobbies
    matches: Matches
    chats: Chats
    coach: Coach
    analyses: Analyses
    inline: InlineLobbies
    inline_play: InlinePlay
    inline_queries: InlineQueries
    history: History
    stats: Stats
    dice: DiceCheck
    inline_dice: InlineDice
    tournaments: TournamentLobby
    tournament_inline: TournamentInline

    def workflow_data(self) -> dict[str, Any]:
        """The parts by name, as aiogram's dispatcher takes its workflow data."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


class GameService:
    """Every part of the bot, built from the settings; started and stopped together."""

    def __init__(
        self,
        bot: Bot,
        storage: Storage,
        settings: Settings,
        *,
        choose_play: ChooseFn | None = None,
        on_delivered: Callable[[Frame, float], None] | None = None,
        coordination: Coordination | None = None,
        clock: Callable[[], float] | None = None,
        sleep: Sleep | None = None,
        down_since: float | None = None,
    ) -> None:
        """The parts for ``settings``; ``clock`` times the games' clocks (seconds since the
        epoch), and with ``sleep`` (a wait on that clock) the board sender's budgets too;
        ``down_since``: when a crashed run was last alive."""
        self.bot = bot
        self.storage = storage
        self.settings = settings
        dice = GameDice(settings.dice)
        self.coordination = coordination or LocalCoordination()
        self.jobs = JobRunner(self.coordination, lease=settings.job_lease_seconds,
                              poll=settings.job_poll_seconds)
        self.store = GameStore(storage, settings.inactivity_hours, self.coordination)
        self.places = PressPlaces(storage)  # a press on a tournament board: the game's key
        self.pictures = PictureRenderer(settings.render_workers)
        timing: dict[str, Any] = ({"clock": clock, "sleep": sleep}  # the budgets' clock too
                                  if clock is not None and sleep is not None else {})
        self.uploads = Uploads(bot, settings.upload_chat_id or 0, self.pictures)
        self.sender = BoardSender(
            bot,
            render=self.pictures,
            on_new_message=lambda chat, game, message: publisher.board_message(
                chat, game, message),
            group_per_minute=settings.group_edits_per_minute,
            private_per_second=settings.private_edits_per_second,
            upload=self.uploads.file_id if settings.upload_chat_id is not None else None,
            coordination=self.coordination,
            **timing,
        )
        publisher = self.publisher = Publisher(self.store, self.sender)
        self.outages = Outages(clock) if clock is not None else Outages()
        bot.session.middleware(self.outages)  # Telegram out of reach: the clocks wait
        self.clocks = Clocks(bot, publisher, self.jobs,
                             **({"clock": clock} if clock is not None else {}),
                             outages=self.outages)
        self.downtime = Downtime(self.clocks, down_since=down_since)
        publisher.on_clock(self.clocks)

        self.sender.when_delivered(self.clocks.delivered, timed=True)
        if on_delivered is not None:
            self.sender.when_delivered(on_delivered)

        self.ai = AiTurns(publisher, dice, self.jobs, delay=settings.ai_delay,
                          choose=choose_play, seed=settings.ai_seed)
        self.reminders = Reminders(bot, self.store, self.sender, self.jobs,
                                   settings.turn_ping_seconds)
        self.coach = Coach(bot, publisher, self.pictures)
        self.analyses = Analyses(bot, self.store, self.pictures)
        self.luck = Luck(self.store, self.sender)
        publisher.on_final(self.clocks, self.luck)
        publisher.listen(self.reminders, self.ai, self.coach)
        self.matches = Matches(publisher, dice, self.jobs)
        publisher.on_finish(self.matches)
        messages = BotMessages(bot)
        self.lobbies = Lobbies(messages, publisher, dice, self.matches,
                               settings.clock_controls)
        self.moves = Moves(messages, publisher, dice)
        self.cubes = CubePresses(self.moves)
        self.pauses = Pauses(self.moves, self.clocks)
        self.chats = Chats(messages, publisher, settings.clock_controls)
        signer = LobbySigner(settings.token)
        self.inline_queries = InlineQueries(bot, storage, self.uploads, signer,
                                            settings.clock_controls)
        self.inline = InlineLobbies(bot, self.lobbies, self.coach, self.uploads, signer,
                                    settings.lobby_minutes)
        self.inline_play = InlinePlay(bot, publisher, self.moves, self.matches,
                                      self.coach, self.analyses, signer.key)
        self.history = History(bot, storage)
        self.stats = Stats(storage)
        self.dice = DiceCheck(bot, self.store)
        self.inline_dice = InlineDice(bot, self.dice, signer.key)
        self.posts = Posts(bot, self.sender, self.coordination)
        self.messages = Messages(storage, self.posts, clocks=bool(settings.clock_controls),
                                 inline=settings.inline_mode, app_link=self._app_link)
        self.rounds = Rounds(publisher, dice, self.jobs, self.messages,
                             group_boards=settings.tournament_group_boards,
                             inline_play=settings.inline_mode or bool(
                                 settings.webapp_url and settings.webapp_name))
        self.matches.ended = self.rounds.match_ended
        self.tournaments = TournamentLobby(storage, self.chats, self.rounds, self.messages,
                                           settings.clock_controls)
        self.tournament_inline = TournamentInline(bot, publisher, self.uploads, signer.key)
        self.sweeper = Sweeper(bot, self.store, self.jobs, every=settings.sweep_seconds,
                               lobby_minutes=settings.lobby_minutes,
                               inline_notice=self.inline_play.overdue,
                               after=self._after_sweep)
        self.webapp: WebApp | None = None
        if settings.webapp_url:  # the board page: told of every change, its button shown
            self.webapp = WebApp(PageParts(
                bot=bot, token=settings.token, storage=storage, store=self.store,
                moves=self.moves, cubes=self.cubes, coach=self.coach,
                coordination=self.coordination, now=self.clocks.clock), settings)
            publisher.listen(self.webapp.hub)
            publisher.on_show(self.webapp.board)
            self.clocks.on_change(self.webapp.hub.changed)  # a turn's clock started

    def _app_link(self, game_id: int) -> str | None:
        """The Mini App link of a game (None without a Mini App name)."""
        return self.webapp.board.link(game_id) if self.webapp is not None else None

    async def _after_sweep(self) -> None:
        await self._resume(show=False)
        await self.rounds.sweep()

    def parts(self) -> HandlerParts:
        """The parts handlers receive from the dispatcher."""
        return HandlerParts(
            moves=self.moves, cube=self.cubes, pauses=self.pauses, lobbies=self.lobbies,
            matches=self.matches, chats=self.chats, coach=self.coach, analyses=self.analyses, inline=self.inline,
            inline_play=self.inline_play, inline_queries=self.inline_queries,
            history=self.history, stats=self.stats, dice=self.dice,
            inline_dice=self.inline_dice, tournaments=self.tournaments,
            tournament_inline=self.tournament_inline)

    # ================================================================ lifetime
    async def start(self) -> None:
        """Resume after a (re)start: play AI turns that are due, draw boards never shown,
        start the pauses of matches between two games, and run the jobs (the sweep
        among them)."""
        try:
            await self.pictures.start()
        except Exception:
            log.exception("the picture workers did not start; drawing in threads")
        await self._resume(show=True)
        await self.downtime.resume()  # time-outs and warnings put again, downtime given back
        await self.matches.resume()  # private matches paused between two games
        await self.rounds.resume()  # tournaments brought up to date
        if self.settings.inline_mode:
            await self._check_upload_chat()
        await self.sweeper.start()
        self.jobs.start()

    async def _resume(self, *, show: bool) -> None:
        """Put the AI jobs that are missing and, with ``show``, draw the boards never
        shown."""
        for rec in await self.storage.list_active_games():
            try:
                table = Table.decode(rec.state, rec.dice_seed)
            except StateError:
                log.error("game %s has an unreadable state; left alone", rec.game_id)
                continue
            if table.stage != "play" or table.game is None or table.game.finished:
                continue
            if ai_decides(table.game, seats(rec).ai_color):
                self.ai.schedule(rec.chat_id, rec.game_id, resume=True)
            if show and rec.message_id is None and rec.inline_message_id is None:
                await self.publisher.show(rec, table)

    async def _check_upload_chat(self) -> None:
        """Upload the previews of inline mode now: a bad upload chat is told at start."""
        try:
            for variant in ("long", "short"):
                await self.uploads.opening(variant)
        except TelegramAPIError as exc:
            log.error("NARDY_UPLOAD_CHAT_ID=%s: the bot cannot post pictures there (%s); "
                      "games in inline messages cannot be shown until it can",
                      self.uploads.chat_id, exc.message)

    async def close(self) -> None:
        """Stop the jobs (AI turns, reminders, pauses, the sweep) and the coach's work,
        deliver pending boards, stop the picture workers."""
        self.ai.closing = True
        await self.matches.close()
        await self.reminders.close()
        await self.jobs.close()
        await self.downtime.close()
        await self.ai.close()
        await self.coach.close()
        await self.analyses.close()
        await self.posts.close()
        await self.sender.close()
        await self.uploads.close()
        self.pictures.cancel_warm_up()
        await asyncio.to_thread(self.pictures.close)

    async def idle(self, timeout: float = 10.0) -> None:
        """Wait until no job runs or is due (an AI turn, a reminder being sent, the next
        game of a match after its pause) and every board was delivered (tests, bench);
        jobs due later (a reminder's timer) do not count. Woken by the parts' changes,
        never polling; returns after ``timeout`` seconds in any case."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._settle(), timeout)

    async def _settle(self) -> None:
        while True:
            await self.jobs.settled()
            if self.matches.pending:  # a next game after its pause: the job's run is next
                await self.jobs.changed()
                continue
            await self.sender.drain(None)
            await self.posts.drain(None)
            await self.luck.settled()
            await self.downtime.settled()  # an outage being given back
            if not (self.jobs.busy or self.matches.pending or self.luck.busy
                    or self.sender.busy or self.downtime.busy or self.posts.busy):
                return
