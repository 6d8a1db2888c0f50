"""The board page with two bot processes on one PostgreSQL database: a page connected to
one process learns of a move saved by the other through the coordination's notifications
(LISTEN/NOTIFY on the storage's pool, not by polling)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import asyncpg  # type: ignore[import-untyped]

from storage.pg_coordination import PgCoordination
from testkit.webapp import free_port
from tests.bot.helpers import BotHarness, MemberTelegram
from tests.bot.webapp_kit import APP, Page, board_key, open_ai_game

PRIVATE = 701


async def _event(r: aiohttp.ClientResponse) -> dict[str, Any]:
    while True:
        line = await asyncio.wait_for(r.content.readline(), 20)
        if line.startswith(b"data: "):
            return json.loads(line[6:])  # type: ignore[no-any-return]


async def test_a_move_on_one_process_reaches_a_page_on_another(pg_url: str) -> None:
    tg = MemberTelegram()
    await tg.start()
    procs = []
    for _ in range(2):
        h = BotHarness(tg, pg_url)  # type: ignore[arg-type]  # a URL where a path usually is
        h.overrides.update(webapp_url="https://nardy.example.org/webapp/",
                           webapp_port=free_port(), webhook_host="127.0.0.1", webapp_name=APP)
        procs.append(h)
    a, b = procs
    try:
        await a.start()
        await b.start()
        dana = tg.user(PRIVATE, "Dana", "en")
        board = await open_ai_game(a, PRIVATE, dana, "short")
        key = board_key(board)
        async with aiohttp.ClientSession() as session:
            on_a, on_b = Page(a, session, PRIVATE, key), Page(b, session, PRIVATE, key)
            _, st = await on_a.state()
            async with session.get(on_b.url + "events", params={"g": key},
                                   headers=on_b.headers) as r:
                first = await _event(r)
                assert first["v"] == st["v"]
                origin, targets = next(iter(st["moves"].items()))
                _, ans = await on_a.post("move", v=st["v"], f=int(origin), d=targets[0][1])
                assert ans["ok"], ans  # saved by the first process only: a step, no AI turn
                moved = await _event(r)
                assert moved["v"] >= ans["state"]["v"] > st["v"]
                # the listening connection dies (a database restart, a proxy): it comes back
                assert b.service is not None
                coordination = b.service.coordination
                assert isinstance(coordination, PgCoordination)
                lost = coordination.listening
                assert lost is not None
                admin = await asyncpg.connect(pg_url)
                try:
                    await admin.execute("SELECT pg_terminate_backend($1)",
                                        lost.get_server_pid())
                finally:
                    await admin.close()
                await tg.wait_until(lambda: coordination.listening not in (None, lost))
                # the next change saved by the first process reaches the page again
                async with session.post(on_a.url + "act", headers=on_a.headers, json={
                        "g": key, "v": moved["v"], "a": "undo"}) as undo:
                    ans = await undo.json()
                assert ans["ok"], ans
                again = await _event(r)
                assert again["v"] >= ans["state"]["v"] > moved["v"]
    finally:
        await b.stop()
        await a.stop()
        await tg.stop()
