"""Matches to N points: the start of a match from a lobby, the end of each of its games
(recorded in the match, compare-and-set), the next game (after a short pause in private
chats, by the Next game button in groups) and a new match after the last one.

The engine's :class:`~engine.Match` is kept in the match row of storage (its JSON holds
the record of every game); the game in play is an ordinary game whose :class:`Table`
carries a :class:`~bot.model.state.MatchInfo`. :class:`Matches` is the publisher's
:class:`~bot.play.publish.FinishHook`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace

from engine import GameError, Match
from engine.clock import Clock, ClockError
from storage import (
    ActiveMatchExists,
    FinishedGame,
    GameRecord,
    MatchEndReason,
    MatchNotFound,
    MatchRecord,
    MatchResult,
    NewGame,
    NewMatch,
    PlayerMatchStats,
    StaleVersion,
    StorageError,
)
from storage.coordination import Job

from ..answers import FINISHED, NOT_PLAYER, OK, STALE, Answer
from ..i18n import DEFAULT_LANGUAGE, Translator
from ..model.state import MatchInfo, StateError, Table, is_inline_chat, seats
from ..model.turns import GameDice, dice_columns, settle
from ..views import named
from ..views.match import match_final_lines, match_keyboard
from .ports import Jobs
from .press import Presser
from .publish import FinalExtra, Publisher

__all__ = ["Matches", "MatchEnded", "NEXT_GAME_PAUSE"]

log = logging.getLogger(__name__)

NEXT_GAME_PAUSE = 3.0
"""Seconds between the end of a game of a match and the next one in a private chat (and
in a tournament's match, wherever it is played)."""

MatchEnded = Callable[[GameRecord, MatchRecord, Table], Awaitable[None]]
"""Told that a match ended with the game ``rec`` (its table): the finished match."""


class Matches:
    """Starts matches, records their games and starts the next ones."""

    def __init__(self, publisher: Publisher, dice: GameDice, jobs: Jobs) -> None:
        self.publisher = publisher
        self.store = publisher.store
        self.storage = publisher.store.storage
        self.dice = dice
        self.closing = False
        self.jobs = jobs
        """The pause before the next game is a job (kind ``next``, key the match)."""
        jobs.on("next", self.next_job)
        self._waiting: set[int] = set()
        self.ended: MatchEnded | None = None
        """Told of every match that ends (a tournament's pairing records its result)."""

    @property
    def pending(self) -> bool:
        """Whether a next game is waiting for its pause to end (one this process put)."""
        return bool(self._waiting)

    async def close(self) -> None:
        """Put no more next games (the job runner stops the pauses under way; the next
        game then starts after a restart, or on the Next game button)."""
        self.closing = True

    # ---------------------------------------------------------------- start
    async def open(self, rec: GameRecord, table: Table, player1: Presser | None
                   ) -> Table | Answer:
        """Create the match of a lobby that asked for one (``table.target``): player 0 is
        the lobby's creator (White in game 1), player 1 ``player1`` (None: the AI). Returns
        the game's table in play, or the answer when the chat has a match already."""
        seed = table.seed or self.dice.seed()
        match = Match.new(rec.variant, table.target, self.dice.first(seed), cube=table.cube)
        try:
            mrec = await self.storage.create_match(NewMatch(
                chat_id=rec.chat_id, variant=rec.variant, opponent=rec.opponent,
                creator_id=rec.creator_id, target=table.target, cube=table.cube,
                state=match.to_json(), player0_id=rec.white_id, player0_name=rec.white_name,
                player1_id=player1.id if player1 else None,
                player1_name=player1.name if player1 else None,
                ai_level=rec.ai_level))
        except ActiveMatchExists:
            return Answer("match.exists", alert=True)
        return Table(seq=table.seq + 1, lang=table.lang, stage="play", game=match.game,
                     match=MatchInfo(mrec.match_id, table.target), seed=seed)

    # ---------------------------------------------------------------- end of a game
    async def game_finished(self, rec: GameRecord, fin: FinishedGame, table: Table,
                            tr: Translator) -> FinalExtra | None:
        """File the finished game under its match, update the match's score (or finish the
        match), start the pause before the next game in a private chat; return the match
        lines and buttons of the final view."""
        info, game = table.match, table.game
        if info is None or game is None or game.result is None:
            return None
        try:
            mrec = await self.storage.get_match(info.match_id)
            if mrec is None or mrec.status != "active":
                return None
            match = Match.from_json(mrec.state).update(game)
            if info.quit and not match.finished:  # the game's points may end it anyway
                match = match.resign_match(info.player_of(1 - game.result.winner))
            await self.storage.link_finished_game(fin.game_id, mrec.match_id, len(match.games))
            if match.finished:
                assert match.winner is not None
                reason: MatchEndReason = (
                    "score" if match.resigned is None and not info.quit
                    else "timeout" if game.result.reason == "timeout" else "resigned")
                mrec = await self.storage.finish_match(
                    mrec.match_id, mrec.version,
                    MatchResult(reason, match.score, match.winner, match.to_json()))
            else:
                mrec = await self.storage.update_match(mrec.match_id, mrec.version,
                                                       state=match.to_json(), score=match.score)
        except (StorageError, GameError):
            log.exception("game %s: its match %s could not be updated", fin.game_id,
                          info.match_id)
            return None
        stats: dict[int, PlayerMatchStats] = {}
        if match.finished:
            for uid in (mrec.player0_id, mrec.player1_id):
                if uid is not None:
                    stats[uid] = await self.storage.player_match_stats(uid, mrec.variant)
        # inline games wait for Next game; a tournament's next game comes by itself
        private = (rec.chat_id > 0 and rec.inline_message_id is None) or table.tour is not None
        if not match.finished and private:
            self._later(rec.chat_id, mrec.match_id, table.lang)
        if match.finished and self.ended is not None:
            try:
                await self.ended(rec, mrec, table)
            except Exception:  # the match is over whatever its listener does
                log.exception("match %s: its end was not recorded elsewhere", mrec.match_id)
        s = named(fin, tr)
        return (match_final_lines(info, match, stats, s, private, tr),
                match_keyboard(mrec, match.finished, tr, fin.game_id))

    def _later(self, chat_id: int, match_id: int, lang: str) -> None:
        if self.closing:
            return
        self._waiting.add(match_id)  # whichever process is alive starts the next game
        self.jobs.put_soon("next", match_id, delay=NEXT_GAME_PAUSE,
                           payload=f"{chat_id}:{lang}")

    async def next_job(self, job: Job) -> None:
        """(A job of kind ``next``.) The pause is over: start the next
        game (nothing happens if it was started meanwhile)."""
        chat, lang = job.payload.split(":", 1)
        try:
            await self.next_game(int(chat), job.key, None, lang)
        finally:
            self._waiting.discard(job.key)

    async def resume(self) -> int:
        """After a (re)start: every match of a private chat that was in the pause between
        two games (its last game finished, no game in play) gets its next game after the
        usual pause, as if the bot had not stopped. Returns how many were scheduled."""
        started = 0
        for mrec in await self.storage.active_matches():
            if mrec.chat_id <= 0 or await self.storage.get_active_game(mrec.chat_id):
                continue  # groups wait for Next game; a game in play resumes by itself
            try:
                if not Match.from_json(mrec.state).game.finished:
                    continue
                played = await self.storage.match_games(mrec.match_id)
                last = Table.decode(played[-1].final_state) if played else None
            except (GameError, StateError, StorageError):
                log.exception("match %s: cannot resume it", mrec.match_id)
                continue
            if is_inline_chat(mrec.chat_id) and (last is None or last.tour is None):
                continue  # an inline match waits for Next game (a tournament's does not)
            lang = last.lang if last is not None else DEFAULT_LANGUAGE
            self._later(mrec.chat_id, mrec.match_id, lang)
            started += 1
        return started

    # ---------------------------------------------------------------- next game
    async def finished_match(self, chat_id: int, match_id: int) -> MatchRecord | None:
        """The finished match ``match_id`` of the chat (for a new match like it)."""
        mrec = await self.storage.get_match(match_id)
        if mrec is None or mrec.chat_id != chat_id or mrec.status != "finished":
            return None
        return mrec

    async def active_in(self, chat_id: int) -> bool:
        """Whether the chat has a match in progress."""
        return await self.storage.get_active_match(chat_id) is not None

    async def next_game(self, chat_id: int, match_id: int, who: Presser | None,
                        lang: str, inline_message_id: str | None = None) -> Answer:
        """Start the next game of a match in progress (``who``: who pressed Next game,
        None: the pause ended; ``inline_message_id``: the inline message the match is
        played in). A second press finds the game started and changes nothing."""
        async with self.store.lock(chat_id):
            mrec = await self.storage.get_match(match_id)
            if mrec is None or mrec.chat_id != chat_id or mrec.status != "active":
                return FINISHED
            if who is not None and mrec.player_of(who.id) is None:
                return NOT_PLAYER
            if await self.storage.get_active_game(chat_id) is not None:
                return STALE
            match = Match.from_json(mrec.state)
            if not match.game.finished:
                return STALE
            before = match.score
            seed = self.dice.seed()
            match = match.next_game(self.dice.first(seed))
            try:
                mrec = await self.storage.update_match(match_id, mrec.version,
                                                       state=match.to_json())
            except (StaleVersion, MatchNotFound):
                return STALE
            ids = (mrec.player0_id, mrec.player1_id)
            names = (mrec.player0_name, mrec.player1_name)
            w = match.white
            played = await self.storage.match_games(match_id)
            last = played[-1] if played else None  # its clock goes on in the next game
            table = Table(seq=1, lang=lang, stage="play", game=match.game,
                          match=MatchInfo(match_id, mrec.target, before, w), seed=seed)
            if last is not None:  # a tournament's match: its pairing and its board's place
                table = _carried(table, last.final_state)
                if table.tour is not None and inline_message_id is None:
                    inline_message_id = table.inline
            rec = await self.storage.create_game(NewGame(
                chat_id=chat_id, variant=mrec.variant, opponent=mrec.opponent,
                creator_id=mrec.creator_id, state=table.encode(), status="active",
                **dice_columns(table),
                white_id=ids[w], black_id=ids[1 - w], white_name=names[w],
                black_name=names[1 - w], ai_level=mrec.ai_level,
                inline_message_id=inline_message_id, message_id=table.home_message,
                time_control=last.time_control if last is not None else None,
                clock=carried_clock(last.clock if last is not None else None)))
            settled, lines = settle(table, seats(rec).ai_color, self.dice.of(table))
            await self.publisher.commit(rec, settled, lines)
        return OK


def _carried(table: Table, final_state: str) -> Table:
    """``table`` with what the next game of a match keeps of the last one's: the
    tournament pairing it is played for, the group its board is posted in, its inline
    message."""
    try:
        last = Table.decode(final_state)
    except StateError:
        return table
    return replace(table, tour=last.tour, home=last.home, inline=last.inline,
                   home_message=last.home_message)


def carried_clock(stored: str | None) -> str | None:
    """The clock a match's next game starts with: the last game's, no turn timed."""
    if stored is None:
        return None
    try:
        return Clock.from_json(stored).stop().to_json()
    except ClockError:
        return None
