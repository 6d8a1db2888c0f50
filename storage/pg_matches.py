"""The PostgreSQL side of matches and the coach: `PgMatches`, a part of `PostgresStorage`.

The same methods as `storage.sqlite_matches.SqliteMatches`, statement by statement, with
``$n`` parameters. Semantics: `storage.api.Storage` (matches, analyses, hint consents).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, Literal, TypeVar

import asyncpg  # type: ignore[import-untyped]

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
_Con = Any  # an asyncpg connection


def _dt(value: datetime | None) -> datetime | None:
    return None if value is None else value.astimezone(UTC)


def _match(row: Sequence[Any]) -> MatchRecord:
    return match_from_row(row, _dt)


async def ensure_stats_rows_pg(
    con: _Con,
    table: Literal["player_stats", "player_match_stats"],
    seats: Sequence[tuple[int | None, str | None]],
    variant: str,
    now: datetime,
) -> None:
    """Make sure every human seat ``(user_id, name)`` has a players row and a row in the
    stats ``table`` for ``variant`` (at the initial rating); AI seats (None) are skipped.
    Rows are written in user-id order, so two transactions never wait for each other in
    a cycle."""
    for user_id, name in sorted((s for s in seats if s[0] is not None), key=lambda s: s[0] or 0):
        await con.execute(
            "INSERT INTO players (user_id, name, created_at, updated_at) "
            "VALUES ($1, $2, $3, $3) ON CONFLICT (user_id) DO NOTHING",
            user_id, name or str(user_id), now,
        )  # fmt: skip
        await con.execute(
            f"INSERT INTO {table} (user_id, variant, rating) VALUES ($1, $2, $3) "
            "ON CONFLICT (user_id, variant) DO NOTHING",
            user_id, variant, INITIAL_RATING,
        )  # fmt: skip


async def _missing_match(con: _Con, match_id: int, expected: int) -> None:
    """Raise the right error for a compare-and-set on a match that matched no row."""
    row = await con.fetchrow("SELECT version, status FROM matches WHERE match_id = $1", match_id)
    if row is not None and row[1] == "active":
        raise StaleVersion(match_id, expected, row[0])
    raise MatchNotFound(match_id, finished=row is not None)


class PgMatches:
    """Matches, analyses and hint consents on PostgreSQL (mixed into `PostgresStorage`,
    whose plumbing it uses: ``_read``, ``_write``, ``_transaction``, ``_now``)."""

    def _now(self) -> datetime:
        raise NotImplementedError

    async def _read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        raise NotImplementedError

    async def _write(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        raise NotImplementedError

    async def _transaction(self, body: Callable[[_Con], Awaitable[_T]]) -> _T:
        raise NotImplementedError

    # ------------------------------------------------------------------ matches

    async def create_match(self, new: NewMatch) -> MatchRecord:
        check_new_match(new)
        now = self._now()
        params = (
            new.chat_id, new.variant, new.opponent, new.ai_level, new.target, new.cube,
            new.state, new.player0_id, new.player1_id, new.player0_name, new.player1_name,
            new.creator_id, now,
        )  # fmt: skip

        async def body(con: _Con) -> MatchRecord:
            try:
                async with con.transaction():  # a savepoint: the lookup below still runs
                    row = await con.fetchrow(
                        "INSERT INTO matches (chat_id, variant, opponent, ai_level, target, "
                        "cube, status, state, player0_id, player1_id, player0_name, "
                        "player1_name, creator_id, version, created_at, updated_at) VALUES "
                        "($1,$2,$3,$4,$5,$6,'active',$7,$8,$9,$10,$11,$12,1,$13,$13) "
                        f"RETURNING {MATCH_COLS}",
                        *params,
                    )
            except asyncpg.UniqueViolationError as exc:
                existing = await con.fetchval(
                    "SELECT match_id FROM matches WHERE chat_id = $1 AND status = 'active'",
                    new.chat_id,
                )
                if existing is not None:
                    raise ActiveMatchExists(new.chat_id, existing) from exc
                raise
            return _match(row)

        return await self._transaction(body)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        rows = await self._read(f"SELECT {MATCH_COLS} FROM matches WHERE match_id = $1",
                                (match_id,))
        return _match(rows[0]) if rows else None

    async def get_active_match(self, chat_id: int) -> MatchRecord | None:
        rows = await self._read(
            f"SELECT {MATCH_COLS} FROM matches WHERE chat_id = $1 AND status = 'active'",
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
        sets = ["version = version + 1", "updated_at = $1"]
        params: list[Any] = [self._now()]
        if not isinstance(state, _Unset):
            params.append(state)
            sets.append(f"state = ${len(params)}")
        if not isinstance(score, _Unset):
            check_score(score)
            params += [score[0], score[1]]
            sets += [f"score0 = ${len(params) - 1}", f"score1 = ${len(params)}"]
        params += [match_id, expected_version]
        sql = (
            f"UPDATE matches SET {', '.join(sets)} WHERE match_id = ${len(params) - 1} "
            f"AND version = ${len(params)} AND status = 'active' RETURNING {MATCH_COLS}"
        )

        async def body(con: _Con) -> MatchRecord:
            row = await con.fetchrow(sql, *params)
            if row is None:
                await _missing_match(con, match_id, expected_version)
            return _match(row)

        return await self._transaction(body)

    async def finish_match(
        self, match_id: int, expected_version: int, result: MatchResult
    ) -> MatchRecord:
        async def body(con: _Con) -> MatchRecord:
            row = await con.fetchrow(
                f"SELECT {MATCH_COLS} FROM matches WHERE match_id = $1 AND version = $2 "
                "AND status = 'active' FOR UPDATE",
                match_id, expected_version,
            )  # fmt: skip
            if row is None:
                await _missing_match(con, match_id, expected_version)
            m = _match(row)
            now = self._now()
            winner_id = loser_id = None
            rating_change: float | None = None
            if result.winner is not None:
                ids = (m.player0_id, m.player1_id)
                winner_id, loser_id = ids[result.winner], ids[1 - result.winner]
                rating_change = await _record_match_stats(con, m, result.winner, now)
            state = m.state if result.final_state is None else result.final_state
            out = await con.fetchrow(
                "UPDATE matches SET status = 'finished', state = $1, score0 = $2, "
                "score1 = $3, winner = $4, winner_id = $5, loser_id = $6, reason = $7, "
                "rating_change = $8, version = version + 1, updated_at = $9, "
                f"finished_at = $9 WHERE match_id = $10 RETURNING {MATCH_COLS}",
                state, result.score[0], result.score[1], result.winner, winner_id, loser_id,
                result.reason, rating_change, now, match_id,
            )  # fmt: skip
            return _match(out)

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
            params.append(chat_id)
            where.append(f"chat_id = ${len(params)}")
        if user_id is not None:
            params.append(user_id)
            where.append(f"(player0_id = ${len(params)} OR player1_id = ${len(params)})")
        if finished_only:
            where.append("status = 'finished'")
        sql = f"SELECT {MATCH_COLS} FROM matches"
        if where:
            sql += " WHERE " + " AND ".join(where)
        params.append(max(0, limit))
        sql += f" ORDER BY updated_at DESC, match_id DESC LIMIT ${len(params)}"
        return [_match(r) for r in await self._read(sql, params)]

    async def link_finished_game(self, game_id: int, match_id: int, game_no: int) -> FinishedGame:
        if game_no < 1:
            raise ValueError(f"game numbers start at 1, not {game_no!r}")

        async def body(con: _Con) -> FinishedGame:
            if await con.fetchval("SELECT 1 FROM matches WHERE match_id = $1", match_id) is None:
                raise MatchNotFound(match_id)
            try:
                row = await con.fetchrow(
                    "UPDATE finished_games SET match_id = $1, game_no = $2 WHERE game_id = $3 "
                    f"RETURNING {FINISHED_COLS}",
                    match_id, game_no, game_id,
                )  # fmt: skip
            except asyncpg.UniqueViolationError as exc:
                raise StorageError(f"match {match_id} already has a game {game_no}") from exc
            if row is None:
                raise StorageError(f"no finished game {game_id}")
            return finished_from_row(row, _dt)

        return await self._transaction(body)

    async def match_games(self, match_id: int) -> list[FinishedGame]:
        rows = await self._read(
            f"SELECT {FINISHED_COLS} FROM finished_games WHERE match_id = $1 ORDER BY game_no",
            (match_id,),
        )
        return [finished_from_row(r, _dt) for r in rows]

    async def player_match_stats(self, user_id: int, variant: Variant) -> PlayerMatchStats:
        check_variant(variant)
        rows = await self._read(
            f"SELECT {MATCH_STATS_COLS} FROM player_match_stats WHERE user_id = $1 "
            "AND variant = $2",
            (user_id, variant),
        )
        if not rows:
            return PlayerMatchStats(user_id, variant)
        return PlayerMatchStats(user_id, variant, *rows[0])

    # ------------------------------------------------------------------ coach

    async def get_analysis(self, game_id: int) -> str | None:
        rows = await self._read("SELECT analysis FROM game_analyses WHERE game_id = $1",
                                (game_id,))
        return str(rows[0][0]) if rows else None

    async def save_analysis(self, game_id: int, analysis: str) -> None:
        await self._write(
            "INSERT INTO game_analyses (game_id, analysis, created_at) VALUES ($1, $2, $3) "
            "ON CONFLICT (game_id) DO UPDATE SET analysis = excluded.analysis, "
            "created_at = excluded.created_at",
            (game_id, analysis, self._now()),
        )

    async def hint_consents(self, chat_id: int) -> frozenset[int]:
        rows = await self._read("SELECT user_id FROM hint_consents WHERE chat_id = $1",
                                (chat_id,))
        return frozenset(int(r[0]) for r in rows)

    async def set_hint_consent(self, chat_id: int, user_id: int, agreed: bool) -> None:
        if agreed:
            await self._write(
                "INSERT INTO hint_consents (chat_id, user_id, created_at) "
                "VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                (chat_id, user_id, self._now()))
        else:
            await self._write(
                "DELETE FROM hint_consents WHERE chat_id = $1 AND user_id = $2",
                (chat_id, user_id))


async def _record_match_stats(
    con: _Con, m: MatchRecord, winner: int, now: datetime
) -> float | None:
    """Update both players' match stats for a won match; return the winner's match-rating
    gain, or None if the match is not rated."""
    players = ((m.player0_id, m.player0_name), (m.player1_id, m.player1_name))
    win, lose = players[winner], players[1 - winner]
    if win[0] is not None and win[0] == lose[0]:
        return None  # one user held both seats: nothing to count
    vs_ai = 1 if m.opponent == "ai" else 0
    await ensure_stats_rows_pg(con, "player_match_stats", (win, lose), m.variant, now)
    rated = m.opponent == "friend" and win[0] is not None and lose[0] is not None
    change: float | None = None
    if rated:
        ratings: dict[int | None, float] = {
            int(r[0]): float(r[1])
            for r in await con.fetch(
                "SELECT user_id, rating FROM player_match_stats WHERE variant = $1 "
                "AND user_id = ANY($2::bigint[]) ORDER BY user_id FOR UPDATE",
                m.variant, [win[0], lose[0]],
            )
        }  # fmt: skip
        change = elo_change(ratings[win[0]], ratings[lose[0]])
    if win[0] is not None:
        await con.execute(
            "UPDATE player_match_stats SET matches = matches + 1, wins = wins + 1, "
            "vs_ai_matches = vs_ai_matches + $1, vs_ai_wins = vs_ai_wins + $1, "
            "rating = rating + $2, rated_matches = rated_matches + $3 "
            "WHERE user_id = $4 AND variant = $5",
            vs_ai, change or 0.0, int(rated), win[0], m.variant,
        )  # fmt: skip
    if lose[0] is not None:
        await con.execute(
            "UPDATE player_match_stats SET matches = matches + 1, losses = losses + 1, "
            "vs_ai_matches = vs_ai_matches + $1, rating = rating - $2, "
            "rated_matches = rated_matches + $3 WHERE user_id = $4 AND variant = $5",
            vs_ai, change or 0.0, int(rated), lose[0], m.variant,
        )  # fmt: skip
    return change
