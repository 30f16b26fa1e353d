"""The matcher's accuracy targets on the hand-labelled set (accuracy, not timing, so asserted)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from investigate.verify.models import Verdict
from investigate.verify.scoring import LabelledCase, load_labelled, score
from tests.verify_support import build_matcher

DATA = Path(__file__).parent / "data"


def test_labelled_set_is_large_and_varied() -> None:
    cases, _ = load_labelled(DATA / "verify_claims_labelled.jsonl", DATA / "verify_claims_evidence.json")
    assert len(cases) >= 80
    categories = Counter(c.category for c in cases)
    for needed in (
        "numbers",
        "dates",
        "names",
        "paraphrase",
        "negation",
        "partial",
        "missing",
        "several_sources",
    ):
        assert categories[needed] >= 3, needed
    assert {c.expected for c in cases} == set(Verdict)


def test_matcher_meets_its_targets() -> None:
    cases, evidence = load_labelled(
        DATA / "verify_claims_labelled.jsonl", DATA / "verify_claims_evidence.json"
    )
    scores = score(cases, evidence)
    precision = scores.precision(Verdict.VERIFIED)
    assert precision is not None and precision >= 0.95  # never call an unsupported sentence verified
    recall = scores.mismatch_recall()
    assert recall is not None and recall >= 0.9  # number and date mismatches are caught
    contradicted = scores.precision(Verdict.CONTRADICTED)
    assert contradicted is not None and contradicted >= 0.9


def test_held_out_set_loads_and_cites_its_own_sources() -> None:
    # Its figures are printed by `make bench-verify`, not asserted: the matcher was not tuned on it.
    cases, evidence = load_labelled(
        DATA / "verify_claims_heldout.jsonl", DATA / "verify_claims_heldout_evidence.json"
    )
    assert len(cases) >= 30
    assert {c.expected for c in cases} == set(Verdict)
    _cites_its_own_sources(cases, evidence)


def test_second_held_out_set_loads_and_cites_its_own_sources() -> None:
    # Labelled and committed before the matcher first ran on it; figures printed, not asserted.
    cases, evidence = load_labelled(
        DATA / "verify_claims_heldout2.jsonl", DATA / "verify_claims_heldout2_evidence.json"
    )
    assert len(cases) >= 30
    assert {c.expected for c in cases} == set(Verdict)
    first = load_labelled(DATA / "verify_claims_heldout.jsonl", DATA / "verify_claims_heldout_evidence.json")
    assert not {c.sentence for c in cases} & {c.sentence for c in first[0]}
    assert not set(evidence.values()) & set(first[1].values())
    _cites_its_own_sources(cases, evidence)


# Every held-out set looked at while fixing the matcher, in the order written; the blind ones
# start at heldout3.
HELD_OUT = ["heldout", "heldout2", *(f"heldout{n}" for n in range(3, 63))]
# Every held-out set, including those committed but not yet looked at.
WRITTEN = [*HELD_OUT]


@pytest.mark.parametrize(
    ("name", "before"),
    [(name, tuple(WRITTEN[:number])) for number, name in enumerate(WRITTEN) if number >= 2],
)
def test_blind_held_out_sets_load_and_cite_their_own_sources(name: str, before: tuple[str, ...]) -> None:
    # Written by someone who had not seen the matcher, and committed before it first ran on them.
    cases, evidence = load_labelled(
        DATA / f"verify_claims_{name}.jsonl", DATA / f"verify_claims_{name}_evidence.json"
    )
    assert len(cases) >= 60
    assert {c.expected for c in cases} == set(Verdict)
    earlier = [
        load_labelled(DATA / f"verify_claims_{other}.jsonl", DATA / f"verify_claims_{other}_evidence.json")
        for other in before
    ]
    for other_cases, other_evidence in earlier:
        assert not {c.sentence for c in cases} & {c.sentence for c in other_cases}
        assert not set(evidence.values()) & set(other_evidence.values())
    _cites_its_own_sources(cases, evidence)


@pytest.mark.parametrize("name", HELD_OUT)
def test_no_held_out_set_that_has_been_looked_at_loses_verified_precision(name: str) -> None:
    # These sets have all been looked at while fixing the matcher (their first-run figures are in
    # benchmarks/verify_claims_first_runs.md); the test keeps a later change from calling their
    # unsupported sentences verified again.
    cases, evidence = load_labelled(
        DATA / f"verify_claims_{name}.jsonl", DATA / f"verify_claims_{name}_evidence.json"
    )
    precision = score(cases, evidence).precision(Verdict.VERIFIED)
    assert precision is None or precision >= 0.95  # None: nothing called verified, nothing wrongly


@pytest.mark.parametrize(
    ("name", "case_id", "shown"),
    [
        # The act said with its figure a few sentences from the words that found the passage.
        ("heldout8", 910, "£11.2 million"),
        ("heldout11", 1252, "EUR 6.8 million"),
        # The evidence gives the sentence's figure to another strength, or another year.
        ("heldout6", 764, "'six'"),
        ("heldout11", 1280, "2,140"),
        # A provisional penalty, replaced by the final one three paragraphs later.
        ("heldout13", 1465, "KRX 96 million"),
        # "640 m" against "300 metres"; "1,150 homes have been started on site and 430 have been
        # completed" against "1,150 homes have been completed".
        ("heldout15", 1623, "'640'"),
        ("heldout15", 1583, "'430'"),
        # Asked for in the submissions, decided otherwise pages later.
        ("heldout15", 1602, "KRX 15,000"),
        ("heldout14", 1511, "£69,355"),
        # One party's figure given to another, whose records say otherwise.
        ("heldout15", 1587, "'640'"),
        ("heldout15", 1592, "15 per cent"),
        # A table's figure from the wrong column (last summer's, where the corrected one is asked).
        ("heldout14", 1528, "'24.6%'"),
        # The national rate given to the trust; the obstetricians' share given to the midwives.
        ("heldout17", 1781, "'4.9 per 1,000'"),
        ("heldout17", 1798, "'54%'"),
        # The date of the act the sentence dates ("arrested on"), not of another event said with
        # more of its words ("came to light on").
        ("heldout18", 1850, "'11 October 2022'"),
        # The sum asked for, where the sentence says ordered; a date two sections from the words.
        ("heldout18", 1861, "'€12,000'"),
        ("heldout18", 1877, "'1 July 2024'"),
        # "heard" the case, where the source gives the "Date of hearing" a month on.
        ("heldout19", 1964, "'14 December 2023'"),
        # The penalty proposed in the paragraph after the one that says what it was for, and the
        # one imposed after that.
        ("heldout17", 1766, "'$2.4 million'"),
        # The whole of a part given to another part: "96 of the 310 buildings ... 11 of its 23
        # high-rise residential blocks" against "96 of Brackmoor's 310 high-rise blocks".
        ("heldout15", 1646, "'23'"),
        # "First published: 19 June 2024" above "Updated: 24 June 2024"; "In total, 11,250 packs"
        # where 11,250 is the part "of which" a total of 18,400 came from one batch.
        ("heldout20", 2079, "'19 June 2024'"),
        ("heldout20", 2029, "'18,400'"),
        # "by half" against "reduced by 25%".
        ("heldout20", 2068, "'25%'"),
        # "published ... on 26 June 2024", the "Decision date", where "Date of publication: 2 July 2024",
        # in the second claim of a sentence citing two sources.
        ("heldout21", 2113, "'2 July 2024'"),
        # "19 others were injured", where "61 people were injured, 19 of whom were admitted to hospital".
        ("heldout22", 2210, "'61'"),
        # "KSD 16 million in total", found where it is written "KSD 16.0 million" as the first estimate.
        ("heldout22", 2230, "'KSD 27.3 million'"),
        # "posted on a leak site in November 2023", where "Date stolen data published: 4 January 2024".
        ("heldout22", 2208, "'4 January 2024'"),
        # "received a termination settlement of KSD 97 million", where Harrowgate "claimed" it and the
        # Ministry "agreed a settlement of KSD 54 million".
        ("heldout22", 2253, "'KSD 54 million'"),
        # "ordered to pay ... costs of £112,300", where the Agency "applied for its costs of £112,300" and
        # the judge ordered £87,450: a clash anchored by the figure asked for, in a passage of few words.
        ("heldout23", 2335, "'£87,450'"),
        # "clawed back" KSC 298,000, where "the interim manager recovered KSC 275,000".
        ("heldout20", 2021, "'KSC 275,000'"),
        # "expects ... to be finished in Q4 2023", where Q4 2023 was "originally scheduled" and Q2 2024
        # is "now expected"; "now stands at 7.1 million trips", where it went "From 7.1 million trips a
        # year to 6.2 million"; a date under "Judgment handed down:", two lines below the judge's name.
        ("heldout25", 2521, "'Q2 2024'"),
        ("heldout25", 2559, "'6.2 million'"),
        ("heldout25", 2540, "'23 January 2024'"),
        # ... and where the case's name is first given in the judgment's first paragraph, below it.
        ("heldout26", 2664, "'19 April 2024'"),
        # "has until 30 September 2025 to submit", where it must "submit ... by 30 September 2024".
        ("heldout26", 2635, "'30 September 2024'"),
        # £710,000 "in 2023-24", where a table "(£)" gives 642,000 under "2023-24", 710,000 under "2022-23".
        ("heldout26", 2665, "'642,000'"),
        # "fined ... £6.1m", where £6,100,000 is what "would otherwise have" been imposed, and
        # "imposes a financial penalty of £4,270,000" is the sentence before.
        ("heldout26", 2666, "'£4,270,000'"),
        # "equal to four months of spending", where reserves were "equivalent to 3.1 months of expenditure".
        ("heldout26", 2671, "'3.1'"),
        # 72.1% "for 2023-24", where a table "(% satisfied)" gives 68.4 under "2023-24", 72.1 under "2022-23".
        ("heldout27", 2770, "'68.4'"),
        # "is forecasting a deficit of £9.0m", where the budget "forecasts a deficit of £9.5 million".
        ("heldout27", 2780, "'£9.5 million'"),
        # "published ... on 11 June 2024", where the report's top says it was "ordered ... to be printed on
        # 11 June 2024. Published on 18 June 2024", under its title.
        ("heldout27", 2703, "'18 June 2024'"),
        # "permission for up to 280 homes", where it "is granted for up to 240 dwellings"
        ("heldout27", 2725, "'240'"),
        # "will pay £8.7m in redress", where "redress of £8.7 million would be payable" was an estimate
        # "revised in January 2024 to £11.2 million"
        ("heldout27", 2733, "'£11.2 million'"),
        # filed "on October 27, 2022", where it "was filed on November 2, 2022" and another report was
        # "due October 27, 2022"
        ("heldout28", 2811, "'November 2, 2022'"),
        # "one in five A&E patients", where 12.8% waited: one in five is nearer a fifth than a sixth
        ("heldout26", 2632, "'12.8%'"),
        # "took 85 days to inspect" the flat, where the landlord "did not inspect until 19 May 2021, 97
        # days after the report"
        ("heldout17", 1783, "'97'"),
        # died "on 15 October 2023, the day he fell", where "Daniel Arthur Preece, aged 34, of Winsover
        # Road, Tanfield, died ... on 17 October 2023, two days after a fall"
        ("heldout27", 2759, "'17 October 2023'"),
        # net debt of £97.8m at 30 June 2024, where "- Net debt increased to £112.6m at 30 June 2024 (FY23:
        # £97.8m)"; the sentence's other claim, about the shareholder loan, is another passage's
        ("heldout21", 2178, "'£112.6m'"),
        # ordered to pay VDR 25,000 towards costs, where "ADAV sought ... a contribution to its legal costs of
        # VDR 25,000" and the tribunal ordered VDR 12,000
        ("heldout11", 1224, "'VDR 12,000'"),
        # 4,100 tonnes avoided, as the release said, where the correction gives 2,900 tonnes to date
        ("heldout11", 1241, "'2,900'"),
        # "grew to 612,000 TEU in 2023", where "Containers: 612,000 TEU (2022: 655,000 TEU)"
        ("heldout16", 1675, "'655,000'"),
        # "about 3.2 million users", where Chirpwave "estimated that the data of approximately 3.2 million
        # ... users may have been exposed" and then "revised this figure to approximately 2.7 million"
        ("heldout30", 3010, "'2.7 million'"),
        # "about one in five ... could have been avoided", where the study put it at "13.4% (95% CI
        # 6.1-20.2%)" and the press summary at "more than one in eight"
        ("heldout28", 2874, "'one in eight'"),
        # "won ... by 31 votes", where the Lib Dems won "by just 23 votes" and 31 was the majority of a
        # first count the recount narrowed: "won" is "winning"
        ("heldout30", 3066, "'23'"),
        # "Nine of the 57 reported cases ... involved injury to a patient", where "9 reports from UK
        # healthcare providers" and "Four reports, none of them in the UK, involved injury to a patient"
        ("heldout30", 3058, "'Four'"),
        # "by nine votes to two", where "The board voted 8-3 to approve the following fare changes"
        ("heldout30", 3042, "'8'"),
        # "A 17-year-old bystander paddled out on a bodyboard", where "Witness C, aged 41, paddled out on a
        # bodyboard" and "Witness D, aged 17, swam out with a borrowed surfboard"
        ("heldout30", 3018, "'41'"),
        # completions "fell 2.6% to 45,297 in the September quarter of 2024", where they "fell 2.6% to 44,120,
        # but were 0.9% higher than in the September quarter 2023", and 45,297 is the June quarter's
        ("heldout29", 2919, "'44,120'"),
        # "Only C$12.7 million of the C$48.5 million ... had been spent", where "C$31.2 million had been
        # spent" and "Of the C$31.2 million spent, C$12.7 million paid for surgery" in private clinics
        ("heldout29", 2969, "'C$31.2 million'"),
        ("heldout26", 2658, "'£74 million'"),
        # "fined ... a total of EMK 54,000", where "a notice of intention to impose variable monetary penalties
        # totalling EMK 54,000" came before "we imposed penalties totalling EMK 46,000"
        ("heldout19", 1930, "'EMK 46,000'"),
        # "rose to 312 from 289 a year earlier", where "The number of participating employers rose from 298 to 312"
        ("heldout31", 3144, "'298'"),
        # the benchmark's "2.6%" "in 2023/24", where "Benchmark return 8.4% (2.6%)" stands under "Figures for
        # 2022/23 are shown in brackets" and the foreword gives "its benchmark return of 8.4%"
        ("heldout31", 3117, "'8.4%'"),
        # "are to share service-level credits worth €27.6 million" is a plan, as "These will receive
        # service-level credits totalling €3.9 million" is: the two are compared
        ("heldout32", 3245, "'€3.9 million'"),
        # "signed by 8,132 people" counts what "gathered 8,312 signatures" does
        ("heldout28", 2850, "'8,312'"),
        # "reached 15.0% in 2023, up from 12.6%" ends a change, as "rose to 13.8% from 12.6%" does
        ("heldout34", 3466, "'13.8%'"),
        # "19 reports ..., including five in which" and "In three cases" both count the reports
        ("heldout34", 3448, "'three'"),
        # A timeline's "19 May - Havelock notifies the Data Protection Commissioner", read for the date
        # of a sentence dated to a day in May that names Havelock first
        ("heldout34", 3406, "'19 May'"),
        # "86% of the revenue it expects for 2026 already secured" against "Some 68% of expected 2026
        # revenue is already secured": a share of an expected whole is no forecast
        ("heldout35", 3524, "'68%'"),
        # "ran until 14 March 2024" against "ran from 8 December 2023 to 14 April 2024": the range's
        # second date ends it, and a forecasting season is no forecast
        ("heldout36", 3643, "'14 April 2024'"),
        # "Observers logged 287 avalanches" is "recorded 214 avalanches", 287 being the year before's
        ("heldout36", 3673, "'214'"),
        # "made up 21.7% of the 64,380" is a share: the parcels' "increase of 21.7%" does not say
        # it, the children's "37.5% of all parcels" contradicts it
        ("heldout40", 4013, "'37.5%'"),
        # "fell 34% in five years, to 4,880" ends where the table's "Change 2019-24" does: at 2024
        ("heldout40", 4037, "'3,210'"),
        # "- Not Justified: 14" under "The OIA closed 23 complaints ...:" does not say that 14 were
        # justified; "- Justified or Partly Justified: 3" counts the same complaints
        ("heldout41", 4105, "'3'"),
        # "87% (target: 95%)": the 95% is the target, not what was done
        ("heldout41", 4179, "'87%'"),
        # "- Smart meters fitted in customers' homes: 64,000 (2022/23: 41,000)": a list's long label
        # names what the count counts, and the bracket's year dates the bracket
        ("heldout41", 4170, "'64,000'"),
        # "expects to report ... about £59m" against "expected to be approximately £61.5m ..., ahead of
        # current market consensus of £59.0m": the consensus is the analysts' figure
        ("heldout41", 4156, "'£61.5m'"),
        # "from Easter 2025" against "from Easter 2026": a year after a feast is a date, and was
        # VERIFIED when read as a name's number
        ("heldout43", 4339, "'2026'"),
        # "C$109.2 million, or 40% of the project's cost" against "Universal Broadband Fund: C$124.8
        # million (40%)": the share in brackets says whose figure it is
        ("heldout43", 4348, "'C$124.8 million'"),
        # "paid A$361.8m ... in FY2024" against the "Taxes and royalties (A$m) | FY2024 | FY2023" table
        ("heldout43", 4358, "'412.3'"),
        # "slowed to 9.8% in the period" against "Internal food inflation | 6.1% | 9.8%" under "H1
        # FY2024 | H1 FY2023": the 9.8% is the earlier half's
        ("heldout44", 4448, "'6.1%'"),
        # "issued its decision on 2 June 2024" against the heading's "Date of decision: 2 July 2024",
        # though the judge's signature line "2 July 2024" is read first, and says no act
        ("heldout44", 4420, "'2 July 2024'"),
        # "received 1,742 offers, up from 1,558 a year earlier" against "rose 9.7% to 1,742 (2024:
        # 1,588)": the bracketed year before's figure is where the change started
        ("heldout45", 4549, "'1,588'"),
        # "picked up 356 stray dogs in 2023/24" against "collected 412 stray dogs in 2023/24, up
        # from 356 in 2022/23": the figure that ends the change is 2023/24's
        ("heldout49", 4952, "'412'"),
        # "fell to 6,412 in 2023/24, down from 9,805 the year before" against "issued 6,412 ... in
        # 2023/24, compared with 8,905 in 2022/23": "compared with" starts the change too
        ("heldout49", 4929, "'8,905'"),
        # Rows found by their label ("Sheep   541   498" under "2. ENTRIES"; "Central Plain ... 15.4%
        # 21.0%"), where a later passage holds more of the sentence's words
        ("heldout49", 4932, "'541'"),
        ("heldout48", 4830, "'21.0%'"),
        # Light verbs carry little of what is said of a figure: "came to NZ$41.2m", "brought in
        # £71,880", "Questionnaires went out to 9,800 ... on 15 November 2024" against "was sent to
        # 9,800 ... on 2 October 2024"
        ("heldout44", 4466, "NZ$"),
        ("heldout49", 4935, "'£96,210'"),
        ("heldout48", 4807, "'2 October 2024'"),
        # A row giving two of the sentence's figures states them only in the sentence's period: not
        # last year's "84.4" under "FY23", nor a "15.0" under "APP target 2024/25"
        ("heldout27", 2757, "'£96.8 million'"),
        ("heldout34", 3466, "'13.8%'"),
        # "launched a drive to recruit 21 new drivers" is an aim, read against the target of 25
        ("heldout51", 5110, "'25'"),
        # "finally completed the kitchen on 19 June 2023" is when "the defendant's fitters did not
        # finish until 4 September 2023"
        ("heldout52", 5207, "'4 September 2023'"),
        # "fell from an average of 1,610 a day in 2019 to 1,040 in 2024": the change's end is an
        # average of the trips it is said of, as "averaged 1,140 trips a day in 2024" is
        ("heldout53", 5361, "'1,140'"),
        # "rose to £14.2m in 2023/24 from £12.4m the previous year" against "Total income was £14.2m
        # (2022/23: £12.9m)": the bracket's figure is where the change started
        ("heldout53", 5364, "'£12.9m'"),
        # "41.8% met or exceeded the standard, up from 40.9%": the figure before "up from" ends the
        # change, however many words lie between
        ("heldout36", 3644, "'40.9%'"),
        ("heldout48", 4802, "'2,410'"),
        # "17 of Carrowfield's 55 probation officer posts" against "vacancies: 17 of 58 posts (29%). In
        # March 2022, 24 of 55 posts were vacant": the 55 is the whole of another part
        ("heldout53", 5356, "'58'"),
        # "rated Willowmere 'inadequate' following an inspection in April 2024": the April 2024 said
        # elsewhere is of a rating of "requires improvement"
        ("heldout9", 986, "'October 2022'"),
        # "an interim dividend of 4.5p a share" finds the row "Interim dividend per share   4.2p
        # 3.9p" by its words the source writes rarely
        ("heldout54", 5413, "'4.2'"),
        # "Mr Hardacre resigned as Clerk on 30 June 2024" is Neville Hardacre's act: a title is no
        # word of a rival name
        ("heldout54", 5449, "'30 June 2024'"),
        # "compared with 0.5 m measured in 2018" is 2018's depth, the start of a change: no statement
        # of the "June 2024 inspection" measuring 0.5 m
        ("heldout56", 5614, "'1.2'"),
        # "the 2025 festival" is no statement by "open on 1 April 2025" of "open on 1 May 2025"
        ("heldout56", 5640, "'1 April 2025'"),
        ("heldout39", 3914, "'10 September 2023'"),
        # "Previous prices (to 28 February 2025) are shown in brackets": the bracketed £59.50 is no
        # price of the list "from 1 March 2025"
        ("heldout56", 5654, "'£64.00'"),
        # "Nine teams entered, up from seven in 2023": the 2023 is the seven's year, and the nine
        # are the 2024 competition's
        ("heldout57", 5705, "'Nine'"),
        ("heldout57", 5758, "'187'"),
        # a table whose cells are parted by dashes: the "Total" row's 2024 column
        ("heldout57", 5739, "'2,224'"),
        # NFSA's visit on 27 August does not date Brightfield's halt on 29 August
        ("heldout9", 990, "'29 August'"),
        # "ran from 27 July to 3 August 2024": the camp began on 27 July 2024, whatever its end
        ("heldout57", 5752, "'27 July 2024'"),
        # "sold for £640 against an estimate of £250": the £250 was expected, not fetched
        ("heldout58", 5828, "'£640'"),
        # "Grants: £4,000 (£6,500)" under "2023-24, with 2022-23 in brackets"
        ("heldout58", 5841, "'£4,000'"),
        # a cell under "Budget" is no amount spent; the row's "Actual" is, in a table of the
        # report whose title gives the year
        ("heldout58", 5856, "'£4,750'"),
        # "the figure in brackets is the figure for the previous year (2022-23)": the bracketed
        # £5,714 is no balance at 31 August 2024
        ("heldout59", 5908, "'£6,212'"),
        # "budgeted at £14,000 but came in at £16,850": the work cost £16,850
        ("heldout59", 5941, "'£16,850'"),
        # "Maximums across the league: 147 scores of 180": the label says what the 147 count
        ("heldout59", 5927, "'147'"),
        # "2024 (£)" heads a column of amounts; the "Surplus" row is found by the word beside the figure
        ("heldout59", 5935, "'3,175'"),
        # "Medium dog (10-25kg): £52 (£48)" under "the figure in brackets is what we charged in 2024"
        ("heldout59", 5975, "'£52'"),
        # "Beginners' course fee: £140 (£125)" is found by its label, though no figure is written
        ("heldout60", 6038, "'£140'"),
        # "Diesel cost: £6,930 (£7,610)" under "(the figure in brackets is for 2022-23)", not the
        # minibus "bought in 2019 for £38,500" beside the sentence's other words
        ("heldout60", 6048, "'£6,930'"),
        # "Books sold: 28,940 (26,310)" for "Pagefold Books sold 27,940 books"
        ("heldout60", 6050, "'28,940'"),
        # "Collection boxes: £3,415 (£2,980)" under "bracketed figure = 2023 equivalent"
        ("heldout60", 6067, "'£3,415'"),
        # "On 9 February 2024 we issued the trust with a warning notice": the report's author, "CARE
        # QUALITY COMMISSION", is the CQC of the sentence
        ("heldout41", 4161, "'9 February 2024'"),
        # "having raised £52,400 from 131 investors against a target of £40,000"
        ("heldout61", 6123, "'£52,400'"),
        # "is due to open on 1 June 2024" against "expects ... to open on 1 July 2024"
        ("heldout61", 6137, "'1 June 2024'"),
        # "- refurbishment of the day room on Lavender Ward, £23,400;", not the £20,000 "set aside"
        ("heldout61", 6174, "'£23,400'"),
        # "214 responses: 131 from drivers and 83 from members of the public"
        ("heldout48", 4826, "'131'"),
        # "will be published on SENS on 5 March 2024", not "the 26 weeks ended 31 December 2023"
        ("heldout44", 4404, "'5 March 2024'"),
        # "R3    Repair or replace all 61 defective flat entrance doors   20 December 2024": the
        # row's reference opens it, its words name the deadline
        ("heldout31", 3127, "'20 December 2024'"),
        # "2,964 customers were issued with 'catch-up' bills covering more than nine months": the
        # sentence's "more than nine months" claims no count of customers
        ("heldout45", 4564, "'2,964'"),
        # "(a) the licence is suspended for 28 days;", not "within 21 days" to appeal
        ("heldout62", 6212, "'28'"),
        # "Sam Okafor      181.4   43     611    7-38   14.21" under "Avg", in a "SEASON REVIEW 2024"
        ("heldout62", 6226, "'14.21'"),
        # "- August 2024: 38.2 mm, 54% of the long-term average": the line's date is the sentence's
        ("heldout62", 6273, "'54%'"),
        # "71 were successful" for "83 of them succeeded"
        ("heldout62", 6241, "'71'"),
    ],
)
def test_wrong_figures_in_long_sources(name: str, case_id: int, shown: str) -> None:
    cases, evidence = load_labelled(
        DATA / f"verify_claims_{name}.jsonl", DATA / f"verify_claims_{name}_evidence.json"
    )
    (case,) = [c for c in cases if c.id == case_id]
    result = build_matcher(evidence).check(case.sentence, case.sources)
    assert result.verdict is Verdict.CONTRADICTED, result.reason
    assert shown in result.reason


@pytest.mark.parametrize(
    ("name", "case_id"),
    [
        ("heldout15", 1585),  # "rejected" the argument, where the regulator "does not accept" it
        ("heldout15", 1636),  # banned "for two years", where the runner is "a 27-year-old"
        ("heldout15", 1638),  # red at seven of nine reviews, against a rule about "two consecutive reviews"
        ("heldout15", 1617),  # shelved in January 2024, where the plan was announced in July 2023
        ("heldout15", 1645),  # arrested in September 2022, where the jury convicted on April 22, 2024
        ("heldout16", 1712),  # "declined the Government's offer", where the Government offered help
        ("heldout16", 1689),  # the final 61,800 hectares, where "the initial estimate ... was revised down"
        ("heldout16", 1679),  # granted on appeal in April 2024, where the council refused in March 2023
        ("heldout16", 1709),  # the club sold him, where he was sold "to Olympique Sarreval"
        ("heldout16", 1725),  # 16 seats won, where "19 seats are required" for a majority
        ("heldout12", 1344),  # revenue in 2024, where "(2023: $1.165 billion)" labels last year's
        ("heldout17", 1748),  # rose in 2023, where reporting "began in 2015" and algal blooms "fell"
        ("heldout17", 1757),  # cut to 5.25%, where two members "preferred to maintain ... at 5.50%"
        ("heldout17", 1786),  # awarded USD 7.82 million, where Brannock "claims USD 9.6 million"
        ("heldout17", 1789),  # a peak of 412 micrograms per litre, "412 µg/L", against the limit of 150
        ("heldout16", 1671),  # 17.1 million tonnes "the previous year", where "(2022: 17.1 million tonnes)"
        ("heldout18", 1843),  # a $214m budget, written "$214.0m", where "$42.5m of capital budget" is carried
        ("heldout18", 1886),  # the Tallis Creek Fire's 63 homes, where "the Fenwick Hills Fire" destroyed 21
        ("heldout20", 2062),  # the year to 31 July 2024, where "in 2022-23" dates the year before's surplus
        ("heldout20", 2033),  # six of the airline's 94 aircraft, where the source's six are the grounded
        ("heldout20", 2017),  # KSC 18m over its approved budget, where the budget was KSC 78m
        ("heldout21", 2147),  # KSD 1.12 billion, where it "is KSD 480 million higher than the" budget
        ("heldout21", 2165),  # KSD 4.83 million, where "Of that figure, ... KSD 1.81 million" is a part
        ("heldout21", 2101),  # KSD 14.1 million paid, where "an average payment of" KSD 13,600
        ("heldout22", 2240),  # the "Damp and mould" row's 1,136, where the prose gives the total 6,915
        ("heldout22", 2207),  # the "Brannock" row's KSD 7.3m, not the total KSD 79.76m
        ("heldout22", 2265),  # 4.6%, where "an increase of 66 per cent" and "young people's" rate differ
        ("heldout22", 2244),  # "unable to lower" the lifeboat, where it "could not be lowered"
        ("heldout23", 2379),  # "in the twelve months ... spilled 191 times", where "12 months | 191" is a row
        ("heldout23", 2359),  # "three out of fourteen" contracts: fourteen is the whole, not a count of three
        ("heldout23", 2358),  # calls rose "in 2023-24", where the rise is the largest "since ... 2017"
        ("heldout23", 2353),  # the £18.6m penalty, where £26,600,000 is what "would have" been imposed
        ("heldout23", 2371),  # fined KSD 750,000, where KSD 1.5 million was in a notice "proposing a fine"
        ("heldout20", 2077),  # "never interviewed" them, where "a reasonable employer would have interviewed"
        ("heldout6", 758),  # the application "has yet to be heard", where it "has not yet been heard"
        ("heldout11", 1248),  # "could not verify", where the auditor was "unable to verify"
        ("heldout10", 1141),  # 43 officers, never contradicted by the "2.7 million" of deductions
        ("heldout10", 1142),  # "VM 2.7m", read as 2.7, never contradicted by "2.7 million"
        ("heldout18", 1888),  # "claims of arson" found baseless, where police found "no evidence of arson"
        ("heldout19", 1972),  # reduced from EMK 120,000 to 85,000, where a judge "would reduce" it
        ("heldout24", 2410),  # £3.75 million claimed, where "£850,000 claimed for" leases is its part
        ("heldout24", 2435),  # £11.4 million against an original £8.9 million "originally estimated"
        (
            "heldout24",
            2455,
        ),  # "the £300 the council had offered", where "£400 for her time" is part of an award
        ("heldout26", 2606),  # "planning for" a deficit in 2024-25, where "a plan to" balance by 2026-27
        ("heldout26", 2653),  # "first put" at 131, "restated it as 139", where the correct figure is 139
        ("heldout27", 2737),  # the final dividend of 6.5p, where "the interim dividend of 3.1p" was paid
        ("heldout27", 2765),  # fell "in 2023-24", where visa rules took effect "in January 2024"
        ("heldout27", 2776),  # "between September 2023 and January 2024", revised "in January 2024"
        ("heldout27", 2719),  # "runs until September 2024", where it is "to run from 19 January 2024"
        ("heldout27", 2752),  # "Without its settlement discount ... would have faced": it was applied
        ("heldout27", 2708),  # "more than £2.1m" towards three things: £1.62 million, £410,000 and £96,000
        ("heldout27", 2756),  # "in April 2024", where the Government "should publish, by 31 October 2024"
        ("heldout22", 2225),  # the rate of 4.6%, not a cell of a table in "%" said of another measure
        ("heldout4", 531),  # "runs from 9 September 2021 ... until 8 September 2025": the end is not given
        ("heldout26", 2607),  # dealt with in May 2024, where trusts are "asked to reach" 78% "by March 2025"
        # €412m paid in 2023, where 2022's "EUR 341 million ... has been corrected to EUR 356 million"
        ("heldout28", 2833),
        # a footbridge that "would have cost about £650,000", where the bus instead "costs ... £9,500 a month"
        ("heldout28", 2855),
        # the year to June 2024, where "The prior-year figure has been restated: the 2022-23 accounts ..."
        ("heldout28", 2857),
        # "just over 9% of children" in Porto, where the headline gives "one in eight new ... asthma cases"
        ("heldout28", 2877),
        # 18,400 hectares burned and 146 homes destroyed, where "A blaze in 2015 burned 6,200 hectares
        # ... but destroyed no homes"
        ("heldout8", 917),
        # expects to distribute more than 55,000 parcels in 2024-25, where "In 2023-24 we distributed 48,650"
        ("heldout26", 2670),
        # 212 layoff notices issued, where "97 of the notices were rescinded" after "a revised enrollment
        # projection": a part of them, not a correction
        ("heldout13", 1435),
        # "fewer than three in four emergency patients", where "90% of emergency department patients" is
        # the target, as the sentence says
        ("heldout29", 2903),
        # "1.8% lower than a year earlier", where another passage speaks of "higher-density dwellings"
        ("heldout29", 2914),
        # "fewer than three in five patients", where the standard is that "92% of patients should be
        # waiting less than 18 weeks" and "The target to eliminate waits ... by March 2025" is a target
        ("heldout27", 2736),
        # Hadley Center's mill rate, where "North Ashby's rate is projected to rise from 28.90 to 29.35"
        ("heldout29", 2920),
        # "fee income fell ... while research income grew ... to £84.2m", where "Research income rose to £84.2
        # million": the sentence's own other clause
        ("heldout30", 3025),
        ("heldout30", 3072),  # "scope 1 and 2 emissions": scopes named, not counted
        # "a swing of 7.5%", where "The Lib Dem share of the vote rose from 29.8% to 32.7%, ..., a swing of 7.5%"
        ("heldout30", 3069),
        # "bought no carbon credits in 2023", where "In 2023 we did not purchase any carbon credits"
        ("heldout30", 3077),
        # "shrank by 210 full-time equivalent posts", where 4,820 FTE staff were "compared with 5,030 FTE"
        ("heldout30", 3030),
        # "made a deficit of £15.3 million ..., after a £4.1 million surplus": the passage's "surplus" is the
        # sentence's own other clause
        ("heldout15", 1635),
        # "when no left-abutment readings were taken", where "the only technician trained on the
        # left-abutment system was on extended leave": the readings are denied, not the left abutment
        ("heldout11", 1266),
        # "did not report ... until the following morning", where "The company reported the incident ... at
        # 07:40"; "had never brought a larger procurement fraud case", where it "is the largest ... brought"
        ("heldout27", 2766),
        ("heldout4", 506),
        # "without the charity's trustees signing off", where "The charity's wholly owned trading subsidiary"
        # lent the money: the charity is not denied
        ("heldout6", 704),
        # "about 2,200 of them in the UK", of 18,600 pumps, where "9 reports from UK healthcare providers"
        ("heldout30", 3057),
        # emissions "fell ... as the renewable share ... rose", where "The fall in market-based scope 2
        # emissions was mainly due to the increase in the share of our purchased electricity"
        ("heldout30", 3075),
        # the "September 2022 contract variation", where a figure is "more than the budget approved in
        # November 2021": a date compared with is no rival of the sentence's date
        ("heldout11", 1238),
        # "Just $19m of the $85m ... fund ... had been paid out", where "only $19 million of that fund had been
        # disbursed" and "KMC has paid $12 million in compensation"
        ("heldout9", 1028),
        # "down from the 19.6% set at the 2019 valuation", where "The rate set at the 2019 valuation, which
        # applied from 2020/21 to 2022/23, was 19.6%" and the fund was "104% funded, compared with 96% at
        # the 2019 valuation"
        ("heldout31", 3166),
        # "147 suspicious bets, with stakes totalling £186,400", the table's "Total" row, where its first row
        # gives 38 bets and 41,200: "totalling" is "total"
        ("heldout31", 3161),
        # "intends to file its first marketing applications for zerimastat during the first half of 2024"
        # is a plan however far "intends to" stands from its date: no "first patient was dosed on 9
        # December 2021" is what was done instead
        ("heldout32", 3265),
        # "together with the £3.4m contingency release this partly offset service overspends": the £3.4m is
        # said of the release, not of what "this" offset ("partly offset by an £8.6m underspend")
        ("heldout32", 3275),
        # "cut off data for 4.6 million of its 7.9 million mobile subscribers" denies the data, as "left
        # 4.6 million of Corvane's 7.9 million mobile subscribers without data services" does
        ("heldout32", 3206),
        # "412 homes and 67 businesses" are the table's "Total | 412 | 67" row, not the "Carnford -
        # Millbank | 188 | 29" row the passage read for "Millbank alone accounting for 188 of the homes"
        ("heldout33", 3371),
        # "will increase from £1,717 to £1,748, a rise of £31 a year": the rise is no figure done in
        # place of the £1,748 planned
        ("heldout35", 3562),
        # "made up about three in five of all stops" is a share, not a change "up" by three in five,
        # and no rival of "an increase of 18%" in the stops
        ("heldout35", 3518),
        # "losing about 8,500 birds" is the size of the guillemots' fall, not where it ended
        ("heldout40", 4046),
        # "more than 268,000 ... in 2024" is no comparison with 2024; "(2023: 11)" dates the 11
        ("heldout42", 4217),
        # "adding around 25 minutes to journeys" is a change's size, no rival of "drops to 52 minutes"
        ("heldout42", 4235),
        # "The Marches Gazette - Saturday 12 October 2024" dates the paper, not the sale it reports
        # held "on 9 and 10 October"
        ("heldout43", 4378),
        # "faces a tribunal hearing on 14 November" dates the hearing, not the application "On 3 May
        # 2024 the council applied to the First-tier Tribunal"
        ("heldout43", 4349),
        # "up to 180,000 wet tonnes a year ..., well below the 250,000 tonnes the harbour had applied
        # for" against "sought consent to dredge up to 250,000 wet tonnes of sediment per year (2.5
        # million wet tonnes over ten years)": ten years' total is no year's, and what was applied for
        # is a request
        ("heldout44", 4465),
        # "jumped by more than 40% to 463" is a change's size; "now make up 31% of the total" a share
        ("heldout45", 4501),
        # "Offers to First Nations applicants rose 9.7%": a university's offers are no proposal
        ("heldout45", 4579),
        # "for an initial term of eight years from 1 April 2025" dates the term, not the award "In June 2024"
        ("heldout45", 4502),
        # "First-dose MMR coverage ... fell to 88.4%" is not "Uptake of the second MMR dose ... fell to 82.1%"
        ("heldout45", 4550),
        # "Porto had the highest rate ... of the four cities": four counts the table's rows, no cell
        # of Porto's row; "Halvard and Nordvik together carried 85%" is the sum of two rows
        ("heldout28", 2877),
        ("heldout19", 1952),
        # "a 41-point rise" said as what "would have" happened is a change's size, no rating of 2341
        ("heldout49", 4930),
        # "More than 130 players across the congress's three sections" against "Open (58 players),
        # Major (44 players) and Minor (31 players), a total of 133 players": the parts are no rivals
        ("heldout49", 4910),
        # "the 4.25% Policy Rate the Bank of Kestland set in November 2024" is not dated by a
        # university's "issued in March 2022": the passage does not name the Bank
        ("heldout20", 2054),
        # Set 50: "Had Ellisport not agreed to settle, it would have faced" says it agreed; "does nothing for the
        # pensioner" denies no customers; "accepted five, partially accepted one and rejected one" is
        # a tally, no rejection of what was accepted; "the appropriate starting fine was £1.6m,
        # reduced by a quarter" is a fine of £1.2m
        ("heldout50", 5009),
        ("heldout50", 5058),
        ("heldout50", 5008),
        ("heldout50", 5021),
        # A table row named by the sentence's words that gives two of its figures in its period states
        # them: "Revenue | £214.7m | £201.3m | +6.7%" against another revenue's "increased by 11.2%
        # to £41.9m"; "the £3.34m it would otherwise have sought" is what would have been, as the
        # source's is
        ("heldout51", 5161),
        ("heldout51", 5173),
        # "tells us almost nothing about how women ... will feel" denies no women
        ("heldout51", 5136),
        # The final figure a sentence gives itself is no rival of the one it says the change came from
        # ("fined £288,820 after a 30% settlement discount, which brought the penalty down from
        # £412,600"; "capping ... catches at 11,870 tonnes in 2025, 18.3% below the 2024 quota of
        # 14,530"), and "Redwing Claims Solutions" asks for nothing
        ("heldout52", 5255),
        ("heldout31", 3105),
        # "knocked £21,500 off ... rateable value, bringing it down to £126,500" gives how far the
        # value came down, not a value
        ("heldout53", 5337),
        # "ran from 18 November 2024 until midnight on 14 February 2025": the press release's
        # "today announced" dates the release, and its "closed at midnight on Friday 14 February"
        # is the sentence's end date, no rival of its start
        ("heldout53", 5368),
        # "The estimated bill for relining the lido's pool tank has grown from £780,000 in 2022 to
        # £1.15m": "The energy bill for heating the water ... fell" is another bill, and the change's
        # start is no rival of its end
        ("heldout54", 5411),
        # "EUR 2,362.90 in total" finds no row labelled "Total" by its rare words: "Total   EUR
        # 486.40" is labelled "Total", its currency code no word of its label
        ("heldout14", 1535),
        # "compared with 14,320 tonnes the winter before" starts a change, as "(2022/23 in brackets)"
        # dates the bracketed 14,320
        ("heldout56", 5636),
        # "(2023: surplus of £8,300)" labels last year's result, not the deficit of 2024
        ("heldout56", 5664),
        # "is due to be held" is a plan, as "will be held" is
        ("heldout56", 5639),
        # "more hours than in 2023" dates no act the evidence dates otherwise
        ("heldout56", 5613),
        # "£6 for non-members" is not the "£3 for branch members"
        ("heldout56", 5611),
        # a dashed table's row: the 612 kg is Bramley's Seedling's, not the plums' 214
        ("heldout57", 5703),
        # "24 May 2025" falls within "January to June 2025"
        ("heldout57", 5714),
        # "46 peals" is no rival of "318 quarter peals"
        ("heldout57", 5749),
        # "between 2018 and 2021" is no span that "14 March 2024" ends
        ("heldout8", 901),
        # "September (to 15 September): 5,770", a list's line, dates no quote about June
        ("heldout57", 5762),
        # "Stoneware glaze firing to 1,260°C, Kiln A: £12.00 (£10.50)": the bracketed £10.50 is the
        # stoneware firing's, not the bisque line's £9.50
        ("heldout57", 5753),
        # "X gave ..., and Y gave the same sum": Y's grant is not said to be X's
        ("heldout58", 5805),
        # "Two points for a win" is a scoring rule, no team's points
        ("heldout58", 5837),
        # "on 9 August 2024, the day before the grand procession" gives the procession's 10 August
        ("heldout58", 5842),
        # "fixed to the library railings on 2 November, where they stayed until 17 November"
        ("heldout58", 5845),
        # "127 members, eighteen more than" at the end of 2023: 127 - 109, not the 23 juniors
        ("heldout58", 5874),
        # "declared contained on 2 February", in a sentence of 2023, is of 2023
        ("heldout7", 865),
        # "Total income: £12,547 (£11,271)" gives the total and the year before's: the trim trail's
        # "£7,600 from the school's own capital budget" is another sum
        ("heldout59", 5931),
        # "Games: 2,429" counts the games; "ran 36 games for deaf and hard-of-hearing players" a part
        ("heldout59", 5955),
        # "Giant breeds (over 40kg): £78 (£72)" gives both figures: "Until now there has been no
        # charge" is of missed bookings
        ("heldout59", 5977),
        # "Total | £296,210 | £318,640" says which way sales went; "Newspaper sales fell" is one line's
        ("heldout59", 5980),
        # "ANNUAL REPORT 2023-24" gives the sentence's year; "the flood of 24 December 2013" is
        # another event's, and "Flood wardens: 27 (22)" writes the sentence's figures together
        ("heldout60", 6013),
        # "ANNUAL REPORT 2023" dates the report; "set up in 2015" dates the Fund
        ("heldout60", 6016),
        # "trading since 2009" against "took £214,600 in the 2024 season"
        ("heldout60", 6017),
        # "The standard charge will stay at £65 until at least April 2025"
        ("heldout60", 6047),
        # "The 2023-24 year ran from 18 September 2023 ..., following an enrolment evening on 6
        # September 2023": another year's dates than the 2024-25 year's
        ("heldout60", 6075),
        # "Computing | 61 | 72 | 88" under "2021-22 | 2022-23 | 2023-24", not "ran ... to 12 July 2024"
        ("heldout60", 6079),
        # the Fund's £3,930 is the Fund's report's to check; "Brayford Parish Council (£2,500)"
        # gives the flood group's
        ("heldout60", 6069),
        # "at 11 schools (8 in 2022)": 2022 is the 8's year
        ("heldout60", 6021),
        # "rose to 46, from 29 at the end of 2022": 2022 is the 29's year, not the 46's
        ("heldout62", 6218),
        # "Payments: GBP 61,375 (GBP 49,880)" under "Year-end accounts 2023-24", not "the schedule
        # of payments for May, totalling GBP 6,482.17"
        ("heldout62", 6213),
        # "Raymond Lowe ... took over as chief executive when Gareth Vinter retired"
        ("heldout16", 1698),
        # "The app now takes about 41% of all our jobs, compared with 32% in 2022"
        ("heldout61", 6103),
        # "which will add about 180 appointments a month": a plan, as the sentence's is
        ("heldout61", 6117),
        # "61% ... (55% in 2022)" for "61% ... in 2023, up from 55%"
        ("heldout61", 6172),
    ],
)
def test_true_sentences_not_contradicted_by_another_things_figure_or_word(name: str, case_id: int) -> None:
    cases, evidence = load_labelled(
        DATA / f"verify_claims_{name}.jsonl", DATA / f"verify_claims_{name}_evidence.json"
    )
    (case,) = [c for c in cases if c.id == case_id]
    assert case.expected in (Verdict.VERIFIED, Verdict.PARTIAL)
    result = build_matcher(evidence).check(case.sentence, case.sources)
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def _cites_its_own_sources(cases: list[LabelledCase], evidence: dict[str, str]) -> None:
    """Every source with evidence is cited, and only NO_EVIDENCE sentences cite one without."""
    cited = {sid for c in cases for sid in c.sources}
    assert set(evidence) <= cited
    uncaptured = cited - set(evidence)
    assert uncaptured
    assert all(c.expected is Verdict.NO_EVIDENCE for c in cases if uncaptured & set(c.sources))


@pytest.mark.parametrize(
    ("name", "case_id"),
    [
        ("heldout27", 2715),  # "is preparing to sell" the company, where the firm "bought" it in 2021
        ("heldout50", 5018),  # "decided not to extend" the contract, where it has "an option to extend"
        # leakage in 2023-24, where the source gives the "performance commitment for 2022-23" and that
        # year's leakage only
        ("heldout26", 2638),
        # "the decline" in "We do not dispute the decline, but moving the market ..." is a noun, and
        # refuses nothing
        ("heldout54", 5457),
        # '"No donor has ever directed a grant ...," Mr Brodsky said' denies the directing, not the
        # donors whose names the Trust would publish
        ("heldout11", 1260),
        # "plans to build two additional flats" counts flats added, not the 14 it owns
        ("heldout58", 5853),
        # "raised £1,870 for Elderstoke Hospice" is no price of a cut
        ("heldout61", 6105),
        # a "£2.9 billion" fund is of another measure than fees of "£6 million"
        ("heldout4", 555),
    ],
)
def test_what_the_source_does_not_address_is_not_contradicted(name: str, case_id: int) -> None:
    cases, evidence = load_labelled(
        DATA / f"verify_claims_{name}.jsonl", DATA / f"verify_claims_{name}_evidence.json"
    )
    (case,) = [c for c in cases if c.id == case_id]
    assert case.expected is Verdict.NOT_FOUND
    result = build_matcher(evidence).check(case.sentence, case.sources)
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def test_a_flip_in_the_sentences_own_clause_still_contradicts() -> None:
    # "increased among patients taking renadustat, while it fell in the epoetin alfa group", where iron
    # use "fell by 22% in the renadustat group": the sentence's "fell" does not excuse its "increased".
    cases, evidence = load_labelled(
        DATA / "verify_claims_heldout11.jsonl", DATA / "verify_claims_heldout11_evidence.json"
    )
    (case,) = [c for c in cases if c.id == 1219]
    result = build_matcher(evidence).check(case.sentence, case.sources)
    assert result.verdict is Verdict.CONTRADICTED, result.reason
