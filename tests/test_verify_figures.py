"""Figures paired by what they are said of, and the checks that keep VERIFIED from being said
of a passage that holds every word but says something else."""

from __future__ import annotations

import pytest

from investigate.verify.arithmetic import worked_out
from investigate.verify.doers import detached_act, unrealised_act
from investigate.verify.figures import Clash, _verb_before, compare, stated_elsewhere
from investigate.verify.index import chunk_source
from investigate.verify.models import Verdict
from investigate.verify.quantities import Kind, agrees, bracket_notes, conflicts, extract, spellings
from investigate.verify.tables import table_cells
from investigate.verify.tokens import stem
from tests.verify_support import build_matcher, check_against, check_beside_others

SOURCES = {
    # Two figures of one kind about different things, each said of its own words.
    "T001": (
        "The contract at the centre of the case was awarded to Castellan Medical Supplies in August "
        "2020, without a competitive tender. It covered 1,150 ventilators and was valued at £48.6 "
        "million. A competitive tender for a smaller order of 600 machines, run by the board in "
        "2019, had been priced at £31 million but was abandoned."
    ),
    "T002": "The train was travelling at 71 mph, just below the line speed of 75 mph, when its leading bogie derailed.",
    "T003": (
        "That is separate from the 250 million reais fine imposed by the federal environment agency in "
        "the week after the disaster, and from a 99 million reais fine levied by the state "
        "environmental agency."
    ),
    "T004": "Colin Ferris was the party's treasurer from 2019 until March 2023.",
    "T005": (
        "Under its terms the subsidiary agreed to pay a financial penalty of £129m. The parent "
        "company, Harwell & Stone plc, issued a statement welcoming the settlement."
    ),
    "T006": (
        "Norvale Chemical has agreed to pay $62 million to settle the lawsuit. The settlement must "
        "still be approved by Judge Amelia Roarke."
    ),
    "T007": (
        "In June she pleaded guilty and agreed to cooperate with prosecutors. She is expected to "
        "testify at Thale's trial."
    ),
    "T008": "The main contract was awarded to Velora Systems UK in 2018.",
    "T009": "Holders of the bank's €750 million bond, issued in 2019, will have their claims written down in full.",
    "T010": "The NMEA's investigation found 22 serious adverse events, including three deaths.",
    "T011": (
        "The inquiry found that Vellmoor's vegetation budget had been cut from $8.1 million in 2019 "
        "to $5.3 million in 2021."
    ),
    "T012": (
        "When DEPA signed the contract in March 2016 it approved a budget of KRC 3.1 billion. DEPA "
        "now forecasts that the programme will cost KRC 4.7 billion."
    ),
    "T013": (
        "Natalie Crane and Rupert Oyelaran of the accountancy firm Brightwell Ashby were appointed "
        "joint liquidators on 11 April 2024."
    ),
    "T015": (
        "The Ellesmoor maternity review was published on Thursday. Its report makes 42 "
        "recommendations.\n\nThe Carrow Hills fire inquiry was tabled in June. Its report makes 37 "
        "recommendations."
    ),
    "T016": (
        "Emissions. The release stated that the fleet had avoided an estimated 4,100 tonnes of CO2. "
        "The correct estimate to date is 2,900 tonnes."
    ),
    "T017": "The release stated that Vantor had delivered 94 buses. The correct figure as at 31 March 2024 is 74 buses.",
    "T018": (
        "Quillon's first public notice, issued on 2 June 2022, stated that approximately 3.1 "
        "million individuals had been affected. Quillon revised that figure on 29 August 2022 to "
        "4.7 million individuals."
    ),
    "T019": "The earlier version also misstated Ms. Strand's age at her death as 72; she was 71.",
    "T020": (
        "Between May and June 2024, 17 confirmed cases of listeriosis were linked to cheese from "
        "Halvorsen Creamery. Fourteen of the patients were admitted to hospital."
    ),
    "T021": (
        "The Eskland Civil Aviation Authority (ECAA) proposed a fine of EUR 2.1 million against "
        "Norvane Air for failures in the oversight of contracted maintenance. Following "
        "representations by the operator, the ECAA imposed a fine of EUR 1.4 million on 15 October 2024."
    ),
    "T022": (
        "On 9 February 2024, twelve days before the incident, all fourteen fuel nozzles of the "
        "No. 2 engine were replaced during a scheduled check."
    ),
    "T023": (
        "In March 2022 TVSB arranged and led a $96.5 million syndicated term loan to Brennock "
        "Minerals. TVSB retained $61 million of the loan on its own balance sheet."
    ),
    "T024": (
        "In August 2022 the board approved a contract of $1.2 million with Lumen Learning Partners "
        "for curriculum and data services. Through twelve amendments, the district ultimately paid "
        "Lumen $3.9 million."
    ),
    "T025": (
        "Finding 1: Staffing grew while enrollment fell. Enrollment declined from 18,400 students in "
        "2019-20 to 16,950 in 2023-24. Over the same period the district increased its staff by 140 "
        "full-time equivalents."
    ),
    "T026": "Pellway said it had halted production at the Harlan Springs plant on 11 May and would not restart.",
    "T027": (
        "In the 2021 monitoring round, before the switch, 4% of Eastfield samples exceeded the "
        "action level. In the 2023 round, 17% of the 1,240 homes tested exceeded it."
    ),
    "T014": (
        "The ferry Sorrel Star sank in February 2022 because seals on its bow door had not been "
        "replaced for six years."
    ),
}


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        # The tender's year and price are not the contract's: the contract's are stated elsewhere.
        ("The contract was awarded to Castellan Medical Supplies in August 2020.", "T001", Verdict.VERIFIED),
        (
            "The contract awarded to Castellan Medical Supplies was valued at £31 million.",
            "T001",
            Verdict.CONTRADICTED,
        ),
        ("The contract was awarded to Castellan Medical Supplies in 2019.", "T001", Verdict.CONTRADICTED),
        # An equal figure said of something else (the line speed) does not verify the train's speed.
        ("The train was travelling at 75 mph when its leading bogie derailed.", "T002", Verdict.CONTRADICTED),
        ("The train was travelling at 71 mph when its leading bogie derailed.", "T002", Verdict.VERIFIED),
        # Whose fine it was: the state agency's was 99 million reais.
        ("The state environmental agency fined the company 250 million reais.", "T003", Verdict.CONTRADICTED),
        # Both ends of a range are said of the same words.
        ("Colin Ferris was the party's treasurer from 2019 until March 2022.", "T004", Verdict.CONTRADICTED),
        ("Colin Ferris was the party's treasurer from 2019 until March 2023.", "T004", Verdict.VERIFIED),
        # Counts of different things are not rivals; figures stated together are not each other's.
        ("The investigation found three deaths among 22 serious adverse events.", "T010", Verdict.VERIFIED),
        # An equal count of another thing does not state it.
        ("The investigation found 22 deaths among the serious adverse events.", "T010", Verdict.NOT_FOUND),
        # The start of a change is not its end.
        (
            "The inquiry found that Vellmoor's vegetation budget had been cut to $8.1 million.",
            "T011",
            Verdict.CONTRADICTED,
        ),
        (
            "The inquiry found that Vellmoor's vegetation budget had been cut to $5.3 million.",
            "T011",
            Verdict.VERIFIED,
        ),
        # A currency code is money: the forecast is compared with the forecast.
        ("DEPA now forecasts that the programme will cost KRC 3.6 billion.", "T012", Verdict.CONTRADICTED),
        # The names of a figure's own clause are its subject, not only the nearest one ("Harcastle").
        (
            "Natalie Crane and Rupert Oyelaran of Brightwell Ashby were appointed joint liquidators "
            "of Harcastle on 19 March 2024.",
            "T013",
            Verdict.CONTRADICTED,
        ),
        # A sentence making two claims is false when either states a wrong figure.
        (
            "The Ellesmoor maternity review made 64 recommendations and the Carrow Hills fire inquiry made 37.",
            "T015",
            Verdict.CONTRADICTED,
        ),
        # A figure the evidence states and then corrects is not verified by it, nor a rival.
        ("The fleet has avoided an estimated 4,100 tonnes of CO2 to date.", "T016", Verdict.CONTRADICTED),
        (
            "The release stated that the fleet had avoided an estimated 4,100 tonnes of CO2.",
            "T016",
            Verdict.VERIFIED,
        ),
        (
            "The correct figure is that Vantor had delivered 74 buses, not 94, as at 31 March 2024.",
            "T017",
            Verdict.NOT_FOUND,
        ),
        # What a notice said stays what it said, whatever later revised it; "people" counts
        # the "individuals".
        (
            "Quillon's first public notice, issued on 2 June 2022, said about 4.7 million people had been affected.",
            "T018",
            Verdict.CONTRADICTED,
        ),
        (
            "On 29 August 2022 Quillon revised the figure to 4.7 million individuals.",
            "T018",
            Verdict.VERIFIED,
        ),
        # A figure the evidence says was misstated ("Ms." does not end that sentence).
        ("Ms. Strand died at the age of 72.", "T019", Verdict.CONTRADICTED),
        # "Fourteen of the patients" counts people; the 17 are cases.
        (
            "Seventeen people were admitted to hospital in the listeriosis outbreak linked to Halvorsen cheese.",
            "T020",
            Verdict.CONTRADICTED,
        ),
        # A figure proposed is not a figure imposed.
        (
            "The Eskland Civil Aviation Authority fined Norvane Air EUR 2.1 million over its oversight "
            "of contracted maintenance.",
            "T021",
            Verdict.CONTRADICTED,
        ),
        (
            "The Eskland Civil Aviation Authority proposed a fine of EUR 2.1 million against Norvane Air.",
            "T021",
            Verdict.VERIFIED,
        ),
        # "The same day as" is an interval too: of no days, not twelve.
        (
            "The fuel nozzles on the No. 2 engine had been replaced on the same day as the incident.",
            "T022",
            Verdict.CONTRADICTED,
        ),
        # "kept" is "retained": the figure kept is the $61 million.
        (
            "TVSB kept $96.5 million of the Brennock Minerals loan on its own balance sheet.",
            "T023",
            Verdict.CONTRADICTED,
        ),
        (
            "TVSB kept $61 million of the Brennock Minerals loan on its own balance sheet.",
            "T023",
            Verdict.VERIFIED,
        ),
        # Two figures of the sentence that the evidence states are not each other's rivals, unless
        # they fit the evidence better exchanged.
        (
            "The district paid Lumen Learning Partners $3.9 million, more than three times the $1.2 "
            "million contract its board approved.",
            "T024",
            Verdict.NOT_FOUND,  # "three times" is a sum the matcher does not do
        ),
        (
            "The district paid Lumen Learning Partners $1.2 million, a third of the $3.9 million "
            "contract its board approved.",
            "T024",
            Verdict.CONTRADICTED,
        ),
        # The size of a change is neither of its ends, and a verdict word's slot ends with its
        # clause ("... fell by almost 1,500 students, the district added 140 staff").
        (
            "Although enrollment fell by almost 1,500 students, the district added 140 full-time-equivalent staff.",
            "T025",
            Verdict.NOT_FOUND,  # 18,400 - 16,950 is a sum the matcher does not do
        ),
        # "and would not restart" is another clause: 11 May is when production halted.
        ("Pellway halted production at the Harlan Springs plant on 10 May.", "T026", Verdict.CONTRADICTED),
        # A year is said where the sentence's other figures are said with it: 2023, not 2021.
        (
            "In the 2023 round, 17% of the 1,240 Eastfield homes tested exceeded the action level.",
            "T027",
            Verdict.VERIFIED,
        ),
        # Time between two events is not how long something lasted.
        (
            "The Sorrel Star sank in February 2022, two years before the inquiry reported.",
            "T014",
            Verdict.NOT_FOUND,
        ),
    ],
)
def test_figures_are_compared_with_what_they_are_said_of(
    sentence: str, source: str, verdict: Verdict
) -> None:
    result = build_matcher(SOURCES).check(sentence, [source])
    assert result.verdict is verdict, result.reason


@pytest.mark.parametrize(
    ("sentence", "source", "reason"),
    [
        # The doer is described ("the parent company"), and the passage gives the act to another.
        ("Harwell & Stone plc, the parent company, agreed to pay a £129m penalty.", "T005", "subsidiary"),
        # Said only as a duty or prospect; the act's complement said in another sentence.
        ("Judge Amelia Roarke has approved the $62 million settlement.", "T006", ""),
        ("She has agreed to testify at Thale's trial.", "T007", ""),
        # Another recipient or agent than the sentence's.
        ("The main contract was awarded in 2018 to Velora Technologies Inc.", "T008", "velora"),
        (
            "Holders of a €750 million bond issued by Kestrel Holdings will have their claims written down.",
            "T009",
            "kestrel",
        ),
    ],
)
def test_every_word_is_not_enough_for_verified(sentence: str, source: str, reason: str) -> None:
    result = build_matcher(SOURCES).check(sentence, [source])
    assert result.verdict is not Verdict.VERIFIED
    assert reason in result.reason.lower()


@pytest.mark.parametrize(
    ("said", "found", "agree", "conflict"),
    [
        ("in the first quarter of 2025", "in the third quarter of 2025", False, True),
        ("in Q3 2024", "in the third quarter of 2024", True, False),
        ("in the first quarter of 2025", "in February 2025", True, False),
        ("in the first quarter of 2025", "in August 2025", False, True),
        ("in the first quarter of 2025", "in 2025", False, False),  # the year alone says no quarter
    ],
)
def test_quarters_are_dates(said: str, found: str, agree: bool, conflict: bool) -> None:
    (claim,), (evidence,) = extract(said), extract(found)
    assert (agrees(claim, evidence), conflicts(claim, evidence)) == (agree, conflict)


def test_range_ends_share_their_words_and_identifiers_are_not_counts() -> None:
    first, second = extract("He was treasurer from 2019 until March 2022.")
    assert first.surroundings == second.surroundings
    assert [q.text for q in extract("The VELOX-3 trial enrolled 1,240 participants.")] == ["1,240"]
    texts = [
        (q.text, q.kind.value)
        for q in extract("KRC 3.6 billion, CHF 1,200 and 30 kronor under ISO 9001 in FY 2023")
    ]
    assert texts == [
        ("KRC 3.6 billion", "money"),
        ("CHF 1,200", "money"),
        ("30 kronor", "money"),
        ("FY 2023", "time"),
    ]
    # A financial year is a date of its year; "m" written onto a count of things is millions.
    periods = extract("Sales in FY24, FY99 and 2022/23 reached 1.25m customers at the 400m hurdles.")
    assert [(q.text, q.year or q.value) for q in periods] == [
        ("FY24", 2024),
        ("FY99", 1999),
        ("2022/23", 2022),
        ("1.25m", 1_250_000),
        ("400", 400),
    ]
    assert [(q.text, q.value) for q in extract("Twenty-three people were killed.")] == [
        ("Twenty-three", 23.0)
    ]
    ends = [
        q.change_end for q in extract("cut from $8.1m to $5.3m, up to 30%, rose to about 19%, up from 12%")
    ]
    assert ends == ["from", "to", "", "to", "from"]


def test_acts_said_as_prospects_or_with_another_complement() -> None:
    approved = frozenset({stem("approved")})
    said = frozenset({stem(w) for w in ["judge", "has", "approved", "the", "settlement"]})
    assert unrealised_act(said, approved, SOURCES["T006"]) is not None
    assert unrealised_act(said, approved, "Judge Roarke approved the settlement on Monday.") is None
    # A sentence that is itself a prospect is not held to a done act.
    assert unrealised_act(said | {"must"}, approved, SOURCES["T006"]) is None
    agreed = frozenset({stem("agreed")})
    assert (
        detached_act("She agreed to testify.", agreed, SOURCES["T007"])
        == "the passage does not say 'agreed' with 'testify'"
    )
    assert detached_act("She agreed to testify.", agreed, "She agreed last June to testify.") is None


def test_denied_figures_and_the_size_of_a_change() -> None:
    eight, twelve = extract("it was widened to only 8 metres rather than the 12 metres recommended")
    assert (eight.denied, twelve.denied) == (False, True)
    assert eight.change_end == "to"
    (size,) = extract("enrollment fell by almost 1,500 students")
    assert size.change_end == "by"


def test_a_year_is_said_where_the_other_figures_are() -> None:
    # "monitoring round" is said of 2021, but 17% and 1,240 are said with 2023: no contradiction.
    result = build_matcher(SOURCES).check(
        "In the 2023 monitoring round, 17% of the 1,240 Eastfield homes tested exceeded the action level.",
        ["T027"],
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def test_a_share_said_in_words_is_a_percentage() -> None:
    (share,) = extract("More than three in five of the doors inspected failed")
    (found,) = [q for q in extract("Of the 412 doors inspected, 61% failed") if q.text == "61%"]
    assert agrees(share, found) and not conflicts(share, found)
    (quarter,) = extract("one in four adults")
    assert conflicts(quarter, found)


def test_and_a_half_is_half_more() -> None:
    (months,) = extract("Reserves covered about two and a half months of spending.")
    assert (months.value, months.unit, months.text) == (2.5, {stem("months")}, "two and a half")
    (years,) = extract("He was jailed for one and a half years.")
    assert years.value == 1.5
    # A year is not a count of anything.
    assert [q.kind for q in extract("In 2020 and a half of 2021")] == [Kind.TIME, Kind.TIME]
    reserves = (
        "The trustees aim to hold free reserves equivalent to between three and four months of "
        "expenditure. At 31 March 2024 free reserves stood at £1.48m, equivalent to about 2.5 months "
        "of expenditure."
    )
    result = build_matcher({"T1": reserves}).check(
        "At £1.48m, free reserves were equivalent to about two and a half months of expenditure.", ["T1"]
    )
    assert result.verdict is Verdict.VERIFIED, result.reason


REPLANNED = {
    "R1": (
        "The Dunmore depot is now expected to be completed in Q2 2024. Fitting out its second hangar, "
        "originally planned for October 2023, has been postponed to the second quarter of 2024."
    ),
    "R2": (
        "The council's business case originally estimated the cost of the Avonley bridge repairs at "
        "£8.9 million. Their cost has since risen to £11.4 million, after corrosion was found in the piers."
    ),
}


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # A first plan since replaced is no longer the plan (set 25 #2521) ...
        (
            "Fitting out the second hangar at the Dunmore depot is planned for October 2023.",
            Verdict.CONTRADICTED,
        ),
        ("The Avonley bridge repairs will cost £8.9 million.", Verdict.CONTRADICTED),
        # ... but it was the first plan, whatever replaced it ...
        (
            "Fitting out the second hangar at the Dunmore depot was originally planned for October 2023.",
            Verdict.VERIFIED,
        ),
        (
            "The council's business case estimated the cost of the Avonley bridge repairs at £8.9 million.",
            Verdict.VERIFIED,
        ),
        # ... and no rival of the figure that replaced it, which a figure the sentence gives beside
        # the first estimate is compared with (set 24 #2435).
        ("The cost of the Avonley bridge repairs has risen to £11.4 million.", Verdict.VERIFIED),
        (
            "The Avonley bridge repairs are now expected to cost £12.4 million against an original estimate of £8.9 million.",
            Verdict.CONTRADICTED,
        ),
    ],
)
def test_a_plan_replaced_by_another(sentence: str, verdict: Verdict) -> None:
    result = build_matcher(REPLANNED).check(sentence, ["R1" if "Dunmore" in sentence else "R2"])
    assert result.verdict is verdict, result.reason


def test_a_date_put_off_to_is_a_plan() -> None:
    first, put_off = extract(
        "Aerovel has pushed back the launch of its route from October 2024 to April 2025."
    )
    assert (first.prospective, put_off.prospective) == (False, True)
    (first,) = extract("The depot, originally scheduled for completion in Q4 2023, is late.")
    assert first.first_plan


CHANGED = (
    "Ridership on the Kelso tram rose by 4% last year. MA: The tram's ridership forecast for the "
    "extension has come down as well, hasn't it? From 7.1 million trips a year to 6.2 million. "
    "JT: It has, and we have been open about that."
)


def test_what_stands_now_is_the_end_of_a_change() -> None:
    matcher = build_matcher({"C1": CHANGED})
    said = "The ridership forecast for the Kelso tram extension is now {} trips a year."
    # The start of a change is no longer what stands (set 25 #2559) ...
    assert matcher.check(said.format("7.1 million"), ["C1"]).verdict is Verdict.CONTRADICTED
    # ... and no rival of its end, whose noun it gives ("to 6.2 million" counts trips).
    result = matcher.check(said.format("6.2 million"), ["C1"])
    assert result.verdict is Verdict.PARTIAL, result.reason
    start, end = extract("From 7.1 million trips a year to 6.2 million.")
    assert start.unit == end.unit == {"trip"}


FIELDS = {
    "H1": (
        "IN THE HIGH COURT OF ASHWORTH\nCOMMERCIAL LIST\n\nBETWEEN:\nDALBY FREIGHT LIMITED (Claimant)\n"
        "- and -\nKESTON HARBOUR BOARD (Defendant)\n\nBefore: The Honourable Mr Justice Kettering\n"
        "Hearing dates: 3, 4 and 5 May 2023\nJudgment handed down: 9 October 2023\n\nJUDGMENT\n\n"
        "1. This is a claim for damages for breach of a berthing agreement dated 1 June 2018."
    ),
    "H2": (
        "WILDFIRE SITUATION REPORT 14\n\nThe Marlow Ridge Fire is now fully contained.\n\n"
        "Area burned: 2,140 hectares\nHomes destroyed: 63\nHomes damaged: 118\nFirefighters injured: 4\n"
    ),
}


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        # A field's label names no doer: "Judgment handed down:" is not the judgment handing
        # itself down (set 25 #2540) ...
        (
            "Mr Justice Kettering handed down his judgment in the Dalby Freight case on 9 October 2022.",
            "H1",
            Verdict.CONTRADICTED,
        ),
        (
            "Mr Justice Kettering handed down his judgment in the Dalby Freight case on 9 October 2023.",
            "H1",
            Verdict.PARTIAL,  # the judge named in "Before:" is not read as the one who handed it down
        ),
        # ... and says what the count after it counts.
        ("The Marlow Ridge Fire destroyed 68 homes.", "H2", Verdict.CONTRADICTED),
    ],
)
def test_fields_of_a_header(sentence: str, source: str, verdict: Verdict) -> None:
    result = build_matcher(FIELDS).check(sentence, [source])
    assert result.verdict is verdict, result.reason


def test_a_figure_said_as_a_plan() -> None:
    _month, paid, later = extract("In May 2024 the company paid $5m. It may pay $3m later.")
    assert (paid.prospective, later.prospective) == (False, True)  # "May" is the month
    (proposed,) = extract("The ECAA proposed a fine of EUR 2.1 million.")
    assert proposed.prospective
    # ... or after the figure's noun (set 25 #2524).
    imposed, first = extract("It was fined £4.2m, less than the £5.6m penalty the regulator first proposed.")
    assert (imposed.prospective, first.prospective) == (False, True)
    _imposed, first = extract("It was fined £4.2m, less than the £5.6m penalty it proposed.")
    assert first.prospective
    _award, _times, offered = extract(
        "It was told to pay £1,850, six times the £300 the council had offered."
    )
    assert offered.prospective  # set 24 #2455: no noun after the figure
    # What is due is not yet done (set 25 #2556); what is due to a cause may be.
    (due,) = extract("The centre is due to open in September 2025.")
    assert due.prospective
    (caused,) = extract("The centre closed in September 2025 due to the flood.")
    assert not caused.prospective
    # A deadline set for an obligation is no date of a done act (set 8 #979), unlike a figure
    # reached by a date.
    said, deadline = extract(
        "The ESA said on 30 August 2024 it has required Grelling to install monitors by March 2025."
    )
    assert (said.prospective, deadline.prospective) == (False, True)
    (by_end,) = extract("Meridane must have the audit completed by the end of 2024.")
    assert by_end.prospective
    _share, asked = extract("Every trust has been asked to reach 78% by March 2025.")
    assert asked.prospective  # set 26 #2607
    # A verb of a prospect, however far before a date in its phrase (the comma of "55,000" is no
    # phrase's end); "will" only near it, as "will be able to submit bids from" says when bids open.
    _parcels, expected = extract(
        "Brightwater expects to distribute more than 55,000 food parcels in 2024-25."
    )
    assert expected.prospective
    (opens,) = extract("Local authorities can bid for money from September 2024.")
    assert not opens.prospective
    (forecasting,) = extract("The university is forecasting a deficit of £9.0m.")
    assert forecasting.prospective  # set 27 #2780
    (should,) = extract("The Government should publish, by 31 October 2024, a revised plan.")
    assert should.prospective  # set 27 #2756: a recommendation's deadline
    (until,) = extract("Southvale has until 30 September 2025 to submit an action plan.")
    assert until.prospective  # set 26 #2635: a deadline given
    _count, reached = extract("The fleet grew to about 40 buses by March 2025.")
    assert not reached.prospective


SPILL = (
    "The tanker Marlow Bay grounded off Kestrel Point in a gale on 2 March. Heavy fuel oil escaped "
    "from a damaged bunker tank on the Marlow Bay. Crews laid booms across the mouth of the estuary "
    "within hours. The beaches of Kestrel Point were closed to the public for nine days. Volunteers "
    "cleaned oiled seabirds at a centre in the harbour. The harbour master's initial estimate, issued "
    "on the morning of 3 March, was that 120 tonnes of heavy fuel oil had been lost. After soundings "
    "of the damaged tank on 5 March, the estimate was revised to 42 tonnes. The outbreak of public "
    "anger led to a meeting in the town hall."
)
AIRLINES = (
    "SkyBridge Airways ceased trading in the early hours of 16 May 2023, leaving around 85,000 "
    "passengers abroad. Rescue flights began the next day. SkyBridge is the largest British airline "
    "to fail since Monarch Airlines went into administration in October 2017, when about 110,000 "
    "passengers were stranded abroad."
)


def test_review_pairs_of_the_tables_total_and_worked_out_differences() -> None:
    # The Total row does not state the figures of the row the sentence names.
    floods = (
        "Flooding in March affected the following areas.\n\nArea | Homes | Businesses\nMillbank | 29 | 4\n"
        "Eastgate | 383 | 63\nTotal | 412 | 67\n\nThe council said recovery work would take a year."
    )
    result = check_against(
        floods, "In Millbank, 412 homes and 67 businesses were affected by flooding in March."
    )
    assert result.verdict is Verdict.CONTRADICTED, result.reason
    # A difference the sentence names is read the way it says: Keswold made less than Tarrow.
    result = check_against(
        PLANTS,
        "Corvane's two plants produced 109,500 units between them, with Keswold producing 12,500 more than Tarrow.",
    )
    assert result.verdict is Verdict.CONTRADICTED, result.reason
    # "£24 million lower than a year before" is the change's size, not its start.
    debt = (
        "Net debt fell to £212 million at the year end from £236 million, the group said. Revenue rose 6% to £1.4 "
        "billion. The dividend was raised to 8.1p."
    )
    sentence = (
        "Net debt was £212 million at the year end, £24 million lower than a year before, the group said."
    )
    assert check_against(debt, sentence).verdict is not Verdict.CONTRADICTED


def test_a_change_is_read_from_its_own_start() -> None:
    # 183 million is where the users rose from, not the subscribers: no change "the other way".
    evidence = (
        "In 2023 monthly active users reached 214 million, up 17% from 183 million, and Premium subscribers "
        "rose 11% to 61.3 million."
    )
    result = check_against(evidence, "In 2023 Premium subscribers rose 11% to 61.3 million.")
    assert result.verdict is Verdict.VERIFIED, result.reason
    result = check_against(
        "Container volumes fell from 655,000 TEU in 2022 to 612,000 TEU in 2023.",
        "Container volumes grew to 612,000 TEU in 2023.",
    )
    assert "the other way" in result.reason


def test_the_year_a_change_started_is_no_year_of_the_sentence() -> None:
    evidence = (
        "Across the district's 23 schools, 18,940 students took the tests in spring 2024. In science, 38.5% "
        "of students tested met the state standard, down from 39.7% in 2023."
    )
    sentence = "In 2024, 38.5% of the district's students tested met the state science standard."
    result = check_against(evidence, sentence)
    assert result.verdict is Verdict.VERIFIED, result.reason


def test_a_forecasting_season_ends_where_its_range_does() -> None:
    _season, start, end, _days = extract(
        "The 2023-24 forecasting season ran from 8 December 2023 to 14 April 2024, a total of 129 days."
    )
    assert (start.bound, end.bound) == ("start", "end")
    assert not end.prospective  # a forecasting season is no forecast
    (forecast,) = extract("The company is forecasting revenue of £2.1bn.")
    assert forecast.prospective


def test_a_share_of_an_expected_whole_is_no_forecast() -> None:
    share, _year = extract("Some 68% of expected 2026 revenue is already secured.")
    assert share.share_of == stem("revenue") and not share.prospective
    (planned,) = extract("About 20% of the proposed budget will be spent on roads.")
    assert planned.prospective


def test_a_verbs_up_is_no_change() -> None:
    (share,) = extract("Searches for drugs made up about three in five of all stops.")
    assert share.change_end == "" and share.share_of
    rise, _year = extract("Sales were up 12% in 2023.")
    assert rise.change_end == "by"


def test_what_including_and_in_cases_count() -> None:
    reports, five = extract(
        "Brightwell has logged 19 reports of covers coming loose, including five in which a child was hurt."
    )
    assert five.unit == reports.unit == {stem("reports")}
    source = chunk_source(
        "T097", "Brightwell has received 19 reports of covers detaching. In three cases a child was hurt."
    )
    three = source.quantities(1)[0]
    assert three.text == "three" and three.unit == {stem("reports")}
    # Not cases of something, nor the whole of a part.
    (water,) = extract("The company handed out 9,200 cases of bottled water.")
    assert water.unit == {stem("cases")}
    *_, whole = extract("In nine of the 14 cases, scores were not passed on.")
    assert whole.unit == {stem("cases")}


def test_a_figure_before_up_from_ends_the_change() -> None:
    reached, _year, was = extract("The share reached 15.0% in 2023, up from 12.6% a year earlier.")
    assert (reached.change_end, was.change_end) == ("to", "from")
    debt, _end, before, _start = extract(
        "Net debt of £212 million at 30 September 2024, down from £236 million at 30 June 2024"
    )
    assert (debt.change_end, before.change_end) == ("to", "from")
    # The difference of the two ends is the change's size, read where the end is said.
    (cut,) = extract("Net debt was cut by £24m.")
    (made,) = worked_out([cut], [debt, before])
    assert made.change_end == "by" and made.start == debt.start


def test_what_a_count_compared_with_counts() -> None:
    # "down from 152" counts the flights of "cancelled 96 flights", not the baggage rate's "from 5.6"
    # (bags per 1,000 passengers); "compared with 118" counts the call-outs of "137 times".
    flights, was = extract("Northmere cancelled 96 flights in March, down from 152 a year before.")
    assert was.unit == flights.unit == {stem("flights")}
    times, then = extract("We were called out 137 times, compared with 118 in 2022.")[:2]
    assert then.unit == times.unit
    evidence = (
        "3.2 Ninety-six flights were cancelled in March, equivalent to 0.7% of the schedule, compared with 152 "
        "cancellations in March 2023.\n3.3 The baggage mishandling rate improved to 4.1 bags per 1,000 "
        "passengers, from 5.6 a year earlier."
    )
    result = check_against(evidence, "Northmere cancelled 96 flights in March, down from 152 a year before.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


NETWORKS = (
    "In March the short-haul network carried 1,561,900 passengers, an increase of 9.8%, while the long-haul "
    "network carried 280,700 passengers, an increase of 21.2%."
)


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # A change given in apposition is the change of the figure before it: 9.8% is short-haul's.
        (
            "In March the long-haul network carried 280,700 passengers, an increase of 9.8%.",
            Verdict.CONTRADICTED,
        ),
        (
            "In March the long-haul network carried 280,700 passengers, an increase of 21.2%.",
            Verdict.VERIFIED,
        ),
        ("In March the short-haul network carried 1,561,900 passengers, up 9.8%.", Verdict.VERIFIED),
        ("In March the long-haul network carried 280,700 passengers, a 9.8% increase.", Verdict.CONTRADICTED),
        ("In March the long-haul network carried 280,700 passengers, 9.8% more.",
         Verdict.CONTRADICTED),
    ],
)  # fmt: skip
def test_a_change_in_apposition_is_of_the_figure_before_it(sentence: str, verdict: Verdict) -> None:
    result = build_matcher({"T095": NETWORKS}).check(sentence, ["T095"])
    assert result.verdict is verdict, result.reason
    # Where the evidence gives the figure twice, it does not say whose change is whose.
    twice = "Retail sales were £1.2bn, up 4%, and wholesale sales were £1.2bn, up 9%, the company said."
    result = check_against(twice, "Wholesale sales were £1.2bn, up 9%, the company said.")
    assert result.verdict is Verdict.VERIFIED, result.reason


PANEL = (
    "An investigation panel at Aldercott University found that Professor Alistair Dunmore "
    "fabricated or falsified data in six of the 11 research papers it examined."
)
AGENCY = (
    "Between 2019 and 2022 the council spent £3.4 million on agency staff. The number of permanent "
    "planners rose from 14 to 21."
)
PENALTIES = (
    "1.1 The Authority has found that Orrin Pharma AG (Orrin) and Tessaly Laboratories Ltd (Tessaly) "
    "took part in a cartel fixing the price of lamotrizine tablets.\n\n"
    "4.1 In the Statement of Objections, the Authority notified Orrin of a provisional penalty of KRX "
    "260 million and Tessaly of a provisional penalty of KRX 107 million.\n\n"
    "4.2 Orrin's final penalty of KRX 212 million reflects a downward revision of its relevant "
    "turnover. An uplift of 15% for Orrin's role as instigator was retained.\n\n"
    "4.3 Tessaly entered into a settlement with the Authority in December 2024, admitting its "
    "participation. Its final penalty of KRX 96 million reflects a settlement discount of 10%."
)
TRIAL = (
    "The trial enrolled 412 patients, of whom 198 received the drug. Serious side effects were "
    "reported in 12 patients in the drug group and 9 in the placebo group."
)
GENERATION = "2.2 Generation at Kessara Dam was 2,140 GWh in 2022, compared with 2,480 GWh in 2021."
POLLING = (
    "3.1 The polling station at St Brennan's Hall was due to open at 07:00 on 7 May 2024. It did not "
    "open until 08:25, eighty-five minutes late. 3.2 Electors left the queue. 3.3 A similar failure "
    "occurred at the same hall at the 2020 election, when the station opened 40 minutes late."
)
CHARGE = (
    "In July 2023 the mayor announced a congestion charge for the city centre, to start in April 2025 "
    "at £8 a day. In January 2024, after 68% of respondents to a public consultation opposed the "
    "scheme, she shelved it."
)
VERDICT = (
    "On April 22, 2024, after a trial lasting nine weeks, the jury convicted you of three counts of "
    "fraud by abuse of position."
)
COSTS = (
    "11. KADA sought a period of ineligibility of four years for Ms Lind, on the basis that the "
    "violation was intentional; disqualification of all results from 2 July 2023; and a contribution "
    "of KRX 60,000 towards its costs.\n\n12. The Athlete asked the Panel to impose no period of ineligibility.\n\n"
    "13. The presence of the substance is admitted.\n\n14. The Panel accepts her account of the source.\n\n"
    "15. She took no precautions.\n\n16. It follows that the period of ineligibility is two years.\n\n"
    "17. The Panel decides:\n\n(a) The Athlete is declared ineligible for two years.\n\n"
    "(b) The Athlete shall pay KRX 15,000 as a contribution towards KADA's costs."
)
DAMAGES = (
    "1. The claimant sought damages of £5,000 for the late repairs to her flat.\n\n2. The lease began "
    "in 2019.\n\n3. The roof leaked in 2021.\n\n4. She reported it.\n\n5. The late repairs themselves "
    "cost £2,000.\n\n6. Nothing was done for a year.\n\n7. Having heard the landlord, the judge ordered "
    "him to pay the £5,000 in full."
)
REQUESTS = (
    '2.4 Tessaract Systems told us that the Department issued "more than 1,100 change requests" over '
    "the life of the contract. The Department's own records, which the Public Audit Office reviewed, "
    "show 640 formal change requests."
)
BURNED = (
    "2.2 The final burned area of the Tessaly Ridge fire is 61,800 hectares, based on satellite mapping "
    "completed on 2 September 2024. The initial estimate published on 20 August, 74,000 hectares, was "
    "revised down after unburned islands within the fire perimeter were mapped."
)
MAJORITY = (
    "3.1 No party won an overall majority, for which 19 seats are required. 3.2 The Island Conservative "
    "Union remains the largest party in the Assembly."
)
COMPARATIVE = (
    "Quillon's revenue rose 9% to $1.27 billion (2023: $1.165 billion), driven by subscription growth."
)
CRIME = (
    "Police recorded crime for 2023 has been revised down to 1,247,300 offences, from the 1,284,600 "
    "first published on 21 March 2024."
)


RATES = (
    "3.2 The stillbirth rate at the trust in 2022 was 4.9 per 1,000 births, compared with a national "
    "rate of 3.8 per 1,000. Training records show that only 54% of midwives and 47% of obstetricians "
    "at the trust had completed the annual fetal monitoring update.\n"
    "In 2023 the zinc concentration exceeded the permit limit of 150 micrograms per litre on nine "
    "occasions. The highest reading, 412 µg/L, was recorded on 4 March 2023.\n"
    "Brannock claims USD 9.6 million for the loss of the damaged cargo. The tribunal found the cargo "
    "was worth less. Meridian shall pay Brannock USD 7.82 million in respect of the damaged cargo.\n"
    "The committee voted by a majority of 5-2 to reduce the policy rate by 0.25 percentage points, "
    "from 5.50% to 5.25%. Two members preferred to maintain the policy rate at 5.50%."
)

ARREST = (
    "6. The offending came to light on 29 September 2022, when a newly appointed finance officer, Ms "
    "Delphine Arkwright, queried a payment to a supplier she could not trace. You, Ms Feyne, were suspended on 30 "
    "September 2022, arrested on 11 October 2022 and dismissed by the Trust on 14 October 2022."
)
FIRES = (
    "The Tallis Creek Fire burned 41,200 hectares between 2 and 19 August 2024.\nHomes destroyed: 63\n"
    "Homes damaged: 118\nFor comparison, the 2019 Fenwick Hills Fire, previously the largest in the county, "
    "burned 18,600 hectares and destroyed 21 homes."
)
APPLIED = (
    "Costs.\nThe Athlete applied for an order that SIK pay her legal costs, which she put at €48,000.\n"
    "SIK is ordered to contribute €12,000 towards the Athlete's costs.\nOtherwise each party shall bear its "
    "own costs."
)
HUB = (
    "JOANNA PIKE: Your trust promised in 2023 that the new surgical hub at Holloway Cross would open "
    "this spring. Will it?\n\nSAMUEL OKONKWO-REID: No. The main contractor went into administration "
    "last summer, and we had to re-tender part of the work. The hub, which is a 34 million pound "
    "investment, will now open in spring 2026."
)
NOW_EXPECTS = (
    "Corvanta Therapeutics said in March that it planned to begin a Phase 3 programme of CVT-311 in the "
    "second half of 2024.\nThe board met on 3 May 2024 to review the trial results, and the shares were "
    "suspended.\nCORRECTION NOTICE. Development plans: the Company now expects to begin the Phase 3 "
    "programme of CVT-311 in the first half of 2025."
)


REPORTS = (
    "The aircraft was destroyed. A preliminary report was published on 15 September 2023. This "
    "final report supersedes it. 1. FACTUAL INFORMATION. The flight departed at 14:02."
)
DIVIDEND = (
    "Statutory pre-tax profit fell to £22.4m. Halvorsen held its total dividend for the year at 6.5 "
    "pence a share, and the interim dividend at 2.1 pence."
)


INFECTED = "Nine patients developed infections after surgery at the unit in 2022; four of the nine infected patients died."
STATIONS = "Inspectors found that 9 of the 58 polling stations did not fully meet accessibility standards."
NOTICE = (
    "PRODUCT RECALL NOTICE\nFirst published: 19 June 2024\nUpdated: 24 June 2024 (additional batches added)\n\n"
    "The company is recalling its smoked salmon."
)
TICKETS = "A total of 2,300 tickets were sold for the festival, of which 900 were sold online."
OF_THEM = "Nine patients developed infections after surgery at the unit in 2022. Four of them died."


UNEMPLOYMENT = (
    "In October to December 2024 the unemployment rate for men rose to 4.9%, from 4.5%, while the rate for "
    "women rose to 4.3%."
)
CRUSH = (
    "Four people died in the crush. A further 61 people were injured, 19 of whom were admitted to hospital."
)
SETTLEMENT = (
    "Harrowgate claimed KSD 97 million in termination costs. In November 2024 the Ministry agreed a settlement "
    "of KSD 54 million with Harrowgate."
)
DISCOUNT = (
    "The Authority imposes a financial penalty of £18,620,000. The Bank qualified for a 30% discount. Were it "
    "not for this discount, the Authority would have imposed a financial penalty of £26,600,000 on the Bank."
)
BACKLOG = (
    "The backlog of repairs had risen from 6,915 jobs at 31 March 2023 to 11,482 jobs at 30 September 2024. "
    "The breakdown was as follows:\n\n"
    "Category           Open at 31 Mar 2023   Open at 30 Sep 2024\n"
    "Emergency                  212                   348\n"
    "Damp and mould           1,136                 2,306\n"
    "Total                    6,915                11,482\n"
)

TOTALLED = (
    "ELECTORAL COMMISSION\n\n6. CIVIC RENEWAL PARTY\n\n6.1 On 19 October 2023 we served the CRP with a notice of intention to impose variable monetary "
    "penalties totalling EMK 54,000. Having considered the party's representations, on 8 January 2024 we "
    "imposed penalties totalling EMK 46,000, as follows:\n\n   - exceeding the spending limit: EMK 20,000\n"
    "   - delivering an inaccurate return: EMK 20,000\n   - failing to deliver invoices: EMK 6,000\n"
)
DISCOUNTED = (
    "1.1 For the reasons given in this Notice, the Consumer Credit and Payments Regulator (the CCPR) "
    "hereby imposes on Brightwater Lending Limited (Brightwater) a financial penalty of £7,812,300.\n\n"
    "1.2 Brightwater agreed to resolve this matter and qualified for a 30% discount under the CCPR's "
    "executive settlement procedures. Were it not for this discount, the CCPR would have imposed a "
    "financial penalty of £11,160,500 on Brightwater.\n"
)
FLOODED = (
    "Pellbridge was cut off after the River Tamber burst its banks on Saturday 11 January, flooding 186 "
    "properties in the lower town.\n\nThe figure was confirmed on Wednesday by Ashwold District Council, "
    "whose initial estimate on Sunday had put the number of flooded homes at about 230. A council "
    "spokesperson said the earlier figure had wrongly counted 44 garages as homes.\n"
)
DEFICIT = (
    "Brightwater Family Trust: trustees' report.\n\nIncome rose by 11.8% to £6.84m. Total expenditure "
    "rose to £7.01m (2022/23: £6.35m), resulting in a deficit of £170,000 for Brightwater. The trustees "
    "had approved a budgeted deficit of £250,000 for the year."
)
VISITS = (
    "Kellbrook Baths, the town's Victorian pool, has had fewer visits since the pandemic. The council's "
    "figures show it recorded 212,000 visits in 2023, down from 247,000 in 2019."
)
CONTRIBUTIONS = (
    "A completed planning obligation under section 106 secures financial contributions of £1.62 million "
    "towards primary and secondary education, £410,000 towards the junction works and £96,000 towards the "
    "expansion of Felsham Surgery."
)
PAYMENTS = (
    "Hartwell Ridge shall, within 14 days of the entry of this Order, pay disgorgement of $3,412,560, "
    "prejudgment interest of $398,215, and a civil money penalty of $750,000, for a total of $4,560,775."
)
PLANTS = (
    "Corvane runs two plants. The Tarrow plant produced 61,000 units, up from 55,200, while the Keswold "
    "plant produced 48,500 units, up from 46,100."
)
MARGIN = (
    "Corvane Robotics plc: annual report.\n\nSegments\n\nIndustrial Automation: revenue $862m ($750m); "
    "adjusted operating margin 9.8% (10.6%)\nMedical Systems: revenue $488m ($455m); adjusted operating "
    "margin 6.8% (7.4%)\n\nFinancial review\n\nRevenue of $1.35 billion was 12.0% higher than the prior "
    "year. The adjusted operating margin fell to 8.7% from 9.4%, reflecting higher component costs."
)
DEADLINE = (
    "The Environmental Standards Agency (ESA) has imposed a record £11.6 million civil penalty on Grelling "
    "Water.\n\nThe agency said on 30 August 2024 that the works spilled sewage 1,284 times.\n\n"
    "The penalty money will go into a restoration fund for the river. The ESA has also required Grelling "
    "to install new monitoring equipment by March 2025 and to report spill data publicly every month.\n"
)


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict", "holds", "shown"),
    [
        # The sentence's words are all in the second sentence of the source; its figure only
        # comes four sentences later, where the source revises it.
        (SPILL, "About 120 tonnes of heavy fuel oil escaped from the Marlow Bay's damaged bunker tank.",
         Verdict.CONTRADICTED, True, "42"),
        (SPILL, "About 42 tonnes of heavy fuel oil escaped from the Marlow Bay's damaged bunker tank.",
         Verdict.CONTRADICTED, False, ""),
        # 110,000 is said of Monarch, the nearer name: SkyBridge's figure is 85,000.
        (AIRLINES, "About 110,000 SkyBridge passengers were stranded abroad when the airline ceased trading.",
         Verdict.CONTRADICTED, True, "85,000"),
        (AIRLINES, "About 110,000 Monarch Airlines passengers were stranded abroad.",
         Verdict.CONTRADICTED, False, ""),
        # All of them, against a part said before or after the whole.
        (PANEL, "The Aldercott University panel found that Dunmore fabricated or falsified data in all 11 "
         "papers it examined.", Verdict.CONTRADICTED, True, "'six'"),
        (PANEL, "The Aldercott University panel found that Dunmore fabricated or falsified data in six of "
         "the 11 papers it examined.", Verdict.VERIFIED, True, ""),
        ("The trial enrolled 412 patients, of whom 198 received the drug.",
         "All 412 patients in the trial received the drug.", Verdict.CONTRADICTED, True, "'198'"),
        ("From 2022 to 2023 she chaired the Independent Review of Bridge Safety. The government "
         "accepted 14 of the review's 19 recommendations, including the national register, but "
         "rejected a proposal for a bridge-repair fund.",
         "The government accepted all 19 recommendations of the bridge safety review.",
         Verdict.CONTRADICTED, True, "'14'"),
        # A count of deaths counts the people who died: "two of those deaths" is said of the patients.
        ("1.1 Nine patients developed a clinical infection. 1.2 Four of the nine infected patients "
         "died. Having reviewed their records, the panel concluded that the infection contributed to "
         "two of those deaths.",
         "The panel concluded that the infection contributed to the deaths of four patients.",
         Verdict.CONTRADICTED, True, "'two'"),
        # The start of a change a judge would make is what was, not a proposal the end replaced.
        ("Judgment of the Court of Appeal in Rask v Valdren Courier. 10. The judge awarded Edmund Rask "
         "libel damages of EMK 120,000. 14. I would reduce the libel damages from EMK 120,000 to EMK 85,000.",
         "The Court of Appeal reduced Edmund Rask's libel damages from EMK 120,000 to EMK 85,000.",
         Verdict.CONTRADICTED, False, ""),
        # "1.25m customers" is 1,250,000 of them.
        ("At the end of 2023 the company had 1,250,000 customers, up from 980,000 a year earlier.",
         "It had 1.25m customers at the end of 2023.", Verdict.CONTRADICTED, False, ""),
        ("At the end of 2023 the company had 1,250,000 customers, up from 980,000 a year earlier.",
         "It had 1.4m customers at the end of 2023.", Verdict.CONTRADICTED, True, "1,250,000"),
        # "6.5p" is 6.5 pence.
        (DIVIDEND, "Halvorsen held its total dividend for the year at 6.5p a share.", Verdict.VERIFIED, True, ""),
        (DIVIDEND, "Halvorsen held its total dividend for the year at 7.5p a share.",
         Verdict.CONTRADICTED, True, "'6.5'"),
        # The preliminary report's date is not the final report's, and the reason does not say the
        # source lacks it: the passage gives it, of something else.
        (REPORTS, "The final report was published on 15 September 2023.", Verdict.NOT_FOUND, True,
         "said of something else here: 15 September 2023"),
        # "this year" is no new clause: the £4.2 million is still said of roads
        ("The council spent £4.2 million this year on roads and £1.1 million on parks.",
         "The council spent £4.2 million this year on parks.", Verdict.CONTRADICTED, True, "'£1.1 million'"),
        # "plans to" does not make a date a plan past a verb said as done
        ("The company that plans to list its shares in London next year opened its first factory in Leeds in "
         "March 2021.", "The company opened its first factory in Leeds in June 2021.", Verdict.CONTRADICTED, True,
         "'March 2021'"),
        # "is to blame" is no plan
        ("The report said Acme is to blame and paid £3 million in damages.", "Acme paid £5 million in damages.",
         Verdict.CONTRADICTED, True, "'£3 million'"),
        # ... and a figure given only outside the passage is said to be given elsewhere.
        ("Acme hired engineers in Leeds. " + "The market was flat that year. " * 12 + "Acme also opened 50 stores.",
         "Acme hired 50 engineers in Leeds.", Verdict.NOT_FOUND, True, "not in this passage: 50 (T090 gives it elsewhere)"),
        # ... as is a percentage it gives to one place ("86 per cent" is 86.2% rounded).
        ("Acme's staff voted on the offer. " + "The market was flat that year. " * 12 + "Yes: 1,101 (86.2%)",
         "86 per cent of Acme's staff voted for the offer.", Verdict.NOT_FOUND, True,
         "not in this passage: 86 per cent (T090 gives it elsewhere)"),
        (REPORTS, "The final report was published on 16 September 2023.", Verdict.NOT_FOUND, True,
         "not in the evidence: 16 September 2023"),
        (REPORTS, "A preliminary report was published on 15 September 2023.", Verdict.VERIFIED, True, ""),
        # A year is not the end of a period.
        (AGENCY, "The council spent £3.4 million on agency staff in 2022.", Verdict.VERIFIED, False, ""),
        (AGENCY, "The council spent £3.4 million on agency staff between 2019 and 2022.",
         Verdict.VERIFIED, True, ""),
        # A correction keeps the other figures of its sentence, and takes back what it says was wrong.
        (CRIME, "Police recorded crime for 2023 has been revised down to 1,247,300 offences, from the "
         "1,284,600 it first published in March.", Verdict.VERIFIED, True, ""),
        # A provisional penalty is replaced by the final one, paragraphs later; not by another
        # party's final penalty, which comes first.
        (PENALTIES, "The Authority fined Tessaly Laboratories KRX 107 million for its part in the cartel.",
         Verdict.CONTRADICTED, True, "KRX 96 million"),
        (PENALTIES, "The Authority gave Tessaly a provisional penalty of KRX 107 million.",
         Verdict.CONTRADICTED, False, ""),
        # The evidence gives the sentence's figure to another group, and another figure to its group.
        (TRIAL, "Serious side effects were reported in 12 patients in the placebo group.",
         Verdict.CONTRADICTED, True, "'9'"),
        (TRIAL, "Serious side effects were reported in 9 patients in the placebo group.",
         Verdict.VERIFIED, True, ""),
        (GENERATION, "Generation at Kessara Dam was 2,480 GWh in 2022.", Verdict.CONTRADICTED, True, "2,140"),
        # "eighty-five minutes late" states 85; the 2020 election's 40 minutes are another occasion.
        (POLLING, "The St Brennan's Hall polling station opened 85 minutes late on 7 May 2024.",
         Verdict.CONTRADICTED, False, ""),
        # A date is told apart by the act or event it is said of.
        (CHARGE, "The mayor shelved her planned city-centre congestion charge in January 2024 after 68% of "
         "people who responded to a consultation opposed it.", Verdict.CONTRADICTED, False, ""),
        (CHARGE, "The mayor shelved the congestion charge in March 2024.", Verdict.CONTRADICTED, True,
         "January 2024"),
        (VERDICT, "He was convicted of three counts of fraud by abuse of position after his arrest in "
         "September 2022.", Verdict.CONTRADICTED, False, ""),
        (VERDICT, "The jury convicted him of three counts of fraud by abuse of position on 22 March 2024.",
         Verdict.CONTRADICTED, True, "April 22, 2024"),
        # What a party asked for is not what was decided, however far apart the two are said.
        (COSTS, "Ms Lind was ordered to contribute KRX 60,000 towards the Kerravian Anti-Doping Agency's costs.",
         Verdict.CONTRADICTED, True, "KRX 15,000"),
        (COSTS, "KADA sought a contribution of KRX 60,000 from Ms Lind towards its costs.",
         Verdict.CONTRADICTED, False, ""),
        (COSTS, "Ms Lind was ordered to pay KRX 15,000 towards KADA's costs.",
         Verdict.CONTRADICTED, False, ""),
        (DAMAGES, "The judge ordered the landlord to pay £5,000 in damages for the late repairs to the flat.",
         Verdict.CONTRADICTED, False, ""),
        # A figure one party gives is not what another's records show.
        (REQUESTS, "The Department's own records show that it issued more than 1,100 formal change "
         "requests to Tessaract Systems.", Verdict.CONTRADICTED, True, "640"),
        (REQUESTS, "Tessaract Systems says the Department issued more than 1,100 change requests.",
         Verdict.CONTRADICTED, False, ""),
        (REQUESTS, "The Department's own records show 640 formal change requests.", Verdict.VERIFIED, True, ""),
        # The figure a sentence says was revised is the one replaced, not the correction.
        (BURNED, "The Tessaly Ridge fire burned 61,800 hectares.", Verdict.CONTRADICTED, False, ""),
        (BURNED, "The Tessaly Ridge fire burned 74,000 hectares.", Verdict.CONTRADICTED, True, "61,800"),
        # What a rule requires is no count of what was won; it still settles what is required.
        (MAJORITY, "The Island Conservative Union lost five of the 16 seats it won in 2020.",
         Verdict.CONTRADICTED, False, ""),
        (MAJORITY, "An overall majority requires 21 seats.", Verdict.CONTRADICTED, True, "'19'"),
        # A year in brackets labels last year's figure, not this year's.
        (COMPARATIVE, "Quillon's revenue rose 9% to $1.27 billion in 2024.", Verdict.CONTRADICTED, False, ""),
        (COMPARATIVE, "Quillon's revenue was $1.165 billion in 2022.", Verdict.CONTRADICTED, True, ""),
        ("The earlier version also misstated Ms Strand's age at her death as 72; she was 71.",
         "Ms Strand's age at her death was 72.", Verdict.CONTRADICTED, True, ""),
        # A rate is one figure: its base (per 1,000) pairs nothing with anything.
        (RATES, "The trust's stillbirth rate in 2022 was 3.8 per 1,000 births.", Verdict.CONTRADICTED, True, "4.9"),
        (RATES, "The trust's stillbirth rate in 2022 was 4.9 per 1,000 births.", Verdict.CONTRADICTED, False, ""),
        # A rate is its figure and its base: 4.9 per 10,000 is not 4.9 per 1,000.
        (RATES, "The trust's stillbirth rate in 2022 was 4.9 per 10,000 births.", Verdict.CONTRADICTED, True,
         "'4.9 per 1,000' where the sentence says '4.9 per 10,000'"),
        (RATES, "The trust recorded 4.9 stillbirths per 100,000 births in 2022.", Verdict.VERIFIED, False, ""),
        # A share of one group is not the same share of another.
        (RATES, "Only 47% of midwives at the trust had completed the fetal monitoring update.",
         Verdict.CONTRADICTED, True, "54%"),
        (RATES, "Only 47% of obstetricians at the trust had completed the fetal monitoring update.",
         Verdict.CONTRADICTED, False, ""),
        # A unit and its abbreviation are one word; the limit is not the reading.
        (RATES, "Its peak reading of zinc was 412 micrograms per litre.", Verdict.CONTRADICTED, False, ""),
        # What a party claimed is not what it was awarded.
        (RATES, "Brannock was awarded USD 7.82 million for the damaged cargo.", Verdict.CONTRADICTED, False, ""),
        (RATES, "Brannock was awarded USD 9.1 million for the damaged cargo.", Verdict.CONTRADICTED, True, ""),
        # The same end of a change outweighs a minority's preference.
        (RATES, "The committee voted to cut the policy rate by 0.25 percentage points to 5.25%.",
         Verdict.CONTRADICTED, False, ""),
        (RATES, "The committee voted to cut the policy rate by 0.25 percentage points to 5.00%.",
         Verdict.CONTRADICTED, True, "5.25%"),
        # The reviewer's bounds: a preference the act overtook, a claim the court ordered paid, a
        # legal maximum that is no reading.
        ("Having long favoured a cut the committee lowered the rate to 5.25%.",
         "The committee lowered the rate to 5.00%.", Verdict.CONTRADICTED, True, "5.25%"),
        ("The court ordered the insurer to pay outstanding claims of £6 million.",
         "The court ordered the insurer to pay £4 million.", Verdict.CONTRADICTED, True, "£6 million"),
        # "About 14,200" is rounded to the hundred: it is the other batch's figure, not 13,900. A
        # batch code's parts are no figures.
        ("| Batch number | Packs distributed |\n| CVX-23-0417 | 14,200 |\n| CVX-23-0418 | 13,900 |",
         "About 14,200 packs from batch CVX-23-0418 were distributed.", Verdict.CONTRADICTED, True, "13,900"),
        ("| Batch number | Packs distributed |\n| CVX-23-0417 | 14,200 |\n| CVX-23-0418 | 13,900 |",
         "About 14,000 packs from batch CVX-23-0418 were distributed.", Verdict.CONTRADICTED, False, ""),
        ("The Tessaly Ridge fire was fought from the air. Of the 14 aircraft, 6 were fixed-wing water "
         "bombers, and 8 were helicopters.",
         "Fourteen fixed-wing water bombers fought the Tessaly Ridge fire.", Verdict.CONTRADICTED, True, "'6'"),
        # A plan "now" revised: the earlier plan does not make the revised one's old date true.
        (NOW_EXPECTS, "Corvanta now expects its Phase 3 programme of CVT-311 to begin in the second half of 2024.",
         Verdict.CONTRADICTED, True, "'2025'"),
        # A date moved has two ends: the one it was moved from does not say where it was moved to.
        ("Because many of the collective centres are schools, the Ministry of Education has postponed the "
         "start of the school year in Vell district from 2 September to 16 September 2024.",
         "The Ministry of Education has pushed back the start of the school year in Vell district to 2 September.",
         Verdict.CONTRADICTED, True, "'16 September 2024'"),
        ("The council cut the grant from $8.1m to $5.3m.", "The council cut the grant to $8.1m.",
         Verdict.CONTRADICTED, True, "'$5.3m'"),
        # The date said right after the act the sentence dates is that act's: the date of another
        # event said with more of the sentence's words neither states nor contradicts it.
        (ARREST, "Feyne was arrested on 29 September 2022, after a newly appointed finance officer queried a "
         "payment to a supplier she could not trace.", Verdict.VERIFIED, False, ""),
        (ARREST, "Feyne was arrested on 11 October 2022, after a newly appointed finance officer queried a "
         "payment to a supplier she could not trace.", Verdict.CONTRADICTED, False, ""),
        # Another fire of the same kind of name is another fire: its figure is not this one's.
        (FIRES, "The Tallis Creek Fire destroyed 63 homes and damaged 118 others.", Verdict.CONTRADICTED, False, ""),
        (FIRES, "The Fenwick Hills Fire destroyed 63 homes in 2019.", Verdict.CONTRADICTED, True, "'21'"),
        # A sum a party applied for an order to be paid is not the sum ordered.
        (APPLIED, "SIK was ordered to pay €48,000 towards the Athlete's legal costs.", Verdict.CONTRADICTED, True,
         "'€12,000'"),
        (APPLIED, "SIK was ordered to contribute €12,000 towards the Athlete's costs.", Verdict.VERIFIED, True, ""),
        # The reviewer's probes: a last digit of 5 is rounded to a five; "12 were women" does not
        # make the women's deaths the 12's; "now" governs only the figure it stands before; the
        # same act done by someone else; a request granted; another payee's sum; "Ms Feyne" is
        # Sarah Feyne; the County Fire Service is no other fire.
        ("The storm damaged 72 homes in Marlow on Tuesday, the council said.",
         "The storm damaged about 75 homes in Marlow on Tuesday, the council said.", Verdict.CONTRADICTED, False, ""),
        ("Of the 40 patients admitted to Royal Infirmary in March, 12 were women. Nine of the women died.",
         "12 women died after being admitted to Royal Infirmary in March.", Verdict.VERIFIED, False, ""),
        ("Acme now employs 300 people at its Leeds plant, which it bought in 2004.\nAcme was founded in 1998.",
         "Acme, which now employs 300 people at its Leeds plant, was founded in 1998.", Verdict.CONTRADICTED, False,
         ""),
        ("Police said Daniel Jones was arrested on 11 October 2022 at his home in Hull. Martin Smith was arrested "
         "on 3 November 2022 in Leeds.", "Martin Smith was arrested on 11 October 2022 in Leeds.",
         Verdict.CONTRADICTED, True, "'3 November 2022'"),
        ("Costs.\nThe Panel granted the Athlete's request for an order that SIK pay her legal costs of €48,000.\n"
         "SIK shall also contribute €12,000 towards the Athlete's travel costs.",
         "SIK was ordered to pay €48,000 towards the Athlete's legal costs.", Verdict.CONTRADICTED, False, ""),
        ("Costs.\nThe Athlete applied for an order that SIK pay her legal costs, which she put at €48,000.\nThe "
         "Panel allows the application.\nSIK shall also pay the Federation €12,000 under the rules.",
         "The Panel ordered SIK to pay the €48,000.", Verdict.CONTRADICTED, False, ""),
        ("Sarah Feyne joined the Trust in 2015 as a finance officer. The court heard that Ms Feyne had taken "
         "£412,000 from the Trust over four years.",
         "The court heard that Sarah Feyne had taken £214,000 from the Trust over four years.",
         Verdict.CONTRADICTED, True, "£412,000"),
        ("The Tallis Creek Fire began on 2 August 2024. According to the County Fire Service, the blaze destroyed "
         "36 homes and damaged 118.", "In August 2024 the Tallis Creek Fire destroyed 63 homes.",
         Verdict.CONTRADICTED, True, "'36'"),
        ("The storm damaged 238 homes in Marlow.", "The storm damaged about 1" + "0" * 320 + " homes in Marlow.",
         Verdict.VERIFIED, False, ""),
        ("In 2023 the measles rate in Vell was 12 cases per 100 000 people, the institute said.",
         "In 2023 the measles rate in Vell was 12 cases per 100,000 people, the institute said.",
         Verdict.CONTRADICTED, False, ""),
        (HUB, "The Holloway Cross surgical hub is now due to open in spring 2025.", Verdict.CONTRADICTED, True,
         "'spring 2026'"),
        (HUB, "The Holloway Cross surgical hub is now due to open in spring 2026.", Verdict.CONTRADICTED, False, ""),
        (NOW_EXPECTS, "Corvanta planned to begin a Phase 3 programme of CVT-311 in the second half of 2024.",
         Verdict.VERIFIED, True, ""),
        ("The highest fine imposed last year was £3,200. The law allows fines of up to £5,000.",
         "The maximum fine is £5,000.", Verdict.CONTRADICTED, False, ""),
        # A part and its whole: what the verb after the whole's noun says is said of the part; the
        # whole's own relative clause is still its own.
        (INFECTED, "Nine patients died.", Verdict.CONTRADICTED, True, "'four'"),
        (INFECTED, "Four patients died.", Verdict.CONTRADICTED, False, ""),
        (STATIONS, "58 polling stations did not fully meet accessibility standards.", Verdict.CONTRADICTED, True,
         "'9'"),
        (STATIONS, "Nine polling stations did not fully meet accessibility standards.", Verdict.VERIFIED, True, ""),
        ("Inspectors found that 9 of the 58 polling stations they visited did not fully meet accessibility "
         "standards.", "Inspectors visited 58 polling stations.", Verdict.CONTRADICTED, False, ""),
        # A figure said against another ("over its budget") is a difference, not the other's figure;
        # another difference may still differ from it.
        ("The Harmon building opened in 2023. Its final cost was KSC 96m, against an approved budget of KSC 78m.",
         "The Harmon building, which opened in 2023, ended up KSC 18m over its approved budget.",
         Verdict.CONTRADICTED, False, ""),
        ("Children's Services ended the year with an overspend of $7.2m against its budget.",
         "Children's Services ended the year $9.8m over budget.", Verdict.CONTRADICTED, True, "'$7.2m'"),
        # The sentence's own part and whole; a total of something else; a figure given as done,
        # whatever is expected later; "them" who may be the sentence's.
        ("Sales totalled $4m in 2023, of which $1.5m came from exports.", "Exports totalled $1.5m in 2023.",
         Verdict.CONTRADICTED, False, ""),
        ("The hospital treated 420 patients in January. It expects to treat 420 patients in February. It treated "
         "390 patients in December.", "The hospital treated 420 patients in January.", Verdict.VERIFIED, True, ""),
        ("The agency tested 20 workers and 50 water samples at the plant in May. Four of them tested positive for "
         "Legionella.", "Four workers at the plant tested positive for Legionella.", Verdict.CONTRADICTED, False, ""),
        (OF_THEM, "Four of them died.", Verdict.VERIFIED, True, ""),
        ("The project spent $78m during the budget period 2020-2023.",
         "The project spent $90m over the budget period 2020-2023.", Verdict.CONTRADICTED, True, "'$78m'"),
        # A change by a fraction said in words.
        ("The tribunal reduced the award by 25%.", "The tribunal reduced the award by half.", Verdict.CONTRADICTED,
         True, "'25%'"),
        ("Sales fell 30% in 2023.", "Sales fell by half in 2023.", Verdict.CONTRADICTED, True, "'30%'"),
        ("Sales fell 48% in 2023.", "Sales fell by half in 2023.", Verdict.CONTRADICTED, False, ""),
        ("Sales rose 50% in 2023.", "Sales halved in 2023.", Verdict.VERIFIED, False, ""),
        # A date under a label is the label's.
        (NOTICE, "The recall notice was first published on 24 June 2024.", Verdict.CONTRADICTED, True,
         "'19 June 2024'"),
        (NOTICE, "The recall notice was first published on 19 June 2024.", Verdict.VERIFIED, True, ""),
        (NOTICE, "The recall notice was updated on 24 June 2024.", Verdict.CONTRADICTED, False, ""),
        # Amounts in two currencies are neither the same amount nor rivals.
        ("Revenue rose to USD 1.42 billion, equivalent to KSC 9.8 billion.", "Revenue rose to KSC 9.8 billion.",
         Verdict.CONTRADICTED, False, ""),
        ("The Athlete shall pay KSC 7,500 towards the costs.", "The Athlete shall pay EUR 7,500 towards the costs.",
         Verdict.VERIFIED, False, ""),
        ("The fine was $4.2 million.", "The fine was USD 4.2 million.", Verdict.VERIFIED, True, ""),
        # A part said as the total.
        (TICKETS, "In total, 900 tickets were sold for the festival.", Verdict.CONTRADICTED, True, "'2,300'"),
        (TICKETS, "900 tickets for the festival were sold online.", Verdict.CONTRADICTED, False, ""),
        # "Four of them" counts the people the sentence before counts.
        (OF_THEM, "Four patients died.", Verdict.CONTRADICTED, False, ""),
        (OF_THEM, "Five patients died.", Verdict.CONTRADICTED, True, "'Four'"),
        # A label's act is its noun's: "Date of publication" says when it was published.
        ("Ruling on the programme Cold Money\nDecision date: 26 June 2024\nDate of publication: 2 July 2024\n",
         "The regulator published its ruling on Cold Money on 26 June 2024.", Verdict.CONTRADICTED, True,
         "'2 July 2024'"),
        # A table row's figures are the row's; a sentence that gives them to the total is still wrong.
        (BACKLOG, "The backlog of repairs rose from 1,136 jobs at 31 March 2023 to 2,306 jobs at 30 September 2024.",
         Verdict.CONTRADICTED, True, "'6,915'"),
        # A rate for a part of the population is not the rate for all of it.
        (UNEMPLOYMENT, "In October to December 2024 the unemployment rate rose to 4.6%.", Verdict.CONTRADICTED, False, ""),
        (UNEMPLOYMENT, "In October to December 2024 the unemployment rate for men rose to 4.6%.", Verdict.CONTRADICTED,
         True, "'4.9%'"),
        # The size of a change is no rival of a level, but still of another size.
        ("The repairs backlog rose from 6,915 jobs to 11,482 jobs, an increase of 66 per cent.",
         "The repairs backlog rose to 11,482 jobs, an increase of 46 per cent.", Verdict.CONTRADICTED, True,
         "'66 per cent'"),
        # A part "of whom" something else is said is no count of the whole's people.
        (CRUSH, "Four people died in the crush and a further 19 people were injured.", Verdict.CONTRADICTED, True,
         "'61'"),
        (CRUSH, "Four people died in the crush and 19 people were admitted to hospital.", Verdict.CONTRADICTED,
         False, ""),
        # What a party claimed is not what it received; what was agreed is.
        (SETTLEMENT, "Harrowgate received a termination settlement of KSD 97 million from the Ministry.",
         Verdict.CONTRADICTED, True, "'KSD 54 million'"),
        (SETTLEMENT, "Harrowgate claimed KSD 97 million in termination costs.", Verdict.VERIFIED, True, ""),
        (SETTLEMENT, "In November 2024 the Ministry agreed a settlement of KSD 54 million with Harrowgate.",
         Verdict.VERIFIED, True, ""),
        # A date a span runs from ("since ... 2017") is not when something said "in" a year happened.
        ("Helpline calls rose by 31 per cent, the largest annual increase since the helpline opened in 2017.",
         "Helpline calls rose by 31 per cent in 2019.", Verdict.CONTRADICTED, False, ""),
        ("The helpline opened in 2017.", "The helpline opened in 2019.", Verdict.CONTRADICTED, True, "'2017'"),
        # What "would have" been imposed was not.
        (DISCOUNT, "The Authority imposed a financial penalty of £26.6m on the Bank.", Verdict.CONTRADICTED, True,
         "'£18,620,000'"),
        # Each rule above holds its real rivals (from the review of these rules).
        ("Prices in the town have risen sharply since the Kestrel steelworks closed in 2019.",
         "The Kestrel steelworks closed in 2021.", Verdict.CONTRADICTED, True, "'2019'"),
        ("In 2022, 40 people were injured; in 2023 injuries rose to 61, of whom 19 were admitted to hospital.",
         "In 2023, injuries rose to 61.", Verdict.VERIFIED, True, ""),
        ("The Kestrel council spends £3m a year on road repairs.",
         "The Kestrel council spends £2m each year on road repairs.", Verdict.CONTRADICTED, True, "'£3m'"),
        ("The Kestrel cuts mean 1,200 nurses will lose their jobs.",
         "The Kestrel cuts will cost 1,900 nurses their jobs.", Verdict.CONTRADICTED, True, "'1,200'"),
        ("The gender pay gap at Kestrel narrowed to 5 percentage points in 2023.",
         "The gender pay gap at Kestrel was 3 percentage points in 2023.", Verdict.CONTRADICTED, True,
         "'5 percentage points'"),
        ("The Harmon building was finished in 2023, KSC 18m over its approved budget.",
         "The Harmon building was finished in 2023 and overran its approved budget by KSC 25m.",
         Verdict.CONTRADICTED, True, "'KSC 18m'"),
        ("In 2023 the Kestrel Children's Hospital treated 1,240 patients for burns.",
         "In 2023 the Kestrel Hospital treated 1,580 patients for burns.", Verdict.CONTRADICTED, True,
         "'1,240'"),
        # "Fined" is "imposed penalties" (set 19 #1930): the final total, not the proposed one.
        (TOTALLED, "The Commission fined the Civic Renewal Party a total of EMK 54,000.",
         Verdict.CONTRADICTED, True, "'EMK 46,000'"),
        (TOTALLED, "The Commission fined the Civic Renewal Party a total of EMK 46,000.",
         Verdict.CONTRADICTED, False, ""),
        # What the penalty would have been without a discount is not the penalty imposed (set 5 #635).
        (DISCOUNTED, "Brightwater was fined £7.8m; without a 30% discount, the penalty would have been "
         "£11.2m.", Verdict.CONTRADICTED, False, ""),
        (DISCOUNTED, "Without its settlement discount, Brightwater's penalty would have been £14.2m.",
         Verdict.CONTRADICTED, True, "'£11,160,500'"),
        # A deadline set for an obligation still differs from another deadline.
        (DEADLINE, "Grelling must install new monitoring equipment by March 2026.", Verdict.CONTRADICTED,
         True, "'March 2025'"),
        # A first estimate given after the figure that replaced it (set 24 #2430), unless the
        # sentence reports the estimate.
        (FLOODED, "When the River Tamber burst its banks, around 230 homes in Pellbridge's lower town were flooded.",
         Verdict.CONTRADICTED, True, "'186'"),
        (FLOODED, "The council's first estimate put the number of flooded homes in Pellbridge at about 230.",
         Verdict.CONTRADICTED, False, ""),
        # A difference or a total the writer worked out from two figures the passage gives (set 25
        # #2510, #2537, #2557); a wrong one is still contradicted.
        (DEFICIT, "Brightwater's £170,000 deficit was £80,000 smaller than the trustees had budgeted for.",
         Verdict.CONTRADICTED, False, ""),
        (DEFICIT, "Brightwater's £170,000 deficit was £60,000 smaller than the trustees had budgeted for.",
         Verdict.CONTRADICTED, True, "'£250,000'"),
        (VISITS, "Kellbrook Baths had 35,000 fewer visits in 2023 than in 2019.", Verdict.VERIFIED, True, ""),
        (VISITS, "Kellbrook Baths had 45,000 fewer visits in 2023 than in 2019.", Verdict.CONTRADICTED, True, ""),
        (PLANTS, "Corvane's two plants produced 109,500 units between them, with Tarrow producing 12,500 more "
         "than Keswold.", Verdict.CONTRADICTED, False, ""),
        # ... the difference between the two plants the sentence names, not the figure a plant rose from
        (PLANTS, "Corvane's two plants produced 109,500 units between them, with Tarrow producing 14,500 more "
         "than Keswold.", Verdict.CONTRADICTED, True, "'61,000 - 48,500'"),
        (PLANTS, "Corvane's two plants produced 109,500 units between them.", Verdict.CONTRADICTED, False, ""),
        (PLANTS, "Corvane's two plants produced 119,500 units between them.", Verdict.CONTRADICTED, True, ""),
        # The sum of the amounts given for the things the sentence lists (set 27 #2708).
        (CONTRIBUTIONS, "The section 106 agreement secures more than £2.1m in financial contributions towards "
         "education, junction works and the local surgery.", Verdict.CONTRADICTED, False, ""),
        (CONTRIBUTIONS, "The section 106 agreement secures more than £2.6m in financial contributions towards "
         "education, junction works and the local surgery.", Verdict.CONTRADICTED, True, ""),
        # ... "in" them, beside the total the passage gives too (set 29 #2979)
        (PAYMENTS, "Hartwell Ridge must pay more than $4.5 million in disgorgement, prejudgment interest and "
         "penalties.", Verdict.CONTRADICTED, False, ""),
        (PAYMENTS, "Hartwell Ridge must pay more than $5.5 million in disgorgement, prejudgment interest and "
         "penalties.", Verdict.CONTRADICTED, True, ""),
        # Both ends of a change, each as the same end, in one sentence of the source state the
        # change, whatever the passage nearest the words gives (set 25 #2555); not swapped ends.
        (MARGIN, "Corvane Robotics' adjusted operating margin narrowed from 9.4% to 8.7%.",
         Verdict.CONTRADICTED, False, ""),
        (MARGIN, "Corvane Robotics' adjusted operating margin widened from 8.7% to 9.4%.",
         Verdict.CONTRADICTED, True, ""),
        (MARGIN, "Corvane Robotics' adjusted operating margin narrowed from 9.6% to 8.7%.",
         Verdict.CONTRADICTED, True, ""),
        # An average is no rival of a total (set 21 #2101), but averages still differ.
        ("By 30 September it had paid 1,037 claims, an average payment of about KSD 13,600.",
         "By 30 September it had paid 1,037 claims, an average payment of about KSD 18,600.",
         Verdict.CONTRADICTED, True, "'KSD 13,600'"),
    ],
)  # fmt: skip
def test_where_the_evidence_gives_a_figure(
    evidence: str, sentence: str, verdict: Verdict, holds: bool, shown: str
) -> None:
    result = build_matcher({"T090": evidence}).check(sentence, ["T090"])
    assert (result.verdict is verdict) is holds, result.reason
    assert shown in result.reason + " ".join(q.text for q in result.quotes)


def test_a_figure_said_against_a_budget_is_no_rival_of_a_cost() -> None:
    matcher = build_matcher(
        {"T090": "The Harmon building was finished in 2023, KSC 18m over its approved budget."}
    )
    result = matcher.check("The Harmon building was finished in 2023 at a cost of KSC 20m.", ["T090"])
    assert "KSC 18m" not in result.reason  # the overrun is not what it cost


def test_a_sentence_that_opens_with_of_that_figure_gives_parts() -> None:
    whole, first, second, *others = extract(
        "The loss is put at KSD 4.83 million. Of that figure, KSD 3.02 million is corporate tax and "
        "KSD 1.81 million personal tax. Of the 40 staff, 12 left. Costs were KSD 2 million."
    )
    assert not whole.of_the_one_before
    assert first.of_the_one_before and second.of_the_one_before
    assert not any(q.of_the_one_before for q in others)


def test_a_label_is_said_of_the_figure_after_its_colon() -> None:
    (date,) = extract("First published: 19 June 2024")
    assert date.surroundings["publish"] == 1.0  # not a clause away
    _, second = extract("The board met on 3 May: it approved 40 posts.")
    assert second.surroundings["met"] < 0.5  # a colon after a clause still ends it


def test_paragraph_numbers_are_not_figures_and_what_a_count_counts() -> None:
    text = (
        "4.1 Kestrelmark states that all 212 households were paid.\n"
        "4.2 Of the 96 households surveyed, 41 (43%) said they were not.\n"
        "7. The board met. Revenue was 4.2 million."
    )
    assert [q.text for q in extract(text)] == ["212", "96", "41", "43%", "4.2 million"]
    (such,) = extract("In 2023, 402,000 such offences were reported.")[1:]
    assert "offenc" in such.unit
    (joined,) = extract("402,800 fraud and computer misuse offences were reported")
    assert "offenc" in joined.unit  # "and" joins words of what is counted
    assert [q.text for q in extract("The TSF2 dam and the G7 states met in Q2 2024.")] == ["Q2 2024"]
    proposed, imposed = extract(
        "a notice proposing a fine of KSD 1.5 million; it imposed a penalty of KSD 750,000"
    )
    assert proposed.prospective and not imposed.prospective
    part, whole = extract("Only three out of fourteen contracts were tendered.")
    assert part.part_of == (whole.start, whole.end)  # "out of" says a part as "of" does
    (_, others) = extract("Four people died and 19 others were injured.")
    assert "peopl" in others.unit  # "others" are what the count before counts
    first, second = extract("three deaths and 22 injuries")
    assert (first.unit, second.unit) == ({"death"}, {"injury"})
    drug, placebo = extract("12 patients in the drug group and 9 in the placebo group")
    assert drug.unit == placebo.unit == {"patient"}  # "9" counts patients too
    started, completed = extract("1,150 homes have been started on site and 430 have been completed")
    assert started.unit == completed.unit == {stem("homes")}
    (short,) = extract("It touched down 640 m beyond the threshold.")
    (long,) = extract("It touched down 300 metres beyond the threshold.")
    assert short.unit & long.unit  # "m" is metres ...
    (money,) = extract("Deductions climbed to VM 2.7m in 2023.")[:1]
    assert not money.unit  # ... but not after a figure it is written against
    (age,) = extract("The Athlete is a 27-year-old middle-distance runner.")
    (ban,) = extract("She was banned for two years.")
    assert not age.unit & ban.unit  # an age is no count of years
    rule, fact = extract(
        "Where the unit rates a programme red at two consecutive reviews, the officer must write. "
        "It rated the programme red at seven reviews."
    )
    assert rule.prospective and not fact.prospective  # a rule's figure is said of no event
    assert [q.text for q in extract("batch CVX-23-0418, COVID-19, mid-2023, the 2023-24 season")] == [
        "2023",
        "2023-24",
    ]
    aircraft, bombers = extract("Of the 14 aircraft, 6 were fixed-wing water bombers.")
    assert (
        bombers.unit == aircraft.unit and stem("wing") in bombers.complement
    )  # 6 counts aircraft, and bombers
    (rescued,) = extract("413 were rescued")
    assert not rescued.complement  # what befell them, not what they were
    moved_from, moved_to = extract("It postponed the start from 2 September to 16 September 2024.")
    assert (moved_from.change_end, moved_to.change_end) == ("from", "to")
    began, ended = extract("The trial ran from 2019 to 2022.")
    assert not began.change_end and not ended.change_end  # a period's ends are when, not a move
    whole, tenths = extract("a budget of $214m, or $214.0m")
    assert "214.0" in spellings(whole) and "214" in spellings(tenths)  # found where written either way
    (million,) = extract("3 million people")
    assert "three" in spellings(million)
    short, written_out = extract("a fine of £26.6m, or £26,600,000")
    assert "26600000" in spellings(short) and "26.6" in spellings(written_out)
    (spaced,) = extract("12 cases per 100 000 people")
    assert spaced.per == 100_000  # a space may separate thousands
    periods = [q.text for q in extract("in Q3-2024 and H1-2023, under-18s")]
    assert "2024" in periods and "2023" in periods and "18" not in periods
    (asked,) = extract("She applied for an order that SIK pay her costs, which she put at €48,000.")
    assert asked.ruling == "asked"  # the order applied for is not made ...
    (granted,) = extract("The Panel granted her request for an order that SIK pay her costs of €48,000.")
    assert granted.ruling == "granted"  # ... and one granted is
    (late,) = extract("opened 85 minutes late")
    assert "eighty" in spellings(late)  # "eighty-five" is indexed as its words


def test_all_of_them_said_by_the_evidence_too() -> None:
    claimed = extract(
        "Kestrelmark says all 212 households resettled from Ombelo village were fully compensated."
    )
    found = extract(
        "Kestrelmark states that all 212 resettled households from Ombelo village have received their "
        "compensation in full. KMAN researchers surveyed 96 of the 212 households."
    )
    # The part surveyed is no contradiction where the evidence says "all 212" as well.
    assert compare(claimed, found, frozenset({"kestrelmark"}), lambda word: 1.0).clashes == []


@pytest.mark.parametrize(
    ("evidence", "sentence"),
    [
        # A quality's noun is not its adjective said plainly: "questioned the validity" says no
        # results were valid.
        ("The inspectors questioned the validity of the test results from the Harlow laboratory, the report "
         "said. They recommended that all samples be tested again. The laboratory said it would cooperate.",
         "The inspectors said the test results from the Harlow laboratory were valid, the report said."),
        # Another date in the differing figure's sentence does not make that figure another day's.
        ("On 8 May 2024 the Bergen polling station opened late. The station, which was rebuilt in "
         "2019, opened 25 minutes late because staff had to spend 40 minutes on checks.",
         "On 8 May 2024 the Bergen polling station opened 40 minutes late."),
        # A sentence that says a word and its opposite, the other way round from the evidence.
        ("Holmes was acquitted on four counts and convicted on four others.",
         "Holmes was convicted on four counts and acquitted on four others."),
        ("Revenue fell 12% in 2022 and rose 5% in 2023.", "Revenue rose 12% in 2022 and fell 5% in 2023."),
        # What is said of a part is not said of its whole.
        ("Four of the nine infected patients died.", "Nine infected patients died."),
        ("Tests showed that 14 of the 48 sinks in the ICU were contaminated.", "48 sinks in the ICU were contaminated."),
        ("Twelve of the 40 inspectors resigned in 2023.", "Forty inspectors resigned in 2023."),
        ("Seven of the 12 jurors voted to convict.", "Twelve jurors voted to convict."),
        # A fraction of something else is no change by a fraction.
        ("The Bank raised interest rates by half a percentage point to 5.25%.",
         "The Bank raised interest rates by 50% to 5.25%."),
        ("Inflation rose by a quarter of a percentage point in May.", "Inflation rose by 25% in May."),
        # A colon after a clause with a figure still ends the clause.
        ("Exports fell 12%: imports rose 8% in 2023.", "Imports rose 12% in 2023."),
        # The real's "R$" is no dollar.
        ("The regulator fined the bank R$4.2 million in 2023.", "The regulator fined the bank $4.2 million in 2023."),
        # "them" may be the beds.
        ("Twelve patients and 30 beds were moved to ward 3. Four of them were found to be contaminated.",
         "Four patients were found to be contaminated."),
    ],
)  # fmt: skip
def test_never_verified_by_a_figure_or_word_set_aside(evidence: str, sentence: str) -> None:
    result = build_matcher({"T091": evidence}).check(sentence, ["T091"])
    assert result.verdict is not Verdict.VERIFIED, result.reason


PANEL = (
    "An investigation panel at Aldercott University has found that Professor Alistair Dunmore fabricated or "
    "falsified data in six of the 11 research papers it examined.\n\n"
    + "The university said it would review its procedures. " * 8
    + "\n\nThe panel was chaired by Professor Yasmin Kader."
)


@pytest.mark.parametrize(
    ("chair", "verdict"),
    [
        # The chair the source names paragraphs later counts for the differing figure ...
        ("Yasmin Kader", Verdict.CONTRADICTED),
        # ... one it never names does not.
        ("John Hale", Verdict.NOT_FOUND),
    ],
)
def test_a_name_given_elsewhere_counts_for_a_differing_figure(chair: str, verdict: Verdict) -> None:
    sentence = f"Professor {chair}'s panel found that Dunmore had fabricated or falsified data in all 11 research papers it examined."
    result = build_matcher({"T094": PANEL}).check(sentence, ["T094"])
    assert result.verdict is verdict, result.reason


def test_what_an_elided_count_or_an_age_counts() -> None:
    *_, drug, placebo = extract("Across 3 sites, 12 patients in the drug group and 9 in the placebo group")
    assert drug.unit == placebo.unit == {stem("patients")}  # the nearest count, not "3 sites"
    (months,) = extract("a 6-month-old baby")
    (years,) = extract("a 6-year-old boy")
    assert months.unit != years.unit


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict"),
    [
        # A rate a count is multiplied by is no amount awarded.
        ("The award is calculated as follows:\n\nBasic award: 18.5 weeks x £690 = £12,765\nNotice pay: 12 weeks x "
         "£540 = £6,480", "The basic award was £12,765 and the notice pay £6,480.", Verdict.VERIFIED),
        # One may apply five times: people who applied are no count of applications.
        ("The university received 45,000 applications for its undergraduate courses this year, up from "
         "41,000. Each applicant may apply to up to five courses.", "The university said 12,000 people "
         "applied for its undergraduate courses this year.", Verdict.NOT_FOUND),
        # What crews "needed to" do, they did.
        ("Crews needed to rescue 12 people from the flooded estate on Tuesday, the fire service said. Water "
         "reached a depth of one metre in some streets.", "Crews rescued 14 people from the flooded estate on "
         "Tuesday, the fire service said.", Verdict.CONTRADICTED),
        # An ounce is written "oz".
        ("The mine produced 98,400 oz of gold in the quarter.", "The mine produced 99,100 ounces of gold in "
         "the quarter.", Verdict.CONTRADICTED),
        # ... but people in a programme are no count of programmes.
        ("The trust ran 12 programmes in 2023.", "In 2023, 300 people were in the trust's programmes.",
         Verdict.NOT_FOUND),
        # What a group "needs to produce" to meet "revised guidance" is a target, not a correction
        # of what it produced.
        ("Group gold production was 98,400 oz in the March quarter, down from 112,700 oz in the "
         "December quarter.\n\nTo meet revised guidance, the Group needs to produce approximately "
         "71,000-91,000 oz of gold in the June quarter.", "Group gold production fell to 98,400 ounces "
         "in the March quarter from 112,700 ounces in the December quarter.", Verdict.PARTIAL),
    ],
)  # fmt: skip
def test_what_a_count_counts_under_another_name(evidence: str, sentence: str, verdict: Verdict) -> None:
    result = build_matcher({"T093": evidence}).check(sentence, ["T093"])
    assert result.verdict is verdict, result.reason


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict", "holds"),
    [
        # Only the figure's own phrase says it was revised; "the earlier figure was revised" later
        # in the sentence leaves "In fact 2,900 tonnes" a correction.
        ("The spill released an estimated 4,100 tonnes of oil. In fact 2,900 tonnes of oil escaped; "
         "the earlier figure was revised.", "The spill released 4,100 tonnes of oil.", Verdict.CONTRADICTED, True),
        # "found him not guilty" may be said of Elridge, whoever else the sentence names.
        ("Marcus Elridge stood trial at Wexbridge Crown Court for the assault. After a four-day hearing, "
         "the jury, directed by Judge Harrow, found him not guilty of the assault.",
         "The jury found Elridge guilty of the assault.", Verdict.CONTRADICTED, True),
        # "declined comment" denies the comment; only "declined the/its ..." does not.
        ("Acme declined comment on the report.", "Acme commented on the report.", Verdict.CONTRADICTED, True),
        # The council's other figure is of another thing: no swap of who gave the £2 million.
        ("The contractor said the scheme cost £2 million, a figure the council confirmed; the council "
         "said it had also set aside £500,000 for repairs to the scheme.",
         "The council said the flood defence scheme cost £2 million.", Verdict.CONTRADICTED, False),
        # A name the source gives elsewhere does not count where the sentence says its figure of
        # that name: Barnet's 52 are not Harrow's 40.
        ("The Ombudsman said Barnet council received 52 complaints about its parking permit scheme in 2023. Most "
         "complaints concerned delays in issuing permits. The Ombudsman upheld 31 of them. The report covered "
         "several London boroughs. It made recommendations on staffing, on the handling of appeals and on the "
         "wording of letters sent to residents. It said councils should answer within ten working days. It also "
         "said that councils should publish their figures each quarter. In Wembley, Harrow council's scheme drew "
         "40 complaints over the same year.", "The Ombudsman said Harrow council received 40 complaints about its "
         "parking permit scheme in Wembley in 2023.", Verdict.CONTRADICTED, False),
        # "required 200 firefighters" is what happened, not a rule.
        ("The fire at its peak required 200 firefighters, who fought the fire through the night; by the "
         "evening 40 firefighters remained.", "200 firefighters fought the fire at its peak.",
         Verdict.CONTRADICTED, False),
    ],
)  # fmt: skip
def test_the_rules_for_who_gave_or_decided_a_figure_keep_their_bounds(
    evidence: str, sentence: str, verdict: Verdict, holds: bool
) -> None:
    result = build_matcher({"T091": evidence}).check(sentence, ["T091"])
    assert (result.verdict is verdict) is holds, result.reason


def test_what_was_decided_is_a_figure_said_as_decided() -> None:
    # The Athlete's own costs are no decision; the Panel's "shall pay KRX 15,000" is.
    evidence = COSTS + "\n\n18. The Athlete's own costs of KRX 8,000 were met by her union."
    result = build_matcher({"T092": evidence}).check(
        "Ms Lind was ordered to contribute KRX 60,000 towards the Kerravian Anti-Doping Agency's costs.",
        ["T092"],
    )
    assert result.verdict is Verdict.CONTRADICTED and "KRX 15,000" in result.reason, result.reason


def test_a_capital_m_makes_ml_megalitres() -> None:
    # Water companies report leakage in "Ml/d"; a dose of "5 ml" is millilitres (set 25 #2566).
    leakage, _year = extract("Leakage was 99.6 Ml/d in 2022.")
    (dose,) = extract("A dose of 5 ml.")
    (target,) = extract("The target was 96 megalitres a day.")
    assert leakage.unit == target.unit == {stem("megalitres")}
    assert dose.unit == {stem("millilitres")}


def test_a_figure_first_given_and_restated() -> None:
    # What is planned is a prospect ...
    deficit, year = extract("The trust is planning for a £31m deficit in 2024-25.")
    assert deficit.prospective and year.prospective
    # ... and a count said "as" another takes its noun.
    _first, restated = extract(
        "It first put leakage at 131 megalitres a day, but restated it as 139 after an audit."
    )
    assert restated.unit == {stem("megalitres")}
    matcher = build_matcher(
        {
            "F1": (
                "In its annual report the company initially reported leakage of 131 Ml/d. Following an audit, "
                "the company restated the figure as 139 Ml/d."
            )
        }
    )
    said = "Southvale first put its leakage at 131 megalitres a day, but restated it as 139 after an audit."
    result = matcher.check(said, ["F1"])
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    result = matcher.check("Following an audit, the company's leakage figure was 131 Ml/d.", ["F1"])
    assert result.verdict is Verdict.CONTRADICTED, result.reason


ACCOUNTS = (
    "Brightwater Food Network: annual report\n\nIncome rose to £2,272,000 in 2023-24, and "
    "expenditure rose to £2,196,000, giving a surplus of £76,000 for the year.\n\nIncome and expenditure (£)\n\n"
    "Category                              2023-24      2022-23\n"
    "Individual donations                1,284,000    1,102,000\n"
    "Grants from trusts and foundations    642,000      710,000\n"
    "Total income                        2,272,000    2,030,000\n"
)


def test_a_table_in_percent() -> None:
    table = (
        "Tenant perception measures (% satisfied)\n\n"
        "Measure                              2023-24   2022-23   Target\n"
        "TP01 Overall satisfaction              68.4      72.1      75.0\n"
        "TP02 Satisfaction with repairs         64.0      66.8      72.0\n"
    )
    matcher = build_matcher({"P1": table})
    result = matcher.check("The overall satisfaction score for 2023-24 was 72.1%.", ["P1"])
    assert result.verdict is Verdict.CONTRADICTED and "68.4" in result.reason, result.reason


def test_a_table_in_pounds_and_its_periods() -> None:
    matcher = build_matcher({"A1": ACCOUNTS})
    said = "Brightwater received {} in grants from trusts and foundations in {}."
    # "(£)" in the title makes its cells amounts (set 26 #2665) ...
    wrong = matcher.check(said.format("£710,000", "2023-24"), ["A1"])
    assert wrong.verdict is Verdict.CONTRADICTED and "642,000" in wrong.reason, wrong.reason
    # ... and a column's period is said of its cells.
    right = matcher.check(said.format("£642,000", "2023-24"), ["A1"])
    assert right.verdict in (Verdict.VERIFIED, Verdict.PARTIAL), right.reason


def test_what_would_otherwise_have_been_done() -> None:
    (otherwise,) = extract("The penalty that the regulator would otherwise have imposed was £6,100,000.")
    assert otherwise.counterfactual
    matcher = build_matcher(
        {
            "O1": (
                "1.3 The regulator imposes a financial penalty of £4,270,000 on Kelby Water. The penalty "
                "that the regulator would otherwise have imposed was £6,100,000. Because Kelby Water "
                "admitted the breaches, a settlement discount of 30% has been applied."
            )
        }
    )
    # What was done is said in the sentence before what would have been.
    result = matcher.check("The regulator fined Kelby Water £6.1m.", ["O1"])
    assert result.verdict is Verdict.CONTRADICTED and "£4,270,000" in result.reason, result.reason


def test_words_a_reporter_uses_for_one_another() -> None:
    assert stem("spending") == stem("expenditure")
    assert stem("equal") == stem("equivalent")
    assert stem("homes") == stem("dwellings") == stem("dwelling")
    assert stem("payable") == stem("pay")


def test_the_ends_of_a_change_count_what_changed() -> None:
    matcher = build_matcher(
        {
            "K1": (
                "At the end of December 2023, 41,230 households in Kelby were living in temporary "
                "accommodation arranged by the council, an increase of 9% on the 37,820 households a year earlier."
            )
        }
    )
    # "rose ... to 41,230" counts the households that rose (set 24 #2440).
    result = matcher.check(
        "The number of households in temporary accommodation in Kelby rose 9% in a year to 41,230 at the end of 2023.",
        ["K1"],
    )
    assert result.verdict is Verdict.PARTIAL and "not in the evidence" not in result.reason, result.reason


def test_final_interim_and_full_year_dividends() -> None:
    final, interim, _paid, year = extract(
        "A final dividend of 6.5p, with the interim dividend of 3.1p paid in January 2024, gives a "
        "full-year dividend of 9.6p."
    )
    assert (final.stage, interim.stage, year.stage) == ("final", "interim", "full-year")
    (paid,) = extract("Corrigan's final dividend of 6.5p a share will be paid on 2 August.")[:1]
    assert paid.prospective  # the "p" written onto it is no word of its phrase


def test_a_split_year_spans_the_months_of_its_two_years() -> None:
    (year,) = extract("Numbers fell in 2023-24.")
    (january,) = extract("The rules took effect in January 2024.")
    (march,) = extract("The rules took effect in March 2025.")
    assert not conflicts(year, january) and not conflicts(january, year)
    assert conflicts(year, march)


def test_the_start_of_a_span_is_no_rival_of_its_end() -> None:
    start, end = extract("The ban is to run from 19 January 2024, so that it ends on 18 September 2024.")
    assert (start.bound, end.bound) == ("start", "end")
    matcher = build_matcher(
        {
            "B1": (
                "The panel imposed a period of ineligibility of 14 months on Tom Drewitt, of which six months "
                "are suspended, the remaining 8 months of ineligibility to run from 19 January 2024, the date "
                "of his provisional suspension, so that it ends on 18 September 2024."
            )
        }
    )
    said = "Drewitt's ban, backdated to his provisional suspension in January 2024, runs until {}."
    # (set 27 #2719, and set 4 #531 for a sentence that gives both ends)
    result = matcher.check(said.format("September 2024"), ["B1"])
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    result = matcher.check("Tom Drewitt's period of ineligibility ends on 18 September 2025.", ["B1"])
    assert result.verdict is Verdict.CONTRADICTED and "18 September 2024" in result.reason, result.reason


def test_a_numbered_section_is_no_count() -> None:
    assert extract("The obligation under section 106 secures the contributions.") == []
    assert [q.text for q in extract("Under clause 31.2, the council gave 14 days' notice.")] == ["14"]
    # ... nor are the later numbers of a list of them
    assert [q.text for q in extract("Its scope 1 and 2 emissions were 259,600 tonnes.")] == ["259,600"]
    assert [q.text for q in extract("Under sections 3, 4 and 7 of the Act, 12 firms were fined.")] == ["12"]


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # The date of the proposal is not the date of the closure, and the other way round.
        ("Corrigan closed its Dunmore bakery in November 2023.", Verdict.CONTRADICTED),
        ("Corrigan announced plans to close its Dunmore bakery in February 2024.", Verdict.CONTRADICTED),
        ("Corrigan closed its Dunmore bakery in February 2024.", Verdict.NOT_FOUND),  # reworded only
    ],
)
def test_the_date_of_a_plan_is_not_the_date_of_the_act_done(sentence: str, verdict: Verdict) -> None:
    text = (
        "Corrigan Foods results. On 15 November 2023 the group announced its proposal to close its "
        "bakery at Dunmore, affecting 340 roles, and to transfer production to its sites at "
        "Ferrybridge Vale and Oldcastle. Following consultation, the site closed on 29 February 2024."
    )
    result = check_against(text, sentence)
    assert result.verdict is verdict, result.reason


def test_a_correction_takes_back_the_figure_its_own_sentence_gives() -> None:
    text = (
        "Compensation paid to passengers totalled EUR 412 million (2022: EUR 356 million). Last year's "
        "report gave compensation paid in 2022 as EUR 341 million; the figure has been corrected to EUR 356 million."
    )
    corrections = [q.text for q in extract(text) if q.corrects]
    assert corrections == ["EUR 356 million"]  # not the EUR 341 million it corrects
    result = check_against(text, "Airlines paid passengers €412m in compensation.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def test_a_rise_by_an_amount_is_no_level() -> None:
    # The rise of £13m is worked out from £58 million and £71 million; the £47.8 million spent in
    # the year is no rise, however close it stands to the building's name.
    text = (
        "Harrowfield University accounts. Capital investment and cash. Capital expenditure of £47.8 "
        "million was mainly on the Lowther Science Building. When the project was approved by Council "
        "in 2022, its cost was estimated at £58 million; in March 2024 the estimate was revised to "
        "£71 million, reflecting construction inflation."
    )
    sentence = "The estimated cost of Harrowfield's Lowther Science Building has risen by £13m."
    result = check_against(text, sentence)
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def test_what_a_restatement_says_was_first_given_is_no_correction() -> None:
    text = (
        "Revenue rose 18% to £48.6m, from £41.2m the previous year. The prior-year figure has been "
        "restated: the 2022-23 accounts originally reported revenue of £42.9m."
    )
    assert [q.text for q in extract(text) if q.corrects] == []
    restated = "The scope 3 baseline was restated from 1,716,000 to 1,902,000 tonnes."
    assert [q.text for q in extract(restated) if q.corrects] == ["1,902,000"]
    assert [q.text for q in extract("The correct date of the hearing is 12 March 2024.") if q.corrects] == [
        "12 March 2024"
    ]


@pytest.mark.parametrize(
    ("sentence", "verdict", "shown"),
    [
        # Filed on November 2: the report's deadline, and the other report's, are no filing dates.
        (
            "The Ostrowski committee filed its third-quarter report on October 27, 2022.",
            Verdict.CONTRADICTED,
            "November 2",
        ),
        (
            "The Ostrowski committee's pre-general election report was due on October 27, 2022.",
            Verdict.VERIFIED,
            "",
        ),
    ],
)
def test_a_deadline_is_no_date_of_the_act_done(sentence: str, verdict: Verdict, shown: str) -> None:
    text = (
        "Ostrowski for Senate committee. Finding 2 - Late report. The third-quarter report, due October "
        "15, 2022, was filed on November 2, 2022, 18 days late. It disclosed $842,000 in expenditures. "
        "The pre-general election report, due October 27, 2022, was filed on time."
    )
    result = check_against(text, sentence)
    assert result.verdict is verdict and shown in result.reason, result.reason


def test_a_confidence_interval_states_no_estimate() -> None:
    text = (
        "We estimated that 13.4% (95% CI 6.1-20.2%) of incident asthma cases could have been avoided had "
        "annual NO2 concentrations not exceeded the World Health Organization guideline."
    )
    assert [q.text for q in extract(text)] == ["13.4%"]
    # "one in five" is 20%, the interval's upper bound, not the estimate.
    sentence = (
        "The researchers estimated that about one in five incident asthma cases could have been avoided had "
        "NO2 concentrations not exceeded the World Health Organization guideline."
    )
    _contradicted_by(text, sentence, "13.4%")


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # What was done in 2023-24 does not date what is expected in 2024-25 ...
        ("Brightwater expects to distribute more than 55,000 food parcels in 2024-25.", False),
        # ... but it does date the same act said done.
        ("Brightwater distributed 48,650 food parcels in 2024-25.", True),
    ],
)
def test_an_act_done_earlier_does_not_date_a_plan(sentence: str, contradicted: bool) -> None:
    text = (
        "Brightwater Food Bank annual report. In 2023-24 we distributed 48,650 emergency food parcels "
        "across Brightwater, up from 39,200 the year before."
    )
    result = check_against(text, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


def test_both_ends_of_a_range_are_said_alike() -> None:
    text = (
        "Tarrow Group interim results. - Full-year underlying operating profit now expected to be in the "
        "range £38m to £42m, compared with previous guidance of £46m to £50m."
    )
    assert [q.prospective for q in extract(text) if q.kind is Kind.MONEY] == [True] * 4
    kept = check_against(text, "Tarrow Group cut its full-year profit guidance to £38m-£42m.")
    assert kept.verdict is not Verdict.CONTRADICTED, kept.reason
    wrong = check_against(text, "Tarrow Group cut its full-year profit guidance to £36m-£40m.")
    assert wrong.verdict is Verdict.CONTRADICTED and "£38m" in wrong.reason, wrong.reason


def test_a_season_is_part_of_its_date() -> None:
    spring, autumn = extract("It was to open in spring 2025, and will now open in autumn 2025.")
    september = extract("It opened on 12 September 2025.")[0]
    assert (spring.season, autumn.season) == ("spring", "autumn")
    assert conflicts(spring, autumn) and not agrees(spring, autumn)
    assert conflicts(spring, september) and agrees(autumn, september)
    assert not agrees(spring, extract("It opens in 2025.")[0])  # a year does not say the season
    text = (
        "The new distribution centre at Daventry, originally scheduled to open in spring 2025, is now "
        "expected to become operational in autumn 2025."
    )
    _contradicted_by(
        text, "The new Daventry distribution centre is now due to open in spring 2025.", "autumn 2025"
    )


def test_each_date_is_its_own_verbs() -> None:
    # 16 October dates the transfer, 19 October the death.
    text = (
        "Serious incident report. Patient A was transferred to the intensive care unit (ICU) on 16 "
        "October 2023 and died there on 19 October 2023."
    )
    _contradicted_by(text, "Patient A died in the intensive care unit on 16 October 2023.", "19 October 2023")
    # A date that names no verb of its own ("the 2013-14 accounts") is not read this way.
    assert _verb_before(extract("It fined the firm over its audit of the 2013-14 accounts.")[0]) == ""


def test_a_standard_and_a_target_date_are_no_outturns() -> None:
    text = (
        "The target to eliminate waits of more than 52 weeks by March 2025 remains in place. The "
        "constitutional standard is that 92% of patients should be waiting less than 18 weeks."
    )
    assert {q.text: q.prospective for q in extract(text) if q.text in ("March 2025", "92%")} == {
        "March 2025": True,
        "92%": True,
    }


def test_one_owners_figure_is_no_rival_of_anothers() -> None:
    text = (
        "Mill rates. Hadley Center's mill rate will be set later this month, after its board of finance "
        "meets. North Ashby's rate is projected to rise from 28.90 to 29.35 mills."
    )
    result = check_against(text, "Hadley Center's mill rate is projected to rise to 32.18 mills.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    wrong = check_against(text, "North Ashby's mill rate is projected to rise to 32.18 mills.")
    assert wrong.verdict is Verdict.CONTRADICTED and "29.35" in wrong.reason, wrong.reason


def test_a_correction_outranks_a_rewording_of_the_figure_it_corrects() -> None:
    text = (
        "Vantor press release. Since entering service, the Vantor fleet in Merrow has travelled more than 3.2 "
        "million kilometres and avoided an estimated 4,100 tonnes of CO2 emissions compared with the diesel "
        "buses they replaced. Darius Fenn said the buses had cut operating costs.\n\nCorrection notice. 1. "
        "Deliveries. The release stated that 94 buses had been delivered. The correct figure is 74. 2. "
        "Emissions. The release stated that the fleet had avoided an estimated 4,100 tonnes of CO2. The "
        "correct estimate to date is 2,900 tonnes."
    )
    result = check_against(
        text, "Vantor's Merrow fleet has avoided an estimated 4,100 tonnes of CO2 emissions to date."
    )
    assert result.verdict is Verdict.CONTRADICTED and "2,900" in result.reason, result.reason


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        ("Container traffic at Kelmouth grew to 612,000 TEU in 2023.", True),
        ("Container traffic at Kelmouth fell to 612,000 TEU in 2023.", False),
    ],
)
def test_a_figure_said_to_have_risen_where_the_evidence_gives_a_fall(
    sentence: str, contradicted: bool
) -> None:
    text = "Kelmouth Port annual review 2023. Container traffic. Containers: 612,000 TEU (2022: 655,000 TEU)"
    result = check_against(text, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    assert ("655,000" in result.reason) is contradicted


def test_a_count_with_a_thousands_comma_is_no_code() -> None:
    found = [q.text for q in extract("It employed 4,820 FTE staff, compared with 5,030 FTE a year earlier.")]
    assert found == ["4,820", "5,030"]
    assert extract("The 737 MAX was grounded.") == []


def test_a_count_of_them_counts_what_its_sentence_counted_before() -> None:
    sentence = "More than 18,600 Aurivent pumps are affected worldwide, about 2,200 of them in the UK."
    # The UK's 9 reports of faults are no count of the UK's pumps ...
    reports = (
        "The Aurivent recall covers 18,640 pumps worldwide. Calderon had received 57 reports of pumps "
        "stopping, including 9 reports from UK hospitals."
    )
    assert check_against(reports, sentence).verdict is not Verdict.CONTRADICTED
    # ... but another count of them is
    pumps = "The Aurivent recall covers 18,640 pumps worldwide, about 1,900 of them in the UK."
    assert "'1,900'" in check_against(pumps, sentence).reason


def test_an_aside_about_them_does_not_part_a_count_from_its_verb() -> None:
    (four,) = extract("Four reports, none of them in the UK, involved injury to a patient.")
    (nine,) = extract("Nine reports, and a letter from the UK, involved injury to a patient.")
    assert four.surroundings[stem("involved")] > 2 * nine.surroundings[stem("involved")]


def test_both_sides_of_a_vote_count_votes() -> None:
    text = "The board voted 8-3 to approve the fare changes at its meeting."
    wrong = check_against(text, "The board approved the fare changes by nine votes to two.")
    assert wrong.verdict is Verdict.CONTRADICTED and "'8'" in wrong.reason
    right = check_against(text, "The board approved the fare changes by eight votes to three.")
    assert right.verdict is Verdict.VERIFIED


def test_an_age_is_an_age_however_it_is_written() -> None:
    text = (
        "The coroner heard evidence from four witnesses at the inquest in Westbury.\n\n"
        "Two members of the public attempted a rescue. Witness C, aged 41, paddled out on a bodyboard "
        "and reached Mr Doherty, but was unable to keep hold of him in the surf.\n\n"
        "The lifeguard station had closed for the season a week earlier."
    )
    result = check_against(
        text,
        "A 17-year-old member of the public paddled out on a bodyboard and reached Mr Doherty in the surf.",
    )
    assert result.verdict is Verdict.CONTRADICTED and "'41'" in result.reason
    assert (
        check_against(text, "A 41-year-old paddled out on a bodyboard.").verdict is not Verdict.CONTRADICTED
    )


def test_a_quarter_named_by_its_last_month_is_that_quarter() -> None:
    (september,) = extract("Completions fell in the September quarter of 2024.")
    (june,) = extract("Completions rose in the June quarter 2024.")
    assert (september.year, september.quarter, june.quarter) == (2024, 3, 2)
    assert conflicts(september, june)


def test_a_date_compared_with_does_not_date_the_figures_beside_it() -> None:
    text = (
        "Key statistics for the quarter.\n\n"
        "- Dwelling completions fell 2.6% to 44,120, but were 0.9% higher than in the September quarter 2023."
    )
    _contradicted_by(
        text, "Dwelling completions fell 2.6% to 45,297 in the September quarter of 2024.", "'44,120'"
    )


def _contradicted_by(text: str, sentence: str, shown: str) -> None:
    """Assert that ``text`` contradicts ``sentence`` with the figure ``shown``."""
    result = check_against(text, sentence)
    assert result.verdict is Verdict.CONTRADICTED and shown in result.reason, result.reason


def test_an_amount_that_opens_its_clause_as_part_of_another_is_said_of_its_verb() -> None:
    text = (
        "The review covered the Department's waiting lists.\n\n"
        "The Department's 2022 Surgical Recovery Plan committed C$48.5 million over three years to reduce "
        "the backlog; by March 31, 2024, C$31.2 million had been spent."
    )
    sentence = "Only C$12.7 million of the C$48.5 million Surgical Recovery Plan had been spent by the end of March 2024."
    _contradicted_by(text, sentence, "'C$31.2 million'")
    # ... but an object's whole is what its own words say of it: "£415,000 of the £850,000 claimed"
    (part, _whole) = extract("She awarded £415,000 of the £850,000 claimed for vehicle leases.")
    assert part.part_of is None
    # ... and a part that opens a sentence of a longer text is one
    (_year, part, _whole) = extract("It opened in 2022. Only £51m of the £180m fund had been allocated.")
    assert part.part_of is not None


def test_a_which_clause_does_not_part_a_figure_from_its_subject() -> None:
    (*_, rate) = extract(
        "The rate set at the 2019 valuation, which applied from 2020/21 to 2022/23, was 19.6%."
    )
    (*_, other) = extract(
        "The rate set at the 2019 valuation, and the one applied from 2020/21 to 2022/23, was 19.6%."
    )
    assert rate.surroundings[stem("valuation")] > 2 * other.surroundings[stem("valuation")]


def test_a_doubled_british_l_is_stemmed_away_only_where_the_word_has_one() -> None:
    assert stem("totalling") == stem("totalled") == stem("total")
    assert stem("cancelled") == stem("cancel") and stem("controlled") == stem("control")
    assert stem("recalled") == stem("recall") and stem("installed") == stem("install")


def test_a_figure_someone_intends_to_impose_is_a_prospect() -> None:
    text = (
        "On 19 October 2023 we served the CRP with a notice of intention to impose variable monetary "
        "penalties totalling EMK 54,000. On 8 January 2024 we imposed penalties totalling EMK 46,000."
    )
    intended, imposed = [q for q in extract(text) if q.kind is Kind.MONEY]
    assert intended.prospective and not imposed.prospective


def test_a_change_or_range_whose_other_end_agrees_is_the_same_slot() -> None:
    text = (
        "2.1 Membership grew again during the year.\n\n"
        "2.2 The number of participating employers rose from 298 to 312. This reflects 17 admissions "
        "during the year, less 3 employers that exited the Fund."
    )
    sentence = "The number of employers participating in the fund rose to 312 from 289 a year earlier."
    _contradicted_by(text, sentence, "'298'")
    # ... and the end of a range whose start agrees: "from January 2019 to June 2023"
    claimed = extract("The alleged overbilling ran from January 2019 to June 2023.")
    found = extract(
        "Between January 2019 and June 2022 the company submitted cost reports that overstated hours."
    )
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes] == [("June 2023", "June 2022")]


def test_a_bracketed_figure_is_of_the_period_its_document_says_brackets_are_for() -> None:
    text = (
        "1. Key figures\n\n1.1 Figures for 2022/23 are shown in brackets.\n\n"
        "Investment return                          9.1%        (1.8%)\n"
        "Benchmark return                           8.4%        (2.6%)\n"
    )
    source = chunk_source("T1", text)
    found = [
        q for chunk in range(len(source.chunks)) for q in source.quantities(chunk) if q.kind is Kind.PERCENT
    ]
    periods = [(q.text, q.bracketed_period.year if q.bracketed_period else None) for q in found]
    assert periods == [("9.1%", None), ("1.8%", 2022), ("8.4%", None), ("2.6%", 2022)]


def test_a_split_year_is_no_number_looked_for_beside_the_figures() -> None:
    # The "25" of "2024/25" is the year's, said in the heading; the figures are in the highlights.
    text = (
        "Released: 8 October 2024\n\n"
        "Harrowfield Foods plc, which operates 698 stores, today announces its trading update for "
        "the first half of the 2024/25 financial year.\n\nHIGHLIGHTS\n"
        "- Group revenue up 4.8% to £3.62 billion (H1 2023/24: £3.45 billion)\n"
        "- Like-for-like sales excluding fuel up 3.1%; second-quarter growth of 2.4% slowed from 3.9%\n"
        "- Underlying operating profit of £141.3 million, up 9.6% (H1 2023/24: £128.9 million)\n"
        "- Net debt, excluding leases, reduced by £62 million to £418 million\n"
    )
    sentence = (
        "Harrowfield's underlying operating profit rose 9.6% to £128.9 million in the first half of "
        "its 2024/25 financial year."
    )
    _contradicted_by(text, sentence, "'£141.3 million'")


def test_a_dated_act_is_looked_for_where_the_source_says_it_in_the_same_month() -> None:
    # The firm's name is not in the sentence that dates its act; the act and the month are.
    text = (
        "FINAL NOTICE\n\nTo: Ashgrove Wealth Partners Ltd\n\n"
        "1. The Authority imposes a financial penalty of £1,350,000 on Ashgrove Wealth Partners Ltd "
        "for failings in its defined benefit pension transfer advice between 2019 and 2022.\n\n"
        "2. Summary of reasons\n\n"
        "2.1 Ashgrove advised 412 clients to transfer out of defined benefit schemes. The Authority "
        "reviewed 60 client files and found the advice unsuitable in 41 of them.\n\n"
        "2.2 The Firm stopped providing DB transfer advice on 1 October 2022, after the Authority "
        "began its supervisory review."
    )
    sentence = "Ashgrove stopped giving defined benefit transfer advice in October 2023."
    _contradicted_by(text, sentence, "'1 October 2022'")


def test_a_target_beside_a_year_does_not_state_what_was_done_that_year() -> None:
    text = (
        "COMPLIANCE ACTIVITY\nThe ERS secured £32.1 billion in compliance yield in 2023 to 2024, short "
        "of its target of £33.5 billion (2022 to 2023: £33.8 billion)."
    )
    _contradicted_by(text, "The ERS secured £33.5bn in compliance yield in 2023-24.", "'£32.1 billion'")


def test_a_financial_year_written_with_an_en_dash_is_one_year() -> None:
    assert [(q.text, q.kind) for q in extract("the 2022–23 tax gap")] == [("2022–23", Kind.TIME)]
    text = "The ERS secured £32.1 billion in compliance yield in 2023-24, its highest on record."
    result = check_against(text, "The ERS secured £32.1bn in compliance yield in 2023–24.")
    assert result.verdict is Verdict.VERIFIED, result.reason


@pytest.mark.parametrize(
    ("found", "verdict"),
    [("87%", Verdict.VERIFIED), ("84%", Verdict.NOT_FOUND), ("79%", Verdict.CONTRADICTED)],
)
def test_a_rounded_figure_states_half_its_rounding_step_either_side(found: str, verdict: Verdict) -> None:
    # "About 90%" is 85% to 95%: 84% rounds to 80%, but is no plain contradiction either.
    text = f"Of the 244 reptile assessments, {found} were rated good or excellent."
    result = check_against(text, "About 90% of the reptile assessments were rated good or excellent.")
    assert result.verdict is verdict, result.reason


@pytest.mark.parametrize(
    ("text", "durations"),
    [
        ("was switched off for 7 minutes and 40 seconds", [("7 minutes and 40 seconds", 7 + 40 / 60)]),
        ("took 8 min 12 s to reach", [("8 min 12 s", 8.2)]),
        ("detained for 6 hours and 20 minutes", [("6 hours and 20 minutes", 6 + 20 / 60)]),
        ("the Category 2 mean was 42:19.", [("42:19", 42 + 19 / 60)]),
        ("Rotich won in 2:07:48, a course record", [("2:07:48", 2 + 7 / 60 + 48 / 3600)]),
        # Times of day are no durations.
        ("The meeting began at 9:30.", []),
        ("Released: 8 October 2024, 07:00", []),
        ("launched at 21:37:12 UTC", []),
    ],
)
def test_a_duration_is_one_figure_in_its_largest_unit(text: str, durations: list[tuple[str, float]]) -> None:
    found = [(q.text, q.value) for q in extract(text) if q.unit & {"hour", "minut"}]
    assert [t for t, _ in found] == [t for t, _ in durations]
    assert [v for _, v in found] == pytest.approx([v for _, v in durations])


def test_a_stopwatch_time_in_a_table_is_read_as_its_document_says() -> None:
    text = (
        "RESPONSE TIMES (h:mm:ss or mm:ss)\nCategory      Incidents   Mean    Standard\n"
        "Category 1        6,217   8:12     7:00\nCategory 2       30,488  36:45    18:00\n"
    )
    source = chunk_source("T1", text)
    means = [q.text for chunk in range(len(source.chunks)) for q in source.quantities(chunk) if q.unit]
    assert means == ["8:12", "7:00", "36:45", "18:00"]


@pytest.mark.parametrize(
    ("sentence", "verdict", "shown"),
    [
        (
            "He was detained for 6 hours and 20 minutes before being released without charge.",
            Verdict.VERIFIED,
            "",
        ),
        (
            "He was detained for 6 hours 40 minutes before being released without charge.",
            Verdict.CONTRADICTED,
            "'6 hours and 20 minutes'",
        ),
    ],
)
def test_durations_are_compared_whole(sentence: str, verdict: Verdict, shown: str) -> None:
    text = (
        "He was taken to the custody suite, where he was detained for 6 hours and 20 minutes before "
        "being released without charge."
    )
    result = check_against(text, sentence)
    assert result.verdict is verdict and shown in result.reason, result.reason


def test_a_month_in_capitals_is_a_month() -> None:
    found = [(q.text, q.month, q.year) for q in extract("RESPONSE TIMES, APRIL 2024. Published 9 MAY 2024")]
    assert found == [("APRIL 2024", 4, 2024), ("9 MAY 2024", 5, 2024)]
    text = "MONTHLY BULLETIN: APRIL 2024\n\nThe service answered 84,312 calls."
    result = check_against(text, "The service answered 84,312 calls in April 2024.")
    assert result.verdict is Verdict.VERIFIED, result.reason


def test_since_is_said_of_the_first_date_after_it() -> None:
    found = extract(
        "The cumulative total raised for good causes since the first draw in March 1996 passed £52 "
        "billion in November 2023."
    )
    assert [(q.text, q.since) for q in found if q.kind is Kind.TIME] == [
        ("March 1996", True),
        ("November 2023", False),
    ]
    claimed = extract("The lottery's contribution to good causes went past £52bn in November 2022.")
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes] == [("November 2022", "November 2023")]


def test_a_year_of_the_figure_a_change_started_from_is_no_rival() -> None:
    # "down 17% on the 58,570 tonnes of 2023": 2023 is the year of the start of the change.
    found = extract(
        "The 2024 vintage in the Wirraway Hills was small. The region crushed 48,620 tonnes of "
        "winegrapes, down 17% on the 58,570 tonnes of 2023 and 22% below the ten-year average."
    )
    claimed = extract(
        "Wirraway Hills growers crushed about 48,600 tonnes of grapes in 2024, 17% less than the year before."
    )
    assert [q.change_end for q in found if q.text == "58,570"] == ["from"]
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes if c.said.kind is Kind.TIME] == []


def test_a_column_headed_as_an_average_price_holds_average_amounts() -> None:
    text = (
        "CRUSH BY VARIETY\nVariety               Tonnes 2024   Tonnes 2023   Avg price 2024 (A$/t)\n"
        "Shiraz                     17,940        21,860        2,315\n"
        "Cabernet Sauvignon          9,310        11,420        2,480\n"
    )
    source = chunk_source("T1", text)
    shiraz = next(c for c in range(len(source.chunks)) if "Shiraz" in source.text[slice(*source.span(c, c))])
    price = source.quantities(shiraz)[-1]
    assert (price.text, price.kind, price.currency, price.headed_average) == ("2,315", Kind.MONEY, "A$", True)
    claimed = extract("Shiraz fetched an average of A$2,480 a tonne in 2024.")
    clashes = compare(claimed, source.quantities(shiraz), frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes] == [("A$2,480", "2,315")]


def test_a_date_of_the_same_act_said_of_a_doer_named_just_before_is_stated() -> None:
    # "The branch closed on 31 March 2024" dates the closure of the library named before it; the
    # vote to close it on 12 December 2023 is no rival.
    text = (
        "FENWICK MOOR LIBRARY\nFollowing a 12-week public consultation that drew 2,140 responses, the "
        "council's cabinet voted 6-3 on 12 December 2023 to close Fenwick Moor Library. The branch closed "
        "on 31 March 2024. The parish council will run a book exchange in the village hall from June 2024."
    )
    result = check_against(text, "Fenwick Moor Library closed at the end of March 2024.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("In H1 2024 revenue rose.", [("2024", Kind.TIME)]),  # a period label, not a name like "Flight 610"
        ("revenue in FY2023/24", [("FY2023/24", Kind.TIME)]),  # no stray count of 24
        ("gritting in Winter 2023/24", [("Winter 2023/24", Kind.TIME)]),
        ("a boom in the 1990s", [("1990s", Kind.TIME)]),  # a decade, no year 1990
        ("sales rose 12pc", [("12pc", Kind.PERCENT)]),
        # a feast's year is a date's ("open to the public from Easter 2026"), not a name's number
        ("open to the public from Easter 2026", [("2026", Kind.TIME)]),
        ("closed until Diwali 2024.", [("2024", Kind.TIME)]),
        ("sales over Christmas 2024 rose", []),  # Christmas trading runs into the new year
        ("under its Vision 2030 plan", []),
    ],
)
def test_periods_decades_and_a_press_percent_are_read_as_written(
    text: str, found: list[tuple[str, Kind]]
) -> None:
    assert [(q.text, q.kind) for q in extract(text)] == found


def test_a_figure_in_an_earlier_periods_column_is_not_the_sentences() -> None:
    # A sentence that gives no period speaks of the latest one, not of the column beside it.
    text = (
        "TRADING UPDATE\n\n                                        H1 FY2024    H1 FY2023\n"
        "Group turnover (R billion)                  38.4         35.6\n"
        "Internal food inflation                     6.1%         9.8%\n"
    )
    said = check_against(text, "The group's internal food inflation slowed to 9.8%.")
    assert said.verdict is Verdict.CONTRADICTED and "6.1%" in said.reason, said.reason
    assert (
        check_against(text, "The group's internal food inflation slowed to 6.1%.").verdict
        is not Verdict.CONTRADICTED
    )
    earlier = check_against(text, "The group's internal food inflation was 9.8% in the previous half.")
    assert earlier.verdict is not Verdict.CONTRADICTED, earlier.reason


def test_a_figure_of_another_ordinal_is_no_rival() -> None:
    text = "IMMUNISATION\nUptake of the second MMR dose by age five fell to 82.1%, from 84.0% a year earlier."
    second = check_against(text, "Uptake of the first MMR dose by age five fell to 86.3%.")
    assert second.verdict is not Verdict.CONTRADICTED, second.reason
    assert (
        check_against(text, "Uptake of the second MMR dose by age five fell to 86.3%.").verdict
        is Verdict.CONTRADICTED
    )


def test_a_terms_start_is_no_date_of_the_act() -> None:
    text = (
        "CABINET MINUTES\nRESOLVED: That the recycling contract be awarded to GreenCycle Services Ltd for an "
        "initial term of eight years from 1 April 2025.\nThe meeting closed at 8.40pm."
    )
    awarded = check_against(
        text, "In June 2024 the cabinet awarded the recycling contract to GreenCycle Services."
    )
    assert awarded.verdict is not Verdict.CONTRADICTED, awarded.reason
    start = check_against(
        text, "GreenCycle Services' recycling contract runs for eight years from 1 May 2025."
    )
    assert start.verdict is Verdict.CONTRADICTED, start.reason


def test_offers_counted_are_no_offer_made() -> None:
    (counted,) = [
        q for q in extract("Offers to First Nations applicants rose 9.7% this year.") if q.text == "9.7%"
    ]
    (offered,) = extract("The council offered a settlement of £5m.")
    assert not counted.prospective and offered.prospective


def test_a_month_read_as_no_date_must_still_be_written() -> None:
    # "launched in January" gives no date a figure could be compared with; "in February" differs.
    text = (
        "MEASLES: UPTAKE UPDATE\nWestmere public health team, April 2024\nA catch-up campaign launched in "
        "February has so far delivered 6,120 MMR doses through GP surgeries, schools and pop-up clinics.\n"
        "Councillors thanked the volunteers.\nThe team will report again in the summer."
    )
    said = "A catch-up campaign launched in {} has delivered more than 6,000 MMR doses."
    wrong = check_against(text, said.format("January"))
    assert wrong.verdict is Verdict.NOT_FOUND and "january" in wrong.reason, wrong.reason
    assert check_against(text, said.format("February")).verdict is Verdict.VERIFIED


def test_a_years_figure_is_no_rival_of_a_total_over_years() -> None:
    # Eight years' total says nothing of any one year's cap.
    text = (
        "Marine licence decision.\nThe council may dredge up to 2.4 million tonnes over eight years from "
        "the inner basin, the licensing authority said.\nThe licence runs from May."
    )
    said = "The council may dredge up to 250,000 tonnes a year from the inner basin, the licensing authority said."
    assert check_against(text, said).verdict is Verdict.NOT_FOUND


def test_a_number_read_as_part_of_a_name_must_still_be_written() -> None:
    # "Vision 2030" is no figure, but the passage's "Vision 2031" names another plan: the sentence
    # holds enough of the passage's other words to pass, and is not verified.
    text = (
        "KINGSBRIDGE TOWN COUNCIL\nCabinet decisions, March 2025\nThe council's cabinet approved the "
        "Vision 2031 regeneration plan for Kingsbridge town centre on Tuesday after a long public "
        "consultation.\nThe plan covers the market square, the bus station and the riverside.\n"
        "Councillors also agreed new parking charges for the Quay car park.\nThe leader thanked residents."
    )
    said = "The council's cabinet approved the Vision {} regeneration plan for Kingsbridge town centre."
    wrong = check_against(text, said.format(2030))
    assert wrong.verdict is Verdict.NOT_FOUND, wrong.reason
    assert "2030" in wrong.reason
    assert check_against(text, said.format(2031)).verdict is Verdict.VERIFIED


def test_a_fraction_in_words_is_no_count() -> None:
    # "three-quarters of its crown" counts no three; "cut by two-thirds" is still a change.
    assert extract("has lost three-quarters of its crown") == []
    assert [q.text for q in extract("two thirds of the 12 staff")] == ["12"]
    assert [(q.text, q.kind) for q in extract("cut by two-thirds")] == [("two-thirds", Kind.PERCENT)]
    # (set 26 #2620: "caused by third parties" is no change by a third)
    assert [q.text for q in extract("38 incidents were caused by third parties")] == ["38"]
    assert [q.text for q in extract("takings were down by a third")] == ["a third"]


def test_a_time_of_day_is_no_count() -> None:
    for text in ("at 11.30am on 3 May 2024", "at 2pm on 3 May 2024", "at 2 p.m. on 3 May 2024"):
        assert [q.text for q in extract(text)] == ["3 May 2024"], text


def test_a_row_headed_as_an_average_still_rivals_a_figure_the_sentence_gives_plainly() -> None:
    text = (
        "TVET Winter 2024–25 Outage Review\n\nTVET's customers saw more outage minutes this winter.\n\n"
        "Winter performance\nMetric                                   | Winter 2024–25 | Winter 2023–24 | Target\n"
        "SAIDI (avg. outage minutes per customer) | 187            | 142            | 150\n"
    )
    sentence = "TVET's winter SAIDI reached 187 minutes, well above its 142-minute target."
    _contradicted_by(text, sentence, "'150'")


def test_a_year_that_labels_the_start_of_the_sentences_change_is_no_rival() -> None:
    text = (
        "VISITOR ECONOMY 2024\nThe Southern Ranges welcomed record numbers in 2024.\n\nKey indicators\n"
        "- Average hotel occupancy: 71.3% (2023: 68.9%)\n- Average daily room rate: $214 (2023: $198)\n"
    )
    result = check_against(
        text, "Hotel occupancy in the Southern Ranges averaged 71.3% in 2024, up from 68.9%."
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    # ... as a date in brackets labels the earlier figure it stands before
    found = extract(
        "- Total claims received: 18,462 (Update No. 2 on 3 February: 11,307; Update No. 1 on 30 January: 4,215)"
    )
    claimed = extract(
        "The insurer had received 18,462 claims by 12 February, up from 11,307 at its previous update."
    )
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes if c.said.kind is Kind.TIME] == []


@pytest.mark.parametrize(
    ("sentence", "rival"),
    [
        # Before the document's date: the document's date is no rival.
        ("Harbourne Mutual had received 18,462 Storm Isolde claims by 12 February.", False),
        # After it: no document of that date could report it.
        ("Harbourne Mutual had received 18,462 Storm Isolde claims by 16 February.", True),
    ],
)
def test_a_documents_own_date_rivals_only_a_date_after_it(sentence: str, rival: bool) -> None:
    found = extract("Storm Isolde: Catastrophe Claims Update No. 3\nPublished: 14 February 2025")
    clashes = compare(extract(sentence), found, frozenset(), lambda word: 1.0, acts=frozenset({"receiv"}))
    assert bool(clashes.clashes) is rival


@pytest.mark.parametrize(
    "text",
    [
        "In fiscal year 2025 we aim to reach a live-release rate of 92%, and to open a second clinic.",
        "The trust hopes to bring waiting times down to 18 weeks.",
        "Its goal of 90% was missed.",
    ],
)
def test_an_aim_hope_or_goal_is_a_prospect(text: str) -> None:
    figure = next(q for q in extract(text) if q.kind is not Kind.TIME)
    assert figure.prospective, figure.text


def test_a_figure_that_jumped_rose() -> None:
    text = (
        "A record year\nBikeLink riders took 2,184,530 trips in 2024, an 18% increase on the 1,851,300 trips "
        "taken in 2023.\n\nRider survey\nIn the annual rider survey (2,340 responses), 87% of riders said they "
        "were satisfied with BikeLink; 34% said at least one BikeLink trip a week replaced a car journey."
    )
    result = check_against(text, "BikeLink trips jumped 18% in 2024.")
    assert result.verdict is Verdict.VERIFIED, result.reason


def test_the_start_of_a_change_is_of_its_own_year_and_professorships_are_professors() -> None:
    # "up from 27% in 2021" does not state 27% in 2024; 31% of professors rivals 27% of professorships.
    claimed = extract("Women held 27% of professorships at Castlemere in 2024.")
    found = extract("Women made up 31% of our professors in 2024, up from 27% in 2021.")
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert [(c.said.text, c.found.text) for c in clashes] == [("27%", "31%")]


BLOOD_STOCKS = (
    "Hartland Blood Service\nBlood Stocks and Donor Update\nIssued: 3 September 2024\n\n"
    "Current national stock position\nStocks of red cells across Hartland stand at 5.1 days overall, against "
    "our target of 6 days. O negative, the blood group that can be given to any patient in an emergency, has "
    "fallen to 2.7 days. We declared an amber alert on 22 August 2024.\n\n"
    "Red cell stocks by group (days of supply)\nGroup        | This week | Last week | Target\n"
    "O negative   | 2.7       | 3.4       | 6.0\nO positive   | 4.2       | 4.9       | 6.0\n"
    "A negative   | 5.8       | 5.5       | 6.0\nAll groups   | 5.1       | 5.4       | 6.0\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        ("Hartland's O-negative stocks had fallen to 3.4 days of supply.", True),
        ("Hartland's O-negative stocks were at 3.4 days of supply last week.", False),
    ],
)
def test_a_cell_under_last_weeks_heading_is_last_weeks_figure(sentence: str, contradicted: bool) -> None:
    # The prose's 2.7 differs from the sentence's 3.4; the table states 3.4 only as last week's.
    source = chunk_source("T1", BLOOD_STOCKS)
    claimed = extract(sentence)
    said = next(q for q in claimed if q.text == "3.4")
    found = next(q for c in range(len(source.chunks)) for q in source.quantities(c) if q.text == "2.7")
    clash = Clash(said, found, 0.36)
    assert stated_elsewhere(clash, claimed, [source], lambda word: 1.0) is not contradicted


def test_a_table_headed_in_millions_of_a_currency_holds_amounts() -> None:
    text = (
        "Financial summary\n\n£million                    | 2023    | 2022    | 2021\n"
        "Underlying profit before tax   | 58.3    | 71.6    | 55.2\n"
        "Statutory profit before tax    | 52.7    | 74.9    | 57.0\n"
    )
    source = chunk_source("T1", text)
    row = next(
        c for c in range(len(source.chunks)) if source.text[slice(*source.span(c, c))].startswith("Statutory")
    )
    first = source.quantities(row)[0]
    assert (first.kind, first.value, first.currency) == (Kind.MONEY, 52.7e6, "GBP")
    result = check_against(text, "Statutory profit before tax was £58.3 million in 2023.")
    assert "52.7" in result.reason, result.reason
    # ... and a scale written onto the cell, under an indented row of years ("Revenue (NZ$) | 41.2m")
    table = (
        "KEY FIGURES\n\n                                    2024         2023        Change\n"
        "Skier visits                        312,640      276,900     +12.9%\n"
        "Revenue (NZ$)                       48.7m        41.2m       +18.2%\n"
    )
    season = chunk_source("T3", table)
    cell = next(q for c in range(len(season.chunks)) for q in season.quantities(c) if q.text == "41.2")
    assert (cell.kind, cell.value, cell.currency, "2023" in cell.headings) == (
        Kind.MONEY,
        41.2e6,
        "NZ$",
        True,
    )
    # ... and a dollar named by its country ("Taxes and royalties (A$m)")
    (cell, _) = chunk_source(
        "T2", "Taxes and royalties (A$m)   FY2024   FY2023\nState royalties   412.3   361.8\n"
    ).quantities(1)
    assert (cell.kind, cell.value, cell.currency) == (Kind.MONEY, 412.3e6, "A$")


def test_a_date_a_span_runs_since_is_no_rival_of_where_it_had_got_to() -> None:
    text = (
        "Situation report No. 14\n\nSince the index case was confirmed on 9 November 2023, a total of 412 "
        "laboratory-confirmed measles cases have been notified in the Westmarch region, up from 367 at the "
        "time of Situation Report No. 13."
    )
    result = check_against(
        text, "Westmarch's measles outbreak had grown to 412 confirmed cases by early March 2024."
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    # "from 2008 onwards" runs since 2008; "in the year to autumn 2023" is where a span got to.
    assert [q.since for q in extract("Results from 2008 onwards are directly comparable.")] == [True]
    (season,) = [
        q for q in extract("Recession averaged 2.7m in the year to autumn 2023.") if q.kind is Kind.TIME
    ]
    assert season.dated_by[0] == "to"


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        ("Calderwick recorded 61 road deaths in 2023, up from 54.", False),
        ("Road deaths in Calderwick rose from 54 in 2021 to 61.", True),  # the start's own year differs
    ],
)
def test_the_year_of_a_change_start_the_sentence_leaves_undated_is_no_rival(
    sentence: str, contradicted: bool
) -> None:
    text = (
        "CALDERWICK ROAD SAFETY 2023\n\nKey points\n"
        "- Road deaths rose from 54 in 2022 to 61, the highest total since 2016 (68).\n- Serious injuries fell 4%."
    )
    result = check_against(text, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


def test_a_courtesy_is_no_plan_and_a_long_comparison_still_compares() -> None:
    # "will be pleased to learn" plans nothing; "in 2022" ends the comparison it dates.
    text = (
        "Members will be pleased to learn that 2023 was the railway's busiest year since the line "
        "reopened in 1998. We carried 96,850 passengers on 187 operating days, compared with 88,420 "
        "passengers on 179 days in 2022."
    )
    assert [(q.text, q.prospective) for q in extract(text) if q.text == "2023"] == [("2023", False)]
    assert [q.compared_with for q in extract(text) if q.text == "2022"] == [True]
    result = check_against(
        text, "The railway carried 96,850 passengers in 2023, against 88,420 the year before."
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


# Pairs a reviewer built against this session's rules (each broke one; see the commit message).
REVIEW_PAIRS = [
    # an APR is no date
    ('Northway Bank launches Everyday Rewards card\n3 March 2024\nThe Everyday Rewards Mastercard goes on sale today. Cardholders earn 1% cashback on supermarket spending. Representative APR 24.9% (variable), based on an assumed credit limit of £1,200.',
     'Northway Bank launched its Everyday Rewards Mastercard on 3 March 2024, with a representative APR of 24.9%.', False),
    # an APR is no date
    ('Northway Bank launches Everyday Rewards card\n3 March 2024\nThe Everyday Rewards Mastercard goes on sale today. Cardholders earn 1% cashback on supermarket spending. Representative APR 24.9% (variable), based on an assumed credit limit of £1,200.',
     "Northway Bank's Everyday Rewards Mastercard has a representative APR of 24.9% on an assumed credit limit of £1,200.", False),
    # an APR is no date
    ('Key facts\nPersonal loan: representative APR 6.1% on loans of £7,500 to £25,000.',
     "The bank's personal loan has a representative APR of 9.1% on loans of £7,500 to £25,000.", True),
    # decades differ
    ('The lighthouse on Sule Skerry was automated in the 1980s, and the trust bought it in 2004.',
     'The lighthouse on Sule Skerry was automated in the 1990s.', True),
    # two quarters of a year are periods
    ('Revenue grew in three quarters of 2023 and fell in the second quarter.',
     'Revenue grew in two quarters of 2023 and fell in the second quarter.', True),
    # the start of the sentence's change is last week's figure
    ('Hartland Blood Service\nBlood Stocks and Donor Update\nIssued: 3 September 2024\n\nCurrent national stock position\nStocks of red cells across Hartland stand at 5.1 days overall, against our target of 6 days. We declared an amber alert on 22 August 2024.\n\nRed cell stocks by group (days of supply)\nGroup        | This week | Last week | Target\nO negative   | 2.7       | 3.4       | 6.0\nO positive   | 4.2       | 4.9       | 6.0\nA negative   | 5.8       | 5.5       | 6.0\nAll groups   | 5.1       | 5.4       | 6.0\n',
     "Hartland's O-negative stocks fell from 3.4 days of supply to 2.7 days in a week.", False),
    # ... as a 'from' figure
    ('Hartland Blood Service\nBlood Stocks and Donor Update\nIssued: 3 September 2024\n\nCurrent national stock position\nStocks of red cells across Hartland stand at 5.1 days overall, against our target of 6 days. We declared an amber alert on 22 August 2024.\n\nRed cell stocks by group (days of supply)\nGroup        | This week | Last week | Target\nO negative   | 2.7       | 3.4       | 6.0\nO positive   | 4.2       | 4.9       | 6.0\nA negative   | 5.8       | 5.5       | 6.0\nAll groups   | 5.1       | 5.4       | 6.0\n',
     "Hartland's O-positive stocks dropped to 4.2 days of supply, from 4.9 days.", False),
    # ... under 'Last year'
    ('Waste and recycling performance\nMeasure | This year | Last year\nHousehold waste per household (kg) | 412 | 438\nRecycling rate | 46.2% | 44.9%\nFly-tipping incidents | 2,614 | 2,230\n',
     'Household waste fell to 412kg per household, from 438kg.', False),
    # a time of day is no duration
    ('Incident log 3 March 2024\n13:58 999 call received\nFirst response vehicle on scene 14:05\nPatient conveyed to Royal Cornwall Hospital 14:31\n',
     'The first response vehicle was on scene at 14:05, seven minutes after the 999 call.', False),
    # 'ran between 06:30 and 23:10' gives times of day
    ('During the closure of the Redruth line on 14 April 2024, replacement buses ran between 06:30 and 23:10, every 20 minutes.',
     'During the closure of the Redruth line on 14 April 2024, replacement buses ran every 6 minutes.', True),
    # a date in brackets said with its act is that act's
    ('Harwick measles outbreak: situation report 4 (outbreak declared 3 February 2024: 212 confirmed cases to date)\nCases are concentrated in children under five. Vaccination clinics have been opened at four sites.',
     'The Harwick measles outbreak was declared on 5 February 2024.', True),
    # durations are said of their unit
    ('Timetable change from 2 June 2024: the last train from Exeter St Davids to Barnstaple will leave at 22:46 instead of 21:10. Journey time is 1 hour 12 minutes.',
     'The journey from Exeter St Davids to Barnstaple takes 1 hour 22 minutes.', True),
    # 'goals' scored are no goal
    ('Harrowby Town finished second in the 2023-24 season. They scored 84 goals and kept 19 clean sheets in 46 league matches.',
     'Harrowby Town kept 24 clean sheets in 46 league matches in the 2023-24 season.', True),
    # decades differ
    ('The Harbour Road estate, built in the 1960s, has 412 flats; 118 of them are now empty.',
     'The Harbour Road estate, built in the 1970s, has 412 flats.', True),
    # what one firm lost is not the gap to another
    ('Streamline had 8.4 million subscribers at the end of 2024 and 9.1 million at the end of 2023. Its rival Pixora ended 2024 with 6.2 million.',
     'Streamline lost 2.2 million subscribers in 2024.', True),
    # a licence's date of issue is its grant
    ('Premises licence summary\nPremises: The Anchor, 14 Quay Street\nLicence holder: Harbourside Inns Ltd\nDate of issue: 4 May 2021\nLatest closing time: 23:30\n',
     'Harbourside Inns Ltd was granted the premises licence for The Anchor on 4 April 2021.', True),
    # 'The service' refers to the van named just before, not the library
    ("FENWICK MOOR LIBRARY\nThe council's cabinet voted 6-3 on 12 December 2023 to close Fenwick Moor Library after a consultation that drew 2,140 responses. The branch closed on 31 March 2024, and its 9,400 books were moved to Ashby.\n\nMOBILE LIBRARY\nA mobile library van also called at Fenwick Moor every Tuesday. The service closed on 5 January 2024.",
     'Fenwick Moor Library closed on 5 January 2024, after the cabinet voted 6-3 to close it.', True),
    # the sentence's base year is compared with the evidence's
    ('The council collected 48,600 tonnes of recycling in 2024, down 17% on the 58,570 tonnes of 2023.',
     'The council collected 48,600 tonnes of recycling in 2024, down 17% on 2022.', True),
    # a total the sentence implies is no rival
    ('Home energy grants 2024\nRegion | Households helped | Total paid (£) | Average grant (£)\nNorth | 1,200 | 540,000 | 450\nSouth | 900 | 468,000 | 520\nAll | 2,100 | 1,008,000 | 480\n',
     'Grants of £520 were paid to 900 households in the South in 2024.', False),
]  # fmt: skip


@pytest.mark.parametrize(("evidence", "sentence", "contradicted"), REVIEW_PAIRS)
def test_review_pairs(evidence: str, sentence: str, contradicted: bool) -> None:
    result = check_against(evidence, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


def test_a_per_month_amount_is_no_time_of_day_and_a_spaced_duration_is_one() -> None:
    assert [q.text for q in extract("Membership costs £45 p.m. for adults.")] == ["£45"]
    assert [q.text for q in extract("It took 8 min, 12 s to arrive.")] == ["8 min, 12 s"]


def test_a_plan_is_read_from_its_whole_phrase_and_no_current_level_rivals_it() -> None:
    planned = extract("Brannock Falls plans to raise the fine for an expired meter to $55 in fiscal 2025.")
    assert [q.prospective for q in planned if q.kind is Kind.MONEY] == [True]
    pledged = extract("The Society has pledged to keep every branch open until at least the end of 2026.")
    assert [q.prospective for q in pledged] == [True]
    # today's $45 fine is where the planned change starts, not a rival of the $55 it plans
    found = extract("Fines by offence: Expired meter | 148,620 | $45")
    assert compare(planned, found, frozenset(), lambda word: 1.0).clashes == []


def test_the_year_a_beaten_record_was_set_is_compared_with() -> None:
    text = (
        "2023 was Kelland's warmest year on record. The national mean temperature was 11.42°C, "
        "surpassing the previous record of 11.21°C set in 2020."
    )
    assert [q.compared_with for q in extract(text) if q.text == "2020"] == [True]


@pytest.mark.parametrize(("share", "rival"), [("more than three-quarters", False), ("about half", True)])
def test_the_whole_a_sentence_says_its_count_is_a_share_of_is_no_rival(share: str, rival: bool) -> None:
    claimed = extract(
        f"Hollinsford had switched almost 28,000 sodium lanterns to LED, {share} of those in the programme."
    )
    found = extract("The business case provided for replacing all 36,240 sodium lanterns over three years.")
    clashes = compare(claimed, found, frozenset(), lambda word: 1.0).clashes
    assert bool([c for c in clashes if c.found.text == "36,240"]) is rival


def test_a_letter_written_onto_a_number_names_a_thing() -> None:
    assert [q.text for q in extract("Its 5G signal reached 71.3% of homes.")] == ["71.3%"]
    assert [q.text for q in extract("a national mean of 11.40C")] == ["11.40"]


def test_a_share_is_not_stated_by_a_change_of_the_same_size() -> None:
    (share, _whole) = extract("Parcels for children made up 18.2% of the 52,400 the partnership distributed.")
    (_parcels, _earlier, _before, change) = extract(
        "Parcels distributed: 52,400 (2022-23: 44,330), an increase of 18.2%"
    )
    assert change.text == "18.2%" and change.change_end == "by"
    result = compare([share], [change], frozenset(), lambda _: 1.0)
    assert result.unmatched == [share]
    assert share.share_of == ""  # "the partnership distributed" is a clause, not the group


def test_a_list_counts_what_its_opening_line_counts_and_a_denying_label_denies() -> None:
    evidence = (
        "APPEALS (2023)\n\n"
        "The tribunal decided 41 appeals against the council in 2023:\n"
        "- Allowed or Partly Allowed: 9\n"
        "- Not Allowed: 32\n"
    )
    (*_, allowed, refused) = extract(evidence)
    assert stem("appeals") in allowed.unit and stem("appeals") in refused.unit
    assert refused.label_denied and not allowed.label_denied
    wrong = check_against(
        evidence, "Of the 41 appeals the tribunal decided in 2023, 32 were allowed or partly allowed."
    )
    assert wrong.verdict is Verdict.CONTRADICTED, wrong.reason
    assert "'9'" in wrong.reason
    right = check_against(evidence, "Of the 41 appeals the tribunal decided in 2023, 32 were not allowed.")
    assert right.verdict is not Verdict.CONTRADICTED, right.reason


def test_a_figure_labelled_as_a_target_is_a_plan() -> None:
    (_hours, done, target) = extract("- Urgent repairs completed within 4 hours: 81% (target: 90%)")
    assert target.prospective and not done.prospective
    evidence = (
        "Calder Housing Association: repairs performance, April to September\n\n"
        "- Urgent repairs completed within 4 hours: 81% (target: 90%)\n"
    )
    wrong = check_against(
        evidence, "Calder Housing Association completed 90% of urgent repairs within four hours."
    )
    assert wrong.verdict is Verdict.CONTRADICTED, wrong.reason
    assert "81%" in wrong.reason


def test_a_list_item_is_labelled_at_length_and_its_bracketed_year_dates_the_bracket() -> None:
    (fitted, _year, _before) = extract("- Heat pumps fitted in council-owned homes: 1,240 (2022/23: 860)")
    assert {stem("pumps"), stem("fitted")} <= fitted.unit
    evidence = (
        "Greystone Borough Council: housing retrofit programme, 2023/24\n\n"
        "- Heat pumps fitted in council-owned homes: 1,240 (2022/23: 860)\n"
        "- Homes given loft insulation: 3,410 (2022/23: 2,950)\n"
    )
    wrong = check_against(
        evidence, "Greystone Borough Council fitted 1,420 heat pumps in council-owned homes in 2023/24."
    )
    assert wrong.verdict is Verdict.CONTRADICTED, wrong.reason
    assert "1,240" in wrong.reason


def test_what_was_lost_is_the_size_of_a_change_not_where_it_ended() -> None:
    evidence = (
        "Razorbills showed the largest fall in absolute numbers, losing about 2,900 birds.\n\n"
        "Species        2019      2024\nRazorbill     14,800    11,900\n"
    )
    (lost,) = [q for q in extract(evidence) if q.text == "2,900"]
    assert lost.change_end == "by"
    result = check_against(
        evidence, "Razorbills fell by about a fifth between 2019 and 2024, to roughly 11,900 birds."
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


@pytest.mark.parametrize(
    ("evidence", "sentence", "contradicted"),
    [
        # The review's pair: "Energy prices soared" gave the word, the bill went the other way.
        (
            "Energy prices soared in 2022. In 2023 the council's energy bill was £4.1m, 18% lower than the year before.",
            "The council's energy bill rose 18% to £4.1m in 2023.",
            True,
        ),
        (
            "Harbour fees brought in £2.6m in 2023, an increase of 12% on 2022.",
            "Harbour fees rose 12% to £2.6m in 2023.",
            False,
        ),
        (
            "Ticket sales at the museum fell by 9% in 2023, to 212,000.",
            "Ticket sales at the museum were up 9% in 2023, at 212,000.",
            True,
        ),
    ],
)
def test_a_change_said_to_go_the_other_way(evidence: str, sentence: str, contradicted: bool) -> None:
    result = check_against(evidence, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "the sentence says" in result.reason


def test_what_a_company_expects_is_a_forecast_and_the_consensus_is_not_its_own() -> None:
    (expected, _year) = extract("Harbourline expects to report underlying profit of about £41m for 2024.")
    assert expected.prospective
    evidence = (
        "Harbourline plc: trading update\n\n"
        "- Underlying profit for 2024 expected to be approximately £43.5m (2023: £38.2m), ahead of "
        "current market consensus of £41.0m\n"
    )
    wrong = check_against(evidence, "Harbourline expects to report underlying profit of about £41m for 2024.")
    assert wrong.verdict is Verdict.CONTRADICTED, wrong.reason
    assert "£43.5m" in wrong.reason
    right = check_against(
        evidence, "Harbourline expects to report underlying profit of about £43.5m for 2024."
    )
    assert right.verdict is not Verdict.CONTRADICTED, right.reason
    # "(2023: £38.2m)" labels last year's figure: 2023 is no date done in place of the 2024 forecast
    ahead = check_against(
        evidence, "Harbourline expects underlying profit of about £43.5m for 2024, ahead of the consensus."
    )
    assert ahead.verdict is not Verdict.CONTRADICTED, ahead.reason


def test_a_range_with_day_names_and_a_bound_said_with_more_than() -> None:
    (start, end) = extract(
        "The line will be closed from Friday 27 December 2024 until Thursday 2 January 2025."
    )
    assert start.group == end.group is not None and (start.bound, end.bound) == ("start", "end")
    (_count, year) = extract("The port handled more than 268,000 cruise passengers in 2024.")
    assert not year.compared_with  # "more than" bounds the count; 2024 is its year
    (*_, earlier) = extract("It carried 96,850 passengers, compared with 88,420 passengers in 2022.")
    assert earlier.compared_with
    (added,) = extract("Replacement buses add time, adding around 25 minutes to journeys.")
    assert added.change_end == "by"
    evidence = (
        "Timetable notice\n\n"
        "- The Kingsholm tunnel will be closed from Friday 27 December 2024 until Thursday 2 January 2025.\n"
        "- 19 turnaround calls, where passengers begin or end their cruise in Dunmore (2023: 11)\n"
    )
    result = check_against(
        evidence,
        "Dunmore had 19 turnaround calls in 2024, and the Kingsholm tunnel closes from 27 December 2024.",
    )
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


# Pairs a review of this session's rules built to break them: evidence, sentence, the verdict each
# now gives, and the wrong one the reviewed change gave, which must not come back.
REVIEW23_PAIRS = [
    # 08dbca2 (opposite way)
    (
        "Ticket sales at the museum rose to 212,000, a 9% year-on-year increase, while shop sales at the museum fell 9%.",
        "Ticket sales at the museum rose 9% to 212,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # 08dbca2 (opposite way)
    (
        "Harbourline plc results\n\nRevenue at Harbourline rose to £40m in 2024, a 12% year-on-year increase, while operating costs at Harbourline fell 12%.",
        "Revenue at Harbourline rose 12% to £40m in 2024.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # 08dbca2 (opposite way)
    (
        "Ticket sales at the museum fell by 9% in 2023, to 212,000, while shop sales at the museum were 9% higher.",
        "Ticket sales at the museum were up 9% in 2023.",
        Verdict.VERIFIED,
        None,
    ),
    # 08dbca2
    (
        "Children accounted for 18% of admissions to Ridgeway Hospital in 2024, while adult admissions to Ridgeway Hospital fell 18%.",
        "Children made up 18% of admissions to Ridgeway Hospital in 2024.",
        Verdict.PARTIAL,  # a true sentence: "made up" is a light verb (NOT_FOUND before 26's change)
        None,
    ),
    # b1f0e4d ('expects to' in _INTENDED)
    (
        "Skyline Air had expected to carry 5 million passengers in 2024 but carried 4.2 million passengers in 2024.",
        "Skyline Air carried 4.2 million passengers in 2024.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # b1f0e4d
    (
        "The Kelby bridge had been expected to open in March but opened on 12 June 2024.",
        "The Kelby bridge opened on 12 June 2024.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # 20ecf4f (_PLAN_LABEL)
    (
        "Kelby Town: 2023-24 season in numbers\n\n- Matches played: 46\n- Wins: 24\n- Goals: 71\n- Clean sheets: 15\n",
        "Kelby Town had 71 goals in the 2023-24 season.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # 20ecf4f
    (
        "Northshire Ambulance Service, October 2024\n\n- Emergency calls answered within target: 87%\n- Handovers within 30 minutes: 64%\n",
        "87% of Northshire Ambulance Service emergency calls were answered within target in October 2024.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # 20ecf4f
    (
        "Northshire Ambulance Service, October 2024\n\n- Emergency calls answered within target: 87%\n- Handovers within 30 minutes: 64%\n",
        "Northshire Ambulance Service emergency calls answered within target in October 2024: 95%.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # d00a3e0+c945e56
    (
        "Reform UK finished second in Kelby, gaining 24% of the vote.",
        "Reform UK finished second in Kelby with 24% of the vote.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # d00a3e0+c945e56
    (
        "Brightwell Retail is closing 40 stores, losing 12% of its workforce.",
        "Brightwell Retail is closing 40 stores, affecting 12% of its workforce.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    # eb4eca9
    (
        "The pilot of the light aircraft that crashed near Kelby on Sunday survived by jumping clear, police said.",
        "The pilot of the light aircraft that crashed near Kelby on Sunday died, police said.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # ab90850 (_WEEKDAY in _RANGE_JOIN)
    (
        "Unite said bus drivers at Westway Buses will strike on Monday 3 March and Friday 7 March 2025.",
        "Unite said bus drivers at Westway Buses will strike from 3 March to 7 March 2025.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # ab90850
    (
        "Bins in Kelby will be collected on Tuesday 24 December or Friday 27 December, the council said.",
        "Bins in Kelby will be collected between 24 December and 27 December, the council said.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # ba30250 (_LABELS_A_FIGURE in _another_occasion)
    (
        "Thames Estuary Water annual report 2023/24\n\n- Smart meters fitted in customers' homes: 64,000 (2022/23: 41,000)\n- Leaks repaired: 31,800 (2022/23: 27,400)\n",
        "Thames Estuary Water fitted 41,000 smart meters in customers' homes in 2022/23.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # ba30250
    (
        "Thames Estuary Water annual report 2023/24\n\n- Smart meters fitted in customers' homes: 64,000 (2022/23: 41,000)\n- Leaks repaired: 31,800 (2022/23: 27,400)\n",
        "Thames Estuary Water fitted 38,000 smart meters in customers' homes in 2021/22.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # 3f3ac29 (_change_ends)
    (
        "Calder Housing: lettings\nMeasure     | Q3 2024 | Q4 2024 | Change\nHomes let   | 410     | 450     | +10%\nVoid homes  | 120     | 98      | -18%\n",
        "Calder Housing homes let rose by 10%, from 410 to 450.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    # 3f3ac29
    (
        "Calder Housing: lettings\nMeasure     | Q3 2024 | Q4 2024 | Change\nHomes let   | 410     | 450     | +10%\nVoid homes  | 120     | 98      | -18%\n",
        "Calder Housing homes let rose by 10%, to 410.",
        Verdict.PARTIAL,
        None,
    ),
    # 1c9f656 (label_denied/_DENIED)
    (
        "Ombudsman report 2022\n\nThe OIA received 40 complaints about the University in 2022:\n- Closed: 26\n- Not yet closed: 14\n",
        "Of the 40 complaints about the University the OIA received in 2022, 14 were yet to be closed.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # 1c9f656
    (
        "Kelby University: student numbers 2024\n\n- Home students: 18,400\n- Non-UK students: 6,900\n",
        "Kelby University had 6,900 students from outside the UK in 2024.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    # 1c9f656/ba30250
    (
        "Ombudsman report 2022\n\nThe OIA closed 23 complaints about the University in 2022:\n- Justified or partly justified: 3\n- Not justified after a full review: 14\n- Settled: 6\n",
        "Of the 23 complaints about the University the OIA closed in 2022, 14 were justified after a full review.",
        Verdict.CONTRADICTED,
        None,
    ),
]


REVIEW24_PAIRS = [
    # feast years: Christmas 2024 trading runs into early January 2025, so the 4 January 2025 end of the period is no rival of 'Christmas 2024'; the new year-reading makes a true sentence CONTRADICTED.
    (
        "Like-for-like sales in the six weeks to 4 January 2025 rose 4.1%, the retailer said in its Christmas trading update. Food sales rose 5.2% over the period.",
        "The retailer's like-for-like sales over Christmas 2024 rose 4.1%.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # feast years: Hogmanay 2024 is the night that sees in 2025; reading 'Hogmanay 2024' as a date lets '2025' contradict a true sentence (a reader might even call it verified).
    (
        "Edinburgh's Hogmanay street party on 31 December drew 75,000 people to see in 2025, organisers said. The fireworks display lasted eight minutes.",
        "Edinburgh's Hogmanay 2024 street party drew 75,000 people, organisers said.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # feast years: Control: the rule's own case, a wrong feast year, is now caught (old gave PARTIAL).
    (
        "The new bridge is due to open to traffic at Easter 2026, the county council said on Tuesday. Construction began in March 2024.",
        "The new bridge is due to open to traffic at Easter 2025.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # masthead: A title-case timeline entry 'Planning Committee - 23 July 2024' is read as a masthead (publication date), so the wrong committee date is no longer contradicted.
    (
        "Key dates for the scheme\nPublic Consultation Closes - 14 June 2024\nPlanning Committee - 23 July 2024\nDecision Notice Issued - 2 August 2024\n",
        "The planning committee considered the scheme on 16 July 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # masthead: A programme heading 'Opening Night | Friday 4 October 2024' is an event's date, not a masthead; the new rule drops it as a rival of an earlier wrong date.
    (
        "Festival programme\nOpening Night | Friday 4 October 2024\nThe opening night features the Hallé Orchestra at the Bridgewater Hall.",
        "The festival's opening night, featuring the Hallé Orchestra, was on 27 September 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # masthead: The dateline is the publication date but the article says the centre opened 'today', i.e. on it; treating it as only the document's date loses the contradiction.
    (
        "Kingsbridge, 3 May 2024\nThe town's new £4m leisure centre opened its doors to the public today, after two years of building work.",
        "Kingsbridge's new £4m leisure centre opened its doors to the public on 1 May 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # masthead: 'First Strike Day - 18 March 2024' is a timeline entry, not a masthead; the new rule makes the wrong date NOT_FOUND.
    (
        "Timeline of the dispute\nBallot Result Announced - 4 March 2024\nFirst Strike Day - 18 March 2024\nPay Offer Accepted - 2 May 2024\n",
        "The first strike day of the dispute was 11 March 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # period of months: April 2024 dates the release, not the calls; the period's start 'January 2024' is made a rival of another act's date, giving a false CONTRADICTED.
    (
        "Figures released today by the council show the helpline took 4,300 calls between January 2024 and March 2024, up from 3,100 a year earlier.",
        "Figures released by the council in April 2024 showed the helpline took 4,300 calls, up from 3,100 a year earlier.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # period of months: May 2024 is when the report was made; the complaints' period is no rival of it, yet the new rule contradicts the sentence.
    (
        "The council received 40 complaints about missed bin collections between January 2024 and March 2024, a report to the cabinet shows.",
        "In May 2024 a report to the cabinet showed the council had received 40 complaints about missed bin collections.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # period of months: July 2024 is when the body spoke, not the sales period; the passage does not date the statement, so NOT_FOUND, not CONTRADICTED.
    (
        "Sales of electric cars between January 2024 and June 2024 rose 22% to 180,000, the industry body said.",
        "In July 2024, the industry body said sales of electric cars rose 22% to 180,000.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # an event's noun: Allowing 'an' before any -tion noun makes 'application' the date's event; the evidence says 'plans', so its 10 May date is dropped as another event's and the wrong date goes NOT_FOUND.
    (
        "Harbour Homes lodged plans for 120 homes on the former quarry site with the council on 10 May 2024.",
        "Harbour Homes lodged an application on 3 May 2024 for 120 homes on the former quarry site with the council.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # an event's noun: The fine was imposed at the hearing, so the evidence's 15 March is the same event; the modifier+'hearing' rule requires the word 'hearing' in the evidence and loses the contradiction.
    (
        "Thames Water was fined £3.3m at Wimbledon magistrates' court on 15 March 2024 for polluting the river.",
        "Thames Water was fined £3.3m at a sentencing hearing on 8 March 2024 at Wimbledon magistrates' court for polluting the river.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a table's own units: The '(A$m)' title now turns every bare cell into A$ millions, including the 'Employees (number)' row, so a head count the table gives is no longer found.
    (
        "Kestrel Minerals Limited - FY2024 results\n\nKey financials (A$m)             FY2024     FY2023\nRevenue                          1,214.6      998.2\nUnderlying EBITDA                  412.3      361.8\nEBITDA margin (%)                   33.9       36.2\nEmployees (number)                 1,850      1,620\nOperating sites                        9          7\n\nManaging Director Jane Holt said the company had delivered a record year.\n",
        "Kestrel Minerals had 1,850 employees in FY2024.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # a table's own units: The 'EBITDA margin (%)' row's 33.9 is read as A$33.9m, so the wrong FY2024 margin is no longer contradicted.
    (
        "Kestrel Minerals Limited - FY2024 results\n\nKey financials (A$m)             FY2024     FY2023\nRevenue                          1,214.6      998.2\nUnderlying EBITDA                  412.3      361.8\nEBITDA margin (%)                   33.9       36.2\nEmployees (number)                 1,850      1,620\nOperating sites                        9          7\n\nManaging Director Jane Holt said the company had delivered a record year.\n",
        "Kestrel Minerals' EBITDA margin was 36.2% in FY2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a table's own units: Control: the rule's own case, a money row, is now caught (old gave NOT_FOUND).
    (
        "Kestrel Minerals Limited - FY2024 results\n\nKey financials (A$m)             FY2024     FY2023\nRevenue                          1,214.6      998.2\nUnderlying EBITDA                  412.3      361.8\nEBITDA margin (%)                   33.9       36.2\nEmployees (number)                 1,850      1,620\nOperating sites                        9          7\n\nManaging Director Jane Holt said the company had delivered a record year.\n",
        "Kestrel Minerals' revenue was A$998.2m in FY2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a year's figure and a total over years: 'X a year over the next five years' matches both the yearly and the over-N-years pattern, so two annual rates are treated as a year's figure against a total and the wrong rate goes NOT_FOUND.
    (
        "Rail fares in England will rise by 4% a year over the next five years under the franchise agreement, the Department for Transport said.",
        "Rail fares in England will rise by 3% a year over the next five years under the franchise agreement, the Department for Transport said.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a year's figure and a total over years: Same misfire with money: both figures are yearly (and both over four years), yet they are no longer rivals.
    (
        "The council will spend £12 million a year over the next four years on pothole repairs, the leader said.",
        "The council will spend £10 million a year over the next four years on pothole repairs, the leader said.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a year's figure and a total over years: 'over 18 years of age' is an age, not a total over 18 years; the in-all pattern matches it and the wrong price goes NOT_FOUND.
    (
        "Season tickets cost £180 for adults over 18 years of age, the club said.",
        "Season tickets cost £220 a year for adults, the club said.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a year's figure and a total over years: The sentence gives the yearly figure as the five-year total; the 'equal figure is the yearly one' clause explicitly drops the £2.4 billion rival, so it is VERIFIED (old also VERIFIED).
    (
        "The water company will invest £2.4 billion over five years, or about £480 million a year, in sewage overflows.",
        "The water company will invest £480 million over five years in sewage overflows.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # what was applied for: The 250 homes applied for are the ones granted; reading them as a mere request drops the only rival.
    (
        "The planning committee granted permission for the 250 homes the developer had applied for, on the edge of the village.",
        "The planning committee granted permission for 300 homes on the edge of the village.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # what was applied for: The licence is for the amount applied for; the request reading loses the contradiction.
    (
        "The Environment Agency granted the harbour a licence for the 250,000 tonnes it had applied for, to be dredged over five years.",
        "The Environment Agency granted the harbour a licence to dredge 300,000 tonnes over five years.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # what was applied for: 'awarded ... the £48,000 she had asked for' is the award itself; treating it as prospective makes a wrong award NOT_FOUND.
    (
        "The tribunal awarded Ms Khan the £48,000 she had asked for in compensation.",
        "The tribunal awarded Ms Khan £40,000 in compensation.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
]


@pytest.mark.parametrize(
    ("sentence", "planned"),
    [
        # A date that opens its sentence before a subject and its plan is when the plan is for
        # (set 46 #4615).
        ("In 2024-25 the Authority intends to raise its inspection target to 2,100 dispensers.", True),
        ("In 2024-25, the council will close three pools.", True),
        ("By 2030 Halden aims to cut emissions by half.", True),
        # ... not when it is when the plan was said, or when something was done.
        ("In 2023 the company said it expects to hire 50 staff.", False),
        ("In March 2024 the firm opened a plant that will employ 300.", False),
    ],
)
def test_a_date_opening_a_plan_is_planned(sentence: str, planned: bool) -> None:
    (date,) = [q for q in extract(sentence) if q.kind is Kind.TIME]
    assert date.prospective is planned


def test_a_part_counts_what_its_whole_counts() -> None:
    # "212 of the remaining toilets" counts toilets; "remaining" is no unit ("23 people remain
    # missing"), and a thing owned is counted after its owner ("11 of the water district's 14 wells").
    (toilets, _share) = extract("Only 212 of the remaining toilets (29%) are open after 6pm.")
    (dams,) = extract("The company pledged to decommission all nine of its remaining upstream dams.")
    eleven, wells = extract("PFAS was found in 11 of the water district's 14 wells.")
    assert toilets.unit == {stem("toilets")}
    assert stem("remaining") not in dams.unit
    assert not eleven.unit and wells.unit == {stem("wells")}


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 46 #4611: a part is said of its whole's words, so 104 is read against 212.
        ("Just 104 of the 736 remaining toilets, about 29%, are open after 6pm.", True),
        ("Just 212 of the 736 remaining toilets, about 29%, are open after 6pm.", False),
    ],
)
def test_a_part_is_read_against_the_part_said_of_the_same_words(sentence: str, contradicted: bool) -> None:
    evidence = (
        "There are 736 public toilets remaining in the 14 council areas surveyed.\n"
        "- Only 212 of the remaining toilets (29%) are open after 6pm, and 104 are open 24 hours a day."
    )
    result = build_matcher({"T094": evidence}).check(sentence, ["T094"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "'212'" in result.reason and "'104'" in result.reason


# A helper's adversarial pairs for session 25's rules, each one the new rules first got wrong (the
# verdict that was wrong is the fourth item).
REVIEW25_PAIRS = [
    # rule 1: evidence has a nested apposition 'X, counsel for Y, Z's founder, told': new rule makes Y (Ashworth) the teller, a rival of the sentence's Kaur, who is
    (
        "Priya Kaur KC, counsel for Daniel Ashworth, Redgate's founder, told the court that the 2019 supply contract with Marlow Foods was void because it had never been signed.",
        "Priya Kaur KC, Daniel Ashworth's counsel, told the court that the 2019 supply contract with Marlow Foods was void because it had never been signed.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 1: same shape: 'Okafor, counsel for Halden Group, Redgate's rival, told' gives 'told' to Halden Group
    (
        "James Okafor, counsel for Halden Group, Redgate's rival, told the hearing on 4 June that the Redgate trade mark was descriptive and should never have been registered.",
        "James Okafor, Halden Group's counsel, told the hearing on 4 June that the Redgate trade mark was descriptive and should never have been registered.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 2: 'to' is 6 tokens after 'failed' (parenthetical): no longer a negation
    (
        "Hartfield Leisure Ltd failed, for the second year running, to file its annual accounts with Companies House by the deadline.",
        "Hartfield Leisure Ltd filed its annual accounts with Companies House by the deadline for the second year running.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # rule 2: 'failed as a matter of routine to': 'to' at +5, just past the window
    (
        "The firm failed as a matter of routine to reconcile client accounts, the tribunal found.",
        "The tribunal found the firm reconciled client accounts as a matter of routine.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # rule 2: prepositional 'according to' counts as 'failed ... to': the report is denied
    (
        "Three of the pumps failed, according to the Trading Standards report published on 4 June 2024.",
        "The Trading Standards report was published on 4 June 2024.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # rule 2: 'failed and were sent to': the destination after 'to' is denied
    (
        "Eleven candidates failed and were sent to the Leeds assessment centre for a second test.",
        "Eleven candidates were sent to the Leeds assessment centre for a second test.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # rule 3: the denial is in a pronoun follow-up sentence that shares only 'approve'
    (
        "The Competition and Markets Authority examined the proposed merger of Acme Foods and Beta Dairies for six months. It did not approve it.",
        "The Competition and Markets Authority approved the proposed merger of Acme Foods and Beta Dairies.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # rule 3: 'refused to grant it' shares only 'grant'
    (
        "In March 2024 Halden Aggregates applied for a licence to extract 40,000 cubic metres of gravel at Otterbrook. The county council refused to grant it.",
        "Halden Aggregates was granted a licence to extract 40,000 cubic metres of gravel at Otterbrook in March 2024.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # rule 3: 'He was not convicted' shares only 'convicted'; new is one order check away from VERIFIED
    (
        "Daniel Ashworth, 52, of Harrogate, stood trial at Leeds Crown Court in 2023 on two counts of fraud by false representation. He was not convicted.",
        "Daniel Ashworth was convicted at Leeds Crown Court in 2023 on two counts of fraud by false representation.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # rule 3: 'It was not approved' shares only 'approved'
    (
        "Councillors voted on the proposal to close the Marine Parade toilets over the winter. It was not approved.",
        "Councillors approved the proposal to close the Marine Parade toilets over the winter.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # rule 4: noun 'hopes to' after an opening date makes 2022 a plan; it is when the hopes ended
    (
        "In 2022 the supporters' trust's hopes to keep the ground ended when the council sold it to Barratt Homes.",
        "The supporters' trust's hopes to keep the ground ended, in 2022, when the council sold it to Barratt Homes.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 4: same: 'In 2021 <possessive> hopes to ... collapsed' is done
    (
        "In 2021 Halden Group's hopes to list on the London Stock Exchange collapsed after its auditor resigned.",
        "Halden Group's hopes to list on the London Stock Exchange collapsed, in 2021, after its auditor resigned.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 5: '212 of the public toilets' now counts toilets and clashes with the whole (736)
    (
        "Of the 736 public toilets in the county, 212 remain open after 6pm.",
        "212 of the public toilets in the county remain open after 6pm.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 5: part vs whole read as a differing count (46 vs 212)
    (
        "Inspectors tested 212 pumps at 40 forecourts in Kent; 46 failed the accuracy test.",
        "46 of the pumps tested in Kent failed the accuracy test.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 5: 23 vs 80 defendants
    (
        "Of the 80 defendants charged after the riot, 23 were convicted at Leeds Crown Court.",
        "23 of the defendants charged after the riot were convicted at Leeds Crown Court.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # rule 5: 310 vs 1,240 holdings
    (
        "The 2023 agricultural census recorded 1,240 holdings in the district, and 310 reported growing barley.",
        "310 of the holdings in the district reported growing barley in the 2023 agricultural census.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 5: 240 vs 1,900 forecourts
    (
        "The Authority inspected 1,900 forecourts in 2023 and found faults at 240.",
        "The Authority found faults at 240 of the forecourts it inspected in 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 5: possessive form (excluded from the new unit rule) already clashes part with whole
    (
        "Of 736 public toilets in the county, 212 remain open after 6pm.",
        "212 of the county's public toilets remain open after 6pm.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 6: 6b: figure-led sentence with <30% shared words; new reason calls its matching figures 'said of something else'
    (
        "Turnover at the distillery rose 12% to £40.2m in the year to March 2024. Separately, the pier trust raised £1.1m.",
        "Sales climbed 12 per cent to £40.2 million.",
        Verdict.NOT_FOUND,
        None,
    ),
]


@pytest.mark.parametrize(
    ("text", "planned"),
    [
        # Plans sold are a product (set 47 #4712); a plan for homes is a plan.
        ("Sales of pre-need funeral plans rose to 18,700.", False),
        ("Pre-need plans sold up 15.4% to 18,700.", False),
        ("The council's plans for 300 homes were approved.", True),
    ],
)
def test_plans_sold_are_no_plan(text: str, planned: bool) -> None:
    figure = next(q for q in extract(text) if q.text in ("18,700", "300"))
    assert figure.prospective is planned


def test_a_count_counts_its_whole_beside_what_it_did() -> None:
    # Set 48: "231 started" counts the boats entered, and starts (a tally's verb tells its counts
    # apart: "230 agreed, 140 disagreed"); "30C" is a temperature, no count (#4878, #4820).
    entered, started, *_rest = extract("Of 247 boats entered, 231 started, down from 289 starters in 2023.")
    (heat,) = [q for q in extract("Twelve homes reported indoor temperatures above 30C.") if q.text == "30"]
    *_deaths, _heat, earlier = extract(
        "It recorded 14 heat deaths in the week temperatures reached 34C, down from 21."
    )
    assert entered.unit <= started.unit and stem("started") in started.unit
    assert heat.unit == {"celsius"}
    assert stem("deaths") in earlier.unit  # not a temperature's


def test_later_than_planned_is_no_plan() -> None:
    # Set 48 #4822: "opened later than planned and cost GBP 248m" gives the cost as done.
    cost = next(
        q
        for q in extract("It opened five months later than planned and cost GBP 248m.")
        if q.text == "GBP 248m"
    )
    assert not cost.prospective


# The second review's pairs (session 25): each one the set 47 and 48 rules first got wrong (the
# verdict that was wrong is the fourth item).
REVIEW25B_PAIRS = [
    # rule 1: 'hiring plans fell' are intentions (1,200 is next year's plan); the exemption makes 1,200 a done figure
    (
        "Halden's hiring plans fell to 1,200 graduates next year from 1,500 this year, the company said.",
        "Halden hired 1,200 graduates this year, the company said.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # rule 1: 'spending plans rose' is planned spending, not a product; £412m is next year's plan
    (
        "Halden's capital spending plans rose to £412m next year from £380m this year.",
        "Halden's capital spending was £412m this year.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # rule 2: a title line with a wide gap above the rule becomes the heading; the real '2022 2023' heading turns into a data row
    (
        "Table 4    Reported offences, Lakeshore district\n-----------------------------------------------\nOffence           2022      2023\nBurglary           412       389\nVehicle crime      290       344\n",
        "There were 412 burglaries in 2023.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # rule 2: same: columns lose their years, 290 (2022) passes for 2023
    (
        "Table 4    Reported offences, Lakeshore district\n-----------------------------------------------\nOffence           2022      2023\nBurglary           412       389\nVehicle crime      290       344\n",
        "There were 290 vehicle crime offences in 2023.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # rule 2: a rule between two aligned tables no longer ends the first; the second's rows take the first's '2024 2023' heading (old NOT_FOUND, new false
    (
        "Revenue by segment (£m)      2024      2023\nRetail                      412.0     389.5\nWholesale                   120.3     131.8\n--------------------------------------------\nAverage headcount            2023      2022\nRetail                      1,204     1,150\nWholesale                     310       296\n",
        "Retail average headcount was 1,204 in 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 2: same merge: true sentence CONTRADICTED on its date
    (
        "Revenue by segment (£m)      2024      2023\nRetail                      412.0     389.5\nWholesale                   120.3     131.8\n--------------------------------------------\nAverage headcount            2023      2022\nRetail                      1,204     1,150\nWholesale                     310       296\n",
        "Average headcount in wholesale was 310 in 2023, up from 296 in 2022.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # rule 3: 'Placebo' is a capitalised row label that is no rival name; the sentence does speak of the placebo row
    (
        "Response rates by arm\nArm            Patients   Responded\nZerimastat        120         54\nPlacebo           118         21\n",
        "In the placebo arm, 21 of 118 patients responded, against 54 on Zerimastat.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # rule 3: same; the trial's drug is named as context, and the placebo row's 118 is then barred
    (
        "Response rates by arm\nArm            Patients   Responded\nZerimastat        120         54\nPlacebo           118         21\n",
        "In the placebo arm of the Zerimastat trial, 21 of 118 patients responded.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # rule 3: lowercase 'lowland' does not match the capitalised 'Lowland' label, so that row counts as 'someone else's'
    (
        "Bee colony losses over winter 2023-24, by region\n| Region | Colonies | Lost | Loss rate |\n|---|---|---|---|\n| Highland | 4,210 | 1,010 | 24.0% |\n| Lowland | 6,880 | 1,240 | 18.0% |\n| Orkney | 310 | 40 | 12.9% |\n",
        "Orkney's loss rate of 12.9% compared with 18.0% in lowland areas.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    # rule 4: quote first, speaker after: standard news order; the rule now reads it as reworded
    (
        '"The club will appeal the decision," Ms Duncan told reporters outside the court. Papers had already been lodged with the High Court, she added.',
        "Ms Duncan said the club would appeal the decision and papers had already been lodged with the High Court.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 4: attribution after the statement
    (
        "Turnover fell 12% to £1.4m last year, the treasurer, Morag Duncan, told members. Bar takings were down by a third.",
        "Morag Duncan said turnover fell 12% to £1.4m last year and bar takings were down by a third.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 4: attribution after the statement
    (
        "The council would not renew the contract, its leader Amina Yusuf said on Monday. The current deal expires in March 2025.",
        "Amina Yusuf said the council would not renew the contract, which expires in March 2025.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 5: in a tally of answers the verb is what tells the counts apart; dropping it gives a wrong VERIFIED
    (
        "Of the 412 staff surveyed, 230 agreed, 140 disagreed, and 42 were unsure.",
        "Of the 412 staff surveyed, 230 disagreed.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # rule 5: old caught the swap (520 objected); new loses it
    (
        "Of the 1,500 residents polled, 880 supported the scheme; 520 objected, and 100 abstained.",
        "Of the 1,500 residents polled, 880 objected.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # rule 5: same: the contradiction is lost
    (
        "Of the 54 hives inspected, 31 survived the winter; 23 collapsed, mostly in February.",
        "Of the 54 hives inspected, 31 collapsed.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # rule 5: '34C' now counts 'celsius', and 'down from 21' takes the unit of the last count before it
    (
        "The bulletin recorded 14 heat-related deaths in the week temperatures reached 34C, down from 21.",
        "The bulletin recorded 14 heat-related deaths in the week, down from 21.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 6: 'Ksh' (the usual Kenyan spelling) is no code, 'KSh' is: money vs count
    (
        "Kakuzi reported profit before tax of Ksh 1,087 million for the year, up from Ksh 912 million.",
        "Kakuzi reported profit before tax of KSh 1,087 million for the year.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # rule 6: same the other way round
    (
        "Kakuzi reported profit before tax of KSh 1,087 million for the year, up from KSh 912 million.",
        "Kakuzi reported profit before tax of Ksh 1,087 million for the year.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
]


# Evidence of the session-26 review (rules of f56a2d5 to dff8840).
_R26_CASES = "West Yorkshire health protection report, week 12\nLeeds recorded 412 cases of whooping cough in the quarter, compared with 388 in Bradford. In the same quarter last year Leeds recorded 351 cases. Vaccination of pregnant women remains the best protection.\n"
_R26_FEES2 = "Agenda item 7: Fees and charges 2025/26\nCabinet is asked to approve the following changes to environmental services charges, which would take effect on 1 April 2025.\n\nService                      2024/25 fee   Proposed 2025/26 fee\nGarden waste bin (annual)        £52              £58\nBulky waste (up to 3 items)      £35              £38\nReplacement wheelie bin          £30              £30\n\nAround 26,000 households currently subscribe.\n"
_R26_FOOD = "Food bank annual report 2024\nOur Kelsham centre handed out 4,820 emergency parcels in 2024, compared with 2,960 at our Harford centre. In 2023 the Kelsham centre handed out 4,105 parcels. Demand peaked in January, when energy bills were highest.\n"
_R26_SHOW = "142nd TREVARRICK SHOW - SATURDAY 17 AUGUST 2024\nSECRETARY'S REPORT to the Annual General Meeting\n\n1. THE DAY\nAfter last year's washout, we were blessed with a dry day. Paying attendance was 11,870, the best gate since 2019. A total of 214 volunteers stewarded car parks, gates and rings.\n\n2. ENTRIES\nSection                2024     2023\nCattle                  286      254\nSheep                   541      498\nGoats                    64       71\nPoultry                 390      412\nTotal                  1,281    1,235\n\n3. CLASSES\nSection              Classes   Judges\nCattle                  24        3\nSheep                   38        4\nPoultry                 52        2\n\n4. THE POULTRY TENT\nThe new poultry tent drew some 2,300 visitors over the day, and the hatching display was a favourite with families.\n\nLowenna Bray, Show Secretary\n"
_R26_SHOW2 = _R26_SHOW.replace(
    "4. THE POULTRY TENT\n",
    "4. HISTORY\nCattle numbers have recovered since 2021, when only 198 cattle were entered after the "
    "foot-and-mouth scare.\n\n5. THE POULTRY TENT\n",
)
_R26_UNI3 = "Admissions summary for the academic year 2025 entry.\nUndergraduate applications rose 6.1% to 4,210 (2024: 3,968), driven by demand for nursing and computing. Offers rose 9.7% to 1,742 (2024: 1,588). Acceptances were broadly flat at 611.\n"
REVIEW26_PAIRS = [
    # T05: a Total row labelled with the sentence's words
    (_R26_SHOW, "Total entries at the show rose to 1,312.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    # T06: a row is read only for the table's years: 2022 is neither of its columns
    (_R26_SHOW, "Cattle entries at the show fell to 240 in 2022.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    # T08: a row's 2023 cell is where the change started
    (_R26_SHOW, "Sheep entries rose from 489 to 541.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    # T09: a row of another table, labelled with the sentence's words
    (_R26_SHOW, "Poultry classes at the show numbered 48.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    # R09: "compared with 388 in Bradford" is another place's figure, no start of the change
    (
        _R26_CASES,
        "Leeds recorded 412 whooping cough cases in the quarter, up from 351 a year earlier.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # T27: the same: 198 is the text's figure for 2021
    (_R26_SHOW2, "Cattle entries at the show fell to 198 in 2021.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    # P08: a cell under "Proposed 2025/26 fee"
    (_R26_FEES2, "The bulky waste charge would rise to £40.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    # T38: the same: 2019
    (_R26_SHOW, "Sheep entries at the show were 450 in 2019.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    # R18: the bracketed year before is the change's start
    (
        _R26_UNI3,
        "The university's offers rose to 1,742 from 1,558 a year earlier.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R20: "compared with 2,960 at our Harford centre" is another centre's
    (
        _R26_FOOD,
        "The Kelsham food bank handed out 4,820 emergency parcels in 2024, up from 4,105 the year before.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]


# Evidence of the second session-26 review (light verbs, dates of another doer, averages).
_R26B_1 = "Kelby Rovers annual report 2024\nThe club's new training ground at Hatch Lane cost £8.5m and opened in July. Fundraising for a new stand on the east side of the ground began in September.\n"
_R26B_2 = "Kelby Rovers annual report 2024\nThe club's new training ground at Hatch Lane cost £8.5m and opened in July. Work on the new stand on the east side of the ground will start in 2025.\n"
_R26B_3 = "Harlow Motors factsheet\nThe Kelby plant produces about 12,400 cars a year. Dealers sell about 11,900 cars from the Kelby plant each year. The plant employs 2,300 people.\n"
_R26B_4 = "Kelby Central Library: facts and figures\nThe library welcomes about 1,200 visitors a day. It lends about 900 books a day. It opened in 1998.\n"
_R26B_5 = "Ten clubs each played 28 games (14 at home), for 140 regular-season games in total.\n\nTable 1: Regular-season home attendance by club, 2023-24\n\nClub                      Total    Average   Change on 2022-23\nSydney Harbourmasters   128,660      9,190   +11.4%\nAuckland Kahu           115,500      8,250   +14.8%\nPerth Tideriders         98,420      7,030    +6.2%\n"
_R26B_6 = "Kelby Council: garden waste service\nThe fee change on 1 April 2024 raised the annual garden waste charge to £58. About 26,000 households subscribe.\n"
_R26B_7 = "Hatch Housing Association: tenant newsletter, winter 2024\nThe rent change from 6 January 2025 means most tenants will pay 7.7% more. Service charges are unchanged.\n"
_R26B_8 = "Kelby Town Council - minutes of the meeting of 14 May 2025\nItem 5: Hatch Lane play area\nMembers agreed on 14 May 2025 to spend £48,000 on new play equipment, funded from reserves. Work will start in September.\n"
_R26B_9 = "Kelby residents' survey 2024: method\nQuestionnaires were posted to 9,800 households on 2 October 2024. Reminder letters were sent to 6,100 households on 15 November 2024. In all, 3,412 completed questionnaires were returned.\n"
REVIEW26B_PAIRS = [
    # P04: "stand" is a noun here: no light verb, so no VERIFIED from a training ground's £8.5m
    (_R26B_1, "Kelby Rovers' new stand cost £8.5m.", Verdict.NOT_FOUND, Verdict.VERIFIED),
    # Q07: the same
    (_R26B_2, "Kelby Rovers' new stand cost £8.5m.", Verdict.NOT_FOUND, Verdict.VERIFIED),
    # Q08: the same
    (_R26B_2, "Kelby Rovers' new stand will cost £8.5m.", Verdict.NOT_FOUND, Verdict.VERIFIED),
    # P01: "makes" is no light verb: the plant's 12,400 still contradicts
    (_R26B_3, "The Kelby plant makes about 11,900 cars a year.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    # Q03: the same, of a true sentence
    (_R26B_3, "The Kelby plant makes about 12,400 cars a year.", Verdict.PARTIAL, Verdict.NOT_FOUND),
    # S03: "sees" (present) keeps its weight
    (_R26B_4, "Kelby Central Library sees about 1,200 visitors a day.", Verdict.PARTIAL, Verdict.NOT_FOUND),
    # A01: "away fans" is no bare noun: the home Average column does not count them
    (
        _R26B_5,
        "Perth Tideriders averaged 1,900 away fans per game in the 2023-24 regular season.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # D01: "The fee change on 1 April 2024" is prose, no column heading
    (
        _R26B_6,
        "The annual garden waste charge rose to £58 on 1 May 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # D02: "The rent change from 6 January 2025" the same
    (
        _R26B_7,
        "Hatch Housing Association rents will rise by 7.7% from 6 April 2025.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R13: "Members agreed on 14 May 2025" dates the same act as "Kelby Town Council agreed"
    (
        _R26B_8,
        "Kelby Town Council agreed on 21 May 2025 to spend £48,000 on new play equipment at Hatch Lane.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # L17: "went out" is a light verb: the questionnaires' posting date differs
    (
        _R26B_9,
        "Questionnaires went out to 9,800 households on 15 November 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
]


# Evidence of the third session-26 review (set 50's rules).
_R26C_1 = "Harlow Bay Water repaid all 41,000 affected customers in March 2024, Ofwat said. The regulator had ordered the repayments in November 2023 after finding the company had overcharged for sewerage. Ofwat said it would take no further action."
_R26C_2 = "The council consulted residents on the closure of Elm Road library between January and March 2023, the judge found. Mrs Justice Oduya said the consultation had been lawful. The claim for judicial review was dismissed."
_R26C_3 = "Castlegate Homes inspected the boiler at the flat in October 2022, the tribunal found. The tenant complained about the lack of hot water in January 2023. The tribunal ordered Castlegate Homes to pay her £2,400."
_R26C_4 = "Kelby Borough Council signed a five-year waste contract with Brenco in 2019. In March 2024 the cabinet used its option to extend the contract by two years, to 2026. Councillors said the service had improved."
_R26C_5 = "The tribunal ruled that Dr Hale had been unfairly dismissed. The hospital trust had 42 days to exercise its right to appeal, and it appealed on 3 May."
_R26C_6 = "The Charity Commission used its power to suspend the trustees of the Marlow Foundation in June. The commission said it was concerned about payments to a trustee's company."
_R26C_7 = "The landlord repaired the roof in August 2023 after the tenants complained. The tribunal found it did nothing about the mould in the children's bedroom for 14 months. It was ordered to pay £3,100."
_R26C_8 = "The ombudsman said Brightwater Energy did nothing for customers who were wrongly switched to its tariff, despite 300 complaints. It ordered the company to pay £50 to each of them."
_R26C_9 = "The independent review made seven recommendations. The panel accepted five of the seven recommendations, partially accepted one and rejected one. Its response was published on Tuesday."
_R26C_10 = "Ofgem has imposed a final penalty of £2.1m on Northway Energy, reduced by 30% from £3m because the supplier agreed to settle early. The penalty relates to failures in handling prepayment meter installations."
_R26C_11 = "The Health and Safety Executive prosecuted Farrow Cranes after a worker fell 6m. The judge imposed a fine of £900,000, which she said could have been reduced by a third had the company pleaded guilty earlier. It pleaded guilty on the first day of trial."
_R26C_12 = "Westbury NHS Trust ended the year with a £60m deficit, with agency spending cut by a third. The trust's chief executive said staffing remained its biggest pressure."
_R26C_13 = "Hallam Police now has 1,800 officers, cut by 10% since 2010, the report said. The force covers 1.2 million people."
_R26C_14 = "The Financial Conduct Authority has fined Ellisport Capital £2.8m for failures in its anti-money laundering controls. Ellisport agreed to settle at an early stage of the investigation and so qualified for a 30% discount. Without the discount the fine would have been £4m."
REVIEW26C_PAIRS = [
    # R6: "would have to" is an obligation, no counterfactual
    (
        _R26C_1,
        "Ofwat said Harlow Bay Water had still not repaid affected customers and would have to do so by June.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R7: the same
    (
        _R26C_2,
        "The judge found the council had also not consulted residents, and said the closure would have to be reconsidered.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R8: a conditional after the main clause leaves its denial standing
    (
        _R26C_3,
        "Castlegate Homes did not inspect the boiler, the tribunal found, and if the tenant had not complained it would have gone unrepaired.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R9: "used its option to extend"
    (
        _R26C_4,
        "Kelby Borough Council decided not to extend its waste contract with Brenco.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R10: "its right to appeal, and it appealed"
    (
        _R26C_5,
        "The hospital trust did not appeal against the ruling.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R1: "used its power to suspend": the option was taken
    (
        _R26C_6,
        "The Charity Commission did not suspend the Marlow Foundation's trustees.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # R11: a passage's "did nothing about the mould" still denies
    (
        _R26C_7,
        "The tribunal found the landlord dealt with the mould in the children's bedroom.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R12: a passage's "did nothing for customers" still denies
    (
        _R26C_8,
        "The ombudsman said Brightwater Energy helped customers who were wrongly switched to its tariff.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R13: the sentence's word has the smaller count of the tally
    (
        _R26C_9,
        "The panel rejected five of the seven recommendations.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R2: "a final penalty of £2.1m, reduced by 30% from £3m" is already reduced
    (_R26C_10, "Ofgem fined Northway Energy £1.47m.", Verdict.CONTRADICTED, Verdict.VERIFIED),
    # R3: "could have been reduced by a third" reduced nothing
    (_R26C_11, "Farrow Cranes was fined £600,000.", Verdict.CONTRADICTED, Verdict.VERIFIED),
    # R4: "with agency spending cut by a third" cuts no deficit
    (
        _R26C_12,
        "Westbury NHS Trust ended the year with a £40m deficit.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # R5: "1,800 officers, cut by 10% since 2010" is the figure now
    (_R26C_13, "Hallam Police now has 1,620 officers.", Verdict.CONTRADICTED, Verdict.VERIFIED),
    # F1: a sentence-initial "Had ... not" conditional asserts the act
    (
        _R26C_14,
        "Had Ellisport not agreed to settle, its fine would have been £4m.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
]


REVIEW27_PAIRS = [
    # R1: a starting figure is one called so right before it, of a fine or award (not "headline pre-tax profit", "the original scheme cost"), reduced right after it
    (
        "Headline pre-tax profit was £12.4m, cut by 8% as energy costs rose sharply over the winter.",
        "Pre-tax profit was £12.4m.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "Phase one of the original scheme cost £2.4m, cut by a third compared with the estimate because contractors found cheaper materials.",
        "Phase one of the scheme cost £2.4m.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The original Victorian station building, which had been derelict, was sold at auction for £310,000, cut by 10% after a survey found dry rot.",
        "The station building was sold at auction for £310,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # R2: a tally outnumbers the sentence's plural only for the rest of the same set, not the part the sentence describes, nor what another sentence says of it
    (
        "The Upper Tribunal upheld two appeals brought by the council and dismissed seven brought by landlords.",
        "The Upper Tribunal upheld the appeals brought by the council.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The council accepted two recommendations from the auditor and rejected five amendments tabled by opposition members.",
        "The council accepted the recommendations from the auditor.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The planning committee approved two plans for sites in Hinton and refused five applications for sites elsewhere in the district.",
        "The planning committee approved the plans for sites in Hinton.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "Ofcom upheld two of the 14 complaints against the broadcaster and rejected the other twelve. Separately, it upheld all three complaints made by the charity Mind about the same programme.",
        "Ofcom upheld the complaints made by the charity Mind.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        "The ombudsman upheld one of the 12 complaints and rejected the other eleven.",
        "The ombudsman upheld most of the complaints.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The licensing panel granted two licences to the Red Lion and refused nine applications from other venues in the town centre.",
        "The licensing panel granted the licences to the Red Lion.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "Of the 30 grievances lodged by staff, the trust upheld 4 and rejected 26.",
        "The trust upheld the grievances lodged by staff.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "The regulator accepted 2 undertakings from the operator and rejected 4 of the objections raised by passengers.",
        "The regulator accepted the undertakings from the operator.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The Home Office granted 3 of the 40 applications and refused the remaining 37.",
        "The Home Office granted most of the applications.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Of the 12 complaints it received, the ombudsman upheld the three about noise and rejected the other nine, which concerned parking.",
        "The ombudsman upheld the complaints about noise.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The tribunal upheld the two claims of unfair dismissal and dismissed the other five claims, which were brought out of time.",
        "The tribunal upheld the claims of unfair dismissal.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # R4: an aim reaches its figure only where no clause or verb said as done comes between them; a target met is done
    (
        "A campaign to raise £50,000 for a new scanner at St Clare's Hospice has reached its target.",
        "A campaign raised £50,000 for a new scanner at St Clare's Hospice.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "Parents wanted to know why the school had cut 14 teaching posts in a single year.",
        "The school cut 14 teaching posts in a single year.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The scheme aimed to cut emissions and reduced them by 12% in its first year.",
        "The scheme reduced emissions by 12% in its first year.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The appeal set out to raise £120,000 and had raised £86,400 by the end of March.",
        "The appeal had raised £86,400 by the end of March.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "Residents hoped to find out why 40 trees on Elm Road were felled in March.",
        "40 trees on Elm Road were felled in March.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The campaign to save the library collected 4,000 signatures in two weeks.",
        "Campaigners collected 4,000 signatures in two weeks to save the library.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    (
        "The club wanted to sign the striker and paid £4m for him in January.",
        "The club paid £4m for the striker in January.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The appeal set out to raise £120,000. By the end of March it had raised £86,400.",
        "The appeal raised £120,000.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Turnout at the festival was higher than organisers had hoped for at 14,500.",
        "Turnout at the festival was 14,500.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The hospice had hoped to raise £80,000 and raised £95,000.",
        "The hospice raised £95,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The hospice had hoped to raise £80,000 and raised £95,000.",
        "The hospice raised £80,000.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The club aimed for promotion and finished the season with 92 points.",
        "The club finished the season with 92 points.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The review set out to establish why 1,200 patients waited more than 12 hours in A&E in January.",
        "1,200 patients waited more than 12 hours in A&E in January.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The council had budgeted to receive £3m from parking charges and received £2.1m.",
        "The council received £2.1m from parking charges.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # R5: a row giving two of the sentence's figures does not state them where the differing figure is said of a word of the sentence the row lacks ("Group")
    (
        "Group revenue increased by 11.2% to £341.9m in the year to 31 March 2024, the company said.\n\nUK RETAIL SEGMENT\n\n                         2024        2023        Change\n  Revenue                £214.7m     £201.3m     +6.7%\n  Operating profit       £18.2m      £16.9m      +7.7%\n",
        "Group revenue rose 6.7% to £214.7m in the year to March 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Harlow Group plc results for the year to 31 March 2024\n\nGroup revenue increased by 11.2% to £341.9m, the company said.\n\nUK RETAIL SEGMENT\n\n                         2024        2023        Change\n  Revenue                £214.7m     £201.3m     +6.7%\n  Operating profit       £18.2m      £16.9m      +7.7%\n",
        "Harlow Group's revenue rose 6.7% to £214.7m in the year to March 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Harlow Group plc results for the year to 31 March 2024\n\nGroup revenue increased by 11.2% to £341.9m, the company said.\n\nUK RETAIL SEGMENT\n\n                         2024        2023        Change\n  Revenue                £214.7m     £201.3m     +6.7%\n  Operating profit       £18.2m      £16.9m      +7.7%\n",
        "Harlow's group revenue rose 6.7% to £214.7m.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Harlow Group plc results for the year to 31 March 2024\n\nRevenue for the Group increased by 11.2% to £341.9m.\n\nHarlow UK Retail             2024        2023        Change\n  Revenue                    £214.7m     £201.3m     +6.7%\n  Operating profit           £18.2m      £16.9m      +7.7%\n",
        "Harlow Group revenue rose 6.7% to £214.7m in the year to March 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R6: only "would otherwise have" + a participle after a figure is counterfactual
    (
        "The council paid out £750,000 that it should have recovered from the contractor.",
        "The council paid out £750,000.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "Mr Hale was fined £300 which he would have to pay within 28 days.",
        "Mr Hale was fined £300.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The charity received £250,000 that it would otherwise have had to raise from donors.",
        "The charity received £250,000.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # R7: "told nothing about X" denies the telling
    (
        "Families said they were told nothing about the delays to the operations.",
        "Families were told about the delays to the operations.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The report shows nothing about the cost of the scheme.",
        "The report shows the cost of the scheme.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The council told residents nothing about the fire risk in the tower.",
        "The council told residents about the fire risk in the tower.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The documents reveal nothing about the £2m payment to the consultancy.",
        "The documents reveal the £2m payment to the consultancy.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Patients were told nothing about the risks of the procedure, the inquiry found.",
        "Patients were told about the risks of the procedure, the inquiry found.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The coroner said the hospital told the family nothing about the error.",
        "The hospital told the family about the error, the coroner said.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The board knew nothing about the losses, the chairman said.",
        "The board knew about the losses, the chairman said.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
]


REVIEW27B_PAIRS = [
    # R1: a starting figure is a fine's, penalty's or award's (not a starting price, salary or level), and the reduced figure, however rounded, is stated
    (
        "The regulator fined Corvex after setting a starting fine of £2m, reduced by a quarter because it agreed to settle.",
        "The regulator fined Corvex £1.5m.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The regulator fined Corvex after setting a starting fine of £4m, reduced by 10% because it agreed to settle.",
        "The regulator fined Corvex £3.6m.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "The house was put on sale at a starting price of £450,000, cut by 10% in June after it failed to sell.",
        "The house was put on sale at £450,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "She joined the charity on a starting salary of £32,000, cut by 10% in 2022 when staff moved to a four-day week.",
        "She joined the charity on a salary of £32,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    (
        "Ofgem set the price cap at a starting level of £2,000, cut by 10% for customers who pay by direct debit.",
        "Ofgem set the price cap at £2,000.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # R2: a tally outnumbers only the set it counts: not a name ('the Jenkins application'), nor a noun said after the tally, nor a set another sentence splits or speaks of untallied
    (
        "Of the 14 applications heard on Tuesday, including the Jenkins application, the committee approved two and refused twelve.",
        "The committee approved the Jenkins application.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        "The ombudsman upheld one of the 12 complaints and rejected the other eleven, but said appeals would be heard in May.",
        "The ombudsman upheld the appeals.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        "Ms Hale brought two claims against Corvex and four against its parent company. The judge upheld two of the claims and dismissed the other four, which were against the parent company.",
        "The judge upheld the claims brought by Ms Hale against Corvex.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        "The Home Office granted two of the 40 asylum claims reviewed by inspectors and refused the remaining 38. Last year it granted most claims.",
        "Last year the Home Office granted most of the claims.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # R4: an aim does not reach a figure already there ('double the 3,000 meals', 'beat last year's 12,000', 'vaccinate the 40,000 people') or one a verb says done ('cost 46,000 lives')
    (
        "The charity set out to double the 3,000 meals it serves each week.",
        "The charity serves 3,000 meals each week.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "Organisers hoped to beat last year's attendance of 12,000 at the festival.",
        "Last year's attendance at the festival was 12,000.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The scheme aimed to halve the 800 people sleeping rough in the city.",
        "800 people were sleeping rough in the city.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The campaign to capture Gallipoli cost 46,000 Allied lives.",
        "The Gallipoli campaign cost 46,000 Allied lives.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The family set out to walk the 630-mile South West Coast Path in 2022.",
        "The South West Coast Path is 630 miles long.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    (
        "The drive to vaccinate the 40,000 people aged over 80 in the county began in January.",
        "There are 40,000 people aged over 80 in the county.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # R5: a row under a heading that names a part ('UK RETAIL SEGMENT', 'SCOTLAND') does not state the sentence's figures
    (
        "Revenue increased by 4.2% to £512.0m, the company said.\n\nUK RETAIL SEGMENT\n\n                         2024        2023        Change\n  Revenue                £214.7m     £201.3m     +6.7%\n  Operating profit       £18.2m      £16.9m      +7.7%\n",
        "Revenue rose 6.7% to £214.7m.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Sales rose 3.1% to £300.4m.\n\nSCOTLAND\n\n                         2024        2023        Change\n  Sales                  £80.2m      £76.4m      +5.0%\n",
        "Sales rose 5.0% to £80.2m.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R6: 'the £3.34m it would otherwise have sought' only: not '£85,000 that the council would otherwise have lost'
    (
        "The court ordered Mr Baines to repay £85,000 that the council would otherwise have lost.",
        "The court ordered Mr Baines to repay £85,000.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    (
        "The firm recovered £2.3m that it would otherwise have written off.",
        "The firm recovered £2.3m.",
        Verdict.VERIFIED,
        Verdict.NOT_FOUND,
    ),
    # R7: 'said (that) nothing about the death was suspicious' still denies what was said
    (
        "The inspector said that nothing about the building's design breached fire rules.",
        "The building's design breached fire rules.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The audit shows nothing about the contract was improper.",
        "The contract was improper.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Her lawyer says nothing about the payments was hidden from the tax office.",
        "The payments were hidden from the tax office.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The coroner said nothing about the care she received at the hospital contributed to her death.",
        "The care she received at the hospital contributed to her death.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Police said nothing about the death was suspicious.",
        "The death was suspicious.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Inspectors said nothing about the school's teaching was inadequate.",
        "Inspectors said the school's teaching was inadequate.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The council says nothing about the site is contaminated.",
        "The site is contaminated.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The data shows nothing about the vaccine was unsafe, the agency said.",
        "The vaccine was unsafe, the agency said.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # R8: a choice 'between 3% and 5% rises' is no range
    (
        "Councillors chose between 3% and 5% rises in council tax; the larger one was approved.",
        "A 4% rise in council tax was approved.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Ministers had to decide between 2% and 5% pay awards for teachers; they chose the lower figure.",
        "Ministers chose a 3% pay award for teachers.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
]

# Review of the session's rules (28): verdicts a first version of a rule got wrong.
REVIEW28_PAIRS = [
    # "a gloss finish" is a noun: it completes nothing
    (
        "The kitchen units have a gloss finish and cost £8,400.",
        "The kitchen units were completed at a cost of £8,400.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # "finished hearing evidence" with "Its report is expected to be completed": the report is not
    (
        "The inquiry finished hearing evidence on 12 March 2024. Its report is expected to be completed by the autumn.",
        "The inquiry completed its report on 12 March 2024.",
        Verdict.PARTIAL,
        Verdict.VERIFIED,
    ),
    # a release's "today announced" is when it said what it says
    (
        "PRESS RELEASE\nMonday 17 February 2025\n\nArdley Community Energy today announced that its share offer has raised £412,000 from 389 investors.",
        "Ardley Community Energy said on 10 February 2025 that its share offer had raised £412,000.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "PRESS RELEASE\nMonday 17 February 2025\n\nArdley Community Energy today announced that its share offer has raised £412,000 from 389 investors.",
        "Ardley Community Energy revealed on 10 February 2025 that its share offer had raised £412,000.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "PRESS RELEASE\nMonday 17 February 2025\n\nArdley Community Energy today announced that its share offer has raised £412,000 from 389 investors.",
        "On 10 February 2025 Ardley Community Energy disclosed that its share offer had raised £412,000.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "until noon on" and "until midnight on" end the same day at different hours
    (
        "Entries for the Fenby photography prize are open from noon on 1 June 2024 until midnight on 30 September 2024.",
        "Entries for the Fenby photography prize are open until noon on 30 September 2024.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # a change's size is compared only with the ends of its own change, in its clause
    (
        "Saltmarsh Quay Marina's rateable value fell from £148,000 to £126,500, and the marina's rates bill was cut.",
        "Saltmarsh Quay Marina's rates bill was cut by £10,000 after its rateable value fell to £126,500.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # an average's end is read against an average of its own subject and time only
    (
        "Bus trips in Bramley averaged 1,140 a day in 2024. Cycle trips over Bramley Bridge averaged 1,610 a day in 2019.",
        "Bus trips rose while cycle trips over Bramley Bridge fell from an average of 1,610 a day in 2019 to 1,040 in 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # an end not said as "averaged" is still a rival of a sentence's average end
    (
        "Bramley Bridge carried an average of 1,610 cycle trips a day in 2019; by 2024 the average had fallen to 1,140.",
        "Cycle trips over Bramley Bridge fell from an average of 1,610 a day in 2019 to 1,410 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Cycle trips over Bramley Bridge averaged 1,610 a day in 2019; by 2024 the daily average had fallen to 1,140.",
        "Cycle trips over Bramley Bridge fell from an average of 1,610 a day in 2019 to 1,410 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Average daily cycle trips over Bramley Bridge fell from 1,610 in 2019 to 1,140 in 2024.",
        "Cycle trips over Bramley Bridge fell from an average of 1,610 a day in 2019 to 1,410 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a bracket two years back is no start of a change from "the previous year"
    (
        "The Weald Air Ambulance's total income was £14.2m in 2023/24 (2021/22: £12.9m).",
        "The Weald Air Ambulance's total income rose to £14.2m in 2023/24 from £12.4m the previous year.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # nor one of another year than the start's own ("from £12.4m in 2021/22")
    (
        "The Weald Air Ambulance's total income was £14.2m in 2023/24 (2022/23: £12.9m), and its total expenditure was £13.6m (2022/23: £12.4m).",
        "The Weald Air Ambulance's total income rose to £14.2m in 2023/24 from £12.4m in 2021/22.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        "The charity's total income was £14.2m in 2023/24 (2022/23: £12.9m).",
        "The charity's total income rose to £14.2m in 2023/24 from £12.4m in 2021/22.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # the sentence's whole said plainly is its own, not another part's whole
    (
        "At Carrowfield, home visits were made in 9 of the 31 cases where one was needed. The team held 44 cases involving domestic abuse.",
        "At Carrowfield, domestic abuse featured in 9 of the team's 44 cases.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # a date a release says will come after it is no rival of the release's "today"
    (
        "The Marches Gazette - Saturday 12 October 2024\n\nFenby Council today announced that Fenby library, which closed on 1 October, will reopen on 4 November.",
        "Fenby library closed on 1 October 2024 and will reopen on 4 November 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        "PRESS RELEASE\nMonday 17 February 2025\n\nArdley Community Energy today announced that its share offer will open on 3 March.",
        "Ardley Community Energy's share offer will open on 3 March 2025.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "close at midnight on" ends a span
    (
        "Entries for the Fenby photography prize are open from noon on 1 June 2024 until midnight on 30 September 2024.",
        "Entries for the Fenby photography prize close at midnight on 30 September 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        "Footfall on Bramley high street averaged 12,400 people a day in 2024, down from 14,100 in 2019.",
        "Footfall on Bramley high street fell from an average of 14,100 people a day in 2019 to 13,400 in 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
]


# The second review of the session's rules (28): verdicts the first mended versions got wrong.
REVIEW28B_PAIRS = [
    # the word a sentence quotes is read in its figure's own clause ('good' for June 2024, not 'inadequate')
    (
        'Inspectors had rated Brackenhurst Primary "inadequate" after an inspection in March 2023. The school is now rated "good" following a re-inspection in June 2024.',
        "Brackenhurst Primary, rated 'inadequate' in March 2023, is now rated 'good' after a re-inspection in June 2024.",
        Verdict.NOT_FOUND,
        None,
    ),
    (
        'Inspectors had rated Brackenhurst Primary "inadequate" after an inspection in March 2023.\n\nThe school has 412 pupils on its roll. Its head teacher, Mary Conley, joined in 2018. The governors meet each term in the library. Parents raised concerns about the car park. A new kitchen opened last year. The council owns the playing fields.\n\nThe school is now rated "good" following a re-inspection in June 2024.',
        "Brackenhurst Primary, rated 'inadequate' in March 2023, is now rated 'good' after a re-inspection in June 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        'Inspectors had rated Brackenhurst Primary "inadequate" after an inspection in March 2023.\n\nThe school has 412 pupils on its roll. Its head teacher, Mary Conley, joined in 2018. The governors meet each term in the library. Parents raised concerns about the car park. A new kitchen opened last year. The council owns the playing fields.\n\nThe school is now rated "good" following a re-inspection in June 2024.',
        "Brackenhurst Primary is now rated 'good' after a re-inspection in June 2024, having been rated 'inadequate' in March 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "that declined to repair" still refuses: "that" is no article of the noun "decline"
    (
        "The landlord that declined to repair the flats was fined £12,000.",
        "The landlord that repaired the flats was fined £12,000.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Nine firms that declined to pay the levy were taken to court in 2024.",
        "Nine firms that paid the levy were taken to court in 2024.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "The only bidder that declined to lower its price was Hurst Ltd.",
        "The only bidder that lowered its price was Hurst Ltd.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (
        "Its decline to sign the charter was criticised by the regulator.",
        "Its signing of the charter was criticised by the regulator.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # a release's "today" contradicts only a date the sentence says something was said on
    (
        "PRESS RELEASE\nWednesday 12 March 2025\n\nFenwick Housing Trust today announced it has bought the Carr Lane hostel for £1.2m.",
        "Fenwick Housing Trust confirmed it had bought the Carr Lane hostel on 3 March 2025.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        "PRESS RELEASE\nWednesday 12 March 2025\n\nFenwick Housing Trust today announced it has bought the Carr Lane hostel for £1.2m.",
        "Fenwick Housing Trust revealed that it had bought the Carr Lane hostel on 3 March 2025.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # an average's end is read against an average the evidence refers back to ("it", "the average")
    (
        "Footfall in Castle Street averaged 14,100 people a day in 2019. In 2024 it averaged 13,400.",
        "Footfall in Castle Street fell from an average of 14,100 people a day in 2019 to 12,400 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Footfall in Castle Street averaged 14,100 people a day in 2019. In 2024 the average was 13,400.",
        "Footfall in Castle Street fell from an average of 14,100 people a day in 2019 to 12,400 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "and finish the repairs" is the verb
    (
        "Crews will strip the roof and finish the repairs by 30 June 2025.",
        "Crews will complete the repairs by 30 June 2025.",
        Verdict.VERIFIED,
        None,
    ),
    # "the finishing touches" complete nothing
    (
        "Decorators were putting the finishing touches to the Assembly Hall on 2 May 2024.",
        "Decorators completed the Assembly Hall on 2 May 2024.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # "tiles and finish" is a noun
    (
        "The tiles and finish cost £3,200 in total.",
        "The tiles were completed at a cost of £3,200.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    # "opened at 9am on 1 July" starts the span that "until midnight on 30 September" ends
    (
        "The consultation opened at 9am on 1 July 2024 and runs until midnight on 30 September 2024.",
        "The consultation is open until midnight on 30 September 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict", "wrong"),
    [
        *REVIEW23_PAIRS,
        *REVIEW24_PAIRS,
        *REVIEW25_PAIRS,
        *REVIEW25B_PAIRS,
        *REVIEW26_PAIRS,
        *REVIEW26B_PAIRS,
        *REVIEW26C_PAIRS,
        *REVIEW27_PAIRS,
        *REVIEW27B_PAIRS,
        *REVIEW28_PAIRS,
        *REVIEW28B_PAIRS,
    ],
)
def test_reviewed_verdicts(evidence: str, sentence: str, verdict: Verdict, wrong: Verdict | None) -> None:
    # Reviewers' adversarial pairs: each is a verdict a rule first got wrong (``wrong``).
    result = check_against(evidence, sentence)
    assert result.verdict is verdict, result.reason
    assert result.verdict is not wrong


_OFFERS = (
    "SUMMARY\n"
    "- 58,412 offers of undergraduate places were made to 2025 applicants, up 3.6% on the same point "
    "last year (56,382).\n"
    "- 71,905 people applied for study commencing in 2025, an increase of 2.1% on 70,426 in 2024.\n"
    "- 34,216 applicants (47.6%) were current Year 12 students.\n"
    "- Offers to First Nations applicants rose 9.7% to 1,742 (2024: 1,588).\n"
)
_QUARTERS = (
    "Kestrels hold their nerve to edge Flames for third title\n\n"
    "Harbour Kestrels 58 (14, 13, 16, 15)\nSouthgate Flames 55 (15, 15, 12, 13)\n\n"
    "The Harbour Kestrels came from three goals down at half-time to win the grand final 58-55 in "
    "front of a record crowd on Sunday, claiming their third championship.\n\n"
    "The Southgate Flames led 30-27 at the main break after a fast start from goal attack Rhiannon "
    "Dace. But the Kestrels won the third quarter 16-12 to lead 43-42 going into the final period, "
    "and a late intercept by wing defence Lena Voight with 48 seconds left secured the win.\n\n"
    "The Flames were penalised 71 times to the Kestrels' 58, and coach Simone Achterberg said "
    "discipline had cost her side in the third quarter."
)


@pytest.mark.parametrize(
    ("evidence", "sentence", "contradicted"),
    [
        # Set 45 #4549: the year before's figure in brackets is where the change started.
        (
            _OFFERS,
            "First Nations applicants received 1,742 offers, up from 1,558 a year earlier.",
            True,
        ),
        (
            _OFFERS,
            "First Nations applicants received 1,742 offers, up from 1,588 a year earlier.",
            False,
        ),
        # Set 47 #4767: a scoreline's other end agrees, so its differing end is the same quarter's.
        (
            _QUARTERS,
            "The Flames led 30-27 at half-time before the Kestrels took the third quarter 16-13 to edge ahead.",
            True,
        ),
        (
            _QUARTERS,
            "The Flames led 30-27 at half-time before the Kestrels took the third quarter 16-12 to edge ahead.",
            False,
        ),
    ],
)
def test_a_change_start_is_read_against_the_start_beside_the_same_end(
    evidence: str, sentence: str, contradicted: bool
) -> None:
    if evidence is _OFFERS:
        (bracketed,) = [q for q in extract(evidence) if q.text == "1,588"]
        assert bracketed.change_end == "from"
    result = check_against(evidence, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


_HUT_FEES = (
    "1. SUMMARY\nThe Council licenses 438 beach hut plots at three sites. This report recommends a 9% "
    "increase in annual site licence fees from 1 April 2025.\n\n"
    "2. FEES\n"
    "Site                  Plots    2024/25 fee    Proposed 2025/26 fee\n"
    "Westhaven Sands         212         £1,140                  £1,243\n"
    "Skerrow Promenade       151           £980                  £1,068\n"
    "Gullhaven                75           £760                    £828\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 49 #4945: a cell under a proposed fee's heading is what the plan would rise to.
        ("The annual fee for a hut plot on Skerrow Promenade would rise to £1,243.", True),
        ("The annual fee for a hut plot on Skerrow Promenade would rise to £1,068.", False),
    ],
)
def test_a_cell_under_a_proposed_heading_is_a_plan(sentence: str, contradicted: bool) -> None:
    result = check_against(_HUT_FEES, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


_ATTENDANCE = (
    "Ten clubs each played 28 games (14 at home), for 140 regular-season games in total.\n\n"
    "Table 1: Regular-season home attendance by club, 2023-24\n\n"
    "Club                      Total    Average   Change on 2022-23\n"
    "Sydney Harbourmasters   128,660      9,190   +11.4%\n"
    "Auckland Kahu           115,500      8,250   +14.8%\n"
    "Perth Tideriders         98,420      7,030    +6.2%\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 40 #4063: a cell under "Average" is what "averaged 9,190 fans" counts.
        ("Auckland Kahu averaged 9,190 fans per home game in the 2023-24 regular season.", True),
        # ... and a column's "Change on 2022-23" is the time the changes are compared with, no
        # date of the season.
        ("Auckland Kahu averaged 8,250 fans per home game in the 2023-24 regular season.", False),
    ],
)
def test_a_cell_under_an_average_heading_counts_what_an_average_does(
    sentence: str, contradicted: bool
) -> None:
    result = check_against(_ATTENDANCE, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "'8,250'" in result.reason


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 50 #5021: a starting fine "reduced by a quarter" states the fine imposed.
        ("Brightmere Leisure was fined £1.2m after riders were stranded.", False),
        ("Brightmere Leisure was fined £1.3m after riders were stranded.", True),
        # ... and the starting fine is no fine imposed, unless the sentence calls it the starting one.
        ("Brightmere Leisure was fined £1.6m after riders were stranded.", True),
        ("The judge set a starting fine of £1.6m for Brightmere Leisure after riders were stranded.", False),
    ],
)
def test_a_figure_reduced_by_a_share_states_what_it_came_to(sentence: str, contradicted: bool) -> None:
    evidence = (
        "Brightmere Leisure was sentenced at Carnford Crown Court after riders were stranded on its "
        "Skyline ride. The judge said the appropriate starting fine was £1.6m, reduced by a quarter "
        "to reflect the company's early guilty plea."
    )
    result = check_against(evidence, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if "£1.6m" in sentence and contradicted:
        assert "'£1.6m reduced by a quarter'" in result.reason  # what the fine came to


_APPEAL = (
    "The Kelby Lighthouse Trust set out to raise £120,000 for the restoration. By the end of the "
    "appeal it had raised £86,400 from 1,900 donors."
)
_SHOW = (
    "Organisers of the Kelby Show hoped for 10,000 visitors. In the event 7,450 people came through "
    "the gates over the two days."
)


_DRIVE = (
    "We lost 21 drivers over the year and recruited only seven new ones. In April 2024 the charity "
    "launched a recruitment campaign with a target of 25 new drivers by the end of 2024."
)
_BRIDGE = "The Kelby bridge was budgeted to cost £3.2m. The final cost was £4.1m, the council said."


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict"),
    [
        # What was set out to be raised, or hoped for, is no outcome: the outcome is read instead.
        (_APPEAL, "The Kelby Lighthouse Trust raised £120,000 for the restoration.", Verdict.CONTRADICTED),
        (_APPEAL, "The Kelby Lighthouse Trust raised £86,400 for the restoration.", Verdict.VERIFIED),
        (_SHOW, "The Kelby Show had 10,000 visitors.", Verdict.NOT_FOUND),
        (_SHOW, "Organisers of the Kelby Show hoped for 10,000 visitors.", Verdict.VERIFIED),
        (_BRIDGE, "The Kelby bridge cost £3.2m.", Verdict.CONTRADICTED),
        (_BRIDGE, "The Kelby bridge cost £4.1m.", Verdict.VERIFIED),
        # A drive or campaign to do something is an aim: read against the target, not the losses.
        (
            _DRIVE,
            "The charity launched a drive to recruit 21 new drivers by the end of 2024.",
            Verdict.CONTRADICTED,
        ),
        (
            _DRIVE,
            "The charity launched a campaign to recruit 25 new drivers by the end of 2024.",
            Verdict.VERIFIED,
        ),
    ],
)
def test_a_hope_or_an_aim_is_no_outcome(evidence: str, sentence: str, verdict: Verdict) -> None:
    result = check_against(evidence, sentence)
    assert result.verdict is verdict, result.reason


def test_the_outcome_of_a_budget_is_of_the_sentence_s_year() -> None:
    # Set 45 #4507: the budgeted deficit is read against the year's outcome, not the year before's.
    evidence = (
        "In the year to 31 July 2024 the Association posted an operating deficit of $0.37 million. That is a better "
        "result than the deficit of $0.55 million we budgeted for, and an improvement on the $0.46 "
        "million deficit in 2022/23."
    )
    result = check_against(
        evidence, "The association posted an operating deficit of $0.55m for the year to 31 July 2024."
    )
    assert result.verdict is Verdict.CONTRADICTED
    assert "'$0.37 million'" in result.reason


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # A figure inside a range the evidence gives is no contradiction of either end ...
        ("Sales fell 10% across the group's stores in 2023.", Verdict.NOT_FOUND),
        # ... one outside it is, and so is a top ("as much as") that is not the range's top.
        ("Sales fell 15% across the group's stores in 2023.", Verdict.CONTRADICTED),
        ("Sales fell by as much as 10% across the group's stores in 2023.", Verdict.CONTRADICTED),
    ],
)
def test_a_figure_inside_a_range_is_not_contradicted(sentence: str, verdict: Verdict) -> None:
    result = check_against("Sales fell by between 8% and 12% across the group's stores in 2023.", sentence)
    assert result.verdict is verdict, result.reason


_SHARE_OFFER = (
    "HARTWELL COMMUNITY ENERGY\nPRESS RELEASE\nMonday 17 February 2025\n\n"
    "Hartwell Community Energy today announced that its share offer raised £1,420,500 from 1,186 investors."
)


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict", "shown"),
    [
        # A press release's "today announced" dates the release, not when the offer opened ...
        (
            _SHARE_OFFER,
            "Hartwell Community Energy's share offer, launched on 18 November 2024, raised £1,420,500.",
            Verdict.NOT_FOUND,
            "",
        ),
        # ... but it is when the announcement was made.
        (
            _SHARE_OFFER,
            "Hartwell Community Energy announced on 18 February 2025 that its share offer raised £1,420,500.",
            Verdict.CONTRADICTED,
            "'today (17 February 2025)'",
        ),
        # A day given without its year ("closed at midnight on Friday 14 February") is the end the
        # sentence gives with one, no rival of the span's start ...
        (
            "The share offer, which closed at midnight on Friday 14 February, raised £1,420,500 from 1,186 "
            "investors. It opened on 18 November 2024.",
            "The share offer ran from 18 November 2024 until midnight on 14 February 2025 and raised £1,420,500.",
            Verdict.NOT_FOUND,
            "",
        ),
        # ... and a different day still contradicts it.
        (
            "The share offer, which closed at midnight on Friday 14 February, raised £1,420,500 from 1,186 "
            "investors.",
            "The share offer closed at midnight on 14 January 2025, raising £1,420,500.",
            Verdict.CONTRADICTED,
            "'midnight on Friday 14 February'",
        ),
        # "until noon on 30 October 2024" ends a span: read against its end, not its start
        (
            "The consultation ran from 2 September 2024 until noon on 30 September 2024.",
            "The consultation ran until noon on 30 October 2024.",
            Verdict.CONTRADICTED,
            "'noon on 30 September 2024'",
        ),
        # "knocked £21,500 off" is how far the value came down, not a value ...
        (
            "The tribunal reduced the rateable value of the marina from £148,000 to £126,500.",
            "The tribunal cut £21,500 off the marina's rateable value, bringing it down to £126,500.",
            Verdict.PARTIAL,
            "",
        ),
        # ... and a size of change the two ends the evidence gives do not make is contradicted.
        (
            "The tribunal reduced the rateable value of the marina from £148,000 to £126,500.",
            "The tribunal cut £31,500 off the marina's rateable value, bringing it down to £126,500.",
            Verdict.CONTRADICTED,
            "'£148,000 - £126,500'",
        ),
        (
            "The tribunal reduced the rateable value of the marina from £148,000 to £126,500.",
            "The tribunal cut the marina's rateable value by £31,500 to £126,500.",
            Verdict.CONTRADICTED,
            "'£148,000 - £126,500'",
        ),
        (
            "The tribunal reduced the rateable value of the marina from £148,000 to £126,500.",
            "The tribunal cut the marina's rateable value by £21,500 to £126,500.",
            Verdict.VERIFIED,
            "",
        ),
    ],
)
def test_span_ends_release_days_and_sizes_of_change(
    evidence: str, sentence: str, verdict: Verdict, shown: str
) -> None:
    result = check_against(evidence, sentence)
    assert result.verdict is verdict, result.reason
    assert shown in result.reason


_VACANCIES = (
    "Probation officer vacancies: 17 of 58 posts (29%). In March 2022, 24 of 55 posts were vacant. "
    "Of 40 trainees, 17 of 40 passed."
)


@pytest.mark.parametrize(
    ("sentence", "verdict", "shown"),
    [
        # The whole the evidence gives the sentence's part is the whole, whatever else is "of 55" ...
        ("Inspectors found 17 of the 55 probation officer posts vacant.", Verdict.CONTRADICTED, "'58'"),
        # ... and a part ("17 of 58") is no rival of a whole ("24 of 55").
        ("In March 2022, 24 of 55 probation officer posts were vacant.", Verdict.NOT_FOUND, ""),
        # Another count's whole of the same part is no whole of this one.
        ("Some 17 of the 40 trainees passed.", Verdict.VERIFIED, ""),
    ],
)
def test_the_whole_of_a_part(sentence: str, verdict: Verdict, shown: str) -> None:
    result = check_against(_VACANCIES, sentence)
    assert result.verdict is verdict, result.reason
    assert shown in result.reason


_RATINGS = (
    'The Care Standards Inspectorate had rated Willowmere "inadequate" after an inspection in October 2022, '
    "three months before the admission. The director said Willowmere was now rated "
    '"requires improvement" following a re-inspection in April 2024.'
)


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # The sentence's date, said elsewhere without the word it quotes, is of something else ...
        (
            "The Care Standards Inspectorate rated Willowmere 'inadequate' following an inspection in April 2024.",
            Verdict.CONTRADICTED,
        ),
        # ... and said with it, is the sentence's.
        (
            "Willowmere is now rated 'requires improvement' following a re-inspection in April 2024.",
            Verdict.VERIFIED,
        ),
        (
            "The Care Standards Inspectorate rated Willowmere 'inadequate' following an inspection in October 2022.",
            Verdict.VERIFIED,
        ),
    ],
)
def test_a_figure_given_elsewhere_without_the_quoted_word(sentence: str, verdict: Verdict) -> None:
    result = check_against(_RATINGS, sentence)
    assert result.verdict is verdict, result.reason


_LIDO = (
    "The energy bill for heating the water fell to £148,000 from £211,000 last year. A survey found the pool "
    "tank's lining must be replaced at an estimated cost of £1.15m. A survey in 2022 had put the cost at £780,000."
)


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # Another bill fell; the sentence's own change is given by its two ends ...
        (
            "The estimated bill for relining the pool tank has grown from £780,000 in 2022 to £1.15m.",
            Verdict.NOT_FOUND,
        ),
        # ... but the bill the evidence's sentence qualifies the same way rose the other way.
        ("The bill for heating the water rose to £148,000 last year.", Verdict.CONTRADICTED),
        ("The energy bill rose last year.", Verdict.CONTRADICTED),
    ],
)
def test_a_change_of_another_bill_is_no_flip(sentence: str, verdict: Verdict) -> None:
    result = check_against(_LIDO, sentence)
    assert result.verdict is verdict, result.reason


_CREMATION = (
    "2. Cremation fees (2024/25 in brackets)\n"
    "Standard adult cremation, weekday, 45-minute service: £1,045 (£998)\n"
    "Direct cremation, unattended: £595 (£595, frozen)"
)
_MORTGAGES = (
    "Mortgages\nThe average two-year fixed rate at 75% loan-to-value was 4.62% in December 2024, down "
    "from 5.31% in December 2023. Mortgage approvals for house purchase in the region rose by 14% over "
    "the year."
)
_LATE = (
    "Ms. Moritz reported that 1,284 late arrivals were recorded in the fall semester of 2024, compared "
    "with 702 in fall 2023, largely because of driver shortages."
)
_INSPECTION = "The MDSA carried out an unannounced inspection of the Dunmore site from 15 to 18 January 2024."

_MARKET = (
    "Westbrae Residential Market Report: Q4 2024\n\nTransactions\n1,864 sales completed in Q4 2024, up "
    "from 1,702 in Q4 2023, an increase of 9.5%. First-time buyers accounted for 38% of purchases, up "
    "from 34% a year earlier.\n\nLettings\nThe average monthly rent for a new let was £1,095 in Q4 2024, "
    "up 6.7% on a year earlier. The number of homes advertised to let fell by 12%.\n\nMortgages\nThe "
    "average two-year fixed rate was 4.62% in December 2024, down from 5.31% in December 2023. Mortgage "
    "approvals for house purchase in the region rose by 14% over the year."
)

# Set 55's true sentences read as contradicted, and a change's start said with "compared with".
SET55_PAIRS = [
    # the 9.5% stated beside the sentence's 1,864 and quarter is its statement, whatever "rose by 14%"
    # says of mortgage approvals with more of its words
    (
        _MARKET,
        "Completed house sales in Westbrae rose by 9.5% year on year to 1,864 in the fourth quarter of 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        _MARKET,
        "Mortgage approvals for house purchase in the region rose by 9.5% over the year.",
        Verdict.CONTRADICTED,
        None,
    ),
    # "(2024/25 in brackets)" dates the bracketed figures, nothing else: no rival of "in 2025/26"
    (
        _CREMATION,
        "The fee for a standard adult weekday cremation rises to £1,045 in 2025/26, from £998.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "rose" said of mortgage approvals, in the sentence after the one giving the rate's change
    (
        _MORTGAGES,
        "The average two-year fixed mortgage rate at 75% loan-to-value fell from 5.31% to 4.62% in the year to December 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        _MORTGAGES,
        "The average two-year fixed mortgage rate at 75% loan-to-value fell from 5.31% to 4.26% in the year to December 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    # ", compared with 702 in fall 2023" is where the change started
    (
        _LATE,
        "Late arrivals rose to 1,284 in the fall semester of 2024, from 720 a year earlier.",
        Verdict.CONTRADICTED,
        None,
    ),
    (
        _LATE,
        "Late arrivals rose to 1,284 in the fall semester of 2024, from 702 a year earlier.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a span of days wholly outside the sentence's month is a differing date
    (
        _INSPECTION,
        "The MDSA carried out an unannounced inspection of the Dunmore site in March 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    (
        _INSPECTION,
        "The MDSA carried out an unannounced inspection of the Dunmore site in January 2024.",
        Verdict.VERIFIED,
        None,
    ),
]


# The review of set 55's rules (196 pairs): regressions it found, mended, and a few of its fixes.
REVIEW29_PAIRS = [
    # the way said in the next sentence, where the figure's own sentence says none, still counts
    (
        "The jobless rate in Marlow was 4.1% in March 2024, the employment agency said. It had fallen from 4.6% in December.",
        "The jobless rate in Marlow rose to 4.1% in March 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    (
        "Recorded crime in Ostley: 3,412 offences in 2024 (3,655 in 2023). Recorded crime fell for the second year in a row, police said.",
        "Recorded crime in Ostley rose to 3,412 offences in 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    # a year outside a span of days differs as a month outside it does
    (
        "The Harlan water company's audit was carried out from 10 to 21 February 2023, the regulator said.",
        "The Harlan water company's audit was carried out in 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    (
        "Ferry services to Inchmore were suspended from 28 December 2023 to 4 January 2024 because of storm damage to the slipway.",
        "Ferry services to Inchmore were suspended in February 2024 because of storm damage.",
        Verdict.CONTRADICTED,
        None,
    ),
    # ", versus 21,050 a year earlier" starts the change
    (
        "Footfall in Gresham's high street averaged 18,400 a day in December 2024, versus 21,050 a year earlier, the business improvement district said.",
        "Daily footfall in Gresham's high street fell from 21,500 to 18,400 in the year to December 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    (
        "Berth 5 at Kellan Quay will be closed from 14 to 27 April 2025 while the fenders are replaced, the harbour master said. Ferries will use Berth 3 during the works.",
        "Berth 5 at Kellan Quay will close on 14 April 2025 for fender replacement.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
]


@pytest.mark.parametrize(("evidence", "sentence", "verdict", "wrong"), [*SET55_PAIRS, *REVIEW29_PAIRS])
def test_set55_verdicts(evidence: str, sentence: str, verdict: Verdict, wrong: Verdict | None) -> None:
    result = check_beside_others(evidence, sentence)
    assert result.verdict is verdict, result.reason
    assert result.verdict is not wrong


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Berth 5 will be closed from 14 to 27 April 2025.", "14 April 2025"),
        ("The festival runs between 14 and 27 April 2025.", "14 April 2025"),
        ("Storm Iolanthe struck on 18-19 June 2024.", "18 June 2024"),
        ("Storm Iolanthe struck on 18–19 June 2024.", "18 June 2024"),
        ("Inspectors visited on 18 and 19 April 2024.", "18 April 2024"),
    ],
)
def test_first_day_of_a_span_takes_its_month_and_year(text: str, first: str) -> None:
    days = [(q.text, q.kind) for q in extract(text)]
    assert days[0] == (first, Kind.TIME)
    assert len(days) == 2 and days[1][1] is Kind.TIME


def test_a_range_of_counts_before_a_month_is_no_day() -> None:
    found = extract("Children aged 5-11 in May 2024 were offered the vaccine.")
    assert not [q for q in found if q.kind is Kind.TIME and q.day is not None]


_STORM = "Storm Iolanthe struck Calderbridge on 18-19 June 2024, bringing down 140 trees across the town."
_FESTIVAL = (
    "The Harwick Spring Festival runs between 14 and 27 April 2025 at the Corn Exchange, with 42 events."
)
_POSTPONED = (
    "The Ministry of Education has postponed the start of the school year in Vell district from 2 September "
    "to 16 September 2024. Schools elsewhere will open as planned on 2 September."
)
_RECALL = (
    "NFSA inspectors visited the Dunmore Ridge plant on 27 and 28 August 2024. Listeria was found in 9 of "
    "the 140 swabs taken.\n\nBrightfield voluntarily suspended production at the plant on 29 August.\n\n"
    "Approximately 180,000 units of the affected products were distributed to around 2,300 retailers."
)
_COLONY = (
    "Guillemots showed the largest fall in absolute numbers, losing about 8,500 birds between 2019 and "
    "2024.\n\nOn 18-19 June 2024, Storm Iolanthe washed out an estimated 640 kittiwake nests on the cliffs."
)
SPAN_PAIRS = [
    # either day of a two-day span is a day it happened on; a day outside it is not
    (_STORM, "Storm Iolanthe struck Calderbridge on 18 June 2024.", Verdict.VERIFIED, Verdict.CONTRADICTED),
    (_STORM, "Storm Iolanthe struck Calderbridge on 19 June 2024.", Verdict.VERIFIED, Verdict.CONTRADICTED),
    (_STORM, "Storm Iolanthe struck Calderbridge on 17 June 2024.", Verdict.CONTRADICTED, None),
    (_STORM, "Storm Iolanthe struck Calderbridge on 18-20 June 2024.", Verdict.CONTRADICTED, None),
    (_FESTIVAL, "The Harwick Spring Festival runs from 14 to 27 April 2025.", Verdict.VERIFIED, None),
    (_FESTIVAL, "The Harwick Spring Festival opens on 14 April 2025.", Verdict.PARTIAL, Verdict.CONTRADICTED),
    (_FESTIVAL, "The Harwick Spring Festival runs between 15 and 27 April 2025.", Verdict.CONTRADICTED, None),
    (_FESTIVAL, "The Harwick Spring Festival opens on 20 April 2025.", Verdict.CONTRADICTED, None),
    # "from 2 September to 16 September" is a change, not a span: its start is not the new date
    (
        _POSTPONED,
        "The start of the school year in Vell district has been pushed back to 2 September.",
        Verdict.CONTRADICTED,
        None,
    ),
    # the inspectors' visit on 27 August does not date Brightfield's halt
    (
        _RECALL,
        "Brightfield halted production at its Dunmore Ridge plant on 27 August 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    # a day is no end of the sentence's span of years
    (
        _COLONY,
        "Guillemots fell by about 8,500 birds between 2019 and 2024.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
]


_SCOUR = (
    "MILLFORD BRIDGE\nLoad assessment summary\n\nA principal inspection was carried out from 3 to 5 June "
    "2024; the previous principal inspection was in 2017.\nThe inspection recorded 11 defects, of which 2 "
    "were classed as high priority. Scour at the base of pier 3 reached a depth of 0.9 m, compared with "
    "0.4 m measured in 2017."
)
_VET_PRICES = (
    "HILLSIDE VETERINARY PRACTICE\nPrice List - effective 1 April 2025\n\nAll prices include VAT. Previous "
    "prices (to 31 March 2025) are shown in brackets.\n\nVACCINATIONS\nDog primary course: £92.00 "
    "(£86.00)\nDog annual booster: £62.00 (£57.50)\nCat annual booster: £59.00 (£55.00)"
)
_ENTRY = (
    "KESTLE BEER FESTIVAL 2024\nOrganisers' report\n\nPRICES\nAverage price of a pint: £4.30 (£3.90)\n"
    "Entry: £5, or £2 for branch members; free on Thursday before 6pm\nGlass deposit: £3."
)
_NEXT_SHOW = (
    "STRATHMORE SHEEPDOG SOCIETY\nOpen Show results\n\nThe society was founded in 1949. No show was held "
    "in 1968 or 2020, hence this year's event was the 74th.\n\nNEXT YEAR\nThe 75th Open Show will be held "
    "at Brae Farm on Saturday 9 August 2025. Entries open on 1 June 2025."
)

_NEWSLETTER = (
    "Strathmore Sheepdog Society - Newsletter, Spring 2025\nThe 75th Open Show will be held at Brae Farm on "
    "9 August 2025, with entries closing on 25 July 2025. The 74th Open Show, held on 10 August 2024, "
    "attracted 61 handlers."
)

# Set 56's wrong figures given as another period's, and true sentences read as contradicted.
SET56_PAIRS = [
    # a plan, said as a plan after its figure, is not the last show's "held" 74th
    (
        _NEWSLETTER,
        "The 75th Strathmore Open Show is due to be held at Brae Farm on 9 August 2025.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # "compared with 0.4 m measured in 2017" starts a change: 2017's depth, not the June 2024 one
    (
        _SCOUR,
        "The June 2024 principal inspection of Millford Bridge measured scour 0.4 m deep at the base of pier 3.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "Previous prices (to 31 March 2025) are shown in brackets": no price of the list from 1 April
    (
        _VET_PRICES,
        "Under Hillside Veterinary Practice's price list from 1 April 2025, a dog's annual booster costs £57.50.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        _VET_PRICES,
        "Under Hillside Veterinary Practice's price list from 1 April 2025, a dog's annual booster costs £62.00.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "non-members" are not the "branch members" who pay £2
    (
        _ENTRY,
        "Entry to the 2024 Kestle Beer Festival cost £5 for non-members.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "is due to be held" is a plan, as "will be held" is: the 75th is its show's, not another's
    (
        _NEXT_SHOW,
        "The 75th Strathmore Open Show is due to be held at Brae Farm on Saturday 9 August 2025.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
]


@pytest.mark.parametrize(("evidence", "sentence", "verdict", "wrong"), SET56_PAIRS)
def test_set56_verdicts(evidence: str, sentence: str, verdict: Verdict, wrong: Verdict | None) -> None:
    result = check_beside_others(evidence, sentence)
    assert result.verdict is verdict, result.reason
    assert result.verdict is not wrong


def test_a_figure_compared_with_the_season_before_starts_the_change() -> None:
    sentence = (
        "The council used 11,850 tonnes of salt in 2023/24, compared with 14,320 tonnes the winter before."
    )
    ends = {q.text: q.change_end for q in extract(sentence)}
    assert ends["14,320"] == "from"
    # (not a figure compared with another place's in the same period)
    other = "Northgate used 11,850 tonnes of salt, compared with 14,320 tonnes at Southgate."
    assert {q.text: q.change_end for q in extract(other)}["14,320"] == ""


def test_a_note_of_previous_prices_dates_no_event() -> None:
    note = "All prices include VAT. Previous prices (to 31 March 2025) are shown in brackets."
    assert [q for q in extract(note) if q.kind is Kind.TIME] == []


def test_a_note_without_its_verb_still_dates_the_bracketed_figures() -> None:
    (note,) = bracket_notes(
        "Season Review 2024-25\nFigures for 2023-24 in brackets.\nGate receipts: £48,200 (£41,900)"
    )
    assert note[1].year == 2023


_GUILD = (
    "The annual striking competition was held at Fennick on 18 May 2024. Nine teams entered, up from seven "
    "in 2023. The judge placed Kirkmere first with 42 faults.\n\nMembers rang 46 peals for the Guild in 2024 "
    "(39 in 2023) and 318 quarter peals (287 in 2023)."
)
_YIELDS = (
    "Yields by variety (kg)\nVariety - trees - 2024 - 2023\nBramley's Seedling - 9 - 612 - 488\n"
    "Egremont Russet - 8 - 284 - 301\nDiscovery - 7 - 236 - 190\nPlums and gages - 7 - 88 - 214\n"
    "Total - 74 - 2,224 - 1,958"
)
_KILN = (
    "Kiln Firing Schedule and Fees: January to June 2025\n\nThe gas kiln is fired once a month by the kiln "
    "technician."
)
_SWIMS = (
    "Swims by month\nAugust: 19,560\nSeptember (to 15 September): 5,770\n\nGeneral manager Hannah Stroud "
    'said: "June was the wettest I have known in nine seasons here, and we lost the early-summer crowds."'
)
_CAMP = (
    "Young people spent 412 nights away in 2024, compared with 338 in 2023. The Scout troop's summer camp at "
    "Brackenhurst ran from 27 July to 3 August 2024 and was attended by 26 Scouts and 5 leaders."
)
_KILN_FEES = (
    "Fees per shelf from 6 January 2025 (2024 fees in brackets)\nBisque firing, Kiln A: £9.50 (£8.00)\n"
    "Stoneware glaze firing to 1,260°C, Kiln A: £12.00 (£10.50)\nEarthenware glaze firing to 1,080°C, Kiln B: "
    "£10.00 (£9.00)"
)
SET57_PAIRS = [
    # the place a thing was held at is a role a name fills, as a doer is
    (
        _GUILD,
        "The annual striking competition was held at Kirkmere in May 2024.",
        Verdict.NOT_FOUND,
        Verdict.VERIFIED,
    ),
    (_GUILD, "The annual striking competition was held at Fennick in May 2024.", Verdict.VERIFIED, None),
    # "Nine teams entered, up from seven in 2023": the 2023 is the seven's year, not the nine's
    (
        _GUILD,
        "Seven teams entered the striking competition in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (_GUILD, "Seven teams entered the striking competition in 2023.", Verdict.PARTIAL, Verdict.CONTRADICTED),
    # "46 peals" is no rival of "318 quarter peals"
    (_GUILD, "Members of the Guild rang 318 quarter peals in 2024.", Verdict.VERIFIED, Verdict.CONTRADICTED),
    (_GUILD, "Members of the Guild rang 318 peals in 2024.", Verdict.CONTRADICTED, None),
    # a table whose cells are parted by dashes: a cell is said of its row and its column
    (_YIELDS, "Bramley's Seedling yielded 612 kg of fruit in 2024.", Verdict.PARTIAL, Verdict.CONTRADICTED),
    (_YIELDS, "Bramley's Seedling yielded 488 kg of fruit in 2024.", Verdict.CONTRADICTED, None),
    (_YIELDS, "Plums and gages yielded 214 kg in 2024.", Verdict.CONTRADICTED, None),
    # a day within "January to June 2025" is not contradicted by the span's end
    (_KILN, "The gas kiln is scheduled to be fired on 24 May 2025.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    # a list's line that shares no word with the sentence is not its date, lone as it is
    (
        _SWIMS,
        "Hannah Stroud said June 2024 was the wettest she had known in nine seasons at the pool.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "from 27 July to 3 August 2024": the camp began on 27 July 2024, and ended on 3 August
    (_CAMP, "The Scout troop's summer camp at Brackenhurst began on 3 August.", Verdict.CONTRADICTED, None),
    (_CAMP, "The Scout troop's summer camp at Brackenhurst began on 27 July 2024.", Verdict.PARTIAL, None),
    (_CAMP, "The Scout troop's summer camp at Brackenhurst ran from 27 July 2024.", Verdict.VERIFIED, None),
    # both figures of a list's line "Label: £12.00 (£10.50)" are said of its whole label, however
    # long, not only of its last words
    (
        _KILN_FEES,
        "The fee for a stoneware glaze firing in Kiln A rose from £10.50 to £12.00 per shelf.",
        Verdict.PARTIAL,
        Verdict.NOT_FOUND,
    ),
    (
        _KILN_FEES,
        "The fee for a stoneware glaze firing in Kiln A rose from £9.50 to £12.00 per shelf.",
        Verdict.CONTRADICTED,
        None,
    ),
]


def test_a_dashed_table_names_each_cell_by_its_row_and_column() -> None:
    cells = table_cells(_YIELDS)
    named = {_YIELDS[c.start : c.end]: tuple(_YIELDS[a:b] for a, b in c.named) for c in cells}
    assert named["612"] == ("Bramley's Seedling", "2024")
    assert named["214"] == ("Plums and gages", "2023")
    # prose with a dash, or a line of two cells, is no table
    assert table_cells("The fee - £12 - was paid.\nThe rest - £3 - was not.") == []


def test_first_month_of_a_span_takes_its_year() -> None:
    months = [(q.text, q.kind) for q in extract("Kiln Firing Schedule and Fees: January to June 2025")]
    assert months == [("January 2025", Kind.TIME), ("June 2025", Kind.TIME)]


_BAND = (
    "The association's AGM was held at Kirkmere Methodist Hall on 9 March 2024, with 41 delegates. The Spring "
    "Contest was held at Fennick Town Hall on 27 April 2024; 14 bands competed. The Summer Entertainment "
    "Contest took place in Oldcastle Park on 6 July 2024."
)
_MARKET = (
    "The Brackenholme Arts Festival drew 14,200 visitors. The craft market, held on 31 July and 1 August, had "
    "64 stalls."
)
# From the review of this session's rules (adversarial pairs written by a helper who saw no code).
REVIEW31_PAIRS = [
    # another event's place is no rival of the sentence's event's place
    (
        _BAND,
        "The AGM took place at Kirkmere Methodist Hall in March 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        _BAND,
        "Fourteen bands competed in the Spring Contest, which took place at Fennick Town Hall.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (_BAND, "The Spring Contest was held at Kirkmere Methodist Hall.", Verdict.CONTRADICTED, None),
    # a span of two days across months, written without its year
    (
        _MARKET,
        "The Brackenholme craft market was held on 1 August 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]

_POPPIES = (
    "The circle's largest project was the poppy appeal. The poppies were knitted between 1 August and "
    "31 October 2024 and were fixed to the library railings on 2 November, where they stayed until 17 November."
)
_FIRE = (
    "The fire started on 11 January 2023 and was declared contained on 2 February, after burning 86,400 "
    "hectares of forest and farmland."
)
_DETECTED = (
    "The impurity was detected by Aldmere Generics during routine testing on 19 June 2023 and reported to "
    "the agency on 21 June."
)
_LEAGUE = (
    "Division One final table (top three)\n"
    "Pos | Team                 | P  | W  | D | L | Pts\n"
    "1   | The Brass Monkeys    | 26 | 20 | 2 | 4 | 42\n"
    "2   | Quizteama Aguilera   | 26 | 19 | 3 | 4 | 41\n"
    "3   | The Pedants          | 26 | 15 | 4 | 7 | 34\n"
    "Two points for a win, one for a draw.\n\n"
    "The Brass Monkeys took the Division One title by a single point."
)
_GRANTS = (
    "Host households contributed £25 each towards the dinner, and Pellingham Town Council gave the "
    "twinning association a grant of £1,500 (2022: £1,200)."
)
_ALMSHOUSES = (
    "Ravel's Almshouse Charity was founded in 1712. It owns 14 almshouse flats on Ravel's Row: 12 with one "
    "bedroom and 2 with two bedrooms."
)
_AUCTION = (
    "The Ambleworth and District Philatelic Society held its annual auction on 12 October 2024. Total hammer "
    "was £5,962. The top lot, a block of four 1883 Ambleworth local carriage labels, sold for £640 against "
    "an estimate of £250."
)

# From set 58 (written blind): days said without their year, a difference worked out from the
# sentence's own figure, scoring rules, two agents of one act, an addition and an estimate.
_JOBS = (
    "Highlights of the year:\n"
    "- 1,284 new loans and investments (2022/23: 1,107)\n"
    "- An estimated 9,850 jobs created or safeguarded, against a target of 10,000\n"
    "- £1.13 billion of private finance leveraged alongside the bank's lending"
)
_FILMS = (
    "2.1 The 2024 programme comprised 186 films from 54 countries: 112 feature films and 74 short films. Of the "
    "features, 38 were world premieres and 21 were international premieres."
)
SET58_PAIRS = [
    # "an estimated 9,850 jobs ..., against a target of 10,000": the target was not reached
    (
        _JOBS,
        "The bank's lending created or safeguarded 10,000 jobs.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "about 10,000" is "an estimated 9,850" rounded (not verified: the list's words are another order)
    (
        _JOBS,
        "The bank's lending created or safeguarded about 10,000 jobs.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "Of the features, 38 were world premieres": a part, and what the part counts
    (
        _FILMS,
        "The programme included 112 features, 21 of which were world premieres.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (_FILMS, "Of the 112 features, 21 were world premieres.", Verdict.CONTRADICTED, Verdict.NOT_FOUND),
    (_FILMS, "Of the features, 21 were international premieres.", Verdict.VERIFIED, None),
    # "fixed ... on 2 November, where they stayed until 17 November": the sentence's span, yearless
    (
        _POPPIES,
        "The knitted poppies were on the library railings from 2 November until 17 November 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        _POPPIES,
        "The knitted poppies were on the library railings until 17 November 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        _POPPIES,
        "The knitted poppies were on the library railings until 24 November 2024.",
        Verdict.CONTRADICTED,
        None,
    ),
    # a yearless day after a date of the sentence's year in its sentence is of that year
    (_FIRE, "The fire was declared contained on 2 February 2023.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    (_FIRE, "The fire was declared contained on 12 February 2023.", Verdict.CONTRADICTED, None),
    # ... but another act's yearless day does not excuse the act's own
    (
        _DETECTED,
        "Aldmere Generics detected the impurity during routine testing on 21 June 2023.",
        Verdict.CONTRADICTED,
        None,
    ),
    # "Two points for a win" is a scoring rule, no team's total
    (
        _LEAGUE,
        "The Brass Monkeys won Division One with 42 points, one more than Quizteama Aguilera.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # (the table's 42 under "Pts" is not read as the sentence's points: a miss, but no wrong rival)
    (_LEAGUE, "The Brass Monkeys won Division One with 44 points.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    # the agent of the sentence's other clause is not another agent of its first
    (
        _GRANTS,
        "Thornwick Town Council gave the astronomy club £900, and Pellingham Town Council gave the twinning "
        "association a grant of £1,500.",
        Verdict.NOT_FOUND,
        None,
    ),
    (
        _GRANTS,
        "Harbury Town Council gave the twinning association a grant of £1,500.",
        Verdict.CONTRADICTED,
        None,
    ),
    # "two additional flats" counts what is added, not the 14 owned
    (
        _ALMSHOUSES,
        "Ravel's Almshouse Charity plans to build two additional flats on Ravel's Row.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    (
        _ALMSHOUSES,
        "Ravel's Almshouse Charity owns 16 almshouse flats on Ravel's Row.",
        Verdict.CONTRADICTED,
        None,
    ),
    # "sold for £640 against an estimate of £250"; "Ambleworth and District" is one society's name
    (
        _AUCTION,
        "The top lot at the Ambleworth and District Philatelic Society's 2024 auction, a block of four 1883 "
        "local carriage labels, fetched £250.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
]

# From the review of this session's rules (adversarial pairs written by a helper who saw no code).
REVIEW32_PAIRS = [
    # "the day before the Summer Fete" excuses no day the evidence gives of something else
    (
        "Volunteers put up the marquees on 9 August. The 2024 Summer Fete was held on 10 August, drawing about 1,400 visitors.",
        "Volunteers put up the marquees on 8 August 2024, the day before the Summer Fete.",
        Verdict.CONTRADICTED,
        None,
    ),
    # the bracketed figure is the earlier year's: the line's other figure is the sentence's year's
    (
        "Income (2023-24, with 2022-23 in brackets)\nSubscriptions: £2,150 (£1,980)\nGrants: £4,000 (£6,500)\nEvents: £1,320 (£1,105)",
        "Subscriptions raised £1,980 in 2023-24.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a cell under "Budget" is no cost
    (
        "Treasurer's report, Midsummer Gala\nItem        Budget    Actual\nFireworks   £5,000    £4,750\nStaging     £2,200    £2,640\nFirst aid   £600      £600",
        "The gala fireworks cost £5,000.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # the agent of the sentence's other clause is not another agent of its first
    (
        "Hallam City Council gave the allotment society £600. A grant of £1,200 was also awarded to the society by the Greenway Trust.",
        "Hallam City Council gave the allotment society £600, and the Greenway Trust gave it a grant of £1,200.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a yearless span's days, in the sentence's span's places
    (
        "Highways update: roadworks on Mill Lane, scheduled for 1 July to 30 September 2024, actually began on 8 July and finished on 27 September.",
        "The Mill Lane roadworks ran from 8 July to 27 September 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a yearless day after a date of the sentence's year, said of the sentence's act
    (
        "The water leak in flat 4 was detected on 19 June 2023 and reported to the landlord on 21 June.",
        "The leak in flat 4 was reported to the landlord on 21 June 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a table row found by its figure, the year in the title
    (
        "Village Show 2023 - Treasurer's Statement\n| Item | Budget | Actual |\n| Marquee | £1,800 | £1,950 |\n| Prizes | £400 | £365 |",
        "The 2023 village show spent £1,800 on the marquee.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a difference from the change's start the evidence gives, worked out: a wrong one differs
    (
        "Secretary's report: at the end of 2024 the club had 127 members, up from 109 a year earlier. Of the 127, 23 are juniors.",
        "The club ended 2024 with 127 members, twenty-five more than at the end of 2023.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Visitor numbers at the Tollgate Museum rose to 8,450 in 2023 from 7,900 in 2022. The shop turnover was £14,200.",
        "The Tollgate Museum welcomed 8,450 visitors in 2023, 650 more than the year before.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Our food bank distributed 2,140 parcels in 2024, compared with 1,760 in 2023. Of those, 310 went to families with babies.",
        "The food bank handed out 2,140 parcels in 2024, 310 more than in 2023.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        "Visitor numbers at the Tollgate Museum rose to 8,450 in 2023 from 7,900 in 2022. The shop turnover was £14,200.",
        "The Tollgate Museum welcomed 8,450 visitors in 2023, 550 more than the year before.",
        Verdict.NOT_FOUND,
        None,
    ),
]

_BALANCES = (
    "HARTLEY BOWLS CLUB: TREASURER'S REPORT\n"
    "In the lists below, the figure in brackets is the figure for the previous season (2022-23).\n\n"
    "Match fees: £2,310 (£2,045)\n"
    "Bar takings: £8,940 (£8,120)\n"
    "Cash at bank at 30 April 2024: £4,870 (£3,615)\n"
)
_PRICES = (
    "HARTLEY BOWLS CLUB FEES\n"
    "The first figure is the 2025 fee; the figure in brackets is what members paid in 2024.\n"
    "Adult membership: £120 (£110)\n"
    "Junior membership: £45 (£40)\n"
    "Locker hire: £30 (£25)\n"
)
_ROOF = (
    "Our year in brief. The pavilion roof was replaced in March. The job was budgeted at £22,000 but "
    "came in at £25,400 after rotten joists were found."
)
_TAKINGS = (
    "BRAMBLE LANE ALLOTMENT SHOP: YEAR TO 31 MARCH 2024\n\n"
    "Sales by line\n"
    "Line            | 2022-23 | 2023-24\n"
    "Seed potatoes   | £3,410  | £3,980\n"
    "Compost         | £5,220  | £5,610\n"
    "Canes and nets  | £1,105  | £980\n"
    "Total           | £9,735  | £10,570\n\n"
    "Sales of canes and nets fell for the second year running, as more plot holders grow their own hazel."
)
_HIRE = (
    "WESTON VILLAGE HALL\n"
    "The committee met on 3 March. The new boiler is working well. The car park was resurfaced in January.\n\n"
    "HIRE CHARGES (2024 charges in brackets)\n"
    "Main hall, per hour: £18 (£16)\n"
    "Committee room, per hour: £9 (£8)\n\n"
    "DEPOSITS\n"
    "From 1 May 2025 Weston Village Hall will take a £50 deposit for every evening hire of the main hall. "
    "Until now there has been no charge for this."
)
_INCOME = (
    "ST BRIDE'S CHOIR: ACCOUNTS FOR 2023-24\n"
    "Figures in brackets are for 2022-23.\n"
    "Concert tickets: £4,120 (£3,760)\n"
    "Subscriptions: £2,340 (£2,250)\n"
    "Total income: £6,460 (£6,010)\n\n"
    "The new music library cost £1,850 in total: £600 from our reserves, £750 from the diocese and a "
    "£500 grant from the town council."
)
_SESSIONS = (
    "TREETOPS CLIMBING WALL: 2024 IN NUMBERS\n"
    "Sessions: 6,214 (5,880 in 2023)\n"
    "New members: 412\n\n"
    "In 2024 we ran 58 sessions for local schools using our shorter routes, and from April 2025 we will "
    "offer them every week."
)
_WALL = (
    "THE CRAG SHED BOULDERING CENTRE, Dorringford\n"
    "Members' newsletter\n\n"
    "Members at 31 December 2024: 1,184 (962 a year earlier)\n"
    "Day passes sold: 9,410\n"
)
_SNOOKER = (
    "ASHFORD VALE SNOOKER LEAGUE: END OF SEASON REPORT 2023-24\n"
    "Champions: Railway Club A, with 41 points from 18 matches.\n"
    "Maximums across the league: 9 scores of 147 were made this season, compared with 6 in 2022-23.\n"
)
_NEWSLETTER = (
    "THE MARSHFIELD MESSENGER\n"
    "Village newsletter: editor's report and accounts\n\n"
    "FROM THE EDITOR\n"
    "The Messenger went to every house again this year. We printed 640 copies a month, and our "
    "volunteers delivered them on foot. The printing contract was renewed in May.\n\n"
    "ACCOUNTS FOR 2024\n"
    "Item           | 2023 (£) | 2024 (£)\n"
    "Advertising    | 5,120    | 5,480\n"
    "Printing       | 4,010    | 4,350\n"
    "Surplus        | 1,110    | 1,130\n"
)
_GROOMING = (
    "PAWS AND CLAWS GROOMING, Hetherby\n"
    "Price list from 1 March 2025\n"
    "A note from the owner: electricity and shampoo both cost more this year, so most prices have "
    "gone up a little. The full groom remains our most popular service, and every tenth full groom "
    "is half price for loyalty card holders.\n\n"
    "The first figure is the 2025 price; the figure in brackets is what we charged in 2024.\n"
    "Full groom\n"
    "Small dog: £40 (£37)\n"
    "Medium dog: £50 (£46)\n"
    "Large dog: £61 (£56)\n"
)
SET59_PAIRS = [
    # "Maximums across the league: 9 scores of 147": the label says what the 9 count
    (
        _SNOOKER,
        "Players in the Ashford Vale Snooker League made 6 maximum 147s during the 2023-24 season.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "2024 (£)" heads a column of amounts; the "Surplus" row is found by the word beside the figure
    (
        _NEWSLETTER,
        "The Marshfield Messenger, the village newsletter, made a surplus of £1,310 in 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a list under a note of its brackets' year gives its other figures of the year the note implies
    (
        _GROOMING,
        "Under Paws and Claws' 2025 price list, a full groom for a medium-sized dog costs £46.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "Members at 31 December 2024: 1,184": a label and the date it is of, naming what it counts
    (
        _WALL,
        "The Crag Shed in Dorringford had 1,284 members at the end of 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    (
        _WALL,
        "The Crag Shed in Dorringford had 1,184 members at the end of 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        _WALL,
        "The Crag Shed in Dorringford had 1,284 members at the end of 2023.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # The table writes both ends of the change the sentence gives; "Sales of canes and nets fell"
    # is another line's
    (
        _TAKINGS,
        "Bramble Lane Allotment Shop's sales rose to £10,570 in the year to March 2024, from £9,735.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "£18 (£16)" gives the sentence's two figures: "Until now there has been no deposit and no
    # charge for cleaning" is of something else
    (
        _HIRE,
        "Weston Village Hall now charges £18 for an evening hour in the main hall, up from £16.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # "Total income: £6,460 (£6,010)" states the sentence's figure and the one it is compared with
    (
        _INCOME,
        "St Bride's Choir brought in £6,460 in total during 2023-24, compared with £6,010 the year before.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "Sessions: 6,214" counts what the sentence counts; "58 sessions for local schools" is a part
    (
        _SESSIONS,
        "Treetops Climbing Wall ran 6,214 sessions in 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # "the figure in brackets is the figure for the previous season": the £3,615 is 2022-23's
    (
        _BALANCES,
        "Hartley Bowls Club had £3,615 cash at bank at 30 April 2024.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    (_BALANCES, "Hartley Bowls Club had £4,870 cash at bank at 30 April 2024.", Verdict.VERIFIED, None),
    # "... is what members paid in 2024": the bracketed fee is 2024's, the first 2025's
    (
        _PRICES,
        "Adult membership of Hartley Bowls Club cost £110 in 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        _PRICES,
        "Adult membership of Hartley Bowls Club costs £110 in 2025.",
        Verdict.CONTRADICTED,
        Verdict.VERIFIED,
    ),
    # "budgeted at £22,000 but came in at £25,400": the £22,000 is a plan, the £25,400 what was paid
    (_ROOF, "The pavilion roof job came in at £22,000.", Verdict.CONTRADICTED, Verdict.VERIFIED),
    (_ROOF, "The pavilion roof job came in at £25,400.", Verdict.NOT_FOUND, Verdict.CONTRADICTED),
    (_ROOF, "Replacing the pavilion roof cost £22,000.", Verdict.CONTRADICTED, Verdict.PARTIAL),
]

REVIEW33_PAIRS = [
    # R1-02: a note in other words gives the brackets' year: the unbracketed price is the later year's
    (
        "Millbrook Village Hall – hire charges\nThe first figure is the 2025 price; the figure in brackets is what we charged in 2024.\nMain hall, per hour: £22 (£19)\nCommittee room, per hour: £12 (£10)\nKitchen use, per session: £15 (£15)",
        "Hiring the committee room at Millbrook Village Hall costs £10 an hour in 2025.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R2-01: "budgeted at ... but came in at": the cost is what it came in at
    (
        "Westfield Cricket Club – treasurer's report\nThe replacement of the clubhouse roof was budgeted at £18,500 but came in at £21,240 after rotten joists were found. The shortfall was met from reserves.",
        "Westfield Cricket Club's new clubhouse roof cost £18,500.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
    # R4-01: a list's label ending with its date names what its count counts
    (
        "Friends of Hollins Park – annual report 2024\nMembers at 31 December 2024: 1,184\nNew members joined in 2024: 212\nWork parties held: 38",
        "Friends of Hollins Park had 1,210 members at the end of 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R8-01: the line's label says what its count counts
    (
        "Tollbridge & District Darts League – 2023-24 review\nMaximums across the league: 147 scores of 180 were recorded this season, compared with 129 in 2022-23.\nHighest checkout: 170, by Dean Oakes (Red Lion).",
        "Players in the Tollbridge & District Darts League hit 129 maximum 180s in 2023-24.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R1-05: the unbracketed price is a later year's, not the 2023 the sentence gives
    (
        "Café price list, Ferncombe Community Centre\nFigures in brackets are the 2024 prices.\nTea: £1.20 (£1.00)\nCoffee: £1.80 (£1.50)\nToasted sandwich: £3.50 (£3.20)",
        "A cup of tea at the Ferncombe Community Centre café cost £1.00 in 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R2-03: a sentence about the budget is not contradicted by what was spent
    (
        "Westfield Cricket Club – treasurer's report\nThe replacement of the clubhouse roof was budgeted at £18,500 but came in at £21,240 after rotten joists were found. The shortfall was met from reserves.",
        "Westfield Cricket Club had budgeted £18,500 for its new clubhouse roof.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R3-06: "Total income: £5,600 (£5,150)" is no statement of spending
    (
        "Oakmere Tennis Club – accounts for 2024 (2023 in brackets)\nTotal income: £5,600 (£5,150)\nTotal expenditure: £5,150 (£4,980)\nSurplus: £450 (£170)",
        "Oakmere Tennis Club's spending rose to £5,600 in 2024 from £5,150.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R5-02: the row gives the figures the other way round: "fell" stands
    (
        "Corner Stores, Little Haddon – papers and magazines sold\n | 2023 | 2024\nNewspapers | 4,210 | 3,880\nMagazines | 1,150 | 1,720\nTotal | 5,360 | 5,600\nNewspaper sales fell, but a new range of puzzle magazines more than made up the difference.",
        "Newspaper sales at Corner Stores rose to 4,210 in 2024 from 3,880.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
]


_BOOK_BUS = (
    "HEXBURY COMMUNITY BOOK BUS - ROUTE REVIEW 2023-24\n\n"
    "The Book Bus ran 46 weeks of service, covering four weekly routes. The vehicle, a converted 2017 "
    "Mercedes minibus, was bought in 2019 for £38,500 and passed its MOT on 9 February 2024.\n\n"
    "Key figures for 2023-24 (the figure in brackets is for 2022-23):\n"
    "Loans issued: 18,640 (17,215)\n"
    "Miles driven: 9,870 (10,420)\n"
    "Diesel cost: £6,930 (£7,610)\n"
    "Volunteer hours: 3,415 (3,120)"
)
_WALLERS = (
    "NORTH FELLS DRY STONE WALLERS' GUILD - BRANCH REPORT FOR 2023\n\n"
    "The branch teaches dry stone walling and runs volunteer days to rebuild fallen walls on farms.\n\n"
    "2023 in figures, with the 2022 result shown in brackets for comparison:\n"
    "Beginners' weekend courses: 14 (11)\n"
    "Trainees on courses: 118 (97)\n"
    "Beginners' course fee: £140 (£125)\n\n"
    "Looking ahead: the beginners' course fee rises to £150 from 1 January 2024."
)
_FLOOD = (
    "BRAYFORD FLOOD ACTION GROUP - ANNUAL REPORT 2023-24\n\n"
    "The group was formed in February 2014, after the flood of 24 December 2013 entered 63 homes in "
    "Brayford. It runs a network of volunteer flood wardens and a sandbag store.\n\n"
    "Key figures (2022-23 in brackets):\n"
    "Flood wardens: 27 (22)\n"
    "Households on the phone tree: 212 (188)"
)
_CLASSES = (
    "ORMSKELD EVENING CLASSES PROGRAMME\nPrepared by Deborah Fairclough, Programme Co-ordinator.\n\n"
    "The 2023-24 year ran from 18 September 2023 to 12 July 2024, following an enrolment evening on "
    "6 September 2023.\n\n"
    "Next year\n"
    "- The year starts on 16 September 2024, with enrolment on 4 September."
)
_SWEEP = (
    "SOOTY BRUSH CHIMNEY SWEEPS, KELDON - YEAR-END SUMMARY 2023/24\n\n"
    "Where two figures are given, the one in brackets is from the year before:\n"
    "Sweeps carried out: 1,146 (1,032)\n"
    "Standard sweep charge: £65 (£60)\n\n"
    "Plans\n"
    "- The standard charge will stay at £65 until at least April 2025."
)
_WELLS = (
    "MARDLOW WELL DRESSING COMMITTEE - REPORT ON THE 2024 DRESSINGS\n\n"
    "Six wells were dressed this year.\n\n"
    "Figures for 2024 (bracketed figure = 2023 equivalent unless marked otherwise):\n"
    "Wells dressed: 6 (5)\n"
    "Collection boxes: £3,415 (£2,980)\n"
    "Programme sales: £1,120 (£1,045)"
)

SET60_PAIRS = [
    # a list's line is found by its label, though it writes none of the sentence's figures
    (
        _WALLERS,
        "The North Fells Dry Stone Wallers' Guild charged £145 a person for its beginners' weekend walling course in 2023.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "(the figure in brackets is for 2022-23)": the note's period is the one inside its brackets
    (
        _BOOK_BUS,
        "Hexbury Community Book Bus spent £7,610 on diesel in 2023-24.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "bracketed figure = 2023 equivalent"
    (
        _WELLS,
        "Collection boxes at Mardlow's 2024 well dressings raised £2,980.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a heading's year gives the sentence's; the flood of 2013 is another event's
    (
        _FLOOD,
        "Brayford Flood Action Group had 27 volunteer flood wardens in 2023-24, up from 22 the previous year.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # another named year's dates are no rival of the 2024-25 year's
    (
        _CLASSES,
        "Ormskeld's evening classes will begin their 2024-25 year on 16 September 2024, following an enrolment session on 4 September.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # a charge kept until April 2025 was the charge in 2023/24
    (
        _SWEEP,
        "Sooty Brush Chimney Sweeps in Keldon charged £65 for a standard sweep in 2023/24.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]


REVIEW34_PAIRS = [
    # R1-07: Applies: the heading dates the survey to 2023 (the one before was 2020), not 2022.
    (
        "Calder Vale Tennis Club\nMEMBERS' SURVEY 2023 – SUMMARY\n\n112 members responded, a response rate of 47%. 68% rated the coaching as good or excellent, and 81% were happy with court availability. The most common request was for floodlights on courts 3 and 4, which the committee will cost this winter. The previous survey, carried out in 2020, had 64 responses.",
        "In Calder Vale Tennis Club's 2022 members' survey, 68% of respondents rated the coaching as good or excellent.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R1-08: Applies: 'Summary Accounts 2023' dates the surplus line; 1919 is the founding year and is no rival.
    (
        "Ravensworth Allotment Society\nSUMMARY ACCOUNTS 2023\n\nIncome\nPlot rents: £4,860\nShop sales: £2,315\nGrants: £500\nTotal income: £7,675\n\nExpenditure\nWater: £1,240\nRent to parish council: £1,800\nShop stock: £1,515\nTotal expenditure: £4,555\n\nSurplus for the year: £3,120\n\nThe society was founded in 1919 and now has 81 plots.",
        "Ravensworth Allotment Society recorded a surplus of £3,120 in 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R4-02: Applies: the £48 rent runs from October 2022 to at least March 2026, which includes 2024.
    (
        "Fenwick Parish Council – Allotments\n\nThe parish council manages 46 plots at Church Field and Mill Lane. Allotment rent of £48 per full plot was agreed in October 2022 and will remain at £48 until at least 31 March 2026. Half plots are charged at half rate. Water is included in the rent. There is currently a waiting list of 19 people.",
        "Fenwick Parish Council charged £48 per full allotment plot in 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R4-03: Applies: fee is £30 as of March 2024 and frozen until end of 2025; 2025 is not a rival date.
    (
        "Harrowgate Hill Bowls Club – Newsletter, March 2024\n\nMembership fees remain £30 for the year, and the committee has agreed they will be frozen at that level until the end of 2025. Green fees for visitors are £4 a session. The green opens on 20 April, weather permitting, and the club's open day is on 11 May, when new members can try the game for free.",
        "Annual membership of Harrowgate Hill Bowls Club cost £30 in 2024.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    # R4-07: Tricky: the lasting £65 is the garden waste charge; no bulky waste figure is given.
    (
        "Lowdale District Council – Waste Services\n\nThe brown bin (garden waste) charge will stay at £65 until at least April 2025. Bulky waste collections are charged by the number of items; please use the online calculator to get a price. Household recycling centres are free for residents, although a permit is needed for vans and trailers.",
        "Lowdale District Council charged £65 for a bulky waste collection in 2023/24.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R5-01: Applies: £7,610 is the bracketed 2022-23 figure; 2023-24 diesel was £6,930.
    (
        "Dalesway Community Bus – Annual Report\n\nKey figures for 2023-24 (the figure in brackets is for 2022-23)\nPassenger journeys: 11,420 (10,985)\nVolunteer drivers: 23 (21)\nDiesel cost: £6,930 (£7,610)\nFares income: £14,250 (£13,400)\n\nDiesel prices fell during the year and our new minibus is more economical, so fuel costs came down despite more journeys.",
        "Dalesway Community Bus spent £7,610 on diesel in 2023-24.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R5-02: Applies: the bracketed £7,610 is the 2022-23 figure by the note.
    (
        "Ribble Link Dial-a-Ride – Review of the Year\n\nKey figures for 2023-24 (the figure in brackets is for 2022-23)\nTrips: 8,120 (7,460)\nRegistered users: 612 (575)\nDiesel cost: £6,930 (£7,610)\nVolunteer hours: 4,300 (3,950)\n\nOur thanks to all the drivers and escorts who make the service possible, and to the borough council for its continuing grant.",
        "Ribble Link Dial-a-Ride spent £7,610 on diesel in 2022-23.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R5-04: Applies: the note makes the bracketed 128 the 2022 figure.
    (
        "Eskhause Mountain Rescue Team – Incident Summary 2023\n\nCall-outs: 143 (128)\nCasualties assisted: 121 (110)\nTeam hours on incidents: 6,870 (6,020)\nThe number after each figure, in brackets, relates to calendar year 2022.\n\nThe busiest month was August, with 27 call-outs, most of them to walkers with lower-leg injuries on the high fell paths.",
        "Eskhause Mountain Rescue Team responded to 128 call-outs in 2022.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R3-05: Applies: the 9 October 2023 approval belongs to the 2022/23 accounts, not the 2023/24 accounts.
    (
        "Penrose Community Trust – Governance\n\nThe trust's financial year runs from 1 April to 31 March. The 2022/23 accounts were approved by the trustees on 9 October 2023 and filed with the Charity Commission on 27 October 2023. Copies are available from the secretary. The trust's income in 2022/23 was £184,300, of which 62% came from grants.",
        "Penrose Community Trust's trustees approved the 2023/24 accounts on 14 November 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R6-05: Tricky: the £85 weekly rate is far outside 3x of a £4,420 annual total, so the line must not be used to contradict.
    (
        "Elmcroft Community Centre – Facts and Figures\n\nRoom hire (weekly rate, main hall): £85\nRegular user groups: 26\nVolunteers: 38\nOpening hours per week: 62\n\nThe centre is run by a charitable trust and receives no core funding from the council. A new accessible toilet was installed in 2023.",
        "Elmcroft Community Centre earned £4,420 from room hire in 2023.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R4-04: Applies: £18 from January 2024 until at least September 2025 supports the hall rate; the kitchen rate is not given.
    (
        "Oldfield Village Hall – Hire Charges from 1 January 2024\n\nMain hall: £18 per hour, fixed until at least September 2025.\nCommittee room: £10 per hour.\nDeposit for private parties: £100, refundable.\n\nRegular hirers booking ten or more sessions receive a 10% discount. Please contact the bookings secretary, Mrs Dale, to check availability.",
        "In 2024 Oldfield Village Hall's main hall could be hired for £18 an hour and its kitchen for £8 an hour.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R2-08: Tricky: the undated page gives 27 and 6 but no year; 2013 does not contradict, but it does not support 2023 either.
    (
        "Ashby Flood Action Group – About us\n\nFlood wardens: 27\nSandbag stores: 6\n\nThe group was formed after the flood of 24 December 2013, when 40 homes in Mill Lane were flooded. Our wardens check the brook grilles after heavy rain, keep the sandbag stores topped up and make sure vulnerable neighbours get the Environment Agency's warnings. New volunteers are always welcome – training takes one evening.",
        "In 2023 Ashby Flood Action Group had 27 flood wardens and 6 sandbag stores.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a breakdown's parts count its whole; 83 came from the public
    (
        "A consultation ran from 12 August to 16 September 2024 and received 214 responses: 131 from drivers and 83 from members of the public.",
        "Of the 214 responses to the fares consultation, 83 came from drivers.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a planned date contradicts a date the sentence says will be
    (
        "Khanyisa Holdings - trading statement\nThe group's interim results for the 26 weeks ended 31 December 2023 will be published on SENS on 5 March 2024.",
        "Khanyisa will publish its full interim results on 5 April 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # R3-02: Applies: only the 2023-24 dates are given; a date tied to 2023-24 must not contradict the 2024-25 start.
    (
        "Highfield Sixth Form College – Key Dates\n\nThe 2023-24 year ran from 18 September 2023 to 19 July 2024. Dates for the 2024-25 year will be confirmed by the governors at their spring meeting and published on this page. Enrolment evenings for prospective students will be held in late June; please book a place through the college office.",
        "Students at Highfield Sixth Form College begin their 2024-25 year on 16 September 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # R3-07: Applies: 27 May 2023 is the 2023 season's opening and is no rival; the 2024 date is not given.
    (
        "Trewin Lido Supporters – Spring Bulletin\n\nThe 2023 season opened on 27 May 2023, a week late because of repairs to the boiler, and the lido welcomed 23,100 swimmers before closing on 10 September 2023. The supporters' group paid for new changing-room benches and a lifeguard chair. The borough council is still deciding the opening date and prices for next summer.",
        "Trewin Lido's 2024 season opened on 25 May 2024.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]


_DENTAL = (
    "HARBOUR STREET DENTAL PRACTICE, TOLLERTON - REPORT TO PATIENTS 2023-24\n\n"
    "In 2023-24 patients used 2,140 emergency appointments, many of them people with no regular dentist.\n\n"
    "Looking ahead\nWe plan to recruit a fourth dentist by September 2024 and to open a Saturday morning "
    "clinic from 7 September 2024, which will add about 180 appointments a month."
)
_SALON = (
    "FRINGE BENEFITS HAIR STUDIO, ELDERSTOKE - OWNER'S NOTE TO THE TEAM ON 2023\n\n"
    "This year 61% of clients booked their next appointment before they left the chair (55% in 2022).\n\n"
    "Our Christmas cut-a-thon on 3 December 2023 raised £1,870 for Elderstoke Hospice, beating last "
    "year's £1,420."
)
_WOODFUEL = (
    "HOLMBURY WOODFUEL CO-OPERATIVE LIMITED - MEMBERS' REPORT FOR THE 2023-24 SEASON\n\n"
    "The new log store cost £48,000. Of that, £30,000 came from the community share offer, which "
    "closed on 15 September 2023 having raised £52,400 from 131 investors against a target of £40,000."
)
_DAIRY = (
    "PENNYFOLD FARM DAIRY, HEXLEY - YEAR IN REVIEW 2023\n\n"
    "Plans for 2024\nA second vending machine, in the car park of Hexley village hall, is due to open on "
    "1 June 2024, under an agreement with the hall committee that pays them £1,200 a year."
)
_FRIENDS = (
    "THE LEAGUE OF FRIENDS OF ASHMEAD COMMUNITY HOSPITAL - TRUSTEES' ANNUAL REPORT\n\n"
    "Grants this year:\n"
    "- refurbishment of the day room on Lavender Ward, £23,400;\n"
    "- two riser-recliner chairs for Heather Ward, £2,150.\n\n"
    "The Lavender Ward day room was opened on 4 December 2023 by the Mayor of Ashmead. Its cost ran "
    "over the £20,000 we had set aside because the old windows had to be replaced."
)

SET61_PAIRS = [
    # "plans to" makes the sentence's figure a plan, which the source's planned figure states
    (
        _DENTAL,
        "Harbour Street Dental Practice in Tollerton plans to start a Saturday morning clinic from 7 September 2024, adding about 180 appointments a month.",
        Verdict.VERIFIED,
        Verdict.CONTRADICTED,
    ),
    # "(55% in 2022)" dates the start of "up from 55%"
    (
        _SALON,
        "At Elderstoke's Fringe Benefits Hair Studio, 61% of clients booked their next appointment before leaving in 2023, up from 55%.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a "share offer" is no offer: "against a target of £40,000" does not state what it raised
    (
        _WOODFUEL,
        "Holmbury Woodfuel Co-operative's community share offer raised £40,000 from 131 investors before it closed in September 2023.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "expects ... to open" is a plan, which "is due to open on 1 June 2024" contradicts
    (
        _DAIRY,
        "Pennyfold Farm Dairy in Hexley expects its second milk vending machine, in the village hall car park, to open on 1 July 2024.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a bullet's amount after a comma is a list line found by its label
    (
        _FRIENDS,
        "Refurbishing the Lavender Ward day room cost the League of Friends of Ashmead Community Hospital £20,000, according to its trustees' report.",
        Verdict.CONTRADICTED,
        Verdict.PARTIAL,
    ),
]

_BILLS = (
    "OMBUDSMAN'S FINDING: BRIGHTWAVE ENERGY BILLING\n\n"
    "Brightwave moved its 84,000 customers to a new billing system in March 2023.\n\n"
    "The ombudsman's investigation found that:\n"
    "- 11,870 customers did not receive a bill for three months or more after the system migration;\n"
    '- 2,964 customers were issued with "catch-up" bills covering more than nine months of consumption, '
    "in breach of the back-billing limit;\n"
    "- 412 complaints were not answered within the 20 business days the company promises.\n"
)
_FIRE = (
    "CORRACH RIDGE FIRE INQUIRY: FINAL REPORT\n\n"
    "The fire began on the afternoon of 23 July 2022 near the village of Pellham Cross and burned "
    "across 18,400 hectares over 11 days. Three people died, and 146 homes were destroyed.\n\n"
    "The area has a history of large fires. A blaze in 2015 burned 6,200 hectares of the same ridge "
    "but destroyed no homes.\n"
)
_INCIDENTS = (
    "3.1 In written representations dated 14 March 2024, Southvale's chief executive argued that 38 "
    "of the 212 pollution incidents in 2022 were caused by third parties.\n"
    "3.2 The regulator accepts that 6 of those incidents were caused wholly by the actions of third "
    "parties and has excluded them from the assessment.\n"
)
_CRICKET = (
    "WEXCOMBE CRICKET CLUB - SEASON REVIEW 2024\n\n"
    "The first XI finished third in the Downs League, their best placing since 2016.\n\n"
    "LEADING PERFORMERS (all 1st XI league matches)\n"
    "Bowling         Overs   Wkts   Runs   Best   Avg\n"
    "Sam Okafor      181.4   43     611    7-38   14.21\n"
    "Jack Daunt      164.0   29     576    5-22   19.86\n\n"
    "Okafor's 7 for 38 against Millford on 8 June were the best figures in the division this season.\n"
)
_RAINFALL = (
    "MARLOWE VALLEY WATER - WATER RESOURCES REPORT, AUGUST 2024\n\n"
    "RAINFALL\n"
    "- August 2024: 38.2 mm, 54% of the long-term average (LTA) of 70.7 mm\n"
    "- July 2024: 52.6 mm, 81% of LTA\n"
    "- Summer (June to August) 2024: 121.5 mm, 61% of LTA\n"
)
_OFFERS = (
    "WENDLEFORD COUNTY COUNCIL - NEWS RELEASE: SECONDARY SCHOOL OFFERS 2024\n\n"
    "- Parents can appeal to an independent panel. Appeals must be lodged by 28 March 2024, and hearings "
    "will take place in May and June. Last year 402 appeals were lodged for secondary schools and 71 were "
    "successful (17.7%).\n"
)
_CHARGE = (
    "DUNBRIDGE DISTRICT COUNCIL - AIR QUALITY ANNUAL STATUS REPORT 2024\n\n"
    "Highlights from 2023:\n"
    "- Enforcement officers gave 214 warnings to drivers leaving engines idling.\n"
    "- The number of public electric vehicle charge points in the district rose to 46, from 29 at the end of 2022.\n"
    "- The bus lane on Bridge Gate opened on 4 September 2023.\n"
)
_MINUTES = (
    "ELSWICK CROSS PARISH COUNCIL - MINUTES OF THE MEETING HELD ON 11 JUNE 2024\n\n"
    "24/45 FINANCE\n"
    "(a) The schedule of payments for May, totalling GBP 6,482.17, was approved.\n"
    "(b) Year-end accounts 2023-24. Figures in brackets are for 2022-23.\n"
    "    Receipts: GBP 58,940 (GBP 54,210)\n"
    "    Payments: GBP 61,375 (GBP 49,880)\n"
    "    General reserve at 31 March 2024: GBP 37,615 (GBP 40,050)\n"
)
SET62_PAIRS = [
    # "more than nine months" holds 2,964, but claims none of its customers
    (
        _BILLS,
        "The ombudsman found 11,870 Brightwave customers had been sent catch-up bills covering more than nine months of usage.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # the sentence's two figures written together state it, whatever an earlier blaze burned
    (
        _FIRE,
        "Over 11 days the Corrach Ridge fire burned through 18,400 hectares.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
    # a table row found by its name, the year its document's title gives; "Avg" is the average
    (
        _CRICKET,
        "Sam Okafor took 43 league wickets for Wexcombe in 2024 at an average of 16.21, including 7 for 38 against Millford.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # a line's opening date labels the whole line, no earlier year's brackets
    (
        _RAINFALL,
        "August 2024 rainfall in Marlowe Valley Water's supply area was 38.2mm, just 48% of the long-term average.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "71 were successful" is how many succeeded
    (
        _OFFERS,
        "Last year 402 appeals were lodged against secondary school allocations in Wendleford, and 83 of them succeeded.",
        Verdict.CONTRADICTED,
        Verdict.NOT_FOUND,
    ),
    # "from 29 at the end of 2022" dates the 29, not the 46 the sentence gives
    (
        _CHARGE,
        "Public electric vehicle charge points in Dunbridge district reached 46 in 2023.",
        Verdict.PARTIAL,
        Verdict.CONTRADICTED,
    ),
    (
        _CHARGE,
        "Public electric vehicle charge points in Dunbridge district rose from 29 at the end of 2021.",
        Verdict.CONTRADICTED,
        None,
    ),
    # "Payments: GBP 61,375" is a line the sentence names whole: May's payments are no rival
    (
        _MINUTES,
        "Elswick Cross Parish Council's payments in 2023-24 totalled £61,375, outstripping its receipts of £58,940 for the year.",
        Verdict.NOT_FOUND,
        Verdict.CONTRADICTED,
    ),
]


@pytest.mark.parametrize(
    ("evidence", "sentence", "verdict", "wrong"),
    [
        *SPAN_PAIRS,
        *SET57_PAIRS,
        *REVIEW31_PAIRS,
        *SET58_PAIRS,
        *REVIEW32_PAIRS,
        *SET59_PAIRS,
        *REVIEW33_PAIRS,
        *SET60_PAIRS,
        *REVIEW34_PAIRS,
        *SET61_PAIRS,
        *SET62_PAIRS,
    ],
)
def test_sets_57_to_62_verdicts(
    evidence: str, sentence: str, verdict: Verdict, wrong: Verdict | None
) -> None:
    result = check_beside_others(evidence, sentence)
    assert result.verdict is verdict, result.reason
    assert result.verdict is not wrong
