"""Pure turn bookkeeping (no I/O): recording a finished turn and playing what needs no
decision."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from engine import WHITE, DiceSource, Game, Position, Step, Turn, format_steps

from .state import LogEntry, Table

__all__ = ["Turns", "HitSteps", "to_act", "after_turn", "record_turn", "settle", "step_hits", "forced_rest",
           "history_line", "join_history", "MAX_AUTO_TURNS"]

MAX_AUTO_TURNS = 64
"""Turns played in a row without a decision (forced plays, passes, the AI) at the most."""

Turns = tuple[Table, tuple[str, ...]]
"""A table after some turns, and the history lines of those turns."""
HitSteps = tuple[tuple[int, int, bool], ...]
"""Steps of a turn as ``(from, to, hit)`` in the mover's numbering."""


def step_hits(position: Position, dice: tuple[int, int], steps: Iterable[Step]) -> HitSteps:
    """``steps`` (played from ``position`` with ``dice``) with a flag for each step that
    hit an opponent blot (short nardy)."""
    turn = Turn(position, dice)
    out: list[tuple[int, int, bool]] = []
    for st in steps:
        before = turn.position.bar[1 - turn.position.turn]
        turn = turn.play(st)
        out.append((st.frm, st.to, turn.position.bar[1 - turn.position.turn] > before))
    return tuple(out)


def to_act(game: Game) -> int:
    """The colour whose move the game waits for: the opponent of the player on turn while
    a double of his waits for take or pass, else the player on turn (to roll or double,
    or to play his roll)."""
    return 1 - game.turn_color if game.double_offered else game.turn_color


def history_line(color: int, dice: tuple[int, int], notation: str) -> str:
    """One turn in the stored game history: ``W 65: 24/18 18/13`` (``-`` for a pass)."""
    return f"{'W' if color == WHITE else 'B'} {dice[0]}{dice[1]}: {notation or '-'}"


def join_history(history: str, lines: tuple[str, ...]) -> str:
    """``history`` with ``lines`` appended."""
    if not lines:
        return history
    return "\n".join(x for x in (history, *lines) if x)


def forced_rest(game: Game) -> Game | None:
    """``game`` with the rest of its turn played when every way to finish the turn ends in
    the same position (nothing is left to decide), else None. Applies to a turn already
    begun: the turn's start is settled by :func:`settle`."""
    if game.dice is None or game.finished or not game.steps or game.turn_complete:
        return None
    ends: dict[Position, Turn] = {}

    def walk(turn: Turn) -> bool:
        """False once two different ends were found."""
        steps = turn.legal_steps()
        if not steps:
            ends.setdefault(turn.position, turn)
            return len(ends) < 2
        seen: set[Position] = set()
        for st in steps:
            nxt = turn.play(st)
            if nxt.position in seen:
                continue
            seen.add(nxt.position)
            if not walk(nxt):
                return False
        return True

    if not walk(game.turn) or len(ends) != 1:
        return None
    rest = next(iter(ends.values())).steps[len(game.steps):]
    for st in rest:
        game = game.play_step(st.frm, st.to, st.die)
    return game


def record_turn(table: Table, after: Game, before: Game, moves: list[tuple[int, int]],
                kind: str) -> Turns:
    """``table`` with the game ``after`` the turn ``before`` played ``moves``, the turn in
    the caption log as ``kind`` ("move", "forced" or "pass") with its steps and hits, and
    its history line (GNU BG notation, for the export)."""
    assert before.dice is not None
    notation = format_steps(before.position, moves) if moves else ""
    line = history_line(before.turn_color, before.dice, notation)
    last = after.last_turn
    played = last.steps if last is not None and last.color == before.turn_color else ()
    hits = step_hits(before.position, before.dice, played) if played else ()
    entry = LogEntry(before.turn_color, before.dice, notation, kind, hits)
    return replace(table, game=after).with_log(entry), (line,)


def settle(table: Table, ai_color: int | None, dice: DiceSource) -> Turns:
    """Play what needs no decision: a turn with no legal move passes, and a human's only
    legal play is made for them. Stops at a real choice, at the AI's forced move (the AI
    plays it itself, after its pause) or at the end of the game."""
    lines: tuple[str, ...] = ()
    for _ in range(MAX_AUTO_TURNS):
        game = table.game
        assert game is not None
        if game.finished:
            break
        plays = game.legal_plays()
        if len(plays) != 1:
            break
        play = plays[0]
        if play.steps and game.turn_color == ai_color:
            break
        table, more = record_turn(table, game.play(play, dice), game, play.moves,
                                  "forced" if play.steps else "pass")
        lines += more
    return table, lines


def after_turn(table: Table, after: Game, before: Game, moves: list[tuple[int, int]],
               ai_color: int | None, dice: DiceSource) -> Turns:
    """A played turn recorded (as a "move", with the next ``seq``) and what follows it
    without a decision settled."""
    table, lines = record_turn(table.bump(), after, before, moves, "move")
    table, more = settle(table, ai_color, dice)
    return table, lines + more
