"""The records pathways read and write: evidence items, claims and level outputs (seed 000 LevelOutput)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from investigate.pathways.models import EvidenceType

SourceRating = Literal["A", "B", "C", "D", "E", "F"]
InfoRating = Literal["1", "2", "3", "4", "5", "6"]
Direction = Literal["supports", "contradicts", "contextual"]


class ItemCitation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = ""
    url: str | None = None
    pmid: str | None = None
    doi: str | None = None


class EvidenceItem(BaseModel):
    """One classified piece of evidence (seed 000 evidence manifest item)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[eE]\d+(\.\d+)*$")
    type: EvidenceType
    sourceRating: SourceRating = "F"
    infoRating: InfoRating = "6"
    description: str = Field(min_length=1)
    citation: ItemCitation = Field(default_factory=ItemCitation)
    sourceId: str | None = None
    directions: dict[str, Direction] = Field(
        default_factory=dict, description="Direction of this item toward each claim id"
    )
    derivedFrom: str | None = None

    @property
    def pathway_id(self) -> str:
        """The pathway this item's type triggers."""
        return f"P-{self.type}"


class Claim(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    text: str = Field(min_length=1)


class Citation(BaseModel):
    """A source a level cites; ``relation`` says whether it confirms or contradicts the evidence."""

    model_config = ConfigDict(extra="allow")

    text: str
    url: str | None = None
    pmid: str | None = None
    year: str | None = None
    sourceRating: SourceRating | None = None
    relation: Literal["confirms", "contradicts", "context"] = "context"


class LevelReport(BaseModel):
    """What a level worker returns: the seed's LevelOutput without the ids the engine owns."""

    model_config = ConfigDict(extra="forbid")

    evidenceFound: bool
    sourceRating: SourceRating
    infoRating: InfoRating
    findings: dict[str, Any]
    branchSignals: dict[str, Any] = Field(default_factory=dict)
    citations: list[Citation] = Field(default_factory=list)
    nextEvidenceTypes: list[EvidenceType] = Field(default_factory=list)

    def signals(self) -> dict[str, Any]:
        """What branch conditions read: the findings, overridden by explicit branch signals."""
        return {**self.findings, **self.branchSignals}


class LevelOutput(LevelReport):
    """One level's record, written to ``investigation/P-XXX-eN-LK.json`` (seed 000 LevelOutput)."""

    pathwayId: str
    level: str
    depth: int
    evidenceId: str
    status: Literal["ok", "gap"] = "ok"
    gap: str | None = None
    attempts: int = 1


def gap_output(
    pathway_id: str, level: str, depth: int, evidence_id: str, reason: str, attempts: int
) -> LevelOutput:
    """The record of a level that produced no valid output."""
    return LevelOutput(
        pathwayId=pathway_id,
        level=level,
        depth=depth,
        evidenceId=evidence_id,
        evidenceFound=False,
        sourceRating="F",
        infoRating="6",
        findings={},
        status="gap",
        gap=reason,
        attempts=attempts,
    )
