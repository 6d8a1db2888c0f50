"""The games and chat settings as the bot sees them: per-chat locks, the cache of games in
play, compare-and-set saves, chat settings and the clocks derived from them.

Games in play are kept decoded in memory as this process last saved them, which spares a
database read per press. The database stays the truth: every save is a compare-and-set,
and a refused save (another process changed the game) forgets the cached copy so that the
next read comes from the database.

When other processes share the database (``coordination.shared``), the lock of a chat is
also taken across processes (an advisory lock in PostgreSQL), games are read from the
database every time (another process may have changed them), and chat settings are kept
for `SHARED_SETTINGS_TTL` seconds (a change made through another process shows here
within that time).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import AbstractAsyncContextManager
from contextvars import ContextVar
from datetime import UTC, datetime, timedelta
from typing import Any

from storage import ChatSettings, GameRecord, Storage
from storage.coordination import Coordination, LocalCoordination

from ..i18n import Translator
from ..model.state import Table
from ..model.turns import dice_columns

__all__ = ["GameStore", "now", "SHARED_SETTINGS_TTL"]

SHARED_SETTINGS_TTL = 2.0
"""Seconds a chat's settings read from a shared database are trusted (one press reads
them several times)."""


_PINNED: ContextVar[tuple[int, ChatSettings] | None] = ContextVar("nardy_pinned_settings",
                                                                  default=None)
"""The settings of the chat an update is about, read once for the whole update."""


def now() -> datetime:
    """The current time (UTC)."""
    return datetime.now(UTC)


class GameStore:
    """Storage with the bot's locks, cache and chat settings around it."""

    def __init__(self, storage: Storage, inactivity_hours: float,
                 coordination: Coordination | None = None) -> None:
        self.storage = storage
        self.coordination: Coordination = coordination or LocalCoordination()
        self._shared = self.coordination.shared
        self._inactivity_hours = inactivity_hours
        self._locks: dict[int, asyncio.Lock] = {}
        self._games: dict[int, tuple[GameRecord, Table]] = {}
        self._chat_settings: dict[int, ChatSettings] = {}
        self._settings_read: dict[int, float] = {}

    @property
    def shared(self) -> bool:
        """Whether other processes share the database (and may show this chat's boards)."""
        return self._shared

    # ---------------------------------------------------------------- locks
    def lock(self, chat_id: int) -> AbstractAsyncContextManager[Any]:
        """The lock that serializes every change in one chat (across processes when the
        database is shared: this process's lock first, then the chat's lock in the
        database)."""
        lk = self._locks.get(chat_id)
        if lk is None:
            lk = self._locks[chat_id] = asyncio.Lock()
        if not self._shared:
            return lk
        return self._shared_lock(lk, chat_id)

    @contextlib.asynccontextmanager
    async def _shared_lock(self, lk: asyncio.Lock, chat_id: int) -> AsyncIterator[None]:
        async with lk, self.coordination.chat_lock(chat_id):
            yield

    # ---------------------------------------------------------------- games
    async def fetch(self, game_id: int) -> tuple[GameRecord, Table] | None:
        """A game, from the cache or the database (raises StateError when its state cannot
        be read); games in play are cached."""
        hit = None if self._shared else self._games.get(game_id)
        if hit is not None:
            return hit
        rec = await self.storage.get_game(game_id)
        if rec is None:
            return None
        table = Table.decode(rec.state, rec.dice_seed)
        if rec.status == "active":
            self._games[game_id] = (rec, table)
        return rec, table

    def cached(self, game_id: int) -> GameRecord | None:
        """The cached record of a game in play, if any (no database read; never with a
        shared database)."""
        hit = None if self._shared else self._games.get(game_id)
        return hit[0] if hit is not None else None

    def remember(self, rec: GameRecord, table: Table) -> None:
        """Cache a game as it was just saved."""
        self._games[rec.game_id] = (rec, table)

    def forget(self, game_id: int) -> None:
        """Drop a game from the cache (the next read comes from the database)."""
        self._games.pop(game_id, None)

    async def save(self, rec: GameRecord, table: Table, **fields: Any) -> GameRecord:
        """Compare-and-set ``table`` (and ``fields``) over ``rec``'s version and cache the
        result; raises StaleVersion or GameNotFound (and forgets the game) when refused."""
        try:
            saved = await self.storage.update_game(rec.game_id, rec.version,
                                                   state=table.encode(),
                                                   **dice_columns(table), **fields)
        except Exception:
            self.forget(rec.game_id)
            raise
        if saved.status == "active":
            self.remember(saved, table)
        return saved

    def retag(self, old: GameRecord, saved: GameRecord) -> None:
        """A save changed only the record (not the table): keep the cached table if the
        cache held exactly ``old``, else forget the game."""
        hit = self._games.get(old.game_id)
        if hit is not None and hit[0].version == old.version:
            self.remember(saved, hit[1])
        else:
            self.forget(old.game_id)

    # ---------------------------------------------------------------- chat settings
    @contextlib.contextmanager
    def pinned(self, chat_id: int, settings: ChatSettings) -> Iterator[None]:
        """While an update is handled: every read of the chat's settings gets
        ``settings`` (read once, by the chat middleware), changes included."""
        token = _PINNED.set((chat_id, settings))
        try:
            yield
        finally:
            _PINNED.reset(token)

    async def chat_settings(self, chat_id: int) -> ChatSettings:
        """The chat's settings: those pinned for the update being handled, else cached
        (changed only through :meth:`set_language` and :meth:`set_auto_finish`)."""
        pin = _PINNED.get()
        if pin is not None and pin[0] == chat_id:
            return pin[1]
        cs = self._chat_settings.get(chat_id)
        if cs is not None and self._shared:
            read = self._settings_read.get(chat_id, 0.0)
            if time.monotonic() - read > SHARED_SETTINGS_TTL:
                cs = None
        if cs is None:
            cs = self._chat_settings[chat_id] = await self.storage.get_chat_settings(chat_id)
            self._settings_read[chat_id] = time.monotonic()
        return cs

    async def set_language(self, chat_id: int, lang: str) -> None:
        """Store the chat's language."""
        cs = await self.storage.update_chat_settings(chat_id, language=lang)
        self._keep(chat_id, cs)

    async def set_auto_finish(self, chat_id: int, on: bool) -> ChatSettings:
        """Store whether the chat's turns finish by themselves once the dice are played."""
        cs = await self.storage.update_chat_settings(chat_id, auto_finish=on)
        self._keep(chat_id, cs)
        return cs

    async def set_default_control(self, chat_id: int, control: str | None) -> ChatSettings:
        """Store the time control new games of the chat get (None: no clock)."""
        cs = await self.storage.update_chat_settings(chat_id, default_time_control=control)
        self._keep(chat_id, cs)
        return cs

    async def set_tournaments_open(self, chat_id: int, anyone: bool) -> ChatSettings:
        """Store whether any member may open a tournament in the chat."""
        cs = await self.storage.update_chat_settings(chat_id, tournaments_open=anyone)
        self._keep(chat_id, cs)
        return cs

    def _keep(self, chat_id: int, cs: ChatSettings) -> None:
        self._chat_settings[chat_id] = cs
        self._settings_read[chat_id] = time.monotonic()
        pin = _PINNED.get()
        if pin is not None and pin[0] == chat_id:
            _PINNED.set((chat_id, cs))

    async def auto_finish(self, chat_id: int) -> bool:
        """Whether a turn is committed as soon as its dice are played (on by default)."""
        return (await self.chat_settings(chat_id)).auto_finish is not False

    async def translator(self, chat_id: int, table: Table) -> Translator:
        """The translator of a game's texts: the chat's language, else the game's."""
        cs = await self.chat_settings(chat_id)
        return Translator(cs.language or table.lang)

    async def timeout(self, chat_id: int) -> timedelta:
        """How long a player may think before the opponent may claim the game."""
        cs = await self.chat_settings(chat_id)
        if cs.inactivity_timeout_s is not None:
            return timedelta(seconds=cs.inactivity_timeout_s)
        return timedelta(hours=self._inactivity_hours)

    async def deadline(self, rec: GameRecord, table: Table) -> datetime | None:
        """When the player on turn may be claimed against (games between two humans)."""
        if rec.opponent == "ai" or table.game is None or table.game.finished:
            return None
        return now() + await self.timeout(rec.chat_id)
