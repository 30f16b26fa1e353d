"""SHA-256 of evidence files, written as ``sha256:<hex>`` (the metadata.json format)."""

from __future__ import annotations

import hashlib
from pathlib import Path

PREFIX = "sha256:"
CHUNK = 1 << 20


def sha256_bytes(data: bytes) -> str:
    """``sha256:<hex>`` of in-memory bytes."""
    return PREFIX + hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    """``sha256:<hex>`` of a file, read in chunks so large evidence does not fill memory."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return PREFIX + digest.hexdigest()


def hex_digest(prefixed: str) -> str:
    """The bare hex of ``sha256:<hex>`` (as ``sha256sum`` writes it)."""
    return prefixed.removeprefix(PREFIX)
