"""Start-up time and memory of the running bot (``python -m bench.footprint``).

Starts the real bot as a separate process (``python -m bot`` under ``/usr/bin/time -v``)
against the fake Bot API server of ``testkit/fakeapi.py``, measures the time from the process
start to its first ``getUpdates`` request, then has a simulated user play the AI at the
``master`` level in short and in long nardy (so both networks and the bear-off table are
loaded and both AI paths run), and stops the bot with SIGTERM. Reports the start-up time,
the bot's peak resident memory (``Maximum resident set size`` from ``/usr/bin/time -v``) and
the peak of its picture-worker processes (``VmHWM``), median over ``--runs`` runs.
``--script`` starts the installed ``nardy-bot`` script instead, as the container does (a
picture worker then runs that script's imports again as its start).
Targets: start < 3 s, bot < 250 MB resident with both AI networks loaded.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from testkit.fakeapi import FakeTelegram  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            if ppid == pid:
                out.append(int(entry.name))
    return out


def _hwm_kb(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    m = re.search(r"VmHWM:\s+(\d+) kB", text)
    return int(m.group(1)) if m else 0


async def _play_vs_ai(tg: FakeTelegram, chat: int, variant_label: int, turns: int) -> None:
    user = tg.user(chat, f"Bench{chat}", "en")
    await tg.send_text(chat, user, "/new")
    msg = await tg.wait_for_message(chat, lambda m: len(tg.buttons(m)) >= 2, 30)
    await tg.press(chat, user, msg.message_id, tg.buttons(msg)[variant_label][1], 30)
    msg = await tg.wait_for_message(chat, lambda m: any(":lvl:master" in d for _, d in tg.buttons(m)), 30)
    data = next(d for _, d in tg.buttons(msg) if ":lvl:master" in d)
    await tg.press(chat, user, msg.message_id, data, 30)
    ai_moves = 0
    deadline = time.monotonic() + 120
    while ai_moves < turns and time.monotonic() < deadline:
        board = await tg.wait_for_message(chat, lambda m: m.photo is not None and bool(tg.buttons(m)), 60)
        before = board.caption
        await tg.press(chat, user, board.message_id, tg.buttons(board)[-1][1] if "✅" in tg.buttons(board)[-1][0] else tg.buttons(board)[0][1], 30)
        await tg.wait_until(lambda b=board, c=before: b.caption != c or b.deleted, 60)
        ai_moves = len(tg.calls_of("editMessageMedia")) // 4


async def run_once(turns: int, script: bool = False) -> tuple[float, int, int]:
    tg = FakeTelegram()
    url = await tg.start()
    db = Path(tempfile.mkdtemp()) / "bench.sqlite3"
    env = dict(os.environ, BOT_TOKEN=tg.token, TELEGRAM_API_URL=url, NARDY_DB=str(db),
               NARDY_AI_DELAY="0", LOG_LEVEL="WARNING", NARDY_PRIVATE_EDITS_PER_SECOND="0")
    command = ([str(Path(sys.executable).parent / "nardy-bot")] if script
               else [sys.executable, "-m", "bot"])
    t0 = time.monotonic()
    proc = await asyncio.create_subprocess_exec(
        "/usr/bin/time", "-v", *command, env=env, cwd=str(ROOT),
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    await tg.wait_until(lambda: tg.calls_of("getUpdates"), 30)
    startup = tg.calls_of("getUpdates")[0].at - t0
    await _play_vs_ai(tg, 501, 1, turns)   # short
    await _play_vs_ai(tg, 502, 0, turns)   # long
    bot_pid = _children(proc.pid)[0]
    worker_peak = max((_hwm_kb(p) for p in _children(bot_pid)), default=0)
    os.kill(bot_pid, signal.SIGTERM)
    _, err = await proc.communicate()
    text = err.decode(errors="replace")
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
    peak = int(m.group(1)) if m else 0
    await tg.stop()
    return startup, peak, worker_peak


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--turns", type=int, default=3, help="AI turns to wait for per variant")
    ap.add_argument("--script", action="store_true",
                    help="run the installed nardy-bot script instead of python -m bot")
    args = ap.parse_args()
    results = [asyncio.run(run_once(args.turns, args.script)) for _ in range(args.runs)]
    starts = [r[0] for r in results]
    peaks = [r[1] / 1024 for r in results]
    workers = [r[2] / 1024 for r in results]
    print(f"start-up to first getUpdates: median {statistics.median(starts):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in starts)})")
    print(f"bot peak RSS (both AI networks loaded): median {statistics.median(peaks):.0f} MB "
          f"(runs: {', '.join(f'{p:.0f}' for p in peaks)})")
    print(f"picture worker peak RSS: median {statistics.median(workers):.1f} MB "
          f"(runs: {', '.join(f'{w:.0f}' for w in workers)})")
    total = [p + w for p, w in zip(peaks, workers, strict=True)]
    print(f"bot and worker: median {statistics.median(total):.0f} MB")


if __name__ == "__main__":
    main()
