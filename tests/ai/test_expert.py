"""Expert iteration for long nardy (``ai/training/expert.py``) and the long-nardy supervised fit."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from ai import bearoff
from ai.net import Net, equity, flip
from ai.player import Player, load_player, prune_net
from ai.training.expert import generate, main, one_ply_probabilities, two_ply_probabilities
from ai.training.supervised import main as supervised_main
from engine.dice import ROLLS
from engine.game import score
from engine.moves import legal_plays, mover_state
from engine.position import Position, Variant, start_position


def _long_positions(n: int, seed: int) -> list[Position]:
    """Positions (side to move about to roll) from a seeded game of the strong player."""
    player = load_player("long", "strong")
    rng = random.Random(seed)
    pos, out = start_position("long", 0), []
    while pos.winner is None and len(out) < n:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        pos = player.choose(pos, dice, rng).position
        if pos.winner is None:
            out.append(pos)
    return out


def _reply_probs(player: Player, pos: Position, dice: tuple[int, int]) -> list[np.ndarray]:
    """Outcome probabilities for the mover after each legal play of ``dice``, per play (the
    network evaluates the plays of the roll in one batch: rows agree with single ones to
    about 1e-7)."""
    plays = legal_plays(pos, dice)
    going = [q for q in plays if q.position.winner is None]
    evaluated = iter(flip(player.probabilities(np.array([mover_state(q.position) for q in going])),
                          Variant.LONG) if going else [])
    out = []
    for q in plays:
        if q.position.winner is not None:
            mars = score(q.position, q.position.winner)[0] == 2
            out.append(np.array([1.0, float(mars), 0.0]))
        else:
            out.append(next(evaluated))
    return out


def _per_roll_one_ply(player: Player, pos: Position) -> np.ndarray:
    """The 1-ply label of ``pos`` worked out roll by roll, play by play, through the engine."""
    want = np.zeros(3)
    for dice, w in ROLLS:
        probs = _reply_probs(player, pos, dice)
        want += w * max(probs, key=lambda p: equity(p[None, :], Variant.LONG)[0])
    return want / 36.0


def _per_roll_two_ply(player: Player, pos: Position, top: int, window: float) -> np.ndarray:
    """The 2-ply label of ``pos`` worked out roll by roll through the engine: each roll's
    ``top`` best plays by 0-ply within ``window`` of the best (a win at once), the one with
    the best 1-ply after it."""
    want = np.zeros(3)
    for dice, w in ROLLS:
        plays = legal_plays(pos, dice)
        zero = player._scores(plays)
        order = np.argsort(-zero, kind="stable")
        if zero[order[0]] >= 100.0:
            mars = score(plays[order[0]].position, pos.turn)[0] == 2
            want += w * np.array([1.0, float(mars), 0.0])
            continue
        cands = [plays[i] for i in order[:top] if zero[i] >= zero[order[0]] - window]
        probs = [flip(_per_roll_one_ply(player, q.position), Variant.LONG) for q in cands]
        want += w * max(probs, key=lambda p: equity(p[None, :], Variant.LONG)[0])
    return want / 36.0


def test_one_ply_probabilities_average_the_best_reply_of_every_roll() -> None:
    """The batched labels equal a plain per-roll, per-play computation."""
    player = load_player("long", "strong")
    positions = _long_positions(30, seed=5)[::12]
    # a race's end: some rolls win at once (with a mars), others do not
    positions.append(Position.from_points("long", {4: 1, 6: 1}, {24: 13, 20: 2}))
    got = one_ply_probabilities(player, positions)
    for pos, row in zip(positions, got):
        # the network runs in float32: a batch and single rows agree to about 1e-7
        assert row == pytest.approx(_per_roll_one_ply(player, pos), abs=1e-6)
        assert 0.0 <= row[1] <= row[0] + 1e-6 and row[0] <= 1.0 and 0.0 <= row[2] <= 1.0 - row[0] + 1e-6
    last, end = got[-1], positions[-1]  # the rolls that bear both checkers off win a mars
    wins = sum(w for dice, w in ROLLS
               if any(q.position.winner is not None for q in legal_plays(end, dice)))
    assert 0 < wins < 36 and wins / 36 <= last[1] < last[0]


@pytest.mark.slow
def test_two_ply_probabilities_choose_each_roll_by_its_one_ply() -> None:
    """The batched 2-ply labels equal a per-roll computation through the engine, and they
    are not the 1-ply ones; near a race's end they count the wins at once."""
    player = load_player("long", "strong")
    mid = _long_positions(40, seed=9)[30]
    end = Position.from_points("long", {1: 1, 4: 1, 6: 1}, {24: 13, 20: 2})  # 4-4 to 6-6 win
    got = two_ply_probabilities(player, [mid, end], top=2, window=0.08)
    for pos, row in zip([mid, end], got):
        assert row == pytest.approx(_per_roll_two_ply(player, pos, 2, 0.08), abs=1e-6)
    assert np.abs(got[0] - one_ply_probabilities(player, [mid])[0]).max() > 1e-3
    assert 3 / 36 <= got[1][1] < got[1][0]  # the doubles from 4-4 win a mars at once
    # one candidate a roll: each roll's play is the 0-ply choice (a different label here)
    assert np.abs(two_ply_probabilities(player, [mid], top=1)[0] - got[0]).max() > 1e-4


@pytest.mark.slow
def test_pruned_labels_keep_every_reply_when_the_shortlist_is_long() -> None:
    """With the pruning network shortlisting more replies than any roll has, the labels are
    the unpruned ones; with three a roll they stay close to them."""
    plain = load_player("long", "strong")
    positions = _long_positions(40, seed=9)[20:40:5]
    want = two_ply_probabilities(plain, positions)
    wide = Player(Variant.LONG, plain.net, prune=prune_net(Variant.LONG), prune_keep=10_000)
    assert two_ply_probabilities(wide, positions) == pytest.approx(want, abs=1e-6)
    narrow = Player(Variant.LONG, plain.net, prune=prune_net(Variant.LONG), prune_keep=3)
    diff = np.abs(equity(two_ply_probabilities(narrow, positions), Variant.LONG)
                  - equity(want, Variant.LONG))
    assert diff.max() < 0.05


@pytest.mark.slow
def test_generated_labels_are_reproducible_and_skip_exact_positions() -> None:
    """One seed gives the same data; no finished game or pure bear-off is labelled."""
    player = load_player("long", "strong")
    s1, p1 = generate(player, 1, seed=7, top=1)
    s2, p2 = generate(player, 1, seed=7, top=1)
    assert np.array_equal(s1, s2) and np.array_equal(p1, p2)
    assert s1.shape[1] == 27 and p1.shape == (len(s1), 3) and len(s1) > 20
    assert not bearoff.exact_mask(s1.astype(np.int64), Variant.LONG).any()
    assert (p1 >= 0).all() and (p1 <= 1).all()
    # The labels look ahead: they differ from the network's own 0-ply values.
    e0 = player.evaluate(s1.astype(np.int64))
    e1 = equity(p1.astype(np.float64), Variant.LONG)
    assert np.abs(e0 - e1).mean() > 1e-3


@pytest.mark.slow
def test_gen_then_long_fit_writes_a_long_network(tmp_path: Path) -> None:
    """The command line: shards for long nardy, then ``ai.training.supervised fit --variant long``."""
    data = tmp_path / "exp"
    assert main(["gen", "--shards", "0-1", "--games", "1", "--top", "1",
                 "--dir", str(data)]) == 0
    assert sorted(p.name for p in data.iterdir()) == ["shard_0000.npz", "shard_0001.npz"]
    out = tmp_path / "long_exp.npz"
    assert supervised_main(["fit", "--variant", "long", "--dir", str(data), "--hidden", "8",
                            "--epochs", "1", "--out", str(out)]) == 0
    net = Net.load(out)
    assert net.variant is Variant.LONG and net.hidden == 8
    assert Net.load(tmp_path / "long_exp_e1.npz").hidden == 8


def test_kept_long_labels_are_in_the_fit_format() -> None:
    """``bench/labels/long_r6`` (see its README) is a folder ``ai.training.supervised fit --dir``
    reads: a held-out shard and three training shards of legal mover-view long states with
    outcome probabilities (win, mars win, mars loss)."""
    from ai.training.supervised import _shards, load_shards

    folder = Path(__file__).resolve().parents[2] / "bench/labels/long_r6"
    shards = _shards(folder)
    assert [p.name for p in shards] == [f"shard_{k:04d}.npz" for k in range(4)]
    sizes = []
    for path in shards:
        with np.load(path) as z:
            S, P = z["states"], z["probs"]
        assert S.dtype == np.int8 and S.shape[1] == 27 and P.dtype == np.float32
        assert P.shape == (S.shape[0], 3)
        pts = S[:, 1:25].astype(np.int64)
        assert (np.maximum(pts, 0).sum(axis=1) + S[:, 0] == 15).all()  # mine: board + off
        assert (np.maximum(-pts, 0).sum(axis=1) <= 15).all()
        assert (P >= -1e-6).all() and (P <= 1 + 1e-6).all()
        # the network's three outputs are separate sigmoids, so a label (their average)
        # need not keep a mars below its win; its equity stays within a mars either way
        assert (np.abs(equity(P, Variant.LONG)) <= 2 + 1e-6).all()
        sizes.append(S.shape[0])
    assert sizes == [3133, 137771, 31186, 73054]
    states, probs = load_shards(shards[:1], Variant.LONG)
    assert states.shape[0] == probs.shape[0] > 3000  # few pure bear-offs among them
