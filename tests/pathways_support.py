"""Pathway test scenarios: level outputs that drive every branch of every pathway, with expectations.

Run ``python tests/pathways_support.py`` to print the branch coverage of these scenarios.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from investigate.pathways.loader import get, registry
from investigate.pathways.models import RequiredOutput


def _default(output: RequiredOutput) -> Any:
    if output.type == "string":
        return output.enum[0] if output.enum else f"<{output.field}>"
    return {"number": 1.0, "integer": 100, "boolean": False, "array": [], "object": {}}[output.type]


def lv(
    pathway_id: str, level_id: str, cites: list[dict[str, Any]] | None = None, rating: str = "B", **over: Any
) -> dict[str, Any]:
    """A valid raw level output: every required output filled (defaults), ``over`` applied."""
    level = get(pathway_id).level(level_id)
    unknown = set(over) - {o.field for o in level.requiredOutputs}
    assert not unknown, f"{pathway_id} {level_id} has no outputs {unknown}"
    found = {o.field: _default(o) for o in level.requiredOutputs}
    found.update(over)
    return {"findings": found, "ratings": {"source": rating, "info": "2"}, "citations": cites or []}


def confirms(n: int, rating: str = "A", tag: str = "c") -> list[dict[str, Any]]:
    """``n`` independent confirming citations rated ``rating``."""
    return [
        {
            "text": f"source {tag}{i}",
            "url": f"https://example.org/{tag}{i}",
            "sourceRating": rating,
            "relation": "confirms",
        }
        for i in range(n)
    ]


def contradicts(n: int, rating: str = "A") -> list[dict[str, Any]]:
    return [
        {
            "text": f"counter {i}",
            "url": f"https://example.org/x{i}",
            "sourceRating": rating,
            "relation": "contradicts",
        }
        for i in range(n)
    ]


@dataclass
class Scenario:
    name: str
    pathway: str
    outputs: dict[str, dict[str, Any]]
    levels: list[str]
    confidence: str | None = None
    taken: list[str] = field(default_factory=list)
    spawned: list[str] = field(default_factory=list)
    redirect: str | None = None
    terminated: str | None = "-"  # "-" = not checked


def _sci_tail(**l4: Any) -> dict[str, dict[str, Any]]:
    return {
        "3": lv("P-SCI", "3", funderType="government"),
        "4": lv("P-SCI", "4", cites=confirms(3), replicationExists=True, replicationConfirms=True, **l4),
    }


SCENARIOS: list[Scenario] = [
    # ------------------------------------------------------------ P-SCI
    Scenario(
        "retracted study ends R",
        "P-SCI",
        {"1": lv("P-SCI", "1", studyType="rct", retracted=True)},
        ["1"],
        "R",
        ["sci-1-retracted"],
        terminated="R",
    ),
    Scenario(
        "clean RCT with three A confirmations is V",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="rct"),
            "2A": lv("P-SCI", "2A", overallBias="low", relativeRisk=1.4),
            **_sci_tail(),
        },
        ["1", "2A", "3", "4"],
        "V",
        ["sci-1-rct", "sci-2a-acceptable-bias", "sci-3-clean"],
    ),
    Scenario(
        "high-bias RCT funded by industry with conflicts",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="crossover-rct"),
            "2A": lv("P-SCI", "2A", overallBias="high"),
            "3": lv("P-SCI", "3", funderType="industry", conflictsFound=True),
            "4": lv("P-SCI", "4", cites=confirms(3), replicationExists=False),
        },
        ["1", "2A", "3", "4"],
        "U",
        ["sci-2a-high-bias", "sci-3-industry", "sci-3-conflicts"],
    ),
    Scenario(
        "observational study with large effect and low confounding is upgraded",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="cohort"),
            "2B": lv("P-SCI", "2B", overallBias="moderate", residualConfounding="low", relativeRisk=3.0),
            "3": lv("P-SCI", "3", funderType="independent"),
            "4": lv("P-SCI", "4", cites=confirms(2)),
        },
        ["1", "2B", "3", "4"],
        "V",
        ["sci-1-observational", "sci-2b-always", "sci-2b-large-effect"],
    ),
    Scenario(
        "weak systematic review with undisclosed funding",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="systematic-review"),
            "2C": lv("P-SCI", "2C", overallQuality="critically-low"),
            "3": lv("P-SCI", "3", funderType="undisclosed"),
            "4": lv("P-SCI", "4", cites=confirms(1, "C")),
        },
        ["1", "2C", "3", "4"],
        "U",
        ["sci-1-review", "sci-2c-weak", "sci-3-undisclosed"],
    ),
    Scenario(
        "good meta-analysis contradicted by comparable evidence is D",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="meta-analysis"),
            "2C": lv("P-SCI", "2C", overallQuality="high"),
            **_sci_tail(contradictoryEvidence="comparable"),
        },
        ["1", "2C", "3", "4"],
        "D",
        ["sci-2c-adequate"],
    ),
    Scenario(
        "animal study with no better evidence caps at P",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="animal"),
            "2D": lv("P-SCI", "2D", higherEvidenceExists=False),
            **_sci_tail(),
        },
        ["1", "2D", "3", "4"],
        "P",
        ["sci-1-low-hierarchy", "sci-2d-no-higher-evidence"],
    ),
    Scenario(
        "case report with a trial on the same question redirects",
        "P-SCI",
        {
            "1": lv("P-SCI", "1", studyType="case-report"),
            "2D": lv(
                "P-SCI",
                "2D",
                higherEvidenceExists=True,
                higherEvidence="Smith 2020 RCT",
                higherEvidenceType="SCI",
            ),
        },
        ["1", "2D"],
        None,
        ["sci-2d-higher-evidence"],
        redirect="P-SCI",
    ),
    Scenario(
        "other design still gets the funding level",
        "P-SCI",
        {"1": lv("P-SCI", "1", studyType="other", sampleSize=12), **_sci_tail()},
        ["1", "3", "4"],
        "P",
        ["sci-1-other-design"],
    ),
    # ------------------------------------------------------------ P-GOV
    Scenario(
        "opaque agency data with interference",
        "P-GOV",
        {
            "1": lv("P-GOV", "1", methodology=None),
            "2": lv("P-GOV", "2", politicalInterference=True, whistleblowerReports=True),
            "3": lv("P-GOV", "3", cites=confirms(3), valuesMatch=True),
        },
        ["1", "2", "3"],
        "U",
        [
            "gov-1-opaque",
            "gov-1-not-peer-reviewed",
            "gov-2-interference",
            "gov-2-whistleblower",
            "gov-2-always",
        ],
    ),
    Scenario(
        "peer-reviewed agency data confirmed is V",
        "P-GOV",
        {
            "1": lv("P-GOV", "1", methodology="survey", peerReviewed=True),
            "2": lv("P-GOV", "2"),
            "3": lv("P-GOV", "3", cites=confirms(3), valuesMatch=True),
        },
        ["1", "2", "3"],
        "V",
        ["gov-1-peer-reviewed"],
    ),
    Scenario(
        "agency data contradicted by independent measurement is D",
        "P-GOV",
        {
            "1": lv("P-GOV", "1", methodology="survey", peerReviewed=True),
            "2": lv("P-GOV", "2"),
            "3": lv("P-GOV", "3", valuesMatch=False, moreReliableSource="independent-source"),
        },
        ["1", "2", "3"],
        "D",
    ),
    # ------------------------------------------------------------ P-ORG
    Scenario(
        "organizational health claim spawns P-SCI",
        "P-ORG",
        {
            "1": lv("P-ORG", "1", claim="Our drink cures colds", involvesHealthScience=True),
            "2": lv("P-ORG", "2", evidenceLocated=True, evidenceSupports=True),
            "3": lv("P-ORG", "3"),
            "4": lv("P-ORG", "4", cites=confirms(2, "B"), overallCorroboration="moderate"),
        },
        ["1", "2", "3", "4"],
        "P",
        ["org-1-science", "org-1-always", "org-2-supported", "org-3-always"],
        spawned=["P-SCI"],
    ),
    Scenario(
        "financial and product claims spawn P-FIN and P-TEC; exaggeration and regulators",
        "P-ORG",
        {
            "1": lv(
                "P-ORG",
                "1",
                claim="Revenue doubled thanks to our faster chip",
                involvesFinancialFigures=True,
                involvesProductPerformance=True,
            ),
            "2": lv(
                "P-ORG",
                "2",
                evidenceLocated=True,
                exaggeration=True,
                misrepresentation=True,
                cherryPicking=True,
            ),
            "3": lv("P-ORG", "3", regulatoryActions=True),
            "4": lv("P-ORG", "4", overallCorroboration="contradicted"),
        },
        ["1", "2", "3", "4"],
        "D",
        [
            "org-1-financial",
            "org-1-product",
            "org-2-exaggeration",
            "org-2-misrepresentation",
            "org-3-regulatory",
        ],
        spawned=["P-FIN", "P-TEC"],
    ),
    Scenario(
        "unsubstantiated claim stops and is lowered",
        "P-ORG",
        {
            "1": lv("P-ORG", "1", claim="Best in the world"),
            "2": lv("P-ORG", "2", cites=confirms(1), evidenceLocated=False),
        },
        ["1", "2"],
        "U",
        ["org-2-unsubstantiated"],
    ),
    # ------------------------------------------------------------ P-EXP
    Scenario(
        "expert with unverifiable credentials terminates",
        "P-EXP",
        {"1": lv("P-EXP", "1", credentialsVerified=False)},
        ["1"],
        "U",
        ["exp-1-unverified"],
        terminated="U",
    ),
    Scenario(
        "expert outside their field with conflicts, peers split",
        "P-EXP",
        {
            "1": lv("P-EXP", "1", credentialsVerified=True, credentialsRelevant=False),
            "2": lv("P-EXP", "2", financialConflicts=True),
            "3": lv("P-EXP", "3", peerAgreement="split"),
        },
        ["1", "2", "3"],
        "D",
        ["exp-1-irrelevant", "exp-1-always", "exp-2-conflicts", "exp-2-always"],
    ),
    # ------------------------------------------------------------ P-STA
    Scenario(
        "unverified statistic terminates DISPUTED",
        "P-STA",
        {"1": lv("P-STA", "1", numberVerified=False)},
        ["1"],
        "D",
        ["sta-1-unverified"],
        terminated="D",
    ),
    Scenario(
        "small imprecise p-hacked statistic",
        "P-STA",
        {
            "1": lv("P-STA", "1", numberVerified=True, sampleSize=20, confidenceInterval=None),
            "2": lv("P-STA", "2", pHackingRisk="high", cherryPickingRisk="high", methodsAppropriate=True),
            "3": lv("P-STA", "3", metaAnalysisExists=True),
            "4": lv("P-STA", "4", cites=confirms(3), methodologyConsistent=True),
        },
        ["1", "2", "3", "4"],
        "U",
        [
            "sta-1-underpowered",
            "sta-1-imprecise",
            "sta-1-always",
            "sta-2-p-hacking",
            "sta-2-cherry-picking",
            "sta-2-always",
            "sta-3-meta-analysis",
            "sta-3-always",
        ],
    ),
    Scenario(
        "well-measured statistic is V",
        "P-STA",
        {
            "1": lv("P-STA", "1", numberVerified=True, sampleSize=5000, confidenceInterval="95% CI 1.1-1.3"),
            "2": lv("P-STA", "2", methodsAppropriate=True),
            "3": lv("P-STA", "3"),
            "4": lv("P-STA", "4", cites=confirms(4), methodologyConsistent=True),
        },
        ["1", "2", "3", "4"],
        "V",
    ),
    # ------------------------------------------------------------ P-FIN
    Scenario(
        "company party runs 2A then 3",
        "P-FIN",
        {
            "1": lv("P-FIN", "1", companyParty=True),
            "2A": lv("P-FIN", "2A", shellCompanyIndicators=True),
            "3": lv("P-FIN", "3", fundingBiasPattern=True),
            "4": lv("P-FIN", "4", cites=confirms(2), crossReferenced=True),
        },
        ["1", "2A", "3", "4"],
        "U",
        [
            "fin-1-company",
            "fin-1-always",
            "fin-2a-shell",
            "fin-2a-always",
            "fin-3-bias-pattern",
            "fin-3-always",
        ],
    ),
    Scenario(
        "individual party runs 2B then 3",
        "P-FIN",
        {
            "1": lv("P-FIN", "1", individualParty=True),
            "2B": lv("P-FIN", "2B"),
            "3": lv("P-FIN", "3"),
            "4": lv("P-FIN", "4", cites=confirms(3), crossReferenced=True),
        },
        ["1", "2B", "3", "4"],
        "V",
        ["fin-1-individual", "fin-2b-always"],
    ),
    # ------------------------------------------------------------ P-DOC
    Scenario(
        "altered document of unverified provenance",
        "P-DOC",
        {
            "1": lv("P-DOC", "1", provenanceVerified=False, alterationSigns=True),
            "2": lv("P-DOC", "2", internalConsistency=False),
            "3": lv("P-DOC", "3", forgeryRisk="proven"),
        },
        ["1", "2", "3"],
        "R",
        ["doc-1-unverified-provenance", "doc-1-alteration", "doc-1-always", "doc-2-always"],
    ),
    # ------------------------------------------------------------ P-MED
    Scenario(
        "media report redirects to its primary source",
        "P-MED",
        {
            "1": lv(
                "P-MED",
                "1",
                primarySourceLocated=True,
                primarySource="FDA adverse event data",
                primarySourceType="GOV",
            )
        },
        ["1"],
        None,
        ["med-1-primary-located"],
        redirect="P-GOV",
    ),
    Scenario(
        "media report without primary source",
        "P-MED",
        {
            "1": lv("P-MED", "1", primarySourceLocated=False),
            "2": lv("P-MED", "2"),
            "3": lv("P-MED", "3", cites=confirms(2, "B")),
        },
        ["1", "2", "3"],
        "P",
        ["med-1-primary-missing", "med-2-always"],
    ),
    # ------------------------------------------------------------ P-HIS
    Scenario(
        "undocumented history caps at U",
        "P-HIS",
        {"1": lv("P-HIS", "1", cites=confirms(3), numberOfPrimarySources=0, proximityToEvent="none")},
        ["1"],
        "U",
        ["his-1-undocumented"],
    ),
    Scenario(
        "documented history with eyewitnesses",
        "P-HIS",
        {
            "1": lv("P-HIS", "1", numberOfPrimarySources=3, proximityToEvent="eyewitness"),
            "2": lv("P-HIS", "2"),
            "3": lv("P-HIS", "3", cites=confirms(3), academicConsensus="supports"),
        },
        ["1", "2", "3"],
        "V",
        ["his-1-documented", "his-2-always"],
    ),
    # ------------------------------------------------------------ P-TES
    Scenario(
        "hearsay testimony caps at UNVERIFIED",
        "P-TES",
        {
            "1": lv("P-TES", "1", identityVerified=False, proximity="hearsay"),
            "2": lv("P-TES", "2", convergence=True, independenceVerified=True),
            "3": lv("P-TES", "3", cites=confirms(3), documentaryEvidence=True),
        },
        ["1", "2", "3"],
        "U",
        ["tes-1-identity-unverified", "tes-1-hearsay", "tes-1-always", "tes-2-always"],
    ),
    Scenario(
        "testimonial-only evidence caps at PLAUSIBLE",
        "P-TES",
        {
            "1": lv("P-TES", "1", identityVerified=True, proximity="direct"),
            "2": lv("P-TES", "2", convergence=True, independenceVerified=True),
            "3": lv("P-TES", "3", cites=confirms(3)),
        },
        ["1", "2", "3"],
        "P",
        ["tes-3-testimonial-only"],
    ),
    # ------------------------------------------------------------ P-TEC
    Scenario(
        "product with spec discrepancies and no independent tests",
        "P-TEC",
        {
            "1": lv("P-TEC", "1", discrepancies=True),
            "2": lv("P-TEC", "2", independentTests=False),
            "3": lv("P-TEC", "3"),
            "4": lv("P-TEC", "4", cites=confirms(1)),
        },
        ["1", "2", "3", "4"],
        "U",
        ["tec-1-discrepancies", "tec-1-always", "tec-2-untested", "tec-3-always"],
    ),
    Scenario(
        "independently tested product",
        "P-TEC",
        {
            "1": lv("P-TEC", "1"),
            "2": lv("P-TEC", "2", independentTests=True),
            "3": lv("P-TEC", "3"),
            "4": lv("P-TEC", "4", cites=confirms(3)),
        },
        ["1", "2", "3", "4"],
        "V",
        ["tec-2-tested"],
    ),
    # ------------------------------------------------------------ P-CON
    Scenario(
        "weak challenge confirms the consensus",
        "P-CON",
        {"1": lv("P-CON", "1", challengingEvidenceStrength="weak")},
        ["1"],
        None,
        ["con-1-weak"],
        terminated=None,
    ),
    Scenario(
        "credible contrarian case lowers the consensus",
        "P-CON",
        {
            "1": lv("P-CON", "1", challengingEvidenceStrength="substantial"),
            "2": lv("P-CON", "2", adjustmentRecommendation="lower-confidence"),
        },
        ["1", "2"],
        None,
        ["con-1-substantial", "con-2-lower"],
    ),
    Scenario(
        "alternative interpretation is flagged",
        "P-CON",
        {
            "1": lv("P-CON", "1", challengingEvidenceStrength="substantial"),
            "2": lv("P-CON", "2", adjustmentRecommendation="present-alternative"),
        },
        ["1", "2"],
        None,
        ["con-2-alternative"],
    ),
]


def all_branches() -> dict[str, list[str]]:
    """Every branch id of every packaged pathway."""
    return {p.id: [b.id for lv_ in p.levels for b in lv_.branches] for p in registry().values()}


def branch_coverage() -> tuple[dict[str, set[str]], list[str]]:
    """Trace every scenario; (branches taken per pathway, branches never taken)."""
    from investigate.pathways.trace import run_trace

    taken: dict[str, set[str]] = {pid: set() for pid in registry()}
    for scenario in SCENARIOS:
        chain, _ = run_trace(get(scenario.pathway), scenario.outputs)
        taken[scenario.pathway].update(chain.taken_branches)
    missing = [b for pid, ids in all_branches().items() for b in ids if b not in taken[pid]]
    return taken, missing


def print_coverage() -> list[str]:
    """Print branches taken per pathway; return the branches never taken."""
    taken, missing = branch_coverage()
    for pid, ids in sorted(all_branches().items()):
        print(f"{pid}: {len(taken[pid] & set(ids))}/{len(ids)} branches taken")
    total = sum(len(ids) for ids in all_branches().values())
    print(f"total: {total - len(missing)}/{total} branches taken across {len(SCENARIOS)} traces")
    for branch in missing:
        print(f"NEVER TAKEN: {branch}")
    return missing


if __name__ == "__main__":
    raise SystemExit(1 if print_coverage() else 0)


class ScriptedRunner:
    """An in-process level runner: replies from per-description scripts, else valid defaults.

    ``scripts`` maps an evidence (or claim) description to {level id: raw output}; a level without a
    script gets every required output at its default. Records every request it saw.
    """

    def __init__(
        self, scripts: dict[str, dict[str, dict[str, Any]]] | None = None, delay: float = 0.0
    ) -> None:
        self.scripts = scripts or {}
        self.delay = delay
        self.requests: list[Any] = []
        self.active = 0
        self.max_active = 0

    async def __call__(self, request: Any) -> dict[str, Any]:
        import asyncio

        self.requests.append(request)
        self.active += 1
        self.max_active = max(self.max_active, self.active)
        try:
            if self.delay:
                await asyncio.sleep(self.delay)
            ctx = request.context
            key = ctx["evidence"]["description"] if "evidence" in ctx else ctx["claim"]["text"]
            script = self.scripts.get(key, {})
            raw = script.get(request.level_id) or lv(request.pathway_id, request.level_id)
            out = dict(raw)
            ratings = out.pop("ratings", {"source": "B", "info": "2"})
            return {
                "evidenceFound": True,
                "sourceRating": ratings["source"],
                "infoRating": ratings["info"],
                **out,
            }
        finally:
            self.active -= 1
