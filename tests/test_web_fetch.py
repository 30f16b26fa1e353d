"""Fetching and extraction against a real local HTTP server."""

from __future__ import annotations

import pytest

from investigate.web.extract import ExtractionError, extract_pdf, fetch_text
from investigate.web.fetch import (
    ERROR_BODY_PREFIX_BYTES,
    FetchConnectionError,
    FetchError,
    FetchLimits,
    FetchTimeout,
    FetchTooLarge,
    HTTPStatusError,
    TooManyRedirects,
    fetch,
)
from investigate.web.guard import BlockedURLError
from tests.web_support import LocalServer, Response, make_pdf

ALLOW = ["127.0.0.1"]

ARTICLE = """<!DOCTYPE html><html><head><title>Acme fined for fraud</title>
<meta name="author" content="Jane Reporter">
<meta property="article:published_time" content="2024-03-05T10:00:00Z">
</head><body><nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<article><h1>Acme fined for fraud</h1>
<p>The regulator fined Acme Corp 12 million dollars on Tuesday after finding that the company
misstated its revenue for three consecutive years, according to the order published today.</p>
<p>Acme said it would appeal the decision and that its auditors had signed off every report.
The chief executive declined to comment further when reached by phone on Wednesday morning.</p>
<p>Investors who bought shares between 2019 and 2022 may be entitled to compensation.</p>
</article><footer>Copyright 2024 Example News. All rights reserved.</footer></body></html>"""


async def test_html_page_is_fetched_and_cleaned(web_server: LocalServer) -> None:
    web_server.route("/news", Response.of_html(ARTICLE))
    result = await fetch_text(web_server.url("/news"), ALLOW)
    assert result.kind == "html"
    assert result.title == "Acme fined for fraud"
    assert result.author == "Jane Reporter"
    assert result.published == "2024-03-05"
    assert "misstated its revenue" in result.text
    assert "All rights reserved" not in result.text  # boilerplate removed
    assert "About us" not in result.text


async def test_charset_from_header_and_from_meta(web_server: LocalServer) -> None:
    page = ARTICLE.replace("Acme Corp 12", "Société Générale 12")
    web_server.route("/latin", Response.of_html(page, charset="iso-8859-1"))
    meta_only = page.replace("<head>", '<head><meta charset="windows-1252">')
    web_server.route("/meta", Response(200, meta_only.encode("cp1252"), {"Content-Type": "text/html"}))
    for path in ("/latin", "/meta"):
        result = await fetch_text(web_server.url(path), ALLOW)
        assert "Société Générale" in result.text, path


async def test_pdf_is_extracted_by_content_type_and_by_sniffing(web_server: LocalServer) -> None:
    pdf = make_pdf(
        ["Annual report 2023", "Revenue was restated twice."], title="Acme 10-K", author="Acme Corp"
    )
    web_server.route("/report.pdf", Response(200, pdf, {"Content-Type": "application/pdf"}))
    web_server.route("/download", Response(200, pdf, {"Content-Type": "application/octet-stream"}))
    for path in ("/report.pdf", "/download"):
        result = await fetch_text(web_server.url(path), ALLOW)
        assert result.kind == "pdf"
        assert "Revenue was restated twice." in result.text
        assert (result.title, result.author, result.published) == ("Acme 10-K", "Acme Corp", "2024-03-05")


def test_broken_pdf_is_an_extraction_error() -> None:
    with pytest.raises(ExtractionError):
        extract_pdf(b"%PDF-1.4\nthis is not a pdf")


async def test_redirects_are_followed_and_recorded(web_server: LocalServer) -> None:
    web_server.route("/old", Response(301, b"", {"Location": "/mid"}))
    web_server.route("/mid", Response(302, b"", {"Location": web_server.url("/news")}))
    web_server.route("/news", Response.of_html(ARTICLE))
    page = await fetch(web_server.url("/old"), ALLOW)
    assert page.final_url == web_server.url("/news")
    assert page.redirects == [web_server.url("/mid"), web_server.url("/news")]


async def test_redirect_to_a_forbidden_address_is_refused(web_server: LocalServer) -> None:
    web_server.route("/evil", Response(302, b"", {"Location": "http://169.254.169.254/latest/meta-data/"}))
    web_server.route("/file", Response(302, b"", {"Location": "file:///etc/passwd"}))
    web_server.route(
        "/other-loopback", Response(302, b"", {"Location": f"http://127.0.0.2:{web_server.port}/"})
    )
    for path in ("/evil", "/file", "/other-loopback"):
        with pytest.raises(BlockedURLError):
            await fetch(web_server.url(path), ALLOW)
    assert not web_server.calls("/latest/meta-data/")


async def test_local_server_is_refused_without_allow_list(web_server: LocalServer) -> None:
    web_server.route("/news", Response.of_html(ARTICLE))
    with pytest.raises(BlockedURLError):
        await fetch(web_server.url("/news"))
    assert web_server.requests == []


async def test_redirect_loop_stops_at_the_limit(web_server: LocalServer) -> None:
    web_server.route("/loop", Response(302, b"", {"Location": "/loop"}))
    with pytest.raises(TooManyRedirects, match="too many redirects"):
        await fetch(web_server.url("/loop"), ALLOW, limits=FetchLimits(max_redirects=3))
    assert len(web_server.calls("/loop")) == 4


async def test_size_cap_with_and_without_content_length(web_server: LocalServer) -> None:
    big = b"<html><body>" + b"x" * 50_000 + b"</body></html>"
    web_server.route("/declared", Response(200, big, {"Content-Type": "text/html"}))
    web_server.route("/streamed", Response(200, big, {"Content-Type": "text/html"}, send_length=False))
    for path in ("/declared", "/streamed"):
        with pytest.raises(FetchTooLarge, match="limit") as info:
            await fetch(web_server.url(path), ALLOW, limits=FetchLimits(max_bytes=10_000))
        assert info.value.limit == 10_000 and info.value.status == 200
    assert info.value.size is None  # the streamed body declared no length


async def test_http_errors_and_timeouts_are_typed_fetch_errors(web_server: LocalServer) -> None:
    web_server.route("/gone", Response(410, b"gone"))
    web_server.route("/slow", Response(200, b"late", delay_s=1.0))
    with pytest.raises(HTTPStatusError) as info:
        await fetch(web_server.url("/gone"), ALLOW)
    assert info.value.status == 410 and info.value.body_prefix == b"gone"
    with pytest.raises(FetchTimeout, match="timed out"):
        await fetch(web_server.url("/slow"), ALLOW, limits=FetchLimits(read_timeout_s=0.2))
    with pytest.raises(FetchConnectionError, match="cannot fetch"):
        await fetch("http://127.0.0.1:1/", ALLOW)
    for error in (HTTPStatusError, FetchTimeout, FetchConnectionError, FetchTooLarge, TooManyRedirects):
        assert issubclass(error, FetchError)  # callers that only care that it failed still catch all


async def test_error_response_keeps_headers_and_a_bounded_body(web_server: LocalServer) -> None:
    challenge = "<html><head><title>Just a moment...</title></head><body>" + "x" * 200_000 + "</body></html>"
    web_server.route("/old", Response(302, b"", {"Location": "/refused"}))
    web_server.route(
        "/refused",
        Response(
            403, challenge.encode(), {"Content-Type": "text/html; charset=utf-8", "cf-mitigated": "challenge"}
        ),
    )
    with pytest.raises(HTTPStatusError) as info:
        await fetch(web_server.url("/old"), ALLOW)
    error = info.value
    assert error.status == 403 and error.final_url == web_server.url("/refused")
    assert error.headers["cf-mitigated"] == "challenge" and error.content_type.startswith("text/html")
    assert len(error.body_prefix) == ERROR_BODY_PREFIX_BYTES
    assert error.text_prefix().startswith("<html><head><title>Just a moment...</title>")


async def test_unsupported_content_type(web_server: LocalServer) -> None:
    web_server.route("/img", Response(200, b"\x89PNG\r\n", {"Content-Type": "image/png"}))
    with pytest.raises(ExtractionError, match="image/png"):
        await fetch_text(web_server.url("/img"), ALLOW)


class _RebindingDNS:
    """A name whose answer changes between lookups: a public address first, then ``then``."""

    def __init__(self, first: str, then: str) -> None:
        self.answers = [first]
        self.then = then
        self.lookups: list[str] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.lookups.append(host)
        return [self.answers.pop(0)] if self.answers else [self.then]


async def test_a_name_rebinding_to_a_private_address_is_refused(web_server: LocalServer) -> None:
    web_server.route("/admin", Response.of_html(ARTICLE))
    # "localhost" is what the system resolver would connect to if fetch looked the name up again.
    dns = _RebindingDNS("93.184.215.14", "127.0.0.1")
    with pytest.raises(BlockedURLError, match=r"resolves to 127\.0\.0\.1"):
        await fetch(f"http://localhost:{web_server.port}/admin", resolver=dns)
    assert dns.lookups == ["localhost", "localhost"]  # the guard's check, then the connection's
    assert web_server.requests == []


async def test_connection_goes_to_the_checked_address_under_the_host_name(web_server: LocalServer) -> None:
    web_server.route("/news", Response.of_html(ARTICLE))
    dns = _RebindingDNS("127.0.0.1", "127.0.0.1")
    # newsroom.test resolves nowhere but through the guard's resolver, and the allow-list names
    # only the address: the request can only have reached the address the guard checked.
    page = await fetch(f"http://newsroom.test:{web_server.port}/news", ["127.0.0.1/32"], resolver=dns)
    assert page.status == 200 and "misstated its revenue" in page.text()
    assert web_server.calls("/news")[0].headers["host"] == f"newsroom.test:{web_server.port}"
