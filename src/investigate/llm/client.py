"""The one way the tool talks to models: ``ModelClient.complete`` and ``ModelClient.run_tools``.

A call renders a prompt file, asks for structured output (``json_schema``; JSON mode with the
schema in the prompt for providers without it), validates the reply with pydantic and re-asks
with the validation error (bounded). Every request goes through the content-addressed cache and,
when a case is given, its budgets and ``_ledger.jsonl``. Failures are ``ModelError`` subclasses.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from pydantic import BaseModel

from investigate.config import LLMConfig, Settings, StructuredOutput
from investigate.llm.cache import RawReply, ReplyCache, request_key
from investigate.llm.errors import InvalidOutput, ModelError, PromptError, ReplayMiss
from investigate.llm.ledger import Ledger, LedgerEntry
from investigate.llm.parsing import OutputError, parse_reply
from investigate.llm.prompts import Prompt, PromptLibrary, default_library, model_reference
from investigate.llm.roles import ModelRoles, ResolvedModel
from investigate.llm.tools import Tool
from investigate.llm.transport import CapabilityRejected, Transport

if TYPE_CHECKING:
    from investigate.case.store import Case

T = TypeVar("T", bound=BaseModel)

# Structured-output modes, strongest first; a provider refusing one moves a model to the next.
JSON_SCHEMA, JSON_MODE, PROMPT_ONLY = "json_schema", "json_mode", "prompt_only"
_NEXT_MODE = {JSON_SCHEMA: JSON_MODE, JSON_MODE: PROMPT_ONLY}


@dataclass(frozen=True)
class ModelResult(Generic[T]):
    """A validated reply and how it was obtained."""

    value: T
    model: str
    mode: str
    latency_ms: float
    cache_hits: int
    requests: int
    tokens_in: int
    tokens_out: int
    cost_usd: float
    validation_retries: int


@dataclass
class _Usage:
    requests: int = 0
    cache_hits: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0

    def add(self, reply: RawReply, cache_hit: bool, attempts: int) -> None:
        self.requests += attempts
        self.cache_hits += int(cache_hit)
        if not cache_hit:
            self.tokens_in += reply.prompt_tokens
            self.tokens_out += reply.completion_tokens
            self.cost_usd += reply.cost_usd


@dataclass
class _Call:
    """What one logical model call needs, passed down to each request."""

    prompt: Prompt
    target: ResolvedModel
    step: str
    ledger: Ledger | None
    phase: str | None
    sample: int
    usage: _Usage


def _case_path(case: Case | Path | None) -> Path | None:
    if case is None:
        return None
    return case if isinstance(case, Path) else case.path


def _phase_of(case_path: Path) -> str | None:
    try:
        phase = json.loads((case_path / "_state.json").read_text(encoding="utf-8")).get("current_phase")
    except (OSError, ValueError, AttributeError):
        return None
    return str(phase) if phase else None


class ModelClient:
    """Async model client for one configuration. Safe to share across concurrent tasks."""

    def __init__(
        self,
        settings: Settings,
        *,
        env: Mapping[str, str] | None = None,
        prompts: PromptLibrary | None = None,
        llm: LLMConfig | None = None,
    ) -> None:
        self.settings = settings
        self.config = llm or settings.llm
        self.roles = ModelRoles(settings, env)
        self.prompts = prompts or default_library()
        self.cache = ReplyCache(settings.resolved_cache_dir())
        self.transport = Transport(self.config)
        self._modes = self.cache.known_modes()
        self._no_temperature: set[str] = set()
        self._ledgers: dict[Path, Ledger] = {}

    # ----- public API ------------------------------------------------------------------------
    async def complete(
        self,
        prompt_name: str,
        variables: Mapping[str, Any],
        output_model: type[T],
        *,
        step: str | None = None,
        case: Case | Path | None = None,
        role: str | ResolvedModel | None = None,
        phase: str | None = None,
        sample: int = 0,
    ) -> T:
        """Render ``prompts/<prompt_name>.md`` with ``variables`` and return a validated ``output_model``.

        ``role`` overrides the prompt's tier (``critic``, ``writer``, or a research engine);
        ``sample`` > 0 asks for a fresh sample of an otherwise identical (cached) request.
        """
        result = await self.complete_result(
            prompt_name, variables, output_model, step=step, case=case, role=role, phase=phase, sample=sample
        )
        return result.value

    async def complete_result(
        self,
        prompt_name: str,
        variables: Mapping[str, Any],
        output_model: type[T],
        *,
        step: str | None = None,
        case: Case | Path | None = None,
        role: str | ResolvedModel | None = None,
        phase: str | None = None,
        sample: int = 0,
    ) -> ModelResult[T]:
        """Like ``complete``, with the model, mode, latency, tokens, cost and cache use."""
        call = self._start(prompt_name, output_model, step, case, role, phase, sample)
        started = time.perf_counter()
        conversation = call.prompt.render(dict(variables))
        schema = output_model.model_json_schema()
        failures = 0
        while True:
            reply, mode, entry = await self._request(call, conversation, schema, output_model)
            try:
                value = parse_reply(reply.content, output_model)
            except OutputError as exc:
                self._record(call, entry, "invalid_output", str(exc))
                failures += 1
                if failures > self.config.validation_retries:
                    raise self._invalid(call, exc, failures) from None
                conversation = [*conversation, *self._fix_up(reply.content, exc)]
                continue
            self._record(call, entry, "ok")
            return self._result(call, value, mode, started, failures)

    async def run_tools(
        self,
        prompt_name: str,
        variables: Mapping[str, Any],
        tools: Sequence[Tool],
        output_model: type[T],
        *,
        max_steps: int = 8,
        step: str | None = None,
        case: Case | Path | None = None,
        role: str | ResolvedModel | None = None,
        phase: str | None = None,
    ) -> T:
        """Let the model call ``tools`` for at most ``max_steps`` rounds, then return its final
        answer validated against ``output_model``. Tool failures go back to the model as text."""
        call = self._start(prompt_name, output_model, step, case, role, phase, 0)
        by_name = {t.name: t for t in tools}
        specs = [t.spec() for t in tools]
        conversation: list[dict[str, Any]] = list(call.prompt.render(dict(variables)))
        schema = output_model.model_json_schema()
        rounds = failures = 0
        while True:
            final = rounds >= max_steps
            extra: dict[str, Any] = {"tools": specs, "tool_choice": "none" if final else "auto"}
            reply, _, entry = await self._request(call, conversation, schema, output_model, extra)
            if reply.tool_calls and not final:
                self._record(call, entry, "ok")
                rounds += 1
                conversation.append(_assistant_tool_message(reply))
                for tool_call in reply.tool_calls:
                    target = by_name.get(tool_call.name)
                    if target is None:
                        result = f"error: no tool named {tool_call.name!r}; tools: {', '.join(by_name)}"
                    else:
                        result = await target.invoke(tool_call.arguments)
                    conversation.append({"role": "tool", "tool_call_id": tool_call.id, "content": result})
                if rounds >= max_steps:
                    conversation.append({"role": "user", "content": self.prompts.partial("_tools_final.j2")})
                continue
            try:
                if reply.tool_calls:
                    raise OutputError("tool calls are no longer allowed; give the final JSON answer")
                value = parse_reply(reply.content, output_model)
            except OutputError as exc:
                self._record(call, entry, "invalid_output", str(exc))
                failures += 1
                if failures > self.config.validation_retries:
                    raise self._invalid(call, exc, failures) from None
                conversation = [*conversation, *self._fix_up(reply.content, exc)]
                continue
            self._record(call, entry, "ok")
            return value

    def ledger_for(self, case: Case | Path) -> Ledger:
        """The case's ledger (one per case per client, so budgets count in-flight calls)."""
        path = _case_path(case)
        assert path is not None
        if path not in self._ledgers:
            self._ledgers[path] = Ledger(path, self.settings.budgets)
        return self._ledgers[path]

    def resolve(self, role: str) -> ResolvedModel:
        """The model serving ``role`` (NotConfigured with the fix when there is none)."""
        return self.roles.get(role)

    # ----- internals -------------------------------------------------------------------------
    def _start(
        self,
        prompt_name: str,
        output_model: type[BaseModel],
        step: str | None,
        case: Case | Path | None,
        role: str | ResolvedModel | None,
        phase: str | None,
        sample: int,
    ) -> _Call:
        prompt = self.prompts.load(prompt_name)
        if model_reference(output_model) != prompt.spec.output:
            raise PromptError(
                f"prompt {prompt_name!r} declares output {prompt.spec.output}, "
                f"but the caller asked for {model_reference(output_model)}"
            )
        target = role if isinstance(role, ResolvedModel) else self.roles.get(role or prompt.spec.tier)
        path = _case_path(case)
        ledger = self.ledger_for(path) if path is not None else None
        if phase is None and path is not None:
            phase = _phase_of(path)
        return _Call(prompt, target, step or prompt_name, ledger, phase, sample, _Usage())

    def _mode(self, target: ResolvedModel) -> str:
        configured = self.config.structured_output
        if configured is StructuredOutput.JSON_MODE:
            return JSON_MODE
        if configured is StructuredOutput.JSON_SCHEMA:
            return JSON_SCHEMA
        return self._modes.get(target.model, JSON_SCHEMA)

    def _build(
        self,
        call: _Call,
        conversation: list[dict[str, Any]],
        schema: dict[str, Any],
        output_model: type[BaseModel],
        mode: str,
        extra: Mapping[str, Any] | None,
    ) -> dict[str, Any]:
        messages = list(conversation)
        if mode != JSON_SCHEMA:
            instruction = self.prompts.partial("_json_mode.j2", schema=json.dumps(schema, ensure_ascii=False))
            if messages and messages[0]["role"] == "system":
                messages[0] = {"role": "system", "content": f"{messages[0]['content']}\n\n{instruction}"}
            else:
                messages.insert(0, {"role": "system", "content": instruction})
        request: dict[str, Any] = {"messages": messages}
        if call.target.model not in self._no_temperature:
            request["temperature"] = call.prompt.spec.temperature
        if call.prompt.spec.max_tokens:
            request["max_tokens"] = call.prompt.spec.max_tokens
        if mode == JSON_SCHEMA:
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": output_model.__name__[:64], "schema": schema, "strict": False},
            }
        elif mode == JSON_MODE:
            request["response_format"] = {"type": "json_object"}
        request.update(extra or {})
        return request

    async def _request(
        self,
        call: _Call,
        conversation: list[dict[str, Any]],
        schema: dict[str, Any],
        output_model: type[BaseModel],
        extra: Mapping[str, Any] | None = None,
    ) -> tuple[RawReply, str, LedgerEntry]:
        """One request (from the cache when possible); the ledger entry is recorded by the caller."""
        while True:
            mode = self._mode(call.target)
            request = self._build(call, conversation, schema, output_model, mode, extra)
            key = request_key({"model": call.target.model, "sample": call.sample, **request})
            try:
                reply, cache_hit, attempts, latency = await self._send(call, key, request)
            except CapabilityRejected as rejected:
                if not self._downgrade(call.target, rejected, mode):
                    error = ModelError(f"{call.target.model} refused the request: {rejected}")
                    self._record_failure(call, error)
                    raise error from None
                continue
            call.usage.add(reply, cache_hit, attempts)
            entry = self._entry(call, reply, cache_hit, attempts, latency)
            return reply, mode, entry

    async def _send(
        self, call: _Call, key: str, request: dict[str, Any]
    ) -> tuple[RawReply, bool, int, float]:
        started = time.perf_counter()
        if not self.config.no_cache:
            cached = self.cache.get(key)
            if cached is not None:
                return cached, True, 0, (time.perf_counter() - started) * 1000
        if self.config.replay:
            error = ReplayMiss(
                f"replay: no cached reply for prompt {call.prompt.spec.name!r} ({call.target.model})",
                fix="run without --replay (INVESTIGATE_REPLAY) to call the model",
            )
            self._record_failure(call, error)
            raise error
        if call.ledger is not None:
            try:
                call.ledger.reserve()
            except ModelError as error:
                self._record_failure(call, error)
                raise
        try:
            reply, attempts = await self.transport.send(call.target, request, call.prompt.spec.name)
        except ModelError as error:
            self._record_failure(call, error, reserved=True)
            raise
        except BaseException:
            if call.ledger is not None:
                call.ledger.release()
            raise
        self.cache.put(key, reply)
        return reply, False, attempts, (time.perf_counter() - started) * 1000

    def _downgrade(self, target: ResolvedModel, rejected: CapabilityRejected, mode: str) -> bool:
        if rejected.parameter == "temperature" and target.model not in self._no_temperature:
            self._no_temperature.add(target.model)
            return True
        if rejected.parameter == "response_format" and mode in _NEXT_MODE:
            if self.config.structured_output is not StructuredOutput.AUTO:
                return False
            self._modes[target.model] = _NEXT_MODE[mode]
            self.cache.remember_mode(target.model, _NEXT_MODE[mode])
            return True
        return False

    def _fix_up(self, content: str | None, exc: OutputError) -> list[dict[str, Any]]:
        return [
            {"role": "assistant", "content": content or ""},
            {"role": "user", "content": self.prompts.partial("_fix_output.j2", error=str(exc))},
        ]

    def _invalid(self, call: _Call, exc: OutputError, failures: int) -> InvalidOutput:
        error = InvalidOutput(
            f"{call.target.model} gave no valid {call.prompt.spec.name!r} output after {failures} tries: {exc}",
            model=call.target.model,
        )
        error.attempts = call.usage.requests
        return error

    def _entry(
        self, call: _Call, reply: RawReply | None, cache_hit: bool, attempts: int, latency_ms: float
    ) -> LedgerEntry:
        from investigate.case.state import utc_now

        return LedgerEntry(
            time=utc_now(),
            phase=call.phase,
            step=call.step,
            prompt=call.prompt.spec.name,
            model=call.target.model,
            tokens_in=0 if reply is None or cache_hit else reply.prompt_tokens,
            tokens_out=0 if reply is None or cache_hit else reply.completion_tokens,
            cost_usd=0.0 if reply is None or cache_hit else reply.cost_usd,
            latency_ms=round(latency_ms, 2),
            cache_hit=cache_hit,
            attempts=attempts,
            outcome="ok",
        )

    def _record(self, call: _Call, entry: LedgerEntry, outcome: str, error: str | None = None) -> None:
        if call.ledger is None:
            return
        entry.outcome = outcome
        entry.error = error
        call.ledger.record(entry, reserved=not entry.cache_hit)

    def _record_failure(self, call: _Call, error: ModelError, reserved: bool = False) -> None:
        if call.ledger is None:
            return
        entry = self._entry(call, None, False, error.attempts, 0.0)
        entry.outcome = _OUTCOMES.get(error.kind, "error")
        entry.error = error.message
        call.ledger.record(entry, reserved=reserved)

    def _result(self, call: _Call, value: T, mode: str, started: float, failures: int) -> ModelResult[T]:
        u = call.usage
        return ModelResult(
            value=value,
            model=call.target.model,
            mode=mode,
            latency_ms=(time.perf_counter() - started) * 1000,
            cache_hits=u.cache_hits,
            requests=u.requests,
            tokens_in=u.tokens_in,
            tokens_out=u.tokens_out,
            cost_usd=u.cost_usd,
            validation_retries=failures,
        )


_OUTCOMES = {
    "RATE_LIMIT": "rate_limited",
    "TIMEOUT": "timeout",
    "BUDGET_EXCEEDED": "budget_exceeded",
    "REPLAY_MISS": "replay_miss",
    "AUTH_ERROR": "auth_error",
}


def _assistant_tool_message(reply: RawReply) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": reply.content,
        "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls
        ],
    }
