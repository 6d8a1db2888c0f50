"""Several bot processes on one database (``python -m bench.cluster``).

Starts ``--processes`` real bot processes (``python -m bot``, webhook mode) on SQLite (one
process only) or PostgreSQL, behind the fake Bot API of ``testkit/fakeapi.py``, which
spreads the updates over them round-robin as a reverse proxy would. ``--chats`` group
chats each get a short-nardy game between two simulated users, who press the offered
buttons (the first step, or Done) in a closed loop: press, wait for the answer, wait for
the board to show the next view, press again.

Reports, per run: presses/s (accepted move presses per second of the measured window),
game updates/s (saved versions of the games per second, read from the database), and
press -> reply p50 / p99 (from the press, sent to a webhook, to the bot's
``answerCallbackQuery``: the toast the user sees), and the CPU time of the bot processes
per accepted press (all of them together, board pictures included). ``--runs`` repeats the run (fresh database each time) and prints
the median. Telegram's flood limits are switched off; board pictures are drawn in threads
of each process. Figures only: nothing here asserts a time.

PostgreSQL: ``--pg URL`` names a server (an admin URL; a fresh database is made per run),
else a throw-away server is started with ``testkit.pgserver``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from testkit.cluster import BotCluster  # noqa: E402
from testkit.fakeapi import FakeTelegram, FakeUser  # noqa: E402

__all__ = ["main", "run"]

MENTION = re.compile(r"tg://user\?id=(\d+)")
VIEW = re.compile(r"^[stc]:(\d+):(\d+):")


def _view(tg: FakeTelegram, chat: int) -> tuple[int, list[str], int | None] | None:
    msg = tg.last_photo(chat)
    if msg is None:
        return None
    buttons = [d for _, d in tg.buttons(msg)]
    for d in buttons:
        m = VIEW.match(d)
        if m:
            mention = MENTION.search(msg.caption or "")
            return int(m.group(2)), buttons, int(mention.group(1)) if mention else None
    return None


async def _open(tg: FakeTelegram, chat: int, a: FakeUser, b: FakeUser) -> None:
    await tg.send_text(chat, a, "/new short", chat_type="group")
    lobby = await tg.wait_for_message(chat, lambda m: any(
        ":join:" in d for _, d in tg.buttons(m)), 60)
    join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
    await tg.press(chat, a, lobby.message_id, join, timeout=60)
    await tg.press(chat, b, lobby.message_id, join, timeout=60)
    await tg.wait_until(lambda: _view(tg, chat) is not None, 60)


async def _player(tg: FakeTelegram, chat: int, users: dict[int, FakeUser], until: float,
                  latencies: list[float], counts: list[int]) -> None:
    loop = asyncio.get_running_loop()
    while loop.time() < until:
        seen = _view(tg, chat)
        if seen is None:
            return  # the game ended (or no board yet)
        v, buttons, uid = seen
        steps = [d for d in buttons if d.startswith("s:")]
        done = [d for d in buttons if d.startswith("t:") and d.endswith(":d")]
        if uid not in users or not (steps or done):
            await asyncio.sleep(0.01)
            continue
        msg = tg.last_photo(chat)
        assert msg is not None
        sent = time.monotonic()
        answer = await tg.press(chat, users[uid], msg.message_id, (steps or done)[0],
                                timeout=60)
        latencies.append(time.monotonic() - sent)
        if not answer.get("show_alert"):  # accepted (a refused press is an alert)
            counts[0] += 1
        while loop.time() < until:
            now = _view(tg, chat)
            if now is None or now[0] != v:
                break
            await asyncio.sleep(0.005)


async def _versions(db: str) -> int:
    """The sum of the versions of the games in play (each save adds one)."""
    if db.startswith("postgres"):
        import asyncpg

        con = await asyncpg.connect(db)
        try:
            return int(await con.fetchval("SELECT COALESCE(SUM(version), 0) FROM games"))
        finally:
            await con.close()
    import sqlite3

    with sqlite3.connect(db) as con:
        return int(con.execute("SELECT COALESCE(SUM(version), 0) FROM games").fetchone()[0])


def _cpu(pids: list[int]) -> float:
    """CPU seconds (user + system) the processes used so far."""
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


async def run(db: str, processes: int, chats: int, seconds: float) -> dict[str, float]:
    """One run; its figures."""
    tg = FakeTelegram()
    await tg.start()
    work = Path(tempfile.mkdtemp(prefix="nardy-cluster-"))
    cluster = BotCluster(tg, db, work, processes=processes, env={"LOG_LEVEL": "ERROR"})
    try:
        await cluster.start(timeout=120)
        users = {c: (tg.user(1000 + 2 * c, f"A{c}"), tg.user(1001 + 2 * c, f"B{c}"))
                 for c in range(chats)}
        await asyncio.gather(*(_open(tg, -7000 - c, *users[c]) for c in range(chats)))
        latencies: list[float] = []
        counts = [0]
        start_versions = await _versions(db)
        pids = [p.pid for p in cluster.procs]
        cpu0 = _cpu(pids)
        t0 = asyncio.get_running_loop().time()
        await asyncio.gather(*(_player(tg, -7000 - c, {u.id: u for u in users[c]},
                                       t0 + seconds, latencies, counts)
                               for c in range(chats)))
        elapsed = asyncio.get_running_loop().time() - t0
        cpu = _cpu(pids) - cpu0
        updates = await _versions(db) - start_versions
    finally:
        await cluster.stop()
        await tg.stop()
    latencies.sort()
    return {
        "presses_s": counts[0] / elapsed,
        "updates_s": updates / elapsed,
        "p50_ms": 1000 * latencies[len(latencies) // 2],
        "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))],
        "presses": float(len(latencies)),
        "cpu_ms_per_press": 1000 * cpu / max(1, counts[0]),
    }


async def _database(backend: str, pg: str | None, admin: list[Any]) -> str:
    if backend == "sqlite":
        return str(Path(tempfile.mkdtemp(prefix="nardy-cluster-db-")) / "nardy.sqlite3")
    if pg is None:
        if not admin:
            from testkit.pgserver import PgServer

            admin.append(PgServer().start())
        pg = admin[0].url
    import asyncpg

    name = f"bench_{uuid.uuid4().hex[:10]}"
    con = await asyncpg.connect(pg)
    try:
        await con.execute(f"CREATE DATABASE {name}")
    finally:
        await con.close()
    return pg.rsplit("/", 1)[0] + "/" + name


async def _main(args: argparse.Namespace) -> None:
    servers: list[Any] = []
    try:
        results = []
        for i in range(args.runs):
            db = await _database(args.backend, args.pg, servers)
            r = await run(db, args.processes, args.chats, args.seconds)
            results.append(r)
            print(f"run {i + 1}: " + ", ".join(f"{k} {v:.1f}" for k, v in r.items()),
                  flush=True)
        med = {k: statistics.median(r[k] for r in results) for k in results[0]}
        print(f"{args.backend}, {args.processes} process(es), {args.chats} chats, median of "
              f"{args.runs}: presses/s {med['presses_s']:.1f}, game updates/s "
              f"{med['updates_s']:.1f}, press->reply p50 {med['p50_ms']:.0f} ms, "
              f"p99 {med['p99_ms']:.0f} ms, bot CPU per press {med['cpu_ms_per_press']:.1f} ms")
    finally:
        for s in servers:
            s.stop()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", choices=("sqlite", "postgresql"), default="postgresql")
    ap.add_argument("--processes", type=int, default=3)
    ap.add_argument("--chats", type=int, default=12)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--pg", help="admin URL of a PostgreSQL server (default: start one)")
    args = ap.parse_args(argv)
    if args.backend == "sqlite" and args.processes != 1:
        ap.error("SQLite serves one process only")
    asyncio.run(_main(args))


if __name__ == "__main__":
    main()
