"""Load pathway definitions from ``pathways/``: JSON Schema first, then the pydantic models, then tasks."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from investigate.errors import UsageError
from investigate.pathways.models import Pathway, SpawnAction
from investigate.resources import data_dir

SCHEMA_FILE = "schema.json"


class PathwayError(UsageError):
    """A pathway definition is invalid (exit 2)."""


def pathways_dir() -> Path:
    """The folder holding ``P-*.json`` and ``schema.json``."""
    return data_dir("pathways")


@cache
def schema(directory: Path | None = None) -> dict[str, Any]:
    """The pathway JSON Schema (draft-07): the one beside the definitions, else the packaged one."""
    path = directory / SCHEMA_FILE if directory is not None else pathways_dir() / SCHEMA_FILE
    if not path.is_file():
        path = pathways_dir() / SCHEMA_FILE
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def schema_errors(data: Any, directory: Path | None = None) -> list[str]:
    """Every JSON Schema violation in ``data``, as ``path: message`` lines."""
    from jsonschema import Draft7Validator

    validator = Draft7Validator(schema(directory))
    return [
        f"{'/'.join(str(p) for p in err.absolute_path) or '(root)'}: {err.message}"
        for err in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    ]


def parse_pathway(data: Any, origin: str, directory: Path | None = None) -> Pathway:
    """Validate one definition against the schema and the models, and render every task strictly."""
    from investigate.pathways.tasks import check_tasks

    problems = schema_errors(data, directory)
    if problems:
        raise PathwayError(
            f"{origin}: {problems[0]}", fix=f"correct {origin} ({len(problems)} schema error(s))"
        )
    try:
        pathway = Pathway.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "definition"
        raise PathwayError(f"{origin}: {where}: {first['msg']}", fix=f"correct {origin}") from None
    try:
        check_tasks(pathway)
    except ValueError as exc:
        raise PathwayError(f"{origin}: {exc}", fix=f"correct the task text in {origin}") from None
    return pathway


def load_file(path: Path) -> Pathway:
    """Load and fully validate one pathway file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise PathwayError(f"{path}: cannot read JSON: {exc}", fix=f"correct {path.name}") from None
    pathway = parse_pathway(data, path.name, path.parent)
    if path.stem != pathway.id:
        raise PathwayError(f"{path.name}: holds {pathway.id}", fix=f"rename it to {pathway.id}.json")
    return pathway


def load_all(directory: Path | None = None) -> dict[str, Pathway]:
    """Every pathway in the folder, keyed by id, with cross-pathway references checked."""
    folder = directory or pathways_dir()
    found = {p.id: p for p in (load_file(path) for path in sorted(folder.glob("P-*.json")))}
    if not found:
        raise PathwayError(f"no pathway definitions in {folder}", fix="restore the pathways/ folder")
    for pathway in found.values():
        for level in pathway.levels:
            for branch in level.branches:
                for action in branch.actions:
                    if isinstance(action, SpawnAction) and action.pathway not in found:
                        raise PathwayError(
                            f"{pathway.id} branch {branch.id} spawns unknown pathway {action.pathway}",
                            fix=f"add {action.pathway}.json or correct the branch",
                        )
    for pathway in found.values():
        if pathway.trigger.evidenceType and pathway.id != f"P-{pathway.trigger.evidenceType}":
            raise PathwayError(
                f"{pathway.id} is triggered by {pathway.trigger.evidenceType}", fix="name it P-<type>"
            )
    return found


@cache
def registry() -> dict[str, Pathway]:
    """The packaged pathways, loaded once per process."""
    return load_all()


def get(pathway_id: str) -> Pathway:
    """One packaged pathway by id (``P-SCI``; ``sci`` also accepted)."""
    key = pathway_id.upper()
    if not key.startswith("P-"):
        key = f"P-{key}"
    pathways = registry()
    if key not in pathways:
        raise PathwayError(f"no pathway {pathway_id!r}", fix="see `investigate pathways list`")
    return pathways[key]
