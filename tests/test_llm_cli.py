"""`doctor --check-models` and the ledger totals in `status`, through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.case.store import CaseStore
from investigate.cli.app import app
from investigate.config import load_settings
from investigate.llm import ModelClient
from investigate.llm.check import ModelCheckReply
from tests.model_server import ModelServer, RecordedRequest, Reply

ANSWER = Reply.json({"answer": 5, "words": "five"})


@pytest.fixture
def configured(model_server: ModelServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModelServer:
    monkeypatch.setenv("INVESTIGATE_MODEL", "openai/scripted")
    monkeypatch.setenv("INVESTIGATE_API_BASE", model_server.url)
    monkeypatch.setenv("INVESTIGATE_CACHE_DIR", str(tmp_path / "cache"))
    return model_server


def test_check_models_reports_model_latency_and_structured_output(
    runner: CliRunner, configured: ModelServer
) -> None:
    configured.script("check_models", ANSWER)
    result = runner.invoke(app, ["doctor", "--check-models", "--json"])
    assert result.exit_code == 0, result.output
    (model,) = json.loads(result.stdout)["models"]  # every role uses one model: checked once
    assert model["roles"] == ["fast", "strong", "critic", "writer"]
    assert model["model"] == "openai/scripted" and model["api_base"] == configured.url
    assert model["ok"] and model["structured"] == "json_schema" and model["latency_ms"] > 0
    (request,) = configured.requests_for("check_models")
    assert request.body["response_format"]["type"] == "json_schema"
    # The table form names the same things.
    table = runner.invoke(app, ["doctor", "--check-models"])
    assert "openai/scripted" in table.stdout and "json_schema" in table.stdout
    assert len(configured.requests_for("check_models")) == 2  # a live check: never from the cache


def test_check_models_fails_on_a_model_that_does_not_answer(
    runner: CliRunner, configured: ModelServer, tmp_path: Path
) -> None:
    config = tmp_path / "investigate.yaml"
    config.write_text("models:\n  critic: {model: openai/refusing, api_base: " + configured.url + "}\n")

    def reply(request: RecordedRequest) -> Reply:
        if request.body["model"] == "refusing":
            return Reply.error(401, "invalid key")
        return Reply.text('Sure! ```json\n{"answer": 5, "words": "five"}\n```')

    configured.supports_json_schema = False
    configured.script("check_models", reply)
    result = runner.invoke(
        app, ["doctor", "--check-models", "--json"], env={"INVESTIGATE_CONFIG": str(config)}
    )
    assert result.exit_code == 2
    models = {m["model"]: m for m in json.loads(result.stdout)["models"]}
    assert models["openai/scripted"]["structured"] == "JSON mode (fallback)"
    assert not models["openai/refusing"]["ok"]
    assert models["openai/refusing"]["detail"].startswith("AUTH_ERROR")


def test_check_models_without_any_model_says_how_to_configure(runner: CliRunner) -> None:
    result = runner.invoke(app, ["doctor", "--check-models"], env={"OLLAMA_HOST": "127.0.0.1:9"})
    assert result.exit_code == 2
    assert "no model is configured" in result.stderr and "INVESTIGATE_API_BASE" in result.stderr


async def test_status_shows_ledger_totals_by_phase_and_model(
    runner: CliRunner, configured: ModelServer, isolated_env: Path
) -> None:
    configured.script("check_models", Reply.json({"answer": 5, "words": "five"}, prompt_tokens=1234))
    settings = load_settings().settings
    case = CaseStore(settings.cases_dir).create("Ledger in status")
    client = ModelClient(settings)
    await client.complete("check_models", {"a": 1, "b": 2}, ModelCheckReply, case=case, step="plan")
    await client.complete("check_models", {"a": 1, "b": 2}, ModelCheckReply, case=case, phase="RESEARCH")
    data = json.loads(runner.invoke(app, ["status", "--json"]).stdout)
    assert data["ledger"]["total"]["calls"] == 1 and data["ledger"]["total"]["cache_hits"] == 1
    assert set(data["ledger"]["by_phase"]) == {"SETUP", "RESEARCH"}
    panel = runner.invoke(app, ["status"]).stdout
    assert "Model calls" in panel and "phase SETUP" in panel and "model openai/scripted" in panel
    assert "1,234" in panel
