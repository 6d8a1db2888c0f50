"""Forfeits, withdrawals and the lobby's choices through the fake Bot API: a player who
leaves a running Swiss loses the match being played and is paired no more (the standings
strike him out), a player who stops moving is claimed against with /claim in the group (a
forfeit), a knockout and its byes run to the final, and the lobby's buttons (the format
up to a league of a round a week, who may press what, too few players)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from testkit.budget import GROUP_LIMIT, busiest_minute
from tests.bot.helpers import BotHarness, clock_ahead
from tests.bot.tournament_kit import (
    GROUP,
    MENTION,
    choose,
    group_boards,
    open_tournament,
    play_to_the_end,
    start_with_players,
    tour_buttons,
)


async def test_a_withdrawal_and_a_claim_are_forfeits_and_the_leaver_is_paired_no_more(
        harness: BotHarness, sharing: str, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    admin, players = await start_with_players(h, sharing, 5, 30)
    tg = h.tg
    users = {p.id: p for p in players}
    tid = await open_tournament(h, admin, players, presses=("len", "len", "len"))
    assert h.service is not None
    storage = h.service.storage
    pairs = [p for p in await storage.tournament_pairings(tid, 1) if p.player_b]
    assert len(pairs) == 2 and len(group_boards(tg, GROUP)) == 2
    leaver, stopper = pairs[0].player_a, pairs[1].player_a
    claimer = pairs[1].player_b
    assert claimer is not None
    # the leaver withdraws in the middle of his match
    await tg.send_text(GROUP, users[leaver], "/withdraw", chat_type="supergroup")
    reply = await tg.wait_for_message(GROUP, lambda m: "вышли из турнира" in (m.text or ""))
    assert "неявку" in (reply.text or "")
    await h.settle()
    first = {p.board: p for p in await storage.tournament_pairings(tid, 1)}
    assert first[1].outcome == "a_forfeit"
    # the claimer plays until the stopper is to move, then the stopper stops for a day
    rng = random.Random(5)
    for _ in range(200):
        boards = group_boards(tg, GROUP)
        assert len(boards) == 1
        board = boards[0]
        m = MENTION.search(board.caption or "")
        if m is None or int(m.group(1)) == stopper:
            break
        for data in choose(tg.buttons(board), rng, resign=0.0):
            await tg.press(GROUP, users[int(m.group(1))], board.message_id, data)
        await h.settle()
    await tg.send_text(GROUP, users[claimer], "/claim", chat_type="supergroup")
    early = await tg.wait_for_message(GROUP, lambda m: m.message_id > reply.message_id
                                      and m.from_user.is_bot and m.text is not None)
    assert "Потребовать победу можно через" in (early.text or ""), early.text
    clock_ahead(monkeypatch, timedelta(hours=25))  # a day without a move (the round's
    await tg.send_text(GROUP, users[claimer], "/claim", chat_type="supergroup")  # too)

    async def claimed() -> bool:
        await h.settle()
        return {p.board: p for p in await storage.tournament_pairings(tid, 1)}[2].outcome \
            is not None

    for _ in range(100):
        if await claimed():
            break
    first = {p.board: p for p in await storage.tournament_pairings(tid, 1)}
    assert first[2].outcome == "a_forfeit", first[2]  # the stopper forfeits
    t = await play_to_the_end(h, tid, users, absent=set(), rng=rng, monkeypatch=monkeypatch)
    later = [p for p in await storage.tournament_pairings(tid) if p.round_no > 1]
    assert later and all(leaver not in (p.player_a, p.player_b) for p in later)
    standings = [m for m in tg.chat(GROUP).visible() if m.photo is not None
                 and "Итоговая таблица" in m.content]
    assert standings and "🚪" in standings[0].content and "неявки: 1" in standings[0].content
    assert t.status == "finished"
    assert busiest_minute(tg, GROUP) <= GROUP_LIMIT


async def test_a_knockout_of_five_gives_byes_and_plays_to_its_final(
        harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    admin, players = await start_with_players(h, "local", 5, 40)
    tg = h.tg
    tid = await open_tournament(h, admin, players, presses=("fmt", "len", "len", "len"))
    assert h.service is not None
    t = await h.service.storage.get_tournament(tid)
    assert t is not None and (t.format, t.rounds_total) == ("knockout", 3)
    first = await h.service.storage.tournament_pairings(tid, 1)
    assert sorted(p.outcome or "" for p in first) == ["", "bye", "bye", "bye"]
    t = await play_to_the_end(h, tid, {p.id: p for p in players}, absent=set(),
                              rng=random.Random(2), monkeypatch=monkeypatch)
    final = await h.service.storage.tournament_pairings(tid, 3)
    assert len(final) == 1 and final[0].outcome in ("a", "b")
    winner = final[0].player_a if final[0].outcome == "a" else final[0].player_b
    name = next(p.first_name for p in players if p.id == winner)
    last = tg.last_message(GROUP)
    assert last is not None and name in (last.text or "")


async def test_the_lobby_buttons(harness: BotHarness) -> None:
    h = harness
    await h.start()
    tg = h.tg
    admin, ann, bob = tg.user(1, "Админ"), tg.user(2, "Аня"), tg.user(3, "Борис")
    tg.members[GROUP] = {admin.id: "administrator"}  # type: ignore[attr-defined]
    await tg.send_text(GROUP, ann, "/tournament", chat_type="supergroup")
    refusal = await tg.wait_for_message(GROUP, lambda m: "администратор" in (m.text or ""))
    assert refusal is not None
    await tg.send_text(GROUP, admin, "/tournament", chat_type="supergroup")
    await tg.wait_for_message(GROUP, lambda m: any(d.startswith("tr:")
                                                   for _, d in tg.buttons(m)))
    lobby, buttons = tour_buttons(tg, GROUP)
    answer = await h.press(GROUP, ann, lobby, buttons["fmt"])
    assert answer.get("show_alert"), answer  # only the organiser
    for expected in ("На вылет", "Круговой", "Лига"):
        await h.press(GROUP, admin, lobby, buttons["fmt"])
        assert any(expected in text for text, _ in tg.buttons(tg.chat(GROUP).messages[
            lobby.message_id])), expected
    text = tg.chat(GROUP).messages[lobby.message_id].content
    assert "лига" in text and "7 дней на тур" in text
    await h.press(GROUP, ann, lobby, buttons["join"])
    await h.press(GROUP, bob, lobby, buttons["join"])
    assert "2. Борис" in tg.chat(GROUP).messages[lobby.message_id].content
    answer = await h.press(GROUP, admin, lobby, buttons["start"])
    assert answer.get("show_alert") and "трое" in answer["text"], answer
    await h.press(GROUP, bob, lobby, buttons["leave"])
    assert "Борис" not in tg.chat(GROUP).messages[lobby.message_id].content
    await h.press(GROUP, admin, lobby, buttons["cancel"])
    assert "отменён" in tg.chat(GROUP).messages[lobby.message_id].content
    assert tg.buttons(tg.chat(GROUP).messages[lobby.message_id]) == []
