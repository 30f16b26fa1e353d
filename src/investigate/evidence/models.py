"""The evidence file formats: web ``metadata.json``, document ``.meta.json`` and the failed-capture log."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

from investigate.case.state import format_timestamp, utc_now

SCHEMA_VERSION = 1
_SHA256 = r"^sha256:[0-9a-f]{64}$"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FileRecord(_Model):
    """One evidence file: path relative to the case, ``sha256:<hex>`` and size in bytes."""

    path: str = Field(min_length=1)
    sha256: str = Field(pattern=_SHA256)
    size: int = Field(ge=0)


class CaptureMethod(StrEnum):
    PLAYWRIGHT = "playwright"
    DOWNLOAD = "download"
    WAYBACK = "wayback"
    WAYBACK_DOWNLOAD = "wayback-download"


class BrowserInfo(_Model):
    name: str = "chromium"
    version: str


class WaybackRecord(_Model):
    """Outcome of submitting the page to the Wayback Machine Save API."""

    submitted: bool
    archive_url: str | None = None
    job_id: str | None = None
    error: str | None = None


class ArchivedCopy(_Model):
    """Where a Wayback fallback capture came from."""

    snapshot_url: str
    timestamp: str
    original_url: str
    live_failure: str


class _EvidenceMetadata(_Model):
    """What web and document metadata share: where the bytes came from, when, how, and the files."""

    schema_version: int = SCHEMA_VERSION
    kind: str
    source_id: str
    url: str
    final_url: str
    redirects: list[str] = Field(default_factory=list)
    title: str = ""
    captured_at: datetime = Field(default_factory=utc_now)
    method: CaptureMethod
    http_status: int
    content_type: str
    text_chars: int = Field(ge=0)
    files: dict[str, FileRecord]
    wayback: WaybackRecord | None = None
    archived_copy: ArchivedCopy | None = None

    @field_validator("files")
    @classmethod
    def _not_empty(cls, value: dict[str, FileRecord]) -> dict[str, FileRecord]:
        if not value:
            raise ValueError("a capture must list its files")
        return value

    @field_serializer("captured_at")
    def _serialize_time(self, value: datetime) -> str:
        return format_timestamp(value)


class CaptureMetadata(_EvidenceMetadata):
    """``evidence/web/SXXX/metadata.json``: seed-001 fields plus what makes a capture checkable."""

    kind: Literal["web"] = "web"
    charset: str | None = None
    browser: BrowserInfo
    rendered_url: str | None = None
    network_quiet: bool = True
    screenshot_truncated: bool = False


class DocumentMetadata(_EvidenceMetadata):
    """``evidence/documents/SXXX_<name>.<ext>.meta.json``: the sidecar of a downloaded document."""

    kind: Literal["document"] = "document"
    text_note: str | None = None


class FailureKind(StrEnum):
    HTTP_ERROR = "http_error"
    BOT_WALL = "bot_wall"
    ERROR_PAGE = "error_page"
    EMPTY = "empty"
    TIMEOUT = "timeout"
    TOO_LARGE = "too_large"
    BLOCKED = "blocked"
    NETWORK = "network_error"
    BROWSER = "browser_error"


class FailedCapture(_Model):
    """One URL whose capture failed, why, and whether a later attempt fixed it."""

    url: str
    source_id: str | None = None
    kind: FailureKind
    reason: str
    http_status: int | None = None
    final_url: str | None = None
    method: CaptureMethod = CaptureMethod.PLAYWRIGHT
    attempts: int = Field(default=1, ge=1)
    first_attempt_at: datetime = Field(default_factory=utc_now)
    last_attempt_at: datetime = Field(default_factory=utc_now)
    resolved_by: str | None = None

    @field_serializer("first_attempt_at", "last_attempt_at")
    def _serialize_time(self, value: datetime) -> str:
        return format_timestamp(value)


class FailedCaptures(_Model):
    """``evidence/failed-captures.json``: the audit list ``investigate captures --failed`` prints."""

    schema_version: int = SCHEMA_VERSION
    failures: list[FailedCapture] = Field(default_factory=list)
