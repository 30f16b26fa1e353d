"""General web search providers: Tavily, Brave, Serper, SearXNG."""

from __future__ import annotations

from investigate.web.providers.base import Policy, Provider, strip_tags, text_of
from investigate.web.search_types import SearchResult


class TavilyProvider(Provider):
    """Tavily Search API: POST /search with a Bearer key; ``results[]`` of title/url/content."""

    name = "tavily"
    description = "Tavily web search (TAVILY_API_KEY)"
    default_base_url = "https://api.tavily.com"
    key_env = "TAVILY_API_KEY"
    max_limit = 20
    default_policy = Policy(min_interval_s=1.0)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        data = await self._json(
            "POST",
            "/search",
            json={"query": query, "max_results": limit, "search_depth": "basic", "topic": "general"},
            headers={"Authorization": f"Bearer {self.api_key}"},
        )
        return [
            self._hit(
                item["url"],
                item.get("title"),
                text_of(item.get("content")),
                item.get("published_date"),
                **({"score": item["score"]} if "score" in item else {}),
            )
            for item in data.get("results") or []
        ]


class BraveProvider(Provider):
    """Brave Search API: GET /res/v1/web/search with X-Subscription-Token; ``web.results[]``."""

    name = "brave"
    description = "Brave web search (BRAVE_API_KEY)"
    default_base_url = "https://api.search.brave.com"
    key_env = "BRAVE_API_KEY"
    max_limit = 20
    default_policy = Policy(min_interval_s=1.05)  # free plan: 1 request per second

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        data = await self._json(
            "GET",
            "/res/v1/web/search",
            params={"q": query, "count": limit},
            headers={"X-Subscription-Token": str(self.api_key), "Accept": "application/json"},
        )
        return [
            self._hit(
                item["url"],
                item.get("title"),
                strip_tags(item.get("description")),
                item.get("page_age") or item.get("age"),
            )
            for item in (data.get("web") or {}).get("results") or []
        ]


class SerperProvider(Provider):
    """Serper (Google results): POST /search with X-API-KEY; ``organic[]`` of title/link/snippet."""

    name = "serper"
    description = "Serper Google search (SERPER_API_KEY)"
    default_base_url = "https://google.serper.dev"
    key_env = "SERPER_API_KEY"
    max_limit = 100
    default_policy = Policy(min_interval_s=0.2)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        data = await self._json(
            "POST",
            "/search",
            json={"q": query, "num": max(10, limit)},
            headers={"X-API-KEY": str(self.api_key), "Content-Type": "application/json"},
        )
        return [
            self._hit(item["link"], item.get("title"), text_of(item.get("snippet")), item.get("date"))
            for item in data.get("organic") or []
        ]


class SearxngProvider(Provider):
    """A self-hosted SearXNG: GET /search?format=json (the instance must enable the json format)."""

    name = "searxng"
    description = "SearXNG instance (INVESTIGATE_SEARXNG_URL)"
    default_base_url = ""
    max_limit = 50
    default_policy = Policy(min_interval_s=0.5)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        results: list[SearchResult] = []
        page = 1
        while len(results) < limit and page <= 3:
            data = await self._json("GET", "/search", params={"q": query, "format": "json", "pageno": page})
            items = data.get("results") or []
            if not items:
                break
            results.extend(
                self._hit(
                    item["url"],
                    item.get("title"),
                    text_of(item.get("content")),
                    item.get("publishedDate"),
                    engines=item.get("engines") or [item.get("engine")],
                )
                for item in items
            )
            page += 1
        return results
