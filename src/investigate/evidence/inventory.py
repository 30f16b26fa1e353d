"""What evidence a case holds: the metadata of every capture, by source ID."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from investigate.errors import UsageError
from investigate.evidence.hashing import sha256_file
from investigate.evidence.models import CaptureMetadata, DocumentMetadata
from investigate.evidence.paths import (
    DOCUMENTS_DIR,
    METADATA_NAME,
    SIDECAR_SUFFIX,
    WEB_DIR,
    inside_case,
    validate_source_id,
    web_dir,
)

Metadata = CaptureMetadata | DocumentMetadata


@dataclass(frozen=True)
class CaptureEntry:
    """One capture on disk: where its metadata is and what it says (None when unreadable)."""

    source_id: str
    metadata_path: str
    metadata: Metadata | None


def _read(case_path: Path, relative: str, model: type[Metadata]) -> Metadata | None:
    try:
        return model.model_validate_json((case_path / relative).read_bytes())
    except (OSError, ValidationError):
        return None


def captures(case_path: Path, source_id: str | None = None) -> list[CaptureEntry]:
    """Every capture (web folders, then document sidecars), or only those of ``source_id``."""
    wanted = validate_source_id(source_id) if source_id else None
    found: list[CaptureEntry] = []
    web_root = case_path / WEB_DIR
    if web_root.is_dir():
        for folder in sorted(web_root.iterdir()):
            try:
                folder_id = validate_source_id(folder.name)
            except UsageError:
                continue
            relative = f"{web_dir(folder_id)}/{METADATA_NAME}"
            if (wanted is None or folder_id == wanted) and (case_path / relative).is_file():
                found.append(CaptureEntry(folder_id, relative, _read(case_path, relative, CaptureMetadata)))
    doc_root = case_path / DOCUMENTS_DIR
    if doc_root.is_dir():
        pattern = f"{wanted}_*{SIDECAR_SUFFIX}" if wanted else f"S*{SIDECAR_SUFFIX}"
        for sidecar in sorted(doc_root.glob(pattern)):
            try:
                doc_id = validate_source_id(sidecar.name.split("_", 1)[0])
            except UsageError:
                continue
            relative = f"{DOCUMENTS_DIR}/{sidecar.name}"
            found.append(CaptureEntry(doc_id, relative, _read(case_path, relative, DocumentMetadata)))
    return found


def captured_cleanly(case_path: Path, source_id: str) -> bool:
    """True when ``source_id`` has a capture whose every listed file exists with its recorded hash."""
    entries = captures(case_path, source_id)
    if not entries:
        return False
    for entry in entries:
        if entry.metadata is None:
            return False
        for record in entry.metadata.files.values():
            try:
                path = inside_case(case_path, record.path)
                if not path.is_file() or sha256_file(path) != record.sha256:
                    return False
            except (OSError, UsageError):
                return False
    return True
