"""Chat keys: what a chat key says about the chat it names, without I/O.

Every per-chat part of the bot (the lock, the edit budget, the "one unfinished game per
chat" rule of storage) works on a chat key. A Telegram chat's key is its id: a group's is
negative, a user's private chat's is the user's id (below ``2**52``). A game played in an
inline message (posted through inline mode into any chat, where the bot need not be a
member) has no chat the bot can see; its key is derived from its ``inline_message_id`` and
lies above ``2**62``, far beyond any Telegram chat id, so it never meets a real chat. A
tournament pairing's game is a chat of its own too: its key is made from the pairing
(tournament, round, board), so every process derives the same one, and lies in a range of
its own above the inline messages' keys (below ``2**63``, the largest id the databases
store).
"""

from __future__ import annotations

import hashlib

__all__ = ["INLINE_CHAT_BASE", "inline_chat_id", "is_inline_chat", "is_private_chat",
           "PAIRING_CHAT_BASE", "pairing_chat_id", "pairing_of_chat", "is_pairing_chat"]

INLINE_CHAT_BASE = 1 << 62
"""The smallest chat key of an inline message."""

_SPAN = 1 << 56


def inline_chat_id(inline_message_id: str) -> int:
    """The chat key of an inline message: the same for the same id in every process."""
    digest = hashlib.blake2b(inline_message_id.encode(), digest_size=7).digest()
    return INLINE_CHAT_BASE + int.from_bytes(digest, "big") % _SPAN


def is_inline_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the chat key of an inline message (not a Telegram chat)."""
    return INLINE_CHAT_BASE <= chat_id < INLINE_CHAT_BASE + _SPAN


def is_private_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is a user's private chat with the bot (neither a group nor an
    inline message)."""
    return 0 < chat_id < INLINE_CHAT_BASE


PAIRING_CHAT_BASE = INLINE_CHAT_BASE + (1 << 57)
"""The smallest chat key of a tournament pairing's game."""
_PAIRING_SPAN = 1 << 57
_MAX_ROUND = 255
_MAX_BOARD = 255


def pairing_chat_id(tournament_id: int, round_no: int, board: int) -> int:
    """The chat key of the game of pairing ``board`` of round ``round_no``."""
    if not (1 <= round_no <= _MAX_ROUND and 1 <= board <= _MAX_BOARD and tournament_id > 0):
        raise ValueError(f"no pairing key for {tournament_id}/{round_no}/{board}")
    return PAIRING_CHAT_BASE + (tournament_id << 16) + (round_no << 8) + board


def is_pairing_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the key of a tournament pairing's game."""
    return PAIRING_CHAT_BASE <= chat_id < PAIRING_CHAT_BASE + _PAIRING_SPAN


def pairing_of_chat(chat_id: int) -> tuple[int, int, int] | None:
    """The pairing (tournament, round, board) a key was made from, or None."""
    if not is_pairing_chat(chat_id):
        return None
    rest = chat_id - PAIRING_CHAT_BASE
    return rest >> 16, (rest >> 8) & 0xFF, rest & 0xFF
