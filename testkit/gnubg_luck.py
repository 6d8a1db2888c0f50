"""GNU Backgammon's luck analysis of ``.mat`` games, for tests and benchmarks of
:mod:`ai.luck` (``gnubg -t -p``: the luck analysis and the checker play at 0-ply, no cube
analysis)."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

__all__ = ["gnubg_path", "gnubg_luck"]

_SCRIPT = """
import json
import gnubg
gnubg.command("set analysis chequerplay evaluation plies 0")
gnubg.command("set analysis luckanalysis plies 0")
gnubg.command("set analysis cube off")
out = []
for path in {paths!r}:
    gnubg.command("import mat " + path)
    gnubg.command("analyse match")
    m = gnubg.match(analysis=1, boards=0, statistics=1, verbose=0)
    s = m["games"][0]["stats"]
    out.append([s["X"]["dice"]["luck"], s["O"]["dice"]["luck"]])
with open({out!r}, "w") as f:
    json.dump(out, f)
"""


def gnubg_path() -> str | None:
    """The ``gnubg`` program (on PATH or ``/usr/games/gnubg``), or None."""
    found = shutil.which("gnubg")
    if found:
        return found
    return "/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None


def gnubg_luck(mats: list[str], timeout: float = 3600) -> list[tuple[float, float]]:
    """GNU Backgammon's total luck of the left and the right player (``X``, ``O``: White
    and Black of a single game exported by :func:`engine.records.mat_text`) of each
    single-game ``.mat`` text."""
    program = gnubg_path()
    if program is None:
        raise RuntimeError("GNU Backgammon (gnubg) is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k, text in enumerate(mats):
            p = Path(tmp) / f"g{k}.mat"
            p.write_text(text, encoding="utf-8")
            paths.append(str(p))
        out = Path(tmp) / "luck.json"
        script = Path(tmp) / "luck.py"
        script.write_text(_SCRIPT.format(paths=paths, out=str(out)), encoding="utf-8")
        proc = subprocess.run([program, "-t", "-q", "-p", str(script)], capture_output=True,
                              text=True, timeout=timeout, stdin=subprocess.DEVNULL,
                              check=False)
        if not out.exists():
            raise RuntimeError(f"gnubg wrote no luck: {proc.stdout[-500:]}{proc.stderr[-500:]}")
        return [(float(a), float(b)) for a, b in json.loads(out.read_text())]
