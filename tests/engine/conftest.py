"""Fixtures of the engine tests: both colours to move and both variants, for the rules
common to them."""

from __future__ import annotations

import pytest

from engine.position import BLACK, WHITE, Variant


@pytest.fixture(params=[WHITE, BLACK], ids=["white", "black"])
def color(request: pytest.FixtureRequest) -> int:
    """Both colours to move."""
    return int(request.param)


@pytest.fixture(params=[Variant.SHORT, Variant.LONG], ids=["short", "long"])
def variant(request: pytest.FixtureRequest) -> Variant:
    """Both variants (for the rules common to both)."""
    return Variant(request.param)
