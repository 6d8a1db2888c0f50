"""Players, their statistics and ratings (games and matches), chat leaderboards.

Semantics: `storage.api.Storage` and `storage.values.PlayerStats` /
`storage.match_api.PlayerMatchStats`. The statistics of a finished game or match are
written inside its transaction (`PlayersStore._record_stats`, `_record_match_stats`);
stats rows are created and locked in user-id order, so two transactions never wait for
each other in a cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from storage.dialect import Conn
from storage.match_api import MatchRecord
from storage.rows import PLAYER, STATS_COLS, check_variant, elo_change
from storage.sql.base import StoreBase
from storage.values import (
    INITIAL_RATING,
    UNSET,
    GameRecord,
    GameResult,
    LeaderboardEntry,
    LeaderboardOrder,
    Player,
    PlayerStats,
    Variant,
    _Unset,
)

Seat = tuple[int | None, str | None]
"""A seat of a game or match: (user id, name); the user id is None for the AI."""

_LEADERBOARD = """
    WITH fg AS (
        SELECT white_id, black_id, winner, points FROM finished_games
        WHERE chat_id = ? AND variant = ? AND reason != 'cancelled'
          AND (white_id IS NULL OR black_id IS NULL OR white_id != black_id)
    ), seats AS (
        SELECT white_id AS user_id, CASE WHEN winner = 'white' THEN 1 ELSE 0 END AS won,
               CASE WHEN winner = 'white' THEN points ELSE 0 END AS pts
          FROM fg WHERE white_id IS NOT NULL
        UNION ALL
        SELECT black_id, CASE WHEN winner = 'black' THEN 1 ELSE 0 END,
               CASE WHEN winner = 'black' THEN points ELSE 0 END
          FROM fg WHERE black_id IS NOT NULL
    )
    SELECT s.user_id, p.name, COUNT(*) AS games, SUM(s.won) AS wins,
           COUNT(*) - SUM(s.won) AS losses, SUM(s.pts) AS points_won,
           COALESCE(ps.rating, ?) AS rating, COALESCE(ps.rated_games, 0)
      FROM seats s
      JOIN players p ON p.user_id = s.user_id
      LEFT JOIN player_stats ps ON ps.user_id = s.user_id AND ps.variant = ?
     GROUP BY s.user_id, p.name, ps.rating, ps.rated_games
     ORDER BY {order_by}
     LIMIT ?
"""
_ORDERS: dict[str, str] = {
    "rating": "rating DESC, wins DESC, points_won DESC, s.user_id",
    "wins": "wins DESC, points_won DESC, rating DESC, s.user_id",
}


class PlayersStore(StoreBase):
    """Players, statistics, ratings and leaderboards."""

    async def upsert_player(
        self, user_id: int, name: str, language: str | None | _Unset = UNSET
    ) -> Player:
        now = self._now()
        keep_language = language is UNSET
        row = await self._db.fetchrow(
            "INSERT INTO players (user_id, name, language, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
            "name = excluded.name, updated_at = excluded.updated_at, "
            "language = CASE WHEN ? THEN players.language ELSE excluded.language END "
            f"RETURNING {PLAYER.columns}",
            user_id, name, None if keep_language else language, now, now, keep_language,
        )  # fmt: skip
        assert row is not None
        return PLAYER.load(row, self._db.to_datetime)

    async def get_player(self, user_id: int) -> Player | None:
        row = await self._db.fetchrow(
            f"SELECT {PLAYER.columns} FROM players WHERE user_id = ?", user_id
        )
        return None if row is None else PLAYER.load(row, self._db.to_datetime)

    async def player_stats(self, user_id: int, variant: Variant) -> PlayerStats:
        check_variant(variant)
        row = await self._db.fetchrow(
            f"SELECT {STATS_COLS} FROM player_stats WHERE user_id = ? AND variant = ?",
            user_id, variant,
        )  # fmt: skip
        if row is None:
            return PlayerStats(user_id=user_id, variant=variant)
        return PlayerStats(user_id, variant, *row)

    async def chat_leaderboard(
        self,
        chat_id: int,
        variant: Variant,
        limit: int = 10,
        order: LeaderboardOrder = "rating",
    ) -> list[LeaderboardEntry]:
        check_variant(variant)
        if order not in _ORDERS:
            raise ValueError(f"unknown leaderboard order {order!r}")
        sql = _LEADERBOARD.replace("{order_by}", _ORDERS[order])
        rows = await self._db.fetch(sql, chat_id, variant, INITIAL_RATING, variant, max(0, limit))
        return [LeaderboardEntry(*row) for row in rows]

    # ------------------------------------------------------------------ inside a result

    async def _ensure_stats_rows(
        self,
        conn: Conn,
        table: Literal["player_stats", "player_match_stats"],
        seats: Sequence[Seat],
        variant: str,
        now: datetime,
    ) -> None:
        """Make sure every human seat has a players row and a row in the stats ``table``
        for ``variant`` (at the initial rating), in user-id order; AI seats are skipped."""
        for user_id, name in sorted((s for s in seats if s[0] is not None),
                                    key=lambda s: s[0] or 0):
            await conn.execute(
                "INSERT INTO players (user_id, name, created_at, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING",
                user_id, name or str(user_id), now, now,
            )  # fmt: skip
            await conn.execute(
                f"INSERT INTO {table} (user_id, variant, rating) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id, variant) DO NOTHING",
                user_id, variant, INITIAL_RATING,
            )  # fmt: skip

    async def _rating_change(
        self, conn: Conn, table: str, variant: str, winner: int, loser: int
    ) -> float:
        """The Elo points ``winner`` gains from ``loser`` (both rows locked)."""
        rows = await conn.fetch(
            f"SELECT user_id, rating FROM {table} WHERE variant = ? AND user_id IN (?, ?) "
            f"ORDER BY user_id{self._db.for_update}",
            variant, winner, loser,
        )  # fmt: skip
        ratings = {int(row[0]): float(row[1]) for row in rows}
        return elo_change(ratings[winner], ratings[loser])

    async def _record_stats(
        self, conn: Conn, game: GameRecord, result: GameResult, now: datetime
    ) -> float | None:
        """Update both seats' stats for a won game (inside finish_game's transaction);
        return the winner's rating gain, or None if the game is not rated."""
        assert result.winner is not None
        white = (game.white_id, game.white_name)
        black = (game.black_id, game.black_name)
        winner, loser = (white, black) if result.winner == "white" else (black, white)
        if winner[0] is not None and winner[0] == loser[0]:
            return None  # one user held both seats: nothing to count
        vs_ai = 1 if game.opponent == "ai" else 0
        await self._ensure_stats_rows(conn, "player_stats", (winner, loser), game.variant, now)
        change: float | None = None
        rated = game.opponent == "friend" and winner[0] is not None and loser[0] is not None
        if rated:
            change = await self._rating_change(conn, "player_stats", game.variant,
                                               winner[0], loser[0])  # type: ignore[arg-type]
        if winner[0] is not None:
            await conn.execute(
                "UPDATE player_stats SET games = games + 1, wins = wins + 1, "
                "points_won = points_won + ?, gammons_won = gammons_won + ?, "
                "backgammons_won = backgammons_won + ?, vs_ai_games = vs_ai_games + ?, "
                "vs_ai_wins = vs_ai_wins + ?, rating = rating + ?, "
                "rated_games = rated_games + ? WHERE user_id = ? AND variant = ?",
                result.points, int(result.gammon), int(result.backgammon), vs_ai, vs_ai,
                change or 0.0, int(rated), winner[0], game.variant,
            )  # fmt: skip
        if loser[0] is not None:
            await conn.execute(
                "UPDATE player_stats SET games = games + 1, losses = losses + 1, "
                "points_lost = points_lost + ?, vs_ai_games = vs_ai_games + ?, "
                "rating = rating - ?, rated_games = rated_games + ? "
                "WHERE user_id = ? AND variant = ?",
                result.points, vs_ai, change or 0.0, int(rated), loser[0], game.variant,
            )  # fmt: skip
        return change

    async def _record_match_stats(
        self, conn: Conn, match: MatchRecord, winner: int, now: datetime
    ) -> float | None:
        """Update both players' match stats for a match won by player ``winner`` (inside
        finish_match's transaction); return the winner's match-rating gain, or None if the
        match is not rated."""
        players = ((match.player0_id, match.player0_name), (match.player1_id, match.player1_name))
        win, lose = players[winner], players[1 - winner]
        if win[0] is not None and win[0] == lose[0]:
            return None  # one user held both seats: nothing to count
        vs_ai = 1 if match.opponent == "ai" else 0
        await self._ensure_stats_rows(conn, "player_match_stats", (win, lose), match.variant,
                                      now)
        rated = match.opponent == "friend" and win[0] is not None and lose[0] is not None
        change: float | None = None
        if rated:
            change = await self._rating_change(conn, "player_match_stats", match.variant,
                                               win[0], lose[0])  # type: ignore[arg-type]
        if win[0] is not None:
            await conn.execute(
                "UPDATE player_match_stats SET matches = matches + 1, wins = wins + 1, "
                "vs_ai_matches = vs_ai_matches + ?, vs_ai_wins = vs_ai_wins + ?, "
                "rating = rating + ?, rated_matches = rated_matches + ? "
                "WHERE user_id = ? AND variant = ?",
                vs_ai, vs_ai, change or 0.0, int(rated), win[0], match.variant,
            )  # fmt: skip
        if lose[0] is not None:
            await conn.execute(
                "UPDATE player_match_stats SET matches = matches + 1, losses = losses + 1, "
                "vs_ai_matches = vs_ai_matches + ?, rating = rating - ?, "
                "rated_matches = rated_matches + ? WHERE user_id = ? AND variant = ?",
                vs_ai, change or 0.0, int(rated), lose[0], match.variant,
            )  # fmt: skip
        return change
