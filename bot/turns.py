"""Pure turn bookkeeping (no I/O): recording a finished turn and playing what needs no
decision."""

from __future__ import annotations

from dataclasses import replace

from engine import WHITE, DiceSource, Game, format_steps

from .state import LogEntry, Table

__all__ = ["Turns", "after_turn", "record_turn", "settle", "history_line", "join_history", "MAX_AUTO_TURNS"]

MAX_AUTO_TURNS = 64
"""Turns played in a row without a decision (forced plays, passes, the AI) at the most."""

Turns = tuple[Table, tuple[str, ...]]
"""A table after some turns, and the history lines of those turns."""


def history_line(color: int, dice: tuple[int, int], notation: str) -> str:
    """One turn in the stored game history: ``W 65: 24/18 18/13`` (``-`` for a pass)."""
    return f"{'W' if color == WHITE else 'B'} {dice[0]}{dice[1]}: {notation or '-'}"


def join_history(history: str, lines: tuple[str, ...]) -> str:
    """``history`` with ``lines`` appended."""
    if not lines:
        return history
    return "\n".join(x for x in (history, *lines) if x)


def record_turn(table: Table, after: Game, before: Game, moves: list[tuple[int, int]],
                kind: str) -> Turns:
    """``table`` with the game ``after`` the turn ``before`` played ``moves``, the turn in
    the caption log as ``kind`` ("move", "forced" or "pass"), and its history line."""
    assert before.dice is not None
    notation = format_steps(before.position, moves) if moves else ""
    line = history_line(before.turn_color, before.dice, notation)
    entry = LogEntry(before.turn_color, before.dice, notation, kind)
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
