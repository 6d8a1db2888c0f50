"""The coach's judgement of cube decisions: every double, no-double, take and pass of a
finished game, judged with :func:`ai.cube.cube_decision` at its strongest level.

Pure and synchronous (the bot runs it in a worker thread, inside
:func:`ai.analysis.analyse_game`).

Which decisions count (as GNU Backgammon counts "close or actual" cube decisions):

* every **double** that was offered, and the opponent's **take** or **pass** of it;
* a **no double**: a turn that began with the cube available to the player on turn (the
  cube in the middle or his own, below 64, not the Crawford game, and in a match a double
  that could still gain him something) on which he rolled without doubling, counted only
  when doubling was a real candidate: when the best of no-double and double was less than
  :data:`CLOSE` ahead of doubling (``max(ND, min(DT, DP)) - min(DT, DP) < 0.16``, GNU
  Backgammon's ``isCloseCubedecision``). A player far from a double makes no cube
  decision.

Equities are **normalized** as GNU Backgammon reports cube errors: in money play the
cubeful equity per unit of the current cube (a double that is passed is worth +1); in a
match the match-winning chance mapped linearly so that losing the current cube's points is
-1 and winning them is +1 (GNU BG's "EMG"). The loss of a decision is the equity the right
decision keeps minus what the decision made keeps (never negative):

* doubler: right = ``max(ND, min(DT, DP))``; a double keeps ``min(DT, DP)`` (the answer is
  assumed right), no double keeps ``ND``;
* taker (values from the doubler's side, which the taker wants low): a take costs
  ``max(0, DT - DP)``, a pass ``max(0, DP - DT)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.game import CubeAction, Game
from engine.moves import Turn
from engine.position import Position

from .cube import MAX_CUBE, Cube, CubeDecision, MatchContext, Owner, cube_decision, double_is_useful
from .met import mwc_after

__all__ = ["CLOSE", "CUBE_LEVEL", "CubeAct", "CubeCall", "MatchScore", "cube_calls"]

CLOSE = 0.16
"""A no-double counts as a decision only when doubling was less than this far (normalized
equity) from being right (GNU Backgammon's threshold for a close cube decision)."""

CUBE_LEVEL = "master"
"""The level of :func:`ai.cube.cube_decision` the analysis judges with: the Janowski model
on 1-ply probabilities (the strongest the bot has)."""

CubeAct = Literal["double", "no_double", "take", "pass"]


@dataclass(frozen=True, slots=True)
class MatchScore:
    """The match a game was played in, by colour: its length, White's and Black's points
    before the game (the game's own Crawford flag comes from the game)."""

    target: int
    white: int
    black: int

    def context(self, color: int, crawford: bool) -> MatchContext:
        """The match seen by ``color`` (0 White, 1 Black)."""
        mine, theirs = (self.white, self.black) if color == 0 else (self.black, self.white)
        return MatchContext(self.target, mine, theirs, crawford)


@dataclass(frozen=True, slots=True)
class CubeCall:
    """One judged cube decision.

    ``index``: the turn of the game's history it came before; ``color``: who decided (the
    doubler for double / no double, his opponent for take / pass); ``position``: the
    doubler's position before his roll (doubler on turn); ``cube``: its value and owner
    (a colour, None in the middle) before the decision; ``act``: what was done, ``right``:
    what the model says was right; the normalized equities ``nd``, ``dt``, ``dp`` from the
    doubler's side; ``loss`` (normalized, >= 0)."""

    index: int
    color: int
    position: Position
    cube: tuple[int, int | None]
    act: CubeAct
    right: CubeAct
    nd: float
    dt: float
    dp: float
    loss: float

    @property
    def doubler(self) -> int:
        """The colour of the player who could double (on turn in :attr:`position`)."""
        return self.position.turn


def _normalized(d: CubeDecision, cube: int, match: MatchContext | None
                ) -> tuple[float, float, float] | None:
    """(ND, DT, DP) as normalized equities (see the module docstring); None when a match
    gives no scale (winning and losing the cube's points are worth the same)."""
    if match is None:
        return d.no_double, d.double_take, d.double_pass
    win = mwc_after(match.my_away, match.opponent_away, cube, match.crawford,
                    match.post_crawford)
    loss = mwc_after(match.my_away, match.opponent_away, -cube, match.crawford,
                     match.post_crawford)
    if win - loss < 1e-9:
        return None

    def norm(x: float) -> float:
        return 2.0 * (x - loss) / (win - loss) - 1.0
    return norm(d.no_double), norm(d.double_take), norm(d.double_pass)


def _judge(position: Position, value: int, owner: int | None, crawford: bool,
           match: MatchScore | None) -> tuple[float, float, float] | None:
    me = position.turn
    seen: Owner = "middle" if owner is None else ("me" if owner == me else "opponent")
    ctx = match.context(me, crawford) if match is not None else None
    d = cube_decision(position, Cube(value, seen), ctx, CUBE_LEVEL)
    return _normalized(d, value, ctx)


def cube_calls(game: Game, match: MatchScore | None = None) -> list[CubeCall]:
    """Every counted cube decision of ``game`` (see the module docstring), in the order of
    play; empty for a game without the cube or the Crawford game. ``match``: the score
    before the game when it was a game of a match (None: a single game, money play)."""
    if game.cube is None or game.crawford:
        return []
    out: list[CubeCall] = []
    log = list(game.cube_log)
    value, owner = _initial_cube(game)
    pos = game.start
    for i in range(len(game.history) + 1):
        acts = [a for a in log if a.ply == i]
        if i == len(game.history) and not acts:
            break
        mover = pos.turn
        doubled = any(a.action == "double" for a in acts)
        # the opening roll-off leaves no cube decision before the first turn
        may = (i > 0 or not game.opening) and value < MAX_CUBE and owner in (None, mover)
        if may and pos.winner is None:
            ctx = match.context(mover, False) if match is not None else None
            useful = double_is_useful(ctx.my_away if ctx else None, value, False)
            eq = _judge(pos, value, owner, False, match) if (doubled or useful) else None
            if eq is not None:
                out.extend(_calls(i, pos, (value, owner), eq, acts))
        for a in acts:
            if a.action == "take":
                value, owner = a.value, a.color
        if i < len(game.history):
            rec = game.history[i]
            pos = Turn(pos, rec.dice, rec.steps).result() if rec.steps else pos.swap_turn()
    return out


def _initial_cube(game: Game) -> tuple[int, int | None]:
    """The cube (value, owner colour or None) at the start of ``game``'s record: the
    current one unless a double was taken, else the cube before the first take (in the
    middle at 1, or owned by the doubler of that take)."""
    assert game.cube is not None
    takes = [a for a in game.cube_log if a.action == "take"]
    if not takes:
        return game.cube.value, game.cube.owner
    value = takes[0].value // 2
    return (1, None) if value == 1 else (value, 1 - takes[0].color)


def _calls(i: int, pos: Position, cube: tuple[int, int | None],
           eq: tuple[float, float, float], acts: list[CubeAction]) -> list[CubeCall]:
    nd, dt, dp = eq
    answer = min(dt, dp)
    best = max(nd, answer)
    mover = pos.turn
    verbs = [a.action for a in acts]
    if "double" not in verbs:
        if best - answer >= CLOSE:
            return []
        right: CubeAct = "double" if answer > nd else "no_double"
        return [CubeCall(i, mover, pos, cube, "no_double", right, nd, dt, dp,
                         max(0.0, answer - nd))]
    right = "double" if answer > nd else "no_double"
    calls = [CubeCall(i, mover, pos, cube, "double", right, nd, dt, dp,
                      max(0.0, nd - answer))]
    for verb in verbs:
        if verb in ("take", "pass"):
            taker_right: CubeAct = "take" if dt <= dp else "pass"
            made: CubeAct = "take" if verb == "take" else "pass"
            lost = max(0.0, dt - dp) if made == "take" else max(0.0, dp - dt)
            calls.append(CubeCall(i, 1 - mover, pos, cube, made, taker_right, nd, dt, dp,
                                  lost))
    return calls
