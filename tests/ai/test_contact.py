"""Feature set 2 of short nardy: the contact inputs of :mod:`ai.inputs.contact`, the network file's
feature set, and set-1 networks evaluating exactly as before."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from ai.inputs.contact import ESCAPES, ESCAPES1, N_CONTACT, NAMES, contact_inputs
from ai.inputs.features import encode, mover_view, n_inputs
from ai.net import Net, equity
from ai.player import Player, load_player
from ai.training.supervised import Fitter, with_features
from engine.dice import ROLLS
from engine.moves import legal_plays, mover_state
from engine.position import WHITE, Position, Variant, start_position
from tests.ai.helpers import short_state

ROOT = Path(__file__).resolve().parents[2]
N = len(NAMES)


def _mine(s: np.ndarray, name: str) -> float:
    return float(contact_inputs(s)[0, NAMES.index(name)])


def _theirs(s: np.ndarray, name: str) -> float:
    return float(contact_inputs(s)[0, N + NAMES.index(name)])


def _engine_shots(s: np.ndarray) -> tuple[float, float]:
    """The mover's chance to hit at least one blot, and the mean of the most pips a play
    takes from the opponent by hitting, counted by playing every roll with the engine."""
    row = s[0]
    opp_off = 15 - int(np.maximum(-row[1:25], 0).sum()) - int(row[26])
    pos = Position(
        Variant.SHORT, tuple(int(x) for x in row[1:25]), (int(row[25]), int(row[26])),
        (int(row[0]), opp_off), WHITE,
    )

    def opp_pips(p: Position) -> int:
        return sum(-c * (25 - i) for i, c in enumerate(p.board, start=1) if c < 0) + 25 * p.bar[1]

    base = opp_pips(pos)
    p1 = loss = 0.0
    for dice, w in ROLLS:
        lost = max((opp_pips(q.position) - base for q in legal_plays(pos, dice)), default=0)
        p1 += w * (lost > 0)
        loss += w * lost
    return p1 / 36.0, loss / 36.0 / 24.0


def test_escape_tables() -> None:
    """GNU Backgammon's escape counts: all 36 rolls with nothing ahead, none in front of a
    six-point prime, 1-1 alone stopped by one point just ahead, and a point 7 ahead stops
    the rolls totalling 7 (30 left) while only 15 rolls carry the checker past it."""
    assert ESCAPES[0] == 36 and ESCAPES1[0] == 36
    assert ESCAPES[0b111111] == 0 and ESCAPES1[0b111111] == 0
    assert ESCAPES[1] == 35 and ESCAPES1[1] == 35
    assert ESCAPES[1 << 6] == 30 and ESCAPES1[1 << 6] == 15
    assert (ESCAPES1[1:] <= ESCAPES[1:]).all()


def test_direct_shot_and_blocked_intermediate_point() -> None:
    """A blot 6 pips in front of an opposing checker is hit by 17 rolls; holding the point
    3 pips ahead of that checker stops 3-3 (16 rolls)."""
    open_board = short_state({8: 1, 1: 14}, {2: 1, 24: 14})
    assert _theirs(open_board, "shot1") == pytest.approx(17 / 36)
    assert _theirs(open_board, "shot2") == 0.0
    # the blot on point 8 has 8 pips to go; hit, 25: 17 pips lost by each hitting roll
    assert _theirs(open_board, "pip_loss") == pytest.approx(17 / 36 * 17 / 24)
    blocked = short_state({8: 1, 5: 2, 1: 12}, {2: 1, 24: 14})
    assert _theirs(blocked, "shot1") == pytest.approx(16 / 36)


def test_shots_from_the_bar() -> None:
    """A checker on the bar enters first: with the entry points 1-5 held only 6-4 enters
    and hits a blot 4 pips in front of another checker (2 rolls); with two on the bar no
    other checker moves; a blot on an entry point is hit by every roll showing its number."""
    one = short_state({14: 1, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 19: 4}, {10: 1, 24: 13}, obar=1)
    assert _theirs(one, "shot1") == pytest.approx(2 / 36)
    two = short_state({14: 1, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 19: 4}, {10: 1, 24: 12}, obar=2)
    assert _theirs(two, "shot1") == 0.0
    entry = short_state({3: 1, 1: 2, 2: 2, 19: 10}, {24: 14}, obar=1)
    assert _theirs(entry, "shot1") == pytest.approx(11 / 36)
    assert _theirs(entry, "dance") == pytest.approx((2 / 6) ** 2)
    assert _mine(entry, "dance") == 0.0


@pytest.mark.slow
def test_shots_agree_with_the_engine_on_played_positions() -> None:
    """The chance to hit, counted with the bit masks, is the engine's count of the rolls
    with a hitting play on positions of real games (a play that hits with one die but
    leaves the other unplayable may be illegal: at most a few positions differ)."""
    player = load_player("short", "medium")
    rng = random.Random(4)
    rows: list[tuple[int, ...]] = []
    while len(rows) < 150:
        pos = start_position("short", rng.randint(0, 1))
        while pos.winner is None:
            if rng.random() < 0.3:
                rows.append(mover_state(pos))
            pos = player.choose(pos, (rng.randint(1, 6), rng.randint(1, 6)), rng).position
    S = np.array(rows[:150], dtype=np.int64)
    feats = contact_inputs(S)
    p1 = feats[:, NAMES.index("shot1")]
    exact = np.array([_engine_shots(S[i : i + 1]) for i in range(len(S))])
    assert (p1 > 0).sum() > 30  # the sample has positions with shots
    assert np.mean(np.abs(p1 - exact[:, 0]) < 1e-9) >= 0.95
    assert np.abs(p1 - exact[:, 0]).mean() < 0.01
    # the costliest single hit: a lower bound of the engine's (a play may hit twice)
    loss = feats[:, NAMES.index("pip_loss")]
    assert (loss <= exact[:, 1] + 1e-9).mean() >= 0.95


def test_containment_escapes_and_anchors() -> None:
    """An anchor on the mover's 2-point behind a six-point prime (3-8) is fully contained
    and cannot escape; the mover's back checker on 24 in front of one held point 4 pips
    ahead escapes with 32 rolls."""
    s = short_state({3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 24: 3}, {2: 2, 20: 13})
    assert _theirs(s, "contained") == 1.0 and _theirs(s, "contained2") == 1.0
    assert _theirs(s, "back_escape") == 0.0 and _theirs(s, "back_escape1") == 0.0
    assert _theirs(s, "back_anchor") == pytest.approx(5 / 6)
    assert _theirs(s, "forward_anchor") == pytest.approx(2 / 12)
    assert _theirs(s, "back_point") == pytest.approx(23 / 25)
    # the opponent's checkers behind the mover's rearmost (24) need 2 x 23 + 13 x 5 pips
    assert _theirs(s, "break_contact") == pytest.approx((2 * 23 + 13 * 5) / 152)
    # fails 3-1, 2-2 (landing on 20) and 4-4 (both steps on 20)
    assert _mine(s, "back_escape") == pytest.approx(32 / 36)
    assert _mine(s, "contained") == pytest.approx(4 / 36)
    # the mover's three checkers on 24 are an anchor on the opponent's 1-point
    assert _mine(s, "back_anchor") == 1.0 and _mine(s, "forward_anchor") == pytest.approx(1 / 12)
    # nothing held in front of the back checkers: nothing contains them
    free = short_state({24: 2, 6: 13}, {1: 2, 3: 13})
    assert _mine(free, "contained") == 0.0 and _mine(free, "back_escape") == 1.0


@pytest.mark.slow
def test_inputs_are_symmetric_and_scaled() -> None:
    """The opponent's inputs are the mover's inputs of the position seen by the opponent,
    and all inputs stay in about [0, 1]."""
    rng = np.random.default_rng(3)
    player = load_player("short", "strong")
    prng = random.Random(9)
    rows: list[tuple[int, ...]] = []
    for _ in range(4):
        pos = start_position("short", prng.randint(0, 1))
        while pos.winner is None:
            rows.append(mover_state(pos))
            pos = player.choose(pos, (prng.randint(1, 6), prng.randint(1, 6))).position
    S = np.array(rows, dtype=np.int64)
    S = S[rng.permutation(len(S))]
    a, b = contact_inputs(S), contact_inputs(mover_view(Variant.SHORT, S))
    assert a.shape == (len(S), N_CONTACT)
    assert np.allclose(a[:, N:], b[:, :N]) and np.allclose(a[:, :N], b[:, N:])
    assert a.min() >= 0.0 and a.max() <= 2.0


# Equities of three positions computed before feature sets existed (``encode`` of set 1).
_PINNED = np.array([
    [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0, 0],
    [0, -1, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -6, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0, 0],
    [3, 2, 2, 2, 2, 2, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0, 0, 0, -3, 0, -2, -2, -2, -2, 0, 1, 2],
])
_PINNED_EQ = {
    "bench/weights/short_v1.npz": [0.0716509504, -0.114569195, 1.30406563],
    "bench/weights/short_v2.npz": [0.0647928838, -0.0548134813, 1.0024175],
}


@pytest.mark.parametrize("path", sorted(_PINNED_EQ))
def test_set_one_networks_evaluate_as_before(path: str) -> None:
    """Weight files without a feature set are set 1 and give the same equities as before."""
    net = Net.load(ROOT / path, dtype=np.float64)
    assert net.features == 1 and net.w1.shape[0] == n_inputs(Variant.SHORT) == 212
    eq = equity(net.forward(net.encode(_PINNED)), Variant.SHORT)
    assert np.allclose(eq, _PINNED_EQ[path], atol=1e-6)


def test_the_replaced_set_two_network_evaluates_as_before() -> None:
    """``short_v3`` (shipped from 2026-12-01 to 2026-12-02, feature set 2) gives
    the equities it gave when it was replaced: the contact inputs have not changed."""
    net = Net.load(ROOT / "bench/weights/short_v3.npz", dtype=np.float64)
    assert net.features == 2 and net.w1.shape[0] == 238
    eq = equity(net.forward(net.encode(_PINNED)), Variant.SHORT)
    assert np.allclose(eq, [0.0808651813, -0.037724678, 1.08250647], atol=1e-6)


def test_set_two_file_round_trip_and_widening(tmp_path: Path) -> None:
    """A set-2 network writes its set, loads back as set 2 with the same outputs; set 1
    widened to set 2 computes the same function; there is no set 4."""
    base = Net.load(ROOT / "bench/weights/short_v2.npz", dtype=np.float64)
    wide = with_features(base, 2)
    assert wide.features == 2 and wide.w1.shape[0] == n_inputs(Variant.SHORT, 2) == 238
    assert np.allclose(wide.forward(wide.encode(_PINNED)), base.forward(base.encode(_PINNED)))
    rng = np.random.default_rng(1)
    net = Net.new(Variant.SHORT, 8, rng, features=2)
    net.save(tmp_path / "n.npz")
    back = Net.load(tmp_path / "n.npz")
    assert back.features == 2
    x = encode(Variant.SHORT, _PINNED, 2)
    assert x.shape == (3, 238) and np.array_equal(x[:, :212], encode(Variant.SHORT, _PINNED))
    assert np.allclose(back.forward(x), net.forward(x), atol=1e-6)
    base.save(tmp_path / "one.npz")
    with np.load(tmp_path / "one.npz") as z:
        assert "features" not in z.files  # set-1 files keep the old format
    with pytest.raises(ValueError):
        encode(Variant.SHORT, _PINNED, 4)
    with pytest.raises(ValueError):
        n_inputs(Variant.LONG, 4)


@pytest.mark.slow
def test_fit_continues_a_checkpoint_on_set_two(tmp_path: Path) -> None:
    """``fit --features 2 --init-ckpt`` starts from the same function with the Adam moments
    of the old weights, then learns; its files say set 2."""
    from ai.training.supervised import main as sup_main

    folder = tmp_path / "sup"
    assert sup_main(["gen", "--shards", "0-1", "--games", "1", "--dir", str(folder)]) == 0
    one = tmp_path / "one.npz"
    assert sup_main(["fit", "--dir", str(folder), "--out", str(one), "--hidden", "8",
                     "--epochs", "1"]) == 0
    ck = tmp_path / "one.npz.ckpt.npz"
    old = Fitter.load(ck, 1e-3)
    new = old.with_features(2)
    assert new.step == old.step and new.m[0].shape == (238, 8)
    assert np.array_equal(new.m[0][:212], old.m[0]) and not new.m[0][212:].any()
    two = tmp_path / "two.npz"
    assert sup_main(["fit", "--dir", str(folder), "--out", str(two), "--features", "2",
                     "--init-ckpt", str(ck), "--lrs", "1e-3,3e-4", "--epochs", "2"]) == 0
    net = Net.load(two)
    assert net.features == 2 and net.hidden == 8
    with np.load(tmp_path / "two.npz.ckpt.npz") as z:
        assert int(z["features"]) == 2 and int(z["epoch"]) == 2
    assert not np.allclose(net.w1[212:], 0.0)  # the new inputs were learnt
    player = Player(Variant.SHORT, net, plies=1)
    pos = start_position("short")
    assert player.choose(pos, (6, 5)) in legal_plays(pos, (6, 5))
