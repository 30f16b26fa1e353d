"""Which pathway outputs feed which confidence-scorer inputs (seed 000 section 7).

Every rule and modifier of the scorer reads only what a level of some pathway really returns:
the table ``pathways/signals.json`` names, per entry, the pathway, the scorer input, the reason the
rationale shows and a condition over that chain's level outputs. A condition is a branch condition
(same operators and missing-field semantics, :mod:`investigate.pathways.conditions`) whose fields
are ``<level id>.<required output>``, or ``<level id>`` alone: that level returned a valid output.
``tests/test_pathway_scoring.py`` checks that every entry names real required outputs and that
every scorer input is fed by at least one entry. Besides the table:

- confirmations (rules 3-4) are the distinct citations any level returns with
  ``relation: "confirms"``, rated by the citation's ``sourceRating``; a citation with
  ``relation: "contradicts"`` rated at least as well as the best confirmation is contradictory
  evidence of equal quality (rule 2);
- bias flags (rules 3-4) are the ``flag`` actions of the branches taken (``severity`` minor/major);
- caps, upgrades, downgrades and terminations come from branch actions as well.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from investigate.pathways import conditions
from investigate.pathways.models import Condition, leaves
from investigate.resources import data_dir

Levels = Mapping[str, Mapping[str, Any]]  # level id -> that level's signals (findings + branchSignals)

INPUTS = (
    "retracted",  # rule 1
    "contradicted",  # rule 2
    "methodology-sound",  # rule 3
    "methodology-unsound",  # rule 3
    "cap-industry-no-replication",  # modifier: cannot exceed P
    "cap-testimonial-only",  # modifier: cannot exceed P
    "cap-low-hierarchy",  # modifier: cannot exceed P
    "cap-small-sample",  # modifier: cannot exceed P
    "downgrade-p-hacking",  # modifier: downgrade one level (p-hacking or cherry-picking)
    "upgrade-large-effect",  # modifier: upgrade one level
    "upgrade-dose-response",  # modifier: upgrade one level
)
# The contrarian modifier ("downgrade one level") is the P-CON branch con-2-lower's downgrade action,
# applied to the claim by investigate.pathways.scoring.score_claim.

SIGNALS_FILE = "signals.json"


class FieldSignal(BaseModel):
    """One table entry: when ``when`` holds on a ``pathway`` chain, ``input`` is fed with ``reason``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    pathway: str = Field(pattern=r"^P-[A-Z]{3}$")
    input: str
    reason: str = Field(min_length=1)
    when: Condition

    @field_validator("input")
    @classmethod
    def _known_input(cls, value: str) -> str:
        if value not in INPUTS:
            raise ValueError(f"unknown scorer input {value!r}; one of {', '.join(INPUTS)}")
        return value

    @property
    def fields(self) -> tuple[tuple[str, str], ...]:
        """The (level id, required output) pairs the condition reads."""
        pairs = (leaf.field.partition(".") for leaf in leaves(self.when))
        return tuple(dict.fromkeys((level, name) for level, dot, name in pairs if dot))


class SignalTable(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    comment: list[str] = Field(default_factory=list, alias="$comment")
    signals: list[FieldSignal]


def flatten(levels: Levels) -> dict[str, Any]:
    """``{"<level>.<field>": value}`` for every level's signals, and ``{"<level>": True}`` per level."""
    flat: dict[str, Any] = {}
    for level_id, signals in levels.items():
        flat[level_id] = True
        flat.update({f"{level_id}.{name}": value for name, value in signals.items()})
    return flat


def load_table() -> tuple[FieldSignal, ...]:
    """The entries of ``pathways/signals.json``, validated."""
    data = json.loads((data_dir("pathways") / SIGNALS_FILE).read_text(encoding="utf-8"))
    return tuple(SignalTable.model_validate(data).signals)


FIELD_SIGNALS: tuple[FieldSignal, ...] = load_table()


def fired(pathway_id: str, levels: Levels) -> list[FieldSignal]:
    """The table entries of ``pathway_id`` whose test holds on the chain's level signals."""
    flat = flatten(levels)
    return [
        entry
        for entry in FIELD_SIGNALS
        if entry.pathway == pathway_id and conditions.evaluate(entry.when, flat)
    ]
