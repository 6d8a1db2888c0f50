"""Helpers shared by the engine's tests (and the match and storage tests): random
play, GNU Backgammon's import of a match file."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

from engine import (
    Match,
    RandomDice,
)


def play_random(match: Match, rng: random.Random, *, double: float = 0.3, take: float = 0.6,
                resign: float = 0.0) -> list[Match]:
    """Every state of ``match`` played to its end with random plays and cube decisions
    (``double``/``take`` the chances to double when allowed and to take; ``resign`` the chance
    that the player on turn resigns, to keep games short)."""
    dice = RandomDice(rng)
    states = [match]
    m = match
    while not m.finished:
        g = m.game
        if g.finished:
            m = m.next_game(dice)
        elif g.double_offered:
            m = m.update(g.take(dice) if rng.random() < take else g.pass_())
        elif g.may_double and rng.random() < double:
            m = m.update(g.offer_double())
        elif g.awaiting_roll:
            m = m.update(g.roll(dice))
        elif rng.random() < resign:
            m = m.update(g.resign(g.turn_color))
        else:
            m = m.update(g.play(rng.choice(g.legal_plays()), dice))
        states.append(m)
    return states


def _gnubg() -> str | None:
    found = shutil.which("gnubg")
    if found:
        return found
    return "/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None


GNUBG = _gnubg()


_SCRIPT = """
import json
import gnubg
gnubg.command("import mat {mat}")
m = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
def clean(o):
    if isinstance(o, dict):
        return {{str(k): clean(v) for k, v in o.items()}}
    if isinstance(o, (list, tuple)):
        return [clean(v) for v in o]
    if isinstance(o, (int, float, str)) or o is None:
        return o
    return repr(o)
with open("{out}", "w") as f:
    json.dump(clean(m), f)
"""


def gnubg_import(text: str, tmp: Path) -> dict[str, Any]:
    """What GNU Backgammon makes of the .mat ``text`` (its Python ``gnubg.match()``)."""
    assert GNUBG is not None
    mat, out, script = tmp / "x.mat", tmp / "x.json", tmp / "imp.py"
    mat.write_text(text, encoding="utf-8")
    script.write_text(_SCRIPT.format(mat=mat, out=out), encoding="utf-8")
    # a home of its own: parallel test processes never share GNU Backgammon's settings files
    proc = subprocess.run([GNUBG, "-t", "-q", "-p", str(script)], capture_output=True,
                          text=True, timeout=180, stdin=subprocess.DEVNULL,
                          env=dict(os.environ, HOME=str(tmp)))
    assert out.exists(), proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "Invalid move" not in proc.stdout and "Unrecognised" not in proc.stdout
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data
