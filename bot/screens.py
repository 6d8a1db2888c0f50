"""Every screen of the bot in one language, for a translator to review texts in place::

    python -m bot.screens --lang fa --out screens-fa

writes into the folder ``screens.txt`` (each screen's text as Telegram shows it, HTML tags
removed, and its buttons one row a line) and the pictures: the board at each stage of a
game against a friend and one against the bot, the final boards, every ``/rules`` diagram
and chart, a tournament's standings table and a player's dice chart. Besides the screens of
a chat's game, its lobby and settings: inline mode, matches, the coach's hints and
analysis, the dice check and the luck, tournaments and ``/history``
(:mod:`bot.screens_more`). The screens are made
by the same views the bot uses, from games played with seeded dice (the same files every
run), with the catalogues in strict mode: a message the language lacks stops the command
with its name. Last in the text file: every message of the catalogue, by key.
"""

from __future__ import annotations

import argparse
import html
import os
import random
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from aiogram.types import InlineKeyboardMarkup

from engine import Game, RandomDice
from engine.clock import PRESETS, Clock
from engine.dicestats import dice_stats
from engine.tournament import Entrant, Format, Outcome, Pairing, Round, Tournament
from rendering import render_board
from rendering.dicechart import render_dice_chart
from rendering.standings import render_standings
from storage import FinishedGame, GameRecord, PlayerStats

from . import screens_more
from .app import COMMANDS
from .handlers.rules import TOPICS, _caption, _picture
from .i18n import LANGUAGES, MissingText, Translator, catalogue
from .model.state import Table
from .views import (
    board_picture,
    claim_notice,
    claim_wait_text,
    final_caption,
    game_caption,
    game_keyboard,
    language_keyboard,
    language_set_text,
    language_text,
    lobby_keyboard,
    lobby_text,
    rematch_keyboard,
    reminder_text,
    resign_question,
    rules_keyboard,
    started_text,
)
from .views.clock import caption_line, control_words, downtime_text, timeout_text, warning_text
from .views.coach import hint_text
from .views.dice import chart_texts, stats_text
from .views.settings import settings_keyboard, settings_text
from .views.tournament import pairings_text, standings_picture_texts, standings_text

__all__ = ["Screens", "render_screens", "main"]

NAMES = ("Арсен", "Նինո", "علی", "Giorgi 🎲")
"""Players' names in several scripts (and an emoji), as the boards must draw them."""
_TAG = re.compile(r"<[^>]+>")


@dataclass
class Screens:
    """What is written into the output folder: the text file's sections and the
    pictures."""

    out: Path
    lines: list[str] = field(default_factory=list)
    pictures: list[Path] = field(default_factory=list)

    def screen(self, title: str, text: str,
               markup: InlineKeyboardMarkup | None = None) -> None:
        """A screen: its title, its text as a reader sees it, its buttons by rows."""
        self.lines += [f"=== {title}", html.unescape(_TAG.sub("", text))]
        for row in markup.inline_keyboard if markup is not None else ():
            self.lines.append("  ".join(f"[{b.text}]" for b in row))
        self.lines.append("")

    def picture(self, name: str, png: bytes, shows: str | None = None) -> None:
        """A picture ``name``.png; ``shows``: a line in the text file that names it."""
        path = self.out / f"{name}.png"
        path.write_bytes(png)
        self.pictures.append(path)
        if shows is not None:
            self.lines += [f"    (picture: {path.name}) {shows}", ""]


def _record(variant: str, opponent: str, white: str, black: str | None) -> GameRecord:
    now = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
    return GameRecord(game_id=4242, chat_id=-100, variant=variant,  # type: ignore[arg-type]
                      opponent=opponent,  # type: ignore[arg-type]
                      ai_level="medium" if opponent == "ai" else None, status="active",
                      state="", history="", white_id=1, black_id=2 if black else None,
                      white_name=white, black_name=black, creator_id=1, message_id=None,
                      version=1, created_at=now, updated_at=now, last_move_at=None,
                      expires_at=None)


def _finished(rec: GameRecord, game: Game) -> FinishedGame:
    result = game.result
    assert result is not None
    ids = (rec.white_id, rec.black_id)
    return FinishedGame(
        game_id=rec.game_id, chat_id=rec.chat_id, variant=rec.variant,
        opponent=rec.opponent, ai_level=rec.ai_level, white_id=rec.white_id,
        black_id=rec.black_id, white_name=rec.white_name, black_name=rec.black_name,
        creator_id=rec.creator_id, reason="borne_off", winner=result.winner,  # type: ignore[arg-type]
        winner_id=ids[result.winner], loser_id=ids[1 - result.winner],
        points=result.points, gammon=result.kind != "normal",
        backgammon=result.kind == "backgammon",
        rating_change=None if rec.opponent == "ai" else 12.4, final_state="", history="",
        created_at=rec.created_at, finished_at=rec.updated_at)


def _games(tr: Translator) -> Iterator[tuple[str, GameRecord, Table, bool]]:
    """The stages of two games played with seeded dice (a long game between two people,
    a short one against the bot): each stage's name, record, table and whether the board
    picture is worth a file (the opening, the first steps, a complete turn, the end)."""
    rng = random.Random(7)
    dice = RandomDice(rng)
    for variant, rec in (("long", _record("long", "friend", NAMES[0], NAMES[1])),
                         ("short", _record("short", "ai", NAMES[2], None))):
        game = Game.new(variant, dice)
        seq, turns, pictured = 1, 0, 0
        while seq < 2000:
            table = Table(seq=seq, stage="play", game=game, lang=tr.lang)
            notable = game.finished or turns == 0 or (turns == 3 and pictured < 4)
            yield f"{variant}-{seq:03d}", rec, table, notable
            pictured += notable
            if game.finished:
                break
            if game.turn_complete:
                game, turns = game.finish_turn(dice), turns + 1
            else:
                st = rng.choice(game.legal_steps())
                game = game.play_step(st.frm, st.to, st.die)
            seq += 1


def _board_screens(s: Screens, tr: Translator) -> None:
    asked: set[str] = set()
    for name, rec, table, notable in _games(tr):
        game = table.game
        assert game is not None
        if game.finished:
            fin = _finished(rec, game)
            assert game.result is not None
            stats = {1: PlayerStats(1, rec.variant, games=10, wins=6, losses=4, vs_ai_games=3,
                                    vs_ai_wins=2, rating=1512.4, rated_games=7),
                     2: PlayerStats(2, rec.variant, games=8, wins=3, losses=5,
                                    rating=1488.0, rated_games=8)}
            s.screen(f"the final board ({name})",
                     final_caption(fin, table, game.result, stats, tr),
                     rematch_keyboard(rec.game_id, tr))
        elif notable:
            s.screen(f"the board ({name})", game_caption(rec, table, tr),
                     game_keyboard(rec, table, tr))
        if notable:
            s.picture(f"board-{name}", render_board(*board_picture(rec, table, tr)),
                      "the board above")
        if (notable and not game.finished and game.turn_color is not None
                and rec.variant not in asked):
            asked.add(rec.variant)
            text, markup = resign_question(rec, table.seq, game, game.turn_color, tr)
            s.screen(f"/resign ({name})", text, markup)
            if rec.opponent != "ai":
                s.screen(f"a turn reminder ({name})", reminder_text(rec, game, tr))


def _chat_screens(s: Screens, tr: Translator) -> None:
    s.screen("/start (private chat)", tr("start"))
    s.screen("/start (group), and the greeting when added to a group", tr("start.group"))
    s.screen("/help", tr("help", hours=tr.figure(24.0), minutes=tr.figure(1.5))
             + tr("help.inline", bot="@nardy_bot"))
    s.screen("the command menu", "\n".join(f"/{c} — {tr(f'cmd.{c}')}" for c in COMMANDS))
    for private in (True, False):
        s.screen(f"/lang ({'private chat' if private else 'group'})",
                 language_text(tr, private), language_keyboard(tr))
    s.screen("/lang: the language chosen", language_set_text(tr))
    for clocks in (False, True):
        s.screen(f"/settings{' (with clocks)' if clocks else ''}",
                 settings_text(True, tr, clocks=clocks, control="blitz" if clocks else None),
                 settings_keyboard(True, tr, clocks=clocks,
                                   control="blitz" if clocks else None))
    rec = _record("long", "friend", NAMES[0], None)
    for table in (Table(stage="variant"), Table(stage="level"),
                  Table(stage="open", target=5, cube=True), Table(stage="open", invitee=2)):
        for private in (True, False):
            where = "private chat" if private else "group"
            s.screen(f"/new: the lobby, stage {table.stage} ({where})",
                     lobby_text(rec, table, tr, private),
                     lobby_keyboard(rec, table, tr, clocks=True))
    s.screen("the game started", started_text(_record("short", "friend", NAMES[0],
                                                       NAMES[2]), tr))
    s.screen("the claim notice", claim_notice(rec, 0, timedelta(hours=24), tr))
    s.screen("/claim too early", claim_wait_text(timedelta(hours=3, minutes=20),
                                                  timedelta(hours=24), tr))


def _rules_screens(s: Screens, tr: Translator) -> None:
    for variant, topics in TOPICS.items():
        for topic in topics:
            s.screen(f"/rules: {variant}, {topic}", _caption(variant, topic, tr),
                     rules_keyboard(variant, topic, topics, tr))
            s.picture(f"rules-{variant}-{topic}", _picture(variant, topic, tr.lang),
                      "the picture of this topic")


def _tournament() -> Tournament:
    """Five players, three rounds of a Swiss; 2 forfeits the last round and withdraws."""
    rounds = (
        Round(1, (Pairing(1, 1, 2, Outcome.A_WINS), Pairing(2, 3, 4, Outcome.B_WINS),
                  Pairing(3, 5, None, Outcome.BYE))),
        Round(2, (Pairing(1, 1, 4, Outcome.A_WINS), Pairing(2, 5, 2, Outcome.A_WINS),
                  Pairing(3, 3, None, Outcome.BYE))),
        Round(3, (Pairing(1, 1, 5, Outcome.B_WINS), Pairing(2, 3, 2, Outcome.B_FORFEIT),
                  Pairing(3, 4, None, Outcome.BYE))),
    )
    entrants = tuple(Entrant(i, 2000.0 - i) for i in range(1, 6))
    return Tournament(Format.SWISS, entrants, 3, rounds, frozenset({2}))


def _other_screens(s: Screens, tr: Translator) -> None:
    t = _tournament()
    names = dict(enumerate((*NAMES, "Rustam"), start=1))
    for n in (1, 2, 3):
        s.screen(f"a tournament: round {n}'s pairings", pairings_text(tr, t, n, names))
    s.screen("a tournament: the standings", standings_text(tr, t, names))
    s.picture("tournament-standings",
              render_standings(t.standings(), names, standings_picture_texts(tr, t)),
              "the standings table")
    rolls = random.Random(11)
    stats = dice_stats((rolls.randint(1, 6), rolls.randint(1, 6)) for _ in range(1234))
    s.screen("/dice", stats_text(stats, 37, "dice.stats.player", NAMES[1], tr))
    s.picture("dice-chart", render_dice_chart(
        stats, chart_texts(stats, tr("dice.chart.title", name=NAMES[1]), tr)),
        "the chart of /dice")


def _clock_screens(s: Screens, tr: Translator) -> None:
    names = list(PRESETS)
    s.screen("the time controls (lobby, invitation)",
             "\n".join(control_words(n, tr) for n in (*names, None)))
    clock = Clock.new(PRESETS[names[0]], 5).start_turn(0, 1000.0)
    s.screen("the clocks under a board",
             caption_line(clock, NAMES[0], NAMES[1], 1030.0, tr))
    s.screen("the warning to the mover", warning_text(clock, NAMES[0], 1030.0, tr))
    s.screen("the bot's downtime given back", downtime_text(75.0, tr))
    s.screen("lost on time", timeout_text(NAMES[0], NAMES[1], tr))
    s.screen("a match lost on time", timeout_text(NAMES[0], NAMES[1], tr, match=True))
    game = Game.new("short", RandomDice(random.Random(3)))
    plays = [(p.moves, loss) for p, loss in zip(game.legal_plays()[:3], (0.0, 0.031, 0.12))]
    dice = game.dice or (6, 5)
    s.screen("💡 a hint", hint_text(NAMES[2], f"{max(dice)}-{min(dice)}", game.position, plays, tr))


def _catalogue(s: Screens, tr: Translator) -> None:
    s.lines.append("=== every message of the catalogue, by key (its further lines indented)")
    for key, text in sorted(catalogue(tr.lang).texts.items()):
        s.lines.append(f"{key} = " + text.replace("\n", "\n    "))


def _more_screens(s: Screens, tr: Translator) -> None:
    for section in screens_more.SECTIONS:
        section(s, tr, NAMES, _record)


SECTIONS: tuple[Callable[[Screens, Translator], None], ...] = (
    _chat_screens, _board_screens, _rules_screens, _other_screens, _clock_screens,
    _more_screens, _catalogue)


def render_screens(lang: str, out: Path) -> Screens:
    """Write every screen in ``lang`` into folder ``out`` (made if missing): the pictures
    and ``screens.txt``. Raises `bot.i18n.MissingText` when the language lacks a message
    or a variable."""
    if lang not in LANGUAGES:
        raise ValueError(f"no catalogue for {lang!r}; the languages: {', '.join(LANGUAGES)}")
    os.environ["NARDY_I18N_STRICT"] = "1"
    out.mkdir(parents=True, exist_ok=True)
    s = Screens(out)
    tr = Translator(lang)
    for section in SECTIONS:
        section(s, tr)
    (out / "screens.txt").write_text("\n".join(s.lines) + "\n", encoding="utf-8")
    return s


def main(argv: list[str] | None = None) -> int:
    """The command line: ``--lang`` (one of the bot's languages) and ``--out`` (a
    folder)."""
    parser = argparse.ArgumentParser(prog="python -m bot.screens", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", required=True, choices=LANGUAGES)
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args(argv)
    try:
        s = render_screens(args.lang, args.out)
    except MissingText as exc:
        print(f"a message is missing: {exc}", file=sys.stderr)
        return 1
    print(f"{args.out / 'screens.txt'}: {len(s.lines)} lines; {len(s.pictures)} pictures")
    return 0


if __name__ == "__main__":
    sys.exit(main())
