"""`storage.backup` and ``nardy-bot backup FILE``: an online copy of a live database."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from storage import GameResult, StorageError, backup, open_storage
from tests.storage.helpers import friend_game

REPO_ROOT = Path(__file__).resolve().parents[2]


async def _play_games(path: Path, stop: asyncio.Event, committed: list[int]) -> None:
    """Keep creating and finishing games on its own connection until ``stop`` is set;
    append the id of every game whose finish was committed."""
    store = await open_storage(path)
    try:
        chat = 1
        while not stop.is_set():
            rec = await store.create_game(friend_game(chat_id=chat, white=chat, black=chat + 1))
            rec = await store.update_game(rec.game_id, rec.version, state="x" * 2000)
            await store.finish_game(rec.game_id, rec.version,
                                    GameResult("borne_off", "white", points=1))
            committed.append(rec.game_id)
            chat += 1
    finally:
        await store.close()


def _finished_ids(path: Path) -> set[int]:
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return {row[0] for row in conn.execute("SELECT game_id FROM finished_games")}
    finally:
        conn.close()


async def test_backup_while_another_connection_writes(tmp_path: Path) -> None:
    db = tmp_path / "live.sqlite3"
    await (await open_storage(db)).close()  # create and migrate
    stop = asyncio.Event()
    committed: list[int] = []
    writer = asyncio.create_task(_play_games(db, stop, committed))
    try:
        while len(committed) < 30:
            await asyncio.sleep(0.01)
        copies = []
        for i in range(3):
            before = set(committed)
            dst = tmp_path / f"copy{i}.sqlite3"
            size = await backup(db, dst)
            assert size == dst.stat().st_size > 0
            copies.append((before, dst))
            await asyncio.sleep(0.02)
        assert not writer.done()  # the writer was never blocked out
    finally:
        stop.set()
        await writer
    for before, dst in copies:
        ids = _finished_ids(dst)
        assert before <= ids  # every game committed before the copy is in it
        assert not (tmp_path / (dst.name + ".part")).exists()
        # a copy is a stand-alone file: it opens without the live database's WAL
        conn = sqlite3.connect(dst)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        conn.close()
    # the copies are consistent snapshots: each finished game has its players' stats
    conn = sqlite3.connect(copies[-1][1])
    games = conn.execute("SELECT COUNT(*) FROM finished_games").fetchone()[0]
    wins = conn.execute("SELECT COALESCE(SUM(wins), 0) FROM player_stats").fetchone()[0]
    conn.close()
    assert games == wins > 0


async def test_backup_refuses_bad_targets(tmp_path: Path) -> None:
    db = tmp_path / "live.sqlite3"
    await (await open_storage(db)).close()
    with pytest.raises(StorageError, match="no database file"):
        await backup(tmp_path / "missing.sqlite3", tmp_path / "b.sqlite3")
    assert not (tmp_path / "missing.sqlite3").exists()  # nothing created
    with pytest.raises(StorageError, match="does not exist"):
        await backup(db, tmp_path / "no" / "such" / "b.sqlite3")
    with pytest.raises(StorageError, match="must not be the database"):
        await backup(db, db, overwrite=True)
    (tmp_path / "old.sqlite3").write_bytes(b"old")
    with pytest.raises(StorageError, match="already exists"):
        await backup(db, tmp_path / "old.sqlite3")
    assert (tmp_path / "old.sqlite3").read_bytes() == b"old"
    await backup(db, tmp_path / "old.sqlite3", overwrite=True)
    assert _finished_ids(tmp_path / "old.sqlite3") == set()


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.slow
async def test_backup_command(tmp_path: Path) -> None:
    db = tmp_path / "data" / "nardy.sqlite3"
    store = await open_storage(db)
    rec = await store.create_game(friend_game())
    await store.finish_game(rec.game_id, rec.version, GameResult("resigned", "black", 2))
    env = {k: v for k, v in os.environ.items() if k not in ("BOT_TOKEN", "NARDY_DB")}
    env["NARDY_DB"] = str(db)
    try:  # the bot's own connection stays open, as while the bot runs
        done = await asyncio.to_thread(_cli, "backup", str(tmp_path / "b.sqlite3"), env=env)
    finally:
        await store.close()
    assert done.returncode == 0, done.stderr
    assert "b.sqlite3" in done.stdout
    assert _finished_ids(tmp_path / "b.sqlite3") == {rec.game_id}

    again = _cli("backup", str(tmp_path / "b.sqlite3"), env=env)
    assert again.returncode == 2
    assert again.stderr.count("\n") == 1 and "already exists" in again.stderr
    missing = _cli("backup", str(tmp_path / "nowhere" / "b.sqlite3"), env=env)
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    env["NARDY_DB"] = str(tmp_path / "absent.sqlite3")
    absent = _cli("backup", str(tmp_path / "c.sqlite3"), env=env)
    assert absent.returncode == 2 and "no database file" in absent.stderr
    assert not (tmp_path / "absent.sqlite3").exists()
