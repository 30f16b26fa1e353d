"""Tools a model may call in ``ModelClient.run_tools``: Python callables with a pydantic arguments model."""

from __future__ import annotations

import inspect
import json
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from investigate.llm.parsing import describe_validation_error


@dataclass(frozen=True)
class Tool:
    """One callable tool. ``function`` takes an ``arguments`` instance, sync or async, and returns
    text, a pydantic model or anything JSON-serialisable (sent back to the model as the result)."""

    name: str
    description: str
    arguments: type[BaseModel]
    function: Callable[[Any], Any]

    def spec(self) -> dict[str, Any]:
        """The OpenAI-style tool definition."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.arguments.model_json_schema(),
            },
        }

    async def invoke(self, raw_arguments: str) -> str:
        """Run the tool on the model's arguments. Bad arguments or a failing tool become an
        error text for the model (it can correct itself); they never end the loop."""
        try:
            args = self.arguments.model_validate_json(raw_arguments or "{}")
        except ValidationError as exc:
            return f"error: invalid arguments for {self.name}: {describe_validation_error(exc)}"
        try:
            result = self.function(args)
            if inspect.isawaitable(result):
                result = await result
        except Exception as exc:  # a tool's failure is information for the model, not a crash
            return f"error: {self.name} failed: {type(exc).__name__}: {exc}"
        return render_result(result)


def render_result(result: Any) -> str:
    """Tool output as the text the model reads."""
    if isinstance(result, str):
        return result
    if isinstance(result, BaseModel):
        return result.model_dump_json()
    return json.dumps(result, ensure_ascii=False, default=str)


def tool(
    function: Callable[[Any], Any] | None = None, *, name: str | None = None, description: str | None = None
) -> Any:
    """Make a Tool from a function whose one parameter is annotated with a pydantic model.

    The name defaults to the function's, the description to its docstring. Usable as ``@tool``
    or ``@tool(name=...)``.
    """

    def build(fn: Callable[[Any], Any]) -> Tool:
        hints = typing.get_type_hints(fn)
        params = [p for p in inspect.signature(fn).parameters if p != "return"]
        if len(params) != 1 or not (
            isinstance(hints.get(params[0]), type) and issubclass(hints[params[0]], BaseModel)
        ):
            raise TypeError(
                f"tool {fn.__name__} must take exactly one parameter annotated with a pydantic model"
            )
        return Tool(
            name=name or fn.__name__,
            description=description or inspect.getdoc(fn) or fn.__name__,
            arguments=hints[params[0]],
            function=fn,
        )

    return build(function) if function is not None else build
