"""Committed dice: the rolls of a game follow from its seed, the verifier in docs/DICE.md
reproduces them, ``python -m engine verify-dice`` checks records, and the faces are fair."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import Game, Match
from engine.__main__ import main
from engine.committed import (
    SCHEME,
    CommittedDice,
    DiceMismatch,
    check_rolls,
    commitment,
    roll_of,
    rolls_of,
)
from engine.records import game_record, mat_text, match_record, text_record

ROOT = Path(__file__).resolve().parents[2]
SEED = bytes(range(32))


def play_game(variant: str, seed: bytes, rng: random.Random, *, cube: bool = False,
              resign_after: int | None = None) -> Game:
    """A whole game with committed dice, random legal plays (and random cube answers)."""
    g = Game.new(variant, CommittedDice.for_game(seed, None), cube=cube)
    while not g.finished:
        if resign_after is not None and g.plies >= resign_after and g.dice is not None:
            return g.resign(g.turn_color)
        dice = CommittedDice.for_game(seed, g)
        if g.awaiting_roll:
            g = g.offer_double() if g.may_double and rng.random() < 0.1 else g.roll(dice)
            continue
        if g.double_offered:
            g = g.take(dice) if rng.random() < 0.7 else g.pass_()
            continue
        g = g.play(rng.choice(g.legal_plays()), dice)
    return g


def info(seed: bytes) -> dict[str, str]:
    return {"scheme": SCHEME, "commitment": commitment(seed), "seed": seed.hex()}


def test_roll_of_is_the_documented_function() -> None:
    for n in range(200):
        digest = hmac.new(SEED, f"{n}:0".encode(), hashlib.sha256).digest()
        faces = [b % 6 + 1 for b in digest if b < 252]
        assert roll_of(SEED, n) == (faces[0], faces[1])
    assert commitment(SEED) == hashlib.sha256(SEED).hexdigest()
    assert roll_of(SEED, 5) != roll_of(b"\x01" + SEED[1:], 5) or roll_of(SEED, 6) != roll_of(
        b"\x01" + SEED[1:], 6)


def test_source_draws_consecutive_rolls_and_hides_the_seed() -> None:
    d = CommittedDice(SEED, 3)
    assert [d.roll() for _ in range(4)] == [roll_of(SEED, n) for n in range(3, 7)]
    assert d.next_roll == 7
    assert SEED.hex() not in repr(d) and repr(SEED) not in repr(d)


@pytest.mark.parametrize("variant,cube,resign", [
    ("short", False, None), ("long", False, None), ("short", True, None),
    ("long", True, None), ("short", False, 9), ("long", False, 0)])
def test_every_roll_of_a_game_follows_from_its_seed(variant: str, cube: bool,
                                                    resign: int | None) -> None:
    seed = hashlib.sha256(f"{variant}{cube}{resign}".encode()).digest()
    g = play_game(variant, seed, random.Random(7), cube=cube, resign_after=resign)
    rolls = rolls_of(g)
    assert rolls == [roll_of(seed, n) for n in range(len(rolls))]
    assert check_rolls(seed, commitment(seed), rolls) == len(rolls)
    with pytest.raises(DiceMismatch, match="commitment"):
        check_rolls(seed, commitment(SEED), rolls)
    changed = [*rolls[:-1], (rolls[-1][0] % 6 + 1, rolls[-1][1])]
    with pytest.raises(DiceMismatch, match=f"roll {len(rolls) - 1}"):
        check_rolls(seed, commitment(seed), changed)
    # the game itself never carries the seed
    assert seed.hex() not in g.to_json() and repr(seed) not in repr(g)


def _doc_verifier() -> str:
    text = (ROOT / "docs" / "DICE.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) == 1
    return blocks[0]


def _run_doc_verifier(tmp_path: Path, rec: dict[str, object]) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "verify.py"
    script.write_text(_doc_verifier(), encoding="utf-8")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    return subprocess.run([sys.executable, "-I", str(script), str(path)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)


@pytest.mark.parametrize("variant,resign", [("long", None), ("short", None), ("short", 4)])
def test_the_standalone_verifier_reproduces_every_roll(tmp_path: Path, variant: str,
                                                       resign: int | None) -> None:
    seed = hashlib.sha256(variant.encode() + bytes([resign or 0])).digest()
    g = play_game(variant, seed, random.Random(3), resign_after=resign)
    rec = game_record(g, ("Аня", "Борис"), dice=info(seed))
    n = len(rolls_of(g))
    assert n > 3
    done = _run_doc_verifier(tmp_path, rec)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{n} rolls follow from the seed")
    # one roll changed in the record: the verifier says which
    bad = json.loads(json.dumps(rec))
    turn = next(a for a in bad["actions"][1:] if "turn" in a)
    turn["dice"] = [turn["dice"][0] % 6 + 1, turn["dice"][1]]
    done = _run_doc_verifier(tmp_path, bad)
    assert done.returncode != 0 and "the seed gives" in done.stderr
    # another seed: the commitment does not match
    other = dict(rec, dice=dict(info(seed), seed=SEED.hex()))
    done = _run_doc_verifier(tmp_path, other)
    assert done.returncode != 0 and "seed != commitment" in done.stderr


def test_verify_dice_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seed = b"\x07" * 32
    g = play_game("short", seed, random.Random(11), cube=True)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game_record(g, dice=info(seed))), encoding="utf-8")
    assert main(["verify-dice", str(path)]) == 0
    assert f"{len(rolls_of(g))} rolls follow from the seed" in capsys.readouterr().out
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(game_record(g)), encoding="utf-8")
    assert main(["verify-dice", str(bare)]) == 1
    assert "carries no seed" in capsys.readouterr().out
    assert main(["verify-dice", str(bare), "--seed", seed.hex(), "--commitment",
                 commitment(seed)]) == 0
    assert main(["verify-dice", str(bare), "--seed", SEED.hex(), "--commitment",
                 commitment(SEED)]) == 1
    assert "FAILED: roll" in capsys.readouterr().out


def test_verify_dice_checks_each_game_of_a_match(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    seeds = [bytes([i]) * 32 for i in range(1, 9)]
    rng = random.Random(5)
    m = Match.new("short", 3, CommittedDice.for_game(seeds[0], None))
    games: list[Game] = []
    while not m.finished:
        s = seeds[len(games)]
        g = m.game
        while not g.finished:
            g = g.play(rng.choice(g.legal_plays()), CommittedDice.for_game(s, g))
        games.append(g)
        m = m.update(g)
        if not m.finished:
            m = m.next_game(CommittedDice.for_game(seeds[len(games)], None))
    infos = [info(seeds[i]) for i in range(len(games))]
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_record(m, ("A", "B"), dice=infos)), encoding="utf-8")
    assert main(["verify-dice", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("OK:") == len(games) and "game 1: OK" in out
    infos[-1] = info(seeds[0])
    path.write_text(json.dumps(match_record(m, ("A", "B"), dice=infos)), encoding="utf-8")
    assert main(["verify-dice", str(path)]) == 1
    assert f"game {len(games)}: FAILED" in capsys.readouterr().out


def test_text_exports_carry_commitment_and_seed() -> None:
    seed = b"\x05" * 32
    g = play_game("short", seed, random.Random(1))
    mat = mat_text(g, ("A", "B"), dice=[info(seed)])
    assert f'; [Dice "game 1: {SCHEME} commitment {commitment(seed)} seed {seed.hex()}"]' in mat
    lg = play_game("long", seed, random.Random(1))
    txt = text_record(lg, ("A", "B"), dice=[{"scheme": SCHEME, "commitment": commitment(seed)}])
    assert commitment(seed) in txt and seed.hex() not in txt


def test_faces_are_exactly_uniform_over_the_byte_values() -> None:
    counts = [0] * 6
    for b in range(252):
        counts[b % 6] += 1
    assert counts == [42] * 6


def _chi2(observed: list[int], expected: list[float]) -> float:
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected))


@pytest.mark.slow
def test_a_million_rolls_pass_chi_square_per_face_and_per_double() -> None:
    """1,000,000 rolls of a fixed seed (deterministic): the 6 faces of each die position,
    the 36 ordered rolls and the 6 doubles against their expected counts. Critical values
    at the 0.1 % level: 20.52 (5 degrees of freedom), 66.62 (35)."""
    seed = hashlib.sha256(b"chi-square").digest()
    n = 1_000_000
    first, second = [0] * 6, [0] * 6
    pairs = [0] * 36
    for i in range(n):
        a, b = roll_of(seed, i)
        first[a - 1] += 1
        second[b - 1] += 1
        pairs[(a - 1) * 6 + b - 1] += 1
    assert _chi2(first, [n / 6] * 6) < 20.52
    assert _chi2(second, [n / 6] * 6) < 20.52
    assert _chi2(pairs, [n / 36] * 36) < 66.62
    doubles = [pairs[k * 7] for k in range(6)] + [n - sum(pairs[k * 7] for k in range(6))]
    assert _chi2(doubles, [n / 36] * 6 + [n * 30 / 36]) < 22.46  # 6 degrees of freedom
