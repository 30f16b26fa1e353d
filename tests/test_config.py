from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.cli.app import app
from investigate.config import load_settings, mask_secret
from investigate.errors import ConfigError


def test_defaults(isolated_env: Path) -> None:
    loaded = load_settings()
    assert loaded.settings.cases_dir == isolated_env / "cases"
    assert loaded.files == ()
    assert loaded.settings.models.role("strong") is None


def test_project_file_overrides_user_file_and_env_overrides_both(
    isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = tmp_path / "xdg-config" / "investigate" / "config.yaml"
    user.parent.mkdir(parents=True)
    user.write_text(
        "models:\n  fast: openai/gpt-4o-mini\n  strong: openai/gpt-4o\ncapture:\n  concurrency: 2\n"
    )
    (isolated_env / "investigate.yaml").write_text("models:\n  strong: anthropic/claude-sonnet-4\n")
    monkeypatch.setenv("INVESTIGATE_MAX_MODEL_CALLS", "50")
    monkeypatch.setenv("INVESTIGATE_ALLOW_HOSTS", "127.0.0.1, 10.0.0.0/8")
    loaded = load_settings()
    s = loaded.settings
    assert loaded.files == (user, isolated_env / "investigate.yaml")
    assert s.models.fast is not None and s.models.fast.model == "openai/gpt-4o-mini"
    assert s.models.strong is not None and s.models.strong.model == "anthropic/claude-sonnet-4"
    assert s.capture.concurrency == 2
    assert s.budgets.max_model_calls == 50
    assert s.network.allow_hosts == ["127.0.0.1", "10.0.0.0/8"]


def test_investigate_model_fills_every_role(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INVESTIGATE_MODEL", "openai/local")
    monkeypatch.setenv("INVESTIGATE_API_BASE", "http://127.0.0.1:9/v1")
    models = load_settings().settings.models
    for role in ("fast", "strong", "critic", "writer"):
        cfg = models.role(role)
        assert cfg is not None and cfg.model == "openai/local" and cfg.api_base == "http://127.0.0.1:9/v1"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("models: [unclosed", "cannot read config file"),
        ("- just\n- a list\n", "must hold a mapping"),
        ("modelz:\n  fast: x\n", "modelz"),
        ("capture:\n  concurrency: lots\n", "capture.concurrency"),
    ],
)
def test_bad_config_is_a_clear_error(isolated_env: Path, text: str, message: str) -> None:
    (isolated_env / "investigate.yaml").write_text(text)
    with pytest.raises(ConfigError, match=message):
        load_settings()


def test_missing_explicit_config_file(monkeypatch: pytest.MonkeyPatch, runner: CliRunner) -> None:
    monkeypatch.setenv("INVESTIGATE_CONFIG", "/nonexistent/investigate.yaml")
    result = runner.invoke(app, ["config", "show"])
    assert result.exit_code == 2
    assert "INVESTIGATE_CONFIG" in result.stderr


def test_bad_config_makes_commands_exit_2(isolated_env: Path, runner: CliRunner) -> None:
    (isolated_env / "investigate.yaml").write_text("cases_dir: [1, 2]\n")
    result = runner.invoke(app, ["list"])
    assert result.exit_code == 2
    assert "cases_dir" in result.stderr and "Traceback" not in result.output


def test_config_show_masks_keys(monkeypatch: pytest.MonkeyPatch, runner: CliRunner) -> None:
    secret = "sk-test-0123456789abcdefWXYZ"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    monkeypatch.setenv("INVESTIGATE_MODEL", "openai/gpt-4o-mini")
    result = runner.invoke(app, ["config", "show", "--json"])
    assert result.exit_code == 0
    assert secret not in result.output
    data = json.loads(result.stdout)
    assert data["keys"]["OPENAI_API_KEY"].startswith("****WXYZ")
    assert data["env_overrides"] == ["INVESTIGATE_MODEL"]
    assert data["settings"]["models"]["default"] == "openai/gpt-4o-mini"
    plain = runner.invoke(app, ["config", "show"])
    assert "****WXYZ" in plain.stdout and secret not in plain.output


def test_mask_secret_never_shows_short_secrets() -> None:
    assert mask_secret("abc") == "***"
    assert "abcdef" not in mask_secret("abcdef0123456789")
