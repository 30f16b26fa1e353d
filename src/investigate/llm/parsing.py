"""Turn a model's reply text into a validated pydantic object, or a short error to show the model."""

from __future__ import annotations

import json
import re
from typing import TypeVar

from pydantic import BaseModel, ValidationError

T = TypeVar("T", bound=BaseModel)

_THINK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
# An unclosed <think> (reply cut off mid-thought) hides everything after it.
_OPEN_THINK = re.compile(r"<(think|thinking|reasoning)>.*\Z", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```[ \t]*(?:json|JSON|jsonc)?[ \t]*\n(.*?)\n?```", re.DOTALL)


class OutputError(ValueError):
    """The reply is not a valid object; ``str()`` is the message shown to the model on a re-ask."""


def clean_reply(text: str) -> str:
    """Strip ``<think>`` blocks and code fences, leaving what should be the JSON text."""
    text = _THINK.sub("", text)
    text = _OPEN_THINK.sub("", text).strip()
    fenced = _FENCE.search(text)
    if fenced:
        return fenced.group(1).strip()
    return text


def _outermost_object(text: str) -> str | None:
    """The first balanced ``{...}`` in ``text`` (models sometimes wrap JSON in a sentence)."""
    start = text.find("{")
    while start != -1:
        try:
            _, end = json.JSONDecoder().raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        return text[start:end]
    return None


def parse_reply(text: str | None, model: type[T]) -> T:
    """Validate the reply against ``model``; OutputError with a readable reason otherwise."""
    if not text or not text.strip():
        raise OutputError("the reply was empty; a JSON object was expected")
    cleaned = clean_reply(text)
    if not cleaned:
        raise OutputError("the reply held only reasoning, no JSON object")
    try:
        data = json.loads(cleaned)
    except json.JSONDecodeError as exc:
        candidate = _outermost_object(cleaned)
        if candidate is None:
            raise OutputError(
                f"the reply is not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
            ) from None
        data = json.loads(candidate)
    if not isinstance(data, dict):
        raise OutputError(f"the reply is JSON {type(data).__name__}, but a JSON object was expected")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise OutputError(describe_validation_error(exc)) from None


def describe_validation_error(exc: ValidationError, limit: int = 8) -> str:
    """A compact list of what is wrong, field by field."""
    problems = []
    for err in exc.errors()[:limit]:
        where = ".".join(str(p) for p in err["loc"]) or "(root)"
        problems.append(f"{where}: {err['msg']}")
    more = f" (and {exc.error_count() - limit} more)" if exc.error_count() > limit else ""
    return "the JSON does not match the schema: " + "; ".join(problems) + more
