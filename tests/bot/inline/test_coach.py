"""The coach in inline messages, end to end through the fake Bot API: 💡 Hint as an alert
and 🎯 the best play drawn on the board in a game against the bot, the analysis delivered
in the presser's private chat (through a deep link when the bot may not write there yet),
hints refused in a friend game without consent and given when the lobby switched them on
(the joiner agreed by joining)."""

from __future__ import annotations

import re

import pytest

from testkit.fakeapi import FakeInlineMessage, FakeUser
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import data, friend_game, post_lobby, press, start, turn_user


def row(msg: FakeInlineMessage, action: str) -> str:
    return [d for d in data(msg, "ig:") if d.endswith(f":{action}")][0]


async def my_turn(h: BotHarness, msg: FakeInlineMessage, user: FakeUser) -> None:
    """Wait until ``user`` is on turn with the dice rolled (move buttons shown)."""
    await h.tg.wait_until(lambda: turn_user(msg) == user.id
                          and (data(msg, "s:") or data(msg, "c:")))


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_inline_hint_and_analysis_against_the_bot(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, carol = h.tg.user(11, "Alice"), h.tg.user(13, "Carol")
    h.tg.not_started.add(alice.id)  # Alice never opened her private chat with the bot
    msg = await post_lobby(h, alice, "long")
    await press(h, alice, msg, data(msg, "il:bot")[0])
    await press(h, alice, msg, data(msg, "il:lvl")[0])
    await my_turn(h, msg, alice)
    # 💡: the best plays as an alert of at most 200 characters, for the player on turn only
    ans = await press(h, carol, msg, row(msg, "hint"))
    assert ans == {"text": "Это не ваша партия.", "show_alert": True}
    ans = await press(h, alice, msg, row(msg, "hint"))
    assert ans["show_alert"] and ans["text"].startswith("💡 Лучшие ходы при ")
    assert len(ans["text"]) <= 200 and "\n1. " in ans["text"]
    # 🎯: the best play drawn on the board of the same message, said in its caption
    before, edits = msg.photo, msg.edits
    ans = await press(h, alice, msg, row(msg, "show"))
    assert ans["text"] == "Лучший ход показан на доске."
    await h.tg.wait_until(lambda: msg.edits > edits)
    assert "💡 Лучший ход:" in (msg.caption or "") and msg.photo != before
    assert data(msg, "s:") or data(msg, "c:")  # the turn goes on from the same buttons
    # resign, then 📊 Analysis: a link to start the bot first, then the analysis there
    await press(h, alice, msg, row(msg, "res"))
    assert not (await press(h, alice, msg, row(msg, "yes"))).get("text")
    analysis = data(msg, "an:")[0]
    ans = await press(h, alice, msg, analysis)
    url = ans.get("url") or ""
    m = re.fullmatch(r"https://t\.me/nardy_test_bot\?start=(an\d+-[0-9a-f]{10})", url)
    assert m is not None, ans
    assert "Старт" in ans["text"]
    # the link is the presser's own: Carol's /start with it delivers nothing
    await h.tg.send_text(carol.id, carol, f"/start {m[1]}")
    await h.tg.wait_for_message(carol.id, lambda x: x.from_user.is_bot)
    await h.tg.send_text(alice.id, alice, f"/start {m[1]}")
    report = await h.tg.wait_for_message(alice.id, lambda x: "Разбор партии" in (x.text or "")
                                         and "📊" in (x.text or "") and "Готовлю" not in
                                         (x.text or ""), timeout=60)
    assert "Alice" in (report.text or "")
    assert not [x for x in h.tg.chat(carol.id).visible() if "Разбор" in (x.text or "")]
    # now that Alice started the bot, the button delivers the stored analysis at once
    count = len(h.tg.chat(alice.id).visible())
    ans = await press(h, alice, msg, analysis)
    assert ans["text"] == "Разбор придёт вам в личные сообщения с ботом." and not ans.get("url")
    await h.tg.wait_until(lambda: len(h.tg.chat(alice.id).visible()) >= count + 2)


async def test_inline_hints_need_the_lobby_switch(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    # without the switch: no hint buttons, and a forged hint press is refused
    msg = await friend_game(h, "short", alice, bob)
    assert not [d for d in data(msg, "ig:") if d.endswith((":hint", ":show"))]
    mover = users[turn_user(msg)]  # type: ignore[index]
    g, v = data(msg, "ig:")[0].split(":")[1:3]
    ans = await press(h, mover, msg, f"ig:{g}:{v}:hint")
    assert ans["show_alert"] and "подсказок нет" in ans["text"]
    # with the switch: the lobby says so, the joiner agrees by joining, both get hints
    lobby = await post_lobby(h, alice, "long")
    await press(h, bob, lobby, data(lobby, "il:hint")[0])  # only the creator switches
    assert "Подсказки" not in (lobby.caption or "")
    await press(h, alice, lobby, data(lobby, "il:hint")[0])
    assert "присоединяясь, вы соглашаетесь" in (lobby.caption or "")
    assert "💡 Подсказки: вкл" in [t for t, _ in h.tg.buttons(lobby)]
    await press(h, bob, lobby, data(lobby, "il:join")[0])
    await h.tg.wait_until(lambda: "Подсказки включены" in (lobby.caption or ""))
    mover = users[turn_user(lobby)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    await my_turn(h, lobby, mover)
    ans = await press(h, waiter, lobby, row(lobby, "hint"))
    assert not ans.get("show_alert") and ans["text"] == "Сейчас не ваш ход."
    ans = await press(h, mover, lobby, row(lobby, "hint"))
    assert ans["show_alert"] and ans["text"].startswith("💡 Лучшие ходы при ")
