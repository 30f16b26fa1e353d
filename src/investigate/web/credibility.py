"""Source credibility (seed 003 step 3.1) and its Admiralty letter (seed 000 section 3).

overall = 0.30 domain trust + 0.15 freshness + 0.25 authority + 0.30 content quality.
Domain trust comes from ``web/data/domain_trust.json``, freshness from the real publication date;
authority and content quality come from the fast model (``ModelAssessor``: prompt
``assess_sources``, several sources per request) when one is configured, else they are neutral
(0.5); when the model fails or answers badly they stay neutral and ``model_note`` says why.
Retracted works are rated E whatever their score.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import date
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from investigate.case.registry import AdmiraltyLetter, Credibility
from investigate.web.urls import domain_of

if TYPE_CHECKING:
    from investigate.case.registry import SourceRegistry
    from investigate.case.store import Case
    from investigate.config import Settings
    from investigate.llm.client import ModelClient

PROMPT = "assess_sources"
# How much of each source's text the model sees: enough to judge sourcing and tone.
MODEL_TEXT_CHARS = 2000

WEIGHTS = {"domain_trust": 0.30, "freshness": 0.15, "authority": 0.25, "content_quality": 0.30}
NEUTRAL = 0.5
# Lower bounds of the Admiralty letters on the overall score (F: no basis to judge).
LETTER_FLOORS: tuple[tuple[float, AdmiraltyLetter], ...] = (
    (0.80, "A"),
    (0.65, "B"),
    (0.50, "C"),
    (0.35, "D"),
)
# Freshness by age in days of the publication date.
FRESHNESS_STEPS: tuple[tuple[int, float], ...] = (
    (31, 1.0),
    (366, 0.85),
    (3 * 366, 0.7),
    (5 * 366, 0.55),
    (10 * 366, 0.4),
)
OLD = 0.3


class CredibilityInput(BaseModel):
    """What the scorer needs about one source."""

    source_id: str
    url: str
    title: str = ""
    published: str | None = None
    text_sample: str = ""  # the start of the evidence text, for the model
    retracted: bool = False


class ModelJudgement(BaseModel):
    """The fast model's reading of one source (the batched model step's output item)."""

    source_id: str
    authority: float = Field(ge=0, le=1)
    content_quality: float = Field(ge=0, le=1)
    rationale: str = ""


class SourceAssessments(BaseModel):
    """The ``assess_sources`` reply: one judgement per source of the batch."""

    judgements: list[ModelJudgement]


# The seam to the model layer: one call per batch of sources.
Assessor = Callable[[Sequence[CredibilityInput]], Awaitable[Sequence[ModelJudgement]]]


class ModelAssessor:
    """Asks the fast model about a batch of sources in one request (the ``Assessor`` for real runs)."""

    def __init__(self, client: ModelClient, case: Case | None = None) -> None:
        self.client = client
        self.case = case

    async def __call__(self, batch: Sequence[CredibilityInput]) -> Sequence[ModelJudgement]:
        sources = [
            {
                "id": item.source_id,
                "url": item.url,
                "domain": domain_of(item.url) or "",
                "title": item.title,
                "published": item.published,
                "text": item.text_sample[:MODEL_TEXT_CHARS],
            }
            for item in batch
        ]
        reply = await self.client.complete(
            PROMPT, {"sources": sources}, SourceAssessments, step="credibility", case=self.case
        )
        return reply.judgements


def model_assessor(
    settings: Settings, case: Case | None = None, *, env: Mapping[str, str] | None = None
) -> ModelAssessor | None:
    """The assessor over the configured fast model, or None when no model is configured (neutral)."""
    from investigate.llm.client import ModelClient
    from investigate.llm.errors import NotConfigured

    client = ModelClient(settings, env=env)
    try:
        client.resolve("fast")
    except NotConfigured:
        return None
    return ModelAssessor(client, case)


@cache
def trust_table() -> dict[str, Any]:
    """The domain trust data file."""
    text = resources.files("investigate.web").joinpath("data/domain_trust.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def domain_trust(url: str, table: dict[str, Any] | None = None) -> tuple[float, bool]:
    """(trust, known) for the URL's host: longest listed domain, then suffix, else the default."""
    table = table or trust_table()
    host = domain_of(url)
    if not host:
        return float(table["default"]), False
    labels = host.split(".")
    for start in range(len(labels)):
        candidate = ".".join(labels[start:])
        if candidate in table["domains"]:
            return float(table["domains"][candidate]), True
    for suffix, value in sorted(table["suffixes"].items(), key=lambda kv: -len(kv[0])):
        if host.endswith(suffix):
            return float(value), True
    return float(table["default"]), False


def parse_date(value: str | None) -> date | None:
    """The date part of an ISO date/date-time ('2024', '2024-03' and '2024-03-05T..' accepted)."""
    if not value:
        return None
    text = value.strip()[:10]
    parts = text.split("-")
    try:
        year = int(parts[0])
        month = int(parts[1]) if len(parts) > 1 else 1
        day = int(parts[2]) if len(parts) > 2 else 1
        return date(year, month, day)
    except (ValueError, IndexError):
        return None


def freshness(published: str | None, today: date | None = None) -> float:
    """1.0 for the last month down to 0.3 past ten years; neutral when the date is unknown or future."""
    when = parse_date(published)
    today = today or date.today()
    if when is None or when > today:
        return NEUTRAL
    age = (today - when).days
    for limit, value in FRESHNESS_STEPS:
        if age < limit:
            return value
    return OLD


def admiralty_letter(
    overall: float, *, known_domain: bool, assessed: bool, retracted: bool
) -> AdmiraltyLetter:
    """A-E from the score; E for retracted work; F when neither the domain nor a model gave a basis."""
    if retracted:
        return "E"
    if not known_domain and not assessed:
        return "F"
    for floor, letter in LETTER_FLOORS:
        if overall >= floor:
            return letter
    return "E"


def score(
    item: CredibilityInput,
    judgement: ModelJudgement | None = None,
    today: date | None = None,
    *,
    model_note: str | None = None,
) -> Credibility:
    """The credibility of one source from its URL, date and (optional) model judgement."""
    trust, known = domain_trust(item.url)
    parts = {
        "domain_trust": trust,
        "freshness": freshness(item.published, today),
        "authority": judgement.authority if judgement else NEUTRAL,
        "content_quality": judgement.content_quality if judgement else NEUTRAL,
    }
    overall = round(sum(WEIGHTS[k] * v for k, v in parts.items()), 4)
    return Credibility(
        **{k: round(v, 4) for k, v in parts.items()},
        overall=overall,
        admiralty=admiralty_letter(
            overall, known_domain=known, assessed=judgement is not None, retracted=item.retracted
        ),
        assessed_by="model" if judgement else "neutral",
        rationale=(judgement.rationale or None) if judgement else None,
        model_note=None if judgement else model_note,
    )


async def score_sources(
    items: Sequence[CredibilityInput],
    assessor: Assessor | None = None,
    *,
    batch_size: int = 10,
    today: date | None = None,
) -> tuple[dict[str, Credibility], list[str]]:
    """Score every source; the model (if any) is called once per batch. Returns (scores, problems).

    A failed batch leaves its sources neutral, with the reason in their ``model_note``, and is
    reported as a problem for the caller to record as a gap; it never stops the others.
    """
    judgements: dict[str, ModelJudgement] = {}
    notes: dict[str, str] = {}
    problems: list[str] = []
    if assessor is not None:
        for start in range(0, len(items), batch_size):
            batch = items[start : start + batch_size]
            try:
                answers = await assessor(batch)
            except Exception as exc:  # the model layer's typed errors all become a gap here
                message = " ".join(str(getattr(exc, "message", None) or exc).split())[:300]
                why = f"model step failed: {type(exc).__name__}: {message}"
                notes.update((i.source_id, why) for i in batch)
                problems.append(f"credibility {why} (sources {', '.join(i.source_id for i in batch)})")
                continue
            wanted = {i.source_id for i in batch}
            for answer in answers:
                if answer.source_id in wanted:
                    judgements[answer.source_id] = answer
            missing = sorted(wanted - judgements.keys())
            if missing:
                notes.update(
                    (source_id, "the model gave no judgement for this source") for source_id in missing
                )
                problems.append("credibility model gave no judgement for " + ", ".join(missing))
    scores = {
        item.source_id: score(
            item, judgements.get(item.source_id), today, model_note=notes.get(item.source_id)
        )
        for item in items
    }
    return scores, problems


async def score_registry(
    registry: SourceRegistry,
    assessor: Assessor | None = None,
    *,
    retracted: Sequence[str] = (),
    text_of: Callable[[str], str | None] | None = None,
    today: date | None = None,
) -> list[str]:
    """Score every active source of a case and store the components in ``_sources.json``.

    ``text_of(source_id)`` supplies the evidence text for the model (e.g. verify's
    ``evidence_text``); returns the problems to record as gaps.
    """
    items = [
        CredibilityInput(
            source_id=s.id,
            url=s.url,
            title=s.title,
            published=s.published,
            text_sample=((text_of(s.id) if text_of else None) or "")[:4000],
            retracted=s.id in retracted,
        )
        for s in registry.sources()
        if not s.deprecated
    ]
    scores, problems = await score_sources(items, assessor, today=today)
    registry.set_credibility(scores.items())
    return problems
