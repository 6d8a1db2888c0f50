"""A tournament's lobby and round messages as texts and buttons: the settings, who joined,
the organiser's buttons; the buttons under a round's pairings (a link to each board in the
group, or the buttons that post a match into the players' own chat and open it in the Mini
App). Pure: the records come from the caller."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from storage.tournament_api import EntrantRecord, TournamentRecord

from ..callbacks import TourCB
from ..i18n import Translator
from .clock import control_name
from .keyboard import phone_keyboard

__all__ = ["format_key", "deadline_words", "lobby_text", "lobby_keyboard", "round_keyboard"]


def format_key(t: TournamentRecord) -> str:
    """The text key of the tournament's format (a league is a round robin of its own)."""
    return "tour.format.league" if t.league else f"tour.format.{t.format}"


def deadline_words(seconds: int | None, tr: Translator) -> str:
    """A round's time in words: «24 ч», «7 дней»; None: no deadline."""
    if seconds is None:
        return tr("tour.deadline.none")
    if seconds % 86_400 == 0 and seconds >= 2 * 86_400:
        days = seconds // 86_400
        return tr("tour.deadline.days", days=days, word=tr.plural(days, "tour.days"))
    return tr("tour.deadline.hours", hours=tr.figure(seconds / 3600))


def _settings(t: TournamentRecord, tr: Translator) -> list[str]:
    length = (tr("tour.lobby.one_game") if t.target == 1
              else tr("tour.lobby.match", target=t.target))
    cube = tr("tour.lobby.cube_on") if t.cube else tr("tour.lobby.cube_off")
    return [
        tr("tour.lobby.game", variant=tr(f"variant.{t.variant}"), length=length, cube=cube),
        tr("tour.lobby.time", control=control_name(t.time_control, tr),
           deadline=deadline_words(t.round_deadline_s, tr)),
    ]


def lobby_text(t: TournamentRecord, entrants: Sequence[EntrantRecord], organiser: str,
               tr: Translator) -> str:
    """The lobby: the format and settings, the players so far and what to do; once
    started or cancelled, what became of it."""
    lines = [tr("tour.title", format=tr(format_key(t))), *_settings(t, tr), ""]
    if t.status == "cancelled":
        return "\n".join([*lines, tr("tour.lobby.cancelled")])
    lines.append(tr("tour.lobby.players", count=len(entrants), most=t.max_players))
    lines += [f"{n}. {escape(e.name)}" for n, e in enumerate(entrants, 1)]
    if t.status == "lobby":
        lines += ["", tr("tour.lobby.howto", name=escape(organiser))]
    else:
        lines += ["", tr("tour.lobby.started")]
    return "\n".join(lines)


def lobby_keyboard(t: TournamentRecord, tr: Translator, *, clocks: bool
                   ) -> InlineKeyboardMarkup | None:
    """The organiser's choices, Join / Leave and Start / Cancel (none once started)."""
    if t.status != "lobby":
        return None

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=TourCB(
            t=t.tournament_id, a=a).pack())  # type: ignore[arg-type]

    length = tr("tour.btn.one_game") if t.target == 1 else tr("tour.btn.len", target=t.target)
    rows = [
        [b(tr("tour.btn.format", format=tr(f"{format_key(t)}.short")), "fmt"),
         b(tr(f"variant.{t.variant}.btn"), "var")],
        [b(length, "len"), b(tr("btn.cube_on") if t.cube else tr("btn.cube_off"), "cube")],
        [*([b(tr("tour.btn.clock", control=control_name(t.time_control, tr)), "clk")]
           if clocks else []),
         b(tr("tour.btn.deadline", deadline=deadline_words(t.round_deadline_s, tr)), "dl")],
        [b(tr("tour.btn.max", most=t.max_players), "max")],
        [b(tr("tour.btn.join"), "join"), b(tr("tour.btn.leave"), "leave")],
        [b(tr("tour.btn.start"), "start"), b(tr("btn.cancel"), "cancel")],
    ]
    return phone_keyboard(rows)


def round_keyboard(buttons: Sequence[tuple[int, str | None, str | None, str | None]],
                   tr: Translator) -> InlineKeyboardMarkup | None:
    """Under a round's pairings, per open pairing: ``(board, board link, inline query,
    Mini App link)`` — the link to its board in the group, or ▶ (post the match into your
    chat with the opponent) and 🖐 (play it in the Mini App)."""
    rows: list[list[InlineKeyboardButton]] = []
    for board, link, query, app in buttons:
        row: list[InlineKeyboardButton] = []
        if link is not None:
            row.append(InlineKeyboardButton(text=tr("tour.btn.board", board=board), url=link))
        if query is not None:
            row.append(InlineKeyboardButton(text=tr("tour.btn.play", board=board),
                                            switch_inline_query=query))
        if app is not None:
            row.append(InlineKeyboardButton(text=tr("tour.btn.app", board=board), url=app))
        if row:
            rows.append(row)
    return phone_keyboard(rows) if rows else None
