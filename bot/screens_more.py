"""The screens of ``python -m bot.screens`` beyond a chat's own game: inline mode, matches,
the coach's analysis, the dice check and the luck, a tournament's lobby and ``/history``.
Made by the views the bot uses, from fixed values and games played with seeded dice."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Protocol

from aiogram.types import InlineKeyboardMarkup

from ai.analysis import Decision, GameAnalysis, PlayerReport
from ai.cube_review import CubeAct, CubeCall
from ai.luck import GameLuck, PlayerLuck, RollLuck
from engine import BLACK, WHITE, Game, Position, RandomDice, start_position
from engine.committed import CommittedDice
from engine.match import Match
from engine.position import Variant
from storage import FinishedGame, GameRecord, MatchRecord
from storage.match_api import PlayerMatchStats
from storage.tournament_api import EntrantRecord, TournamentRecord

from .callbacks import InlineLobbyCB
from .i18n import Translator
from .model.state import MatchInfo, Table
from .views.coach import (
    analysis_list_keyboard,
    analysis_text,
    cube_verdict,
    mistake_caption,
    progress_text,
)
from .views.dice import check_text, current_text, lobby_line
from .views.game import named
from .views.history import HistoryEntry, history_keyboard, history_text
from .views.inline import (
    inline_final_keyboard,
    inline_hint_alert,
    inline_level_keyboard,
    inline_lobby_keyboard,
    inline_lobby_text,
    inline_resign_keyboard,
    inline_result_description,
    inline_result_title,
)
from .views.match import match_final_lines, match_keyboard
from .views.tournament_lobby import lobby_keyboard, lobby_text

__all__ = ["SECTIONS", "Shows"]


class Shows(Protocol):
    """Where a section writes its screens (``bot.screens.Screens``)."""

    def screen(self, title: str, text: str,
               markup: InlineKeyboardMarkup | None = None) -> None:
        """A screen: its title, its text, its buttons."""

NOW = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
SEED = bytes(range(32))
"""The committed dice's seed of the checked game (any 32 bytes: the screens are fixed)."""


def _played_out(game: Game, rng: random.Random, dice: RandomDice | CommittedDice) -> Game:
    """``game`` played to its end with random steps."""
    while not game.finished:
        if game.awaiting_roll:
            game = game.roll(dice)
        elif game.turn_complete:
            game = game.finish_turn(dice)
        else:
            st = rng.choice(game.legal_steps())
            game = game.play_step(st.frm, st.to, st.die)
    return game


def _match_record(names: tuple[str, str], score: tuple[int, int], finished: bool
                  ) -> MatchRecord:
    return MatchRecord(
        match_id=77, chat_id=-100, variant="short", opponent="friend", ai_level=None,
        target=3, cube=True, status="finished" if finished else "active", state="",
        player0_id=1, player1_id=2, player0_name=names[0], player1_name=names[1],
        score=score, winner=0 if finished else None, winner_id=1 if finished else None,
        loser_id=2 if finished else None, reason="score" if finished else None,
        rating_change=9.6 if finished else None, creator_id=1, version=3, created_at=NOW,
        updated_at=NOW, finished_at=NOW if finished else None)


def _finished(rec: GameRecord, variant: str, winner: str) -> FinishedGame:
    """A finished friend game of ``rec``'s players won by ``winner`` with a gammon."""
    w = winner == "white"
    return FinishedGame(
        game_id=rec.game_id, chat_id=rec.chat_id, variant=variant,  # type: ignore[arg-type]
        opponent="friend", ai_level=None, white_id=1, black_id=2,
        white_name=rec.white_name, black_name=rec.black_name, creator_id=1,
        reason="borne_off", winner=winner,  # type: ignore[arg-type]
        winner_id=1 if w else 2, loser_id=2 if w else 1, points=2, gammon=True,
        backgammon=False, rating_change=11.0, final_state="", history="", created_at=NOW,
        finished_at=NOW)


def inline_screens(s: Shows, tr: Translator, names: tuple[str, ...],
                   record: Callable[..., GameRecord]) -> None:
    """Inline mode: the results offered, the lobby and its buttons, a rematch offer, the
    confirmation of Resign in a match, the buttons under a finished game and a hint."""
    for variant, target in (("long", 0), ("short", 5)):
        s.screen(f"inline mode: the result offered ({variant}, match to {target})",
                 inline_result_title(variant, target, tr) + "\n"
                 + inline_result_description(target, tr))
    base = InlineLobbyCB(a="join", x="long", m=3, c=1, n="ru", t=29_000_000, k="0" * 8)
    s.screen("inline mode: a lobby", inline_lobby_text(names[0], "long", tr),
             inline_lobby_keyboard(base, tr, clocks=True))
    s.screen("inline mode: a lobby of a match with the cube, hints and a clock",
             inline_lobby_text(names[0], "long", tr, target=3, cube=True, hints=True,
                               control="blitz"),
             inline_lobby_keyboard(base, tr, cube=True, hints=True, clocks=True,
                                   control="blitz"))
    s.screen("inline mode: choosing the bot's level",
             inline_lobby_text(names[0], "long", tr), inline_level_keyboard(base, tr))
    s.screen("inline mode: a rematch offer",
             inline_lobby_text(names[0], "short", tr, invitee=names[1]),
             inline_lobby_keyboard(base, tr))
    rec = record("short", "friend", names[0], names[1])
    s.screen("inline mode: /resign in a match (a toast, and these buttons under the board)",
             tr("inline.resign_ask"), inline_resign_keyboard(rec, 4, tr, in_match=True))
    rng = random.Random(5)
    game = _played_out(Game.new("short", CommittedDice(SEED)), rng, CommittedDice(SEED))
    table = Table(seq=90, stage="play", game=game, lang=tr.lang, seed=SEED)
    s.screen("inline mode: the buttons under a finished game", "",
             inline_final_keyboard(rec.game_id, table, tr))
    fresh = Game.new("short", RandomDice(random.Random(3)))
    plays = [(p.moves, loss) for p, loss in zip(fresh.legal_plays()[:4],
                                                 (0.0, 0.012, 0.047, 0.2), strict=False)]
    dice = fresh.dice or (6, 5)
    s.screen("inline mode: 💡 a hint (an alert)",
             inline_hint_alert(f"{max(dice)}-{min(dice)}", fresh.position, plays, tr))


def match_screens(s: Shows, tr: Translator, names: tuple[str, ...],
                  record: Callable[..., GameRecord]) -> None:
    """A match to 3: a game's end with the match going on (in a group and in a private
    chat), and the match's end with the players' match figures."""
    rng = random.Random(12)
    dice = RandomDice(rng)
    match = Match.new("short", 3, dice, cube=True)
    rec = record("short", "friend", names[0], names[1])
    stats = {1: PlayerMatchStats(user_id=1, variant="short", matches=5, wins=3,
                                 rating=1523.0),
             2: PlayerMatchStats(user_id=2, variant="short", matches=4, wins=1,
                                 rating=1476.0)}
    pair = (names[0], names[1])
    while True:
        before = match.score
        match = match.update(_played_out(match.game, rng, dice))
        w = match.games[-1].white  # the player who had White in this game
        game_rec = replace(record("short", "friend", names[w], names[1 - w]),
                           white_id=w + 1, black_id=2 - w)
        info = MatchInfo(77, 3, before, w)
        if match.finished:
            s.screen("a match: its end",
                     "\n".join(match_final_lines(info, match, stats, named(game_rec, tr), False,
                                                 tr)),
                     match_keyboard(_match_record(pair, match.score, True), True, tr,
                                    game_id=rec.game_id))
            break
        if len(match.games) == 1:
            for private in (True, False):
                where = "private chat" if private else "group"
                s.screen(f"a match: a game's end, the match goes on ({where})",
                         "\n".join(match_final_lines(info, match, stats,
                                                      named(game_rec, tr), private, tr)),
                         match_keyboard(_match_record(pair, match.score, False), False, tr,
                                        game_id=rec.game_id))
        match = match.next_game(dice)


def _analysis() -> GameAnalysis:
    """An analysis with every kind of line: checker-play mistakes, a cube mistake of the
    doubler and one of the taker, and luck with a joker."""
    pos = start_position(Variant.SHORT)
    late = Position.from_points(Variant.SHORT, {6: 4, 8: 3, 13: 4, 24: 2},
                                {4: 4, 7: 3, 11: 4, 22: 2}, off=(2, 2), turn=WHITE)
    checker = Decision(3, WHITE, (6, 4), pos, ((24, 18), (13, 9)), ((24, 14),), 0.092)
    small = Decision(9, BLACK, (3, 1), pos.swap_turn(), ((24, 21), (6, 5)),
                     ((8, 5), (6, 5)), 0.031)
    no_double = CubeCall(14, WHITE, late, (1, None), "no_double", "double",
                         0.41, 0.62, 1.0, 0.21)
    passed = CubeCall(16, BLACK, late, (2, WHITE), "pass", "take", 0.3, 0.71, 1.0, 0.29)
    white = PlayerReport(WHITE, 24, 0.95, 3, 2, 1, (no_double, checker), 2, 0.21, 0, 1, 0)
    black = PlayerReport(BLACK, 23, 0.41, 2, 1, 0, (passed, small), 1, 0.29, 0, 1, 0)
    joker = RollLuck(11, WHITE, (6, 6), 0.61)
    bad = RollLuck(12, BLACK, (2, 1), -0.33)
    luck = GameLuck(Variant.SHORT,
                    (PlayerLuck(WHITE, 0.84, 24, (joker,), ()),
                     PlayerLuck(BLACK, -0.31, 23, (), (bad,))),
                    (2.0, -2.0), (0.85, -0.85))
    return GameAnalysis(Variant.SHORT, (white, black), 47, cube=True, luck=luck)


def analysis_screens(s: Shows, tr: Translator, names: tuple[str, ...],
                     record: Callable[..., GameRecord]) -> None:
    """The coach's analysis: the list of ``/analysis``, the progress note, the report
    and the captions of its pictures, with every cube verdict."""
    rec = record("short", "friend", names[0], names[1])
    fin = _finished(rec, "short", "white")
    ai_fin = replace(fin, game_id=4243, variant="long", opponent="ai", ai_level="strong",
                     black_id=None, black_name=None, winner="black", winner_id=None,
                     loser_id=1, points=1, gammon=False)
    s.screen("/analysis: the finished games", tr("coach.list.title"),
             analysis_list_keyboard([fin, ai_fin], tr))
    s.screen("the analysis under way", progress_text(24, 61, tr))
    analysis = _analysis()
    s.screen("the analysis of a game", analysis_text(analysis, (names[0], names[1]),
                                                      (WHITE, BLACK), tr))
    n = 0
    for color in (WHITE, BLACK):
        for d in analysis.reports[color].worst:
            n += 1
            s.screen(f"the analysis: mistake {n}'s caption", mistake_caption(d, n,
                                                                            names[color], tr))
    late = analysis.reports[WHITE].worst[0]
    assert isinstance(late, CubeCall)
    calls: tuple[tuple[CubeAct, CubeAct, float], ...] = (
        ("double", "no_double", 0.5), ("no_double", "double", 0.4),
        ("double", "no_double", 1.2), ("take", "pass", 0.4), ("pass", "take", 0.4))
    verdicts = [replace(late, act=act, right=right, nd=nd, dp=1.0) for act, right, nd in calls]
    s.screen("the analysis: every cube verdict",
             "\n".join(cube_verdict(v, tr) for v in verdicts))


def dice_screens(s: Shows, tr: Translator, names: tuple[str, ...],
                 record: Callable[..., GameRecord]) -> None:
    """The committed dice: the lobby's line, ``/dice`` during a game and before the check
    existed, the check of a finished game."""
    table = Table(stage="open", seed=SEED, lang=tr.lang)
    s.screen("the dice's commitment in a lobby", lobby_line(table, tr) or "")
    s.screen("/dice during a game", current_text(table, tr))
    s.screen("/dice during an older game", current_text(Table(stage="play"), tr))
    rng = random.Random(5)
    game = _played_out(Game.new("long", CommittedDice(SEED)), rng, CommittedDice(SEED))
    s.screen("🔐 the check of a finished game's dice",
             check_text(replace(table, stage="play", game=game), game, "long",
                        (names[0], names[1]), tr))


def _tournament(status: str) -> TournamentRecord:
    return TournamentRecord(
        tournament_id=9, chat_id=-100, creator_id=1, format="swiss", variant="long",
        target=3, cube=True, max_players=16, round_deadline_s=86_400, status=status,  # type: ignore[arg-type]
        rounds_total=None if status == "lobby" else 3, current_round=0 if status == "lobby"
        else 1, lobby_message_id=None, standings_message_id=None, version=1,
        created_at=NOW, updated_at=NOW, finished_at=None, time_control="live")


def lobby_screens(s: Shows, tr: Translator, names: tuple[str, ...],
                  record: Callable[..., GameRecord]) -> None:
    """A tournament's lobby while players join, once started and once cancelled; a
    league's; ``/history`` with a game and a match, and empty."""
    entrants = [EntrantRecord(9, i, name, 1500.0 + 10 * i, NOW, None)
                for i, name in enumerate(names, start=1)]
    for status in ("lobby", "running", "cancelled"):
        t = _tournament(status)
        s.screen(f"a tournament's lobby ({status})", lobby_text(t, entrants, names[0], tr),
                 lobby_keyboard(t, tr, clocks=True) if status == "lobby" else None)
    league = replace(_tournament("lobby"), format="round_robin", league=True,
                     round_deadline_s=7 * 86_400, time_control=None)
    s.screen("a league's lobby", lobby_text(league, entrants[:3], names[1], tr),
             lobby_keyboard(league, tr, clocks=False))
    rec = record("long", "friend", names[0], names[1])
    fin = _finished(rec, "long", "black")
    entries = [HistoryEntry(game=fin),
               HistoryEntry(match=_match_record((names[2], names[3]), (3, 1), True))]
    s.screen("/history", history_text(entries, tr), history_keyboard(entries, tr))
    s.screen("/history with nothing yet", history_text([], tr))

SECTIONS = (inline_screens, match_screens, analysis_screens, dice_screens, lobby_screens)
"""The sections, each called with the screens, the translator, the players' names and
the record maker of :mod:`bot.screens`."""
