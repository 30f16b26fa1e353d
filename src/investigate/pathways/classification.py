"""Evidence classification (seed 000 Appendix B) and Admiralty ratings (seed 000 section 3).

The model only answers questions (structured output, :class:`EvidenceAssessment`); code walks the
decision tree and the rating rules, so the type and ratings follow from the answers alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from investigate.pathways.models import EvidenceType

if TYPE_CHECKING:
    from investigate.pathways.records import InfoRating, SourceRating

T = TypeVar("T", bound=BaseModel)


class ClassificationAnswers(BaseModel):
    """Answers to the Appendix B questions, each strictly yes or no."""

    model_config = ConfigDict(extra="forbid")

    published_research: bool = Field(
        description="Is it a published research study (journal article, preprint, thesis)?"
    )
    government_data: bool = Field(description="Is it data from a government agency or regulatory body?")
    organization_claim: bool = Field(
        description="Is it a claim made by an organization (company, NGO, institution)?"
    )
    product_specs: bool = Field(description="Is the claim primarily about a product's specs or ingredients?")
    named_expert: bool = Field(description="Is it a statement by a named expert citing their expertise?")
    statistic: bool = Field(description="Is it primarily a specific number, percentage, or statistic?")
    money: bool = Field(description="Does it involve money, funding, or financial relationships?")
    primary_document: bool = Field(
        description="Is it a primary document (legal filing, contract, memo, patent)?"
    )
    news_report: bool = Field(description="Is it a news/media report?")
    historical: bool = Field(description="Is it a claim about historical events?")
    personal_account: bool = Field(description="Is it a personal account, testimonial, or review?")


class SourceFacts(BaseModel):
    """Facts about the source that decide its reliability letter A-F."""

    model_config = ConfigDict(extra="forbid")

    known_false_or_misleading: bool = Field(description="Known to produce false or misleading content")
    retracted: bool = Field(description="The source itself is retracted")
    sanctioned: bool = Field(description="A sanctioned organization")
    predatory_or_self_published: bool = Field(description="Predatory journal or self-published")
    anonymous: bool = Field(description="Anonymous source")
    undisclosed_methodology: bool = Field(description="Makes findings without disclosing methodology")
    peer_reviewed: bool = Field(description="Peer-reviewed publication")
    impact_factor: float | None = Field(description="Journal impact factor, null if unknown or not a journal")
    major_government_agency: bool = Field(description="A major government agency")
    court_verified: bool = Field(description="Verified by a court")
    established_news_organization: bool = Field(description="An established news organization")
    recognized_expert_body: bool = Field(description="A recognized expert body")
    institutional: bool = Field(
        description="Non-peer-reviewed but institutional (university, agency, company report)"
    )
    trade_publication: bool = Field(description="A trade publication")
    advocacy_with_disclosed_methodology: bool = Field(
        description="Advocacy organization that discloses its methodology"
    )
    has_track_record: bool = Field(description="The source has a known track record")


class CredibilityFacts(BaseModel):
    """Facts about the information that decide its credibility digit 1-6."""

    model_config = ConfigDict(extra="forbid")

    enough_information: bool = Field(description="There is enough information to evaluate it at all")
    independent_corroborations: int = Field(ge=0, description="Independent sources that corroborate it")
    contradicted_by_reliable_sources: bool = Field(description="Reliable sources contradict it")
    inconsistent_or_illogical: bool = Field(
        description="Inconsistent with other reporting or logically flawed"
    )
    logically_consistent: bool = Field(description="Internally and logically consistent")
    consistent_with_known_information: bool = Field(description="Consistent with some known information")


class EvidenceAssessment(BaseModel):
    """The model's structured answer for one evidence item."""

    model_config = ConfigDict(extra="forbid")

    answers: ClassificationAnswers
    source: SourceFacts
    credibility: CredibilityFacts


@dataclass(frozen=True)
class Node:
    """A question; each side is either a type or another node."""

    field: str
    yes: EvidenceType | Node
    no: EvidenceType | Node


# Appendix B, exactly: the first question answered yes decides; only an organisation's claim asks
# about product specs; nothing matched defaults to MED.
TREE = Node(
    "published_research", "SCI",
    Node("government_data", "GOV",
         Node("organization_claim", Node("product_specs", "TEC", "ORG"),
              Node("named_expert", "EXP",
                   Node("statistic", "STA",
                        Node("money", "FIN",
                             Node("primary_document", "DOC",
                                  Node("news_report", "MED",
                                       Node("historical", "HIS",
                                            Node("personal_account", "TES", "MED"))))))))),
)  # fmt: skip


@dataclass(frozen=True)
class Classification:
    type: EvidenceType
    path: list[tuple[str, bool]]  # (question field, answer) in the order asked


def classify(answers: ClassificationAnswers) -> Classification:
    """Walk the Appendix B tree with the model's answers."""
    node: EvidenceType | Node = TREE
    path: list[tuple[str, bool]] = []
    while isinstance(node, Node):
        answer = bool(getattr(answers, node.field))
        path.append((node.field, answer))
        node = node.yes if answer else node.no
    return Classification(node, path)


def rate_source(facts: SourceFacts) -> tuple[SourceRating, str]:
    """Admiralty source reliability A-F; disqualifying facts (E, then D) win over credentials."""
    if facts.known_false_or_misleading or facts.retracted or facts.sanctioned:
        return "E", "known false/misleading, retracted or sanctioned"
    if facts.predatory_or_self_published or facts.anonymous or facts.undisclosed_methodology:
        return "D", "self-published/predatory, anonymous or undisclosed methodology"
    impact = facts.impact_factor
    if (
        (facts.peer_reviewed and impact is not None and impact > 5)
        or facts.major_government_agency
        or facts.court_verified
    ):
        return "A", "peer-reviewed (IF > 5), major government agency or court-verified"
    if (
        (facts.peer_reviewed and (impact is None or impact >= 1))
        or facts.established_news_organization
        or facts.recognized_expert_body
    ):
        return "B", "peer-reviewed (IF 1-5), established news organization or recognized expert body"
    if (
        facts.peer_reviewed
        or facts.institutional
        or facts.trade_publication
        or facts.advocacy_with_disclosed_methodology
    ):
        return "C", "institutional, trade or advocacy with disclosed methodology (or peer-reviewed, IF < 1)"
    return "F", "no track record to judge" if not facts.has_track_record else "no criterion of A-E applies"


def rate_information(facts: CredibilityFacts) -> tuple[InfoRating, str]:
    """Admiralty information credibility 1-6."""
    if not facts.enough_information:
        return "6", "insufficient information to evaluate"
    if facts.contradicted_by_reliable_sources:
        return "5", "contradicted by reliable sources"
    if facts.inconsistent_or_illogical:
        return "4", "inconsistent with other reporting or logically flawed"
    if facts.independent_corroborations >= 3:
        return "1", f"corroborated by {facts.independent_corroborations} independent sources"
    if facts.independent_corroborations >= 1 and facts.logically_consistent:
        return (
            "2",
            f"corroborated by {facts.independent_corroborations} independent source(s), logically consistent",
        )
    if facts.consistent_with_known_information:
        return "3", "consistent with known information, not independently confirmed"
    return "6", "cannot judge"


@dataclass(frozen=True)
class ClassifiedEvidence:
    classification: Classification
    source_rating: SourceRating
    source_reason: str
    info_rating: InfoRating
    info_reason: str


def assess(assessment: EvidenceAssessment) -> ClassifiedEvidence:
    """Turn the model's answers into a type and an Admiralty rating (pure code)."""
    source, source_reason = rate_source(assessment.source)
    info, info_reason = rate_information(assessment.credibility)
    return ClassifiedEvidence(classify(assessment.answers), source, source_reason, info, info_reason)


class CompletesStructured(Protocol):
    """The model layer's client as seen from here (``investigate.llm`` on branch ``model``)."""

    async def complete(
        self,
        prompt_name: str,
        variables: dict[str, Any],
        output_model: type[T],
        *,
        step: str,
        case: Any = None,
    ) -> T: ...


CLASSIFY_PROMPT = "classify_evidence"


async def classify_with_model(
    client: CompletesStructured, statement: str, source_text: str, source_url: str | None, case: Any = None
) -> ClassifiedEvidence:
    """Ask the model the tree's questions about one statement, then classify and rate it in code."""
    assessment = await client.complete(
        CLASSIFY_PROMPT,
        {"statement": statement, "source_text": source_text, "source_url": source_url or ""},
        EvidenceAssessment,
        step="classify-evidence",
        case=case,
    )
    return assess(assessment)
