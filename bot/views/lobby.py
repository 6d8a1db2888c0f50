"""Lobby messages and the texts around the start of a game: what they say and their
buttons (the Rematch button under a finished game too)."""

from __future__ import annotations

from html import escape

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from engine import BLACK, WHITE
from storage import GameRecord

from ..callbacks import LobbyAction, LobbyCB, RematchCB
from ..i18n import Translator
from ..model.state import AI_LEVELS, Table
from .clock import control_name, control_words
from .coach import analysis_button
from .dice import lobby_line
from .game import named
from .keyboard import phone_keyboard

MATCH_LENGTHS = (0, 3, 5, 7)
"""The lobby's choices: a single game (0) or a match to that many points."""

__all__ = ["lobby_text", "lobby_keyboard", "rematch_keyboard", "started_text", "busy_text"]


def lobby_text(record: GameRecord, table: Table, tr: Translator, private: bool) -> str:
    """The text of a lobby message for its current stage (and whether the doubling cube
    is on)."""
    lines = [_stage_text(record, table, tr, private)]
    if table.target:
        lines.append(tr("match.lobby", target=table.target,
                        points_word=tr.plural(table.target, "points")))
    if table.cube:
        lines.append(tr("lobby.cube_on"))
    if record.time_control is not None:
        lines.append(tr("clock.lobby", control=control_words(record.time_control, tr)))
    committed = lobby_line(table, tr)
    if committed is not None:
        lines.append(committed)
    return "\n".join(lines)


def _stage_text(record: GameRecord, table: Table, tr: Translator, private: bool) -> str:
    creator = escape(record.white_name or "?")
    variant = tr(f"variant.{record.variant}")
    if table.stage == "variant":
        return tr("lobby.variant.private") if private else tr("lobby.variant", name=creator)
    if table.stage == "level":
        return tr("lobby.level", variant=variant)
    if table.invitee is not None:
        return tr("lobby.rematch", name=creator, variant=variant,
                  other=escape(record.black_name or "?"))
    return tr("lobby.open", name=creator, variant=variant)


def lobby_keyboard(record: GameRecord, table: Table, tr: Translator,
                   clocks: bool = False) -> InlineKeyboardMarkup:
    """The buttons of a lobby message for its current stage (while the game is being set
    up, the creator's choice of a single game or a match to 3 / 5 / 7, the switch of
    the doubling cube and, with ``clocks`` offered, the ⏱ button that steps through the
    time controls)."""
    g, v = record.game_id, table.seq

    def b(text: str, a: LobbyAction, x: str = "") -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=LobbyCB(g=g, v=v, a=a, x=x).pack())

    cancel = b(tr("btn.cancel"), "cancel")
    lengths = [b(("✓ " if table.target == n else "")
                 + (tr("match.to", target=n) if n else tr("match.single")), "len", str(n))
               for n in MATCH_LENGTHS]
    cube = [b(tr("btn.cube_on" if table.cube else "btn.cube_off"), "cube")]
    if clocks:
        cube.append(b(tr("clock.btn.control", name=control_name(record.time_control, tr))
                      if record.time_control else tr("clock.btn.none"), "clk"))
    if table.stage == "variant":
        rows = [[b(tr("variant.long.btn"), "var", "long"), b(tr("variant.short.btn"), "var", "short")],
                lengths, cube, [cancel]]
    elif table.stage == "level":
        rows = [[b(tr(f"level.{lv}.btn"), "lvl", lv) for lv in AI_LEVELS[:2]],
                [b(tr(f"level.{lv}.btn"), "lvl", lv) for lv in AI_LEVELS[2:]],
                lengths, cube, [b(tr("btn.back"), "back"), cancel]]
    elif table.invitee is not None:
        rows = [[b(tr("btn.accept"), "join"), cancel]]
    else:
        rows = [[b(tr("btn.join"), "join")], lengths, cube,
                [b(tr("btn.vs_bot"), "bot"), cancel]]
    return phone_keyboard(rows)


def rematch_keyboard(game_id: int, tr: Translator) -> InlineKeyboardMarkup:
    """The Rematch and the 📊 Analysis buttons under a finished game."""
    return phone_keyboard([[InlineKeyboardButton(
        text=tr("btn.rematch"), callback_data=RematchCB(g=game_id).pack()),
        analysis_button(game_id, tr)]])


def started_text(record: GameRecord, tr: Translator) -> str:
    """What a lobby message says once its game has started."""
    n = named(record, tr)
    return tr("lobby.started", white=n.html(WHITE), black=n.html(BLACK),
              variant=tr(f"variant.{record.variant}"))


def busy_text(record: GameRecord, tr: Translator) -> str:
    """Why ``/new`` opens nothing: the chat already has this lobby or game."""
    if record.status == "lobby":
        return tr("new.lobby_exists")
    n = named(record, tr)
    return tr("new.exists", white=n.html(WHITE), black=n.html(BLACK),
              variant=tr(f"variant.{record.variant}"))
