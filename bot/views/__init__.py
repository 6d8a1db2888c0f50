"""What the bot shows: texts, captions, board pictures and every inline keyboard.

Everything here is derived from stored games and a :class:`bot.i18n.Translator`; nothing
here talks to Telegram, reads storage or changes a game. :mod:`.game` (a game's caption
and picture), :mod:`.keyboard` (its keyboards, every keyboard fitted to a phone),
:mod:`.lobby` (lobbies, start, rematch), :mod:`.menus` (resignation, language and rules
menus, reminders and claim notices), :mod:`.inline` (what a game in an inline message
shows besides its board).
"""

from __future__ import annotations

from ..model.state import AI_LEVELS
from .game import (
    Names,
    board_picture,
    dice_text,
    final_caption,
    game_caption,
    named,
    render_game,
)
from .keyboard import STEP_ROW, game_keyboard
from .languages import language_keyboard, language_set_text, language_text
from .lobby import busy_text, lobby_keyboard, lobby_text, rematch_keyboard, started_text
from .menus import (
    claim_notice,
    claim_wait_text,
    duration,
    pending_key,
    reminder_text,
    resign_question,
    rules_keyboard,
)

__all__ = [
    "AI_LEVELS", "STEP_ROW", "Names", "board_picture", "dice_text", "final_caption",
    "game_caption", "game_keyboard", "named", "render_game", "busy_text",
    "lobby_keyboard", "lobby_text", "rematch_keyboard", "started_text", "claim_notice",
    "claim_wait_text", "duration", "language_keyboard", "language_set_text", "language_text",
    "reminder_text", "resign_question",
    "rules_keyboard", "pending_key",
]
