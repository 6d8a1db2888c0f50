"""What a game in an inline message shows besides the board: the inline query's results,
the lobby posted through inline mode (caption and buttons, with the creator's switches of
the doubling cube and of the coach's hints), the extra rows of a game (the coach's buttons,
resign, claim: no command can be typed there), the resignation confirmation, the buttons
under a finished game and the coach's hint as a short alert."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Position
from storage import GameRecord

from ..callbacks import HintCB, InlineGameCB, InlineLobbyCB, MatchCB
from ..i18n import Translator
from ..model.state import AI_LEVELS, Table, seats
from .clock import control_name, control_words
from .coach import analysis_button, equity_text, moves_text
from .dice import dice_row
from .keyboard import hint_rows, phone_keyboard

_COACH = HintCB.__prefix__ + ":"
_NEXT = MatchCB.__prefix__ + ":"

ALERT_LIMIT = 200
"""Telegram shows at most 200 characters in the answer to a button press."""

__all__ = ["inline_lobby_text", "inline_lobby_keyboard", "inline_level_keyboard",
           "inline_game_keyboard", "inline_resign_keyboard", "inline_final_keyboard",
           "inline_result_title", "inline_result_description", "inline_hint_alert",
           "ALERT_LIMIT"]


def inline_result_title(variant: str, target: int, tr: Translator) -> str:
    """The title of an inline query result: the variant, and the match length if any."""
    name = tr(f"variant.{variant}")
    return tr("inline.title.match", variant=name, target=target) if target else name


def inline_result_description(target: int, tr: Translator) -> str:
    """The line under an inline query result's title."""
    if target:
        return tr("inline.result.match", target=target)
    return tr("inline.result")


def inline_lobby_text(name: str, variant: str, tr: Translator, *, target: int = 0,
                      cube: bool = False, hints: bool = False,
                      invitee: str | None = None, control: str | None = None) -> str:
    """The caption of a lobby posted through inline mode by ``name`` (or of ``name``'s
    rematch offer to ``invitee``): the game, the match length, and what the creator
    switched on (the cube; hints, which a joiner accepts by joining; the time control
    ``control``, in words)."""
    if invitee is not None:
        lines = [tr("inline.rematch", name=escape(name), other=escape(invitee),
                    variant=tr(f"variant.{variant}"))]
    else:
        lines = [tr("inline.lobby", name=escape(name), variant=tr(f"variant.{variant}"))]
    if target:
        lines.append(tr("match.lobby", target=target, points_word=tr.plural(target, "points")))
    if cube:
        lines.append(tr("lobby.cube_on"))
    if hints:
        lines.append(tr("inline.hints_on"))
    if control is not None:
        lines.append(tr("clock.lobby", control=control_words(control, tr)))
    return "\n".join(lines)


def _lobby_button(text: str, base: InlineLobbyCB, a: str, level: str = "") -> InlineKeyboardButton:
    cb = base.model_copy(update={"a": a, "l": level})
    return InlineKeyboardButton(text=text, callback_data=cb.pack())


def inline_lobby_keyboard(base: InlineLobbyCB, tr: Translator, *, cube: bool = False,
                          hints: bool = False, clocks: bool = False,
                          control: str | None = None) -> InlineKeyboardMarkup:
    """The lobby's buttons: Join (for anybody but the creator), the switches of the cube
    and of hints, with ``clocks`` offered the ⏱ button (the current ``control``), Play the
    bot and Cancel (for the creator). ``base`` carries the signed variant, length,
    creator, language and time of the offer."""
    rows = [
        [_lobby_button(tr("btn.join"), base, "join")],
        [_lobby_button(tr("btn.cube_on" if cube else "btn.cube_off"), base, "cube"),
         _lobby_button(tr("inline.btn.hints_on" if hints else "inline.btn.hints_off"), base,
                       "hint")],
    ]
    if clocks:
        rows.append([_lobby_button(tr("clock.btn.control", name=control_name(control, tr))
                                   if control else tr("clock.btn.none"), base, "clk")])
    rows.append([_lobby_button(tr("btn.vs_bot"), base, "bot"),
                 _lobby_button(tr("btn.cancel"), base, "cancel")])
    return phone_keyboard(rows)


def inline_level_keyboard(base: InlineLobbyCB, tr: Translator) -> InlineKeyboardMarkup:
    """The AI levels to choose from (the creator's choice), with Back."""
    rows = [[_lobby_button(tr(f"level.{lv}.btn"), base, "lvl", lv) for lv in AI_LEVELS[:2]],
            [_lobby_button(tr(f"level.{lv}.btn"), base, "lvl", lv) for lv in AI_LEVELS[2:]],
            [_lobby_button(tr("btn.back"), base, "back")]]
    return phone_keyboard(rows)


def inline_game_keyboard(record: GameRecord, table: Table, markup: InlineKeyboardMarkup | None,
                         tr: Translator) -> InlineKeyboardMarkup | None:
    """``markup`` (the game's buttons) made fit for an inline message: the coach's 💡
    (which answers with chat messages elsewhere) becomes 💡 Hint (an alert) and 🎯 Show
    (the best play drawn on this board); below, while a human is on turn, Resign (for the
    player on turn) and, between two humans, Claim the win (for the waiting player once
    the time is up); neither while a double waits for its answer (Take and Pass are the
    only choices then)."""
    game = table.game

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=InlineGameCB(
            g=record.game_id, v=table.seq, a=a).pack())  # type: ignore[arg-type]

    rows: list[list[InlineKeyboardButton]] = []
    if markup is not None:
        for row in markup.inline_keyboard:
            kept = [x for x in row if not (x.callback_data or "").startswith(_COACH)]
            if kept:
                rows.append(kept)
    if hint_rows(record, table, tr):
        rows.append([b(tr("coach.btn.hint"), "hint"), b(tr("inline.btn.show"), "show")])
    if (game is not None and not game.finished and not game.double_offered
            and seats(record).human_on_turn(game.turn_color)):
        row = [b(tr("btn.resign"), "res")]
        if record.opponent != "ai":
            row.append(b(tr("btn.claim"), "claim"))
        rows.append(row)
    return phone_keyboard(rows) if rows else None


def inline_resign_keyboard(record: GameRecord, seq: int, tr: Translator,
                           in_match: bool = False) -> InlineKeyboardMarkup:
    """The confirmation shown in place of the game's buttons after Resign (valid for view
    ``seq``); in a match also "resign the whole match"."""

    def b(text: str, a: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=InlineGameCB(
            g=record.game_id, v=seq, a=a).pack())  # type: ignore[arg-type]

    rows = [[b(tr("btn.resign_yes"), "yes"), b(tr("btn.resign_no"), "no")]]
    if in_match:
        rows.insert(1, [b(tr("btn.resign_match"), "mq")])
    return phone_keyboard(rows)


def inline_final_keyboard(game_id: int, table: Table, tr: Translator,
                          match: InlineKeyboardMarkup | None = None) -> InlineKeyboardMarkup:
    """Under a finished inline game: Next game while its match goes on (the button of
    ``match``, the match's final keyboard), otherwise 🔁 Rematch (🔁 New match after a
    match) in this same message; 📊 Analysis, 🔐 Check the dice (with committed dice) and
    🎞 Replay (all three delivered in the presser's private chat with the bot) and a new
    game of any kind in the same chat (opens inline mode)."""
    buttons = [x for row in (match.inline_keyboard if match else ()) for x in row
               if (x.callback_data or "").startswith(_NEXT)]
    nxt = [x for x in buttons if (x.callback_data or "").endswith(":next")]
    analysis = analysis_button(game_id, tr)
    another = InlineKeyboardButton(text=tr("btn.again"), switch_inline_query_current_chat="")
    dice = dice_row(game_id, table, tr)
    if nxt:
        return phone_keyboard([nxt, [analysis, another], dice])
    again = ("btn.match_again" if any((x.callback_data or "").endswith(":again")
                                      for x in buttons) else "btn.rematch")
    rematch = InlineKeyboardButton(text=tr(again), callback_data=InlineGameCB(
        g=game_id, v=0, a="again").pack())
    return phone_keyboard([[rematch, analysis], dice, [another]])


def inline_hint_alert(dice: str, position: Position,
                      plays: Sequence[tuple[Sequence[tuple[int, int]], float]],
                      tr: Translator) -> str:
    """The coach's hint as an alert (at most :data:`ALERT_LIMIT` characters): the best
    plays of the roll ``dice`` (moves, loss to the best), as many as fit."""
    text = tr("inline.hint.title", dice=dice)
    for n, (moves, loss) in enumerate(plays, 1):
        diff = "" if n == 1 else f" ({equity_text(loss, tr)})"
        line = f"\n{n}. {moves_text(position, moves, tr)}{diff}"
        if len(text) + len(line) > ALERT_LIMIT:
            break
        text += line
    return text[:ALERT_LIMIT]

