"""A tournament on two real bot processes (``python -m bot`` on one PostgreSQL database,
behind the fake Bot API spreading the updates over them), one of them SIGKILLed in the
middle of a round: the other finishes the round and the tournament, every round paired
once, every match played and counted once, the standings and the final word right; and,
in one process, a match whose result was lost with its process between the match's end
and its pairing's result (recorded from the finished match by the next sweep)."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.model.state import pairing_chat_id
from storage import Storage, open_storage
from storage.tournament_api import TournamentRecord
from testkit.budget import GROUP_LIMIT, busiest_minute
from testkit.cluster import BotCluster
from testkit.fakeapi import FakeMessage, FakeTelegram, FakeUser
from tests.bot.helpers import BotHarness
from tests.bot.process_kit import bots, until
from tests.bot.tournament_kit import (
    GROUP,
    MENTION,
    budgeted,
    choose,
    group_boards,
    open_tournament,
    play_to_the_end,
    round_messages,
    tour_buttons,
)

NAMES = ("Аня", "Борис", "Вера", "Глеб", "Дина")
TIMEOUT = 20.0


async def _press(tg: FakeTelegram, user: FakeUser, msg: FakeMessage,
                 presses: list[str]) -> None:
    """One turn's presses; one whose process died before it answered is let go (the
    player presses again on the board as it is)."""
    for data in presses:
        try:
            await tg.press(GROUP, user, msg.message_id, data, timeout=TIMEOUT)
        except TimeoutError:
            return


async def _open(tg: FakeTelegram, admin: FakeUser, players: list[FakeUser]) -> int:
    tg.members[GROUP] = {admin.id: "administrator"}  # type: ignore[attr-defined]
    await tg.send_text(GROUP, admin, "/tournament", chat_type="supergroup")
    await tg.wait_for_message(GROUP, lambda m: any(d.startswith("tr:")
                                                   for _, d in tg.buttons(m)), TIMEOUT)
    lobby, buttons = tour_buttons(tg, GROUP)
    for action in ("var", "len", "len", "len"):  # short nardy, one game a match
        answer = await tg.press(GROUP, admin, lobby.message_id, buttons[action], TIMEOUT)
        assert not answer.get("show_alert"), answer
    for p in players:
        await tg.press(GROUP, p, lobby.message_id, buttons["join"], TIMEOUT)
    answer = await tg.press(GROUP, admin, lobby.message_id, buttons["start"], TIMEOUT)
    assert not answer.get("show_alert"), answer
    return int(buttons["join"].split(":")[1])


async def _play(tg: FakeTelegram, storage: Storage, tid: int, users: dict[int, FakeUser],
                rng: random.Random, cluster: BotCluster, limit: float = 400.0
                ) -> tuple[TournamentRecord, int]:
    """Random play on every board of the group until the tournament is over; process 0
    is SIGKILLed a dozen presses into round 2. The finished tournament and the round of
    the kill."""
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    pressed: dict[int, tuple[int, float]] = {}  # board -> (its edits, when) at our press
    presses_in_2, killed_in = 0, 0
    while loop.time() < end:
        t = await storage.get_tournament(tid)
        assert t is not None
        if t.status == "finished":
            return t, killed_in
        if t.current_round == 2 and not killed_in and presses_in_2 >= 12:
            cluster.kill(0)  # a crash mid-round: boards in play, edits in flight
            killed_in = t.current_round
        acts = []
        for msg in group_boards(tg, GROUP):
            m = MENTION.search(msg.caption or "")
            if m is None or int(m.group(1)) not in users:
                continue
            last = pressed.get(msg.message_id)
            if last is not None and last[0] == msg.edits and loop.time() - last[1] < 3.0:
                continue  # not redrawn since: wait (or press again after 3 s)
            presses = choose(tg.buttons(msg), rng, resign=0.02)
            if presses:
                pressed[msg.message_id] = (msg.edits, loop.time())
                acts.append(_press(tg, users[int(m.group(1))], msg, presses))
        if acts:
            presses_in_2 += len(acts) if t.current_round == 2 else 0
            await asyncio.gather(*acts)
        else:
            await asyncio.sleep(0.05)
    raise AssertionError("the tournament did not end")


async def test_two_processes_and_a_kill_mid_round(
        fake: FakeTelegram, pg_url: str, tmp_path: Path) -> None:
    tg = fake
    admin = tg.user(1, "Админ")
    players = [tg.user(70 + i, n) for i, n in enumerate(NAMES)]
    users = {p.id: p for p in players}
    names = {p.id: p.first_name for p in players}
    storage = await open_storage(pg_url)
    try:
        async with bots(tg, pg_url, tmp_path, 2, {"NARDY_SWEEP_SECONDS": "1"}) as cluster:
            tid = await _open(tg, admin, players)

            async def paired() -> bool:
                return bool(await storage.tournament_pairings(tid, 1))

            await until(paired, "the first round paired")
            t, killed_in = await _play(tg, storage, tid, users, random.Random(3), cluster)
            codes = await cluster.stop()
        assert killed_in == 2 and codes[0] == -9 and codes[1] == 0, codes
        assert (t.format, t.boards, t.rounds_total) == ("swiss", "group", 4)
        await _check(tg, storage, tid, names)
    finally:
        await storage.close()


async def _check(tg: FakeTelegram, storage: Storage, tid: int, names: dict[int, str]) -> None:
    """Every round paired once; every match played once, its result the pairing's; the
    final table and the final word as the results say."""
    assert [r.round_no for r in await storage.tournament_rounds(tid)] == [1, 2, 3, 4]
    pairings = await storage.tournament_pairings(tid)
    assert Counter(p.round_no for p in pairings) == {1: 3, 2: 3, 3: 3, 4: 3}
    met = [frozenset((p.player_a, p.player_b)) for p in pairings if p.player_b]
    assert len(met) == len(set(met)) == 8  # nobody met twice
    byes = [p.player_a for p in pairings if p.player_b is None]
    assert len(byes) == len(set(byes)) == 4 and all(p.outcome == "bye" for p in pairings
                                                     if p.player_b is None)
    points: Counter[int] = Counter(byes)
    for p in pairings:
        if p.player_b is None:
            continue
        key = pairing_chat_id(tid, p.round_no, p.board)
        matches = await storage.list_matches(chat_id=key)
        assert len(matches) == 1 and matches[0].finished_at is not None, (p, matches)
        assert p.outcome == ("a" if matches[0].winner == 0 else "b"), (p, matches[0])
        points[p.player_a if p.outcome == "a" else p.player_b] += 1
    shown = _bot_messages(tg, "Тур ")
    assert sorted(int(m.split()[1]) for m in shown) == [1, 2, 3, 4], shown  # one each
    assert sorted(round_messages(tg)) == [1, 2, 3, 4]
    finals = [m for m in tg.chat(GROUP).visible() if m.photo is not None
              and "Итоговая таблица" in m.content]
    assert len(finals) == 1
    for row in finals[0].content.split("\n")[1:6]:
        name = row.split(". ", 1)[1].split(" — ")[0]
        uid = next(u for u, n in names.items() if n == name)
        assert row.split(" — ")[1].startswith(f"{points[uid]} "), (row, points)
    words = _bot_messages(tg, "🏆 Турнир окончен")
    assert len(words) == 1, words
    leader = finals[0].content.split("\n")[1].split(". ", 1)[1].split(" — ")[0]
    assert leader in words[0]


def _bot_messages(tg: FakeTelegram, head: str) -> list[str]:
    return [m.content.removeprefix("<b>") for m in tg.chat(GROUP).visible()
            if m.from_user.is_bot and m.content.removeprefix("<b>").startswith(head)]


async def test_a_result_lost_with_its_process_is_recorded_by_the_sweep(
        harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    budgeted(h, "local")
    await h.start()
    tg = h.tg
    players = [tg.user(80 + i, n) for i, n in enumerate(NAMES[:3])]
    users = {p.id: p for p in players}
    assert h.service is not None
    lost: list[int] = []

    async def gone(rec: Any, mrec: Any, table: Any) -> None:
        lost.append(mrec.match_id)  # the process died before the result was written

    h.service.matches.ended = gone
    tid = await open_tournament(h, tg.user(1, "Админ"), players,
                                presses=("len", "len", "len"))
    storage = h.service.storage
    rng = random.Random(4)
    for _ in range(2000):
        if lost:
            break
        for msg in group_boards(tg, GROUP):
            m = MENTION.search(msg.caption or "")
            if m is not None and int(m.group(1)) in users:
                for data in choose(tg.buttons(msg), rng, resign=0.05):
                    await tg.press(GROUP, users[int(m.group(1))], msg.message_id, data)
        await h.settle()
    assert lost
    open_ = [p for p in await storage.tournament_pairings(tid, 1) if p.player_b]
    assert open_ and open_[0].outcome is None  # the match is over, its result is not in
    h.service.matches.ended = h.service.rounds.match_ended
    await h.service.rounds.sweep()
    await h.settle()
    after = {p.board: p for p in await storage.tournament_pairings(tid, 1)}
    key = pairing_chat_id(tid, 1, open_[0].board)
    match = (await storage.list_matches(chat_id=key, finished_only=True))[0]
    assert after[open_[0].board].outcome == ("a" if match.winner == 0 else "b")
    assert (await storage.get_tournament(tid)).current_round == 2  # type: ignore[union-attr]
    t = await play_to_the_end(h, tid, users, absent=set(), rng=rng, monkeypatch=monkeypatch)
    assert t.status == "finished" and busiest_minute(tg, GROUP) <= GROUP_LIMIT
