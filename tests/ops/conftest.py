"""Fixtures of the tests of running the bot: the environment of a bot process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture
def bot_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a child bot process (``python -m bot``): the test's own without
    any of the bot's settings, the database in the test's tmp dir, no picture workers,
    INFO logs, unbuffered output. Tests add the settings they are about."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("NARDY_", "WEBHOOK_", "BOT_", "TELEGRAM_", "LOG_"))}
    env.update({"NARDY_DB": str(tmp_path / "data" / "nardy.sqlite3"),
                "NARDY_RENDER_WORKERS": "0", "LOG_LEVEL": "INFO", "PYTHONUNBUFFERED": "1"})
    return env
