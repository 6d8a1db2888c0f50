"""Helpers for tests and benchmarks of the board page: Telegram's signed ``initData`` made
the way Telegram makes it (HMAC-SHA256 with the key derived from the bot's token), and a
free local port."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket
import time
from urllib.parse import urlencode

__all__ = ["init_data", "free_port"]


def init_data(token: str, user_id: int, first_name: str = "Player", *,
              language_code: str = "en", start_param: str | None = None,
              auth_date: int | None = None, query_id: str = "AAHtest") -> str:
    """The ``initData`` string Telegram would give a page opened by ``user_id``."""
    fields = {
        "query_id": query_id,
        "user": json.dumps({"id": user_id, "first_name": first_name,
                            "language_code": language_code}, separators=(",", ":")),
        "auth_date": str(int(time.time()) if auth_date is None else auth_date),
    }
    if start_param is not None:
        fields["start_param"] = start_param
    check = "\n".join(f"{k}={v}" for k, v in sorted(fields.items()))
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    fields["hash"] = hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()
    return urlencode(fields)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
