"""Inline lobbies expire and inline games run out of time like those of chats, end to end
through the fake Bot API: the sweeper closes a stored inline lobby (the message says so,
without buttons), a lobby nobody stored closes on its first press after its time, a lobby
survives a restart, and the time-up notice of an inline game is an edit of its caption
(the bot cannot post there), after which the waiting player claims the win."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.inline import lobbies as inline
from bot.model.state import inline_chat_id
from bot.play.store import now
from tests.bot.helpers import BotHarness, clock_ahead
from tests.bot.inline_kit import data, friend_game, post_lobby, press, start, turn_user

EXPIRED = "⌛ Никто не принял приглашение"


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_inline_lobbies_expire(harness: BotHarness,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    await start(h, lobby_minutes=60.0)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    storage = h.service.storage  # type: ignore[union-attr]
    # stored at once (chosen_inline_result): the sweeper closes it after its time
    stored = await post_lobby(h, alice, "short", feedback=True)
    join = data(stored, "il:join")[0]
    chat = inline_chat_id(stored.inline_message_id)
    for _ in range(200):
        if await storage.get_active_game(chat) is not None:
            break
        await asyncio.sleep(0.02)
    rec = await storage.get_active_game(chat)
    assert rec is not None and rec.status == "lobby"
    await h.service.sweeper.sweep(now() + timedelta(minutes=30))  # type: ignore[union-attr]
    assert stored.reply_markup is not None  # not yet
    await h.service.sweeper.sweep(now() + timedelta(minutes=61))  # type: ignore[union-attr]
    assert (stored.caption or "").startswith(EXPIRED) and stored.reply_markup is None
    assert await storage.get_active_game(chat) is None
    ans = await press(h, bob, stored, join)  # an old client still shows Join: nothing starts
    assert ans.get("show_alert") and await storage.get_active_game(chat) is None

    # a lobby stored by a press survives a restart: its switch holds, Join starts the game
    kept = await post_lobby(h, alice, "long")
    await press(h, alice, kept, data(kept, "il:cube")[0])
    await h.stop()
    await start(h, lobby_minutes=60.0)
    assert not (await press(h, bob, kept, data(kept, "il:join")[0])).get("text")
    await h.tg.wait_until(lambda: data(kept, "s:") or data(kept, "k:"))
    assert "Куб в центре: ставка ×1" in (kept.caption or "")

    # never stored (no chosen_inline_result, nobody pressed): closed by its first late press
    late = await post_lobby(h, alice, "short")
    offered = inline.minute()
    monkeypatch.setattr(inline, "minute", lambda: offered + 61)
    ans = await press(h, bob, late, data(late, "il:join")[0])
    assert ans == {"text": "Это приглашение уже закрыто: его долго никто не принимал.",
                   "show_alert": True}
    assert (late.caption or "").startswith(EXPIRED) and late.reply_markup is None
    storage = h.service.storage  # type: ignore[union-attr]
    assert await storage.get_active_game(inline_chat_id(late.inline_message_id)) is None


async def test_inline_time_up_notice_and_claim(harness: BotHarness,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    await start(h, inactivity_hours=0.0003)  # about a second
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    msg = await friend_game(h, "short", alice, bob)
    mover = users[turn_user(msg)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    clock_ahead(monkeypatch, timedelta(seconds=1.3))
    edits = msg.edits
    await h.service.sweeper.sweep()  # type: ignore[union-attr]
    await h.settle()
    assert msg.edits > edits
    caption = msg.caption or ""
    assert "не ходит уже" in caption and "«Победа по времени»" in caption
    assert f"tg://user?id={mover.id}" in caption
    claim = [d for d in data(msg, "ig:") if d.endswith(":claim")][0]
    assert (await press(h, mover, msg, claim)).get("show_alert")  # his own turn
    assert not (await press(h, waiter, msg, claim)).get("text")
    storage = h.service.storage  # type: ignore[union-attr]
    fin = await storage.list_finished_games(chat_id=inline_chat_id(msg.inline_message_id))
    assert fin and fin[0].reason == "timeout" and fin[0].winner_id == waiter.id
