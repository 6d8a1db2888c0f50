"""Tournament pairings: the games they are played as and their outcomes (each written
once). Part of `storage.sql.tournaments.TournamentsStore`; semantics:
`storage.tournament_api`."""

from __future__ import annotations

from typing import Final

from storage.dialect import Row
from storage.sql.base import StoreBase
from storage.tournament_api import OUTCOMES, PairingOutcome, PairingRecord

PAIRING_COLS: Final = (
    "tournament_id, round_no, board, player_a, player_b, outcome, game_key, decided_at"
)


class PairingsStore(StoreBase):
    """The pairings of tournaments' rounds."""

    def _pairing(self, row: Row) -> PairingRecord:
        return PairingRecord(
            tournament_id=row[0], round_no=row[1], board=row[2], player_a=row[3],
            player_b=row[4], outcome=row[5], game_key=row[6],
            decided_at=self._db.to_datetime(row[7]),
        )  # fmt: skip

    async def tournament_pairings(
        self, tournament_id: int, round_no: int | None = None
    ) -> list[PairingRecord]:
        """The pairings of one round (or of all), by round and board."""
        where, args = "tournament_id = ?", [tournament_id]
        if round_no is not None:
            where, args = where + " AND round_no = ?", [tournament_id, round_no]
        rows = await self._db.fetch(
            f"SELECT {PAIRING_COLS} FROM tournament_pairings WHERE {where} "
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
            f"SELECT {PAIRING_COLS} FROM tournament_pairings WHERE game_key = ?", game_key
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
