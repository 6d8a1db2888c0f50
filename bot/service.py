"""The game service: the one object the handlers talk to.

A thin facade that wires the bot's parts together and forwards each handler's request to
the module that does the job (see docs/ARCHITECTURE.md): :mod:`bot.play.lobbies` (lobbies,
start, rematch), :mod:`bot.play.moves` (steps, Undo, Done, resign, claim), :mod:`bot.play.store`
(locks, cache, settings), :mod:`bot.play.publish` (save and show), :mod:`bot.background.ai_turns`,
:mod:`bot.background.reminders`, :mod:`bot.background.sweeper`. Nothing below this module imports it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import (
    ChatMemberAdministrator,
    ChatMemberOwner,
    InlineKeyboardMarkup,
    Message,
    User,
)

from engine import RandomDice
from storage import ChatSettings, Storage
from storage.coordination import Coordination, LocalCoordination

from .answers import Answer
from .background.ai_turns import AiTurns, ChooseFn, ai_decides
from .background.jobs import JobRunner
from .background.reminders import Reminders
from .background.sweeper import Sweeper
from .callbacks import (
    ComboCB,
    CubeCB,
    ExportCB,
    HintCB,
    InlineGameCB,
    InlineLobbyCB,
    LobbyCB,
    MatchCB,
    RematchCB,
    ResignCB,
    StepCB,
    TurnCB,
)
from .config import Settings
from .delivery import telegram
from .delivery.pictures import PictureRenderer
from .delivery.sender import BoardSender, Frame
from .delivery.uploads import Uploads
from .i18n import Translator
from .inline.chat import inline_chat_id
from .inline.lobbies import InlineLobbies
from .inline.play import InlinePlay
from .model.seats import seats
from .model.state import StateError, Table
from .play.cube import CubePresses
from .play.lobbies import Lobbies, match_again
from .play.matches import Matches
from .play.moves import Moves
from .play.publish import Publisher
from .play.store import GameStore
from .review.coach import Coach
from .review.history import History
from .review.stats import stats_text

__all__ = ["GameService", "ChooseFn"]

log = logging.getLogger(__name__)


class GameService:
    """Games of every chat: what the handlers may ask for."""

    def __init__(
        self,
        bot: Bot,
        storage: Storage,
        settings: Settings,
        *,
        choose_play: ChooseFn | None = None,
        on_delivered: Callable[[Frame, float], None] | None = None,
        coordination: Coordination | None = None,
    ) -> None:
        self.bot = bot
        self.storage = storage
        self.settings = settings
        dice = settings.dice if settings.dice is not None else RandomDice()
        self.coordination = coordination or LocalCoordination()
        self.store = GameStore(storage, settings.inactivity_hours, self.coordination)
        self.pictures = PictureRenderer(settings.render_workers)
        self.uploads = Uploads(bot, settings.upload_chat_id or 0, self.pictures)
        self.publisher = Publisher(self.store, BoardSender(
            bot,
            render=self.pictures,
            on_new_message=self._board_message,
            group_per_minute=settings.group_edits_per_minute,
            private_per_second=settings.private_edits_per_second,
            on_delivered=on_delivered,
            upload=self.uploads.file_id if settings.upload_chat_id is not None else None,
            coordination=self.coordination,
        ))
        self.sender = self.publisher.sender
        self.ai = AiTurns(self.publisher, dice, delay=settings.ai_delay, choose=choose_play,
                          seed=settings.ai_seed)
        self.reminders = Reminders(bot, self.store, self.sender, settings.turn_ping_seconds)
        self.coach = Coach(bot, self.publisher, self.pictures)
        self.publisher.listeners.extend((self.reminders, self.ai, self.coach))
        self.matches = Matches(self.publisher, dice)
        self.publisher.finish_hook = self.matches
        self.lobbies = Lobbies(bot, self.publisher, dice, self.matches)
        self.moves = Moves(bot, self.publisher, dice)
        self.inline = InlineLobbies(bot, self.lobbies, self.coach, self.uploads,
                                    settings.token, settings.lobby_minutes)
        self.inline_play = InlinePlay(bot, self.publisher, self.moves, self.matches,
                                      self.coach, self.inline.key)
        self.cubes = CubePresses(self.moves)
        self.history = History(bot, storage)
        self.sweeper = Sweeper(bot, self.store, every=settings.sweep_seconds,
                               lobby_minutes=settings.lobby_minutes)
        self.sweeper.inline_notice = self.inline_play.overdue
        self.jobs: JobRunner | None = None
        if self.coordination.shared:  # several processes: timed work goes through jobs
            self.jobs = JobRunner(self.coordination, lease=settings.job_lease_seconds,
                                  poll=settings.job_poll_seconds)
            for part in (self.ai, self.reminders, self.matches, self.sweeper):
                part.jobs = self.jobs
            self.sweeper.after = lambda: self._resume(show=False)
            for kind, run in (("ai", self.ai.run_job), ("ping", self.reminders.ping_job),
                              ("unping", self.reminders.unping_job),
                              ("sweep", self.sweeper.run_job), ("next", self.matches.next_job)):
                self.jobs.on(kind, run)

    async def _board_message(self, chat_id: int, game_id: int, message_id: int) -> None:
        await self.publisher.board_message(chat_id, game_id, message_id)

    # ================================================================ lifetime
    async def start(self) -> None:
        """Resume after a (re)start: play AI turns that are due, draw boards never shown,
        and start the periodic sweep."""
        try:
            await self.pictures.start()
        except Exception:
            log.exception("the picture workers did not start; drawing in threads")
        await self._resume(show=True)
        await self.matches.resume()  # private matches paused between two games
        if self.settings.inline_mode:
            await self._check_upload_chat()
        if self.jobs is not None:
            await self.jobs.put("sweep", 0, delay=self.settings.sweep_seconds, replace=False)
            self.jobs.start()
        else:
            self.sweeper.start()

    async def _resume(self, *, show: bool) -> None:
        """Schedule the AI's turns that are due (with a shared database: put the AI jobs
        that are missing) and, with ``show``, draw the boards never shown."""
        for rec in await self.storage.list_active_games():
            try:
                table = Table.decode(rec.state)
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
        """Stop jobs, AI tasks, reminder timers and the sweep, deliver pending boards."""
        if self.jobs is not None:
            await self.jobs.close()
        await self.ai.close()
        await self.matches.close()
        await self.coach.close()
        await self.sweeper.close()
        await self.reminders.close()
        await self.sender.close()
        await self.uploads.close()
        self.pictures.cancel_warm_up()
        await asyncio.to_thread(self.pictures.close)

    async def idle(self, timeout: float = 10.0) -> None:
        """Wait until no AI turn is running, no next game of a match waits for its pause, every board was delivered and no reminder is
        being sent or deleted (tests, bench); reminder timers still waiting do not count."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            jobs = self.jobs is not None and self.jobs.busy
            if not self.ai.running and not self.matches.pending and not jobs:
                await self.sender.drain(max(0.0, deadline - loop.time()))
                if (not self.ai.running and not self.matches.pending
                        and not self.reminders.busy()):
                    return
            await asyncio.sleep(0.01)

    # ================================================================ chats
    async def chat_settings(self, chat_id: int) -> ChatSettings:
        """The chat's settings (cached)."""
        return await self.store.chat_settings(chat_id)

    async def set_language(self, chat_id: int, lang: str) -> None:
        """Remember the chat's language and redraw its board in it."""
        await self.store.set_language(chat_id, lang)
        rec = await self.storage.get_active_game(chat_id)
        if rec is not None and rec.status == "active":
            try:
                table = Table.decode(rec.state)
            except StateError:
                return
            await self.publisher.show(rec, table, force=True)

    async def auto_finish(self, chat_id: int) -> bool:
        """Whether the chat's turns finish by themselves once the dice are played."""
        return await self.store.auto_finish(chat_id)

    async def set_auto_finish(self, chat_id: int, on: bool) -> None:
        """Store the chat's automatic finish and redraw its board (Done may appear)."""
        await self.store.set_auto_finish(chat_id, on)
        rec = await self.storage.get_active_game(chat_id)
        if rec is not None and rec.status == "active":
            try:
                table = Table.decode(rec.state)
            except StateError:
                return
            await self.publisher.show(rec, table, force=True)

    async def may_change_language(self, chat_id: int, chat_type: str, user_id: int) -> bool:
        """Whether ``user_id`` may change the chat's language: anybody in a private chat,
        in a group only its creator and administrators (asked from Telegram; if Telegram
        cannot tell, the answer is no)."""
        if chat_type == "private":
            return True
        try:
            member = await telegram.call(lambda: self.bot.get_chat_member(chat_id, user_id))
        except TelegramAPIError as exc:
            log.warning("chat %s: could not look up member %s: %s", chat_id, user_id, exc)
            return False
        return isinstance(member, ChatMemberOwner | ChatMemberAdministrator)

    async def stats_text(self, user: User, chat_id: int, group: bool, tr: Translator) -> str:
        """The ``/stats`` text of ``user`` (and the chat's table in a group); the user's
        name is recorded first so the tables show it."""
        await self.storage.upsert_player(user.id, user.full_name)
        return await stats_text(self.storage, user.id, user.full_name, chat_id, group, tr)

    async def send_text(self, chat_id: int, text: str) -> Message:
        """Send a text message to a chat (under the call policy of :mod:`bot.delivery.telegram`)."""
        return await telegram.send_text(self.bot, chat_id, text)

    async def history_list(self, chat_id: int, tr: Translator) -> None:
        """``/history``: post the chat's recent games and matches with Export buttons."""
        text, markup = await self.history.listing(chat_id, tr)
        await telegram.send_text(self.bot, chat_id, text, markup)

    async def export(self, chat_id: int, cb: ExportCB, tr: Translator) -> Answer:
        """Export: send the record of a finished game or match as documents."""
        return await self.history.export(chat_id, cb, tr)

    async def edit_text(self, chat_id: int, message_id: int, text: str,
                        markup: InlineKeyboardMarkup | None = None) -> bool:
        """Replace the text (and the buttons) of a message (a failure is logged; False
        then)."""
        return await telegram.edit_text(self.bot, chat_id, message_id, text, markup)

    # ================================================================ lobbies
    async def new_game(self, chat_id: int, private: bool, user: User, lang: str,
                       variant: str | None = None, cube: bool = False,
                       target: int = 0) -> str | None:
        """``/new``: open a lobby (or say why not); ``cube``: with the doubling cube;
        ``target``: a match to that many points. Returns a text to reply with, if any."""
        return await self.lobbies.new_game(chat_id, private, user, lang, variant, cube,
                                           target)

    async def match(self, chat_id: int, private: bool, user: User, cb: MatchCB,
                    lang: str) -> Answer:
        """Next game of a match, or a new match after the last one."""
        if cb.a == "next":
            return await self.matches.next_game(chat_id, cb.m, user, lang)
        return await match_again(self.lobbies, chat_id, private, user, cb.m, lang)

    async def lobby(self, chat_id: int, private: bool, user: User, cb: LobbyCB,
                    message_id: int | None) -> Answer:
        """A press on a lobby message."""
        return await self.lobbies.press(chat_id, private, user, cb, message_id)

    async def rematch(self, chat_id: int, private: bool, user: User, cb: RematchCB,
                      lang: str) -> Answer:
        """A press on Rematch under a finished game."""
        return await self.lobbies.rematch(chat_id, private, user, cb, lang)

    # ================================================================ games
    async def step(self, chat_id: int, user: User, cb: StepCB) -> Answer:
        """One step of the turn."""
        return await self.moves.step(chat_id, user, cb)

    async def combo(self, chat_id: int, user: User, cb: ComboCB) -> Answer:
        """A combined move (one checker, several dice) as one press."""
        return await self.moves.combo(chat_id, user, cb)

    async def turn_action(self, chat_id: int, user: User, cb: TurnCB) -> Answer:
        """Undo the last step, or finish the turn (Done)."""
        return await self.moves.turn_action(chat_id, user, cb)

    async def cube(self, chat_id: int, user: User, cb: CubeCB) -> Answer:
        """Roll, Double, Take or Pass (the doubling cube)."""
        return await self.cubes.press(chat_id, user, cb)

    async def resign_prompt(self, chat_id: int, user: User, tr: Translator) -> str | None:
        """``/resign``: post the confirmation (or return why not)."""
        return await self.moves.resign_prompt(chat_id, user, tr)

    async def resign(self, chat_id: int, user: User, cb: ResignCB,
                     message_id: int | None) -> Answer:
        """A press on the resignation confirmation."""
        return await self.moves.resign(chat_id, user, cb, message_id)

    async def claim(self, chat_id: int, user: User, tr: Translator) -> str | None:
        """``/claim``: win against an opponent who let their time run out."""
        return await self.moves.claim(chat_id, user, tr)

    # ================================================================ inline mode
    async def inline_query(self, query_id: str, user: User, text: str, lang: str) -> None:
        """Answer an inline query: lobbies (games and matches) to post into any chat."""
        await self.inline.answer_query(query_id, user, text, lang)

    async def inline_chosen(self, inline_id: str, user: User, result_id: str) -> None:
        """A lobby was posted through inline mode (``chosen_inline_result``): store it."""
        await self.inline.chosen(inline_id, user, result_id)

    async def inline_lobby(self, inline_id: str, user: User, cb: InlineLobbyCB) -> Answer:
        """A press on a lobby in an inline message."""
        return await self.inline.press(inline_id, user, cb)

    async def inline_step(self, inline_id: str, user: User, cb: StepCB) -> Answer:
        """A step in a game in an inline message."""
        return await self.moves.step(inline_chat_id(inline_id), user, cb)

    async def inline_combo(self, inline_id: str, user: User, cb: ComboCB) -> Answer:
        """A combined move in a game in an inline message."""
        return await self.moves.combo(inline_chat_id(inline_id), user, cb)

    async def inline_turn(self, inline_id: str, user: User, cb: TurnCB) -> Answer:
        """Undo or Done in a game in an inline message."""
        return await self.moves.turn_action(inline_chat_id(inline_id), user, cb)

    async def inline_cube(self, inline_id: str, user: User, cb: CubeCB) -> Answer:
        """Roll, Double, Take or Pass in a game in an inline message."""
        return await self.cubes.press(inline_chat_id(inline_id), user, cb)

    async def inline_game(self, inline_id: str, user: User, cb: InlineGameCB) -> Answer:
        """Resign, claim, hint or show in a game in an inline message; Rematch under a
        finished one."""
        if cb.a == "again":
            return await self.inline.rematch(inline_id, user, cb.g)
        return await self.inline_play.press(inline_id, user, cb)

    async def inline_match(self, inline_id: str, user: User, cb: MatchCB) -> Answer:
        """Next game of a match played in an inline message."""
        return await self.inline_play.match(inline_id, user, cb)

    async def inline_analysis(self, inline_id: str, user: User, game_id: int,
                              tr: Translator) -> Answer:
        """📊 under a finished inline game: the analysis in the presser's private chat."""
        return await self.inline_play.analysis(inline_id, user, game_id, tr)

    async def start_payload(self, user: User, payload: str, tr: Translator) -> bool:
        """``/start`` with a payload of inline mode (an analysis link); False if not one."""
        return await self.inline_play.start_payload(user, payload, tr)

    async def redraw(self, chat_id: int, game_id: int) -> None:
        """Send the stored view of a game again."""
        await self.publisher.redraw(chat_id, game_id)

    # ================================================================ coach
    async def hint(self, chat_id: int, user: User, cb: HintCB, tr: Translator) -> Answer:
        """💡 Hint, or its "show on the board"."""
        return await self.coach.hint(chat_id, user, cb, tr)

    async def set_hints(self, chat_id: int, user_id: int, agreed: bool) -> None:
        """``/hints``: a player agrees to (or refuses) hints in the chat's games."""
        await self.coach.set_consent(chat_id, user_id, agreed)

    async def analysis_list(self, chat_id: int,
                            tr: Translator) -> tuple[str, InlineKeyboardMarkup | None]:
        """``/analysis``: the chat's last finished games to choose from."""
        return await self.coach.analysis_list(chat_id, tr)

    async def analysis(self, chat_id: int, game_id: int, tr: Translator) -> Answer:
        """A press on 📊 Analysis of a finished game."""
        return await self.coach.analysis(chat_id, game_id, tr)

    async def sweep(self, now: datetime | None = None) -> None:
        """Run the periodic sweep once (at ``now``)."""
        await self.sweeper.sweep(now)
