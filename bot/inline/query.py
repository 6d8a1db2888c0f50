"""Inline queries: what a user typing ``@bot …`` is offered (per variant a single game and
matches to 3 and 5 points, narrowed by the words typed), each offer a lobby whose buttons
carry the variant, the length, the creator, the language and the minute of the offer,
signed with a key made from the bot's token so that forged buttons start nothing."""

from __future__ import annotations

import hashlib
import hmac
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import InlineQueryResultCachedPhoto, InlineQueryResultUnion, User

from storage import Storage

from ..callbacks import InlineLobbyCB
from ..delivery import telegram
from ..delivery.uploads import Uploads
from ..i18n import Translator
from ..play.store import now
from ..views.inline import (
    inline_lobby_keyboard,
    inline_lobby_text,
    inline_result_description,
    inline_result_title,
)

__all__ = ["InlineQueries", "LobbySigner", "query_offers", "minute", "TARGETS", "VARIANTS"]

log = logging.getLogger(__name__)

VARIANTS = ("long", "short")
TARGETS = (0, 3, 5)
"""What each variant offers: a single game and matches to 3 and 5 points."""
CACHE_SECONDS = 10
"""How long Telegram may reuse an answer to the same user's same query."""

_VARIANT_WORDS = {
    "long": "long", "l": "long", "длинные": "long", "длинная": "long", "длинные нарды": "long",
    "short": "short", "s": "short", "короткие": "short", "короткая": "short",
    "backgammon": "short", "короткие нарды": "short",
}
_MATCH_WORDS = frozenset({"match", "матч"})


def query_offers(text: str) -> list[tuple[str, int]]:
    """The (variant, match length) offers for the typed query: a named variant and a
    named length (``3``, ``5``; ``match`` / ``матч``: both) narrow the list, anything else
    offers everything (single games first)."""
    words = text.strip().lower().split()
    variant = _VARIANT_WORDS.get(" ".join(w for w in words if not w.isdigit()
                                          and w not in _MATCH_WORDS))
    lengths = [int(w) for w in words if w.isdigit() and int(w) in TARGETS]
    targets: tuple[int, ...] = tuple(lengths) if lengths else (
        TARGETS[1:] if any(w in _MATCH_WORDS for w in words) else TARGETS)
    variants = (variant,) if variant is not None else VARIANTS
    return [(v, t) for t in targets for v in variants]


def minute() -> int:
    """The current minute since the epoch (the time a lobby is offered at)."""
    return int(now().timestamp() // 60)


class LobbySigner:
    """Signs the data of inline lobby buttons with a key made from the bot's token."""

    def __init__(self, secret: str) -> None:
        self.key = hashlib.sha256(b"nardy-inline:" + secret.encode()).digest()

    def sign(self, variant: str, target: int, creator: int, lang: str, t: int) -> str:
        """The signature a lobby button carries for what the creator was offered."""
        msg = f"{variant}:{target}:{creator}:{lang}:{t}".encode()
        return hmac.new(self.key, msg, hashlib.sha256).hexdigest()[:12]

    def base(self, variant: str, target: int, creator: int, lang: str,
             t: int) -> InlineLobbyCB:
        """The signed data of a lobby's buttons (``a`` set per button)."""
        return InlineLobbyCB(a="join", x=variant, m=target, c=creator,  # type: ignore[arg-type]
                             n=lang, t=t,  # type: ignore[arg-type]
                             k=self.sign(variant, target, creator, lang, t))


class InlineQueries:
    """Answers inline queries."""

    def __init__(self, bot: Bot, storage: Storage, uploads: Uploads,
                 signer: LobbySigner, controls: tuple[str, ...] = ()) -> None:
        self.controls = controls
        """The time controls offered: the invitation's ⏱ button steps through them."""
        self.bot = bot
        self.storage = storage
        self.uploads = uploads
        self.signer = signer

    async def answer_query(self, query_id: str, user: User, text: str, lang: str) -> None:
        """Offer lobbies (per variant a single game and matches) to ``user`` (personal,
        briefly cached)."""
        tr = Translator(lang)
        await self.storage.upsert_player(user.id, user.full_name)
        results: list[InlineQueryResultUnion] = []
        t = minute()
        try:
            for variant, target in query_offers(text):
                results.append(InlineQueryResultCachedPhoto(
                    id=f"{variant}-{target}-{lang}",
                    photo_file_id=await self.uploads.opening(variant),
                    title=inline_result_title(variant, target, tr),
                    description=inline_result_description(target, tr),
                    caption=inline_lobby_text(user.full_name, variant, tr, target=target),
                    parse_mode="HTML",
                    reply_markup=inline_lobby_keyboard(
                        self.signer.base(variant, target, user.id, lang, t), tr,
                        clocks=bool(self.controls)),
                ))
        except TelegramAPIError as exc:
            log.error("inline query: the preview board could not be uploaded to the upload "
                      "chat %s: %s", self.uploads.chat_id, exc)
            results = []
        try:
            await telegram.call(lambda: self.bot.answer_inline_query(
                query_id, results, cache_time=CACHE_SECONDS, is_personal=True))
        except TelegramAPIError as exc:  # e.g. the query expired while we uploaded
            log.info("inline query %s not answered: %s", query_id, exc)
