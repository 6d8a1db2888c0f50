"""Combined moves: what one press of a move button can do (pure, for keyboards).

A *button* moves one checker by one or more of the remaining dice in a row: the single steps
of :meth:`engine.moves.Turn.legal_steps` plus every chain in which the same checker goes on
with the next die (``13→6`` for 4-3 through 9 or 10, ``24→16`` for 4-4 twice, ``5→off``
using both dice...). Every chain is built with :meth:`Turn.play` one step at a time, so it
obeys exactly the Turn's rules (maximum dice, larger die, head rule, six-block rule): no
rule is re-implemented here.

Buttons that lead to the same position (mover still to move) are merged into one: the one
with the fewest steps is kept (among equals, the first found, i.e. the larger die first, as
:meth:`Turn.find` would choose). So no two buttons of one list share a resulting position,
and every single legal step is either listed or merged with a button of identical result.
"""

from __future__ import annotations

from dataclasses import dataclass

from .moves import Step, Turn
from .position import OFF, Position

__all__ = ["Combo", "combos"]


@dataclass(frozen=True)
class Combo:
    """One button: a checker moved ``frm`` → ``to`` (mover's numbering, bar 25, off 0).

    ``steps`` are the single steps that make it, in order (each one accepted by the Turn it
    is played on); ``hits`` says for each step whether it hit an opponent blot (short nardy);
    ``turn`` is the Turn after the steps.
    """

    frm: int
    to: int
    steps: tuple[Step, ...]
    hits: tuple[bool, ...]
    turn: Turn

    @property
    def position(self) -> Position:
        """The position after the button, mover still to move (``turn.position``)."""
        return self.turn.position

    @property
    def path(self) -> tuple[int, ...]:
        """Every point the checker stands on: ``frm``, each landing point, ``to``."""
        return (self.frm, *(st.to for st in self.steps))

    @property
    def hit(self) -> bool:
        """True if any step of the button hits."""
        return any(self.hits)

    @property
    def single(self) -> bool:
        """True for a button of one step."""
        return len(self.steps) == 1


def _opp_bar(turn: Turn) -> int:
    pos = turn.position
    return pos.bar[1 - pos.turn]


def combos(turn: Turn) -> list[Combo]:
    """Every button of ``turn`` (single steps and combined moves), deduplicated by result.

    The list is sorted by origin point, highest first (the bar first), then by destination,
    highest first, then by number of steps. Empty when the turn is complete. Two buttons may
    share ``frm`` and ``to`` only when their results differ, i.e. one of them hits on the
    way (short nardy): callers label those with the hit point.
    """
    best: dict[Position, Combo] = {}
    order: list[Position] = []

    def walk(t: Turn, frm: int, steps: tuple[Step, ...], hits: tuple[bool, ...]) -> None:
        bar = _opp_bar(t)
        for st in t.legal_steps():
            if steps and st.frm != steps[-1].to:
                continue
            t2 = t.play(st)
            s2 = (*steps, st)
            h2 = (*hits, _opp_bar(t2) > bar)
            c = Combo(frm if steps else st.frm, st.to, s2, h2, t2)
            key = t2.position
            old = best.get(key)
            if old is None:
                best[key] = c
                order.append(key)
            elif len(s2) < len(old.steps):
                best[key] = c
            if st.to != OFF and t2.position.winner is None:
                walk(t2, c.frm, s2, h2)

    walk(turn, 0, (), ())
    out = [best[k] for k in order]
    out.sort(key=lambda c: (-c.frm, -c.to, len(c.steps)))
    return out
