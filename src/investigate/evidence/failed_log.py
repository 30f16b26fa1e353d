"""``evidence/failed-captures.json``: failed captures with their reasons, kept so they can be retried."""

from __future__ import annotations

from pathlib import Path

from investigate.case.atomic import write_text_atomic
from investigate.case.case_json import validate_case_json
from investigate.case.state import utc_now
from investigate.evidence.models import FailedCapture, FailedCaptures
from investigate.evidence.paths import FAILED_CAPTURES_FILE


def load(case_path: Path) -> FailedCaptures:
    """The log (empty when the case has none yet); CorruptCaseError when it cannot be read."""
    try:
        raw = (case_path / FAILED_CAPTURES_FILE).read_bytes()
    except FileNotFoundError:
        return FailedCaptures()
    return validate_case_json(FailedCaptures, raw, case_path, FAILED_CAPTURES_FILE)


def _save(case_path: Path, log: FailedCaptures) -> None:
    write_text_atomic(case_path / FAILED_CAPTURES_FILE, log.model_dump_json(indent=2) + "\n")


def record_failure(case_path: Path, failure: FailedCapture) -> FailedCapture:
    """Add a failure, or count another attempt on an open one for the same URL (call under the lock)."""
    log = load(case_path)
    for entry in log.failures:
        if entry.url == failure.url and entry.resolved_by is None:
            entry.attempts += 1
            entry.last_attempt_at = utc_now()
            entry.kind, entry.reason = failure.kind, failure.reason
            entry.http_status, entry.final_url = failure.http_status, failure.final_url
            entry.method = failure.method
            entry.source_id = failure.source_id or entry.source_id
            _save(case_path, log)
            return entry
    log.failures.append(failure)
    _save(case_path, log)
    return failure


def resolve(case_path: Path, url: str, source_id: str) -> int:
    """Mark open failures of ``url`` as fixed by the capture of ``source_id``; how many were open."""
    log = load(case_path)
    open_ones = [e for e in log.failures if e.url == url and e.resolved_by is None]
    for entry in open_ones:
        entry.resolved_by = source_id
    if open_ones:
        _save(case_path, log)
    return len(open_ones)


def open_failures(case_path: Path) -> list[FailedCapture]:
    """Failures no later capture has fixed, oldest first."""
    return [e for e in load(case_path).failures if e.resolved_by is None]
