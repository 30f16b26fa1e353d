"""``investigate doctor --check-models``: one small structured request to every configured model."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass

from pydantic import BaseModel

from investigate.config import Settings
from investigate.llm.errors import ModelError
from investigate.llm.roles import ModelRoles, ResolvedModel

CHECK_PROMPT = "check_models"
CHECK_VARIABLES = {"a": 2, "b": 3}


class ModelCheckReply(BaseModel):
    """What the check prompt asks for."""

    answer: int
    words: str


@dataclass(frozen=True)
class ModelCheck:
    """The outcome for one model (shared by every role that uses it)."""

    roles: list[str]
    model: str
    api_base: str | None
    ok: bool
    structured: str
    latency_ms: float | None
    detail: str

    def as_dict(self) -> dict[str, object]:
        """JSON-ready."""
        return asdict(self)


def _structured_label(mode: str) -> str:
    return {"json_schema": "json_schema", "json_mode": "JSON mode (fallback)"}.get(mode, "schema in prompt")


async def _check_one(settings: Settings, target: ResolvedModel, roles: list[str]) -> ModelCheck:
    from investigate.llm.client import ModelClient

    # A live check: never answered from the cache, no re-asks, modest timeout and retries.
    llm = settings.llm.model_copy(
        update={"no_cache": True, "replay": False, "validation_retries": 0, "max_retries": 1}
    )
    client = ModelClient(settings, llm=llm)
    started = time.perf_counter()
    try:
        result = await client.complete_result(CHECK_PROMPT, CHECK_VARIABLES, ModelCheckReply, role=target)
    except ModelError as exc:
        latency = (time.perf_counter() - started) * 1000
        return ModelCheck(roles, target.model, target.api_base, False, "failed", latency, str(exc))
    expected = CHECK_VARIABLES["a"] + CHECK_VARIABLES["b"]
    detail = "ok" if result.value.answer == expected else f"valid JSON but wrong answer {result.value.answer}"
    return ModelCheck(
        roles, target.model, target.api_base, True, _structured_label(result.mode), result.latency_ms, detail
    )


async def check_models(settings: Settings, env: Mapping[str, str] | None = None) -> list[ModelCheck]:
    """Check every configured role and research engine (each distinct model once, in parallel)."""
    from investigate.llm.transport import litellm_module

    roles = ModelRoles(settings, env)
    targets: dict[tuple[str, str | None], tuple[ResolvedModel, list[str]]] = {}
    for target in roles.all_roles():
        key = (target.model, target.api_base)
        if key not in targets:
            targets[key] = (target, [])
        targets[key][1].append(target.role)
    litellm_module()  # import before the clocks start: latency is the request's, not the import's
    return list(await asyncio.gather(*(_check_one(settings, t, names) for t, names in targets.values())))
