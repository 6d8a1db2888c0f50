"""A tournament as the bot reads it from storage: the row, its entrants, rounds and
pairings, and the engine's :class:`~engine.tournament.Tournament` rebuilt from them (the
database is the truth; nothing of a tournament is kept in memory between presses)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.tournament import Entrant, Format, Outcome, Pairing, Round, Tournament
from storage import Storage
from storage.tournament_api import EntrantRecord, PairingRecord, RoundRecord, TournamentRecord

__all__ = ["Event", "load", "post_id"]

_KINDS = {"lobby": 1, "standings": 2, "final": 3}


def post_id(tournament_id: int, kind: str, round_no: int = 0) -> int:
    """The id of one of a tournament's messages in the order of edits (negative: apart
    from every game's id): its lobby, its standings, its final word, a round's pairings."""
    return -((tournament_id << 10) + (8 + round_no if kind == "round" else _KINDS[kind]))


@dataclass(frozen=True)
class Event:
    """One tournament as stored now."""

    rec: TournamentRecord
    entrants: tuple[EntrantRecord, ...]
    rounds: tuple[RoundRecord, ...]
    pairings: tuple[PairingRecord, ...]

    @property
    def tournament_id(self) -> int:
        return self.rec.tournament_id

    @cached_property
    def names(self) -> dict[int, str]:
        """The players' names as they entered."""
        return {e.user_id: e.name for e in self.entrants}

    def entrant(self, user_id: int) -> EntrantRecord | None:
        """The player's entry, if they joined."""
        return next((e for e in self.entrants if e.user_id == user_id), None)

    def pairings_of(self, round_no: int) -> list[PairingRecord]:
        """The pairings of round ``round_no``, by board."""
        return [p for p in self.pairings if p.round_no == round_no]

    def round(self, round_no: int) -> RoundRecord | None:
        """The stored round ``round_no``, if it was paired."""
        return next((r for r in self.rounds if r.round_no == round_no), None)

    def seeded(self) -> tuple[Entrant, ...]:
        """The entrants in seed order (rating, highest first, then the smaller id)."""
        return tuple(sorted((Entrant(e.user_id, e.rating) for e in self.entrants),
                            key=lambda e: (-e.rating, e.player)))

    @cached_property
    def engine(self) -> Tournament | None:
        """The engine's tournament (None in the lobby, before its number of rounds is set)."""
        t = self.rec
        if t.rounds_total is None or t.status in ("lobby", "cancelled"):
            return None
        seeded = self.seeded()
        rounds = tuple(
            Round(n, tuple(Pairing(p.board, p.player_a, p.player_b,
                                   None if p.outcome is None else Outcome(p.outcome))
                           for p in self.pairings_of(n)))
            for n in range(1, t.current_round + 1))
        return Tournament(Format(t.format), seeded, t.rounds_total, rounds,
                          frozenset(e.user_id for e in self.entrants
                                    if e.withdrawn_at is not None))


async def load(storage: Storage, tournament_id: int) -> Event | None:
    """The tournament with everything stored about it, or None."""
    rec = await storage.get_tournament(tournament_id)
    if rec is None:
        return None
    return Event(rec, tuple(await storage.tournament_entrants(tournament_id)),
                 tuple(await storage.tournament_rounds(tournament_id)),
                 tuple(await storage.tournament_pairings(tournament_id)))
