"""Pytest plugin: the scripted model server and a client wired to it.

Fixtures:
- ``model_server``: a started ``ModelServer`` (see tests/model_server.py), stopped after the test.
- ``model_settings``: ``Settings`` whose every role is ``openai/scripted`` at the server, with a
  per-test cache folder and millisecond backoff so retry tests stay fast.
- ``model_client``: a ``ModelClient`` over ``model_settings``.

Use ``scripted_settings(server, tmp_path, model=..., **llm)`` to build variants.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from investigate.config import LLMConfig, ModelsConfig, Settings
from investigate.llm.client import ModelClient
from tests.model_server import ModelServer

# Retry quickly in tests; production defaults are seconds.
FAST_LLM: dict[str, Any] = {"backoff_base_s": 0.001, "backoff_max_s": 0.01, "timeout_s": 10.0}


def scripted_settings(
    server: ModelServer, tmp_path: Path, model: str = "openai/scripted", **llm: Any
) -> Settings:
    """Settings pointing every role at ``server`` (``INVESTIGATE_MODEL`` + ``INVESTIGATE_API_BASE``)."""
    return Settings(
        cases_dir=tmp_path / "work" / "cases",
        cache_dir=tmp_path / "model-cache",
        models=ModelsConfig(default=model, api_base=server.url),
        llm=LLMConfig(**{**FAST_LLM, **llm}),
    )


@pytest.fixture
def model_server() -> Iterator[ModelServer]:
    """A scripted OpenAI-compatible server on 127.0.0.1 (script replies by prompt name)."""
    with ModelServer() as server:
        yield server


@pytest.fixture
def model_settings(model_server: ModelServer, tmp_path: Path) -> Settings:
    """Settings for a client that talks to ``model_server``."""
    return scripted_settings(model_server, tmp_path)


@pytest.fixture
def model_client(model_settings: Settings) -> ModelClient:
    """A ModelClient talking to ``model_server`` through litellm over HTTP."""
    return ModelClient(model_settings, env={})
