"""The SQLite side of matches and the coach: `SqliteMatches`, a part of `SqliteStorage`.

Kept apart from the games code so each changes on its own; `storage.pg_matches` holds the
same methods for PostgreSQL, statement by statement, to compare the two side by side.
Semantics: `storage.api.Storage` (matches, analyses, hint consents).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, Literal, TypeVar

import aiosqlite

from storage.api import (
    INITIAL_RATING,
    UNSET,
    FinishedGame,
    StaleVersion,
    StorageError,
    Variant,
    _Unset,
)
from storage.match_api import (
    ActiveMatchExists,
    MatchNotFound,
    MatchRecord,
    MatchResult,
    NewMatch,
    PlayerMatchStats,
)
from storage.rows import (
    FINISHED_COLS,
    MATCH_COLS,
    MATCH_STATS_COLS,
    check_new_match,
    check_score,
    check_variant,
    elo_change,
    finished_from_row,
    match_from_row,
)

_T = TypeVar("_T")


def _dt(ts: float | None) -> datetime | None:
    return None if ts is None else datetime.fromtimestamp(ts, UTC)


def _match(row: Sequence[Any]) -> MatchRecord:
    return match_from_row(row, _dt)


async def ensure_stats_rows(
    db: aiosqlite.Connection,
    table: Literal["player_stats", "player_match_stats"],
    seats: Sequence[tuple[int | None, str | None]],
    variant: str,
    now: float,
) -> None:
    """Make sure every human seat ``(user_id, name)`` has a players row and a row in the
    stats ``table`` for ``variant`` (at the initial rating); AI seats (None) are skipped."""
    for user_id, name in seats:
        if user_id is None:
            continue
        await db.execute(
            "INSERT INTO players (user_id, name, created_at, updated_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT(user_id) DO NOTHING",
            (user_id, name or str(user_id), now, now),
        )
        await db.execute(
            f"INSERT INTO {table} (user_id, variant, rating) VALUES (?, ?, ?) "
            "ON CONFLICT(user_id, variant) DO NOTHING",
            (user_id, variant, INITIAL_RATING),
        )


async def _missing_match(db: aiosqlite.Connection, match_id: int, expected: int) -> None:
    """Raise the right error for a compare-and-set on a match that matched no row."""
    rows = list(await db.execute_fetchall(
        "SELECT version, status FROM matches WHERE match_id = ?", (match_id,)
    ))
    if rows and rows[0][1] == "active":
        raise StaleVersion(match_id, expected, rows[0][0])
    raise MatchNotFound(match_id, finished=bool(rows))


class SqliteMatches:
    """Matches, analyses and hint consents on SQLite (mixed into `SqliteStorage`, whose
    plumbing it uses: ``_read``, ``_write``, ``_transaction``, ``_clock``)."""

    _clock: Callable[[], float]

    async def _read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        raise NotImplementedError

    async def _write(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        raise NotImplementedError

    async def _transaction(self, body: Callable[[aiosqlite.Connection], Awaitable[_T]]) -> _T:
        raise NotImplementedError

    # ------------------------------------------------------------------ matches

    async def create_match(self, new: NewMatch) -> MatchRecord:
        check_new_match(new)
        now = self._clock()
        params = (
            new.chat_id, new.variant, new.opponent, new.ai_level, new.target, int(new.cube),
            new.state, new.player0_id, new.player1_id, new.player0_name, new.player1_name,
            new.creator_id, now, now,
        )  # fmt: skip

        async def body(db: aiosqlite.Connection) -> MatchRecord:
            try:
                rows = await db.execute_fetchall(
                    "INSERT INTO matches (chat_id, variant, opponent, ai_level, target, cube, "
                    "status, state, player0_id, player1_id, player0_name, player1_name, "
                    "creator_id, version, created_at, updated_at) "
                    f"VALUES (?,?,?,?,?,?,'active',?,?,?,?,?,?,1,?,?) RETURNING {MATCH_COLS}",
                    params,
                )
            except sqlite3.IntegrityError as exc:
                existing = list(await db.execute_fetchall(
                    "SELECT match_id FROM matches WHERE chat_id = ? AND status = 'active'",
                    (new.chat_id,),
                ))
                if existing:
                    raise ActiveMatchExists(new.chat_id, existing[0][0]) from exc
                raise
            return _match(next(iter(rows)))

        return await self._transaction(body)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        rows = await self._read(f"SELECT {MATCH_COLS} FROM matches WHERE match_id = ?",
                                (match_id,))
        return _match(rows[0]) if rows else None

    async def get_active_match(self, chat_id: int) -> MatchRecord | None:
        rows = await self._read(
            f"SELECT {MATCH_COLS} FROM matches WHERE chat_id = ? AND status = 'active'",
            (chat_id,),
        )
        return _match(rows[0]) if rows else None

    async def active_matches(self) -> list[MatchRecord]:
        rows = await self._read(
            f"SELECT {MATCH_COLS} FROM matches WHERE status = 'active' ORDER BY match_id", ()
        )
        return [_match(r) for r in rows]

    async def update_match(
        self,
        match_id: int,
        expected_version: int,
        *,
        state: str | _Unset = UNSET,
        score: tuple[int, int] | _Unset = UNSET,
    ) -> MatchRecord:
        if state is None:
            raise ValueError("state cannot be None")
        sets = ["version = version + 1", "updated_at = ?"]
        params: list[Any] = [self._clock()]
        if not isinstance(state, _Unset):
            sets.append("state = ?")
            params.append(state)
        if not isinstance(score, _Unset):
            check_score(score)
            sets += ["score0 = ?", "score1 = ?"]
            params += [score[0], score[1]]
        params += [match_id, expected_version]
        sql = (
            f"UPDATE matches SET {', '.join(sets)} WHERE match_id = ? AND version = ? "
            f"AND status = 'active' RETURNING {MATCH_COLS}"
        )

        async def body(db: aiosqlite.Connection) -> MatchRecord:
            rows = list(await db.execute_fetchall(sql, params))
            if not rows:
                await _missing_match(db, match_id, expected_version)
            return _match(rows[0])

        return await self._transaction(body)

    async def finish_match(
        self, match_id: int, expected_version: int, result: MatchResult
    ) -> MatchRecord:
        async def body(db: aiosqlite.Connection) -> MatchRecord:
            rows = list(await db.execute_fetchall(
                f"SELECT {MATCH_COLS} FROM matches WHERE match_id = ? AND version = ? "
                "AND status = 'active'",
                (match_id, expected_version),
            ))
            if not rows:
                await _missing_match(db, match_id, expected_version)
            m = _match(rows[0])
            now = self._clock()
            winner_id = loser_id = None
            rating_change: float | None = None
            if result.winner is not None:
                ids = (m.player0_id, m.player1_id)
                winner_id, loser_id = ids[result.winner], ids[1 - result.winner]
                rating_change = await _record_match_stats(db, m, result.winner, now)
            state = m.state if result.final_state is None else result.final_state
            out = list(await db.execute_fetchall(
                "UPDATE matches SET status = 'finished', state = ?, score0 = ?, score1 = ?, "
                "winner = ?, winner_id = ?, loser_id = ?, reason = ?, rating_change = ?, "
                "version = version + 1, updated_at = ?, finished_at = ? WHERE match_id = ? "
                f"RETURNING {MATCH_COLS}",
                (state, result.score[0], result.score[1], result.winner, winner_id, loser_id,
                 result.reason, rating_change, now, now, match_id),
            ))  # fmt: skip
            return _match(out[0])

        return await self._transaction(body)

    async def list_matches(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        finished_only: bool = False,
        limit: int = 20,
    ) -> list[MatchRecord]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if user_id is not None:
            where.append("(player0_id = ? OR player1_id = ?)")
            params += [user_id, user_id]
        if finished_only:
            where.append("status = 'finished'")
        sql = f"SELECT {MATCH_COLS} FROM matches"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY updated_at DESC, match_id DESC LIMIT ?"
        params.append(max(0, limit))
        return [_match(r) for r in await self._read(sql, params)]

    async def link_finished_game(self, game_id: int, match_id: int, game_no: int) -> FinishedGame:
        if game_no < 1:
            raise ValueError(f"game numbers start at 1, not {game_no!r}")

        async def body(db: aiosqlite.Connection) -> FinishedGame:
            if not list(await db.execute_fetchall(
                "SELECT 1 FROM matches WHERE match_id = ?", (match_id,)
            )):
                raise MatchNotFound(match_id)
            try:
                rows = list(await db.execute_fetchall(
                    "UPDATE finished_games SET match_id = ?, game_no = ? WHERE game_id = ? "
                    f"RETURNING {FINISHED_COLS}",
                    (match_id, game_no, game_id),
                ))
            except sqlite3.IntegrityError as exc:
                raise StorageError(f"match {match_id} already has a game {game_no}") from exc
            if not rows:
                raise StorageError(f"no finished game {game_id}")
            return finished_from_row(rows[0], _dt)

        return await self._transaction(body)

    async def match_games(self, match_id: int) -> list[FinishedGame]:
        rows = await self._read(
            f"SELECT {FINISHED_COLS} FROM finished_games WHERE match_id = ? ORDER BY game_no",
            (match_id,),
        )
        return [finished_from_row(r, _dt) for r in rows]

    async def player_match_stats(self, user_id: int, variant: Variant) -> PlayerMatchStats:
        check_variant(variant)
        rows = await self._read(
            f"SELECT {MATCH_STATS_COLS} FROM player_match_stats WHERE user_id = ? "
            "AND variant = ?",
            (user_id, variant),
        )
        if not rows:
            return PlayerMatchStats(user_id, variant)
        return PlayerMatchStats(user_id, variant, *rows[0])

    # ------------------------------------------------------------------ coach

    async def get_analysis(self, game_id: int) -> str | None:
        rows = await self._read("SELECT analysis FROM game_analyses WHERE game_id = ?",
                                (game_id,))
        return str(rows[0][0]) if rows else None

    async def save_analysis(self, game_id: int, analysis: str) -> None:
        await self._write(
            "INSERT INTO game_analyses (game_id, analysis, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT(game_id) DO UPDATE SET analysis = excluded.analysis, "
            "created_at = excluded.created_at",
            (game_id, analysis, self._clock()),
        )

    async def hint_consents(self, chat_id: int) -> frozenset[int]:
        rows = await self._read("SELECT user_id FROM hint_consents WHERE chat_id = ?",
                                (chat_id,))
        return frozenset(int(r[0]) for r in rows)

    async def set_hint_consent(self, chat_id: int, user_id: int, agreed: bool) -> None:
        if agreed:
            await self._write(
                "INSERT OR IGNORE INTO hint_consents (chat_id, user_id, created_at) "
                "VALUES (?, ?, ?)", (chat_id, user_id, self._clock()))
        else:
            await self._write(
                "DELETE FROM hint_consents WHERE chat_id = ? AND user_id = ?",
                (chat_id, user_id))


async def _record_match_stats(
    db: aiosqlite.Connection, m: MatchRecord, winner: int, now: float
) -> float | None:
    """Update both players' match stats for a won match; return the winner's match-rating
    gain, or None if the match is not rated."""
    players = ((m.player0_id, m.player0_name), (m.player1_id, m.player1_name))
    win, lose = players[winner], players[1 - winner]
    if win[0] is not None and win[0] == lose[0]:
        return None  # one user held both seats: nothing to count
    vs_ai = 1 if m.opponent == "ai" else 0
    await ensure_stats_rows(db, "player_match_stats", (win, lose), m.variant, now)
    rated = m.opponent == "friend" and win[0] is not None and lose[0] is not None
    change: float | None = None
    if rated:
        ratings: dict[int | None, float] = {
            int(r[0]): float(r[1])
            for r in await db.execute_fetchall(
                "SELECT user_id, rating FROM player_match_stats WHERE variant = ? "
                "AND user_id IN (?, ?)",
                (m.variant, win[0], lose[0]),
            )
        }
        change = elo_change(ratings[win[0]], ratings[lose[0]])
    if win[0] is not None:
        await db.execute(
            "UPDATE player_match_stats SET matches = matches + 1, wins = wins + 1, "
            "vs_ai_matches = vs_ai_matches + ?, vs_ai_wins = vs_ai_wins + ?, "
            "rating = rating + ?, rated_matches = rated_matches + ? "
            "WHERE user_id = ? AND variant = ?",
            (vs_ai, vs_ai, change or 0.0, int(rated), win[0], m.variant),
        )
    if lose[0] is not None:
        await db.execute(
            "UPDATE player_match_stats SET matches = matches + 1, losses = losses + 1, "
            "vs_ai_matches = vs_ai_matches + ?, rating = rating - ?, "
            "rated_matches = rated_matches + ? WHERE user_id = ? AND variant = ?",
            (vs_ai, change or 0.0, int(rated), lose[0], m.variant),
        )
    return change


