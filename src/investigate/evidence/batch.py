"""Batch files for ``capture --batch``: one ``URL`` or ``SXXX|URL|title`` per line; ``#`` comments."""

from __future__ import annotations

from pathlib import Path

from investigate.errors import UsageError
from investigate.evidence.capture import CaptureRequest

MAX_BATCH_BYTES = 10_000_000


def parse_batch(text: str) -> list[CaptureRequest]:
    """The requests in a batch file's text; UsageError naming the first bad lines."""
    requests: list[CaptureRequest] = []
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|", 2)]  # titles may contain "|"
        if len(parts) == 1:
            requests.append(CaptureRequest(parts[0]))
        elif len(parts) in (2, 3) and parts[0][:1] in ("S", "s") and parts[1]:
            requests.append(CaptureRequest(parts[1], parts[0], (parts[2] if len(parts) == 3 else "") or None))
        else:
            problems.append(f"line {number}: expected `URL` or `SXXX|URL|title`, got {line[:80]!r}")
    if problems:
        raise UsageError("; ".join(problems[:5]), fix="one `URL` or `SXXX|URL|title` per line")
    if not requests:
        raise UsageError("the batch file lists no URLs", fix="one `URL` or `SXXX|URL|title` per line")
    return requests


def read_batch(path: Path) -> list[CaptureRequest]:
    """Read and parse a batch file (UsageError when it cannot be read)."""
    try:
        if path.stat().st_size > MAX_BATCH_BYTES:
            raise UsageError(f"{path} is larger than {MAX_BATCH_BYTES:,} bytes", fix="split the batch file")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        detail = getattr(exc, "strerror", None) or str(exc)
        raise UsageError(
            f"cannot read batch file {path}: {detail}", fix="give a readable UTF-8 text file"
        ) from None
    return parse_batch(text)
