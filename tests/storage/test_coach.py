"""The coach in storage on both backends: analyses of finished games are stored and
replaced, consents to hints are kept per chat and user."""

from __future__ import annotations

from storage import SqliteStorage
from storage import coach as coach_db


async def test_storage_of_analyses_and_consents(store: SqliteStorage) -> None:
    st = store
    assert await coach_db.get_analysis(st, 5) is None
    await coach_db.save_analysis(st, 5, "first")
    await coach_db.save_analysis(st, 5, "second")
    assert await coach_db.get_analysis(st, 5) == "second"
    assert await coach_db.get_analysis(st, 6) is None
    await coach_db.set_hint_consent(st, -1, 11, True)
    await coach_db.set_hint_consent(st, -1, 11, True)
    await coach_db.set_hint_consent(st, -1, 12, True)
    await coach_db.set_hint_consent(st, -2, 13, True)
    await coach_db.set_hint_consent(st, -1, 12, False)
    assert await coach_db.hint_consents(st, -1) == {11}
    assert await coach_db.hint_consents(st, -2) == {13}
    assert await coach_db.hint_consents(st, -3) == frozenset()
