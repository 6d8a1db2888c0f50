"""The evaluation network: a one-hidden-layer perceptron with sigmoid outputs (NumPy only).

Outputs are probabilities for the side **to move** in the evaluated position:

* short nardy (5 outputs): win, gammon-win, backgammon-win, gammon-loss, backgammon-loss
  (gammon/backgammon outputs are cumulative: "wins at least a gammon");
* long nardy (3 outputs): win, mars-win, mars-loss.

:func:`equity` turns them into expected points; :func:`flip` gives the same probabilities
from the other side's point of view. Weights are stored as ``.npz`` (float32) with a
``version`` field, the variant name and the input feature set (``features``; a file
without it was written before feature sets existed and uses set 1, see
:mod:`ai.inputs.features`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.position import Variant

from .inputs.features import encode, n_inputs

__all__ = ["Net", "equity", "flip", "n_outputs", "WEIGHTS_VERSION"]

WEIGHTS_VERSION = 1


def n_outputs(variant: Variant) -> int:
    """5 outputs for short nardy, 3 for long nardy."""
    return 5 if variant is Variant.SHORT else 3


def equity(out: np.ndarray, variant: Variant) -> np.ndarray:
    """Expected points per row of ``out`` for the side to move."""
    w = out[:, 0]
    if variant is Variant.SHORT:
        return 2.0 * w - 1.0 + out[:, 1] - out[:, 3] + out[:, 2] - out[:, 4]
    return 2.0 * w - 1.0 + out[:, 1] - out[:, 2]


def flip(out: np.ndarray, variant: Variant) -> np.ndarray:
    """The same probabilities seen by the other side."""
    res = np.empty_like(out)
    res[..., 0] = 1.0 - out[..., 0]
    if variant is Variant.SHORT:
        res[..., 1], res[..., 2] = out[..., 3], out[..., 4]
        res[..., 3], res[..., 4] = out[..., 1], out[..., 2]
    else:
        res[..., 1], res[..., 2] = out[..., 2], out[..., 1]
    return res


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 0.5 * (np.tanh(0.5 * x) + 1.0)


@dataclass
class Net:
    """Weights of one network (mutable only during training)."""

    variant: Variant
    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray
    games: int = 0
    features: int = 1

    @classmethod
    def new(
        cls, variant: Variant, hidden: int, rng: np.random.Generator, features: int = 1
    ) -> Net:
        """Small random weights on the inputs of feature set ``features``."""
        f, k = n_inputs(variant, features), n_outputs(variant)
        return cls(
            variant,
            rng.normal(0.0, 1.0 / np.sqrt(f), (f, hidden)),
            np.zeros(hidden),
            rng.normal(0.0, 1.0 / np.sqrt(hidden), (hidden, k)),
            np.zeros(k),
            features=features,
        )

    def encode(self, S: np.ndarray) -> np.ndarray:
        """This network's input features of the mover-view states ``S`` ``(n, 27)``."""
        return encode(self.variant, S, self.features)

    @property
    def hidden(self) -> int:
        """Number of hidden units."""
        return int(self.w1.shape[1])

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Output probabilities ``(n, K)`` for features ``x`` ``(n, F)``, computed in the
        weights' precision (float32 at play: about three times faster than float64, and
        within 1e-6 of it)."""
        h = _sigmoid(x.astype(self.w1.dtype, copy=False) @ self.w1 + self.b1)
        return _sigmoid(h @ self.w2 + self.b2)

    def forward_hidden(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``(hidden activations, outputs)`` for training."""
        h = _sigmoid(x @ self.w1 + self.b1)
        return h, _sigmoid(h @ self.w2 + self.b2)

    def params(self) -> list[np.ndarray]:
        """The weight arrays (in a fixed order)."""
        return [self.w1, self.b1, self.w2, self.b2]

    def save(self, path: str | Path, **extra: np.ndarray) -> None:
        """Write float32 weights (and ``extra`` arrays) to ``path`` (.npz); the feature
        set is written only when it is not set 1, so set-1 files keep today's format."""
        if self.features != 1:
            extra = {"features": np.array(self.features), **extra}
        np.savez_compressed(
            path,
            version=np.array(WEIGHTS_VERSION),
            variant=np.array(self.variant.value),
            games=np.array(self.games),
            w1=self.w1.astype(np.float32),
            b1=self.b1.astype(np.float32),
            w2=self.w2.astype(np.float32),
            b2=self.b2.astype(np.float32),
            **extra,  # type: ignore[arg-type]  # numpy's stub matches **kwds to allow_pickle
        )

    @classmethod
    def load(cls, path: str | Path, dtype: type = np.float32) -> Net:
        """Read weights written by :meth:`save` (feature set 1 when the file names none);
        raise ValueError on a version mismatch or weights that do not fit the inputs."""
        with np.load(path) as z:
            if int(z["version"]) != WEIGHTS_VERSION:
                raise ValueError(f"{path}: weights version {int(z['version'])} unsupported")
            variant = Variant.parse(str(z["variant"]))
            net = cls(
                variant,
                z["w1"].astype(dtype),
                z["b1"].astype(dtype),
                z["w2"].astype(dtype),
                z["b2"].astype(dtype),
                int(z["games"]),
                int(z["features"]) if "features" in z.files else 1,
            )
        fits = net.w1.shape[0] == n_inputs(variant, net.features)
        if not fits or net.w2.shape[1] != n_outputs(variant):
            raise ValueError(f"{path}: weights do not fit the {variant.value} features")
        return net
