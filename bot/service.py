"""The game service: the only code that changes games.

Every change follows the same path (ARCHITECTURE.md): take the chat's lock, load the game
from storage, check who pressed and the view version, ask the engine, save with
compare-and-set, then hand the new view to the :class:`~bot.sender.BoardSender`. AI turns
run as tasks that compute the play in a worker thread and then go through the same path.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from html import escape
from typing import Any

from aiogram import Bot
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import (
    ChatMemberAdministrator,
    ChatMemberOwner,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    ReplyParameters,
    User,
)

import ai
from engine import (
    BLACK,
    WHITE,
    Game,
    GameError,
    IllegalStep,
    Play,
    Position,
    RandomDice,
    format_steps,
    score,
)
from storage import (
    ActiveGameExists,
    ChatSettings,
    FinishedGame,
    GameNotFound,
    GameRecord,
    GameResult,
    NewGame,
    PlayerStats,
    StaleVersion,
    Storage,
)

from .callbacks import LobbyCB, RematchCB, ResignCB, StepCB, TurnCB
from .config import Settings
from .i18n import Translator
from .pictures import PictureRenderer
from .sender import BoardSender, Frame
from .state import LogEntry, StateError, Table
from .views import (
    AI_LEVELS,
    Seats,
    board_picture,
    dice_text,
    final_caption,
    game_caption,
    game_keyboard,
    lobby_keyboard,
    lobby_text,
    rematch_keyboard,
    seats,
)

__all__ = ["Answer", "GameService", "ChooseFn"]

log = logging.getLogger(__name__)

ChooseFn = Callable[[Position, tuple[int, int], str, random.Random | None], Play]
COLOURS = ("white", "black")
MAX_AUTO_TURNS = 64
PING_GRACE = 1.0
"""Seconds a reminder being sent or deleted may take to finish when the bot stops."""
PING_BOARD_WAIT = 10.0
"""Seconds a due reminder waits at most for its board to be delivered (flood control)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """How to answer a button press: a text key (translated by the caller's language, or
    by ``lang`` when it is set), its values, and whether to show it as a pop-up alert
    rather than a toast."""

    key: str | None = None
    alert: bool = False
    values: tuple[tuple[str, Any], ...] = ()
    lang: str | None = None


OK = Answer()
STALE = Answer("alert.stale")
FINISHED = Answer("alert.finished", alert=True)
INVALID = Answer("alert.invalid", alert=True)
NOT_PLAYER = Answer("alert.not_player", alert=True)
NOT_TURN = Answer("alert.not_turn")
ILLEGAL = Answer("alert.illegal", alert=True)


def _choose_with_ai(position: Position, dice: tuple[int, int], level: str,
                    rng: random.Random | None) -> Play:
    return ai.choose_play(position, dice, level=level, rng=rng)


def _now() -> datetime:
    return datetime.now(UTC)


def _history_line(color: int, dice: tuple[int, int], notation: str) -> str:
    return f"{'W' if color == WHITE else 'B'} {dice[0]}{dice[1]}: {notation or '-'}"


class GameService:
    """Games of every chat: lobbies, moves, AI turns, ends of games, sweeps."""

    def __init__(
        self,
        bot: Bot,
        storage: Storage,
        settings: Settings,
        *,
        choose_play: ChooseFn | None = None,
        on_delivered: Callable[[Frame, float], None] | None = None,
    ) -> None:
        self.bot = bot
        self.storage = storage
        self.settings = settings
        self.dice = settings.dice if settings.dice is not None else RandomDice()
        self._choose: ChooseFn = choose_play or _choose_with_ai
        self._rng = random.Random(settings.ai_seed) if settings.ai_seed is not None else None
        self._locks: dict[int, asyncio.Lock] = {}
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}
        self._chat_settings: dict[int, ChatSettings] = {}
        self._games: dict[int, tuple[GameRecord, Table]] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self._closing = False
        # turn reminders (see "turn reminders" below); all in memory
        self._ping_turn: dict[int, int] = {}
        self._ping_timers: dict[int, asyncio.Task[None]] = {}
        self._reminders: dict[int, tuple[int, int]] = {}
        self._ping_jobs: set[asyncio.Task[None]] = set()
        self.pictures = PictureRenderer(settings.render_workers)
        self.sender = BoardSender(
            bot,
            render=self.pictures,
            on_new_message=self._board_message,
            group_per_minute=settings.group_edits_per_minute,
            private_per_second=settings.private_edits_per_second,
            on_delivered=on_delivered,
        )

    # ================================================================ lifetime
    def lock(self, chat_id: int) -> asyncio.Lock:
        """The lock that serializes every change in one chat."""
        lk = self._locks.get(chat_id)
        if lk is None:
            lk = self._locks[chat_id] = asyncio.Lock()
        return lk

    # ---------------------------------------------------------------- game cache
    # Games in play are kept decoded in memory as this process last saved them, which
    # spares a database read per press. The database stays the truth: every save is a
    # compare-and-set, and a refused save (another process changed the game) forgets the
    # cached copy and redraws from the database.
    async def _fetch(self, game_id: int) -> tuple[GameRecord, Table] | None:
        """A game in play, from the cache or the database (raises StateError)."""
        hit = self._games.get(game_id)
        if hit is not None:
            return hit
        rec = await self.storage.get_game(game_id)
        if rec is None:
            return None
        table = Table.decode(rec.state)
        if rec.status == "active":
            self._games[game_id] = (rec, table)
        return rec, table

    def _remember(self, rec: GameRecord, table: Table) -> None:
        self._games[rec.game_id] = (rec, table)

    def _forget(self, game_id: int) -> None:
        self._games.pop(game_id, None)

    async def start(self) -> None:
        """Resume after a (re)start: play AI turns that are due, draw boards never shown,
        and start the periodic sweep."""
        try:
            await self.pictures.start()
        except Exception:
            log.exception("the picture workers did not start; drawing in threads")
        for rec in await self.storage.list_active_games():
            try:
                table = Table.decode(rec.state)
            except StateError:
                log.error("game %s has an unreadable state; left alone", rec.game_id)
                continue
            if table.stage != "play" or table.game is None or table.game.finished:
                continue
            s = seats(rec, Translator(table.lang))
            if table.game.turn_color == s.ai_color:
                self._schedule_ai(rec.chat_id, rec.game_id)
            if rec.message_id is None:
                await self._show(rec, table)
        if self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep_loop(), name="nardy-sweep")

    async def close(self) -> None:
        """Stop AI tasks, reminder timers and the sweep, deliver pending boards."""
        self._closing = True
        tasks = [t for t in (*self._ai_tasks.values(), *self._ping_timers.values(),
                             self._sweeper) if t is not None]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        # reminders being sent or deleted right now get a moment, then are cancelled
        jobs = [t for t in self._ping_jobs if not t.done()]
        if jobs:
            _, late = await asyncio.wait(jobs, timeout=PING_GRACE)
            for t in late:
                t.cancel()
            await asyncio.gather(*jobs, return_exceptions=True)
        await self.sender.close()
        self.pictures.cancel_warm_up()
        await asyncio.to_thread(self.pictures.close)

    async def idle(self, timeout: float = 10.0) -> None:
        """Wait until no AI turn is running, every board was delivered and no reminder is
        being sent or deleted (tests, bench); reminder timers still waiting do not count."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            if not self._ai_tasks:
                await self.sender.drain(max(0.0, deadline - loop.time()))
                if not self._ai_tasks and not self._ping_busy():
                    return
            await asyncio.sleep(0.01)

    # ================================================================ languages
    async def chat_settings(self, chat_id: int) -> ChatSettings:
        """The chat's settings (cached; changed only through :meth:`set_language`)."""
        cs = self._chat_settings.get(chat_id)
        if cs is None:
            cs = self._chat_settings[chat_id] = await self.storage.get_chat_settings(chat_id)
        return cs

    async def set_language(self, chat_id: int, lang: str) -> None:
        """Remember the chat's language and redraw its board in it."""
        self._chat_settings[chat_id] = await self.storage.update_chat_settings(
            chat_id, language=lang)
        rec = await self.storage.get_active_game(chat_id)
        if rec is not None and rec.status == "active":
            with contextlib.suppress(StateError):
                await self._show(rec, Table.decode(rec.state), force=True)

    async def _tr(self, chat_id: int, table: Table) -> Translator:
        cs = await self.chat_settings(chat_id)
        return Translator(cs.language or table.lang)

    def _timeout(self, cs: ChatSettings) -> timedelta:
        if cs.inactivity_timeout_s is not None:
            return timedelta(seconds=cs.inactivity_timeout_s)
        return timedelta(hours=self.settings.inactivity_hours)

    async def _deadline(self, rec: GameRecord, table: Table) -> datetime | None:
        """When the player on turn may be claimed against (games between two humans)."""
        if rec.opponent == "ai" or table.game is None or table.game.finished:
            return None
        return _now() + self._timeout(await self.chat_settings(rec.chat_id))

    # ================================================================ telegram helpers
    async def _call(self, make: Callable[[], Any]) -> Any:
        """Run a Bot API call, waiting out flood control and retrying network errors."""
        delay = 0.5
        for attempt in range(5):
            try:
                return await make()
            except TelegramRetryAfter as exc:
                await asyncio.sleep(exc.retry_after)
            except TelegramBadRequest:
                raise
            except TelegramAPIError as exc:
                if attempt == 4:
                    raise
                log.warning("Bot API call failed (%s); retrying", exc)
                await asyncio.sleep(delay)
                delay *= 2
        return await make()

    async def send_text(self, chat_id: int, text: str,
                        markup: InlineKeyboardMarkup | None = None) -> Message:
        """Send a text message (with retries)."""
        return await self._call(lambda: self.bot.send_message(chat_id, text, reply_markup=markup))

    async def _edit_text(self, chat_id: int, message_id: int | None, text: str,
                         markup: InlineKeyboardMarkup | None = None) -> None:
        if message_id is None:
            return
        try:
            await self._call(lambda: self.bot.edit_message_text(
                text=text, chat_id=chat_id, message_id=message_id, reply_markup=markup))
        except TelegramBadRequest as exc:
            if "not modified" not in exc.message:
                log.info("chat %s: could not edit message %s: %s", chat_id, message_id,
                         exc.message)
        except TelegramAPIError as exc:
            log.warning("chat %s: could not edit message %s: %s", chat_id, message_id, exc)

    async def _delete(self, chat_id: int, message_id: int | None) -> None:
        if message_id is None:
            return
        with contextlib.suppress(TelegramAPIError):
            await self.bot.delete_message(chat_id, message_id)

    # ================================================================ views
    async def _show(self, rec: GameRecord, table: Table, *, force: bool = False) -> None:
        tr = await self._tr(rec.chat_id, table)
        frame = Frame(
            chat_id=rec.chat_id,
            game_id=rec.game_id,
            seq=table.seq,
            message_id=self.sender.message_id(rec.chat_id, rec.game_id) or rec.message_id,
            caption=game_caption(rec, table, tr),
            markup=game_keyboard(rec, table, tr),
            picture=board_picture(rec, table, tr),
        )
        self.sender.submit(frame, force=force)

    async def _show_final(self, rec: GameRecord, fin: FinishedGame, table: Table) -> None:
        game = table.game
        assert game is not None and game.result is not None
        tr = await self._tr(rec.chat_id, table)
        stats: dict[int, PlayerStats] = {}
        for uid in (fin.white_id, fin.black_id):
            if uid is not None and uid not in stats:
                stats[uid] = await self.storage.player_stats(uid, fin.variant)
        frame = Frame(
            chat_id=rec.chat_id,
            game_id=rec.game_id,
            seq=table.seq,
            message_id=self.sender.message_id(rec.chat_id, rec.game_id) or rec.message_id,
            caption=final_caption(fin, table, game.result, stats, tr),
            markup=rematch_keyboard(fin.game_id, tr),
            picture=board_picture(fin, table, tr),
            final=True,
        )
        self.sender.submit(frame, force=True)

    async def _board_message(self, chat_id: int, game_id: int, message_id: int) -> None:
        """The sender posted a new board message: remember its id in the game."""
        async with self.lock(chat_id):
            for _ in range(5):
                rec = await self.storage.get_game(game_id)
                if rec is None or rec.message_id == message_id:
                    return
                try:
                    saved = await self.storage.update_game(game_id, rec.version,
                                                           message_id=message_id)
                except StaleVersion:
                    continue
                except GameNotFound:
                    self._forget(game_id)
                    return
                hit = self._games.get(game_id)
                if hit is not None and hit[0].version == rec.version:
                    self._remember(saved, hit[1])
                else:
                    self._forget(game_id)
                return

    async def redraw(self, chat_id: int, game_id: int) -> None:
        """Send the stored view of a game again (after a stale press, or on request)."""
        self._forget(game_id)
        rec = await self.storage.get_game(game_id)
        if rec is None or rec.chat_id != chat_id or rec.status != "active":
            return
        with contextlib.suppress(StateError):
            table = Table.decode(rec.state)
            self._remember(rec, table)
            await self._show(rec, table, force=True)

    # ================================================================ turn logic
    def _settle(self, table: Table, s: Seats, lines: list[str]) -> Table:
        """Play what needs no decision: a turn with no legal move passes, and a human's
        only legal play is made for him. Stops at a real choice or the end."""
        for _ in range(MAX_AUTO_TURNS):
            game = table.game
            assert game is not None
            if game.finished:
                break
            plays = game.legal_plays()
            if len(plays) != 1:
                break
            play = plays[0]
            color = game.turn_color
            if play.steps and color == s.ai_color:
                break  # the AI plays its forced moves itself, after its pause
            table = self._record_turn(table, game.play(play, self.dice), game, play.moves,
                                      "forced" if play.steps else "pass", lines)
        return table

    @staticmethod
    def _record_turn(table: Table, after: Game, before: Game, moves: list[tuple[int, int]],
                     kind: str, lines: list[str]) -> Table:
        assert before.dice is not None
        notation = format_steps(before.position, moves) if moves else ""
        lines.append(_history_line(before.turn_color, before.dice, notation))
        return replace(table, game=after).with_log(
            LogEntry(before.turn_color, before.dice, notation, kind))

    @staticmethod
    def _history(rec: GameRecord, lines: list[str]) -> str:
        if not lines:
            return rec.history
        return "\n".join(x for x in (rec.history, *lines) if x)

    async def _commit(self, rec: GameRecord, table: Table, lines: list[str],
                      **fields: Any) -> GameRecord | None:
        """Save a changed game (or finish it if it ended) and show it. Returns the new
        record, or None when the game is over."""
        game = table.game
        assert game is not None
        history = self._history(rec, lines)
        if game.finished:
            r = game.result
            assert r is not None
            result = GameResult(
                reason=r.reason,  # type: ignore[arg-type]
                winner=COLOURS[r.winner],  # type: ignore[arg-type]
                points=r.points,
                gammon=r.kind in ("gammon", "backgammon", "mars"),
                backgammon=r.kind == "backgammon",
                final_state=table.encode(),
                history=history,
            )
            self._forget(rec.game_id)
            if fields:
                rec = await self.storage.update_game(rec.game_id, rec.version, **fields)
            fin = await self.storage.finish_game(rec.game_id, rec.version, result)
            self._cancel_ai(rec.game_id)
            self._turn_passed(rec, table)
            await self._show_final(rec, fin, table)
            return None
        saved = await self.storage.update_game(
            rec.game_id, rec.version, state=table.encode(), history=history, moved=True,
            expires_at=await self._deadline(rec, table), **fields)
        self._remember(saved, table)
        self._turn_passed(saved, table)
        await self._show(saved, table)
        if game.turn_color == seats(saved, Translator(table.lang)).ai_color:
            self._schedule_ai(saved.chat_id, saved.game_id)
        return saved

    # ================================================================ loading
    async def _load_play(
        self, chat_id: int, user_id: int, game_id: int, seq: int | None
    ) -> tuple[GameRecord, Table, Seats, int] | Answer:
        """The game a press refers to, or the answer that rejects the press."""
        try:
            found = await self._fetch(game_id)
        except StateError as exc:
            log.error("game %s has an unreadable state: %s", game_id, exc)
            return Answer("alert.error", alert=True)
        if found is None:
            return FINISHED
        rec, table = found
        if rec.chat_id != chat_id:
            return INVALID
        if table.stage != "play" or table.game is None:
            return STALE
        s = seats(rec, Translator(table.lang))
        color = s.color_of(user_id)
        if color is None:
            return NOT_PLAYER
        if seq is not None and seq != table.seq:
            await self._show(rec, table, force=True)
            return STALE
        if table.game.finished:
            return FINISHED
        return rec, table, s, color

    # ================================================================ presses
    async def _load_turn(
        self, chat_id: int, user_id: int, game_id: int, seq: int | None
    ) -> Answer | tuple[GameRecord, Table, Seats, Game]:
        """Load the game for a press on a turn button: the presser must be on turn."""
        loaded = await self._load_play(chat_id, user_id, game_id, seq)
        if isinstance(loaded, Answer):
            return loaded
        rec, table, seats_, color = loaded
        game = table.game
        assert game is not None
        if game.turn_color != color:
            return NOT_TURN
        return rec, table, seats_, game

    async def step(self, chat_id: int, user: User, cb: StepCB) -> Answer:
        """One step of the turn."""
        async with self.lock(chat_id):
            loaded = await self._load_turn(chat_id, user.id, cb.g, cb.v)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, s, game = loaded
            try:
                after = game.play_step(cb.f, cb.t, cb.d)
            except (IllegalStep, GameError):
                return ILLEGAL
            return await self._save_press(rec, table.bump(game=after))

    async def turn_action(self, chat_id: int, user: User, cb: TurnCB) -> Answer:
        """Undo the last step, or finish the turn (Done)."""
        async with self.lock(chat_id):
            loaded = await self._load_turn(chat_id, user.id, cb.g, cb.v)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, s, game = loaded
            if cb.a == "u":
                if not game.steps:
                    return ILLEGAL
                return await self._save_press(rec, table.bump(game=game.undo()))
            if not game.turn_complete:
                return ILLEGAL
            lines: list[str] = []
            table = self._record_turn(table.bump(), game.finish_turn(self.dice), game,
                                      [st.pair() for st in game.steps], "move", lines)
            table = self._settle(table, s, lines)
            try:
                await self._commit(rec, table, lines)
            except (StaleVersion, GameNotFound):
                return await self._conflict(chat_id, rec.game_id)
            return OK

    async def _save_press(self, rec: GameRecord, table: Table) -> Answer:
        try:
            saved = await self.storage.update_game(
                rec.game_id, rec.version, state=table.encode(), moved=True,
                expires_at=await self._deadline(rec, table))
        except (StaleVersion, GameNotFound):
            return await self._conflict(rec.chat_id, rec.game_id)
        self._remember(saved, table)
        self._turn_touched(rec.game_id)
        await self._show(saved, table)
        return OK

    async def _conflict(self, chat_id: int, game_id: int) -> Answer:
        """Another process changed the game first: nothing was applied; show the truth."""
        await self.redraw(chat_id, game_id)
        return STALE

    # ================================================================ turn reminders
    # In a group the board is edited in place and Telegram tells nobody about an edit, so
    # a player may miss that it is his turn. When the turn passes to a human in a group a
    # timer is armed; if the game still shows that very view (same ``seq``) when it fires,
    # one short text mentioning the player goes out as a reply to the board, within the
    # chat's send budget. A game keeps at most one reminder in its chat: it is deleted
    # when the turn is played or the game ends. Reminders live only in memory, and no
    # failure of theirs ever reaches the game.
    def _turn_passed(self, rec: GameRecord, table: Table) -> None:
        """A turn was played or the game ended: drop the old turn's timer and reminder,
        and arm a timer if a human in a group is on turn now."""
        game_id = rec.game_id
        self._turn_touched(game_id)
        self._drop_reminder(game_id)
        game = table.game
        delay = self.settings.turn_ping_seconds
        if delay <= 0 or self._closing or rec.chat_id >= 0 or game is None or game.finished:
            return  # disabled, stopping, a private chat (ids > 0) or the game is over
        s = seats(rec, Translator(table.lang))
        color = game.turn_color
        if color == s.ai_color or s.ids[color] is None:
            return
        self._ping_turn[game_id] = table.seq
        task = asyncio.create_task(self._ping_later(rec.chat_id, game_id, table.seq, delay),
                                   name=f"turn-ping-{game_id}")
        self._ping_timers[game_id] = task
        self._track_ping(task)

    def _turn_touched(self, game_id: int) -> None:
        """The player on turn acted (or the turn is over): no reminder is due any more.
        A reminder already sent stays until the turn is played."""
        self._ping_turn.pop(game_id, None)
        timer = self._ping_timers.pop(game_id, None)
        if timer is not None and timer is not asyncio.current_task():
            timer.cancel()

    def _ping_due(self, game_id: int, seq: int) -> bool:
        return not self._closing and self._ping_turn.get(game_id) == seq

    def _ping_busy(self) -> bool:
        """True while a reminder is being sent or deleted (not merely waiting)."""
        waiting = set(self._ping_timers.values())
        return any(not t.done() and t not in waiting for t in self._ping_jobs)

    def _track_ping(self, task: asyncio.Task[None]) -> None:
        self._ping_jobs.add(task)
        task.add_done_callback(self._ping_jobs.discard)

    async def _ping_later(self, chat_id: int, game_id: int, seq: int, delay: float) -> None:
        """The timer of one turn: wait, check the turn is still unplayed, remind."""
        try:
            try:  # until the send itself the timer is cancelled by any move
                await asyncio.sleep(delay)
                # the reminder follows the board it points at: wait (a while) for it
                loop = asyncio.get_running_loop()
                deadline = loop.time() + max(delay, PING_BOARD_WAIT)
                while self.sender.shown(chat_id, game_id) != seq and loop.time() < deadline:
                    await asyncio.sleep(0.05)
                text = await self._reminder_text(chat_id, game_id, seq)
                if text is None:
                    return
                await self.sender.acquire(chat_id)
                if not self._ping_due(game_id, seq):
                    return
            finally:
                if self._ping_timers.get(game_id) is asyncio.current_task():
                    del self._ping_timers[game_id]
            board = self.sender.message_id(chat_id, game_id) or self._board_id(game_id)
            reply = (ReplyParameters(message_id=board, allow_sending_without_reply=True)
                     if board is not None else None)
            msg = await self.bot.send_message(chat_id, text, reply_parameters=reply)
            if self._ping_due(game_id, seq):
                self._drop_reminder(game_id)  # never two reminders of one game
                self._reminders[game_id] = (chat_id, msg.message_id)
            else:  # the turn was played while the reminder was on its way
                self._track_ping(asyncio.create_task(
                    self._delete_reminder(chat_id, msg.message_id)))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.info("chat %s: no turn reminder for game %s: %s", chat_id, game_id, exc)

    def _board_id(self, game_id: int) -> int | None:
        hit = self._games.get(game_id)
        return hit[0].message_id if hit is not None else None

    async def _reminder_text(self, chat_id: int, game_id: int, seq: int) -> str | None:
        """The reminder for the turn at view ``seq``, or None if it is no longer due."""
        if not self._ping_due(game_id, seq):
            return None
        found = await self._fetch(game_id)
        if found is None:
            return None
        rec, table = found
        game = table.game
        if (rec.status != "active" or table.seq != seq or game is None or game.finished
                or game.dice is None):
            return None
        tr = await self._tr(chat_id, table)
        s = seats(rec, tr)
        color = game.turn_color
        if color == s.ai_color or s.ids[color] is None:
            return None
        return tr("ping.turn", mention=s.mention(color), dice=dice_text(game.dice))

    def _drop_reminder(self, game_id: int) -> None:
        """Delete the game's reminder message, if any, in the background."""
        sent = self._reminders.pop(game_id, None)
        if sent is None:
            return
        self._track_ping(asyncio.create_task(self._delete_reminder(*sent),
                                             name=f"turn-ping-delete-{game_id}"))

    async def _delete_reminder(self, chat_id: int, message_id: int) -> None:
        """Delete a reminder; a network hiccup is retried, anything else is given up."""
        delay = 0.5
        for attempt in range(3):
            try:
                await self.bot.delete_message(chat_id, message_id)
                return
            except asyncio.CancelledError:
                raise
            except TelegramRetryAfter as exc:
                wait = float(exc.retry_after)
            except (TelegramNetworkError, TelegramServerError) as exc:
                wait = delay
                delay *= 2
                log.info("chat %s: deleting reminder %s failed (%s)", chat_id, message_id, exc)
            except Exception as exc:
                log.info("chat %s: could not delete reminder %s: %s", chat_id, message_id, exc)
                return
            if attempt < 2:
                await asyncio.sleep(min(wait, 5.0))

    # ================================================================ permissions
    async def may_change_language(self, chat_id: int, chat_type: str, user_id: int) -> bool:
        """Whether ``user_id`` may change the chat's language: anybody in a private chat,
        in a group only its creator and administrators (asked from Telegram; if Telegram
        cannot tell, the answer is no)."""
        if chat_type == "private":
            return True
        try:
            member = await self._call(lambda: self.bot.get_chat_member(chat_id, user_id))
        except TelegramAPIError as exc:
            log.warning("chat %s: could not look up member %s: %s", chat_id, user_id, exc)
            return False
        return isinstance(member, ChatMemberOwner | ChatMemberAdministrator)

    # ================================================================ AI turns
    def _schedule_ai(self, chat_id: int, game_id: int) -> None:
        if self._closing:
            return
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._ai_turns(chat_id, game_id), name=f"ai-{game_id}")
        self._ai_tasks[game_id] = task
        task.add_done_callback(
            lambda t, g=game_id: self._ai_tasks.pop(g, None) if self._ai_tasks.get(g) is t else None
        )

    def _cancel_ai(self, game_id: int) -> None:
        task = self._ai_tasks.get(game_id)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _ai_turns(self, chat_id: int, game_id: int) -> None:
        try:
            for _ in range(MAX_AUTO_TURNS):
                if not await self._ai_turn(chat_id, game_id):
                    break
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI turn of game %s failed", game_id)

    async def _ai_turn(self, chat_id: int, game_id: int) -> bool:
        """Play one AI turn if it is due; True if the AI is on turn again afterwards."""
        if self.settings.ai_delay > 0:
            await asyncio.sleep(self.settings.ai_delay)
        found = await self._fetch(game_id)
        if found is None:
            return False
        rec, table = found
        game = table.game
        s = seats(rec, Translator(table.lang))
        if game is None or game.finished or game.turn_color != s.ai_color:
            return False
        assert game.dice is not None
        level = rec.ai_level if rec.ai_level in AI_LEVELS else "medium"
        plays, play = await asyncio.to_thread(self._think, game, level)
        async with self.lock(chat_id):
            again = await self._fetch(game_id)
            if again is None:
                return False
            fresh = again[0]
            if again[1].seq != table.seq:
                return True  # the game changed meanwhile: look again
            try:
                after = game.play(play, self.dice)
            except (IllegalStep, GameError):
                log.error("the AI chose an illegal play in game %s: %s", game_id, play.moves)
                play = plays[0]
                after = game.play(play, self.dice)
            lines: list[str] = []
            table = self._record_turn(table.bump(), after, game, play.moves, "move", lines)
            table = self._settle(table, s, lines)
            try:
                saved = await self._commit_ai(fresh, table, lines)
            except (StaleVersion, GameNotFound):
                self._forget(game_id)
                return True
            if saved is None:
                return False
            assert table.game is not None
            return table.game.turn_color == s.ai_color

    def _think(self, game: Game, level: str) -> tuple[list[Play], Play]:
        """(In a worker thread.) The legal plays and the AI's choice among them."""
        assert game.dice is not None
        plays = game.legal_plays()
        if len(plays) == 1:
            return plays, plays[0]
        try:
            return plays, self._choose(game.position, game.dice, level, self._rng)
        except Exception:
            log.exception("the AI failed; playing the first legal play")
            return plays, plays[0]

    async def _commit_ai(self, rec: GameRecord, table: Table,
                         lines: list[str]) -> GameRecord | None:
        game = table.game
        assert game is not None
        if game.finished:
            return await self._commit(rec, table, lines)
        saved = await self.storage.update_game(
            rec.game_id, rec.version, state=table.encode(), history=self._history(rec, lines),
            moved=True)
        self._remember(saved, table)
        self._turn_passed(saved, table)
        await self._show(saved, table)
        return saved

    # ================================================================ lobbies
    async def new_game(self, chat_id: int, private: bool, user: User, lang: str,
                       variant: str | None = None) -> str | None:
        """``/new``: open a lobby (or say why not). Returns a text to reply with, if any."""
        tr = Translator(lang)
        async with self.lock(chat_id):
            existing = await self.storage.get_active_game(chat_id)
            if existing is not None:
                return self._busy_text(existing, tr)
            await self.storage.upsert_player(user.id, user.full_name)
            if variant is None:
                stage = "variant"
            else:
                stage = "level" if private else "open"
            table = Table(seq=1, lang=lang, stage=stage)
            try:
                rec = await self.storage.create_game(NewGame(
                    chat_id=chat_id, variant=variant or "long",  # type: ignore[arg-type]
                    opponent="ai" if private else "friend", creator_id=user.id,
                    state=table.encode(), status="lobby", white_id=user.id,
                    white_name=user.full_name,
                ))
            except ActiveGameExists:
                return tr("new.lobby_exists")
            await self._post_lobby(rec, table, tr, private)
        return None

    def _busy_text(self, rec: GameRecord, tr: Translator) -> str:
        if rec.status == "lobby":
            return tr("new.lobby_exists")
        s = seats(rec, tr)
        return tr("new.exists", white=s.html(WHITE), black=s.html(BLACK),
                  variant=tr(f"variant.{rec.variant}"))

    async def _post_lobby(self, rec: GameRecord, table: Table, tr: Translator,
                          private: bool) -> GameRecord:
        msg = await self.send_text(rec.chat_id, lobby_text(rec, table, tr, private),
                                   lobby_keyboard(rec, table, tr))
        table = replace(table, lobby_message=msg.message_id)
        return await self.storage.update_game(rec.game_id, rec.version, state=table.encode())

    async def lobby(self, chat_id: int, private: bool, user: User, cb: LobbyCB,
                    message_id: int | None) -> Answer:
        """A press on a lobby message."""
        async with self.lock(chat_id):
            try:
                return await self._lobby(chat_id, private, user, cb, message_id)
            except (StaleVersion, GameNotFound):
                return STALE

    async def _lobby(self, chat_id: int, private: bool, user: User, cb: LobbyCB,
                     message_id: int | None) -> Answer:
        rec = await self.storage.get_game(cb.g)
        if rec is None:
            return FINISHED
        if rec.chat_id != chat_id:
            return INVALID
        try:
            table = Table.decode(rec.state)
        except StateError:
            return Answer("alert.error", alert=True)
        if table.stage == "play":
            return STALE
        tr = await self._tr(chat_id, table)
        if cb.v != table.seq:
            await self._edit_text(chat_id, message_id, lobby_text(rec, table, tr, private),
                                  lobby_keyboard(rec, table, tr))
            return STALE
        table = replace(table, lobby_message=message_id or table.lobby_message)
        creator = user.id == rec.creator_id
        if cb.a == "cancel":
            if not creator and user.id != table.invitee:
                return Answer("alert.creator_only", alert=True)
            await self.storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
            await self._edit_text(chat_id, table.lobby_message,
                                  tr("lobby.cancelled", name=escape(user.full_name)))
            return OK
        if cb.a == "join":
            if table.stage != "open":
                return INVALID
            if creator:
                return Answer("alert.own_lobby", alert=True)
            if table.invitee is not None and user.id != table.invitee:
                return Answer("alert.invitee_only", alert=True)
            return await self._start(rec, table, tr, user=user)
        if not creator:
            return Answer("alert.creator_only", alert=True)
        if cb.a == "var" and table.stage == "variant" and cb.x in ("long", "short"):
            table = table.bump(stage="level" if private else "open")
            rec = await self.storage.update_game(rec.game_id, rec.version, variant=cb.x,
                                                 state=table.encode())
        elif cb.a == "bot" and table.stage == "open" and table.invitee is None:
            table = table.bump(stage="level")
            rec = await self.storage.update_game(rec.game_id, rec.version,
                                                 state=table.encode())
        elif cb.a == "back" and table.stage == "level":
            table = table.bump(stage="variant" if private else "open")
            rec = await self.storage.update_game(rec.game_id, rec.version,
                                                 state=table.encode())
        elif cb.a == "lvl" and table.stage == "level" and cb.x in AI_LEVELS:
            return await self._start(rec, table, tr, level=cb.x)
        else:
            return INVALID
        await self._edit_text(chat_id, table.lobby_message,
                              lobby_text(rec, table, tr, private), lobby_keyboard(rec, table, tr))
        return OK

    async def _start(self, rec: GameRecord, table: Table, tr: Translator, *,
                     user: User | None = None, level: str | None = None) -> Answer:
        """Turn a lobby into a game: against ``user`` (who joined) or the AI at ``level``."""
        game = Game.new(rec.variant, self.dice)
        play = Table(seq=table.seq + 1, lang=table.lang, stage="play", game=game)
        if level is not None and rec.opponent != "ai":
            # A group lobby becomes a game against the AI: the stored opponent kind decides
            # how the game counts, so the lobby is closed and an AI game is opened.
            await self.storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
            rec = await self.storage.create_game(NewGame(
                chat_id=rec.chat_id, variant=rec.variant, opponent="ai",
                creator_id=rec.creator_id, state=play.encode(), status="active",
                white_id=rec.white_id, white_name=rec.white_name, ai_level=level,
            ))
            fields: dict[str, Any] = {}
        elif level is not None:
            fields = {"status": "active", "ai_level": level}
        else:
            assert user is not None
            await self.storage.upsert_player(user.id, user.full_name)
            fields = {"status": "active", "black_id": user.id, "black_name": user.full_name}
        s = seats(replace(rec, **{k: v for k, v in fields.items() if k != "status"}), tr)
        lines: list[str] = []
        play = self._settle(play, s, lines)
        started = replace(rec, **fields)
        try:
            await self._commit(started, play, lines, **fields)
        except (StaleVersion, GameNotFound):
            return STALE
        await self._edit_text(rec.chat_id, table.lobby_message, tr(
            "lobby.started", white=s.html(WHITE), black=s.html(BLACK),
            variant=tr(f"variant.{rec.variant}")))
        return OK

    async def rematch(self, chat_id: int, private: bool, user: User, cb: RematchCB,
                      lang: str) -> Answer:
        """Rematch under a finished game: a new game against the AI at once, or an offer to
        the former opponent."""
        fin = await self.storage.get_finished_game(cb.g)
        if fin is None or fin.chat_id != chat_id or fin.reason == "cancelled":
            return INVALID
        if user.id not in (fin.white_id, fin.black_id):
            return Answer("alert.rematch_players", alert=True)
        tr = Translator((await self.chat_settings(chat_id)).language or lang)
        async with self.lock(chat_id):
            existing = await self.storage.get_active_game(chat_id)
            if existing is not None:
                offer = _rematch_offer_for(existing, user.id)
                if offer is not None:  # both pressed Rematch: the second press accepts
                    return await self._start(existing, offer, tr, user=user)
                return Answer("alert.chat_busy", alert=True)
            await self.storage.upsert_player(user.id, user.full_name)
            if fin.opponent == "ai":
                table = Table(seq=1, lang=lang, stage="play",
                              game=Game.new(fin.variant, self.dice))
                new = NewGame(chat_id=chat_id, variant=fin.variant, opponent="ai",
                              creator_id=user.id, state=table.encode(), status="active",
                              white_id=user.id, white_name=user.full_name,
                              ai_level=fin.ai_level)
                rec = await self.storage.create_game(new)
                lines: list[str] = []
                settled = self._settle(table, seats(rec, tr), lines)
                await self._commit(rec, settled, lines)
                return OK
            if user.id == fin.white_id:
                other_id, other_name = fin.black_id, fin.black_name
            else:
                other_id, other_name = fin.white_id, fin.white_name
            table = Table(seq=1, lang=lang, stage="open", invitee=other_id)
            rec = await self.storage.create_game(NewGame(
                chat_id=chat_id, variant=fin.variant, opponent="friend", creator_id=user.id,
                state=table.encode(), status="lobby", white_id=user.id,
                white_name=user.full_name, black_name=other_name,
            ))
            await self._post_lobby(rec, table, tr, private)
            return OK

    # ================================================================ resign / claim
    async def resign_prompt(self, chat_id: int, user: User, tr: Translator) -> str | None:
        """``/resign``: post the confirmation (or return why not)."""
        rec = await self.storage.get_active_game(chat_id)
        if rec is None or rec.status != "active":
            return tr("resign.none")
        loaded = await self._load_play(chat_id, user.id, rec.game_id, None)
        if isinstance(loaded, Answer):
            return tr("resign.none")
        rec, table, s, color = loaded
        assert table.game is not None
        if table.game.turn_color != color:
            return tr("resign.not_turn")
        points, kind = score(table.game.position, 1 - color)
        g, v = rec.game_id, table.seq
        markup = InlineKeyboardMarkup(inline_keyboard=[[
            InlineKeyboardButton(text=tr("btn.resign_yes"),
                                 callback_data=ResignCB(g=g, v=v, a="y").pack()),
            InlineKeyboardButton(text=tr("btn.resign_no"),
                                 callback_data=ResignCB(g=g, v=v, a="n").pack()),
        ]])
        await self.send_text(chat_id, tr("resign.confirm", name=s.mention(color),
                                         kind=tr(f"kind.{kind}"), points=points,
                                         points_word=tr.plural(points, "points")), markup)
        return None

    async def resign(self, chat_id: int, user: User, cb: ResignCB,
                     message_id: int | None) -> Answer:
        """A press on the resignation confirmation."""
        async with self.lock(chat_id):
            loaded = await self._load_play(chat_id, user.id, cb.g, None)
            if isinstance(loaded, Answer):
                if loaded in (FINISHED, STALE):
                    await self._delete(chat_id, message_id)
                return loaded
            rec, table, s, color = loaded
            if cb.a == "n":
                await self._delete(chat_id, message_id)
                return Answer("alert.resign_kept")
            if cb.v != table.seq:
                await self._delete(chat_id, message_id)
                await self._show(rec, table, force=True)
                return STALE
            game = table.game
            assert game is not None
            if game.turn_color != color:
                return Answer("resign.not_turn", alert=True)
            try:
                await self._commit(rec, table.bump(game=game.resign(color)), [])
            except (StaleVersion, GameNotFound):
                return await self._conflict(chat_id, rec.game_id)
            await self._delete(chat_id, message_id)
            return OK

    async def claim(self, chat_id: int, user: User, tr: Translator) -> str | None:
        """``/claim``: win against an opponent who let his time run out."""
        async with self.lock(chat_id):
            rec = await self.storage.get_active_game(chat_id)
            if rec is None or rec.status != "active":
                return tr("claim.none")
            loaded = await self._load_play(chat_id, user.id, rec.game_id, None)
            if isinstance(loaded, Answer):
                return tr("claim.none")
            rec, table, s, color = loaded
            game = table.game
            assert game is not None
            if game.turn_color == color:
                return tr("claim.your_turn")
            if s.ai_color is not None:
                return tr("claim.ai")
            timeout = self._timeout(await self.chat_settings(chat_id))
            elapsed = _now() - (rec.last_move_at or rec.updated_at)
            if elapsed < timeout:
                return tr("claim.wait", elapsed=_duration(elapsed, tr),
                          left=_duration(timeout - elapsed, tr))
            try:
                await self._commit(rec, table.bump(game=game.forfeit(1 - color, "timeout")), [])
            except (StaleVersion, GameNotFound):
                await self.redraw(chat_id, rec.game_id)
                return tr("alert.stale")
            return None

    # ================================================================ sweeps
    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.sweep_seconds)
            try:
                await self.sweep()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("sweep failed")

    async def sweep(self, now: datetime | None = None) -> None:
        """Close lobbies nobody answered and tell players whose opponent stopped moving
        that they may claim the game."""
        now = now or _now()
        cutoff = now - timedelta(minutes=self.settings.lobby_minutes)
        for rec in await self.storage.expired_lobbies(cutoff):
            async with self.lock(rec.chat_id):
                try:
                    await self.storage.finish_game(rec.game_id, rec.version,
                                                   GameResult.cancelled())
                except (StaleVersion, GameNotFound):
                    continue
            try:
                table = Table.decode(rec.state)
            except StateError:
                continue
            tr = await self._tr(rec.chat_id, table)
            await self._edit_text(rec.chat_id, table.lobby_message, tr("lobby.expired"))
        for rec in await self.storage.overdue_games(now):
            async with self.lock(rec.chat_id):
                try:
                    self._forget(rec.game_id)
                    table = Table.decode(rec.state)
                    rec = await self.storage.update_game(rec.game_id, rec.version,
                                                         expires_at=None)
                except (StateError, StaleVersion, GameNotFound):
                    continue
            game = table.game
            if rec.status != "active" or game is None or game.finished:
                continue
            tr = await self._tr(rec.chat_id, table)
            s = seats(rec, tr)
            if s.ai_color is not None:
                continue
            color = game.turn_color
            hours = round(self._timeout(await self.chat_settings(rec.chat_id)).total_seconds()
                          / 3600, 1)
            with contextlib.suppress(TelegramAPIError):
                await self.send_text(rec.chat_id, tr(
                    "claim.notice", name=s.mention(color), other=s.mention(1 - color),
                    hours=f"{hours:g}"))


def _rematch_offer_for(rec: GameRecord, user_id: int) -> Table | None:
    """The lobby's state if ``rec`` is a rematch offer made to ``user_id``."""
    if rec.status != "lobby":
        return None
    try:
        table = Table.decode(rec.state)
    except StateError:
        return None
    return table if table.stage == "open" and table.invitee == user_id else None


def _duration(delta: timedelta, tr: Translator) -> str:
    minutes = max(1, int(delta.total_seconds() // 60))
    h, m = divmod(minutes, 60)
    return tr("dur.hm", h=h, m=m) if h else tr("dur.m", m=m)


