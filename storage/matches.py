"""Matches in storage: a match row with compare-and-set like games, its finished games, and
per-player match statistics (counted apart from game statistics, with their own Elo).

These are functions on a `SqliteStorage` (kept apart from its class so that the games code
and this code change independently). Conventions are those of `storage.api`:

- A match's ``state`` is an opaque string from the engine (``Match.to_json()``, which
  holds the record of every game of the match); storage never parses it.
- The two players are numbered 0 and 1 as in the engine's `Match`; a seat's user id is
  None for the AI.
- At most one match in progress per chat (enforced by the database). Every change of a
  match in progress increments its ``version`` by exactly 1 and only succeeds when the
  caller passes the current version: of two callers with the same version exactly one
  succeeds, the other gets `StaleVersion`.
- The games of a match are ordinary games (``games`` / ``finished_games`` rows, created
  and finished with the `Storage` methods); `link_finished_game` files a finished game
  under its match with its number, and `match_games` lists them in order.
- Match statistics (`PlayerMatchStats`) count finished, non-cancelled matches; the rating
  (Elo, start `INITIAL_RATING`, K = `ELO_K`) changes only in matches between two
  different humans.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Literal

import aiosqlite

from storage.api import (
    INITIAL_RATING,
    UNSET,
    FinishedGame,
    OpponentKind,
    StaleVersion,
    StorageError,
    Variant,
    _Unset,
)
from storage.sqlite import (
    _FINISHED_COLS,
    SqliteStorage,
    _check_variant,
    _dt,
    _finished,
    elo_change,
    ensure_stats_rows,
)

__all__ = [
    "ActiveMatchExists",
    "MatchEndReason",
    "MatchNotFound",
    "MatchRecord",
    "MatchResult",
    "MatchStatus",
    "NewMatch",
    "PlayerMatchStats",
    "active_matches",
    "create_match",
    "finish_match",
    "get_active_match",
    "get_match",
    "link_finished_game",
    "list_matches",
    "match_games",
    "player_match_stats",
    "update_match",
]

MatchStatus = Literal["active", "finished"]
MatchEndReason = Literal["score", "resigned", "timeout", "cancelled"]

_MATCH_COLS: Final = (
    "match_id, chat_id, variant, opponent, ai_level, target, cube, status, state, "
    "player0_id, player1_id, player0_name, player1_name, score0, score1, winner, winner_id, "
    "loser_id, reason, rating_change, creator_id, version, created_at, updated_at, "
    "finished_at"
)
_MATCH_STATS_COLS: Final = (
    "matches, wins, losses, vs_ai_matches, vs_ai_wins, rating, rated_matches"
)


# --------------------------------------------------------------------------- errors


class MatchNotFound(StorageError):
    """No match in progress with this id. ``finished`` is True when the match exists and is
    over (someone finished it first)."""

    def __init__(self, match_id: int, finished: bool = False) -> None:
        suffix = " (already finished)" if finished else ""
        super().__init__(f"no match in progress {match_id}{suffix}")
        self.match_id = match_id
        self.finished = finished


class ActiveMatchExists(StorageError):
    """`create_match` was refused: the chat already has a match in progress."""

    def __init__(self, chat_id: int, match_id: int | None) -> None:
        super().__init__(f"chat {chat_id} already has a match in progress ({match_id})")
        self.chat_id = chat_id
        self.match_id = match_id


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class NewMatch:
    """What `create_match` needs: the match to ``target`` (1..25) points, with or without
    the cube, its first state, and its players (0 and 1, as in the engine's Match)."""

    chat_id: int
    variant: Variant
    opponent: OpponentKind
    creator_id: int
    target: int
    cube: bool
    state: str
    player0_id: int | None = None
    player1_id: int | None = None
    player0_name: str | None = None
    player1_name: str | None = None
    ai_level: str | None = None


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A match as stored. ``score`` is (player 0, player 1) as last saved; ``winner`` is 0
    or 1 once finished (None while in progress or when cancelled); ``winner_id`` /
    ``loser_id`` are None for the AI; ``rating_change`` is the match Elo the winner gained
    (None when not rated)."""

    match_id: int
    chat_id: int
    variant: Variant
    opponent: OpponentKind
    ai_level: str | None
    target: int
    cube: bool
    status: MatchStatus
    state: str
    player0_id: int | None
    player1_id: int | None
    player0_name: str | None
    player1_name: str | None
    score: tuple[int, int]
    winner: int | None
    winner_id: int | None
    loser_id: int | None
    reason: MatchEndReason | None
    rating_change: float | None
    creator_id: int
    version: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None

    def player_of(self, user_id: int) -> int | None:
        """The player number (0 or 1) of ``user_id`` in this match (0 if he holds both)."""
        if self.player0_id == user_id:
            return 0
        if self.player1_id == user_id:
            return 1
        return None


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended, for `finish_match`.

    - ``"cancelled"``: no winner, no statistics change.
    - ``"score"`` (a player reached the target), ``"resigned"`` (the loser gave up the
      match) or ``"timeout"``: ``winner`` is 0 or 1.
    - ``score``: the final score; ``final_state``: None keeps the stored state.
    """

    reason: MatchEndReason
    score: tuple[int, int]
    winner: int | None = None
    final_state: str | None = None

    def __post_init__(self) -> None:
        if self.reason not in ("score", "resigned", "timeout", "cancelled"):
            raise ValueError(f"unknown match end reason {self.reason!r}")
        if len(self.score) != 2 or min(self.score) < 0:
            raise ValueError(f"a score is two numbers >= 0, not {self.score!r}")
        if self.reason == "cancelled":
            if self.winner is not None:
                raise ValueError("a cancelled match has no winner")
        elif self.winner not in (0, 1):
            raise ValueError(f"winner must be player 0 or 1, not {self.winner!r}")


@dataclass(frozen=True, slots=True)
class PlayerMatchStats:
    """A player's matches in one variant (zeros and the initial rating if none): every
    finished, non-cancelled match, against humans and the AI (``vs_ai_*`` the part against
    the AI); ``rating`` / ``rated_matches`` only from matches between two humans."""

    user_id: int
    variant: Variant
    matches: int = 0
    wins: int = 0
    losses: int = 0
    vs_ai_matches: int = 0
    vs_ai_wins: int = 0
    rating: float = INITIAL_RATING
    rated_matches: int = 0


def _match(row: Sequence[Any]) -> MatchRecord:
    return MatchRecord(
        match_id=row[0], chat_id=row[1], variant=row[2], opponent=row[3], ai_level=row[4],
        target=row[5], cube=bool(row[6]), status=row[7], state=row[8], player0_id=row[9],
        player1_id=row[10], player0_name=row[11], player1_name=row[12],
        score=(row[13], row[14]), winner=row[15], winner_id=row[16], loser_id=row[17],
        reason=row[18], rating_change=row[19], creator_id=row[20], version=row[21],
        created_at=_dt(row[22]),  # type: ignore[arg-type]
        updated_at=_dt(row[23]),  # type: ignore[arg-type]
        finished_at=_dt(row[24]),
    )  # fmt: skip


async def _rows(store: SqliteStorage, sql: str, params: Sequence[Any] = ()) -> list[Any]:
    return await store._read(sql, params)


async def _missing(db: aiosqlite.Connection, match_id: int, expected: int) -> None:
    """Raise the right error for a compare-and-set that matched no row."""
    rows = list(await db.execute_fetchall(
        "SELECT version, status FROM matches WHERE match_id = ?", (match_id,)
    ))
    if rows and rows[0][1] == "active":
        raise StaleVersion(match_id, expected, rows[0][0])
    raise MatchNotFound(match_id, finished=bool(rows))


# --------------------------------------------------------------------------- matches


async def create_match(store: SqliteStorage, new: NewMatch) -> MatchRecord:
    """Store a new match in progress with version 1 and score 0-0. Raises
    `ActiveMatchExists` if the chat already has one (enforced by the database)."""
    _check_variant(new.variant)
    if new.opponent not in ("friend", "ai"):
        raise ValueError(f"unknown opponent kind {new.opponent!r}")
    if not 1 <= new.target <= 25:
        raise ValueError(f"a match is played to 1..25 points, not {new.target!r}")
    now = store._clock()
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
                f"VALUES (?,?,?,?,?,?,'active',?,?,?,?,?,?,1,?,?) RETURNING {_MATCH_COLS}",
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

    return await store._transaction(body)


async def get_match(store: SqliteStorage, match_id: int) -> MatchRecord | None:
    """The match with this id (in progress or finished), or None."""
    rows = await _rows(store, f"SELECT {_MATCH_COLS} FROM matches WHERE match_id = ?",
                       (match_id,))
    return _match(rows[0]) if rows else None


async def get_active_match(store: SqliteStorage, chat_id: int) -> MatchRecord | None:
    """The chat's match in progress, or None."""
    rows = await _rows(
        store,
        f"SELECT {_MATCH_COLS} FROM matches WHERE chat_id = ? AND status = 'active'",
        (chat_id,),
    )
    return _match(rows[0]) if rows else None


async def update_match(
    store: SqliteStorage,
    match_id: int,
    expected_version: int,
    *,
    state: str | _Unset = UNSET,
    score: tuple[int, int] | _Unset = UNSET,
) -> MatchRecord:
    """Compare-and-set on a match in progress: apply the given fields if its version is
    still ``expected_version``; the new record has version + 1 and ``updated_at`` = now.
    Raises `StaleVersion` if the version moved on, `MatchNotFound` if the match is unknown
    or finished. A call with no fields still bumps the version."""
    if state is None:
        raise ValueError("state cannot be None")
    sets = ["version = version + 1", "updated_at = ?"]
    params: list[Any] = [store._clock()]
    if not isinstance(state, _Unset):
        sets.append("state = ?")
        params.append(state)
    if not isinstance(score, _Unset):
        if len(score) != 2 or min(score) < 0:
            raise ValueError(f"a score is two numbers >= 0, not {score!r}")
        sets += ["score0 = ?", "score1 = ?"]
        params += [score[0], score[1]]
    params += [match_id, expected_version]
    sql = (
        f"UPDATE matches SET {', '.join(sets)} WHERE match_id = ? AND version = ? "
        f"AND status = 'active' RETURNING {_MATCH_COLS}"
    )

    async def body(db: aiosqlite.Connection) -> MatchRecord:
        rows = list(await db.execute_fetchall(sql, params))
        if not rows:
            await _missing(db, match_id, expected_version)
        return _match(rows[0])

    return await store._transaction(body)


async def finish_match(
    store: SqliteStorage, match_id: int, expected_version: int, result: MatchResult
) -> MatchRecord:
    """Compare-and-set, in one transaction: mark the match finished with ``result`` and
    update both players' match statistics and match ratings (see `PlayerMatchStats`).
    Raises `StaleVersion` / `MatchNotFound` like `update_match`; on any error nothing has
    changed."""

    async def body(db: aiosqlite.Connection) -> MatchRecord:
        rows = list(await db.execute_fetchall(
            f"SELECT {_MATCH_COLS} FROM matches WHERE match_id = ? AND version = ? "
            "AND status = 'active'",
            (match_id, expected_version),
        ))
        if not rows:
            await _missing(db, match_id, expected_version)
        m = _match(rows[0])
        now = store._clock()
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
            f"RETURNING {_MATCH_COLS}",
            (state, result.score[0], result.score[1], result.winner, winner_id, loser_id,
             result.reason, rating_change, now, now, match_id),
        ))  # fmt: skip
        return _match(out[0])

    return await store._transaction(body)


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
    if m.opponent == "friend" and win[0] is not None and lose[0] is not None:
        ratings: dict[int, float] = {
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


async def list_matches(
    store: SqliteStorage,
    *,
    chat_id: int | None = None,
    user_id: int | None = None,
    finished_only: bool = False,
    limit: int = 20,
) -> list[MatchRecord]:
    """Matches, most recently changed first, optionally only a chat's and/or those in which
    ``user_id`` plays, optionally only finished ones; at most ``limit``."""
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
    sql = f"SELECT {_MATCH_COLS} FROM matches"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY updated_at DESC, match_id DESC LIMIT ?"
    params.append(max(0, limit))
    return [_match(r) for r in await _rows(store, sql, params)]


# --------------------------------------------------------------------------- games


async def link_finished_game(
    store: SqliteStorage, game_id: int, match_id: int, game_no: int
) -> FinishedGame:
    """File the finished game ``game_id`` as game number ``game_no`` (from 1) of
    ``match_id``. Raises `StorageError` if the game is not finished, the match is unknown,
    or the match already has a game with that number."""
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
                f"RETURNING {_FINISHED_COLS}",
                (match_id, game_no, game_id),
            ))
        except sqlite3.IntegrityError as exc:
            raise StorageError(f"match {match_id} already has a game {game_no}") from exc
        if not rows:
            raise StorageError(f"no finished game {game_id}")
        return _finished(rows[0])

    return await store._transaction(body)


async def match_games(store: SqliteStorage, match_id: int) -> list[FinishedGame]:
    """The finished games filed under ``match_id``, in game order."""
    rows = await _rows(
        store,
        f"SELECT {_FINISHED_COLS} FROM finished_games WHERE match_id = ? ORDER BY game_no",
        (match_id,),
    )
    return [_finished(r) for r in rows]


async def player_match_stats(
    store: SqliteStorage, user_id: int, variant: Variant
) -> PlayerMatchStats:
    """The player's match statistics in ``variant`` (defaults if he has played none)."""
    _check_variant(variant)
    rows = await _rows(
        store,
        f"SELECT {_MATCH_STATS_COLS} FROM player_match_stats WHERE user_id = ? "
        "AND variant = ?",
        (user_id, variant),
    )
    if not rows:
        return PlayerMatchStats(user_id, variant)
    return PlayerMatchStats(user_id, variant, *rows[0])



async def active_matches(store: SqliteStorage) -> list[MatchRecord]:
    """Every match in progress (in any chat), oldest first: what a restart resumes."""
    return [_match(r) for r in await _rows(
        store, f"SELECT {_MATCH_COLS} FROM matches WHERE status = 'active' ORDER BY match_id")]
