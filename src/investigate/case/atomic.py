"""Atomic file writes: a reader sees the old file or the new one, never half of either."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

DEFAULT_MODE = 0o644


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to a temp file beside ``path``, fsync it, then rename it over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        # mkstemp creates 0600; case files should read like any other file the user writes.
        os.chmod(tmp_name, path.stat().st_mode & 0o7777 if path.exists() else DEFAULT_MODE)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> None:
    """Atomically write UTF-8 text."""
    write_bytes_atomic(path, text.encode("utf-8"))


def _fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable; not every platform lets a directory be opened.
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
