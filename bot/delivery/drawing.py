"""What a picture worker process runs. It imports only the engine and the renderer (the
package above it imports nothing), so a worker holds no more than drawing needs."""

from __future__ import annotations

from engine import start_position
from rendering import BoardView, render_board

__all__ = ["warm_up", "render_board"]


def warm_up() -> None:
    """Build the renderer's caches in a fresh worker (the first picture is slow)."""
    render_board(start_position("short"), BoardView(dice=(6, 5)))
