"""What a game's clock looks like in the chat: a control in words, the reserves line of
the caption, the warning before a time-out, the time-out banner. No I/O."""

from __future__ import annotations

from html import escape

from engine.clock import PRESETS, Clock, TimeControl, format_seconds

from ..i18n import Translator

__all__ = ["control_name", "control_words", "reserve_words", "caption_line", "warning_text",
           "timeout_text"]


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
    Борис 2:30, +12 с на ход»); the mover's as it stands at ``now``."""
    values = {
        "white": escape(white), "white_left": format_seconds(clock.remaining(0, now)),
        "black": escape(black), "black_left": format_seconds(clock.remaining(1, now)),
    }  # fmt: skip
    if clock.paused:
        return tr("clock.caption.paused", **values)
    return tr("clock.caption", delay=round(clock.control.delay), **values)


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
