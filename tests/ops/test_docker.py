"""The Docker files, read without a Docker engine: Dockerfile instructions in the right
order, compose.yaml's services, the env file and what the image leaves out."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO_ROOT = Path(__file__).resolve().parents[2]


def _instructions() -> list[tuple[str, str]]:
    """The Dockerfile as (INSTRUCTION, arguments), continuation lines joined."""
    text = (REPO_ROOT / "Dockerfile").read_text(encoding="utf-8")
    joined = re.sub(r"\\\n", " ", text)
    result = []
    for line in joined.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        result.append((word.upper(), " ".join(rest.split())))
    return result


def _index(instructions: list[tuple[str, str]], word: str, pattern: str) -> int:
    for i, (w, args) in enumerate(instructions):
        if w == word and re.search(pattern, args):
            return i
    raise AssertionError(f"no {word} matching {pattern!r} in the Dockerfile")


def test_dependencies_are_installed_before_the_sources() -> None:
    ins = _instructions()
    copy_pyproject = _index(ins, "COPY", r"^pyproject\.toml ")
    install_deps = _index(ins, "RUN", r"pip install -r ")
    first_source = min(_index(ins, "COPY", rf"^{pkg} ") for pkg in
                       ("engine", "ai", "rendering", "storage", "bot"))
    install_project = _index(ins, "RUN", r"pip install --no-deps \.")
    assert copy_pyproject < install_deps < first_source < install_project
    # nothing but pyproject.toml is copied before the dependency layer
    assert [i for i, (w, _) in enumerate(ins) if w in ("COPY", "ADD")][0] == copy_pyproject


@pytest.mark.slow
def test_dependency_list_command_reads_pyproject() -> None:
    """The RUN line's Python snippet prints exactly the project's dependencies."""
    run = next(args for w, args in _instructions() if w == "RUN" and "tomllib" in args)
    code = re.search(r'python -c "(.*?)" >', run)
    assert code is not None
    done = subprocess.run([sys.executable, "-c", code.group(1)], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]
    assert done.stdout.splitlines() == project["dependencies"]


def test_image_runs_the_bot_with_a_health_check() -> None:
    ins = _instructions()
    words = [w for w, _ in ins]
    assert ins[0][0] == "FROM" and "python:3.11" in ins[0][1]
    health = dict(ins)["HEALTHCHECK"]
    assert re.search(r"CMD \[\"nardy-bot\", \"health\"\]$", health)
    assert "--start-period=" in health and "--interval=" in health
    assert dict(ins)["EXPOSE"] == "8080"
    assert dict(ins)["VOLUME"] == '["/data"]'
    assert dict(ins)["CMD"] == '["nardy-bot"]'
    assert "NARDY_DB=/data/nardy.sqlite3" in " ".join(a for w, a in ins if w == "ENV")
    user = dict(ins)["USER"]
    assert user not in ("root", "0")
    assert words.index("USER") < words.index("CMD")


def _compose() -> dict[str, Any]:
    data = yaml.safe_load((REPO_ROOT / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_compose_services() -> None:
    data = _compose()
    services = data["services"]
    assert set(services) == {"bot", "bot-webhook", "postgres", "bot-cluster", "proxy"}
    for name in ("bot", "bot-webhook", "bot-cluster"):
        service = services[name]
        assert service["build"] == "."
        assert service["restart"] == "unless-stopped", name
        assert service["env_file"] == ".env", name
    for name in ("bot", "bot-webhook"):
        assert "nardy-data:/data" in services[name]["volumes"], name
    assert "nardy-data" in data["volumes"]
    # exactly one service runs: each has its own profile, .env.example picks one
    assert services["bot"]["profiles"] == ["polling"]
    assert services["bot"]["environment"]["WEBHOOK_URL"] == ""  # polling even if .env has one
    assert services["bot-webhook"]["profiles"] == ["webhook"]
    hook = services["bot-webhook"]
    assert str(hook["environment"]["WEBHOOK_PORT"]) == "8080"
    assert any(str(p).endswith(":8080") for p in hook["ports"])
    assert "ports" not in services["bot"]


def test_compose_cluster_profile() -> None:
    """Several bot processes on PostgreSQL behind a proxy, all in the cluster profile."""
    services = _compose()["services"]
    for name in ("postgres", "bot-cluster", "proxy"):
        assert services[name]["profiles"] == ["cluster"], name
    pg = services["postgres"]
    assert pg["image"].startswith("postgres:")
    assert any(v.startswith("nardy-pg:") for v in pg["volumes"])
    assert "pg_isready" in " ".join(pg["healthcheck"]["test"])
    bots = services["bot-cluster"]
    assert bots["deploy"]["replicas"] >= 2
    assert bots["environment"]["NARDY_DB"].startswith("postgresql://")
    assert bots["environment"]["NARDY_DB"].endswith("@postgres:5432/nardy")
    assert str(bots["environment"]["WEBHOOK_PORT"]) == "8080"
    assert bots["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert "ports" not in bots and not bots["volumes"]  # only the proxy reaches them
    # heartbeats stay per replica
    assert bots["environment"]["NARDY_HEALTH_FILE"].startswith("/tmp/")
    proxy = services["proxy"]
    assert any(str(p).endswith(":443") for p in proxy["ports"])
    mount = [v for v in proxy["volumes"] if v.endswith("/etc/caddy/Caddyfile:ro")]
    assert mount, proxy["volumes"]
    caddyfile = (REPO_ROOT / mount[0].split(":")[0]).read_text(encoding="utf-8")
    assert "name bot-cluster" in caddyfile and "port 8080" in caddyfile
    assert "lb_policy round_robin" in caddyfile and "/telegram/webhook" in caddyfile
    for volume in ("nardy-pg", "caddy-data"):
        assert volume in _compose()["volumes"]


def _env_file(path: Path) -> dict[str, str]:
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            key, sep, value = line.partition("=")
            assert sep, line
            values[key.strip()] = value.strip()
    return values


def test_env_example_and_ignores() -> None:
    env = _env_file(REPO_ROOT / ".env.example")
    assert env["BOT_TOKEN"] == ""  # no token is ever committed
    assert env["COMPOSE_PROFILES"] in ("polling", "webhook", "cluster")
    assert {"NARDY_DOMAIN", "POSTGRES_PASSWORD"} <= set(env)
    assert env["POSTGRES_PASSWORD"] == ""  # no password is ever committed
    assert {"WEBHOOK_URL", "WEBHOOK_SECRET"} <= set(env)
    dockerignore = (REPO_ROOT / ".dockerignore").read_text().split()
    assert ".env" in dockerignore and ".venv" in dockerignore and ".git" in dockerignore
    assert ".env" in (REPO_ROOT / ".gitignore").read_text().split()
    # the image still gets what `pip install .` needs
    for needed in ("README.md", "LICENSE", "pyproject.toml"):
        assert needed not in dockerignore
