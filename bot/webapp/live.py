"""Live updates: which pages watch which game, and telling them that it changed.

:class:`LiveHub` learns of every saved change of a game: a passed turn or the end as one
of the publisher's turn listeners, a step or an Undo from the view the publisher then
shows (:meth:`LiveHub.shown`). It wakes the pages that watch that game, which then read
the game and send it down their event stream. With several bot processes on
PostgreSQL a change saved by one process must reach the pages connected to another: the
hub then sends ``NOTIFY nardy_webapp, '<game id> <chat id>'`` and every process wakes its
pages from ``LISTEN`` (asyncpg's ``add_listener``), never by polling the table.

A page showing a finished game waits for the chat's next one (a match's next game, a
rematch): it is also woken by any change in its chat, and by the first view of a new game
there (:meth:`LiveHub.shown`, told by the Board button's maker for every board shown).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from typing import Any

from storage import GameRecord

from ..model.state import Table

__all__ = ["LiveHub", "Watch", "CHANNEL"]

log = logging.getLogger(__name__)

CHANNEL = "nardy_webapp"


class Watch:
    """One page's subscription to one game of a chat: ``changed`` is set on every change
    (a page that falls behind reads only the newest state)."""

    __slots__ = ("game_id", "chat_id", "changed", "ended")

    def __init__(self, game_id: int, chat_id: int) -> None:
        self.game_id = game_id
        self.chat_id = chat_id
        self.changed = asyncio.Event()
        self.ended = False  # set (with ``changed``) to end the page's stream


class LiveHub:
    """Pages watching games, woken by the publisher (and by other processes' NOTIFY)."""

    def __init__(self, pg_url: str | None = None) -> None:
        self.pg_url = pg_url
        self._watches: dict[int, set[Watch]] = defaultdict(set)
        self._chats: dict[int, set[Watch]] = defaultdict(set)  # pages of finished games
        self._listen: Any = None  # asyncpg connection holding LISTEN
        self._notify: Any = None  # asyncpg connection sending NOTIFY
        self._tasks: set[asyncio.Task[None]] = set()
        self._pending: dict[int, int | None] = {}  # game id -> chat id, NOTIFY on its way
        self._closed = False

    # ---------------------------------------------------------------- lifetime
    async def start(self) -> None:
        """With PostgreSQL: open the LISTEN and NOTIFY connections."""
        if self.pg_url is None:
            return
        await self._open_listen()
        self._notify = await self._connect()

    async def _connect(self) -> Any:
        import asyncpg  # type: ignore[import-untyped]  # only needed with PostgreSQL

        return await asyncpg.connect(self.pg_url)

    async def _open_listen(self) -> None:
        conn = await self._connect()
        await conn.add_listener(CHANNEL, self._on_notify)
        conn.add_termination_listener(self._listen_lost)
        self._listen = conn

    def _listen_lost(self, _conn: Any) -> None:
        if self._closed:
            return
        self._listen = None
        log.warning("the LISTEN connection for the board pages was lost; reconnecting")
        self._spawn(self._relisten())

    async def _relisten(self) -> None:
        """LISTEN again (with growing pauses while the database is away), then let every
        page read its game again: changes saved meanwhile were not announced here."""
        delay = 0.5
        while not self._closed:
            try:
                await self._open_listen()
            except Exception as exc:
                log.warning("LISTEN %s: %s; retrying in %.0f s", CHANNEL, exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
                continue
            self.wake_all()
            return

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def wake_all(self) -> None:
        """Wake every page (at shutdown: they end their streams)."""
        for watches in self._watches.values():
            for w in watches:
                w.changed.set()

    async def close(self) -> None:
        """Wake every page and close the connections."""
        self._closed = True
        self.wake_all()
        for t in list(self._tasks):
            t.cancel()
        for conn in (self._listen, self._notify):
            if conn is not None:
                with contextlib.suppress(Exception):
                    await conn.close()
        self._listen = self._notify = None

    # ---------------------------------------------------------------- pages
    def watch(self, game_id: int, chat_id: int) -> Watch:
        """Subscribe a page to a game (end with :meth:`unwatch`)."""
        w = Watch(game_id, chat_id)
        self._watches[game_id].add(w)
        return w

    def finished(self, w: Watch) -> None:
        """The page's game is over: wake it also for changes in its chat (a next game)."""
        self._chats[w.chat_id].add(w)

    def unwatch(self, w: Watch) -> None:
        """End a page's subscription."""
        for table, k in ((self._watches, w.game_id), (self._chats, w.chat_id)):
            watches = table.get(k)
            if watches is not None:
                watches.discard(w)
                if not watches:
                    del table[k]

    @property
    def watchers(self) -> int:
        """Pages connected to this process."""
        return sum(len(ws) for ws in self._watches.values())

    def wake(self, game_id: int, chat_id: int | None = None) -> None:
        """Wake this process's pages watching ``game_id`` (and, with ``chat_id``, those
        showing a finished game of that chat)."""
        for w in self._watches.get(game_id, ()):
            w.changed.set()
        if chat_id is not None:
            for w in self._chats.get(chat_id, ()):
                w.changed.set()

    # ---------------------------------------------------------------- the publisher
    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """A turn was played or the game ended: tell the pages."""
        self.changed(rec.game_id, rec.chat_id)

    def shown(self, rec: GameRecord) -> None:
        """A view of a game in play is being shown in its chat (a new game's first one
        among them): tell the pages of that game and of the chat's finished games."""
        self.changed(rec.game_id, rec.chat_id)

    def changed(self, game_id: int, chat_id: int | None = None) -> None:
        """A game was saved: wake the pages here, and with PostgreSQL every process's."""
        if self._notify is None:
            self.wake(game_id, chat_id)
            return
        if game_id in self._pending:  # a NOTIFY on its way wakes them for this change too
            if chat_id is not None:
                self._pending[game_id] = chat_id
            return
        self._pending[game_id] = chat_id
        self._spawn(self._send(game_id))

    async def _send(self, game_id: int) -> None:
        chat_id = self._pending.pop(game_id, None)
        payload = str(game_id) if chat_id is None else f"{game_id} {chat_id}"
        try:
            await self._notify.execute("SELECT pg_notify($1, $2)", CHANNEL, payload)
        except Exception as exc:  # the database went away: this process's pages still learn
            log.warning("NOTIFY %s failed: %s", CHANNEL, exc)
            self.wake(game_id, chat_id)
            with contextlib.suppress(Exception):
                await self._notify.close()
            try:  # a fresh connection for the next change
                self._notify = await self._connect()
            except Exception as again:
                log.warning("NOTIFY %s: no connection: %s", CHANNEL, again)

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        with contextlib.suppress(ValueError):
            ids = [int(x) for x in payload.split()]
            self.wake(ids[0], ids[1] if len(ids) > 1 else None)
