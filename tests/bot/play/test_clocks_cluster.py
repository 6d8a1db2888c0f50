"""A timed game between two bot processes on one PostgreSQL database, one of them
SIGKILLed before the mover's deadline: the other one finishes the game on time, once,
within a second of the deadline, and the board and the records agree.

The processes run on the real time, so the test puts the mover 3 s from his deadline by
writing the stored clock and its job's due time (a blitz turn would take 68 s)."""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine.clock import Clock
from storage import open_storage
from testkit.cluster import BotCluster
from testkit.fakeapi import FakeTelegram
from tests.bot.process_kit import until

pytestmark = pytest.mark.slow

GROUP = -601
LEFT = 3.0


async def test_one_time_out_when_a_process_is_killed_before_the_deadline(
        fake: FakeTelegram, pg_url: str, tmp_path: Path) -> None:
    import asyncpg

    tg = fake
    cluster = BotCluster(tg, pg_url, tmp_path, processes=2)
    await cluster.start()
    storage = await open_storage(pg_url)
    con = await asyncpg.connect(pg_url, server_settings={"application_name": "test"})
    try:
        anya, boris = tg.user(21, "Аня"), tg.user(22, "Борис")
        await tg.send_text(GROUP, anya, "/new long blitz", chat_type="group")
        lobby = await tg.wait_for_message(GROUP, lambda m: any(
            ":join:" in d for _, d in tg.buttons(m)), 20)
        join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
        await tg.press(GROUP, boris, lobby.message_id, join, timeout=20)
        await tg.wait_for_message(GROUP, lambda m: m.photo is not None, 20)

        async def timed() -> bool:
            rec = await storage.get_active_game(GROUP)
            return rec is not None and rec.clock_deadline is not None and bool(
                await con.fetchval("SELECT count(*) FROM nardy_jobs WHERE kind = 'clock'"))

        await until(timed, "the first turn timed from its board's delivery")
        rec = await storage.get_active_game(GROUP)
        assert rec is not None and rec.clock is not None
        clock = Clock.from_json(rec.clock)
        assert clock.mover is not None and clock.since is not None
        # the mover used his delay and stands 3 s from his deadline
        reserves = list(clock.reserves)
        reserves[clock.mover] = LEFT
        short = replace(clock, reserves=(reserves[0], reserves[1]),
                        since=time.time() - clock.control.delay)
        deadline = short.deadline()
        assert deadline is not None
        rec = await storage.update_game(rec.game_id, rec.version, clock=short.to_json(),
                                        clock_deadline=datetime.fromtimestamp(deadline, UTC))
        await con.execute("UPDATE nardy_jobs SET due_at = to_timestamp($1) "
                          "WHERE kind = 'clock' AND key = $2", deadline, rec.game_id)
        await con.execute("DELETE FROM nardy_jobs WHERE kind = 'clockwarn'")
        cluster.kill(0)  # a crash before the deadline
        assert time.time() < deadline

        async def over() -> bool:
            return await storage.get_active_game(GROUP) is None

        await until(over, "the time-out")
        ended = time.time()
        fin = await storage.get_finished_game(rec.game_id)
        assert fin is not None and fin.reason == "timeout"
        loser_colour = clock.mover  # a single game: the clock's side is the colour
        assert fin.winner == ("black" if loser_colour == 0 else "white")
        assert fin.clock is not None and Clock.from_json(fin.clock).flagged == clock.mover
        lag = fin.finished_at.timestamp() - deadline
        assert 0 <= lag < 1.0, lag
        print(f"time-out {lag:.2f} s after the deadline (noticed {ended - deadline:.2f} s)")

        loser = (rec.white_name, rec.black_name)[loser_colour]

        async def shown() -> bool:
            board = tg.last_photo(GROUP)
            return board is not None and (board.caption or "").startswith(
                f"⌛ Время вышло: {loser} не успевает сделать ход.")

        await until(shown, "the time-out on the board")
        assert await con.fetchval("SELECT count(*) FROM nardy_jobs WHERE kind = 'clock'") == 0
        assert len(await storage.list_finished_games(limit=10)) == 1
        stats = await storage.player_stats(
            (rec.white_id, rec.black_id)[loser_colour] or 0, "long")
        assert stats.losses == 1 and stats.wins == 0
    finally:
        await con.close()
        await storage.close()
        codes = await cluster.stop()
    assert codes[0] == -9 and codes[1] == 0, cluster.log(1)

