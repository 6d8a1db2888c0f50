"""Load benchmark of the bot (``python -m bench.bot``).

Runs the real bot in-process (aiogram's HTTP stack, SQLite on a temporary file, real board
pictures) against the fake Bot API server of ``testkit/fakeapi.py``. ``--chats`` group chats
each get a long-nardy game between two simulated users, who then press the offered
buttons (the first step, or Done) as fast as the bot lets them: a user presses again as
soon as the bot has sent the edit of his previous press. Reports presses handled per
second and the p50 / p99 time from a press (the update put into ``getUpdates``) to the
bot's ``editMessageMedia`` request for it, board picture included, and the CPU time spent
per press by the bot's process (all its threads) and by its picture worker processes. The fake server and its users run in a
second process, so the figures are the bot's own.

Telegram's own flood limits (about 20 edits a minute in a group) are switched off here, as
they would dominate every figure; they are tested separately. Targets: >= 100 presses/s
per process and p99 <= 150 ms. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import Settings, run_bot  # noqa: E402
from bot.service import GameService  # noqa: E402
from engine import RandomDice  # noqa: E402
from testkit.fakeapi import TOKEN, FakeTelegram, FakeUser  # noqa: E402

__all__ = ["main", "run"]


class CountingTelegram(FakeTelegram):
    """The fake server, plus a per-chat signal whenever a board is edited or sent."""

    def __init__(self) -> None:
        super().__init__()
        self.edited: dict[int, asyncio.Event] = {}
        self.edit_at: dict[int, float] = {}

    def _signal(self, params: dict[str, Any]) -> None:
        chat_id = int(params.get("chat_id", 0))
        self.edit_at[chat_id] = time.monotonic()
        self.edited.setdefault(chat_id, asyncio.Event()).set()

    async def _m_editMessageMedia(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        self._signal(params)
        return await super()._m_editMessageMedia(params, files)

    async def _m_sendPhoto(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        self._signal(params)
        return await super()._m_sendPhoto(params, files)


async def _open_game(tg: CountingTelegram, chat: int, a: FakeUser, b: FakeUser,
                     hints: bool = False) -> None:
    ev = tg.edited.setdefault(chat, asyncio.Event())
    if hints:  # both players agree to the coach's hints before the game
        for user in (a, b):
            await tg.send_text(chat, user, "/hints", chat_type="group")
            await tg.wait_for_message(chat, lambda m: "/hints off" in (m.text or ""),
                                      timeout=60)
    await tg.send_text(chat, a, "/new long", chat_type="group")
    lobby = await tg.wait_for_message(chat, lambda m: bool(m.reply_markup), timeout=60)
    join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
    ev.clear()
    await tg.press(chat, b, lobby.message_id, join, timeout=60)
    await asyncio.wait_for(ev.wait(), 60)


async def _player(tg: CountingTelegram, chat: int, users: dict[int, FakeUser], presses: int,
                  period: float, latencies: list[float],
                  hint_latencies: list[float] | None = None) -> int:
    """Press ``presses`` buttons in one chat; with ``period`` > 0 at most one press per
    ``period`` seconds (an open-loop load), else as fast as the edits come back. With
    ``hint_latencies`` the player on turn first presses 💡 at the start of every turn (the
    time to the press's answer, which follows the hint message, is recorded there)."""
    done = 0
    ev = tg.edited[chat]
    await asyncio.sleep(random.random() * period)
    while done < presses:
        board = tg.last_photo(chat)
        assert board is not None
        buttons = tg.buttons(board)
        steps = [d for _, d in buttons if d.startswith("s:")]
        finish = [d for _, d in buttons if d.startswith("t:") and d.endswith(":d")]
        if not steps and not finish:
            break  # the game is over
        data = steps[0] if steps else finish[0]
        caption = board.caption or ""
        uid = int(caption.split("tg://user?id=")[1].split('"')[0])
        hint = [d for _, d in buttons if d.startswith("hint:")]
        fresh = not any(d.startswith("t:") and d.endswith(":u") for _, d in buttons)
        if hint_latencies is not None and hint and fresh:
            h0 = time.monotonic()
            answer = await tg.press(chat, users[uid], board.message_id, hint[0], timeout=60)
            if answer.get("text"):
                raise RuntimeError(f"chat {chat}: unexpected answer to a hint {answer}")
            hint_latencies.append(time.monotonic() - h0)
        ev.clear()
        t0 = time.monotonic()
        answer = await tg.press(chat, users[uid], board.message_id, data, timeout=60)
        if answer.get("show_alert"):  # a move's toast («24→23 ✓») is its normal answer
            raise RuntimeError(f"chat {chat}: unexpected answer {answer}")
        await asyncio.wait_for(ev.wait(), 60)
        latencies.append(tg.edit_at[chat] - t0)
        done += 1
        if period > 0:
            await asyncio.sleep(max(0.0, t0 + period - time.monotonic()))
    return done


def _figures(name: str, counts: list[int], wall: float, latencies: list[float],
             hint_latencies: list[float] | None = None) -> dict[str, Any]:
    latencies = sorted(latencies)
    total = sum(counts)
    extra: dict[str, Any] = {}
    if hint_latencies:
        hl = sorted(hint_latencies)
        extra = {"hints": len(hl), "hint_p50_ms": statistics.median(hl) * 1000,
                 "hint_p99_ms": hl[min(len(hl) - 1, int(len(hl) * 0.99))] * 1000}
    return {**extra,
        "name": name,
        "presses": total,
        "seconds": wall,
        "presses_per_s": total / wall,
        "p50_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "max_ms": latencies[-1] * 1000,
    }


async def _drive(conn: Any, chats: int, presses: int, rate: float, hints: bool = False) -> None:
    """The users' side (its own process): the fake server and the simulated players."""
    tg = CountingTelegram()
    conn.send(await tg.start())
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, conn.recv)  # the bot is up
    pairs = {}
    for i in range(chats):
        chat = -1_000_000 - i
        a, b = tg.user(10_000 + 2 * i, f"A{i}"), tg.user(10_001 + 2 * i, f"B{i}")
        pairs[chat] = {a.id: a, b.id: b}
    await asyncio.gather(*(_open_game(tg, c, *u.values(), hints=hints)
                           for c, u in pairs.items()))
    await asyncio.gather(*(_player(tg, c, u, 2, 0, []) for c, u in pairs.items()))  # warm-up
    results = []
    for name, period in (("max throughput (closed loop)", 0.0),
                         (f"steady load of {rate:g} presses/s", chats / rate if rate else 0)):
        latencies: list[float] = []
        hint_latencies: list[float] | None = [] if hints else None
        conn.send(("begin", name))
        await loop.run_in_executor(None, conn.recv)  # the bot noted its CPU time
        start = time.monotonic()
        counts = await asyncio.gather(*(_player(tg, c, u, presses, period, latencies,
                                                hint_latencies)
                                        for c, u in pairs.items()))
        results.append(_figures(name, counts, time.monotonic() - start, latencies,
                                hint_latencies))
        conn.send(("end", name))
        await loop.run_in_executor(None, conn.recv)
    conn.send(("results", results))
    await loop.run_in_executor(None, conn.recv)  # the bot has stopped
    await tg.stop()


def _driver_main(conn: Any, chats: int, presses: int, rate: float, hints: bool = False) -> None:
    logging.basicConfig(level=logging.WARNING)
    asyncio.run(_drive(conn, chats, presses, rate, hints))


def _workers_cpu(service: GameService) -> float:
    """CPU seconds used so far by the picture worker processes (Linux /proc)."""
    pool = service.pictures._pool
    total = 0.0
    for pid in list(getattr(pool, "_processes", {}) or {}):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


async def run(chats: int, presses: int, rate: float, seed: int = 1,
              render_workers: int = 1, hints: bool = False) -> list[dict[str, Any]]:
    """Run the benchmark: the bot here, the fake Telegram and its users in a second
    process (so that the figures are the bot's, not the fake server's); return figures."""
    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=_driver_main, args=(child, chats, presses, rate, hints),
                       daemon=True)
    proc.start()
    loop = asyncio.get_running_loop()
    try:
        url = await loop.run_in_executor(None, parent.recv)
        tmp = tempfile.mkdtemp(prefix="nardy-bench-")
        settings = Settings(
            token=TOKEN, db_path=str(Path(tmp) / "bench.sqlite3"), api_url=url, ai_delay=0,
            group_edits_per_minute=0, private_edits_per_second=0, polling_timeout=1,
            dice=RandomDice(random.Random(seed)), ai_seed=seed, render_workers=render_workers,
        )
        stop = asyncio.Event()
        ready: asyncio.Future[GameService] = loop.create_future()
        task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                           ready=lambda s: ready.set_result(s)))
        service = await asyncio.wait_for(ready, 60)
        parent.send("go")
        cpu: dict[str, float] = {}
        hint_cpu: dict[str, tuple[float, float]] = {}
        while True:
            kind, value = await loop.run_in_executor(None, parent.recv)
            if kind == "results":
                results = value
                break
            usage = resource.getrusage(resource.RUSAGE_SELF)
            now = usage.ru_utime + usage.ru_stime
            drawing = _workers_cpu(service)
            if kind == "end":
                seconds = sorted(service.coach.hint_seconds)
                service.coach.hint_seconds.clear()
                if seconds:
                    hint_cpu[value] = (statistics.median(seconds) * 1000,
                                       seconds[min(len(seconds) - 1,
                                                   int(len(seconds) * 0.99))] * 1000)
                cpu[value] = now - cpu[value]
                cpu["draw " + value] = drawing - cpu["draw " + value]
            else:
                service.coach.hint_seconds.clear()
                cpu[value], cpu["draw " + value] = now, drawing
            parent.send("ok")
        for r in results:
            r["cpu_ms_per_press"] = cpu[r["name"]] * 1000 / max(1, r["presses"])
            r["draw_ms_per_press"] = cpu["draw " + r["name"]] * 1000 / max(1, r["presses"])
            if r["name"] in hint_cpu:
                r["hint_compute_p50_ms"], r["hint_compute_p99_ms"] = hint_cpu[r["name"]]
        stop.set()
        await task
        parent.send("stopped")
    finally:
        await loop.run_in_executor(None, proc.join, 30)
        if proc.is_alive():
            proc.terminate()
    return results


def main(argv: list[str] | None = None) -> int:
    """Command line entry: print the figures."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--chats", type=int, default=50, help="concurrent games (default 50)")
    p.add_argument("--presses", type=int, default=40, help="presses per game (default 40)")
    p.add_argument("--rate", type=float, default=100.0,
                   help="offered load of the steady phase, presses/s (default 100)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--render-workers", type=int, default=1,
                   help="picture worker processes (NARDY_RENDER_WORKERS, default 1)")
    p.add_argument("--hints", action="store_true",
                   help="both players agree to hints; 💡 is pressed at the start of every turn")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    print(f"{args.chats} concurrent long-nardy games in groups, {args.presses} presses each")
    for r in asyncio.run(run(args.chats, args.presses, args.rate, args.seed,
                                 args.render_workers, args.hints)):
        print(f"{r['name']}: {r['presses']} presses in {r['seconds']:.1f} s = "
              f"{r['presses_per_s']:.1f} presses/s; press -> edit request p50 "
              f"{r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, max {r['max_ms']:.1f} ms; "
              f"CPU per press: bot process {r['cpu_ms_per_press']:.1f} ms + picture "
              f"workers {r['draw_ms_per_press']:.1f} ms")
        if "hints" in r:
            print(f"  {r['hints']} hints: press -> answer p50 {r['hint_p50_ms']:.1f} ms, p99 "
                  f"{r['hint_p99_ms']:.1f} ms; ranking in the worker thread p50 "
                  f"{r.get('hint_compute_p50_ms', 0):.1f} ms, p99 "
                  f"{r.get('hint_compute_p99_ms', 0):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
