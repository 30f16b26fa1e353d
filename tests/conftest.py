"""Shared fixtures: every test runs with its own cases folder, config and git identity isolation."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.case.store import CaseStore

# Each area keeps its fixtures in its own plugin module.
pytest_plugins = ["tests.conftest_model", "tests.conftest_web", "tests.conftest_capture"]


@pytest.fixture(autouse=True)
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A clean working folder: no user config, no global git config, no keys from the host."""
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "gitconfig"))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    for name in list(__import__("os").environ):
        if name.startswith("INVESTIGATE_") or name.endswith(("_API_KEY", "_API_TOKEN")):
            monkeypatch.delenv(name, raising=False)
    yield work


@pytest.fixture
def cases_root(isolated_env: Path) -> Path:
    return isolated_env / "cases"


@pytest.fixture
def store(cases_root: Path) -> CaseStore:
    return CaseStore(cases_root)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
