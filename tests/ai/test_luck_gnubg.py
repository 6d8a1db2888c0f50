"""Luck against GNU Backgammon's luck analysis on a sample of short-nardy games: the net
luck (White's minus Black's, what the luck-adjusted result subtracts) has the same sign
in most games and the players' totals correlate. Skipped without ``gnubg``; the figures
on a larger sample are in bench/README.md (``bench/dice_gnubg.py``)."""

from __future__ import annotations

import random
import statistics

import pytest

from ai.luck import game_luck
from ai.player import load_player
from engine import Game
from engine.committed import CommittedDice
from engine.records import mat_text
from testkit.gnubg_luck import gnubg_luck, gnubg_path

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(gnubg_path() is None, reason="GNU Backgammon not installed"),
]


def _game(k: int) -> Game:
    key = k.to_bytes(32, "big")
    pl = load_player("short", "medium")
    rng = random.Random(k)
    g = Game.new("short", CommittedDice.for_game(key, None))
    while not g.finished:
        assert g.dice is not None
        g = g.play(pl.choose(g.position, g.dice, rng), CommittedDice.for_game(key, g))
    return g


def test_luck_agrees_with_gnubg_in_sign_and_roughly_in_size() -> None:
    games = [_game(100 + k) for k in range(8)]
    coach = load_player("short", "strong")
    ours = [game_luck(g, player=coach) for g in games]
    theirs = gnubg_luck([mat_text(g, ("White", "Black")) for g in games], timeout=600)
    net_ours = [o.players[0].total - o.players[1].total for o in ours]
    net_gnu = [a - b for a, b in theirs]
    same = sum((a > 0) == (b > 0) for a, b in zip(net_ours, net_gnu))
    assert same >= 6, (net_ours, net_gnu)
    mine = [p.total for o in ours for p in o.players]
    gnu = [x for pair in theirs for x in pair]
    assert statistics.correlation(mine, gnu) > 0.6, (mine, gnu)
    ratio = statistics.fmean(abs(x) for x in mine) / statistics.fmean(abs(x) for x in gnu)
    assert 0.5 < ratio < 2.0
