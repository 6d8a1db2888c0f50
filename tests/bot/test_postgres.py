"""The bot on PostgreSQL (``NARDY_DB=postgresql://...``), end to end through aiogram's HTTP
stack and the fake Bot API: the same scenarios as on SQLite, run on a fresh PostgreSQL
database (games with friends and against the AI, a restart mid-game, a match and its
record from /history)."""
# ruff: noqa: F401, F811  (pytest fixtures imported from tests.storage.helpers)

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage.postgres import PostgresStorage
from tests.bot import test_e2e as test_bot_e2e
from tests.bot import test_match as test_bot_match
from tests.bot.helpers import BotHarness, MemberTelegram
from tests.storage.helpers import pg_url


@pytest.fixture
async def harness(pg_url: str) -> AsyncIterator[BotHarness]:
    """Like `tests.bot.helpers.harness`, with the bot's database on PostgreSQL."""
    tg = MemberTelegram()
    await tg.start()
    h = BotHarness(tg, pg_url)  # type: ignore[arg-type]  # a URL where a path usually is
    try:
        yield h
    finally:
        await h.stop()
        await tg.stop()


async def test_group_game_to_the_end_on_postgres(harness: BotHarness) -> None:
    await test_bot_e2e.test_group_short_game_to_the_end(harness)
    storage = harness.service.storage  # type: ignore[union-attr]
    assert isinstance(storage, PostgresStorage)
    finished = await storage.list_finished_games(chat_id=test_bot_e2e.GROUP)
    assert len(finished) == 1 and finished[0].winner_id in (11, 12)
    assert (await storage.player_stats(11, "short")).games == 1
    assert (await storage.player_stats(12, "short")).rated_games == 1


async def test_game_against_the_bot_on_postgres(harness: BotHarness) -> None:
    await test_bot_e2e.test_private_game_against_the_bot_to_the_end(harness)


async def test_restart_resumes_games_on_postgres(harness: BotHarness) -> None:
    await test_bot_e2e.test_restart_resumes_games_and_due_ai_turns(harness)


async def test_match_and_its_record_on_postgres(harness: BotHarness) -> None:
    await test_bot_match.test_resign_a_game_or_the_whole_match(harness)
