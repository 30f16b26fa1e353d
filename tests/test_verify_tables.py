"""Tables in evidence: a cell's figure is said of its row label and column heading."""

from __future__ import annotations

import pytest

from investigate.verify.index import chunk_source
from investigate.verify.models import Verdict
from investigate.verify.tables import table_cells
from investigate.verify.tokens import stem
from tests.verify_support import build_matcher, check_against

# As trafilatura writes an HTML table, and as a report aligns one with spaces.
PIPED = (
    "The exam board published the corrected results on 29 August 2024.\n"
    "Proportion of candidates achieving each grade or above:\n"
    "| Grade | As issued 15 Aug 2024 | Corrected 29 Aug 2024 | Summer 2023 |\n"
    "|---|---|---|---|\n"
    "| A or above | 18.2% | 24.6% | 25.1% |\n"
    "| C or above | 71.4% | 79.8% | 80.3% |\n"
    "The board apologised to every candidate affected."
)
ALIGNED = (
    "Votes cast in the Harbour ward:\n"
    "   Candidate                              Initial count    Recount (10 May 2024)\n"
    "   Desmond Achterberg (Harbour First)     3,106            3,188\n"
    "   Joanna Petrakis (Civic Alliance)       3,065            3,165\n"
)
TIMELINE = (
    "   2023-08-16        Unified command established\n   2023-08-20        Peak staffing: 1,140 personnel\n"
)


def _cells(text: str) -> dict[str, tuple[list[str], list[str]]]:
    return {
        text[c.start : c.end]: ([text[a:b] for a, b in c.named], [text[a:b] for a, b in c.described])
        for c in table_cells(text)
    }


def test_a_piped_cell_is_named_by_its_row_and_column_and_described_by_the_title() -> None:
    cells = _cells(PIPED)
    assert cells["24.6%"] == (
        ["A or above", "Corrected 29 Aug 2024"],
        ["Proportion of candidates achieving each grade or above:", "Grade"],
    )
    assert cells["80.3%"][0] == ["C or above", "Summer 2023"]
    assert len(cells) == 6  # the labels and headings are no cells of their own


def test_an_aligned_cell_takes_the_heading_it_stands_under() -> None:
    cells = _cells(ALIGNED)
    assert cells["3,188"][0] == ["Desmond Achterberg (Harbour First)", "Recount (10 May 2024)"]
    assert cells["3,065"][0] == ["Joanna Petrakis (Civic Alliance)", "Initial count"]
    assert cells["3,188"][1] == ["Votes cast in the Harbour ward:", "Candidate"]


def test_a_table_without_headings_names_its_cells_by_their_rows_only() -> None:
    cells = _cells(TIMELINE)
    assert cells["Peak staffing: 1,140 personnel"][0] == ["2023-08-20"]


def test_prose_with_a_wide_gap_is_no_table_and_a_sentence_above_is_no_title() -> None:
    assert table_cells("The fine was $3m.    It was paid in 2023.\nNothing else was said.") == []
    text = "The board met twice.\n| Region | Deaths |\n|---|---|\n| South | 12 |"
    assert _cells(text)["12"] == (["South", "Deaths"], ["Region"])


def test_an_empty_corner_cell_and_year_span_headings_keep_the_columns_in_place() -> None:
    cells = _cells("|  | Deaths | Injuries |\n| South | 12 | 290 |\n| North | 3 | 100 |")
    assert cells["290"][0] == ["South", "Injuries"]
    cells = _cells("Item | 2023-24 | 2022-23\nTotal income | 412.6 | 398.1\nCosts | 300.2 | 280.0")
    assert cells["398.1"][0] == ["Total income", "2022-23"]
    # A row of amounts is no heading, though its cells hold words.
    assert _cells("Hotel room   EUR 189.00\nTaxi   EUR 20.00")["EUR 20.00"] == (["Taxi"], [])


def test_a_count_in_a_table_counts_what_its_headings_name() -> None:
    matcher = build_matcher({"S003": "| Region | Injuries |\n|---|---|\n| South | 290 |\n| North | 100 |"})
    deaths = matcher.check("There were 12 road deaths in the South in 2023.", ["S003"])
    assert deaths.verdict is not Verdict.CONTRADICTED, deaths.reason
    injuries = matcher.check("There were 12 road injuries in the South.", ["S003"])
    assert injuries.verdict is Verdict.CONTRADICTED, injuries.reason


def test_a_figure_from_another_column_contradicts_and_the_right_one_does_not() -> None:
    matcher = build_matcher({"S001": PIPED, "S002": ALIGNED})
    wrong = matcher.check("Once corrected, 25.1% of candidates achieved an A or above.", ["S001"])
    assert wrong.verdict is Verdict.CONTRADICTED
    assert "24.6%" in wrong.reason
    right = matcher.check("Once corrected, 24.6% of candidates achieved an A or above.", ["S001"])
    assert right.verdict is not Verdict.CONTRADICTED
    recount = matcher.check("Desmond Achterberg won 3,106 votes in the recount.", ["S002"])
    assert recount.verdict is Verdict.CONTRADICTED
    assert "3,188" in recount.reason
    initial = matcher.check("Desmond Achterberg won 3,188 votes in the initial count.", ["S002"])
    assert initial.verdict is Verdict.CONTRADICTED
    assert "3,106" in initial.reason
    assert matcher.check("Desmond Achterberg won 3,188 votes in the recount.", ["S002"]).verdict is not (
        Verdict.CONTRADICTED
    )


# A census table whose last column is the change between two of its years, and a trading table
# with its latest year first and a bare "Change".
CENSUS = (
    "Table 2: Breeding pairs by species\n\n"
    "Species            Unit     2012     2018     2023   Change 2018-23\n"
    "Little tern        Pairs     410      365      250   -32%\n"
    "Sandwich tern      Pairs   1,220    1,480    1,630   +10%\n"
)
TRADING = (
    "Harbourside Credit Union: key figures\n"
    "Measure              | 2024-25 | 2023-24 | Change\n"
    "Members              | 41,300  | 37,450  | +10.3%\n"
    "Loans advanced ($m)  | 18.2    | 16.9    | +7.7%\n"
)


def test_the_ends_of_a_change_column_are_its_years_columns() -> None:
    matcher = build_matcher({"S001": CENSUS, "S002": TRADING})
    start = matcher.check("Little tern pairs fell 32% in five years, to 365.", ["S001"])
    assert start.verdict is Verdict.CONTRADICTED, start.reason
    assert "250" in start.reason
    end = matcher.check("Little tern pairs fell 32% in five years, to 250.", ["S001"])
    assert end.verdict is not Verdict.CONTRADICTED, end.reason
    # The latest year first: 41,300 is where the rise ended.
    members = matcher.check("Harbourside Credit Union members rose by just over 10%, to 41,300.", ["S002"])
    assert members.verdict is not Verdict.CONTRADICTED, members.reason
    wrong = matcher.check("Harbourside Credit Union members rose by just over 10%, to 37,450.", ["S002"])
    assert wrong.verdict is Verdict.CONTRADICTED, wrong.reason


LYME = """Lyme disease by region

   Region              Cases 2023   Cases 2024   Rate per 100,000 (2024)
   ----------------------------------------------------------------------
   Lakeshore               604          771             38.2
   Eastern Uplands         455          583             29.6
"""


def test_a_rule_of_dashes_under_an_aligned_heading_keeps_the_heading() -> None:
    # Set 47 #4766: the dashes had ended the table, so no cell knew its column.
    source = chunk_source("T200", LYME)
    (rate,) = [q for chunk in range(len(source.chunks)) for q in source.quantities(chunk) if q.text == "38.2"]
    assert {stem("rate"), "2024"} <= rate.headings.keys()


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Another region's row does not give Lakeshore's rate (set 47 #4766).
        ("Lakeshore recorded 771 Lyme disease cases in 2024, a rate of 29.6 per 100,000 people.", True),
        ("Lakeshore recorded 771 Lyme disease cases in 2024, a rate of 38.2 per 100,000 people.", False),
    ],
)
def test_a_row_named_for_someone_else_does_not_state_the_figure(sentence: str, contradicted: bool) -> None:
    result = build_matcher({"T201": LYME}).check(sentence, ["T201"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


_RESULTS = (
    "BRAMBLEWOOD GARDEN CENTRES PLC\nPreliminary results for the 52 weeks ended 29 September 2024\n\n"
    "FINANCIAL HIGHLIGHTS\n\n"
    "                                        FY2024      FY2023      Change\n"
    "  Revenue                               £214.7m     £201.3m     +6.7%\n"
    "  Adjusted profit before tax            £18.4m      £16.9m      +8.9%\n\n"
    "OPERATIONAL HIGHLIGHTS\n\n"
    "- The Group operated 47 centres at the year end, compared with 45 a year earlier.\n"
    "- Restaurant and cafe revenue increased by 11.2% to £41.9m.\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 51 #5161: a row that gives two of the sentence's figures in its period states them;
        # another revenue's rise is no rival.
        ("Bramblewood's revenue rose 6.7% to £214.7m in the year to 29 September 2024.", False),
        # ... not where one of them is the year before's ("rose 6.7% to £201.3m").
        ("Bramblewood's revenue rose 6.7% to £201.3m in the year to 29 September 2024.", True),
        ("Bramblewood's restaurant and cafe revenue rose 6.7% to £41.9m.", True),
    ],
)
def test_a_row_giving_two_of_the_sentence_s_figures_states_them(sentence: str, contradicted: bool) -> None:
    result = check_against(_RESULTS, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


def test_a_row_of_another_measure_states_nothing_of_the_sentence() -> None:
    # Set 11 #1218: "Death from any cause | 142 (24.7%) | 139 (24.3%)" gives no rate of "major
    # adverse cardiovascular events", though both percentages are the sentence's.
    evidence = (
        "Table 3: Outcomes\n"
        "Outcome                        | Renadustat (n=575) | Epoetin alfa (n=572)\n"
        "Major adverse cardiovascular events | 118 (20.5%)  | 139 (24.3%)\n"
        "Death from any cause           | 142 (24.7%)        | 139 (24.3%)\n"
    )
    result = check_against(
        evidence,
        "Major adverse cardiovascular events were recorded in 24.7% of patients in the renadustat "
        "group, against 24.3% in the epoetin alfa group.",
    )
    assert result.verdict is Verdict.CONTRADICTED, result.reason


# Set 31 #3127: a row opened by a reference, then what it is of, then its deadline.
_REQUIREMENTS = (
    "3.1 The company must take the steps below by the dates shown.\n\n"
    "Ref   Requirement                                              Deadline\n"
    "R1    Reinstate a 24-hour waking watch                         29 October 2024\n"
    "R3    Repair or replace all 61 defective flat entrance doors   20 December 2024\n"
    "R5    Submit an external wall remediation plan                 31 January 2025\n\n"
    "3.2 In its initial response the company asked for the deadline for R3 to be extended to "
    "31 March 2025. The Regulator refused the request on 5 November 2024.\n"
)


def test_a_row_opened_by_a_reference_is_named_by_its_words_too() -> None:
    cells = _cells(_REQUIREMENTS)
    assert cells["20 December 2024"][0] == [
        "R3",
        "Repair or replace all 61 defective flat entrance doors",
        "Deadline",
    ]
    assert cells["Repair or replace all 61 defective flat entrance doors"][0] == ["R3", "Requirement"]


@pytest.mark.parametrize(
    ("deadline", "contradicted"),
    [("31 March 2025", True), ("20 December 2024", False)],
)
def test_a_deadline_in_a_referenced_row_is_the_deadline_of_its_words(
    deadline: str, contradicted: bool
) -> None:
    # (the extension asked for, and refused, is no deadline set)
    result = check_against(
        "PELLOW ESTATES LIMITED: ENFORCEMENT NOTICE\n\n" + _REQUIREMENTS,
        f"Pellow Estates has until {deadline} to repair or replace the defective flat entrance doors.",
    )
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
