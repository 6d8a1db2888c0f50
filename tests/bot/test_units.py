"""Unit tests of the bot's pure parts: texts, settings, rate limits, keyboards, state."""

from __future__ import annotations

import html
import random
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

import ai
from bot.__main__ import main
from bot.callbacks import LobbyCB, RematchCB, ResignCB, StepCB, TurnCB
from bot.config import ConfigError, Settings
from bot.delivery.sender import TokenBucket, group_bucket
from bot.handlers.rules import CHART_TOPICS, DIAGRAMS, TOPICS, _caption
from bot.i18n import CATALOGS, Translator, pick_language
from bot.model.state import LogEntry, StateError, Table
from bot.views import AI_LEVELS, game_caption, game_keyboard
from bot.views.keyboard import row_fits
from engine import Game, RandomDice
from rendering import RULE_DIAGRAMS
from storage import GameRecord

TOKEN = "123456:ABCdef_ghi-JKL"


def caption_length(html_text: str) -> int:
    """The length Telegram counts in a caption sent as HTML: its visible text (no tags,
    entities read) in UTF-16 code units."""
    visible = html.unescape(re.sub(r"<[^>]+>", "", html_text))
    return len(visible.encode("utf-16-le")) // 2


def test_every_rules_topic_has_a_text_and_a_diagram() -> None:
    for variant, topics in TOPICS.items():
        for topic in topics:
            assert f"rules.{variant}.{topic}" in CATALOGS["ru"]
            assert f"rules.topic.{topic}" in CATALOGS["ru"]
            assert topic in CHART_TOPICS or DIAGRAMS[(variant, topic)] in RULE_DIAGRAMS
            for lang in CATALOGS:
                caption = _caption(variant, topic, Translator(lang))
                assert caption_length(caption) <= 1024, (lang, variant, topic)


def test_language_choice_and_plurals() -> None:
    assert pick_language("ru") == "ru"
    assert pick_language("be") == "ru" and pick_language("pt-br") == "en"
    assert pick_language("ru-RU") == "ru"
    assert pick_language("de") == "en" and pick_language(None) == "en"
    assert pick_language("de", "ru") == "ru" and pick_language("ru", "en") == "en"
    tr = Translator("ru")
    assert [tr.plural(n, "points") for n in (1, 2, 5, 11, 21, 22)] == [
        "очко", "очка", "очков", "очков", "очко", "очка"]
    assert Translator("en").plural(1, "points") == "point"
    assert Translator("xx").lang == "en"


def test_ai_levels_match_the_ai_package() -> None:
    assert tuple(AI_LEVELS) == tuple(ai.LEVELS)


def test_settings_from_the_environment() -> None:
    s = Settings.from_env({"BOT_TOKEN": TOKEN, "NARDY_AI_DELAY": "0",
                           "NARDY_INACTIVITY_HOURS": "12", "LOG_LEVEL": "debug"})
    assert s.token == TOKEN and s.ai_delay == 0 and s.inactivity_hours == 12
    assert s.db_path == "data/nardy.sqlite3" and s.log_level == "DEBUG"
    assert not s.webhook and s.api_url is None
    assert TOKEN not in repr(s)
    with pytest.raises(ConfigError, match="BOT_TOKEN"):
        Settings.from_env({})
    with pytest.raises(ConfigError):
        Settings.from_env({"BOT_TOKEN": "nonsense"})
    with pytest.raises(ConfigError, match="NARDY_AI_DELAY"):
        Settings.from_env({"BOT_TOKEN": TOKEN, "NARDY_AI_DELAY": "soon"})
    with pytest.raises(ConfigError, match="WEBHOOK_SECRET"):
        Settings.from_env({"BOT_TOKEN": TOKEN, "WEBHOOK_URL": "https://x.example/hook"})
    w = Settings.from_env({"BOT_TOKEN": TOKEN, "WEBHOOK_URL": "https://x.example/hook",
                           "WEBHOOK_SECRET": "s3cret", "WEBHOOK_PORT": "8443",
                           "TELEGRAM_API_URL": "http://127.0.0.1:8081/"})
    assert w.webhook and w.webhook_port == 8443 and w.api_url == "http://127.0.0.1:8081"
    assert "s3cret" not in repr(w)


def test_turn_ping_setting() -> None:
    assert Settings.from_env({"BOT_TOKEN": TOKEN}).turn_ping_seconds == 45.0
    assert Settings(token=TOKEN).turn_ping_seconds == 45.0
    s = Settings.from_env({"BOT_TOKEN": TOKEN, "NARDY_TURN_PING_SECONDS": "90"})
    assert s.turn_ping_seconds == 90.0
    off = Settings.from_env({"BOT_TOKEN": TOKEN, "NARDY_TURN_PING_SECONDS": "0"})
    assert off.turn_ping_seconds == 0.0
    for bad in ("-5", "soon", "nan"):
        with pytest.raises(ConfigError, match="NARDY_TURN_PING_SECONDS"):
            Settings.from_env({"BOT_TOKEN": TOKEN, "NARDY_TURN_PING_SECONDS": bad})


def test_main_exits_with_2_without_a_token(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("BOT_TOKEN", raising=False)
    assert main([]) == 2
    assert "BOT_TOKEN" in capsys.readouterr().err
    monkeypatch.setenv("BOT_TOKEN", "12:bad token")
    assert main([]) == 2
    assert "bad token" not in capsys.readouterr().err


def test_subcommands_need_no_token(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("BOT_TOKEN", raising=False)
    monkeypatch.setenv("NARDY_HEALTH_FILE", str(tmp_path / "beat.json"))
    assert main(["health"]) == 1  # no heartbeat yet: unhealthy, not a missing token
    out = capsys.readouterr()
    assert out.out.startswith("unhealthy") and "BOT_TOKEN" not in out.out + out.err
    monkeypatch.setenv("NARDY_DB", str(tmp_path / "absent.sqlite3"))
    assert main(["backup", str(tmp_path / "copy.sqlite3")]) == 2
    assert "no database file" in capsys.readouterr().err
    monkeypatch.setenv("WEBHOOK_PORT", "70000")  # a bad setting: one line, no traceback
    assert main(["health"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "WEBHOOK_PORT" in err and "Traceback" not in err


_README = Path(__file__).resolve().parents[2] / "README.md"


def _readme_settings() -> dict[str, str]:
    """The README's configuration table: each variable with its default column."""
    text = _README.read_text(encoding="utf-8")
    table = text.split("## Configuration (environment variables)", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, str] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        names = [n.strip().strip("`") for n in cells[0].split(",")]
        defaults = [d.strip() for d in cells[1].split(",")] if len(names) > 1 else [cells[1]]
        rows.update(zip(names, defaults, strict=True))
    return rows


def test_readme_settings_table_matches_the_fields() -> None:
    fields = {info.alias: info for info in Settings.model_fields.values() if info.alias}
    table = _readme_settings()
    assert set(table) == set(fields)
    for name, column in table.items():
        info = fields[name]
        assert info.description, name
        if info.default is None or info.default == "":
            assert not column.startswith("`") or name == "NARDY_HEALTH_FILE", (name, column)
            continue
        written = column.split("`")[1]
        if isinstance(info.default, bool):
            assert written == str(int(info.default)), (name, column)
        else:
            assert type(info.default)(written) == info.default, (name, column)


def test_group_bucket_never_exceeds_twenty_a_minute() -> None:
    now = [0.0]
    bucket = group_bucket(20)
    bucket._clock = lambda: now[0]  # type: ignore[method-assign]
    bucket._stamp = 0.0
    sent: list[float] = []
    while now[0] < 300:
        wait = bucket.delay()
        if wait == 0:
            bucket.take()
            sent.append(now[0])
        else:
            now[0] += wait
    for t in sent:
        assert sum(1 for x in sent if t <= x < t + 60) <= 20
    assert len(sent) >= 80  # and it does not throttle much harder than needed
    free = TokenBucket(1, 0)
    assert all(free.delay() == 0 for _ in range(100))


def _record(game_id: int = 123456789, opponent: str = "friend") -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=game_id, chat_id=-100, variant="short", opponent=opponent,  # type: ignore[arg-type]
                      ai_level="medium" if opponent == "ai" else None, status="active",
                      state="", history="", white_id=1, black_id=None if opponent == "ai" else 2,
                      white_name="A<b>", black_name="B&", creator_id=1, message_id=None,
                      version=1, created_at=now, updated_at=now, last_move_at=None,
                      expires_at=None)


@pytest.mark.parametrize("variant", ["short", "long"])
@pytest.mark.slow
def test_keyboards_fit_telegram_limits_through_whole_games(variant: str) -> None:
    rng = random.Random(5)
    dice = RandomDice(rng)
    tr = Translator("ru")
    rec = _record()
    for _ in range(3):
        game = Game.new(variant, dice)
        seq = 1
        while not game.finished:
            table = Table(seq=seq, stage="play", game=game)
            kb = game_keyboard(rec, table, tr)
            caption = game_caption(rec, table, tr)
            assert len(caption) <= 1024 and "A&lt;b&gt;" in caption
            if game.turn_complete:
                assert kb is not None
                assert [b.text for b in kb.inline_keyboard[-1]][-1] == "✅ Готово"
                game = game.finish_turn(dice)
                seq += 1
                continue
            assert kb is not None
            buttons = [b for row in kb.inline_keyboard for b in row]
            assert len(buttons) <= 100
            assert all(len(row) <= 8 for row in kb.inline_keyboard)
            assert all(len(b.callback_data.encode()) <= 64 for b in buttons)  # type: ignore[union-attr]
            labels = [b.text for b in buttons]
            assert len(labels) == len(set(labels)), labels
            steps = game.legal_steps()
            # every single step is on the keyboard, or merged with a button of equal result
            singles = [StepCB.unpack(b.callback_data) for b in buttons  # type: ignore[arg-type]
                       if b.callback_data.startswith("s:")]  # type: ignore[union-attr]
            results = {game.play_step(c.f, c.t, c.d).current_position for c in singles}
            assert {game.play_step(*st).current_position for st in steps} == results
            move_rows = [r for r in kb.inline_keyboard
                         if not r[0].callback_data.startswith("t:")]  # type: ignore[union-attr]
            assert all(len(row) <= 8 for row in kb.inline_keyboard)
            # seven rows, or more where wider rows would not read whole on a phone
            assert len(move_rows) <= 12
            assert all(row_fits([b.text for b in r]) for r in kb.inline_keyboard)
            st = rng.choice(steps)
            game = game.play_step(st.frm, st.to, st.die)
            seq += 1


def test_no_buttons_on_the_ai_turn() -> None:
    rec = _record(opponent="ai")
    game = Game.new("long", RandomDice(random.Random(3)))
    while game.turn_color != 1:
        game = game.play(game.legal_plays()[0], RandomDice(random.Random(4)))
    table = Table(seq=9, stage="play", game=game)
    assert game_keyboard(rec, table, Translator("en")) is None
    assert "thinking" in game_caption(rec, table, Translator("en"))


def test_callback_data_size_and_garbage() -> None:
    big = 2**62
    for cb in (StepCB(g=big, v=big, f=25, t=22, d=3), TurnCB(g=big, v=big, a="d"),
               LobbyCB(g=big, v=big, a="cancel", x="master"), ResignCB(g=big, v=big, a="y"),
               RematchCB(g=big)):
        assert len(cb.pack().encode()) <= 64
    for garbage in ("s:1:2:3:4", "s:a:b:c:d:e", "t:1:1:x"):
        with pytest.raises((ValueError, TypeError)):
            (StepCB if garbage.startswith("s") else TurnCB).unpack(garbage)


def test_table_round_trip_and_garbage() -> None:
    game = Game.new("short", RandomDice(random.Random(1)))
    st = game.legal_steps()[0]
    game = game.play_step(st.frm, st.to, st.die)
    table = Table(seq=5, lang="en", stage="play", invitee=7, lobby_message=9,
                  log=(LogEntry(0, (6, 5), "24/18 13/8", "forced"),), game=game)
    back = Table.decode(table.encode())
    assert back == table and back.game == game
    for bad in ("", "{}", '{"b":1}', '{"b":1,"seq":1,"stage":"play"}', "[1]", '{"b":2}'):
        with pytest.raises(StateError):
            Table.decode(bad)
