"""Matches and the doubling cube in inline messages, end to end through the fake Bot API:
a match to 3 with the cube switched on in the lobby, played to its end in one inline
message (a double taken, a redouble passed, the Crawford game, resigning a game and the
whole match, Next game), with a restart of the bot in the middle of the match."""

from __future__ import annotations

import pytest

from bot.model.state import inline_chat_id
from testkit.fakeapi import FakeInlineMessage, FakeUser
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import CHAT, data, is_toast, press, start, turn_user


def cube(msg: FakeInlineMessage) -> dict[str, str]:
    """The cube buttons of the message by action (``r``, ``d``, ``t``, ``p``)."""
    return {d.rsplit(":", 1)[1]: d for d in data(msg, "k:")}


def game_row(msg: FakeInlineMessage, action: str) -> str:
    return [d for d in data(msg, "ig:") if d.endswith(f":{action}")][0]


async def until_cube(h: BotHarness, msg: FakeInlineMessage,
                     users: dict[int, FakeUser]) -> None:
    """Play first steps (or Done) until the message offers cube buttons or the game ends."""
    for _ in range(3000):
        await h.settle()
        if data(msg, "k:") or data(msg, "an:"):
            return
        steps = data(msg, "s:") + data(msg, "c:")
        done = [d for d in data(msg, "t:") if d.endswith(":d")]
        uid = turn_user(msg)
        assert uid in users, msg.caption
        ans = await h.tg.press_inline(users[uid], msg.inline_message_id,
                                      (steps or done)[0])
        assert is_toast(ans), (ans, msg.caption)
    raise AssertionError("no cube decision came")


async def match_lobby(h: BotHarness, alice: FakeUser, query: str) -> FakeInlineMessage:
    answer = await h.tg.inline_query(alice, query)
    assert [r["id"] for r in answer["results"]] == ["short-3-ru"]
    return await h.tg.choose(alice, CHAT, answer["results"][0])


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_inline_match_to_3_with_the_cube_and_a_restart(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    msg = await match_lobby(h, alice, "short 3")
    assert "первым наберёт 3 очка" in (msg.caption or "")
    # only the creator switches the cube; the caption and the button say it is on
    ans = await press(h, bob, msg, data(msg, "il:cube")[0])
    assert ans.get("show_alert") and "куб" not in (msg.caption or "").lower()
    assert not (await press(h, alice, msg, data(msg, "il:cube")[0])).get("text")
    assert "Играем с кубом удвоения." in (msg.caption or "")
    assert "🎲 Куб удвоения: вкл" in [t for t, _ in h.tg.buttons(msg)]
    assert all(len(d.encode()) <= 64 for _, d in h.tg.buttons(msg))
    assert not (await press(h, bob, msg, data(msg, "il:join")[0])).get("text")
    await h.tg.wait_until(lambda: "Матч до 3" in (msg.caption or ""))
    assert "Матч до 3: Alice 0 · Bob 0" in (msg.caption or "")

    # game 1: a double taken, then a redouble passed
    await until_cube(h, msg, users)
    doubler = users[turn_user(msg)]  # type: ignore[index]
    taker = bob if doubler is alice else alice
    assert (await press(h, taker, msg, cube(msg)["d"])).get("show_alert")  # not his cube
    assert not (await press(h, doubler, msg, cube(msg)["d"])).get("text")
    assert set(cube(msg)) == {"t", "p"} and turn_user(msg) == taker.id
    assert not (await press(h, taker, msg, cube(msg)["t"])).get("text")
    while True:
        await until_cube(h, msg, users)
        if turn_user(msg) == taker.id and "d" in cube(msg):
            break
        assert not (await press(h, users[turn_user(msg)], msg,  # type: ignore[index]
                                cube(msg)["r"])).get("text")
    assert not (await press(h, taker, msg, cube(msg)["d"])).get("text")
    assert not (await press(h, doubler, msg, cube(msg)["p"])).get("text")
    caption = msg.caption or ""
    assert "отказывается от удвоения" in caption and "по кнопке" in caption
    score = (2, 0) if taker is alice else (0, 2)
    assert f"Матч до 3: Alice {score[0]} · Bob {score[1]}" in caption
    nxt = data(msg, "n:")
    assert len(nxt) == 1 and nxt[0].endswith(":next") and data(msg, "an:")
    # while the match goes on there is no Rematch, and a forged one is stale
    assert not [d for d in data(msg, "ig:") if d.endswith(":again")]
    storage = h.service.storage  # type: ignore[union-attr]
    chat = inline_chat_id(msg.inline_message_id)
    first = (await storage.list_finished_games(chat_id=chat, limit=1))[0]
    ans = await press(h, bob, msg, f"ig:{first.game_id}:0:again")
    assert ans["text"].startswith("Эта кнопка устарела")
    assert await storage.get_active_game(chat) is None

    # a restart between two games of the match: Next game still works, in the same message
    await h.stop()
    await start(h)
    assert (await press(h, carol, msg, nxt[0]))["text"] == "Это не ваша партия."
    assert not (await press(h, bob, msg, nxt[0])).get("text")
    await h.tg.wait_until(lambda: "Партия Кроуфорда" in (msg.caption or ""))
    assert (await press(h, alice, msg, nxt[0]))["text"].startswith("Эта кнопка устарела")
    assert not data(msg, "k:")  # the Crawford game: no cube

    # game 2: the player on turn asks to resign, keeps playing, then gives up the game
    player = users[turn_user(msg)]  # type: ignore[index]
    ans = await press(h, player, msg, game_row(msg, "res"))
    assert ans["text"].startswith("Точно сдаётесь")
    assert [d.rsplit(":", 1)[1] for d in data(msg, "ig:")] == ["yes", "no", "mq"]
    assert not (await press(h, player, msg, game_row(msg, "no"))).get("show_alert")
    await h.tg.wait_until(lambda: data(msg, "s:") or data(msg, "c:"))
    assert not (await press(h, player, msg, game_row(msg, "res"))).get("show_alert")
    assert not (await press(h, player, msg, game_row(msg, "yes"))).get("text")
    storage = h.service.storage  # type: ignore[union-attr]  # the restarted bot's
    [mrec] = await storage.list_matches(chat_id=chat)
    if mrec.status == "active":  # game 3: the player on turn gives up the whole match
        assert not (await press(h, alice, msg, data(msg, "n:")[0])).get("text")
        await h.tg.wait_until(lambda: data(msg, "ig:"))
        await until_cube(h, msg, users)
        quitter = users[turn_user(msg)]  # type: ignore[index]
        if "r" in cube(msg):
            assert not (await press(h, quitter, msg, cube(msg)["r"])).get("text")
            quitter = users[turn_user(msg)]  # type: ignore[index]
        await press(h, quitter, msg, game_row(msg, "res"))
        assert not (await press(h, quitter, msg, game_row(msg, "mq"))).get("text")
    caption = msg.caption or ""
    assert "выигрывает матч" in caption and "матчей выиграно" in caption
    assert not data(msg, "n:") and data(msg, "an:")  # no Next game after the last one
    [mrec] = await storage.list_matches(chat_id=chat)
    assert mrec.status == "finished" and mrec.cube and mrec.target == 3
    games = await storage.match_games(mrec.match_id)
    assert len(games) in (2, 3) and games[0].reason == "passed"
    fins = await storage.list_finished_games(chat_id=chat)
    assert {f.game_id for f in fins if f.reason != "cancelled"} == {g.game_id for g in games}
    assert all(f.chat_id == chat for f in fins)
    # 🔁 New match in the same message: Bob offers Alice the same match (3 points, the cube)
    again = game_row(msg, "again")
    assert ("🔁 Ещё матч", again) in h.tg.buttons(msg)
    assert not (await press(h, bob, msg, again)).get("text")
    caption = msg.caption or ""
    assert "Реванш! Bob предлагает" in caption and "Alice, нажмите" in caption
    assert "первым наберёт 3 очка" in caption and "Играем с кубом удвоения." in caption
    assert (await press(h, carol, msg, data(msg, "il:join")[0]))["text"] == \
        "Это приглашение для другого игрока."
    assert not (await press(h, alice, msg, data(msg, "il:join")[0])).get("text")
    await h.tg.wait_until(lambda: "Матч до 3: Bob 0 · Alice 0" in (msg.caption or ""))
    new, old = await storage.list_matches(chat_id=chat)
    assert (new.status, new.target, new.cube, old.match_id) == ("active", 3, True, mrec.match_id)


async def test_inline_match_against_the_bot(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice = h.tg.user(11, "Alice")
    answer = await h.tg.inline_query(alice, "short 3")
    msg = await h.tg.choose(alice, CHAT, answer["results"][0])
    await press(h, alice, msg, data(msg, "il:cube")[0])
    await press(h, alice, msg, data(msg, "il:bot")[0])
    assert not (await press(h, alice, msg, data(msg, "il:lvl")[0])).get("text")
    await h.tg.wait_until(lambda: "Матч до 3" in (msg.caption or ""))
    storage = h.service.storage  # type: ignore[union-attr]
    chat = inline_chat_id(msg.inline_message_id)
    rec = await storage.get_active_game(chat)
    assert rec is not None and rec.opponent == "ai" and rec.inline_message_id
    # Alice doubles at her first chance in every game and the AI answers (takes or
    # passes); then she resigns the game (at once in the Crawford game); Next game after
    # every game, to the end of the match
    answered: list[str] = []
    doubled = False
    for _ in range(500):
        await h.settle()
        if data(msg, "an:"):
            if not data(msg, "n:"):
                break
            assert not (await press(h, alice, msg, data(msg, "n:")[0])).get("text")
            doubled = False
            continue
        choice = cube(msg)
        crawford = "Партия Кроуфорда" in (msg.caption or "")
        if "d" in choice and not doubled:
            assert not (await press(h, alice, msg, choice["d"])).get("text")
            doubled = True
            await h.tg.wait_until(lambda: "предлагает удвоение" not in (msg.caption or ""))
            answered.append(msg.caption or "")
        elif (doubled or crawford) and data(msg, "ig:") and not choice:
            await press(h, alice, msg, game_row(msg, "res"))
            assert not (await press(h, alice, msg, game_row(msg, "yes"))).get("text")
        elif choice:
            assert not (await press(h, alice, msg, choice["r"])).get("text")
        else:
            steps = data(msg, "s:") + data(msg, "c:")
            done = [d for d in data(msg, "t:") if d.endswith(":d")]
            assert is_toast(await h.tg.press_inline(alice, msg.inline_message_id,
                                                    (steps or done)[0]))
    assert answered and all("отказывается от удвоения" in c or "Куб: ×2, им владеет" in c
                            for c in answered), answered
    [mrec] = await storage.list_matches(chat_id=chat)
    assert mrec.status == "finished" and max(mrec.score) >= 3 and mrec.opponent == "ai"
    assert "выигрывает матч" in (msg.caption or "")
    # 🔁 New match: against the bot it starts at once, at the same level, with the cube
    assert not (await press(h, alice, msg, game_row(msg, "again"))).get("text")
    await h.tg.wait_until(lambda: "Матч до 3: Alice 0" in (msg.caption or ""))
    new, old = await storage.list_matches(chat_id=chat)
    assert (new.status, new.target, new.cube, new.ai_level) == (
        "active", 3, True, old.ai_level)
