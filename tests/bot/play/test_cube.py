"""End-to-end tests of the doubling cube in the bot (fake Bot API): Roll / Double before
the roll, Take / Pass for the opponent only, the stakes on the buttons, a pass ending the
game, and the AI's cube decisions."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.model.state import Table
from tests.bot.cube_kit import cube_buttons, play_until_cube
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness
from tests.engine.helpers import GNUBG, gnubg_import

PRIVATE = 502


@pytest.mark.slow
async def test_group_cube_double_take_redouble_pass(harness: BotHarness,
                                                      tmp_path: Path) -> None:
    h = harness
    await h.start()
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    await h.tg.send_text(GROUP, alice, "/new short cube", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    assert "кубом удвоения" in (lobby.text or "")
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    board = await h.wait_board(GROUP)
    assert "Куб в центре: ставка ×1" in (board.caption or "")
    # the opening turn is rolled already: nobody doubles before it
    assert not h.find(board, "k:")

    board = await play_until_cube(h, GROUP, users)
    buttons = cube_buttons(h, board)
    assert set(buttons) == {"r", "d"}
    assert buttons["d"][0] == "⬆ Удвоить до ×2" and buttons["r"][0] == "🎲 Бросить кубики"
    doubler = users[turn_user(board)]  # type: ignore[index]
    taker = bob if doubler is alice else alice
    ans = await h.press(GROUP, taker, board, buttons["d"][1])
    assert ans.get("text") == "Сейчас решает соперник."
    ans = await h.press(GROUP, carol, board, buttons["d"][1])
    assert ans.get("text") == "Это не ваша партия."
    await h.press(GROUP, doubler, board, buttons["d"][1])
    board = h.board(GROUP)
    buttons = cube_buttons(h, board)
    assert buttons["t"][0] == "✅ Принять: партия на 2 очка"
    assert buttons["p"][0] == "✖ Отказаться: −1 очко"
    assert turn_user(board) == taker.id
    ans = await h.press(GROUP, doubler, board, buttons["t"][1])
    assert ans.get("text") == "Сейчас решает соперник."
    await h.press(GROUP, taker, board, buttons["t"][1])
    board = h.board(GROUP)
    assert f"Куб: ×2, им владеет {taker.first_name}" in (board.caption or "")
    # the doubler's dice were rolled after the take: he plays at once
    assert h.find(board, "s:") and turn_user(board) == doubler.id

    # from now on only the cube's owner is ever offered the cube; he redoubles
    board = await play_until_cube(h, GROUP, users)
    assert turn_user(board) == taker.id
    buttons = cube_buttons(h, board)
    assert buttons["d"][0] == "⬆ Удвоить до ×4"
    await h.press(GROUP, taker, board, buttons["d"][1])
    board = h.board(GROUP)
    buttons = cube_buttons(h, board)
    assert buttons["p"][0] == "✖ Отказаться: −2 очка"
    await h.press(GROUP, doubler, board, buttons["p"][1])
    final = h.board(GROUP)
    assert "отказывается от удвоения" in (final.caption or "")
    fin = await h.service.storage.list_finished_games(chat_id=GROUP)  # type: ignore[union-attr]
    assert fin[0].reason == "passed" and fin[0].points == 2
    assert fin[0].winner_id == taker.id

    # /history lists the game; Export sends a .mat that GNU Backgammon reads back
    await h.tg.send_text(GROUP, carol, "/history", chat_type="group")
    listing = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "x:")))
    assert f"победа: {taker.first_name} (+2)" in (listing.text or "")
    await h.press(GROUP, carol, listing, h.find(listing, "x:g:")[0][1])
    doc = await h.tg.wait_for_message(GROUP, lambda m: m.document is not None)
    assert doc.file_name == f"nardy-game-{fin[0].game_id}.mat"
    text = (doc.document or b"").decode()
    assert "Doubles => 4" in text and "Drops" in text
    if GNUBG is not None:
        got = gnubg_import(text, tmp_path)
        actions = [a["action"] for a in got["games"][0]["game"] if a["action"] != "move"]
        assert actions == ["double", "take", "double", "drop"]
        assert got["games"][0]["info"]["points-won"] == 2


async def test_private_cube_game_against_the_ai_to_the_end(harness: BotHarness) -> None:
    h = harness
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    await h.tg.send_text(PRIVATE, dana, "/new short")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    cube = [b for b in h.find(lobby, "l:") if ":cube:" in b[1]][0]
    assert cube[0] == "🎲 Doubling cube: off"
    await h.press(PRIVATE, dana, lobby, cube[1])
    lobby = h.tg.chat(PRIVATE).messages[lobby.message_id]
    assert "doubling cube" in (lobby.text or "")
    level = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:strong")][0]
    await h.press(PRIVATE, dana, lobby, level[1])
    await h.wait_board(PRIVATE)
    users = {PRIVATE: dana}
    decisions = 0
    for _ in range(100):
        board = await play_until_cube(h, PRIVATE, users)
        if h.find(board, "m:"):
            break
        buttons = cube_buttons(h, board)
        decisions += 1
        # double whenever allowed and take every double: the AI must answer and offer
        press = buttons.get("d") or buttons.get("t") or buttons["r"]
        ans = await h.press(PRIVATE, dana, board, press[1])
        assert not ans.get("text"), ans
    else:
        raise AssertionError("the game did not end")
    assert decisions > 0
    final = h.board(PRIVATE)
    assert "🏆" in (final.caption or "") or "passes the double" in (final.caption or "")
    fin = await h.service.storage.list_finished_games(user_id=PRIVATE)  # type: ignore[union-attr]
    assert fin[0].opponent == "ai"
    game = Table.decode(fin[0].final_state).game
    assert game is not None and game.result is not None
    # Dana doubled at her first chance: the AI answered it (take or pass) itself
    ai_color = 1 if fin[0].black_id is None else 0
    answers = [a for a in game.cube_log if a.color == ai_color and a.action in ("take", "pass")]
    assert answers, game.cube_log
    assert fin[0].points == game.result.points and game.result.cube == game.cube_value
