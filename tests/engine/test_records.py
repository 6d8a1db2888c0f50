"""Game records: the action list, the text layouts, JSON records that replay exactly, and
``python -m engine replay``."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import BLACK, WHITE, FixedDice, Game, GameError, Match, Position, RandomDice
from engine.__main__ import main
from engine.records import (
    RecordError,
    actions,
    game_record,
    mat_text,
    match_record,
    replay_game,
    replay_match,
    replay_record,
    text_record,
)
from tests.engine.helpers import play_random


def short_game_with_cube() -> Game:
    """White opens 3-1; Black doubles, White takes; Black plays 6-4; White redoubles to 4,
    Black passes."""
    g = Game.new("short", FixedDice([3, 1]), cube=True)
    g = g.play([(8, 5), (6, 5)], FixedDice([]))
    g = g.offer_double().take(FixedDice([6, 4]))
    g = g.play([(24, 18), (18, 14)], FixedDice([]))
    return g.offer_double().pass_()


def test_actions_put_cube_actions_before_the_turn_they_precede() -> None:
    acts = actions(short_game_with_cube())
    assert [(a.kind, a.color) for a in acts] == [
        ("move", WHITE), ("double", BLACK), ("take", WHITE), ("move", BLACK),
        ("double", WHITE), ("pass", BLACK)]
    assert acts[0].dice == (3, 1) and [s.pair() for s in acts[0].steps] == [(8, 5), (6, 5)]
    assert acts[1].value == 2 and acts[4].value == 4 and acts[5].value == 2
    assert acts[3].position is not None and acts[3].position.turn == BLACK


def test_mat_layout_of_a_single_game() -> None:
    text = mat_text(short_game_with_cube(), ("Анна К.", "Bob"), date="2026.12.01")
    lines = text.splitlines()
    assert lines[:6] == ['; [Site "Nardy"]', '; [Player 1 "Анна_К."]', '; [Player 2 "Bob"]',
                         '; [EventDate "2026.12.01"]', '; [Variation "Backgammon"]', ""]
    body = lines[lines.index(" 0 point match"):]
    assert body == [
        " 0 point match",
        "",
        " Game 1",
        " Анна_К. : 0                    Bob : 0",
        "  1) 31: 8/5 6/5                  Doubles => 2",
        "  2)  Takes                      64: 24/18 18/14",
        "  3)  Doubles => 4                Drops",
        "      Wins 2 points",
    ]
    assert text.endswith("Wins 2 points\n")


def test_mat_marks_hits_and_the_bar_in_the_movers_numbering() -> None:
    # White enters from the bar (25) on his 22 with the 3, hitting Black's blot there
    # (Black's own 3), then moves on with the 4.
    pos = Position.from_points("short", {6: 14}, {3: 1, 6: 14}, bar=(1, 0), turn=WHITE)
    g = Game.from_position(pos, (3, 4)).play([(25, 22), (22, 18)], FixedDice([2, 1]))
    assert "  1) 34: 25/22* 22/18" in mat_text(g)


def test_mat_is_for_short_nardy_only() -> None:
    with pytest.raises(GameError):
        mat_text(Game.new("long", FixedDice([5, 2])))


def test_long_nardy_text_record_in_own_numbering() -> None:
    g = Game.new("long", FixedDice([5, 2]), cube=True)
    g = g.play([(24, 19), (19, 17)], FixedDice([]))  # White: 24/17
    g = g.roll(FixedDice([6, 4])).play([(24, 18), (18, 14)], FixedDice([]))  # Black: 24/14
    g = g.offer_double().pass_()
    text = text_record(g, ("Анна", "Борис"))
    assert '; [Variation "Long nardy"]' in text
    assert "  1) 52: 24/17                   64: 24/14" in text
    assert "  2)  Doubles => 2                Drops" in text
    assert text.rstrip().endswith("Wins 1 point")


def test_game_records_replay_exactly() -> None:
    rng = random.Random(11)
    for variant in ("short", "long"):
        dice = RandomDice(rng)
        g = Game.new(variant, dice, cube=True)
        seen = 0
        while not g.finished:
            if seen % 7 == 3 or g.plies == 0:
                # A record of every kind of state replays to the same game.
                rec = json.loads(json.dumps(game_record(g)))
                assert replay_game(rec) == g
            seen += 1
            if g.double_offered:
                g = g.take(dice) if rng.random() < 0.8 else g.pass_()
            elif g.may_double and rng.random() < 0.2:
                g = g.offer_double()
            elif g.awaiting_roll:
                g = g.roll(dice)
            elif g.plies > 30 and rng.random() < 0.05:
                g = g.resign(g.turn_color)
            else:
                g = g.play(rng.choice(g.legal_plays()), dice)
        rec = json.loads(json.dumps(game_record(g, ("a", "b"))))
        assert rec["players"] == {"white": "a", "black": "b"}
        assert replay_record(rec) == g


def test_match_records_replay_exactly() -> None:
    rng = random.Random(2)
    for variant in ("short", "long"):
        states = play_random(Match.new(variant, 5, RandomDice(rng), cube=True), rng,
                             resign=0.05)
        for m in (states[len(states) // 2], states[-1]):
            rec = json.loads(json.dumps(match_record(m, ("x", "y"))))
            back = replay_match(rec)
            assert back == m and back.score == m.score


def _bad(rec: dict[str, Any], match: str) -> None:
    with pytest.raises(RecordError, match=match):
        replay_record(rec)


def test_replay_rejects_illegal_moves_cube_actions_and_results() -> None:
    rec = game_record(short_game_with_cube())
    bad = json.loads(json.dumps(rec))
    bad["actions"][3]["steps"] = [[24, 18], [18, 13]]  # 6-4 cannot play 18/13
    _bad(bad, r"action 4 \(black 6-4\): illegal move")
    bad = json.loads(json.dumps(rec))
    bad["actions"][2] = {"take": "black", "value": 2}  # the doubler cannot take
    _bad(bad, "action 3")
    bad = json.loads(json.dumps(rec))
    bad["actions"].insert(1, {"double": "black", "value": 2})  # twice in a row
    _bad(bad, "action 3")
    bad = json.loads(json.dumps(rec))
    bad["result"]["points"] = 4
    _bad(bad, "the record says")
    bad = json.loads(json.dumps(rec))
    bad["actions"][0]["dice"] = [6, 6]
    _bad(bad, "action 1")
    for garbage in [[], {}, {"format": "nardy-record", "v": 7},
                    {"format": "nardy-record", "v": 1, "type": "game"}]:
        with pytest.raises(RecordError):
            replay_record(garbage)


def test_python_m_engine_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "game.json"
    good.write_text(json.dumps(game_record(short_game_with_cube())), encoding="utf-8")
    assert main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert "short nardy" in out and "white wins 2 (single, passed, cube 2)" in out
    rec = game_record(short_game_with_cube())
    rec["actions"][0]["steps"] = [[8, 5], [6, 4]]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec), encoding="utf-8")
    assert main(["replay", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: action 1 (white 3-1): illegal move")
    (tmp_path / "junk.json").write_text("{nope", encoding="utf-8")
    assert main(["replay", str(tmp_path / "junk.json")]) == 1
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "Traceback" not in err
    m = play_random(Match.new("long", 3, RandomDice(random.Random(8))), random.Random(9),
                    resign=0.1)[-1]
    mf = tmp_path / "match.json"
    mf.write_text(json.dumps(match_record(m)), encoding="utf-8")
    assert main(["replay", str(mf)]) == 0
    assert f"match to 3: {m.score[0]}-{m.score[1]}, match over" in capsys.readouterr().out


@pytest.mark.slow
def test_action_positions_are_the_positions_before_each_turn() -> None:
    for seed in range(4):
        for variant in ("short", "long"):
            rng = random.Random(seed)
            dice = RandomDice(rng)
            g = Game.new(variant, dice)
            while not g.finished:
                g = g.play(rng.choice(g.legal_plays()), dice)
            moves = [a for a in actions(g) if a.kind == "move"]
            assert len(moves) == len(g.history)
            for i, a in enumerate(moves):
                assert a.position == g.position_before(i)


def test_a_resigned_roll_is_in_the_record_and_older_records_still_replay() -> None:
    g = Game.new("short", FixedDice([3, 1])).play([(8, 5), (6, 5)], FixedDice([6, 4]))
    r = g.resign(BLACK)  # after rolling 6-4
    rec = game_record(r)
    assert rec["rolled"] == [6, 4] and rec["result"]["reason"] == "resigned"
    assert replay_game(rec) == r
    del rec["rolled"]  # a record that does not keep the resigned roll
    old = replay_game(rec)
    assert old.result == r.result and old.unplayed is None and old.history == r.history


def test_the_documented_example_record_replays() -> None:
    rec = {
        "format": "nardy-record", "v": 1, "type": "game", "variant": "long", "cube": True,
        "crawford": False, "opening": [[2, 2], [6, 5]],
        "actions": [
            {"turn": "white", "dice": [6, 5], "steps": [[24, 18, 6], [18, 13, 5]]},
            {"double": "black", "value": 2}, {"take": "white", "value": 2},
            {"turn": "black", "dice": [3, 1], "steps": [[24, 21, 3], [21, 20, 1]]},
            {"double": "white", "value": 4}, {"pass": "black", "value": 2}],
        "result": {"winner": "white", "points": 2, "kind": "oin", "reason": "passed",
                   "cube": 2},
    }
    g = replay_record(rec)
    assert isinstance(g, Game) and g.result is not None and g.result.points == 2
    assert game_record(g) == rec


@functools.cache
def _sample_records() -> str:
    rng = random.Random(4)
    m = play_random(Match.new("short", 3, RandomDice(rng), cube=True), rng, resign=0.05)[-1]
    return json.dumps([game_record(m.games[0].game), match_record(m)])


def _paths(node: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


@settings(max_examples=400, deadline=None)
@given(data=st.data(), which=st.sampled_from([0, 1]), junk=st.sampled_from(
    [None, -1, 0, 3, 7, 26, "x", "white", "black", [], [1], [7, 7], {}, True, 2.5]))
def test_damaged_records_raise_record_error_only(
    data: st.DataObject, which: int, junk: object
) -> None:
    rec = json.loads(_sample_records())[which]
    path = data.draw(st.sampled_from(_paths(rec)[1:]))
    node = rec
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = junk
    try:
        replay_record(rec)
    except RecordError:
        pass
