"""Press -> picture in a group with Telegram's edit budget (``python bench/presses_group.py``).

The real bot (aiogram's HTTP stack, SQLite on a temporary file, real pictures) runs against
the fake Bot API server of ``testkit/fakeapi.py``, in one process, with the default group
edit budget (``group_edits_per_minute=20``) and the automatic finish on (the default). Two
users play a long-nardy friend game in a group: one press every ``--period`` seconds (3 by
default) of the first combined button offered (else the first step), always on the board
as it is shown; when the board still shows an older view at press time, the user waits for
it (that wait is part of the next press's figure, not hidden).

Reported: p50 / p99 / max of press -> the board edit that shows the press (the first
``editMessageMedia`` whose buttons carry a newer view version, or the final board), and
p50 / p99 of press -> the toast (``answerCallbackQuery``), plus the board edits per press.
Figures only: nothing here asserts a time.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import Settings, run_bot  # noqa: E402
from bot.service import GameService  # noqa: E402
from engine import RandomDice  # noqa: E402
from testkit.fakeapi import TOKEN, FakeTelegram, FakeUser  # noqa: E402

__all__ = ["main", "run"]

CHAT = -1_000_777


class ViewTelegram(FakeTelegram):
    """The fake server, noting when each view version of the board was first shown."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[float, int]] = []  # (time, view version; a large one at the end)
        self.changed = asyncio.Event()

    def _note(self, params: dict[str, Any]) -> None:
        markup = self._markup(params)
        versions = [int(b["callback_data"].split(":")[2]) for row in
                    (markup or {}).get("inline_keyboard", []) for b in row
                    if str(b.get("callback_data", "")).startswith(("s:", "c:", "t:"))]
        self.shown.append((time.monotonic(), max(versions) if versions else 1 << 60))
        self.changed.set()

    async def _m_editMessageMedia(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        response = await super()._m_editMessageMedia(params, files)
        if response.status == 200:
            self._note(params)
        return response

    async def _m_sendPhoto(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        response = await super()._m_sendPhoto(params, files)
        if response.status == 200:
            self._note(params)
        return response


def _pick(tg: FakeTelegram) -> tuple[int, str, int] | None:
    """(board message id, button data, its view version) to press, None when finished."""
    board = tg.last_photo(CHAT)
    assert board is not None
    buttons = [d for _, d in tg.buttons(board)]
    for prefix in ("c:", "s:", "t:"):
        found = [d for d in buttons if d.startswith(prefix) and not d.endswith(":u")]
        if found:
            return board.message_id, found[0], int(found[0].split(":")[2])
    return None


async def _play(tg: ViewTelegram, users: dict[int, FakeUser], presses: int,
                period: float) -> dict[str, Any]:
    shown: list[float] = []
    toast: list[float] = []
    edits_before = len(tg.shown)
    done = 0
    next_at = time.monotonic()
    while done < presses:
        await asyncio.sleep(max(0.0, next_at - time.monotonic()))
        pick = _pick(tg)
        if pick is None:
            break
        message_id, data, version = pick
        board = tg.chat(CHAT).messages[message_id]
        uid = int((board.caption or "").split("tg://user?id=")[1].split('"')[0])
        t0 = time.monotonic()
        answer = await tg.press(CHAT, users[uid], message_id, data, timeout=60)
        toast.append(time.monotonic() - t0)
        if answer.get("show_alert"):
            raise RuntimeError(f"unexpected answer {answer}")
        while True:  # wait until the board shows this press
            seen = [t for t, v in tg.shown if t >= t0 and v > version]
            if seen:
                shown.append(seen[0] - t0)
                break
            tg.changed.clear()
            await asyncio.wait_for(tg.changed.wait(), 120)
        done += 1
        next_at = max(t0 + period, time.monotonic())
    shown.sort()
    toast.sort()
    return {
        "presses": done,
        "edits_per_press": (len(tg.shown) - edits_before) / max(1, done),
        "p50_ms": statistics.median(shown) * 1000,
        "p99_ms": shown[min(len(shown) - 1, int(len(shown) * 0.99))] * 1000,
        "max_ms": shown[-1] * 1000,
        "toast_p50_ms": statistics.median(toast) * 1000,
        "toast_p99_ms": toast[min(len(toast) - 1, int(len(toast) * 0.99))] * 1000,
    }


async def run(presses: int, period: float, seed: int = 1) -> dict[str, Any]:
    """One group game of ``presses`` presses at one per ``period`` seconds; the figures."""
    tg = ViewTelegram()
    url = await tg.start()
    tmp = tempfile.mkdtemp(prefix="nardy-bench-")
    settings = Settings(
        token=TOKEN, db_path=str(Path(tmp) / "bench.sqlite3"), api_url=url, ai_delay=0,
        group_edits_per_minute=20, polling_timeout=1, dice=RandomDice(random.Random(seed)),
        ai_seed=seed, render_workers=1,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    ready: asyncio.Future[GameService] = loop.create_future()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    try:
        await asyncio.wait_for(ready, 60)
        a, b = tg.user(10_001, "A"), tg.user(10_002, "B")
        await tg.send_text(CHAT, a, "/new long", chat_type="group")
        lobby = await tg.wait_for_message(CHAT, lambda m: bool(m.reply_markup), timeout=60)
        join = [d for _, d in tg.buttons(lobby) if ":join:" in d][0]
        await tg.press(CHAT, b, lobby.message_id, join, timeout=60)
        await tg.wait_for_message(CHAT, lambda m: m.photo is not None, timeout=60)
        await asyncio.sleep(period)
        return await _play(tg, {a.id: a, b.id: b}, presses, period)
    finally:
        stop.set()
        await task
        await tg.stop()


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--presses", type=int, default=60)
    ap.add_argument("--period", type=float, default=3.0, help="seconds between presses")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    m = asyncio.run(run(args.presses, args.period, args.seed))
    print(f"long nardy, group, 20 edits/min, a press every {args.period:g} s: "
          f"{m['presses']} presses, {m['edits_per_press']:.2f} board edits per press; "
          f"press -> picture p50 {m['p50_ms']:.0f} ms, p99 {m['p99_ms']:.0f} ms, "
          f"max {m['max_ms']:.0f} ms; press -> toast p50 {m['toast_p50_ms']:.0f} ms, "
          f"p99 {m['toast_p99_ms']:.0f} ms")


if __name__ == "__main__":
    main()
