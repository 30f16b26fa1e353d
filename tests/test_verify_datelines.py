"""A document's own date line dates what it says was done "today", "yesterday" or "last Tuesday"."""

from __future__ import annotations

import pytest

from investigate.verify.datelines import dateline, in_heading, relative_dates
from investigate.verify.models import Verdict
from tests.verify_support import build_matcher

NOTICE = (
    "UTILITIES COMPLIANCE AUTHORITY\n\nFinal Enforcement Notice and Penalty Decision\n\n"
    "Reference: UCA/ENF/2024/017\nRegulated company: Brenhall Water Services Limited\n"
    "Date of decision: 19 March 2024\n\n1. Summary\n\n"
    'The Utilities Compliance Authority ("the Authority") has today imposed a financial penalty of '
    "£5.2 million on Brenhall Water Services Limited for breaches of condition 14 of its licence. The "
    "breaches occurred between 1 April 2021 and 31 March 2023.\n\n"
    "2. Background\n\nIn its provisional notice of 14 November 2023 the Authority proposed a penalty "
    "of £6.8 million.\n"
)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        (NOTICE, "19 March 2024"),
        # A press release's place and date run into its first sentence.
        ("HALLENBY, April 3, 2024 - Vantor Coachworks today announced 94 deliveries.", "April 3, 2024"),
        # The end of the period a title reports on is not the date of the report.
        ("CALDERSTONE FOODS PLC\n\nPreliminary results for the year ended 31 March 2024\n\n"
         "Released: 11 June 2024, 7.00am\n\nCalderstone Foods plc today announces its results.", "11 June 2024"),
        # An event's date in the body is no date line.
        ("The inquiry into the crush at Brackenfield Stadium on 23 September 2023, in which four "
         "people died, today published its final report on the disaster and its causes.", None),
        # Nothing is said to be done today.
        ("Date: 26 June 2025\n\nThe Authority imposed a penalty.", None),
    ],
)  # fmt: skip
def test_the_date_line_is_the_documents_own_date(text: str, date: str | None) -> None:
    found = dateline(text)
    assert (found.text if found else None) == date


def test_only_today_of_an_act_is_dated() -> None:
    date = dateline(NOTICE)
    assert date is not None
    said = (
        "Headcount grew to 310 today. Evidence given today is privileged. The Authority today announced it."
    )
    (today,) = relative_dates(said, date)
    assert said[today.start : today.end] == "today"
    assert today.start == said.index("today announced")
    assert (today.year, today.month, today.day) == (2024, 3, 19)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        (
            "The Utilities Compliance Authority fined Brenhall Water Services £5.2 million in March 2023.",
            True,
        ),
        (
            "The Utilities Compliance Authority fined Brenhall Water Services £5.2 million in March 2024.",
            False,
        ),
    ],
)
def test_an_act_done_today_is_dated_by_the_date_line(sentence: str, contradicted: bool) -> None:
    result = build_matcher({"T1": NOTICE}).check(sentence, ["T1"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "today (19 March 2024)" in result.reason


@pytest.mark.parametrize(
    ("dated", "said", "when"),
    [
        ("Broadcast: Sunday 14 April 2024, 09:00", "Last Tuesday your board approved it.", (2024, 4, 9)),
        # "Last Tuesday" said on a Tuesday is a week before.
        ("Published: 9 April 2024", "Last Tuesday the board met.", (2024, 4, 2)),
        ("Published: 1 March 2024", "Figures published yesterday show a rise.", (2024, 2, 29)),
    ],
)
def test_yesterday_and_last_tuesday_count_back_from_the_date_line(
    dated: str, said: str, when: tuple[int, int, int]
) -> None:
    date = dateline(f"{dated}\n\n{said}")
    assert date is not None
    (found,) = relative_dates(said, date)
    assert (found.year, found.month, found.day) == when


TRANSCRIPT = (
    "RADIO CASTLEBURY\nTHE WEEK AT CASTLEBURY - TRANSCRIPT\n\nBroadcast: Sunday 14 April 2024, 09:00\n\n"
    "MA: Let's start with the tram. Last Tuesday your board approved a new budget for the Line 3 "
    "extension to Fenwick Park: £412 million. When the business case was signed off in 2021 the figure "
    "was £290 million.\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        ("The board approved the £412m Line 3 budget on 9 April 2024.", False),
        ("The board approved the £412m Line 3 budget on 2 April 2024.", True),
    ],
)
def test_last_tuesday_dates_the_act(sentence: str, contradicted: bool) -> None:
    result = build_matcher({"T1": TRANSCRIPT}).check(sentence, ["T1"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


def test_a_heading_field_is_of_the_whole_document() -> None:
    judgment = (
        "IN THE HIGH COURT OF JUSTICE\n\nBefore: THE HONOURABLE MR JUSTICE ARDEN\n\n"
        "Judgment handed down: 9 May 2024\n\nINTRODUCTION\n\n"
        "1. This is a claim by Tollgate Builders Limited against Penmoor Borough Council over the "
        "Northgate Swimming Baths.\n"
    )
    field = judgment.index("Judgment")
    assert in_heading(judgment, field, field + 34)
    assert not in_heading(judgment, judgment.index("1. This"), len(judgment))
    # The case's names come after the date's field, and still date its judgment.
    result = build_matcher({"J1": judgment}).check(
        "Mr Justice Arden handed down his judgment in the Northgate Swimming Baths case on 9 May 2023.",
        ["J1"],
    )
    assert result.verdict is Verdict.CONTRADICTED, result.reason
