"""A game's turns as the bot plays them, without I/O: what the player on turn may press,
where the dice come from, the stored clock, and the bookkeeping of a played turn.

**Buttons.** The moves offered as buttons (every single step, combined moves up to a
room), the offered move a combined press names, and the dice a complete turn could not
play. The chat's keyboard (`bot.views.keyboard`), the board page (`bot.webapp.access`) and
the presses (`bot.play.moves`) all ask here, so a press is legal exactly when its button
is shown.

**Dice.** Committed dice, one secret seed per game. Every game gets a seed when it (or its
lobby) is created (:meth:`GameDice.seed`), kept in its :class:`~bot.model.state.Table`;
every action that rolls draws from :meth:`GameDice.of`, which continues the game's
committed sequence (:class:`engine.committed.CommittedDice` from the number of rolls made
so far). A game stored before committed dice keeps its old dice (the operating system's
randomness) and says that it predates the check. With dice given in the settings (tests,
benchmarks) the games use those and get no seed. The seed lives here and in the game's
stored record only (its ``dice_seed`` column, written with the commitment by
:func:`dice_columns`): the AI and the coach are given positions and rolled dice
(``tests/ai/test_dice_boundary.py``).

**Clock.** A new game's clock, the stored clock read back, the clock's sides and the
players' colours, its times as stored.

**Bookkeeping.** Recording a finished turn and playing what needs no decision.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import TypedDict

from engine import (
    WHITE,
    Combo,
    DiceSource,
    Game,
    Position,
    RandomDice,
    Step,
    Turn,
    combos,
    format_steps,
)
from engine.clock import PRESETS, Clock, ClockError, preset
from engine.committed import SCHEME, CommittedDice, commitment, new_seed
from engine.notation import step_hits as notation_hits
from storage import FinishedGame, GameRecord

from .state import LogEntry, Table

__all__ = ["ROOM", "keyboard_moves", "combo_for", "lost_dice",
           "Turns", "HitSteps", "to_act", "after_turn", "record_turn", "settle", "step_hits",
           "forced_rest", "history_line", "join_history", "MAX_AUTO_TURNS",
           "DiceColumns", "GameDice", "dice_columns", "dice_info",
           "new_clock", "clock_of", "side_of", "color_of", "when"]

log = logging.getLogger(__name__)


# ---------------------------------------------------------------- buttons

ROOM = 24
"""Buttons at the most: every single step, combined moves up to this many."""


def keyboard_moves(game: Game) -> list[Combo]:
    """The buttons of the player on turn, sorted by origin (bar first), then destination.

    Every single step is kept (so every legal play stays reachable step by step); combined
    moves (one checker using several dice) fill the room left up to :data:`ROOM`
    buttons, those of fewer steps first. Empty when the turn is complete."""
    if game.dice is None or game.finished:
        return []
    found = combos(game.turn)
    room = ROOM
    singles = [c for c in found if c.single]
    multi = sorted((c for c in found if not c.single), key=lambda c: len(c.steps))
    chosen = singles + multi[: max(0, room - len(singles))]
    chosen.sort(key=lambda c: (-c.frm, -c.to, len(c.steps)))
    return chosen


def combo_for(game: Game, frm: int, dice: Sequence[int]) -> Combo | None:
    """The button of the current keyboard that moves the checker on ``frm`` with ``dice``
    in this order, or None (a forged or stale press)."""
    key = tuple(dice)
    for c in keyboard_moves(game):
        if c.frm == frm and tuple(st.die for st in c.steps) == key:
            return c
    return None


def lost_dice(game: Game) -> tuple[int, ...]:
    """The dice of a complete turn that could not be played (empty otherwise)."""
    if game.dice is None or game.finished or not game.turn_complete:
        return ()
    return tuple(game.turn.remaining_dice)


# ---------------------------------------------------------------- bookkeeping

MAX_AUTO_TURNS = 64
"""Turns played in a row without a decision (forced plays, passes, the AI) at the most."""

Turns = tuple[Table, tuple[str, ...]]
"""A table after some turns, and the history lines of those turns."""
HitSteps = tuple[tuple[int, int, bool], ...]
"""Steps of a turn as ``(from, to, hit)`` in the mover's numbering."""


def step_hits(position: Position, steps: Iterable[Step]) -> HitSteps:
    """``steps`` (a turn played from ``position``) with a flag for each step that
    hit an opponent blot (short nardy; :func:`engine.notation.step_hits`, on the board's
    counts, without playing the steps again)."""
    played = tuple(steps)
    hits = notation_hits(position, [(st.frm, st.to) for st in played])
    return tuple((st.frm, st.to, hit) for st, hit in zip(played, hits, strict=True))


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
    hits = step_hits(before.position, played) if played else ()
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


# ---------------------------------------------------------------- dice

class DiceColumns(TypedDict, total=False):
    """The storage fields of a game's committed dice (hex texts)."""

    dice_seed: str
    dice_commitment: str


class GameDice:
    """Where the games' dice come from (see the module docstring)."""

    def __init__(self, fixed: DiceSource | None = None,
                 seeds: Callable[[], bytes] = new_seed) -> None:
        self.fixed = fixed
        self._seeds = seeds
        self._old = RandomDice()

    def seed(self) -> bytes | None:
        """A fresh secret seed for a new game (None with configured dice)."""
        return None if self.fixed is not None else self._seeds()

    def first(self, seed: bytes | None) -> DiceSource:
        """The source of a new game's first rolls (the roll-off)."""
        if seed is None:
            return self.fixed if self.fixed is not None else self._old
        return CommittedDice(seed, 0)

    def of(self, table: Table) -> DiceSource:
        """The source of the next rolls of ``table``'s game (use one source for all the
        rolls of one action)."""
        if table.seed is None:
            return self.fixed if self.fixed is not None else self._old
        return CommittedDice.for_game(table.seed, table.game)


def dice_info(table: Table, *, reveal: bool) -> dict[str, str] | None:
    """The committed dice of a game as records carry them (scheme, commitment and, when
    ``reveal`` — only for a finished game — the seed); None for a game without."""
    if table.seed is None:
        return None
    info = {"scheme": SCHEME, "commitment": commitment(table.seed)}
    if reveal:
        info["seed"] = table.seed.hex()
    return info


def dice_columns(table: Table) -> DiceColumns:
    """The storage fields of ``table``'s committed dice (``dice_seed`` and
    ``dice_commitment``, hex) to save with its state; empty for a game without, so that a
    save never clears a stored seed."""
    if table.seed is None:
        return DiceColumns()
    return DiceColumns(dice_seed=table.seed.hex(), dice_commitment=commitment(table.seed))


# ---------------------------------------------------------------- clock

def new_clock(control: str | None, target: int) -> str | None:
    """A full clock for a game (or match to ``target``) with ``control``, as stored."""
    if control not in PRESETS:
        return None
    return Clock.new(preset(control), target).to_json()


def clock_of(rec: GameRecord | FinishedGame) -> Clock | None:
    """The stored clock of a game, if it is played with one (None when unreadable)."""
    if rec.clock is None:
        return None
    try:
        return Clock.from_json(rec.clock)
    except ClockError:
        log.error("game %s has an unreadable clock; it is played untimed", rec.game_id)
        return None


def side_of(table: Table, color: int) -> int:
    """The clock's side of the player with ``color`` (the match's player in a match)."""
    return table.match.player_of(color) if table.match is not None else color


def color_of(table: Table, side: int) -> int:
    """The colour the clock's ``side`` plays in this game."""
    if table.match is None:
        return side
    return 0 if table.match.white == side else 1


def when(seconds: float | None) -> datetime | None:
    """A clock's time (seconds since the epoch) as the stored ``clock_deadline``."""
    return None if seconds is None else datetime.fromtimestamp(seconds, UTC)
