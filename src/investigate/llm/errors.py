"""Typed model errors. Every failure of a model call is one of these; callers turn them into gaps.

Each carries ``kind``, the seed-001 style prefix (``TIMEOUT``, ``RATE_LIMIT``, ``AUTH_ERROR``,
``API_ERROR`` ...), so a gap or log line says what went wrong in one word.
"""

from __future__ import annotations

from investigate.errors import ExitCode, InvestigateError


class ModelError(InvestigateError):
    """Base of every model-layer failure."""

    kind = "API_ERROR"
    code = ExitCode.INCOMPLETE

    def __init__(
        self, message: str, fix: str | None = None, code: ExitCode | None = None, *, model: str | None = None
    ) -> None:
        super().__init__(message, fix, code)
        self.model = model
        #: HTTP requests sent before giving up (0: none was sent).
        self.attempts = 0

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


class NotConfigured(ModelError):
    """No model for the role, or its key is missing (exit 2 with how to configure one)."""

    kind = "NOT_CONFIGURED"
    code = ExitCode.USAGE


class InvalidOutput(ModelError):
    """The reply still failed validation after the allowed re-asks."""

    kind = "INVALID_OUTPUT"


class RateLimited(ModelError):
    """HTTP 429 persisted after every retry (or asked for a longer wait than allowed)."""

    kind = "RATE_LIMIT"


class Timeout(ModelError):
    """The request timed out on every attempt."""

    kind = "TIMEOUT"


class BudgetExceeded(ModelError):
    """The case's ``max_cost_usd`` or ``max_model_calls`` is reached; no request was sent."""

    kind = "BUDGET_EXCEEDED"


class ProviderError(ModelError):
    """The provider refused or failed (4xx other than 429, 5xx after retries, broken replies)."""

    kind = "API_ERROR"


class AuthError(ProviderError):
    """The provider rejected the key."""

    kind = "AUTH_ERROR"
    code = ExitCode.USAGE


class ReplayMiss(ModelError):
    """Replay mode and the request is not in the cache."""

    kind = "REPLAY_MISS"


class PromptError(ModelError):
    """A prompt file is missing or malformed, or its variables do not match (a programming error)."""

    kind = "PROMPT_ERROR"
    code = ExitCode.USAGE
