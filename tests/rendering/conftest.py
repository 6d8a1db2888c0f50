"""Fixtures of the rendering tests: both variants and both sides to draw the board for."""

from __future__ import annotations

import pytest

from engine.position import BLACK, WHITE, Variant


@pytest.fixture(params=[Variant.SHORT, Variant.LONG], ids=["short", "long"])
def variant(request: pytest.FixtureRequest) -> Variant:
    """Both variants."""
    return Variant(request.param)


@pytest.fixture(params=[WHITE, BLACK], ids=["white", "black"])
def orientation(request: pytest.FixtureRequest) -> int:
    """Both sides the board is drawn for (the viewer's colour)."""
    return int(request.param)
