"""Throughput benchmark of the SQLite storage (``python -m bench.storage``).

On a fresh database file in a temporary directory (WAL, synchronous=NORMAL, exactly as the
bot opens it) it creates one active game per chat, then measures:

* sequential load-modify-save cycles: ``get_active_game(chat)`` + ``update_game(...,
  version, state=..., history=..., moved=True)`` on chats taken in a random order — the
  work of one button press;
* the same cycles from many concurrent asyncio tasks (one task per busy chat), the way
  the bot serves many chats at once;
* finishing games (one transaction: history row + both players' stats and ratings).

Each figure is the median of several runs (a fresh file per run). Target on the project's
2-core machines: >= 2,000 game updates per second. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from storage import GameResult, NewGame, SqliteStorage, open_storage

__all__ = ["bench_sequential", "bench_concurrent", "bench_finish", "main"]

STATE = '{"variant": "long", "turn": "white", "board": [' + ", ".join(["0"] * 24) + "]}"
STATE = STATE + " " * (400 - len(STATE))  # a serialized game is a few hundred bytes


async def _setup(path: Path, chats: int) -> SqliteStorage:
    store = await open_storage(path)
    for chat in range(chats):
        await store.create_game(
            NewGame(
                chat_id=-1_000_000 - chat,
                variant="long",
                opponent="friend",
                creator_id=chat * 2 + 1,
                state=STATE,
                status="active",
                white_id=chat * 2 + 1,
                black_id=chat * 2 + 2,
                white_name=f"white{chat}",
                black_name=f"black{chat}",
            )
        )
    return store


async def _cycle(store: SqliteStorage, chat_id: int, step: int) -> None:
    game = await store.get_active_game(chat_id)
    assert game is not None
    await store.update_game(
        game.game_id,
        game.version,
        state=STATE[:-8] + f"{step:08d}",
        history=game.history + "24/18,18/13;",
        moved=True,
    )


def _order(chats: int, updates: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [-1_000_000 - rng.randrange(chats) for _ in range(updates)]


async def bench_sequential(path: Path, chats: int, updates: int, seed: int) -> float:
    """Load-modify-save cycles per second, one after another."""
    store = await _setup(path, chats)
    try:
        order = _order(chats, updates, seed)
        start = time.perf_counter()
        for step, chat_id in enumerate(order):
            await _cycle(store, chat_id, step)
        return updates / (time.perf_counter() - start)
    finally:
        await store.close()


async def bench_concurrent(path: Path, chats: int, updates: int, tasks: int, seed: int) -> float:
    """Cycles per second from ``tasks`` concurrent tasks, each owning distinct chats (as
    the bot's per-chat locks arrange it)."""
    store = await _setup(path, chats)
    try:
        per_task = updates // tasks

        async def worker(index: int) -> None:
            rng = random.Random(seed + index)
            own = [-1_000_000 - c for c in range(index, chats, tasks)]
            for step in range(per_task):
                await _cycle(store, rng.choice(own), step)

        start = time.perf_counter()
        await asyncio.gather(*(worker(i) for i in range(tasks)))
        return per_task * tasks / (time.perf_counter() - start)
    finally:
        await store.close()


async def bench_finish(path: Path, chats: int) -> float:
    """Games finished per second (each: one transaction with history and stats)."""
    store = await _setup(path, chats)
    try:
        games = await store.list_active_games()
        start = time.perf_counter()
        for i, game in enumerate(games):
            winner = "white" if i % 3 else "black"
            await store.finish_game(
                game.game_id, game.version, GameResult("borne_off", winner, 1 + i % 2)
            )
        return len(games) / (time.perf_counter() - start)
    finally:
        await store.close()


async def _run(args: argparse.Namespace) -> None:
    seq: list[float] = []
    conc: list[float] = []
    fin: list[float] = []
    with tempfile.TemporaryDirectory(prefix="nardy-bench-") as tmp:
        for run in range(args.runs):
            seq.append(
                await bench_sequential(
                    Path(tmp) / f"seq{run}.sqlite3", args.chats, args.updates, run
                )
            )
            conc.append(
                await bench_concurrent(
                    Path(tmp) / f"conc{run}.sqlite3", args.chats, args.updates, args.tasks, run
                )
            )
            fin.append(await bench_finish(Path(tmp) / f"fin{run}.sqlite3", args.chats))
    print(f"storage benchmark: {args.chats} chats, {args.updates} updates, median of {args.runs}")
    print(
        f"  load-modify-save, sequential      : {statistics.median(seq):8.0f} updates/s"
        f"  (runs: {', '.join(f'{x:.0f}' for x in seq)})"
    )
    print(
        f"  load-modify-save, {args.tasks:3d} tasks        : {statistics.median(conc):8.0f} updates/s"
        f"  (runs: {', '.join(f'{x:.0f}' for x in conc)})"
    )
    print(
        f"  finish_game (history + stats)     : {statistics.median(fin):8.0f} games/s"
        f"  (runs: {', '.join(f'{x:.0f}' for x in fin)})"
    )
    print("  target: >= 2000 updates/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chats", type=int, default=1000)
    parser.add_argument("--updates", type=int, default=20_000)
    parser.add_argument("--tasks", type=int, default=50, help="concurrent tasks")
    parser.add_argument("--runs", type=int, default=3)
    asyncio.run(_run(parser.parse_args()))


if __name__ == "__main__":
    main()
