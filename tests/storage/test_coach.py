"""The coach in storage on both backends: analyses and the luck of finished games are
stored and replaced, consents to hints are kept per chat and user."""

from __future__ import annotations

from storage import SqliteStorage


async def test_storage_of_analyses_and_consents(store: SqliteStorage) -> None:
    st = store
    assert await st.get_analysis(5) is None
    await st.save_analysis(5, "first")
    await st.save_analysis(5, "second")
    assert await st.get_analysis(5) == "second"
    assert await st.get_analysis(6) is None
    assert await st.get_luck(5) is None
    await st.save_luck(5, "luck one")
    await st.save_luck(5, "luck two")
    await st.save_luck(7, "luck of 7")
    assert (await st.get_luck(5), await st.get_luck(7)) == ("luck two", "luck of 7")
    assert await st.get_analysis(5) == "second" and await st.get_analysis(7) is None
    await st.set_hint_consent(-1, 11, True)
    await st.set_hint_consent(-1, 11, True)
    await st.set_hint_consent(-1, 12, True)
    await st.set_hint_consent(-2, 13, True)
    await st.set_hint_consent(-1, 12, False)
    assert await st.hint_consents(-1) == {11}
    assert await st.hint_consents(-2) == {13}
    assert await st.hint_consents(-3) == frozenset()
