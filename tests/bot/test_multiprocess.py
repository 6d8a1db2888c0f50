"""Three bot processes on one PostgreSQL database in webhook mode, behind the fake Bot API
that spreads the updates over them round-robin: friend games and a game against the AI
played to the end with double taps and stale presses, and one process SIGKILLed while it
holds the AI's turn. Nothing may be lost or applied twice: every press is answered once,
no view of a game accepts two presses, every turn is in the game's history exactly once
(the AI's included), and the killed process's AI turn is played by another process."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import socket
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.model.state import Table
from storage import FinishedGame, open_storage
from storage.postgres import DEFAULT_POOL_SIZE
from testkit.cluster import BotCluster
from testkit.fakeapi import FakeMessage, FakeTelegram, FakeUser

pytestmark = pytest.mark.slow

MENTION = re.compile(r"tg://user\?id=(\d+)")
GAME_BUTTON = re.compile(r"^[stc]:(\d+):(\d+):")
PRESS_TIMEOUT = 20.0


def is_toast(answer: dict[str, Any]) -> bool:
    """An accepted move press: a short toast (``13→7 ✓``, turn passed), not an alert."""
    text = str(answer.get("text") or "")
    return not answer.get("show_alert") and ("✓" in text or "↶" in text or text in (
        "Ход передан.", "Turn passed."))


@dataclass
class Log:
    """What the players saw: accepted presses per (game, view), every press made."""

    accepted: Counter[tuple[int, int]] = field(default_factory=Counter)
    presses: int = 0
    stale: int = 0
    double_taps: int = 0
    quiet: asyncio.Lock = field(default_factory=asyncio.Lock)


def view_of(msg: FakeMessage, tg: FakeTelegram) -> tuple[int, int] | None:
    """(game, view) of a board's move buttons, None when it has none."""
    for _, data in tg.buttons(msg):
        m = GAME_BUTTON.match(data)
        if m:
            return int(m.group(1)), int(m.group(2))
    return None


async def press(tg: FakeTelegram, log: Log, chat: int, user: FakeUser, msg: FakeMessage,
                data: str) -> dict[str, Any]:
    log.presses += 1
    return await tg.press(chat, user, msg.message_id, data, timeout=PRESS_TIMEOUT)


async def play(tg: FakeTelegram, log: Log, chat: int, users: dict[int, FakeUser],
               rng: random.Random, limit: float = 120.0) -> None:
    """Play the chat's game to its end: the first step button (or Done) of the player on
    turn; now and then the same button twice at once, or a button of an older view."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    old: tuple[FakeMessage, str] | None = None
    while loop.time() < deadline:
        msg = tg.last_photo(chat)
        if msg is None:
            await asyncio.sleep(0.05)
            continue
        buttons = tg.buttons(msg)
        if any(d.startswith("m:") for _, d in buttons):
            return  # the final board (Rematch)
        view = view_of(msg, tg)
        mention = MENTION.search(msg.caption or "")
        uid = int(mention.group(1)) if mention else None
        steps = [d for _, d in buttons if d.startswith("s:")]
        done = [d for _, d in buttons if d.startswith("t:") and d.endswith(":d")]
        if view is None or uid not in users or not (steps or done):
            await asyncio.sleep(0.05)  # the AI is on turn, or the board is on its way
            continue
        target = steps[0] if steps else done[0]
        user = users[uid]
        roll = rng.random()
        async with log.quiet:
            if roll < 0.15:  # a double tap: both presses at once
                log.double_taps += 1
                answers = await asyncio.gather(press(tg, log, chat, user, msg, target),
                                               press(tg, log, chat, user, msg, target))
            elif roll < 0.25 and old is not None:  # a button of an older view
                stale = await press(tg, log, chat, user, old[0], old[1])
                assert not is_toast(stale), stale
                log.stale += 1
                answers = [await press(tg, log, chat, user, msg, target)]
            else:
                answers = [await press(tg, log, chat, user, msg, target)]
        ok = [a for a in answers if is_toast(a)]
        assert len(ok) <= 1, answers
        log.accepted[view] += len(ok)
        old = (msg, target)
        # wait for the next view (or the end) before the next press; a board that does
        # not change (its process died before it was sent) is pressed again: the press
        # is answered as stale and the board redrawn
        patience = loop.time() + 3.0
        while loop.time() < min(deadline, patience):
            now = tg.last_photo(chat)
            assert now is not None
            if any(d.startswith("m:") for _, d in tg.buttons(now)):
                break
            v = view_of(now, tg)
            if v is not None and v != view:
                break
            if not ok and v == view:
                break  # nothing was accepted (stale view redrawn): look again
            await asyncio.sleep(0.02)
    raise AssertionError(f"chat {chat}: the game did not end in {limit} s")


async def new_group_game(tg: FakeTelegram, chat: int, a: FakeUser, b: FakeUser) -> None:
    await tg.send_text(chat, a, "/new short", chat_type="group")
    lobby = await tg.wait_for_message(chat, lambda m: any(
        d.startswith("l:") and ":join:" in d for _, d in tg.buttons(m)), 20)
    join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
    await tg.press(chat, a, lobby.message_id, join, timeout=PRESS_TIMEOUT)
    await tg.press(chat, b, lobby.message_id, join, timeout=PRESS_TIMEOUT)
    await tg.wait_for_message(chat, lambda m: m.photo is not None, 20)  # the first board


async def new_ai_game(tg: FakeTelegram, chat: int, user: FakeUser) -> None:
    await tg.send_text(chat, user, "/new short")
    lobby = await tg.wait_for_message(chat, lambda m: any(
        d.endswith(":lvl:beginner") for _, d in tg.buttons(m)), 20)
    level = [d for _, d in tg.buttons(lobby) if d.endswith(":lvl:beginner")][0]
    await tg.press(chat, user, lobby.message_id, level, timeout=PRESS_TIMEOUT)


async def kill_the_ai_holder(tg: FakeTelegram, cluster: BotCluster, db: str,
                             log: Log) -> int:
    """Wait until a process holds an AI job, then SIGKILL it (between presses); its
    index."""
    import asyncpg

    con = await asyncpg.connect(db, server_settings={"application_name": "test"})
    try:
        for _ in range(600):
            row = await con.fetchrow(
                "SELECT key, owner, attempts FROM nardy_jobs WHERE kind = 'ai' "
                "AND owner IS NOT NULL AND lease_until > clock_timestamp()")
            if row is not None:
                index = cluster.pid_index(int(row["owner"].rsplit(":", 1)[1]))
                assert index is not None, row
                async with log.quiet:
                    cluster.kill(index)
                break
            await asyncio.sleep(0.02)
        else:
            raise AssertionError("no process ever held an AI turn")
        # another process takes the dead one's job over once its lease ran out (and
        # finishes it: only the claim's owner can delete the row)
        for _ in range(300):
            now = await con.fetchrow(
                "SELECT owner, attempts FROM nardy_jobs WHERE kind = 'ai' AND key = $1",
                row["key"])
            if now is None or (now["owner"] not in (None, row["owner"])
                               and now["attempts"] > row["attempts"]):
                return index
            await asyncio.sleep(0.05)
        raise AssertionError(f"the AI job of the killed process was not taken over: {now}")
    finally:
        await con.close()


def check_record(fin: FinishedGame) -> int:
    """Every turn of the finished game in its history exactly once, in order (the
    history is appended by each save; the engine's game is the truth); the number of
    turns."""
    table = Table.decode(fin.final_state)
    game = table.game
    assert game is not None and game.finished
    expected = [f"{'W' if r.color == 0 else 'B'} {r.dice[0]}{r.dice[1]}:"
                for r in game.history]
    lines = [line.split(":")[0] + ":" for line in fin.history.splitlines() if line]
    assert lines == expected, (fin.game_id, lines[-5:], expected[-5:])
    return len(expected)


async def count_connections(db: str, cluster: BotCluster, stop: asyncio.Event
                            ) -> list[dict[str, tuple[int, int]]]:
    """Samples, twice a second until ``stop``, of each bot process's connections to the
    database: ``{application_name: (connections, of them LISTEN)}``. Every connection
    must be named for one of the processes (their one pool) or be the test's own."""
    import asyncpg

    names = {f"nardy {socket.gethostname()}:{p.pid}"[:63] for p in cluster.procs}
    samples = []
    con = await asyncpg.connect(db, server_settings={"application_name": "test"})
    try:
        while not stop.is_set():
            rows = await con.fetch(
                "SELECT application_name, count(*) AS n, "
                "count(*) FILTER (WHERE query LIKE 'LISTEN%') AS listening "
                "FROM pg_stat_activity WHERE datname = current_database() "
                "AND backend_type = 'client backend' GROUP BY application_name")
            sample = {r["application_name"]: (r["n"], r["listening"]) for r in rows}
            assert set(sample) <= names | {"test"}, sample
            samples.append({k: v for k, v in sample.items() if k != "test"})
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.5)
    finally:
        await con.close()
    return samples


async def test_three_processes_lose_nothing_and_survive_a_kill(
        fake: FakeTelegram, pg_url: str, tmp_path: Path) -> None:
    tg = fake
    cluster = BotCluster(tg, pg_url, tmp_path, processes=3,
                         env={"NARDY_AI_DELAY": "0.3",
                              "NARDY_WEBAPP_URL": "https://nardy.example/webapp/"})
    t0 = asyncio.get_running_loop().time()
    await cluster.start()
    started = asyncio.get_running_loop().time() - t0
    log = Log()
    sampled = asyncio.Event()
    sampler = asyncio.create_task(count_connections(pg_url, cluster, sampled))
    try:
        alice, bob = tg.user(11, "Alice"), tg.user(12, "Bob")
        carol, dan = tg.user(13, "Carol"), tg.user(14, "Dan")
        erin = tg.user(15, "Erin", "en")
        await new_group_game(tg, -501, alice, bob)
        await new_group_game(tg, -502, carol, dan)
        await new_ai_game(tg, 15, erin)
        games = [
            play(tg, log, -501, {11: alice, 12: bob}, random.Random(1)),
            play(tg, log, -502, {13: carol, 14: dan}, random.Random(2)),
            play(tg, log, 15, {15: erin}, random.Random(3)),
        ]
        tasks = [asyncio.create_task(g) for g in games]
        killed = await kill_the_ai_holder(tg, cluster, pg_url, log)
        await asyncio.gather(*tasks)
        print(f"start {started:.1f} s, games {asyncio.get_running_loop().time() - t0:.1f} s, "
              f"{log.presses} presses, {log.stale} stale, {log.double_taps} double taps")
    finally:
        sampled.set()
        samples = await sampler
        codes = await cluster.stop()
    assert codes[killed] == -9
    # storage, coordination and the board pages' notices on one pool per process: every
    # connection named for its process, at most the pool's size, one of them LISTENing
    assert len(samples) > 5 and max(len(s) for s in samples) == 3, samples[:3]
    for sample in samples:
        for connections, listening in sample.values():
            assert 1 <= connections <= DEFAULT_POOL_SIZE and listening == 1, sample
    print(f"connections per process: at most {max(n for s in samples for n, _ in s.values())}")
    assert [c for i, c in enumerate(codes) if i != killed] == [0, 0], [
        cluster.log(i) for i in range(3)]
    # every press answered exactly once; no view accepted two presses
    answers = Counter(c.params.get("callback_query_id") for c in tg.calls_of(
        "answerCallbackQuery"))
    assert all(n == 1 for n in answers.values()), answers.most_common(3)
    assert len(answers) >= log.presses
    assert log.accepted and max(log.accepted.values()) == 1
    # one board message per friend game, however many processes showed its first view at
    # once (their boards were posted before the kill; the AI game's first board may be
    # in flight when its process is killed, and a board posted but not committed is posted
    # again by the next process)
    for chat in (-501, -502):
        boards = [m.message_id for m in tg.chat(chat).visible() if m.photo is not None]
        assert len(boards) == 1, (chat, boards)
    assert log.double_taps > 0 and log.stale > 0
    # the updates really went to all three processes (the killed one until its death)
    assert len(tg.delivered) == 3 and min(tg.delivered.values()) > 0, tg.delivered
    alive = [n for url, n in tg.delivered.items() if not url.endswith(
        f":{cluster.ports[killed]}/telegram/webhook")]
    assert min(alive) > 20, tg.delivered
    storage = await open_storage(pg_url)
    try:
        finished = {f.chat_id: f for f in await storage.list_finished_games(limit=10)}
        assert set(finished) == {-501, -502, 15}
        turns = {chat: check_record(fin) for chat, fin in finished.items()}
        ai_game = Table.decode(finished[15].final_state).game
        assert ai_game is not None
        human = 0 if finished[15].white_id == 15 else 1
        ai_turns = sum(1 for r in ai_game.history if r.color != human)
        assert ai_turns > 0 and turns[15] > ai_turns
    finally:
        await storage.close()
