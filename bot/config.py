"""Settings of the bot, read from the environment into one frozen model.

Every setting is a field of `Settings`: its environment variable is the field's alias, its
default the field's default and its meaning the field's description (README.md's
configuration table repeats them, and a test holds the table against the fields).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from pydantic import Field, SkipValidation, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from engine import DiceSource
from engine.clock import PRESETS
from storage.urls import is_postgres_url

__all__ = ["ConfigError", "Settings", "heartbeat_path"]

_TOKEN_RE = re.compile(r"^\d+:[A-Za-z0-9_-]+$")
_STRIPPED = ("token", "webhook_url", "webhook_secret", "health_file", "webapp_url",
             "webapp_name", "log_level", "api_url")


class ConfigError(ValueError):
    """The environment does not describe a usable configuration."""


class Settings(BaseSettings):
    """Everything the bot needs to run. ``token`` never appears in ``repr`` or logs.

    Fields with an alias are read from the environment variable of that name by
    `from_env`; constructing `Settings(...)` directly reads nothing from the environment.
    ``dice``, ``ai_seed`` and ``polling_timeout`` exist for tests and benchmarks: a fixed
    dice source shared by every game of the process and a seed for the AI's random choices
    (``None``: fair random dice and an unseeded AI).
    """

    model_config = SettingsConfigDict(frozen=True, populate_by_name=True, extra="ignore",
                                      arbitrary_types_allowed=True, allow_inf_nan=False)

    token: str = Field("", alias="BOT_TOKEN", repr=False, description=(
        "the bot's token from @BotFather, required to run the bot (the subcommands work "
        "without it); never logged"))
    db_path: str = Field("data/nardy.sqlite3", alias="NARDY_DB", description=(
        "SQLite file (created with its folder), or a PostgreSQL URL "
        "postgresql://user:password@host:5432/database"))
    api_url: str | None = Field(None, alias="TELEGRAM_API_URL", description=(
        "base URL of a custom Bot API server; unset: Telegram's"))
    log_level: str = Field("INFO", alias="LOG_LEVEL", description=(
        "DEBUG, INFO, WARNING, ERROR or CRITICAL"))
    ai_delay: float = Field(1.0, alias="NARDY_AI_DELAY", ge=0.0, description=(
        "seconds the bot thinks before showing its move"))
    inactivity_hours: float = Field(24.0, alias="NARDY_INACTIVITY_HOURS", ge=0.0, description=(
        "after this, the waiting player may /claim the game"))
    lobby_minutes: float = Field(60.0, alias="NARDY_LOBBY_MINUTES", ge=0.0, description=(
        "an unanswered lobby expires"))
    sweep_seconds: float = Field(60.0, alias="NARDY_SWEEP_SECONDS", ge=0.05, description=(
        "period of the lobby / inactivity sweep"))
    group_edits_per_minute: int = Field(20, alias="NARDY_GROUP_EDITS_PER_MINUTE", ge=0,
                                        description="edit budget per group chat; 0 disables it")
    private_edits_per_second: float = Field(1.0, alias="NARDY_PRIVATE_EDITS_PER_SECOND", ge=0.0,
                                            description="edit budget per private chat; "
                                                        "0 disables it")
    webhook_url: str | None = Field(None, alias="WEBHOOK_URL", description=(
        "public https:// address: webhook mode instead of long polling"))
    webhook_secret: str | None = Field(None, alias="WEBHOOK_SECRET", repr=False, description=(
        "required with WEBHOOK_URL: 1-256 characters A-Z a-z 0-9 _ -, checked on every "
        "webhook request"))
    webhook_host: str = Field("0.0.0.0", alias="WEBHOOK_HOST", description=(
        "where the webhook server (and in polling mode the page's server) listens"))
    webhook_port: int = Field(8080, alias="WEBHOOK_PORT", ge=1, le=65535, description=(
        "the webhook server's port"))
    webhook_path: str = Field("/telegram/webhook", alias="WEBHOOK_PATH", description=(
        "path of the webhook on that server, appended to WEBHOOK_URL unless it ends with it"))
    polling_timeout: int = 10
    render_workers: int = Field(1, alias="NARDY_RENDER_WORKERS", ge=0, le=64, description=(
        "processes drawing board pictures; 0 draws them in threads of the bot's process"))
    turn_ping_seconds: float = Field(45.0, alias="NARDY_TURN_PING_SECONDS", ge=0.0, description=(
        "in a group, a player whose turn is still unplayed after this many seconds gets one "
        "reminder that mentions him; 0 disables reminders"))
    clocks: str = Field(",".join(PRESETS), alias="NARDY_CLOCKS", description=(
        "the time controls the lobbies, /new, the inline invitations and /settings offer, "
        "comma-separated, in the order the lobby's button cycles through them; none: no "
        "clocks offered (games are never timed)"))
    dice: SkipValidation[DiceSource | None] = Field(None, repr=False, exclude=True)
    ai_seed: int | None = None
    health_file: str | None = Field(None, alias="NARDY_HEALTH_FILE", description=(
        "the heartbeat file that nardy-bot health reads; unset: heartbeat.json beside the "
        "database"))
    inline_mode: bool = Field(False, alias="NARDY_INLINE", description=(
        "1 answers inline queries: games with a friend in any chat"))
    upload_chat_id: int | None = Field(None, alias="NARDY_UPLOAD_CHAT_ID", description=(
        "required with NARDY_INLINE=1: the chat where board pictures are uploaded once to "
        "obtain the file_id an inline message is edited with"))
    job_lease_seconds: float = Field(30.0, alias="NARDY_JOB_LEASE_SECONDS", ge=0.5, description=(
        "how long a process holds a claimed job before another process may take it over"))
    job_poll_seconds: float = Field(1.0, alias="NARDY_JOB_POLL_SECONDS", ge=0.05, description=(
        "how often a process looks for due jobs besides being woken when a job is put"))
    tournament_group_boards: int = Field(2, alias="NARDY_TOURNAMENT_GROUP_BOARDS", ge=0,
                                         le=16, description=(
        "a tournament whose first round has at most this many matches posts their boards in "
        "the group; a bigger one is played in the players' own chats and the Mini App"))
    webapp_url: str | None = Field(None, alias="NARDY_WEBAPP_URL", description=(
        "the public https:// address of the board page; unset: no page and no Board button"))
    webapp_port: int = Field(8081, alias="NARDY_WEBAPP_PORT", ge=1, le=65535, description=(
        "polling mode: the port of the page's own server; in webhook mode the page is on "
        "the webhook's server"))
    webapp_name: str | None = Field(None, alias="NARDY_WEBAPP_NAME", description=(
        "the Mini App's short name given to BotFather /newapp: groups and inline messages "
        "get the Board button as a t.me/<bot>/<name> link"))

    def __init__(self, **values: Any) -> None:
        try:
            super().__init__(**values)
        except ValidationError as exc:
            raise ConfigError(_one_line(exc)) from None

    @classmethod
    def settings_customise_sources(
        cls, settings_cls: type[BaseSettings], init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource, dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Only the values given: `from_env` is the one place that reads the environment."""
        return (init_settings,)

    @field_validator(*_STRIPPED, mode="before")
    @classmethod
    def _strip(cls, value: Any) -> Any:
        return value.strip() if isinstance(value, str) else value

    @field_validator("api_url")
    @classmethod
    def _no_trailing_slash(cls, value: str | None) -> str | None:
        return value.rstrip("/") or None if value else None

    @field_validator("webapp_url")
    @classmethod
    def _page_folder(cls, value: str | None) -> str | None:
        """The page's address as a folder (``https://host/app`` -> ``https://host/app/``):
        the page's files are relative to it, so without the slash they would resolve one
        level up and the page would stay blank."""
        if not value:
            return None
        parts = urlsplit(value)
        if parts.path.endswith("/"):
            return value
        return urlunsplit(parts._replace(path=parts.path + "/"))

    @field_validator("log_level")
    @classmethod
    def _upper(cls, value: str) -> str:
        return value.upper()

    @model_validator(mode="after")
    def _check(self) -> Settings:
        self.check()
        return self

    @field_validator("clocks")
    @classmethod
    def _controls(cls, value: str) -> str:
        names = [n.strip().lower() for n in value.split(",") if n.strip() not in ("", "none")]
        unknown = [n for n in names if n not in PRESETS]
        if unknown:
            raise ConfigError(f"NARDY_CLOCKS names no time control {unknown[0]!r}; the "
                              f"controls are {', '.join(PRESETS)}")
        return ",".join(dict.fromkeys(names))

    @property
    def clock_controls(self) -> tuple[str, ...]:
        """The names of the time controls offered (`clocks`), in their order."""
        return tuple(n for n in self.clocks.split(",") if n)

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
    def from_env(cls, env: Mapping[str, str] | None = None, *, require_token: bool = True,
                 **overrides: Any) -> Settings:
        """Read the settings from ``env`` (default ``os.environ``); a variable that is
        empty leaves the field's default. Raise ConfigError (one line) for a bad value, and
        for a missing token unless ``require_token`` is false (the subcommands)."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for name, info in cls.model_fields.items():
            raw = env.get(info.alias) if info.alias else None
            if raw is not None and raw.strip():
                values[name] = raw
        values.update(overrides)
        token = str(values.get("token") or "").strip()
        if require_token and not token:
            raise ConfigError(
                "BOT_TOKEN is not set: create a bot with @BotFather and run "
                "BOT_TOKEN=123456:ABC... nardy-bot"
            )
        return cls(**values)

    def check(self) -> None:
        """Raise ConfigError unless the token, the log level, the API address, the webhook
        and the board page's settings are usable together."""
        if self.token and not _TOKEN_RE.match(self.token):
            raise ConfigError("BOT_TOKEN does not look like a Telegram bot token (digits:secret)")
        if self.inline_mode and self.upload_chat_id is None:
            raise ConfigError(
                "NARDY_INLINE is on but NARDY_UPLOAD_CHAT_ID is not set: name a chat where "
                "the bot may post board pictures (e.g. your private chat with the bot)")
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


def _one_line(exc: ValidationError) -> str:
    """The first problem of ``exc`` as one line naming the environment variable."""
    error = exc.errors(include_url=False)[0]
    cause = error.get("ctx", {}).get("error")
    if isinstance(cause, ConfigError):
        return str(cause)
    name = str(error["loc"][0]) if error["loc"] else ""
    info = Settings.model_fields.get(name)
    variable = info.alias if info is not None and info.alias else name
    raw = error["input"]
    kind = error["type"]
    if kind in ("greater_than_equal", "less_than_equal") and info is not None:
        low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), None)
        high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), None)
        bounds = f"from {low} to {high}" if high is not None else f"at least {low:g}"
        return f"{variable} must be {bounds}, not {raw}"
    what = {
        "int_parsing": "a whole number", "int_from_float": "a whole number",
        "float_parsing": "a number", "finite_number": "a finite number",
        "bool_parsing": "1 or 0",
    }.get(kind)
    if what is None:
        return f"{variable}: {error['msg'].lower()}, not {raw!r}"
    if name == "upload_chat_id":
        what = "a chat id (a whole number)"
    return f"{variable} must be {what}, not {raw!r}"


def heartbeat_path(health_file: str | None, db_path: str) -> str | None:
    """The heartbeat file for these settings (see `Settings.heartbeat_path`)."""
    if health_file:
        return health_file
    if db_path == ":memory:":
        return None
    if is_postgres_url(db_path):  # beside the working data folder
        return os.path.join("data", "heartbeat.json")
    return os.path.join(os.path.dirname(db_path) or ".", "heartbeat.json")
