"""One capture session: one Chromium and one HTTP client for every page, each page in its own context."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

from investigate.config import CaptureConfig
from investigate.errors import UsageError
from investigate.evidence import documents, failures
from investigate.evidence.failures import CaptureFailure
from investigate.evidence.models import ArchivedCopy, CaptureMethod, FailureKind
from investigate.evidence.page_text import PageText
from investigate.evidence.render import Rendered, RenderLimits, render

if TYPE_CHECKING:
    import httpx
    from playwright.async_api import Browser, Playwright

    from investigate.web.fetch import FetchedPage, FetchError
    from investigate.web.guard import Resolver

LAUNCH_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


@dataclass
class WebPage:
    """A page that rendered and passed every check."""

    fetched: FetchedPage
    rendered: Rendered
    text: PageText
    method: CaptureMethod
    archived_copy: ArchivedCopy | None = None


@dataclass
class Document:
    """A non-HTML response, bytes as sent."""

    fetched: FetchedPage
    extension: str
    text: documents.DocumentText
    method: CaptureMethod
    archived_copy: ArchivedCopy | None = None


Captured = WebPage | Document


class CaptureSession:
    """``async with CaptureSession(config, allow_hosts) as s: await s.capture(url)``; Chromium starts on first use."""

    def __init__(
        self, config: CaptureConfig, allow_hosts: Sequence[str], *, resolver: Resolver | None = None
    ) -> None:
        """``resolver`` replaces the system's DNS lookups for the guard (tests; default: the system's)."""
        self.config = config
        self.allow_hosts = tuple(allow_hosts)
        self.resolver = resolver
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._client: httpx.AsyncClient | None = None
        self._page_client: httpx.AsyncClient | None = None
        self._launch_lock = asyncio.Lock()
        self.user_agent = ""

    async def __aenter__(self) -> CaptureSession:
        import httpx

        from investigate.web.fetch import new_client

        timeout = httpx.Timeout(self.config.page_timeout_s)
        # Pages go through the guarded client (connects only to addresses the guard checked);
        # the Wayback endpoints are configured, not user input, so they use a plain one.
        self._client = httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=False)
        self._page_client = new_client(allow_hosts=self.allow_hosts, resolver=self.resolver, timeout=timeout)
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        try:
            if self._browser is not None:
                await self._browser.close()
            if self._playwright is not None:
                await self._playwright.stop()
        finally:
            if self._client is not None:
                await self._client.aclose()
            if self._page_client is not None:
                await self._page_client.aclose()

    @property
    def client(self) -> httpx.AsyncClient:
        assert self._client is not None, "use CaptureSession as an async context manager"
        return self._client

    @property
    def browser_version(self) -> str:
        return self._browser.version if self._browser is not None else ""

    async def browser(self) -> Browser:
        """The session's Chromium, launched once (UsageError with the fix when there is none)."""
        async with self._launch_lock:
            if self._browser is None:
                self._browser = await self._launch()
                # The page is fetched with the same identity the browser then renders it with.
                self.user_agent = (
                    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                    f"Chrome/{self._browser.version} Safari/537.36"
                )
            return self._browser

    async def _launch(self) -> Browser:
        from playwright.async_api import Error as PlaywrightError
        from playwright.async_api import async_playwright

        from investigate.evidence.browser import find_chromium

        executable = find_chromium(self.config.chromium)
        if executable is None:
            where = f" at {self.config.chromium}" if self.config.chromium else ""
            raise UsageError(
                f"no Chromium found{where} to capture with",
                fix="install it (apt-get install chromium) or set INVESTIGATE_CHROMIUM to its path",
            )
        self._playwright = await async_playwright().start()
        try:
            return await self._playwright.chromium.launch(
                executable_path=str(executable), args=list(LAUNCH_ARGS), headless=True
            )
        except PlaywrightError as exc:
            raise UsageError(
                f"cannot start Chromium at {executable}: {str(exc).splitlines()[0]}",
                fix="check the installation, or set INVESTIGATE_CHROMIUM to a working Chromium",
            ) from None

    async def capture(
        self,
        url: str,
        *,
        method: CaptureMethod = CaptureMethod.PLAYWRIGHT,
        archived: ArchivedCopy | None = None,
    ) -> Captured:
        """Capture ``url`` within the per-page time limit; CaptureFailure says why it is not evidence."""
        try:
            async with asyncio.timeout(self.config.page_timeout_s):
                return await self._capture(url, method, archived)
        except TimeoutError:
            raise CaptureFailure(
                FailureKind.TIMEOUT, f"capture took longer than {self.config.page_timeout_s:g}s"
            ) from None

    async def _fetch(self, url: str) -> FetchedPage:
        from investigate.web.fetch import FetchError, FetchLimits, fetch
        from investigate.web.guard import BlockedURLError

        limits = FetchLimits(max_bytes=max(self.config.max_page_bytes, self.config.max_document_bytes))
        assert self._page_client is not None, "use CaptureSession as an async context manager"
        self._page_client.headers["User-Agent"] = self.user_agent
        try:
            return await fetch(
                url, self.allow_hosts, client=self._page_client, limits=limits, resolver=self.resolver
            )
        except BlockedURLError as exc:
            raise CaptureFailure(FailureKind.BLOCKED, exc.message) from None
        except FetchError as exc:
            raise _fetch_failure(exc) from None

    async def _capture(self, url: str, method: CaptureMethod, archived: ArchivedCopy | None) -> Captured:
        await self.browser()
        fetched = await self._fetch(url)
        if not documents.is_html(fetched):
            return self._document(fetched, method, archived)
        if len(fetched.body) > self.config.max_page_bytes:
            raise CaptureFailure(
                FailureKind.TOO_LARGE,
                f"page is {len(fetched.body):,} bytes, over the {self.config.max_page_bytes:,}-byte limit",
                http_status=fetched.status,
                final_url=fetched.final_url,
            )
        return await self._web_page(fetched, method, archived)

    def _document(
        self, fetched: FetchedPage, method: CaptureMethod, archived: ArchivedCopy | None
    ) -> Document:
        if not fetched.body:
            raise CaptureFailure(
                FailureKind.EMPTY,
                "empty response body",
                http_status=fetched.status,
                final_url=fetched.final_url,
            )
        kind = CaptureMethod.WAYBACK_DOWNLOAD if method == CaptureMethod.WAYBACK else CaptureMethod.DOWNLOAD
        text = documents.extract_text(fetched)
        return Document(fetched, documents.extension_for(fetched), text, kind, archived)

    async def _web_page(
        self, fetched: FetchedPage, method: CaptureMethod, archived: ArchivedCopy | None
    ) -> WebPage:
        from playwright.async_api import Error as PlaywrightError

        from investigate.evidence.page_text import clean_text

        limits = RenderLimits(
            network_quiet_s=self.config.network_quiet_s,
            min_text_chars=self.config.min_text_chars,
            max_screenshot_height=self.config.max_screenshot_height,
            timeout_s=self.config.page_timeout_s,
        )
        try:
            rendered = await render(await self.browser(), fetched, self.allow_hosts, self.user_agent, limits)
        except PlaywrightError as exc:
            raise CaptureFailure(
                FailureKind.BROWSER,
                f"browser error: {str(exc).splitlines()[0]}",
                http_status=fetched.status,
                final_url=fetched.final_url,
            ) from None
        text = await asyncio.to_thread(
            clean_text, rendered.dom_html, rendered.visible_text, fetched.final_url
        )
        verdict = failures.classify_content(
            rendered.title,
            rendered.visible_text,
            self.config.min_text_chars,
            fetched.body[:65536].decode("latin-1"),
        ) or failures.classify_content(rendered.title, text.text, self.config.min_text_chars)
        if verdict is not None:
            raise CaptureFailure(
                verdict.kind, verdict.reason, http_status=fetched.status, final_url=fetched.final_url
            )
        return WebPage(fetched, rendered, text, method, archived)


def _fetch_failure(exc: FetchError) -> CaptureFailure:
    """Map the web layer's typed fetch errors onto failure kinds."""
    from investigate.web.fetch import FetchTimeout, FetchTooLarge, HTTPStatusError

    if isinstance(exc, HTTPStatusError):
        verdict = failures.classify_error_response(exc.status, exc.headers, exc.text_prefix())
        return CaptureFailure(verdict.kind, verdict.reason, http_status=exc.status, final_url=exc.final_url)
    kind = FailureKind.NETWORK
    if isinstance(exc, FetchTooLarge):
        kind = FailureKind.TOO_LARGE
    elif isinstance(exc, FetchTimeout):
        kind = FailureKind.TIMEOUT
    return CaptureFailure(kind, exc.message, http_status=exc.status)
