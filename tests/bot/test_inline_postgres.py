"""Inline mode on PostgreSQL (``NARDY_DB=postgresql://...``): a match with the cube and a
restart, a rematch between friends, the coach, lobby expiry and the time-up notice, the same scenarios as on SQLite,
on a fresh PostgreSQL database (inline chat keys lie above ``2**62``: they must fit its
BIGINT)."""
# ruff: noqa: F401, F811  (pytest fixtures imported from tests.storage.helpers)

from __future__ import annotations

import pytest

from storage.postgres import PostgresStorage
from tests.bot import test_inline_coach as test_bot_inline_coach
from tests.bot import test_inline_match as test_bot_inline_match
from tests.bot import test_inline_rematch as test_bot_inline_rematch
from tests.bot import test_inline_sweep as test_bot_inline_sweep
from tests.bot.helpers import BotHarness
from tests.bot.test_postgres import harness
from tests.storage.helpers import pg_url


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
