"""Fixtures of the tests of the test kit: a running fake Bot API server."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from testkit.fakeapi import FakeTelegram


@pytest.fixture
async def tg() -> AsyncIterator[FakeTelegram]:
    """A fake Bot API server on 127.0.0.1 (stopped afterwards)."""
    server = FakeTelegram()
    await server.start()
    yield server
    await server.stop()
