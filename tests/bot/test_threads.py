"""The bot runs the networks on one BLAS thread unless the environment says otherwise."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
PROBE = (
    "import json, os, sys; import bot.__main__; "
    f"print(json.dumps([{{k: os.environ.get(k) for k in {VARS!r}}}, 'numpy' in sys.modules]))"
)


def probe(extra: dict[str, str]) -> tuple[dict[str, str | None], bool]:
    env = {k: v for k, v in os.environ.items() if k not in VARS}
    env.update(extra)
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                         text=True, check=True, timeout=60)
    seen, numpy_loaded = json.loads(out.stdout)
    return seen, numpy_loaded


@pytest.mark.slow
def test_one_blas_thread_by_default_and_set_before_numpy_loads() -> None:
    seen, numpy_loaded = probe({})
    assert seen == dict.fromkeys(VARS, "1")
    assert not numpy_loaded  # so OpenBLAS reads the setting when the AI first loads it


@pytest.mark.slow
def test_a_thread_count_from_the_environment_is_kept() -> None:
    seen, _numpy = probe({"OPENBLAS_NUM_THREADS": "2"})
    assert seen["OPENBLAS_NUM_THREADS"] == "2" and seen["OMP_NUM_THREADS"] == "1"
