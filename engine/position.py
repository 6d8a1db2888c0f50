"""Positions of long and short nardy.

A :class:`Position` is immutable and always stored in **White's numbering** (docs/RULES.md):
``board[i]`` is the signed number of checkers on White's point ``i + 1`` (positive White,
negative Black). ``bar`` and ``off`` are ``(white, black)`` counts.

Each player counts the points from his own side (home = his points 1-6, moving from high
numbers to low ones). The helpers here convert between a player's own numbering and
White's numbering for both variants:

* short nardy: my point ``k`` is the opponent's point ``25 - k``;
* long nardy: my point ``k`` is the opponent's point ``((k + 11) % 24) + 1``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

__all__ = [
    "BAR",
    "OFF",
    "WHITE",
    "BLACK",
    "CHECKERS",
    "Variant",
    "Position",
    "PositionError",
    "start_position",
    "to_white_point",
    "from_white_point",
    "color_name",
    "parse_color",
]

BAR = 25
"""Point number of the bar in a mover's own numbering (short nardy)."""
OFF = 0
"""Point number meaning "borne off" in a mover's own numbering."""
WHITE = 0
BLACK = 1
CHECKERS = 15

_COLOR_NAMES = ("white", "black")


class PositionError(ValueError):
    """Raised for a position that breaks the rules of the format or of the game."""


class Variant(str, Enum):
    """The two games played on the board."""

    SHORT = "short"
    LONG = "long"

    @classmethod
    def parse(cls, value: str | Variant) -> Variant:
        """Return the variant named ``value`` ("short"/"long"), or raise PositionError."""
        if isinstance(value, Variant):
            return value
        try:
            return cls(str(value).lower())
        except ValueError:
            raise PositionError(f"unknown variant {value!r}; expected 'short' or 'long'") from None


def color_name(color: int) -> str:
    """Return "white" or "black" for a colour index 0/1."""
    return _COLOR_NAMES[color]


def parse_color(value: str | int) -> int:
    """Return the colour index (0 White, 1 Black) for "white"/"black" or 0/1."""
    if value in (0, 1) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, str) and value.lower() in _COLOR_NAMES:
        return _COLOR_NAMES.index(value.lower())
    raise PositionError(f"unknown colour {value!r}; expected 'white' or 'black'")


def to_white_point(variant: Variant, color: int, point: int) -> int:
    """Translate ``point`` (1..24) in ``color``'s numbering into White's numbering."""
    if color == WHITE:
        return point
    if variant is Variant.SHORT:
        return 25 - point
    return ((point + 11) % 24) + 1


def from_white_point(variant: Variant, color: int, point: int) -> int:
    """Translate White's ``point`` (1..24) into ``color``'s own numbering."""
    if color == WHITE:
        return point
    if variant is Variant.SHORT:
        return 25 - point
    # The long-nardy mapping is an involution: k -> k+12 (mod 24, in 1..24).
    return ((point + 11) % 24) + 1


# For every (variant, colour): index into the White board for each own point 1..24.
_IDX: dict[tuple[Variant, int], tuple[int, ...]] = {
    (v, c): (0,) + tuple(to_white_point(v, c, k) - 1 for k in range(1, 25))
    for v in Variant
    for c in (WHITE, BLACK)
}


@dataclass(frozen=True, slots=True)
class Position:
    """A position of either variant, with the side to move.

    Instances are immutable, hashable and compare by value. Use :meth:`validate` (called by
    the parsers) to check a hand-made position against the rules of the format.
    """

    variant: Variant
    board: tuple[int, ...]
    bar: tuple[int, int] = (0, 0)
    off: tuple[int, int] = (0, 0)
    turn: int = WHITE

    # ----------------------------------------------------------------- construction
    @classmethod
    def from_points(
        cls,
        variant: Variant | str,
        white: dict[int, int],
        black: dict[int, int],
        *,
        turn: int | str = WHITE,
        bar: tuple[int, int] = (0, 0),
        off: tuple[int, int] | None = None,
    ) -> Position:
        """Build a position from each player's checkers **in his own numbering**.

        ``white`` and ``black`` map own point numbers (1..24) to counts. ``off`` defaults
        to whatever makes each side's total 15. The result is validated.
        """
        v = Variant.parse(variant)
        board = [0] * 24
        for color, pts in ((WHITE, white), (BLACK, black)):
            sign = 1 if color == WHITE else -1
            for p, n in pts.items():
                if not 1 <= p <= 24 or n < 0:
                    raise PositionError(f"bad point {p} or count {n}")
                if n == 0:
                    continue
                i = to_white_point(v, color, p) - 1
                if board[i] != 0:
                    raise PositionError(f"White's point {i + 1} is given twice")
                board[i] = sign * n
        if off is None:
            on_w = sum(x for x in board if x > 0) + bar[0]
            on_b = -sum(x for x in board if x < 0) + bar[1]
            off = (CHECKERS - on_w, CHECKERS - on_b)
        pos = cls(v, tuple(board), tuple(bar), tuple(off), parse_color(turn))  # type: ignore[arg-type]
        pos.validate()
        return pos

    def validate(self) -> None:
        """Raise :class:`PositionError` unless this is a well-formed position."""
        if not isinstance(self.variant, Variant):
            raise PositionError("variant must be a Variant")
        if len(self.board) != 24 or not all(isinstance(x, int) for x in self.board):
            raise PositionError("board must hold 24 integers")
        if len(self.bar) != 2 or len(self.off) != 2:
            raise PositionError("bar and off must be [white, black] pairs")
        if any((not isinstance(x, int)) or x < 0 for x in self.bar + self.off):
            raise PositionError("bar and off counts must be non-negative integers")
        if self.turn not in (WHITE, BLACK):
            raise PositionError("turn must be white or black")
        if self.variant is Variant.LONG and self.bar != (0, 0):
            raise PositionError("long nardy has no bar: bar must be [0, 0]")
        white = sum(x for x in self.board if x > 0) + self.bar[0] + self.off[0]
        black = -sum(x for x in self.board if x < 0) + self.bar[1] + self.off[1]
        if white != CHECKERS or black != CHECKERS:
            raise PositionError(
                f"each side must have 15 checkers (white has {white}, black has {black})"
            )
        if self.off[0] == CHECKERS and self.off[1] == CHECKERS:
            raise PositionError("both sides cannot have borne off all checkers")

    # ----------------------------------------------------------------- views
    def own(self, color: int, point: int) -> int:
        """Signed count on ``point`` of ``color``'s numbering: >0 his checkers, <0 opponent's.

        ``point`` 25 is ``color``'s bar (count of his checkers there) and 0 his borne-off
        count.
        """
        if point == BAR:
            return self.bar[color]
        if point == OFF:
            return self.off[color]
        x = self.board[_IDX[(self.variant, color)][point]]
        return x if color == WHITE else -x

    def checkers(self, color: int) -> dict[int, int]:
        """Map of ``color``'s own point numbers (1..24) to his checker counts there."""
        idx = _IDX[(self.variant, color)]
        sign = 1 if color == WHITE else -1
        out: dict[int, int] = {}
        for k in range(1, 25):
            n = self.board[idx[k]] * sign
            if n > 0:
                out[k] = n
        return out

    def pip_count(self, color: int) -> int:
        """Total pips ``color`` needs to bear off everything (bar counts as 25)."""
        return sum(k * n for k, n in self.checkers(color).items()) + BAR * self.bar[color]

    def pips(self) -> tuple[int, int]:
        """``(white, black)`` pip counts."""
        return self.pip_count(WHITE), self.pip_count(BLACK)

    @property
    def winner(self) -> int | None:
        """The colour that has borne off all 15 checkers, or None."""
        if self.off[WHITE] == CHECKERS:
            return WHITE
        if self.off[BLACK] == CHECKERS:
            return BLACK
        return None

    def with_turn(self, turn: int) -> Position:
        """The same checkers with ``turn`` to move."""
        return Position(self.variant, self.board, self.bar, self.off, turn)

    def swap_turn(self) -> Position:
        """The same checkers with the other side to move."""
        return Position(self.variant, self.board, self.bar, self.off, 1 - self.turn)

    # ----------------------------------------------------------------- formats
    def to_dict(self) -> dict[str, Any]:
        """The position JSON object of docs/RULES.md (always White's numbering)."""
        return {
            "variant": self.variant.value,
            "turn": color_name(self.turn),
            "board": list(self.board),
            "bar": list(self.bar),
            "off": list(self.off),
        }

    def to_json(self) -> str:
        """Compact JSON text of :meth:`to_dict`."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any) -> Position:
        """Parse and validate a position JSON object; raise PositionError if malformed."""
        if not isinstance(data, dict):
            raise PositionError("position must be a JSON object")
        try:
            variant = Variant.parse(data["variant"])
            board = data["board"]
            if not isinstance(board, list) or len(board) != 24:
                raise PositionError("board must be a list of 24 integers")
            if not all(isinstance(x, int) and not isinstance(x, bool) for x in board):
                raise PositionError("board must be a list of 24 integers")
            bar = data.get("bar", [0, 0])
            off = data.get("off", [0, 0])
            for name, pair in (("bar", bar), ("off", off)):
                if (
                    not isinstance(pair, list)
                    or len(pair) != 2
                    or not all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
                ):
                    raise PositionError(f"{name} must be a list of two integers")
            turn = parse_color(data.get("turn", "white"))
        except KeyError as exc:
            raise PositionError(f"position is missing {exc.args[0]!r}") from None
        pos = cls(variant, tuple(board), (bar[0], bar[1]), (off[0], off[1]), turn)
        pos.validate()
        return pos

    @classmethod
    def from_json(cls, text: str) -> Position:
        """Parse position JSON text; raise PositionError if malformed."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise PositionError(f"invalid JSON: {exc.msg}") from None
        return cls.from_dict(data)

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.to_json()


def start_position(variant: Variant | str, turn: int = WHITE) -> Position:
    """The starting position of ``variant`` with ``turn`` to move."""
    v = Variant.parse(variant)
    if v is Variant.SHORT:
        own = {24: 2, 13: 5, 8: 3, 6: 5}
        return Position.from_points(v, own, own, turn=turn)
    return Position.from_points(v, {24: 15}, {24: 15}, turn=turn)
