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

The player evaluates every legal play's result with a small neural network trained by
self-play TD(lambda) (:mod:`ai.net`, :mod:`ai.features`, :mod:`ai.train`), one per
variant, and with the exact bear-off table (:mod:`ai.bearoff`) once both sides bear off.
Levels are settings of the same player (see :mod:`ai.player`). ``python -m ai move`` is a
JSON-lines command-line interface (:mod:`ai.__main__`); :mod:`ai.baseline` holds the
heuristic benchmark opponents.
"""

from __future__ import annotations

from .player import LEVELS, Player, choose_play, load_player

__all__ = ["LEVELS", "Player", "choose_play", "load_player"]
