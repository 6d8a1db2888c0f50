"""End-to-end tests of matches in the bot (fake Bot API): a match to 3 with the cube in a
group (double taken, double passed, the Crawford game without cube buttons, the colour
swap, Next game, the match result and statistics) and a match to 3 against the AI in a
private chat, to the end."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.model.state import Table
from bot.play import matches
from engine import Match
from engine.records import replay_record
from testkit.fakeapi import FakeMessage, FakeUser
from tests.bot.cube_kit import cube_buttons, step_on
from tests.bot.game_kit import GROUP, turn_user
from tests.bot.helpers import BotHarness
from tests.engine.helpers import GNUBG, gnubg_import

PRIVATE = 503

Policy = Callable[[BotHarness, FakeMessage], str]
"""Chooses the cube button (``r``, ``d``, ``t`` or ``p``) on a board that offers one."""


def roll_and_take(h: BotHarness, msg: FakeMessage) -> str:
    """Never double, take every double."""
    return "t" if "t" in cube_buttons(h, msg) else "r"


async def next_decision(h: BotHarness, chat: int, users: dict[int, FakeUser],
                        limit: int = 3000) -> FakeMessage:
    """Play first steps until the board needs a cube decision or the game is over."""
    for _ in range(limit):
        await h.settle()
        msg = h.board(chat)
        if h.find(msg, "k:") or h.find(msg, "n:") or h.find(msg, "m:"):
            return msg
        await step_on(h, chat, users)
    raise AssertionError("the game did not end")


async def finish_game(h: BotHarness, chat: int, users: dict[int, FakeUser],
                      policy: Policy, *, no_cube: bool = False) -> FakeMessage:
    """Play the current game to its end (cube buttons answered by ``policy``); return its
    final board. ``no_cube``: assert that no cube button ever shows (Crawford)."""
    for _ in range(200):
        msg = await next_decision(h, chat, users)
        if h.find(msg, "n:") or h.find(msg, "m:"):
            return msg
        assert not no_cube, msg.caption
        uid = turn_user(msg)
        assert uid in users, msg.caption
        press = cube_buttons(h, msg)[policy(h, msg)]
        ans = await h.press(chat, users[uid], msg, press[1])
        assert not ans.get("text"), (ans, msg.caption)
    raise AssertionError("the game did not end")


async def active_white(h: BotHarness, chat: int) -> int | None:
    rec = await h.service.storage.get_active_game(chat)  # type: ignore[union-attr]
    assert rec is not None
    return rec.white_id


@pytest.mark.slow
async def test_group_match_to_3_with_the_cube(harness: BotHarness, tmp_path: Path) -> None:
    h = harness
    await h.start()
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    await h.tg.send_text(GROUP, alice, "/new short 3 cube", chat_type="group")
    lobby = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "l:")))
    assert "первым наберёт 3 очка" in (lobby.text or "")
    assert "✓ До 3" in [b[0] for b in h.find(lobby, "l:")]
    join = [b for b in h.find(lobby, "l:") if ":join:" in b[1]][0]
    await h.press(GROUP, bob, lobby, join[1])
    board = await h.wait_board(GROUP)
    assert "Матч до 3: Alice 0 · Bob 0" in (board.caption or "")
    assert await active_white(h, GROUP) == alice.id

    # game 1: a double taken, then a redouble passed
    msg = await next_decision(h, GROUP, users)
    doubler = users[turn_user(msg)]  # type: ignore[index]
    taker = bob if doubler is alice else alice
    await h.press(GROUP, doubler, msg, cube_buttons(h, msg)["d"][1])
    msg = h.board(GROUP)
    await h.press(GROUP, taker, msg, cube_buttons(h, msg)["t"][1])
    msg = await next_decision(h, GROUP, users)
    assert turn_user(msg) == taker.id and "d" in cube_buttons(h, msg)
    await h.press(GROUP, taker, msg, cube_buttons(h, msg)["d"][1])
    msg = h.board(GROUP)
    await h.press(GROUP, doubler, msg, cube_buttons(h, msg)["p"][1])
    final = h.board(GROUP)
    caption = final.caption or ""
    assert "отказывается от удвоения" in caption
    first, second = ("Alice", "Bob")
    score = (2, 0) if taker is alice else (0, 2)
    assert f"Матч до 3: {first} {score[0]} · {second} {score[1]}" in caption
    assert "по кнопке" in caption
    nxt = h.find(final, "n:")[0]
    ans = await h.press(GROUP, carol, final, nxt[1])
    assert ans.get("text") == "Это не ваша партия."
    await h.press(GROUP, bob, final, nxt[1])
    # a second press finds the game started and changes nothing
    ans = await h.press(GROUP, alice, final, nxt[1])
    board = h.board(GROUP)
    assert board.message_id != final.message_id

    # game 2: colours swap; the leader is one point away: the Crawford game, no cube
    assert await active_white(h, GROUP) == bob.id
    assert "Партия Кроуфорда" in (board.caption or "")
    final = await finish_game(h, GROUP, users, roll_and_take, no_cube=True)
    games = 2
    while not [b for b in h.find(final, "n:") if b[1].endswith(":again")]:
        await h.press(GROUP, alice, final, h.find(final, "n:")[0][1])
        games += 1
        final = await finish_game(h, GROUP, users, roll_and_take)
    caption = final.caption or ""
    assert "выигрывает матч" in caption and "матчей выиграно" in caption
    storage = h.service.storage  # type: ignore[union-attr]
    done = await storage.list_matches(chat_id=GROUP)
    assert done[0].status == "finished" and max(done[0].score) == 3
    assert done[0].reason == "score" and done[0].rating_change is not None
    linked = await storage.match_games(done[0].match_id)
    assert len(linked) == games and linked[0].reason == "passed"
    winner_stats = await storage.player_match_stats(
        done[0].winner_id, "short")  # type: ignore[arg-type]
    assert winner_stats.matches == 1 and winner_stats.wins == 1
    assert (await storage.player_stats(alice.id, "short")).games == games
    await h.tg.send_text(GROUP, alice, "/stats", chat_type="group")
    stats = await h.tg.wait_for_message(GROUP, lambda m: "Матчи:" in (m.text or ""))
    assert "Матчи: 1" in (stats.text or "")

    # /history lists the match; Export sends its .mat, which GNU Backgammon reads back
    await h.tg.send_text(GROUP, alice, "/history", chat_type="group")
    listing = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "x:")))
    m = done[0]
    line = f"матч до 3: Alice {m.score[0]}:{m.score[1]} Bob"
    assert line in (listing.text or ""), listing.text
    export = h.find(listing, f"x:m:{m.match_id}")[0]
    await h.press(GROUP, carol, listing, export[1])  # anybody in the chat may export
    doc = await h.tg.wait_for_message(GROUP, lambda x: x.document is not None)
    assert doc.file_name == f"nardy-match-{m.match_id}.mat"
    text = (doc.document or b"").decode()
    assert "3 point match" in text and "Doubles => 2" in text and "Drops" in text
    if GNUBG is not None:
        got = gnubg_import(text, tmp_path)
        assert got["match-info"]["match-length"] == 3
        assert len(got["games"]) == games
        last = got["games"][-1]["info"]
        assert last["winner"] == ("X" if m.winner == 0 else "O")
        first_game = got["games"][0]
        assert [a["action"] for a in first_game["game"] if a["action"] != "move"] == [
            "double", "take", "double", "drop"]


@pytest.mark.harness(sharing=("local", "shared"))
async def test_private_match_to_3_against_the_ai(harness: BotHarness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(matches, "NEXT_GAME_PAUSE", 0.05)
    h = harness
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    users = {PRIVATE: dana}
    await h.tg.send_text(PRIVATE, dana, "/new short 3 cube")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    assert "A match to 3 points" in (lobby.text or "")
    level = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:strong")][0]
    await h.press(PRIVATE, dana, lobby, level[1])
    await h.wait_board(PRIVATE)
    boards = set()
    for _ in range(30):
        final = await finish_game(h, PRIVATE, users, roll_and_take)
        boards.add(final.message_id)
        if [b for b in h.find(final, "n:") if b[1].endswith(":again")]:
            break
        assert "starts in a couple of seconds" in (final.caption or "")
        await h.settle()
        assert h.board(PRIVATE).message_id != final.message_id  # the next game started
    else:
        raise AssertionError("the match did not end")
    assert "wins the match" in (final.caption or "")
    # Every game had its own board. A game the AI ends with its own move may be followed by
    # the next one before the loop above looks (the pause is 0.05 s), so the chat's match
    # boards are counted too.
    boards |= {m.message_id for m in h.tg.chat(PRIVATE).visible()
               if m.photo is not None and "Match to 3" in (m.caption or "")}
    storage = h.service.storage  # type: ignore[union-attr]
    done = await storage.list_matches(chat_id=PRIVATE)
    assert done[0].status == "finished" and done[0].opponent == "ai"
    assert len(await storage.match_games(done[0].match_id)) == len(boards)
    st = await storage.player_match_stats(PRIVATE, "short")
    assert st.vs_ai_matches == 1
    # a new match against the AI starts at once
    again = [b for b in h.find(final, "n:") if b[1].endswith(":again")][0]
    await h.press(PRIVATE, dana, final, again[1])
    rec = await storage.get_active_game(PRIVATE)
    assert rec is not None and rec.status == "active"
    assert Table.decode(rec.state).match is not None


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_resign_a_game_or_the_whole_match(harness: BotHarness) -> None:
    h = harness
    await h.start()
    eve = h.tg.user(PRIVATE + 1, "Eve")
    chat = eve.id
    await h.tg.send_text(chat, eve, "/new long 5")
    lobby = await h.tg.wait_for_message(chat, lambda m: bool(h.find(m, "l:")))
    await h.press(chat, eve, lobby, [b for b in h.find(lobby, "l:")
                                     if b[1].endswith(":lvl:beginner")][0][1])
    board = await h.wait_board(chat)
    assert "Матч до 5" in (board.caption or "")
    while turn_user(h.board(chat)) != eve.id:
        await h.settle()
    await h.tg.send_text(chat, eve, "/resign")
    confirm = await h.tg.wait_for_message(chat, lambda m: bool(h.find(m, "r:")))
    labels = [b[0] for b in h.find(confirm, "r:")]
    assert "🏳 Сдать весь матч" in labels
    whole = [b for b in h.find(confirm, "r:") if b[1].endswith(":m")][0]
    await h.press(chat, eve, confirm, whole[1])
    final = h.board(chat)
    assert "Матч сдан. Победа в матче:" in (final.caption or "")
    assert [b for b in h.find(final, "n:") if b[1].endswith(":again")]
    storage = h.service.storage  # type: ignore[union-attr]
    done = await storage.list_matches(chat_id=chat)
    assert done[0].status == "finished" and done[0].reason == "resigned"
    assert done[0].winner == 1 and done[0].loser_id == eve.id
    # /history offers the long nardy match as text plus a JSON record that replays
    await h.tg.send_text(chat, eve, "/history")
    listing = await h.tg.wait_for_message(chat, lambda m: bool(h.find(m, "x:")))
    await h.press(chat, eve, listing, h.find(listing, "x:m:")[0][1])
    await h.settle()
    docs = [m for m in h.tg.chat(chat).visible() if m.document is not None]
    assert [d.file_name for d in docs] == [f"nardy-match-{done[0].match_id}.txt",
                                           f"nardy-match-{done[0].match_id}.json"]
    replayed = replay_record(json.loads(docs[1].document or b""))
    assert isinstance(replayed, Match) and replayed.resigned == 0
