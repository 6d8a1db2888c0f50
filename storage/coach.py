"""The coach in storage, as functions of a `Storage`: analyses of finished games and
players' consent to hints (each calls the `storage.api.Storage` method of the same name).

- An analysis is an opaque text (``ai.analysis.GameAnalysis.to_json()``) filed under the
  finished game's id; saving it again replaces it.
- A hint consent is a (chat, user) pair: the user agrees that hints may be used in the
  chat's games between humans. Hints are on in such a game only when both players agreed.
"""

from __future__ import annotations

from storage.api import Storage

__all__ = ["get_analysis", "save_analysis", "hint_consents", "set_hint_consent"]


async def get_analysis(storage: Storage, game_id: int) -> str | None:
    """The stored analysis of finished game ``game_id``, or None."""
    return await storage.get_analysis(game_id)


async def save_analysis(storage: Storage, game_id: int, analysis: str) -> None:
    """Store (or replace) the analysis of finished game ``game_id``."""
    await storage.save_analysis(game_id, analysis)


async def hint_consents(storage: Storage, chat_id: int) -> frozenset[int]:
    """The users who agreed to hints in ``chat_id``."""
    return await storage.hint_consents(chat_id)


async def set_hint_consent(storage: Storage, chat_id: int, user_id: int,
                           agreed: bool) -> None:
    """Record that ``user_id`` agrees (``agreed``) or no longer agrees to hints in
    ``chat_id``."""
    await storage.set_hint_consent(chat_id, user_id, agreed)
