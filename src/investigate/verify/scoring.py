"""Accuracy of the matcher on a labelled set: precision and recall per verdict."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from investigate.verify.index import EvidenceIndex, chunk_source
from investigate.verify.matcher import Matcher
from investigate.verify.models import Verdict


class LabelledCase(BaseModel):
    """One hand-labelled sentence: what it cites and the verdict a careful reader gives."""

    id: int
    category: str
    sentence: str
    sources: list[str]
    expected: Verdict
    mismatch: str | None = None  # "number" or "date" for contradictions of a figure


@dataclass
class Scores:
    """Predictions per case and the derived precision/recall figures."""

    cases: list[LabelledCase]
    predicted: list[Verdict]
    reasons: list[str] = field(default_factory=list)

    def precision(self, verdict: Verdict) -> float | None:
        said = [e for e, p in zip(self._expected, self.predicted, strict=True) if p is verdict]
        return sum(1 for e in said if e is verdict) / len(said) if said else None

    def recall(self, verdict: Verdict) -> float | None:
        actual = [p for e, p in zip(self._expected, self.predicted, strict=True) if e is verdict]
        return sum(1 for p in actual if p is verdict) / len(actual) if actual else None

    def mismatch_recall(self) -> float | None:
        """CONTRADICTED recall over the number and date mismatches only."""
        wanted = [
            p
            for case, p in zip(self.cases, self.predicted, strict=True)
            if case.expected is Verdict.CONTRADICTED and case.mismatch in ("number", "date")
        ]
        return sum(1 for p in wanted if p is Verdict.CONTRADICTED) / len(wanted) if wanted else None

    def accuracy(self) -> float:
        right = sum(1 for e, p in zip(self._expected, self.predicted, strict=True) if e is p)
        return right / len(self.cases)

    @property
    def _expected(self) -> list[Verdict]:
        return [c.expected for c in self.cases]


def load_labelled(cases_path: Path, evidence_path: Path) -> tuple[list[LabelledCase], dict[str, str]]:
    """The labelled cases (JSON lines) and the evidence texts they cite (JSON object by source ID)."""
    cases = [
        LabelledCase.model_validate_json(line)
        for line in cases_path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    evidence: dict[str, str] = json.loads(evidence_path.read_text(encoding="utf-8"))
    return cases, evidence


def score(cases: list[LabelledCase], evidence: dict[str, str]) -> Scores:
    """Run the deterministic matcher over every case; sources absent from ``evidence`` have none."""
    index = EvidenceIndex()
    for sid, text in sorted(evidence.items()):
        index.add(chunk_source(sid, text))
    matcher = Matcher(index)
    results = [matcher.check(case.sentence, case.sources) for case in cases]
    return Scores(cases, [r.verdict for r in results], [r.reason for r in results])
