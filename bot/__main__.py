"""``python -m bot`` / ``nardy-bot``: run the bot with settings from the environment."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from .config import ConfigError, Settings

__all__ = ["main"]


def main() -> int:
    """Entry point: exit code 2 for a configuration error, 0 after a clean stop."""
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"nardy-bot: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("aiogram.event").setLevel(logging.WARNING)

    from .app import run_bot  # aiogram is imported here, not when a worker imports __main__

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
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
