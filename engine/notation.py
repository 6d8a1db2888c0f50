"""Move notation.

* GNU Backgammon style for export and the CLI (:func:`format_steps`, :func:`parse_moves`):
  ``24/18 13/10*``, ``bar/22``, ``6/off``, ``8/5(2)``, ``24/18*/13``. Points are in the
  mover's own numbering. A checker that moves several times in one turn is written as one
  chain; an intermediate point is shown only where it hits. ``*`` marks a hit.
* Plain text for captions (:func:`plain_moves`): ``13→7, 8→7 (hit ⚫)``, ``bar→22``,
  ``6→off``, ``6→5 ×2``, in any player's numbering, with the words for the bar, bearing off
  and a hit given by the caller (translated), so the engine holds no user texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from .moves import mover_state
from .position import BAR, OFF, Position, Variant, from_white_point, to_white_point

__all__ = ["format_steps", "parse_moves", "point_name", "plain_moves", "step_hits"]


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
    hits = step_hits(position, steps) if position is not None else [False] * len(steps)
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


def step_hits(position: Position, steps: Sequence[Sequence[int]]) -> list[bool]:
    """For each ``(from, to)`` step of one turn played from ``position`` (mover to move, his
    numbering): True if it lands on a lone opponent checker and hits it."""
    hits: list[bool] = []
    s = list(mover_state(position))
    for st in steps:
        frm, to = int(st[0]), int(st[1])
        hit = to != OFF and s[to] == -1
        hits.append(hit)
        s[frm] -= 1
        if to != OFF:
            s[to] = 1 if hit else s[to] + 1
    return hits


def plain_moves(
    steps: Iterable[Sequence[int | bool]],
    *,
    bar: str = "bar",
    off: str = "off",
    hit: str = "*",
    variant: Variant | str | None = None,
    mover: int | None = None,
    numbering: int | None = None,
    arrow: str = "→",
    sep: str = ", ",
) -> str:
    """Plain text of one turn's steps for a caption: ``"13→7, 8→7 (hit ⚫)"``.

    ``steps`` are ``(from, to)`` pairs or ``(from, to, hit)`` triples in the mover's own
    numbering (bar 25, off 0), in the order played; a third item counts as a hit flag only
    if it is a bool (an :class:`~engine.moves.Step` carries its die there and is read as a
    pair). ``bar`` and ``off`` are the words written for 25 and 0 (``"бар→22"``,
    ``"6→снята"``); ``hit`` is appended right after a move that hit (include a leading space
    if wanted: ``" (сбита ⚫)"``).

    With ``numbering`` (a colour) different from ``mover``, the points are written in
    ``numbering``'s own numbering; ``variant`` and ``mover`` are then required.

    Rules of the text, in this order:

    * steps of one checker in a row (a step starting where the previous one ended) are
      joined into one chain showing every landing point: ``"24→18→13"``; the hit text
      follows the chain that hit;
    * identical chains are merged with a count: ``"6→5 ×2"`` (at the place of the first);
    * chains are separated by ``sep``, in the order played. No steps give ``""``.
    """
    convert = numbering is not None and mover is not None and numbering != mover
    if numbering is not None and mover is None:
        raise ValueError("plain_moves: numbering needs mover")
    if convert and variant is None:
        raise ValueError("plain_moves: another player's numbering needs the variant")
    v = Variant.parse(variant) if variant is not None else None

    def name(pt: int) -> str:
        if pt == BAR:
            return bar
        if pt == OFF:
            return off
        if convert:
            assert v is not None and mover is not None and numbering is not None
            return str(from_white_point(v, numbering, to_white_point(v, mover, pt)))
        return str(pt)

    chains: list[tuple[list[int], bool]] = []
    for st in steps:
        frm, to = int(st[0]), int(st[1])
        flag = len(st) > 2 and isinstance(st[2], bool) and bool(st[2])
        if chains and chains[-1][0][-1] == frm and frm != OFF:
            pts, was_hit = chains[-1]
            pts.append(to)
            chains[-1] = (pts, was_hit or flag)
        else:
            chains.append(([frm, to], flag))
    texts: list[str] = []
    counts: dict[str, int] = {}
    for pts, was_hit in chains:
        text = arrow.join(name(p) for p in pts) + (hit if was_hit else "")
        if text not in counts:
            texts.append(text)
            counts[text] = 0
        counts[text] += 1
    return sep.join(t + (f" ×{counts[t]}" if counts[t] > 1 else "") for t in texts)


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
