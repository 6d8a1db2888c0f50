"""Clocks for live play: a Bronstein delay per turn plus a reserve per game or match.

A `TimeControl` is a named preset (`PRESETS`): the first ``delay`` seconds of each turn are
free, and the time beyond them comes out of the player's reserve, ``reserve_per_point``
seconds for every point of the match (a single game counts as one point). A `Clock` is the
state of one game's or match's clock: both reserves, and the turn being timed, if any. It
is pure: every method takes the time (seconds since the epoch, as the caller's clock reads
it) and returns a new `Clock`; nothing here reads the time or sleeps.

A turn is timed from the moment its board was delivered (`Clock.start_turn`) until the press
that ends it (`Clock.end_turn`). Roll/double and take/pass decisions are turns too; the
caller simply does not start a turn for the bot, nor while a double waits for the bot. A
turn may be split by a pause both players agreed to (`Clock.ask_pause`,
`Clock.accept_pause`, `Clock.resume`) and by the bot's downtime, which is given back to the
mover (`Clock.credit_downtime`); the delay is granted once per turn, however it is split.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from typing import Any, Final

__all__ = [
    "PRESETS",
    "WARNING_SECONDS",
    "Clock",
    "ClockError",
    "LateMove",
    "TimeControl",
    "format_seconds",
    "preset",
]

#: Seconds before a time-out at which the mover is warned once.
WARNING_SECONDS: Final[float] = 30.0


class ClockError(ValueError):
    """An operation that the clock's state does not allow (no turn running, a pause that
    was not asked, a malformed stored clock)."""


class LateMove(ClockError):
    """A press that arrived at or after the mover's deadline: the turn is lost on time."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    """A named time control: ``delay`` free seconds per turn, then ``reserve_per_point``
    seconds of reserve for every point of the match."""

    name: str
    delay: float
    reserve_per_point: float

    def __post_init__(self) -> None:
        if not self.name or not (self.delay >= 0 and self.reserve_per_point > 0):
            raise ValueError(f"invalid time control {self!r}")

    def reserve(self, match_length: int) -> float:
        """Each player's reserve for a match to ``match_length`` points (a single game, 0 or
        1, counts as one point)."""
        return self.reserve_per_point * max(1, match_length)


#: The controls a game may be played with, in the order the lobby offers them.
PRESETS: Final[dict[str, TimeControl]] = {
    c.name: c
    for c in (
        TimeControl("blitz", 8.0, 60.0),
        TimeControl("live", 12.0, 120.0),
        TimeControl("relaxed", 30.0, 300.0),
    )
}


def preset(name: str) -> TimeControl:
    """The preset called ``name``; `KeyError` if there is none."""
    return PRESETS[name]


def format_seconds(seconds: float) -> str:
    """``seconds`` as the caption shows a reserve: ``m:ss`` (``h:mm:ss`` from an hour),
    rounded up so that a clock reads 0:00 only when the time is gone."""
    total = max(0, math.ceil(seconds - 1e-9))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


@dataclass(frozen=True, slots=True)
class Clock:
    """The clock of one game or match.

    ``reserves[side]`` is a side's reserve (``side`` 0 white, 1 black) as it stood at the
    start of the turn being timed. ``mover`` is the side whose turn is timed (None between
    turns, during the bot's turns and while a double waits for the bot). ``since`` is when
    the timed turn's current stretch began (its board's delivery, the delivery of the board
    after a pause); None while paused, while the turn waits for its board to be delivered
    again (after a pause, after a stop of the bot) and when no turn runs. ``used`` is the time
    of the timed turn spent before ``since``. ``pause_asked`` is the side that asked for a
    pause not yet accepted. ``flagged`` is the side that ran out of time, once it has.
    ``credited`` is the end of the latest downtime given back (`credit_downtime`), so that
    the same downtime is never given back twice.
    """

    control: TimeControl
    reserves: tuple[float, float]
    mover: int | None = None
    since: float | None = None
    used: float = 0.0
    paused: bool = False
    pause_asked: int | None = None
    flagged: int | None = None
    credited: float | None = None

    @classmethod
    def new(cls, control: TimeControl, match_length: int = 0) -> Clock:
        """A clock with both reserves full and no turn running."""
        full = control.reserve(match_length)
        return cls(control, (full, full))

    # --- reading -----------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """Whether the mover's time is running now."""
        return self.mover is not None and self.since is not None and self.flagged is None

    def spent(self, now: float) -> float:
        """Seconds of the timed turn spent so far (0 when no turn is timed)."""
        if self.mover is None:
            return 0.0
        stretch = max(0.0, now - self.since) if self.since is not None else 0.0
        return self.used + stretch

    def remaining(self, side: int, now: float) -> float:
        """The reserve ``side`` would have if its turn ended at ``now`` (never below 0)."""
        reserve = self.reserves[side]
        if side != self.mover:
            return reserve
        return max(0.0, reserve - max(0.0, self.spent(now) - self.control.delay))

    def delay_left(self, now: float) -> float:
        """The free seconds left of the mover's turn (0 when no turn is timed)."""
        if self.mover is None:
            return 0.0
        return max(0.0, self.control.delay - self.spent(now))

    def deadline(self) -> float | None:
        """When the mover's time runs out, if the turn keeps running; None while paused, when
        no turn is timed, and once a side has run out."""
        if not self.running or self.mover is None or self.since is None:
            return None
        return self.since + self.control.delay + self.reserves[self.mover] - self.used

    def warning_at(self) -> float | None:
        """When the mover has `WARNING_SECONDS` left (None where `deadline` is None); the
        deadline itself when the whole turn is shorter than that."""
        deadline = self.deadline()
        if deadline is None or self.since is None:
            return None
        return max(self.since, deadline - WARNING_SECONDS)

    def timed_out(self, now: float) -> bool:
        """Whether the mover's time is gone at ``now`` (a press at the deadline is late)."""
        deadline = self.deadline()
        return deadline is not None and now >= deadline

    # --- turns -------------------------------------------------------------------------

    def start_turn(self, side: int, delivered_at: float) -> Clock:
        """The clock with ``side``'s turn timed from ``delivered_at``, the confirmed delivery
        of the board with its dice or cube decision. Starting the turn that already runs
        keeps it (a repeated delivery does not give the mover fresh time); a turn that waits
        for its board (after a pause or a stop of the bot) runs again from ``delivered_at``,
        with the time it had spent kept."""
        self._check_side(side)
        if self.flagged is not None:
            raise ClockError("the clock has run out")
        if self.mover == side:
            if self.since is None and not self.paused:
                return replace(self, since=delivered_at)
            return self
        if self.mover is not None:
            raise ClockError(f"side {self.mover}'s turn is still timed")
        return replace(self, mover=side, since=delivered_at, used=0.0, paused=False,
                       pause_asked=None)

    def end_turn(self, now: float) -> Clock:
        """The clock after the mover's press at ``now``: the time beyond the delay comes out
        of the mover's reserve, and no turn runs. `LateMove` if the press came at or after
        the deadline; `ClockError` if no turn is timed."""
        if self.mover is None or self.flagged is not None:
            raise ClockError("no turn is timed")
        if self.timed_out(now):
            raise LateMove(f"side {self.mover} pressed after the deadline")
        reserves = list(self.reserves)
        reserves[self.mover] = self.remaining(self.mover, now)
        return replace(self, reserves=(reserves[0], reserves[1]), mover=None, since=None,
                       used=0.0, paused=False, pause_asked=None)

    def stop(self) -> Clock:
        """The clock with the timed turn dropped uncharged (a game that ended otherwise, a
        turn handed to the bot before it was delivered)."""
        return replace(self, mover=None, since=None, used=0.0, paused=False, pause_asked=None)

    def flag(self, now: float) -> Clock:
        """The clock with the mover out of time: its reserve 0, ``flagged`` set. `ClockError`
        if the mover's time is not gone at ``now``."""
        if self.mover is None or not self.timed_out(now):
            raise ClockError("the mover still has time")
        reserves = list(self.reserves)
        reserves[self.mover] = 0.0
        return replace(self, reserves=(reserves[0], reserves[1]), flagged=self.mover,
                       since=None, used=self.spent(now))

    # --- pauses and downtime -----------------------------------------------------------

    def ask_pause(self, side: int) -> Clock:
        """The clock with ``side``'s request for a pause (the opponent must accept it)."""
        self._check_side(side)
        if self.paused or self.flagged is not None:
            raise ClockError("the clock is paused or has run out")
        return replace(self, pause_asked=side)

    def accept_pause(self, side: int, now: float) -> Clock:
        """The clock paused at ``now`` by ``side``'s acceptance of the opponent's request;
        the part of the turn already spent stays spent. `LateMove` if the mover's time was
        gone before the acceptance."""
        self._check_side(side)
        if self.pause_asked is None or self.pause_asked == side:
            raise ClockError("no pause was asked by the opponent")
        if self.timed_out(now):
            raise LateMove("the mover's time ran out before the pause")
        return replace(self, paused=True, pause_asked=None, used=self.spent(now), since=None)

    def resume(self, now: float | None = None) -> Clock:
        """The paused clock running again from ``now`` (either player may resume); with
        ``now`` None it waits for the board's delivery (`start_turn` starts it then)."""
        if not self.paused:
            raise ClockError("the clock is not paused")
        since = now if self.mover is not None else None
        return replace(self, paused=False, pause_asked=None, since=since)

    def freeze(self, now: float) -> Clock:
        """The running turn stopped at ``now`` with its time spent kept, waiting for its
        board's delivery (`start_turn`) to run again (a clean stop of the bot)."""
        if not self.running:
            return self
        return replace(self, used=self.spent(now), since=None)

    def credit_downtime(self, down_from: float, up_at: float) -> Clock:
        """The clock with the part of ``[down_from, up_at]`` (the bot was not running, or
        could not reach Telegram) that fell in the running turn given back to the mover.
        Downtime already given back (up to `credited`) is not given again, so that crediting
        the same downtime twice (two processes, a repeated start) gives it once; a downtime
        that began after the mover's deadline gives nothing back."""
        if not self.running or self.since is None or up_at <= down_from:
            return self
        start = max(down_from, self.since, self.credited if self.credited is not None
                    else down_from)
        deadline = self.deadline()
        overlap = up_at - start
        if overlap <= 0 or deadline is None or start >= deadline:
            return self  # nothing new, or the mover's time was gone before the downtime
        return replace(self, since=self.since + overlap, credited=up_at)

    # --- storage -----------------------------------------------------------------------

    def to_json(self) -> str:
        """The clock as a compact JSON object (`from_json` reads it back)."""
        data: dict[str, Any] = {
            "control": self.control.name, "delay": self.control.delay,
            "per_point": self.control.reserve_per_point, "reserves": list(self.reserves),
            "mover": self.mover, "since": self.since, "used": self.used,
            "paused": self.paused, "pause_asked": self.pause_asked, "flagged": self.flagged,
        }  # fmt: skip
        if self.credited is not None:
            data["credited"] = self.credited
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Clock:
        """The clock `to_json` wrote; `ClockError` if ``text`` is not one."""
        try:
            data = json.loads(text)
            control = TimeControl(str(data["control"]), float(data["delay"]),
                                  float(data["per_point"]))
            white, black = (float(r) for r in data["reserves"])
            clock = cls(
                control, (white, black),
                mover=_side_or_none(data["mover"]),
                since=None if data["since"] is None else float(data["since"]),
                used=float(data["used"]), paused=bool(data["paused"]),
                pause_asked=_side_or_none(data["pause_asked"]),
                flagged=_side_or_none(data["flagged"]),
                credited=None if data.get("credited") is None else float(data["credited"]),
            )  # fmt: skip
        except (KeyError, TypeError, ValueError) as exc:
            raise ClockError(f"not a stored clock: {text[:80]!r}") from exc
        return clock

    @staticmethod
    def _check_side(side: int) -> None:
        if side not in (0, 1):
            raise ClockError(f"no side {side!r}")


def _side_or_none(value: object) -> int | None:
    """A stored side (0 or 1) or None; `ValueError` otherwise."""
    if value is None:
        return None
    if value in (0, 1) and not isinstance(value, bool):
        return int(value)
    raise ValueError(f"no side {value!r}")
