"""One pathway chain as a state machine: which level runs next and what each level's branches do.

Shared by the deterministic trace (outputs from a file) and the engine (outputs from workers), so
both take exactly the same branches. Rules:

- Levels run in definition order; a level runs at most once, when a fired branch scheduled it.
- A level's branches are evaluated against that level's own output only (findings overlaid by
  branchSignals); every branch that holds fires, in definition order, and all their actions apply.
- ``terminate`` and ``redirect`` end the chain (they win over ``next`` of other fired branches).
- A level that produced no valid output is a gap: only its ``ALWAYS`` branches fire.
- ``parent`` of a level is the latest executed level that scheduled it.
- A valid output's ``nextEvidenceTypes`` (seed 000: "new evidence types discovered that should
  trigger additional pathways"; section 5: "when a pathway discovers new evidence of a different
  type ... spawns" it) are spawns too, after the branch actions: one per type, except the chain's
  own type and pathways this chain already spawned or redirected to. The spawned item describes
  what was found in terms of the subject, since the seed's output carries only the type.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from investigate.pathways import conditions
from investigate.pathways.models import (
    EVIDENCE_TYPES,
    CapAction,
    DowngradeAction,
    FlagAction,
    Pathway,
    RedirectAction,
    SpawnAction,
    TerminateAction,
    UpgradeAction,
)
from investigate.pathways.records import LevelOutput

DISCOVERED = "nextEvidenceTypes"  # the "branch" of a spawn that a level's nextEvidenceTypes asked for


@dataclass(frozen=True)
class Flag:
    flag: str
    severity: str
    level: str
    branch: str


@dataclass(frozen=True)
class Cap:
    at: str
    reason: str
    level: str
    branch: str


@dataclass(frozen=True)
class Adjustment:
    direction: str  # "upgrade" | "downgrade"
    reason: str
    level: str
    branch: str


@dataclass(frozen=True)
class Spawn:
    pathway: str
    description: str
    level: str
    branch: str


@dataclass(frozen=True)
class Redirect:
    pathway: str
    evidenceType: str
    description: str
    level: str
    branch: str


@dataclass(frozen=True)
class Termination:
    confidence: str | None
    reason: str
    level: str
    branch: str


@dataclass(frozen=True)
class ChainGap:
    level: str
    reason: str


@dataclass
class Chain:
    """The state of one chain: scheduled levels, outputs so far, and everything its branches did."""

    pathway: Pathway
    subject: str = ""  # the evidence description (or claim text), for discovered evidence
    pending: set[str] = field(default_factory=lambda: {"1"})
    parents: dict[str, str] = field(default_factory=dict)
    executed: list[str] = field(default_factory=list)
    outputs: dict[str, LevelOutput] = field(default_factory=dict)
    fired: dict[str, list[str]] = field(default_factory=dict)
    flags: list[Flag] = field(default_factory=list)
    caps: list[Cap] = field(default_factory=list)
    adjustments: list[Adjustment] = field(default_factory=list)
    spawns: list[Spawn] = field(default_factory=list)
    redirect: Redirect | None = None
    terminated: Termination | None = None
    gaps: list[ChainGap] = field(default_factory=list)
    unrun: list[str] = field(default_factory=list)

    def next_level(self) -> str | None:
        """Take the next scheduled level (definition order), or None when the chain is done."""
        if not self.pending:
            return None
        level_id = min(self.pending, key=self.pathway.order)
        self.pending.discard(level_id)
        return level_id

    def parent_of(self, level_id: str) -> str | None:
        return self.parents.get(level_id)

    def stop(self, reason: str) -> None:
        """End the chain early (budget, depth); scheduled levels are recorded as not run."""
        for level_id in sorted(self.pending, key=self.pathway.order):
            self.unrun.append(level_id)
            self.gaps.append(ChainGap(level_id, reason))
        self.pending.clear()

    def record(self, level_id: str, output: LevelOutput) -> None:
        """Store a level's output and apply every branch of that level that holds on it."""
        level = self.pathway.level(level_id)
        self.executed.append(level_id)
        self.outputs[level_id] = output
        if output.status == "gap":
            self.gaps.append(ChainGap(level_id, output.gap or "no valid output"))
        signals: dict[str, Any] = output.signals() if output.status == "ok" else {}
        taken: list[str] = []
        schedule: list[str] = []
        for branch in level.branches:
            holds = branch.when == "ALWAYS" or (
                output.status == "ok" and conditions.evaluate(branch.when, signals)
            )
            if not holds:
                continue
            taken.append(branch.id)
            schedule.extend(branch.next)
            for action in branch.actions:
                self._apply(action, signals, level_id, branch.id)
        self.fired[level_id] = taken
        if output.status == "ok":
            self._discovered(output.nextEvidenceTypes, level_id)
        if self.terminated is not None or self.redirect is not None:
            self.pending.clear()
            return
        for target in schedule:
            self.pending.add(target)
            self.parents[target] = level_id

    def _apply(self, action: Any, signals: dict[str, Any], level_id: str, branch_id: str) -> None:
        if isinstance(action, FlagAction):
            self.flags.append(Flag(action.flag, action.severity, level_id, branch_id))
        elif isinstance(action, CapAction):
            self.caps.append(Cap(action.at, action.reason, level_id, branch_id))
        elif isinstance(action, UpgradeAction | DowngradeAction):
            self.adjustments.append(Adjustment(action.action, action.reason, level_id, branch_id))
        elif isinstance(action, TerminateAction):
            if self.terminated is None:
                self.terminated = Termination(action.confidence, action.reason, level_id, branch_id)
        elif isinstance(action, SpawnAction):
            description = signals.get(action.descriptionField)
            if isinstance(description, str) and description.strip():
                self.spawns.append(Spawn(action.pathway, description.strip(), level_id, branch_id))
            else:
                self.gaps.append(
                    ChainGap(level_id, f"spawn of {action.pathway} has no {action.descriptionField}")
                )
        elif isinstance(action, RedirectAction):
            kind = signals.get(action.evidenceTypeField)
            description = signals.get(action.descriptionField)
            if kind in EVIDENCE_TYPES and isinstance(description, str) and description.strip():
                if self.redirect is None:
                    self.redirect = Redirect(f"P-{kind}", str(kind), description.strip(), level_id, branch_id)
            else:
                # Without a type and a description there is nothing to redirect to: record it, end here.
                self.gaps.append(
                    ChainGap(
                        level_id, f"redirect needs {action.evidenceTypeField} and {action.descriptionField}"
                    )
                )
                if self.terminated is None:
                    self.terminated = Termination(None, "redirect target unknown", level_id, branch_id)

    def _discovered(self, kinds: Sequence[str], level_id: str) -> None:
        own = self.pathway.id.removeprefix("P-")
        if own not in EVIDENCE_TYPES:
            # P-CON runs in adjudication, after every investigation chain: what it comes across is
            # left in its level files for the next iteration, not launched from there.
            return
        launched = {s.pathway for s in self.spawns}
        if self.redirect is not None:
            launched.add(self.redirect.pathway)
        subject = self.subject or f"the evidence under {self.pathway.id}"
        for kind in dict.fromkeys(kinds):
            target = f"P-{kind}"
            if kind == own or target in launched:
                continue
            launched.add(target)
            description = f"{kind} evidence found while investigating: {subject}"
            self.spawns.append(Spawn(target, description, level_id, DISCOVERED))

    @property
    def taken_branches(self) -> list[str]:
        """Every branch id that fired, in execution order."""
        return [b for lid in self.executed for b in self.fired.get(lid, [])]
