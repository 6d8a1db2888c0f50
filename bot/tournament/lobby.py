"""``/tournament`` and the lobby's buttons: who may open one (the group's administrators,
or anybody where ``/settings`` allows it), the organiser's choices (format, variant, match
length, cube, time control, deadline per round, the most players), Join and Leave, Start
and Cancel; and ``/withdraw`` from a running tournament."""

from __future__ import annotations

from typing import Any

from aiogram.types import User

from storage import Storage
from storage.tournament_api import NewTournament, TournamentConflict

from ..answers import OK, Answer
from ..callbacks import TourCB
from ..i18n import Translator
from ..model.state import pairing_chat_id
from ..play.chats import Chats
from .event import Event, load
from .messages import Messages
from .rounds import Rounds

__all__ = ["TournamentLobby", "FORMATS", "LENGTHS", "DEADLINES", "SIZES", "ROUND_ROBIN_SIZES"]

FORMATS = ("swiss", "knockout", "round_robin", "league")
"""The formats the lobby's 🏆 button steps through (a league: a round robin, a round a week)."""
LENGTHS = (1, 3, 5, 7)
"""Match lengths: one game, or matches to 3, 5 and 7 points."""
DAY = 86_400
DEADLINES = (12 * 3600, DAY, 2 * DAY, 3 * DAY, 7 * DAY)
"""The time to play a round (untimed play): 24 hours unless chosen; a league's week."""
SIZES = (8, 16, 32, 64)
ROUND_ROBIN_SIZES = (4, 6, 8, 10)
"""The most players the 👥 button offers (a round robin takes at most 10)."""


def _next(values: tuple[Any, ...], now: Any) -> Any:
    return values[(values.index(now) + 1) % len(values)] if now in values else values[0]


class TournamentLobby:
    """Opens tournaments and answers their lobbies."""

    def __init__(self, storage: Storage, chats: Chats, rounds: Rounds, messages: Messages,
                 controls: tuple[str, ...]) -> None:
        self.sender = rounds.publisher.sender
        self.storage = storage
        self.chats = chats
        self.rounds = rounds
        self.messages = messages
        self.controls = controls

    async def spend(self, chat_id: int) -> None:
        """Take one message of a group's budget (before a reply to a command there)."""
        if chat_id < 0:
            await self.sender.acquire(chat_id)

    async def open(self, chat_id: int, chat_type: str, user: User, tr: Translator) -> str | None:
        """``/tournament``: post a lobby (or say why not)."""
        if chat_type == "private":
            return tr("tour.groups_only")
        settings = await self.storage.get_chat_settings(chat_id)
        if not settings.tournaments_open and not await self.chats.may_change(
                chat_id, chat_type, user.id):
            return tr("tour.alert.admins_only")
        if await self.storage.chat_tournaments(chat_id):
            return tr("tour.exists")
        await self.storage.upsert_player(user.id, user.full_name)
        control = settings.default_time_control
        t = await self.storage.create_tournament(NewTournament(
            chat_id=chat_id, creator_id=user.id, format="swiss", variant="long", target=3,
            cube=False, max_players=SIZES[1], round_deadline_s=DAY,
            time_control=control if control in self.controls else None, language=tr.lang))
        self.messages.lobby(chat_id, t.tournament_id)
        return None

    async def press(self, chat_id: int, user: User, cb: TourCB) -> Answer:
        """A press on a lobby."""
        ev = await load(self.storage, cb.t)
        if ev is None or ev.rec.chat_id != chat_id:
            return Answer("alert.invalid", alert=True)
        t = ev.rec
        if t.status != "lobby":
            return Answer("tour.alert.closed", alert=True)
        if cb.a == "join":
            return await self._join(ev, user)
        if cb.a == "leave":
            if not await self.storage.leave_tournament(t.tournament_id, user.id):
                return Answer("tour.alert.not_in")
            self.messages.lobby(chat_id, t.tournament_id)
            return Answer("tour.alert.left")
        if user.id != t.creator_id:
            return Answer("tour.alert.organiser_only", alert=True)
        if cb.a == "start":
            return await self.rounds.start(ev)
        if cb.a == "cancel":
            try:
                await self.storage.finish_tournament(t.tournament_id, t.version, cancelled=True)
            except TournamentConflict:
                return Answer("alert.stale")
            self.messages.lobby(chat_id, t.tournament_id)
            return OK
        for _ in range(10):  # the row's version also moves when its messages are stored
            change = self._change(ev, cb.a)
            if not change:
                return Answer("alert.invalid", alert=True)
            try:
                await self.storage.update_tournament(t.tournament_id, t.version, **change)
            except TournamentConflict:
                fresh = await load(self.storage, cb.t)
                if fresh is None or fresh.rec.status != "lobby":
                    return Answer("alert.stale")
                ev, t = fresh, fresh.rec
                continue
            self.messages.lobby(chat_id, t.tournament_id)
            return OK
        return Answer("alert.stale")

    def _change(self, ev: Event, action: str) -> dict[str, Any]:
        """The settings an organiser's button changes."""
        t = ev.rec
        if action == "fmt":
            now = "league" if t.league else t.format
            fmt = _next(FORMATS, now)
            change: dict[str, Any] = {"format": "round_robin" if fmt == "league" else fmt,
                                      "league": fmt == "league"}
            if fmt == "league":
                change["round_deadline_s"] = 7 * DAY
            elif t.league:
                change["round_deadline_s"] = DAY
            if fmt in ("round_robin", "league") and t.max_players > ROUND_ROBIN_SIZES[-1]:
                change["max_players"] = ROUND_ROBIN_SIZES[-1]
            elif fmt in ("swiss", "knockout") and t.max_players not in SIZES:
                change["max_players"] = SIZES[1]
            return change
        if action == "var":
            return {"variant": "short" if t.variant == "long" else "long"}
        if action == "len":
            return {"target": _next(LENGTHS, t.target)}
        if action == "cube":
            return {"cube": not t.cube}
        if action == "clk" and self.controls:
            return {"time_control": _next((None, *self.controls), t.time_control)}
        if action == "dl":
            return {"round_deadline_s": _next(DEADLINES, t.round_deadline_s)}
        if action == "max":
            sizes = ROUND_ROBIN_SIZES if t.format == "round_robin" else SIZES
            joined = len(ev.entrants)
            fits = [s for s in sizes if s >= joined] or [sizes[-1]]
            return {"max_players": _next(tuple(fits), t.max_players)}
        return {}

    async def _join(self, ev: Event, user: User) -> Answer:
        t = ev.rec
        if ev.entrant(user.id) is not None:
            return Answer("tour.alert.already")
        await self.storage.upsert_player(user.id, user.full_name)
        stats = await self.storage.player_match_stats(user.id, t.variant)
        if not await self.storage.join_tournament(t.tournament_id, user.id, user.full_name,
                                                  stats.rating):
            return Answer("tour.alert.full", alert=True)
        self.messages.lobby(t.chat_id, t.tournament_id)
        return Answer("tour.alert.joined")

    async def game_of(self, chat_id: int, user_id: int) -> int | None:
        """The key of the match ``user_id`` is playing in the group's running tournament
        (for ``/claim`` typed in the group), or None."""
        for t in await self.storage.chat_tournaments(chat_id):
            if t.status != "running":
                continue
            for p in await self.storage.tournament_pairings(t.tournament_id, t.current_round):
                if p.outcome is None and user_id in (p.player_a, p.player_b):
                    return pairing_chat_id(t.tournament_id, p.round_no, p.board)
        return None

    async def withdraw(self, chat_id: int, user: User, tr: Translator) -> str:
        """``/withdraw``: leave the group's running tournament (paired no more, the match
        being played lost by forfeit)."""
        for t in await self.storage.chat_tournaments(chat_id):
            ev = await load(self.storage, t.tournament_id)
            if ev is None or ev.entrant(user.id) is None:
                continue
            if t.status == "lobby":
                await self.storage.leave_tournament(t.tournament_id, user.id)
                self.messages.lobby(chat_id, t.tournament_id)
                return tr("tour.alert.left")
            if await self.rounds.withdraw(ev, user.id):
                return tr("tour.withdrawn")
        return tr("tour.alert.not_in")
