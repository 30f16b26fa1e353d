"""Branch condition evaluation: the operators of seed 000 Appendix A plus ``notIn``.

Semantics (explicit where the seed's JavaScript was accidental):

- A field that is absent or null is *missing*. Only ``exists`` / ``notExists`` test presence; every
  other operator is false on a missing field, ``notEquals`` and ``notIn`` included (a value that is
  not there is not evidence of anything).
- No coercion between types. ``equals`` is true only for the same kind of value (booleans never
  equal numbers; ``1`` equals ``1.0``). ``greaterThan`` / ``lessThan`` need a real number on both
  sides (a numeric string or a boolean is a mismatch: false). ``contains`` is substring on a string
  field and membership on an array field; false on anything else. ``in`` / ``notIn`` compare each
  list entry with ``equals``; ``notIn`` is false on a missing field.
- ``notEquals`` is the negation of ``equals`` on a present field (so a type mismatch is "not equal").
- ``ALWAYS`` always holds; ``all`` / ``any`` combine conditions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from investigate.pathways.models import AllOf, AnyOf, Condition, Leaf


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def same(a: Any, b: Any) -> bool:
    """Strict equality: equal values of the same kind (numbers compare across int/float)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if _number(a) and _number(b):
        return bool(a == b)
    return type(a) is type(b) and bool(a == b)


def evaluate_leaf(leaf: Leaf, signals: Mapping[str, Any]) -> bool:
    """Evaluate one test against a level's signals."""
    value = signals.get(leaf.field)
    missing = value is None
    op, expected = leaf.operator, leaf.value
    if op == "exists":
        return not missing
    if op == "notExists":
        return missing
    if missing:
        return False
    if op == "equals":
        return same(value, expected)
    if op == "notEquals":
        return not same(value, expected)
    if op == "contains":
        if isinstance(value, str):
            return isinstance(expected, str) and expected in value
        if isinstance(value, list):
            return any(same(item, expected) for item in value)
        return False
    if op in ("greaterThan", "lessThan"):
        if not (_number(value) and _number(expected)):
            return False
        return bool(value > expected) if op == "greaterThan" else bool(value < expected)
    if op in ("in", "notIn"):
        if not isinstance(expected, list):
            return False
        found = any(same(value, option) for option in expected)
        return found if op == "in" else not found
    return False  # unreachable: the models reject unknown operators


def evaluate(condition: Condition | Literal["ALWAYS"], signals: Mapping[str, Any]) -> bool:
    """Evaluate a branch condition (``ALWAYS``, a test, or an ``all`` / ``any`` combination)."""
    if condition == "ALWAYS":
        return True
    if isinstance(condition, Leaf):
        return evaluate_leaf(condition, signals)
    if isinstance(condition, AllOf):
        return all(evaluate(part, signals) for part in condition.all)
    if isinstance(condition, AnyOf):
        return any(evaluate(part, signals) for part in condition.any)
    raise TypeError(f"not a condition: {condition!r}")
