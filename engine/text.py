"""A plain-text diagram of a position (for the command line and logs)."""

from __future__ import annotations

from .position import BLACK, WHITE, Position, color_name, from_white_point

__all__ = ["diagram"]


def diagram(pos: Position) -> str:
    """A text board seen from White: White's points 13-24 on top, 12-1 below.

    ``X`` is White, ``O`` is Black; a count follows the letter. The line under each half gives
    each point in Black's own numbering too.
    """

    def cell(i: int) -> str:
        x = pos.board[i - 1]
        if x == 0:
            return "  . "
        return f" {'X' if x > 0 else 'O'}{abs(x):<2d}"

    def own_black(i: int) -> str:
        return f"{from_white_point(pos.variant, BLACK, i):>3d} "

    top = list(range(13, 25))
    bot = list(range(12, 0, -1))
    lines = [
        f"{pos.variant.value} nardy, {color_name(pos.turn)} to move",
        "White " + "".join(f"{i:>3d} " for i in top[:6]) + "| " + "".join(f"{i:>3d} " for i in top[6:]),
        "      " + "".join(cell(i) for i in top[:6]) + "| " + "".join(cell(i) for i in top[6:]),
        "      " + "-" * 24 + "+-" + "-" * 24,
        "      " + "".join(cell(i) for i in bot[:6]) + "| " + "".join(cell(i) for i in bot[6:]),
        "White " + "".join(f"{i:>3d} " for i in bot[:6]) + "| " + "".join(f"{i:>3d} " for i in bot[6:]),
        "Black " + "".join(own_black(i) for i in bot[:6]) + "| " + "".join(own_black(i) for i in bot[6:]),
        f"bar: X {pos.bar[WHITE]}  O {pos.bar[BLACK]}   off: X {pos.off[WHITE]}  O {pos.off[BLACK]}"
        f"   pips: X {pos.pip_count(WHITE)}  O {pos.pip_count(BLACK)}",
    ]
    return "\n".join(lines)
