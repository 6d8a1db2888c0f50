"""Who is asking: Telegram's signed ``initData``, the signed game key, flood limits.

Every request of the page carries the ``initData`` string Telegram gave the page (in the
``Authorization: tma <initData>`` header). :func:`check_init_data` accepts it only when its
HMAC-SHA256 (the key derived from the bot's token, as Telegram documents) is right and it
is at most :data:`MAX_AGE` old. The game a page shows is named by a *game key*
(:func:`game_key`): the game's id and an HMAC of it made from the bot's token, so that a
link cannot be edited to name another chat's game. :class:`FloodGate` limits each user's
requests.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from aiogram.utils.web_app import WebAppInitData, safe_parse_webapp_init_data

__all__ = ["MAX_AGE", "AuthError", "check_init_data", "game_key", "parse_game_key",
           "FloodGate"]

MAX_AGE = timedelta(days=1)
"""The oldest ``initData`` accepted (a page left open longer is asked to reopen)."""
_KEY_RE = re.compile(r"^(\d{1,18})_([A-Za-z0-9_-]{16})$")


class AuthError(ValueError):
    """The request is not signed by Telegram for this bot, or is too old."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def check_init_data(token: str, init_data: str, *,
                    now: datetime | None = None) -> WebAppInitData:
    """The parsed ``init_data`` when Telegram signed it for the bot with ``token``, it names
    a user and it is at most :data:`MAX_AGE` old; else :class:`AuthError` with the reason
    (``"tampered"``, ``"expired"``)."""
    try:
        data = safe_parse_webapp_init_data(token, init_data)
    except (ValueError, TypeError):
        raise AuthError("tampered") from None
    if data.user is None:
        raise AuthError("tampered")
    moment = now or datetime.now(UTC)
    signed = data.auth_date if data.auth_date.tzinfo else data.auth_date.replace(tzinfo=UTC)
    if moment - signed > MAX_AGE or signed - moment > timedelta(minutes=5):
        raise AuthError("expired")
    return data


def _secret(token: str) -> bytes:
    return hashlib.sha256(b"nardy-webapp-key:" + token.encode()).digest()


def _sign(token: str, game_id: int) -> str:
    mac = hmac.new(_secret(token), str(game_id).encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode()[:16]


def game_key(token: str, game_id: int) -> str:
    """The signed key of a game, usable as a ``startapp`` parameter (``A-Za-z0-9_-``)."""
    return f"{game_id}_{_sign(token, game_id)}"


def parse_game_key(token: str, key: str) -> int | None:
    """The game id of a key made by :func:`game_key` for this token, or None (forged,
    malformed)."""
    m = _KEY_RE.match(key or "")
    if m is None:
        return None
    game_id = int(m.group(1))
    return game_id if hmac.compare_digest(m.group(2), _sign(token, game_id)) else None


@dataclass
class _Bucket:
    tokens: float
    at: float


class FloodGate:
    """A token bucket per user: ``rate`` requests per second, bursts of ``burst``."""

    def __init__(self, rate: float = 8.0, burst: float = 30.0, *, max_users: int = 50_000) -> None:
        self.rate = rate
        self.burst = burst
        self.max_users = max_users
        self._buckets: dict[int, _Bucket] = {}

    def allow(self, user_id: int, cost: float = 1.0) -> bool:
        """Take ``cost`` from the user's bucket; False when it is empty (the request is
        refused)."""
        t = time.monotonic()
        b = self._buckets.get(user_id)
        if b is None:
            if len(self._buckets) >= self.max_users:
                self._buckets.clear()
            b = self._buckets[user_id] = _Bucket(self.burst, t)
        b.tokens = min(self.burst, b.tokens + (t - b.at) * self.rate)
        b.at = t
        if b.tokens < cost:
            return False
        b.tokens -= cost
        return True
