"""Live updates: which pages watch which game, and telling them that it changed.

:class:`LiveHub` is one of the publisher's turn listeners: every saved change of a game
(a step, Undo, a finished turn, the end) wakes the pages that watch that game, which then
read the game and send it down their event stream. With several bot processes on
PostgreSQL a change saved by one process must reach the pages connected to another: the
hub then sends ``NOTIFY nardy_webapp, '<game id>'`` and every process wakes its pages from
``LISTEN`` (asyncpg's ``add_listener``), never by polling the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from typing import Any

from storage import GameRecord

from ..state import Table

__all__ = ["LiveHub", "Watch", "CHANNEL"]

log = logging.getLogger(__name__)

CHANNEL = "nardy_webapp"


class Watch:
    """One page's subscription to one game: ``changed`` is set on every change (a page
    that falls behind reads only the newest state)."""

    __slots__ = ("game_id", "changed")

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        self.changed = asyncio.Event()


class LiveHub:
    """Pages watching games, woken by the publisher (and by other processes' NOTIFY)."""

    def __init__(self, pg_url: str | None = None) -> None:
        self.pg_url = pg_url
        self._watches: dict[int, set[Watch]] = defaultdict(set)
        self._listen: Any = None  # asyncpg connection holding LISTEN
        self._notify: Any = None  # asyncpg connection sending NOTIFY
        self._tasks: set[asyncio.Task[None]] = set()
        self._pending: set[int] = set()

    # ---------------------------------------------------------------- lifetime
    async def start(self) -> None:
        """With PostgreSQL: open the LISTEN and NOTIFY connections."""
        if self.pg_url is None:
            return
        import asyncpg  # type: ignore[import-untyped]  # only needed with PostgreSQL

        self._listen = await asyncpg.connect(self.pg_url)
        await self._listen.add_listener(CHANNEL, self._on_notify)
        self._notify = await asyncpg.connect(self.pg_url)

    def wake_all(self) -> None:
        """Wake every page (at shutdown: they end their streams)."""
        for watches in self._watches.values():
            for w in watches:
                w.changed.set()

    async def close(self) -> None:
        """Wake every page and close the connections."""
        self.wake_all()
        for t in list(self._tasks):
            t.cancel()
        for conn in (self._listen, self._notify):
            if conn is not None:
                with contextlib.suppress(Exception):
                    await conn.close()
        self._listen = self._notify = None

    # ---------------------------------------------------------------- pages
    def watch(self, game_id: int) -> Watch:
        """Subscribe a page to a game (end with :meth:`unwatch`)."""
        w = Watch(game_id)
        self._watches[game_id].add(w)
        return w

    def unwatch(self, w: Watch) -> None:
        """End a page's subscription."""
        watches = self._watches.get(w.game_id)
        if watches is not None:
            watches.discard(w)
            if not watches:
                del self._watches[w.game_id]

    @property
    def watchers(self) -> int:
        """Pages connected to this process."""
        return sum(len(ws) for ws in self._watches.values())

    def wake(self, game_id: int) -> None:
        """Wake this process's pages watching ``game_id``."""
        for w in self._watches.get(game_id, ()):
            w.changed.set()

    # ---------------------------------------------------------------- the publisher
    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        """A turn was played or the game ended: tell the pages."""
        self.changed(rec.game_id)

    def turn_touched(self, game_id: int) -> None:
        """A step or Undo was saved: tell the pages."""
        self.changed(game_id)

    def changed(self, game_id: int) -> None:
        """A game was saved: wake the pages here, and with PostgreSQL every process's."""
        if self._notify is None:
            self.wake(game_id)
            return
        if game_id in self._pending:  # a NOTIFY on its way wakes them for this change too
            return
        self._pending.add(game_id)
        task = asyncio.get_running_loop().create_task(self._send(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send(self, game_id: int) -> None:
        self._pending.discard(game_id)
        try:
            await self._notify.execute("SELECT pg_notify($1, $2)", CHANNEL, str(game_id))
        except Exception as exc:  # the database went away: this process's pages still learn
            log.warning("NOTIFY %s failed: %s", CHANNEL, exc)
            self.wake(game_id)

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        with contextlib.suppress(ValueError):
            self.wake(int(payload))
