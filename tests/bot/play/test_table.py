"""The game table end to end: one numbering for the player on turn (picture, buttons,
caption), combined buttons, the automatic finish and /settings, toasts."""

from __future__ import annotations

import json
import re

from bot.model.state import Table
from engine import BLACK, WHITE, Game, Variant, from_white_point, plain_moves, to_white_point
from testkit.fakeapi import FakeMessage, FakeUser
from tests.bot.game_kit import GROUP, is_toast, open_group_game, turn_user
from tests.bot.helpers import BotHarness
from tests.rendering.helpers import decode, expected_visible, number_error, read_board

ARROW = re.compile(r"^(\d+|бар|bar)→(\d+|выброс|off)$")


async def _game(h: BotHarness) -> tuple[Game, int, int]:
    """The chat's game in play with its white and black user ids."""
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None and rec.white_id is not None and rec.black_id is not None
    game = Table.decode(rec.state).game
    assert game is not None
    return game, rec.white_id, rec.black_id


def _prefer_combined(h: BotHarness, msg: FakeMessage) -> tuple[str, str]:
    """The first combined button if there is one, else the first single step, else Done."""
    buttons = h.buttons(msg)
    for prefix in ("c:", "s:"):
        found = [b for b in buttons if b[1].startswith(prefix)]
        if found:
            return found[0]
    done = [b for b in buttons if b[1].startswith("t:") and b[1].endswith(":d")]
    assert done, buttons
    return done[0]


async def test_black_turn_drawn_from_blacks_side_with_blacks_numbers(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "long", alice, bob)
    # play until Black is on turn after a move of White's (not the opening)
    for _ in range(40):
        await h.settle()
        game, _, black_id = await _game(h)
        if game.turn_color == BLACK and game.history and not game.steps:
            break
        board = h.board(GROUP)
        uid = turn_user(board)
        assert uid in users
        ans = await h.press(GROUP, users[uid], board, _prefer_combined(h, board)[1])
        assert is_toast(ans), ans
    else:
        raise AssertionError("Black never came on turn")
    board = h.board(GROUP)
    assert turn_user(board) == black_id
    pos = game.current_position
    img = decode(board.photo or b"")
    # the checkers are drawn from Black's side (his home bottom right) ...
    assert read_board(img, Variant.LONG, BLACK) == expected_visible(pos)
    assert read_board(img, Variant.LONG, WHITE) != expected_visible(pos)
    # ... and every point carries Black's own number (the points of White's last move are
    # outlined, so they are left out of the pixel comparison)
    last = game.last_turn
    assert last is not None and last.color == WHITE and last.steps
    marked = {from_white_point("long", BLACK, to_white_point("long", WHITE, p))
              for pair in last.moves for p in pair if p not in (0, 25)}
    plain = [slot for slot in range(1, 25) if slot not in marked]
    assert len(plain) >= 16
    for slot in plain:
        assert number_error(img, slot, slot) < 0.01
        assert number_error(img, slot, (slot + 11) % 24 + 1) > 0.02  # not White's number
    # the buttons speak Black's numbering: the legal steps of Black, same numbers
    labels = {text for text, data in h.buttons(board) if data.startswith("s:")}
    assert labels == {f"{st.frm}→{st.to}" for st in game.legal_steps()}
    assert all(ARROW.match(t) for t in labels)
    # the caption writes White's last move in White's own numbering, as the mover wrote it,
    # not converted into the reader's
    converted = [(from_white_point("long", BLACK, to_white_point("long", WHITE, f)),
                  from_white_point("long", BLACK, to_white_point("long", WHITE, t)) if t else 0)
                 for f, t in last.moves]
    written = plain_moves(converted, bar="бар", off="выброс")
    own = plain_moves(last.moves, bar="бар", off="выброс")
    assert own != written
    assert own in (board.caption or "") and f": {written}\n" not in (board.caption or "")


async def _play_to_end(h: BotHarness, users: dict[int, FakeUser]) -> dict[str, int]:
    """Play the group game to its end preferring combined buttons; count what was pressed
    and check every answer is a toast."""
    seen = {"combined": 0, "done": 0, "presses": 0, "passed": 0}
    for _ in range(3000):
        await h.settle()
        msg = h.board(GROUP)
        buttons = h.buttons(msg)
        if any(d.startswith("m:") for _, d in buttons):
            return seen
        text, data = _prefer_combined(h, msg)
        uid = turn_user(msg)
        assert uid in users, msg.caption
        ans = await h.tg.press(GROUP, users[uid], msg.message_id, data)
        assert is_toast(ans), (ans, data)
        seen["presses"] += 1
        if data.startswith("c:"):
            seen["combined"] += 1
            # the toast names the move of the button: from its origin to its destination
            first, last = text.split("→")[0], text.split("→")[-1]
            toast = str(ans["text"])
            assert toast.startswith(first + "→") and "✓" in toast, (text, toast)
            assert (last if last not in ("выброс", "off") else "выброс") in toast, (text, toast)
        if data.startswith("t:") and data.endswith(":d"):
            seen["done"] += 1
        if "✓" in str(ans["text"]) and "передан" in str(ans["text"]):
            seen["passed"] += 1
    raise AssertionError("the game did not end")


async def test_friend_game_with_automatic_finish(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await open_group_game(h, "short", alice, bob)
    seen = await _play_to_end(h, {11: alice, 12: bob})
    final = h.board(GROUP)
    assert "🏆" in (final.caption or "")
    assert seen["combined"] > 0 and seen["passed"] > 0
    assert seen["done"] == 0  # no Done press: every turn finished by itself


async def test_friend_game_with_done_button(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await h.service.chats.set_auto_finish(GROUP, False)  # type: ignore[union-attr]
    await open_group_game(h, "short", alice, bob)
    seen = await _play_to_end(h, {11: alice, 12: bob})
    assert "🏆" in (h.board(GROUP).caption or "")
    assert seen["combined"] > 0 and seen["done"] > 10 and seen["passed"] == 0


async def test_forged_or_stale_combined_press_changes_nothing(harness: BotHarness) -> None:
    h = harness
    await h.start()
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "long", alice, bob)
    mover = users[turn_user(board)]  # type: ignore[index]
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None
    g, v = rec.game_id, json.loads(rec.state)["seq"]
    before = rec.state
    for forged in (f"c:{g}:{v}:24:66", f"c:{g}:{v}:24:x1", f"c:{g}:{v}:24:12345",
                   f"c:{g}:{v}:3:12"):
        ans = await h.press(GROUP, mover, board, forged)
        assert ans["text"] == "Этот ход сейчас невозможен.", (forged, ans)
    ans = await h.press(GROUP, mover, board, f"c:{g}:{v - 1}:24:12")  # an old view
    assert ans["text"] == "Эта кнопка устарела — показываю актуальную доску."
    after = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert after is not None and after.state == before


async def test_settings_for_admins_only(harness: BotHarness) -> None:
    h = harness
    await h.start()
    ivan, john = h.tg.user(21, "Иван"), h.tg.user(22, "John")
    h.tg.members[GROUP] = {john.id: "administrator"}  # type: ignore[attr-defined]
    await h.tg.send_text(GROUP, john, "/settings", chat_type="group")
    menu = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "set:")))
    assert "включено" in (menu.text or "") and "Готово" in (menu.text or "")
    # a plain member is refused and nothing changes
    ans = await h.press(GROUP, ivan, menu, "set:off")
    assert ans["show_alert"] and "администратор" in ans["text"]
    assert await h.service.chats.auto_finish(GROUP)  # type: ignore[union-attr]
    # the administrator turns it off: stored, and the message says so
    ans = await h.press(GROUP, john, menu, "set:off")
    assert not ans.get("show_alert")
    assert not await h.service.chats.auto_finish(GROUP)  # type: ignore[union-attr]
    assert (await h.service.storage.get_chat_settings(GROUP)).auto_finish is False  # type: ignore[union-attr]
    text = h.tg.chat(GROUP).messages[menu.message_id].text or ""
    assert "выключено" in text
    # with it off, a finished turn waits for Done
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    board = await open_group_game(h, "long", alice, bob)
    mover = users[turn_user(board)]  # type: ignore[index]
    for _ in range(4):
        msg = h.board(GROUP)
        steps = h.find(msg, "s:")
        if not steps:
            break
        await h.press(GROUP, mover, msg, steps[0][1])
    assert any(d.endswith(":d") for _, d in h.buttons(h.board(GROUP)))
    assert turn_user(h.board(GROUP)) == mover.id
