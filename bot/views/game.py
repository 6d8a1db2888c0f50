"""What a game looks like in the chat: the players' names, the captions (the lines of
the match score, the cube and the committed dice among them) and the board picture; its
keyboards are in :mod:`bot.views.keyboard`.

Everything here is derived from a stored game (:class:`storage.GameRecord` plus the bot's
:class:`bot.model.state.Table`) and a :class:`bot.i18n.Translator`; nothing here talks to
Telegram or changes a game. Every view that names a player takes the names from here
(:func:`named`).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from engine import BLACK, WHITE, Game, Position, Result
from engine.committed import commitment, short_commitment
from rendering import BoardView, Header, render_board
from storage import FinishedGame, GameRecord, PlayerStats

from ..i18n import Translator
from ..model.state import DEFAULT_LEVEL, LogEntry, MatchInfo, Seats, Table, seats
from ..model.turns import lost_dice, step_hits
from .keyboard import moves_text

__all__ = [
    "Names",
    "named",
    "dice_text",
    "game_caption",
    "match_line",
    "score_line",
    "commit_line",
    "cube_status",
    "cube_turn_lines",
    "final_caption",
    "render_game",
    "board_picture",
    "result_line",
    "kind_text",
    "kind_word",
    "reader",
]

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
            done = step_hits(game.position, game.steps)
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


def score_line(target: int, score: tuple[int, int], white: int, s: Names,
               tr: Translator) -> str:
    """``Матч до 5: Аня 2 · Борис 1`` (players named by their colour in this game)."""
    p0 = WHITE if white == 0 else 1 - WHITE
    return tr("match.score", target=target, first=s.html(p0), first_score=score[0],
              second=s.html(1 - p0), second_score=score[1])


def match_line(info: MatchInfo, s: Names, tr: Translator) -> str:
    """The caption line of a game in a match: its length, the score before this game."""
    return score_line(info.target, info.score, info.white, s, tr)


def commit_line(table: Table, tr: Translator) -> str | None:
    """The caption's line with the shortened commitment (None without committed dice)."""
    if table.seed is None:
        return None
    return tr("dice.caption", short=short_commitment(commitment(table.seed)))


def cube_status(game: Game, s: Names, tr: Translator) -> list[str]:
    """The caption line about the cube: its value and owner (in the middle at 1), the
    offered value while a double waits for the answer, or that this is the Crawford game. Empty for a game without the
    cube."""
    if game.cube is None:
        return []
    if game.crawford:
        return [tr("cap.cube.crawford")]
    if game.double_offered and not game.finished:  # as the picture: the offered value
        return [tr("cap.cube.offered", value=game.cube.value * 2)]
    if game.cube.owner is None:
        return [tr("cap.cube.middle")]
    return [tr("cap.cube", value=game.cube.value, name=s.html(game.cube.owner))]


def cube_turn_lines(game: Game, s: Names, tr: Translator) -> list[str]:
    """The caption lines of a turn whose dice are not rolled yet: who may roll or double,
    or who must answer the offered double and what passing costs."""
    color = game.turn_color
    value = game.cube_value
    if game.double_offered:
        taker = 1 - color
        if taker == s.ai_color:
            return [tr("cap.offer.ai", doubler=s.html(color), value=value * 2,
                       name=s.html(taker))]
        return [tr("cap.offer", doubler=s.html(color), value=value * 2,
                   mention=s.mention(taker), stake=value,
                   points_word=tr.plural(value, "points"))]
    if color == s.ai_color:
        return [tr("cap.roll.ai", name=s.html(color))]
    return [tr("cap.roll", mention=s.mention(color), value=value * 2)]


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
        turn_hits = tuple(t for _, t, h in step_hits(game.position, game.steps) if h)
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
