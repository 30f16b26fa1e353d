"""The provider base: rate limiting, retries, a circuit breaker and the response cache.

Subclasses implement ``_search(query, limit)`` with ``self._request`` and parse the API's
documented response shape. Base URLs are constructor arguments so tests can point a provider
at a local server.
"""

from __future__ import annotations

import asyncio
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from investigate import __version__
from investigate.errors import UsageError
from investigate.web.search_cache import SearchCache
from investigate.web.search_types import ProviderError, SearchResult

if TYPE_CHECKING:
    import httpx

DEFAULT_USER_AGENT = f"investigate/{__version__} (evidence-backed research tool)"
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})


@dataclass(frozen=True)
class Policy:
    """How hard a provider may be used: request spacing, retries, breaker, timeout, cache TTL."""

    min_interval_s: float = 1.0
    max_retries: int = 2
    backoff_s: float = 1.0
    max_backoff_s: float = 30.0
    breaker_threshold: int = 3
    breaker_cooldown_s: float = 300.0
    timeout_s: float = 20.0
    cache_ttl_s: float = 24 * 3600


class RateLimiter:
    """Spaces calls ``interval_s`` apart (single event loop: no await between read and update)."""

    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self._next = 0.0

    async def wait(self) -> None:
        now = time.monotonic()
        slot = max(now, self._next)
        self._next = slot + self.interval_s
        if slot > now:
            await asyncio.sleep(slot - now)


class CircuitBreaker:
    """Opens after ``threshold`` consecutive failed searches; stays open for ``cooldown_s``."""

    def __init__(self, threshold: int, cooldown_s: float) -> None:
        self.threshold = threshold
        self.cooldown_s = cooldown_s
        self.failures = 0
        self.opened_at: float | None = None

    def is_open(self) -> bool:
        if self.opened_at is None:
            return False
        if time.monotonic() - self.opened_at >= self.cooldown_s:
            self.opened_at = None  # half-open: one more try decides
            self.failures = self.threshold - 1
            return False
        return True

    def success(self) -> None:
        self.failures = 0
        self.opened_at = None

    def failure(self) -> None:
        self.failures += 1
        if self.failures >= self.threshold:
            self.opened_at = time.monotonic()


class Provider(ABC):
    """A search provider: ``await provider.search(query, limit) -> list[SearchResult]``."""

    name: ClassVar[str]
    description: ClassVar[str] = ""
    default_base_url: ClassVar[str] = ""
    key_env: ClassVar[str | None] = None
    max_limit: ClassVar[int] = 20
    default_policy: ClassVar[Policy] = Policy()

    def __init__(
        self,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        policy: Policy | None = None,
        cache: SearchCache | None = None,
        client: httpx.AsyncClient | None = None,
        user_agent: str | None = None,
    ) -> None:
        self.base_url = (base_url or self.default_base_url).rstrip("/")
        self.api_key = api_key
        self.policy = policy or self.default_policy
        self.cache = cache
        self.user_agent = user_agent or DEFAULT_USER_AGENT
        self._client = client
        self._limiter = RateLimiter(self.policy.min_interval_s)
        self.breaker = CircuitBreaker(self.policy.breaker_threshold, self.policy.breaker_cooldown_s)
        if self.key_env and not api_key:
            raise UsageError(
                f"search provider {self.name} needs {self.key_env}",
                fix=f"export {self.key_env}=... or choose another provider",
            )

    def _hit(
        self, url: str, title: Any, snippet: str = "", published: Any = None, **extra: Any
    ) -> SearchResult:
        """One result of this provider: the title falls back to the URL, an empty date is no date."""
        return SearchResult(
            url=url,
            title=text_of(title) or url,
            snippet=snippet,
            published=published or None,
            provider=self.name,
            extra=extra,
        )

    async def search(self, query: str, limit: int = 10) -> list[SearchResult]:
        """Up to ``limit`` results for ``query`` (cached; ProviderError when the provider fails)."""
        query = " ".join(query.split())
        if not query:
            raise UsageError("the search query is empty", fix='give a query: investigate search "acme fraud"')
        limit = max(1, min(limit, self.max_limit))
        key = SearchCache.key(self.name, self.base_url, query, limit)
        if self.cache is not None:
            cached = self.cache.get(key)
            if cached is not None:
                return cached
        if self.breaker.is_open():
            raise ProviderError(
                self.name,
                f"skipped after {self.breaker.threshold} failures in a row (circuit open)",
                fix="try again later",
            )
        try:
            results = (await self._search(query, limit))[:limit]
        except ProviderError:
            self.breaker.failure()
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            self.breaker.failure()
            raise ProviderError(
                self.name, f"unexpected response shape ({type(exc).__name__}: {exc})"
            ) from None
        self.breaker.success()
        if self.cache is not None:
            self.cache.put(key, results)
        return results

    @abstractmethod
    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        """Call the API and turn its documented response into results."""

    async def _request(
        self,
        method: str,
        url: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        data: Mapping[str, str] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """One API call with rate limiting and retries on 429/5xx/timeouts (honouring Retry-After)."""
        import httpx

        client = self._client or httpx.AsyncClient(timeout=self.policy.timeout_s, trust_env=False)
        full = url if url.startswith(("http://", "https://")) else self.base_url + url
        sent_headers = {"User-Agent": self.user_agent, **(headers or {})}
        try:
            attempt = 0
            while True:
                await self._limiter.wait()
                problem: str
                delay = min(self.policy.backoff_s * 2**attempt, self.policy.max_backoff_s)
                try:
                    response = await client.request(
                        method,
                        full,
                        params=params,
                        json=json,
                        data=data,
                        headers=sent_headers,
                        timeout=self.policy.timeout_s,
                    )
                except httpx.TimeoutException:
                    problem = "timed out"
                except httpx.HTTPError as exc:
                    problem = f"network error: {exc or type(exc).__name__}"
                else:
                    if response.status_code < 400:
                        return response
                    if response.status_code in (401, 403):
                        raise ProviderError(
                            self.name,
                            f"access refused (HTTP {response.status_code})",
                            fix=f"check {self.key_env}" if self.key_env else None,
                        )
                    if response.status_code not in RETRY_STATUSES:
                        raise ProviderError(
                            self.name, f"HTTP {response.status_code}: {response.text[:200].strip()}"
                        )
                    problem = f"HTTP {response.status_code}"
                    retry_after = response.headers.get("retry-after", "")
                    if retry_after.strip().isdigit():
                        delay = min(float(retry_after), self.policy.max_backoff_s)
                if attempt >= self.policy.max_retries:
                    raise ProviderError(self.name, f"{problem} (after {attempt + 1} attempts)")
                attempt += 1
                await asyncio.sleep(delay)
        finally:
            if self._client is None:
                await client.aclose()

    async def _json(self, method: str, url: str, **kwargs: Any) -> Any:
        response = await self._request(method, url, **kwargs)
        try:
            return response.json()
        except ValueError:
            raise ProviderError(self.name, "the response is not JSON") from None


def text_of(value: Any) -> str:
    """A string field that may be missing, null, or a list of strings (Crossref titles)."""
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(text_of(v) for v in value).strip()
    return " ".join(str(value).split())


def strip_tags(value: Any) -> str:
    """Plain text of an HTML snippet (search highlights, entities)."""
    import html
    import re

    return text_of(html.unescape(re.sub(r"<[^>]+>", "", text_of(value))))
