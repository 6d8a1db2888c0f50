"""Command line and gallery of the board renderer."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from engine.position import start_position
from rendering import BOARD_SIZE
from rendering.__main__ import main
from rendering.gallery import main as gallery_main


def _png_size(path: Path) -> tuple[int, int]:
    img = Image.open(io.BytesIO(path.read_bytes()))
    assert img.format == "PNG"
    return img.size


def test_cli_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "b.png"
    text = start_position("short").to_json()
    rc = main([text, "--dice", "6", "5", "--last", "24/18 13/10", "--orientation", "black",
               "--white", "Аня", "--black", "Bob", "--score", "1 : 0", "-o", str(out)])
    assert rc == 0
    assert _png_size(out) == BOARD_SIZE
    assert "wrote" in capsys.readouterr().out


def test_cli_json_file_and_position_id(tmp_path: Path) -> None:
    src = tmp_path / "pos.json"
    src.write_text(json.dumps(start_position("long").to_dict()), encoding="utf-8")
    out = tmp_path / "a.png"
    assert main([str(src), "--turn", "black", "-o", str(out)]) == 0
    assert _png_size(out) == BOARD_SIZE
    out2 = tmp_path / "c.png"
    assert main(["4HPwATDgc/ABMA", "--dice", "3", "3", "--used", "3", "-o", str(out2)]) == 0
    assert _png_size(out2) == BOARD_SIZE
    assert out.read_bytes() != out2.read_bytes()


@pytest.mark.parametrize(
    "args",
    [
        ["not-a-position"],
        ['{"variant": "short", "board": [1, 2]}'],
        [start_position("short").to_json(), "--last", "24/x"],
        [start_position("short").to_json(), "--dice", "7", "1"],
    ],
)
def test_cli_bad_input(tmp_path: Path, args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.png"
    assert main([*args, "-o", str(out)]) == 2
    assert "error" in capsys.readouterr().err
    assert not out.exists()


def test_gallery(tmp_path: Path) -> None:
    assert gallery_main([str(tmp_path), "--random", "2"]) == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert "01_short_start_white.png" in names and "random_01.png" in names
    assert "rule_six_block.png" in names and "phone_rule_cube.png" in names
    assert _png_size(tmp_path / "phone_08_big_stacks.png")[0] == 400


def test_cli_lost_dice_and_hits(tmp_path: Path) -> None:
    from engine.position import Position, Variant

    pos = Position.from_points(Variant.SHORT, {13: 4, 7: 1, 6: 5, 8: 3, 24: 2},
                               {24: 2, 13: 5, 8: 2, 6: 5}, bar=(0, 1), turn=1).to_json()
    plain, marked = tmp_path / "p.png", tmp_path / "m.png"
    assert main([pos, "--dice", "6", "5", "--last", "13/7", "--last-mover", "white",
                 "-o", str(plain)]) == 0
    assert main([pos, "--dice", "6", "5", "--lost", "5", "--last", "13/7*", "--last-mover",
                 "white", "-o", str(marked)]) == 0
    assert plain.read_bytes() != marked.read_bytes()
    assert main([pos, "--dice", "6", "5", "--lost", "9", "-o", str(marked)]) == 2
