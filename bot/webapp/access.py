"""The page's side of a game: the parts of the bot it uses, reading a game, who may see it.

:class:`Parts` is the narrow seam between the page and the rest of the bot: the same
objects a button press goes through (the moves, the cube, the coach, the store) and
nothing else. :class:`Access` reads the game a page names (in play or finished) and
decides who may watch it: its players always; in a private chat nobody else; in a group
its members (asked from Telegram, remembered for a while); in an inline message anyone
who has its link (everyone who sees the message).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError

from storage import FinishedGame, GameRecord, Storage
from storage.coordination import Coordination

from ..delivery import telegram
from ..i18n import Translator, pick_language
from ..model.state import StateError, Table, is_inline_chat, seats
from ..play.cube import CubePresses
from ..play.moves import Moves
from ..play.store import GameStore
from ..review.coach import Coach
from .view import game_state

__all__ = ["Parts", "Access", "Found"]

log = logging.getLogger(__name__)

MEMBER_TTL = 600.0
"""Seconds a group membership looked up from Telegram is trusted."""
_MEMBERS = ("creator", "administrator", "member", "restricted")


@dataclass(frozen=True)
class Parts:
    """What the page uses of the bot: the objects a button press goes through."""

    bot: Bot
    token: str
    storage: Storage
    store: GameStore
    moves: Moves
    cubes: CubePresses
    coach: Coach
    coordination: Coordination
    now: Callable[[], float] = time.time
    """The game clocks' time (seconds since the epoch)."""


@dataclass(frozen=True)
class Found:
    """A game a page names: its record (in play or finished) and its table."""

    rec: GameRecord | FinishedGame
    table: Table

    @property
    def active(self) -> bool:
        return isinstance(self.rec, GameRecord)


class Access:
    """Reads games for pages and says who may see them."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self._members: dict[tuple[int, int], tuple[bool, float]] = {}

    async def find(self, game_id: int) -> Found | None:
        """The game in play or finished with this id (None: no such game, a lobby, or an
        unreadable state)."""
        try:
            hit = await self.parts.store.fetch(game_id)
        except StateError:
            return None
        if hit is not None and hit[0].status == "active":
            rec, table = hit
            if table.stage == "play" and table.game is not None:
                return Found(rec, table)
            return None
        fin = await self.parts.storage.get_finished_game(game_id)
        if fin is None or not fin.final_state:
            return None
        try:
            table = Table.decode(fin.final_state, fin.dice_seed)
        except StateError:
            return None
        return Found(fin, table) if table.game is not None else None

    async def may_watch(self, found: Found, user_id: int) -> bool:
        """Whether ``user_id`` may see the game: a player, or someone who sees its chat."""
        rec = found.rec
        if seats(rec).color_of(user_id) is not None:
            return True
        chat = rec.chat_id
        if is_inline_chat(chat):  # the message's link is seen by whoever sees the message
            return True
        if chat > 0:  # a private chat: only its user
            return chat == user_id
        return await self._member(chat, user_id)

    async def _member(self, chat_id: int, user_id: int) -> bool:
        key = (chat_id, user_id)
        hit = self._members.get(key)
        now = time.monotonic()
        if hit is not None and now - hit[1] < MEMBER_TTL:
            return hit[0]
        try:
            member = await telegram.call(
                lambda: self.parts.bot.get_chat_member(chat_id, user_id), attempts=2)
            ok = (member is not None and member.status in _MEMBERS
                  and getattr(member, "is_member", True) is not False)
        except TelegramAPIError as exc:
            log.info("chat %s: membership of %s unknown: %s", chat_id, user_id, exc)
            return False
        if len(self._members) > 20_000:
            self._members.clear()
        self._members[key] = (ok, now)
        return ok

    async def translator(self, user_id: int, code: str | None) -> Translator:
        """The viewer's language, by the bot's one rule: his ``/lang`` choice in his private
        chat, else his Telegram language ``code``."""
        chosen = (await self.parts.store.chat_settings(user_id)).language
        return Translator(pick_language(code, chosen))

    async def state(self, found: Found, user_id: int, tr: Translator) -> dict[str, Any]:
        """The game as JSON for ``user_id`` in his language ``tr`` (see
        :func:`bot.webapp.view.game_state`)."""
        auto = await self.parts.store.auto_finish(found.rec.chat_id)
        return game_state(found.rec, found.table, user_id, tr, auto_finish=auto,
                          now=self.parts.now())

    async def successor(self, found: Found) -> int | None:
        """The chat's game in play that came after a finished one (the next game of a
        match, a rematch), or None."""
        if found.active:
            return None
        rec = await self.parts.storage.get_active_game(found.rec.chat_id)
        if rec is None or rec.status != "active" or rec.game_id <= found.rec.game_id:
            return None
        return rec.game_id
