"""A running tournament: its start, each round paired and its games created, each finished
match's result, the deadline of a round, withdrawals, and the end.

Every change of the tournament is made once, whichever process makes it: pairing round
``n`` is a compare-and-set in storage that only round ``n - 1`` with every result in
allows, a pairing's result is written once (the first writer wins), and the work that
follows a change (pair the next round, create its games, post its messages, arm its
deadline) is the job ``tour`` of the tournament, which reads everything again from the
database and is idempotent: a process killed half-way leaves a job that another process
(or the restarted one) runs again. The deadline of a round is the job ``tdl``; the periodic
sweep also looks for rounds past their deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta

from engine.tournament import Format, Outcome, Pairing, Tournament, TournamentError
from storage import GameRecord, MatchRecord
from storage.coordination import Job
from storage.tournament_api import (
    NewPairing,
    PairingOutcome,
    TournamentBoards,
    TournamentConflict,
)

from ..answers import OK, Answer
from ..background.jobs import JobRunner
from ..model.state import StateError, Table, pairing_chat_id, seats
from ..model.turns import GameDice, to_act
from ..play.publish import Publisher
from ..play.store import now
from .event import Event, load
from .games import PairingGames
from .messages import Messages

__all__ = ["Rounds", "BOARD_WAIT", "SWISS_FROM"]

log = logging.getLogger(__name__)

BOARD_WAIT = 30.0
"""Seconds a round's pairings wait at most for its boards in the group (to link them)."""
SWISS_FROM = 5
"""The fewest players of a Swiss; fewer play a round robin."""


class Rounds:
    """The rounds of the running tournaments."""

    def __init__(self, publisher: Publisher, dice: GameDice, jobs: JobRunner,
                 messages: Messages, *, group_boards: int, inline_play: bool) -> None:
        self.publisher = publisher
        self.storage = publisher.store.storage
        self.jobs = jobs
        self.messages = messages
        self.games = PairingGames(publisher, dice)
        self.group_boards = group_boards
        self.inline_play = inline_play
        """Whether matches can be played elsewhere than in the group (inline or Mini App)."""
        jobs.on("tour", self.advance_job)
        jobs.on("tdl", self.deadline_job)

    # ---------------------------------------------------------------- start
    async def start(self, ev: Event) -> Answer:
        """The organiser pressed Start: the format for the number of players, where the
        boards go, then the first round (a job)."""
        t, n = ev.rec, len(ev.entrants)
        if n < 3:
            return Answer("tour.alert.few", alert=True)
        fmt = Format(t.format)
        if fmt is Format.SWISS and n < SWISS_FROM:
            fmt = Format.ROUND_ROBIN  # a Swiss of 3 or 4 is a round robin anyway
        try:
            engine = Tournament.start(fmt, ev.seeded())
        except TournamentError:
            return Answer("tour.alert.round_robin_max", alert=True)
        matches = sum(1 for p in engine.rounds[0].pairings if p.b is not None)
        boards: TournamentBoards = ("group" if matches <= self.group_boards
                                    or not self.inline_play else "inline")
        try:
            await self.storage.start_tournament(t.tournament_id, t.version, engine.rounds_total,
                                                format=fmt.value, boards=boards)
        except TournamentConflict:
            return Answer("tour.alert.closed", alert=True)
        self.messages.lobby(t.chat_id, t.tournament_id)
        await self.jobs.put("tour", t.tournament_id)
        return OK

    # ---------------------------------------------------------------- the next step
    async def advance_job(self, job: Job) -> None:
        """(A job of kind ``tour``, key the tournament.) Bring it up to date."""
        await self.advance(job.key)

    async def advance(self, tournament_id: int) -> None:
        """Pair the next round when the last one is complete (once: compare-and-set), make
        the current round's games, post its messages, arm its deadline; at the end, the
        final standings. Idempotent: run it as often as you like."""
        for _ in range(64):
            ev = await load(self.storage, tournament_id)
            if ev is None or ev.rec.status != "running" or ev.engine is None:
                return
            t = ev.engine
            if t.finished:
                await self._finish(ev)
                return
            if t.current is None or t.current.done:
                await self._pair(ev, t)
                continue
            await self._play(ev, t)
            return

    async def _pair(self, ev: Event, t: Tournament) -> None:
        nxt = t.pair_next().rounds[-1]
        rows = [NewPairing(p.board, p.a, p.b, None if p.outcome is None else p.outcome.value)
                for p in nxt.pairings]
        with contextlib.suppress(TournamentConflict):  # another process paired it: fine
            seconds = ev.rec.round_deadline_s
            await self.storage.pair_round(
                ev.tournament_id, ev.rec.version, nxt.number, rows,
                deadline_at=None if seconds is None else now() + timedelta(seconds=seconds))

    async def _play(self, ev: Event, t: Tournament) -> None:
        """The current round's games exist and are shown; its pairings, the standings and
        its deadline follow."""
        rnd = t.current
        assert rnd is not None
        lang = (await self.messages.translator(ev)).lang
        waits = []
        for p in rnd.pairings:
            if p.done or p.b is None:
                continue
            if await self._played(ev, rnd.number, p):
                await self._decided(ev.tournament_id, rnd.number)
                continue
            await self.games.ensure(ev, rnd.number, p, lang)
            if ev.rec.boards == "group":
                waits.append(self._shown(pairing_chat_id(ev.tournament_id, rnd.number, p.board)))
        if waits:  # the pairings link the boards: post them once the boards are there
            await asyncio.gather(*waits)
        chat = ev.rec.chat_id
        self.messages.round(chat, ev.tournament_id, rnd.number)
        self.messages.standings(chat, ev.tournament_id)
        stored = ev.round(rnd.number)
        if stored is not None and stored.deadline_at is not None:
            left = max(0.0, (stored.deadline_at - now()).total_seconds())
            await self.jobs.put("tdl", ev.tournament_id, delay=left, payload=str(rnd.number))

    async def _shown(self, key: int) -> None:
        rec = await self.storage.get_active_game(key)
        if rec is None or rec.message_id is not None:
            return
        try:
            seq = Table.decode(rec.state, rec.dice_seed).seq
        except StateError:
            return
        await self.publisher.sender.wait_shown(key, rec.game_id, seq, BOARD_WAIT)

    async def _finish(self, ev: Event) -> None:
        try:
            await self.storage.finish_tournament(ev.tournament_id, ev.rec.version)
        except TournamentConflict:
            return  # finished by another process (or changed: the next run sees it)
        chat = ev.rec.chat_id
        last = ev.rec.current_round
        self.messages.results(chat, ev.tournament_id, last)
        self.messages.final(chat, ev.tournament_id)
        await self.jobs.coordination.cancel_job("tdl", ev.tournament_id)

    # ---------------------------------------------------------------- results
    async def match_ended(self, rec: GameRecord, mrec: MatchRecord, table: Table) -> None:
        """A pairing's match is over (the matches' hook): its result, once; then the
        round's messages and the next step."""
        if table.tour is None or mrec.winner is None:
            return
        tid, round_no, board = table.tour
        outcome = _outcome(mrec, timed=rec.time_control is not None)
        if await self.storage.record_pairing(tid, round_no, board, outcome):
            await self._decided(tid, round_no)

    async def _played(self, ev: Event, round_no: int, p: Pairing) -> bool:
        """Record open pairing ``p``'s result from its finished match, if it has one (its
        process died between the match's end and its result); True if this call did."""
        key = pairing_chat_id(ev.tournament_id, round_no, p.board)
        if await self.storage.get_active_match(key) is not None:
            return False
        done = await self.storage.list_matches(chat_id=key, finished_only=True, limit=1)
        if not done or done[0].winner is None:
            return False
        outcome = _outcome(done[0], timed=ev.rec.time_control is not None)
        return await self.storage.record_pairing(ev.tournament_id, round_no, p.board, outcome)

    async def _decided(self, tournament_id: int, round_no: int) -> None:
        t = await self.storage.get_tournament(tournament_id)
        if t is None:
            return
        self.messages.results(t.chat_id, tournament_id, round_no)
        self.jobs.put_soon("tour", tournament_id)

    async def deadline_job(self, job: Job) -> None:
        """(A job of kind ``tdl``, key the tournament, payload the round.) The round's
        time is up: whoever was to play forfeits."""
        await self.deadline(job.key, int(job.payload or 0))

    async def deadline(self, tournament_id: int, round_no: int) -> None:
        """End round ``round_no`` of the tournament if its deadline has passed: in each
        match still open, the player who was to play (to move, to roll or to answer a
        double) loses by forfeit."""
        ev = await load(self.storage, tournament_id)
        if ev is None or ev.rec.status != "running" or ev.rec.current_round != round_no:
            return
        stored, t = ev.round(round_no), ev.engine
        if stored is None or stored.deadline_at is None or t is None:
            return
        left = (stored.deadline_at - now()).total_seconds()
        if left > 0:  # woken early (a restart, the sweep): wait for the rest
            await self.jobs.put("tdl", tournament_id, delay=left, payload=str(round_no))
            return
        decided = False
        for p in t.rounds[round_no - 1].pairings:
            if p.done or p.b is None:
                continue
            if await self._played(ev, round_no, p):  # over before its time, after all
                decided = True
                continue
            key = pairing_chat_id(tournament_id, round_no, p.board)
            loser = await self._to_play(key)
            outcome: PairingOutcome = ("both_forfeit" if loser is None
                                       else "a_forfeit" if loser == p.a else "b_forfeit")
            if await self.storage.record_pairing(tournament_id, round_no, p.board, outcome):
                decided = True
                if loser is not None:
                    await self.games.forfeit(key, loser)
        if decided:
            await self._decided(tournament_id, round_no)

    async def _to_play(self, key: int) -> int | None:
        """Who holds up the match played under ``key``: the player to act in its game
        (None: no game in play)."""
        rec = await self.storage.get_active_game(key)
        if rec is None or rec.status != "active":
            return None
        try:
            game = Table.decode(rec.state, rec.dice_seed).game
        except StateError:
            return None
        if game is None or game.finished:
            return None
        return seats(rec).ids[to_act(game)]

    async def sweep(self) -> None:
        """(After each periodic sweep.) Rounds past their deadline get their job now, and
        a tournament whose next step was lost with its process (a round complete but not
        followed, a pairing without its game or its result) gets its job again."""
        for rnd in await self.storage.due_rounds(now()):
            self.jobs.put_soon("tdl", rnd.tournament_id, payload=str(rnd.round_no))
        for t in await self.storage.running_tournaments():
            if await self._stalled(t.tournament_id, t.current_round):
                self.jobs.put_soon("tour", t.tournament_id)

    async def _stalled(self, tournament_id: int, round_no: int) -> bool:
        pairings = await self.storage.tournament_pairings(tournament_id, round_no)
        if not pairings or all(p.outcome is not None for p in pairings):
            return True
        for p in pairings:
            if p.outcome is not None or p.player_b is None:
                continue
            key = pairing_chat_id(tournament_id, round_no, p.board)
            if await self.storage.get_active_match(key) is None:
                return True
        return False

    # ---------------------------------------------------------------- withdrawals
    async def withdraw(self, ev: Event, user_id: int) -> bool:
        """``user_id`` leaves the running tournament: paired no more, their open match a
        forfeit. False when they were not in it (or had left)."""
        if not await self.storage.leave_tournament(ev.tournament_id, user_id):
            return False
        t = ev.engine
        rnd = t.current if t is not None else None
        pairing: Pairing | None = rnd.pairing_of(user_id) if rnd is not None else None
        if rnd is not None and pairing is not None and not pairing.done and pairing.b:
            outcome = Outcome.A_FORFEIT if pairing.a == user_id else Outcome.B_FORFEIT
            if await self.storage.record_pairing(ev.tournament_id, rnd.number, pairing.board,
                                                 outcome.value):
                await self.games.forfeit(
                    pairing_chat_id(ev.tournament_id, rnd.number, pairing.board), user_id)
        await self._decided(ev.tournament_id, ev.rec.current_round)
        return True

    # ---------------------------------------------------------------- restart
    async def resume(self) -> None:
        """After a (re)start: every running tournament is brought up to date (a job each:
        whichever process is first)."""
        for t in await self.storage.running_tournaments():
            self.jobs.put_soon("tour", t.tournament_id)


def _outcome(mrec: MatchRecord, *, timed: bool) -> PairingOutcome:
    """A finished match's result as its pairing's: lost on an untimed match's time (by
    ``/claim``, or the forfeit of a deadline) is a forfeit."""
    assert mrec.winner is not None
    if mrec.reason == "timeout" and not timed:
        return "b_forfeit" if mrec.winner == 0 else "a_forfeit"
    return "a" if mrec.winner == 0 else "b"
