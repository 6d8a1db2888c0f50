"""The players of a game with their display names in a language (a module of its own:
every view that names a player imports it, and it imports no view)."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from engine import BLACK, WHITE
from storage import FinishedGame, GameRecord

from ..i18n import Translator
from ..model.state import DEFAULT_LEVEL, Seats, seats

__all__ = ["Names", "named"]


@dataclass(frozen=True, slots=True)
class Names:
    """The seats of a game with the players' display names (plain text; the AI's seat is
    named after its level)."""

    seats: Seats
    names: tuple[str, str]

    @property
    def ai_color(self) -> int | None:
        """The AI's colour (None between humans)."""
        return self.seats.ai_color

    @property
    def ids(self) -> tuple[int | None, int | None]:
        """User ids per colour (None for the AI)."""
        return self.seats.ids

    def html(self, color: int) -> str:
        """The name of ``color``'s player, escaped for HTML."""
        return escape(self.names[color])

    def mention(self, color: int) -> str:
        """A mention of ``color``'s player (plain bold name for the AI)."""
        uid = self.seats.ids[color]
        if uid is None:
            return f"<b>{self.html(color)}</b>"
        return f'<a href="tg://user?id={uid}">{self.html(color)}</a>'


def named(record: GameRecord | FinishedGame | Seats, tr: Translator) -> Names:
    """The seats of a game (or the given seats) with display names in ``tr``'s language."""
    s = record if isinstance(record, Seats) else seats(record)
    names = [s.names[WHITE] or "?", s.names[BLACK] or "?"]
    if s.ai_color is not None:
        names[s.ai_color] = tr("ai.name", level=tr(f"level.{s.ai_level or DEFAULT_LEVEL}"))
    return Names(s, (names[0], names[1]))
