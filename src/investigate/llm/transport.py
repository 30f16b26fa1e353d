"""One request to a model through litellm: per-model concurrency, timeout, retries with backoff.

Retries (exponential backoff with jitter, honouring ``Retry-After``/``retry-after-ms``) cover
429, 5xx, timeouts, connection failures and broken replies. Everything litellm can raise ends as
a ``ModelError`` subclass, or as ``CapabilityRejected`` when the provider refuses a parameter
(the client then falls back, e.g. from ``json_schema`` to JSON mode).
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from functools import cache
from typing import Any

from investigate.config import LLMConfig
from investigate.llm.cache import RawReply, ToolCallData
from investigate.llm.errors import AuthError, ModelError, ProviderError, RateLimited, Timeout
from investigate.llm.roles import ResolvedModel

PROMPT_HEADER = "X-Investigate-Prompt"


class CapabilityRejected(Exception):
    """The provider refused a parameter we can do without (``response_format``, ``temperature``)."""

    def __init__(self, parameter: str, detail: str) -> None:
        super().__init__(f"{parameter}: {detail}")
        self.parameter = parameter


@dataclass(frozen=True)
class _Failure:
    retryable: bool
    error: ModelError
    retry_after_s: float | None = None


@cache
def litellm_module() -> Any:
    """Import litellm once, quietly, with the bundled cost map (no network at import)."""
    os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
    import litellm

    litellm.suppress_debug_info = True
    litellm.telemetry = False
    return litellm


def _headers(exc: BaseException) -> Mapping[str, str]:
    headers = getattr(exc, "litellm_response_headers", None)
    if headers is None:
        response = getattr(exc, "response", None)
        headers = getattr(response, "headers", None)
    try:
        return {str(k).lower(): str(v) for k, v in dict(headers or {}).items()}
    except (TypeError, ValueError):
        return {}


def retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """The wait a provider asks for: ``retry-after-ms``, else ``retry-after`` (seconds or a date)."""
    if "retry-after-ms" in headers:
        try:
            return max(0.0, float(headers["retry-after-ms"]) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _status(exc: BaseException) -> int | None:
    status = getattr(exc, "status_code", None)
    return status if isinstance(status, int) else None


def classify(exc: BaseException, model: str) -> _Failure:
    """Map anything litellm raised to a typed error and whether retrying may help."""
    litellm = litellm_module()
    text = str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__
    if isinstance(exc, TimeoutError | litellm.Timeout) or _status(exc) == 408:
        return _Failure(True, Timeout(f"{model}: request timed out", model=model))
    status = _status(exc)
    if isinstance(exc, litellm.RateLimitError) or status == 429:
        return _Failure(
            True, RateLimited(f"{model}: {text}", model=model), retry_after_seconds(_headers(exc))
        )
    if isinstance(exc, litellm.AuthenticationError | litellm.PermissionDeniedError) or status in (401, 403):
        return _Failure(
            False,
            AuthError(
                f"{model}: the provider rejected the key: {text}", fix="check the API key", model=model
            ),
        )
    if isinstance(exc, litellm.APIConnectionError):
        return _Failure(True, ProviderError(f"{model}: cannot connect: {text}", model=model))
    if status is not None and 400 <= status < 500:
        return _Failure(False, ProviderError(f"{model}: request refused ({status}): {text}", model=model))
    # 5xx, broken reply bodies, and anything unexpected from a provider adapter: worth a retry.
    return _Failure(True, ProviderError(f"{model}: {text}", model=model), retry_after_seconds(_headers(exc)))


def _rejected_capability(exc: BaseException) -> CapabilityRejected | None:
    status = _status(exc)
    litellm = litellm_module()
    if not (status == 400 or isinstance(exc, litellm.UnsupportedParamsError)):
        return None
    text = str(exc).lower()
    if "response_format" in text or "json_schema" in text or "json mode" in text:
        return CapabilityRejected("response_format", str(exc)[:200])
    if "temperature" in text:
        return CapabilityRejected("temperature", str(exc)[:200])
    return None


def to_raw_reply(response: Any, model: str) -> RawReply:
    """The parts of a litellm ``ModelResponse`` we keep (and cache)."""
    choice = response.choices[0]
    message = choice.message
    calls = [
        ToolCallData(id=str(c.id), name=str(c.function.name), arguments=str(c.function.arguments or "{}"))
        for c in (getattr(message, "tool_calls", None) or [])
    ]
    usage = getattr(response, "usage", None)
    cost = (getattr(response, "_hidden_params", None) or {}).get("response_cost")
    if cost is None:
        try:
            cost = litellm_module().completion_cost(completion_response=response)
        except Exception:  # unknown models have no price: count them as free rather than fail
            cost = 0.0
    return RawReply(
        content=message.content,
        tool_calls=calls,
        model=str(getattr(response, "model", None) or model),
        prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
        completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
        cost_usd=float(cost or 0.0),
    )


class Transport:
    """Sends requests with a concurrency limit per model, a timeout and bounded retries."""

    def __init__(
        self,
        config: LLMConfig,
        *,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        rng: random.Random | None = None,
    ) -> None:
        self.config = config
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._limits: dict[str, asyncio.Semaphore] = {}

    def _limit(self, identity: str) -> asyncio.Semaphore:
        if identity not in self._limits:
            self._limits[identity] = asyncio.Semaphore(self.config.concurrency)
        return self._limits[identity]

    def backoff(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry ``attempt`` (1-based): Retry-After if given, else 2^n with jitter."""
        cfg = self.config
        base = min(cfg.backoff_max_s, cfg.backoff_base_s * 2.0 ** (attempt - 1))
        jittered = base * self._rng.uniform(0.5, 1.0)
        if retry_after is not None:
            # Never earlier than asked; a little jitter so waiting callers do not return in a herd.
            return retry_after + jittered * 0.1
        return jittered

    async def send(
        self, target: ResolvedModel, request: dict[str, Any], prompt_name: str
    ) -> tuple[RawReply, int]:
        """Send ``request`` (messages and parameters); (reply, HTTP attempts) or a ModelError."""
        litellm = litellm_module()
        cfg = self.config
        attempts = 0
        if request.get("tools"):
            # litellm routes any request with tools through its MCP bridge, which imports the
            # optional `mcp` package and fails without it; our tools are plain functions.
            request = {**request, "_skip_mcp_handler": True}
        while True:
            attempts += 1
            try:
                async with self._limit(target.identity), asyncio.timeout(cfg.timeout_s):
                    response = await litellm.acompletion(
                        model=target.model,
                        api_base=target.api_base,
                        api_key=target.api_key,
                        extra_headers={PROMPT_HEADER: prompt_name},
                        timeout=cfg.timeout_s,
                        num_retries=0,
                        max_retries=0,
                        **request,
                    )
                return to_raw_reply(response, target.model), attempts
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                rejected = _rejected_capability(exc)
                if rejected is not None:
                    raise rejected from exc
                failure = classify(exc, target.model)
            failure.error.attempts = attempts
            if not failure.retryable or attempts > cfg.max_retries:
                raise failure.error
            if failure.retry_after_s is not None and failure.retry_after_s > cfg.max_retry_after_s:
                too_long = RateLimited(
                    f"{target.model}: the provider asks to wait {failure.retry_after_s:.0f} s "
                    f"(more than llm.max_retry_after_s={cfg.max_retry_after_s:.0f})",
                    model=target.model,
                )
                too_long.attempts = attempts
                raise too_long
            await self._sleep(self.backoff(attempts, failure.retry_after_s))
