"""What the dice look like in the chat: the lobby's commitment line (the caption's is in
:mod:`bot.views.game`), the check with the revealed seed, the statistics with their chart's
texts, the luck lines and the buttons under a finished game. No I/O."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from ai.luck import GameLuck
from engine import BLACK, WHITE, Game
from engine.committed import commitment, rolls_of, short_commitment
from engine.dicestats import DiceStats

from ..callbacks import DiceCB
from ..i18n import Translator
from ..model.state import Table
from .keyboard import phone_keyboard

__all__ = [
    "lobby_line", "check_text", "current_text", "dice_row",
    "stats_text", "chart_texts", "luck_lines", "stats_button", "with_dice_row",
]


def lobby_line(table: Table, tr: Translator) -> str | None:
    """The lobby's line with the shortened commitment of the game it will start."""
    if table.seed is None:
        return None
    return tr("dice.lobby", short=short_commitment(commitment(table.seed)))


def current_text(table: Table, tr: Translator) -> str:
    """``/dice`` during a game: its whole commitment, or that it predates the check."""
    if table.seed is None:
        return tr("dice.predates")
    return tr("dice.current", commit=commitment(table.seed))


def check_text(table: Table, game: Game, variant: str, names: tuple[str, str],
               tr: Translator) -> str:
    """The check of a finished game's dice: commitment, the revealed seed and every roll.
    Only for a finished game: the caller checks that."""
    assert table.seed is not None and game.finished
    rolls = rolls_of(game)
    return tr("dice.check", variant=tr(f"variant.{variant}"), white=escape(names[WHITE]),
              black=escape(names[BLACK]), commit=commitment(table.seed),
              seed=table.seed.hex(), count=len(rolls),
              rolls=" ".join(f"{a}-{b}" for a, b in rolls))


def dice_row(game_id: int, table: Table, tr: Translator) -> list[InlineKeyboardButton]:
    """The buttons under a finished game: 🔐 Check the dice (with committed dice) and
    🎞 Replay."""
    row = []
    if table.seed is not None:
        row.append(InlineKeyboardButton(text=tr("dice.btn.check"),
                                        callback_data=DiceCB(a="c", g=game_id).pack()))
    row.append(InlineKeyboardButton(text=tr("dice.btn.replay"),
                                    callback_data=DiceCB(a="r", g=game_id).pack()))
    return row


def with_dice_row(markup: InlineKeyboardMarkup | None, game_id: int, table: Table,
                  tr: Translator) -> InlineKeyboardMarkup:
    """``markup`` (or none) with :func:`dice_row` added as its last row."""
    rows = list(markup.inline_keyboard) if markup is not None else []
    return phone_keyboard([*rows, dice_row(game_id, table, tr)])


def stats_button(tr: Translator) -> InlineKeyboardMarkup:
    """The 🎲 Dice button under ``/stats``."""
    return phone_keyboard([[InlineKeyboardButton(
        text=tr("dice.btn.stats"), callback_data=DiceCB(a="s").pack())]])


def stats_text(stats: DiceStats, games: int, title_key: str, name: str,
               tr: Translator) -> str:
    """The statistics of a player's (``dice.stats.player``) or a chat's rolls."""
    rolls = f"{tr.count(stats.rolls)} {tr.plural(stats.rolls, 'dice.rolls')}"
    where = f"{tr.count(games)} {tr.plural(games, 'dice.games')}"
    head = tr(title_key, name=escape(name), rolls=rolls, games=where)
    if not stats.rolls:
        return "\n".join([head, tr("dice.stats.empty")])
    faces = " · ".join(f"{i + 1} — {tr.count(c)}" for i, c in enumerate(stats.faces))
    doubles = " · ".join(f"{i + 1}-{i + 1}: {c}" for i, c in enumerate(stats.doubles))
    return "\n".join([
        head,
        tr("dice.stats.faces", faces=faces, expected=tr.count(round(stats.expected_face))),
        tr("dice.stats.doubles", doubles=f"{stats.double_count} ({doubles})",
           rolls_n=tr.count(stats.rolls),
           expected=tr.number(stats.expected_double * 6, 1)),
        tr("dice.stats.pips", pips=tr.number(stats.average_pips)),
        tr("dice.stats.chi", faces=tr.number(stats.chi2_faces, 1),
           p_faces=tr.number(stats.p_faces), doubles=tr.number(stats.chi2_doubles, 1),
           p_doubles=tr.number(stats.p_doubles),
           verdict=tr(f"dice.verdict.{stats.verdict}")),
    ])


def chart_texts(stats: DiceStats, title: str, tr: Translator) -> dict[str, str]:
    """The translated texts of :func:`rendering.dicechart.render_dice_chart`."""
    rolls = f"{tr.count(stats.rolls)} {tr.plural(stats.rolls, 'dice.rolls')}"
    return {"title": title, "faces": tr("dice.chart.faces"),
            "doubles": tr("dice.chart.doubles"), "expected": tr("dice.chart.expected"),
            "summary": tr("dice.chart.summary", rolls=rolls,
                          pips=tr.number(stats.average_pips)),
            "group": tr.group()}  # the digit group separator, as in the summary


def luck_lines(luck: GameLuck, names: Sequence[str], tr: Translator) -> list[str]:
    """The luck of a game in a few lines: each player's total («Удача: Аня +0,84 · Борис
    −0,31 очка»), the luck-adjusted result and the jokers, if any."""
    def pair(values: Sequence[float]) -> str:
        return " · ".join(f"{escape(names[c])} {tr.number(values[c], sign=True)}"
                          for c in (WHITE, BLACK))
    lines = [tr("luck.line", players=pair([p.total for p in luck.players]))]
    if luck.result != (0.0, 0.0):
        lines.append(tr("luck.adjusted", players=pair(luck.adjusted)))
    jokers = [f"{escape(names[r.color])} {r.dice[0]}-{r.dice[1]} "
              f"({tr.number(r.luck, sign=True)})"
              for p in luck.players for r in (*p.luckiest, *p.unluckiest) if r.kind == "joker"]
    if jokers:
        lines.append(tr("luck.jokers", jokers=", ".join(jokers)))
    return lines
