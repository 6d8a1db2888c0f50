"""Benchmark of the board page (``python -m bench.webapp``).

Runs the real bot in-process (polling mode, SQLite on a temporary file, the page on a
local port) against the fake Bot API of ``testkit/fakeapi.py`` and reports:

* **page weight**: the bytes a first visit loads (the HTML, every module and style, the
  first state with the texts and the board's layout);
* **first paint** on localhost in headless Chromium (Debian's ``chromium`` and
  ``chromium-driver``; skipped when absent): ``first-contentful-paint`` and the moment
  the board is drawn from the first state (``performance.mark("board-ready")``), over
  ``--loads`` fresh loads;
* **tap → the opponent's page**: two players of a group game each hold the page's event
  stream open; the player on turn posts a move (what a tap sends) and the time until the
  opponent's stream delivers the new state is recorded, over ``--moves`` moves (games
  start again when one ends). The opponent's page is an HTTP client in this process, the
  same requests the page makes; drawing the state in a browser is not included. The
  per-user flood limits are switched off (they would pace the simulated players).

Targets: page weight <= 300 KB, first paint <= 1 s, tap -> opponent p99 <= 150 ms.
Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import Settings, run_bot  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.webapp.auth import FloodGate, game_key  # noqa: E402
from bot.webapp.server import STATIC  # noqa: E402
from engine import RandomDice  # noqa: E402
from testkit.fakeapi import FakeTelegram, FakeUser  # noqa: E402
from testkit.webapp import free_port, init_data  # noqa: E402

__all__ = ["main"]

CHAT = -5001


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


async def _new_game(tg: FakeTelegram, a: FakeUser, b: FakeUser) -> None:
    await tg.send_text(CHAT, a, "/new long", chat_type="group")
    lobby = await tg.wait_for_message(
        CHAT, lambda m: any(":join:" in d for _, d in tg.buttons(m)), timeout=60)
    join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
    await tg.press(CHAT, b, lobby.message_id, join, timeout=60)


async def _weight(session: aiohttp.ClientSession, base: str, key: str, auth: str) -> int:
    total = len(await (await session.get(base)).read())
    for f in sorted(STATIC.iterdir()):
        if f.name != "index.html":
            total += len(await (await session.get(base + "static/" + f.name)).read())
    r = await session.get(base + "api/state", params={"g": key, "texts": "1"},
                          headers={"Authorization": f"tma {auth}"})
    return total + len(await r.read())


def _paint(url: str, loads: int) -> tuple[list[float], list[float]] | None:
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and driver):
        return None
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    o = webdriver.ChromeOptions()
    o.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=430,900",
                "--disable-dev-shm-usage"):
        o.add_argument(arg)
    d = webdriver.Chrome(service=Service(driver), options=o)
    fcp, ready = [], []
    try:
        for i in range(loads):
            d.get("about:blank")
            d.get(url.replace("#", f"&n={i}#"))
            for _ in range(400):
                got = d.execute_script(
                    "const r = performance.getEntriesByName('board-ready');"
                    "const p = performance.getEntriesByName('first-contentful-paint');"
                    "return r.length && p.length ? [p[0].startTime, r[0].startTime] : null")
                if got:
                    fcp.append(got[0])
                    ready.append(got[1])
                    break
                time.sleep(0.01)
    finally:
        d.quit()
    return fcp, ready


class Stream:
    """One page's event stream: the versions it received, with their arrival times."""

    def __init__(self) -> None:
        self.got: list[tuple[float, int, int]] = []  # (time, game, version)
        self.changed = asyncio.Event()

    async def run(self, session: aiohttp.ClientSession, url: str, key: str, auth: str) -> None:
        async with session.get(url, params={"g": key},
                               headers={"Authorization": f"tma {auth}"}) as r:
            if r.status != 200:
                raise RuntimeError(f"the event stream was refused: {r.status}")
            async for line in r.content:
                if line.startswith(b"data: "):
                    st = json.loads(line[6:])
                    self.got.append((time.perf_counter(), st["game"], st["v"]))
                    self.changed.set()

    async def wait(self, game: int, v: int) -> float:
        while True:
            for t, g, seen in reversed(self.got):
                if g == game and seen >= v:
                    return t
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 30)


async def _taps(session: aiohttp.ClientSession, base: str, service: GameService,
                tg: FakeTelegram, users: dict[int, FakeUser], auths: dict[int, str],
                moves: int) -> list[float]:
    token = tg.token
    out: list[float] = []
    while len(out) < moves:
        rec = await service.storage.get_active_game(CHAT)
        if rec is None:
            a, b = users.values()
            await _new_game(tg, a, b)
            await service.idle()
            continue
        key = game_key(token, rec.game_id)
        streams = {uid: Stream() for uid in users}
        tasks = [asyncio.create_task(s.run(session, base + "api/events", key, auths[uid]))
                 for uid, s in streams.items()]
        try:
            while len(out) < moves:
                await service.idle()
                st: dict[str, Any] | None = None
                for uid in users:
                    r = await session.get(base + "api/state", params={"g": key},
                                          headers={"Authorization": f"tma {auths[uid]}"})
                    st = await r.json()
                    if st["you"] == st["turn"]:
                        break
                assert st is not None
                if st["finished"]:
                    break
                other = next(u for u in users if u != uid)
                if st["can"]["done"]:
                    body: dict[str, Any] = {"g": key, "v": st["v"], "a": "done"}
                    path = "act"
                else:
                    origin, targets = next(iter(st["moves"].items()))
                    body = {"g": key, "v": st["v"], "f": int(origin), "d": targets[0][1]}
                    path = "move"
                t0 = time.perf_counter()
                r = await session.post(base + "api/" + path, json=body,
                                       headers={"Authorization": f"tma {auths[uid]}"})
                ans = await r.json()
                if not ans["ok"]:
                    raise RuntimeError(f"a move was refused: {ans}")
                t1 = await streams[other].wait(st["game"], ans["state"]["v"])
                out.append(t1 - t0)
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    return out


async def run(moves: int, loads: int) -> dict[str, Any]:
    """Measure; return the figures."""
    tg = FakeTelegram()
    await tg.start()
    port = free_port()
    folder = tempfile.mkdtemp(prefix="nardy-bench-webapp-")
    settings = Settings(
        token=tg.token, db_path=str(Path(folder) / "nardy.sqlite3"), api_url=tg.url,
        ai_delay=0.0, group_edits_per_minute=0, private_edits_per_second=0.0,
        polling_timeout=1, render_workers=0, sweep_seconds=3600.0,
        dice=RandomDice(__import__("random").Random(5)), turn_ping_seconds=0.0,
        webapp_url="https://nardy.example.org/webapp/", webapp_port=port,
        webhook_host="127.0.0.1", webapp_name="board")
    ready: asyncio.Future[GameService] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    service = await asyncio.wait_for(ready, 30)
    # the per-user flood limits would pace the two simulated players: switched off here
    webapp = service.webapp
    assert webapp is not None
    webapp.server.gate = FloodGate(rate=1e9, burst=1e9)
    base = f"http://127.0.0.1:{port}/webapp/"
    users = {61: tg.user(61, "Ann", "en"), 62: tg.user(62, "Ben", "en")}
    auths = {uid: init_data(tg.token, uid, u.first_name) for uid, u in users.items()}
    try:
        a, b = users.values()
        await _new_game(tg, a, b)
        await service.idle()
        rec = await service.storage.get_active_game(CHAT)
        assert rec is not None
        key = game_key(tg.token, rec.game_id)
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session:
            weight = await _weight(session, base, key, auths[61])
            paint = await asyncio.to_thread(
                _paint, f"{base}?g={key}#tgWebAppData={quote(auths[61])}", loads)
            taps = await _taps(session, base, service, tg, users, auths, moves)
    finally:
        stop.set()
        await asyncio.wait_for(task, 30)
        await tg.stop()
        shutil.rmtree(folder, ignore_errors=True)
    out: dict[str, Any] = {"weight_bytes": weight, "moves": len(taps),
                           "tap_p50_ms": statistics.median(taps) * 1000,
                           "tap_p99_ms": _pct(taps, 99) * 1000,
                           "tap_max_ms": max(taps) * 1000}
    if paint is not None:
        fcp, drawn = paint
        out.update(loads=len(fcp), fcp_median_ms=statistics.median(fcp),
                   fcp_max_ms=max(fcp), board_median_ms=statistics.median(drawn),
                   board_max_ms=max(drawn))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--moves", type=int, default=400, help="moves timed (default 400)")
    ap.add_argument("--loads", type=int, default=20, help="page loads timed (default 20)")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    figures = asyncio.run(run(args.moves, args.loads))
    print(f"page weight: {figures['weight_bytes'] / 1024:.1f} KB")
    if "fcp_median_ms" in figures:
        print(f"first paint ({figures['loads']} loads): first-contentful-paint median "
              f"{figures['fcp_median_ms']:.0f} ms, max {figures['fcp_max_ms']:.0f} ms; "
              f"board drawn median {figures['board_median_ms']:.0f} ms, "
              f"max {figures['board_max_ms']:.0f} ms")
    else:
        print("first paint: not measured (chromium and chromedriver are not installed)")
    print(f"tap -> opponent's page ({figures['moves']} moves): p50 "
          f"{figures['tap_p50_ms']:.1f} ms, p99 {figures['tap_p99_ms']:.1f} ms, "
          f"max {figures['tap_max_ms']:.1f} ms")


if __name__ == "__main__":
    main()
