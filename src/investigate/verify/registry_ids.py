"""The registered source IDs, read from ``_sources.json`` (owned by the web branch's registry)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from investigate.errors import CorruptCaseError

SOURCES_FILE = "_sources.json"


@dataclass
class RegisteredIds:
    """IDs in the registry and which of them are deprecated (still registered)."""

    ids: set[str] = field(default_factory=set)
    deprecated: set[str] = field(default_factory=set)


def read_registered_ids(case_path: Path) -> RegisteredIds:
    """IDs from ``_sources.json``; an absent file is an empty registry; a broken one is exit 2."""
    path = case_path / SOURCES_FILE
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return RegisteredIds()
    fix = f"restore it with `git -C {case_path} checkout -- {SOURCES_FILE}`"
    try:
        data = json.loads(raw)
        entries = data["sources"]
        registered = RegisteredIds()
        for entry in entries:
            sid = str(entry["id"])
            registered.ids.add(sid)
            if entry.get("status") == "deprecated":
                registered.deprecated.add(sid)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CorruptCaseError(f"{path} is invalid: {exc}", fix=fix) from None
    return registered
