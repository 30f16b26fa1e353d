from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from investigate.case.state import (
    PHASE_TRANSITIONS,
    CaseState,
    InvalidTransitionError,
    Phase,
    Status,
    format_source_id,
    parse_source_id,
)

SEED_002_FIELDS = {
    "case_id",
    "topic",
    "status",
    "current_iteration",
    "current_phase",
    "next_source_id",
    "people_count",
    "entities_count",
    "sources_count",
    "gaps",
    "verification_passed",
    "last_verification",
    "created_at",
    "updated_at",
}


def test_new_state_has_every_seed_field_and_defaults() -> None:
    state = CaseState(case_id="ftx-collapse", topic="FTX collapse")
    data = json.loads(state.to_json())
    assert set(data) == SEED_002_FIELDS
    assert data["status"] == "IN_PROGRESS"
    assert data["current_phase"] == "SETUP"
    assert data["next_source_id"] == "S001"
    assert data["created_at"].endswith("Z")


def test_seed_example_loads_with_string_gaps() -> None:
    seed = {
        "case_id": "topic-slug",
        "topic": "Original investigation topic",
        "status": "IN_PROGRESS",
        "current_iteration": 5,
        "current_phase": "VERIFICATION",
        "next_source_id": "S048",
        "people_count": 12,
        "entities_count": 8,
        "sources_count": 47,
        "gaps": ["gap1", "gap2"],
        "verification_passed": False,
        "last_verification": "2026-01-08T10:30:00Z",
        "created_at": "2026-01-07T09:00:00Z",
        "updated_at": "2026-01-08T10:30:00Z",
    }
    state = CaseState.model_validate(seed)
    assert [g.description for g in state.gaps] == ["gap1", "gap2"]
    assert json.loads(state.to_json())["last_verification"] == "2026-01-08T10:30:00Z"


@pytest.mark.parametrize(
    "bad",
    [
        {"status": "DONE"},
        {"current_phase": "WRITING"},
        {"next_source_id": "48"},
        {"current_iteration": -1},
        {"unknown_field": 1},
    ],
)
def test_invalid_values_are_rejected(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        CaseState.model_validate({"case_id": "x", "topic": "x", **bad})


def test_phase_machine_follows_seed_002() -> None:
    state = CaseState(case_id="x", topic="x")
    for phase in (
        Phase.RESEARCH,
        Phase.EXTRACTION,
        Phase.QUESTIONS,
        Phase.INVESTIGATION,
        Phase.VERIFICATION,
        Phase.SYNTHESIS,
        Phase.FINALE,
        Phase.COMPLETE,
    ):
        state.move_to(phase)
    assert state.current_phase is Phase.COMPLETE


def test_questions_are_optional_and_verification_can_loop_back() -> None:
    state = CaseState(case_id="x", topic="x", current_phase=Phase.EXTRACTION)
    state.move_to(Phase.INVESTIGATION)
    state.move_to(Phase.VERIFICATION)
    state.move_to(Phase.RESEARCH)
    assert state.current_phase is Phase.RESEARCH


@pytest.mark.parametrize(
    ("start", "target"),
    [(Phase.SETUP, Phase.SYNTHESIS), (Phase.RESEARCH, Phase.FINALE), (Phase.INVESTIGATION, Phase.COMPLETE)],
)
def test_illegal_phase_jumps_raise(start: Phase, target: Phase) -> None:
    state = CaseState(case_id="x", topic="x", current_phase=start)
    with pytest.raises(InvalidTransitionError):
        state.move_to(target)
    assert state.current_phase is start


def test_every_phase_has_a_way_forward() -> None:
    assert set(PHASE_TRANSITIONS) == set(Phase)
    assert all(PHASE_TRANSITIONS[p] for p in Phase)


def test_status_transitions() -> None:
    state = CaseState(case_id="x", topic="x")
    state.set_status(Status.PAUSED)
    with pytest.raises(InvalidTransitionError):
        state.set_status(Status.COMPLETE)
    state.set_status(Status.IN_PROGRESS)
    state.set_status(Status.COMPLETE)


def test_source_ids_are_allocated_in_order_and_grow_past_999() -> None:
    state = CaseState(case_id="x", topic="x")
    assert [state.allocate_source_id() for _ in range(3)] == ["S001", "S002", "S003"]
    assert state.next_source_id == "S004"
    assert format_source_id(1000) == "S1000"
    assert parse_source_id("S1000") == 1000
    with pytest.raises(ValueError):
        parse_source_id("S12")
