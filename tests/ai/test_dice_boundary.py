"""The AI and the coach cannot reach the dice: they get positions and rolled dice only.

The committed dice source (:mod:`engine.committed`) is not part of ``import engine``; no
module of ``ai`` imports it (nor ``storage`` or ``bot``, where the seed is kept), loading
the whole AI does not load it, and a game (what the AI and the coach receive) holds no dice
source and no seed.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import subprocess
import sys
from pathlib import Path

from engine import Game
from engine.committed import CommittedDice, rolls_of

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("engine.committed", "storage", "bot", "secrets")


def _imports(path: Path) -> set[str]:
    """Every module (and ``module.name``) ``path`` imports, relative imports made absolute."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = path.relative_to(ROOT).parent.parts
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            up = package[: len(package) - node.level + 1] if node.level else ()
            base = ".".join((*up, node.module))
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    return out


def test_no_ai_module_imports_the_dice_source() -> None:
    coach = [ROOT / "bot" / "review" / "coach.py", ROOT / "bot" / "review" / "analysis.py"]
    files = sorted((ROOT / "ai").rglob("*.py")) + coach
    assert len(files) > 10
    for f in files:
        for name in _imports(f):
            for bad in (*FORBIDDEN, "bot.model.turns", "bot.review.dice"):
                if f in coach and bad in ("bot", "storage"):
                    continue  # the coach is a part of the bot; it still has no dice source
                assert not (name == bad or name.startswith(bad + ".")), f"{f}: {name}"
    assert "bot.model.state" in _imports(coach[0])  # relative imports are resolved
    engine_init = _imports(ROOT / "engine" / "__init__.py")
    assert not any("committed" in n for n in engine_init)


def test_loading_the_ai_does_not_load_the_dice_source() -> None:
    code = ("import sys, engine, ai, ai.analysis, ai.luck, ai.player, ai.cube_review; "
            "print('engine.committed' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_a_game_holds_no_dice_source_and_no_seed() -> None:
    seed = bytes(range(100, 132))
    g = Game.new("short", CommittedDice.for_game(seed, None))
    rng = random.Random(0)
    for _ in range(12):
        g = g.play(rng.choice(g.legal_plays()), CommittedDice.for_game(seed, g))
    assert len(rolls_of(g)) >= 12
    for f in dataclasses.fields(g):
        value = getattr(g, f.name)
        assert not isinstance(value, CommittedDice), f.name
    text = g.to_json() + repr(g) + repr(g.__dict__)
    assert seed.hex() not in text and repr(seed) not in text
