"""Luck beside skill: how much each roll of a game helped or hurt, as GNU Backgammon
measures it.

The luck of a roll is the mover's equity after the best play of the roll that came minus
the average, over the 21 rolls weighted 1/36 (a double) and 2/36, of the equity after each
roll's best play. Both are 0-ply equities of the player's network (expected points of the
game from the mover's side, cubeless; a play that wins at once is worth its points); the
luck is then multiplied by the cube's value at that roll. The first turn's roll cannot be a
double (it comes from the roll-off), so its average is over the 15 other rolls (2/30 each).
A roll with no legal play counts too: the equity after it is the position left as it was.

Per player: the total, the luck per roll, the luckiest and unluckiest rolls (a roll worth
at least :data:`JOKER` points either way is a "joker", as GNU Backgammon marks "very lucky"
and "very unlucky" rolls), and the luck-adjusted result: the points won minus the net luck
(own luck minus the opponent's), i.e. what the game would have been worth had the dice
been average.

Cost: one batched generation of every roll of every turn and one network pass over their
results (:func:`ai.batchgen.all_rolls`): a whole game takes well under the analysis' time
(figures in bench/README.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import numpy as np

from engine.game import Game
from engine.moves import Turn, mover_state
from engine.position import CHECKERS, Position, Variant

from .batchgen import ROLL_DICE, ROLL_WEIGHTS, all_rolls, group_best
from .batchgen import win_points as batch_win_points
from .inputs.features import mover_view
from .player import Player, load_player

__all__ = [
    "JOKER", "LUCKY", "RollLuck", "PlayerLuck", "GameLuck", "roll_values", "roll_luck",
    "game_luck", "roll_index",
]

LEVEL = "strong"
"""The level whose network judges luck by default: the coach's (``ai.analysis.HINT_LEVEL``)."""

JOKER = 0.6
"""A roll whose luck is at least this many points (either way) is a joker ("very lucky" or
"very unlucky" in GNU Backgammon's words)."""

LUCKY = 0.3
"""A roll whose luck is at least this many points either way is lucky or unlucky."""

FIRST_WEIGHTS = np.where(ROLL_DICE[:, 0] == ROLL_DICE[:, 1], 0.0, ROLL_WEIGHTS)
"""The weights of the first turn's roll (no doubles), out of 30."""

_CHUNK = 8  # states whose 21 rolls are generated at once (bounded memory)


def roll_index(dice: tuple[int, int]) -> int:
    """The row of ``dice`` (either order) in :data:`ai.batchgen.ROLL_DICE`."""
    lo, hi = sorted(dice)
    return int(np.flatnonzero((ROLL_DICE[:, 0] == lo) & (ROLL_DICE[:, 1] == hi))[0])


def roll_values(player: Player, states: np.ndarray) -> np.ndarray:
    """``(n, 21)``: for each mover-view state (the mover about to roll) and each of the 21
    rolls, the mover's 0-ply equity after the roll's best play."""
    S = np.asarray(states, dtype=np.int64).reshape(-1, 27)
    out = np.empty((S.shape[0], 21))
    for i in range(0, S.shape[0], _CHUNK):
        part = S[i : i + _CHUNK]
        G, R = all_rolls(part, player.variant)
        win = R[:, 0] == CHECKERS
        v = np.empty(R.shape[0])
        if win.any():
            v[win] = batch_win_points(player.variant, R[win])
        if (~win).any():
            v[~win] = -player.evaluate(mover_view(player.variant, R[~win]))
        chosen = group_best(G, np.where(win, 100.0 + v, v), 21 * part.shape[0])
        out[i : i + part.shape[0]] = v[chosen].reshape(-1, 21)
    return out


def roll_luck(values: np.ndarray, dice: tuple[int, int], *, first: bool = False) -> np.ndarray:
    """The luck of ``dice`` for each row of ``values`` ``(n, 21)`` (:func:`roll_values`):
    the value of that roll minus the weighted average of all 21 (of the 15 non-doubles for
    the first turn's roll)."""
    w = FIRST_WEIGHTS if first else ROLL_WEIGHTS
    V = np.atleast_2d(values)
    return V[:, roll_index(dice)] - (V @ w) / w.sum()


@dataclass(frozen=True, slots=True)
class RollLuck:
    """The luck of one roll: turn ``index`` of the history, the mover ``color``, the
    ``dice`` and the ``luck`` in points (cube included)."""

    index: int
    color: int
    dice: tuple[int, int]
    luck: float

    @property
    def kind(self) -> str:
        """``"joker"`` (|luck| >= :data:`JOKER`), ``"lucky"``, ``"unlucky"`` (>= :data:`LUCKY`
        either way) or ``""``; a negative joker is an unlucky one (see :attr:`luck`)."""
        if abs(self.luck) >= JOKER:
            return "joker"
        if self.luck >= LUCKY:
            return "lucky"
        if self.luck <= -LUCKY:
            return "unlucky"
        return ""


@dataclass(frozen=True, slots=True)
class PlayerLuck:
    """One player's luck: the ``total`` (points), the number of ``rolls``, the three
    ``luckiest`` (best first) and the three ``unluckiest`` (worst first), each only rolls
    that helped (hurt)."""

    color: int
    total: float
    rolls: int
    luckiest: tuple[RollLuck, ...]
    unluckiest: tuple[RollLuck, ...]

    @property
    def per_roll(self) -> float:
        """Luck per roll (0 without rolls)."""
        return self.total / self.rolls if self.rolls else 0.0

    @property
    def jokers(self) -> int:
        """Rolls among the luckiest worth at least :data:`JOKER` points."""
        return sum(1 for r in self.luckiest if r.luck >= JOKER)


@dataclass(frozen=True)
class GameLuck:
    """The luck of a game: per colour (0 White, 1 Black) a :class:`PlayerLuck`;
    ``result``: the points each colour won (negative for the loser, 0 in a game not over);
    ``adjusted``: the result minus the net luck; ``rolls``: every roll's luck in order."""

    variant: Variant
    players: tuple[PlayerLuck, PlayerLuck]
    result: tuple[float, float]
    adjusted: tuple[float, float]
    rolls: tuple[RollLuck, ...] = ()

    def to_json(self) -> str:
        """A JSON text that :meth:`from_json` reads back."""
        def roll(r: RollLuck) -> list[Any]:
            return [r.index, r.color, r.dice[0], r.dice[1], round(r.luck, 6)]
        return json.dumps({
            "v": 1, "variant": self.variant.value,
            "players": [[p.color, round(p.total, 6), p.rolls, [roll(r) for r in p.luckiest],
                         [roll(r) for r in p.unluckiest]] for p in self.players],
            "result": list(self.result), "adjusted": [round(x, 6) for x in self.adjusted],
            "rolls": [roll(r) for r in self.rolls],
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> GameLuck:
        """The luck written by :meth:`to_json`; ValueError if the text is not one."""
        try:
            d = json.loads(text)

            def roll(x: list[Any]) -> RollLuck:
                return RollLuck(int(x[0]), int(x[1]), (int(x[2]), int(x[3])), float(x[4]))
            ps = [PlayerLuck(int(p[0]), float(p[1]), int(p[2]), tuple(roll(r) for r in p[3]),
                             tuple(roll(r) for r in p[4])) for p in d["players"]]
            return cls(Variant.parse(d["variant"]), (ps[0], ps[1]),
                       (float(d["result"][0]), float(d["result"][1])),
                       (float(d["adjusted"][0]), float(d["adjusted"][1])),
                       tuple(roll(r) for r in d.get("rolls", ())))
        except (KeyError, TypeError, IndexError, json.JSONDecodeError) as exc:
            raise ValueError(f"not a luck report: {exc}") from exc


def _turn_positions(game: Game) -> list[Position]:
    """The position before each turn of the history (the mover on turn)."""
    out = []
    pos = game.start
    for rec in game.history:
        out.append(pos)
        pos = Turn(pos, rec.dice, rec.steps).result() if rec.steps else pos.swap_turn()
    return out


def _cube_values(game: Game) -> list[int]:
    """The cube's value at each turn of the history."""
    values, v = [], 1
    log = [a for a in game.cube_log if a.action == "take"]
    for i in range(len(game.history)):
        while log and log[0].ply <= i:
            v = log.pop(0).value
        values.append(v)
    return values


def game_luck(game: Game, *, player: Player | None = None) -> GameLuck:
    """The luck of every roll of ``game``'s history and the players' figures (module doc).
    ``player`` gives the network (default: :data:`LEVEL`'s)."""
    pl = player if player is not None else load_player(game.variant, LEVEL)
    positions = _turn_positions(game)
    rolls: list[RollLuck] = []
    if positions:
        values = roll_values(pl, np.array([mover_state(p) for p in positions]))
        cube = _cube_values(game)
        for i, rec in enumerate(game.history):
            luck = float(roll_luck(values[i], rec.dice, first=i == 0)[0]) * cube[i]
            rolls.append(RollLuck(i, rec.color, rec.dice, luck))
    players = []
    for color in (0, 1):
        mine = [r for r in rolls if r.color == color]
        best = sorted((r for r in mine if r.luck > 0), key=lambda r: -r.luck)[:3]
        worst = sorted((r for r in mine if r.luck < 0), key=lambda r: r.luck)[:3]
        players.append(PlayerLuck(color, float(sum(r.luck for r in mine)), len(mine),
                                  tuple(best), tuple(worst)))
    r = game.result
    won = 0.0 if r is None else float(r.points if r.winner == 0 else -r.points)
    net = players[0].total - players[1].total
    return GameLuck(game.variant, (players[0], players[1]), (won, -won),
                    (won - net, -(won - net)), tuple(rolls))
