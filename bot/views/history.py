"""``/history``: the chat's recent games and matches as a list with an Export button per
entry, and the names and captions of the exported files."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from storage import FinishedGame, MatchRecord

from ..callbacks import ExportCB
from ..i18n import Translator
from .game import named
from .keyboard import phone_keyboard

__all__ = ["HistoryEntry", "history_text", "history_keyboard", "match_names"]

PER_ROW = 5


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """A finished single game or a finished match of the chat."""

    game: FinishedGame | None = None
    match: MatchRecord | None = None

    @property
    def when(self) -> datetime:
        """When it finished."""
        if self.game is not None:
            return self.game.finished_at
        assert self.match is not None
        return self.match.finished_at or self.match.updated_at


def match_names(m: MatchRecord, tr: Translator) -> tuple[str, str]:
    """Display names of players 0 and 1 of a match (the AI named after its level)."""
    ai = tr("ai.name", level=tr(f"level.{m.ai_level or 'medium'}"))
    return (m.player0_name or ai if m.player0_id is not None else ai,
            m.player1_name or ai if m.player1_id is not None else ai)


def _line(n: int, e: HistoryEntry, tr: Translator) -> str:
    date = tr.date(e.when)
    if e.match is not None:
        m = e.match
        p0, p1 = match_names(m, tr)
        return tr("history.match", n=n, variant=tr(f"variant.{m.variant}"), target=m.target,
                  first=escape(p0), second=escape(p1), score0=m.score[0], score1=m.score[1],
                  date=date)
    g = e.game
    assert g is not None
    s = named(g, tr)
    winner = s.html(0 if g.winner == "white" else 1)
    return tr("history.game", n=n, variant=tr(f"variant.{g.variant}"), white=s.html(0),
              black=s.html(1), winner=winner, points=g.points, date=date)


def history_text(entries: list[HistoryEntry], tr: Translator) -> str:
    """The list of ``/history`` (numbered, newest first), or that there is nothing yet."""
    if not entries:
        return tr("history.empty")
    return "\n".join([tr("history.title"), *(_line(n, e, tr)
                                             for n, e in enumerate(entries, 1))])


def history_keyboard(entries: list[HistoryEntry], tr: Translator
                     ) -> InlineKeyboardMarkup | None:
    """One Export button per entry, labelled with its number."""
    buttons = []
    for n, e in enumerate(entries, 1):
        cb = (ExportCB(k="m", i=e.match.match_id) if e.match is not None
              else ExportCB(k="g", i=e.game.game_id if e.game is not None else 0))
        buttons.append(InlineKeyboardButton(text=tr("btn.export", n=n), callback_data=cb.pack()))
    if not buttons:
        return None
    return phone_keyboard([buttons[i:i + PER_ROW]
                                                 for i in range(0, len(buttons), PER_ROW)])
