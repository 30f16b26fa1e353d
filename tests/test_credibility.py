"""Credibility: domain trust, freshness, weights, Admiralty letters, batched model seam, registry."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import pytest

from investigate.case.registry import SourceRegistry
from investigate.case.store import CaseStore
from investigate.web.credibility import (
    CredibilityInput,
    ModelJudgement,
    admiralty_letter,
    domain_trust,
    freshness,
    score,
    score_registry,
    score_sources,
)

TODAY = date(2026, 1, 5)


@pytest.mark.parametrize(
    ("url", "trust", "known"),
    [
        ("https://www.sec.gov/Archives/x", 0.95, True),
        ("https://data.census.gov/table", 0.9, True),  # suffix .gov
        ("https://cs.stanford.edu/", 0.9, True),
        ("https://en.wikipedia.org/wiki/Acme", 0.75, True),  # parent domain listed
        ("https://medium.com/@someone/post", 0.45, True),
        ("https://pinterest.com/pin/1", 0.3, True),
        ("https://unknown-blog.example/post", 0.5, False),
        ("corpus://leak/memo.md", 0.5, False),
    ],
)
def test_domain_trust(url: str, trust: float, known: bool) -> None:
    assert domain_trust(url) == (trust, known)


@pytest.mark.parametrize(
    ("published", "value"),
    [
        ("2025-12-20", 1.0),
        ("2025-06-01T10:00:00Z", 0.85),
        ("2023-06", 0.7),
        ("2021-06", 0.55),
        ("2018-01-01", 0.4),
        ("1998-02-28", 0.3),
        (None, 0.5),
        ("not a date", 0.5),
        ("2030-01-01", 0.5),  # a future date is bad data, not freshness
    ],
)
def test_freshness_from_the_publication_date(published: str | None, value: float) -> None:
    assert freshness(published, TODAY) == value


def test_weighted_score_and_letter() -> None:
    item = CredibilityInput(source_id="S001", url="https://www.nature.com/articles/x", published="2025-12-20")
    judged = score(item, ModelJudgement(source_id="S001", authority=0.9, content_quality=0.8), TODAY)
    # 0.30*0.9 + 0.15*1.0 + 0.25*0.9 + 0.30*0.8 = 0.885
    assert judged.overall == pytest.approx(0.885)
    assert (judged.admiralty, judged.assessed_by) == ("A", "model")
    neutral = score(item, None, TODAY)
    # 0.30*0.9 + 0.15*1.0 + 0.25*0.5 + 0.30*0.5 = 0.695
    assert (neutral.overall, neutral.admiralty, neutral.assessed_by) == (pytest.approx(0.695), "B", "neutral")


@pytest.mark.parametrize(
    ("overall", "known", "assessed", "retracted", "letter"),
    [
        (0.85, True, True, False, "A"),
        (0.70, True, False, False, "B"),
        (0.55, False, True, False, "C"),
        (0.40, True, True, False, "D"),
        (0.20, True, True, False, "E"),
        (0.95, True, True, True, "E"),
        (0.60, False, False, False, "F"),
    ],
)
def test_admiralty_mapping(overall: float, known: bool, assessed: bool, retracted: bool, letter: str) -> None:
    assert admiralty_letter(overall, known_domain=known, assessed=assessed, retracted=retracted) == letter


async def test_model_is_called_once_per_batch_and_failures_stay_neutral() -> None:
    items = [CredibilityInput(source_id=f"S{n:03d}", url=f"https://reuters.com/{n}") for n in range(1, 6)]
    batches: list[list[str]] = []

    async def assessor(batch: Sequence[CredibilityInput]) -> list[ModelJudgement]:
        batches.append([i.source_id for i in batch])
        if "S005" in batches[-1]:
            raise TimeoutError("model timed out")
        return [ModelJudgement(source_id=i.source_id, authority=0.9, content_quality=0.9) for i in batch[:-1]]

    scores, problems = await score_sources(items, assessor, batch_size=2, today=TODAY)
    assert batches == [["S001", "S002"], ["S003", "S004"], ["S005"]]
    assert [scores[f"S{n:03d}"].assessed_by for n in range(1, 6)] == [
        "model",
        "neutral",
        "model",
        "neutral",
        "neutral",
    ]
    assert any("S005" in p and "TimeoutError" in p for p in problems)
    assert any("no judgement for S002" in p for p in problems)


async def test_score_registry_stores_components(store: CaseStore) -> None:
    registry = SourceRegistry(store.create("Acme"))
    registry.register("https://www.sec.gov/filing", "10-K", published="2025-11-30")
    registry.register("https://blog.example/x", "Blog")
    registry.register("https://retracted.example/paper", "Paper", published="2020-01-01")
    registry.deprecate("S002", "gone")
    problems = await score_registry(registry, retracted=["S003"], today=TODAY)
    assert problems == []
    first, second, third = registry.sources()
    assert first.credibility is not None and first.credibility.domain_trust == 0.95
    assert first.credibility.admiralty == "B"
    assert second.credibility is None  # deprecated sources are not scored
    assert third.credibility is not None and third.credibility.admiralty == "E"
    assert "Admiralty B" in (registry.case.path / "sources.md").read_text()
