"""Move notation: ``24/18 13/10*``, ``bar/22``, ``6/off``, ``8/5(2)``, ``24/18*/13``.

Points are in the mover's own numbering. A checker that moves several times in one turn is
written as one chain; an intermediate point is shown only where it hits. ``*`` marks a hit.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .moves import mover_state
from .position import BAR, OFF, Position

__all__ = ["format_steps", "parse_moves", "point_name"]


def point_name(point: int) -> str:
    """``"bar"`` for 25, ``"off"`` for 0, else the number."""
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point)


def format_steps(position: Position | None, steps: Sequence[Sequence[int]]) -> str:
    """Notation of one turn's ``steps`` (``(from, to)`` pairs, mover's numbering).

    ``position`` is the position at the start of the turn (mover to move); it is used to mark
    hits. Pass None to skip hit marks. An empty turn is written ``"—"`` by callers; this returns
    an empty string.
    """
    hits: list[bool] = []
    if position is not None:
        s = list(mover_state(position))
        for st in steps:
            frm, to = int(st[0]), int(st[1])
            hit = to != OFF and s[to] == -1
            hits.append(hit)
            s[frm] -= 1
            if to != OFF:
                s[to] = 1 if hit else s[to] + 1
    else:
        hits = [False] * len(steps)
    # Chains: [points..., hit flags per point]
    chains: list[tuple[list[int], list[bool]]] = []
    for st, hit in zip(steps, hits):
        frm, to = int(st[0]), int(st[1])
        for pts, flags in reversed(chains):
            if pts[-1] == frm and frm != OFF:
                pts.append(to)
                flags.append(hit)
                break
        else:
            chains.append(([frm, to], [False, hit]))
    parts: list[str] = []
    for pts, flags in chains:
        text = point_name(pts[0])
        for i in range(1, len(pts)):
            if i < len(pts) - 1 and not flags[i]:
                continue
            text += "/" + point_name(pts[i]) + ("*" if flags[i] else "")
        parts.append(text)
    counts: dict[str, int] = {}
    for p in parts:
        counts[p] = counts.get(p, 0) + 1

    def order(p: str) -> tuple[int, ...]:
        nums = [25 if x.rstrip("*") == "bar" else 0 if x == "off" else int(x.rstrip("*"))
                for x in p.split("/")]
        return tuple(-n for n in nums)

    out = []
    for p in sorted(counts, key=order):
        out.append(p + (f"({counts[p]})" if counts[p] > 1 else ""))
    return " ".join(out)


_TOKEN = re.compile(r"^((?:bar|off|\d{1,2})\*?(?:/(?:bar|off|\d{1,2})\*?)+)(?:\((\d)\))?$")


def parse_moves(text: str) -> list[tuple[int, int]]:
    """Parse notation into ``(from, to)`` pairs; chains give one pair per segment.

    ``"24/18*/13 8/5(2)"`` gives ``[(24, 18), (18, 13), (8, 5), (8, 5)]``. Raise ValueError
    on malformed text.
    """
    out: list[tuple[int, int]] = []
    for tok in text.replace(",", " ").split():
        m = _TOKEN.match(tok.lower())
        if not m:
            raise ValueError(f"cannot read move {tok!r}")
        names = [x.rstrip("*") for x in m.group(1).split("/")]
        pts = [BAR if x == "bar" else OFF if x == "off" else int(x) for x in names]
        if any(not 0 <= p <= 25 for p in pts):
            raise ValueError(f"point out of range in {tok!r}")
        reps = int(m.group(2) or 1)
        for _ in range(reps):
            out.extend(zip(pts, pts[1:]))
    return out
