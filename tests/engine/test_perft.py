"""Perft-style regression data for long nardy: ``tests/data/long_perft.json``.

Each entry is a position (docs/RULES.md JSON), a roll and the number of distinct legal plays
(distinct resulting positions; a position with no move has exactly one, empty, play).
Entries with ``"source": "hand"`` were counted by hand from docs/RULES.md (each has a comment
saying how); entries with ``"source": "random"`` come from seeded random games and were
frozen from the engine's output as a regression guard.

Regenerate the file (hand entries are rebuilt from :data:`HAND`, random ones re-frozen from
the current engine, so only do it after checking a change) with::

    .venv/bin/python -m tests.engine.test_perft
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.moves import legal_plays
from engine.position import BLACK, WHITE, Position, Variant, from_white_point, start_position
from engine.position import to_white_point as _tw

DATA = Path(__file__).parent / "data" / "long_perft.json"
LONG = Variant.LONG


def _pos(me: dict[int, int], opp: dict[int, int], turn: int = WHITE) -> Position:
    """Long-nardy position; ``me`` and ``opp`` in the mover's numbering, the rest off."""
    theirs = {from_white_point(LONG, 1 - turn, _tw(LONG, turn, k)): n for k, n in opp.items()}
    w, b = (me, theirs) if turn == WHITE else (theirs, me)
    return Position.from_points(LONG, w, b, turn=turn)


_BLOCK = {14: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}
_END = {12: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 10}

# (comment, position, dice, plays, no_move). Points in comments are the mover's.
HAND: list[tuple[str, Position, tuple[int, int], int, bool]] = [
    *[
        (
            f"start {a}-{b}: one checker leaves the head and plays both dice to {24 - a - b}",
            start_position(LONG, WHITE),
            (a, b),
            1,
            False,
        )
        for a in range(2, 7)
        for b in range(1, a)
    ],
    (
        "start 1-1 (first turn, no exception): one checker 24-20",
        start_position(LONG),
        (1, 1),
        1,
        False,
    ),
    ("start 2-2 (no exception): one checker 24-16", start_position(LONG), (2, 2), 1, False),
    (
        "start 3-3 first turn: one checker stops at 15 (12 is the opponent's head), so two "
        "leave: 15+21 or 18+18",
        start_position(LONG),
        (3, 3),
        2,
        False,
    ),
    ("start 4-4 first turn: 24-20-16 twice (12 blocked)", start_position(LONG), (4, 4), 1, False),
    ("start 5-5 (no exception): one checker 24-19-14-9-4", start_position(LONG), (5, 5), 1, False),
    (
        "start 6-6 first turn: two checkers 24-18, 18-12 blocked",
        start_position(LONG),
        (6, 6),
        1,
        False,
    ),
    (
        "start, Black to move, 3-3: as for White: 15+21 or 18+18",
        start_position(LONG, BLACK),
        (3, 3),
        2,
        False,
    ),
    (
        "start, Black to move, 6-6: two checkers to 18",
        start_position(LONG, BLACK),
        (6, 6),
        1,
        False,
    ),
    (
        "second player's first turn 3-3 (opponent's first checker on my 1): 15+21 or 18+18",
        _pos({24: 15}, {12: 14, 1: 1}, BLACK),
        (3, 3),
        2,
        False,
    ),
    (
        "3-3 first turn with the way clear (opponent all on my 1): 12, 15+21 or 18+18",
        _pos({24: 15}, {1: 15}),
        (3, 3),
        3,
        False,
    ),
    (
        "6-6 first turn, way clear: one checker reaches 6 only (no bear-off), so 6+18 or 12+12",
        _pos({24: 15}, {1: 15}),
        (6, 6),
        2,
        False,
    ),
    (
        "5-5 first turn with my 14 held: one checker only, 24-19 and stuck",
        _pos({24: 15}, {12: 14, 14: 1}),
        (5, 5),
        1,
        False,
    ),
    (
        "6-6 first turn with my 18 held: nothing leaves the head, no move",
        _pos({24: 15}, {12: 14, 18: 1}),
        (6, 6),
        1,
        True,
    ),
    (
        "later turn 6-6, 14 on head and one on 20: one head checker to 18, 20-14-8-2",
        _pos({24: 14, 20: 1}, {12: 15}),
        (6, 6),
        1,
        False,
    ),
    (
        "3-1, 14 on head and one on 13 (12 held): head to 20; head 23 + 13-10; 13-10-9",
        _pos({24: 14, 13: 1}, {12: 15}, BLACK),
        (3, 1),
        3,
        False,
    ),
    (
        "one checker on 20, 5-3, opponent on 19, 18, 16: jumps over them to 12",
        _pos({20: 1}, {19: 1, 18: 1, 16: 1, 22: 12}),
        (5, 3),
        1,
        False,
    ),
    (
        "one checker on 20, 5-3, 15 and 17 held: both intermediate points closed, no move",
        _pos({20: 1}, {15: 1, 17: 1, 22: 13}),
        (5, 3),
        1,
        True,
    ),
    (
        "one checker on 20, 5-3, 12 held: only one die, the larger: 20-15",
        _pos({20: 1}, {12: 1, 22: 14}, BLACK),
        (5, 3),
        1,
        False,
    ),
    (
        "one checker on 20, 5-1, 15 held: both dice via 19 (20-19-14)",
        _pos({20: 1}, {15: 1, 22: 14}),
        (5, 1),
        1,
        False,
    ),
    (
        "20 and 9, 3-3, 11 held: 20-17-14 and 9-6-3 (no bear-off): 2+2 steps",
        _pos({20: 1, 9: 1}, {11: 1, 22: 14}),
        (3, 3),
        1,
        False,
    ),
    (
        "20 and 10, 6-1, 4 and 13 held: 20-14 10-9 or 10-9-3 (20-19 is a dead end)",
        _pos({20: 1, 10: 1}, {4: 1, 13: 1, 22: 13}, BLACK),
        (6, 1),
        2,
        False,
    ),
    (
        "block: 14 and 10..6 singles, opponent all on my 12 (behind). 14-11 only after a 2 "
        "from 10..6 (5 results); otherwise 10..6 play 3+2 (20 distinct); 14-11-9 illegal",
        _pos(_BLOCK, {12: 15}),
        (3, 2),
        25,
        False,
    ),
    (
        "same, Black to move, one opponent checker on my 24 (ahead of 11..6): also 14-11-9",
        _pos(_BLOCK, {12: 14, 24: 1}, BLACK),
        (3, 2),
        26,
        False,
    ),
    (
        "same, the opponent checker that was ahead is borne off: does not count, 25",
        _pos(_BLOCK, {12: 14}),
        (3, 2),
        25,
        False,
    ),
    (
        "block across 1/24: 24x2, 23x2, 22, 2, 1; 24-21 would make 2,1,24..21 (opponent "
        "behind on 12): forbidden while 23, 22 and 2 are held; 10 results",
        _pos({24: 2, 23: 2, 22: 1, 2: 1, 1: 1}, {12: 15}),
        (3, 1),
        10,
        False,
    ),
    (
        "16,14,13,12,11,10 and 2-1: 16-15 makes six across 12/13, no block: 28 results "
        "(6 one-checker moves, 30 pairs, duplicates merged)",
        _pos({16: 1, 14: 1, 13: 1, 12: 1, 11: 1, 10: 1}, {20: 15}, BLACK),
        (2, 1),
        28,
        False,
    ),
    (
        "23 and 17..13, opponent on 12..7: 23-18 makes 18..13 with nothing ahead on the "
        "route; every other 5 is blocked: no move",
        _pos({23: 1, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1}, _END),
        (5, 5),
        1,
        True,
    ),
    (
        "same with 15 empty (checker on 19): 23-18-13 and 19-14, three 5s, one result",
        _pos({23: 1, 19: 1, 17: 1, 16: 1, 14: 1, 13: 1}, _END),
        (5, 5),
        1,
        False,
    ),
    (
        "bear-off 4 and 2 with 4-2: both off (win) or 4-2 then 2 off with the 4",
        _pos({4: 1, 2: 1}, {23: 15}),
        (4, 2),
        2,
        False,
    ),
    (
        "bear-off 5 and 3 with 6-1: 6 takes the 5 (highest) then 3-2; or 5-4 then 4 off; "
        "or 3-2 then 5 off (= first)",
        _pos({5: 1, 3: 1}, {23: 15}),
        (6, 1),
        2,
        False,
    ),
    (
        "bear-off 6 and 2 with 4-1: the 4 must play 6-2 (a higher checker exists): 2+1",
        _pos({6: 1, 2: 1}, {23: 15}, BLACK),
        (4, 1),
        1,
        False,
    ),
    (
        "bear-off 6 and 1 with 4-4, my 2 held: 6-2 blocked and 1 not the highest: no move",
        _pos({6: 1, 1: 1}, {2: 1, 23: 14}),
        (4, 4),
        1,
        True,
    ),
    (
        "bear-off 5 and 2 with 2-1: 2 off + 5-4, 5-3-2, or 5-3 + 2-1",
        _pos({5: 1, 2: 1}, {23: 15}),
        (2, 1),
        3,
        False,
    ),
    (
        "20 and 2x2 with 2-1: no bear-off while 20 is outside home: 20-17 or 20-18 + 2-1",
        _pos({20: 1, 2: 2}, {23: 15}),
        (2, 1),
        2,
        False,
    ),
    (
        "8 and 3x2 with 6-2: 8-2 then bear off with the 2 or 3-1; or 8-6 then 6 off",
        _pos({8: 1, 3: 2}, {23: 15}),
        (6, 2),
        2,
        False,
    ),
    (
        "last checker on 3 with 6-1: the win (3 off with the 6, or 3-2 then off)",
        _pos({3: 1}, {23: 15}, BLACK),
        (6, 1),
        1,
        False,
    ),
]


def _random_entries(n: int, seed: int = 2024) -> list[dict]:
    """(position, roll, count) from seeded random long games; every 7th turn."""
    rng = random.Random(seed)
    out: list[dict] = []
    while len(out) < n:
        a, b = rng.sample(range(1, 7), 2)
        pos, dice = start_position(LONG, WHITE if a > b else BLACK), (a, b)
        turn = 0
        while pos.winner is None and len(out) < n:
            plays = legal_plays(pos, dice)
            if turn % 7 == 3:
                out.append(
                    {
                        "source": "random",
                        "position": pos.to_dict(),
                        "dice": list(dice),
                        "plays": len(plays),
                    }
                )
            pos = rng.choice(plays).position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            turn += 1
    return out


def build() -> dict:
    """The whole data file as a JSON object."""
    entries = [
        {
            "source": "hand",
            "comment": comment,
            "position": pos.to_dict(),
            "dice": list(dice),
            "plays": plays,
            "no_move": no_move,
        }
        for comment, pos, dice, plays, no_move in HAND
    ]
    return {
        "description": (
            "Long nardy perft: distinct legal plays per position and roll. 'hand' entries "
            "counted by hand from docs/RULES.md (points in comments are the mover's own); 'random' "
            "entries frozen from the engine."
        ),
        "entries": entries + _random_entries(300),
    }


def _load() -> list[dict]:
    return json.loads(DATA.read_text(encoding="utf-8"))["entries"]


def test_perft_file_is_complete() -> None:
    """The file holds the hand-checked entries and the random set."""
    entries = _load()
    hand = [e for e in entries if e["source"] == "hand"]
    assert len(hand) == len(HAND) >= 40
    assert all(e["comment"] for e in hand)
    assert sum(e["source"] == "random" for e in entries) == 300
    assert sum(e["dice"][0] == e["dice"][1] for e in entries) >= 40


@pytest.mark.parametrize("source", ["hand", "random"])
def test_long_perft_counts(source: str) -> None:
    """The engine finds exactly the recorded number of distinct plays."""
    bad = []
    for e in _load():
        if e["source"] != source:
            continue
        pos = Position.from_dict(e["position"])
        assert pos.variant is LONG
        plays = legal_plays(pos, tuple(e["dice"]))
        if len(plays) != e["plays"] or (e.get("no_move") and plays[0].steps != ()):
            bad.append((e.get("comment"), e["position"], e["dice"], e["plays"], len(plays)))
    assert not bad, bad[:3]


if __name__ == "__main__":
    DATA.parent.mkdir(exist_ok=True)
    data = build()
    rows = ",\n".join("  " + json.dumps(e, separators=(", ", ": ")) for e in data["entries"])
    text = f'{{"description": {json.dumps(data["description"])},\n "entries": [\n{rows}\n]}}\n'
    DATA.write_text(text, encoding="utf-8")
    print(f"wrote {DATA}")
