"""The level workers' research tools: ``search`` and ``fetch``, as ``investigate.llm.Tool``s.

- ``search`` goes through the web layer's provider registry (config ``search.providers``, else every
  provider that can run; the offline ``corpus`` provider included) and merges their results.
- ``fetch`` reads a page through the guarded fetch and extraction of the web layer (the URL guard
  re-checked on every redirect, ``network.allow_hosts`` honoured), or a local corpus file by the
  ``corpus://<name>/<path>`` URL its search results carry.

What a tool returns enters the model's conversation, so it is cut to a bounded size and fenced as
untrusted data: a page cannot pass itself off as instructions. Failures (blocked URL, HTTP error,
no provider) come back as an ``error: ...`` text the model can act on, never as a crash.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from investigate.errors import UsageError

if TYPE_CHECKING:
    from investigate.config import Settings
    from investigate.llm.tools import Tool
    from investigate.web.providers.base import Provider

Fence = Callable[[str, str], str]


class SearchArgs(BaseModel):
    """Arguments of the ``search`` tool."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(
        min_length=1, max_length=300, description="What to search for (keywords, a name, a DOI)"
    )
    limit: int = Field(default=5, ge=1, le=10, description="How many results to return")


class FetchArgs(BaseModel):
    """Arguments of the ``fetch`` tool."""

    model_config = ConfigDict(extra="forbid")

    url: str = Field(
        min_length=1, max_length=2048, description="An http(s) URL, or a corpus:// URL from a search result"
    )


@dataclass(frozen=True)
class ToolBounds:
    """How much of a result reaches the model."""

    snippet_chars: int = 400
    page_chars: int = 12_000
    fetch_bytes: int = 10 * 1024 * 1024


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[... cut: {len(text) - limit:,} more characters not shown]"


class ResearchTools:
    """Search and fetch for level workers; one instance per run (providers keep their rate limits)."""

    def __init__(
        self,
        settings: Settings,
        *,
        providers: Sequence[Provider] | None = None,
        allow_hosts: Sequence[str] | None = None,
        bounds: ToolBounds | None = None,
        fence: Fence | None = None,
    ) -> None:
        self.settings = settings
        self.allow_hosts = list(settings.network.allow_hosts if allow_hosts is None else allow_hosts)
        self.bounds = bounds or ToolBounds()
        self.skipped: dict[str, str] = {}
        if providers is None:
            from investigate.web.search import build_providers

            available = build_providers(settings)
            providers, self.skipped = available.ready, available.skipped
        self.providers = list(providers)
        if fence is None:
            from investigate.llm.prompts import fence_untrusted

            fence = fence_untrusted
        self.fence = fence

    async def search(self, args: SearchArgs) -> str:
        """Search every configured provider; merged results, snippets cut, fenced."""
        from investigate.web.search import search_all

        if not self.providers:
            why = "; ".join(f"{name}: {reason}" for name, reason in self.skipped.items()) or "none configured"
            return f"error: no search provider can run ({why})"
        outcome = await search_all(self.providers, args.query, args.limit)
        results: list[dict[str, Any]] = [
            {
                "url": r.url,
                "title": clip(r.title, 300),
                "snippet": clip(r.snippet, self.bounds.snippet_chars),
                "published": r.published,
                "provider": r.provider,
            }
            for r in outcome.results[: args.limit]
        ]
        body = json.dumps({"results": results, "errors": outcome.errors}, ensure_ascii=False, indent=1)
        return self.fence(body, "search results")

    async def fetch(self, args: FetchArgs) -> str:
        """The clean text of a page or corpus file, cut to the page bound, fenced."""
        url = args.url.strip()
        if url.startswith("corpus://"):
            title, text = self._corpus_document(url)
        else:
            from investigate.web.extract import fetch_text
            from investigate.web.fetch import FetchLimits

            page = await fetch_text(
                url, self.allow_hosts, limits=FetchLimits(max_bytes=self.bounds.fetch_bytes)
            )
            title, text, url = page.title or "", page.text, page.url
        header = f"URL: {url}\nTitle: {title}\n\n"
        return self.fence(header + clip(text, self.bounds.page_chars), f"page {url}")

    def _corpus_document(self, url: str) -> tuple[str, str]:
        from investigate.web.corpus.index import CorpusIndex
        from investigate.web.corpus.reader import read_document
        from investigate.web.search import corpus_dir

        name, _, relative = url.removeprefix("corpus://").partition("/")
        root = CorpusIndex.open(Path(corpus_dir(self.settings)), name).root()
        if root is None or not relative:
            raise UsageError(f"no corpus document {url}", fix="use a corpus:// URL from a search result")
        path = (root / relative).resolve()
        if not path.is_relative_to(root.resolve()) or not path.is_file():
            raise UsageError(f"no corpus document {url}", fix="use a corpus:// URL from a search result")
        return read_document(path)

    def tools(self) -> list[Tool]:
        """``search`` and ``fetch`` as tools for ``ModelClient.run_tools``."""
        from investigate.llm.tools import Tool

        return [
            Tool(
                "search",
                "Search the web, scholarly and records providers and the local corpus. "
                "Returns results with url, title and snippet.",
                SearchArgs,
                self.search,
            ),
            Tool(
                "fetch",
                "Read the clean text of a page or document by URL (http(s), or corpus:// from a search result).",
                FetchArgs,
                self.fetch,
            ),
        ]
