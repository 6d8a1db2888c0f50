"""Doubling-cube decisions for the computer: offer a double, take or pass.

Pure and synchronous. The caller gives plain values: the position (the player on turn,
``position.turn``, before his roll), the cube (:class:`Cube`: value and owner seen from the
player deciding) and the match context (:class:`MatchContext`, or None for a single game
played for points, "money" play). The answers:

* :func:`should_double` for the player on turn;
* :func:`should_take` for the player who was offered the cube (his opponent is on turn);
* :func:`cube_decision`: the full :class:`CubeDecision` (probabilities, the three equities
  "no double", "double/take", "double/pass" and the decisions) for showing or coaching.

How the equities are computed
-----------------------------
The network gives cubeless outcome probabilities for the player on roll
(:meth:`ai.player.Player.probabilities`): win, gammon and backgammon wins and losses
(long nardy: win, mars-win, mars-loss; no backgammon). They become cubeful values with
Rick Janowski's cube-efficiency model in its general form (the one GNU Backgammon uses for
its 0-ply cube decisions): the cubeful value is ``x * live + (1 - x) * dead`` where

* ``dead`` is the cubeless value (nobody would ever use the cube again);
* ``live`` assumes a perfectly continuous game, in which a side doubles exactly at its
  cash point and the other side passes exactly there; it is piecewise linear in the win
  probability ``p`` through ``(0, average loss)``, the opponent's cash point, my cash point
  and ``(1, average win)`` (only the points that the cube's owner allows);
* ``x`` is the cube efficiency (how much of the live cube's value the real, jumpy game
  keeps), :func:`efficiency`.

The cash points come from a recursion over the cube levels up to 64: a side's cash point
when doubling ``c -> 2c`` is where the taker is indifferent between passing (``c`` points)
and taking a cube of ``2c`` that he can redouble at *his* own cash point (if that redouble
can still gain him anything). For money play with fixed gammon rates this gives exactly
Janowski's live-cube take and cash points ``(L - 1/2) / (W + L + 1/2)`` and
``(L + 1) / (W + L + 1/2)``.

In money play the values are points per unit of the current cube (a pass is worth +1). In
a match every result (points times the cube, capped at what the match needs) is turned into
match-winning chances (MWC) with the Kazaross-XG2 match equity table (:mod:`ai.met`), the
Crawford rule included; the same recursion then gives match cash points (with the
gammon-weighted values at each cube level), and the cube is dead for a side once a win at
the current value already wins him the match. The Crawford game has no cube; after it the
trailer's early double comes out of the same formulas.

Cube efficiency: short nardy is backgammon, and uses GNU Backgammon's published values
(0.68 with contact; races ``0.55 + 0.00125 * pips`` clamped to 0.6..0.7; 0.6 once both
sides bear off). Long nardy uses :data:`LONG_EFFICIENCY` = 0.75, from a measurement
(``bench/cube.py --efficiency``, bench/README.md): in 300 self-play games of each variant, the
share of a live owned cube's value that cashing at the cash point really keeps came out as
0.59 [0.56, 0.63] in long nardy against 0.54 [0.50, 0.58] in short nardy (the method reads
low in absolute terms), so long nardy is given short nardy's 0.68 scaled by that ratio: its
checkers cannot be hit, the winning chances move more smoothly and a double loses less of
its market.

Levels: ``beginner`` is naive on purpose: it doubles when its raw winning chance (with
noise) is above 70 % and takes when the taker's chance is above 25 %, ignoring gammons and
the match score. ``medium`` uses the model with noise on the winning chance; ``strong``
the model on the network's 0-ply probabilities; ``master`` the model on 1-ply
probabilities (the average, over the 21 rolls, of the probabilities after the network's
best play).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from engine.dice import ROLLS
from engine.game import score
from engine.moves import legal_plays, mover_state
from engine.position import Position, Variant

from .met import MAX_AWAY, mwc_after
from .player import LEVELS, load_player

__all__ = [
    "MAX_CUBE",
    "LONG_EFFICIENCY",
    "Owner",
    "Cube",
    "MatchContext",
    "CubeDecision",
    "can_double",
    "efficiency",
    "outcome_probabilities",
    "decide",
    "cube_decision",
    "should_double",
    "should_take",
]

MAX_CUBE = 64
"""The cube goes no higher than 64 (RULES.md)."""

LONG_EFFICIENCY = 0.75
"""Cube efficiency of long nardy (see the module docstring and bench/README.md)."""

Owner = Literal["middle", "me", "opponent"]

_OWNERS: tuple[str, ...] = ("middle", "me", "opponent")
_BEGINNER_DOUBLE = 0.70
_BEGINNER_TAKE = 0.25
_BEGINNER_NOISE = 0.06
_MEDIUM_NOISE = 0.025


@dataclass(frozen=True)
class Cube:
    """The doubling cube seen from the player deciding: its value and who owns it."""

    value: int = 1
    owner: Owner = "middle"

    def __post_init__(self) -> None:
        v = self.value
        if not isinstance(v, int) or v < 1 or v > MAX_CUBE or v & (v - 1):
            raise ValueError(f"cube value must be a power of two from 1 to {MAX_CUBE}: {v!r}")
        if self.owner not in _OWNERS:
            raise ValueError(f"cube owner must be one of {', '.join(_OWNERS)}: {self.owner!r}")
        if v == 1 and self.owner != "middle":
            raise ValueError("a cube at 1 is in the middle")
        if v > 1 and self.owner == "middle":
            raise ValueError("a doubled cube has an owner")

    def flipped(self) -> Cube:
        """The same cube seen by the other player."""
        swap = {"middle": "middle", "me": "opponent", "opponent": "me"}
        return Cube(self.value, swap[self.owner])  # type: ignore[arg-type]


@dataclass(frozen=True)
class MatchContext:
    """A game of a match seen from the player deciding: the match length, both scores and
    whether this game is the Crawford game. A game in which a side is one point from the
    target and which is not the Crawford game is after it (post-Crawford)."""

    target: int
    my_score: int = 0
    opponent_score: int = 0
    crawford: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.target <= MAX_AWAY:
            raise ValueError(f"match length must be 1..{MAX_AWAY}: {self.target!r}")
        for s in (self.my_score, self.opponent_score):
            if not 0 <= s < self.target:
                raise ValueError(f"score {s!r} is outside 0..{self.target - 1}")
        if self.crawford and self.my_away != 1 and self.opponent_away != 1:
            raise ValueError("the Crawford game needs a side one point from the target")

    @property
    def my_away(self) -> int:
        """Points I still need."""
        return self.target - self.my_score

    @property
    def opponent_away(self) -> int:
        """Points the opponent still needs."""
        return self.target - self.opponent_score

    @property
    def post_crawford(self) -> bool:
        """True in the games after the Crawford game."""
        return not self.crawford and (self.my_away == 1) != (self.opponent_away == 1)

    def flipped(self) -> MatchContext:
        """The same match seen by the other player."""
        return MatchContext(self.target, self.opponent_score, self.my_score, self.crawford)


@dataclass(frozen=True)
class CubeDecision:
    """A cube decision seen from the player on turn (the one who may double).

    ``probabilities``: his cubeless outcome chances (win, gammon-win, backgammon-win,
    gammon-loss, backgammon-loss; cumulative, long nardy's mars as the gammon). The three
    equities are his cubeful values of playing on without doubling, of doubling when the
    opponent takes and of doubling when the opponent passes; ``units`` says their scale:
    ``"points"`` (money play, per unit of the current cube, so a pass is +1) or ``"mwc"``
    (match-winning chance, 0..1). ``double`` and ``take`` are the decisions of the level
    asked (``take`` is the opponent's answer if a double were offered). ``available`` is
    False when the player on turn may not double at all (the Crawford game, the cube at
    64 or owned by the opponent); ``double`` is then False.
    """

    probabilities: tuple[float, float, float, float, float]
    no_double: float
    double_take: float
    double_pass: float
    units: Literal["points", "mwc"]
    double: bool
    take: bool
    available: bool = True

    @property
    def best_double(self) -> bool:
        """The model's own verdict (before any level's naivety or noise): doubling is
        right when both answers of the opponent leave the doubler better off."""
        return self.available and min(self.double_take, self.double_pass) > self.no_double

    @property
    def best_take(self) -> bool:
        """The model's verdict for the opponent: take unless taking is worse for him."""
        return self.double_take <= self.double_pass

    @property
    def action(self) -> str:
        """The model's verdict in words: "no double", "double, take", "double, pass",
        "too good" (playing on for a gammon beats cashing), or "no cube" when unavailable."""
        if not self.available:
            return "no cube"
        if self.best_double:
            return "double, take" if self.best_take else "double, pass"
        if not self.best_take and self.no_double > self.double_pass:
            return "too good"
        return "no double"


# --------------------------------------------------------------------------- rules


def can_double(cube: Cube, match: MatchContext | None = None) -> bool:
    """May the player on turn offer the cube at all (RULES.md)? Not when the opponent owns
    it, when it is at 64 or in the Crawford game."""
    if cube.owner == "opponent" or cube.value >= MAX_CUBE:
        return False
    return not (match is not None and match.crawford)


def double_is_useful(away: int | None, value: int, crawford: bool) -> bool:
    """Can a side ``away`` points from the match (None in money play) gain anything by
    doubling a cube of ``value``? Not at 64, in the Crawford game, or when a win at the
    current value already wins him the match."""
    if value >= MAX_CUBE or crawford:
        return False
    return away is None or away > value


# --------------------------------------------------------------------------- probabilities


def _expand(out: np.ndarray, variant: Variant) -> np.ndarray:
    """Network outputs as the 5-column layout (long nardy: mars as gammon, no backgammon)."""
    if variant is Variant.SHORT:
        return np.asarray(out, dtype=np.float64)
    res = np.zeros((out.shape[0], 5))
    res[:, 0], res[:, 1], res[:, 3] = out[:, 0], out[:, 1], out[:, 2]
    return res


def _won(points: int) -> np.ndarray:
    """Outcome vector of a game just won by ``points`` (1, 2 or 3) by the side to move."""
    return np.array([1.0, float(points >= 2), float(points >= 3), 0.0, 0.0])


def outcome_probabilities(position: Position, plies: int = 0) -> np.ndarray:
    """Cubeless outcome chances of the player on turn, before his roll, as 5 floats:
    win, gammon-win, backgammon-win, gammon-loss, backgammon-loss (cumulative; long
    nardy's mars is the gammon and backgammons are 0).

    ``plies=0``: the network (exact tables in pure bear-offs). ``plies=1``: the average over
    the 21 rolls of the 0-ply chances after the best play of each roll (the play the
    network rates best), one batched evaluation.
    """
    if position.winner is not None:
        raise ValueError("the game is over")
    player = load_player(position.variant, "strong")
    if plies <= 0:
        out = player.probabilities(np.array([mover_state(position)]))
        return _expand(out, position.variant)[0]
    rows: list[tuple[int, ...]] = []
    groups: list[tuple[float, int, int]] = []  # (weight, first row, number of rows)
    total = np.zeros(5)
    for dice, weight in ROLLS:
        plays = legal_plays(position, dice)
        won = [p for p in plays if p.position.winner is not None]
        if won:
            best = max(score(p.position, position.turn)[0] for p in won)
            total += weight * _won(best)
            continue
        groups.append((float(weight), len(rows), len(plays)))
        rows.extend(mover_state(p.position) for p in plays)
    if rows:
        states = np.array(rows)
        theirs = _expand(player.probabilities(states), position.variant)
        # Their equity (their view) of each reply position; my best play leaves them least.
        eq = 2 * theirs[:, 0] - 1 + theirs[:, 1] - theirs[:, 3] + theirs[:, 2] - theirs[:, 4]
        for share, start, n in groups:
            k = start + int(np.argmin(eq[start : start + n]))
            t = theirs[k]
            total += share * np.array([1.0 - t[0], t[3], t[4], t[1], t[2]])
    return total / 36.0


def efficiency(position: Position) -> float:
    """Cube efficiency ``x`` for ``position`` (see the module docstring)."""
    if position.variant is Variant.LONG:
        return LONG_EFFICIENCY
    s = mover_state(position)
    mine = [k for k in range(1, 25) if s[k] > 0]
    theirs = [k for k in range(1, 25) if s[k] < 0]
    contact = s[25] > 0 or s[26] > 0 or (mine and theirs and max(mine) > min(theirs))
    if contact:
        return 0.68
    if max(mine, default=0) <= 6 and min(theirs, default=25) >= 19:
        return 0.6
    pips = sum(k * s[k] for k in mine)
    return min(0.7, max(0.6, 0.55 + 0.00125 * pips))


# --------------------------------------------------------------------------- the model


class OutcomeValues:
    """The doubler's values of game results: points per current cube (money) or MWC."""

    def __init__(self, cube: int, match: MatchContext | None) -> None:
        self.cube = cube
        self.match = match

    def __call__(self, points: int) -> float:
        """Value of winning (``points > 0``) or losing ``points`` (already times the cube)."""
        m = self.match
        if m is None:
            return points / self.cube
        return mwc_after(m.my_away, m.opponent_away, points, m.crawford, m.post_crawford)


def win_loss_values(p: np.ndarray, values: OutcomeValues, c: int) -> tuple[float, float]:
    """Average values (win, loss) of the games won and lost at a cube of ``c``."""
    w, wg, wb, lg, lb = (float(v) for v in p)
    if w > 1e-9:
        win = ((w - wg) * values(c) + (wg - wb) * values(2 * c) + wb * values(3 * c)) / w
    else:
        win = values(c)
    lw = 1.0 - w
    if lw > 1e-9:
        loss = ((lw - lg) * values(-c) + (lg - lb) * values(-2 * c) + lb * values(-3 * c)) / lw
    else:
        loss = values(-c)
    return win, loss


def cash_points(
    p: np.ndarray, values: OutcomeValues, cube: int, match: MatchContext | None
) -> dict[int, tuple[float, float]]:
    """For each cube level ``c`` from ``cube`` up: ``(mine, theirs)``, the win chance of
    mine at which the opponent passes my double ``c -> 2c``, and the win chance of mine at
    (or below) which I pass his double ``c -> 2c`` (his cash point, in my chances). Levels
    at which a side cannot usefully double are left out of the recursion (dead)."""
    crawford = match is not None and match.crawford
    my_away = match.my_away if match else None
    op_away = match.opponent_away if match else None
    levels = []
    c = cube
    while c < MAX_CUBE:
        levels.append(c)
        c *= 2
    out: dict[int, tuple[float, float]] = {}
    for c in reversed(levels):
        win2, loss2 = win_loss_values(p, values, 2 * c)
        nxt = out.get(2 * c)
        # My double c -> 2c: he owns 2c and redoubles at his cash point if that is alive.
        if nxt is not None and double_is_useful(op_away, 2 * c, crawford):
            his = nxt[1]  # my chance at which he cashes 2c
            den = win2 - values(-2 * c)
            mine = his + (1.0 - his) * (values(c) - values(-2 * c)) / den if den > 0 else 1.0
        else:
            den = win2 - loss2
            mine = (values(c) - loss2) / den if den > 0 else 1.0
        # His double c -> 2c: I own 2c and redouble at my cash point if that is alive.
        if nxt is not None and double_is_useful(my_away, 2 * c, crawford):
            my_cash = nxt[0]
            den = values(2 * c) - loss2
            theirs = my_cash * (values(-c) - loss2) / den if den > 0 else 0.0
        else:
            den = win2 - loss2
            theirs = (values(-c) - loss2) / den if den > 0 else 0.0
        out[c] = (min(1.0, max(0.0, mine)), min(1.0, max(0.0, theirs)))
    return out


def _cubeful(
    p: np.ndarray, values: OutcomeValues, cube: Cube, match: MatchContext | None, x: float
) -> float:
    """Janowski cubeful value for the player on roll: ``x * live + (1 - x) * dead``."""
    c = cube.value
    w = float(p[0])
    win, loss = win_loss_values(p, values, c)
    dead = w * win + (1.0 - w) * loss
    crawford = match is not None and match.crawford
    my_away = match.my_away if match else None
    op_away = match.opponent_away if match else None
    i_can = cube.owner != "opponent" and double_is_useful(my_away, c, crawford)
    he_can = cube.owner != "me" and double_is_useful(op_away, c, crawford)
    if not (i_can or he_can):
        return dead
    cp = cash_points(p, values, c, match)[c]
    xs, ys = [0.0], [loss]
    if he_can:
        xs.append(cp[1])
        ys.append(values(-c))
    if i_can:
        xs.append(max(cp[0], xs[-1]))
        ys.append(values(c))
    xs.append(1.0)
    ys.append(win)
    live = float(np.interp(w, xs, ys))
    return x * live + (1.0 - x) * dead


def decide(
    probabilities: np.ndarray | Sequence[float],
    cube: Cube,
    match: MatchContext | None = None,
    x: float = 0.68,
) -> CubeDecision:
    """The model's cube decision for the player on roll from his cubeless outcome chances
    (5 floats, as :func:`outcome_probabilities` gives), the cube, the match (None: money)
    and the cube efficiency ``x``. ``double``/``take`` are the model's verdicts."""
    p = np.clip(np.asarray(probabilities, dtype=np.float64), 0.0, 1.0)
    values = OutcomeValues(cube.value, match)
    available = can_double(cube, match)
    nd = _cubeful(p, values, cube, match, x)
    doubled = Cube(min(2 * cube.value, MAX_CUBE), "opponent")
    if available:
        dt = _cubeful(p, OutcomeValues(cube.value, match), doubled, match, x)
    else:
        dt = nd
    dp = values(cube.value)
    probs = (float(p[0]), float(p[1]), float(p[2]), float(p[3]), float(p[4]))
    useful = available and double_is_useful(match.my_away if match else None, cube.value, False)
    double = useful and min(dt, dp) > nd
    return CubeDecision(
        probs, nd, dt, dp, "points" if match is None else "mwc", double, dt <= dp, available
    )


# --------------------------------------------------------------------------- levels


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")


def cube_decision(
    position: Position,
    cube: Cube,
    match: MatchContext | None = None,
    level: str = "strong",
    rng: random.Random | None = None,
    x: float | None = None,
) -> CubeDecision:
    """The cube decision of the player on turn (``position.turn``, before his roll) at
    ``level``; ``cube`` and ``match`` are seen from him. ``double`` is what he does,
    ``take`` what the opponent at the same level would answer. ``rng`` drives the noise of
    ``beginner`` and ``medium`` (a fixed seed gives a reproducible answer); ``x`` overrides
    the cube efficiency (for measurements)."""
    _check_level(level)
    if position.winner is not None:
        raise ValueError("the game is over")
    probs = outcome_probabilities(position, plies=1 if level == "master" else 0)
    x = efficiency(position) if x is None else x
    model = decide(probs, cube, match, x)
    if level in ("strong", "master"):
        return model
    rng = rng if rng is not None else random.Random()
    if level == "medium":
        noisy = probs.copy()
        shift = rng.gauss(0.0, _MEDIUM_NOISE)
        noisy[0] = min(1.0, max(0.0, noisy[0] + shift))
        noisy[1:3] = np.minimum(noisy[1:3], noisy[0])
        noisy[3:5] = np.minimum(noisy[3:5], 1.0 - noisy[0])
        d = decide(noisy, cube, match, x)
        return CubeDecision(
            model.probabilities, model.no_double, model.double_take, model.double_pass,
            model.units, d.double, d.take, model.available,
        )
    # beginner: raw winning chance against fixed thresholds, with noise.
    w = float(probs[0])
    useful = model.available and double_is_useful(match.my_away if match else None, cube.value, False)
    double = useful and w + rng.gauss(0.0, _BEGINNER_NOISE) > _BEGINNER_DOUBLE
    take = (1.0 - w) + rng.gauss(0.0, _BEGINNER_NOISE) > _BEGINNER_TAKE
    return CubeDecision(
        model.probabilities, model.no_double, model.double_take, model.double_pass,
        model.units, double, take, model.available,
    )


def should_double(
    position: Position,
    cube: Cube,
    match: MatchContext | None = None,
    level: str = "strong",
    rng: random.Random | None = None,
) -> bool:
    """Should the player on turn (``position.turn``, before his roll) double? ``cube`` and
    ``match`` are seen from him. Always False when he may not double (:func:`can_double`)
    or when doubling cannot gain him anything (a win at the current value already wins
    him the match)."""
    _check_level(level)
    if not can_double(cube, match):
        return False
    return cube_decision(position, cube, match, level, rng).double


def should_take(
    position: Position,
    cube: Cube,
    match: MatchContext | None = None,
    level: str = "strong",
    rng: random.Random | None = None,
) -> bool:
    """Should the player offered a double take it? ``position`` is the doubler's position
    (``position.turn`` is the doubler, before his roll); ``cube`` is the cube as it was
    before the double and ``match`` the match, both seen from the **taker**. The answer
    is computed from the doubler's side (the cube and match flipped)."""
    _check_level(level)
    return cube_decision(position, cube.flipped(), match.flipped() if match else None,
                         level, rng).take
