"""Computer opponent for short and long nardy.

Public API (pure and synchronous; the bot runs it in a worker thread)::

    LEVELS: tuple[str, ...] = ("beginner", "medium", "strong", "master")

    choose_play(position, dice, level="medium", rng=None) -> Play
        The computer's play, always one of engine.moves.legal_plays(position, dice).
        ``rng`` (random.Random) drives the evaluation noise of the lower levels: a fixed
        seed gives a reproducible choice; "strong" and "master" never use it.

    load_player(variant, level) -> Player
        The cached player of a variant ("short"/"long" or Variant) at a level;
        Player.choose(position, dice, rng=None) -> Play. Loading the networks and the
        bear-off table happens once, on first use (well under a second).

Cube decisions (:mod:`ai.cube`; pure functions of plain values, seen from the player
deciding)::

    Cube(value=1, owner="middle"|"me"|"opponent"); MatchContext(target, my_score,
    opponent_score, crawford=False) or None for a single game (money play)

    should_double(position, cube, match=None, level="strong", rng=None) -> bool
        For the player on turn (position.turn), before his roll.
    should_take(position, cube, match=None, level="strong", rng=None) -> bool
        For the player offered the cube: position is the doubler's (he is on turn), cube
        (before the double) and match are seen from the taker.
    cube_decision(position, cube, match=None, level="strong", rng=None) -> CubeDecision
        The equities of no double / double-take / double-pass for the player on turn, the
        outcome probabilities and the decisions (for showing and coaching).
    can_double(cube, match=None) -> bool
        The rules alone: not with the opponent's cube, at 64 or in the Crawford game.

Money play uses Janowski's cubeful model; matches the Kazaross-XG2 match equity table
(:mod:`ai.met`: ``match_equity(a_away, b_away, post_crawford=False)``).

The player evaluates every legal play's result with a small neural network, one per
variant (:mod:`ai.net`; its inputs are encoded by :mod:`ai.inputs`), and with the exact
bear-off table (:mod:`ai.bearoff`) once both sides bear off. Levels are settings of the
same player (see :mod:`ai.player`); in both variants ``master`` settles close calls by a
2-ply over plays generated in batches (:mod:`ai.batchgen`), with a small pruning network
(feature set 0) shortlisting the plays of the deepest level. Coaching verdicts on played
games come from :mod:`ai.analysis` and :mod:`ai.cube_review`.
``python -m ai move`` is a JSON-lines command-line interface (:mod:`ai.__main__`).

How the networks are made (self-play, supervised fits, expert iteration, ranking fits,
distillation) lives in :mod:`ai.training`, which runs from a checkout only: neither the bot
nor ``python -m ai move`` imports it, and it is left out of the wheel and the Docker image
(``ai/TRAINING.md``).
"""

from __future__ import annotations

from .cube import (
    Cube,
    CubeDecision,
    MatchContext,
    can_double,
    cube_decision,
    should_double,
    should_take,
)
from .met import match_equity
from .player import LEVELS, Player, choose_play, load_player

__all__ = [
    "LEVELS",
    "Player",
    "choose_play",
    "load_player",
    "Cube",
    "CubeDecision",
    "MatchContext",
    "can_double",
    "cube_decision",
    "should_double",
    "should_take",
    "match_equity",
]
