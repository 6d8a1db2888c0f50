"""A timed game on one bot process (``python -m bot`` on SQLite) that is SIGKILLed 3 s before
the mover's deadline and started again after the deadline would have passed: no time-out
for the time it was down; the mover gets back the time since the dead process's last
heartbeat (the figure checked on the stored clock and on the board), and his own time
still runs out afterwards, once.

The processes run on the real time, so the test writes the mover's stored clock while the
process is dead (a blitz turn would take 68 s)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.health import read_beat
from engine.clock import Clock
from storage import open_storage
from testkit.cluster import BotCluster
from testkit.fakeapi import FakeTelegram
from tests.bot.process_kit import until

pytestmark = pytest.mark.slow

GROUP = -602
LEFT = 3.0
DOWN = 5.0


async def test_a_crash_of_the_only_process_is_given_back_to_the_mover(
        fake: FakeTelegram, tmp_path: Path) -> None:
    tg = fake
    db = str(tmp_path / "nardy.sqlite3")
    first = BotCluster(tg, db, tmp_path, processes=1)
    await first.start()
    storage = await open_storage(db)
    second: BotCluster | None = None
    try:
        anya, boris = tg.user(31, "Аня"), tg.user(32, "Борис")
        await tg.send_text(GROUP, anya, "/new long blitz", chat_type="group")
        lobby = await tg.wait_for_message(GROUP, lambda m: any(
            ":join:" in d for _, d in tg.buttons(m)), 20)
        join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
        await tg.press(GROUP, boris, lobby.message_id, join, timeout=20)

        async def timed() -> bool:
            rec = await storage.get_active_game(GROUP)
            return rec is not None and rec.clock_deadline is not None

        await until(timed, "the first turn timed from its board's delivery")
        first.kill(0)  # a crash: the heartbeat file stays behind
        killed = time.time()
        beat = read_beat(tmp_path / "heartbeat-0.json").written_at
        assert beat <= killed

        # the mover had used his delay and stood 3 s from his deadline at the crash
        rec = await storage.get_active_game(GROUP)
        assert rec is not None and rec.clock is not None
        clock = Clock.from_json(rec.clock)
        assert clock.mover is not None and clock.since is not None
        reserves = list(clock.reserves)
        reserves[clock.mover] = LEFT
        short = replace(clock, reserves=(reserves[0], reserves[1]),
                        since=killed - clock.control.delay)
        deadline = short.deadline()
        assert deadline is not None and deadline == pytest.approx(killed + LEFT)
        rec = await storage.update_game(rec.game_id, rec.version, clock=short.to_json(),
                                        clock_deadline=datetime.fromtimestamp(deadline, UTC))
        await asyncio.sleep(DOWN)  # down past the deadline
        assert time.time() > deadline
        restarted = time.time()
        second = BotCluster(tg, db, tmp_path, processes=1)
        await second.start()

        async def credited() -> bool:
            now = await storage.get_active_game(GROUP)
            return now is not None and now.clock is not None and \
                Clock.from_json(now.clock).credited is not None

        await until(credited, "the downtime given back")
        up = time.time()
        now = await storage.get_active_game(GROUP)
        assert now is not None and now.game_id == rec.game_id  # no time-out for the downtime
        assert now.clock is not None and now.clock_deadline is not None
        after = Clock.from_json(now.clock)
        given = after.deadline() - deadline  # type: ignore[operator]
        down_from = max(beat, short.since or 0.0)  # the last sign of life within the turn
        assert restarted - down_from <= given <= up - down_from, (given, beat, killed)
        assert now.clock_deadline.timestamp() == pytest.approx(after.deadline())
        assert after.reserves == short.reserves and after.mover == short.mover
        note = f"⏱ Бот был недоступен {round(given)} с — это время возвращено игроку"

        async def told() -> bool:
            board = tg.last_photo(GROUP)
            return board is not None and note in (board.caption or "")

        await until(told, "the board saying what was given back")

        async def over() -> bool:
            return await storage.get_active_game(GROUP) is None

        await until(over, "the mover's own time running out")
        fin = await storage.get_finished_game(rec.game_id)
        assert fin is not None and fin.reason == "timeout"
        lag = fin.finished_at.timestamp() - after.deadline()  # type: ignore[operator]
        assert 0 <= lag < 1.5, lag
        print(f"{given:.1f} s given back after {time.time() - killed:.1f} s; "
              f"time-out {lag:.2f} s after the new deadline")
    finally:
        await storage.close()
        if second is not None:
            await second.stop()
