"""A local test site for capture (on the web layer's LocalServer) and helpers to read what was captured."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from tests.web_support import LocalServer, Request, Response, make_pdf

SENTENCE = "The auditor found that Acme Corp overstated its 2023 revenue by 40 percent."
ARTICLE = (
    "<!doctype html><html><head><title>Acme Corp audit findings</title></head><body>"
    "<nav><a href='/'>Home</a> | <a href='/about'>About</a></nav><article><h1>Acme Corp audit findings</h1>"
    + "".join(
        f"<p>Paragraph {i}. {SENTENCE} Regulators were told in March and the board met twice.</p>"
        for i in range(8)
    )
    + "</article></body></html>"
)
CYRILLIC = "Аудитор установил, что компания Акме завысила выручку за 2023 год на сорок процентов."
CP1251_PAGE = (
    "<html><head><title>Новости: аудит Акме</title></head><body><article>"
    + f"<p>{CYRILLIC}</p>" * 4
    + "</article></body></html>"
)
JAPANESE = "監査人は、アクメ社が二〇二三年の売上高を四十パーセント過大に計上していたと認定した。"
SJIS_PAGE = (
    '<html><head><meta charset="Shift_JIS"><title>監査の結果</title></head><body><article>'
    + f"<p>{JAPANESE}</p>" * 5
    + "</article></body></html>"
)
JS_TEXT = "Loaded later: the regulator confirmed the investigation into Acme Corp on 4 March 2024."
JS_PAGE = (
    "<!doctype html><html><head><title>Live blog</title></head><body><main id='app'></main><script>"
    "setTimeout(() => fetch('/api/story').then(r => r.text()).then(t => {"
    "  for (let i = 0; i < 4; i++) { const p = document.createElement('p'); p.textContent = t;"
    "  document.getElementById('app').appendChild(p); } }), 300);"
    "</script></body></html>"
)
BOT_WALL = (
    "<!doctype html><html><head><title>Just a moment...</title>"
    "<script>window._cf_chl_opt={cvId:'3'};</script></head><body>"
    "<h1>Checking your browser before accessing example.com</h1>"
    "<p>This process is automatic. Your browser will redirect to your requested content shortly.</p>"
    "</body></html>"
)
FORBIDDEN = "<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1></body></html>"
SOFT_404 = (
    "<html><head><title>Page not found</title></head><body><h1>Sorry</h1>"
    "<p>The page you are looking for does not exist.</p></body></html>"
)
EMPTY_PAGE = "<html><head><title>Acme</title></head><body><div>Loading</div></body></html>"
LARGE_PARAGRAPHS = 6000
PDF_LINES = ["Acme Corp Annual Report 2023", "Revenue was restated after the audit."]


def large_page() -> str:
    rows = "".join(
        f"<p>Row {i}: {SENTENCE} Filing reference ACME-{i:05d}.</p>" for i in range(LARGE_PARAGRAPHS)
    )
    return (
        f"<html><head><title>Large filing index</title></head><body><article>{rows}</article></body></html>"
    )


class CaptureSite:
    """The pages the capture tests need, on 127.0.0.1, plus a fake Wayback Machine."""

    def __init__(self) -> None:
        self.server = LocalServer().start()
        self.flaky_fails = threading.Event()
        self.flaky_fails.set()
        self.save_mode = "ok"
        self.cdx_rows: list[list[str]] | None = None
        self.pdf = make_pdf(PDF_LINES, title="Annual Report")
        self.cp1251 = CP1251_PAGE.encode("cp1251")
        self.sjis = SJIS_PAGE.encode("shift_jis")
        self.article = ARTICLE.encode("utf-8")
        s = self.server
        s.route("/article", Response(200, self.article, {"Content-Type": "text/html; charset=utf-8"}))
        s.route("/other", Response.of_html(ARTICLE.replace("Acme Corp audit", "Second report")))
        s.route("/third", Response.of_html(ARTICLE.replace("Acme Corp audit", "Third report")))
        s.route("/old-address", Response(301, b"", {"Location": "/article"}))
        s.route("/to-private", Response(302, b"", {"Location": "http://10.255.255.1/admin"}))
        s.route(
            "/reports/annual-report-2023.pdf", Response(200, self.pdf, {"Content-Type": "application/pdf"})
        )
        s.route("/gone", Response(404, b"<html><body>Not Found</body></html>", {"Content-Type": "text/html"}))
        s.route("/challenge", Response.of_html(BOT_WALL))
        s.route("/cf-403", Response(403, BOT_WALL.encode(), {"Content-Type": "text/html"}))
        s.route(
            "/cf-429",
            Response(
                429,
                b"<html><body>wait</body></html>",
                {"Content-Type": "text/html", "cf-mitigated": "challenge"},
            ),
        )
        s.route("/forbidden", Response(403, FORBIDDEN.encode(), {"Content-Type": "text/html"}))
        s.route("/soft-404", Response.of_html(SOFT_404))
        s.route("/empty", Response.of_html(EMPTY_PAGE))
        s.route("/slow", Response(200, self.article, {"Content-Type": "text/html"}, delay_s=1.5))
        s.route("/very-slow", Response(200, self.article, {"Content-Type": "text/html"}, delay_s=8))
        s.route("/large", Response.of_html(large_page()))
        s.route("/cp1251", Response(200, self.cp1251, {"Content-Type": "text/html; charset=windows-1251"}))
        s.route("/sjis", Response(200, self.sjis, {"Content-Type": "text/html"}))
        s.route("/js", Response.of_html(JS_PAGE))
        s.route("/api/story", Response(200, JS_TEXT.encode(), {"Content-Type": "text/plain"}))
        s.route("/flaky", self._flaky)
        s.route("/cdx", self._cdx)

    @property
    def base(self) -> str:
        return self.server.base

    def url(self, path: str) -> str:
        return self.server.url(path)

    def _flaky(self, _req: Request) -> Response:
        if self.flaky_fails.is_set():
            return Response(503, b"busy", {"Content-Type": "text/plain"})
        return Response(200, self.article, {"Content-Type": "text/html"})

    def _cdx(self, req: Request) -> Response:
        if self.cdx_rows is None:
            return Response(200, b"[]", {"Content-Type": "application/json"})
        header = ["timestamp", "original", "statuscode"]
        return Response.of_json([header, *self.cdx_rows])

    def serve_save(self, target: str) -> None:
        """The Save API answer for ``target`` (anonymous GET /save/<url>)."""
        path = "/save/" + target

        def handler(_req: Request) -> Response:
            if self.save_mode == "error":
                return Response(520, b"save failed", {"Content-Type": "text/plain"})
            return Response(200, b"saved", {"Content-Location": f"/web/20260101000000/{target}"})

        self.server.route(path, handler)

    def serve_snapshot(
        self, timestamp: str, original: str, body: bytes, content_type: str = "text/html"
    ) -> None:
        self.server.route(
            f"/web/{timestamp}id_/{original}", Response(200, body, {"Content-Type": content_type})
        )

    def stop(self) -> None:
        self.server.stop()


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def flip_byte(path: Path, offset: int | None = None) -> None:
    """Change one byte of ``path`` in place (the middle one by default)."""
    data = bytearray(path.read_bytes())
    index = len(data) // 2 if offset is None else offset
    data[index] ^= 0x01
    path.write_bytes(bytes(data))
