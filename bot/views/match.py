"""Matches on the screen: what the board of a finished game of a match says (the match
score, the next game, or the match result with the players' match statistics) and its
buttons (Next game, a new match). The score line of a game's caption is in
:mod:`bot.views.game`."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import WHITE, Match
from storage import MatchRecord, PlayerMatchStats

from ..callbacks import MatchCB, ResignCB
from ..i18n import Translator
from ..model.state import MatchInfo
from .coach import analysis_button
from .game import Names, score_line
from .keyboard import phone_keyboard

__all__ = ["match_final_lines", "match_keyboard", "resign_match_button"]


def match_final_lines(info: MatchInfo, match: Match, stats: dict[int, PlayerMatchStats],
                      s: Names, private: bool, tr: Translator) -> list[str]:
    """What the board of a finished game of a match adds: the score after it and how the
    match goes on, or the match's result and the players' match statistics."""
    lines = [score_line(info.target, match.score, info.white, s, tr)]
    winner = match.winner
    if winner is None:
        lines.append(tr("match.next.auto" if private else "match.next.button"))
        return lines
    color = WHITE if winner == info.white else 1 - WHITE
    key = ("match.won" if match.resigned is None
           else "match.won.timeout" if match.games[-1].result.reason == "timeout"
           else "match.won.resigned")
    lines.append(tr(key, name=s.html(color), winner_score=match.score[winner],
                    loser_score=match.score[1 - winner]))
    for c in (color, 1 - color):
        uid = s.ids[c]
        if uid is None or uid not in stats:
            continue
        st = stats[uid]
        lines.append(tr("match.stats", name=s.html(c), wins=st.wins, matches=st.matches,
                        rating=round(st.rating)))
    return lines


def match_keyboard(rec: MatchRecord, finished: bool, tr: Translator,
                   game_id: int | None = None) -> InlineKeyboardMarkup:
    """**Next game** under a finished game of a match in progress; **New match** under
    the last one; next to it the 📊 Analysis of finished game ``game_id`` (when given)."""
    if finished:
        button = InlineKeyboardButton(text=tr("btn.match_again"),
                                      callback_data=MatchCB(m=rec.match_id, a="again").pack())
    else:
        button = InlineKeyboardButton(text=tr("btn.next_game"),
                                      callback_data=MatchCB(m=rec.match_id, a="next").pack())
    row = [button] if game_id is None else [button, analysis_button(game_id, tr)]
    return phone_keyboard([row])


def resign_match_button(game_id: int, seq: int, tr: Translator) -> InlineKeyboardButton:
    """The second choice of ``/resign`` in a match: give up the whole match."""
    return InlineKeyboardButton(text=tr("btn.resign_match"),
                                callback_data=ResignCB(g=game_id, v=seq, a="m").pack())
