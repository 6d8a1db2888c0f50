"""A match through the bot (``python -m bench.match_bot``): time per game.

Runs the real bot in-process (aiogram's HTTP stack, SQLite on a temporary file, board
pictures drawn in threads) against the fake Bot API server of ``testkit/fakeapi.py`` in
the same process. Two simulated users play a short-nardy match to ``--target`` points
with the cube in a group: each presses the first offered step (or Done), always rolls
instead of doubling, and presses Next game between games. Reports, per match, the games
played and the wall time per game and per press (everything: the fake server, aiogram,
the service, storage with its compare-and-set saves of the game and the match, the
pictures). Group flood limits are switched off. Figures only: nothing here asserts a
time.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import Settings, run_bot  # noqa: E402
from bot.service import GameService  # noqa: E402
from engine import RandomDice  # noqa: E402
from testkit.fakeapi import FakeTelegram  # noqa: E402

__all__ = ["main", "run"]

CHAT = -2001


async def run(target: int, seed: int) -> tuple[int, int, float]:
    """Play one match; return (games, presses, seconds)."""
    tg = FakeTelegram()
    await tg.start()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            token=tg.token, db_path=str(Path(tmp) / "bench.sqlite3"), api_url=tg.url,
            ai_delay=0.0, group_edits_per_minute=0, private_edits_per_second=0.0,
            polling_timeout=1, render_workers=0, sweep_seconds=3600.0,
            dice=RandomDice(random.Random(seed)), ai_seed=seed)
        ready: asyncio.Future[GameService] = asyncio.get_running_loop().create_future()
        stop = asyncio.Event()
        task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                           ready=lambda s: ready.set_result(s)))
        service = await asyncio.wait_for(ready, 30)
        users = {1: tg.user(1, "A"), 2: tg.user(2, "B")}
        t0 = time.perf_counter()
        await tg.send_text(CHAT, users[1], f"/new short {target} cube", chat_type="group")
        lobby = await tg.wait_for_message(CHAT, lambda m: bool(m.reply_markup))
        join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
        await tg.press(CHAT, users[2], lobby.message_id, join)
        games, presses = 1, 0
        while True:
            await asyncio.sleep(0)
            await service.idle(30)
            board = tg.last_photo(CHAT)
            assert board is not None
            data = [d for _, d in tg.buttons(board)]
            if any(d.endswith(":again") for d in data):
                break
            nxt = [d for d in data if d.startswith("n:") and d.endswith(":next")]
            cube = [d for d in data if d.startswith("k:") and d[-2:] in (":r", ":t")]
            steps = [d for d in data if d.startswith("s:")]
            done = [d for d in data if d.startswith("t:") and d.endswith(":d")]
            press = (nxt or cube or steps or done)[0]
            uid = 1 if nxt else int((board.caption or "").split("tg://user?id=")[1].split('"')[0])
            games += bool(nxt)
            await tg.press(CHAT, users[uid], board.message_id, press)
            presses += 1
        seconds = time.perf_counter() - t0
        stop.set()
        await asyncio.wait_for(task, 30)
    await tg.stop()
    return games, presses, seconds


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--target", type=int, default=5, help="match length (points)")
    p.add_argument("--runs", type=int, default=3, help="matches (seeds 1..runs)")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    per_game, per_press = [], []
    for seed in range(1, args.runs + 1):
        games, presses, seconds = asyncio.run(run(args.target, seed))
        per_game.append(seconds / games)
        per_press.append(seconds / presses)
        print(f"seed {seed}: {games} games, {presses} presses, {seconds:.1f} s: "
              f"{seconds / games:.2f} s/game, {1000 * seconds / presses:.0f} ms/press")
    print(f"median: {statistics.median(per_game):.2f} s/game, "
          f"{1000 * statistics.median(per_press):.0f} ms/press")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
