from __future__ import annotations

import json
from pathlib import Path

import pytest

from investigate.verify.index import MAX_CHUNK_TOKENS, EvidenceIndex, chunk_source
from investigate.verify.matcher import Matcher
from investigate.verify.models import Verdict
from investigate.verify.parts import claim_parts
from tests.verify_support import build_matcher, check_against

FILLER = "Markets moved sideways while analysts debated the outlook for the sector. " * 800
EVIDENCE = {
    "S001": (
        "FTX Trading Ltd. filed for Chapter 11 bankruptcy in Delaware on November 11, 2022. "
        "The exchange had about 1.2 million customers.\n"
        "Sam Bankman-Fried resigned as chief executive the same day.\n"
        + FILLER
        + "\nA jury in Manhattan convicted Bankman-Fried on all seven counts on November 2, 2023."
    ),
    "S002": "Regulators did not approve the merger. The company reported revenue of $3.5 billion in 2021, "
    "up 45% from a year earlier.",
    "S003": "The exchange allegedly misused customer deposits, prosecutors said.",
    "S004": "Caroline Ellison ran Alameda Research, the trading firm, from 2021.",
    "S005": "Globex Corporation acquired Acme Robotics in 2021 for $1.4 billion, the companies said in a joint statement.",
    "S006": "In 2021 Acme Robotics was acquired by Globex Corporation for $1.4 billion, the companies said.",
}


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return build_matcher(EVIDENCE)


@pytest.mark.parametrize(
    ("sentence", "sources", "verdict"),
    [
        ("FTX filed for bankruptcy on November 11, 2022.", ["S001"], Verdict.VERIFIED),
        ("FTX filed for bankruptcy on November 12, 2022.", ["S001"], Verdict.CONTRADICTED),
        ("FTX filed for bankruptcy in 2021.", ["S001"], Verdict.CONTRADICTED),
        ("A jury convicted Bankman-Fried on five counts.", ["S001"], Verdict.CONTRADICTED),
        ("Regulators approved the merger.", ["S002"], Verdict.CONTRADICTED),
        ("Regulators did not approve the merger.", ["S002"], Verdict.VERIFIED),
        ("The company reported revenue of $4.1 billion in 2021.", ["S002"], Verdict.CONTRADICTED),
        ("The company reported revenue of $3.5 billion in 2021.", ["S002"], Verdict.VERIFIED),
        ("The exchange misused customer deposits.", ["S003"], Verdict.PARTIAL),
        ("Elon Musk bought Twitter for $44 billion.", ["S001"], Verdict.NOT_FOUND),
        ("FTX filed for bankruptcy.", ["S099"], Verdict.NO_EVIDENCE),
        # A passive sentence is said by an active passage, and the other way round ...
        ("Acme Robotics was acquired by Globex Corporation for $1.4 billion.", ["S005"], Verdict.VERIFIED),
        ("Globex Corporation acquired Acme Robotics for $1.4 billion.", ["S006"], Verdict.VERIFIED),
        # ... but never with the parties exchanged
        (
            "Globex Corporation was acquired by Acme Robotics for $1.4 billion.",
            ["S005"],
            Verdict.CONTRADICTED,
        ),
        ("Acme Robotics acquired Globex Corporation for $1.4 billion.", ["S006"], Verdict.CONTRADICTED),
    ],
)
def test_verdicts(matcher: Matcher, sentence: str, sources: list[str], verdict: Verdict) -> None:
    result = matcher.check(sentence, sources)
    assert result.verdict is verdict, result.reason


def test_long_evidence_is_searched_to_the_end(matcher: Matcher) -> None:
    text = EVIDENCE["S001"]
    assert len(text) > 50_000  # far past the old 30,000-character cut
    result = matcher.check("A jury convicted Bankman-Fried on all seven counts.", ["S001"])
    assert result.verdict is Verdict.VERIFIED
    quote = result.quotes[0]
    assert quote.start > 50_000
    assert text[quote.start : quote.end] == quote.text
    assert (
        quote.text == "A jury in Manhattan convicted Bankman-Fried on all seven counts on November 2, 2023."
    )


def test_offsets_point_exactly_at_every_quote(matcher: Matcher) -> None:
    for sentence, sources in [
        ("The company reported revenue of $3.5 billion in 2021.", ["S002"]),
        ("FTX filed for bankruptcy on November 12, 2022.", ["S001"]),
        ("Sam Bankman-Fried resigned as chief executive.", ["S001", "S002"]),
    ]:
        result = matcher.check(sentence, sources)
        assert result.quotes
        for quote in result.quotes:
            assert EVIDENCE[quote.source][quote.start : quote.end] == quote.text


def test_two_sources_together_support_a_compound_sentence(matcher: Matcher) -> None:
    result = matcher.check(
        "FTX filed for bankruptcy in Delaware, and Caroline Ellison ran Alameda Research.", ["S001", "S004"]
    )
    assert result.verdict is Verdict.VERIFIED
    assert {q.source for q in result.quotes} == {"S001", "S004"}


def test_every_source_that_verifies_is_named_and_the_best_quote_is_given() -> None:
    # Once one source verifies, the others are still read for whether they verify too.
    matcher = build_matcher(
        {
            "S030": (
                "Revenue at Halden Foods rose 12% to £480 million in 2023, the annual report said, in "
                "a year the board spent mostly arguing with its largest shareholders about pay."
            ),
            "S031": "The council spent £3.4 million on agency staff between 2019 and 2022.",
            "S032": "Revenue at Halden Foods rose 12% to £480 million in 2023.",
        }
    )
    result = matcher.check(
        "Revenue at Halden Foods rose 12% to £480 million in 2023.", ["S030", "S031", "S032"]
    )
    assert result.verdict is Verdict.VERIFIED
    assert result.supporting_sources == ["S030", "S032"]
    assert [q.source for q in result.quotes] == ["S032"]


NEWSROOM = {
    "S010": (
        "Revenue at Halden Foods rose 12% to £480 million in 2023, while operating profit fell 4% to "
        "£31 million. The board approved a dividend of 8p per share, up from 6p. Chief executive Mara "
        "Olsen said the company had cut 140 jobs at its Wexford plant."
    ),
    "S011": (
        "The regulator fined Castor Bank £12 million in March 2024. It had initially proposed a "
        "penalty of £17 million. Castor Bank said it would not appeal. The bank's former chairman, "
        "Ivo Renn, was banned from senior roles for five years."
    ),
    "S012": (
        "Between 2019 and 2022 the council spent £3.4 million on agency staff. In 2023 it spent £1.1 "
        "million. The number of permanent planners rose from 14 to 21."
    ),
    "S013": (
        "The trial enrolled 412 patients, of whom 198 received the drug. Serious side effects were "
        "reported in 12 patients in the drug group and 9 in the placebo group. The study was funded "
        "by Orvane Pharma."
    ),
    "S014": (
        "Police arrested three men on 4 June 2024. Two were later charged; the third was released "
        "without charge. The court heard that the men had stolen goods worth at least £90,000."
    ),
}


def test_two_passages_never_join_a_denial_to_a_statement() -> None:
    # "fine" is in one sentence, "Castor Bank said it would ... appeal" in the next, which denies it.
    result = build_matcher(NEWSROOM).check("Castor Bank said it would appeal the fine.", ["S011"])
    assert result.verdict is not Verdict.VERIFIED, result.reason


def test_missing_evidence_for_one_source_is_no_evidence_unless_another_verifies(matcher: Matcher) -> None:
    verified = matcher.check("Regulators did not approve the merger.", ["S002", "S099"])
    assert verified.verdict is Verdict.VERIFIED and verified.missing_evidence == ["S099"]
    unsure = matcher.check("Elon Musk bought Twitter.", ["S002", "S099"])
    assert unsure.verdict is Verdict.NO_EVIDENCE


def test_chunks_are_bounded_and_cover_every_token() -> None:
    text = " ".join(["evidence"] * 1000)  # no full stop at all
    source = chunk_source("S001", text)
    assert all(b - a <= MAX_CHUNK_TOKENS for a, b in source.chunks)
    assert sum(b - a for a, b in source.chunks) == 1000


@pytest.mark.parametrize(
    ("evidence", "said", "flipped"),
    [
        # A word said plainly of someone else does not deny a negation ...
        (
            "Our investigator, Mr Owen Petrakis, issued a provisional view on 24 October 2024. "
            "Ms Ferreira-Holt accepted the provisional view. Borealis did not, and asked for an "
            "ombudsman's decision.",
            "Borealis did not accept the provisional view of Owen Petrakis.",
            "Ms Ferreira-Holt did not accept the provisional view.",
        ),
        # ... and a word denied of someone else does not contradict it.
        (
            "Marcus Elridge was found guilty of fraud by false representation. A third defendant, "
            "Helen Varga, was found not guilty by the jury of misconduct in public office.",
            "The jury found Marcus Elridge guilty of misconduct in public office.",
            "The jury found Helen Varga guilty of misconduct in public office.",
        ),
    ],
)
def test_a_word_said_of_someone_else_neither_denies_nor_contradicts(
    evidence: str, said: str, flipped: str
) -> None:
    matcher = build_matcher({"S020": evidence})
    result = matcher.check(said, ["S020"])
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    denied = matcher.check(flipped, ["S020"])
    assert denied.verdict is Verdict.CONTRADICTED, denied.reason


def test_a_claim_set_apart_by_an_absolute_phrase_is_checked_alone() -> None:
    sentence = (
        "Corran Athletic carried net debt of £97.8m at 30 June 2024, the largest part of it a shareholder "
        "loan from Harlan Sport Investments."
    )
    assert claim_parts(sentence) == ["Corran Athletic carried net debt of £97.8m at 30 June 2024"]


def test_a_verb_before_no_is_what_is_denied() -> None:
    claim = Matcher(EvidenceIndex()).analyse("The group bought no carbon credits in 2023.")
    assert "buy" in claim.negated and "carbon" not in claim.negated
    # ... but "no finding that" leaves what follows unsaid, as "no evidence that" does
    found = Matcher(EvidenceIndex()).analyse("The regulator made no finding that it had been misused.")
    assert "make" not in found.negated


def test_a_negation_before_a_modifier_denies_what_it_describes() -> None:
    analyse = Matcher(EvidenceIndex()).analyse
    claim = analyse("For four weeks no north-wall readings were taken.")
    assert "reading" in claim.negated and "north" not in claim.negated
    claim = analyse("The loan was approved without the charity's trustees signing off.")
    assert "sign" in claim.negated and "charity" not in claim.negated
    # ... but a refusal's object is not denied: "declined Brannock's claim" is "declined the claim"
    assert "claim" not in analyse("It dates from the day Meridian declined Brannock's claim.").negated


def test_a_negation_that_bounds_the_act_does_not_deny_it() -> None:
    analyse = Matcher(EvidenceIndex()).analyse
    # "not ... until" says when it was done; "never ... a larger case than" that this one was brought
    assert not analyse("The firm did not report the failure to the agency until the next morning.").negated
    assert not analyse("The agency had never brought a larger fraud case than this one.").negated
    # ... but "failing to respond to more than 1,900 requests" denies the responding
    assert "respond" in analyse("It was fined for failing to respond to more than 1,900 requests.").negated


def test_a_count_said_as_lost_is_worked_out_as_a_difference() -> None:
    text = (
        "RESULTS BY PARTY\n\nParty | Seats won 2024 | Seats won 2020\n"
        "Carrow People's Alliance | 14 | 9\nIsland Conservative Union | 11 | 16\n"
    )
    result = check_against(text, "The Island Conservative Union lost five of the 16 seats it won in 2020.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason


def test_a_table_row_whose_year_is_its_column_heading_is_looked_at_for_its_figure() -> None:
    text = (
        "Field teams assessed 21,760 ash trees in 2023.\n\n"
        "CROWN CONDITION OF ASSESSED ASH\nCondition class                         2023    2021\n"
        "Class 1 (0-25% crown loss)               14%     23%\nClass 2 (26-50% crown loss)              22%     27%\n\n"
        "Highway authorities felled 46,000 ash trees since 2019, at a cost of about £23 million."
    )
    matcher = build_matcher({"T1": text})
    source = matcher.index.sources["T1"]
    claim = matcher.analyse("Only 23% of the ash trees assessed in the 2023 survey were in crown class 1.")
    rows = [source.text[slice(*source.span(c, c))] for c in Matcher._figure_chunks(claim, source)]
    assert any(row.startswith("Class 1") for row in rows), rows


def test_who_said_it_is_part_of_the_claim() -> None:
    # An inquiry's interim report (held-out set 40): a ward sister, not the chair, said it.
    evidence = json.loads(
        (Path(__file__).parent / "data" / "verify_claims_heldout40_evidence.json").read_text()
    )
    matcher = build_matcher({"S1213": evidence["S1213"]})
    chair = matcher.check(
        "The inquiry chair said nurses had been writing drug charts on the backs of envelopes.", ["S1213"]
    )
    assert chair.verdict is not Verdict.VERIFIED and "chair" in chair.reason, chair.reason
    sister = matcher.check(
        "Ward sister Joanne Pike told the inquiry that nurses were writing drug charts on the backs of envelopes.",
        ["S1213"],
    )
    assert sister.verdict is Verdict.VERIFIED, sister.reason


def test_a_passage_with_few_of_the_words_reports_figures_as_not_stated() -> None:
    # A passage that holds under 30% of the sentence's words is about something else: its figures
    # are not offered as differing from the sentence's, which are reported as not stated.
    matcher = build_matcher(
        {"S040": "Shell reported a profit of $39.9 billion for 2022, more than double its 2021 figure."}
    )
    result = matcher.check(
        "Shell agreed to pay $2 billion to settle pollution claims brought by Nigerian fishing villages.",
        ["S040"],
    )
    assert result.verdict is Verdict.NOT_FOUND
    assert "not in the evidence: $2 billion" in result.reason and "differing" not in result.reason, (
        result.reason
    )


def test_a_passage_with_few_of_the_words_does_not_say_its_figures_are_of_something_else() -> None:
    # Not compared, the figures it writes are not called "said of something else" (review 25).
    evidence = "Turnover at the distillery rose 12% to £40.2m in the year to March 2024. Separately, the pier trust raised £1.1m."
    result = build_matcher({"S041": evidence}).check("Sales climbed 12 per cent to £40.2 million.", ["S041"])
    assert result.verdict is Verdict.NOT_FOUND and "something else" not in result.reason, result.reason


_SHOW_REPORT = (
    "142nd TREVARRICK SHOW - SATURDAY 17 AUGUST 2024\n"
    "SECRETARY'S REPORT to the Annual General Meeting\n\n"
    "1. THE DAY\n"
    "After last year's washout, we were blessed with a dry day. Paying attendance was 11,870, the best "
    "gate since 2019. A total of 214 volunteers stewarded car parks, gates and rings.\n\n"
    "2. ENTRIES\n"
    "Section                2024     2023\n"
    "Cattle                  286      254\n"
    "Sheep                   541      498\n"
    "Goats                    64       71\n"
    "Poultry                 390      412\n\n"
    "3. CHAMPIONS\n"
    "Supreme Champion: Polventon Dahlia, a Limousin heifer exhibited by Kerensa Jago.\n\n"
    "Mrs Jenna Rowe of Trelask Farm has accepted the committee's invitation to be President of the show.\n\n"
    "Lowenna Bray, Show Secretary\nShow Office, 4 Market Street, Trevarrick\n"
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # Set 49 #4932: the row is found by its label, though a later passage holds more words.
        ("Sheep entries at the show rose to 514.", True),
        ("Sheep entries at the show rose to 541.", False),
        # A figure of two rows together is no row's.
        ("Sheep and cattle entries at the show together came to 872.", False),
    ],
)
def test_a_table_row_labelled_with_the_sentences_name_is_read_for_its_figure(
    sentence: str, contradicted: bool
) -> None:
    result = check_against(_SHOW_REPORT, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "'541'" in result.reason


_RESORT = (
    "Mount Kerrin Alpine Resort - 2024 season review\n\n"
    "The resort opened on 14 June and closed on 6 October after a strong snow year. Skier visits rose "
    "9% to 412,000. Revenue for the 2024 season was NZ$38.6m, up from NZ$35.1m in 2023. The board "
    "approved a NZ$12m chairlift replacement for 2026."
)


@pytest.mark.parametrize(
    ("sentence", "shown"),
    [
        # Set 44 #4466, set 49 #4935: a light verb carries little of what is said of the figure.
        ("Revenue came to NZ$41.2m.", "'NZ$38.6m'"),
        ("Skier visits came to 421,000 in the 2024 season.", "'412,000'"),
    ],
)
def test_a_light_verb_does_not_keep_a_wrong_figure_from_being_contradicted(sentence: str, shown: str) -> None:
    result = check_against(_RESORT, sentence)
    assert result.verdict is Verdict.CONTRADICTED, result.reason
    assert shown in result.reason
