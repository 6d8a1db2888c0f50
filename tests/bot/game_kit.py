"""Shared pieces of the end-to-end tests of games in chats: the test chats, a group game
opened, a game played out, who is on turn, an accepted press, a mention."""

from __future__ import annotations

import re
from collections.abc import Callable

from testkit.fakeapi import FakeMessage, FakeUser
from tests.bot.helpers import BotHarness

GROUP = -1001


MENTION = re.compile(r'tg://user\?id=(\d+)')


def turn_user(msg: FakeMessage) -> int | None:
    """The user id mentioned as on turn in a board caption (None: AI or finished)."""
    m = MENTION.search(msg.caption or "")
    return int(m.group(1)) if m else None


def is_toast(answer: dict[str, object]) -> bool:
    """True for the short toast of a move press (``13→7 ✓``, ``↶ 13→7 ...``, turn passed)."""
    text = str(answer.get("text") or "")
    return not answer.get("show_alert") and ("✓" in text or "↶" in text or text in (
        "Ход передан.", "Turn passed."))


async def play_out(h: BotHarness, chat: int, users: dict[int, FakeUser],
                   limit: int = 4000,
                   answered: Callable[[dict[str, object]], bool] = is_toast,
                   whole_moves: bool = False) -> FakeMessage:
    """Drive a game to its end: always the first step button (with ``whole_moves``, the
    combined move that plays the most dice, where the keyboard has one), then Done; every
    press's answer must pass ``answered`` (a move's toast unless told otherwise)."""
    for _ in range(limit):
        await h.settle()
        msg = h.board(chat)
        buttons = h.buttons(msg)
        if any(d.startswith("m:") for _, d in buttons):
            return msg
        steps = [b for b in buttons if b[1].startswith("s:")]
        combos = [b for b in buttons if b[1].startswith("c:")] if whole_moves else []
        if combos:
            steps = [max(combos, key=lambda b: len(b[1].rsplit(":", 1)[1]))]
        done = [b for b in buttons if b[1].startswith("t:") and b[1].endswith(":d")]
        target = steps[0] if steps else done[0]
        uid = turn_user(msg)
        assert uid in users, msg.caption
        answer = await h.tg.press(chat, users[uid], msg.message_id, target[1])
        assert answered(answer), (answer, msg.caption)
    raise AssertionError("the game did not end")


async def open_group_game(h: BotHarness, variant: str, alice: FakeUser,
                          bob: FakeUser) -> FakeMessage:
    await h.tg.send_text(GROUP, alice, "/new", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    var = [b for b in h.find(lobby, "l:") if b[1].endswith(f":var:{variant}")]
    await h.press(GROUP, alice, lobby, var[0][1])
    lobby = h.tg.chat(GROUP).messages[lobby.message_id]
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]]
    assert join, h.buttons(lobby)
    ans = await h.press(GROUP, alice, lobby, join[0][1])
    assert ans.get("show_alert"), ans
    await h.press(GROUP, bob, lobby, join[0][1])
    return await h.wait_board(GROUP)


PRIVATE = 501


def mentions(text: str | None, user_id: int) -> bool:
    return f'<a href="tg://user?id={user_id}">' in (text or "")
