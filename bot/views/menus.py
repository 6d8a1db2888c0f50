"""The other messages with buttons or names: the resignation question, the rules menu, the turn reminder and the notices about ``/claim``."""

from __future__ import annotations

from datetime import timedelta

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Game, score
from storage import GameRecord

from ..callbacks import ResignCB, RulesCB
from ..i18n import Translator
from .game import dice_text, kind_word, named
from .keyboard import phone_keyboard
from .match import resign_match_button

__all__ = ["resign_question", "pending_key", "rules_keyboard", "reminder_text",
           "claim_notice", "claim_wait_text", "duration"]


def resign_question(record: GameRecord, seq: int, game: Game, color: int,
                    tr: Translator, *, match: bool = False) -> tuple[str, InlineKeyboardMarkup]:
    """The confirmation of ``/resign`` for ``color`` (what the loss would cost) and its
    Yes/No buttons, valid for view ``seq``; the points include the cube's value. In a
    ``match`` a second choice resigns the whole match."""
    points, kind = score(game.position, 1 - color)
    points *= game.cube_value
    g = record.game_id
    keyboard = phone_keyboard([[
        InlineKeyboardButton(text=tr("btn.resign_yes"),
                             callback_data=ResignCB(g=g, v=seq, a="y").pack()),
        InlineKeyboardButton(text=tr("btn.resign_no"),
                             callback_data=ResignCB(g=g, v=seq, a="n").pack()),
    ]])
    if match:
        keyboard.inline_keyboard.append([resign_match_button(g, seq, tr)])
    text = tr("resign.confirm", name=named(record, tr).mention(color),
              kind=kind_word(kind, tr), points=points,
              points_word=tr.plural(points, "points"))
    return text, keyboard


def pending_key(game: Game, color: int) -> str:
    """Why ``color`` cannot resign while a double waits: the doubler waits for the answer,
    the player doubled answers it with Pass (which gives up the game)."""
    return "resign.pending.taker" if color != game.turn_color else "resign.pending"


def rules_keyboard(variant: str, topic: str, topics: tuple[str, ...],
                   tr: Translator) -> InlineKeyboardMarkup:
    """The rules menu: both variants on top, then ``topics`` of ``variant`` two a row; the
    current choice is marked with a dot."""
    def b(text: str, v: str, t: str, current: bool) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=("• " if current else "") + text,
                                    callback_data=RulesCB(v=v, t=t).pack())  # type: ignore[arg-type]

    rows = [[b(tr(f"variant.{v}.btn"), v, "setup", v == variant) for v in ("long", "short")]]
    row: list[InlineKeyboardButton] = []
    for t in topics:
        row.append(b(tr(f"rules.topic.{t}"), variant, t, t == topic))
        if len(row) == 2:
            rows.append(row)
            row = []
    if row:
        rows.append(row)
    return phone_keyboard(rows)


def reminder_text(record: GameRecord, game: Game, tr: Translator) -> str:
    """The group reminder of the player the game waits for: to play his roll (with the
    dice), to roll or double, or to take or pass a double."""
    n = named(record, tr)
    if game.double_offered:
        assert game.cube is not None
        return tr("ping.take", mention=n.mention(1 - game.turn_color),
                  value=game.cube.value * 2)
    if game.dice is None:
        return tr("ping.roll", mention=n.mention(game.turn_color))
    return tr("ping.turn", mention=n.mention(game.turn_color), dice=dice_text(game.dice))


def claim_notice(record: GameRecord, color: int, timeout: timedelta, tr: Translator,
                 match: bool = False) -> str:
    """The notice that ``color`` let the time run out and the opponent may ``/claim``
    (the game, or in a ``match`` the whole match)."""
    n = named(record, tr)
    hours = round(timeout.total_seconds() / 3600, 1)
    return tr("claim.notice.match" if match else "claim.notice", name=n.mention(color),
              other=n.mention(1 - color), hours=tr.figure(hours))


def claim_wait_text(elapsed: timedelta, timeout: timedelta, tr: Translator) -> str:
    """Why ``/claim`` is too early: how long the opponent has been thinking, and how long
    is left."""
    return tr("claim.wait", elapsed=duration(elapsed, tr), left=duration(timeout - elapsed, tr))


def duration(delta: timedelta, tr: Translator) -> str:
    """``delta`` in hours and minutes (at least one minute)."""
    minutes = max(1, int(delta.total_seconds() // 60))
    h, m = divmod(minutes, 60)
    return tr("dur.hm", h=h, m=m) if h else tr("dur.m", m=m)
