"""Pydantic models of a pathway definition (mirrors ``pathways/schema.json``) and its static checks.

A pathway is a list of levels in definition order. Each level owns branches; a branch fires when its
condition holds on that level's output and then schedules later levels (``next``) and/or applies
actions (flag, cap, terminate, upgrade, downgrade, redirect, spawn). ``ALWAYS`` fires
unconditionally. Branches may only point forward to a deeper level, so no chain can loop and depth
never exceeds 4.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

EvidenceType = Literal["SCI", "GOV", "ORG", "EXP", "STA", "FIN", "DOC", "MED", "HIS", "TES", "TEC"]
EVIDENCE_TYPES: tuple[str, ...] = (
    "SCI",
    "GOV",
    "ORG",
    "EXP",
    "STA",
    "FIN",
    "DOC",
    "MED",
    "HIS",
    "TES",
    "TEC",
)
Confidence = Literal["V", "P", "U", "D", "R"]
Operator = Literal[
    "equals", "notEquals", "contains", "greaterThan", "lessThan", "in", "notIn", "exists", "notExists"
]
OutputType = Literal["string", "number", "integer", "boolean", "array", "object"]
LevelId = Annotated[str, Field(pattern=r"^[1-4][A-Z]?$")]
PathwayId = Annotated[str, Field(pattern=r"^P-[A-Z]{2,4}$")]
MAX_DEPTH = 4


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Leaf(_Model):
    """One test of one output field (operators: seed 000 Appendix A plus ``notIn``)."""

    field: str = Field(min_length=1)
    operator: Operator
    value: Any = None

    @model_validator(mode="after")
    def _value_fits_operator(self) -> Leaf:
        op, value = self.operator, self.value
        if op in ("exists", "notExists"):
            if value is not None:
                raise ValueError(f"{op} takes no value")
        elif op in ("in", "notIn"):
            if not isinstance(value, list) or not value:
                raise ValueError(f"{op} needs a non-empty list value")
        elif op in ("greaterThan", "lessThan"):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{op} needs a number value")
        elif value is None:
            raise ValueError(f"{op} needs a value")
        return self


class AllOf(_Model):
    """Holds when every part holds (a conjunction, e.g. ``funderType in [...] AND conflictsFound = false``)."""

    all: list[Condition] = Field(min_length=1)


class AnyOf(_Model):
    """Holds when at least one part holds (e.g. ``RR > 2 or RR < 0.5``)."""

    any: list[Condition] = Field(min_length=1)


Condition = Leaf | AllOf | AnyOf


class FlagAction(_Model):
    action: Literal["flag"]
    flag: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    severity: Literal["minor", "major"]


class CapAction(_Model):
    action: Literal["cap"]
    at: Literal["P", "U"]
    reason: str = Field(min_length=1)


class TerminateAction(_Model):
    """Stop the chain; with a confidence, that is the item's final confidence (no scoring)."""

    action: Literal["terminate"]
    confidence: Confidence | None = None
    reason: str = Field(min_length=1)


class UpgradeAction(_Model):
    action: Literal["upgrade"]
    reason: str = Field(min_length=1)


class DowngradeAction(_Model):
    action: Literal["downgrade"]
    reason: str = Field(min_length=1)


class RedirectAction(_Model):
    """End this chain; the evidence found continues on the pathway of its own type."""

    action: Literal["redirect"]
    evidenceTypeField: str
    descriptionField: str


class SpawnAction(_Model):
    """Start another pathway for evidence found here; this chain continues."""

    action: Literal["spawn"]
    pathway: PathwayId
    descriptionField: str


Action = Annotated[
    FlagAction | CapAction | TerminateAction | UpgradeAction | DowngradeAction | RedirectAction | SpawnAction,
    Field(discriminator="action"),
]


class Branch(_Model):
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    text: str = Field(min_length=1, description="The seed's wording of the branch")
    when: Literal["ALWAYS"] | Condition
    next: list[LevelId] = Field(default_factory=list)
    actions: list[Action] = Field(default_factory=list)
    priority: Literal["critical", "high", "medium", "low"] = "medium"

    @model_validator(mode="after")
    def _does_something(self) -> Branch:
        if not self.next and not self.actions:
            raise ValueError(f"branch {self.id} neither schedules a level nor acts")
        ending = [a for a in self.actions if a.action in ("terminate", "redirect")]
        if ending and self.next:
            raise ValueError(f"branch {self.id} ends the chain ({ending[0].action}) but also has next levels")
        return self


class RequiredOutput(_Model):
    field: str = Field(pattern=r"^[a-z][A-Za-z0-9]*$")
    type: OutputType
    nullable: bool = False
    enum: list[str] | None = None
    description: str = Field(min_length=1)

    @model_validator(mode="after")
    def _enum_on_strings(self) -> RequiredOutput:
        if self.enum is not None and self.type != "string":
            raise ValueError(f"{self.field}: enum is only for string outputs")
        return self


class Task(_Model):
    purpose: str = Field(min_length=1)
    keyTasks: list[str] = Field(min_length=1)
    endState: str = Field(min_length=1)


class Level(_Model):
    id: LevelId
    depth: int = Field(ge=1, le=MAX_DEPTH)
    name: str = Field(min_length=1)
    workerTemplate: Literal["research", "review"] = "research"
    task: Task
    requiredOutputs: list[RequiredOutput] = Field(min_length=1)
    branches: list[Branch] = Field(default_factory=list)
    exit: str | None = None

    def output(self, name: str) -> RequiredOutput | None:
        """The required output called ``name``, if the level declares it."""
        return next((o for o in self.requiredOutputs if o.field == name), None)


class Trigger(_Model):
    evidenceType: EvidenceType | None = None
    consensusAbove: float | None = Field(default=None, gt=0, lt=1)
    conditions: list[Leaf] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_trigger(self) -> Trigger:
        if (self.evidenceType is None) == (self.consensusAbove is None):
            raise ValueError("a trigger names exactly one of evidenceType or consensusAbove")
        return self


class ExitCriteria(_Model):
    minimumSources: int | None = Field(default=None, ge=1)
    requiredLevels: int | None = Field(default=None, ge=1)
    timeoutMinutes: int | None = Field(default=None, ge=1)


class Pathway(_Model):
    schema_: str | None = Field(default=None, alias="$schema")
    id: PathwayId
    name: str = Field(min_length=1)
    version: str = Field(pattern=r"^\d+\.\d+\.\d+$")
    rationale: str = ""
    trigger: Trigger
    maxDepth: int = Field(ge=1, le=MAX_DEPTH)
    levels: list[Level] = Field(min_length=1)
    exitCriteria: ExitCriteria = Field(default_factory=ExitCriteria)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def level(self, level_id: str) -> Level:
        """The level with id ``level_id`` (KeyError if there is none)."""
        for level in self.levels:
            if level.id == level_id:
                return level
        raise KeyError(f"{self.id} has no level {level_id}")

    def order(self, level_id: str) -> int:
        """Position of a level in definition order (levels always run in this order)."""
        return next(i for i, level in enumerate(self.levels) if level.id == level_id)

    def predecessors(self, level_id: str) -> list[Level]:
        """Levels with a branch that schedules ``level_id``."""
        return [lv for lv in self.levels if any(level_id in b.next for b in lv.branches)]

    @model_validator(mode="after")
    def _structure(self) -> Pathway:
        check_structure(self)
        return self


def check_structure(pathway: Pathway) -> None:
    """Static checks the JSON Schema cannot express; ValueError naming the first problem."""
    ids = [lv.id for lv in pathway.levels]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{pathway.id}: duplicate level ids")
    first = pathway.levels[0]
    if first.id != "1" or first.depth != 1:
        raise ValueError(f"{pathway.id}: the first level must be id 1 at depth 1")
    branch_ids: set[str] = set()
    for index, level in enumerate(pathway.levels):
        where = f"{pathway.id} level {level.id}"
        if int(level.id[0]) != level.depth:
            raise ValueError(f"{where}: id does not match depth {level.depth}")
        if level.depth > pathway.maxDepth:
            raise ValueError(f"{where}: depth {level.depth} exceeds maxDepth {pathway.maxDepth}")
        if index and level.depth < pathway.levels[index - 1].depth:
            raise ValueError(f"{where}: levels must be listed by depth")
        fields = [o.field for o in level.requiredOutputs]
        if len(set(fields)) != len(fields):
            raise ValueError(f"{where}: duplicate required outputs")
        for branch in level.branches:
            if branch.id in branch_ids:
                raise ValueError(f"{pathway.id}: duplicate branch id {branch.id}")
            branch_ids.add(branch.id)
            _check_branch(pathway, level, branch)
        if index and not pathway.predecessors(level.id):
            raise ValueError(f"{where}: no branch leads to this level")


def _check_branch(pathway: Pathway, level: Level, branch: Branch) -> None:
    where = f"{pathway.id} branch {branch.id}"
    for target in branch.next:
        try:
            nxt = pathway.level(target)
        except KeyError:
            raise ValueError(f"{where}: next level {target} does not exist") from None
        if nxt.depth <= level.depth:
            raise ValueError(f"{where}: next level {target} is not deeper than level {level.id}")
    if branch.when != "ALWAYS":
        for leaf in leaves(branch.when):
            _check_leaf(level, leaf, where)
    for action in branch.actions:
        if isinstance(action, RedirectAction | SpawnAction):
            names = [action.descriptionField]
            if isinstance(action, RedirectAction):
                names.append(action.evidenceTypeField)
                typed = level.output(action.evidenceTypeField)
                if typed is not None and set(typed.enum or []) != set(EVIDENCE_TYPES):
                    raise ValueError(f"{where}: {action.evidenceTypeField} must enumerate the evidence types")
            for name in names:
                if level.output(name) is None:
                    raise ValueError(f"{where}: {name} is not a required output of level {level.id}")


def _check_leaf(level: Level, leaf: Leaf, where: str) -> None:
    output = level.output(leaf.field)
    if output is None:
        raise ValueError(
            f"{where}: condition field {leaf.field} is not a required output of level {level.id}"
        )
    values = leaf.value if leaf.operator in ("in", "notIn") else [leaf.value]
    if leaf.operator in ("exists", "notExists"):
        if not output.nullable:
            raise ValueError(f"{where}: {leaf.operator} on {leaf.field}, which is never null")
        return
    if leaf.operator in ("greaterThan", "lessThan") and output.type not in ("number", "integer"):
        raise ValueError(f"{where}: {leaf.operator} on non-numeric output {leaf.field}")
    if leaf.operator == "contains":
        if output.type not in ("string", "array"):
            raise ValueError(f"{where}: contains on {output.type} output {leaf.field}")
        return
    if leaf.operator in ("equals", "notEquals", "in", "notIn"):
        for value in values:
            if output.type == "boolean" and not isinstance(value, bool):
                raise ValueError(f"{where}: {leaf.field} is boolean, compared with {value!r}")
            if output.type == "string" and not isinstance(value, str):
                raise ValueError(f"{where}: {leaf.field} is a string, compared with {value!r}")
            if output.enum is not None and value not in output.enum:
                raise ValueError(f"{where}: {value!r} is not one of {leaf.field}'s values {output.enum}")


def leaves(condition: Condition) -> list[Leaf]:
    """Every leaf test inside a condition."""
    if isinstance(condition, Leaf):
        return [condition]
    parts = condition.all if isinstance(condition, AllOf) else condition.any
    return [leaf for part in parts for leaf in leaves(part)]


AllOf.model_rebuild()
AnyOf.model_rebuild()
Branch.model_rebuild()
