"""The main screens read whole in every language: /start, /help, every /rules caption, a
lobby at each stage, the board's caption through a whole game, the /lang menu, the Mini
App's texts, a tournament's pairings and standings (the rules pictures are checked in every
language through the bot, tests/bot/test_languages.py). Each is
built by the views the bot uses, with the catalogues in strict mode (a missing message or
variable raises), and must hold no unfilled ``{`` placeholder, no Fluent error mark, and
fit Telegram: a caption within 1,024 characters, every button row on a phone."""

from __future__ import annotations

import html
import io
import random
import re
from datetime import UTC, datetime

import pytest
from aiogram.types import InlineKeyboardMarkup
from PIL import Image

from bot.handlers.rules import TOPICS, _caption
from bot.i18n import LANGUAGES, SOURCE_LANGUAGE, Translator, catalogue
from bot.model.state import Table
from bot.views import (
    game_caption,
    game_keyboard,
    language_keyboard,
    language_set_text,
    language_text,
    lobby_keyboard,
    lobby_text,
    rules_keyboard,
    started_text,
)
from bot.views.keyboard import row_fits
from bot.views.tournament import pairings_text, standings_picture_texts, standings_text
from bot.webapp.server import _texts as page_texts
from engine import Game, RandomDice
from rendering.standings import STANDINGS_WIDTH, render_standings
from storage import GameRecord
from tests.rendering.helpers import event

_UNFILLED = re.compile(r"\{\s*\$?[A-Za-z_]|\{\s*\}|\{\?")


def visible_length(text: str) -> int:
    """What Telegram counts of a text sent as HTML: the text without tags, entities read,
    in UTF-16 code units."""
    return len(html.unescape(re.sub(r"<[^>]+>", "", text)).encode("utf-16-le")) // 2


def check_text(text: str, limit: int, where: str) -> None:
    assert text.strip(), where
    assert not _UNFILLED.search(text), (where, text)
    assert visible_length(text) <= limit, (where, visible_length(text))


def check_keyboard(markup: InlineKeyboardMarkup | None, where: str) -> None:
    assert markup is not None, where
    for row in markup.inline_keyboard:
        labels = [b.text for b in row]
        assert all(label.strip() and "{" not in label for label in labels), (where, labels)
        assert row_fits(labels), (where, labels)


def record(variant: str, white: str, black: str | None, opponent: str = "friend") -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=4242, chat_id=-100, variant=variant, opponent=opponent,  # type: ignore[arg-type]
                      ai_level="medium" if opponent == "ai" else None, status="active",
                      state="", history="", white_id=1, black_id=2 if black else None,
                      white_name=white, black_name=black, creator_id=1, message_id=None,
                      version=1, created_at=now, updated_at=now, last_move_at=None,
                      expires_at=None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_start_help_and_language_menu(lang: str) -> None:
    tr = Translator(lang)
    check_text(tr("start"), 4096, "start")
    check_text(tr("start.group"), 4096, "start.group")
    check_text(tr("help", hours=tr.figure(24.0), minutes=tr.figure(1.5))
               + tr("help.inline", bot="@nardy_bot"), 4096, "help")
    for private in (True, False):
        check_text(language_text(tr, private), 4096, "lang")
    check_text(language_set_text(tr), 4096, "lang.set")
    check_keyboard(language_keyboard(tr), "lang")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rules_caption(lang: str) -> None:
    tr = Translator(lang)
    for variant, topics in TOPICS.items():
        for topic in topics:
            check_text(_caption(variant, topic, tr), 1024, f"rules {variant} {topic}")
            check_keyboard(rules_keyboard(variant, topic, topics, tr), f"rules {variant}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lobby_at_every_stage(lang: str) -> None:
    tr = Translator(lang)
    rec = record("long", "Алиса <3", None)
    stages = [Table(stage="variant"), Table(stage="level"),
              Table(stage="open", target=5, cube=True), Table(stage="open", invitee=2)]
    for table in stages:
        for private in (True, False):
            check_text(lobby_text(rec, table, tr, private), 4096, f"lobby {table.stage}")
        check_keyboard(lobby_keyboard(rec, table, tr, clocks=True), f"lobby {table.stage}")
    check_text(started_text(record("short", "Alice", "علی"), tr), 4096, "started")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_board_caption_through_a_game(lang: str) -> None:
    """A whole game (a random one, seeded) against a friend and one against the bot: each
    caption and keyboard on the way, names in Latin, Cyrillic and Persian script."""
    tr = Translator(lang)
    rng = random.Random(7)
    dice = RandomDice(rng)
    for variant, rec in (("long", record("long", "Alice & Bob", "Аня")),
                         ("short", record("short", "علی", None, opponent="ai"))):
        game = Game.new(variant, dice)
        seq = 1
        while not game.finished and seq < 400:
            table = Table(seq=seq, stage="play", game=game)
            check_text(game_caption(rec, table, tr), 1024, f"{variant} caption {seq}")
            kb = game_keyboard(rec, table, tr)
            if kb is not None:
                check_keyboard(kb, f"{variant} keyboard {seq}")
            if game.turn_complete:
                game = game.finish_turn(dice)
            else:
                st = rng.choice(game.legal_steps())
                game = game.play_step(st.frm, st.to, st.die)
            seq += 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_mini_app_texts(lang: str) -> None:
    """The page gets every text it uses, each variable as ``{name}`` for it to fill (and
    nothing else in braces), each counted word in the language's CLDR categories."""
    texts = page_texts(Translator(lang))
    source = catalogue(SOURCE_LANGUAGE)
    for key, text in texts.items():
        base = key if key in source.keys else key.rpartition(".")[0]
        assert set(re.findall(r"\{(\w+)\}", text)) == source.variables[base], key
        assert "{ $" not in text and text.strip(), key
    assert {f"points.{c}" for c in catalogue(lang).plurals["points"]} <= set(texts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tournaments_pairings_and_standings(lang: str) -> None:
    tr = Translator(lang)
    names = {1: "Арсен", 2: "Гиви <b>", 3: "علی", 4: "Rustam", 5: "Նինո"}
    for n in (1, 2, 3):
        check_text(pairings_text(tr, event(), n, names), 4096, f"pairings {n}")
    check_text(standings_text(tr, event(), names), 4096, "standings")
    png = render_standings(event().standings(), names, standings_picture_texts(tr, event()))
    assert Image.open(io.BytesIO(png)).width == STANDINGS_WIDTH
