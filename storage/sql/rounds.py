"""A tournament's rounds and pairings: each round paired once by compare-and-set on the
tournament's row, each pairing decided once. Semantics: `storage.tournament_api`."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Final

from storage.dialect import Conn, Row
from storage.rows import check_aware
from storage.sql.tournaments import TournamentsStore
from storage.tournament_api import (
    OUTCOMES,
    NewPairing,
    PairingOutcome,
    PairingRecord,
    RoundRecord,
    TournamentConflict,
    TournamentRecord,
)

_PAIRING_COLS: Final = (
    "tournament_id, round_no, board, player_a, player_b, outcome, game_key, decided_at"
)
_ROUND_COLS: Final = "tournament_id, round_no, paired_at, deadline_at, message_id"


class RoundsStore(TournamentsStore):
    """The rounds and pairings of tournaments."""

    def _pairing(self, row: Row) -> PairingRecord:
        return PairingRecord(
            tournament_id=row[0], round_no=row[1], board=row[2], player_a=row[3],
            player_b=row[4], outcome=row[5], game_key=row[6],
            decided_at=self._db.to_datetime(row[7]),
        )  # fmt: skip

    async def pair_round(
        self,
        tournament_id: int,
        expected_version: int,
        round_no: int,
        pairings: Sequence[NewPairing],
        deadline_s: int | None = None,
        deadline_at: datetime | None = None,
    ) -> TournamentRecord:
        """Store round ``round_no`` with its pairings, once: the tournament must be running
        at version ``expected_version`` and round ``round_no - 1`` with every pairing
        decided; otherwise `TournamentConflict` and nothing is written. The round's
        deadline is ``deadline_at`` if given, else ``deadline_s`` from now (None: none)."""
        for p in pairings:
            if p.outcome is not None and p.outcome not in OUTCOMES:
                raise ValueError(f"unknown outcome {p.outcome!r}")
        now = self._now()
        deadline = None if deadline_s is None else now + timedelta(seconds=deadline_s)
        if deadline_at is not None:
            deadline = check_aware(deadline_at)

        async def work(conn: Conn) -> TournamentRecord:
            t = await self._change(
                conn, tournament_id, expected_version, {"current_round": round_no},
                f"AND status = 'running' AND current_round = {int(round_no) - 1}",
            )  # fmt: skip
            open_ = await conn.fetchrow(
                "SELECT COUNT(*) FROM tournament_pairings WHERE tournament_id = ? "
                "AND round_no = ? AND outcome IS NULL",
                tournament_id, round_no - 1,
            )  # fmt: skip
            assert open_ is not None
            if open_[0]:
                raise TournamentConflict(tournament_id, await self._row(conn, tournament_id))
            await conn.execute(
                f"INSERT INTO tournament_rounds ({_ROUND_COLS}) VALUES (?, ?, ?, ?, NULL)",
                tournament_id, round_no, now, deadline,
            )  # fmt: skip
            for p in pairings:
                await conn.execute(
                    f"INSERT INTO tournament_pairings ({_PAIRING_COLS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, NULL, ?)",
                    tournament_id, round_no, p.board, p.player_a, p.player_b, p.outcome,
                    None if p.outcome is None else now,
                )  # fmt: skip
            return t

        return await self._db.transaction(work)

    async def tournament_rounds(self, tournament_id: int) -> list[RoundRecord]:
        """The rounds paired so far, in order."""
        rows = await self._db.fetch(
            f"SELECT {_ROUND_COLS} FROM tournament_rounds WHERE tournament_id = ? "
            "ORDER BY round_no",
            tournament_id,
        )
        dt = self._db.to_datetime
        return [RoundRecord(r[0], r[1], dt(r[2]), dt(r[3]), r[4]) for r in rows]  # type: ignore[arg-type]

    async def due_rounds(self, now: datetime) -> list[RoundRecord]:
        """The current rounds of running tournaments whose deadline has passed."""
        rows = await self._db.fetch(
            f"SELECT {', '.join('r.' + c.strip() for c in _ROUND_COLS.split(','))} "
            "FROM tournament_rounds r JOIN tournaments t "
            "ON t.tournament_id = r.tournament_id AND t.current_round = r.round_no "
            "WHERE t.status = 'running' AND r.deadline_at IS NOT NULL AND r.deadline_at <= ? "
            "ORDER BY r.deadline_at",
            now,
        )
        dt = self._db.to_datetime
        return [RoundRecord(r[0], r[1], dt(r[2]), dt(r[3]), r[4]) for r in rows]  # type: ignore[arg-type]

    # -- pairings -------------------------------------------------------------------------

    async def set_round_message(self, tournament_id: int, round_no: int,
                                message_id: int) -> bool:
        """Remember the message of round ``round_no``'s pairings once: True if this call
        did (False: the round has one already)."""
        row = await self._db.fetchrow(
            "UPDATE tournament_rounds SET message_id = ? WHERE tournament_id = ? "
            "AND round_no = ? AND message_id IS NULL RETURNING round_no",
            message_id, tournament_id, round_no,
        )  # fmt: skip
        return row is not None

    async def tournament_pairings(
        self, tournament_id: int, round_no: int | None = None
    ) -> list[PairingRecord]:
        """The pairings of one round (or of all), by round and board."""
        where, args = "tournament_id = ?", [tournament_id]
        if round_no is not None:
            where, args = where + " AND round_no = ?", [tournament_id, round_no]
        rows = await self._db.fetch(
            f"SELECT {_PAIRING_COLS} FROM tournament_pairings WHERE {where} "
            "ORDER BY round_no, board",
            *args,
        )
        return [self._pairing(r) for r in rows]

    async def set_pairing_game(
        self, tournament_id: int, round_no: int, board: int, game_key: str
    ) -> bool:
        """Link an open pairing to the game it is played as, once: True if this call did."""
        row = await self._db.fetchrow(
            "UPDATE tournament_pairings SET game_key = ? WHERE tournament_id = ? "
            "AND round_no = ? AND board = ? AND game_key IS NULL AND outcome IS NULL "
            "RETURNING board",
            game_key, tournament_id, round_no, board,
        )  # fmt: skip
        return row is not None

    async def pairing_by_game(self, game_key: str) -> PairingRecord | None:
        """The pairing played as ``game_key``, if any."""
        row = await self._db.fetchrow(
            f"SELECT {_PAIRING_COLS} FROM tournament_pairings WHERE game_key = ?", game_key
        )
        return None if row is None else self._pairing(row)

    async def record_pairing(
        self, tournament_id: int, round_no: int, board: int, outcome: PairingOutcome
    ) -> bool:
        """Decide an open pairing: True if this call wrote the outcome, False if it had one
        already (the first result counts, once)."""
        if outcome not in OUTCOMES or outcome == "bye":
            raise ValueError(f"not a match's outcome: {outcome!r}")
        row = await self._db.fetchrow(
            "UPDATE tournament_pairings SET outcome = ?, decided_at = ? WHERE tournament_id = ? "
            "AND round_no = ? AND board = ? AND outcome IS NULL AND player_b IS NOT NULL "
            "RETURNING board",
            outcome, self._now(), tournament_id, round_no, board,
        )  # fmt: skip
        return row is not None
