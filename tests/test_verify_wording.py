"""VERIFIED needs the sentence's words said in its order: a passage holding every word of the
sentence but saying something else is not proof, and a rewording is left to the judge."""

from __future__ import annotations

import pytest

from investigate.verify.models import Verdict
from investigate.verify.quantities import Kind, extract
from investigate.verify.tokens import stem
from investigate.verify.wording import Word, clauses, ordered_share, said
from tests.verify_support import build_matcher

SOURCES = {
    # Every word of "the Inspectorate fined Redwater Copper $1.15 million" is here; the fine was
    # on the parent company.
    "W001": (
        "The fine follows a separate $1.15 million penalty imposed in November 2023 by the state's "
        "Mine Safety Inspectorate on Korvane Minerals, which owns 70% of Redwater Copper."
    ),
    # A date put first, a company's longer name, a title before a name.
    "W002": (
        "On 21 October 2022, Meridia Health first disclosed the cyber-attack. "
        "Westmarch Constabulary paid Mr Oduro £45,000 in 2023 to settle a civil claim."
    ),
    # The acronym written out.
    "W003": "The Federal Trade Commission fined Meridian Social $5 billion in July 2019.",
    # Passive for active: read in the active voice.
    "W004": "The case was referred to the tribunal by the Independent Office for Police Standards in 2023.",
    # Names given earlier: "the company" refers back, another name said first does not.
    "W005": (
        "Halvern Group owns Halvern Energy Retail. Moira Castell chairs the trustees. "
        "Owen Prisk, the managing director of Halvern Energy Retail, left the company in January. "
        "The trust's finance director, Rachel Amadi-Shore, told the SFA she had raised the issue in 2022."
    ),
    # Passives whose words, read in the active voice, do not say another act: a reporter's verb or
    # an opening phrase before the subject, a run of names broken by a comma or "and", a possessive
    # agent, the "by" of another verb, and an active sentence said of a passive one as written.
    "W007": "Initech said Acme was acquired by Globex.",
    "W008": "Unlike Initech, Acme was fined £2 million by Ofcom in 2022.",
    "W009": "Acme was fined by Ofcom and Initech paid the penalty.",
    "W010": "Acme was fined by Ofcom, Reuters reported.",
    "W011": "Acme was acquired by Globex's parent, Initech.",
    "W012": "Acme was sued in a case backed by Globex.",
    "W013": "Initech founded Globex and acquired Acme.",
    # An agent described, not named, is read in the active voice too.
    "W014": "Acme was fined £2 million by the regulator in 2022.",
    "W015": (
        "Cambridge Analytica was funded by the hedge fund billionaire Robert Mercer and filed for "
        "insolvency in May 2018."
    ),
    # A cleft and a participle for a plain act: true, but a rewording the matcher does not prove.
    "W006": "It was to the tribunal that the case went in 2023, referred there by the Independent Office for Police Standards.",
}


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        (
            "The Mine Safety Inspectorate fined Redwater Copper $1.15 million in November 2023.",
            "W001",
            Verdict.NOT_FOUND,
        ),
        (
            "A $1.15 million penalty was imposed by the Mine Safety Inspectorate on Korvane Minerals.",
            "W001",
            Verdict.VERIFIED,
        ),
        ("Meridia first disclosed the cyber-attack on 21 October 2022.", "W002", Verdict.VERIFIED),
        (
            "Westmarch Constabulary paid Oduro £45,000 in 2023 to settle a civil claim.",
            "W002",
            Verdict.VERIFIED,
        ),
        ("The FTC fined Meridian Social $5 billion in July 2019.", "W003", Verdict.VERIFIED),
        ("Meridian Social fined the FTC $5 billion in July 2019.", "W003", Verdict.NOT_FOUND),
        (
            "The Independent Office for Police Standards referred the case to the tribunal in 2023.",
            "W004",
            Verdict.VERIFIED,
        ),
        (
            "The Independent Office for Police Standards referred the case to the tribunal in 2023.",
            "W006",
            Verdict.NOT_FOUND,
        ),
        (
            "Owen Prisk, the managing director of Halvern Group, left the company in January.",
            "W005",
            Verdict.NOT_FOUND,
        ),
        (
            "Owen Prisk, the managing director of Halvern Energy Retail, left in January.",
            "W005",
            Verdict.VERIFIED,
        ),
        ("Moira Castell told the SFA she had raised the issue in 2022.", "W005", Verdict.NOT_FOUND),
        ("Globex acquired Initech.", "W007", Verdict.NOT_FOUND),
        ("Ofcom fined Initech £2 million in 2022.", "W008", Verdict.NOT_FOUND),
        ("Initech fined Acme.", "W009", Verdict.NOT_FOUND),
        ("Reuters fined Acme.", "W010", Verdict.NOT_FOUND),
        ("Globex acquired Acme.", "W011", Verdict.NOT_FOUND),
        ("Globex sued Acme.", "W012", Verdict.NOT_FOUND),
        ("Acme fined Ofcom.", "W010", Verdict.NOT_FOUND),
        ("Globex, which was founded by Initech, acquired Acme.", "W013", Verdict.NOT_FOUND),
        ("The regulator fined Acme £2 million in 2022.", "W014", Verdict.VERIFIED),
        ("Acme fined the regulator £2 million in 2022.", "W014", Verdict.NOT_FOUND),
        ("Cambridge Analytica filed for insolvency in May 2018.", "W015", Verdict.VERIFIED),
        ("Robert Mercer filed for insolvency in May 2018.", "W015", Verdict.NOT_FOUND),
    ],
)
def test_verified_needs_the_words_in_order(sentence: str, source: str, verdict: Verdict) -> None:
    result = build_matcher(SOURCES).check(sentence, [source])
    assert result.verdict is verdict, result.reason


def test_a_rewording_says_why_and_points_at_the_passage() -> None:
    result = build_matcher(SOURCES).check(
        "The Independent Office for Police Standards referred the case to the tribunal in 2023.", ["W006"]
    )
    assert "not said in its order" in result.reason
    assert result.quotes and "referred there by" in result.quotes[0].text


def _share(sentence: str, evidence: str) -> float:
    words = clauses(sentence, lambda _word: 1.0)
    raws = evidence.replace(",", "").replace(".", "").split()
    return ordered_share(words, [said([stem(r.lower()) for r in raws], raws)]).share


def test_each_clause_is_matched_on_its_own() -> None:
    # Two clauses said in the other order are each in order: the whole share.
    assert _share("Smith resigned and Jones took over", "Jones took over after Smith resigned") == 1.0
    # One clause said backwards keeps only its longest in-order run.
    assert _share("Smith sued Jones", "Jones sued Smith") < 0.7


def test_words_far_apart_are_not_said_together() -> None:
    near = "the board approved the budget"
    far = "the board met on Monday and after long and heated talks about staff finally approved a budget"
    assert _share(near, near) == 1.0
    assert _share(near, far) < 0.7


def test_clause_words_carry_weights_and_figures() -> None:
    found = clauses("Acme paid $5 million in 2021.", lambda word: 2.0, [(10, 22)])
    assert [w.stem for w in found[0]] == ["acm", "pay", "5", "million", "2021"]
    assert all(isinstance(w, Word) and w.weight == 2.0 for w in found[0])
    assert [w.figure for w in found[0]] == [False, False, True, True, False]


def test_a_day_without_a_year_is_a_date() -> None:
    # "on 21 November" is the date of another event, not a count of 21 that nothing can rival.
    (day,) = extract("A week later, on 21 November, the exchange was placed into administration.")
    assert day.kind is Kind.TIME and (day.day, day.month, day.year) == (21, 11, None)


@pytest.mark.parametrize(
    ("evidence", "sentence", "contradicted"),
    [
        # A table's "Failed" column, and "46 failed", deny nothing (set 46 #4648).
        ("Fuel type        Tested    Failed    Failure rate\nDiesel             563        46         8.2%",
         "Of the 563 diesel dispensers tested, 46 failed, a failure rate of just over 8%.", False),
        ("Three lifts failed inspection in March 2024.", "Three lifts had an inspection in March 2024.", False),
        # "failed to", and "failed as supervisor to", still deny what follows.
        ("The company failed to file its accounts on time.", "The company filed its accounts on time.", True),
        ("Sergeant Pryce failed as supervisor to review the report.", "Sergeant Pryce reviewed the report.", True),
        # A sentence's verb said only as tried asserts nothing a failure denies; one said done does.
        ("Harlow Group made a failed bid to buy Trenton Mills in 2021.",
         "Harlow Group made a bid to buy Trenton Mills in 2021.", False),
        ("Harlow Group made a failed bid to buy Trenton Mills in 2021.",
         "Harlow Group tried to buy Trenton Mills in 2021.", False),
        ("Harlow Group made a failed bid to buy Trenton Mills in 2021.",
         "Harlow Group bought Trenton Mills in 2021.", True),
    ],
)  # fmt: skip
def test_only_failing_to_do_something_denies_it(evidence: str, sentence: str, contradicted: bool) -> None:
    result = build_matcher({"W090": evidence}).check(sentence, ["W090"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


@pytest.mark.parametrize(
    ("evidence", "contradicted"),
    [
        # A passage sentence that shares only the denied word is about something else (set 46 #4615).
        ('Motorists cannot check a litre for themselves, so they rely on us to do it."\n\nThe Authority '
         "will for the first time test electric vehicle charging points.", False),
        ("The Authority will not check electric vehicle charging points.", True),
    ],
)  # fmt: skip
def test_a_denial_of_something_else_denies_nothing(evidence: str, contradicted: bool) -> None:
    result = build_matcher({"W091": evidence}).check(
        "The Authority will check electric vehicle charging points.", ["W091"]
    )
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 51 #5136: "tells us almost nothing about how women ... will feel" denies no women.
        ("Councillor Maryam Siddiq said the pilot said little about how women and shift workers would feel.", False),
        # ... and the passage still denies what the sentence says was told.
        ("Councillor Maryam Siddiq said the pilot tells us nothing about how women would feel walking home.", False),
    ],
)  # fmt: skip
def test_nothing_about_something_denies_only_the_telling(sentence: str, contradicted: bool) -> None:
    evidence = (
        'Opposition councillor Maryam Siddiq said: "The Brackley Vale pilot was six months in a single '
        "ward. It tells us almost nothing about how women and shift workers in the rest of the county "
        'will feel walking home in the dark."'
    )
    result = build_matcher({"W091": evidence}).check(sentence, ["W091"])
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
