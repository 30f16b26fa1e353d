from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.cli.app import app


def test_doctor_reports_each_area_with_fixes(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-secret-key-123456")
    result = runner.invoke(app, ["doctor", "--json"])
    data = json.loads(result.stdout)
    checks = {c["name"]: c for c in data["checks"]}
    assert checks["git"]["status"] == "ok"
    assert checks["cases folder"]["status"] == "ok"
    assert checks["models"]["status"] == "warn" and "OPENAI_API_KEY" in checks["models"]["fix"]
    assert checks["search tavily"]["status"] == "ok"
    assert "tvly-secret-key-123456" not in result.output
    assert checks["search brave"]["fix"] == "export BRAVE_API_KEY=... to enable it"
    assert result.exit_code == 0


def test_doctor_fails_on_a_bad_chromium_path(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("INVESTIGATE_CHROMIUM", str(tmp_path / "no-such-chrome"))
    result = runner.invoke(app, ["doctor"])
    assert result.exit_code == 2
    assert "INVESTIGATE_CHROMIUM" in result.stdout


def test_doctor_shows_configured_models(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INVESTIGATE_MODEL", "ollama/llama3.1")
    data = json.loads(runner.invoke(app, ["doctor", "--json"]).stdout)
    details = {c["name"]: c["detail"] for c in data["checks"]}
    assert details["model strong"] == "ollama/llama3.1"
