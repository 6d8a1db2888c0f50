"""Game flow: opening roll-off, turns, the doubling cube, end of game, scores, resignation,
serialization.

A :class:`Game` is an immutable value; every action returns a new game. The current turn
is played step by step (what the bot shows as buttons) through :meth:`Game.play_step`,
:meth:`Game.undo` and :meth:`Game.finish_turn`, or in one go with :meth:`Game.play`.

With the cube option (``Game.new(..., cube=True)``) a turn may begin before the dice are
rolled: when the player on turn may double, :meth:`Game.finish_turn` leaves the next turn
unrolled (``dice is None``) and the game waits for :meth:`Game.roll` or
:meth:`Game.offer_double`; an offer is answered by :meth:`Game.take` (the doubler's dice
are rolled at once) or :meth:`Game.pass_` (the game ends at the value before the offer).
A player who may not double is rolled for at once, as in a game without the cube.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from .dice import DiceSource
from .moves import IllegalStep, Play, Step, Turn, legal_plays
from .position import BLACK, WHITE, Position, PositionError, Variant, start_position

__all__ = [
    "Game",
    "GameError",
    "Result",
    "TurnRecord",
    "Cube",
    "CubeAction",
    "MAX_CUBE",
    "score",
    "FORMAT_VERSION",
]

FORMAT_VERSION = 2
"""Version of the serialized game format written by :meth:`Game.to_json`.

Version 1 (no cube) is still read: such a game loads as a game without the cube option.
"""

READABLE_VERSIONS = (1, 2)

MAX_CUBE = 64
"""The cube goes no higher than this value."""

REASONS = ("borne_off", "resigned", "timeout", "passed")

CubeVerb = Literal["double", "take", "pass"]


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
class Cube:
    """The doubling cube of a game played with the cube option.

    ``value`` is 1, 2, 4 ... 64; ``owner`` is None while the cube is in the middle, else the
    colour that owns it (only he may offer the next double). ``offered`` is True while the
    player on turn has offered a double that the opponent has not answered yet.
    """

    value: int = 1
    owner: int | None = None
    offered: bool = False


@dataclass(frozen=True, slots=True)
class CubeAction:
    """One cube action of the game record.

    ``ply`` is the number of finished turns when it happened (a double and its answer come
    before the turn with that index), ``color`` the player who acted, ``action`` one of
    ``"double"``, ``"take"``, ``"pass"``, and ``value`` the cube value it stands for: the
    value offered for a double, the new value for a take, the value the game was lost at
    for a pass.
    """

    ply: int
    color: int
    action: CubeVerb
    value: int


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: the winner, the points won, their kind and how it ended.

    ``kind`` is ``"single"``, ``"gammon"`` or ``"backgammon"`` in short nardy and ``"oin"`` or
    ``"mars"`` in long nardy; ``reason`` is ``"borne_off"``, ``"resigned"``, ``"timeout"`` or
    ``"passed"`` (a double was refused; ``kind`` is then the single win). ``points`` is the
    game's result (1, 2, 3) times ``cube``, the cube value at the end (1 without the cube).
    """

    winner: int
    points: int
    kind: str
    reason: str
    cube: int = 1

    @property
    def base(self) -> int:
        """The points of the result before the cube (1, 2 or 3)."""
        return self.points // self.cube


def score(position: Position, winner: int) -> tuple[int, str]:
    """Points and kind of a win by ``winner`` in ``position`` (docs/RULES.md scoring).

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

    ``position.turn`` is the player on turn. ``dice`` is None in a finished game, and in a
    game with the cube while the player on turn has not rolled yet (he may double first).
    ``cube`` is None when the game is played without the cube option; ``crawford`` marks
    the Crawford game of a match (no cube action at all). ``cube_log`` records every cube
    action in order. ``unplayed`` is the roll of the turn in which a game ended by
    resignation or timeout, when the dice had been rolled (so the record keeps every roll).
    """

    variant: Variant
    start: Position
    position: Position
    dice: tuple[int, int] | None
    steps: tuple[Step, ...] = ()
    opening: tuple[tuple[int, int], ...] = ()
    history: tuple[TurnRecord, ...] = ()
    result: Result | None = None
    cube: Cube | None = None
    crawford: bool = False
    cube_log: tuple[CubeAction, ...] = ()
    unplayed: tuple[int, int] | None = None
    _turn: dict[str, Turn] = field(default_factory=dict, compare=False, repr=False, hash=False)

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(
        cls, variant: Variant | str, dice: DiceSource, *, cube: bool = False,
        crawford: bool = False,
    ) -> Game:
        """Start a game: roll off (one die each, ties rolled again); the higher die moves
        first and plays both roll-off numbers (so nobody may double before the first turn).

        ``cube`` turns the doubling cube option on; ``crawford`` marks the Crawford game of a
        match (the cube stays in the middle and nobody may double).
        """
        v = Variant.parse(variant)
        rolls: list[tuple[int, int]] = []
        while True:
            w, b = dice.roll_one(), dice.roll_one()
            rolls.append((w, b))
            if w != b:
                break
        first = WHITE if w > b else BLACK
        pos = start_position(v, first)
        return cls(v, pos, pos, (w, b), (), tuple(rolls), cube=Cube() if cube else None,
                   crawford=crawford)

    @classmethod
    def from_position(
        cls, position: Position, dice: tuple[int, int] | None, *, cube: Cube | None = None,
        crawford: bool = False,
    ) -> Game:
        """A game that starts in ``position`` with ``dice`` rolled (for tests and analysis).

        ``cube`` gives the game the cube option in that state; ``dice`` may then be None:
        the player on turn has not rolled yet (he may double if the cube allows it).
        """
        position.validate()
        if position.winner is not None:
            raise GameError("the position is already finished")
        if cube is not None:
            _check_cube(cube)
            if cube.offered:
                raise GameError("a game cannot start with a pending double")
        elif dice is None:
            raise GameError("the dice are needed in a game without the cube")
        return cls(position.variant, position, position,
                   _check_dice(dice) if dice is not None else None,
                   cube=cube, crawford=crawford)

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
    def awaiting_roll(self) -> bool:
        """True when the player on turn has not rolled yet and no double is pending: the
        game waits for :meth:`roll` (or :meth:`offer_double` when :attr:`may_double`)."""
        return self.result is None and self.dice is None and not self.double_offered

    @property
    def double_offered(self) -> bool:
        """True while a double offered by the player on turn waits for take or pass."""
        return self.result is None and self.cube is not None and self.cube.offered

    @property
    def may_double(self) -> bool:
        """True when the player on turn may offer a double now: the cube option is on, this
        is not the Crawford game, he has not rolled, the cube is in the middle or his own,
        and it is below 64."""
        c = self.cube
        return (
            c is not None
            and not self.crawford
            and self.result is None
            and self.dice is None
            and not c.offered
            and c.value < MAX_CUBE
            and c.owner in (None, self.position.turn)
        )

    @property
    def cube_value(self) -> int:
        """The value of the cube (1 without the cube option)."""
        return self.cube.value if self.cube is not None else 1

    @property
    def turn(self) -> Turn:
        """The current turn, step by step."""
        if self.dice is None:
            raise GameError("the game is over" if self.finished else "the dice are not rolled yet")
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
        """The steps the player on turn may make next (empty when the turn is complete or
        the dice are not rolled yet)."""
        if self.dice is None:
            return []
        return self.turn.legal_steps()

    @property
    def turn_complete(self) -> bool:
        """True when the player on turn has no further step and may finish the turn."""
        return self.dice is not None and self.turn.complete

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
        self._require_rolled()
        t = self.turn.play((frm, to) if die is None else (frm, to, die))
        return replace(self, steps=t.steps, _turn={"t": t})

    def undo(self) -> Game:
        """Take back the last step of the current turn (no change if none was made)."""
        self._require_rolled()
        if not self.steps:
            return self
        return replace(self, steps=self.steps[:-1], _turn={})

    def reset_turn(self) -> Game:
        """Take back every step of the current turn."""
        self._require_rolled()
        return replace(self, steps=(), _turn={})

    def finish_turn(self, dice: DiceSource) -> Game:
        """End the current turn (it must be complete): record it, check for the end of the
        game, and roll the next player's dice with ``dice`` - unless the next player may
        double first (cube option): then the game waits for :meth:`roll` or
        :meth:`offer_double` and ``dice`` is not used."""
        self._require_rolled()
        t = self.turn
        if not t.complete:
            raise IllegalStep("the turn is not complete: more dice must be played")
        after = t.result()
        assert self.dice is not None
        rec = TurnRecord(self.position.turn, self.dice, t.steps)
        history = (*self.history, rec)
        winner = after.winner
        if winner is not None:
            points, kind = score(after, winner)
            v = self.cube_value
            return replace(
                self,
                position=after,
                dice=None,
                steps=(),
                history=history,
                result=Result(winner, points * v, kind, "borne_off", v),
                _turn={},
            )
        waiting = replace(self, position=after, dice=None, steps=(), history=history, _turn={})
        if waiting.may_double:
            return waiting
        return waiting.roll(dice)

    def roll(self, dice: DiceSource) -> Game:
        """Roll the dice of the player on turn (the game must be waiting for his roll)."""
        if not self.awaiting_roll:
            raise GameError("the dice cannot be rolled now")
        return replace(self, dice=(dice.roll_one(), dice.roll_one()), _turn={})

    def offer_double(self) -> Game:
        """The player on turn offers to double (before rolling); raise GameError when he
        may not (see :attr:`may_double`)."""
        if not self.may_double:
            raise GameError("doubling is not allowed now")
        assert self.cube is not None
        c = self.position.turn
        act = CubeAction(len(self.history), c, "double", self.cube.value * 2)
        return replace(self, cube=replace(self.cube, offered=True),
                       cube_log=(*self.cube_log, act))

    def take(self, dice: DiceSource) -> Game:
        """The opponent takes the pending double: the cube doubles and becomes his, and the
        doubler's dice are rolled with ``dice``."""
        if not self.double_offered:
            raise GameError("no double to take")
        assert self.cube is not None
        taker = 1 - self.position.turn
        value = self.cube.value * 2
        act = CubeAction(len(self.history), taker, "take", value)
        g = replace(self, cube=Cube(value, taker, False), cube_log=(*self.cube_log, act))
        return g.roll(dice)

    def pass_(self) -> Game:
        """The opponent passes the pending double: he loses the game at the cube value
        before the offer (a single win times that value)."""
        if not self.double_offered:
            raise GameError("no double to pass")
        assert self.cube is not None
        doubler = self.position.turn
        value = self.cube.value
        act = CubeAction(len(self.history), 1 - doubler, "pass", value)
        kind = "oin" if self.variant is Variant.LONG else "single"
        return replace(
            self,
            dice=None,
            steps=(),
            cube=replace(self.cube, offered=False),
            cube_log=(*self.cube_log, act),
            result=Result(doubler, value, kind, "passed", value),
            _turn={},
        )

    def play(self, play: Play | list[tuple[int, int]], dice: DiceSource) -> Game:
        """Play a whole turn (a Play or its steps) from the start of the turn and finish it."""
        self._require_rolled()
        g = self.reset_turn() if self.steps else self
        steps = play.steps if isinstance(play, Play) else play
        for st in steps:
            g = g.play_step(*st)
        return g.finish_turn(dice)

    def resign(self, color: int) -> Game:
        """``color`` resigns at his turn: the opponent wins, scored from the current position
        times the cube value. While a double is pending the opponent answers it instead."""
        self._require_active()
        if color != self.position.turn:
            raise GameError("a player may resign only at his own turn")
        if self.double_offered:
            raise GameError("a double is pending: it must be taken or passed")
        return self._end(1 - color, "resigned")

    def forfeit(self, loser: int, reason: str = "timeout") -> Game:
        """End the game against ``loser`` (e.g. for inactivity), scored like a resignation
        (times the cube value before any pending offer)."""
        self._require_active()
        if reason not in REASONS or reason in ("borne_off", "passed"):
            raise GameError(f"unknown reason {reason!r}")
        return self._end(1 - loser, reason)

    def _end(self, winner: int, reason: str) -> Game:
        points, kind = score(self.position, winner)
        v = self.cube_value
        cube = self.cube if self.cube is None else replace(self.cube, offered=False)
        return replace(
            self, dice=None, steps=(), cube=cube, unplayed=self.dice,
            result=Result(winner, points * v, kind, reason, v), _turn={},
        )

    def _require_active(self) -> None:
        if self.finished:
            raise GameError("the game is over")

    def _require_rolled(self) -> None:
        self._require_active()
        if self.dice is None:
            raise GameError("the dice are not rolled yet")

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
        if self.cube is not None:
            c = self.cube
            d["cube"] = [c.value, c.owner, c.offered]
        if self.crawford:
            d["crawford"] = True
        if self.cube_log:
            d["cube_log"] = [[a.ply, a.color, a.action, a.value] for a in self.cube_log]
        if self.unplayed is not None:
            d["unplayed"] = list(self.unplayed)
        if self.result is not None:
            r = self.result
            d["result"] = [r.winner, r.points, r.kind, r.reason, r.cube]
        return d

    def to_json(self) -> str:
        """Compact, versioned JSON text of the whole game."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Load a game written by :meth:`to_dict` (this or an older format version); raise
        GameError if it is malformed."""
        try:
            if d.get("v") not in READABLE_VERSIONS:
                raise GameError(f"unsupported game format version {d.get('v')!r}")
            variant = Variant.parse(d["variant"])
            start = _pos_from_compact(variant, d["start"])
            pos = _pos_from_compact(variant, d["pos"])
            dice = _check_dice(tuple(d["dice"])) if d["dice"] is not None else None
            steps = tuple(Step(*map(int, s)) for s in d["steps"])
            opening = tuple((int(a), int(b)) for a, b in d["opening"])
            history = tuple(
                TurnRecord(
                    int(h[0]), (int(h[1]), int(h[2])), tuple(Step(*map(int, s)) for s in h[3])
                )
                for h in d["history"]
            )
            cube = None
            if d.get("cube") is not None:
                value, owner, offered = d["cube"]
                cube = _check_cube(
                    Cube(int(value), None if owner is None else int(owner), bool(offered))
                )
                if cube.offered and dice is not None:
                    raise GameError("malformed game data: a double pending after the roll")
            crawford = bool(d.get("crawford", False))
            cube_log = tuple(_cube_action(a) for a in d.get("cube_log", ()))
            if cube_log and cube is None:
                raise GameError("malformed game data: cube actions without the cube")
            result = None
            if d.get("result") is not None:
                w, p, k, r, *rest = d["result"]
                result = Result(int(w), int(p), str(k), str(r), int(rest[0]) if rest else 1)
            unplayed = None
            if d.get("unplayed") is not None:
                unplayed = _check_dice(tuple(d["unplayed"]))
            if dice is None and result is None and cube is None:
                raise GameError("malformed game data: no dice in a game that is not over")
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            if isinstance(exc, GameError):
                raise
            raise GameError(f"malformed game data: {exc}") from None
        game = cls(variant, start, pos, dice, steps, opening, history, result, cube, crawford,
                   cube_log, unplayed)
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


def _check_cube(cube: Cube) -> Cube:
    if cube.value not in (1, 2, 4, 8, 16, 32, 64):
        raise GameError(f"the cube value must be a power of two up to 64, got {cube.value!r}")
    if cube.owner not in (None, WHITE, BLACK):
        raise GameError(f"bad cube owner {cube.owner!r}")
    if (cube.value == 1) != (cube.owner is None):
        raise GameError("the cube is in the middle exactly while it is at 1")
    return cube


def _cube_action(a: Any) -> CubeAction:
    ply, color, action, value = a
    if action not in ("double", "take", "pass") or int(color) not in (WHITE, BLACK):
        raise GameError(f"malformed cube action {a!r}")
    return CubeAction(int(ply), int(color), action, int(value))


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


