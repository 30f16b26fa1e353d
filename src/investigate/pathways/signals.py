"""Which pathway outputs feed which confidence-scorer inputs (seed 000 section 7).

Every rule and modifier of the scorer reads only what a level of some pathway really returns:
the table ``FIELD_SIGNALS`` below names the pathway, the level, the required output fields and the
test; ``tests/test_pathway_signals.py`` checks that every entry names real required outputs and that
every scorer input is fed by at least one entry. Besides the table:

- confirmations (rules 3-4) are the distinct citations any level returns with
  ``relation: "confirms"``, rated by the citation's ``sourceRating``; a citation with
  ``relation: "contradicts"`` rated at least as well as the best confirmation is contradictory
  evidence of equal quality (rule 2);
- bias flags (rules 3-4) are the ``flag`` actions of the branches taken (``severity`` minor/major);
- caps, upgrades, downgrades and terminations come from branch actions as well.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

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

LOW_HIERARCHY = ("case-report", "case-series", "animal", "in-vitro")


@dataclass(frozen=True)
class FieldSignal:
    pathway: str
    fields: tuple[tuple[str, str], ...]  # (level id, required output) pairs the test reads
    input: str
    reason: str
    test: Callable[[Levels], bool]


def _get(levels: Levels, level: str, name: str) -> Any:
    return levels.get(level, {}).get(name)


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _large(rr: Any) -> bool:
    value = _num(rr)
    return value is not None and (value > 5 or value < 0.2)


FIELD_SIGNALS: tuple[FieldSignal, ...] = (
    # rule 1: retracted, regulatory-grade falsity, proven fabrication
    FieldSignal(
        "P-SCI",
        (("1", "retracted"),),
        "retracted",
        "the study is retracted",
        lambda lv: _get(lv, "1", "retracted") is True,
    ),
    FieldSignal(
        "P-DOC",
        (("3", "forgeryRisk"),),
        "retracted",
        "the document is a proven forgery",
        lambda lv: _get(lv, "3", "forgeryRisk") == "proven",
    ),
    FieldSignal(
        "P-HIS",
        (("3", "academicConsensus"),),
        "retracted",
        "historians reject the claim",
        lambda lv: _get(lv, "3", "academicConsensus") == "rejects",
    ),
    # rule 2: contradictory evidence of equal quality
    FieldSignal(
        "P-SCI",
        (("4", "contradictoryEvidence"),),
        "contradicted",
        "contradicting studies of comparable or better quality",
        lambda lv: _get(lv, "4", "contradictoryEvidence") in ("comparable", "stronger"),
    ),
    FieldSignal(
        "P-GOV",
        (("3", "valuesMatch"), ("3", "moreReliableSource")),
        "contradicted",
        "independent measurements disagree and are not less reliable",
        lambda lv: (
            _get(lv, "3", "valuesMatch") is False
            and _get(lv, "3", "moreReliableSource") in ("independent-source", "undetermined")
        ),
    ),
    FieldSignal(
        "P-EXP",
        (("3", "peerAgreement"),),
        "contradicted",
        "experts are split",
        lambda lv: _get(lv, "3", "peerAgreement") == "split",
    ),
    FieldSignal(
        "P-ORG",
        (("4", "overallCorroboration"),),
        "contradicted",
        "independent evaluations contradict the claim",
        lambda lv: _get(lv, "4", "overallCorroboration") == "contradicted",
    ),
    FieldSignal(
        "P-HIS",
        (("3", "academicConsensus"),),
        "contradicted",
        "historians contest the claim",
        lambda lv: _get(lv, "3", "academicConsensus") == "contested",
    ),
    FieldSignal(
        "P-TES",
        (("2", "convergence"), ("2", "contradictions")),
        "contradicted",
        "independent testimonies contradict each other",
        lambda lv: _get(lv, "2", "convergence") is False and bool(_get(lv, "2", "contradictions")),
    ),
    # rule 3: methodology rated sound / unsound
    FieldSignal(
        "P-SCI",
        (("2A", "overallBias"),),
        "methodology-sound",
        "RCT at low risk of bias",
        lambda lv: _get(lv, "2A", "overallBias") == "low",
    ),
    FieldSignal(
        "P-SCI",
        (("2A", "overallBias"),),
        "methodology-unsound",
        "RCT at high risk of bias",
        lambda lv: _get(lv, "2A", "overallBias") == "high",
    ),
    FieldSignal(
        "P-SCI",
        (("2B", "overallBias"),),
        "methodology-sound",
        "observational study at low/moderate risk of bias",
        lambda lv: _get(lv, "2B", "overallBias") in ("low", "moderate"),
    ),
    FieldSignal(
        "P-SCI",
        (("2B", "overallBias"),),
        "methodology-unsound",
        "observational study at serious/critical risk of bias",
        lambda lv: _get(lv, "2B", "overallBias") in ("serious", "critical"),
    ),
    FieldSignal(
        "P-SCI",
        (("2C", "overallQuality"),),
        "methodology-sound",
        "review of high/moderate quality",
        lambda lv: _get(lv, "2C", "overallQuality") in ("high", "moderate"),
    ),
    FieldSignal(
        "P-SCI",
        (("2C", "overallQuality"),),
        "methodology-unsound",
        "review of low quality",
        lambda lv: _get(lv, "2C", "overallQuality") in ("low", "critically-low"),
    ),
    FieldSignal(
        "P-GOV",
        (("1", "peerReviewed"), ("1", "methodology")),
        "methodology-sound",
        "published, peer-reviewed methodology",
        lambda lv: _get(lv, "1", "peerReviewed") is True and _get(lv, "1", "methodology") is not None,
    ),
    FieldSignal(
        "P-GOV",
        (("1", "methodology"),),
        "methodology-unsound",
        "no published methodology",
        lambda lv: "1" in lv and _get(lv, "1", "methodology") is None,
    ),
    FieldSignal(
        "P-ORG",
        (("2", "evidenceSupports"),),
        "methodology-sound",
        "the cited evidence supports the claim",
        lambda lv: _get(lv, "2", "evidenceSupports") is True,
    ),
    FieldSignal(
        "P-ORG",
        (("2", "evidenceSupports"),),
        "methodology-unsound",
        "the cited evidence does not support the claim",
        lambda lv: _get(lv, "2", "evidenceSupports") is False,
    ),
    FieldSignal(
        "P-EXP",
        (("1", "credentialsRelevant"), ("1", "credentialsVerified")),
        "methodology-sound",
        "relevant, verified credentials",
        lambda lv: (
            _get(lv, "1", "credentialsRelevant") is True and _get(lv, "1", "credentialsVerified") is True
        ),
    ),
    FieldSignal(
        "P-STA",
        (("2", "methodsAppropriate"),),
        "methodology-sound",
        "appropriate statistical methods",
        lambda lv: _get(lv, "2", "methodsAppropriate") is True,
    ),
    FieldSignal(
        "P-STA",
        (("2", "methodsAppropriate"),),
        "methodology-unsound",
        "inappropriate statistical methods",
        lambda lv: _get(lv, "2", "methodsAppropriate") is False,
    ),
    FieldSignal(
        "P-STA",
        (("4", "methodologyConsistent"),),
        "methodology-unsound",
        "inconsistent methodology across measurements",
        lambda lv: _get(lv, "4", "methodologyConsistent") is False,
    ),
    FieldSignal(
        "P-FIN",
        (("4", "crossReferenced"),),
        "methodology-sound",
        "confirmed in public records",
        lambda lv: _get(lv, "4", "crossReferenced") is True,
    ),
    FieldSignal(
        "P-FIN",
        (("4", "crossReferenced"),),
        "methodology-unsound",
        "not confirmed in public records",
        lambda lv: _get(lv, "4", "crossReferenced") is False,
    ),
    FieldSignal(
        "P-DOC",
        (("1", "provenanceVerified"), ("2", "internalConsistency")),
        "methodology-sound",
        "verified provenance and internally consistent",
        lambda lv: (
            _get(lv, "1", "provenanceVerified") is True and _get(lv, "2", "internalConsistency") is True
        ),
    ),
    FieldSignal(
        "P-DOC",
        (("2", "internalConsistency"),),
        "methodology-unsound",
        "internally inconsistent",
        lambda lv: _get(lv, "2", "internalConsistency") is False,
    ),
    FieldSignal(
        "P-MED",
        (("1", "accurateRepresentation"),),
        "methodology-unsound",
        "the report misrepresents its source",
        lambda lv: _get(lv, "1", "accurateRepresentation") is False,
    ),
    FieldSignal(
        "P-HIS",
        (("1", "proximityToEvent"),),
        "methodology-sound",
        "eyewitness or contemporaneous sources",
        lambda lv: _get(lv, "1", "proximityToEvent") in ("eyewitness", "contemporaneous"),
    ),
    FieldSignal(
        "P-HIS",
        (("1", "proximityToEvent"),),
        "methodology-unsound",
        "only late reconstructions",
        lambda lv: _get(lv, "1", "proximityToEvent") in ("later-reconstruction", "none"),
    ),
    FieldSignal(
        "P-TES",
        (("2", "independenceVerified"),),
        "methodology-sound",
        "independent accounts verified",
        lambda lv: _get(lv, "2", "independenceVerified") is True,
    ),
    FieldSignal(
        "P-TEC",
        (("2", "independentTests"),),
        "methodology-sound",
        "independently tested",
        lambda lv: _get(lv, "2", "independentTests") is True,
    ),
    FieldSignal(
        "P-TEC",
        (("2", "independentTests"),),
        "methodology-unsound",
        "no independent tests",
        lambda lv: _get(lv, "2", "independentTests") is False,
    ),
    # modifiers
    FieldSignal(
        "P-SCI",
        (("3", "funderType"), ("4", "replicationExists")),
        "cap-industry-no-replication",
        "industry funding with no independent replication",
        lambda lv: (
            _get(lv, "3", "funderType") == "industry" and _get(lv, "4", "replicationExists") is not True
        ),
    ),
    FieldSignal(
        "P-TES",
        (("3", "documentaryEvidence"), ("3", "scientificEvidence"), ("3", "statisticalEvidence")),
        "cap-testimonial-only",
        "testimonial-only evidence",
        lambda lv: (
            "3" in lv
            and not any(
                _get(lv, "3", f) is True
                for f in ("documentaryEvidence", "scientificEvidence", "statisticalEvidence")
            )
        ),
    ),
    FieldSignal(
        "P-SCI",
        (("1", "studyType"),),
        "cap-low-hierarchy",
        "case report / animal / in-vitro only",
        lambda lv: _get(lv, "1", "studyType") in LOW_HIERARCHY,
    ),
    FieldSignal(
        "P-SCI",
        (("1", "sampleSize"),),
        "cap-small-sample",
        "sample size below 30",
        lambda lv: (n := _num(_get(lv, "1", "sampleSize"))) is not None and n < 30,
    ),
    FieldSignal(
        "P-STA",
        (("1", "sampleSize"),),
        "cap-small-sample",
        "sample size below 30",
        lambda lv: (n := _num(_get(lv, "1", "sampleSize"))) is not None and n < 30,
    ),
    FieldSignal(
        "P-STA",
        (("2", "pHackingRisk"), ("2", "cherryPickingRisk")),
        "downgrade-p-hacking",
        "p-hacking or cherry-picking detected",
        lambda lv: "high" in (_get(lv, "2", "pHackingRisk"), _get(lv, "2", "cherryPickingRisk")),
    ),
    FieldSignal(
        "P-ORG",
        (("2", "cherryPicking"),),
        "downgrade-p-hacking",
        "p-hacking or cherry-picking detected",
        lambda lv: _get(lv, "2", "cherryPicking") is True,
    ),
    FieldSignal(
        "P-SCI",
        (("2A", "relativeRisk"), ("2A", "overallBias")),
        "upgrade-large-effect",
        "large-effect",
        lambda lv: _large(_get(lv, "2A", "relativeRisk")) and _get(lv, "2A", "overallBias") == "low",
    ),
    FieldSignal(
        "P-SCI",
        (("2B", "relativeRisk"), ("2B", "residualConfounding")),
        "upgrade-large-effect",
        "large-effect",
        lambda lv: _large(_get(lv, "2B", "relativeRisk")) and _get(lv, "2B", "residualConfounding") == "low",
    ),
    FieldSignal(
        "P-SCI",
        (("2B", "doseResponse"),),
        "upgrade-dose-response",
        "dose-response relationship confirmed",
        lambda lv: _get(lv, "2B", "doseResponse") is True,
    ),
)


def fired(pathway_id: str, levels: Levels) -> list[FieldSignal]:
    """The table entries of ``pathway_id`` whose test holds on the chain's level signals."""
    return [entry for entry in FIELD_SIGNALS if entry.pathway == pathway_id and entry.test(levels)]
