"""``_state.json``: the orchestrator's state (seed 002 schema), its enums and allowed transitions."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

SOURCE_ID_PATTERN = re.compile(r"^S(\d{3,})$")


def utc_now() -> datetime:
    """Current time in UTC, to the second (the seeds' timestamp precision)."""
    return datetime.now(UTC).replace(microsecond=0)


def format_timestamp(value: datetime) -> str:
    """ISO 8601 with a ``Z`` suffix, as the seeds write timestamps."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Status(StrEnum):
    IN_PROGRESS = "IN_PROGRESS"
    COMPLETE = "COMPLETE"
    PAUSED = "PAUSED"
    ERROR = "ERROR"


class Phase(StrEnum):
    SETUP = "SETUP"
    RESEARCH = "RESEARCH"
    EXTRACTION = "EXTRACTION"
    QUESTIONS = "QUESTIONS"
    INVESTIGATION = "INVESTIGATION"
    VERIFICATION = "VERIFICATION"
    SYNTHESIS = "SYNTHESIS"
    FINALE = "FINALE"
    COMPLETE = "COMPLETE"


# Seed 002 "Phase State Machine", with synthesis closing every iteration (DESIGN.md section 5).
PHASE_TRANSITIONS: dict[Phase, frozenset[Phase]] = {
    Phase.SETUP: frozenset({Phase.RESEARCH}),
    Phase.RESEARCH: frozenset({Phase.EXTRACTION}),
    Phase.EXTRACTION: frozenset({Phase.QUESTIONS, Phase.INVESTIGATION}),
    Phase.QUESTIONS: frozenset({Phase.INVESTIGATION}),
    Phase.INVESTIGATION: frozenset({Phase.VERIFICATION}),
    Phase.VERIFICATION: frozenset({Phase.RESEARCH, Phase.INVESTIGATION, Phase.SYNTHESIS}),
    Phase.SYNTHESIS: frozenset({Phase.RESEARCH, Phase.FINALE}),
    # The finale loops back to research on critical questions or a failed verify (seed 002).
    Phase.FINALE: frozenset({Phase.RESEARCH, Phase.COMPLETE}),
    Phase.COMPLETE: frozenset({Phase.RESEARCH}),
}

STATUS_TRANSITIONS: dict[Status, frozenset[Status]] = {
    Status.IN_PROGRESS: frozenset({Status.PAUSED, Status.ERROR, Status.COMPLETE}),
    Status.PAUSED: frozenset({Status.IN_PROGRESS}),
    Status.ERROR: frozenset({Status.IN_PROGRESS}),
    Status.COMPLETE: frozenset({Status.IN_PROGRESS}),
}


class InvalidTransitionError(ValueError):
    """A phase or status change the state machine does not allow."""


class GapKind(StrEnum):
    PERSON = "person"
    CLAIM = "claim"
    CONTRADICTION = "contradiction"
    CAPTURE = "capture"
    STEP = "step"
    OTHER = "other"


class Gap(BaseModel):
    """An open thread that drives the next iteration."""

    model_config = ConfigDict(extra="forbid")

    description: str
    kind: GapKind = GapKind.OTHER
    ref: str | None = None
    iteration: int = 0


def format_source_id(number: int) -> str:
    """``1 -> "S001"``; IDs past 999 simply grow (S1000)."""
    return f"S{number:03d}"


def parse_source_id(source_id: str) -> int:
    """``"S048" -> 48``; ValueError for anything else."""
    match = SOURCE_ID_PATTERN.match(source_id)
    if not match:
        raise ValueError(f"not a source ID: {source_id!r} (expected S001, S002, ...)")
    return int(match.group(1))


class CaseState(BaseModel):
    """Every field of the seed-002 ``_state.json`` schema, validated."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    case_id: str = Field(min_length=1)
    topic: str = Field(min_length=1)
    status: Status = Status.IN_PROGRESS
    current_iteration: int = Field(default=0, ge=0)
    current_phase: Phase = Phase.SETUP
    next_source_id: str = "S001"
    people_count: int = Field(default=0, ge=0)
    entities_count: int = Field(default=0, ge=0)
    sources_count: int = Field(default=0, ge=0)
    gaps: list[Gap] = Field(default_factory=list)
    verification_passed: bool = False
    last_verification: datetime | None = None
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)

    @field_validator("next_source_id")
    @classmethod
    def _check_source_id(cls, value: str) -> str:
        parse_source_id(value)
        return value

    @field_validator("gaps", mode="before")
    @classmethod
    def _gaps_from_strings(cls, value: Any) -> Any:
        # The seed writes gaps as plain strings; accept them.
        if isinstance(value, list):
            return [{"description": g} if isinstance(g, str) else g for g in value]
        return value

    @field_serializer("last_verification", "created_at", "updated_at")
    def _serialize_time(self, value: datetime | None) -> str | None:
        return None if value is None else format_timestamp(value)

    def move_to(self, phase: Phase) -> None:
        """Change phase, enforcing the state machine; staying in the same phase is a resume."""
        if phase != self.current_phase and phase not in PHASE_TRANSITIONS[self.current_phase]:
            raise InvalidTransitionError(f"phase {self.current_phase} cannot move to {phase}")
        self.current_phase = phase

    def set_status(self, status: Status) -> None:
        """Change status, enforcing the allowed transitions."""
        if status != self.status and status not in STATUS_TRANSITIONS[self.status]:
            raise InvalidTransitionError(f"status {self.status} cannot change to {status}")
        self.status = status

    def allocate_source_id(self) -> str:
        """Hand out the next source ID and advance the counter (call under the case lock)."""
        current = self.next_source_id
        self.next_source_id = format_source_id(parse_source_id(current) + 1)
        return current

    def to_json(self) -> str:
        """The file text: stable key order, two-space indent, trailing newline."""
        return self.model_dump_json(indent=2) + "\n"
