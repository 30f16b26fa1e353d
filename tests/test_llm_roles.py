"""Which model serves each role: configuration, keys present, a local Ollama, or a clear error."""

from __future__ import annotations

import pytest

from investigate.config import ModelsConfig, RoleConfig, Settings, load_settings
from investigate.errors import ExitCode
from investigate.llm import NotConfigured
from investigate.llm.roles import ModelRoles
from tests.model_server import ModelServer

NO_OLLAMA = {"OLLAMA_HOST": "127.0.0.1:9"}  # the discard port: nothing answers


def test_investigate_model_sets_every_role(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INVESTIGATE_MODEL", "openai/local-model")
    monkeypatch.setenv("INVESTIGATE_API_BASE", "http://127.0.0.1:8000/v1")
    roles = ModelRoles(load_settings().settings, env=NO_OLLAMA)
    for name in ("fast", "strong", "critic", "writer"):
        resolved = roles.get(name)
        assert (resolved.model, resolved.api_base) == ("openai/local-model", "http://127.0.0.1:8000/v1")
        # a local server gets a placeholder, never the user's real OpenAI key
        assert resolved.api_key == "not-needed"


def test_explicit_roles_with_key_variables() -> None:
    settings = Settings(
        models=ModelsConfig(
            fast=RoleConfig(model="openai/gpt-4.1-mini"),
            strong=RoleConfig(model="anthropic/claude-sonnet-4-5", api_key_env="MY_ANTHROPIC"),
        )
    )
    roles = ModelRoles(settings, env={"OPENAI_API_KEY": "sk-1", "MY_ANTHROPIC": "ak-2"})
    assert roles.get("fast").api_key == "sk-1"
    assert roles.get("strong").api_key == "ak-2"
    assert roles.get("critic").model == "anthropic/claude-sonnet-4-5"  # borrows strong
    missing = ModelRoles(settings, env={"OPENAI_API_KEY": "sk-1"})
    with pytest.raises(NotConfigured, match="needs MY_ANTHROPIC") as info:
        missing.get("strong")
    assert info.value.fix == "export MY_ANTHROPIC=..."


def test_auto_pick_from_keys_with_a_different_critic() -> None:
    roles = ModelRoles(Settings(), env={"ANTHROPIC_API_KEY": "a", "GEMINI_API_KEY": "g", **NO_OLLAMA})
    assert roles.get("strong").model.startswith("anthropic/")
    assert roles.get("fast").model.startswith("anthropic/")
    assert roles.get("critic").model.startswith("gemini/")
    assert roles.get("critic").api_key == "g"


def test_auto_pick_finds_a_local_ollama(model_server: ModelServer) -> None:
    model_server.ollama_models = ["qwen2.5:7b", "llama3.1:8b"]
    roles = ModelRoles(Settings(), env={"OLLAMA_HOST": model_server.host})
    strong = roles.get("strong")
    assert strong.model == "ollama_chat/qwen2.5:7b"
    assert strong.api_base == f"http://{model_server.host}"
    assert "Ollama" in strong.origin


def test_nothing_configured_says_how(model_server: ModelServer) -> None:
    with pytest.raises(NotConfigured) as info:
        ModelRoles(Settings(), env=NO_OLLAMA).get("fast")
    assert info.value.code is ExitCode.USAGE
    assert info.value.fix is not None
    for hint in ("OPENAI_API_KEY", "ollama", "INVESTIGATE_MODEL", "INVESTIGATE_API_BASE"):
        assert hint in info.value.fix
    # An Ollama without models is named as such.
    with pytest.raises(NotConfigured, match="has no models") as empty:
        model_server.ollama_models = []
        ModelRoles(Settings(), env={"OLLAMA_HOST": model_server.host}).get("fast")
    assert empty.value.fix is not None and "ollama pull" in empty.value.fix


def test_hosted_model_without_its_key() -> None:
    settings = Settings(models=ModelsConfig(default="gemini/gemini-2.5-pro"))
    with pytest.raises(NotConfigured, match="GEMINI_API_KEY is not set"):
        ModelRoles(settings, env={}).get("writer")
