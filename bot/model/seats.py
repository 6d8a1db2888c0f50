"""Who sits at which colour of a game: a domain value, no texts (names for display are
made by :mod:`bot.views`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine import BLACK, WHITE
from storage import FinishedGame, GameRecord

__all__ = ["Seats", "seats", "AI_LEVELS", "DEFAULT_LEVEL"]

AI_LEVELS = ("beginner", "medium", "strong", "master")
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True, slots=True)
class Seats:
    """User ids per colour (None for the AI's seat), the players' stored names (None
    where unknown or for the AI), the AI's colour and level (both None between humans)."""

    ids: tuple[int | None, int | None]
    names: tuple[str | None, str | None]
    ai_color: int | None
    ai_level: str | None = None

    def color_of(self, user_id: int) -> int | None:
        """The colour ``user_id`` plays, or None."""
        if self.ids[WHITE] == user_id:
            return WHITE
        if self.ids[BLACK] == user_id:
            return BLACK
        return None

    @property
    def human_color(self) -> int | None:
        """The human's colour in a game against the AI."""
        return None if self.ai_color is None else 1 - self.ai_color

    def human_on_turn(self, color: int) -> bool:
        """Whether ``color`` is played by a known human (not the AI, not an empty seat)."""
        return color != self.ai_color and self.ids[color] is not None


def seats(record: GameRecord | FinishedGame) -> Seats:
    """The seats of a stored game; an unknown AI level reads as the default one."""
    ai_color: int | None = None
    level: str | None = None
    names = [record.white_name or None, record.black_name or None]
    if record.opponent == "ai":
        ai_color = BLACK if record.black_id is None else WHITE
        level = record.ai_level if record.ai_level in AI_LEVELS else DEFAULT_LEVEL
        names[ai_color] = None
    return Seats((record.white_id, record.black_id), (names[0], names[1]), ai_color, level)
