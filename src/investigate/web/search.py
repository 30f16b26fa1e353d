"""The provider registry: which providers can run, searching several at once, merging their results."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from investigate.errors import UsageError
from investigate.web.search_types import ProviderError, SearchResult
from investigate.web.urls import normalize_url

if TYPE_CHECKING:
    from investigate.config import Settings
    from investigate.web.providers.base import Policy, Provider

# Name -> "module:Class"; imported only when the provider is used.
PROVIDERS: dict[str, str] = {
    "tavily": "investigate.web.providers.general:TavilyProvider",
    "brave": "investigate.web.providers.general:BraveProvider",
    "serper": "investigate.web.providers.general:SerperProvider",
    "searxng": "investigate.web.providers.general:SearxngProvider",
    "wikipedia": "investigate.web.providers.keyless:WikipediaProvider",
    "duckduckgo": "investigate.web.providers.keyless:DuckDuckGoProvider",
    "crossref": "investigate.web.providers.scholarly:CrossrefProvider",
    "openalex": "investigate.web.providers.scholarly:OpenAlexProvider",
    "edgar": "investigate.web.providers.records:EdgarProvider",
    "courtlistener": "investigate.web.providers.records:CourtListenerProvider",
    "wayback": "investigate.web.providers.records:WaybackProvider",
    "corpus": "investigate.web.corpus.provider:CorpusProvider",
}


def provider_class(name: str) -> type[Provider]:
    """The class registered as ``name``; UsageError listing the known names otherwise."""
    import importlib

    target = PROVIDERS.get(name)
    if target is None:
        raise UsageError(
            f"unknown search provider {name!r}",
            fix="choose from: " + ", ".join(PROVIDERS),
        )
    module, cls = target.split(":")
    found: type[Provider] = getattr(importlib.import_module(module), cls)
    return found


@dataclass
class Availability:
    """Which providers can run now, and why the others cannot."""

    ready: list[Provider] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)


def build_providers(
    settings: Settings,
    names: Sequence[str] | None = None,
    env: Mapping[str, str] | None = None,
    *,
    policy: Policy | None = None,
) -> Availability:
    """Instantiate the named providers (default: config ``search.providers``, else all that can run)."""
    from investigate.web.search_cache import SearchCache

    env = os.environ if env is None else env
    explicit = bool(names)
    wanted = list(names or settings.search.providers or PROVIDERS)
    cache_dir = settings.resolved_cache_dir() / "search"
    ttl = settings.web.cache_ttl_hours * 3600
    cache = SearchCache(cache_dir, ttl) if ttl > 0 else None
    result = Availability()
    for name in dict.fromkeys(wanted):
        cls = provider_class(name)
        kwargs: dict[str, Any] = {"cache": cache}
        if policy is not None:
            kwargs["policy"] = policy
        base = settings.web.base_urls.get(name)
        if name == "searxng":
            base = base or settings.web.searxng_url
            if not base:
                result.skipped[name] = "no INVESTIGATE_SEARXNG_URL (web.searxng_url)"
                continue
        if base:
            kwargs["base_url"] = base
        if cls.key_env:
            key = env.get(cls.key_env, "").strip()
            if not key:
                result.skipped[name] = f"no {cls.key_env}"
                continue
            kwargs["api_key"] = key
        if name in ("crossref", "openalex"):
            kwargs["mailto"] = settings.web.contact_email
        if name == "edgar" and settings.web.contact_email:
            kwargs["user_agent"] = f"investigate research tool {settings.web.contact_email}"
        if name == "corpus":
            kwargs["corpus_dir"] = corpus_dir(settings)
            if not explicit and not any(kwargs["corpus_dir"].glob("*.sqlite")):
                result.skipped[name] = "no corpus indexed (investigate corpus index DIR)"
                continue
        result.ready.append(cls(**kwargs))
    if explicit and result.skipped:
        name, why = next(iter(result.skipped.items()))
        raise UsageError(f"search provider {name} cannot run: {why}", fix="see `investigate doctor`")
    return result


def corpus_dir(settings: Settings) -> Any:
    """Where corpus indexes live: ``web.corpus_dir``, else ``<cache dir>/corpora``."""
    return settings.web.corpus_dir or settings.resolved_cache_dir() / "corpora"


@dataclass
class SearchOutcome:
    """Merged results and what went wrong per provider (a failure is a gap, not a crash)."""

    results: list[SearchResult]
    counts: dict[str, int]
    errors: dict[str, str]


def merge_results(per_provider: Sequence[Sequence[SearchResult]]) -> list[SearchResult]:
    """Interleave the providers' rankings and drop duplicates by normalised URL (first finder wins)."""
    merged: dict[str, SearchResult] = {}
    longest = max((len(r) for r in per_provider), default=0)
    for rank in range(longest):
        for results in per_provider:
            if rank >= len(results):
                continue
            item = results[rank]
            key = normalize_url(item.url)
            first = merged.get(key)
            if first is None:
                merged[key] = item.model_copy(deep=True)
            elif item.provider != first.provider and item.provider not in first.also_found_by:
                first.also_found_by.append(item.provider)
                if not first.published and item.published:
                    first.published = item.published
    return list(merged.values())


async def search_all(providers: Sequence[Provider], query: str, limit: int = 10) -> SearchOutcome:
    """Query every provider concurrently; merge, de-duplicate, and report failures per provider."""

    async def one(provider: Provider) -> list[SearchResult] | ProviderError:
        try:
            return await provider.search(query, limit)
        except ProviderError as exc:
            return exc

    answers = await asyncio.gather(*(one(p) for p in providers))
    lists: list[list[SearchResult]] = []
    counts: dict[str, int] = {}
    errors: dict[str, str] = {}
    for provider, answer in zip(providers, answers, strict=True):
        if isinstance(answer, ProviderError):
            errors[provider.name] = answer.message
            counts[provider.name] = 0
        else:
            lists.append(answer)
            counts[provider.name] = len(answer)
    return SearchOutcome(merge_results(lists), counts, errors)
