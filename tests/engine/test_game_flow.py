"""Further tests of the game layer, notation, Position ID and CLI (complementing
``test_game.py`` and ``test_formats.py``): properties over random positions of both
variants and the boundaries of the scoring rules of docs/RULES.md."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from engine import (
    BLACK,
    WHITE,
    FixedDice,
    Game,
    GameError,
    IllegalStep,
    Position,
    Step,
    Variant,
    format_steps,
    legal_plays,
    parse_moves,
    position_from_id,
    position_id,
    score,
    start_position,
)


def _positions(variant: Variant, n: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """``n`` (position, roll) pairs from seeded random games, both colours to move."""
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int]]] = []
    while len(out) < n:
        a, b = rng.sample(range(1, 7), 2)
        pos, dice = start_position(variant, WHITE if a > b else BLACK), (a, b)
        while pos.winner is None and len(out) < n:
            out.append((pos, dice))
            pos = rng.choice(legal_plays(pos, dice)).position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return out


# ============================================================================ notation


@pytest.mark.parametrize("variant", [Variant.SHORT, Variant.LONG])
def test_notation_tells_distinct_plays_apart(variant: Variant) -> None:
    """Within one roll, different results never get the same notation; the notation's
    pips add up to the play's, and hits are marked only where a blot was hit."""
    for pos, dice in _positions(variant, 600, seed=31):
        me = pos.turn
        seen: dict[str, Position] = {}
        for play in legal_plays(pos, dice):
            text = format_steps(pos, play.moves)
            assert seen.setdefault(text, play.position) == play.position, (pos.to_json(), text)
            pairs = parse_moves(text)
            assert sum(f - t for f, t in pairs) == sum(f - t for f, t in play.moves)
            hits = text.count("*")
            assert hits == play.position.bar[1 - me] - pos.bar[1 - me]
            if variant is Variant.LONG:
                assert hits == 0


def test_notation_of_entry_for_black() -> None:
    """Black's moves are written in Black's own numbering, like White's; after entering
    on 22 the checker is outside home, so the 6 cannot bear off the checker on 6."""
    pos = Position.from_points("short", {10: 15}, {6: 13, 1: 1}, bar=(0, 1), turn=BLACK)
    assert format_steps(pos, [(25, 22), (6, 0)]) == "bar/22 6/off"
    plays = legal_plays(pos, (3, 6))
    assert all((6, 0) not in p.moves for p in plays)
    texts = {format_steps(pos, p.moves) for p in plays}
    assert "bar/16" in texts and "bar/22 6/off" not in texts


# ============================================================================ Position ID


def test_position_id_round_trip_with_bar_and_off() -> None:
    """Checkers on the bar and borne off survive the ID (off = what is missing)."""
    pos = Position.from_points("short", {24: 1, 6: 3}, {3: 2, 20: 1}, bar=(2, 1), turn=BLACK)
    pid = position_id(pos)
    assert len(pid) == 14
    assert position_from_id(pid, BLACK) == pos
    assert position_id(pos.with_turn(WHITE)) != pid


# ============================================================================ scoring


@pytest.mark.parametrize(
    "black, bar, off, expected",
    [
        ({6: 15}, 0, 0, (2, "gammon")),
        ({18: 1, 6: 14}, 0, 0, (2, "gammon")),  # Black's 18 is White's 7: outside his home
        ({19: 1, 6: 14}, 0, 0, (3, "backgammon")),  # Black's 19 is White's 6: in his home
        ({24: 1, 6: 14}, 0, 0, (3, "backgammon")),
        ({6: 14}, 1, 0, (3, "backgammon")),  # on the bar
        ({24: 1, 6: 12}, 1, 1, (1, "single")),  # one off: always 1
    ],
)
def test_short_scoring_boundaries(
    black: dict[int, int], bar: int, off: int, expected: tuple[int, str]
) -> None:
    """1 / gammon 2 / backgammon 3, from the loser's checkers (docs/RULES.md)."""
    pos = Position.from_points("short", {}, black, bar=(0, bar), turn=BLACK)
    assert pos.off == (15, off)
    assert score(pos, WHITE) == expected
    # The same from Black's side (colours swapped).
    mirror = Position.from_points("short", black, {}, bar=(bar, 0), turn=WHITE)
    assert score(mirror, BLACK) == expected


def test_long_scoring_has_no_third_kind() -> None:
    """Long nardy: mars 2 even with checkers in the winner's home; oin 1 after one off."""
    pos = Position.from_points("long", {}, {24: 10, 3: 5}, turn=BLACK)
    assert score(pos, WHITE) == (2, "mars")
    pos = Position.from_points("long", {}, {24: 14}, turn=BLACK)
    assert score(pos, WHITE) == (1, "oin")


def test_resign_mid_turn_scores_the_position_before_the_turn() -> None:
    """Steps of an unfinished turn are not part of the scored position."""
    pos = Position.from_points("short", {1: 2}, {6: 15}, off=(13, 0), turn=WHITE)
    g = Game.from_position(pos, (2, 1)).play_step(1, 0)
    assert g.current_position.off[WHITE] == 14
    r = g.resign(WHITE)
    assert r.result is not None and r.result.winner == BLACK and r.result.points == 1
    assert r.position == pos


# ============================================================================ game flow


@pytest.mark.parametrize("variant", [Variant.SHORT, Variant.LONG])
def test_game_play_of_every_legal_play(variant: Variant) -> None:
    """Game.play accepts every legal play, and the next position is the play's."""
    for pos, dice in _positions(variant, 60, seed=5):
        g = Game.from_position(pos, dice)
        for play in g.legal_plays():
            after = g.play(play, FixedDice([3, 4]))
            assert after.history[-1].steps == play.steps
            if after.finished:
                assert after.position == play.position and after.result is not None
                assert after.result.winner == pos.turn
            else:
                assert after.position == play.position and after.dice == (3, 4)


def test_game_json_round_trip_mid_turn() -> None:
    """A game saved in the middle of a turn loads with the same offered steps."""
    g = Game.new("long", FixedDice([5, 3]))
    g = g.play_step(24, 19)
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.steps == (Step(24, 19, 5),)
    assert loaded.legal_steps() == g.legal_steps() == [Step(19, 16, 3)]
    assert loaded.current_position == g.current_position


def test_game_json_with_a_dead_end_step_is_refused() -> None:
    """Saved steps must be offered steps: a dead end (legal alone) does not load."""
    pos = Position.from_points("short", {20: 1, 10: 1}, {21: 2, 12: 2, 3: 11}, turn=WHITE)
    g = Game.from_position(pos, (6, 1))
    d = g.to_dict()
    d["steps"] = [[20, 19, 1]]  # leaves the 6 unplayable although both can be played
    with pytest.raises((IllegalStep, GameError)):
        Game.from_dict(d).legal_steps()


# ============================================================================ CLI


@pytest.mark.slow
def test_cli_plays_no_move_and_black_to_move() -> None:
    """A blocked position answers one empty play; Black's moves are in his numbering."""
    blocked = Position.from_points(
        "short", {6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3}, bar=(1, 0), turn=WHITE
    )
    lines = [
        json.dumps({"position": blocked.to_dict(), "dice": [6, 6]}),
        json.dumps({"position": start_position("long", BLACK).to_dict(), "dice": [6, 5]}),
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "plays"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(x) for x in proc.stdout.splitlines()]
    assert out[0]["plays"] == [{"moves": [], "position": blocked.swap_turn().to_dict()}]
    assert out[1]["plays"][0]["moves"] == [[24, 18], [18, 13]]
    after = Position.from_dict(out[1]["plays"][0]["position"])
    assert after.own(BLACK, 13) == 1 and after.board[0] == -1  # Black's 13 is White's 1
