"""Shared pieces of the doubling cube's end-to-end tests: a group game played up to a
cube decision, the cube's buttons, a step press."""

from __future__ import annotations

from testkit.fakeapi import FakeMessage, FakeUser
from tests.bot.game_kit import GROUP, is_toast, turn_user
from tests.bot.helpers import BotHarness


def cube_buttons(h: BotHarness, msg: FakeMessage) -> dict[str, tuple[str, str]]:
    """The cube buttons of a board by action (``r``, ``d``, ``t``, ``p``)."""
    return {b[1].rsplit(":", 1)[1]: b for b in h.find(msg, "k:")}


async def step_on(h: BotHarness, chat: int, users: dict[int, FakeUser]) -> FakeMessage:
    """Play the first step (or Done) of the turn on the board; return the board after."""
    msg = h.board(chat)
    steps = h.find(msg, "s:")
    done = [b for b in h.find(msg, "t:") if b[1].endswith(":d")]
    uid = turn_user(msg)
    assert uid in users, msg.caption
    answer = await h.press(chat, users[uid], msg, (steps or done)[0][1])
    assert is_toast(answer), (answer, msg.caption)
    return h.board(chat)


async def play_until_cube(h: BotHarness, chat: int, users: dict[int, FakeUser],
                          limit: int = 3000) -> FakeMessage:
    """Play first steps until a board offers cube buttons (or the game ends)."""
    for _ in range(limit):
        await h.settle()
        msg = h.board(chat)
        if h.find(msg, "k:") or h.find(msg, "m:"):
            return msg
        await step_on(h, chat, users)
    raise AssertionError("no cube decision came up")


async def group_game_at_cube(
    h: BotHarness, command: str
) -> tuple[dict[int, FakeUser], FakeMessage, FakeUser, FakeUser]:
    """Alice opens ``command`` (a /new with the cube) in GROUP and Bob joins; the game is
    played until a player may double. Returns the users by id, that board, the player on
    turn (the doubler) and the other one (the taker)."""
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    await h.tg.send_text(GROUP, alice, command, chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    await h.wait_board(GROUP)
    board = await play_until_cube(h, GROUP, users)
    doubler = users[turn_user(board)]  # type: ignore[index]
    return users, board, doubler, bob if doubler is alice else alice
