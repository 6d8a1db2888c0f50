"""The files of ``bot/`` one press crosses (``python bench/trace.py``).

The real bot (polling mode, SQLite on a temporary file, pictures drawn in threads, the
board page on a local port) runs in this process against the fake Bot API of
``testkit/fakeapi.py``. Two users start a long-nardy friend game in a group; then, each
under ``sys.setprofile`` on the event loop's thread:

* **button press**: the player on turn presses the first step button of the chat's
  board: from its update to the press's answer and the ``editMessageMedia`` request of
  the board;
* **Mini App move**: the player on turn posts ``api/move`` of the board page (the first
  lit checker, its first destination), the way a tap does: from the request to its
  answer and the ``editMessageMedia`` request of the chat's board.

Reported: for each, the number of distinct files of ``bot/`` whose Python code ran, and
their names. The same dice (a seeded source) give the same game on every run, so two
checkouts are compared by running this script in each.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import FrameType
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bot as bot_package  # noqa: E402
from bot import Settings, run_bot  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.webapp.auth import FloodGate, game_key  # noqa: E402
from engine import RandomDice  # noqa: E402
from testkit.fakeapi import FakeTelegram, FakeUser  # noqa: E402
from testkit.webapp import free_port, init_data  # noqa: E402

__all__ = ["main", "run", "crossed"]

CHAT = -5101
BOT = Path(bot_package.__file__).resolve().parent


async def crossed(action: Callable[[], Awaitable[Any]]) -> dict[str, list[str]]:
    """The files of ``bot/`` (relative to it, sorted) whose code runs on this thread while
    ``action()`` is awaited, each with the functions of it that ran (in the order first
    run)."""
    seen: dict[str, dict[str, None]] = {}
    prefix = str(BOT) + "/"

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call":
            code = frame.f_code
            if code.co_filename.startswith(prefix):
                name = code.co_filename[len(prefix):]
                seen.setdefault(name, {})[code.co_qualname] = None

    sys.setprofile(profile)
    try:
        await action()
    finally:
        sys.setprofile(None)
    return {name: list(seen[name]) for name in sorted(seen)}


async def _new_game(tg: FakeTelegram, a: FakeUser, b: FakeUser) -> None:
    await tg.send_text(CHAT, a, "/new long", chat_type="group")
    lobby = await tg.wait_for_message(
        CHAT, lambda m: any(":join:" in d for _, d in tg.buttons(m)), timeout=60)
    join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
    await tg.press(CHAT, b, lobby.message_id, join, timeout=60)


def _mover(tg: FakeTelegram, users: dict[int, FakeUser], caption: str) -> FakeUser:
    """The user whose name the caption links first (the player on turn)."""
    uid = int(caption.split("tg://user?id=")[1].split('"')[0])
    return users[uid]


async def run() -> dict[str, dict[str, list[str]]]:
    """One press and one Mini App move, each traced; the files of ``bot/`` each crossed."""
    tg = FakeTelegram()
    await tg.start()
    port = free_port()
    folder = tempfile.mkdtemp(prefix="nardy-bench-trace-")
    settings = Settings(
        token=tg.token, db_path=str(Path(folder) / "nardy.sqlite3"), api_url=tg.url,
        ai_delay=0.0, group_edits_per_minute=0, private_edits_per_second=0.0,
        polling_timeout=1, render_workers=0, sweep_seconds=3600.0,
        dice=RandomDice(random.Random(5)), turn_ping_seconds=0.0,
        webapp_url="https://nardy.example.org/webapp/", webapp_port=port,
        webhook_host="127.0.0.1", webapp_name="board")
    ready: asyncio.Future[GameService] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    service = await asyncio.wait_for(ready, 30)
    webapp = service.webapp
    assert webapp is not None
    webapp.server.gate = FloodGate(rate=1e9, burst=1e9)
    base = f"http://127.0.0.1:{port}/webapp/"
    users = {71: tg.user(71, "Ann", "en"), 72: tg.user(72, "Ben", "en")}
    auths = {uid: init_data(tg.token, uid, u.first_name) for uid, u in users.items()}
    out: dict[str, dict[str, list[str]]] = {}
    try:
        a, b = users.values()
        await _new_game(tg, a, b)
        await service.idle()
        board = tg.last_photo(CHAT)
        assert board is not None and board.caption is not None
        step = next(d for _, d in tg.buttons(board) if d.startswith("s:"))
        who = _mover(tg, users, board.caption)

        async def press() -> None:
            edits = len(tg.calls_of("editMessageMedia"))
            answer = await tg.press(CHAT, who, board.message_id, step, timeout=60)
            if answer.get("show_alert"):
                raise RuntimeError(f"the press was refused: {answer}")
            await tg.wait_until(lambda: len(tg.calls_of("editMessageMedia")) > edits, 60)

        out["press"] = await crossed(press)
        await service.idle()

        rec = await service.storage.get_active_game(CHAT)
        assert rec is not None
        key = game_key(tg.token, rec.game_id)
        async with aiohttp.ClientSession() as session:
            state: dict[str, Any] = {}
            for uid in users:
                r = await session.get(base + "api/state", params={"g": key},
                                      headers={"Authorization": f"tma {auths[uid]}"})
                state = await r.json()
                if state["you"] == state["turn"] and state["moves"]:
                    break
            else:
                raise RuntimeError("nobody has a move on the board page")
            origin, targets = next(iter(state["moves"].items()))
            body = {"g": key, "v": state["v"], "f": int(origin), "d": targets[0][1]}

            async def move() -> None:
                edits = len(tg.calls_of("editMessageMedia"))
                r = await session.post(base + "api/move", json=body,
                                       headers={"Authorization": f"tma {auths[uid]}"})
                answer = await r.json()
                if not answer["ok"]:
                    raise RuntimeError(f"the move was refused: {answer}")
                await tg.wait_until(lambda: len(tg.calls_of("editMessageMedia")) > edits, 60)

            out["webapp_move"] = await crossed(move)
            await service.idle()
    finally:
        stop.set()
        await asyncio.wait_for(task, 30)
        await tg.stop()
        shutil.rmtree(folder, ignore_errors=True)
    return out


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--functions", action="store_true",
                    help="also list the functions that ran in each file")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    figures = asyncio.run(run())
    for name, label in (("press", "button press"), ("webapp_move", "Mini App move")):
        files = figures[name]
        print(f"{label}: {len(files)} files of bot/: {', '.join(files)}")
        if args.functions:
            for file, functions in files.items():
                print(f"  {file}: {', '.join(functions)}")


if __name__ == "__main__":
    main()
