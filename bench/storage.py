"""Throughput benchmark of the storage backends (``python -m bench.storage``).

On a fresh store — a SQLite file in a temporary directory (WAL, synchronous=NORMAL,
exactly as the bot opens it) and/or a fresh PostgreSQL database (``--backend``; the server
is ``--pg URL``, else ``$NARDY_TEST_PG``, else a throw-away local one started with
`testkit.pgserver`, whose durability settings are the default ones) — it creates one
active game per chat (timed: games created per second), then measures:

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
import os
import random
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path

from storage import GameResult, NewGame, SqliteStorage, open_storage
from testkit.pgserver import ENV_VAR, PgServer, drop_database, fresh_database

__all__ = ["bench_create", "bench_sequential", "bench_concurrent", "bench_finish", "main"]

#: Makes a fresh, empty store target (a file path or a database URL) per measurement.
Targets = Callable[[str], AbstractAsyncContextManager[str]]

STATE = '{"variant": "long", "turn": "white", "board": [' + ", ".join(["0"] * 24) + "]}"
STATE = STATE + " " * (400 - len(STATE))  # a serialized game is a few hundred bytes


async def _setup(path: Path | str, chats: int) -> SqliteStorage:
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


async def bench_create(path: Path | str, chats: int) -> float:
    """Games created per second (one INSERT each, the one-game-per-chat index checked)."""
    store = await open_storage(path)
    try:
        start = time.perf_counter()
        for chat in range(chats):
            await store.create_game(NewGame(
                chat_id=-2_000_000 - chat, variant="long", opponent="friend",
                creator_id=1, state=STATE, status="active", white_id=1, black_id=2,
            ))
        return chats / (time.perf_counter() - start)
    finally:
        await store.close()


async def bench_sequential(path: Path | str, chats: int, updates: int, seed: int) -> float:
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


async def bench_concurrent(path: Path | str, chats: int, updates: int, tasks: int, seed: int) -> float:
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


async def bench_finish(path: Path | str, chats: int) -> float:
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


async def _set_database(admin: str, url: str, setting: str) -> None:
    import asyncpg  # type: ignore[import-untyped]

    con = await asyncpg.connect(admin)
    try:
        await con.execute(f'ALTER DATABASE "{url.rsplit("/", 1)[1]}" SET {setting}')
    finally:
        await con.close()


def _line(label: str, values: list[float], unit: str) -> str:
    runs = ", ".join(f"{x:.0f}" for x in values)
    return f"  {label:<34}: {statistics.median(values):8.0f} {unit}  (runs: {runs})"


async def _measure(targets: Targets, args: argparse.Namespace) -> list[str]:
    create: list[float] = []
    seq: list[float] = []
    conc: list[float] = []
    fin: list[float] = []
    for run in range(args.runs):
        async with targets(f"create{run}") as target:
            create.append(await bench_create(target, args.chats))
        async with targets(f"seq{run}") as target:
            seq.append(await bench_sequential(target, args.chats, args.updates, run))
        async with targets(f"conc{run}") as target:
            conc.append(await bench_concurrent(target, args.chats, args.updates, args.tasks,
                                               run))
        async with targets(f"fin{run}") as target:
            fin.append(await bench_finish(target, args.chats))
    return [
        _line("create_game", create, "games/s"),
        _line("load-modify-save, sequential", seq, "updates/s"),
        _line(f"load-modify-save, {args.tasks} tasks", conc, "updates/s"),
        _line("finish_game (history + stats)", fin, "games/s"),
    ]


async def _run(args: argparse.Namespace) -> None:
    backends = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    print(f"storage benchmark: {args.chats} chats, {args.updates} updates, median of {args.runs}")
    if "sqlite" in backends:
        with tempfile.TemporaryDirectory(prefix="nardy-bench-") as tmp:

            @asynccontextmanager
            async def files(name: str) -> AsyncIterator[str]:
                yield str(Path(tmp) / f"{name}.sqlite3")

            lines = await _measure(files, args)
        print("SQLite (file, WAL, synchronous=NORMAL):")
        print("\n".join(lines))
    if "postgres" in backends:
        admin = args.pg or os.environ.get(ENV_VAR)
        server = None
        if not admin:
            server = PgServer(durable=True).start()
            admin = server.url
        try:
            for sync in ("on", "off"):

                @asynccontextmanager
                async def databases(name: str, sync: str = sync) -> AsyncIterator[str]:
                    url = await fresh_database(admin, prefix=f"nardy_bench_{name}")
                    await _set_database(admin, url, f"synchronous_commit = {sync}")
                    try:
                        yield url
                    finally:
                        await drop_database(admin, url)

                lines = await _measure(databases, args)
                where = "a throw-away local server" if server else "the server given"
                print(f"PostgreSQL ({where}, synchronous_commit={sync}, pool of 10):")
                print("\n".join(lines))
        finally:
            if server is not None:
                server.stop()
    print("  target: >= 2000 updates/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chats", type=int, default=1000)
    parser.add_argument("--updates", type=int, default=20_000)
    parser.add_argument("--tasks", type=int, default=50, help="concurrent tasks")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--pg", default=None, metavar="URL",
                        help=f"admin URL of a PostgreSQL server (default ${ENV_VAR}, else a "
                             "throw-away local server)")
    asyncio.run(_run(parser.parse_args()))


if __name__ == "__main__":
    main()
