"""What a game looks like in the chat: players' names, captions, the turn's keyboard and
the board picture.

Everything here is derived from a stored game (:class:`storage.GameRecord` plus the bot's
:class:`bot.state.Table`) and a :class:`bot.i18n.Translator`; nothing here talks to
Telegram or changes a game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import BLACK, WHITE, Game, Position, Result, Step, format_steps
from rendering import BoardView, Header, render_board
from storage import FinishedGame, GameRecord, PlayerStats

from ..callbacks import StepCB, TurnCB
from ..i18n import Translator
from ..seats import DEFAULT_LEVEL, Seats, seats
from ..state import LogEntry, Table
from .cube import cube_keyboard, cube_status, cube_turn_lines
from .match import match_line

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
    "STEP_ROW",
]

STEP_ROW = 4
"""Step buttons per keyboard row (Telegram allows 8; 4 stay readable on a phone)."""
MAX_STEP_BUTTONS = 96
MAX_ORIGIN_ROWS = 6
"""Up to this many origin points, each gets its own row of buttons; beyond, rows of 4."""
ICONS = ("⚪", "⚫")


@dataclass(frozen=True, slots=True)
class Names:
    """The seats of a game with the players' display names (plain text; the AI's seat is
    named after its level)."""

    seats: Seats
    names: tuple[str, str]

    @property
    def ai_color(self) -> int | None:
        """The AI's colour (None between humans)."""
        return self.seats.ai_color

    @property
    def ids(self) -> tuple[int | None, int | None]:
        """User ids per colour (None for the AI)."""
        return self.seats.ids

    def html(self, color: int) -> str:
        """The name of ``color``'s player, escaped for HTML."""
        return escape(self.names[color])

    def mention(self, color: int) -> str:
        """A mention of ``color``'s player (plain bold name for the AI)."""
        uid = self.seats.ids[color]
        if uid is None:
            return f"<b>{self.html(color)}</b>"
        return f'<a href="tg://user?id={uid}">{self.html(color)}</a>'


def named(record: GameRecord | FinishedGame | Seats, tr: Translator) -> Names:
    """The seats of a game (or the given seats) with display names in ``tr``'s language."""
    s = record if isinstance(record, Seats) else seats(record)
    names = [s.names[WHITE] or "?", s.names[BLACK] or "?"]
    if s.ai_color is not None:
        names[s.ai_color] = tr("ai.name", level=tr(f"level.{s.ai_level or DEFAULT_LEVEL}"))
    return Names(s, (names[0], names[1]))


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
    text = f"{_point(step.frm, tr)}→{_point(step.to, tr)}"
    return f"{text} ({step.die})" if with_die else text


def _log_line(entry: LogEntry, s: Names, tr: Translator) -> str:
    values = {"icon": ICONS[entry.color], "name": s.html(entry.color),
              "dice": dice_text(entry.dice), "notation": entry.notation}
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
    lines.extend(_log_line(e, s, tr) for e in table.log)
    color = game.turn_color
    if game.dice is None:  # the cube: before the roll, or a double offered
        lines.extend(cube_turn_lines(game, s, tr))
    elif color == s.ai_color:
        lines.append(tr("cap.turn.ai", name=s.html(color), dice=dice_text(game.dice)))
    else:
        lines.append(tr("cap.turn", mention=s.mention(color), dice=dice_text(game.dice)))
        if game.steps:
            lines.append(tr("cap.turn.steps",
                            steps=format_steps(game.position, [st.pair() for st in game.steps])))
        if game.turn_complete:
            lines.append(tr("cap.turn.complete"))
    lines.extend(cube_status(game, s, tr))
    lines.append(_pips(game, tr))
    return "\n".join(lines)


def game_keyboard(record: GameRecord, table: Table, tr: Translator) -> InlineKeyboardMarkup | None:
    """Buttons for every legal next step (sorted by origin point, bar first), then Undo
    while steps were made and Done once the turn is complete. None on the AI's turn."""
    game = table.game
    assert game is not None
    s = named(record, tr)
    if game.dice is None:
        return cube_keyboard(record.game_id, table.seq, game, s, tr)
    if game.finished or game.turn_color == s.ai_color:
        return None
    steps = sorted(game.legal_steps(), key=lambda st: (-st.frm, st.to, -st.die))
    steps = steps[:MAX_STEP_BUTTONS]
    pairs = Counter(st.pair() for st in steps)
    buttons = [
        (st.frm, InlineKeyboardButton(
            text=step_label(st, tr, pairs[st.pair()] > 1),
            callback_data=StepCB(g=record.game_id, v=table.seq, f=st.frm, t=st.to,
                                 d=st.die).pack()))
        for st in steps
    ]
    rows: list[list[InlineKeyboardButton]] = []
    origins = len({frm for frm, _ in buttons})
    if origins <= MAX_ORIGIN_ROWS:
        # one row per checker point: the row reads "this checker can go here or there"
        for frm, button in buttons:
            if rows and rows[-1][0].callback_data.split(":")[3] == str(frm):  # type: ignore[union-attr]
                rows[-1].append(button)
            else:
                rows.append([button])
    else:
        for i in range(0, len(buttons), STEP_ROW):
            rows.append([b for _, b in buttons[i:i + STEP_ROW]])
    control: list[InlineKeyboardButton] = []
    if game.steps:
        control.append(InlineKeyboardButton(
            text=tr("btn.undo"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="u").pack()))
    if game.turn_complete:
        control.append(InlineKeyboardButton(
            text=tr("btn.done"), callback_data=TurnCB(g=record.game_id, v=table.seq, a="d").pack()))
    if control:
        rows.append(control)
    return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None


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
    lines.extend(_log_line(e, s, tr) for e in table.log)
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
            change = f" ({'+' if delta >= 0 else '−'}{abs(round(delta))})"
        lines.append(tr("res.stats", name=s.html(color), wins=st.wins, games=st.games,
                        rating=_rating(st.rating), change=change))
    if table.game is not None:
        lines.append(_pips(table.game, tr))
    return "\n".join(lines)


def board_picture(record: GameRecord | FinishedGame, table: Table,
                  tr: Translator) -> tuple[Position, BoardView]:
    """What :func:`rendering.render_board` draws for a game: the position and the view
    (dice, this turn's steps and the last move highlighted). Against the AI the board is
    drawn from the human's side in his numbering; between two humans it is drawn from
    White's side in the numbering of the player on turn (the numbers of the buttons). The
    doubling cube is drawn where it lies (not in the Crawford game)."""
    game = table.game
    assert game is not None
    s = named(record, tr)
    human = s.seats.human_color
    last = game.last_turn
    view = BoardView(
        orientation=WHITE if human is None else human,
        numbering=human,
        dice=game.dice,
        dice_used=tuple(st.die for st in game.steps),
        last_move=tuple(last.moves) if last is not None else (),
        last_mover=last.color if last is not None else None,
        turn_steps=tuple(st.pair() for st in game.steps),
        header=Header(s.names[WHITE], s.names[BLACK]),
        cube=(game.cube.value, game.cube.owner) if game.cube and not game.crawford else None,
    )
    return game.current_position, view


def render_game(record: GameRecord | FinishedGame, table: Table, tr: Translator) -> bytes:
    """The board picture of a game as PNG bytes."""
    return render_board(*board_picture(record, table, tr))
