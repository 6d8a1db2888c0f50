"""Game flow: opening roll-off, turns, end of game, scores, resignation, serialization.

A :class:`Game` is an immutable value; every action returns a new game. The current turn
is played step by step (what the bot shows as buttons) through :meth:`Game.play_step`,
:meth:`Game.undo` and :meth:`Game.finish_turn`, or in one go with :meth:`Game.play`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from .dice import DiceSource
from .moves import IllegalStep, Play, Step, Turn, legal_plays
from .position import BLACK, CHECKERS, WHITE, Position, PositionError, Variant, start_position

__all__ = [
    "Game",
    "GameError",
    "Result",
    "TurnRecord",
    "score",
    "FORMAT_VERSION",
]

FORMAT_VERSION = 1
"""Version of the serialized game format written by :meth:`Game.to_json`."""

REASONS = ("borne_off", "resigned", "timeout")


class GameError(ValueError):
    """Raised for an action that the state of the game does not allow."""


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One finished turn: who moved, the dice and the steps (empty when the turn passed)."""

    color: int
    dice: tuple[int, int]
    steps: tuple[Step, ...]

    @property
    def moves(self) -> list[tuple[int, int]]:
        """The steps as ``(from, to)`` pairs in the mover's numbering."""
        return [s.pair() for s in self.steps]


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: the winner, the points won, their kind and how it ended.

    ``kind`` is ``"single"``, ``"gammon"`` or ``"backgammon"`` in short nardy and ``"oin"`` or
    ``"mars"`` in long nardy; ``reason`` is ``"borne_off"``, ``"resigned"`` or ``"timeout"``.
    """

    winner: int
    points: int
    kind: str
    reason: str


def score(position: Position, winner: int) -> tuple[int, str]:
    """Points and kind of a win by ``winner`` in ``position`` (RULES.md scoring).

    Short nardy: 1 if the loser has borne off a checker, 2 (gammon) if not, 3 (backgammon)
    if moreover he has a checker on the bar or in the winner's home. Long nardy: 1 (oin) or
    2 (mars) when the loser has borne off none.
    """
    loser = 1 - winner
    if position.off[loser] > 0:
        return 1, "oin" if position.variant is Variant.LONG else "single"
    if position.variant is Variant.LONG:
        return 2, "mars"
    if position.bar[loser] > 0 or any(k >= 19 for k in position.checkers(loser)):
        return 3, "backgammon"
    return 2, "gammon"


@dataclass(frozen=True)
class Game:
    """A whole game: the position at the start of the current turn, the dice, the steps
    made so far in this turn, the opening roll-off, the history and the result.

    ``position.turn`` is the player on turn. ``dice`` is None only in a finished game.
    """

    variant: Variant
    start: Position
    position: Position
    dice: tuple[int, int] | None
    steps: tuple[Step, ...] = ()
    opening: tuple[tuple[int, int], ...] = ()
    history: tuple[TurnRecord, ...] = ()
    result: Result | None = None
    _turn: dict = field(default_factory=dict, compare=False, repr=False, hash=False)

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(cls, variant: Variant | str, dice: DiceSource) -> Game:
        """Start a game: roll off (one die each, ties rolled again); the higher die moves
        first and plays both roll-off numbers."""
        v = Variant.parse(variant)
        rolls: list[tuple[int, int]] = []
        while True:
            w, b = dice.roll_one(), dice.roll_one()
            rolls.append((w, b))
            if w != b:
                break
        first = WHITE if w > b else BLACK
        pos = start_position(v, first)
        return cls(v, pos, pos, (w, b), (), tuple(rolls))

    @classmethod
    def from_position(cls, position: Position, dice: tuple[int, int]) -> Game:
        """A game that starts in ``position`` with ``dice`` rolled (for tests and analysis)."""
        position.validate()
        if position.winner is not None:
            raise GameError("the position is already finished")
        return cls(position.variant, position, position, _check_dice(dice))

    # ----------------------------------------------------------------- queries
    @property
    def finished(self) -> bool:
        """True once the game has a result."""
        return self.result is not None

    @property
    def turn_color(self) -> int:
        """The colour on turn (for a finished game: the colour that would be next)."""
        return self.position.turn

    @property
    def turn(self) -> Turn:
        """The current turn, step by step."""
        if self.dice is None:
            raise GameError("the game is over")
        t = self._turn.get("t")
        if t is None:
            t = Turn(self.position, self.dice, self.steps)
            self._turn["t"] = t
        return t

    @property
    def current_position(self) -> Position:
        """The position including the steps made so far this turn (mover still on turn)."""
        if self.dice is None or not self.steps:
            return self.position
        return self.turn.position

    def legal_steps(self) -> list[Step]:
        """The steps the player on turn may make next (empty when the turn is complete)."""
        if self.finished:
            return []
        return self.turn.legal_steps()

    @property
    def turn_complete(self) -> bool:
        """True when the player on turn has no further step and may finish the turn."""
        return not self.finished and self.turn.complete

    def legal_plays(self) -> list[Play]:
        """All distinct legal full plays of the current roll from the start of the turn."""
        if self.dice is None:
            return []
        return legal_plays(self.position, self.dice)

    @property
    def plies(self) -> int:
        """Number of finished turns."""
        return len(self.history)

    @property
    def last_turn(self) -> TurnRecord | None:
        """The most recent finished turn, if any."""
        return self.history[-1] if self.history else None

    def position_before(self, index: int) -> Position:
        """The position at the start of turn number ``index`` of the history (replayed)."""
        pos = self.start
        for rec in self.history[:index]:
            pos = Turn(pos, rec.dice, rec.steps).result() if rec.steps else pos.swap_turn()
        return pos

    # ----------------------------------------------------------------- actions
    def play_step(self, frm: int, to: int, die: int | None = None) -> Game:
        """Make one step of the current turn; raise IllegalStep if it is not legal now."""
        self._require_active()
        t = self.turn.play((frm, to) if die is None else (frm, to, die))
        return replace(self, steps=t.steps, _turn={"t": t})

    def undo(self) -> Game:
        """Take back the last step of the current turn (no change if none was made)."""
        self._require_active()
        if not self.steps:
            return self
        return replace(self, steps=self.steps[:-1], _turn={})

    def reset_turn(self) -> Game:
        """Take back every step of the current turn."""
        self._require_active()
        return replace(self, steps=(), _turn={})

    def finish_turn(self, dice: DiceSource) -> Game:
        """End the current turn (it must be complete): record it, check for the end of the
        game, and roll the next player's dice with ``dice``."""
        self._require_active()
        t = self.turn
        if not t.complete:
            raise IllegalStep("the turn is not complete: more dice must be played")
        after = t.result()
        rec = TurnRecord(self.position.turn, self.dice, t.steps)  # type: ignore[arg-type]
        history = (*self.history, rec)
        winner = after.winner
        if winner is not None:
            points, kind = score(after, winner)
            return replace(
                self,
                position=after,
                dice=None,
                steps=(),
                history=history,
                result=Result(winner, points, kind, "borne_off"),
                _turn={},
            )
        nxt = (dice.roll_one(), dice.roll_one())
        return replace(self, position=after, dice=nxt, steps=(), history=history, _turn={})

    def play(self, play: Play | list[tuple[int, int]], dice: DiceSource) -> Game:
        """Play a whole turn (a Play or its steps) from the start of the turn and finish it."""
        self._require_active()
        g = self.reset_turn() if self.steps else self
        steps = play.steps if isinstance(play, Play) else play
        for st in steps:
            g = g.play_step(*st)
        return g.finish_turn(dice)

    def resign(self, color: int) -> Game:
        """``color`` resigns at his turn: the opponent wins, scored from the current position."""
        self._require_active()
        if color != self.position.turn:
            raise GameError("a player may resign only at his own turn")
        return self._end(1 - color, "resigned")

    def forfeit(self, loser: int, reason: str = "timeout") -> Game:
        """End the game against ``loser`` (e.g. for inactivity), scored like a resignation."""
        self._require_active()
        if reason not in REASONS or reason == "borne_off":
            raise GameError(f"unknown reason {reason!r}")
        return self._end(1 - loser, reason)

    def _end(self, winner: int, reason: str) -> Game:
        points, kind = score(self.position, winner)
        return replace(
            self, dice=None, steps=(), result=Result(winner, points, kind, reason), _turn={}
        )

    def _require_active(self) -> None:
        if self.finished:
            raise GameError("the game is over")

    # ----------------------------------------------------------------- serialization
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that :meth:`from_dict` turns back into an equal game."""
        d: dict[str, Any] = {
            "v": FORMAT_VERSION,
            "variant": self.variant.value,
            "start": _pos_compact(self.start),
            "pos": _pos_compact(self.position),
            "dice": list(self.dice) if self.dice else None,
            "steps": [list(s) for s in self.steps],
            "opening": [list(r) for r in self.opening],
            "history": [[r.color, *r.dice, [list(s) for s in r.steps]] for r in self.history],
        }
        if self.result is not None:
            r = self.result
            d["result"] = [r.winner, r.points, r.kind, r.reason]
        return d

    def to_json(self) -> str:
        """Compact, versioned JSON text of the whole game."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Load a game written by :meth:`to_dict`; raise GameError if it is malformed."""
        try:
            if d.get("v") != FORMAT_VERSION:
                raise GameError(f"unsupported game format version {d.get('v')!r}")
            variant = Variant.parse(d["variant"])
            start = _pos_from_compact(variant, d["start"])
            pos = _pos_from_compact(variant, d["pos"])
            dice = _check_dice(tuple(d["dice"])) if d["dice"] is not None else None
            steps = tuple(Step(*map(int, s)) for s in d["steps"])
            opening = tuple((int(a), int(b)) for a, b in d["opening"])
            history = tuple(
                TurnRecord(int(h[0]), (int(h[1]), int(h[2])), tuple(Step(*map(int, s)) for s in h[3]))
                for h in d["history"]
            )
            result = None
            if d.get("result") is not None:
                w, p, k, r = d["result"]
                result = Result(int(w), int(p), str(k), str(r))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            if isinstance(exc, GameError):
                raise
            raise GameError(f"malformed game data: {exc}") from None
        game = cls(variant, start, pos, dice, steps, opening, history, result)
        if dice is not None and steps:
            try:
                game.turn.position  # noqa: B018 - replays the steps, raising if illegal
            except IllegalStep as exc:
                raise GameError(f"malformed game data: {exc}") from None
        return game

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a game from :meth:`to_json` text; raise GameError if malformed."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GameError(f"invalid game JSON: {exc.msg}") from None
        if not isinstance(data, dict):
            raise GameError("game JSON must be an object")
        return cls.from_dict(data)


def _check_dice(dice: tuple[int, ...]) -> tuple[int, int]:
    if len(dice) != 2 or not all(isinstance(x, int) and 1 <= x <= 6 for x in dice):
        raise GameError(f"dice must be two values 1..6, got {dice!r}")
    return (dice[0], dice[1])


def _pos_compact(p: Position) -> list[Any]:
    return [p.turn, list(p.board), list(p.bar), list(p.off)]


def _pos_from_compact(variant: Variant, data: list[Any]) -> Position:
    turn, board, bar, off = data
    pos = Position(variant, tuple(int(x) for x in board), (int(bar[0]), int(bar[1])),
                   (int(off[0]), int(off[1])), int(turn))
    try:
        pos.validate()
    except PositionError as exc:
        raise GameError(f"malformed position in game data: {exc}") from None
    return pos


_ = CHECKERS
