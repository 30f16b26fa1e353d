"""Rendering the fetched page in Chromium: screenshot, PDF, rendered DOM and visible text."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from investigate.errors import UsageError
from investigate.web.guard import check_url

if TYPE_CHECKING:
    from playwright.async_api import Browser, Route

    from investigate.web.fetch import FetchedPage

# Headers that described the transfer of the body, not the decoded body handed to the browser.
HOP_HEADERS = frozenset(
    {"content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"}
)

VIEWPORT_WIDTH = 1280
VIEWPORT_HEIGHT = 900
TEXT_POLL_S = 0.25

# Run after screenshot and PDF: capture.html is written as UTF-8, so its charset declaration must say so.
_DECLARE_UTF8 = """() => {
  for (const m of document.querySelectorAll('meta[charset], meta[http-equiv]')) {
    if (m.hasAttribute('charset') || (m.getAttribute('http-equiv') || '').toLowerCase() === 'content-type') m.remove();
  }
  const meta = document.createElement('meta');
  meta.setAttribute('charset', 'utf-8');
  (document.head || document.documentElement).prepend(meta);
}"""
_VISIBLE_TEXT = "() => document.body ? document.body.innerText : ''"
_PAGE_HEIGHT = (
    "() => Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)"
)


@dataclass
class Rendered:
    title: str
    png: bytes
    pdf: bytes
    dom_html: str
    visible_text: str
    rendered_url: str
    network_quiet: bool
    screenshot_truncated: bool


@dataclass(frozen=True)
class RenderLimits:
    network_quiet_s: float
    min_text_chars: int
    max_screenshot_height: int
    timeout_s: float
    text_wait_s: float = 3.0


class _SubresourceGuard:
    """Checks every request the page makes; the guard's DNS lookups run off the event loop, once per origin."""

    def __init__(self, allow_hosts: Sequence[str]) -> None:
        self._allow_hosts = allow_hosts
        self._verdicts: dict[str, bool] = {}

    async def allowed(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about"):
            return True
        if parts.scheme not in ("http", "https", "ws", "wss"):
            return False
        key = f"{parts.scheme}://{parts.netloc}"
        if key not in self._verdicts:
            probe = url if parts.scheme in ("http", "https") else url.replace("ws", "http", 1)
            try:
                await asyncio.to_thread(check_url, probe, self._allow_hosts)
                self._verdicts[key] = True
            except UsageError:
                self._verdicts[key] = False
        return self._verdicts[key]


async def render(
    browser: Browser, fetched: FetchedPage, allow_hosts: Sequence[str], user_agent: str, limits: RenderLimits
) -> Rendered:
    """Load ``fetched``'s bytes at its final URL in a fresh context and take every rendering of it."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    context = await browser.new_context(
        user_agent=user_agent,
        viewport={"width": VIEWPORT_WIDTH, "height": VIEWPORT_HEIGHT},
        service_workers="block",
        accept_downloads=False,
    )
    context.set_default_timeout(limits.timeout_s * 1000)
    try:
        page = await context.new_page()
        guard = _SubresourceGuard(allow_hosts)
        served = False

        async def route(route: Route) -> None:
            nonlocal served
            request = route.request
            if not served and request.is_navigation_request() and request.frame == page.main_frame:
                # The main document: hand the browser the exact bytes already fetched (and guarded).
                served = True
                headers = {k: v for k, v in fetched.headers.items() if k not in HOP_HEADERS}
                await route.fulfill(status=fetched.status, headers=headers, body=fetched.body)
            elif await guard.allowed(request.url):
                await route.continue_()
            else:
                await route.abort("blockedbyclient")

        await page.route("**/*", route)
        await page.goto(fetched.final_url, wait_until="load")
        try:
            await page.wait_for_load_state("networkidle", timeout=limits.network_quiet_s * 1000)
            quiet = True
        except PlaywrightTimeout:
            quiet = False
        visible = await _wait_for_text(page, limits)
        title = await page.title()
        height = int(await page.evaluate(_PAGE_HEIGHT))
        truncated = height > limits.max_screenshot_height
        shot: dict[str, Any] = {"full_page": True, "type": "png"}
        if truncated:
            shot["clip"] = {
                "x": 0,
                "y": 0,
                "width": VIEWPORT_WIDTH,
                "height": limits.max_screenshot_height,
            }
        png = await page.screenshot(**shot)
        pdf = await page.pdf(print_background=True)
        rendered_url = page.url
        await page.evaluate(_DECLARE_UTF8)
        dom_html = await page.content()
        return Rendered(
            title=title.strip(),
            png=png,
            pdf=pdf,
            dom_html=dom_html,
            visible_text=visible,
            rendered_url=rendered_url,
            network_quiet=quiet,
            screenshot_truncated=truncated,
        )
    finally:
        await context.close()


async def _wait_for_text(page: Any, limits: RenderLimits) -> str:
    """Visible text; on a near-empty page, give late scripts a bounded moment to fill it in."""
    text: str = await page.evaluate(_VISIBLE_TEXT)
    deadline = time.monotonic() + limits.text_wait_s
    while len(text.strip()) < limits.min_text_chars and time.monotonic() < deadline:
        await asyncio.sleep(TEXT_POLL_S)
        text = await page.evaluate(_VISIBLE_TEXT)
    return text
