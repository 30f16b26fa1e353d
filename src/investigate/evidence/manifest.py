"""``evidence/MANIFEST.sha256``: every evidence file's hash in ``sha256sum`` format.

Run ``sha256sum -c MANIFEST.sha256`` inside ``evidence/`` to check the evidence with coreutils alone.
Entries are updated per source, never recomputed wholesale, so a tampered file stays detectable.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from investigate.case.atomic import write_text_atomic
from investigate.evidence.paths import EVIDENCE_DIR, MANIFEST_FILE

_LINE = re.compile(r"^([0-9a-f]{64}) [ *](.+)$")


class ManifestError(ValueError):
    """A line of the manifest is not in ``sha256sum`` format."""


def read_manifest(case_path: Path) -> dict[str, str] | None:
    """``{path relative to evidence/: hex}``; None when the file does not exist."""
    path = case_path / MANIFEST_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    entries: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        match = _LINE.match(line)
        if not match:
            raise ManifestError(f"{MANIFEST_FILE} line {number} is not in sha256sum format")
        entries[match.group(2)] = match.group(1)
    return entries


def evidence_relative(case_relative: str) -> str:
    """``evidence/web/S001/capture.png`` -> ``web/S001/capture.png`` (manifest paths)."""
    prefix = EVIDENCE_DIR + "/"
    if not case_relative.startswith(prefix):
        raise ValueError(f"{case_relative!r} is not under {prefix}")
    return case_relative[len(prefix) :]


def update_manifest(case_path: Path, remove: Iterable[str], add: dict[str, str]) -> None:
    """Drop the entries for ``remove`` (case-relative paths), add ``add`` (case-relative path -> hex)."""
    entries = read_manifest(case_path) or {}
    for path in remove:
        entries.pop(evidence_relative(path), None)
    for path, digest in add.items():
        entries[evidence_relative(path)] = digest
    lines = [f"{digest}  {path}\n" for path, digest in sorted(entries.items())]
    write_text_atomic(case_path / MANIFEST_FILE, "".join(lines))
