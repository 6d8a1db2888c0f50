"""``python -m bot.screens``: every screen of the bot in one language, as pictures and a
text file, for a translator's review."""

from __future__ import annotations

import html
import io
import re
from pathlib import Path

import pytest
from PIL import Image

from bot.handlers.rules import TOPICS
from bot.i18n import Translator, catalogue
from bot.screens import main


def test_every_screen_in_persian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fa"
    assert main(["--lang", "fa", "--out", str(out)]) == 0
    assert "screens.txt" in capsys.readouterr().out
    text = (out / "screens.txt").read_text(encoding="utf-8")
    tr = Translator("fa")
    screens, _, messages = text.partition("=== every message of the catalogue, by key (its further lines indented)\n")
    # the screens in Persian, filled, each picture named where it shows
    assert not re.search(r"\{\s*\$|\{\?", screens)
    for shown in (tr("variant.long"), tr("variant.short"), tr("btn.done"),
                  tr("lang.self"), "🏆"):
        assert shown in screens, shown
    # beyond a chat's own game: inline mode, matches, the analysis, the dice, tournaments
    titles = set(re.findall(r"^=== (.+)$", screens, re.M))
    for title in ("inline mode: a lobby", "inline mode: 💡 a hint (an alert)",
                  "a match: its end", "the analysis of a game",
                  "the analysis: every cube verdict", "🔐 the check of a finished game's dice",
                  "a league's lobby", "/history"):
        assert title in titles, title
    for key in ("inline.resign_ask", "coach.list.title", "coach.worst", "dice.predates",
                "tour.lobby.cancelled", "history.empty", "match.next.auto"):
        assert plain_text(tr(key)) in screens, key
    for verdict in ("double", "no_double", "too_good", "take", "pass"):
        assert plain_text(tr(f"coach.cube.verdict.{verdict}", loss="−0,210")).split(":")[0] \
            in screens, verdict
    pictures = sorted(p.name for p in out.glob("*.png"))
    named = re.findall(r"\(picture: ([\w.-]+\.png)\)", screens)
    assert sorted(named) == pictures
    assert len([p for p in pictures if p.startswith("rules-")]) == sum(
        len(t) for t in TOPICS.values())
    assert len([p for p in pictures if p.startswith("board-")]) >= 8
    assert {"tournament-standings.png", "dice-chart.png"} <= set(pictures)
    for name in pictures:
        assert Image.open(io.BytesIO((out / name).read_bytes())).width > 300, name
    # then every message of the catalogue
    keys = {line.partition(" = ")[0] for line in messages.splitlines()
            if not line.startswith(" ")}
    assert keys == set(catalogue("fa").texts)


def plain_text(text: str) -> str:
    """``text`` as the screens file writes it: without HTML tags, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def test_a_language_without_a_catalogue_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "xx", "--out", str(tmp_path)])
    assert not list(tmp_path.iterdir())
