"""End-to-end tests of the bot through aiogram's HTTP stack against the fake Bot API."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from bot.i18n import LANGUAGES
from tests.bot.game_kit import (
    GROUP,
    PRIVATE,
    is_toast,
    open_group_game,
    play_out,
    turn_user,
)
from tests.bot.helpers import BotHarness, SharedLocal, handled


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_group_short_game_to_the_end(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    board = await open_group_game(h, "short", alice, bob)
    assert "Alice" in (board.caption or "")
    final = await play_out(h, GROUP, {11: alice, 12: bob})
    assert "🏆" in (final.caption or "")
    storage = h.service.storage  # type: ignore[union-attr]
    finished = await storage.list_finished_games(chat_id=GROUP)
    assert len(finished) == 1 and finished[0].winner_id in (11, 12)
    assert (await storage.player_stats(11, "short")).games == 1
    assert (await storage.player_stats(12, "short")).rated_games == 1


async def test_group_long_game_to_the_end(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    board = await open_group_game(h, "long", alice, bob)
    assert "Длинные нарды" in (board.caption or "")
    assert "Розыгрыш" in (board.caption or "")
    final = await play_out(h, GROUP, {11: alice, 12: bob})
    caption = final.caption or ""
    assert "🏆" in caption and ("Обычная победа" in caption or "Марс" in caption)
    assert "рейтинг" in caption
    # the board message was edited in place the whole game: one picture in the chat
    assert len([m for m in h.tg.chat(GROUP).visible() if m.photo]) == 1
    stats = await h.service.storage.player_stats(11, "long")  # type: ignore[union-attr]
    assert stats.games == 1


async def test_group_game_ended_by_resign(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "short", alice, bob)
    on_turn = users[turn_user(board)]  # type: ignore[index]
    other = bob if on_turn is alice else alice
    # the player not on turn cannot resign
    await h.tg.send_text(GROUP, other, "/resign", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "свой ход" in (m.text or ""))
    await h.tg.send_text(GROUP, on_turn, "/resign", chat_type="group")
    confirm = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "r:")))
    yes = [b for b in h.find(confirm, "r:") if b[1].endswith(":y")][0]
    # a stranger cannot confirm somebody else's resignation
    carol = h.tg.user(13, "Carol")
    ans = await h.press(GROUP, carol, confirm, yes[1])
    assert ans.get("text") == "Это не ваша партия."
    ans = await h.press(GROUP, on_turn, confirm, yes[1])
    assert not ans.get("text")
    final = h.board(GROUP)
    assert "сдаётся" in (final.caption or "")
    assert h.tg.chat(GROUP).messages[confirm.message_id].deleted
    assert await h.service.storage.get_active_game(GROUP) is None  # type: ignore[union-attr]
    fin = await h.service.storage.list_finished_games(chat_id=GROUP)  # type: ignore[union-attr]
    assert fin[0].reason == "resigned" and fin[0].winner_id == other.id
    # rematch: an offer to the former opponent, who accepts
    rematch = h.find(final, "m:")[0]
    ans = await h.press(GROUP, carol, final, rematch[1])
    assert ans.get("show_alert")
    await h.press(GROUP, on_turn, final, rematch[1])
    offer = await h.tg.wait_for_message(GROUP, lambda m: "реванш" in (m.text or ""))
    accept = [b for b in h.find(offer, "l:") if ":join:" in b[1]][0]
    ans = await h.press(GROUP, carol, offer, accept[1])
    assert ans.get("text") == "Это приглашение для другого игрока."
    # the former opponent presses Rematch too: that accepts the offer
    ans = await h.press(GROUP, other, final, rematch[1])
    assert not ans.get("text")
    assert "Партия началась" in (h.tg.chat(GROUP).messages[offer.message_id].text or "")
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None and rec.status == "active"


@pytest.mark.harness(db=("sqlite", "postgres"), sharing=("local", "shared"))
async def test_private_game_against_the_bot_to_the_end(harness: BotHarness) -> None:
    h = harness
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    await h.tg.send_text(PRIVATE, dana, "/new short")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    assert "against the bot" in (lobby.text or "")
    level = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:beginner")][0]
    await h.press(PRIVATE, dana, lobby, level[1])
    board = await h.wait_board(PRIVATE)
    assert "Short nardy" in (board.caption or "")
    final = await play_out(h, PRIVATE, {PRIVATE: dana})
    caption = final.caption or ""
    assert "🏆" in caption and "against the bot" in caption
    fin = await h.service.storage.list_finished_games(user_id=PRIVATE)  # type: ignore[union-attr]
    assert fin[0].opponent == "ai" and fin[0].ai_level == "beginner"
    stats = await h.service.storage.player_stats(PRIVATE, "short")  # type: ignore[union-attr]
    assert stats.vs_ai_games == 1
    # rematch against the bot starts a new game at once
    await h.press(PRIVATE, dana, final, h.find(final, "m:")[0][1])
    rec = await h.service.storage.get_active_game(PRIVATE)  # type: ignore[union-attr]
    assert rec is not None and rec.status == "active" and rec.ai_level == "beginner"
    if isinstance(h.coordination, SharedLocal):  # shared: under the coordination's lock
        assert PRIVATE in h.coordination.locked


async def state_of(h: BotHarness, chat: int) -> tuple[int, str]:
    rec = await h.service.storage.get_active_game(chat)  # type: ignore[union-attr]
    assert rec is not None
    return rec.version, rec.state


async def test_stale_foreign_and_forged_presses_change_nothing(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "short", alice, bob)
    mover = users[turn_user(board)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    step = h.find(board, "s:")[0][1]
    before = await state_of(h, GROUP)
    # a stranger, the player not on turn, garbled and forged data: rejected, nothing changes
    ans = await h.press(GROUP, carol, board, step)
    assert ans == {"text": "Это не ваша партия.", "show_alert": True}
    ans = await h.press(GROUP, waiter, board, step)
    assert ans["text"] == "Сейчас не ваш ход." and not ans.get("show_alert")
    for garbage in ("s:1:x:24:18:6", "zz:1", "", "s:1:1:24:18", "t:1:1:q", "l:1:1:explode:"):
        ans = await h.press(GROUP, mover, board, garbage)
        assert ans["text"], garbage
    g, v = step.split(":")[1:3]
    ans = await h.press(GROUP, mover, board, f"s:{g}:{v}:24:3:6")  # not a legal step
    assert ans["text"] == "Этот ход сейчас невозможен."
    ans = await h.press(GROUP, mover, board, f"s:9999:{v}:24:18:6")  # unknown game
    assert ans["text"]
    assert await state_of(h, GROUP) == before
    # a double tap: the first press counts, the second is stale and changes nothing
    first = await h.tg.press(GROUP, mover, board.message_id, step)
    second = await h.tg.press(GROUP, mover, board.message_id, step)
    await h.settle()
    assert is_toast(first), first
    assert second["text"] == "Эта кнопка устарела — показываю актуальную доску."
    version, state = await state_of(h, GROUP)
    assert json.loads(state)["seq"] == json.loads(before[1])["seq"] + 1
    assert len(json.loads(state)["g"]["steps"]) == 1
    # the board shows the state after exactly one step
    assert "Сыграно:" in (h.board(GROUP).caption or "")
    # a failure inside a handler is still answered, with an error text
    async def broken(*args: object) -> None:
        raise RuntimeError("simulated failure")

    h.service.moves.step = broken  # type: ignore[method-assign,union-attr]
    msg = h.board(GROUP)
    ans = await h.press(GROUP, mover, msg, h.find(msg, "s:")[0][1])
    assert ans == {"text": "Что-то пошло не так. Попробуйте ещё раз.", "show_alert": True}
    # every callback query was answered exactly once
    answers = h.tg.calls_of("answerCallbackQuery")
    ids = [c.params["callback_query_id"] for c in answers]
    assert len(ids) == len(set(ids))


async def test_flood_control_storm_loses_no_move(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "long", alice, bob)
    await h.settle()
    before = await state_of(h, GROUP)
    await h.service.chats.set_auto_finish(GROUP, False)  # type: ignore[union-attr]
    h.tg.fail("editMessageMedia", "429", retry_after=1, times=4)
    mover = users[turn_user(board)]  # type: ignore[index]
    # press several steps quickly while Telegram answers 429
    presses = 0
    while True:
        msg = h.board(GROUP)
        steps = h.find(msg, "s:")
        if not steps:
            break
        ans = await h.tg.press(GROUP, mover, msg.message_id, steps[0][1])
        assert is_toast(ans), ans
        presses += 1
        await h.settle(30)
    _, state = await state_of(h, GROUP)
    final = h.board(GROUP)
    assert json.loads(state)["seq"] == json.loads(before[1])["seq"] + presses
    assert len(json.loads(state)["g"]["steps"]) == presses
    assert "Сыграно:" in (final.caption or "")
    assert any(d.endswith(":d") for _, d in h.buttons(final))
    assert len([c for c in h.tg.calls_of("editMessageMedia")]) >= 5
    assert len([m for m in h.tg.chat(GROUP).visible() if m.photo]) == 1


async def test_not_modified_and_deleted_board(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "short", alice, bob)
    mover = users[turn_user(board)]  # type: ignore[index]
    # "message is not modified" counts as shown; if the board really lags behind, a
    # press on it is answered as stale and the board is redrawn from the database
    h.tg.fail("editMessageMedia", "not_modified", times=1)
    ans = await h.press(GROUP, mover, board, h.find(board, "s:")[0][1])
    assert is_toast(ans), ans
    ans = await h.press(GROUP, mover, board, h.find(board, "s:")[0][1])
    assert ans["text"] == "Эта кнопка устарела — показываю актуальную доску."
    assert "Сыграно:" in (h.board(GROUP).caption or "")
    # somebody deletes the board: the next change sends a new one, which keeps working
    board = h.board(GROUP)
    h.tg.delete_message(GROUP, board.message_id)
    undo = [b for b in h.buttons(board) if b[1].endswith(":u")][0]
    ans = await h.press(GROUP, mover, board, undo[1])
    assert is_toast(ans), ans
    fresh = h.board(GROUP)
    assert fresh.message_id != board.message_id
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None and rec.message_id == fresh.message_id
    ans = await h.press(GROUP, mover, fresh, h.find(fresh, "s:")[0][1])
    assert is_toast(ans), ans
    assert h.board(GROUP).message_id == fresh.message_id
    # a network error on an edit is retried
    h.tg.fail("editMessageMedia", "network", times=1)
    msg = h.board(GROUP)
    undo = [b for b in h.buttons(msg) if b[1].endswith(":u")][0]
    await h.press(GROUP, mover, msg, undo[1])
    assert "Сыграно:" not in (h.board(GROUP).caption or "")


@pytest.mark.harness(db=("sqlite", "postgres"), sharing=("local", "shared"))
async def test_restart_resumes_games_and_due_ai_turns(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "long", alice, bob)
    await h.settle()
    await h.stop()
    # a new process on the same database: the old board's buttons still work
    await h.start()
    mover = users[turn_user(board)]  # type: ignore[index]
    ans = await h.press(GROUP, mover, board, h.find(board, "s:")[0][1])
    assert is_toast(ans), ans
    assert "Сыграно:" in (h.board(GROUP).caption or "")
    await h.stop()
    # a private game where the AI is on turn when the process stops
    dana = h.tg.user(PRIVATE, "Dana")
    await h.start(ai_delay=120.0)
    await h.tg.send_text(PRIVATE, dana, "/new long")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    await h.tg.press(PRIVATE, dana, lobby.message_id,
                     [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:medium")][0][1])
    for _ in range(50):
        msg = await h.wait_board(PRIVATE)
        if "думает" in (msg.caption or ""):
            break
        buttons = h.buttons(msg)
        steps = [b for b in buttons if b[1].startswith("s:")]
        target = steps[0] if steps else [b for b in buttons if b[1].endswith(":d")][0]
        await h.tg.press(PRIVATE, dana, msg.message_id, target[1])
        await handled()
        await h.service.sender.drain()  # type: ignore[union-attr]
    assert "думает" in (h.board(PRIVATE).caption or "")
    rec = await h.service.storage.get_active_game(PRIVATE)  # type: ignore[union-attr]
    assert rec is not None
    await h.stop()
    # the new process takes the due turn over at once (the old one gave its job back):
    # once it has nothing due left, the AI has played
    await h.start()
    await h.settle()
    assert "думает" not in (h.board(PRIVATE).caption or "")
    after = await h.service.storage.get_active_game(PRIVATE)  # type: ignore[union-attr]
    assert after is None or after.version > rec.version


async def test_the_first_answers_do_not_wait_for_the_command_menu(harness: BotHarness) -> None:
    """The menu's eleven calls go beside the polling: while Telegram holds them the bot
    answers, the menu is complete once they go through, and a stop meanwhile is clean."""
    h = harness
    gate = h.tg.hold("setMyCommands")
    await h.start()
    ivan = h.tg.user(21, "Иван", "ru")
    await h.tg.send_text(21, ivan, "/start")
    msg = await h.tg.wait_for_message(21, lambda m: "/new" in (m.text or ""))
    assert "Нарды" in (msg.text or "") and h.tg.commands == {}
    assert len(h.tg.calls_of("setMyCommands")) == 1  # the first, held
    gate.set()
    await h.tg.wait_until(lambda: len(h.tg.commands) == 1 + len(LANGUAGES))
    await h.stop()
    gate.clear()
    await h.start()  # stopped while the menu is held: the held call is given up
    await h.tg.wait_until(lambda: len(h.tg.calls_of("setMyCommands")) == 2 + len(LANGUAGES))
    await h.stop()
    gate.set()


async def test_commands_languages_stats_and_rules(harness: BotHarness) -> None:
    h = harness
    await h.start()
    ivan, john = h.tg.user(21, "Иван", "be"), h.tg.user(22, "John", "de")
    await h.tg.send_text(21, ivan, "/start")
    msg = await h.tg.wait_for_message(21, lambda m: "/new" in (m.text or ""))
    assert "Нарды" in (msg.text or "")
    await h.tg.send_text(21, ivan, "привет")
    await h.tg.wait_for_message(21, lambda m: len([
        x for x in h.tg.chat(21).visible() if x.from_user.is_bot]) == 2)
    # added to a group: a short greeting in the language of whoever added the bot
    await h.tg._push({"my_chat_member": {
        "chat": {"id": -2002, "type": "group", "title": "Friends"},
        "from": john.as_dict(), "date": 0,
        "old_chat_member": {"status": "left", "user": h.tg.bot_user.as_dict()},
        "new_chat_member": {"status": "member", "user": h.tg.bot_user.as_dict()}}})
    hello = await h.tg.wait_for_message(-2002, lambda m: "/new" in (m.text or ""))
    assert "Hello" in (hello.text or "")
    await h.tg.send_text(22, john, "/help")
    msg = await h.tg.wait_for_message(22, lambda m: "How to play" in (m.text or ""))
    assert "24 h" in (msg.text or "")
    # the command menu is registered in both languages (beside the polling)
    await h.tg.wait_until(lambda: {"", "ru"} <= set(h.tg.commands))
    assert any(c["command"] == "new" for c in h.tg.commands["ru"])
    # /lang switches the chat to English for everybody (Ivan administers the group)
    h.tg.members[GROUP] = {ivan.id: "administrator"}  # type: ignore[attr-defined]
    await h.tg.send_text(GROUP, ivan, "/lang", chat_type="group")
    prompt = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "lang:")))
    en = [b for b in h.find(prompt, "lang:") if b[1] == "lang:en"][0]
    await h.press(GROUP, ivan, prompt, en[1])
    assert "English" in (h.tg.chat(GROUP).messages[prompt.message_id].text or "")
    await h.tg.send_text(GROUP, ivan, "/stats", chat_type="group")
    stats = await h.tg.wait_for_message(GROUP, lambda m: "📊" in (m.text or ""))
    assert "Long nardy" in (stats.text or "") and "Chat table" not in (stats.text or "")
    assert "nobody has finished" in (stats.text or "")
    # /rules: a diagram with topic buttons; every topic of both variants opens
    await h.tg.send_text(GROUP, ivan, "/rules", chat_type="group")
    rules = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "h:")))
    assert rules.photo is not None and "Rules" in (rules.caption or "")
    seen = set()
    for variant in ("long", "short"):
        await h.press(GROUP, ivan, rules, f"h:{variant}:setup")
        current = h.tg.chat(GROUP).messages[rules.message_id]
        for _, data in h.find(current, f"h:{variant}:"):
            ans = await h.press(GROUP, ivan, current, data)
            assert not ans.get("text"), (data, ans)
            seen.add(data)
            current = h.tg.chat(GROUP).messages[rules.message_id]
            assert len(current.caption or "") <= 1024
    assert len(seen) == 14  # seven topics of each variant
    assert "Dice you can check" in (  # the last topic pressed
        h.tg.chat(GROUP).messages[rules.message_id].caption or "")


@pytest.mark.harness(sharing=("local", "shared"))
async def test_lobby_rules_cancel_expiry_and_claim(harness: BotHarness) -> None:
    h = harness
    await h.start(inactivity_hours=0.0)
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    await h.tg.send_text(GROUP, alice, "/new short", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    # only the creator may cancel or call the bot; a second /new offers nothing destructive
    cancel = [b for b in h.find(lobby, "l:") if ":cancel" in b[1]][0]
    ans = await h.press(GROUP, bob, lobby, cancel[1])
    assert ans["text"] == "Это выбирает автор приглашения."
    await h.tg.send_text(GROUP, bob, "/new", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "уже открыто приглашение" in (m.text or ""))
    await h.press(GROUP, alice, lobby, cancel[1])
    assert "отменяет" in (h.tg.chat(GROUP).messages[lobby.message_id].text or "")
    assert await h.service.storage.get_active_game(GROUP) is None  # type: ignore[union-attr]
    # an abandoned lobby expires in the sweep
    await h.tg.send_text(GROUP, alice, "/new long", chat_type="group")
    lobby = await h.tg.wait_for_message(
        GROUP, lambda m: bool(h.find(m, "l:")) and "ищет соперника" in (m.text or ""))
    await h.service.sweeper.sweep(datetime.now(UTC) + timedelta(hours=2))  # type: ignore[union-attr]
    assert "закрыто" in (h.tg.chat(GROUP).messages[lobby.message_id].text or "")
    assert not h.find(h.tg.chat(GROUP).messages[lobby.message_id], "l:")
    # a game; the player on turn stalls; the sweep tells the other; /claim wins
    board = await open_group_game(h, "long", alice, bob)
    users = {11: alice, 12: bob}
    mover = users[turn_user(board)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    await h.tg.send_text(GROUP, bob, "/new", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "уже идёт партия" in (m.text or ""))
    await h.tg.send_text(GROUP, carol, "/claim", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "не играете" in (m.text or ""))
    await h.tg.send_text(GROUP, mover, "/claim", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "Сейчас ваш ход" in (m.text or ""))
    await h.service.sweeper.sweep(datetime.now(UTC) + timedelta(seconds=1))  # type: ignore[union-attr]
    await h.tg.wait_for_message(GROUP, lambda m: "/claim" in (m.text or "") and "⏰" in (
        m.text or ""))
    await h.tg.send_text(GROUP, waiter, "/claim", chat_type="group")
    await h.tg.wait_until(lambda: "⌛" in (h.board(GROUP).caption or ""))
    await h.settle()
    fin = await h.service.storage.list_finished_games(chat_id=GROUP, limit=1)  # type: ignore[union-attr]
    assert fin[0].reason == "timeout" and fin[0].winner_id == waiter.id
    # the chat table now lists both players
    await h.tg.send_text(GROUP, alice, "/stats", chat_type="group")
    stats = await h.tg.wait_for_message(GROUP, lambda m: "Таблица чата" in (m.text or ""))
    assert "Alice" in (stats.text or "") and "Bob" in (stats.text or "")


@pytest.mark.harness(sharing=("local", "shared"))
async def test_group_game_against_the_bot(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice = h.tg.user(11, "Alice")
    await h.tg.send_text(GROUP, alice, "/new long", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    bot = [b for b in h.find(lobby, "l:") if ":bot:" in b[1]][0]
    await h.press(GROUP, alice, lobby, bot[1])
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    back = [b for b in h.find(lobby, "l:") if ":back:" in b[1]][0]
    await h.press(GROUP, alice, lobby, back[1])
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    bot = [b for b in h.find(lobby, "l:") if ":bot:" in b[1]][0]
    await h.press(GROUP, alice, lobby, bot[1])
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    master = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:master")][0]
    await h.press(GROUP, alice, lobby, master[1])
    board = await h.wait_board(GROUP)
    assert "Бот «Мастер»" in (board.caption or "")
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None and rec.opponent == "ai" and rec.ai_level == "master"
