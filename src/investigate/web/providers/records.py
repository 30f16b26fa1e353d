"""Records providers: SEC EDGAR full-text search, CourtListener, Wayback Machine CDX."""

from __future__ import annotations

import re
from typing import Any

from investigate.web.providers.base import Policy, Provider, strip_tags, text_of
from investigate.web.search_types import SearchResult

_URLISH = re.compile(r"^(https?://)?[\w.-]+\.[a-z]{2,}(/\S*)?$", re.IGNORECASE)


class EdgarProvider(Provider):
    """EDGAR full-text search (efts.sec.gov/LATEST/search-index): Elasticsearch-shaped ``hits.hits[]``."""

    name = "edgar"
    description = "SEC EDGAR full-text search of filings since 2001 (keyless)"
    default_base_url = "https://efts.sec.gov/LATEST"
    max_limit = 100
    default_policy = Policy(min_interval_s=0.11)  # SEC fair access: at most 10 requests per second

    def __init__(self, *, archive_base_url: str = "https://www.sec.gov", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.archive_base_url = archive_base_url.rstrip("/")

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        # SEC asks automated clients to name themselves in the User-Agent; the base class sends ours.
        data = await self._json("GET", "/search-index", params={"q": query})
        results = []
        for hit in (data.get("hits") or {}).get("hits") or []:
            source = hit["_source"]
            adsh = source.get("adsh") or hit["_id"].split(":", 1)[0]
            filename = hit["_id"].split(":", 1)[1] if ":" in hit["_id"] else ""
            ciks = source.get("ciks") or []
            cik = str(int(ciks[0])) if ciks else ""
            folder = f"{self.archive_base_url}/Archives/edgar/data/{cik}/{adsh.replace('-', '')}"
            names = "; ".join(text_of(n) for n in source.get("display_names") or [])
            form = source.get("form") or source.get("file_type") or "filing"
            results.append(
                self._hit(
                    f"{folder}/{filename}" if filename else f"{folder}/",
                    f"{names} {form} filed {source.get('file_date', '?')}",
                    text_of(source.get("file_description")) or f"{form} filing",
                    source.get("file_date"),
                    form=form,
                    adsh=adsh,
                    ciks=ciks,
                    period_ending=source.get("period_ending"),
                )
            )
            if len(results) >= limit:
                break
        return results


class CourtListenerProvider(Provider):
    """CourtListener search API v4 (``/api/rest/v4/search/?type=o``), token in the Authorization header."""

    name = "courtlistener"
    description = "CourtListener case law and RECAP (COURTLISTENER_API_TOKEN)"
    default_base_url = "https://www.courtlistener.com"
    key_env = "COURTLISTENER_API_TOKEN"
    max_limit = 20  # one page of the v4 search API
    default_policy = Policy(min_interval_s=0.75)  # authenticated: 5,000 requests per hour

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        data = await self._json(
            "GET",
            "/api/rest/v4/search/",
            params={"q": query, "type": "o", "order_by": "score desc"},
            headers={"Authorization": f"Token {self.api_key}"},
        )
        results = []
        for item in data.get("results") or []:
            opinions = item.get("opinions") or []
            snippet = item.get("snippet") or (opinions[0].get("snippet") if opinions else "")
            case = text_of(item.get("caseName")) or "Unnamed case"
            results.append(
                self._hit(
                    self.base_url + item["absolute_url"],
                    f"{case} ({text_of(item.get('court'))}, {item.get('dateFiled') or 'undated'})",
                    strip_tags(snippet),
                    item.get("dateFiled"),
                    docket_number=item.get("docketNumber"),
                    court=item.get("court"),
                    cluster_id=item.get("cluster_id"),
                )
            )
        return results


class WaybackProvider(Provider):
    """Wayback Machine CDX server: the most recent captures of a URL (the query must be a URL or domain)."""

    name = "wayback"
    description = "Wayback Machine captures of a URL (keyless)"
    default_base_url = "https://web.archive.org"
    max_limit = 100
    default_policy = Policy(min_interval_s=1.0)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        if not _URLISH.match(query):
            return []  # CDX looks up URLs, not words
        data = await self._json(
            "GET",
            "/cdx/search/cdx",
            params={
                "url": query,
                "output": "json",
                "limit": -limit,  # negative: the most recent captures
                "fl": "timestamp,original,mimetype,statuscode,digest",
                "filter": "statuscode:200",
                "collapse": "digest",
            },
        )
        if not data:
            return []
        header, rows = data[0], data[1:]
        results = []
        for row in reversed(rows):  # newest first
            fields = dict(zip(header, row, strict=False))
            ts = fields["timestamp"]
            day = f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]}"
            results.append(
                self._hit(
                    f"{self.base_url}/web/{ts}/{fields['original']}",
                    f"{fields['original']} archived {day}",
                    f"{fields.get('mimetype', '')} capture, digest {fields.get('digest', '')}".strip(),
                    day,
                    original=fields["original"],
                    timestamp=ts,
                )
            )
        return results
