"""A fresh PostgreSQL database per test on the server named by ``NARDY_TEST_PG``
(skipped without it)."""

from __future__ import annotations

import asyncio
import os
import threading
import uuid
from collections.abc import Iterator

import pytest


def _admin(base: str, sql: str) -> None:
    """Run one statement on the server, in a thread with a loop of its own (the fixture
    may be set up while a test's loop runs)."""
    import asyncpg

    async def run() -> None:
        con = await asyncpg.connect(base)
        try:
            await con.execute(sql)
        finally:
            await con.close()

    errors: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(run())
        except BaseException as exc:
            errors.append(exc)

    t = threading.Thread(target=target)
    t.start()
    t.join()
    if errors:
        raise errors[0]


@pytest.fixture
def pg_database() -> Iterator[str]:
    base = os.environ.get("NARDY_TEST_PG")
    if not base:
        pytest.skip("NARDY_TEST_PG names no PostgreSQL server")
    name = f"t_{uuid.uuid4().hex[:12]}"
    _admin(base, f"CREATE DATABASE {name}")
    try:
        yield base.rsplit("/", 1)[0] + "/" + name
    finally:
        _admin(base, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
