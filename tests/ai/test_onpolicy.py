"""On-policy short-nardy data (``ai/training/onpolicy.py``) and ``fit --extra-dir`` of ai.training.supervised."""

from __future__ import annotations

import math
from pathlib import Path

import gnubg_nn
import numpy as np
import pytest

from ai import bearoff
from ai.net import Net, equity
from ai.player import load_player
from ai.training.onpolicy import generate, main
from ai.training.supervised import load_shards, states_to_boards
from ai.training.supervised import main as sup_main
from engine.position import Variant


def _checkers(states: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Checkers of the side on roll (board, bar, borne off) and of the other side (board,
    bar) of each mover-view state."""
    S = states.astype(np.int64)
    mine = np.maximum(S[:, 1:25], 0).sum(axis=1) + S[:, 25] + S[:, 0]
    theirs = np.maximum(-S[:, 1:25], 0).sum(axis=1) + S[:, 26]
    return mine, theirs


@pytest.mark.slow
def test_labels_are_gnubg_one_ply_of_legal_positions_and_reproducible() -> None:
    """A tiny run: well-formed positions (15 checkers for the side on roll, at most 15 for
    the one that moved), cumulative probabilities in [0, 1], each label GNU BG 1-ply's
    evaluation of its very position, no pure bear-off; one seed gives the same arrays,
    another seed other ones."""
    player = load_player("short", "strong")
    states, probs, _ = generate(player, 2, seed=11, vs_gnubg=0.0)
    assert states.dtype == np.int8 and states.shape[1] == 27 and len(states) > 60
    assert probs.dtype == np.float32 and probs.shape == (len(states), 5)
    mine, theirs = _checkers(states)
    assert (mine == 15).all() and (theirs <= 15).all() and (theirs >= 1).all()
    assert ((probs >= 0) & (probs <= 1)).all()
    assert (probs[:, 0] >= probs[:, 1] - 1e-6).all() and (probs[:, 1] >= probs[:, 2] - 1e-6).all()
    assert not bearoff.exact_mask(states.astype(np.int64), Variant.SHORT).any()
    boards = states_to_boards(states)
    for i in range(0, len(states), 17):
        again = gnubg_nn.probabilities(boards[i].tolist(), 1)
        assert np.allclose(again, probs[i], atol=1e-5)
    # 1-ply labels, not 0-ply ones: they differ on average.
    zero = np.array([gnubg_nn.probabilities(b.tolist(), 0) for b in boards[::5]])
    assert np.abs(zero - probs[::5]).mean() > 1e-3
    s2, p2, _ = generate(player, 2, seed=11, vs_gnubg=0.0)
    assert np.array_equal(s2, states) and np.array_equal(p2, probs)
    s3, _, _ = generate(player, 2, seed=12, vs_gnubg=0.0)
    assert s3.shape != states.shape or not np.array_equal(s3, states)


@pytest.mark.slow
def test_more_candidates_give_more_labels_and_gnubg_turns_are_not_labelled() -> None:
    """Labelling more plays per turn yields more labels from the same games (the game
    itself does not change: the picks depend on the seed only); games against GNU BG
    label our side's turns only, so fewer labels per game."""
    player = load_player("short", "strong")
    small, _, _ = generate(player, 2, seed=4, top=1, gnubg_top=0, vs_gnubg=0.0)
    large, _, _ = generate(player, 2, seed=4, top=6, gnubg_top=3, vs_gnubg=0.0)
    assert len(large) > 1.5 * len(small)
    # Every position labelled with fewer candidates is labelled with more of them too.
    assert {s.tobytes() for s in small} <= {s.tobytes() for s in large}
    half, _, _ = generate(player, 6, seed=4, top=1, gnubg_top=0, vs_gnubg=1.0)
    full, _, _ = generate(player, 6, seed=4, top=1, gnubg_top=0, vs_gnubg=0.0)
    assert len(half) < 0.75 * len(full)


@pytest.mark.slow
def test_gen_writes_resumable_shards_and_fit_weights_the_extra_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``gen`` writes shards equal to :func:`generate` with seed ``3000 + shard`` and skips
    existing ones; ``fit --extra-dir --extra-weight K`` visits each extra position K times
    an epoch (the Adam step count shows it), prints both held-out errors, and
    ``--max-shards`` leaves the later shards of ``--dir`` out."""
    onpol = tmp_path / "onpol"
    assert main(["gen", "--shards", "0-1", "--games", "1", "--top", "2", "--gnubg-top", "1",
                 "--dir", str(onpol)]) == 0
    shards = sorted(onpol.glob("shard_*.npz"))
    assert [p.name for p in shards] == ["shard_0000.npz", "shard_0001.npz"]
    with np.load(shards[1]) as z:
        want = generate(load_player("short", "strong"), 1, 3001, top=2, gnubg_top=1)
        assert np.array_equal(z["states"], want[0]) and np.array_equal(z["probs"], want[1])
        assert np.array_equal(z["groups"], want[2])
    stamp = shards[0].stat().st_mtime_ns
    assert main(["gen", "--shards", "0", "--games", "1", "--dir", str(onpol)]) == 0
    assert shards[0].stat().st_mtime_ns == stamp

    sup = tmp_path / "sup"
    assert sup_main(["gen", "--shards", "0-2", "--games", "1", "--dir", str(sup)]) == 0
    n_main = len(load_shards(sorted(sup.glob("shard_*.npz"))[1:2])[0])
    n_extra = len(load_shards(shards[1:])[0])
    capsys.readouterr()
    out = tmp_path / "net.npz"
    assert sup_main(["fit", "--dir", str(sup), "--max-shards", "1", "--extra-dir", str(onpol),
                     "--extra-weight", "3", "--hidden", "8", "--batch", "64", "--epochs", "1",
                     "--out", str(out)]) == 0
    with np.load(tmp_path / "net.npz.ckpt.npz") as z:
        assert int(z["step"]) == math.ceil((n_main + 3 * n_extra) / 64)
    text = capsys.readouterr().out
    assert f"{n_main + n_extra} positions encoded" in text
    assert "(extra: " in text and "epoch 1:" in text
    net = Net.load(out)
    held = load_shards(shards[:1])
    assert np.isfinite(equity(net.forward(net.encode(held[0].astype(np.int64))),
                              Variant.SHORT)).all()
    # An extra dir with a single shard has nothing to train on besides the held-out one.
    lone = tmp_path / "lone"
    lone.mkdir()
    (lone / "shard_0000.npz").write_bytes(shards[0].read_bytes())
    assert sup_main(["fit", "--dir", str(sup), "--extra-dir", str(lone), "--hidden", "8",
                     "--epochs", "1", "--out", str(tmp_path / "x.npz")]) == 2
