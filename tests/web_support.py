"""A real HTTP server on 127.0.0.1 for fetch and provider tests, and a tiny PDF writer."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes

    def arg(self, name: str) -> str | None:
        values = self.query.get(name)
        return values[0] if values else None

    def json(self) -> Any:
        return json.loads(self.body or b"null")


@dataclass
class Response:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    send_length: bool = True

    @classmethod
    def of_json(cls, data: Any, status: int = 200, **headers: str) -> Response:
        return cls(status, json.dumps(data).encode(), {"Content-Type": "application/json", **headers})

    @classmethod
    def of_html(cls, html: str, charset: str = "utf-8", status: int = 200) -> Response:
        return cls(status, html.encode(charset), {"Content-Type": f"text/html; charset={charset}"})


Handler = Callable[[Request], Response]


class LocalServer:
    """Routes by path (exact match); records every request; unknown paths answer 404."""

    def __init__(self) -> None:
        self.routes: dict[str, Handler] = {}
        self.requests: list[Request] = []
        server = self

        class _Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _serve(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                req = Request(
                    self.command,
                    unquote(parts.path),
                    parse_qs(parts.query, keep_blank_values=True),
                    {k.lower(): v for k, v in self.headers.items()},
                    self.rfile.read(length) if length else b"",
                )
                server.requests.append(req)
                handler = server.routes.get(req.path)
                resp = handler(req) if handler else Response(404, b"not found")
                if resp.delay_s:
                    time.sleep(resp.delay_s)
                try:
                    self.send_response(resp.status)
                    for key, value in resp.headers.items():
                        self.send_header(key, value)
                    if resp.send_length:
                        self.send_header("Content-Length", str(len(resp.body)))
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.wfile.write(resp.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = _serve
            do_POST = _serve

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return self.base + path

    def route(self, path: str, response: Response | Handler) -> None:
        self.routes[path] = response if callable(response) else (lambda _req, r=response: r)

    def calls(self, path: str) -> list[Request]:
        return [r for r in self.requests if r.path == path]

    def start(self) -> LocalServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def make_pdf(
    lines: list[str], title: str = "Test PDF", author: str = "Tester", date: str = "D:20240305120000Z"
) -> bytes:
    """A valid one-page PDF whose text layer holds ``lines`` (enough for pypdf to extract)."""

    def esc(s: str) -> str:
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    stream = "BT /F1 12 Tf 72 720 Td 14 TL " + " ".join(f"({esc(line)}) Tj T*" for line in lines) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Title ({esc(title)}) /Author ({esc(author)}) /CreationDate ({date}) >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)
