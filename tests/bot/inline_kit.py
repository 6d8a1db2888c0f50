"""Shared pieces of the tests of games in inline messages: the bot started in inline
mode, a lobby posted, presses on an inline message, a friend game played out."""

from __future__ import annotations

import re
from typing import Any

from testkit.fakeapi import FakeInlineMessage, FakeTelegram, FakeUser
from tests.bot.helpers import BotHarness

UPLOAD = 5000  # the operator's chat for uploads


CHAT = 4242  # the one-to-one chat of Alice and Bob (the bot is not in it)


MENTION = re.compile(r'tg://user\?id=(\d+)')


async def start(h: BotHarness, **overrides: Any) -> None:
    await h.start(inline_mode=True, upload_chat_id=UPLOAD, **overrides)


def turn_user(msg: FakeInlineMessage) -> int | None:
    m = MENTION.search(msg.caption or "")
    return int(m.group(1)) if m else None


def data(msg: FakeInlineMessage, prefix: str) -> list[str]:
    """The callback data of the message's buttons that start with ``prefix``."""
    return [d for _, d in FakeTelegram.buttons(msg) if d.startswith(prefix)]


def is_toast(answer: dict[str, Any]) -> bool:
    """A move press is answered with a short toast (or nothing), never an alert."""
    text = str(answer.get("text") or "")
    return not answer.get("show_alert") and (not text or "✓" in text or "↶" in text
                                             or text in ("Ход передан.", "Turn passed."))


async def post_lobby(h: BotHarness, creator: FakeUser, variant: str,
                     feedback: bool = False) -> FakeInlineMessage:
    """The creator types @bot in the chat and picks the result of ``variant``."""
    answer = await h.tg.inline_query(creator, "")
    result = [r for r in answer["results"] if r["id"].startswith(variant)][0]
    return await h.tg.choose(creator, CHAT, result, feedback=feedback)


async def press(h: BotHarness, user: FakeUser, msg: FakeInlineMessage, cb: str) -> dict[str, Any]:
    ans = await h.tg.press_inline(user, msg.inline_message_id, cb)
    await h.settle()
    return ans


async def friend_game(h: BotHarness, variant: str, alice: FakeUser,
                      bob: FakeUser) -> FakeInlineMessage:
    msg = await post_lobby(h, alice, variant)
    join = data(msg, "il:join")[0]
    ans = await press(h, alice, msg, join)
    assert ans.get("show_alert"), ans  # the creator cannot join the own lobby
    ans = await press(h, bob, msg, join)
    assert not ans.get("text"), ans
    await h.tg.wait_until(lambda: data(msg, "s:") or data(msg, "c:") or data(msg, "t:"))
    return msg


async def play_out(h: BotHarness, msg: FakeInlineMessage, users: dict[int, FakeUser],
                   limit: int = 4000) -> None:
    for _ in range(limit):
        await h.settle()
        steps = data(msg, "s:") + data(msg, "c:")
        done = [d for d in data(msg, "t:") if d.endswith(":d")]
        if not steps and not done:
            return
        uid = turn_user(msg)
        assert uid in users, msg.caption
        ans = await h.tg.press_inline(users[uid], msg.inline_message_id,
                                      steps[0] if steps else done[0])
        assert is_toast(ans), (ans, msg.caption)
    raise AssertionError("the game did not end")
