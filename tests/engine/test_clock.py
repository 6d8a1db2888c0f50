"""The clock: delay, reserve, deadlines, late presses, pauses, downtime credit; every time
is passed in, nothing sleeps."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clock import (
    PRESETS,
    WARNING_SECONDS,
    Clock,
    ClockError,
    LateMove,
    TimeControl,
    format_seconds,
    preset,
)

LIVE = preset("live")  # 12 s delay, 2 min a point
T0 = 1_800_000_000.0


def test_presets_are_named_and_ordered() -> None:
    assert list(PRESETS) == ["blitz", "live", "relaxed"]
    assert (LIVE.delay, LIVE.reserve_per_point) == (12.0, 120.0)
    with pytest.raises(KeyError):
        preset("bullet")
    with pytest.raises(ValueError):
        TimeControl("broken", 5.0, 0.0)


def test_reserve_scales_with_match_length_and_a_single_game_is_one_point() -> None:
    assert Clock.new(LIVE).reserves == (120.0, 120.0)
    assert Clock.new(LIVE, 1).reserves == (120.0, 120.0)
    assert Clock.new(LIVE, 5).reserves == (600.0, 600.0)


def test_the_delay_is_free_and_the_rest_comes_out_of_the_reserve() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    assert clock.deadline() == T0 + 12 + 120
    assert clock.end_turn(T0 + 11.5).reserves == (120.0, 120.0)
    after = clock.end_turn(T0 + 20)
    assert after.reserves == (112.0, 120.0)
    assert after.mover is None and after.deadline() is None
    # The next turn gets a fresh delay.
    nxt = after.start_turn(1, T0 + 21)
    assert nxt.delay_left(T0 + 21) == 12.0
    assert nxt.remaining(0, T0 + 500) == 112.0  # the waiting side's reserve does not run


def test_a_press_at_or_after_the_deadline_is_late() -> None:
    clock = Clock.new(LIVE).start_turn(1, T0)
    deadline = T0 + 132
    assert not clock.timed_out(deadline - 0.001)
    assert clock.end_turn(deadline - 0.001).reserves[1] == pytest.approx(0.001, abs=1e-6)
    assert clock.timed_out(deadline)
    with pytest.raises(LateMove):
        clock.end_turn(deadline)
    flagged = clock.flag(deadline + 3)
    assert flagged.flagged == 1 and flagged.reserves == (120.0, 0.0)
    assert flagged.deadline() is None and not flagged.running
    with pytest.raises(ClockError):
        clock.flag(deadline - 1)
    with pytest.raises(ClockError):
        flagged.start_turn(0, deadline + 4)


def test_a_repeated_delivery_does_not_restart_the_turn() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    assert clock.start_turn(0, T0 + 50) is clock
    with pytest.raises(ClockError):
        clock.start_turn(1, T0 + 50)
    with pytest.raises(ClockError):
        Clock.new(LIVE).end_turn(T0)


def test_stop_drops_the_turn_uncharged() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0).stop()
    assert clock.reserves == (120.0, 120.0) and clock.mover is None


def test_a_pause_needs_the_opponent_and_keeps_what_was_spent() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    with pytest.raises(ClockError):
        clock.accept_pause(1, T0 + 1)  # nobody asked
    asked = clock.ask_pause(0)
    with pytest.raises(ClockError):
        asked.accept_pause(0, T0 + 5)  # the asker cannot accept its own request
    paused = asked.accept_pause(1, T0 + 20)
    assert paused.paused and paused.deadline() is None
    assert paused.remaining(0, T0 + 10_000) == 112.0
    assert not paused.timed_out(T0 + 10_000)
    resumed = paused.resume(T0 + 1000)
    # 20 s spent before the pause: the delay is used up, 112 s of reserve left.
    assert resumed.deadline() == T0 + 1000 + 112
    assert resumed.end_turn(T0 + 1002).reserves[0] == 110.0
    with pytest.raises(ClockError):
        resumed.resume(T0 + 1003)


def test_a_pause_accepted_after_the_deadline_is_late() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0).ask_pause(1)
    with pytest.raises(LateMove):
        clock.accept_pause(0, T0 + 200)


def test_downtime_is_given_back_to_the_mover() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    # Down from before the turn began: only the part inside the turn counts.
    credited = clock.credit_downtime(T0 - 100, T0 + 60)
    assert credited.deadline() == T0 + 60 + 132
    # Down in the middle of the turn.
    assert clock.credit_downtime(T0 + 10, T0 + 40).deadline() == T0 + 30 + 132
    # Downtime while no turn runs, or an empty interval, changes nothing.
    idle = Clock.new(LIVE)
    assert idle.credit_downtime(T0, T0 + 60) is idle
    assert clock.credit_downtime(T0 + 5, T0 + 5) is clock


def test_the_same_downtime_is_given_back_once() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    once = clock.credit_downtime(T0 + 10, T0 + 40)
    assert once.credited == T0 + 40
    assert once.credit_downtime(T0 + 10, T0 + 40) == once  # a second process, a restart
    # a downtime that overlaps the one given back: only its new part
    assert once.credit_downtime(T0 + 30, T0 + 50).deadline() == T0 + 40 + 132  # 40 s in all
    assert Clock.from_json(once.to_json()) == once
    assert "credited" not in clock.to_json()  # clocks stored before keep reading
    # a downtime that began once the mover's time was gone saves nothing
    assert clock.credit_downtime(T0 + 132, T0 + 500) is clock


def test_a_resumed_or_frozen_turn_runs_again_from_its_board_delivery() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    paused = clock.ask_pause(1).accept_pause(0, T0 + 20)
    waiting = paused.resume()  # resumed: the clock waits for the board to be delivered
    assert not waiting.paused and not waiting.running and waiting.deadline() is None
    assert not waiting.timed_out(T0 + 10_000)
    running = waiting.start_turn(0, T0 + 500)
    assert running.since == T0 + 500 and running.deadline() == T0 + 500 + 112
    assert running.start_turn(0, T0 + 600) is running  # a repeated delivery
    with pytest.raises(ClockError):
        waiting.start_turn(1, T0 + 500)  # the other side's turn is not the one timed
    frozen = clock.freeze(T0 + 30)  # a clean stop of the bot
    assert frozen.used == 30.0 and frozen.deadline() is None
    assert frozen.start_turn(0, T0 + 900).deadline() == T0 + 900 + 102
    assert Clock.new(LIVE).freeze(T0) == Clock.new(LIVE)  # nothing runs: nothing to freeze


def test_the_warning_comes_30_seconds_before_the_deadline() -> None:
    clock = Clock.new(LIVE).start_turn(0, T0)
    assert clock.warning_at() == T0 + 132 - WARNING_SECONDS
    short = Clock(TimeControl("tiny", 0.0, 10.0), (10.0, 10.0)).start_turn(1, T0)
    assert short.warning_at() == T0


def test_format_seconds() -> None:
    assert format_seconds(108) == "1:48"
    assert format_seconds(0.2) == "0:01"
    assert format_seconds(0) == "0:00"
    assert format_seconds(-5) == "0:00"
    assert format_seconds(3725) == "1:02:05"


def test_json_round_trip_and_rejection() -> None:
    clock = Clock.new(LIVE, 3).start_turn(1, T0).ask_pause(0)
    assert Clock.from_json(clock.to_json()) == clock
    for bad in ("", "{}", '{"control": "x"}', clock.to_json().replace('"mover":1', '"mover":2')):
        with pytest.raises(ClockError):
            Clock.from_json(bad)


stretches = st.lists(st.floats(min_value=0, max_value=400, allow_nan=False), min_size=1,
                     max_size=12)


@given(name=st.sampled_from(list(PRESETS)), length=st.integers(0, 9), turns=stretches)
def test_reserves_never_grow_and_each_turn_costs_its_time_beyond_the_delay(
    name: str, length: int, turns: list[float]
) -> None:
    control = preset(name)
    clock = Clock.new(control, length)
    now = T0
    for i, spent in enumerate(turns):
        side = i % 2
        clock = clock.start_turn(side, now)
        before = clock.reserves[side]
        deadline = clock.deadline()
        assert deadline is not None
        now += spent
        if now >= deadline:
            assert clock.timed_out(now)
            with pytest.raises(LateMove):
                clock.end_turn(now)
            assert clock.flag(now).reserves[side] == 0.0
            return
        clock = clock.end_turn(now)
        assert clock.reserves[side] == pytest.approx(before - max(0.0, spent - control.delay))
        assert 0.0 <= clock.reserves[side] <= before
        assert clock.reserves[1 - side] <= control.reserve(length)
        assert Clock.from_json(clock.to_json()) == clock


@given(pause_at=st.floats(0, 100), pause_len=st.floats(0, 10_000), rest=st.floats(0, 100))
def test_a_pause_never_changes_what_the_turn_costs(
    pause_at: float, pause_len: float, rest: float
) -> None:
    plain = Clock.new(LIVE).start_turn(0, T0)
    paused = plain.ask_pause(1).accept_pause(0, T0 + pause_at).resume(T0 + pause_at + pause_len)
    end = T0 + pause_at + rest
    assert paused.remaining(0, end + pause_len) == pytest.approx(plain.remaining(0, end))
