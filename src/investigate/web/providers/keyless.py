"""Keyless general providers: Wikipedia (MediaWiki search API) and DuckDuckGo (its HTML endpoint)."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, quote, urljoin, urlsplit

from investigate.web.providers.base import Policy, Provider, strip_tags, text_of
from investigate.web.search_types import ProviderError, SearchResult


class WikipediaProvider(Provider):
    """MediaWiki ``action=query&list=search``: ``query.search[]`` of title/snippet/timestamp."""

    name = "wikipedia"
    description = "Wikipedia full-text search (keyless)"
    default_base_url = "https://en.wikipedia.org"
    max_limit = 50
    default_policy = Policy(min_interval_s=0.5)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        data = await self._json(
            "GET",
            "/w/api.php",
            params={
                "action": "query",
                "list": "search",
                "srsearch": query,
                "srlimit": limit,
                "srprop": "snippet|timestamp",
                "format": "json",
                "formatversion": 2,
            },
        )
        if "error" in data:
            raise ProviderError(self.name, text_of(data["error"].get("info")) or "API error")
        return [
            self._hit(
                f"{self.base_url}/wiki/{quote(item['title'].replace(' ', '_'), safe='/:()_,')}",
                item["title"],
                strip_tags(item.get("snippet")),
                item.get("timestamp"),
                pageid=item.get("pageid"),
            )
            for item in (data.get("query") or {}).get("search") or []
        ]


class DuckDuckGoProvider(Provider):
    """DuckDuckGo's no-JavaScript endpoint (POST /html/); results parsed from its HTML, ads skipped."""

    name = "duckduckgo"
    description = "DuckDuckGo HTML results (keyless, rate-limited hard by DuckDuckGo)"
    default_base_url = "https://html.duckduckgo.com"
    max_limit = 30
    default_policy = Policy(min_interval_s=2.0, max_retries=1)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        response = await self._request("POST", "/html/", data={"q": query, "kl": "wt-wt"})
        return self._parse(response.text)[:limit]

    def _parse(self, page: str) -> list[SearchResult]:
        from lxml import html as lxml_html  # type: ignore[import-untyped]

        if not page.strip():
            return []
        tree: Any = lxml_html.fromstring(page)
        if tree.xpath("//form[@id='challenge-form']") or "anomaly" in page[:5000].lower():
            raise ProviderError(self.name, "DuckDuckGo asked for a bot check", fix="try again later")
        results: list[SearchResult] = []
        for node in tree.xpath("//div[contains(concat(' ', normalize-space(@class), ' '), ' result ')]"):
            classes = node.get("class", "")
            if "result--ad" in classes:
                continue
            links = node.xpath(".//a[contains(@class, 'result__a')]")
            if not links:
                continue
            url = _unwrap(urljoin("https://duckduckgo.com/", links[0].get("href", "")))
            if not url.startswith(("http://", "https://")):
                continue
            snippet_nodes = node.xpath(".//*[contains(@class, 'result__snippet')]")
            snippet = text_of(snippet_nodes[0].text_content()) if snippet_nodes else ""
            results.append(self._hit(url, links[0].text_content(), snippet))
        return results


def _unwrap(href: str) -> str:
    """DuckDuckGo wraps result links as ``/l/?uddg=<target>``; return the target."""
    parts = urlsplit(href)
    if parts.path.startswith("/l/"):
        target = parse_qs(parts.query).get("uddg")
        if target:
            return target[0]
    return href
