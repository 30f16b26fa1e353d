"""One capture session: one Chromium and one HTTP client shared by every page, each page in its own context."""

from __future__ import annotations

import asyncio
import html as html_lib
import re
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any

from investigate.config import CaptureConfig
from investigate.errors import UsageError
from investigate.evidence import documents, failures
from investigate.evidence.fetch import CaptureFailure, Fetched, UrlCheck, fetch_main
from investigate.evidence.models import ArchivedCopy, CaptureMethod, FailureKind
from investigate.evidence.render import Rendered, RenderLimits, render

if TYPE_CHECKING:
    import httpx
    from playwright.async_api import Browser, Playwright

LAUNCH_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
_TITLE = re.compile(rb"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
_SCRIPTS = re.compile(r"<(script|style)\b.*?</\1>", re.IGNORECASE | re.DOTALL)
_TAGS = re.compile(r"<[^>]+>")


@dataclass
class WebPage:
    """A page that rendered and passed every check."""

    fetched: Fetched
    rendered: Rendered
    text: str
    method: CaptureMethod
    archived_copy: ArchivedCopy | None = None


@dataclass
class Document:
    """A non-HTML response, bytes as sent."""

    fetched: Fetched
    extension: str
    text: documents.DocumentText
    method: CaptureMethod
    archived_copy: ArchivedCopy | None = None


Captured = WebPage | Document


def _quick_text(body: bytes, charset: str | None) -> tuple[str, str]:
    """Title and tag-stripped text of an error response (no browser needed to reject it)."""
    match = _TITLE.search(body[:65536])
    encoding = charset or "utf-8"
    try:
        markup = body[:262144].decode(encoding, errors="replace")
    except LookupError:
        markup = body[:262144].decode("utf-8", errors="replace")
    title = html_lib.unescape(match.group(1).decode(encoding, errors="replace")).strip() if match else ""
    text = html_lib.unescape(_TAGS.sub(" ", _SCRIPTS.sub(" ", markup)))
    return title, " ".join(text.split()) + " " + markup


class CaptureSession:
    """``async with CaptureSession(config, check) as s: await s.capture(url)``; the browser starts on first use."""

    def __init__(self, config: CaptureConfig, check: UrlCheck) -> None:
        self.config = config
        self.check = check
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._client: httpx.AsyncClient | None = None
        self._launch_lock = asyncio.Lock()
        self.user_agent = (
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Safari/537.36"
        )

    async def __aenter__(self) -> CaptureSession:
        import httpx

        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(self.config.page_timeout_s), follow_redirects=False
        )
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._browser is not None:
            await self._browser.close()
        if self._playwright is not None:
            await self._playwright.stop()
        if self._client is not None:
            await self._client.aclose()

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
                    self._browser = await self._playwright.chromium.launch(
                        executable_path=str(executable), args=list(LAUNCH_ARGS), headless=True
                    )
                except PlaywrightError as exc:
                    raise UsageError(
                        f"cannot start Chromium at {executable}: {str(exc).splitlines()[0]}",
                        fix="check the installation, or set INVESTIGATE_CHROMIUM to a working Chromium",
                    ) from None
                self.user_agent = (
                    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                    f"Chrome/{self._browser.version} Safari/537.36"
                )
            return self._browser

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

    async def _capture(self, url: str, method: CaptureMethod, archived: ArchivedCopy | None) -> Captured:
        await self.browser()  # the user agent comes from the browser's version
        limit = max(self.config.max_page_bytes, self.config.max_document_bytes)
        fetched = await fetch_main(self.client, url, self.check, limit, self.user_agent)
        html = documents.is_html(fetched.media_type, fetched.body)
        if fetched.status >= 400:
            title, text = _quick_text(fetched.body, fetched.header_charset) if html else ("", "")
            verdict = failures.classify_http_status(fetched.status, title, text)
            assert verdict is not None
            raise CaptureFailure(
                verdict.kind, verdict.reason, http_status=fetched.status, final_url=fetched.final_url
            )
        if not html:
            return self._document(fetched, method, archived)
        if len(fetched.body) > self.config.max_page_bytes:
            raise CaptureFailure(
                FailureKind.TOO_LARGE,
                f"page is {len(fetched.body)} bytes, over the {self.config.max_page_bytes}-byte limit",
                http_status=fetched.status,
                final_url=fetched.final_url,
            )
        return await self._web_page(fetched, method, archived)

    def _document(self, fetched: Fetched, method: CaptureMethod, archived: ArchivedCopy | None) -> Document:
        if method == CaptureMethod.PLAYWRIGHT:
            method = CaptureMethod.DOWNLOAD
        elif method == CaptureMethod.WAYBACK:
            method = CaptureMethod.WAYBACK_DOWNLOAD
        if not fetched.body:
            raise CaptureFailure(
                FailureKind.EMPTY,
                "empty response body",
                http_status=fetched.status,
                final_url=fetched.final_url,
            )
        text = documents.extract_text(fetched.body, fetched.media_type, fetched.header_charset)
        extension = documents.extension_for(fetched.media_type, fetched.body)
        return Document(fetched, extension, text, method, archived)

    async def _web_page(
        self, fetched: Fetched, method: CaptureMethod, archived: ArchivedCopy | None
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
            rendered = await render(await self.browser(), fetched, self.check, self.user_agent, limits)
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
        raw_markup = fetched.body[:65536].decode("latin-1")
        verdict = failures.classify_content(
            rendered.title, rendered.visible_text, self.config.min_text_chars, raw_markup
        ) or failures.classify_content(rendered.title, text, self.config.min_text_chars)
        if verdict is not None:
            raise CaptureFailure(
                verdict.kind, verdict.reason, http_status=fetched.status, final_url=fetched.final_url
            )
        return WebPage(fetched, rendered, text, method, archived)


def describe(captured: Captured) -> dict[str, Any]:
    """A short summary for progress lines."""
    if isinstance(captured, WebPage):
        return {"kind": "web", "title": captured.rendered.title, "chars": len(captured.text)}
    return {"kind": "document", "extension": captured.extension}
