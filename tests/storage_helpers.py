"""Shared helpers for the storage tests: a controllable clock, game factories, fixtures
opening real SQLite files in pytest's tmp dirs, and a runner for child Python processes."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from storage import NewGame, SqliteStorage, open_storage

REPO_ROOT = Path(__file__).resolve().parent.parent
START = 1_800_000_000.0  # a fixed Unix time for the fake clock


class FakeClock:
    """A clock for `open_storage(clock=...)` that only moves when told to."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def lobby(chat_id: int = 100, creator: int = 1, **fields: Any) -> NewGame:
    """A short-nardy friend lobby created by ``creator`` sitting as white."""
    game = NewGame(
        chat_id=chat_id,
        variant="short",
        opponent="friend",
        creator_id=creator,
        state=f"state-of-{chat_id}",
        white_id=creator,
        white_name=f"user{creator}",
    )
    return replace(game, **fields)


def friend_game(chat_id: int = 100, white: int = 1, black: int = 2, **fields: Any) -> NewGame:
    """An active friend game between two humans."""
    return lobby(
        chat_id,
        white,
        status="active",
        black_id=black,
        black_name=f"user{black}",
        **fields,
    )


def ai_game(chat_id: int = 100, human: int = 1, **fields: Any) -> NewGame:
    """An active game of ``human`` (white) against the AI (black)."""
    return lobby(chat_id, human, status="active", opponent="ai", ai_level="medium", **fields)


def sync_connect(path: Path | str) -> sqlite3.Connection:
    """A plain sqlite3 connection (autocommit) for inspecting a database file."""
    return sqlite3.connect(path, isolation_level=None)


def db_snapshot(path: Path | str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every storage table, sorted: to check that nothing changed."""
    conn = sync_connect(path)
    try:
        tables = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
            )
        ]
        return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}
    finally:
        conn.close()


def child(script: str, *args: str) -> subprocess.Popen[str]:
    """Start ``python -c script args...`` with the repository importable; stdout piped."""
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "db" / "nardy.sqlite3"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(db_path: Path, clock: FakeClock) -> AsyncIterator[SqliteStorage]:
    s = await open_storage(db_path, clock=clock)
    try:
        yield s
    finally:
        await s.close()
