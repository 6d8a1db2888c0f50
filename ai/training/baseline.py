"""A hand-written heuristic player and a random player: the yardstick of the training log
(:mod:`ai.training.train`) and opponents of ``bench/ai.py``.

:func:`baseline_play` scores every legal play's result **from the mover's side** with a
fixed linear formula and plays the best one (ties broken by the order of
:func:`engine.moves.legal_plays`, so it is deterministic).

Long nardy terms (weights in :data:`LONG_WEIGHTS`):

* ``off`` - checkers borne off (bearing off is always good);
* ``home`` - checkers in the home (points 1-6): the bear-off can start sooner;
* ``pips`` - race progress (a wasted pip when bearing off with a large die costs a little);
* ``points`` - distinct points held: every held point is one the opponent can't land on;
* ``block`` - the longest run of held points along the opponent's route (block-building);
* ``stack`` - checkers above three on one point (except the head): stacking wastes them;
* ``head`` - checkers still on the head (they must leave one per turn);
* ``far`` - checkers still in the first quarter (points 19-24): moving them on is urgent.

Short nardy terms: hitting (opponent on the bar), blots within direct reach of the
opponent, points made in the home, the longest prime, race progress and bearing off.

Against a uniformly random player the long-nardy baseline wins well over 90% of games
(measured by ``bench/ai.py``).
"""

from __future__ import annotations

import random

import numpy as np

from engine.moves import Play, legal_plays, mover_state
from engine.position import Position, Variant

from ..inputs.features import LONG_ROUTE_OPP, _longest_run, mover_view

__all__ = ["baseline_play", "random_play", "LONG_WEIGHTS", "SHORT_WEIGHTS"]

LONG_WEIGHTS = {
    "off": 4.0,
    "home": 0.6,
    "pips": 0.15,
    "points": 0.8,
    "block": 2.0,
    "stack": 0.5,
    "head": 0.4,
    "far": 0.3,
}
SHORT_WEIGHTS = {
    "off": 2.0,
    "pips": 0.08,
    "hit": 3.0,
    "exposed": 1.5,
    "home_points": 1.0,
    "prime": 0.8,
    "blots": 0.4,
}


def _score_long(S: np.ndarray) -> np.ndarray:
    w = LONG_WEIGHTS
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    pips = own @ np.arange(1, 25)
    block = _longest_run(own[:, LONG_ROUTE_OPP - 1] > 0)
    stack = np.maximum(own[:, :23] - 3, 0).sum(axis=1)
    return (
        w["off"] * S[:, 0]
        + w["home"] * own[:, :6].sum(axis=1)
        - w["pips"] * pips
        + w["points"] * (own > 0).sum(axis=1)
        + w["block"] * np.minimum(block, 6)
        - w["stack"] * stack
        - w["head"] * own[:, 23]
        - w["far"] * own[:, 18:23].sum(axis=1)
    )


def _score_short(S: np.ndarray) -> np.ndarray:
    w = SHORT_WEIGHTS
    n = S.shape[0]
    pts = S[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    pips = own @ np.arange(1, 25) + 25 * S[:, 25]
    opp_src = np.zeros((n, 25), dtype=bool)
    opp_src[:, 0] = S[:, 26] > 0
    opp_src[:, 1:] = opp > 0
    reach = np.zeros((n, 24), dtype=bool)
    for d in range(1, 7):
        reach[:, d - 1:] |= opp_src[:, : 25 - d]
    blot = own == 1
    return (
        w["off"] * S[:, 0]
        - w["pips"] * pips
        + w["hit"] * S[:, 26]
        - w["exposed"] * (blot & reach).sum(axis=1)
        - w["blots"] * blot.sum(axis=1)
        + w["home_points"] * (own[:, :6] >= 2).sum(axis=1)
        + w["prime"] * _longest_run(own >= 2)
    )


def baseline_play(
    position: Position, dice: tuple[int, int], rng: random.Random | None = None
) -> Play:
    """The heuristic's play (``rng`` is unused: the baseline is deterministic)."""
    plays = legal_plays(position, dice)
    if len(plays) == 1:
        return plays[0]
    S = mover_view(position.variant, np.array([mover_state(p.position) for p in plays]))
    score = _score_short(S) if position.variant is Variant.SHORT else _score_long(S)
    return plays[int(np.argmax(score))]


def random_play(
    position: Position, dice: tuple[int, int], rng: random.Random | None = None
) -> Play:
    """A uniformly random legal play."""
    plays = legal_plays(position, dice)
    return (rng or random).choice(plays)
