"""The verdicts and the ``_verification.json`` file format."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Verdict(StrEnum):
    """Citation check result for one cited sentence (DESIGN.md section 4)."""

    VERIFIED = "VERIFIED"
    PARTIAL = "PARTIAL"
    NOT_FOUND = "NOT_FOUND"
    CONTRADICTED = "CONTRADICTED"
    NO_EVIDENCE = "NO_EVIDENCE"


class Outcome(StrEnum):
    """The run's result and its exit code: PASS 0, FAIL 1, INCOMPLETE 3."""

    PASS = "PASS"
    FAIL = "FAIL"
    INCOMPLETE = "INCOMPLETE"


class Quote(BaseModel):
    """A passage of one source's evidence text: ``text == evidence_text[start:end]``."""

    source: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    text: str


class ClaimCheck(BaseModel):
    """The check of one cited unit."""

    model_config = ConfigDict(extra="forbid")

    file: str
    line: int
    kind: str
    text: str
    sources: list[str]
    verdict: Verdict
    reason: str
    coverage: float = 0.0
    quotes: list[Quote] = Field(default_factory=list)
    supporting_sources: list[str] = Field(default_factory=list)
    missing_evidence: list[str] = Field(default_factory=list)
    unknown_sources: list[str] = Field(default_factory=list)
    judged_by: str = "matcher"


class FileSummary(BaseModel):
    """Counts per verdict for one file, and its rate (VERIFIED + PARTIAL) / checkable."""

    file: str
    counts: dict[Verdict, int]
    uncited: int = 0
    unknown_citations: int = 0
    rate: float | None = None


class VerificationReport(BaseModel):
    """``_verification.json``: the last verify-claims run of a case."""

    model_config = ConfigDict(extra="forbid")

    schema_version: int = 1
    case: str
    checked_at: datetime
    judge: str = "none"
    outcome: Outcome
    totals: dict[Verdict, int]
    rate: float | None = None
    files: list[FileSummary]
    unknown_sources: list[str] = Field(default_factory=list)
    missing_evidence: list[str] = Field(default_factory=list)
    deprecated_cited: list[str] = Field(default_factory=list)
    judge_errors: list[str] = Field(default_factory=list)
    claims: list[ClaimCheck]
