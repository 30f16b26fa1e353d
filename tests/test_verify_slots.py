"""Meaning that depends on word positions: opposite verdict words, the agent of "<verb> by X",
and figures said of different companies."""

from __future__ import annotations

import pytest

from investigate.verify.index import chunk_source
from investigate.verify.matcher import Matcher
from investigate.verify.models import Verdict
from investigate.verify.slots import agent_mismatch, opposite_in_slot, outnumbered, relations
from investigate.verify.tokens import stem, tokenize
from tests.verify_support import build_matcher, check_against

EVIDENCE = {
    "T001": (
        "In March 2019 a court in Lyon convicted Dubois of bribing officials and acquitted him of "
        "charges related to tax evasion. He was sentenced to three years."
    ),
    "T002": "The Nordvik ferry was owned by Halvorsen Shipping and chartered to Fjordline.",
    "T003": "The council approved the harbour plan and rejected the stadium plan on May 4, 2021.",
    "T004": "Arcadia Mining reported revenue of $4.2 billion in 2022.",
    "T005": "Belmont Steel reported revenue of $1.7 billion in 2022.",
    "T006": "The museum was designed by Lena Brandt and built by Okafor Construction in 2015.",
    "T007": "The agency did not approve the loan. Marlow Capital was funded by Ivo Renner.",
}


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return build_matcher(EVIDENCE)


@pytest.mark.parametrize(
    ("sentence", "sources", "verdict"),
    [
        # The opposite verdict word governs the sentence's counts, though both words are there.
        ("A court convicted Dubois of charges related to tax evasion.", ["T001"], Verdict.CONTRADICTED),
        ("A court convicted Dubois of bribing officials.", ["T001"], Verdict.VERIFIED),
        ("A court acquitted Dubois of bribing officials.", ["T001"], Verdict.CONTRADICTED),
        ("The council rejected the harbour plan.", ["T003"], Verdict.CONTRADICTED),
        ("The council approved the harbour plan.", ["T003"], Verdict.VERIFIED),
        ("The council approved the stadium plan.", ["T003"], Verdict.CONTRADICTED),
        # Another name in the "by" slot of the same relation.
        ("The Nordvik ferry was owned by Fjordline.", ["T002"], Verdict.CONTRADICTED),
        ("The Nordvik ferry was owned by Halvorsen Shipping.", ["T002"], Verdict.VERIFIED),
        ("Fjordline owned the Nordvik ferry.", ["T002"], Verdict.CONTRADICTED),
        ("The museum was built by Lena Brandt.", ["T006"], Verdict.CONTRADICTED),
        ("The museum was designed by Lena Brandt.", ["T006"], Verdict.VERIFIED),
        ("Marlow Capital was funded by Ivo Renner.", ["T007"], Verdict.VERIFIED),
        ("The agency approved the loan.", ["T007"], Verdict.CONTRADICTED),
        # Figures of two companies from two sources are each compared only with their own.
        (
            "Arcadia Mining reported revenue of $4.2 billion in 2022, and Belmont Steel reported $1.7 billion.",
            ["T004", "T005"],
            Verdict.VERIFIED,
        ),
        ("Arcadia Mining reported revenue of $1.7 billion in 2022.", ["T004", "T005"], Verdict.CONTRADICTED),
    ],
)
def test_verdicts(matcher: Matcher, sentence: str, sources: list[str], verdict: Verdict) -> None:
    result = matcher.check(sentence, sources)
    assert result.verdict is verdict, result.reason


def test_agent_missing_from_the_relation_is_at_most_partial(matcher: Matcher) -> None:
    # The passage names Fjordline, but not as the one who built anything.
    result = matcher.check("The Nordvik ferry was built by Fjordline.", ["T002"])
    assert result.verdict is not Verdict.VERIFIED
    assert "built" not in EVIDENCE["T002"]


def test_relations_read_passive_and_active_forms() -> None:
    found = [
        (r.kind, sorted(r.agent))
        for r, _tokens in relations("Theranos was founded in 2003 by Elizabeth Holmes.")
    ]
    assert found == [("found", ["elizabeth", "holm"])]
    assert [r.kind for r, _t in relations("Google acquired YouTube.")] == ["acquire"]
    # "found" (of "find") is not "founded".
    assert relations("The EPA found that the company cheated.") == []


def test_agent_beside_the_verb_counts_as_stated() -> None:
    claimed = [r for r, _t in relations("Theranos was founded by Holmes.")]
    assert agent_mismatch(claimed, "Holmes, who founded Theranos at 19, left Stanford.") is None
    assert agent_mismatch(claimed, "Theranos founder Elizabeth Holmes left Stanford.") is None
    assert agent_mismatch(claimed, "Theranos was founded by Sunny Balwani.") is not None


def test_opposite_in_slot_without_the_claimed_word() -> None:
    claim = frozenset(stem(w) for w in ("shares", "rose", "10"))
    passage = frozenset(stem(w) for w in ("shares", "fell", "10"))
    assert opposite_in_slot("Shares rose 10%.", claim, "Shares fell 10%.", passage) == "ris/fall"


def _flip(sentence: str, passage: str) -> str | None:
    """What ``opposite_in_slot`` says of a sentence and a passage given as text."""

    def stems(text: str) -> frozenset[str]:
        return frozenset(t.stem for t in tokenize(text))

    return opposite_in_slot(sentence, stems(sentence), passage, stems(passage))


def test_slow_and_quick_are_opposites() -> None:
    sentence = (
        "The inspector said the creamery had been slow to act once the first positive result came back."
    )
    passage = 'The inspector said: "The company acted quickly once the first positive result came back."'
    assert _flip(sentence, passage) == "slow/quick"


def test_a_change_is_said_of_the_head_of_what_changed() -> None:
    passage = "Average peak journey times on route 12 fell by four minutes after the bus gate opened."
    # "journey times" fell, not journeys; the route's phrase is no subject of the fall ...
    assert _flip("Average peak journeys on route 12 rose after the bus gate opened.", passage) is None
    # ... but the journey times are what the sentence says rose.
    assert (
        _flip("Average peak journey times on route 12 rose after the bus gate opened.", passage) == "ris/fall"
    )
    # A rate measures what it is a rate of: "the unemployment rate fell" says unemployment fell.
    assert (
        _flip("Regional unemployment rose in March.", "The regional unemployment rate fell in March.")
        == "ris/fall"
    )


def test_a_word_said_as_a_noun_is_of_what_follows_it() -> None:
    sentence = (
        "Scope 2 emissions fell by 30% to 61,200 tonnes as the renewable share of electricity rose to 71%."
    )
    # "the increase in the share" is the sentence's own rise, not a rise of the emissions ...
    passage = (
        "The fall in scope 2 emissions was mainly due to the increase in the share of electricity "
        "from renewable sources, which rose to 71%."
    )
    assert _flip(sentence, passage) is None
    # ... but "the increase in scope 2 emissions" is theirs
    assert _flip(sentence, "The increase in scope 2 emissions came as the renewable share rose to 71%.")


def test_a_negated_opposite_says_the_word_and_a_heading_says_neither() -> None:
    # "does not accept" is a rejection; "accepted" is not.
    assert (
        _flip("The regulator rejected the argument.", "The Authority does not accept the argument.") is None
    )
    assert (
        _flip("The regulator rejected the argument.", "The Authority accepted the argument.")
        == "reject/accept"
    )
    # A table's "Surplus / (deficit)" row heading is neither, and a sentence saying both is no flip.
    both = "The university made a deficit of £15.3 million, after a £4.1 million surplus the year before."
    assert _flip(both, "Surplus / (deficit) for the year | (15.3) | 4.1") is None
    assert (
        _flip(both, "It reported a deficit: £15.3 million, compared with a surplus of £4.1 million.") is None
    )
    assert _flip("The university made a surplus.", "The university made a deficit.") == "surplus/deficit"
    # A sentence saying both words is flipped where the passage says them the other way round.
    assert _flip("He was acquitted on four counts and convicted on four others.",
                "He was convicted on four counts and acquitted on four others.") is not None  # fmt: skip
    assert _flip("The regulator rejected the argument.", "The Authority didn't accept the argument.") is None
    # A word negated in the sentence as in the passage is said alike.
    same = "Regulators said Kalo Mira rejected the loans without approval."
    assert _flip(same, same) is None


def test_a_negation_does_not_reach_into_the_next_sentence() -> None:
    source = chunk_source("T007", EVIDENCE["T007"])
    assert len(source.chunks) == 2
    words = {stem("approve"), stem("loan"), stem("marlow")}
    # "did not approve the loan" denies the approval; the loan is neither denied nor plainly stated.
    assert source.polarity(0, words, 4, 8) == ({stem("approve")}, set())
    assert source.polarity(1, words, 4, 8) == (set(), {stem("marlow")})  # the next sentence is not denied


FIGURES = {
    "F001": "Orvane Energy reported a record profit of $55.7 billion for 2022, up from $23 billion in 2021.",
    "F002": (
        "Civil defence officials have confirmed 187 deaths, and a further 23 people remain officially "
        "missing. The 06:38 service from Carlisle derailed near Halverton."
    ),
    "F003": (
        "The Food and Drug Administration has not approved the drug. Rather than imposing a fine, the "
        "regulator ordered Harwell to compensate investors. Reactor No. 4 at Chernobyl exploded in 1986."
    ),
    "F004": "In February 2021 Corvanta agreed a settlement with the state government worth 37.7 billion reais.",
    "N001": (
        "The Electoral Commission found that the donation had been accepted by the party's treasurer, "
        "and that there was no evidence that any elected representative had been involved in soliciting it."
    ),
    "N002": "Coastway Lines complained about the merger. The Authority found no breach of the interim order.",
    "N003": "Ground 1: the Board failed to follow its Moderation Procedure when it sampled 31 candidates.",
    "N004": "Police investigated the claims and found no evidence of arson.",
    "N005": "The Authority investigated whether there was a breach of the interim order.",
}


@pytest.mark.parametrize(
    ("sentence", "source", "verdict"),
    [
        # Each figure is paired with the figures said with it: the year of the $23 billion is 2021.
        ("Orvane Energy's 2021 profit was $23 billion.", "F001", Verdict.VERIFIED),
        ("Orvane Energy's 2022 profit was $23 billion.", "F001", Verdict.CONTRADICTED),
        ("Orvane Energy made a profit of $55.7 billion in 2021.", "F001", Verdict.CONTRADICTED),
        # Two figures stated in the sentence's order are not each other's rivals; a swap is caught.
        (
            "Officials confirmed 187 deaths, and 23 people remain officially missing.",
            "F002",
            Verdict.VERIFIED,
        ),
        (
            "Officials confirmed 23 deaths, and 187 people remain officially missing.",
            "F002",
            Verdict.CONTRADICTED,
        ),
        # A clock time is not a count.
        ("The 06:38 service from Carlisle derailed near Halverton.", "F002", Verdict.VERIFIED),
        # Negation word by word: the name "Drug" is not denied; "rather than" denies; "No. 4" is a number.
        ("The Food and Drug Administration has not approved the drug.", "F003", Verdict.VERIFIED),
        ("The Food and Drug Administration has approved the drug.", "F003", Verdict.CONTRADICTED),
        ("The regulator imposed a fine on Harwell.", "F003", Verdict.CONTRADICTED),
        ("Reactor No. 4 at Chernobyl exploded in 1986.", "F003", Verdict.VERIFIED),
        # What the sentence says was done must be said, however many other words are shared.
        (
            "Hayama contributed to the 37.7 billion reais settlement with the state government.",
            "F004",
            Verdict.PARTIAL,
        ),
        # "no evidence that" denies what follows it, not evidence someone gave.
        (
            "The Electoral Commission said the party's treasurer, who accepted the donation, gave evidence.",
            "N001",
            Verdict.PARTIAL,
        ),
        ("An elected representative was involved in soliciting the donation.", "N001", Verdict.PARTIAL),
        # "whether" leaves the breach open; "following the ruling" follows nothing.
        (
            "Coastway Lines asked the Authority to investigate whether there was a breach of the interim order.",
            "N002",
            Verdict.PARTIAL,
        ),
        (
            "The Board said it would review its moderation procedure following the ruling.",
            "N003",
            Verdict.PARTIAL,
        ),
        # "claims of arson" reports the arson, as the police's finding does.
        ("Police found nothing to back up early social media claims of arson.", "N004", Verdict.NOT_FOUND),
        ("Police found evidence of arson.", "N004", Verdict.CONTRADICTED),
        ("There was no breach of the interim order, the Authority found.", "N005", Verdict.PARTIAL),
    ],
)
def test_figures_negation_and_acts(sentence: str, source: str, verdict: Verdict) -> None:
    result = build_matcher(FIGURES).check(sentence, [source])
    assert result.verdict is verdict, result.reason


def test_what_someone_will_do_must_be_said() -> None:
    matcher = build_matcher(
        {
            "W001": (
                "5.1 Professor Dalia Renwick, previously Deputy Vice-Chancellor (Academic), became interim "
                "Vice-Chancellor on 1 September 2023. The other Deputy Vice-Chancellor continues in post.\n\n"
                "5.2 In July 2023 Council announced that it intended to appoint a permanent Vice-Chancellor."
            )
        }
    )
    said = "Professor Dalia Renwick became interim vice-chancellor and has said she will apply for the permanent post."
    result = matcher.check(said, ["W001"])
    assert result.verdict is Verdict.PARTIAL and "does not say: apply" in result.reason, result.reason
    # "now" stands between "will" and its verb; it is not the verb.
    hub = build_matcher(
        {"W002": "The hub was originally due to open in spring 2025. It will now open in spring 2026."}
    ).check("The hub, originally due to open in spring 2025, will now open in spring 2026.", ["W002"])
    assert hub.verdict is Verdict.VERIFIED, hub.reason


def test_a_negation_denies_the_word_it_governs_not_the_words_after_it() -> None:
    matcher = build_matcher(
        {
            "N001": (
                "The Inquiry also examined the VDR 56 million maintenance dredging contract awarded to "
                "Halvorsen Dredging in 2020. It found no irregularity in that process."
            ),
            "N002": "The regulator did not approve the merger of Halvorsen Dredging and Pellam Marine.",
        }
    )
    said_alike = "The inquiry found no irregularity in the VDR 56 million dredging contract awarded to Halvorsen Dredging."
    assert matcher.check(said_alike, ["N001"]).verdict is not Verdict.CONTRADICTED
    flipped = matcher.check(
        "The regulator approved the merger of Halvorsen Dredging and Pellam Marine.", ["N002"]
    )
    assert flipped.verdict is Verdict.CONTRADICTED, flipped.reason


def test_none_of_denies_what_follows_its_noun_phrase() -> None:
    matcher = build_matcher(
        {
            "N004": (
                "The audit, carried out by Harwell Pryce, examined 11 road and school contracts worth a "
                "combined £9.4 million awarded between 2020 and 2023. It found that none had been properly tendered."
            )
        }
    )
    # "none of the 11 contracts ... had been properly tendered" denies the tendering, not the
    # contracts the audit examined (set 7 #847) ...
    alike = "Harwell Pryce found that none of the 11 road and school contracts it examined had been properly tendered."
    result = matcher.check(alike, ["N004"])
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    # ... and is still the opposite of "all had been properly tendered".
    flipped = matcher.check(
        "Harwell Pryce found that the 11 road and school contracts it examined had been properly tendered.",
        ["N004"],
    )
    assert flipped.verdict is Verdict.CONTRADICTED, flipped.reason


def test_declining_an_offer_does_not_deny_the_offer() -> None:
    # "declined the offer" says the offer was made, as the sentence before says; "declined to"
    # and "did not" deny what follows them.
    matcher = build_matcher(
        {
            "N003": (
                "On 2 August 2024 the Government offered aerial firefighting support. The Marevian "
                "authorities thanked the Government but declined the offer, as they had already secured "
                "firefighting aircraft through the Civil Protection Mechanism."
            )
        }
    )
    declined = matcher.check(
        "Marevia declined the Government's offer of aerial firefighting support.", ["N003"]
    )
    assert declined.verdict is not Verdict.CONTRADICTED, declined.reason
    accepted = matcher.check("The Marevian authorities did not decline the offer.", ["N003"])
    assert accepted.verdict is Verdict.CONTRADICTED, accepted.reason
    refused = build_matcher({"N004": "Halvern refused to notify the regulator of the packaging error."})
    notified = refused.check("Halvern notified the regulator of the packaging error.", ["N004"])
    assert notified.verdict is Verdict.CONTRADICTED, notified.reason


def test_an_opposite_act_at_another_date_is_another_occasion() -> None:
    matcher = build_matcher(
        {
            "P001": (
                "3.4 We are promoting the North Quay Logistics Park on land the Authority owns at North "
                "Quay. Kelmouth District Council refused outline planning permission in March 2023. We "
                "have appealed, and a hearing has been scheduled for February 2024."
            ),
            "P002": (
                "Decision date: 18 April 2024\n\nThe appeal is allowed and outline planning permission is "
                "granted for the North Quay Logistics Park on land at North Quay, Kelmouth."
            ),
        }
    )
    # The refusal of March 2023 is neither a flip nor the date of the grant on appeal.
    granted = matcher.check(
        "The North Quay Logistics Park was granted outline permission on appeal in April 2024.",
        ["P001", "P002"],
    )
    assert granted.verdict is not Verdict.CONTRADICTED, granted.reason
    # At the same date, or of the same act, the evidence still contradicts.
    flipped = matcher.check(
        "Kelmouth District Council granted outline planning permission for the North Quay Logistics Park "
        "in March 2023.",
        ["P001"],
    )
    assert flipped.verdict is Verdict.CONTRADICTED, flipped.reason
    redated = matcher.check(
        "Kelmouth District Council refused outline planning permission for the North Quay Logistics Park "
        "in April 2024.",
        ["P001"],
    )
    assert redated.verdict is Verdict.CONTRADICTED and "March 2023" in redated.reason, redated.reason


def test_a_date_of_something_else_in_the_sentence_does_not_make_it_another_occasion() -> None:
    matcher = build_matcher(
        {
            "W001": (
                "The share of our river water bodies in good ecological status rose from 38% to 44%, the "
                "largest annual improvement since the Board began reporting on this measure in 2015. Algal "
                "bloom incidents fell, and nitrate concentrations in the lower Kessel declined."
            )
        }
    )
    # 2015 dates the start of reporting, not the rise: the rise is still said, and the fall is
    # of algal blooms.
    rose = matcher.check(
        "The share of river water bodies in good ecological status rose from 38% in 2022 to 44% in 2023.",
        ["W001"],
    )
    assert rose.verdict is not Verdict.CONTRADICTED, rose.reason
    fell = matcher.check(
        "The share of river water bodies in good ecological status fell from 44% in 2022 to 38% in 2023.",
        ["W001"],
    )
    assert fell.verdict is Verdict.CONTRADICTED, fell.reason
    # A date that opens the sentence dates its rise: 2015's rise is another occasion.
    opened = build_matcher({"W002": "In 2015, the share of rivers in good status rose from 38% to 44%."})
    other = opened.check("The share of rivers in good status fell from 44% in 2022 to 38% in 2023.", ["W002"])
    assert other.verdict is not Verdict.CONTRADICTED, other.reason


def test_the_buyer_is_not_the_seller() -> None:
    matcher = build_matcher(
        {
            "C001": "On 9 July 2024 Ashbridge Rovers sold defender Samir Haddou to Olympique Sarreval for £12.0m."
        }
    )
    seller = matcher.check("Ashbridge Rovers sold defender Samir Haddou for £12m in July 2024.", ["C001"])
    assert seller.verdict is Verdict.VERIFIED, seller.reason
    swapped = matcher.check(
        "Olympique Sarreval sold defender Samir Haddou to Ashbridge Rovers for £12m.", ["C001"]
    )
    assert swapped.verdict is Verdict.CONTRADICTED and "recipient" in swapped.reason, swapped.reason


def test_unable_to_is_could_not() -> None:
    matcher = build_matcher(
        {
            "N004": "At the muster the port-side lifeboat could not be lowered because its davit winch had seized."
        }
    )
    unable = matcher.check("The crew were unable to lower the port-side lifeboat at the muster.", ["N004"])
    assert "negation" not in unable.reason and unable.verdict is not Verdict.CONTRADICTED
    able = matcher.check("The crew lowered the port-side lifeboat at the muster.", ["N004"])
    assert "negation" in able.reason


def test_what_would_have_been_done_was_not() -> None:
    matcher = build_matcher(
        {
            "N005": (
                "A reasonable employer would have interviewed the three team members whose overtime was in "
                "question before dismissing the claimant."
            )
        }
    )
    never = matcher.check(
        "The employer never interviewed the three team members whose overtime was in question.", ["N005"]
    )
    assert never.verdict is not Verdict.CONTRADICTED, never.reason


def test_yet_to_is_not_yet() -> None:
    matcher = build_matcher(
        {"N006": "Mr Pryce has applied to the Charity Tribunal; that application has not yet been heard."}
    )
    yet_to = matcher.check("Mr Pryce's application to the Charity Tribunal has yet to be heard.", ["N006"])
    assert yet_to.verdict is not Verdict.CONTRADICTED, yet_to.reason
    heard = matcher.check("Mr Pryce's application to the Charity Tribunal has been heard.", ["N006"])
    assert heard.verdict is Verdict.CONTRADICTED, heard.reason


def test_a_change_of_something_the_sentence_never_names_is_no_flip() -> None:
    sentence = "The typical wait on the north face dropped from 14 minutes to five."
    passage = (
        "It cut average wait times on the north face from 14 minutes to 5 minutes.\n"
        "- Uphill lift capacity rose to 31,600 skiers per hour, from 28,900."
    )
    assert _flip(sentence, passage) is None
    # ... but a change of what it names still is one
    assert _flip(sentence, "The typical wait on the north face rose to 19 minutes.") == "drop/ris"


def test_a_verdict_word_said_as_a_thing_is_no_flip() -> None:
    sentence = (
        "The district's contract with the Alder Creek Teachers Association was ratified on May 21, 2024."
    )
    passage = (
        "Under the agreement ratified with the Alder Creek Teachers Association on May 21, 2024, the "
        "starting salary for a credentialed teacher rose from $58,400 to $64,240."
    )
    assert _flip(sentence, passage) is None


def test_survived_by_is_no_opposite_of_died() -> None:
    evidence = (
        "Margaret Ellery died on 4 March 2024 at her home in Caldbeck. She is survived by her husband, Tom."
    )
    result = check_against(evidence, "Margaret Ellery died on 4 March 2024 at her Caldbeck home.")
    assert result.verdict is not Verdict.CONTRADICTED, result.reason
    sentence = "The pilot died in the crash."
    stems = frozenset(t.stem for t in tokenize(sentence))
    for passage, flip in (
        ("The pilot survived the crash.", True),
        ("The pilot is survived by two sons.", False),
    ):
        passage_stems = frozenset(t.stem for t in tokenize(passage))
        assert (opposite_in_slot(sentence, stems, passage, passage_stems) is not None) is flip, passage


_TALLY = (
    "Housing Ombudsman decision: Pellow Estates. The Housing Ombudsman investigated 12 complaints "
    "from tenants of Pellow Estates about repairs. The Ombudsman upheld one of the 12 complaints and "
    "rejected the other eleven. Pellow Estates must pay £300 in compensation."
)


@pytest.mark.parametrize(
    ("sentence", "contradicted"),
    [
        # A verdict word said of all, or most, of a plural the evidence tallies it below its opposite for.
        ("The Housing Ombudsman upheld the complaints against Pellow Estates.", True),
        ("The Housing Ombudsman upheld most of the complaints against Pellow Estates.", True),
        # ... not where the sentence claims a part, or one.
        ("The Housing Ombudsman upheld some of the complaints against Pellow Estates.", False),
        ("The Housing Ombudsman upheld a complaint against Pellow Estates.", False),
    ],
)
def test_a_verdict_tallied_below_its_opposite_is_not_said_of_the_whole(
    sentence: str, contradicted: bool
) -> None:
    result = check_against(_TALLY, sentence)
    assert (result.verdict is Verdict.CONTRADICTED) is contradicted, result.reason
    if contradicted:
        assert "uphold/reject" in result.reason


def test_a_tally_the_verdict_word_leads_is_no_flip() -> None:
    evidence = (
        "The Housing Ombudsman investigated 12 complaints from tenants of Pellow Estates. It upheld "
        "nine of the 12 complaints and rejected the other three."
    )
    sentence = "The Ombudsman upheld the complaints against Pellow Estates."
    assert outnumbered(sentence, _stems(sentence), evidence) is None


def test_a_tally_of_other_things_is_no_flip() -> None:
    evidence = "The committee approved two of the seven applications and refused the other five."
    # one application, named: not a whole the tally counts
    assert (
        outnumbered(
            "The committee approved the Hollins Road application.", _stems("approved application"), evidence
        )
        is None
    )
    assert (
        outnumbered("The committee approved the applications.", _stems("approved applications"), evidence)
        == "approv/refus"
    )


def _stems(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in tokenize(text))
