"""The networks' inputs, pinned: every feature set of both variants gives the inputs the
shipped and frozen networks were trained on, to five decimals, on 11,466 positions of
seeded random games (random play reaches bars, blots, primes and bear-offs), and short
nardy's encoding is one float32 array whose contact and shape columns are those modules'
inputs rounded once.

A change of any input (or of the engine's order of plays, which picks the positions)
changes a fingerprint below; a deliberate change of inputs needs a new feature set, not a
new fingerprint, or the shipped networks read inputs they were not trained on."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

from ai.inputs.contact import contact_inputs
from ai.inputs.features import encode, n_inputs, states_array
from ai.inputs.shape import shape_inputs
from engine.moves import legal_plays, mover_state
from engine.position import Variant, start_position

# sha256 (first 20 hex digits) of the inputs rounded to five decimals, per variant and set.
PINNED: dict[tuple[str, int], str] = {
    ("short", 0): "1304e5cc0de8a654358c",
    ("short", 1): "62f082fd9a534f8133c0",
    ("short", 2): "a010804497e0f4a65a27",
    ("short", 3): "304c3e6a2bb497ce33f2",
    ("long", 0): "5d770049441afee2a5a5",
    ("long", 1): "dcfec5ea29da1d0224b0",
    ("long", 2): "ddecf6be9cb96d3dc79b",
    ("long", 3): "63c810d928fd697a0804",
}
ROWS = {"short": 6172, "long": 5294}


def _positions(variant: str) -> np.ndarray:
    """The results of up to six plays of every decision of 12 seeded random games."""
    rng = random.Random(5)
    out: list[tuple[int, ...]] = []
    for g in range(12):
        pos = start_position(variant, g % 2)
        while pos.winner is None:
            plays = legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))
            out += [mover_state(p.position) for p in plays[:6]]
            pos = rng.choice(plays).position
    return states_array(out)


@pytest.fixture(scope="module")
def states() -> dict[str, np.ndarray]:
    return {v: _positions(v) for v in ROWS}


@pytest.mark.parametrize(("variant", "features"), sorted(PINNED))
def test_every_feature_set_gives_the_pinned_inputs(
    states: dict[str, np.ndarray], variant: str, features: int
) -> None:
    S = states[variant]
    assert S.shape == (ROWS[variant], 27)
    x = encode(Variant.parse(variant), S, features)
    assert x.dtype == np.float32
    assert x.shape == (len(S), n_inputs(Variant.parse(variant), features))
    digest = hashlib.sha256(np.round(x.astype(np.float64), 5).tobytes()).hexdigest()[:20]
    assert digest == PINNED[(variant, features)]


def test_short_sets_extend_each_other_in_one_float32_array(
    states: dict[str, np.ndarray],
) -> None:
    """Set 1's inputs open sets 2 and 3; the contact and shape columns are
    :mod:`ai.inputs.contact`'s and :mod:`ai.inputs.shape`'s float64 inputs rounded to float32 once."""
    S = states["short"]
    x1, x2, x3 = (encode(Variant.SHORT, S, f) for f in (1, 2, 3))
    assert np.array_equal(x3[:, :212], x1) and np.array_equal(x3[:, :238], x2)
    assert np.array_equal(x3[:, 212:238], contact_inputs(S).astype(np.float32))
    assert np.array_equal(x3[:, 238:], shape_inputs(S).astype(np.float32))
    assert np.array_equal(encode(Variant.SHORT, S[:0], 3), np.zeros((0, 258), np.float32))
