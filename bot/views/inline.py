"""What a game in an inline message shows besides the board: the lobby posted through
inline mode (caption and buttons), the extra row of a game (resign, claim: no command can
be typed there), the resignation confirmation and the button under a finished game."""

from __future__ import annotations

from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from storage import GameRecord

from ..callbacks import HintCB, InlineGameCB, InlineLobbyCB
from ..i18n import Translator
from ..seats import AI_LEVELS, seats
from ..state import Table

_COACH = HintCB.__prefix__ + ":"

__all__ = ["inline_lobby_text", "inline_lobby_keyboard", "inline_level_keyboard",
           "inline_game_keyboard", "inline_resign_keyboard", "inline_final_keyboard",
           "inline_result_title", "inline_result_description"]


def inline_result_title(variant: str, tr: Translator) -> str:
    """The title of an inline query result that opens a lobby of ``variant``."""
    return tr(f"variant.{variant}")


def inline_result_description(tr: Translator) -> str:
    """The line under an inline query result's title."""
    return tr("inline.result")


def inline_lobby_text(name: str, variant: str, tr: Translator) -> str:
    """The caption of a lobby posted through inline mode by ``name``."""
    return tr("inline.lobby", name=escape(name), variant=tr(f"variant.{variant}"))


def _lobby_button(text: str, base: InlineLobbyCB, a: str, level: str = "") -> InlineKeyboardButton:
    cb = base.model_copy(update={"a": a, "l": level})
    return InlineKeyboardButton(text=text, callback_data=cb.pack())


def inline_lobby_keyboard(base: InlineLobbyCB, tr: Translator) -> InlineKeyboardMarkup:
    """The lobby's buttons: Join (for anybody but the creator), Play the bot and Cancel
    (for the creator). ``base`` carries the signed variant, creator and language."""
    return InlineKeyboardMarkup(inline_keyboard=[
        [_lobby_button(tr("btn.join"), base, "join")],
        [_lobby_button(tr("btn.vs_bot"), base, "bot"), _lobby_button(tr("btn.cancel"), base,
                                                                     "cancel")],
    ])


def inline_level_keyboard(base: InlineLobbyCB, tr: Translator) -> InlineKeyboardMarkup:
    """The AI levels to choose from (the creator's choice), with Back."""
    rows = [[_lobby_button(tr(f"level.{lv}.btn"), base, "lvl", lv) for lv in AI_LEVELS[:2]],
            [_lobby_button(tr(f"level.{lv}.btn"), base, "lvl", lv) for lv in AI_LEVELS[2:]],
            [_lobby_button(tr("btn.back"), base, "back")]]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def inline_game_keyboard(record: GameRecord, table: Table, markup: InlineKeyboardMarkup | None,
                         tr: Translator) -> InlineKeyboardMarkup | None:
    """``markup`` (the game's buttons, less the coach's: its hints are chat messages) with
    the row of an inline game below it while a human is on turn: Resign (for the player on
    turn) and, between two humans, Claim the win (for the waiting player once the time is
    up)."""
    game = table.game
    if markup is not None:  # the coach answers in chat messages, which an inline game has not
        kept = [[b for b in row if not (b.callback_data or "").startswith(_COACH)]
                for row in markup.inline_keyboard]
        kept = [row for row in kept if row]
        markup = InlineKeyboardMarkup(inline_keyboard=kept) if kept else None
    if game is None or game.finished or not seats(record).human_on_turn(game.turn_color):
        return markup

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=InlineGameCB(
            g=record.game_id, v=table.seq, a=a).pack())  # type: ignore[arg-type]

    row = [b(tr("btn.resign"), "res")]
    if record.opponent != "ai":
        row.append(b(tr("btn.claim"), "claim"))
    rows = list(markup.inline_keyboard) if markup is not None else []
    return InlineKeyboardMarkup(inline_keyboard=[*rows, row])


def inline_resign_keyboard(record: GameRecord, seq: int,
                           tr: Translator) -> InlineKeyboardMarkup:
    """The confirmation shown in place of the game's buttons after Resign (valid for view
    ``seq``)."""

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=InlineGameCB(
            g=record.game_id, v=seq, a=a).pack())  # type: ignore[arg-type]

    return InlineKeyboardMarkup(inline_keyboard=[[b(tr("btn.resign_yes"), "yes"),
                                                  b(tr("btn.resign_no"), "no")]])


def inline_final_keyboard(tr: Translator) -> InlineKeyboardMarkup:
    """Under a finished inline game: a new game in the same chat (opens inline mode)."""
    return InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(
        text=tr("btn.again"), switch_inline_query_current_chat="")]])
