"""AI turns: one job per game while the AI is on turn (kind ``ai``, key the game, payload
the chat; run by :class:`~bot.background.jobs.JobRunner`). The play is computed in a worker
thread, then saved and shown through the :class:`~bot.play.publish.Publisher` under the
chat's lock like any press. :class:`AiTurns` is a
:class:`~bot.play.publish.TurnListener`: a turn passed to the AI puts its job, a finished
game stops it."""

from __future__ import annotations

import asyncio
import logging
import os
import random
from collections.abc import Callable
from typing import Any, TypeVar

import ai
from ai import cube as ai_cube
from engine import Game, GameError, IllegalStep, Play, Position
from storage import GameNotFound, GameRecord, StaleVersion
from storage.coordination import Job

from ..model.state import Table, seats
from ..model.turns import MAX_AUTO_TURNS, GameDice, after_turn, settle
from ..play.publish import Publisher
from .jobs import JobRunner

__all__ = ["AiTurns", "ChooseFn", "choose_with_ai", "ai_decides", "cube_choice", "match_context"]

log = logging.getLogger(__name__)

ChooseFn = Callable[[Position, tuple[int, int], str, random.Random | None], Play]
"""Chooses the AI's play: position, dice, level, random source."""

T = TypeVar("T")


def choose_with_ai(position: Position, dice: tuple[int, int], level: str,
                   rng: random.Random | None) -> Play:
    """The AI package's choice at ``level``."""
    return ai.choose_play(position, dice, level=level, rng=rng)


def ai_decides(game: Game, ai_color: int | None) -> bool:
    """Whether the AI (playing ``ai_color``) is the one to act in ``game`` now: on its own
    turn (roll or double, then play), or when the opponent offered it a double."""
    if ai_color is None or game.finished:
        return False
    if game.double_offered:
        return game.turn_color != ai_color
    return game.turn_color == ai_color


def _cube_seen_by(game: Game, color: int) -> ai_cube.Cube:
    """The game's cube (before any offer) as ``color`` sees it."""
    c = game.cube
    if c is None or c.owner is None:
        return ai_cube.Cube(c.value if c is not None else 1)
    return ai_cube.Cube(c.value, "me" if c.owner == color else "opponent")


def match_context(table: Table, ai_color: int) -> ai_cube.MatchContext | None:
    """The match of a game as the AI (playing ``ai_color``) sees it; None in a single game
    (played for money)."""
    info, game = table.match, table.game
    if info is None or game is None:
        return None
    me = info.player_of(ai_color)
    return ai_cube.MatchContext(info.target, info.score[me], info.score[1 - me],
                                game.crawford)


def cube_choice(game: Game, ai_color: int, level: str, rng: random.Random | None,
                match: ai_cube.MatchContext | None = None) -> bool:
    """(Pure; slow: the network.) The AI's cube decision in ``game``: while a double is
    offered to it, True to take; before its roll, True to double. ``match``: the match
    seen from the AI (None: a single game, played for money). A failing model declines to
    double and takes."""
    try:
        if game.double_offered:
            return ai_cube.should_take(game.position, _cube_seen_by(game, ai_color), match,
                                       level, rng)
        if not game.may_double:
            return False
        return ai_cube.should_double(game.position, _cube_seen_by(game, ai_color), match,
                                     level, rng)
    except Exception:
        log.exception("the AI's cube decision failed")
        return game.double_offered


class AiTurns:
    """Runs the AI's turns of every game."""

    def __init__(self, publisher: Publisher, dice: GameDice, jobs: JobRunner, *,
                 delay: float, choose: ChooseFn | None = None, seed: int | None = None,
                 thinkers: int | None = None) -> None:
        self.publisher = publisher
        self.store = publisher.store
        self.dice = dice
        self.delay = delay
        self.closing = False
        self._choose: ChooseFn = choose or choose_with_ai
        self._rng = random.Random(seed) if seed is not None else None
        self._thinking = asyncio.Semaphore(thinkers or os.cpu_count() or 1)
        """At most this many AI decisions compute at once (one per core by default): more
        would not finish sooner, and each ``master`` search holds up to about 30 MB while
        it runs, so the bound also bounds the bot's memory when many chats play the AI."""
        self._tasks: dict[int, asyncio.Task[None]] = {}
        """The AI jobs running in this process, by game."""
        self.jobs = jobs
        jobs.on("ai", self.run_job)

    # ---------------------------------------------------------------- listener
    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """Start the AI's task when the turn passed to it; stop it when the game ended."""
        game = table.game
        if game is None:
            return
        if game.finished:
            self.cancel(rec.game_id)
        elif ai_decides(game, seats(rec).ai_color):
            self.schedule(rec.chat_id, rec.game_id)

    # ---------------------------------------------------------------- tasks
    @property
    def running(self) -> bool:
        """Whether any AI turn is being played in this process."""
        return bool(self._tasks)

    def schedule(self, chat_id: int, game_id: int, *, resume: bool = False) -> None:
        """Put the game's AI job (or the bot is stopping: nothing). ``resume``: only if
        the game has none, else a job being run is run once more after it. The job itself
        plays on while the AI stays on turn, so its own commits put nothing."""
        if self.closing or self._tasks.get(game_id) is asyncio.current_task():
            return
        self.jobs.put_soon("ai", game_id, payload=str(chat_id), replace=not resume)

    def cancel(self, game_id: int) -> None:
        """Stop the game's AI job running here (unless it is the caller)."""
        task = self._tasks.get(game_id)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def close(self) -> None:
        """Stop every AI job running here."""
        self.closing = True
        tasks = list(self._tasks.values())
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def run_job(self, job: Job) -> None:
        """(A job of kind ``ai``.) Play the game's AI turns while they are due; a turn
        another process saved already is not played again (the version check)."""
        task = asyncio.current_task()
        assert task is not None
        self._tasks[job.key] = task
        try:
            await self._run(int(job.payload), job.key)
        finally:
            if self._tasks.get(job.key) is task:
                del self._tasks[job.key]

    async def _run(self, chat_id: int, game_id: int) -> None:
        try:
            for _ in range(MAX_AUTO_TURNS):
                if not await self._turn(chat_id, game_id):
                    break
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI turn of game %s failed", game_id)

    async def _turn(self, chat_id: int, game_id: int) -> bool:
        """Play one AI turn if it is due; True if the AI is on turn again afterwards."""
        if self.delay > 0:
            await asyncio.sleep(self.delay)
        found = await self.store.fetch(game_id)
        if found is None:
            return False
        rec, table = found
        game = table.game
        s = seats(rec)
        if game is None or s.ai_color is None or not ai_decides(game, s.ai_color):
            return False
        level = s.ai_level or "medium"
        if game.dice is None:
            return await self._cube(chat_id, game_id, table, s.ai_color, level)
        plays, play = await self.compute(self._think, game, level)
        async with self.store.lock(chat_id):
            again = await self.store.fetch(game_id)
            if again is None:
                return False
            if again[1].seq != table.seq:
                return True  # the game changed meanwhile: look again
            dice = self.dice.of(table)
            try:
                after = game.play(play, dice)
            except (IllegalStep, GameError):
                log.error("the AI chose an illegal play in game %s: %s", game_id, play.moves)
                play = plays[0]
                dice = self.dice.of(table)
                after = game.play(play, dice)
            table, lines = after_turn(table, after, game, play.moves, s.ai_color, dice)
            try:
                saved = await self.publisher.commit(again[0], table, lines)
            except (StaleVersion, GameNotFound):
                return True
            if saved is None:
                return False
            assert table.game is not None
            return ai_decides(table.game, s.ai_color)

    async def _cube(self, chat_id: int, game_id: int, table: Table, ai_color: int,
                    level: str) -> bool:
        """The AI's cube decision (take or pass an offered double; double or roll before
        its roll), saved like a press; True if the AI acts again afterwards."""
        game = table.game
        assert game is not None
        yes = await self.compute(cube_choice, game, ai_color, level, self._rng,
                                 match_context(table, ai_color))
        async with self.store.lock(chat_id):
            again = await self.store.fetch(game_id)
            if again is None:
                return False
            if again[1].seq != table.seq:
                return True
            dice = self.dice.of(table)
            if game.double_offered:
                after = game.take(dice) if yes else game.pass_()
            else:
                after = game.offer_double() if yes else game.roll(dice)
            settled, lines = settle(table.bump(game=after), ai_color, dice)
            try:
                saved = await self.publisher.commit(again[0], settled, lines)
            except (StaleVersion, GameNotFound):
                return True
            if saved is None or settled.game is None:
                return False
            return ai_decides(settled.game, ai_color)

    async def compute(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker thread, once one of the AI's places to think is free."""
        async with self._thinking:
            return await asyncio.to_thread(fn, *args)

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
