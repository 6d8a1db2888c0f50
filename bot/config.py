"""Settings of the bot, read from the environment into a frozen dataclass.

Environment variables (see :meth:`Settings.from_env`):

``BOT_TOKEN`` (required), ``NARDY_DB`` (SQLite path, default ``data/nardy.sqlite3``, or a ``postgresql://`` URL),
``TELEGRAM_API_URL`` (base URL of a custom Bot API server), ``LOG_LEVEL`` (``INFO``),
``NARDY_AI_DELAY`` (seconds before an AI move, ``1.0``), ``NARDY_INACTIVITY_HOURS`` (``24``),
``NARDY_LOBBY_MINUTES`` (an unanswered lobby expires, ``60``), ``NARDY_SWEEP_SECONDS``
(period of the lobby / inactivity sweep, ``60``), ``NARDY_GROUP_EDITS_PER_MINUTE`` (``20``;
``0`` disables the limit), ``NARDY_PRIVATE_EDITS_PER_SECOND`` (``1``; ``0`` disables), ``NARDY_RENDER_WORKERS``
(processes drawing board pictures, ``1``; ``0`` draws in threads of the bot's process),
``NARDY_TURN_PING_SECONDS`` (in a group, a player whose turn is still unplayed after this
many seconds gets one reminder that mentions him, ``45``; ``0`` disables reminders),
``WEBHOOK_URL`` (public https address; ``WEBHOOK_PATH``, default ``/telegram/webhook``,
is appended unless the URL ends with it) + ``WEBHOOK_SECRET`` (checked on every request)
+ ``WEBHOOK_HOST`` / ``WEBHOOK_PORT`` (where the bot listens, ``0.0.0.0:8080``) for
webhook mode; long polling otherwise. ``NARDY_HEALTH_FILE`` (the heartbeat file that
``nardy-bot health`` reads, default ``heartbeat.json`` beside the database).
``NARDY_INLINE`` (``1`` answers inline queries: games with a friend in any chat, ``0``) with
``NARDY_UPLOAD_CHAT_ID`` (required with it: the chat where board pictures are uploaded once
to obtain the ``file_id`` an inline message is edited with; the bot must be able to post
there).
``NARDY_JOB_LEASE_SECONDS`` (``30``) and ``NARDY_JOB_POLL_SECONDS`` (``1``): how long a
process holds a claimed job (AI turn, reminder, the pause between games of a match, the
sweep) before another process may take it over (PostgreSQL), and how often it looks for
due jobs besides being woken when a job is put.
``NARDY_WEBAPP_URL`` (the public https address of the board page, e.g.
``https://nardy.example.org/webapp/``; without it there is no page and no Board button),
``NARDY_WEBAPP_PORT`` (in polling mode the port the page is served on, ``8081``; in
webhook mode it is served by the webhook's server), ``NARDY_WEBAPP_NAME`` (the Mini App's
short name registered with BotFather ``/newapp``: the Board button in groups and inline
messages is a ``t.me/<bot>/<name>`` link; without it only private chats get the button).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import DiceSource

__all__ = ["ConfigError", "Settings", "heartbeat_path"]

_TOKEN_RE = re.compile(r"^\d+:[A-Za-z0-9_-]+$")


class ConfigError(ValueError):
    """The environment does not describe a usable configuration."""


@dataclass(frozen=True)
class Settings:
    """Everything the bot needs to run. ``token`` never appears in ``repr`` or logs.

    ``dice`` and ``ai_seed`` exist for tests and benchmarks: a fixed dice source shared by
    every game of the process and a seed for the AI's random choices. ``None`` means fair
    random dice and an unseeded AI.
    """

    token: str = field(repr=False)
    db_path: str = "data/nardy.sqlite3"
    api_url: str | None = None
    log_level: str = "INFO"
    ai_delay: float = 1.0
    inactivity_hours: float = 24.0
    lobby_minutes: float = 60.0
    sweep_seconds: float = 60.0
    group_edits_per_minute: int = 20
    private_edits_per_second: float = 1.0
    webhook_url: str | None = None
    webhook_secret: str | None = field(default=None, repr=False)
    webhook_host: str = "0.0.0.0"
    webhook_port: int = 8080
    webhook_path: str = "/telegram/webhook"
    polling_timeout: int = 10
    render_workers: int = 1
    turn_ping_seconds: float = 45.0
    dice: DiceSource | None = field(default=None, repr=False, compare=False)
    ai_seed: int | None = None
    health_file: str | None = None
    inline_mode: bool = False
    upload_chat_id: int | None = None
    job_lease_seconds: float = 30.0
    job_poll_seconds: float = 1.0
    webapp_url: str | None = None
    webapp_port: int = 8081
    webapp_name: str | None = None

    def __post_init__(self) -> None:
        if self.inline_mode and self.upload_chat_id is None:
            raise ConfigError(
                "NARDY_INLINE is on but NARDY_UPLOAD_CHAT_ID is not set: name a chat where "
                "the bot may post board pictures (e.g. your private chat with the bot)")

    @property
    def heartbeat_path(self) -> str | None:
        """Where the running bot keeps its heartbeat: ``health_file``, else
        ``heartbeat.json`` in the database's folder; None for an in-memory database."""
        return heartbeat_path(self.health_file, self.db_path)

    @property
    def webhook(self) -> bool:
        """True when the bot should receive updates through a webhook."""
        return bool(self.webhook_url)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Read the settings from ``env`` (default ``os.environ``); raise ConfigError."""
        env = os.environ if env is None else env
        token = (env.get("BOT_TOKEN") or "").strip()
        if not token:
            raise ConfigError(
                "BOT_TOKEN is not set: create a bot with @BotFather and run "
                "BOT_TOKEN=123456:ABC... nardy-bot"
            )
        if not _TOKEN_RE.match(token):
            raise ConfigError("BOT_TOKEN does not look like a Telegram bot token (digits:secret)")
        read: dict[str, Any] = {
            "db_path": env.get("NARDY_DB") or None,
            "api_url": (env.get("TELEGRAM_API_URL") or "").rstrip("/") or None,
            "log_level": (env.get("LOG_LEVEL") or "").strip().upper() or None,
            "ai_delay": _number(env, "NARDY_AI_DELAY", minimum=0.0),
            "inactivity_hours": _number(env, "NARDY_INACTIVITY_HOURS", minimum=0.0),
            "lobby_minutes": _number(env, "NARDY_LOBBY_MINUTES", minimum=0.0),
            "sweep_seconds": _number(env, "NARDY_SWEEP_SECONDS", minimum=0.05),
            "group_edits_per_minute": _integer(env, "NARDY_GROUP_EDITS_PER_MINUTE", minimum=0),
            "private_edits_per_second": _number(env, "NARDY_PRIVATE_EDITS_PER_SECOND",
                                                minimum=0.0),
            "webhook_url": (env.get("WEBHOOK_URL") or "").strip() or None,
            "webhook_secret": (env.get("WEBHOOK_SECRET") or "").strip() or None,
            "webhook_host": env.get("WEBHOOK_HOST") or None,
            "webhook_port": _integer(env, "WEBHOOK_PORT", minimum=1, maximum=65535),
            "webhook_path": env.get("WEBHOOK_PATH") or None,
            "render_workers": _integer(env, "NARDY_RENDER_WORKERS", minimum=0, maximum=64),
            "turn_ping_seconds": _number(env, "NARDY_TURN_PING_SECONDS", minimum=0.0),
            "health_file": (env.get("NARDY_HEALTH_FILE") or "").strip() or None,
            "inline_mode": _switch(env, "NARDY_INLINE"),
            "upload_chat_id": _chat_id(env, "NARDY_UPLOAD_CHAT_ID"),
            "job_lease_seconds": _number(env, "NARDY_JOB_LEASE_SECONDS", minimum=0.5),
            "job_poll_seconds": _number(env, "NARDY_JOB_POLL_SECONDS", minimum=0.05),
            "webapp_url": (env.get("NARDY_WEBAPP_URL") or "").strip() or None,
            "webapp_port": _integer(env, "NARDY_WEBAPP_PORT", minimum=1, maximum=65535),
            "webapp_name": (env.get("NARDY_WEBAPP_NAME") or "").strip() or None,
        }
        # a variable that is not set leaves the field's default (stated once, above)
        values = {k: v for k, v in read.items() if v is not None}
        values.update(overrides)
        settings = cls(token=token, **values)
        settings.check()
        return settings

    def check(self) -> None:
        """Raise ConfigError unless the log level, the API address, the webhook and the
        board page's settings are usable."""
        if self.log_level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, "
                              f"not {self.log_level!r}")
        api_url = self.api_url
        if api_url and not re.fullmatch(r"https?://[^\s/]+(/\S*)?", api_url):
            raise ConfigError("TELEGRAM_API_URL must be an http:// or https:// address, "
                              f"not {api_url!r}")
        if not self.webhook_path.startswith("/"):
            raise ConfigError("WEBHOOK_PATH must start with /")
        if self.webhook_url:
            if not self.webhook_url.startswith("https://"):
                raise ConfigError("WEBHOOK_URL must be an https:// address")
            if not self.webhook_secret:
                raise ConfigError("WEBHOOK_SECRET is required with WEBHOOK_URL")
            if not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", self.webhook_secret):
                raise ConfigError("WEBHOOK_SECRET may contain only A-Z, a-z, 0-9, _ and -")
        if self.webapp_url and not re.fullmatch(r"https://[^\s/?#]+(/[^\s?#]*)?",
                                                self.webapp_url):
            raise ConfigError("NARDY_WEBAPP_URL must be an https:// address without a query "
                              f"(Telegram opens only https pages), not {self.webapp_url!r}")
        if self.webapp_name and not re.fullmatch(r"[A-Za-z0-9_]{3,30}", self.webapp_name):
            raise ConfigError("NARDY_WEBAPP_NAME must be the Mini App's short name "
                              "(3-30 letters, digits or _), as given to BotFather /newapp")


def heartbeat_path(health_file: str | None, db_path: str) -> str | None:
    """The heartbeat file for these settings (see `Settings.heartbeat_path`)."""
    if health_file:
        return health_file
    if db_path == ":memory:":
        return None
    if "://" in db_path:  # a database URL (PostgreSQL): beside the working data folder
        return os.path.join("data", "heartbeat.json")
    return os.path.join(os.path.dirname(db_path) or ".", "heartbeat.json")


def _integer(env: Mapping[str, str], name: str, minimum: int,
             maximum: int | None = None) -> int | None:
    """The whole number set in ``name``, or None when it is not set."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number, not {raw!r}") from None
    if value < minimum or (maximum is not None and value > maximum):
        bounds = f"from {minimum} to {maximum}" if maximum is not None else f"at least {minimum}"
        raise ConfigError(f"{name} must be {bounds}, not {value}")
    return value


def _number(env: Mapping[str, str], name: str, minimum: float) -> float | None:
    """The number set in ``name``, or None when it is not set."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {raw!r}") from None
    if not math.isfinite(value):
        raise ConfigError(f"{name} must be a finite number, not {raw!r}")
    if value < minimum:
        raise ConfigError(f"{name} must be at least {minimum:g}, not {raw}")
    return value


def _switch(env: Mapping[str, str], name: str) -> bool | None:
    """An on/off setting (``1``/``0``, ``true``/``false``, ``yes``/``no``, ``on``/``off``),
    or None when it is not set."""
    raw = (env.get(name) or "").strip().lower()
    if not raw:
        return None
    if raw in ("0", "false", "no", "off"):
        return False
    if raw in ("1", "true", "yes", "on"):
        return True
    raise ConfigError(f"{name} must be 1 or 0, not {raw!r}")


def _chat_id(env: Mapping[str, str], name: str) -> int | None:
    """A Telegram chat id (a whole number, negative for groups and channels), or None."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a chat id (a whole number), not {raw!r}") from None
