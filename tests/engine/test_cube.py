"""The doubling cube in Game: who may offer, take, pass, points times the cube, records and
serialization (including games written by the format before the cube)."""

from __future__ import annotations

import pytest

from engine import (
    BLACK,
    FORMAT_VERSION,
    WHITE,
    Cube,
    CubeAction,
    FixedDice,
    Game,
    GameError,
    IllegalStep,
    Position,
)

# Written by the engine before the cube existed (format version 1), frozen here: a short
# game in the middle of White's second turn (one step made), and a long game that
# Black resigned after White's first turn.
V1_SHORT = (
    '{"v":1,"variant":"short","start":[0,[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],'
    '[0,0],[0,0]],"pos":[0,[-1,0,0,0,2,4,-1,2,0,0,0,-4,5,0,0,-1,-3,0,-5,0,0,0,0,2],[0,0],[0,0]],'
    '"dice":[5,5],"steps":[[13,8,5]],"opening":[[3,1]],"history":[[0,3,1,[[8,5,3],[6,5,1]]],'
    '[1,6,4,[[24,18,6],[13,9,4]]]]}'
)
V1_LONG = (
    '{"v":1,"variant":"long","start":[0,[0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15],'
    '[0,0],[0,0]],"pos":[1,[0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14],[0,0],[0,0]],'
    '"dice":null,"steps":[],"opening":[[2,2],[6,5]],"history":[[0,6,5,[[24,18,6],[18,13,5]]]],'
    '"result":[0,2,"mars","resigned"]}'
)


def opened(cube: bool = True, crawford: bool = False) -> Game:
    """A short game after White's opening 3-1 (8/5 6/5), Black on turn."""
    g = Game.new("short", FixedDice([3, 1]), cube=cube, crawford=crawford)
    return g.play([(8, 5), (6, 5)], FixedDice([6, 4]))


# ----------------------------------------------------------------------- who may double


def test_without_the_cube_the_dice_are_rolled_at_once_and_nobody_may_double() -> None:
    g = opened(cube=False)
    assert g.cube is None and g.dice == (6, 4) and not g.may_double and not g.awaiting_roll
    with pytest.raises(GameError):
        g.offer_double()
    assert g.cube_value == 1


def test_with_the_cube_the_next_turn_waits_for_roll_or_double() -> None:
    g0 = Game.new("short", FixedDice([3, 1]), cube=True)
    assert g0.dice == (3, 1) and not g0.may_double  # the opening turn plays the roll-off dice
    g = opened()
    assert g.dice is None and g.awaiting_roll and g.may_double and not g.finished
    assert g.position.turn == BLACK and g.legal_steps() == [] and not g.turn_complete
    with pytest.raises(GameError):
        g.play_step(24, 18)
    with pytest.raises(GameError):
        g.finish_turn(FixedDice([1, 1]))
    r = g.roll(FixedDice([6, 4]))
    assert r.dice == (6, 4) and not r.may_double and not r.awaiting_roll
    with pytest.raises(GameError):
        r.offer_double()  # after the roll it is too late
    with pytest.raises(GameError):
        r.roll(FixedDice([1, 2]))


def test_take_doubles_the_cube_gives_it_to_the_taker_and_rolls_for_the_doubler() -> None:
    g = opened().offer_double()
    assert g.double_offered and not g.may_double and not g.awaiting_roll and g.dice is None
    assert g.cube == Cube(1, None, True)
    with pytest.raises(GameError):
        g.roll(FixedDice([1, 2]))
    with pytest.raises(GameError):
        g.offer_double()
    t = g.take(FixedDice([6, 4]))
    assert t.cube == Cube(2, WHITE, False) and t.dice == (6, 4) and t.position.turn == BLACK
    assert t.cube_log == (CubeAction(1, BLACK, "double", 2), CubeAction(1, WHITE, "take", 2))
    # Black no longer owns the cube: his next turns are rolled at once, with no extra press...
    w = t.play([(24, 18), (13, 9)], FixedDice([]))
    assert w.position.turn == WHITE and w.may_double  # ...while White, the owner, may redouble
    b = w.roll(FixedDice([2, 1])).play([(13, 11), (6, 5)], FixedDice([5, 2]))
    assert b.position.turn == BLACK and b.dice == (5, 2) and not b.may_double


def test_pass_ends_the_game_at_the_value_before_the_offer() -> None:
    g = opened().offer_double().pass_()
    assert g.finished and g.result is not None
    assert (g.result.winner, g.result.points, g.result.kind, g.result.reason, g.result.cube) == (
        BLACK, 1, "single", "passed", 1)
    assert g.cube_log[-1] == CubeAction(1, WHITE, "pass", 1)
    # A redouble to 4 passed: the doubler wins 2.
    t = opened().offer_double().take(FixedDice([6, 4])).play([(24, 18), (13, 9)], FixedDice([]))
    p = t.offer_double().pass_()
    assert p.result is not None and (p.result.winner, p.result.points) == (WHITE, 2)
    assert p.result.base == 1 and p.cube_log[-2] == CubeAction(2, WHITE, "double", 4)
    with pytest.raises(GameError):
        p.take(FixedDice([1, 2]))
    with pytest.raises(GameError):
        opened().pass_()


def test_long_nardy_pass_is_an_oin() -> None:
    g = Game.new("long", FixedDice([5, 2]), cube=True).play([(24, 19), (19, 17)], FixedDice([]))
    assert g.may_double
    p = g.offer_double().pass_()
    assert p.result is not None and (p.result.kind, p.result.points) == ("oin", 1)


def test_crawford_game_has_no_cube_action() -> None:
    g = opened(crawford=True)
    assert g.dice == (6, 4) and not g.may_double  # rolled at once, as without the cube
    with pytest.raises(GameError):
        g.offer_double()


def test_cube_at_64_and_opponents_cube_forbid_doubling() -> None:
    pos = Position.from_points("short", {6: 15}, {6: 15}, turn=WHITE)
    top = Game.from_position(pos, None, cube=Cube(64, WHITE))
    assert top.awaiting_roll and not top.may_double
    with pytest.raises(GameError):
        top.offer_double()
    theirs = Game.from_position(pos, None, cube=Cube(2, BLACK))
    assert not theirs.may_double
    mine = Game.from_position(pos, None, cube=Cube(32, WHITE))
    t = mine.offer_double().take(FixedDice([3, 3]))
    assert t.cube == Cube(64, BLACK) and t.dice == (3, 3)


# ----------------------------------------------------------------------- points and the cube


def test_a_game_borne_off_scores_result_times_the_cube() -> None:
    # White bears off his last checker; Black has borne off none: a gammon at cube 4 = 8.
    pos = Position.from_points("short", {1: 1}, {6: 10, 7: 5}, off=(14, 0), turn=WHITE)
    g = Game.from_position(pos, (6, 1), cube=Cube(4, BLACK))
    end = g.play(g.legal_plays()[0], FixedDice([]))
    r = end.result
    assert r is not None and (r.points, r.kind, r.cube, r.base) == (8, "gammon", 4, 2)


def test_resignation_scores_the_position_times_the_cube() -> None:
    g = opened().offer_double().take(FixedDice([6, 4]))
    r = g.resign(BLACK)  # at the start, White still in Black's home: backgammon, cube 2
    assert r.result is not None and (r.result.winner, r.result.points, r.result.kind) == (
        WHITE, 6, "backgammon")
    pending = opened().offer_double()
    with pytest.raises(GameError):
        pending.resign(WHITE)  # the opponent answers the double, not resigns
    f = pending.forfeit(WHITE, "timeout")  # timing out on a double: the value before it
    assert f.result is not None and f.result.points == 3 and f.result.cube == 1
    assert f.cube is not None and not f.cube.offered
    with pytest.raises(GameError):
        pending.forfeit(WHITE, "passed")


# ----------------------------------------------------------------------- serialization


def test_cube_games_round_trip_in_every_state() -> None:
    g = opened()
    states = [g, g.offer_double(), g.offer_double().take(FixedDice([6, 4])),
              g.offer_double().pass_(), opened(crawford=True)]
    for s in states:
        assert Game.from_json(s.to_json()) == s
        assert s.to_dict()["v"] == FORMAT_VERSION == 2


def test_version_1_games_still_load() -> None:
    g = Game.from_json(V1_SHORT)
    assert g.cube is None and not g.crawford and g.cube_log == ()
    assert g.variant.value == "short" and g.dice == (5, 5) and [s.pair() for s in g.steps] == [
        (13, 8)]
    assert [r.moves for r in g.history] == [[(8, 5), (6, 5)], [(24, 18), (13, 9)]]
    g2 = g.play_step(13, 8).play_step(6, 1).play_step(6, 1).finish_turn(FixedDice([2, 1]))
    assert g2.dice == (2, 1) and g2.position.turn == BLACK
    assert Game.from_json(g.to_json()) == g
    lg = Game.from_json(V1_LONG)
    assert lg.result is not None and (lg.result.points, lg.result.kind, lg.result.cube) == (
        2, "mars", 1)
    assert lg.opening == ((2, 2), (6, 5)) and lg.position.turn == BLACK


def test_malformed_cube_data_is_rejected() -> None:
    good = opened().offer_double().to_dict()
    for key, value in [("cube", [3, None, False]), ("cube", [2, None, False]),
                       ("cube", [2, 5, False]), ("cube_log", [[0, 0, "beaver", 4]])]:
        bad = dict(good, **{key: value})
        with pytest.raises(GameError):
            Game.from_dict(bad)
    rolled = dict(good, dice=[3, 1])  # a pending double after the roll
    with pytest.raises(GameError):
        Game.from_dict(rolled)
    no_dice = opened(cube=False).to_dict()
    no_dice["dice"] = None
    with pytest.raises(GameError):
        Game.from_dict(no_dice)
    with pytest.raises(IllegalStep):
        opened().roll(FixedDice([6, 4])).play_step(1, 2)


def test_the_roll_of_a_resigned_turn_is_kept() -> None:
    g = opened(cube=False)  # Black has rolled 6-4
    r = g.resign(BLACK)
    assert r.unplayed == (6, 4) and r.dice is None
    assert Game.from_json(r.to_json()) == r
    before_roll = opened().resign(BLACK)  # with the cube, Black had not rolled yet
    assert before_roll.unplayed is None
    assert "unplayed" not in before_roll.to_dict()
