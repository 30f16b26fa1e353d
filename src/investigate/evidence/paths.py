"""Where evidence lives in a case, built only from validated source IDs and sanitised names."""

from __future__ import annotations

import re
from pathlib import Path

from investigate.case.state import format_source_id, parse_source_id
from investigate.errors import UsageError

EVIDENCE_DIR = "evidence"
WEB_DIR = f"{EVIDENCE_DIR}/web"
DOCUMENTS_DIR = f"{EVIDENCE_DIR}/documents"
FAILED_CAPTURES_FILE = f"{EVIDENCE_DIR}/failed-captures.json"
MANIFEST_FILE = f"{EVIDENCE_DIR}/MANIFEST.sha256"
METADATA_NAME = "metadata.json"
SIDECAR_SUFFIX = ".meta.json"
TEXT_SUFFIX = ".txt"

MAX_NAME_CHARS = 60
_UNSAFE = re.compile(r"[^a-z0-9]+")
_EXTENSION = re.compile(r"^[a-z0-9]{1,10}$")


def validate_source_id(source_id: str) -> str:
    """The canonical ID (``S001``); UsageError for anything else, so it can name a folder safely."""
    try:
        number = parse_source_id(source_id.strip())
    except ValueError:
        raise UsageError(
            f"{source_id!r} is not a source ID", fix="source IDs look like S001, S002, ..."
        ) from None
    canonical = format_source_id(number)
    if canonical != source_id.strip() or number == 0:
        raise UsageError(f"{source_id!r} is not a source ID", fix=f"write it as {canonical}")
    return canonical


def safe_name(text: str, fallback: str = "document") -> str:
    """A file-name fragment of lowercase ASCII letters, digits and ``_``: nothing else gets through."""
    from anyascii import anyascii

    cleaned = _UNSAFE.sub("_", anyascii(text).lower()).strip("_")[:MAX_NAME_CHARS].strip("_")
    return cleaned or fallback


def safe_extension(ext: str) -> str:
    """A short alphanumeric extension without the dot; ``bin`` when the input is anything else."""
    ext = ext.lower().lstrip(".")
    return ext if _EXTENSION.match(ext) else "bin"


def web_dir(source_id: str) -> str:
    """``evidence/web/SXXX`` (relative to the case) for a validated source ID."""
    return f"{WEB_DIR}/{validate_source_id(source_id)}"


def document_file(source_id: str, name: str, ext: str) -> str:
    """``evidence/documents/SXXX_<safe-name>.<ext>`` (relative to the case)."""
    return f"{DOCUMENTS_DIR}/{validate_source_id(source_id)}_{safe_name(name)}.{safe_extension(ext)}"


def inside_case(case_path: Path, relative: str) -> Path:
    """Absolute path of ``relative`` in the case; UsageError if it would resolve outside it."""
    root = case_path.resolve()
    candidate = (root / relative).resolve()
    if relative.startswith("/") or not candidate.is_relative_to(root) or candidate == root:
        raise UsageError(f"path {relative!r} is outside case {case_path.name!r}")
    return candidate
