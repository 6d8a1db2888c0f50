"""Inline mode without the bot: what a typed query offers, the size of the signed lobby
buttons (Telegram's 64 bytes) at their longest, and the hint alert's 200 characters."""

from __future__ import annotations

from bot.callbacks import InlineGameCB, InlineLobbyCB
from bot.i18n import Translator
from bot.inline.query import TARGETS, query_offers
from bot.model.state import AI_LEVELS
from bot.views.inline import ALERT_LIMIT, inline_hint_alert, inline_level_keyboard
from engine import start_position


def test_query_offers() -> None:
    everything = query_offers("")
    assert len(everything) == 6 and everything[:2] == [("long", 0), ("short", 0)]
    assert query_offers("  Короткие ") == [("short", t) for t in TARGETS]
    assert query_offers("long 3") == [("long", 3)]
    assert query_offers("5") == [("long", 5), ("short", 5)]
    assert query_offers("матч") == [("long", 3), ("short", 3), ("long", 5), ("short", 5)]
    assert query_offers("короткие нарды матч") == [("short", 3), ("short", 5)]
    assert query_offers("7") == everything  # no such length: everything
    assert query_offers("chess") == everything


def test_lobby_and_game_buttons_fit_in_64_bytes() -> None:
    creator = 9_999_999_999_999  # far above today's user ids
    actions = InlineLobbyCB.model_fields["a"].annotation.__args__  # type: ignore[union-attr]
    base = InlineLobbyCB(a="lvl", x="short", m=5, c=creator, n="ru", t=99_999_999,
                         k="f" * 12)
    for a in actions:  # a level only on "lvl"
        level = max(AI_LEVELS, key=len) if a == "lvl" else ""
        assert len(base.model_copy(update={"a": a, "l": level}).pack().encode()) <= 64
    for row in inline_level_keyboard(base, Translator("ru")).inline_keyboard:
        for b in row:
            assert b.callback_data is not None and len(b.callback_data.encode()) <= 64
    assert len(InlineGameCB(g=10**12, v=10**6, a="claim").pack().encode()) <= 64


def test_hint_alert_stays_within_telegram_limit() -> None:
    tr = Translator("ru")
    position = start_position("long")
    many = [([(24, 18), (24, 19)], 0.0)] + [([(13, 7), (13, 8), (8, 2), (8, 3)], 0.0123)] * 9
    text = inline_hint_alert("6-5", position, many, tr)
    assert len(text) <= ALERT_LIMIT and text.startswith("💡 Лучшие ходы при 6-5:")
    assert "\n1. " in text and "(−0,012)" in text  # a decimal comma in Russian
