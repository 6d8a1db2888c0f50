"""Formats: position JSON, GNU Backgammon Position ID, move notation, the command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import gnubg_nn
import pytest

from engine import (
    BLACK,
    WHITE,
    Position,
    PositionError,
    diagram,
    format_steps,
    legal_plays,
    parse_moves,
    position_from_id,
    position_id,
    start_position,
)
from testkit.gnubg_board import gnubg_board


def test_position_json_round_trip_and_rules_example() -> None:
    text = ('{"variant": "short", "turn": "white", "board": [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, '
            '5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2], "bar": [0, 0], "off": [0, 0]}')
    pos = Position.from_json(text)
    assert pos == start_position("short")
    assert Position.from_json(pos.to_json()) == pos
    long_start = start_position("long", BLACK).to_dict()
    assert long_start["board"][23] == 15 and long_start["board"][11] == -15
    assert long_start["turn"] == "black"


@pytest.mark.parametrize("bad", [
    "not json", "[]", '{"variant": "x"}',
    '{"variant": "short", "board": [1, 2]}',
    '{"variant": "short", "board": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}',
    '{"variant": "long", "board": [0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,14],'
    ' "bar": [1, 0]}',
    '{"variant": "short", "turn": "red", "board": [-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2]}',
])
def test_position_json_rejects_malformed(bad: str) -> None:
    with pytest.raises(PositionError):
        Position.from_json(bad)


@pytest.mark.slow
def test_position_id_matches_gnubg_on_random_games() -> None:
    rng = random.Random(2024)
    checked = 0
    for _ in range(25):
        pos = start_position("short", rng.choice([WHITE, BLACK]))
        while pos.winner is None:
            pid = position_id(pos)
            assert pid == gnubg_nn.position_id(gnubg_board(pos))
            assert position_from_id(pid, pos.turn) == pos
            checked += 1
            pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).position
    assert checked > 1000
    assert position_id(start_position("short")) == "4HPwATDgc/ABMA"


@pytest.mark.parametrize("bad", ["", "abc", "4HPwATDgc/ABM!", "//////////////"])
def test_position_id_rejects_malformed(bad: str) -> None:
    with pytest.raises(PositionError):
        position_from_id(bad)


def test_position_id_only_for_short() -> None:
    with pytest.raises(PositionError):
        position_id(start_position("long"))


def test_notation_chains_hits_repeats() -> None:
    start = start_position("short")
    assert format_steps(start, [(24, 18), (18, 13)]) == "24/13"
    assert format_steps(start, [(13, 7), (13, 7), (8, 2), (8, 2)]) == "13/7(2) 8/2(2)"
    assert format_steps(start, [(8, 5), (6, 5)]) == "8/5 6/5"
    # A hit in the middle of a chain is shown as an intermediate point.
    pos = Position.from_points("short", {13: 15}, {16: 1, 1: 14}, turn=WHITE)  # Black's 16 = White's 9
    assert format_steps(pos, [(13, 9), (9, 5)]) == "13/9*/5"
    bar_pos = Position.from_points("short", {6: 14}, {1: 15}, bar=(1, 0), turn=WHITE)
    assert format_steps(bar_pos, [(25, 22), (6, 0)]) == "bar/22 6/off"
    assert format_steps(None, []) == ""


def test_parse_moves() -> None:
    assert parse_moves("24/18*/13 8/5(2) bar/22 6/off") == [
        (24, 18), (18, 13), (8, 5), (8, 5), (25, 22), (6, 0)]
    for bad in ["24-18", "24/", "99/1", "x/y"]:
        with pytest.raises(ValueError):
            parse_moves(bad)


def test_diagram_shows_counts_and_pips() -> None:
    text = diagram(start_position("long"))
    assert "X15" in text and "O15" in text and "pips: X 360  O 360" in text


@pytest.mark.slow
def test_cli_plays_answers_every_line_and_survives_errors() -> None:
    lines = [
        json.dumps({"position": start_position("long").to_dict(), "dice": [6, 5]}),
        "garbage",
        json.dumps({"position": start_position("short").to_dict(), "dice": [7, 1]}),
        json.dumps({"dice": [1, 2]}),
        json.dumps({"position": start_position("short").to_dict(), "dice": [3, 1]}),
    ]
    proc = subprocess.run([sys.executable, "-m", "engine", "plays"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr  # 1: some lines failed
    out = [json.loads(x) for x in proc.stdout.splitlines()]
    assert len(out) == 5
    assert out[0]["plays"] == [{"moves": [[24, 18], [18, 13]], "position": Position.from_dict(
        out[0]["plays"][0]["position"]).to_dict()}]
    assert out[0]["plays"][0]["position"]["turn"] == "black"
    assert "error" in out[1] and "error" in out[2] and "error" in out[3]
    assert len(out[4]["plays"]) == 16


@pytest.mark.slow
def test_cli_show_accepts_position_id_and_json() -> None:
    proc = subprocess.run([sys.executable, "-m", "engine", "show", "4HPwATDgc/ABMA"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "pips: X 167  O 167" in proc.stdout
    proc = subprocess.run([sys.executable, "-m", "engine", "show", "{bad"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "error" in proc.stderr and "Traceback" not in proc.stderr
