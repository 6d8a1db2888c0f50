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
              candidates), which bounds the time per move. The two best 1-ply
              candidates, when within 0.02 points of each other, are then decided by
              a **2-ply**: after each of the opponent's 21 best replies my own 1-ply
              (441 rolls per candidate), where the variant's small pruning network
              (:func:`prune_path`) shortlists the 3 plays of each roll that the main
              network then scores; skipped (the 1-ply decides) when the plays of those
              rolls exceed 60,000 positions
============  =====================================================================

Positions with no contact where both sides have every checker in their home are scored
exactly from the one-sided bear-off table (:mod:`ai.bearoff`); all others by the variant's
network (:mod:`ai.net`). All candidate plays (and, for ``master``, all replies of all
candidates) are encoded as one matrix and evaluated in one batched forward pass. The
look-ahead generates the replies of all rolls at once (:mod:`ai.batchgen`); the plays made
always come from the engine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from engine.game import score
from engine.moves import Play, legal_plays, mover_state
from engine.position import CHECKERS, Position, Variant

from . import bearoff
from .batchgen import ROLL_WEIGHTS, all_rolls, group_best
from .batchgen import win_points as batch_win_points
from .inputs.features import mover_view, states_array
from .net import Net, equity

__all__ = [
    "LEVELS", "Level", "LEVEL_SETTINGS", "Player", "load_player", "level_player", "weights_path",
    "prune_path", "prune_net",
]

LEVELS: tuple[str, ...] = ("beginner", "medium", "strong", "master")

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"
CHUNK = 4096
"""Most rows :meth:`Player.evaluate` encodes at once."""
STATES_AT_ONCE = 8
"""Positions whose 21 rolls' plays :meth:`Player.one_ply_values` generates at once."""


@dataclass(frozen=True)
class Level:
    """A level's setting: evaluation noise (points), look-ahead depth and its pruning."""

    name: str
    noise: float = 0.0
    plies: int = 0
    candidates: int = 6
    window: float = 0.16
    budget: int = 4000
    deep: int = 0
    deep_window: float = 0.02
    deep_budget: int = 60000
    prune_keep: int = 0


LEVEL_SETTINGS: dict[str, Level] = {
    "beginner": Level("beginner", noise=0.35),
    "medium": Level("medium", noise=0.06),
    "strong": Level("strong"),
    "master": Level("master", plies=1, deep=2, prune_keep=3),
}


def weights_path(variant: Variant) -> Path:
    """The shipped weights file of ``variant``'s network."""
    return WEIGHTS_DIR / f"{variant.value}.npz"


def prune_path(variant: Variant) -> Path:
    """The shipped pruning network of ``variant`` (feature set 0, a small hidden layer): it
    shortlists the plays of each roll at the deepest level of ``master``'s 2-ply."""
    return WEIGHTS_DIR / f"{variant.value}_prune.npz"


def win_points(final: Position) -> int:
    """Points of the finished position ``final`` (docs/RULES.md scoring, via the engine)."""
    return score(final, final.winner if final.winner is not None else 0)[0]


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
        deep: int = 0,
        deep_window: float = 0.02,
        deep_budget: int = 60000,
        prune: Net | None = None,
        prune_keep: int = 3,
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
        self.deep = deep
        self.deep_window = deep_window
        self.deep_budget = deep_budget
        self.prune = prune
        self.prune_keep = prune_keep

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
        """Expected points for the side to move of each mover-view state row ``(n, 27)``.

        Rows are encoded and evaluated :data:`CHUNK` at a time, which bounds the memory a
        deep search takes (its features are some 2 KB a row)."""
        S = states_array(states)
        if S.shape[0] <= CHUNK:
            eq = equity(self.net.forward(self.net.encode(S)), self.variant)
        else:
            eq = np.concatenate([
                equity(self.net.forward(self.net.encode(S[i : i + CHUNK])), self.variant)
                for i in range(0, S.shape[0], CHUNK)
            ])
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

    # ------------------------------------------------------------ the batched search
    def _roll_bests(
        self, G: np.ndarray, R: np.ndarray, n: int
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The best 0-ply play of each of ``n`` (position, roll) pairs, from their results
        ``(G, R)`` (:func:`ai.batchgen.results`). Returns ``(value, chosen, won)``, each
        ``(n,)``: the mover's equity after that play (the win's points when a play wins: the
        most valuable win is taken at once), its row in ``R``, and whether it wins."""
        win = R[:, 0] == CHECKERS
        v = np.empty(R.shape[0])
        if win.any():
            v[win] = batch_win_points(self.variant, R[win])
        if (~win).any():
            v[~win] = -self.evaluate(mover_view(self.variant, R[~win]))
        key = np.where(win, 100.0 + v, v)
        chosen = group_best(G, key, n)
        return v[chosen], chosen, win[chosen]

    def _batched_one_ply(
        self, plays: list[Play], budget: int | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """1-ply score of each play: the average over the 21 rolls of my equity after the
        opponent's best 0-ply reply (all rolls of all candidates generated at once).

        Candidates are expanded in the given order (best 0-ply first). Once the replies
        collected exceed ``budget`` positions (default :attr:`budget`; at least two
        candidates are expanded) the remaining candidates get ``-inf``: a deterministic
        bound on the work per move. ``testkit.reference.per_roll_one_ply`` computes the same roll by roll
        through the engine.

        Also returns, for the expanded candidates, what a 2-ply needs: ``(scores, R,
        chosen, won, reply value)`` with ``chosen``/``won``/``reply value`` ``(k, 21)``: the
        opponent's best reply to each roll (a row of ``R``), whether it wins, and his
        equity after it."""
        C = np.array([mover_state(p.position) for p in plays], dtype=np.int64)
        k = len(plays)
        G, R = all_rolls(C, self.variant)
        # The work bound: replies counted for rolls with no winning reply.
        size = np.bincount(G, minlength=21 * k)
        wins = np.bincount(G, weights=R[:, 0] == CHECKERS, minlength=21 * k) > 0
        rows = np.where(wins, 0, size).reshape(k, 21).sum(axis=1)
        before = np.concatenate([[0], np.cumsum(rows)[:-1]])
        limit = self.budget if budget is None else budget
        expanded = int(((np.arange(k) < 2) | (before <= limit)).sum())
        if expanded < k:
            cut = np.searchsorted(G, 21 * expanded)
            G, R = G[:cut], R[:cut]
        value, chosen, won = self._roll_bests(G, R, 21 * expanded)
        total = np.full(k, -np.inf)
        total[:expanded] = -(value.reshape(expanded, 21) @ ROLL_WEIGHTS) / 36.0
        return (total, R, chosen.reshape(expanded, 21), won.reshape(expanded, 21),
                value.reshape(expanded, 21))

    def one_ply_values(self, S: np.ndarray, limit: int | None = None) -> np.ndarray | None:
        """The 1-ply equity ``(n,)`` of the side to move (about to roll) in each mover-view
        state row of ``S``: over the 21 rolls, the equity after its best 0-ply play (a win
        counts its points). None, with nothing evaluated, when the plays of all rolls lead
        to more than ``limit`` positions."""
        n = S.shape[0]
        groups: list[np.ndarray] = []
        results: list[np.ndarray] = []
        made = 0
        for i in range(0, n, STATES_AT_ONCE):  # a few states at a time: bounded memory
            part = S[i : i + STATES_AT_ONCE]
            G, R = all_rolls(part, self.variant)
            made += R.shape[0]
            if limit is not None and made > limit:
                return None
            if self.prune is not None:
                G, R = self._shortlist(G, R)
            groups.append(G + 21 * i)
            results.append(R)
        value, _chosen, _won = self._roll_bests(np.concatenate(groups), np.concatenate(results),
                                                21 * n)
        return (value.reshape(n, 21) @ ROLL_WEIGHTS) / 36.0

    def _shortlist(self, G: np.ndarray, R: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The :attr:`prune_keep` results of each pair that the pruning network
        (:attr:`prune`) scores best for the mover, and every winning one; in the order of
        ``(G, R)``."""
        assert self.prune is not None
        win = R[:, 0] == CHECKERS
        score = np.full(R.shape[0], np.inf)
        rows = np.flatnonzero(~win)
        for i in range(0, rows.shape[0], 4 * CHUNK):  # bounded memory, as in evaluate
            part = rows[i : i + 4 * CHUNK]
            seen = mover_view(self.variant, R[part]).astype(np.int8)
            score[part] = -equity(self.prune.forward(self.prune.encode(seen)), self.variant)
        order = np.lexsort((-score, G))
        starts = np.searchsorted(G[order], G[order], side="left")
        keep = np.zeros(R.shape[0], dtype=bool)
        keep[order[np.arange(R.shape[0]) - starts < max(self.prune_keep, 1)]] = True
        return G[keep], R[keep]

    def _two_ply(
        self, R: np.ndarray, chosen: np.ndarray, won: np.ndarray, reply: np.ndarray
    ) -> np.ndarray | None:
        """2-ply scores ``(k,)`` of candidates from their opponent's best replies (as
        :meth:`_batched_one_ply` returns them for those candidates): over the 21 rolls, my
        1-ply equity after the reply, or the reply's win. None when that takes more than
        :attr:`deep_budget` positions (a bound on the time of a move)."""
        live = ~won
        mine = np.where(live, 0.0, -reply)
        if live.any():
            values = self.one_ply_values(
                mover_view(self.variant, R[chosen[live]]), self.deep_budget
            )
            if values is None:
                return None
            mine[live] = values
        return (mine @ ROLL_WEIGHTS) / 36.0

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
            if len(keep) == 1:
                return plays[keep[0]]
            deep, R, chosen, won, reply = self._batched_one_ply([plays[i] for i in keep])
            if self.deep >= 2:
                rank = np.argsort(-deep, kind="stable")[: self.deep]
                close = rank[deep[rank] >= deep[rank[0]] - self.deep_window]
                if len(close) > 1:
                    two = self._two_ply(R, chosen[close], won[close], reply[close])
                    if two is not None:
                        return plays[keep[int(close[int(np.argmax(two))])]]
            return plays[keep[int(np.argmax(deep))]]
        return plays[int(np.argmax(scores))]


@cache
def _net(variant: Variant) -> Net:
    bearoff.load()  # load the shared bear-off table now, not during a move
    return Net.load(weights_path(variant))


def level_player(level: Level, variant: Variant, net: Net, name: str | None = None) -> Player:
    """A player of ``variant`` with the settings of ``level`` on the network ``net`` (with
    the shipped pruning network where the level's 2-ply uses one); named ``name`` or the
    level's name."""
    return Player(
        variant, net, level.noise, level.plies, level.name if name is None else name,
        level.candidates, level.window, budget=level.budget, deep=level.deep,
        deep_window=level.deep_window, deep_budget=level.deep_budget,
        prune=prune_net(variant) if level.prune_keep and level.deep >= 2 else None,
        prune_keep=level.prune_keep,
    )


@cache
def prune_net(variant: Variant) -> Net:
    """The shipped pruning network of ``variant`` (:func:`prune_path`), loaded once."""
    return Net.load(prune_path(variant))


@cache
def load_player(variant: Variant | str, level: str = "medium") -> Player:
    """The (cached) player of ``variant`` at ``level``; raise ValueError for an unknown level."""
    v = Variant.parse(variant)
    try:
        lv = LEVEL_SETTINGS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}") from None
    return level_player(lv, v, _net(v))


def choose_play(
    position: Position,
    dice: tuple[int, int],
    level: str = "medium",
    rng: random.Random | None = None,
) -> Play:
    """The computer's play for ``position`` and ``dice`` at ``level`` (one of :data:`LEVELS`)."""
    return load_player(position.variant, level).choose(position, dice, rng)
