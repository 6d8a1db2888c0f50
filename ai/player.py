"""The computer player: evaluate every legal play's result, pick the best expected points.

One :class:`Player` class serves all levels; a level is a setting of it
(:data:`LEVEL_SETTINGS`):

============  =====================================================================
``beginner``  0-ply, Gaussian noise of standard deviation 0.35 points on every play's
              evaluation (often misses the best play, never plays absurdly)
``medium``    0-ply, noise 0.06 points (a close second choice now and then)
``strong``    0-ply, no noise: the network's best play
``master``    1-ply: the best 0-ply candidates (those within 0.16 points of the best, at
              most 6) are re-scored by averaging, over the 21 distinct rolls, the
              opponent's best 0-ply reply; candidates are expanded best first and the
              expansion stops once 4000 replies were generated (at least two
              candidates), which bounds the time per move
============  =====================================================================

Positions with no contact where both sides have every checker in their home are scored
exactly from the one-sided bear-off table (:mod:`ai.bearoff`); all others by the variant's
network (:mod:`ai.net`). All candidate plays (and, for ``master``, all replies of all
candidates) are encoded as one matrix and evaluated in one batched forward pass.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from engine.dice import ROLLS
from engine.game import score
from engine.moves import Play, State, legal_plays, legal_states, mover_state
from engine.position import CHECKERS, Position, Variant

from . import bearoff
from .features import mover_view, states_array
from .net import Net, equity

__all__ = ["LEVELS", "Level", "LEVEL_SETTINGS", "Player", "load_player", "weights_path"]

LEVELS: tuple[str, ...] = ("beginner", "medium", "strong", "master")

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"



@dataclass(frozen=True)
class Level:
    """A level's setting: evaluation noise (points), look-ahead depth and its pruning."""

    name: str
    noise: float = 0.0
    plies: int = 0
    candidates: int = 6
    window: float = 0.16
    budget: int = 4000


LEVEL_SETTINGS: dict[str, Level] = {
    "beginner": Level("beginner", noise=0.35),
    "medium": Level("medium", noise=0.06),
    "strong": Level("strong"),
    "master": Level("master", plies=1),
}


def weights_path(variant: Variant) -> Path:
    """The shipped weights file of ``variant``'s network."""
    return WEIGHTS_DIR / f"{variant.value}.npz"


def win_points(final: Position) -> int:
    """Points of the finished position ``final`` (docs/RULES.md scoring, via the engine)."""
    return score(final, final.winner if final.winner is not None else 0)[0]


def replies(position: Position, dice: tuple[int, int]) -> tuple[list[State], Position | None]:
    """The look-ahead's view of one roll: ``(results, None)`` with the mover's views of every
    legal play's result (:func:`engine.moves.legal_states`, no plays built), or ``([], final)``
    when a play wins at once, ``final`` being the win worth the most points."""
    results = legal_states(position, dice)
    if not any(s[0] == CHECKERS for s in results):
        return results, None
    wins = [q.position for q in legal_plays(position, dice) if q.position.winner is not None]
    return [], max(wins, key=win_points)


class Player:
    """An evaluator-based player for one variant (see the module docstring for levels)."""

    def __init__(
        self,
        variant: Variant,
        net: Net,
        noise: float = 0.0,
        plies: int = 0,
        name: str = "",
        candidates: int = 6,
        window: float = 0.16,
        use_bearoff: bool = True,
        budget: int = 4000,
    ) -> None:
        self.variant = variant
        self.net = net
        self.noise = noise
        self.plies = plies
        self.name = name
        self.candidates = candidates
        self.window = window
        self.use_bearoff = use_bearoff
        self.budget = budget

    # ------------------------------------------------------------------ evaluation
    def probabilities(self, states: np.ndarray) -> np.ndarray:
        """Outcome probabilities for the side to move (about to roll) of each mover-view
        state row ``(n, 27)``, ordered as :mod:`ai.net` orders them (short: win, gammon-win,
        backgammon-win, gammon-loss, backgammon-loss, cumulative; long: win, mars-win,
        mars-loss). Pure bear-offs come exactly from the bear-off table."""
        S = states_array(states)
        out = self.net.forward(self.net.encode(S)).astype(np.float64)
        if self.use_bearoff:
            mask = bearoff.exact_mask(S, self.variant)
            if mask.any():
                out[mask] = bearoff.race_probs(S[mask], self.variant)
        return out

    def evaluate(self, states: np.ndarray) -> np.ndarray:
        """Expected points for the side to move of each mover-view state row ``(n, 27)``."""
        S = states_array(states)
        eq = equity(self.net.forward(self.net.encode(S)), self.variant)
        if self.use_bearoff:
            mask = bearoff.exact_mask(S, self.variant)
            if mask.any():
                eq = eq.copy()
                eq[mask] = bearoff.race_equity(S[mask], self.variant)
        return eq

    def _scores(self, plays: list[Play]) -> np.ndarray:
        """0-ply score of each play for the mover (higher is better)."""
        scores = np.empty(len(plays))
        rows, idx = [], []
        for i, p in enumerate(plays):
            if p.position.winner is not None:
                scores[i] = 100.0 + win_points(p.position)
            else:
                rows.append(mover_state(p.position))
                idx.append(i)
        if rows:
            scores[idx] = -self.evaluate(np.array(rows, dtype=np.int64))
        return scores

    def _one_ply(self, plays: list[Play]) -> np.ndarray:
        """1-ply score of each play: the average over the 21 rolls of my equity after the
        opponent's best 0-ply reply.

        Candidates are expanded in the given order (best 0-ply first). Once the replies
        collected exceed :attr:`budget` positions (and at least two candidates are
        expanded) the remaining candidates get ``-inf``: a deterministic bound on the work
        per move (the time goes into generating the replies).
        """
        rows: list[tuple[int, ...]] = []
        groups: list[tuple[int, int, int]] = []  # (candidate, roll index, number of rows)
        fixed: dict[tuple[int, int], float] = {}  # (candidate, roll index) -> my equity
        expanded = 0
        for c, p in enumerate(plays):
            if c >= 2 and len(rows) > self.budget:
                break
            expanded += 1
            for r, (dice, _w) in enumerate(ROLLS):
                # the replies' results as the replier sees them (no Play objects: this
                # loop is most of the time of a move); seen by me after mover_view below
                results, won = replies(p.position, dice)
                if won is not None:  # a reply wins: score it
                    fixed[(c, r)] = -win_points(won)
                    continue
                rows.extend(results)
                groups.append((c, r, len(results)))
        values = (self.evaluate(mover_view(self.variant, np.array(rows, dtype=np.int64)))
                  if rows else np.zeros(0))
        total = np.zeros(len(plays))
        total[expanded:] = -np.inf
        start = 0
        for c, r, n in groups:
            # The opponent picks the reply worst for me; I am to move after it.
            total[c] += ROLLS[r][1] * values[start : start + n].min()
            start += n
        for (c, r), eq in fixed.items():
            total[c] += ROLLS[r][1] * eq
        return total / 36.0

    def choose(
        self, position: Position, dice: tuple[int, int], rng: random.Random | None = None
    ) -> Play:
        """The chosen play: always one of ``legal_plays(position, dice)``."""
        plays = legal_plays(position, dice)
        if len(plays) == 1:
            return plays[0]
        scores = self._scores(plays)
        if scores.max() >= 100.0:
            return plays[int(np.argmax(scores))]
        if self.noise > 0.0:
            rng = rng if rng is not None else random.Random()
            scores = scores + np.array([rng.gauss(0.0, self.noise) for _ in plays])
        if self.plies >= 1:
            order = np.argsort(-scores, kind="stable")
            best = scores[order[0]]
            keep = [int(i) for i in order[: self.candidates] if scores[i] >= best - self.window]
            if len(keep) > 1:
                deep = self._one_ply([plays[i] for i in keep])
                return plays[keep[int(np.argmax(deep))]]
            return plays[keep[0]]
        return plays[int(np.argmax(scores))]


@cache
def _net(variant: Variant) -> Net:
    bearoff.tables()  # load the shared bear-off table now, not during a move
    return Net.load(weights_path(variant))


@cache
def load_player(variant: Variant | str, level: str = "medium") -> Player:
    """The (cached) player of ``variant`` at ``level``; raise ValueError for an unknown level."""
    v = Variant.parse(variant)
    try:
        lv = LEVEL_SETTINGS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}") from None
    return Player(
        v, _net(v), lv.noise, lv.plies, lv.name, lv.candidates, lv.window, budget=lv.budget
    )


def choose_play(
    position: Position,
    dice: tuple[int, int],
    level: str = "medium",
    rng: random.Random | None = None,
) -> Play:
    """The computer's play for ``position`` and ``dice`` at ``level`` (one of :data:`LEVELS`)."""
    return load_player(position.variant, level).choose(position, dice, rng)
