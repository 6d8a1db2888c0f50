"""`nardy-bot migrate-db FROM TO`: a SQLite file with games in every state, matches,
analyses and settings is copied into PostgreSQL row for row, ids kept and never reused;
a non-empty target is refused with one line and left as it was."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from storage import GameResult, StorageError, open_storage
from storage.match_api import MatchResult, NewMatch
from storage.migrate_db import TABLES, copy_sqlite_to_postgres
from tests.storage.helpers import (
    REPO_ROOT,
    START,
    FakeClock,
    ai_game,
    db_snapshot,
    friend_game,
    lobby,
)

USERS = (1, 2, 3, 4)


async def _fill(path: Path) -> dict[str, Any]:
    """A SQLite database with something in every table and games in every state."""
    clock = FakeClock()
    s = await open_storage(path, clock=clock)
    try:
        await s.upsert_player(1, "Ann", "ru")
        await s.upsert_player(2, "Bob")
        await s.update_chat_settings(-1, language="en", auto_finish=False,
                                     inactivity_timeout_s=600)
        await s.update_chat_settings(-2, default_variant="long")
        results = [
            GameResult(reason="borne_off", winner="white", points=2, gammon=True),
            GameResult(reason="resigned", winner="black", points=1),
            GameResult(reason="timeout", winner="white", points=1),
            GameResult.cancelled(),
            GameResult(reason="passed", winner="black", points=2),
            GameResult(reason="borne_off", winner="white", points=3, gammon=True,
                       backgammon=True),
        ]
        for i, result in enumerate(results):
            clock.advance(60)
            game = await s.create_game(friend_game(chat_id=-10 - i, white=1, black=2))
            game = await s.update_game(game.game_id, 1, state=f"end {i}", moved=True)
            await s.finish_game(game.game_id, game.version, result)
        vs_ai = await s.create_game(ai_game(chat_id=-30, human=3, variant="long"))
        await s.finish_game(vs_ai.game_id, 1, GameResult(reason="resigned", winner="white",
                                                         points=1))
        # unfinished games: a lobby, a game in play with a deadline, an inline game
        await s.create_game(lobby(chat_id=-40, creator=4))
        deadline = datetime.fromtimestamp(START + 3600, UTC)
        playing = await s.create_game(friend_game(chat_id=-41, white=3, black=4))
        await s.update_game(playing.game_id, 1, moved=True, expires_at=deadline,
                            message_id=77)
        await s.create_game(friend_game(chat_id=2**62 + 5, inline_message_id="IM-x"))
        # a finished match with its two games, and a match in progress
        m = await s.create_match(NewMatch(chat_id=-50, variant="short", opponent="friend",
                                          creator_id=1, target=3, cube=True, state="{}",
                                          player0_id=1, player1_id=2, player0_name="Ann",
                                          player1_name="Bob"))
        for no in (1, 2):
            g = await s.create_game(friend_game(chat_id=-50, white=1, black=2))
            await s.finish_game(g.game_id, 1, GameResult(reason="borne_off", winner="white",
                                                         points=2))
            await s.link_finished_game(g.game_id, m.match_id, no)
            m = await s.update_match(m.match_id, m.version, score=(2 * no, 0))
        await s.finish_match(m.match_id, m.version, MatchResult("score", (4, 0), winner=0))
        await s.create_match(NewMatch(chat_id=-51, variant="long", opponent="ai",
                                      creator_id=3, target=5, cube=False, state="{}",
                                      player0_id=3, player1_name="AI", ai_level="strong"))
        await s.save_analysis(1, '{"analysis": 1}')
        await s.set_hint_consent(-1, 1, True)
        await s.set_hint_consent(-1, 2, True)
        # the newest game is finished and gone from the games table: its id must never
        # come back (SQLite remembers it in sqlite_sequence)
        last = await s.create_game(lobby(chat_id=-60))
        await s.finish_game(last.game_id, 1, GameResult.cancelled())
        return {"last_game_id": last.game_id, "chats": [-1, -2, -40, -41, 2**62 + 5]}
    finally:
        await s.close()


async def _everything(s: Any, chats: list[int]) -> dict[str, Any]:
    """Everything the storage interface can read back, for comparing two stores."""
    out: dict[str, Any] = {
        "finished": await s.list_finished_games(limit=1000),
        "active": await s.list_active_games(),
        "players": [await s.get_player(u) for u in USERS],
        "stats": [await s.player_stats(u, v) for u in USERS for v in ("short", "long")],
        "match_stats": [await s.player_match_stats(u, v) for u in USERS
                        for v in ("short", "long")],
        "matches": await s.list_matches(limit=100),
        "settings": [await s.get_chat_settings(c) for c in chats],
        "unfinished": [await s.get_active_game(c) for c in chats],
        "analysis": await s.get_analysis(1),
        "consents": await s.hint_consents(-1),
        "board": await s.chat_leaderboard(-10, "short"),
    }
    out["match_games"] = [await s.match_games(m.match_id) for m in out["matches"]]
    return out


async def test_copy_keeps_every_row_and_id(sqlite_path: Path, pg_url: str) -> None:
    facts = await _fill(sqlite_path)
    counts = await copy_sqlite_to_postgres(str(sqlite_path), pg_url)
    lite_rows = db_snapshot(sqlite_path)
    assert list(counts) == list(TABLES)
    assert counts == {t: len(lite_rows[t]) for t in TABLES}
    assert counts["finished_games"] == 10 and counts["games"] == 3 and counts["matches"] == 2
    async with await open_storage(sqlite_path) as lite, await open_storage(pg_url) as pg:
        before = await _everything(lite, facts["chats"])
        after = await _everything(pg, facts["chats"])
        assert after == before
        assert len(before["finished"]) == 10 and before["analysis"] is not None
        # New ids go on past every id SQLite ever handed out.
        fresh = await pg.create_game(lobby(chat_id=-99))
        assert fresh.game_id == facts["last_game_id"] + 1
        match = await pg.create_match(NewMatch(chat_id=-99, variant="short",
                                               opponent="ai", creator_id=1, target=1,
                                               cube=False, state="{}", player0_id=1))
        assert match.match_id == 3
        # The copied games carry on with compare-and-set from their stored versions.
        playing = await pg.get_active_game(-41)
        assert playing is not None and playing.version == 2 and playing.message_id == 77
        await pg.finish_game(playing.game_id, 2, GameResult(reason="timeout",
                                                            winner="black", points=1))


async def test_a_target_with_rows_is_refused_and_left_alone(
    sqlite_path: Path, pg_url: str
) -> None:
    await _fill(sqlite_path)
    async with await open_storage(pg_url) as pg:
        await pg.upsert_player(9, "Zoe")
    before = db_snapshot(pg_url)
    with pytest.raises(StorageError, match="not empty") as info:
        await copy_sqlite_to_postgres(str(sqlite_path), pg_url)
    assert "\n" not in str(info.value)
    assert db_snapshot(pg_url) == before
    with pytest.raises(StorageError, match="SQLite file"):
        await copy_sqlite_to_postgres(str(sqlite_path.parent / "missing.sqlite3"), pg_url)
    with pytest.raises(StorageError, match="postgresql:// URL"):
        await copy_sqlite_to_postgres(str(sqlite_path), str(sqlite_path))


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_the_command_reports_counts_and_refuses_a_second_copy(
    sqlite_path: Path, pg_url: str
) -> None:
    asyncio.run(_fill(sqlite_path))
    done = _cli("migrate-db", str(sqlite_path), pg_url)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"copied {sqlite_path} into ")
    assert "finished_games 10" in done.stdout and "matches 2" in done.stdout
    again = _cli("migrate-db", str(sqlite_path), pg_url)
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.count("\n") == 1 and "not empty" in again.stderr, again.stderr
