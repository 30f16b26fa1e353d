"""A scripted OpenAI-compatible model server on 127.0.0.1 for tests and benchmarks.

litellm reaches it over real HTTP (model ``openai/<anything>`` with ``api_base=server.url``).
Replies are picked by prompt name: the model client sends it in the ``X-Investigate-Prompt``
header (callers that cannot set headers may put it in the request's ``user`` field).

    server = ModelServer().start()
    server.script("extract_claims", Reply.json({"claims": []}))          # repeats forever
    server.script("judge", Reply.rate_limited(retry_after_ms=20), Reply.json({...}))  # in order
    ...
    assert server.requests_for("judge")[0].body["temperature"] == 0
    server.stop()

Replies are consumed in order; the last one repeats. A script entry may also be a function of
the request returning a Reply (dynamic or random replies). Everything is thread-safe.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

PROMPT_HEADER = "X-Investigate-Prompt"


@dataclass(frozen=True)
class Reply:
    """One scripted answer. Build with the class methods; ``delay_s`` makes any reply slow."""

    content: str | None = None
    tool_calls: tuple[tuple[str, str], ...] = ()
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)
    error_message: str | None = None
    raw_body: bytes | None = None
    delay_s: float = 0.0
    prompt_tokens: int = 10
    completion_tokens: int = 5

    @classmethod
    def json(cls, obj: Any, **kw: Any) -> Reply:
        """Content that is ``obj`` serialised as JSON (what a well-behaved model returns)."""
        return cls(content=json.dumps(obj), **kw)

    @classmethod
    def text(cls, content: str, **kw: Any) -> Reply:
        """Raw assistant content: prose, fenced JSON, ``<think>`` blocks, invalid JSON ..."""
        return cls(content=content, **kw)

    @classmethod
    def invalid_json(cls, **kw: Any) -> Reply:
        """A 200 reply whose content is not JSON at all."""
        return cls(content='{"this is": not json', **kw)

    @classmethod
    def error(cls, status: int, message: str = "scripted error", **kw: Any) -> Reply:
        """An HTTP error with an OpenAI-style error body."""
        return cls(status=status, error_message=message, **kw)

    @classmethod
    def rate_limited(
        cls, retry_after_s: int | None = None, retry_after_ms: int | None = None, **kw: Any
    ) -> Reply:
        """HTTP 429 with ``Retry-After`` (seconds) and/or ``retry-after-ms`` headers."""
        headers: dict[str, str] = {}
        if retry_after_s is not None:
            headers["Retry-After"] = str(retry_after_s)
        if retry_after_ms is not None:
            headers["retry-after-ms"] = str(retry_after_ms)
        return cls(status=429, error_message="Rate limit reached (scripted)", headers=headers, **kw)

    @classmethod
    def server_error(cls, **kw: Any) -> Reply:
        """HTTP 500."""
        return cls(status=500, error_message="internal error (scripted)", **kw)

    @classmethod
    def broken_body(cls, **kw: Any) -> Reply:
        """HTTP 200 whose body is not valid JSON (a broken proxy, a truncated reply)."""
        return cls(raw_body=b'{"id": "chatcmpl-broken", "choices": [', **kw)

    @classmethod
    def tool_call(cls, name: str, arguments: Mapping[str, Any] | str, **kw: Any) -> Reply:
        """The assistant asks to call one tool (arguments as a mapping, or a raw string)."""
        return cls.tool_calls_of([(name, arguments)], **kw)

    @classmethod
    def tool_calls_of(cls, calls: Sequence[tuple[str, Mapping[str, Any] | str]], **kw: Any) -> Reply:
        """The assistant asks to call several tools at once."""
        encoded = tuple((n, a if isinstance(a, str) else json.dumps(a)) for n, a in calls)
        return cls(tool_calls=encoded, **kw)


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server received."""

    method: str
    path: str
    prompt: str | None
    headers: Mapping[str, str]
    body: dict[str, Any]
    received_at: float

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The chat messages sent."""
        return list(self.body.get("messages", []))

    @property
    def text(self) -> str:
        """All message contents joined, for 'the prompt mentions X' assertions."""
        return "\n".join(str(m.get("content") or "") for m in self.messages)


Responder = Reply | Callable[[RecordedRequest], Reply]


class ModelServer:
    """The server: ``start()``, ``script()``, ``requests``/``requests_for()``, ``stop()``."""

    def __init__(self) -> None:
        self._scripts: dict[str, list[Responder]] = {}
        self._default: Responder | None = None
        self._requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._in_flight = 0
        #: The most chat requests ever handled at the same time (to check concurrency limits).
        self.max_in_flight = 0
        #: Answer 400 to ``response_format: json_schema`` like a provider without structured output.
        self.supports_json_schema = True
        #: Model names listed on Ollama's ``/api/tags`` (None: the server does not act as an Ollama).
        self.ollama_models: list[str] | None = None

    # ----- life cycle -------------------------------------------------------------------------
    def start(self) -> ModelServer:
        """Bind a free port on 127.0.0.1 and serve in a daemon thread."""
        server = self

        class Handler(_Handler):
            owner = server

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="model-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> ModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        """The bound port."""
        assert self._httpd is not None, "server not started"
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """The OpenAI-style base URL (``http://127.0.0.1:PORT/v1``) to use as ``api_base``."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def host(self) -> str:
        """``127.0.0.1:PORT`` (the form ``OLLAMA_HOST`` takes)."""
        return f"127.0.0.1:{self.port}"

    # ----- scripting --------------------------------------------------------------------------
    def script(self, prompt: str, *replies: Responder) -> None:
        """Queue replies for ``prompt`` (replacing earlier ones): used in order, the last repeats."""
        if not replies:
            raise ValueError("script() needs at least one reply")
        with self._lock:
            self._scripts[prompt] = list(replies)

    def default(self, reply: Responder | None) -> None:
        """Reply for any prompt without a script (None: unscripted prompts get HTTP 400)."""
        with self._lock:
            self._default = reply

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every chat request received so far, in arrival order (GETs are not logged)."""
        with self._lock:
            return list(self._requests)

    def requests_for(self, prompt: str) -> list[RecordedRequest]:
        """The chat requests made for ``prompt``."""
        return [r for r in self.requests if r.prompt == prompt]

    def clear(self) -> None:
        """Forget logged requests and the in-flight peak (scripts stay)."""
        with self._lock:
            self._requests.clear()
            self.max_in_flight = 0

    def _enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    # ----- internals --------------------------------------------------------------------------
    def _record(self, request: RecordedRequest, consume: bool = True) -> Reply | None:
        with self._lock:
            self._requests.append(request)
            if not consume:
                return None
            queue = self._scripts.get(request.prompt or "")
            responder = (queue.pop(0) if len(queue) > 1 else queue[0]) if queue else self._default
        if responder is None:
            return None
        return responder(request) if callable(responder) else responder

    def _completion_body(self, request: RecordedRequest, reply: Reply) -> bytes:
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = [
                {"id": f"call_{next(self._ids)}", "type": "function", "function": {"name": n, "arguments": a}}
                for n, a in reply.tool_calls
            ]
        body = {
            "id": f"chatcmpl-{next(self._ids)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.body.get("model", "scripted"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if reply.tool_calls else "stop",
                }
            ],
            "usage": {
                "prompt_tokens": reply.prompt_tokens,
                "completion_tokens": reply.completion_tokens,
                "total_tokens": reply.prompt_tokens + reply.completion_tokens,
            },
        }
        return json.dumps(body).encode()


def _error_body(message: str, status: int) -> bytes:
    kind = {429: "rate_limit_error", 400: "invalid_request_error"}.get(status, "server_error")
    return json.dumps({"error": {"message": message, "type": kind, "code": status}}).encode()


class _Handler(BaseHTTPRequestHandler):
    owner: ModelServer
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes: without this, Nagle + delayed ACK add 40 ms a reply.
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:
        """Keep test output clean."""

    def _send(self, status: int, body: bytes, headers: Mapping[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            # The client gave up (a timeout test): nothing to answer.
            self.close_connection = True

    def do_GET(self) -> None:
        path = self.path.rstrip("/")
        if path.endswith("/models"):
            self._send(200, json.dumps({"object": "list", "data": [{"id": "scripted"}]}).encode())
        elif path == "/api/tags" and self.owner.ollama_models is not None:
            tags = [{"name": n, "model": n} for n in self.owner.ollama_models]
            self._send(200, json.dumps({"models": tags}).encode())
        else:
            self._send(404, _error_body(f"no route {self.path}", 404))

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            self._send(400, _error_body("request body is not JSON", 400))
            return
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(404, _error_body(f"no route {self.path}", 404))
            return
        prompt = self.headers.get(PROMPT_HEADER) or body.get("user")
        request = RecordedRequest(
            method="POST",
            path=self.path,
            prompt=prompt,
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
            received_at=time.monotonic(),
        )
        self.owner._enter()
        try:
            self._answer(request, body)
        finally:
            self.owner._leave()

    def _answer(self, request: RecordedRequest, body: dict[str, Any]) -> None:
        prompt = request.prompt
        fmt = body.get("response_format") or {}
        if not self.owner.supports_json_schema and fmt.get("type") == "json_schema":
            self.owner._record(request, consume=False)
            self._send(400, _error_body("response_format json_schema is not supported by this model", 400))
            return
        reply = self.owner._record(request)
        if reply is None:
            self._send(400, _error_body(f"model_server: no reply scripted for prompt {prompt!r}", 400))
            return
        if reply.delay_s:
            time.sleep(reply.delay_s)
        if reply.raw_body is not None:
            self._send(reply.status, reply.raw_body, reply.headers)
        elif reply.error_message is not None:
            self._send(reply.status, _error_body(reply.error_message, reply.status), reply.headers)
        else:
            self._send(reply.status, self.owner._completion_body(request, reply), reply.headers)
