"""What the bot runs apart from what training runs: the bot and ``python -m ai move`` load
no module of :mod:`ai.training`, and neither the wheel nor the Docker image carries it."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from setuptools import find_packages

ROOT = Path(__file__).resolve().parents[2]

#: Run in a fresh interpreter: import the bot's application, answer one request of
#: ``python -m ai move`` at the strongest level (the networks, the bear-off table and the
#: 2-ply's batched search are loaded), then report every loaded module.
_PROBE = """
import io, json, sys
import bot.app
from ai.__main__ import main
from engine.position import start_position
request = json.dumps({"position": start_position("short").to_dict(), "dice": [6, 5],
                      "level": "master"})
out = io.StringIO()
status = main(["move"], stdin=io.StringIO(request + "\\n"), stdout=out)
print(json.dumps({"status": status, "reply": json.loads(out.getvalue()),
                  "modules": sorted(sys.modules)}))
"""


@pytest.mark.slow
def test_bot_and_ai_move_import_nothing_from_training() -> None:
    done = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, capture_output=True,
                          text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    probe = json.loads(done.stdout.splitlines()[-1])
    assert probe["status"] == 0 and "moves" in probe["reply"], probe["reply"]
    modules = set(probe["modules"])
    # the probe did load what playing needs, so the check below is about a real import graph
    assert {"bot.app", "ai.player", "ai.batchgen", "ai.net", "ai.inputs.features",
            "ai.inputs.shape"} <= modules
    training = sorted(m for m in modules if m == "ai.training" or m.startswith("ai.training."))
    assert training == []
    assert "gnubg_nn" not in modules


def test_training_is_left_out_of_the_wheel_and_the_image() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    find = setuptools["packages"]["find"]
    packages = set(find_packages(str(ROOT), include=find["include"], exclude=find["exclude"]))
    assert {"ai", "ai.inputs", "engine", "rendering", "storage", "bot"} <= packages
    assert not [p for p in packages if p.startswith("ai.training")]
    assert (ROOT / "ai" / "training" / "__init__.py").is_file()  # the subpackage exists
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert "ai/training" in ignored and "ai/TRAINING.md" in ignored


def test_every_package_data_pattern_matches_a_shipped_file() -> None:
    """No pattern for files that do not exist, and the weights and fonts are among them."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["package-data"]
    matched: list[str] = []
    for package, patterns in data.items():
        for pattern in patterns:
            found = sorted((ROOT / package.replace(".", "/")).glob(pattern))
            assert found, f"{package}: {pattern} matches nothing"
            matched += [str(p.relative_to(ROOT)) for p in found]
    assert "ai/weights/short.npz" in matched and "ai/weights/long_prune.npz" in matched
    assert "rendering/fonts/DejaVuSans.ttf" in matched
