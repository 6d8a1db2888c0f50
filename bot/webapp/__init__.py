"""The board as a Telegram Mini App: the same games, a board you can touch beside the chat.

:class:`WebApp` joins the page to a running bot through a narrow seam
(:class:`bot.webapp.access.Parts`): it is one of the publisher's turn listeners (live
updates, :mod:`bot.webapp.live`), it adds the «🖐 Board» button under the chat's board
(:class:`~bot.webapp.live.BoardButton`) and it serves the page and its API (:mod:`bot.webapp.server`) on
the webhook's aiohttp server or, in polling mode, on a small server of its own
(``NARDY_WEBAPP_PORT``). Without ``NARDY_WEBAPP_URL`` none of this exists.
"""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from aiohttp import web

from ..config import Settings
from ..startup import StartupError
from .access import Parts
from .live import BoardButton, LiveHub
from .server import WebServer

__all__ = ["WebApp"]

log = logging.getLogger(__name__)


class WebApp:
    """The page of a running bot: its button (``board``), its routes, its live updates."""

    def __init__(self, parts: Parts, settings: Settings) -> None:
        assert settings.webapp_url is not None
        self.parts = parts
        self.settings = settings
        self.url = settings.webapp_url
        self.prefix = urlsplit(self.url).path.rstrip("/")
        self.hub = LiveHub(parts.coordination)
        self.board = BoardButton(self.hub, parts.token, self.url, settings.webapp_name)
        self.server = WebServer(parts, self.hub, self.prefix)
        self._runner: web.AppRunner | None = None

    def register(self, app: web.Application) -> None:
        """Serve the page on ``app`` (the webhook's server)."""
        self.server.register(app)

    async def start(self, username: str | None, *, own_server: bool) -> None:
        """Take the bot's ``username`` for the Board button's links, subscribe to the live
        updates; with ``own_server`` (polling mode) serve the page on ``NARDY_WEBAPP_PORT``.
        Raises StartupError when the port cannot be bound."""
        self.board.username = username
        await self.hub.start()
        if not own_server:
            return
        app = web.Application()
        self.register(app)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.settings.webhook_host, self.settings.webapp_port)
        try:
            await site.start()
        except OSError as exc:
            await self._runner.cleanup()
            self._runner = None
            raise StartupError(
                f"cannot listen on {self.settings.webhook_host}:{self.settings.webapp_port} "
                f"(NARDY_WEBAPP_PORT): {exc.strerror or exc}") from None
        log.info("board page: listening on %s:%s%s/", self.settings.webhook_host,
                 self.settings.webapp_port, self.prefix)

    def stop_streams(self) -> None:
        """End the pages' event streams (before the server shuts down)."""
        self.server.close()
        self.hub.wake_all()

    async def close(self) -> None:
        """End the streams, stop the own server, stop the live updates."""
        self.stop_streams()
        await self.hub.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
