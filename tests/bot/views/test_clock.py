"""The clock's texts in both languages: controls in words, the caption's reserves, the
warning and the time-out banner."""

from __future__ import annotations

from bot.i18n import Translator
from bot.views.clock import (
    analysis_line,
    caption_line,
    clock_lines,
    control_name,
    control_words,
    reserve_words,
    timeout_text,
    warning_text,
    with_clock,
)
from engine.clock import PRESETS, Clock, preset
from storage import FinishedGame

RU, EN = Translator("ru"), Translator("en")
T0 = 1_800_000_000.0


def test_every_preset_has_a_name_in_both_languages() -> None:
    for name in PRESETS:
        assert control_name(name, RU) != control_name(None, RU)
        assert control_name(name, EN) != control_name(None, EN)
    assert control_name("bullet", RU) == "без часов"


def test_controls_in_words() -> None:
    assert control_words("live", RU) == "живая игра: 12 с на ход + 2 минуты резерва на очко"
    assert control_words("blitz", RU) == "блиц: 8 с на ход + 1 минута резерва на очко"
    assert control_words("relaxed", EN) == "relaxed: 30 s a move + 5 minutes of reserve a point"
    assert control_words(None, EN) == "no clock: moves are not timed"
    assert reserve_words(90, RU) == "1:30"


def test_the_caption_shows_both_reserves() -> None:
    clock = Clock.new(preset("live")).start_turn(0, T0).end_turn(T0 + 24).start_turn(1, T0 + 25)
    assert caption_line(clock, "Аня", "Борис", T0 + 25, RU) == (
        "⏱ Аня 1:48 · Борис 2:00, +12 с на ход")
    assert caption_line(clock, "A<b>", "B", T0 + 25, EN) == "⏱ A&lt;b&gt; 1:48 · B 2:00, +12 s a move"
    paused = clock.ask_pause(0).accept_pause(1, T0 + 30)
    assert caption_line(paused, "Аня", "Борис", T0 + 99, RU).startswith("⏸ Часы остановлены")


def test_warning_and_time_out() -> None:
    clock = Clock.new(preset("blitz")).start_turn(1, T0)
    assert warning_text(clock, "@b", T0 + 38, RU) == "⏳ @b, осталось 30 с — время на исходе!"
    assert "время вышло" in timeout_text("Аня", "Борис", RU).lower()
    assert timeout_text("A", "B", EN, match=True).startswith("⌛ Time out: A loses the match")


def _lost_on_time(reason: str = "timeout") -> FinishedGame:
    from datetime import UTC, datetime

    from bot.model.state import Table
    from engine import FixedDice, Game, Variant

    clock = Clock.new(preset("blitz")).start_turn(1, T0).flag(T0 + 70)
    table = Table(stage="play", game=Game.new(Variant.LONG, FixedDice([3, 5])))
    return FinishedGame(
        game_id=1, chat_id=-1, variant="long", opponent="friend", ai_level=None,
        white_id=1, black_id=2, white_name="Аня", black_name="Борис", creator_id=1,
        reason=reason, winner="white", winner_id=1, loser_id=2, points=1,  # type: ignore[arg-type]
        gammon=False, backgammon=False, rating_change=None, final_state=table.encode(),
        history="", created_at=datetime.now(UTC), finished_at=datetime.now(UTC),
        time_control="blitz", clock=clock.to_json())


def test_records_and_the_analysis_say_the_game_was_lost_on_time() -> None:
    fin = _lost_on_time()
    from bot.model.state import Table

    table = Table.decode(fin.final_state)
    assert clock_lines([fin], table, ("Аня", "Борис")) == [
        '; [TimeControl "blitz: 8 s a move + 60 s reserve a point"]',
        '; [Termination "time out: Борис"]']
    block = with_clock({"result": {}}, [fin], table)["clock"]
    assert block["flagged"] == "black" and block["reserves"] == [60.0, 0.0]
    assert analysis_line(fin, ("Аня", "Борис"), RU) == (
        "⌛ Партия закончилась по времени: Борис не успевает сделать ход. Несделанный ход "
        "в разбор не входит.")
    resigned = _lost_on_time("resigned")  # a clock, but another end: nothing to say
    assert analysis_line(resigned, ("Аня", "Борис"), EN) is None
    assert clock_lines([resigned], table, ("Аня", "Борис")) == [
        '; [TimeControl "blitz: 8 s a move + 60 s reserve a point"]']
