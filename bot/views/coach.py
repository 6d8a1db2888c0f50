"""What the coach shows (the 💡 Hint button under a turn is in :mod:`bot.views.keyboard`):
the hint, the analysis of a game, its
pictures of the biggest mistakes and the buttons that ask for them.

Pure: derived from stored games, :mod:`ai.analysis` verdicts and a
:class:`bot.i18n.Translator` (names come from the caller, already escaped).
"""

from __future__ import annotations

from collections.abc import Sequence

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from ai.analysis import (
    THRESHOLDS,
    CubeCall,
    GameAnalysis,
    Mistake,
    PlayerReport,
    classify,
)
from engine import WHITE, Position, plain_moves
from engine.notation import step_hits
from rendering import BoardView
from storage import FinishedGame

from ..callbacks import AnalysisCB, HintCB
from ..i18n import Translator
from ..model.state import StateError, Table
from .dice import luck_lines
from .keyboard import phone_keyboard, row_fits

__all__ = [
    "moves_text",
    "equity_text",
    "hint_text",
    "hint_keyboard",
    "hint_picture",
    "analysis_button",
    "analysis_list_keyboard",
    "progress_text",
    "analysis_text",
    "mistake_picture",
    "mistake_caption",
    "cube_verdict",
]

ICONS = ("⚪", "⚫")


def moves_text(position: Position, moves: Sequence[tuple[int, int]], tr: Translator) -> str:
    """A play in plain words in the mover's numbering: ``13→7, 8→7 (hit ⚫)``."""
    hits = step_hits(position, moves)
    victim = ICONS[1 - position.turn]
    return plain_moves([(a, b, h) for (a, b), h in zip(moves, hits)], bar=tr("point.bar"),
                       off=tr("point.off"), hit=tr("move.hit", icon=victim))


def equity_text(value: float, tr: Translator) -> str:
    """A loss of points with three decimals, as a negative figure: ``−0.042`` (``−0,042``
    in Russian); nothing lost reads ``0.000``."""
    return tr.number(-value, 3)


def hint_text(name: str, dice: str, position: Position,
              plays: Sequence[tuple[Sequence[tuple[int, int]], float]], tr: Translator) -> str:
    """The hint: the best (up to three) ``plays`` (moves, loss to the best) for ``name``'s
    roll ``dice`` in ``position``."""
    lines = [tr("coach.hint.title", name=name, dice=dice)]
    for n, (moves, loss) in enumerate(plays, 1):
        diff = tr("coach.hint.best") if n == 1 else equity_text(loss, tr)
        lines.append(tr("coach.hint.line", n=n, moves=moves_text(position, moves, tr),
                        diff=diff))
    lines.append(tr("coach.hint.note"))
    return "\n".join(lines)


def hint_keyboard(game_id: int, seq: int, tr: Translator) -> InlineKeyboardMarkup:
    """The "show on the board" button under a hint."""
    return phone_keyboard([[InlineKeyboardButton(
        text=tr("coach.btn.show"), callback_data=HintCB(g=game_id, v=seq, a="s").pack())]])


def _orientation(human: int | None) -> int:
    return WHITE if human is None else human


def hint_picture(after: Position, moves: Sequence[tuple[int, int]], mover: int,
                 human: int | None) -> tuple[Position, BoardView]:
    """The board after the best play with the play outlined, in the mover's numbering
    (drawn from the human's side against the AI, else from White's)."""
    return after, BoardView(orientation=_orientation(human), numbering=mover,
                            last_move=tuple(moves), last_mover=mover)


def analysis_button(game_id: int, tr: Translator) -> InlineKeyboardButton:
    """The 📊 Analysis button of a finished game."""
    return InlineKeyboardButton(text=tr("coach.btn.analysis"),
                                callback_data=AnalysisCB(g=game_id).pack())


def _list_label(fin: FinishedGame, names: list[str], tr: Translator) -> str:
    """The button of a game in ``/analysis``: date, game (a match game: the match's length
    and the score before it instead), players (shortened until the label reads whole on
    a phone, the rest never)."""
    try:
        info = Table.decode(fin.final_state, fin.dice_seed).match
    except StateError:
        info = None

    def label(white: str, black: str) -> str:
        date = tr.day(fin.finished_at)
        if info is None:
            return tr("coach.list.game", variant=tr(f"variant.{fin.variant}.btn"),
                      white=white, black=black, date=date)
        return tr("coach.list.match_game", date=date, white=white, black=black,
                  target=info.target, white_points=info.score[info.white],
                  black_points=info.score[1 - info.white])

    white, black = names
    while not row_fits([label(white, black)]) and max(len(white), len(black)) > 4:
        if len(white) >= len(black):
            white = white[:-2] + "…"
        else:
            black = black[:-2] + "…"
    return label(white, black)


def analysis_list_keyboard(games: Sequence[FinishedGame],
                           tr: Translator) -> InlineKeyboardMarkup:
    """One Analysis button per finished game (newest first) for ``/analysis``; a game of
    a match says so, with the match's length and the score before the game."""
    rows = []
    for fin in games:
        names = [fin.white_name or "?", fin.black_name or "?"]
        if fin.opponent == "ai":
            ai = 1 if fin.white_id is not None else 0
            names[ai] = tr("ai.name", level=tr(f"level.{fin.ai_level or 'medium'}"))
        rows.append([InlineKeyboardButton(
            text=_list_label(fin, names, tr),
            callback_data=AnalysisCB(g=fin.game_id).pack())])
    return phone_keyboard(rows)


def progress_text(done: int, total: int, tr: Translator) -> str:
    """The progress note of a running analysis: ``анализ: 24 из 61 хода``."""
    return tr("coach.progress", done=done, total=total, turns=tr.plural(total, "coach.turns"))


def _thresholds(tr: Translator) -> str:
    limits = {name: limit for limit, name in THRESHOLDS}
    return tr("coach.thresholds", doubtful=tr.number(limits["doubtful"], 3),
              error=tr.number(limits["error"], 3), blunder=tr.number(limits["blunder"], 3))


def _report(r: PlayerReport, name: str, cube: bool, tr: Translator) -> list[str]:
    head = tr("coach.player", icon=ICONS[r.color], name=name)
    lines = [head]
    if not r.decisions:
        lines.append(tr("coach.no_decisions"))
    else:
        lines += [
            tr("coach.figures", decisions=r.decisions, rate=tr.number(r.error_rate, 1),
               rating=tr(f"coach.rating.{r.rating}")),
            tr("coach.counts", doubtful=r.doubtful, errors=r.errors, blunders=r.blunders),
        ]
    if cube:
        lines.append(tr("coach.cube.figures", decisions=r.cube_decisions,
                        rate=tr.number(r.cube_error_rate, 1), doubtful=r.cube_doubtful,
                        errors=r.cube_errors, blunders=r.cube_blunders)
                     if r.cube_decisions else tr("coach.cube.none"))
    return lines


def analysis_text(analysis: GameAnalysis, names: tuple[str, str], pictured: Sequence[int],
                  tr: Translator) -> str:
    """The analysis of a game: per player the number of decisions, the error rate with its
    rating word and the counts per class (and, in a game with the cube, the same for the
    cube decisions apart); a line about the pictures of the ``pictured``
    colours' mistakes (or that they made none); the thresholds."""
    lines = [tr("coach.title", variant=tr(f"variant.{analysis.variant.value}"))]
    for color in (WHITE, 1 - WHITE):
        lines.append("")
        lines.extend(_report(analysis.reports[color], names[color], analysis.cube, tr))
    worst = [d for c in pictured for d in analysis.reports[c].worst]
    lines.append("")
    lines.append(tr("coach.worst") if worst else tr("coach.no_mistakes"))
    if analysis.luck is not None:
        lines.append("")
        lines.extend(luck_lines(analysis.luck, names, tr))
        lines.append(tr("luck.note"))
    lines.append(_thresholds(tr))
    if analysis.cube:
        lines.append(tr("coach.cube.note"))
    return "\n".join(lines)


def mistake_picture(d: Mistake, human: int | None) -> tuple[Position, BoardView]:
    """The position of a mistake. A checker play: the played play outlined in orange (as
    a last move) and the best play in light blue (as this turn's steps), in the mover's
    numbering. A cube decision: the doubler's position before his roll with the cube as it
    stood, in the numbering of the player who decided."""
    if isinstance(d, CubeCall):
        return d.position, BoardView(orientation=_orientation(human), numbering=d.color,
                                     cube=d.cube)
    return d.position, BoardView(
        orientation=_orientation(human), numbering=d.color, dice=d.dice,
        last_move=d.played, last_mover=d.color, turn_steps=d.best)


def _signed(value: float, tr: Translator) -> str:
    """An equity with its sign and a true minus: ``+0.064``, ``−0,321`` in Russian."""
    return tr.number(value, 3, sign=True)


def cube_verdict(d: CubeCall, tr: Translator) -> str:
    """What was right, with the equity lost: «Надо было удвоить: −0,120»."""
    loss = equity_text(max(d.loss, 0.0), tr)
    if d.act in ("take", "pass"):
        return tr(f"coach.cube.verdict.{d.right}", loss=loss)
    key = ("double" if d.right == "double" else "too_good" if d.nd > d.dp
           else "no_double")
    return tr(f"coach.cube.verdict.{key}", loss=loss)


def mistake_caption(d: Mistake, n: int, name: str, tr: Translator) -> str:
    """The caption of the ``n``-th biggest mistake: the turn, the played and the best play
    (or the cube decision made and the right one, with the three equities) and the equity
    lost."""
    kind = tr(f"coach.kind.{classify(d.loss)}")
    if isinstance(d, CubeCall):
        return tr("coach.cube.mistake", n=n, icon=ICONS[d.color], name=name,
                  turn=d.index + 1, cube=d.cube[0], kind=kind,
                  act=tr(f"coach.cube.act.{d.act}"), verdict=cube_verdict(d, tr),
                  nd=_signed(d.nd, tr), dt=_signed(d.dt, tr), dp=_signed(d.dp, tr))
    dice = f"{max(d.dice)}-{min(d.dice)}"
    return tr("coach.mistake", n=n, icon=ICONS[d.color], name=name, turn=d.index + 1,
              dice=dice, played=moves_text(d.position, d.played, tr),
              best=moves_text(d.position, d.best, tr), loss=tr.number(d.loss, 3),
              kind=kind)
