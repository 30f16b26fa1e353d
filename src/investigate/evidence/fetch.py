"""Fetching the main response ourselves: every redirect hop guarded, the exact bytes kept, size capped.

The browser then renders these very bytes (see ``render.py``), so ``raw.html`` is what the server
sent and what was rendered, in its own charset: Chromium's response bodies come back re-encoded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from investigate.evidence.models import FailureKind

if TYPE_CHECKING:
    import httpx

UrlCheck = Callable[[str], None]
MAX_REDIRECTS = 10
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
# Headers that described the transfer, not the body we hand to the browser.
HOP_HEADERS = frozenset(
    {"content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"}
)


class CaptureFailure(Exception):
    """A capture that cannot become evidence, with the kind and a one-line reason."""

    def __init__(
        self,
        kind: FailureKind,
        reason: str,
        *,
        http_status: int | None = None,
        final_url: str | None = None,
    ) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason
        self.http_status = http_status
        self.final_url = final_url


@dataclass
class Fetched:
    """The main response after redirects: status, headers, exact body bytes."""

    url: str
    final_url: str
    status: int
    headers: list[tuple[str, str]]
    body: bytes
    redirects: list[str] = field(default_factory=list)

    def header(self, name: str) -> str | None:
        """First header value called ``name`` (case-insensitive)."""
        lowered = name.lower()
        return next((v for k, v in self.headers if k.lower() == lowered), None)

    @property
    def content_type(self) -> str:
        return self.header("content-type") or ""

    @property
    def media_type(self) -> str:
        return self.content_type.split(";")[0].strip().lower()

    @property
    def header_charset(self) -> str | None:
        for part in self.content_type.split(";")[1:]:
            key, _, value = part.partition("=")
            if key.strip().lower() == "charset" and value.strip():
                return value.strip().strip("\"'")
        return None

    def browser_headers(self) -> dict[str, str]:
        """Headers to hand the browser with the decoded body (transfer headers dropped)."""
        return {k: v for k, v in self.headers if k.lower() not in HOP_HEADERS}


def _check(check: UrlCheck, url: str) -> None:
    from investigate.errors import UsageError

    try:
        check(url)
    except UsageError as exc:
        raise CaptureFailure(FailureKind.BLOCKED, f"URL refused by the guard: {exc.message}") from None


async def fetch_main(
    client: httpx.AsyncClient, url: str, check: UrlCheck, max_bytes: int, user_agent: str
) -> Fetched:
    """GET ``url``, following at most 10 redirects, guarding each hop; the body capped at ``max_bytes``."""
    import httpx

    redirects: list[str] = []
    current = url
    for _hop in range(MAX_REDIRECTS + 1):
        _check(check, current)
        try:
            async with client.stream(
                "GET", current, headers={"User-Agent": user_agent}, follow_redirects=False
            ) as response:
                location = response.headers.get("location")
                if response.status_code in REDIRECT_STATUSES and location:
                    redirects.append(current)
                    current = urljoin(current, location)
                    continue
                body = await _read_capped(response, max_bytes, current)
                return Fetched(
                    url=url,
                    final_url=current,
                    status=response.status_code,
                    headers=list(response.headers.multi_items()),
                    body=body,
                    redirects=redirects,
                )
        except httpx.TimeoutException:
            raise CaptureFailure(FailureKind.TIMEOUT, f"timed out fetching {current}") from None
        except httpx.HTTPError as exc:
            detail = str(exc) or type(exc).__name__
            raise CaptureFailure(FailureKind.NETWORK, f"cannot fetch {current}: {detail}") from None
    raise CaptureFailure(FailureKind.NETWORK, f"more than {MAX_REDIRECTS} redirects", final_url=current)


async def _read_capped(response: httpx.Response, max_bytes: int, url: str) -> bytes:
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > max_bytes:
        raise CaptureFailure(
            FailureKind.TOO_LARGE,
            f"response is {int(declared)} bytes, over the {max_bytes}-byte limit",
            http_status=response.status_code,
            final_url=url,
        )
    chunks: list[bytes] = []
    total = 0
    async for chunk in response.aiter_bytes():
        total += len(chunk)
        if total > max_bytes:
            raise CaptureFailure(
                FailureKind.TOO_LARGE,
                f"response exceeds the {max_bytes}-byte limit",
                http_status=response.status_code,
                final_url=url,
            )
        chunks.append(chunk)
    return b"".join(chunks)
