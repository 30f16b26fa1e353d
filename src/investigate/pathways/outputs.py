"""Check a level worker's report against the level's required outputs."""

from __future__ import annotations

from typing import Any

from investigate.pathways.models import Level, RequiredOutput

_PYTHON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "number": (int, float),
    "integer": (int,),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
}


def _problem(required: RequiredOutput, value: Any) -> str | None:
    if value is None:
        return None if required.nullable else f"{required.field} is null but must be a {required.type}"
    kinds = _PYTHON_TYPES[required.type]
    if isinstance(value, bool) and required.type != "boolean":
        return f"{required.field} must be a {required.type}, got a boolean"
    if not isinstance(value, kinds):
        return f"{required.field} must be a {required.type}, got {type(value).__name__}"
    if required.enum is not None and value not in required.enum:
        return f"{required.field} must be one of {', '.join(required.enum)}, got {value!r}"
    return None


def problems(level: Level, signals: dict[str, Any]) -> list[str]:
    """Every way ``signals`` (findings + branch signals) fails the level's required outputs."""
    found: list[str] = []
    for required in level.requiredOutputs:
        if required.field not in signals:
            found.append(f"{required.field} is missing")
            continue
        problem = _problem(required, signals[required.field])
        if problem:
            found.append(problem)
    return found
