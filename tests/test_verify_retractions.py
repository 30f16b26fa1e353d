"""A statement that a source's correction takes back contradicts a sentence that repeats it."""

from __future__ import annotations

import pytest

from investigate.verify.models import Verdict
from investigate.verify.retractions import retracted
from tests.verify_support import build_matcher

PROFILE = (
    "She went to the University of Caldmere to study linguistics, and dropped out in her final "
    "year to build an early prototype of what became Hollis. In 2017 she founded Hollis Labs.\n\n"
    "The company had revenue of $40 million in 2023, Marlowe says.\n\n"
    "---\n\n"
    "CLARIFICATION (2 April 2024)\n\n"
    "An earlier version of this article stated that Odessa Marlowe dropped out of the University "
    "of Caldmere. She completed her degree in linguistics in 2012. The article also stated that "
    "Hollis Labs' Series C funding round was led by Tallis Ventures; it was led by Arbor Peak "
    "Capital, with Tallis Ventures participating.\n\n"
    "Following publication, a representative of Jonah Pike said that he had left for family reasons."
)
OBITUARY = (
    "Lena Voss led the response to the 2022 Sable Canyon Fire.\n\n"
    "Correction: The earlier version misstated Ms. Strand's age as 72; she was 71. And it said "
    "that she had directed the response to the 2022 Sable Canyon Fire."
)


def test_the_statements_a_correction_takes_back() -> None:
    spans = [PROFILE[a:b] for a, b in retracted(PROFILE)]
    assert spans == [
        " that Odessa Marlowe dropped out of the University of Caldmere.",
        " that Hollis Labs' Series C funding round was led by Tallis Ventures",
    ]
    # A paragraph with no correction in it takes nothing back.
    assert retracted("The board said that it had approved the plan.") == []


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        (
            "Odessa Marlowe dropped out of the University of Caldmere in her final year to build "
            "the first Hollis prototype.",
            "P",
            Verdict.CONTRADICTED,
        ),
        ("Hollis Labs' Series C round was led by Tallis Ventures.", "P", Verdict.CONTRADICTED),
        # What the correction says instead is not taken back.
        ("Odessa Marlowe completed her degree in linguistics in 2012.", "P", Verdict.VERIFIED),
        # Nor is the correction, told as such.
        (
            "An earlier version of the article stated that Odessa Marlowe dropped out of the "
            "University of Caldmere.",
            "P",
            Verdict.VERIFIED,
        ),
        # "She had directed the response" is taken back of Strand, not of Lena Voss.
        ("Lena Voss led the response to the 2022 Sable Canyon Fire.", "O", Verdict.VERIFIED),
    ],
)
def test_a_sentence_repeating_a_retracted_statement(sentence: str, source: str, verdict: Verdict) -> None:
    result = build_matcher({"P": PROFILE, "O": OBITUARY}).check(sentence, [source])
    assert result.verdict is verdict, result.reason


def test_the_quote_is_the_statement_taken_back() -> None:
    result = build_matcher({"P": PROFILE}).check(
        "Odessa Marlowe dropped out of the University of Caldmere.", ["P"]
    )
    assert result.verdict is Verdict.CONTRADICTED
    (quote,) = result.quotes
    assert PROFILE[quote.start : quote.end] == quote.text
    assert "dropped out of the University of Caldmere" in quote.text
    assert quote.start > PROFILE.index("CLARIFICATION")
