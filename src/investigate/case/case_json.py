"""Reading a case's JSON files: validated by their pydantic model, with how to restore a broken one."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from investigate.errors import CorruptCaseError

M = TypeVar("M", bound=BaseModel)


def first_error(exc: ValidationError) -> str:
    """``field.path: message`` of the first validation error (what a user needs to find it)."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "file"
    return f"{where}: {first['msg']}"


def validate_case_json(model: type[M], raw: str | bytes, case_path: Path, relative: str) -> M:
    """``raw`` (the case file ``relative``) validated as ``model``; CorruptCaseError naming the bad field."""
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        raise CorruptCaseError(
            f"{case_path / relative} is invalid: {first_error(exc)}",
            fix=f"restore it with `git -C {case_path} checkout -- {relative}` or correct the field",
        ) from None
