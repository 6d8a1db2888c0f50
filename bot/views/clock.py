"""What a game's clock looks like in the chat: a control in words, the reserves line of
the caption, the warning before a time-out, the time-out banner. No I/O."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine.clock import PRESETS, Clock, ClockError, TimeControl, format_seconds
from storage import FinishedGame

from ..callbacks import PauseCB
from ..i18n import Translator
from ..model.state import Table
from .keyboard import phone_keyboard

__all__ = ["control_name", "control_words", "reserve_words", "caption_line", "warning_text",
           "timeout_text", "clock_lines", "with_clock", "analysis_line", "pause_keyboard",
           "downtime_text", "side_colour"]


def control_name(name: str | None, tr: Translator) -> str:
    """The control called ``name`` as the players call it («блиц»); None or an unknown
    name reads as no clock."""
    return tr(f"clock.control.{name}") if name in PRESETS else tr("clock.control.none")


def reserve_words(seconds: float, tr: Translator) -> str:
    """A reserve in words: whole minutes as «2 минуты», anything else as «1:30»."""
    whole = round(seconds)
    if whole % 60 == 0 and whole >= 60:
        minutes = whole // 60
        return f"{minutes} {tr.plural(minutes, 'clock.minutes')}"
    return format_seconds(seconds)


def control_words(name: str | None, tr: Translator) -> str:
    """The control in words, as the invitation and the lobby say it: «живая игра: 12 с на
    ход + 2 минуты резерва на очко»."""
    control: TimeControl | None = PRESETS.get(name or "")
    if control is None:
        return tr("clock.control.words.none")
    return tr("clock.control.words", name=control_name(control.name, tr),
              delay=round(control.delay), reserve=reserve_words(control.reserve_per_point, tr))


def caption_line(clock: Clock, white: str, black: str, now: float, tr: Translator) -> str:
    """Both reserves as the caption shows them at the start of a turn («⏱ Аня 1:48 ·
    Борис 2:30, +12 с на ход»); the mover's as it stands at ``now``. ``white`` and
    ``black`` are the names of the clock's sides 0 and 1. Stopped clocks say so and that
    either player may resume; an offered pause, who offered it."""
    values = {
        "white": escape(white), "white_left": format_seconds(clock.remaining(0, now)),
        "black": escape(black), "black_left": format_seconds(clock.remaining(1, now)),
    }  # fmt: skip
    if clock.paused:
        return "\n".join((tr("clock.caption.paused", **values), tr("clock.pause.hint")))
    line = tr("clock.caption", delay=round(clock.control.delay), **values)
    if clock.pause_asked is not None:
        asker = (white, black)[clock.pause_asked]
        line += "\n" + tr("clock.pause.asked", name=escape(asker))
    return line


def pause_keyboard(game_id: int, seq: int, clock: Clock, markup: InlineKeyboardMarkup | None,
                   tr: Translator) -> InlineKeyboardMarkup | None:
    """The buttons of a timed game between two players with the clocks' own: while the
    clocks are stopped only ▶️ Resume (nothing else may be played); otherwise ``markup``
    with ⏸ Offer a pause, or ✅ Agree to pause once a player has offered one, on a row of
    its own at the end (valid for view ``seq``)."""
    if clock.flagged is not None:
        return markup

    def b(key: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=tr(key), callback_data=PauseCB(
            g=game_id, v=seq, a=a).pack())  # type: ignore[arg-type]

    if clock.paused:
        return phone_keyboard([[b("clock.btn.resume", "go")]])
    rows = list(markup.inline_keyboard) if markup is not None else []
    rows.append([b("clock.btn.pause.accept", "ok") if clock.pause_asked is not None
                 else b("clock.btn.pause", "ask")])
    return phone_keyboard(rows)


def downtime_text(seconds: float, tr: Translator) -> str:
    """The line a board shows after the bot gave the mover back ``seconds`` it was down
    or could not reach Telegram."""
    return tr("clock.downtime", seconds=max(1, round(seconds)))


def warning_text(clock: Clock, mention: str, now: float, tr: Translator) -> str:
    """The one warning to the mover, with the seconds left at ``now`` (``mention`` is
    HTML already)."""
    mover = 0 if clock.mover is None else clock.mover
    left = clock.remaining(mover, now) + clock.delay_left(now)
    return tr("clock.warning", mention=mention, seconds=max(0, round(left)))


def timeout_text(loser: str, winner: str, tr: Translator, *, match: bool = False) -> str:
    """The banner of a game (``match``: a match) lost on time («время вышло»)."""
    key = "clock.timeout.match" if match else "clock.timeout"
    return tr(key, loser=escape(loser), winner=escape(winner))


def _final_clock(games: Sequence[FinishedGame]) -> Clock | None:
    """The clock of the last of ``games`` (a game, or a match's games in order)."""
    if not games or games[-1].clock is None:
        return None
    try:
        return Clock.from_json(games[-1].clock or "")
    except ClockError:
        return None


def side_colour(table: Table, side: int) -> int:
    """The colour the clock's ``side`` plays (played) in ``table``'s game."""
    return side if table.match is None else (0 if table.match.white == side else 1)


def clock_lines(games: Sequence[FinishedGame], last: Table | None,
                names: Sequence[str]) -> list[str]:
    """The header comments a record of a timed game or match carries: its time control
    and, after a time-out, a ``Termination`` line naming who ran out of time (``names``:
    players 0 and 1 of a match, White and Black of a game)."""
    clock = _final_clock(games)
    if clock is None or last is None:
        return []
    c = clock.control
    lines = [f'; [TimeControl "{c.name}: {c.delay:g} s a move + {c.reserve_per_point:g} s '
             f'reserve a point"]']
    if clock.flagged is not None and games[-1].reason == "timeout":
        player = clock.flagged if last.match is not None else side_colour(last, clock.flagged)
        lines.append(f'; [Termination "time out: {names[player]}"]')
    return lines


def with_clock(record: dict[str, Any], games: Sequence[FinishedGame],
               last: Table) -> dict[str, Any]:
    """A JSON record with the ``clock`` block of a timed game or match: its control, both
    reserves at the end, and who ran out of time (``flagged``: player 0 or 1 of a match,
    ``"white"`` or ``"black"`` of a game; null when nobody did)."""
    clock = _final_clock(games)
    if clock is None:
        return record
    flagged: int | str | None = None
    if clock.flagged is not None and games[-1].reason == "timeout":
        flagged = (clock.flagged if last.match is not None
                   else ("white", "black")[side_colour(last, clock.flagged)])
    return {**record, "clock": {
        "control": clock.control.name, "delay": clock.control.delay,
        "reserve_per_point": clock.control.reserve_per_point,
        "reserves": list(clock.reserves), "flagged": flagged,
        "termination": "time out" if flagged is not None else None}}


def analysis_line(fin: FinishedGame, names: Sequence[str], tr: Translator) -> str | None:
    """The line an analysis of a game lost on time ends with (None for any other game);
    ``names`` are White's and Black's, as HTML."""
    clock = _final_clock([fin])
    if clock is None or clock.flagged is None or fin.reason != "timeout":
        return None
    try:
        table = Table.decode(fin.final_state)
    except ValueError:
        return None
    return tr("clock.analysis", name=names[side_colour(table, clock.flagged)])
