"""🔁 Rematch under a finished game in an inline message, end to end through the fake Bot
API: between friends the same message becomes an offer that only the former opponent can
accept (on the opening board, with the cube and the hints agreement carried over), both
players pressing Rematch at once start the game, old Rematch buttons are stale; against
the bot the next game starts at once at the same level."""

from __future__ import annotations

import pytest

from bot.model.state import inline_chat_id
from testkit.fakeapi import FakeInlineMessage, FakeTelegram, FakeUser
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import data, post_lobby, press, start, turn_user

STALE = "Эта кнопка устарела"


def button(msg: FakeInlineMessage, action: str) -> str:
    return [d for d in data(msg, "ig:") if d.endswith(f":{action}")][0]


async def resign(h: BotHarness, msg: FakeInlineMessage, users: dict[int, FakeUser]) -> None:
    """The player on turn resigns the game (with the confirmation)."""
    await h.tg.wait_until(lambda: bool(data(msg, "ig:")))
    player = users[turn_user(msg)]  # type: ignore[index]
    asked = (await press(h, player, msg, button(msg, "res")))["text"]
    assert asked.startswith(("Точно сдаётесь", "Resign for sure"))
    assert not (await press(h, player, msg, button(msg, "yes"))).get("text")
    await h.tg.wait_until(lambda: bool(data(msg, "an:")))


async def in_play(h: BotHarness, msg: FakeInlineMessage) -> None:
    await h.tg.wait_until(lambda: bool(data(msg, "s:") or data(msg, "c:") or data(msg, "t:")
                                       or data(msg, "k:")))


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_inline_rematch_between_friends(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    msg = await post_lobby(h, alice, "long")
    opening = msg.media_ref  # the lobby's picture: the opening board
    assert not (await press(h, alice, msg, data(msg, "il:cube")[0])).get("text")
    assert not (await press(h, bob, msg, data(msg, "il:join")[0])).get("text")
    await in_play(h, msg)
    storage = h.service.storage  # type: ignore[union-attr]
    chat = inline_chat_id(msg.inline_message_id)
    await resign(h, msg, users)
    assert msg.media_ref != opening
    first = (await storage.list_finished_games(chat_id=chat))[0]
    again = button(msg, "again")
    assert again == f"ig:{first.game_id}:0:again"
    assert [t for t, _ in FakeTelegram.buttons(msg)] == [
        "🔁 Реванш", "📊 Разбор партии", "🎞 Повтор", "🎲 Ещё партию"]
    # only the players of the game start a rematch
    assert await press(h, carol, msg, again) == {
        "text": "Реванш начинают участники этой партии.", "show_alert": True}
    # Alice offers it: the message shows the opening board and an offer to Bob alone
    assert not (await press(h, alice, msg, again)).get("text")
    caption = msg.caption or ""
    assert msg.media_ref == opening
    assert "Реванш! Alice предлагает сыграть ещё раз." in caption
    assert "Длинные нарды" in caption and "Bob, нажмите «Присоединиться»" in caption
    assert "Играем с кубом удвоения." in caption  # the first game's cube, carried over
    lobby = await storage.get_active_game(chat)
    assert lobby is not None and (lobby.status, lobby.creator_id) == ("lobby", 11)
    assert (await press(h, alice, msg, again))["text"].startswith(STALE)  # a double tap
    join = data(msg, "il:join")[0]
    assert (await press(h, carol, msg, join))["text"] == "Это приглашение для другого игрока."
    assert (await press(h, alice, msg, join)).get("show_alert")
    assert await storage.get_active_game(chat) == lobby
    assert not (await press(h, bob, msg, join)).get("text")
    await in_play(h, msg)
    second = await storage.get_active_game(chat)
    assert second is not None and second.status == "active"
    assert {second.white_id, second.black_id} == {11, 12}
    assert data(msg, "k:")  # with the cube
    # the first game's Rematch while the second is played: stale, nothing changes
    assert (await press(h, bob, msg, again))["text"].startswith(STALE)
    assert await storage.get_active_game(chat) == second
    # both press Rematch under the second game at once: the second press accepts
    await resign(h, msg, users)
    again2 = button(msg, "again")
    assert not (await press(h, bob, msg, again2)).get("text")
    assert "Реванш! Bob предлагает" in (msg.caption or "")
    assert not (await press(h, alice, msg, again2)).get("text")
    await in_play(h, msg)
    third = await storage.get_active_game(chat)
    assert third is not None and third.status == "active" and third.creator_id == 12
    # an older game's Rematch after a later game finished: stale
    await resign(h, msg, users)
    assert (await press(h, alice, msg, again))["text"].startswith(STALE)
    assert await storage.get_active_game(chat) is None
    fins = await storage.list_finished_games(chat_id=chat)
    assert len(fins) == 3 and all(f.reason == "resigned" for f in fins)


async def test_inline_rematch_carries_or_withdraws_the_hints_agreement(
        harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob = h.tg.user(11, "Alice", "en"), h.tg.user(12, "Bob", "en")
    users = {11: alice, 12: bob}
    msg = await post_lobby(h, alice, "short")
    assert not (await press(h, alice, msg, data(msg, "il:hint")[0])).get("text")
    assert not (await press(h, bob, msg, data(msg, "il:join")[0])).get("text")
    await in_play(h, msg)
    chat = inline_chat_id(msg.inline_message_id)
    coach = h.service.coach  # type: ignore[union-attr]
    assert await coach.consents(chat) == {11, 12}
    await resign(h, msg, users)
    assert [t for t, _ in FakeTelegram.buttons(msg)][:1] == ["🔁 Rematch"]
    assert not (await press(h, bob, msg, button(msg, "again"))).get("text")
    caption = msg.caption or ""
    assert "Rematch! Bob wants to play again." in caption and "Alice, press Join" in caption
    assert "💡 With hints" in caption  # both agreed in this message before
    assert "💡 Hints: on" in [t for t, _ in FakeTelegram.buttons(msg)]
    # Bob switches hints off; Alice joins: the agreement is withdrawn for the new game
    assert not (await press(h, bob, msg, data(msg, "il:hint")[0])).get("text")
    assert "💡 With hints" not in (msg.caption or "")
    assert "Rematch! Bob" in (msg.caption or "")  # the switch keeps the offer's words
    assert not (await press(h, alice, msg, data(msg, "il:join")[0])).get("text")
    await in_play(h, msg)
    assert await coach.consents(chat) == set()
    assert data(msg, "ig:") and not [d for d in data(msg, "ig:") if d.endswith(":hint")]


async def test_inline_rematch_against_the_bot(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice = h.tg.user(11, "Alice")
    msg = await post_lobby(h, alice, "short")
    await press(h, alice, msg, data(msg, "il:bot")[0])
    level = data(msg, "il:lvl")[-1]  # the strongest
    assert not (await press(h, alice, msg, level)).get("text")
    await in_play(h, msg)
    storage = h.service.storage  # type: ignore[union-attr]
    chat = inline_chat_id(msg.inline_message_id)
    first = await storage.get_active_game(chat)
    assert first is not None and first.opponent == "ai"
    await resign(h, msg, {11: alice})
    assert not (await press(h, alice, msg, button(msg, "again"))).get("text")
    await in_play(h, msg)
    second = await storage.get_active_game(chat)
    assert second is not None and second.game_id != first.game_id
    assert (second.opponent, second.ai_level, second.inline_message_id) == (
        "ai", first.ai_level, msg.inline_message_id)
    assert (await storage.list_finished_games(chat_id=chat))[0].reason == "resigned"
