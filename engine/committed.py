"""Committed dice: every roll of a game is a published function of a secret seed.

A game's dice come from a 32-byte secret ``seed`` chosen when the game is created. Roll
number ``n`` (0, 1, 2, ... in the order the game rolls: every pair of the opening roll-off,
then every later turn's roll) is :func:`roll_of`:

1. ``digest = HMAC-SHA256(key=seed, message=b"<n>:<block>")`` with ``block = 0``
   (decimal ASCII, e.g. ``b"17:0"``);
2. each byte ``b`` of the digest in order is used if ``b < 252`` and gives the face
   ``b % 6 + 1``; a byte ``>= 252`` is skipped (252 = 6 * 42, so every face has exactly 42 of
   the 252 used byte values: the faces are exactly uniform, with no modulo bias);
3. the first two faces are the roll; in the (practically impossible) case that a digest has
   fewer than two usable bytes, the next ``block`` continues the list.

Before the first roll the players see the *commitment* :func:`commitment`: the SHA-256 of
the seed, in hex. The seed is revealed when the game ends; anyone can then check that it
hashes to the commitment and that it gives every recorded roll (:func:`check_rolls`,
``python -m engine verify-dice``, or the dozen lines of standard-library Python in
``docs/DICE.md``).

The :class:`Game` never holds the seed nor the source: a :class:`CommittedDice` is made
by the caller that keeps the seed, for each action that rolls, from the seed and the
number of rolls the game has made (:func:`rolls_of`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from .game import Game

__all__ = [
    "SCHEME",
    "SEED_BYTES",
    "CommittedDice",
    "DiceMismatch",
    "new_seed",
    "commitment",
    "roll_of",
    "rolls_of",
    "check_rolls",
    "short_commitment",
]

SCHEME = "hmac-sha256-v1"
"""The name of the scheme above, written into records next to the commitment and seed."""

SEED_BYTES = 32
"""Length of a seed (shown as 64 hex digits)."""

_LIMIT = 252  # the largest multiple of 6 not above 256


def new_seed() -> bytes:
    """A fresh secret seed from the operating system's randomness."""
    return secrets.token_bytes(SEED_BYTES)


def commitment(seed: bytes) -> str:
    """The commitment to ``seed``: its SHA-256 as 64 lowercase hex digits."""
    return hashlib.sha256(seed).hexdigest()


def short_commitment(commit: str) -> str:
    """The first 12 hex digits of a commitment, as a caption shows it."""
    return commit[:12]


def roll_of(seed: bytes, n: int) -> tuple[int, int]:
    """Roll number ``n`` (from 0) of the game with ``seed``: two faces 1..6 (module doc)."""
    if n < 0:
        raise ValueError("roll numbers start at 0")
    faces: list[int] = []
    block = 0
    while len(faces) < 2:
        digest = hmac.new(seed, b"%d:%d" % (n, block), hashlib.sha256).digest()
        faces += [b % 6 + 1 for b in digest if b < _LIMIT]
        block += 1
    return faces[0], faces[1]


def rolls_of(game: Game) -> list[tuple[int, int]]:
    """Every roll ``game`` has made, in the order it made them: each pair of the opening
    roll-off (the last one is also the first turn's roll), then the roll of every later
    turn, the roll of the turn in progress, and a roll not played because the game was given
    up after it."""
    turns = [rec.dice for rec in game.history]
    if game.dice is not None:
        turns.append(game.dice)
    elif game.unplayed is not None:
        turns.append(game.unplayed)
    return [*game.opening, *turns[1:]]


class DiceMismatch(ValueError):
    """The recorded rolls or the commitment do not follow from the seed."""


def check_rolls(seed: bytes, commit: str, rolls: Sequence[tuple[int, int]]) -> int:
    """Check that ``seed`` hashes to ``commit`` and that ``rolls`` are its rolls 0, 1, ...;
    return the number of rolls checked, or raise :class:`DiceMismatch` saying what differs."""
    if commitment(seed) != commit.strip().lower():
        raise DiceMismatch("the seed does not match the commitment")
    for n, r in enumerate(rolls):
        want = roll_of(seed, n)
        if (int(r[0]), int(r[1])) != want:
            raise DiceMismatch(f"roll {n}: the record has {r[0]}-{r[1]}, the seed gives "
                               f"{want[0]}-{want[1]}")
    return len(rolls)


@dataclass
class CommittedDice:
    """A :class:`~engine.dice.DiceSource` drawing the rolls of ``seed`` from roll number
    ``start`` on (the number of rolls the game has already made: ``len(rolls_of(game))``).

    Dice are drawn in pairs, as the engine always draws them: die ``2k`` and ``2k + 1`` of
    this source are the two faces of roll ``start + k``. ``repr`` does not show the seed."""

    seed: bytes
    start: int = 0
    _drawn: int = 0

    def __repr__(self) -> str:
        return f"CommittedDice(roll={self.next_roll})"

    @classmethod
    def for_game(cls, seed: bytes, game: Game | None) -> CommittedDice:
        """The source that rolls ``game``'s next roll (a new game when None)."""
        return cls(seed, 0 if game is None else len(rolls_of(game)))

    @property
    def next_roll(self) -> int:
        """The number of the roll the next pair of dice belongs to."""
        return self.start + (self._drawn + 1) // 2

    def roll_one(self) -> int:
        """One die: the next face of the current roll."""
        n, i = divmod(self._drawn, 2)
        self._drawn += 1
        return roll_of(self.seed, self.start + n)[i]

    def roll(self) -> tuple[int, int]:
        """The next whole roll."""
        return self.roll_one(), self.roll_one()
