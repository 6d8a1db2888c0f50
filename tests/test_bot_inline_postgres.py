"""Inline mode on PostgreSQL (``NARDY_DB=postgresql://...``): a match with the cube and a
restart, a rematch between friends, the coach, lobby expiry and the time-up notice, the same scenarios as on SQLite,
on a fresh PostgreSQL database (inline chat keys lie above ``2**62``: they must fit its
BIGINT)."""
# ruff: noqa: F401, F811  (pytest fixtures imported from tests.storage_helpers)

from __future__ import annotations

import pytest

from storage.postgres import PostgresStorage
from tests import (
    test_bot_inline_coach,
    test_bot_inline_match,
    test_bot_inline_rematch,
    test_bot_inline_sweep,
)
from tests.bot_fixtures import BotHarness
from tests.storage_helpers import pg_url
from tests.test_bot_postgres import harness


async def test_inline_match_on_postgres(harness: BotHarness) -> None:
    await test_bot_inline_match.test_inline_match_to_3_with_the_cube_and_a_restart(harness)
    assert isinstance(harness.service.storage, PostgresStorage)  # type: ignore[union-attr]


async def test_inline_rematch_on_postgres(harness: BotHarness) -> None:
    await test_bot_inline_rematch.test_inline_rematch_between_friends(harness)
    assert isinstance(harness.service.storage, PostgresStorage)  # type: ignore[union-attr]


async def test_inline_coach_on_postgres(harness: BotHarness) -> None:
    await test_bot_inline_coach.test_inline_hint_and_analysis_against_the_bot(harness)


async def test_inline_lobby_expiry_on_postgres(harness: BotHarness,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    await test_bot_inline_sweep.test_inline_lobbies_expire(harness, monkeypatch)
