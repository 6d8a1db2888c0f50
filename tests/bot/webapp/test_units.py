"""The board page's pure parts: settings, signatures, flood limits, the board's layout and
a game's state from one side."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from bot.config import ConfigError, Settings
from bot.i18n import CATALOGS, Translator
from bot.model.state import Table
from bot.webapp.access import game_state
from bot.webapp.auth import AuthError, FloodGate, check_init_data, game_key, parse_game_key
from bot.webapp.layout import layout
from engine import BLACK, WHITE, Game, Position, Variant, from_white_point
from rendering import geometry as g
from storage import GameRecord
from testkit.webapp import init_data

TOKEN = "123456:ABCdef"


def test_settings_of_the_page() -> None:
    env = {"BOT_TOKEN": TOKEN}
    s = Settings.from_env(env)
    assert s.webapp_url is None and s.webapp_port == 8081 and s.webapp_name is None
    s = Settings.from_env({**env, "NARDY_WEBAPP_URL": "https://x.org/webapp/",
                           "NARDY_WEBAPP_PORT": "9000", "NARDY_WEBAPP_NAME": "board"})
    assert (s.webapp_url, s.webapp_port, s.webapp_name) == ("https://x.org/webapp/", 9000,
                                                            "board")
    for given, url in (("https://x.org/app", "https://x.org/app/"),
                       ("https://x.org", "https://x.org/"), (" https://x.org/a/b ", "https://x.org/a/b/"),
                       ("https://x.org/app/", "https://x.org/app/")):
        assert Settings.from_env({**env, "NARDY_WEBAPP_URL": given}).webapp_url == url
    for bad in ({"NARDY_WEBAPP_URL": "http://x.org/"}, {"NARDY_WEBAPP_URL": "https://x.org/a?b"}, {"NARDY_WEBAPP_URL": "https://x.org/?a=1"},
                {"NARDY_WEBAPP_NAME": "a b"}, {"NARDY_WEBAPP_PORT": "0"}):
        with pytest.raises(ConfigError):
            Settings.from_env({**env, **bad})


def test_init_data_signature_and_age() -> None:
    data = check_init_data(TOKEN, init_data(TOKEN, 5, "Ann", start_param="1_x"))
    assert data.user is not None and data.user.id == 5 and data.start_param == "1_x"
    with pytest.raises(AuthError, match="tampered"):
        check_init_data(TOKEN, init_data("654321:other", 5))
    with pytest.raises(AuthError, match="tampered"):
        check_init_data(TOKEN, "user=%7B%22id%22%3A5%7D&auth_date=1&hash=00")
    with pytest.raises(AuthError, match="tampered"):
        check_init_data(TOKEN, "")
    day = int(time.time()) - 86400
    assert check_init_data(TOKEN, init_data(TOKEN, 5, auth_date=day + 120)).user is not None
    with pytest.raises(AuthError, match="expired"):
        check_init_data(TOKEN, init_data(TOKEN, 5, auth_date=day - 120))
    later = datetime.now(UTC) + timedelta(days=2)
    with pytest.raises(AuthError, match="expired"):
        check_init_data(TOKEN, init_data(TOKEN, 5), now=later)


def test_game_keys() -> None:
    key = game_key(TOKEN, 42)
    assert parse_game_key(TOKEN, key) == 42
    assert parse_game_key("999:other", key) is None
    _, sig = key.split("_", 1)
    assert parse_game_key(TOKEN, f"43_{sig}") is None
    for bad in ("", "42", "x_y", key + "A", "-1_" + sig):
        assert parse_game_key(TOKEN, bad) is None


def test_flood_gate() -> None:
    gate = FloodGate(rate=1.0, burst=3.0)
    assert [gate.allow(1) for _ in range(4)] == [True, True, True, False]
    assert gate.allow(2)  # one user's flood does not slow another


def test_layout_is_the_pictures() -> None:
    L = layout()
    assert L["size"] == list(g.BOARD_SIZE)
    for k in range(1, 25):
        for i in range(g.MAX_VISIBLE):
            # the viewer's own point k is White's k seen by White
            assert L["own"][k]["checkers"][i] == list(g.checker_center("long", WHITE, k, i))
        assert L["own"][k]["number"] == list(g.number_center(k))
    assert L["bar_checkers"]["you"][0] == list(g.bar_checker_center(BLACK, BLACK, 0))
    assert L["tray_rects"]["opp"] == list(g.tray_rect(BLACK, WHITE))
    assert L["colours"]["FELT"] == "#245840"


def _record(variant: str, white: int | None, black: int | None) -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=7, chat_id=-100, variant=Variant.parse(variant),
                      opponent="ai" if None in (white, black) else "human", ai_level="beginner"
                      if None in (white, black) else None, status="active", state="",
                      history="", white_id=white, black_id=black, white_name="Ann",
                      black_name="Ben", creator_id=1, message_id=None, version=1,
                      created_at=now, updated_at=now, last_move_at=None, expires_at=None)


@pytest.mark.parametrize("variant", ["short", "long"])
def test_state_from_each_side(variant: str) -> None:
    start = {24: 2, 13: 5, 8: 3, 6: 5} if variant == "short" else {24: 15}
    pos = Position.from_points(variant, start, start, turn=BLACK)
    table = Table(stage="play", game=Game.from_position(pos, (6, 5)))
    rec = _record(variant, 1, 2)
    tr = Translator("ru")
    ben = game_state(rec, table, 2, tr, auto_finish=True)
    ann = game_state(rec, table, 1, tr, auto_finish=True)
    watcher = game_state(rec, table, 3, tr, auto_finish=True)
    assert ben["side"] == BLACK and ann["side"] == WHITE and watcher["you"] is None
    assert ben["points"][24] == start[24] and ann["points"][24] == start[24]
    # the same White point, each in his own numbering, with opposite signs
    for wp in range(1, 25):
        assert ben["points"][from_white_point(Variant.parse(variant), BLACK, wp)] == \
            -ann["points"][wp]
    assert ben["moves"] and not ann["moves"] and not watcher["moves"]
    assert ben["can"]["resign"] and not ann["can"]["resign"]
    assert watcher["side"] == BLACK  # between humans: the side on turn, as in the chat
    assert ben["moves"]["24"][0][0] in (18, 19, 13)


def test_both_catalogues_have_the_page_texts() -> None:
    ru = {k for k in CATALOGS["ru"] if k.startswith("webapp.")}
    en = {k for k in CATALOGS["en"] if k.startswith("webapp.")}
    assert ru == en and len(ru) > 20
