"""What a game looks like in the chat: players' names, captions, the turn's keyboard and
the board picture.

Everything here is derived from a stored game (:class:`storage.GameRecord` plus the bot's
:class:`bot.model.state.Table`) and a :class:`bot.i18n.Translator`; nothing here talks to
Telegram or changes a game.
"""

from __future__ import annotations

from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import BLACK, WHITE, Game, Position, Result, Step
from rendering import BoardView, Header, render_board
from storage import FinishedGame, GameRecord, PlayerStats

from ..callbacks import TurnCB
from ..i18n import Translator
from ..i18n.languages import move_path
from ..model.state import LogEntry, Table, seats
from ..model.turns import lost_dice, step_hits
from .coach import hint_rows
from .cube import cube_keyboard, cube_status, cube_turn_lines
from .dice import commit_line
from .keyboard import ROW, move_rows, moves_text
from .match import match_line
from .names import Names, named
from .phone import phone_keyboard

__all__ = [
    "Names",
    "named",
    "dice_text",
    "step_label",
    "game_caption",
    "game_keyboard",
    "final_caption",
    "render_game",
    "board_picture",
    "result_line",
    "kind_text",
    "kind_word",
    "STEP_ROW",
    "reader",
]

STEP_ROW = ROW
"""Move buttons of one starting point per keyboard row (Telegram allows 8; 4 stay
readable on a phone)."""
ICONS = ("⚪", "⚫")


def dice_text(dice: tuple[int, int]) -> str:
    """``6-5`` (larger first; doubles as ``4-4``)."""
    return f"{max(dice)}-{min(dice)}"


def _point(p: int, tr: Translator) -> str:
    if p == 25:
        return tr("point.bar")
    if p == 0:
        return tr("point.off")
    return str(p)


def step_label(step: Step, tr: Translator, with_die: bool = False) -> str:
    """A step button's text: ``13→7``, ``bar→22``, ``6→off``; the die when ambiguous."""
    return move_path((_point(step.frm, tr), _point(step.to, tr)), tr.rtl,
                     f" ({step.die})" if with_die else "")


def reader(record: GameRecord | FinishedGame, game: Game) -> int:
    """The colour whose side and numbering the picture and the buttons use: the human
    against the AI; between two humans the player who acts: the one on turn, or while a
    double waits, the one who must answer it."""
    human = seats(record).human_color
    if human is not None:
        return human
    if game.finished:
        last = game.last_turn
        return last.color if last is not None else WHITE
    if game.double_offered:
        return 1 - game.turn_color
    return game.turn_color


def _log_line(entry: LogEntry, s: Names, tr: Translator, variant: str) -> str:
    """A turn of the log, its move in the mover's own numbering (as nardy players write a
    move down): the same words in every caption, whoever reads it."""
    text = (moves_text(entry.steps, entry.color, entry.color, variant, tr)
            if entry.steps else entry.notation)
    values = {"icon": ICONS[entry.color], "name": s.html(entry.color),
              "dice": dice_text(entry.dice), "notation": escape(text)}
    if entry.kind == "pass":
        return tr("cap.log.pass", **values)
    if entry.kind == "forced":
        return tr("cap.log.forced", **values)
    return tr("cap.log.move", **values)


def _header(record: GameRecord | FinishedGame, s: Names, tr: Translator) -> str:
    return tr("cap.header", variant=tr(f"variant.{record.variant}"),
              white=s.html(WHITE), black=s.html(BLACK))


def _pips(game: Game, tr: Translator) -> str:
    pos = game.current_position
    return tr("cap.pips", white=pos.pip_count(WHITE), black=pos.pip_count(BLACK))


def game_caption(record: GameRecord, table: Table, tr: Translator) -> str:
    """The caption of a game in progress: players, opening roll, last turns, who is on
    turn with the dice, the steps made so far and the pip counts."""
    game = table.game
    assert game is not None
    s = named(record, tr)
    lines = [_header(record, s, tr)]
    if table.match is not None:
        lines.append(match_line(table.match, s, tr))
    if len(game.history) <= 2 and game.opening:
        wd, bd = game.opening[-1]
        ties = ", ".join(f"{a}-{b}" for a, b in game.opening[:-1])
        first = WHITE if wd > bd else BLACK
        lines.append(tr("cap.opening", white_die=wd, black_die=bd,
                        ties=tr("cap.ties", ties=ties) if ties else "",
                        first=s.html(first), dice=dice_text((wd, bd))))
    lines.extend(_log_line(e, s, tr, record.variant) for e in table.log)
    color = game.turn_color
    if game.dice is None:  # the cube: before the roll, or a double offered
        lines.extend(cube_turn_lines(game, s, tr))
    elif color == s.ai_color:
        lines.append(tr("cap.turn.ai", name=s.html(color), dice=dice_text(game.dice)))
    else:
        lines.append(tr("cap.turn", mention=s.mention(color), dice=dice_text(game.dice)))
        if game.steps:
            done = step_hits(game.position, game.dice, game.steps)
            lines.append(tr("cap.turn.steps", steps=escape(
                moves_text(done, color, color, record.variant, tr))))
        if game.turn_complete:
            lines.append(tr("cap.turn.no_more" if lost_dice(game) else "cap.turn.complete"))
    lines.extend(cube_status(game, s, tr))
    lines.append(_pips(game, tr))
    committed = commit_line(table, tr)
    if committed is not None:
        lines.append(committed)
    if table.hints:
        lines.append(tr("coach.hints_on"))
    return "\n".join(lines)


def game_keyboard(record: GameRecord, table: Table, tr: Translator) -> InlineKeyboardMarkup | None:
    """The move buttons of the player on turn (single steps and combined moves, see
    :func:`bot.model.turns.keyboard_moves`, grouped by starting point), then the
    controls on a last row of their own: Undo while steps were made, Done once the turn is
    complete, the coach's Hint where hints are on. None on the AI's turn."""
    game = table.game
    assert game is not None
    s = named(record, tr)
    if game.dice is None:
        return cube_keyboard(record.game_id, table.seq, game, s, tr)
    if game.finished or game.turn_color == s.ai_color:
        return None
    rows = move_rows(game, record.game_id, table.seq, tr)
    control: list[InlineKeyboardButton] = []
    if game.steps:
        control.append(InlineKeyboardButton(
            text=tr("btn.undo"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="u").pack()))
    if game.turn_complete:
        control.append(InlineKeyboardButton(
            text=tr("btn.done"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="d").pack()))
    control.extend(b for row in hint_rows(record, table, tr) for b in row)
    if control:
        rows.append(control)
    return phone_keyboard(rows) if rows else None


def _rating(value: float) -> str:
    return str(round(value))


def final_caption(
    finished: FinishedGame,
    table: Table,
    result: Result,
    stats: dict[int, PlayerStats],
    tr: Translator,
) -> str:
    """The caption of a finished game: the result with its points and the players' updated
    statistics in this variant."""
    s = named(finished, tr)
    lines = [_header(finished, s, tr)]
    lines.extend(_log_line(e, s, tr, finished.variant) for e in table.log)
    winner, loser = result.winner, 1 - result.winner
    key = {"borne_off": "res.borne_off", "resigned": "res.resigned",
           "timeout": "res.timeout", "passed": "res.passed"}[result.reason]
    lines.append(tr(key, winner=s.html(winner), loser=s.html(loser)))
    lines.append(tr("res.score", kind=tr(f"kind.{result.kind}"), points=result.points,
                    points_word=tr.plural(result.points, "points")))
    for color in (winner, loser):
        uid = s.ids[color]
        if uid is None or uid not in stats:
            continue
        st = stats[uid]
        if finished.opponent == "ai":
            lines.append(tr("res.stats.ai", name=s.html(color), wins=st.vs_ai_wins,
                            games=st.vs_ai_games))
            continue
        change = ""
        if finished.rating_change is not None:
            delta = finished.rating_change if color == winner else -finished.rating_change
            change = f" ({tr.number(delta, 0, sign=True)})"
        lines.append(tr("res.stats", name=s.html(color), wins=st.wins, games=st.games,
                        rating=_rating(st.rating), change=change))
    if table.game is not None:
        lines.append(_pips(table.game, tr))
    return "\n".join(lines)


def board_picture(record: GameRecord | FinishedGame, table: Table,
                  tr: Translator) -> tuple[Position, BoardView]:
    """What :func:`rendering.render_board` draws for a game: the position and the view
    (dice, this turn's steps and the last move highlighted, hits marked, dice that cannot
    be played crossed out). It is drawn from the side and in the numbering of
    :func:`reader`: the human against the AI, between two humans the player on turn, with
    their home bottom right and their points 1-24, the numbers of their buttons. The
    doubling cube is drawn where it lies (not in the Crawford game), an offered double on
    the side of the player who must answer; a finished game shows its result across the
    board (:func:`result_line`, the same words as the caption)."""
    game = table.game
    assert game is not None
    s = named(record, tr)
    side = reader(record, game)
    last = game.last_turn
    last_hits: tuple[int, ...] = ()
    if last is not None and last.steps and table.log and table.log[-1].color == last.color:
        last_hits = tuple(t for _, t, h in table.log[-1].steps if h)
    turn_hits: tuple[int, ...] = ()
    if game.steps and game.dice is not None:
        turn_hits = tuple(t for _, t, h in step_hits(game.position, game.dice, game.steps) if h)
    view = BoardView(
        orientation=side,
        numbering=side,
        dice=game.dice,
        dice_used=tuple(st.die for st in game.steps),
        dice_lost=lost_dice(game),
        last_move=tuple(last.moves) if last is not None else (),
        last_mover=last.color if last is not None else None,
        last_hits=last_hits,
        turn_hits=turn_hits,
        turn_steps=tuple(st.pair() for st in game.steps),
        header=Header(s.names[WHITE], s.names[BLACK]),
        cube=_cube(game),
        cube_offered=bool(game.cube and not game.crawford and game.double_offered
                          and not game.finished),
        banner=result_line(game.result, s, tr) if game.result is not None else None,
        banner_name=s.names[game.result.winner] if game.result is not None else None,
        banner_color=game.result.winner if game.result is not None else None,
    )
    return game.current_position, view


def _cube(game: Game) -> tuple[int, int | None] | None:
    """The cube as the picture shows it: where it lies, or, while a double waits for an
    answer, the offered value on the side of the player who must answer."""
    if game.cube is None or game.crawford:
        return None
    if game.double_offered and not game.finished:
        return game.cube.value * 2, 1 - game.turn_color
    return game.cube.value, game.cube.owner


def kind_text(result: Result, tr: Translator, gloss: bool = True) -> str:
    """The kind of a win in lower case for the middle of a sentence: ``обычная победа``;
    without ``gloss`` the short word (``обычная``, ``марс``), as the picture has room
    for."""
    return kind_word(result.kind, tr, short=not gloss)


def kind_word(kind: str, tr: Translator, short: bool = False) -> str:
    """The name of the kind of win ``kind`` (``"mars"``...) in lower case, for the middle of
    a sentence; ``short``: the word a picture has room for (``обычная``)."""
    text = tr(f"kind.{kind}.short" if short else f"kind.{kind}")
    return text[:1].lower() + text[1:]


def result_line(result: Result, s: Names, tr: Translator) -> str:
    """The result drawn across a finished board: winner, points and kind of win (plain
    text, the winner's name in the nominative; the caption has the same words). The
    picture shortens only the name (:attr:`rendering.BoardView.banner_name`)."""
    return tr("res.banner", name=s.names[result.winner], kind=kind_text(result, tr, False),
              points=result.points, points_word=tr.plural(result.points, "points"))


def render_game(record: GameRecord | FinishedGame, table: Table, tr: Translator) -> bytes:
    """The board picture of a game as PNG bytes."""
    return render_board(*board_picture(record, table, tr))
