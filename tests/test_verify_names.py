"""Whose statement a passage is: acronyms, the other party of a relation, and names carried in
from earlier in an article."""

from __future__ import annotations

import pytest

from investigate.verify.models import Verdict
from investigate.verify.names import names_in, sentence_tokens, spelled_out, subjects, writes_acronym
from tests.verify_support import build_matcher

EVIDENCE = {
    # Two regulators fine the same company different sums, in one article.
    "N001": (
        "In July 2019 the Federal Trade Commission fined Meridian Social $5 billion over privacy "
        "violations. In the same month the Securities and Exchange Commission fined Meridian Social "
        "$100 million for misleading investors."
    ),
    # The SEC is named first; a later passage gives the same act to the FTC.
    "N002": (
        "The SEC opened an inquiry into Meridian Social in 2018. Months later, after a long review "
        "of its consent decree, the FTC fined Meridian Social $5 billion."
    ),
    # Two inquiries into one sinking, led by different people.
    "N003": (
        "The liner Aurora sank in 1912. An American inquiry was led by Senator Wallace Brandt, "
        "while the British inquiry was led by Lord Ashcombe."
    ),
    # A company named once, then called "the company"; an acronym spelled out only in the source.
    "N004": (
        "Halvorsen Shipping was founded in 1921 in Bergen. The company reported revenue of $4.2 "
        "billion in 2022 and was funded by the hedge fund billionaire Ivo Renner."
    ),
    "N005": "The EPA found in 2015 that the carmaker had cheated emissions tests.",
}


@pytest.fixture(scope="module")
def check():
    matcher = build_matcher(EVIDENCE)
    return lambda sentence, sid: matcher.check(sentence, [sid]).verdict


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        # The acronym of the body the passage spells out, and the name spelled out for an acronym.
        ("The FTC fined Meridian Social $5 billion in July 2019.", "N001", Verdict.VERIFIED),
        ("The Federal Trade Commission fined Meridian Social $5 billion.", "N002", Verdict.VERIFIED),
        (
            "The Environmental Protection Agency found in 2015 that the carmaker cheated.",
            "N005",
            Verdict.VERIFIED,
        ),
        # The fine of one regulator is not the other's, whichever is named first.
        (
            "The Securities and Exchange Commission fined Meridian Social $5 billion.",
            "N001",
            Verdict.CONTRADICTED,
        ),
        ("The SEC fined Meridian Social $5 billion.", "N002", Verdict.NOT_FOUND),
        # The relation of the sentence's own party decides, not the same relation of another.
        ("The British inquiry was led by Senator Wallace Brandt.", "N003", Verdict.CONTRADICTED),
        ("The American inquiry was led by Senator Wallace Brandt.", "N003", Verdict.VERIFIED),
        ("The British inquiry was led by Lord Ashcombe.", "N003", Verdict.VERIFIED),
        # "The company" stands for the name said before it; describing words after "by" are skipped.
        ("Halvorsen Shipping reported revenue of $4.2 billion in 2022.", "N004", Verdict.VERIFIED),
        ("Halvorsen Shipping was funded by Ivo Renner.", "N004", Verdict.VERIFIED),
        # Another funder the passage never names: not said, rather than contradicted.
        ("Halvorsen Shipping was funded by Lena Brandt.", "N004", Verdict.NOT_FOUND),
    ],
)
def test_names_decide_whose_statement_it_is(check, sentence: str, source: str, verdict: Verdict) -> None:
    assert check(sentence, source) is verdict


def test_a_name_said_only_after_a_passage_does_not_stand_in_it() -> None:
    matcher = build_matcher(
        {
            "N010": (
                "The regulator fined Meridian Social $5 billion. The fine was the largest of its kind. "
                "Shares fell. Analysts were surprised. Separately, Ostara Bank was sued."
            )
        }
    )
    # "The regulator" cannot point forward to Ostara Bank.
    assert (
        matcher.check("Ostara Bank fined Meridian Social $5 billion.", ["N010"]).verdict
        is not Verdict.VERIFIED
    )


def test_acronyms_are_found_in_either_spelling() -> None:
    text = "The Federal Trade Commission and the Securities and Exchange Commission (SEC) both acted."
    assert spelled_out("ftc", text) == [frozenset({"federal", "trad", "commission"})]
    assert spelled_out("sec", text) == [frozenset({"security", "exchang", "commission"})]
    assert writes_acronym("sec", text)
    assert not writes_acronym("ftc", text)


def test_subjects_name_who_did_what() -> None:
    found = subjects(sentence_tokens("The SEC has fined Meridian Social, and Lord Ashcombe resigned."))
    assert [(verb, sorted(name.stems)) for verb, name in found] == [
        ("penalty", ["sec"]),
        ("resign", ["ashcomb", "lord"]),
    ]


def test_a_name_set_off_by_an_apposition_is_the_subject() -> None:
    def doers(text: str) -> list[tuple[str, list[str]]]:
        return [(verb, sorted(name.stems)) for verb, name in subjects(sentence_tokens(text))]

    assert doers("Dr Alan Whitcombe, the charity's treasurer, raised concerns.") == [
        ("rais", ["alan", "dr", "whitcomb"])
    ]
    assert doers("The charity's treasurer, Mr Owen Latchford, raised concerns.") == [
        ("rais", ["latchford", "mr", "owen"])
    ]
    # Whose is the verb is unclear here: no subject rather than a wrong one.
    assert doers("The report, published by Halvorsen, raised concerns.") == []
    # The place in an address is not who died.
    assert doers("Daniel Arthur Preece, aged 34, of Winsover Road, Tanfield, died on 17 October 2023.") == [
        ("died", ["arthur", "daniel", "preec"])
    ]
    # An apposition opened by a name in the possessive (set 46 #4607); the subject stops at its comma.
    assert doers("Daniel Ashworth, Redgate's founder, told the court.") == [("told", ["ashworth", "daniel"])]
    assert doers("Daniel Ashworth, Redgate’s founder, told the court.") == [("told", ["ashworth", "daniel"])]
    # Not where the possessive name is inside the apposition: whose it is stays unclear.
    assert doers("The report, Halvorsen's own, raised concerns.") == []


def test_a_wrong_name_in_an_apposition_is_not_verified() -> None:
    matcher = build_matcher(
        {
            "N050": (
                "When the appeal was launched, the chair of trustees was Dr Alan Whitcombe. The "
                "charity's treasurer, Mr Owen Latchford, raised concerns in writing about the "
                "accounting for the appeal in May 2022, but his concerns were not acted on."
            )
        }
    )
    result = matcher.check(
        "Dr Alan Whitcombe, the charity's treasurer, raised concerns in writing about the appeal "
        "accounting in May 2022.",
        ["N050"],
    )
    assert result.verdict is not Verdict.VERIFIED, result.reason


def test_a_role_given_to_another_name_is_not_verified() -> None:
    # Set 46 #4607: the sentence gives Redgate's founder's evidence to Copperhill's director.
    matcher = build_matcher(
        {
            "N051": (
                "Its managing director, Mr Daniel Ashworth, gave evidence that the brand is stocked in "
                "about 2,900 pubs. Redgate's founder, Ms Priya Mendel, told the court that Redgate sold "
                "roughly 412,000 cans of COPPER HOLLOW between launch and 31 December 2023."
            )
        }
    )
    result = matcher.check(
        "Daniel Ashworth, Redgate's founder, told the court that Redgate sold roughly 412,000 cans of "
        "Copper Hollow.",
        ["N051"],
    )
    assert result.verdict is not Verdict.VERIFIED, result.reason
    told = matcher.check(
        "Priya Mendel, Redgate's founder, told the court that Redgate sold roughly 412,000 cans of "
        "Copper Hollow.",
        ["N051"],
    )
    assert told.verdict is Verdict.VERIFIED, told.reason


def test_a_number_opening_a_sentence_is_no_name() -> None:
    assert names_in(sentence_tokens("Twenty-three people were killed and five remain missing.")) == []
    assert [sorted(n.stems) for n in names_in(sentence_tokens("Corvanta said 19 people died."))] == [
        ["corvanta"]
    ]
