"""Fixtures of the bot tests: ``harness``, a fake Telegram server and a bot on a real
database, with two parameters.

``bot_db``: where the bot keeps its games, ``"sqlite"`` (a file in the test's tmp dir) or
``"postgres"`` (a fresh database on the tests' PostgreSQL server; ``slow``).
``sharing``: whether the bot's coordination says that other processes share its database,
``"local"`` (one process: `storage.coordination.LocalCoordination`, the process's own
locks and caches) or ``"shared"`` (several processes may share it: no cache of games, the
coordination's lock per chat, the board edits and budgets of the coordination; on SQLite
through `tests.bot.helpers.SharedLocal`). Timed work (AI turns, reminders, the sweep, the
pause between match games) runs as jobs of `bot.background.jobs.JobRunner` either way. On
PostgreSQL the bot's coordination is always shared, so ``postgres`` always runs with
``shared``.

A test runs on SQLite with local coordination unless it asks for more with the ``harness`` marker::

    @pytest.mark.harness(db=("sqlite", "postgres"), sharing=("local", "shared"))

which runs it once per combination (``[sqlite-local]``, ``[sqlite-shared]``,
``[postgres-shared]``). Every test that uses ``harness`` is end to end, hence ``slow`` (see
``tests/conftest.py``)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.views.keyboard import row_fits
from testkit.fakeapi import FakeTelegram
from tests.bot.helpers import BotHarness, MemberTelegram, SharedLocal
from tests.storage.helpers import db_query

DATABASES = ("sqlite", "postgres")
SHARING = ("local", "shared")


def _combinations(marker: pytest.Mark | None) -> list[tuple[str, str]]:
    dbs = marker.kwargs.get("db", ("sqlite",)) if marker else ("sqlite",)
    kinds = marker.kwargs.get("sharing", ("local",)) if marker else ("local",)
    assert set(marker.kwargs if marker else ()) <= {"db", "sharing"}, marker
    assert set(dbs) <= set(DATABASES) and set(kinds) <= set(SHARING), marker
    combos = {(db, "shared" if db == "postgres" else kind) for db in dbs for kind in kinds}
    return sorted(combos, key=lambda c: (DATABASES.index(c[0]), SHARING.index(c[1])))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run a test that uses ``harness`` once per database and sharing its ``harness``
    marker names (default: SQLite, local, without a parameter in its id)."""
    if "harness" not in metafunc.fixturenames:
        return
    combos = _combinations(metafunc.definition.get_closest_marker("harness"))
    if combos == [("sqlite", "local")]:
        return
    metafunc.parametrize(("bot_db", "sharing"), combos, indirect=True,
                         ids=[f"{db}-{kind}" for db, kind in combos])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every end-to-end test (one that uses ``harness``) ``slow``."""
    for item in items:
        if "harness" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


def cut_rows(tg: FakeTelegram) -> list[list[str]]:
    """The rows of buttons the bot sent that a phone would cut short
    (:func:`bot.views.keyboard.row_fits`), each once."""
    seen: dict[tuple[str, ...], None] = {}
    for call in tg.calls:
        markup = call.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        results = call.params.get("results")
        if isinstance(results, str):
            results = json.loads(results)
        for result in results or ():  # inline query answers
            if isinstance(result, dict) and isinstance(result.get("reply_markup"), dict):
                markup = result["reply_markup"]
        if not isinstance(markup, dict):
            continue
        for row in markup.get("inline_keyboard") or ():
            texts = tuple(str(b.get("text", "")) for b in row)
            if not row_fits(texts):
                seen[texts] = None
    return [list(t) for t in seen]


@pytest.fixture
def bot_db(request: pytest.FixtureRequest) -> str:
    """The bot's database: ``"sqlite"`` or ``"postgres"``."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
def sharing(request: pytest.FixtureRequest) -> str:
    """Whether other processes may share the bot's database: ``"local"`` or
    ``"shared"``."""
    return str(getattr(request, "param", "local"))


@pytest.fixture
async def harness(request: pytest.FixtureRequest, tmp_path: Path, bot_db: str,
                  sharing: str) -> AsyncIterator[BotHarness]:
    """A fake Telegram server (with ``getChatMember``) and a harness on the database and
    sharing of the parameters (the bot is started by the test)."""
    db: Path | str = tmp_path / "nardy.sqlite3"
    if bot_db == "postgres":
        db = request.getfixturevalue("pg_url")
    tg = MemberTelegram()
    await tg.start()
    h = BotHarness(tg, db)
    # the heartbeat in the test's own folder (on PostgreSQL it would go to ./data/, which
    # parallel test processes share)
    h.overrides["health_file"] = str(tmp_path / "heartbeat.json")
    if sharing == "shared" and bot_db == "sqlite":
        h.coordination = SharedLocal()
    try:
        yield h
    finally:
        await h.stop()
        await tg.stop()
    cut = cut_rows(tg)
    assert not cut, f"buttons cut on a phone: {cut[:5]}"
    if bot_db == "postgres":  # the bot really kept its games there
        assert db_query(db, "SELECT count(*) FROM information_schema.tables "
                            "WHERE table_name = 'games'") == [(1,)]


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    """A fake Telegram server (with ``getChatMember``) for real bot processes
    (`tests.bot.process_kit`)."""
    tg = MemberTelegram()
    await tg.start()
    try:
        yield tg
    finally:
        await tg.stop()
