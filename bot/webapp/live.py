"""Live updates: which pages watch which game, and telling them that it changed.

:class:`LiveHub` learns of every saved change of a game: a passed turn or the end as one
of the publisher's turn listeners, a step or an Undo from the view the publisher then
shows (:meth:`LiveHub.shown`). It wakes the pages that watch that game, which then read
the game and send it down their event stream. A change saved by one process must reach
the pages connected to any other: the hub sends every change as a notification of the
processes' coordination (``'<game id> <chat id>'`` on the channel `CHANNEL`,
:meth:`storage.coordination_api.Coordination.notify`; PostgreSQL's ``NOTIFY`` / ``LISTEN``
on the storage's pool, a plain call in one process on SQLite) and wakes its pages from its
subscription, never by polling the table.

A page showing a finished game waits for the chat's next one (a match's next game, a
rematch): it is also woken by any change in its chat, and by the first view of a new game
there (:meth:`LiveHub.shown`).

Every board the publisher shows gets the «🖐 Board» button under it
(:class:`BoardButton`, given to :meth:`bot.play.publish.Publisher.on_show`), and making
that button is how the hub learns of each view shown: a step, an Undo, a new game's first
board.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import Coroutine
from typing import Any

from aiogram.types import InlineKeyboardButton, WebAppInfo

from storage import GameRecord
from storage.coordination import Coordination

from ..i18n import Translator
from ..model.state import Table, is_private_chat
from .auth import game_key

__all__ = ["LiveHub", "Watch", "BoardButton", "CHANNEL"]

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
    """Pages watching games, woken by the notices of the changes the publisher saves (in
    any process)."""

    def __init__(self, coordination: Coordination) -> None:
        self.coordination = coordination
        self._watches: dict[int, set[Watch]] = defaultdict(set)
        self._chats: dict[int, set[Watch]] = defaultdict(set)  # pages of finished games
        self._tasks: set[asyncio.Task[None]] = set()
        self._pending: dict[int, int | None] = {}  # game id -> chat id, its notice on its way
        self._closed = False

    # ---------------------------------------------------------------- lifetime
    async def start(self) -> None:
        """Subscribe to the changes announced by every process."""
        await self.coordination.subscribe(CHANNEL, self._on_notice)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def wake_all(self) -> None:
        """Wake every page (at shutdown: they end their streams)."""
        for watches in self._watches.values():
            for w in watches:
                w.changed.set()

    async def close(self) -> None:
        """Wake every page; stop sending notices (the coordination ends the
        subscription when it closes)."""
        self._closed = True
        self.wake_all()
        for t in list(self._tasks):
            t.cancel()

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
        """A game was saved: tell every process's pages (this one's among them)."""
        if self._closed:
            return
        if game_id in self._pending:  # a notice on its way wakes them for this change too
            if chat_id is not None:
                self._pending[game_id] = chat_id
            return
        self._pending[game_id] = chat_id
        self._spawn(self._send(game_id))

    async def _send(self, game_id: int) -> None:
        chat_id = self._pending.pop(game_id, None)
        payload = str(game_id) if chat_id is None else f"{game_id} {chat_id}"
        try:
            await self.coordination.notify(CHANNEL, payload)
        except Exception as exc:  # the database went away: this process's pages still learn
            log.warning("the notice of a change of game %s failed: %s", game_id, exc)
            self.wake(game_id, chat_id)

    def _on_notice(self, payload: str | None) -> None:
        if payload is None:  # notices may have been missed: every page reads its game
            self.wake_all()
            return
        with contextlib.suppress(ValueError, IndexError):
            ids = [int(x) for x in payload.split()]
            self.wake(ids[0], ids[1] if len(ids) > 1 else None)


class BoardButton:
    """The «🖐 Board» button under a game's board, asked for every view the publisher shows:
    it tells the hub, then links the page with the game's signed key. ``url`` is the page's
    (``NARDY_WEBAPP_URL``), ``name`` the Mini App's (``NARDY_WEBAPP_NAME``), ``username``
    the bot's, known once it is connected."""

    def __init__(self, hub: LiveHub, token: str, url: str, name: str | None) -> None:
        self.hub = hub
        self.token = token
        self.url = url
        self.name = name
        self.username: str | None = None

    def link(self, game_id: int) -> str | None:
        """The ``t.me/<bot>/<app>?startapp=<key>`` link that opens the page at a game, None
        where none can be made (no Mini App name, or not connected yet)."""
        if self.name is None or self.username is None:
            return None
        return f"https://t.me/{self.username}/{self.name}?startapp={game_key(self.token, game_id)}"

    def __call__(self, rec: GameRecord, tr: Translator) -> InlineKeyboardButton | None:
        """The button under ``rec``'s board: a ``web_app`` button in a private chat, a
        :meth:`link` in a group or an inline message (Telegram allows ``web_app`` buttons
        only in private chats), None where no link can be made."""
        self.hub.shown(rec)  # every board shown passes here: a new game's first one too
        text = tr("webapp.btn.board")
        if is_private_chat(rec.chat_id):
            key = game_key(self.token, rec.game_id)
            sep = "&" if "?" in self.url else "?"
            return InlineKeyboardButton(text=text, web_app=WebAppInfo(url=f"{self.url}{sep}g={key}"))
        url = self.link(rec.game_id)
        return InlineKeyboardButton(text=text, url=url) if url is not None else None
