"""Inline mode through the fake Bot API (``python bench/inline.py``).

The real bot (aiogram's HTTP stack, SQLite on a temporary file, real pictures in one
worker process) runs with inline mode on against the fake Bot API server of
``testkit/fakeapi.py``, in one process. Two figures:

* **inline query -> answer**: a user types ``@bot`` (``--queries`` times, users and
  query texts alternating: everything, one variant, a match length); the time from the
  update queued to the bot's ``answerInlineQuery`` (the preview pictures are uploaded at
  start, so this is the answer itself: six results with signed buttons);
* **press -> edited inline message**: a friend game of each variant posted through
  inline mode and played in its inline message, one press every ``--period`` seconds of
  the first combined button offered (else the first step, else Done), always on the
  message as shown (a wait for an older view counts). The time from the press to the
  ``editMessageMedia`` of the inline message that shows it: the picture is rendered,
  uploaded once to the upload chat for its ``file_id`` (``sendPhoto``; the message there
  is deleted again) and the inline message is edited with that ``file_id``. The default
  budget of a chat of its own (one edit a second) applies.

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
from testkit.fakeapi import TOKEN, FakeInlineMessage, FakeTelegram, FakeUser  # noqa: E402

__all__ = ["main", "run"]

UPLOAD = -1_000_555
CHAT = 4_242
QUERIES = ("", "short", "long 3", "5")


class ViewTelegram(FakeTelegram):
    """The fake server, noting when each view version of an inline message was shown."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[float, str, int]] = []  # (time, inline id, view version)
        self.changed = asyncio.Event()

    async def _m_editMessageMedia(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        response = await super()._m_editMessageMedia(params, files)
        imid = params.get("inline_message_id")
        if response.status == 200 and imid:
            markup = self._markup(params)
            versions = [int(b["callback_data"].split(":")[2]) for row in
                        (markup or {}).get("inline_keyboard", []) for b in row
                        if str(b.get("callback_data", "")).startswith(("s:", "c:", "t:"))]
            self.shown.append((time.monotonic(), str(imid),
                               max(versions) if versions else 1 << 60))
            self.changed.set()
        return response


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))] * 1000


def _pick(msg: FakeInlineMessage) -> tuple[str, int] | None:
    """(button data, its view version) to press, None when the game is over."""
    buttons = [d for _, d in FakeTelegram.buttons(msg)]
    for prefix in ("c:", "s:", "t:"):
        found = [d for d in buttons if d.startswith(prefix) and not d.endswith(":u")]
        if found:
            return found[0], int(found[0].split(":")[2])
    return None


async def _queries(tg: FakeTelegram, users: list[FakeUser], n: int) -> list[float]:
    times = []
    for i in range(n):
        t0 = time.monotonic()
        answer = await tg.inline_query(users[i % len(users)], QUERIES[i % len(QUERIES)],
                                       timeout=60)
        times.append(time.monotonic() - t0)
        if not answer["results"]:
            raise RuntimeError("the inline query got no results")
    return times


async def _game(tg: ViewTelegram, variant: str, users: dict[int, FakeUser], presses: int,
                period: float) -> dict[str, Any]:
    a, b = list(users.values())
    answer = await tg.inline_query(a, variant, timeout=60)
    msg = await tg.choose(a, CHAT, answer["results"][0])
    join = [d for _, d in tg.buttons(msg) if d.startswith("il:join")][0]
    await tg.press_inline(b, msg.inline_message_id, join, timeout=60)
    await tg.wait_until(lambda: _pick(msg), timeout=60)
    uploads_before = len(tg.calls_of("sendPhoto"))
    shown: list[float] = []
    done = 0
    next_at = time.monotonic() + period
    while done < presses:
        await asyncio.sleep(max(0.0, next_at - time.monotonic()))
        pick = _pick(msg)
        if pick is None:
            break
        data, version = pick
        uid = int((msg.caption or "").split("tg://user?id=")[1].split('"')[0])
        t0 = time.monotonic()
        ans = await tg.press_inline(users[uid], msg.inline_message_id, data, timeout=60)
        if ans.get("show_alert"):
            raise RuntimeError(f"unexpected answer {ans}")
        while True:  # wait until the inline message shows this press
            seen = [t for t, imid, v in tg.shown
                    if t >= t0 and imid == msg.inline_message_id and v > version]
            if seen:
                shown.append(seen[0] - t0)
                break
            tg.changed.clear()
            await asyncio.wait_for(tg.changed.wait(), 120)
        done += 1
        next_at = max(t0 + period, time.monotonic())
    return {"presses": done, "p50_ms": statistics.median(shown) * 1000,
            "p99_ms": _pct(shown, 0.99), "max_ms": max(shown) * 1000,
            "uploads_per_press": (len(tg.calls_of("sendPhoto")) - uploads_before) / done}


async def run(queries: int, presses: int, period: float, seed: int = 1) -> dict[str, Any]:
    """The query figures and one inline friend game per variant; the figures."""
    tg = ViewTelegram()
    url = await tg.start()
    tmp = tempfile.mkdtemp(prefix="nardy-bench-")
    settings = Settings(
        token=TOKEN, db_path=str(Path(tmp) / "bench.sqlite3"), api_url=url, ai_delay=0,
        polling_timeout=1, dice=RandomDice(random.Random(seed)), ai_seed=seed,
        render_workers=1, inline_mode=True, upload_chat_id=UPLOAD,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    ready: asyncio.Future[GameService] = loop.create_future()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    try:
        await asyncio.wait_for(ready, 60)
        a, b = tg.user(10_001, "A", "en"), tg.user(10_002, "B", "ru")
        q = await _queries(tg, [a, b], queries)
        out: dict[str, Any] = {"query_p50_ms": statistics.median(q) * 1000,
                               "query_p99_ms": _pct(q, 0.99)}
        for variant in ("long", "short"):
            out[variant] = await _game(tg, variant, {a.id: a, b.id: b}, presses, period)
        return out
    finally:
        stop.set()
        await task
        await tg.stop()


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--presses", type=int, default=40)
    ap.add_argument("--period", type=float, default=1.2, help="seconds between presses")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    m = asyncio.run(run(args.queries, args.presses, args.period, args.seed))
    print(f"inline query -> answer ({args.queries} queries): p50 {m['query_p50_ms']:.1f} ms, "
          f"p99 {m['query_p99_ms']:.1f} ms")
    for variant in ("long", "short"):
        g = m[variant]
        print(f"{variant}: {g['presses']} presses, one every {args.period:g} s: press -> "
              f"edited inline message p50 {g['p50_ms']:.0f} ms, p99 {g['p99_ms']:.0f} ms, "
              f"max {g['max_ms']:.0f} ms; {g['uploads_per_press']:.2f} uploads per press")


if __name__ == "__main__":
    main()
