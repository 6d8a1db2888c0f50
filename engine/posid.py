"""GNU Backgammon's Position ID for short nardy positions.

The ID is the base64 text (14 characters, no padding) of an 80-bit key: for the player *not*
on roll and then for the player on roll, for each of his points 1..24 and then his bar, as
many 1-bits as he has checkers there followed by one 0-bit; bits are packed little-endian.
"""

from __future__ import annotations

import base64

from .position import BLACK, CHECKERS, WHITE, Position, PositionError, Variant, to_white_point

__all__ = ["position_id", "position_from_id"]


def _side(pos: Position, color: int) -> list[int]:
    out = []
    for k in range(1, 25):
        x = pos.board[to_white_point(Variant.SHORT, color, k) - 1]
        out.append(x if color == WHITE and x > 0 else (-x if color == BLACK and x < 0 else 0))
    out.append(pos.bar[color])
    return out


def position_id(pos: Position) -> str:
    """The GNU Backgammon Position ID of a short-nardy position (player on roll = ``turn``)."""
    if pos.variant is not Variant.SHORT:
        raise PositionError("Position IDs exist for short nardy (backgammon) only")
    bits: list[int] = []
    for color in (1 - pos.turn, pos.turn):
        for n in _side(pos, color):
            bits.extend([1] * n)
            bits.append(0)
    key = bytearray(10)
    for i, b in enumerate(bits[:80]):
        if b:
            key[i >> 3] |= 1 << (i & 7)
    return base64.b64encode(bytes(key)).decode("ascii").rstrip("=")


def position_from_id(pid: str, turn: int = WHITE) -> Position:
    """Parse a Position ID into a short-nardy position with ``turn`` on roll.

    Checkers missing from the ID count as borne off. Raise PositionError if malformed.
    """
    text = pid.strip()
    if len(text) != 14:
        raise PositionError("a Position ID has 14 characters")
    try:
        key = base64.b64decode(text + "==", validate=True)
    except ValueError:
        raise PositionError("a Position ID uses base64 characters only") from None
    bits = [(key[i >> 3] >> (i & 7)) & 1 for i in range(80)]
    sides: list[list[int]] = []
    i = 0
    for _ in range(2):
        side = []
        for _ in range(25):
            n = 0
            while i < 80 and bits[i]:
                n += 1
                i += 1
            i += 1
            side.append(n)
        sides.append(side)
    if any(sum(s) > CHECKERS for s in sides):
        raise PositionError("a side has more than 15 checkers in this Position ID")
    mover, other = sides[1], sides[0]
    board = [0] * 24
    for color, side in ((turn, mover), (1 - turn, other)):
        sign = 1 if color == WHITE else -1
        for k in range(1, 25):
            if side[k - 1]:
                j = to_white_point(Variant.SHORT, color, k) - 1
                if board[j]:
                    raise PositionError("both sides on one point in this Position ID")
                board[j] = sign * side[k - 1]
    bar = [0, 0]
    bar[turn], bar[1 - turn] = mover[24], other[24]
    off = [CHECKERS - sum(mover), CHECKERS - sum(other)] if turn == WHITE else [
        CHECKERS - sum(other),
        CHECKERS - sum(mover),
    ]
    pos = Position(Variant.SHORT, tuple(board), (bar[0], bar[1]), (off[0], off[1]), turn)
    pos.validate()
    return pos
