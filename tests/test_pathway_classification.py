"""Appendix B decision tree and the Admiralty ratings: code derives type and ratings from answers."""

from __future__ import annotations

from typing import Any

import pytest

from investigate.pathways.classification import (
    ClassificationAnswers,
    CredibilityFacts,
    EvidenceAssessment,
    SourceFacts,
    assess,
    classify,
    rate_information,
    rate_source,
)

QUESTIONS = list(ClassificationAnswers.model_fields)


def answers(**yes: bool) -> ClassificationAnswers:
    return ClassificationAnswers(**{q: yes.get(q, False) for q in QUESTIONS})


@pytest.mark.parametrize(
    ("yes", "expected"),
    [
        ({"published_research": True}, "SCI"),
        ({"government_data": True}, "GOV"),
        ({"organization_claim": True}, "ORG"),
        ({"organization_claim": True, "product_specs": True}, "TEC"),
        ({"named_expert": True}, "EXP"),
        ({"statistic": True}, "STA"),
        ({"money": True}, "FIN"),
        ({"primary_document": True}, "DOC"),
        ({"news_report": True}, "MED"),
        ({"historical": True}, "HIS"),
        ({"personal_account": True}, "TES"),
        ({}, "MED"),  # default
    ],
)
def test_each_leaf(yes: dict[str, bool], expected: str) -> None:
    assert classify(answers(**yes)).type == expected


def test_earlier_question_wins() -> None:
    # A study reporting a statistic about money is still a study; an agency's statistic is GOV.
    assert classify(answers(published_research=True, statistic=True, money=True)).type == "SCI"
    assert classify(answers(government_data=True, statistic=True)).type == "GOV"
    assert classify(answers(named_expert=True, news_report=True)).type == "EXP"
    assert classify(answers(statistic=True, money=True)).type == "STA"


def test_product_specs_only_asked_for_organization_claims() -> None:
    result = classify(answers(product_specs=True, news_report=True))
    assert result.type == "MED"
    assert "product_specs" not in [q for q, _ in result.path]


def test_path_lists_questions_in_order_until_the_first_yes() -> None:
    result = classify(answers(money=True))
    assert result.path == [
        ("published_research", False),
        ("government_data", False),
        ("organization_claim", False),
        ("named_expert", False),
        ("statistic", False),
        ("money", True),
    ]


def source(**facts: Any) -> SourceFacts:
    base: dict[str, Any] = {name: False for name in SourceFacts.model_fields}
    base["impact_factor"] = None
    base.update(facts)
    return SourceFacts(**base)


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        ({"peer_reviewed": True, "impact_factor": 12.0}, "A"),
        ({"major_government_agency": True}, "A"),
        ({"court_verified": True}, "A"),
        ({"peer_reviewed": True, "impact_factor": 3.0}, "B"),
        ({"peer_reviewed": True}, "B"),
        ({"established_news_organization": True}, "B"),
        ({"recognized_expert_body": True}, "B"),
        ({"peer_reviewed": True, "impact_factor": 0.4}, "C"),
        ({"institutional": True}, "C"),
        ({"trade_publication": True}, "C"),
        ({"advocacy_with_disclosed_methodology": True}, "C"),
        ({"predatory_or_self_published": True, "peer_reviewed": True, "impact_factor": 9.0}, "D"),
        ({"anonymous": True}, "D"),
        ({"undisclosed_methodology": True, "major_government_agency": True}, "D"),
        ({"retracted": True, "peer_reviewed": True, "impact_factor": 40.0}, "E"),
        ({"sanctioned": True}, "E"),
        ({"known_false_or_misleading": True, "anonymous": True}, "E"),
        ({}, "F"),
        ({"has_track_record": True}, "F"),
    ],
)
def test_source_rating(facts: dict[str, Any], expected: str) -> None:
    assert rate_source(source(**facts))[0] == expected


def cred(**facts: Any) -> CredibilityFacts:
    base: dict[str, Any] = {
        "enough_information": True,
        "independent_corroborations": 0,
        "contradicted_by_reliable_sources": False,
        "inconsistent_or_illogical": False,
        "logically_consistent": True,
        "consistent_with_known_information": False,
    }
    base.update(facts)
    return CredibilityFacts(**base)


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        ({"independent_corroborations": 3}, "1"),
        ({"independent_corroborations": 2}, "2"),
        (
            {
                "independent_corroborations": 2,
                "logically_consistent": False,
                "consistent_with_known_information": True,
            },
            "3",
        ),
        ({"consistent_with_known_information": True}, "3"),
        ({"inconsistent_or_illogical": True, "independent_corroborations": 4}, "4"),
        ({"contradicted_by_reliable_sources": True, "independent_corroborations": 4}, "5"),
        ({"enough_information": False, "independent_corroborations": 5}, "6"),
        ({}, "6"),
    ],
)
def test_information_rating(facts: dict[str, Any], expected: str) -> None:
    assert rate_information(cred(**facts))[0] == expected


def test_assess_combines_type_and_ratings() -> None:
    result = assess(
        EvidenceAssessment(
            answers=answers(organization_claim=True),
            source=source(institutional=True),
            credibility=cred(independent_corroborations=1),
        )
    )
    assert (result.classification.type, result.source_rating, result.info_rating) == ("ORG", "C", "2")
