"""``nardy-bot`` / ``python -m bot``: run the bot, back up its database, check its health.

    nardy-bot                  run the bot (settings from the environment, see bot.config)
    nardy-bot backup FILE      online copy of the database named by NARDY_DB into FILE
    nardy-bot migrate-db FROM TO   copy the SQLite file FROM into the empty PostgreSQL TO
    nardy-bot health           one line: is the running bot receiving updates? (exit 0 / 1)
    nardy-bot --version | --help

Exit codes: 0 after a clean stop (SIGINT / SIGTERM); 1 for an unhealthy bot; 2 for a
problem the person running the bot must fix (a bad setting, a database that cannot be
opened, a token Telegram refuses, a webhook port that cannot be bound): one line on
standard error, no traceback.

Under ``nardy-bot`` (a script, not ``-m``) every picture worker process runs this module
again as its start (``spawn``), so it imports nothing at the top that drawing does not
need: the settings (pydantic), storage, asyncio and argparse are imported where they are
used.
"""

from __future__ import annotations

import logging
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from .config import Settings

__all__ = ["main"]

log = logging.getLogger("nardy")

_ENVIRONMENT = """\
environment: BOT_TOKEN (required to run), NARDY_DB (database file, default
data/nardy.sqlite3, or a postgresql:// URL), TELEGRAM_API_URL, LOG_LEVEL, WEBHOOK_URL + WEBHOOK_SECRET (webhook
mode, else long polling), WEBHOOK_HOST, WEBHOOK_PORT, WEBHOOK_PATH, NARDY_HEALTH_FILE and
the NARDY_* tuning variables listed in README.md.
"""


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("nardy")
    except metadata.PackageNotFoundError:
        return "unknown"


def _parser() -> argparse.ArgumentParser:
    import argparse

    ap = argparse.ArgumentParser(
        prog="nardy-bot",
        description="Telegram bot for long and short nardy (backgammon). Without a "
                    "command it runs the bot until SIGINT or SIGTERM.",
        epilog=_ENVIRONMENT, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--version", action="version", version=f"nardy-bot {_version()}")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("run", help="run the bot (the default)")
    backup = sub.add_parser(
        "backup", help="copy the live database (NARDY_DB) into FILE while the bot runs",
        description="Copy the database named by NARDY_DB into FILE with SQLite's online "
                    "backup: safe while the bot runs; FILE is complete or absent.")
    backup.add_argument("file", metavar="FILE", help="the copy to write (its folder must exist)")
    backup.add_argument("--overwrite", action="store_true", help="replace FILE if it exists")
    migrate = sub.add_parser(
        "migrate-db", help="copy a SQLite database file into an empty PostgreSQL database",
        description="One-shot copy of the SQLite file FROM into the empty PostgreSQL "
                    "database TO (postgresql://user:password@host:port/database): every "
                    "table, every row, ids kept, in one transaction. Stop the bot first; "
                    "then set NARDY_DB to TO.")
    migrate.add_argument("source", metavar="FROM", help="the SQLite database file")
    migrate.add_argument("target", metavar="TO", help="the PostgreSQL database URL")
    health = sub.add_parser(
        "health", help="say whether the running bot receives updates (exit 0 or 1)",
        description="Read the running bot's heartbeat (NARDY_HEALTH_FILE, default "
                    "heartbeat.json beside NARDY_DB) and print one line: polling and "
                    "hearing from Telegram, or serving its webhook. Exit 0 when healthy.")
    health.add_argument("--max-age", type=float, default=None, metavar="SECONDS",
                        help="oldest acceptable heartbeat (default 90)")
    return ap


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status (see the module docstring)."""
    args = _parser().parse_args(argv)
    if args.command == "backup":
        return _backup(args.file, args.overwrite)
    if args.command == "health":
        return _health(args.max_age)
    if args.command == "migrate-db":
        return _migrate_db(args.source, args.target)
    return _run()


def _fail(message: str) -> int:
    print(f"nardy-bot: {message}", file=sys.stderr)
    return 2


def _settings() -> Settings:
    """The settings of a subcommand: read like the bot's, the token not required."""
    from .config import Settings

    return Settings.from_env(require_token=False)


def _backup(file: str, overwrite: bool) -> int:
    import asyncio

    from storage import StorageError, backup

    from .config import ConfigError

    try:
        src = _settings().db_path
    except ConfigError as exc:
        return _fail(str(exc))
    try:
        size = asyncio.run(backup(src, file, overwrite=overwrite))
    except StorageError as exc:
        return _fail(f"backup failed: {exc}")
    print(f"copied {src} to {file} ({size} bytes)")
    return 0


def _migrate_db(source: str, target: str) -> int:
    import asyncio

    from storage import StorageError, redact
    from storage.migrate_db import copy_sqlite_to_postgres

    try:
        counts = asyncio.run(copy_sqlite_to_postgres(source, target))
    except StorageError as exc:
        return _fail(f"migrate-db failed: {exc}")
    print(f"copied {source} into {redact(target)}: "
          + ", ".join(f"{table} {n}" for table, n in counts.items()))
    return 0


def _health(max_age: float | None) -> int:
    from .config import ConfigError
    from .health import MAX_AGE, HealthError, check, read_beat

    try:
        path = _settings().heartbeat_path
    except ConfigError as exc:
        return _fail(str(exc))
    if path is None:
        return _fail("an in-memory database has no heartbeat file: set NARDY_HEALTH_FILE")
    try:
        beat = read_beat(path)
    except HealthError as exc:
        print(f"unhealthy: {exc}")
        return 1
    healthy, line = check(beat, time.time(), max_age=MAX_AGE if max_age is None else max_age)
    print(line if healthy else f"unhealthy: {line}")
    return 0 if healthy else 1


def _run() -> int:
    import asyncio
    import signal

    from .config import ConfigError, Settings

    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        return _fail(str(exc))
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("aiogram.event").setLevel(logging.WARNING)
    # aiosqlite's debug lines carry every statement's parameters, the games' stored states
    # with their secret dice seeds among them: never below INFO
    logging.getLogger("aiosqlite").setLevel(
        max(logging.INFO, logging.getLevelName(settings.log_level)))

    from .app import run_bot  # aiogram is imported here, not in picture workers
    from .startup import StartupError

    async def run() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, stop.set)
            except (NotImplementedError, RuntimeError):
                pass
        await run_bot(settings, stop_event=stop)

    try:
        asyncio.run(run())
    except StartupError as exc:
        log.error("%s", exc)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
