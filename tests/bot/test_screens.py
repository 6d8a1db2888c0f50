"""``python -m bot.screens``: every screen of the bot in one language, as pictures and a
text file, for a translator's review."""

from __future__ import annotations

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


def test_a_language_without_a_catalogue_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "xx", "--out", str(tmp_path)])
    assert not list(tmp_path.iterdir())
