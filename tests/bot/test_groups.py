"""End-to-end tests of group features: turn reminders and who may change the language."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from storage.coordination import LocalCoordination
from testkit.fakeapi import Call, FakeMessage, FakeUser
from tests.bot.game_kit import GROUP, PRIVATE, mentions, open_group_game, turn_user
from tests.bot.helpers import BotHarness

REMINDER = re.compile(r"(ваш ход|your turn) \(\d-\d\)")
CAPTION_DICE = re.compile(r"(?:Ходит|to play).*?(\d-\d)")
PING = 0.2
SORRY_RU = "Извините, язык этого чата могут менять только администраторы группы."


def is_reminder(msg: FakeMessage) -> bool:
    return msg.from_user.is_bot and bool(REMINDER.search(msg.text or ""))


def visible_reminders(h: BotHarness, chat: int) -> list[FakeMessage]:
    """Reminders still shown in the chat."""
    return [m for m in h.tg.chat(chat).visible() if is_reminder(m)]


def sent_reminders(h: BotHarness, chat: int) -> list[Call]:
    """Every reminder the bot sent to the chat (deleted or not)."""
    return [c for c in h.tg.calls_of("sendMessage")
            if int(c.params["chat_id"]) == chat and REMINDER.search(c.params.get("text", ""))]


async def play_turn(h: BotHarness, chat: int, user: FakeUser) -> None:
    """The player on turn makes every step (first button) and presses Done (or the turn
    finishes by itself)."""
    for _ in range(8):
        msg = h.board(chat)
        steps = h.find(msg, "s:")
        done = [b for b in h.buttons(msg) if b[1].startswith("t:") and b[1].endswith(":d")]
        target = steps[0] if steps else done[0]
        ans = await h.press(chat, user, msg, target[1])
        assert not ans.get("show_alert") and "✓" in str(ans.get("text")) or \
            ans.get("text") in ("Ход передан.", "Turn passed."), ans
        if not steps or "передан" in str(ans.get("text")) or "passed" in str(ans.get("text")):
            return
    raise AssertionError("the turn did not end")


async def no_reminder_pending(h: BotHarness) -> None:
    """Wait until no reminder is armed, due or on its way (as a timer of this process or
    as a job): none can follow until a turn is played."""
    svc = h.service
    assert svc is not None
    coord = svc.coordination

    def pending() -> bool:
        if isinstance(coord, LocalCoordination) and any(
                kind == "ping" for kind, _ in coord._jobs):
            return True
        return svc.jobs.busy

    async def poll() -> None:
        while pending():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), 5)


async def next_reminder(h: BotHarness, chat: int, after: int = 0) -> FakeMessage:
    return await h.tg.wait_for_message(
        chat, lambda m: is_reminder(m) and m.message_id > after, timeout=5)


@pytest.mark.harness(sharing=("local", "shared"))
async def test_turn_reminder_mentions_the_player_and_is_replaced(harness: BotHarness) -> None:
    h = harness
    await h.start(turn_ping_seconds=PING)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    users = {11: alice, 12: bob}
    await open_group_game(h, "short", alice, bob)
    await h.settle()
    board = h.board(GROUP)
    mover = turn_user(board)
    assert mover in users
    dice = CAPTION_DICE.search(board.caption or "")
    assert dice, board.caption
    # the turn stays unplayed: one reminder, mentioning the player, replying to the board
    first = await next_reminder(h, GROUP)
    assert mentions(first.text, mover) and f"ваш ход ({dice.group(1)})" in (first.text or "")
    assert first.parse_mode == "HTML"
    call = sent_reminders(h, GROUP)[0]
    assert json.loads(call.params["reply_parameters"])["message_id"] == board.message_id
    await no_reminder_pending(h)
    assert len(sent_reminders(h, GROUP)) == 1  # once per turn, not every PING seconds
    # the turn is played: its reminder goes; the next player gets his own, alone in the chat
    await play_turn(h, GROUP, users[mover])  # type: ignore[index]
    await h.tg.wait_until(lambda: h.tg.chat(GROUP).messages[first.message_id].deleted, 5)
    nxt = turn_user(h.board(GROUP))
    assert nxt in users
    second = await next_reminder(h, GROUP, first.message_id)
    assert mentions(second.text, nxt)
    assert visible_reminders(h, GROUP) == [second]
    # the game ends: the reminder goes too, and none follows
    await h.tg.send_text(GROUP, users[nxt], "/resign", chat_type="group")  # type: ignore[index]
    confirm = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "r:")))
    yes = [b for b in h.find(confirm, "r:") if b[1].endswith(":y")][0]
    ans = await h.press(GROUP, users[nxt], confirm, yes[1])  # type: ignore[index]
    assert not ans.get("text")
    await h.tg.wait_until(lambda: not visible_reminders(h, GROUP), 5)
    await no_reminder_pending(h)
    assert len(sent_reminders(h, GROUP)) == 2
    assert await h.service.storage.get_active_game(GROUP) is None  # type: ignore[union-attr]


@pytest.mark.harness(sharing=("local", "shared"))
async def test_no_reminder_in_private_chats_or_for_the_ai(harness: BotHarness) -> None:
    h = harness
    await h.start(turn_ping_seconds=PING, ai_delay=3 * PING)
    # a private game against the bot: the bot's own board update is the notification
    dana = h.tg.user(PRIVATE, "Dana", "en")
    await h.tg.send_text(PRIVATE, dana, "/new short")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    level = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:beginner")][0]
    await h.press(PRIVATE, dana, lobby, level[1])
    await h.tg.wait_until(lambda: turn_user(h.board(PRIVATE)) == PRIVATE, 10)
    # a group game against the bot: its human is reminded, the bot never
    alice = h.tg.user(11, "Alice")
    await h.tg.send_text(GROUP, alice, "/new long", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    await h.press(GROUP, alice, lobby, [b for b in h.find(lobby, "l:") if ":bot:" in b[1]][0][1])
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    await h.press(GROUP, alice, lobby,
                  [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:beginner")][0][1])
    last = 0
    for _ in range(2):  # two of Alice's turns, each after the bot thought longer than PING
        await h.tg.wait_until(lambda: turn_user(h.board(GROUP)) == alice.id, 10)
        reminder = await next_reminder(h, GROUP, last)
        assert mentions(reminder.text, alice.id)
        last = reminder.message_id
        await play_turn(h, GROUP, alice)
    await h.tg.wait_until(lambda: turn_user(h.board(GROUP)) == alice.id, 10)
    await next_reminder(h, GROUP, last)
    group = sent_reminders(h, GROUP)
    assert len(group) == 3 and all(mentions(c.params["text"], alice.id) for c in group)
    assert len(visible_reminders(h, GROUP)) == 1
    assert turn_user(h.board(PRIVATE)) == PRIVATE  # Dana's turn waited all along
    assert sent_reminders(h, PRIVATE) == []


async def test_reminders_respect_the_group_budget_and_stop_with_the_bot(
        harness: BotHarness) -> None:
    h = harness
    # 5 sends a minute: the board takes the only burst token, the next comes in 15 s
    await h.start(turn_ping_seconds=PING, group_edits_per_minute=5)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await h.tg.send_text(GROUP, alice, "/new short", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0][1]
    await h.press(GROUP, alice, lobby, join)
    # the last join without waiting for the bot to settle: settling would wait for the
    # reminder's timer too, once it runs (its delay is short), and so for the budget
    await h.tg.press(GROUP, bob, lobby.message_id, join)
    await h.wait_board(GROUP)

    def awaiting(task: asyncio.Task[object]) -> list[str]:
        """The names of the coroutines the task waits in, outermost first."""
        names, coro = [], task.get_coro()
        while coro is not None and hasattr(coro, "cr_code"):
            names.append(coro.cr_code.co_name)
            coro = coro.cr_await
        return names

    def waiting_for_the_budget() -> list[asyncio.Task[object]]:
        """Reminder timers past their delay, waiting for a send of the chat's budget."""
        return [t for t in asyncio.all_tasks() if t.get_name().startswith("job-ping-")
                and not t.done() and "acquire" in awaiting(t)]

    async def poll() -> None:
        while not waiting_for_the_budget():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), 10)
    timers = waiting_for_the_budget()
    assert sent_reminders(h, GROUP) == []
    await h.stop()
    assert all(t.done() for t in timers)
    assert sent_reminders(h, GROUP) == []


async def test_reminder_failures_never_touch_the_game(harness: BotHarness) -> None:
    h = harness
    await h.start(turn_ping_seconds=PING)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    # the first reminder cannot be sent (flood control; the lobby is sent already):
    # nothing shows, the game goes on, and the next reminder works
    await h.tg.send_text(GROUP, alice, "/new short", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    h.tg.fail("sendMessage", "429", retry_after=1, times=1)
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    await h.tg.wait_until(lambda: sent_reminders(h, GROUP), 5)
    await no_reminder_pending(h)
    assert visible_reminders(h, GROUP) == [] and len(sent_reminders(h, GROUP)) == 1
    mover = turn_user(h.board(GROUP))
    await play_turn(h, GROUP, users[mover])  # type: ignore[index]
    nxt = turn_user(h.board(GROUP))
    reminder = await next_reminder(h, GROUP)
    assert mentions(reminder.text, nxt)
    # deleting it fails: the turn is played all the same and the deletion retried
    h.tg.fail("deleteMessage", "429", retry_after=1, times=1)
    before = h.board(GROUP).caption
    await play_turn(h, GROUP, users[nxt])  # type: ignore[index]
    assert h.board(GROUP).caption != before
    await h.tg.wait_until(lambda: h.tg.chat(GROUP).messages[reminder.message_id].deleted, 5)
    assert len(h.tg.calls_of("deleteMessage")) == 2


async def test_lang_in_a_group_is_for_its_administrators(harness: BotHarness) -> None:
    h = harness
    await h.start()
    ivan, john, olga = h.tg.user(21, "Иван", "be"), h.tg.user(22, "John", "de"), h.tg.user(
        23, "Ольга")
    h.tg.members[GROUP] = {john.id: "administrator", olga.id: "creator"}  # type: ignore[attr-defined]

    def bot_messages() -> int:
        return len([m for m in h.tg.chat(GROUP).visible() if m.from_user.is_bot])

    # an administrator gets the choice and switches the chat to English
    await h.tg.send_text(GROUP, john, "/lang", chat_type="group")
    prompt = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "lang:")))
    ans = await h.press(GROUP, john, prompt, "lang:en")
    assert not ans.get("text")
    assert "English" in (h.tg.chat(GROUP).messages[prompt.message_id].text or "")
    # a plain member is refused, politely and in his own language, by command and by button
    shown = bot_messages()
    await h.tg.send_text(GROUP, ivan, "/lang", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: m.text == SORRY_RU)
    await h.settle()
    assert bot_messages() == shown + 1  # the refusal only, no language buttons
    await h.tg.send_text(GROUP, john, "/lang", chat_type="group")
    prompt = await h.tg.wait_for_message(
        GROUP, lambda m: bool(h.find(m, "lang:")) and m.message_id > prompt.message_id)
    ans = await h.press(GROUP, ivan, prompt, "lang:ru")
    assert ans == {"text": SORRY_RU, "show_alert": True}
    assert (await h.service.chats.settings(GROUP)).language == "en"  # type: ignore[union-attr]
    assert h.tg.chat(GROUP).messages[prompt.message_id].edits == 0
    asked = {int(c.params["user_id"]) for c in h.tg.calls_of("getChatMember")}
    assert asked == {ivan.id, john.id}
    # the creator may change it back
    ans = await h.press(GROUP, olga, prompt, "lang:ru")
    assert not ans.get("text")
    assert "по-русски" in (h.tg.chat(GROUP).messages[prompt.message_id].text or "")
    assert (await h.service.chats.settings(GROUP)).language == "ru"  # type: ignore[union-attr]
    # in a private chat anybody chooses, and Telegram is not asked
    calls = len(h.tg.calls_of("getChatMember"))
    await h.tg.send_text(ivan.id, ivan, "/lang")
    mine = await h.tg.wait_for_message(ivan.id, lambda m: bool(h.find(m, "lang:")))
    ans = await h.press(ivan.id, ivan, mine, "lang:en")
    assert not ans.get("text")
    assert "English" in (h.tg.chat(ivan.id).messages[mine.message_id].text or "")
    assert len(h.tg.calls_of("getChatMember")) == calls
