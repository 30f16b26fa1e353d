"""What a search provider returns (DESIGN.md section 6), and the error it raises."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from investigate.errors import ExitCode, InvestigateError


class SearchResult(BaseModel):
    """One hit: where it is, what it is called, a snippet, when it was published, who found it."""

    url: str
    title: str
    snippet: str = ""
    published: str | None = None  # ISO date (or date-time) as the provider gave it
    provider: str
    also_found_by: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)


class ProviderError(InvestigateError):
    """A provider failed (network, HTTP status, bad response, circuit open); callers record a gap."""

    code = ExitCode.INCOMPLETE

    def __init__(self, provider: str, message: str, fix: str | None = None) -> None:
        super().__init__(f"{provider}: {message}", fix)
        self.provider = provider
