"""Callback data of every inline button (aiogram ``CallbackData`` factories, ≤ 64 bytes).

Buttons that change a game carry the game id ``g`` and the view version ``v``
(:attr:`bot.model.state.Table.seq`) so that a press on an old board is recognised as stale.
Malformed data does not match any factory and is answered by the fallback handler.
"""

from __future__ import annotations

from typing import Literal

from aiogram.filters.callback_data import CallbackData

__all__ = ["StepCB", "ComboCB", "TurnCB", "LobbyCB", "LobbyAction", "ResignCB", "RematchCB",
           "RulesCB", "LangCB", "SettingsCB", "CubeCB", "MatchCB", "ExportCB", "HintCB",
           "AnalysisCB", "InlineLobbyCB", "InlineGameCB", "DiceCB", "PauseCB", "TourCB",
           "TourAction", "TourPlayCB"]

Language = Literal["ru", "en", "uk", "az", "hy", "ka", "tr", "fa", "uz", "kk"]
"""A language code a button may carry: those of ``bot.i18n.LANGUAGES`` (a test keeps them
equal)."""


class StepCB(CallbackData, prefix="s"):
    """Move one checker: from ``f`` to ``t`` with die ``d`` (mover's numbering)."""

    g: int
    v: int
    f: int
    t: int
    d: int


class ComboCB(CallbackData, prefix="c"):
    """Move one checker from ``f`` using the dice ``d`` in this order (digits, e.g.
    ``"43"``; mover's numbering). Pressed only if it is a button of the current view."""

    g: int
    v: int
    f: int
    d: str


class SettingsCB(CallbackData, prefix="set"):
    """Turn the chat's automatic finish of turns on (``a="on"``) or off (``a="off"``),
    switch its default time control to the next one offered (``a="clk"``), or switch who
    may open a tournament (``a="tour"``: administrators only, or anybody)."""

    a: Literal["on", "off", "clk", "tour"]


class TurnCB(CallbackData, prefix="t"):
    """Undo the last step (``u``) or finish the turn (``d``)."""

    g: int
    v: int
    a: Literal["u", "d"]


LobbyAction = Literal["var", "join", "bot", "lvl", "back", "cancel", "cube", "len", "clk"]


class LobbyCB(CallbackData, prefix="l"):
    """A lobby choice: variant ``var`` (``x`` = long/short), ``join``, ``bot`` (choose a
    level), ``lvl`` (``x`` = level), ``back``, ``cancel``, ``cube`` (switch the doubling
    cube on or off) or ``len`` (``x`` = match length, 0: a single game)."""

    g: int
    v: int
    a: LobbyAction
    x: str = ""


class CubeCB(CallbackData, prefix="k"):
    """The doubling cube: roll without doubling (``r``), double (``d``), take (``t``) or
    pass (``p``) the offered double."""

    g: int
    v: int
    a: Literal["r", "d", "t", "p"]


class PauseCB(CallbackData, prefix="ps"):
    """The clocks of a timed game: offer a pause (``ask``), accept the opponent's offer
    (``ok``) or start the stopped clocks again (``go``)."""

    g: int
    v: int
    a: Literal["ask", "ok", "go"]


class ResignCB(CallbackData, prefix="r"):
    """Confirm (``y``) or withdraw (``n``) a resignation; ``m``: resign the whole match."""

    g: int
    v: int
    a: Literal["y", "n", "m"]


class MatchCB(CallbackData, prefix="n"):
    """Match ``m``: start its next game (``next``) or play a new match like it
    (``again``, after its end)."""

    m: int
    a: Literal["next", "again"]


class RematchCB(CallbackData, prefix="m"):
    """Play again: the same players and variant as finished game ``g``."""

    g: int


class DiceCB(CallbackData, prefix="dc"):
    """The dice of finished game ``g``: ``a`` is ``"c"`` (check: the seed and every roll)
    or ``"r"`` (the replay animation); ``"s"`` (``g`` 0) the dice statistics."""

    a: str
    g: int = 0


class RulesCB(CallbackData, prefix="h"):
    """Show rules topic ``t`` of variant ``v``."""

    v: Literal["long", "short"]
    t: Literal["setup", "head", "block", "hit", "bearoff", "scoring", "match", "dice"]


class LangCB(CallbackData, prefix="lang"):
    """Choose the chat's language (a person's in a private chat)."""

    code: Language


class ExportCB(CallbackData, prefix="x"):
    """Export the record of finished game (``k`` = ``g``) or match (``m``) number ``i``."""

    k: Literal["g", "m"]
    i: int


class HintCB(CallbackData, prefix="hint"):
    """The coach during a turn: the best plays (``h``) or the best play drawn (``s``)."""

    g: int
    v: int
    a: Literal["h", "s"]


class AnalysisCB(CallbackData, prefix="an"):
    """The analysis of finished game ``g``."""

    g: int


class InlineLobbyCB(CallbackData, prefix="il"):
    """A press on a lobby posted through inline mode (the inline message itself identifies
    the game): ``join``, ``bot`` (choose a level), ``lvl`` (level ``l``), ``back``,
    ``cancel``, ``cube`` (switch the doubling cube), ``hint`` (switch the coach's hints
    for both players) or ``clk`` (the next time control). ``x`` is the variant, ``m`` the match length (0: a single game),
    ``c`` the creator's user id, ``n`` the lobby's language, ``t`` the minute the lobby was
    offered (minutes since the epoch) and ``k`` a signature of those made by the bot."""

    a: Literal["join", "bot", "lvl", "back", "cancel", "cube", "hint", "clk"]
    x: Literal["long", "short"]
    m: int
    c: int
    n: Language
    t: int
    k: str
    l: str = ""  # noqa: E741 - a one-letter field like the others (64 bytes of data)


class InlineGameCB(CallbackData, prefix="ig"):
    """The extra buttons of a game in an inline message, where no command can be typed:
    ``res`` (ask to resign), ``yes`` / ``no`` (confirm or withdraw), ``mq`` (resign the
    whole match), ``claim``, ``hint`` (the coach's best plays as an alert), ``show``
    (the best play drawn on the board) and, under finished game ``g`` (``v`` 0),
    ``again`` (a rematch in the same message)."""

    g: int
    v: int
    a: Literal["res", "yes", "no", "mq", "claim", "hint", "show", "again"]


TourAction = Literal["fmt", "var", "len", "cube", "clk", "dl", "max", "join", "leave",
                     "start", "cancel"]


class TourCB(CallbackData, prefix="tr"):
    """A press on tournament ``t``'s lobby: the organiser's choices (the next format
    ``fmt``, variant ``var``, match length ``len``, ``cube``, time control ``clk``,
    deadline per round ``dl``, the most players ``max``), ``join`` and ``leave`` for
    anybody, ``start`` and ``cancel`` for the organiser."""

    t: int
    a: TourAction


class TourPlayCB(CallbackData, prefix="tp"):
    """▶ Play here under a posted tournament match: pairing ``b`` of round ``r`` of
    tournament ``t``, signed ``k`` by the bot."""

    t: int
    r: int
    b: int
    k: str
