"""Fixtures of the storage tests: where a store lives and an open store on it.

Every test that takes ``db_path`` or ``store`` runs twice: on a SQLite file in pytest's
tmp dir and on a fresh PostgreSQL database (``db_path`` is then its URL; the server is
``pg_admin_url`` of ``tests/conftest.py``, and the ``postgres`` case is ``slow``).
``sqlite_path`` is for SQLite-only tests (old schemas, PRAGMAs, the WAL file)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from storage import SqliteStorage, open_storage
from testkit.pgserver import drop_database, fresh_database
from tests.storage.helpers import FakeClock, run_sync


@pytest.fixture(params=["sqlite", "postgres"])
def db_path(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path | str]:
    """Where a test's store lives: a SQLite file path, or the URL of a fresh PostgreSQL
    database (dropped afterwards)."""
    if request.param == "sqlite":
        yield tmp_path / "db" / "nardy.sqlite3"
        return
    admin: str = request.getfixturevalue("pg_admin_url")
    url = run_sync(fresh_database(admin))
    yield url
    run_sync(drop_database(admin, url))


@pytest.fixture
def sqlite_path(tmp_path: Path) -> Path:
    """A SQLite file path (not created yet), for SQLite-only tests."""
    return tmp_path / "db" / "nardy.sqlite3"


@pytest.fixture
def clock() -> FakeClock:
    """A clock for `open_storage(clock=...)` that only moves when told to."""
    return FakeClock()


@pytest.fixture
async def store(db_path: Path, clock: FakeClock) -> AsyncIterator[SqliteStorage]:
    """An open store on ``db_path`` (both backends; typed as SQLite for the old tests)."""
    s = await open_storage(db_path, clock=clock)
    try:
        yield s
    finally:
        await s.close()
