"""Fetching a URL: httpx with timeouts, the URL guard on every redirect hop, a size cap, charsets."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from investigate import __version__
from investigate.errors import ExitCode, InvestigateError
from investigate.web.guard import Resolver, check_url

if TYPE_CHECKING:
    import httpx

USER_AGENT = f"investigate/{__version__} (evidence-backed research tool)"
REDIRECT_CODES = frozenset({301, 302, 303, 307, 308})
# How much of an error response's body is kept: enough for any challenge page's markers.
ERROR_BODY_PREFIX_BYTES = 64 * 1024
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
_CT_CHARSET = re.compile(r"charset\s*=\s*\"?([A-Za-z0-9_.:-]+)", re.IGNORECASE)


class FetchError(InvestigateError):
    """A page could not be fetched (network, HTTP status, size); callers record it as a gap.

    Subclasses say which failure it was, so callers classify by type, never by the message.
    """

    code = ExitCode.INCOMPLETE

    def __init__(self, message: str, fix: str | None = None, *, url: str, status: int | None = None) -> None:
        super().__init__(message, fix)
        self.url = url
        self.status = status


class FetchTimeout(FetchError):
    """The server did not connect, answer or finish sending within the time limits."""


class FetchTooLarge(FetchError):
    """The body is (or declares itself) larger than the size cap."""

    def __init__(self, message: str, *, url: str, status: int | None, size: int | None, limit: int) -> None:
        super().__init__(message, url=url, status=status)
        self.size = size
        self.limit = limit


class TooManyRedirects(FetchError):
    """The redirect chain is longer than the limit (or loops)."""


class FetchConnectionError(FetchError):
    """The connection failed or broke (refused, reset, TLS, malformed response)."""


class HTTPStatusError(FetchError):
    """The server answered with status >= 400; headers and the start of the body are kept, since a
    refusal page (bot wall, challenge) is recognised by what it says."""

    def __init__(
        self,
        message: str,
        *,
        url: str,
        status: int,
        final_url: str,
        headers: dict[str, str],
        body_prefix: bytes,
    ) -> None:
        super().__init__(message, url=url, status=status)
        self.status: int = status
        self.final_url = final_url
        self.headers = headers
        self.body_prefix = body_prefix

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")

    def text_prefix(self) -> str:
        """The kept start of the body, decoded like a page body."""
        return decode_body(self.body_prefix, charset_from_content_type(self.content_type))


@dataclass(frozen=True)
class FetchLimits:
    """How long, how far and how much a fetch may go."""

    connect_timeout_s: float = 10.0
    read_timeout_s: float = 30.0
    max_redirects: int = 5
    max_bytes: int = 25 * 1024 * 1024


@dataclass
class FetchedPage:
    """A fetched response body with what is needed to decode and extract it."""

    url: str
    final_url: str
    status: int
    content_type: str
    body: bytes
    charset: str | None = None
    redirects: list[str] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def media_type(self) -> str:
        """The content type without parameters, sniffed from the body when the server gave none."""
        declared = self.content_type.split(";", 1)[0].strip().lower()
        if declared and declared not in ("application/octet-stream", "binary/octet-stream"):
            return declared
        return sniff_media_type(self.body) or declared or "application/octet-stream"

    def text(self) -> str:
        """The body decoded: declared charset, else the HTML meta charset, else detected."""
        return decode_body(self.body, self.charset)


def sniff_media_type(body: bytes) -> str | None:
    """Recognise PDF and HTML by their first bytes."""
    head = body[:1024].lstrip().lower()
    if head.startswith(b"%pdf-"):
        return "application/pdf"
    if head.startswith((b"<!doctype html", b"<html", b"<head", b"<body")):
        return "text/html"
    return None


def charset_from_content_type(content_type: str) -> str | None:
    match = _CT_CHARSET.search(content_type)
    return match.group(1).strip().lower() if match else None


def decode_body(body: bytes, declared: str | None) -> str:
    """Decode ``body``: the declared charset, a BOM, a ``<meta charset>``, then detection."""
    import codecs

    for bom, name in (
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if body.startswith(bom):
            return body.decode(name, errors="replace")
    candidates: list[str] = []
    if declared:
        candidates.append(declared)
    meta = _META_CHARSET.search(body[:4096])
    if meta:
        candidates.append(meta.group(1).decode("ascii", "replace").lower())
    for name in candidates:
        try:
            return body.decode(name)
        except (LookupError, UnicodeDecodeError):
            continue
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(body[:200_000]).best()
        if best is not None and best.encoding:
            return body.decode(best.encoding, errors="replace")
    except ImportError:  # pragma: no cover - charset_normalizer ships with trafilatura's deps
        pass
    return body.decode("cp1252", errors="replace")


def new_client(
    limits: FetchLimits | None = None,
    allow_hosts: Sequence[str] = (),
    *,
    resolver: Resolver | None = None,
    headers: Mapping[str, str] | None = None,
    timeout: httpx.Timeout | None = None,
) -> httpx.AsyncClient:
    """An AsyncClient that connects only to addresses the guard checked at connect time (no DNS
    rebinding), with the tool's timeouts and user agent; redirects are followed by ``fetch``."""
    import httpx

    from investigate.web.guarded_transport import GuardedTransport

    limits = limits or FetchLimits()
    return httpx.AsyncClient(
        timeout=timeout or httpx.Timeout(limits.read_timeout_s, connect=limits.connect_timeout_s),
        follow_redirects=False,
        headers=dict(headers or {"User-Agent": USER_AGENT}),
        trust_env=False,
        transport=GuardedTransport(allow_hosts, resolver=resolver),
    )


async def fetch(
    url: str,
    allow_hosts: Sequence[str] = (),
    *,
    client: httpx.AsyncClient | None = None,
    limits: FetchLimits | None = None,
    resolver: Resolver | None = None,
) -> FetchedPage:
    """GET ``url`` checking the guard on every hop; a FetchError subclass says what went wrong.

    A ``client`` given should come from ``new_client`` with the same ``allow_hosts``, so the
    connection goes to an address the guard checked (its own client does).
    """
    import httpx

    limits = limits or FetchLimits()
    own = client is None
    http = client or new_client(limits, allow_hosts, resolver=resolver)
    try:
        current = url
        redirects: list[str] = []
        while True:
            check_url(current, allow_hosts, resolver=resolver)
            try:
                request = http.build_request("GET", current)
                # What httpx will really connect to, in case its parser reads the URL differently.
                if str(request.url) != current:
                    check_url(str(request.url), allow_hosts, resolver=resolver)
                response = await http.send(request, stream=True)
            except httpx.TimeoutException:
                raise FetchTimeout(f"timed out fetching {current}", url=url) from None
            except (httpx.HTTPError, ValueError) as exc:
                raise FetchConnectionError(
                    f"cannot fetch {current}: {exc or type(exc).__name__}", url=url
                ) from None
            try:
                if response.status_code in REDIRECT_CODES and "location" in response.headers:
                    if len(redirects) >= limits.max_redirects:
                        raise TooManyRedirects(
                            f"too many redirects fetching {url} (more than {limits.max_redirects})", url=url
                        )
                    current = urljoin(current, response.headers["location"])
                    redirects.append(current)
                    continue
                if response.status_code >= 400:
                    prefix = await _read_prefix(response, min(limits.max_bytes, ERROR_BODY_PREFIX_BYTES))
                    raise HTTPStatusError(
                        f"{current} answered HTTP {response.status_code}",
                        url=url,
                        status=response.status_code,
                        final_url=current,
                        headers=_lower_keys(response.headers),
                        body_prefix=prefix,
                    )
                body = await _read_capped(response, limits.max_bytes, current, url)
            finally:
                await response.aclose()
            content_type = response.headers.get("content-type", "")
            return FetchedPage(
                url=url,
                final_url=current,
                status=response.status_code,
                content_type=content_type,
                body=body,
                charset=charset_from_content_type(content_type),
                redirects=redirects,
                headers=_lower_keys(response.headers),
            )
    finally:
        if own:
            await http.aclose()


def _lower_keys(headers: httpx.Headers) -> dict[str, str]:
    return {k.lower(): v for k, v in headers.items()}


async def _read_prefix(response: httpx.Response, limit: int) -> bytes:
    """Up to ``limit`` bytes of an error response (b"" when even that cannot be read)."""
    import httpx

    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in response.aiter_bytes():
            chunks.append(chunk[: limit - size])
            size += len(chunks[-1])
            if size >= limit:
                break
    except httpx.HTTPError:
        pass  # the status is the failure; the body only helps explain it
    return b"".join(chunks)


async def _read_capped(response: httpx.Response, max_bytes: int, current: str, url: str) -> bytes:
    import httpx

    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > max_bytes:
        raise FetchTooLarge(
            f"{current} is {int(declared):,} bytes, over the {max_bytes:,}-byte limit",
            url=url,
            status=response.status_code,
            size=int(declared),
            limit=max_bytes,
        )
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > max_bytes:
                raise FetchTooLarge(
                    f"{current} is over the {max_bytes:,}-byte limit",
                    url=url,
                    status=response.status_code,
                    size=None,
                    limit=max_bytes,
                )
            chunks.append(chunk)
    except httpx.TimeoutException:
        raise FetchTimeout(f"timed out reading {current}", url=url) from None
    except httpx.HTTPError as exc:
        raise FetchConnectionError(f"cannot read {current}: {exc or type(exc).__name__}", url=url) from None
    return b"".join(chunks)
