"""Condition operators (seed 000 Appendix A + notIn): values, missing fields and type mismatches."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from investigate.pathways.conditions import evaluate
from investigate.pathways.models import AllOf, AnyOf, Leaf


def holds(field: str, operator: str, value: Any, signals: dict[str, Any]) -> bool:
    leaf = Leaf(field=field, operator=operator, value=value)  # type: ignore[arg-type]
    return evaluate(leaf, signals)


CASES = [
    # operator, expected value, field value, result
    ("equals", "high", "high", True),
    ("equals", "high", "High", False),
    ("equals", True, True, True),
    ("equals", True, 1, False),  # no bool/number coercion
    ("equals", 1, True, False),
    ("equals", 0, 0, True),
    ("equals", 1, 1.0, True),  # numbers compare across int/float
    ("equals", "1", 1, False),  # no string/number coercion
    ("notEquals", "high", "low", True),
    ("notEquals", "high", "high", False),
    ("notEquals", True, "true", True),  # mismatch is "not equal"
    ("contains", "shell", "a shell company", True),
    ("contains", "trust", "a shell company", False),
    ("contains", "FDA", ["FDA", "FTC"], True),
    ("contains", "EPA", ["FDA", "FTC"], False),
    ("contains", "1", 123, False),  # not a string or array: false, no String() coercion
    ("greaterThan", 2, 3.5, True),
    ("greaterThan", 2, 2, False),
    ("greaterThan", 2, "3", False),  # numeric string is a mismatch
    ("greaterThan", 0, True, False),  # booleans are not numbers
    ("lessThan", 30, 29, True),
    ("lessThan", 30, 30, False),
    ("lessThan", 30, "29", False),
    ("in", ["rct", "crossover-rct"], "rct", True),
    ("in", ["rct", "crossover-rct"], "cohort", False),
    ("in", [1, 2], True, False),
    ("notIn", ["rct"], "cohort", True),
    ("notIn", ["rct"], "rct", False),
]


@pytest.mark.parametrize(("operator", "value", "actual", "expected"), CASES)
def test_operator(operator: str, value: Any, actual: Any, expected: bool) -> None:
    assert holds("x", operator, value, {"x": actual}) is expected


@pytest.mark.parametrize(
    ("operator", "value"),
    [
        ("equals", "a"),
        ("notEquals", "a"),
        ("contains", "a"),
        ("greaterThan", 1),
        ("lessThan", 1),
        ("in", ["a"]),
        ("notIn", ["a"]),
    ],
)
@pytest.mark.parametrize("signals", [{}, {"x": None}], ids=["absent", "null"])
def test_every_value_operator_is_false_on_a_missing_field(
    operator: str, value: Any, signals: dict[str, Any]
) -> None:
    assert holds("x", operator, value, signals) is False


@pytest.mark.parametrize(
    ("signals", "exists"),
    [
        ({}, False),
        ({"x": None}, False),
        ({"x": 0}, True),
        ({"x": ""}, True),
        ({"x": False}, True),
        ({"x": []}, True),
    ],
)
def test_exists_and_not_exists(signals: dict[str, Any], exists: bool) -> None:
    assert holds("x", "exists", None, signals) is exists
    assert holds("x", "notExists", None, signals) is (not exists)


def test_always_and_combinations() -> None:
    assert evaluate("ALWAYS", {}) is True
    rr_big = AnyOf(
        any=[
            Leaf(field="rr", operator="greaterThan", value=2),
            Leaf(field="rr", operator="lessThan", value=0.5),
        ]
    )
    cond = AllOf(all=[rr_big, Leaf(field="conf", operator="equals", value="low")])
    assert evaluate(cond, {"rr": 3, "conf": "low"})
    assert evaluate(cond, {"rr": 0.3, "conf": "low"})
    assert not evaluate(cond, {"rr": 1.5, "conf": "low"})
    assert not evaluate(cond, {"rr": 3, "conf": "high"})
    assert not evaluate(cond, {"conf": "low"})


@pytest.mark.parametrize(
    ("operator", "value"),
    [
        ("in", "rct"),
        ("notIn", []),
        ("greaterThan", "2"),
        ("lessThan", True),
        ("exists", 1),
        ("equals", None),
        ("matches", "x"),
    ],
)
def test_malformed_conditions_are_rejected_when_loaded(operator: str, value: Any) -> None:
    with pytest.raises(ValidationError):
        Leaf(field="x", operator=operator, value=value)  # type: ignore[arg-type]
