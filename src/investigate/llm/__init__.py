"""The model layer: prompt files, role resolution, the async client, cache, ledger and tool loop.

    from investigate.llm import ModelClient, ModelError
    client = ModelClient(settings)
    verdict = await client.complete("judge_citation", {...}, JudgeVerdict, step="verify", case=case)

Names are imported lazily so that light paths (``investigate status`` reading the ledger) do not
pay for the client's imports.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from investigate.llm.client import ModelClient, ModelResult
    from investigate.llm.errors import (
        AuthError,
        BudgetExceeded,
        InvalidOutput,
        ModelError,
        NotConfigured,
        PromptError,
        ProviderError,
        RateLimited,
        ReplayMiss,
        Timeout,
    )
    from investigate.llm.prompts import PromptLibrary, fence_untrusted
    from investigate.llm.roles import ResolvedModel
    from investigate.llm.tools import Tool, tool

_EXPORTS = {
    "ModelClient": "client",
    "ModelResult": "client",
    "AuthError": "errors",
    "BudgetExceeded": "errors",
    "InvalidOutput": "errors",
    "ModelError": "errors",
    "NotConfigured": "errors",
    "PromptError": "errors",
    "ProviderError": "errors",
    "RateLimited": "errors",
    "ReplayMiss": "errors",
    "Timeout": "errors",
    "PromptLibrary": "prompts",
    "fence_untrusted": "prompts",
    "ResolvedModel": "roles",
    "Tool": "tools",
    "tool": "tools",
}

__all__ = [
    "AuthError",
    "BudgetExceeded",
    "InvalidOutput",
    "ModelClient",
    "ModelError",
    "ModelResult",
    "NotConfigured",
    "PromptError",
    "PromptLibrary",
    "ProviderError",
    "RateLimited",
    "ReplayMiss",
    "ResolvedModel",
    "Timeout",
    "Tool",
    "fence_untrusted",
    "tool",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'investigate.llm' has no attribute {name!r}")
    return getattr(importlib.import_module(f"investigate.llm.{module}"), name)
