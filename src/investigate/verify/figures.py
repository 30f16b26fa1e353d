"""Which figure of the evidence a figure of the sentence speaks of, and whether the two agree.

A passage about a contract may give its value (£48.6m), an earlier tender's price (£31m) and the
year of each. A sentence's figure is compared with the evidence figure said of the same things:
the one whose surrounding words, weighted by rarity and by closeness, best match the words around
the sentence's figure. The check is lopsided on purpose: an equal figure verifies only when no
differing one is said more closely, and a differing one contradicts only when it is said clearly
more closely than any equal one; between the two the evidence settles nothing.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING

from investigate.verify.arithmetic import STARTING, reduced
from investigate.verify.names import is_past_tense
from investigate.verify.quantities import (
    BESIDE,
    CHANGE_NOUNS,
    CHANGED_ON,
    DEATHS,
    FIRST_GIVEN,
    HUMAN,
    NAMED,
    OF_A_WHOLE,
    PART_OF,
    PEOPLE,
    PLAN_HEADINGS,
    WHOLE_OF,
    Kind,
    Quantity,
    agrees,
    at_other_times,
    conflicts,
    context_words,
    extract,
    own_surroundings,
    phrase_after_at,
    similarity,
    spellings,
)
from investigate.verify.sentences import split_sentences
from investigate.verify.slots import OPPOSITES
from investigate.verify.tokens import MONTHS, is_content, stem, stems, tokenize

if TYPE_CHECKING:
    from investigate.verify.index import SourceText

# A differing figure is a contradiction only when it is said of the sentence's things at least
# this closely (see quantities.similarity); below it the two are taken to be about different things.
CLASH_SIMILARITY = 0.12
# Said this closely, a differing figure contradicts even a passage that shares fewer words.
STRONG_SIMILARITY = 0.3
# Added to how closely an equal evidence figure is said of the sentence's figure, for each other
# kind of the sentence's figures that the evidence states in that figure's sentence.
ANCHOR_BONUS = 0.1
_NEAR = 0.3  # below it, a word is not said of a figure (see quantities.surroundings)
# A differing figure contradicts only when it is said this much more closely than an equal one.
CLASH_MARGIN = 0.05
# Amounts this many times apart are not one thing misstated (a price against a fine).
FAR_APART = 10_000
_CHANGE = {"from", "to"}
# "down from 39.7% in 2023", "58,570 tonnes of 2023", "compared with 0.5 m measured in 2018"
_DATED_IN = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:in|of)\s+")
_YEAR_BEFORE = re.compile(  # said right after a figure: "17.1 million tonnes the previous year"
    r"(?:\s+[a-z]+){0,2}?\s+(?:(?:the\s+)?(?:previous|prior|preceding)\s+year|(?:a|one)\s+year\s+(?:earlier|before)"
    r"|(?:the\s+)?year\s+before|last\s+year)\b",
    re.I,
)
_REPORTED = re.compile(
    r"\b(?:said|says|stated|states|claimed|claims|announced|reported|release|told)\b", re.IGNORECASE
)


@dataclass(frozen=True)
class Clash:
    """A figure of the sentence and the differing evidence figure said of the same things."""

    said: Quantity
    found: Quantity
    similarity: float
    # The evidence states the sentence's figure itself and overrules it: corrects it, gives it as
    # a proposal and then a different one as done, or gives it as a whole and this as the part
    # meant. That the evidence states the figure somewhere then excuses nothing.
    overruled: bool = False


@dataclass
class Comparison:
    """How the evidence states the sentence's figures.

    ``unmatched``: not stated. ``clashes``: stated differently. ``doubtful``: stated, but a
    differing figure is said about as closely of the same words, so the evidence does not settle
    which is meant (neither verified nor contradicted).
    """

    unmatched: list[Quantity] = field(default_factory=list)
    clashes: list[Clash] = field(default_factory=list)
    doubtful: list[Clash] = field(default_factory=list)
    # A figure the sentence says something rose (or fell) to, where the evidence gives it with the
    # figure before it and says the opposite: (the sentence's figure, the evidence's one before).
    reversed: tuple[Quantity, Quantity] | None = None
    # A change's size the evidence gives only going the other way ("rose 18%" against "18% lower"):
    # (the sentence's figure, the evidence's).
    opposite: tuple[Quantity, Quantity] | None = None

    @property
    def settled(self) -> bool:
        """True when every figure is stated as the sentence says it."""
        return not (self.unmatched or self.clashes or self.doubtful or self.reversed or self.opposite)


def compare(
    claimed: list[Quantity],
    found: list[Quantity],
    names: frozenset[str],
    idf: Callable[[str], float],
    following: Sequence[Quantity] = (),
    later: Callable[[], Sequence[Quantity]] | None = None,
    acts: frozenset[str] = frozenset(),
    whole: Callable[[], Sequence[Quantity]] | None = None,
    written_later: Callable[[Quantity], bool] | None = None,
) -> Comparison:
    """Compare each of the sentence's figures with the evidence figures of the same kind
    (``following``: those of the sentence after the passage, read only for a correction or a final
    figure replacing a proposed one; ``later``: those of the few sentences after it, read only for
    the latter and only when looked for; ``acts``: the sentence's acts, whose dates are told apart
    by them; ``whole``: every figure of the passage's source, read only for what was decided where
    the passage gives the sentence's figure as what was asked; ``written_later``: whether the
    sentences ``later`` reads write a figure, so that they are read only where they may).

    A figure is stated when an equal one is said at least as closely as any differing one. It is
    contradicted when a differing one is said clearly more closely than any equal one, and that
    differing one is not the evidence's statement of another of the sentence's figures ("three
    deaths among 22 adverse events" against "22 adverse events, including three deaths").
    """
    result = Comparison()
    own = {id(q): own_surroundings(q, claimed) for q in claimed}
    written = _stems_of(claimed)
    together = _stated_together(claimed, found)
    times = [q for q in claimed if q.kind is Kind.TIME]
    dates: dict[str, list[Quantity]] = {}  # the evidence's dates by their sentence
    for other in found:
        if other.kind is Kind.TIME:
            dates.setdefault(other.sentence, []).append(other)

    # A figure is said where the sentence's figures of other kinds are said: "In the 2023 round,
    # 17% of the 1,240 homes" states the sentence's 2023, not "In the 2021 round, 4% of samples".
    # (Figures of one kind are no anchor for each other: they may be swapped.)
    anchors: dict[str, set[Kind]] = {}
    for other in found:
        for quantity in claimed:
            if _equal(quantity, other):
                anchors.setdefault(other.sentence, set()).add(quantity.kind)

    def closeness(quantity: Quantity, other: Quantity) -> float:
        return similarity(quantity, other, idf, own[id(quantity)])

    def overrule(quantity: Quantity, other: Quantity) -> Clash:
        """The clash of a figure the evidence states and overrules with ``other``: said as closely
        of the sentence's words as the evidence's own statement of the figure it overrules."""
        stated = [closeness(quantity, o) for o in found if _equal(quantity, o)]
        return Clash(quantity, other, max([closeness(quantity, other), *stated]), overruled=True)

    def anchored(quantity: Quantity, other: Quantity) -> float:
        """How closely an equal figure is said of the sentence's figure, its anchors counted: the
        sentence's figures of other kinds beside it, and the same end of a change ("cut ... to
        5.25%" and "reduced ... from 5.50% to 5.25%")."""
        kinds = len(anchors.get(other.sentence, set()) - {quantity.kind})
        if quantity.change_end and quantity.change_end == other.change_end:
            kinds += 1
        if other.worked and _worked_from_another(other, quantity, claimed, found):
            kinds += 1  # "127 members, eighteen more than": 127 - 109 is the sentence's eighteen
        return closeness(quantity, other) + ANCHOR_BONUS * kinds

    # The evidence figures said in a correction ("The correct estimate is 2,900 tonnes"), and
    # those such a correction supersedes ("delivered 94 buses. The correct figure is 74").
    ordered = [*found, *following]
    corrections = {id(q) for q in ordered if q.corrects}
    onward: list[Quantity] = []

    def and_after() -> list[Quantity]:
        """The passage's figures, then those of the sentences after it (read once, on demand)."""
        if not onward:
            onward.extend([*ordered, *(later() if later else ())])
        return onward

    superseded = {id(q) for q in found if corrections and _corrected(q, ordered, corrections)}
    # The sentence's wholes of its parts: the 55 of "24 of 55 posts".
    wholes_of_parts = {
        id(whole)
        for part in claimed
        if part.part_of is not None
        for whole in claimed
        if whole.start == part.part_of[0] and whole.context is part.context
    }
    for quantity in claimed:
        # "The release claimed 4,100 tonnes" is true of the release, whatever came after.
        correct = None
        # ... unless the sentence reports the correction itself ("corrected its release to say 74").
        # ... or gives it as the first figure ("first put its leakage at 131 megalitres a day").
        reported = (
            bool(corrections)
            and not quantity.clause_corrects
            and bool(_REPORTED.search(quantity.clause) or FIRST_GIVEN.search(quantity.phrase_before))
        )
        if corrections and not reported:
            correct = _corrected(quantity, ordered, corrections)
        if correct is None:
            correct = _realised(quantity, found, ordered, and_after, names, written_later)
            if correct is not None and any(q is not quantity and agrees(q, correct) for q in claimed):
                correct = None  # "fined £288,820 after a 30% discount, which brought it down from £412,600"
        if correct is None:
            correct = _revised(quantity, and_after, closeness)
        if correct is None and whole is not None:
            correct = _confirmed_before(quantity, found, whole) or _done_before(quantity, found, whole)
        if correct is None:
            correct = _plan_replaced(quantity, claimed, found, and_after)
        if correct is None:
            correct = _starting_reduced(quantity, found)
        if correct is None:
            correct = _done_after_plan(quantity, found, and_after, acts)
        replacing = None if correct is not None else _beside_first_plan(quantity, claimed, found, and_after)
        if replacing is not None and agrees(quantity, replacing):
            continue  # "now expected to cost £11.4 million against an original estimate of £8.9 million"
        if replacing is not None and conflicts(quantity, replacing):
            correct = replacing
        if correct is None and whole is not None:
            granted = _granted_instead(quantity, found, whole, closeness)
            if granted is not None:
                result.clashes.append(granted)
                continue
        overruling = (
            correct
            or _change_of_another(quantity, claimed, found)
            or _part_for_whole(quantity, found)
            or _part_for_total(quantity, found)
            or _whole_for_part(quantity, found, own[id(quantity)])
            or _whole_of_the_part(quantity, claimed, found)
        )
        if overruling is not None:
            result.clashes.append(overrule(quantity, overruling))
            continue
        if id(quantity) in together:
            continue
        # The equal figure said most closely of the sentence's words, and how closely.
        equal, stating = max(
            (
                (anchored(quantity, o), o)
                for o in found
                # "from 2 September" does not say "pushed back to 2 September", nor "to 3 August"
                # "began on 3 August"
                if o.kind is quantity.kind
                and _states(quantity, o)
                and not _opposite_ends(quantity, o)
                and not (quantity.bound and o.bound and quantity.bound != o.bound)
                and not _under_another_period(quantity, times, o)
                and not _under_an_earlier_period(quantity, o)
                and not _in_an_earlier_column(quantity, times, o, found)
                and not _in_another_row(o, names, found, written)
            ),
            key=lambda pair: pair[0],
            default=(-1.0, None),
        )
        # The sentence's day said without its year states nothing; but no other day contradicts it
        # where the sentence's day ends (or starts) something and the evidence's ends the same or
        # nothing ("stayed until 17 November", "fixed ... on 2 November" for "from 2 November until
        # 17 November 2024"); nor one said less closely where a date before it in its sentence gives
        # the sentence's year ("started on 11 January 2023 and was declared contained on 2 February").
        days = (
            [o for o in found if _day_without_year(quantity, o) and not o.compared_with]
            if stating is None
            else []
        )
        if quantity.bound and any(o.bound in ("", quantity.bound) and not o.first_plan for o in days):
            yearless = 1.0
        else:
            yearless = max(
                (closeness(quantity, o) for o in days if _in_the_year_before(quantity, o, found)),
                default=-1.0,
            )
        if stating is not None:
            overruling = _reported_by_another(quantity, found, closeness) or _given_to_another(
                quantity, own[id(quantity)], stating, found, claimed
            )
            if overruling is not None:
                result.clashes.append(overrule(quantity, overruling))
                continue
        # The sentence's figure in the brackets its source keeps for another period: the line's
        # figure outside them is the sentence's period's ("Grants: £4,000 (£6,500)" under "2023-24,
        # with 2022-23 in brackets", for "£6,500 in 2023-24").
        bracketed_lines = (
            {
                o.sentence
                for o in found
                if o.bracketed_period is not None
                and _equal(quantity, o)
                and _under_another_period(quantity, times, o)
                # (the figures outside the brackets are the later period's: not 2023's, where the
                # brackets are 2024's)
                and _after_the_brackets(times, o.bracketed_period)
            }
            if stating is None and times
            else set()
        )
        # A part's whole, or a whole's part, is no rival of it ("six of the airline's 94 aircraft").
        wholes_and_parts = _wholes_and_parts(quantity, claimed)
        stated_whole = None if stating is None else _whole_before(stating, found)
        summed = _summed_parts(stating, found) if stating is not None else ()
        rival: tuple[float, Quantity] | None = None  # the closest differing figure
        free: tuple[float, Quantity] | None = None  # the closest one that no other figure claims
        for other in found:
            if other.kind is not quantity.kind or agrees(quantity, other):
                continue
            if id(other) in superseded and not reported:
                # 94 in "delivered 94 buses. The correct figure is 74" is nobody's figure, but
                # still what "the first notice said".
                continue
            if stating is not None and _said_beside(
                stating, _said_of_else(quantity, own[id(quantity)], other)
            ):
                continue  # "12 in the drug group" is not "9 in the placebo group", whatever else they share
            if stating is not None and _without_its_modifier(quantity, stating, other):
                continue  # beside "318 quarter peals", "46 peals" is not the sentence's "318 quarter peals"
            if _of_another_act(quantity, stating, other, acts):
                continue  # "announced in July 2023" is not when it was "shelved in January 2024"
            if other is stated_whole or any(_equal(q, other) for q in wholes_and_parts):
                continue  # "Three of the six papers ... retracted": six is no count of the retracted
            if _inside_range(quantity, other, found):
                continue  # "fell 10%" is within "fell by between 8% and 12%"
            if any(other is part for part in summed):
                continue  # "Open (58 players), Major (44 players) and Minor (31 players), a total of 133"
            if (
                quantity.partitive
                and not other.partitive
                and other.value > quantity.value
                # (unless smaller than the sentence's whole: another part of it, "Of the 214
                # responses, 83 came from drivers" against "214 responses: 131 from drivers")
                and not any(
                    w.start < quantity.start and quantity.value < w.value and other.value < w.value
                    for w in claimed
                    if w.kind is quantity.kind
                )
            ):
                continue  # "212 of the public toilets" is a part of the 736 toilets, no count of them
            if other.part_of is not None and id(quantity) in wholes_of_parts:
                continue  # the 55 of "24 of 55 posts" is a whole, and "17 of 58 posts" gives a part
            if stating is not None and other.of_the_one_before and _whole_before(other, found) is stating:
                continue  # "put at KSD 4.83 million. Of that figure, KSD 1.81 million": a part of it
            if (
                stating is not None
                and other.first_plan
                and quantity.change_end != "from"
                and not _TOLD_AS_FIRST.search(quantity.sentence)
            ):
                continue  # "originally estimated at £8.9 million" is no rival of what "has since risen to"
            if (
                stating is not None
                and not quantity.change_end
                and stating.change_end == "to"
                and other.change_end == "from"
                and other.sentence == stating.sentence
            ):
                continue  # "is now 6.2 million" against "from 7.1 million trips a year to 6.2 million"
            if (
                stating is not None
                and quantity.change_end == "by"
                and not (other.change_end or other.difference or other.against)
            ):
                continue  # "risen by £13m", stated as 58 to 71, is not the "£47.8 million" spent
            if quantity.share_of and not quantity.change_end and other.change_end == "by":
                continue  # "three in five of all stops" is no "increase of 18%" in the stops
            if (
                quantity.way
                and quantity.kind is Kind.PERCENT
                and other.share_of
                and not (other.change_end or other.way)
            ):
                continue  # nor is "make up 31% of the total" how far a number "jumped by more than 40%"
            if quantity.added and not (
                other.added or other.difference or other.worked or other.change_end == "by" or other.way
            ):
                continue  # "plans to build two additional flats" is no count of the 14 it owns
            if _the_day_beside(quantity, other):
                continue  # "on 9 August 2024, the day before the grand procession" gives its 10 August
            if _done_before_planned(quantity, other):
                continue  # "we distributed 48,650 parcels in 2023-24" does not date what "expects to" be done in 2024-25
            if not _same_whole(quantity.whole_counted, other.whole_counted):
                continue  # "9% of children" is not "one in eight new childhood asthma cases"
            if other.compared_with is not quantity.compared_with:
                # "more than the budget approved in November 2021" is no date of the sentence's act,
                # nor is "more hours than in 2023" any date the evidence gives of an act
                continue
            if _of_a_subgroup(other, own[id(quantity)]):
                continue  # "The unemployment rate for men rose to 4.9%" is not the rate for everyone
            if _whole_of_a_share(quantity, other):
                continue  # "almost 28,000 lanterns ..., more than three-quarters of those" were of 36,240
            if _product_of_two(claimed, other):
                continue  # "£520 ... to 900 households" implies the £468,000 paid in all
            if _dates_a_start_unsaid(quantity, other, claimed):
                continue  # "rose to 46, from 29 at the end of 2022": 2022 is the 29's, not the 46's
            if _labels_another_figure(other, claimed, found, quantity):
                continue  # "fell 14% to 9,870 tonnes (2022: 11,480 tonnes)": 2022 is the 11,480's year
            if other.kind is not Kind.TIME and other.label_words and not other.label_words & written:
                # a list line's label names what its amount or count is, here nothing the sentence
                # says (a date's label is a document's field: "Published: 14 February 2025")
                continue  # "Committee room: £10 per hour" is no rival of "its kitchen for £8 an hour"
            if _outside_the_brackets_said(quantity, other, times, found):
                continue  # "Call-outs: 143 (128)" under brackets for 2022: 143 is no rival of 128 "in 2022"
            if _numbered_otherwise(quantity, other):
                continue  # "Berth 4 will be closed from 31 March" is no date of Berth 5's closing
            if _ends_a_reporting_period(other) and not _ends_a_reporting_period(quantity):
                continue  # "the 26 weeks ended 31 December 2023" is no date of publishing the results
            if _line_of_another(quantity, other, claimed, found):
                continue  # "Total launches: 4,386 (4,902)" gives no rival of the hours "rising to 2,744"
            if _another_of_the_named(quantity, other, claimed, found):
                continue  # "The 2023 season opened on 27 May 2023" is no rival of "its 2024 season"
            if _of_another_named_period(quantity, other, times, found):
                continue  # "The 2023-24 year ran from 18 September 2023" does not date the 2024-25 year
            if _kept_until_after(quantity, other, claimed, found):
                continue  # "will stay at £65 until at least April 2025" for "charged £65 in 2023/24"
            if other.titled and other.titled not in own[id(quantity)]:
                continue  # "Gender Pay Gap Report 2024" dates the report, not closing the gap "by 2030"
            if not (
                (conflicts(quantity, other) or _target_for_estimate(quantity, other, found))
                # "KSC 18m over its budget" is not the budget's KSC 78m, nor its cost of KSC 96m
                and not (quantity.against and not other.difference)
                and not (other.against and not (quantity.difference or quantity.change_end == "by"))
                # nor is "The overspend of £525" what "spent £5,000" on one item
                and not (
                    other.difference
                    and not (quantity.difference or quantity.change_end or quantity.added or quantity.way)
                )
                # "an average payment of KSD 13,600" is no total
                and (
                    quantity.average is other.average
                    or other.headed_average
                    or (
                        bool(quantity.averaged_from)
                        and other.average
                        and _subject_said(quantity, other)
                        and not _dated_otherwise(quantity, claimed, other, dates)
                    )
                )
                # its ends are not "in 2022" (but "from 15 to 18 January 2024" is no time in March 2024)
                and not (
                    _said_when(quantity) and other.period_end and not _outside_span(quantity, other, found)
                )
                # nor is a day an end of the sentence's span of years ("fell by a fifth between 2019
                # and 2024" against "On 18-19 June 2024, Storm Iolanthe ...")
                and not (quantity.period_end and not (quantity.month or quantity.day) and other.day)
                # nor is a span's end the rival of its other end ("struck on 19 June 2024" against
                # "struck on 18-19 June 2024"), unless the sentence's day starts or ends something
                and not _inside_a_span(quantity, other, found)
                # nor is "since the helpline opened in 2017", unless said of the same act
                and not (
                    (_said_when(quantity) or _reached_by(quantity))
                    and other.since
                    and other.dated_by[0] != quantity.dated_by[0]
                )
                and not _opposite_ends(quantity, other)  # "cut to $5.3m" is not said of "from $8.1m"
                and not _start_of_its_year(quantity, other, found, times)
                # nor "runs until September 2024" of "to run from 19 January 2024"
                and not (quantity.bound and other.bound and quantity.bound != other.bound)
                # nor is a term's start ("for an initial term of eight years from 1 April 2025") when
                # the sentence's act was done ("In June 2024 ... awarded an eight-year contract")
                and not (
                    not quantity.bound
                    and _TERM_FROM.search(other.context, max(0, other.start - 40), other.start)
                )
                and not _plan_for_done(quantity, other)  # a fine proposed is not one imposed
                # nor is what a plan starts from ("$45" now) what it plans ("plans to raise the fine to $55")
                and not (
                    quantity.prospective
                    and quantity.change_end == "to"
                    and not (other.prospective or other.change_end or other.headed_plan)
                )
                and (_due(quantity) or not _due(other))  # nor is a report's deadline when it was filed
                # nor is one imposed what "would have been" imposed without a discount
                and (other.counterfactual or not quantity.counterfactual)
                and not _claimed_for_awarded(quantity, other)
                and not _other_stage(quantity, other)
                and not _yearly_and_in_all(quantity, other)  # a year's figure is no total over years
                # ... nor where the equal figure the evidence gives is a year's: "250,000 wet tonnes of
                # sediment per year (2.5 million wet tonnes over ten years)"
                and not (
                    stating is not None and not _in_all_years(quantity) and _yearly_and_in_all(stating, other)
                )
                and not _other_ordinal(quantity, other)
                and not _far_apart(quantity, other)
                # (a change's start whose end the evidence gives as the sentence does counts what it
                # does: "up from 1,558" against "Offers ... rose 9.7% to 1,742 (2024: 1,588)")
                and (
                    _same_thing(quantity, other, rival=True)
                    or _other_end_agrees(quantity, claimed, other, found)
                )
                and _same_subject(quantity, other, names)
                # Dropped only where no equal figure is said here: then never a VERIFIED.
                and not (
                    stating is None and _another_occasion(other, times, dates, quantity.change_end == "from")
                )
            ):
                continue  # "March 2020" against "2020": neither states the other
            score = closeness(quantity, other)
            if other.sentence in bracketed_lines and other.bracketed_period is None:
                score = max(score, STRONG_SIMILARITY)
            if other.worked and _worked_from_another(other, quantity, claimed, found):
                score = max(score, STRONG_SIMILARITY)  # "twenty-five more than" a year before: 127 - 109
            if _counted_in_its_years(quantity, other, claimed):
                score = max(score, CLASH_SIMILARITY)  # "Members at 31 December 2024: 1,184"
            if _lasting_as_said(quantity, other, acts):
                # "the licence is suspended for 28 days" for "suspended ... licence for 21 days"
                score = max(score, STRONG_SIMILARITY)
            if _share_beside(quantity, other, claimed):
                score += ANCHOR_BONUS  # "C$124.8 million (40%)" for "C$109.2 million, or 40% of the cost"
            if _other_end_agrees(quantity, claimed, other, found) or _same_day_other_hour(quantity, other):
                # "rose to 312 from 289": "rose from 298 to 312"; "open until noon on 30 September":
                # "until midnight on 30 September"
                score = max(score, STRONG_SIMILARITY)
            if rival is None or score > rival[0]:
                rival = (score, other)
            # The evidence's statement of another of the sentence's figures is not this one's rival,
            # unless the two fit the evidence better exchanged (a swap: "23 deaths, 187 missing"
            # against "187 deaths, 23 missing").
            # Nor is a first estimate the sentence gives as such ("expected to cost £11.4 million
            # against an original estimate of £8.9 million").
            claimed_by_another = any(
                q is not quantity
                and (agrees(q, other) or _day_without_year(q, other))
                and not _bound_of_another_unit(q, other)
                # a day is no statement of the bare year the sentence also gives ("the 2025
                # festival" against "open on 1 April 2025", for "open on 1 May 2025")
                and not (other.day and quantity.day and not (q.day or q.month))
                and (
                    not _swapped(
                        score, closeness(q, other), equal, None if stating is None else closeness(q, stating)
                    )
                    # a change's start is no swap for the figure the change came to ("brought the
                    # penalty down from £412,600" against the "final penalty of £288,820" it gives)
                    or quantity.change_end == "from"
                    or (other.first_plan and _TOLD_AS_FIRST.search(q.phrase_before) is not None)
                    # nor the start of a span the sentence gives, for its end
                    or bool(q.bound and quantity.bound and q.bound != quantity.bound)
                    # nor a change's start for its end: reversed, the two are read by _reversed_direction
                    # ("grown from £780,000 in 2022 to £1.15m" against "A survey in 2022 had put the
                    # cost at £780,000")
                    or (
                        {q.change_end, quantity.change_end} == _CHANGE
                        and q.sentence == quantity.sentence
                        and other.change_end != quantity.change_end  # (the whole change turned round)
                    )
                )
                for q in claimed
            )
            if not claimed_by_another and (free is None or score > free[0]):
                free = (score, other)
        if (
            stating is not None
            and free is not None
            and _dated_for_another_act(quantity, stating, free[1], acts)
        ):
            equal = 0.0  # "arrested on 11 October" dates the arrest; "came to light on 29 September" does not
        if rival is None or equal >= rival[0]:
            if equal < 0 and not _heads_a_column(quantity, found):
                result.unmatched.append(quantity)
            continue
        if stating is None and any(_equal(quantity, o) and o.of_them and not o.unit for o in found):
            # "tested 20 workers and 50 water samples ... Four of them tested positive": the four
            # may be the sentence's, whoever "them" are.
            result.doubtful.append(Clash(quantity, rival[1], rival[0]))
            continue
        labelled = free is not None and _label_said(quantity, free[1], own[id(quantity)])
        # (an amount or count over ten times the sentence's, or under a tenth, is of another
        # measure: "raised £1,870" against "charges £45 for a cut", "£85" a week for "earned £4,420")
        of_its_size = free is not None and (quantity.kind is Kind.TIME or near_in_size(quantity, free[1], 10))
        if (
            free is not None
            and free[0] >= max(equal, yearless) + CLASH_MARGIN
            # (... unless said closely of the sentence's words)
            and (free[0] >= STRONG_SIMILARITY or not (quantity.value and free[1].value) or of_its_size)
            and (
                free[0] >= CLASH_SIMILARITY
                # (not a list's line that shares no word with the sentence: "September (to 15
                # September): 5,770" above a quote about June)
                or (_lone(quantity, claimed, found) and (free[0] > 0 or _in_prose(free[1])) and of_its_size)
                or _done_beside_plan(quantity, free[1], found)
                or labelled
            )
        ):
            # (a line whose label the sentence says is said of its words as plainly as can be)
            result.clashes.append(
                Clash(quantity, free[1], max(free[0], STRONG_SIMILARITY) if labelled else free[0])
            )
            continue
        if equal >= 0:
            result.doubtful.append(Clash(quantity, rival[1], rival[0]))
        else:
            result.unmatched.append(quantity)
    if not result.clashes:
        result.reversed = _reversed_direction(claimed, found)
        result.opposite = _gone_the_other_way(claimed, found)
    return result


def _in_the_year_before(quantity: Quantity, day: Quantity, found: list[Quantity]) -> bool:
    """True where a date before ``day`` in its sentence, in the same month or an earlier one, is of
    the sentence's year: the yearless day is of that year too."""
    return any(
        f.sentence == day.sentence
        and f.start < day.start
        and f.year == quantity.year
        and f.month is not None
        and day.month is not None
        and f.month <= day.month
        for f in found
    )


_THE_DAY_BESIDE = re.compile(r",?\s+the\s+day\s+(before|after)\b", re.I)


def _the_day_beside(quantity: Quantity, other: Quantity) -> bool:
    """True for the day after (or before) a date the sentence gives as "the day before (or after)"
    something else, where the evidence gives it of that thing: the sentence says it is that thing's."""
    beside = _THE_DAY_BESIDE.match(quantity.context, quantity.end)
    if beside is None or not (quantity.day and quantity.month and other.day and other.month):
        return False
    thing = {t.stem for t in tokenize(phrase_after_at(quantity.context, beside.end())) if is_content(t.norm)}
    if not thing & {t.stem for t in tokenize(other.sentence)}:
        return False  # "the day before the Summer Fete" says nothing of "put up the marquees on 9 August"
    year = quantity.year or other.year or 2001  # (any year: only the days apart count)
    try:
        mine = datetime.date(year, quantity.month, quantity.day)
        theirs = datetime.date(other.year or year, other.month, other.day)
    except ValueError:
        return False
    return (theirs - mine).days == (1 if beside.group(1).lower() == "before" else -1)


def _target_for_estimate(quantity: Quantity, other: Quantity, found: list[Quantity]) -> bool:
    """True for an estimate near the sentence's figure ("an estimated 9,850 jobs") where the passage
    gives that very figure as the target ("against a target of 10,000"): the sentence says the
    target was reached, which the estimate, however close, does not."""
    return (
        other.qualifier == "~"
        and not quantity.qualifier
        and other.value != quantity.value
        and any(
            o.value == quantity.value and _plan_for_done(quantity, o)
            for o in found
            if o.kind is quantity.kind
        )
    )


def _done_beside_plan(quantity: Quantity, other: Quantity, found: list[Quantity]) -> bool:
    """True for the figure said as done in the sentence that gives the sentence's figure as its plan:
    "budgeted at £14,000 but came in at £16,850" says what the work cost, against "cost £14,000"."""
    return (
        quantity.kind not in (Kind.COUNT, Kind.TIME)
        and other.kind is quantity.kind
        and not (other.prospective or other.worked or other.bracketed)
        and any(
            o.sentence == other.sentence
            and o.value == quantity.value
            and o.prospective
            and not quantity.prospective
            and PLAN_HEADINGS.isdisjoint(quantity.surroundings)  # "had budgeted £18,500 for"
            and _BUT_DONE.fullmatch(other.context, o.end, other.start) is not None
            for o in found
            if o.kind is quantity.kind and o.end <= other.start
        )
    )


# What turns from a plan's figure to what was done: "budgeted at £14,000 but came in at £16,850".
_BUT_DONE = re.compile(
    r"[^.;()]{0,40}\b(?:but|whereas|while|though|although|in\s+the\s+event)\b[^.;()]{0,40}", re.IGNORECASE
)


def _worked_from_another(
    worked: Quantity, quantity: Quantity, claimed: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a figure worked out from an evidence figure (the one it is read as said where)
    that states another of the sentence's figures."""
    return any(
        f.start == worked.start and f.sentence == worked.sentence and not f.worked and agrees(q, f)
        for f in found
        for q in claimed
        if q is not quantity
    )


def _gone_the_other_way(claimed: list[Quantity], found: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """A change's size the evidence gives, of the same thing, only going the other way: "rose 18%"
    against "18% lower than the year before"."""
    for quantity in claimed:
        if not quantity.way:
            continue
        # Every equal figure of the same thing goes the other way: one said without a way may be
        # the sentence's ("a 12% year-on-year increase"), whatever else fell 12%.
        equal = [
            o
            for o in found
            if _equal(quantity, o) and _same_thing(quantity, o) and not _said_otherwise(quantity, o)
        ]
        if equal and all(o.way and o.way != quantity.way for o in equal):
            return quantity, equal[0]
    return None


_DIGITS = re.compile(r"\d+")


def _heads_a_column(quantity: Quantity, found: list[Quantity]) -> bool:
    """True for a period that heads the column of a table's figure in the passage ("in 2023-24"
    for a cell under "2023-24"): the table says it, as a heading, not as a figure."""
    if quantity.kind is not Kind.TIME or quantity.day or quantity.month or quantity.quarter:
        return False
    parts = _DIGITS.findall(quantity.text)
    return any(
        other.cell is not None and all(other.headings.get(part, 0.0) >= NAMED for part in parts)
        for other in found
    )


_YEAR = re.compile(r"(?:19|20)\d\d")


_STARTED_IN = re.compile(_DATED_IN.pattern + r"((?:19|20)\d\d)\b(?![/–-]\d)")  # ... and its year


def _same_whole(mine: str, theirs: str) -> bool:
    """True unless two shares are of different groups. A "-ship" is held by its holders: a share of
    professorships or memberships is one of professors or members."""
    if not (mine and theirs) or mine == theirs:
        return True
    shorter, longer = sorted((mine, theirs), key=len)
    return longer == shorter + "ship"


def _under_an_earlier_period(quantity: Quantity, other: Quantity) -> bool:
    """True for a table's figure under a comparative's heading ("Last week", "Previous year", "Prior
    quarter") where the sentence says nothing of that period: "O negative | 2.7 | 3.4" under "This
    week | Last week" does not say stocks "had fallen to 3.4 days"."""
    if other.cell is None or _may_be_of_the_earlier_period(quantity):
        return False
    named = {word for word, weight in other.headings.items() if weight >= NAMED}
    return bool(named & _EARLIER)


_EARLIER = stems("last previous prior preceding earlier ago")


def _may_be_of_the_earlier_period(quantity: Quantity) -> bool:
    """True where the sentence may give its figure as an earlier period's: the start of its change
    ("up from 3,100"), a year said right after it, or a word for an earlier period ("a year earlier")."""
    return (
        quantity.change_end == "from"
        or _YEAR_BEFORE.match(quantity.context, quantity.end) is not None
        or bool(_EARLIER & {t.stem for t in tokenize(quantity.sentence)})
    )


def _in_an_earlier_column(
    quantity: Quantity, times: list[Quantity], other: Quantity, found: list[Quantity]
) -> bool:
    """True for a table's figure in the column of an earlier period than another of its row's, where
    the sentence gives no period: "Diesel costs (R million) | 412 | 356" under "H1 FY2024 | H1
    FY2023" does not say "spent R356m on diesel ... during the half"."""
    if other.cell is None or times or _may_be_of_the_earlier_period(quantity):
        return False
    year = _heading_year(other)
    return year is not None and any(
        q is not other
        and q.cell is not None
        and q.sentence == other.sentence
        and (_heading_year(q) or 0) > year
        for q in found
    )


def _heading_year(quantity: Quantity) -> int | None:
    """The year of the period a table's cell stands under ("2023", "H1 FY2024"), if one."""
    named = [word for word, weight in quantity.headings.items() if weight >= NAMED]
    years = [int(y.group()) for word in named if (y := _YEAR.search(word))]
    if not years and "fy" in named:
        years = [2000 + int(word) for word in named if len(word) == 2 and word.isdigit()]  # "FY24"
    return max(years) if len(set(years)) == 1 else None


def _start_of_its_year(
    quantity: Quantity, other: Quantity, found: list[Quantity], times: list[Quantity]
) -> bool:
    """True where ``other``'s sentence gives the sentence's figure as a change's start, in the year
    the sentence dates it to: "Nine teams entered, up from seven in 2023" says "seven ... in 2023",
    and its nine are of another year."""
    for start in found:
        if start is other or start.sentence != other.sentence or start.change_end != "from":
            continue
        started = _STARTED_IN.match(start.context, start.end)
        if started is not None and agrees(quantity, start):
            return any(time.year == int(started.group(1)) for time in times)
    return False


def _under_another_period(quantity: Quantity, times: list[Quantity], other: Quantity) -> bool:
    """True for a table's figure in the column of another period than the sentence's ("710,000"
    under "2022-23" for "in 2023-24"), or in the brackets a document keeps for another period: it
    is not said of the sentence's period (unless the sentence gives it as where a change began:
    "up from 171,500 tonnes")."""
    if not times or quantity.change_end or _YEAR_BEFORE.match(quantity.context, quantity.end):
        return False
    started = _STARTED_IN.match(other.context, other.end) if other.change_end == "from" else None
    if started is not None:
        # "up from 27% in 2021" is 2021's figure, not 2024's
        return all(time.year is not None and time.year != int(started.group(1)) for time in times)
    bracketed = other.bracketed_period
    if bracketed is not None:
        # "Benchmark return 8.4% (2.6%)" under "Figures for 2022/23 are shown in brackets"
        return all(conflicts(time, bracketed) for time in times)
    if other.cell is None:
        return False
    named = {word for word, weight in other.headings.items() if weight >= NAMED}
    if not any(_YEAR.fullmatch(word) for word in named):
        return False
    return not any(set(_DIGITS.findall(time.text)) <= named for time in times)


def _after_the_brackets(times: list[Quantity], bracketed: Quantity) -> bool:
    """True where every one of the sentence's ``times`` falls in a later year than the period a
    document keeps its brackets for."""
    return bracketed.year is not None and all(t.year is not None and t.year > bracketed.year for t in times)


def _wholes_and_parts(quantity: Quantity, claimed: list[Quantity]) -> list[Quantity]:
    """The sentence's figures that ``quantity`` is a part of, or that are parts of it: "six of the
    airline's 94 aircraft"."""
    span = quantity.part_of
    return [
        q
        for q in claimed
        if (span is not None and q.start == span[0])
        or (q.part_of is not None and q.part_of[0] == quantity.start)
    ]


def _swapped(crossed: float, kept: float, equal: float, other_crossed: float | None) -> bool:
    """True when two of the sentence's figures fit the evidence better exchanged: ``crossed`` and
    ``other_crossed`` are how closely each is said of the other's evidence figure, ``kept`` and
    ``equal`` how closely each is said of its own (``other_crossed`` is None when the first has none)."""
    if other_crossed is None:
        return crossed > kept
    return crossed + other_crossed > kept + equal + CLASH_MARGIN


def _stated_together(claimed: list[Quantity], found: list[Quantity]) -> set[int]:
    """The sentence's figures that the evidence states together with another of them, side by
    side as the sentence does ("$23 billion in 2021" for "2021 profit was $23 billion"): such a
    pair is one statement, whatever other figures stand near it."""
    stated: set[int] = set()
    for i, first in enumerate(claimed):
        for second in claimed[i + 1 :]:
            if not (_beside(first, second) and _beside(second, first)):
                continue
            if any(
                _equal(first, a)
                and _equal(second, b)
                and not _plan_for_done(first, a)
                and not _plan_for_done(second, b)
                and _beside(a, b)
                and _beside(b, a)
                for a in found
                for b in found
                if a is not b
            ):
                stated.update((id(first), id(second)))
    return stated


_CORRECTING = stems("revised corrected restated amended updated")


def _corrected(quantity: Quantity, ordered: list[Quantity], corrections: set[int]) -> Quantity | None:
    """A differing figure of ``ordered`` (the evidence's, in order) said in a correction after
    one stating ``quantity``: "The release stated 4,100 tonnes. The correct estimate is 2,900." """
    first = next((i for i, other in enumerate(ordered) if _states(quantity, other)), None)
    if first is None:
        return None
    stated = ordered[first]
    for other in ordered[first + 1 :]:
        if (
            id(other) in corrections
            # A correction supersedes what was said before it, or what its own sentence says it
            # takes back ("misstated her age as 72; she was 71", "revised from 94 to 74"); not the
            # other figures of its sentence ("Crime for 2023 has been revised down to 1,247,300,
            # from the 1,284,600 published on 21 March 2024" keeps 2023).
            and (
                other.context is not stated.context
                or other.sentence != stated.sentence
                or stated.change_end == "from"
                or stated.said_wrongly
            )
            and other.kind is quantity.kind
            # "needs to produce 71,000 oz to meet revised guidance" corrects no output: a plan
            # corrects only a plan
            and not _plan_for_done(quantity, other)
            # "revised in January 2024" dates the revision: it corrects no date
            and not (other.kind is Kind.TIME and other.dated_by[0] in _CORRECTING)
            and conflicts(quantity, other)
            and (_same_thing(quantity, other) or not other.unit)  # "The correct figure is 74."
            # Said of the same thing: a count's unit, or a word around an amount or percentage.
            and (quantity.kind is Kind.COUNT or quantity.surroundings.keys() & other.surroundings.keys())
            and not _takes_back_another(quantity, other, ordered, corrections)
            # "97 of the notices were rescinded" is a part of them, whatever it follows
            and not (other.kind is Kind.COUNT and other.share_of and not quantity.share_of)
        ):
            return other
    return None


def _takes_back_another(
    quantity: Quantity, correction: Quantity, ordered: list[Quantity], corrections: set[int]
) -> bool:
    """True where the correction's own sentence gives the figure it takes back, and that is not the
    sentence's: "gave compensation paid in 2022 as EUR 341 million; ... the figure has been
    corrected to EUR 356 million" corrects 341, not the EUR 412 million paid in 2023."""
    taken_back = [
        q
        for q in ordered
        if q is not correction
        and q.kind is correction.kind
        and id(q) not in corrections
        and q.context is correction.context
        and q.sentence == correction.sentence
    ]
    return bool(taken_back) and not any(_states(quantity, q) for q in taken_back)


def _realised(
    quantity: Quantity,
    found: list[Quantity],
    near: list[Quantity],
    and_after: Callable[[], list[Quantity]],
    names: frozenset[str],
    written_later: Callable[[Quantity], bool] | None = None,
) -> Quantity | None:
    """A differing figure that the evidence gives as done, in the passage (``found``) or the
    sentences after it (``and_after``: both), after either gives the sentence's figure as a
    proposal: "proposed a fine of EUR 2.1 million ... imposed a fine of EUR 1.4 million" (not
    another party's: "Orrin's final penalty of KRX 212 million" is not Tessaly's)."""
    if _proposed(quantity):
        return None
    # The passage gives it as done: "treated 420 patients in January", whatever is expected next.
    if any(
        _equal(quantity, other) and not _proposed(other) and _same_thing(quantity, other) for other in found
    ):
        return None
    # The proposal may come just after the passage that says the sentence's other facts (``near``:
    # the passage and the sentence after it; the ones after those are read only if they write it).
    if (
        written_later is not None
        and not any(_equal(quantity, o) and _proposed(o) for o in near)
        and not written_later(quantity)
    ):
        return None
    ordered = and_after()
    proposed = next(
        (i for i, other in enumerate(ordered) if _equal(quantity, other) and _proposed(other)),
        None,
    )
    if proposed is None:
        return None
    said_of = _beside_words([ordered[proposed]])
    # The other parties given proposals in the same sentence: "notified Orrin of a provisional
    # penalty of KRX 260 million and Tessaly of one of KRX 107 million".
    others = {
        other.names_before[-1]
        for other in ordered
        if other is not ordered[proposed]
        and _proposed(other)
        and other.sentence == ordered[proposed].sentence
        and other.names_before
        and other.names_before[-1] not in names
    }
    for other in ordered[proposed + 1 :]:
        if (
            other.kind is quantity.kind
            and not _proposed(other)
            and other.against is quantity.against  # "KSD 480 million higher than the 2017 budget"
            and conflicts(quantity, other)
            and _same_thing(quantity, other)
            and not _other_stage(quantity, other)  # the interim dividend paid is not the final one
            # nor is a change's size what it changed to ("increase from £1,717 to £1,748, a rise of £31")
            and not _opposite_ends(ordered[proposed], other)
            # nor the other end of its range ("closed from 27 December 2024 until 2 January 2025")
            and not (other.group is not None and other.group == ordered[proposed].group)
            and not (other.capitals_before and other.capitals_before[-1] in others)
            and _said_beside(other, said_of)
            # "(2023: £38.2m)" labels last year's figure: no date done in place of the one forecast
            and not (other.kind is Kind.TIME and _LABELS_A_FIGURE.match(other.context, other.end))
            # "costs the council £9,500 a month" is no outturn of what "would have cost about £650,000"
            and _period_of(other) == _period_of(ordered[proposed])
        ):
            return other
    return None


def _due(quantity: Quantity) -> bool:
    """True for a date given as a deadline: "due October 27, 2022", "the October 15 deadline"."""
    return quantity.kind is Kind.TIME and bool(
        _DUE_BEFORE.search(quantity.phrase_before) or _DEADLINE_AFTER.match(quantity.context, quantity.end)
    )


_DUE_BEFORE = re.compile(r"\b(?:due|deadline(?:\s+(?:of|was|is))?)(?:\s+(?:on|by))?\s+$", re.IGNORECASE)
_DEADLINE_AFTER = re.compile(r"\s+(?:filing\s+)?deadline\b", re.IGNORECASE)


def _done_before_planned(quantity: Quantity, other: Quantity) -> bool:
    """True for a date given as done that comes before the sentence's date of a plan or forecast:
    what was done then is not what is expected later."""
    if not (
        quantity.kind is Kind.TIME
        and quantity.year
        and other.year
        and other.year < quantity.year
        and quantity.prospective
        and not other.prospective
    ):
        return False
    # ... where the passage says the act done then: "In 2023-24 we distributed" (not one the
    # sentence says done too: "announced plans to close ... in February 2024")
    planned = {token.stem for token in tokenize(quantity.clause) if not is_past_tense(token.norm)}
    return any(is_past_tense(token.norm) and token.stem in planned for token in tokenize(other.clause))


def _period_of(quantity: Quantity) -> str:
    """The period shorter than a year that an amount or count is given for ("£9,500 a month":
    "month"), or "" ("$7.8 million a year" is a year's, as "in 2022-23" is)."""
    after = _PER_PERIOD.match(quantity.context, quantity.end)
    return after.group(1).lower() if after else ""


_PER_PERIOD = re.compile(r"\s+(?:a|an|per|each|every)\s+(day|week|month|quarter|hour)\b", re.I)


def _revised(
    quantity: Quantity,
    and_after: Callable[[], list[Quantity]],
    closeness: Callable[[Quantity, Quantity], float],
) -> Quantity | None:
    """For a figure the sentence says "now" is due, the differing one the passage or the sentences
    after it say "now" instead ("is now due to open in spring 2025" against "will now open in spring
    2026"), where none says the sentence's "now"."""
    if not quantity.said_now:
        return None
    changed = _changed_since(quantity, and_after())
    if changed is not None:
        return changed
    revised = [o for o in and_after() if o.kind is quantity.kind and o.said_now]
    if any(agrees(quantity, other) for other in revised):
        return None
    candidates = [
        (closeness(quantity, other), other)
        for other in revised
        if conflicts(quantity, other) and _same_thing(quantity, other)
    ]
    best = max(candidates, key=lambda pair: pair[0], default=None)
    return best[1] if best is not None and best[0] >= STRONG_SIMILARITY else None


def _changed_since(quantity: Quantity, figures: list[Quantity]) -> Quantity | None:
    """For a figure the sentence says stands "now", the other end of the change the evidence gives
    it as the start of, where it gives it only so ("now stands at 7.1 million trips" against "From
    7.1 million trips a year to 6.2 million")."""
    equal = [o for o in figures if _equal(quantity, o) and _same_thing(quantity, o)]
    if not equal or any(o.change_end != "from" for o in equal):
        return None
    start = equal[0]
    return next(
        (
            o
            for o in figures
            if o.sentence == start.sentence
            and o.start > start.start
            and o.kind is quantity.kind
            and o.change_end == "to"
            and conflicts(quantity, o)
        ),
        None,
    )


def _confirmed_before(
    quantity: Quantity, found: list[Quantity], whole: Callable[[], Sequence[Quantity]]
) -> Quantity | None:
    """The confirmed figure of the sentence before, where the passage gives the sentence's figure
    as a first estimate since replaced by it ("flooding 186 properties. The figure was confirmed by
    the council, whose initial estimate had put the number of flooded homes at about 230")."""
    if quantity.estimate_since_confirmed or "estimate" in quantity.sentence.lower():
        return None  # the sentence reports the estimate as one
    stated = next((o for o in found if o.estimate_since_confirmed and _equal(quantity, o)), None)
    if stated is None:
        return None
    figures = whole()
    at = next((i for i, other in enumerate(figures) if other is stated), 0)
    before: str | None = None  # the sentence before the estimate's that gives figures
    for other in reversed(figures[:at]):
        if other.context is stated.context:
            continue
        if before is None:
            before = other.context
        if other.context is not before:
            break
        if other.kind is quantity.kind and conflicts(quantity, other) and (other.unit or other.currency):
            return other
    return None


# A sentence that gives a figure as a first plan or estimate: "was originally due in", "had been
# scheduled for", "the business case estimated" (not "is now expected").
_TOLD_AS_FIRST = re.compile(
    r"\b(?:original(?:ly)?|initial(?:ly)?|previously|earlier|at\s+first|at\s+the\s+outset)\b"
    r"|\b(?:was|were|had|first)\s+(?:been\s+)?(?:\w+\s+)?(?:due|scheduled|planned|expected|set|slated|meant"
    r"|supposed|budgeted|estimated|forecast|projected|intended|targeted|put)\b"
    r"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bnow\s)(?<!still\s)\b(?:estimated|budgeted|forecast|projected|planned"
    r"|scheduled|intended|expected)\b",
    re.IGNORECASE,
)
# ... or says the plan was missed: "delayed from", "running late".
_MISSED = re.compile(
    r"\b(?:delay|postpon|pushed\s+back|put\s+back|defer|slipp|late\b|behind\s+schedule|overr?un)",
    re.IGNORECASE,
)
# Words of a sentence that give a figure replacing the one the sentence before gave as a plan:
# "was originally estimated to cost £8.9 million. Its cost has since risen to £11.4 million."
_REPLACING = re.compile(
    r"\b(?:now|since|instead|later|eventually|finally|subsequently|revised|risen|rose|increased|fell|fallen"
    r"|postponed|delayed|put\s+back|pushed\s+back|moved)\b",
    re.IGNORECASE,
)


def _plan_replaced(
    quantity: Quantity,
    claimed: list[Quantity],
    found: list[Quantity],
    and_after: Callable[[], list[Quantity]],
) -> Quantity | None:
    """The figure that replaced a first plan or estimate the passage gives as the sentence's figure
    ("originally scheduled for completion in Q4 2023, is now expected to be completed in Q2 2024"),
    where the sentence gives it as the plan still in force ("expects it to be finished in Q4 2023")."""
    if not any(o.first_plan for o in found):
        return None  # (the common case, told cheaply)
    equal = [o for o in found if _equal(quantity, o)]
    if not equal or not all(o.first_plan for o in equal):
        return None
    if _TOLD_AS_FIRST.search(quantity.sentence) or _MISSED.search(quantity.sentence):
        return None
    replacing = _replacement(equal[0], and_after())
    if replacing is None or not conflicts(quantity, replacing) or any(_equal(q, replacing) for q in claimed):
        return None  # the sentence gives the new figure too
    return replacing


def _beside_first_plan(
    quantity: Quantity,
    claimed: list[Quantity],
    found: list[Quantity],
    and_after: Callable[[], list[Quantity]],
) -> Quantity | None:
    """Where the sentence gives another of its figures as a first plan the passage gives ("expected
    to cost £11.4 million against an original estimate of £8.9 million"), the figure that replaced
    that plan, which the sentence's figure is to be compared with."""
    if not any(o.first_plan for o in found):
        return None
    if quantity.first_plan or _TOLD_AS_FIRST.search(quantity.phrase_before):
        return None
    for q in claimed:
        if q is quantity or q.kind is not quantity.kind or not _TOLD_AS_FIRST.search(q.phrase_before):
            continue
        plan = next((o for o in found if o.first_plan and _equal(q, o)), None)
        if plan is not None:
            return _replacement(plan, and_after())
    return None


def _starting_reduced(quantity: Quantity, found: list[Quantity]) -> Quantity | None:
    """What the sentence's figure comes to where the passage gives it only as a starting figure it
    reduces ("fined £1.6m" against "the starting fine was £1.6m, reduced by a quarter": £1.2m),
    unless the sentence too calls it the starting figure."""
    if quantity.kind is Kind.TIME or quantity.kind is Kind.PERCENT:
        return None
    equal = [o for o in found if _equal(quantity, o) and not o.worked]
    if not equal or STARTING.search(quantity.sentence):
        return None
    made = [reduced(o, quantity) for o in equal]
    if any(m is None or agrees(quantity, m) for m in made):
        return None  # "fined £1.5m" is "£2m, reduced by a quarter", however "£2m" is rounded
    return made[0]


def _replacement(plan: Quantity, ordered: list[Quantity]) -> Quantity | None:
    """The figure of ``plan``'s kind that replaced it, later in its sentence or in the next one
    that gives figures with a word of change ("Its cost has since risen to £11.4 million")."""
    at = next((i for i, other in enumerate(ordered) if other is plan), None)
    if at is None:
        return None
    after: str | None = None  # the next sentence that gives figures
    for other in ordered[at + 1 :]:
        if other.sentence != plan.sentence:
            if after is None:
                after = other.sentence
            if other.sentence != after:
                return None  # neither in the plan's sentence nor in the one after it
            if not _REPLACING.search(other.clause):
                continue
        if other.kind is plan.kind and other.change_end != "from" and not agrees(plan, other):
            return other
    return None


def _done_before(
    quantity: Quantity, found: list[Quantity], whole: Callable[[], Sequence[Quantity]]
) -> Quantity | None:
    """The figure done, in the sentence before, where the passage gives the sentence's figure only
    as what "would have" been done ("OWQS imposes a financial penalty of £4,270,000. The penalty
    that OWQS would otherwise have imposed was £6,100,000")."""
    if quantity.counterfactual or not any(o.counterfactual for o in found):
        return None
    equal = [o for o in found if _equal(quantity, o)]
    if not equal or not all(o.counterfactual for o in equal):
        return None
    figures = whole()
    stated = equal[0]
    at = next((i for i, other in enumerate(figures) if other is stated), None)
    if at is None:
        return None
    said_of = _beside_words([stated])
    before: str | None = None  # the sentence before the counterfactual's that gives figures
    for other in reversed(figures[:at]):
        if other.sentence == stated.sentence:
            continue
        if before is None:
            before = other.sentence
        if other.sentence != before:
            break
        if (
            other.kind is quantity.kind
            and not other.prospective
            and conflicts(quantity, other)
            and _said_beside(other, said_of)
            # a change's size is no level: "would have risen by 41 points" after "a rating of 2341"
            and (other.change_end == "by") is (stated.change_end == "by")
        ):
            return other
    return None


def _granted_instead(
    quantity: Quantity,
    found: list[Quantity],
    whole: Callable[[], Sequence[Quantity]],
    closeness: Callable[[Quantity, Quantity], float],
) -> Clash | None:
    """The clash with the differing figure a source gives as decided where it gives the sentence's
    decided figure only as what a party asked for: "ordered to contribute KRX 60,000" against "KADA
    sought ... a contribution of KRX 60,000 towards its costs" and, pages on, "shall pay KRX 15,000
    as a contribution towards KADA's costs"."""
    if quantity.ruling != "granted" or quantity.prospective:
        return None
    if not any(_equal(quantity, other) and _asked(other) for other in found):
        return None
    figures = whole()
    stating = [other for other in figures if _equal(quantity, other)]
    if any(other.ruling == "granted" for other in stating):
        return None  # the source also says it was decided
    # Said of what the asked figure is said of, or of what the sentence says its figure is of
    # ("ordered to pay EUR 48,000 towards her legal costs": "contribute EUR 12,000 towards the
    # Athlete's costs").
    said_of = _beside_words([other for other in stating if _asked(other)]) | quantity.said_of
    # Said as decided, or equal to a figure said so ("I therefore award EUR 412.90" ... "- EUR
    # 412.90 for her out-of-pocket expenses").
    decided = [other for other in figures if other.ruling == "granted" and not _asked(other)]
    granted = [
        other
        for other in figures
        if other.kind is quantity.kind
        and any(other is d or _equal(other, d) for d in decided)
        and not _asked(other)
        and conflicts(quantity, other)
        and _same_thing(quantity, other)
        and _said_beside(other, said_of)
    ]
    best = max(granted, key=lambda o: closeness(quantity, o), default=None)
    if best is None:
        return None
    # As close as the passage's statement of what was asked: that is what it overrules.
    asked = max(closeness(quantity, o) for o in found if _equal(quantity, o) and _asked(o))
    # The sentence's own figure, given as only asked for, anchors the clash however few words it shares.
    return Clash(quantity, best, max(closeness(quantity, best), asked, STRONG_SIMILARITY), overruled=True)


def _proposed(quantity: Quantity) -> bool:
    """True for a figure given as a proposal, plan or provisional amount: not as done."""
    return quantity.prospective or quantity.provisional


def _claimed_for_awarded(quantity: Quantity, other: Quantity) -> bool:
    """True for a sum a party asked for against the sentence's sum said as decided: "Brannock
    claims USD 9.6 million" is not what "was awarded USD 7.82 million" says was decided."""
    return (
        quantity.kind is not Kind.TIME
        and quantity.ruling == "granted"
        and _asked(other)
        and not other.decided_before
    )


def _asked(quantity: Quantity) -> bool:
    """True for a figure given as asked for, or proposed: not what was decided."""
    return quantity.ruling == "asked" or _proposed(quantity)


def _change_of_another(quantity: Quantity, claimed: list[Quantity], found: list[Quantity]) -> Quantity | None:
    """The change the evidence gives, in apposition, of the figure the sentence gives its change
    of, where it differs: "the long-haul network carried 280,700 passengers, an increase of 9.8%"
    against "... 1,561,900 passengers, an increase of 9.8%, while the long-haul network carried
    280,700 passengers, an increase of 21.2%". Only where the evidence gives that figure once."""
    base = _changed_figure(quantity, claimed)
    if base is None:
        return None
    equal = [other for other in found if _equal(base, other)]
    if len(equal) != 1:
        return None  # "Retail sales were £1.2bn, up 4%, and wholesale sales were £1.2bn, up 9%"
    change = next(
        (o for o in found if o.kind is quantity.kind and _changed_figure(o, found) is equal[0]), None
    )
    return change if change is not None and conflicts(quantity, change) else None


def _changed_figure(quantity: Quantity, among: Sequence[Quantity]) -> Quantity | None:
    """The figure of ``among`` whose change ``quantity`` gives in apposition (the last count or
    amount before it in its sentence): "280,700 passengers, an increase of 21.2%", "£4.1m (up
    12%)", "280,700 passengers, a 9.8% increase", "..., 9.8% more than the year before"."""
    if quantity.kind is not Kind.PERCENT:
        return None
    low = max(quantity.bounds[0], quantity.start - 60)
    if not (
        _APPOSED_CHANGE.search(quantity.context, low, quantity.start)
        or (
            _APPOSED_OPEN.search(quantity.context, low, quantity.start)
            and _CHANGE_AFTER.match(quantity.context, quantity.end)
        )
    ):
        return None
    before = [
        o
        for o in among
        if o.context is quantity.context
        and o.end <= quantity.start
        and o.bounds == quantity.bounds
        and o.kind in (Kind.COUNT, Kind.MONEY)
    ]
    return before[-1] if before else None


# A change in apposition: ", an increase of 21.2%", "(up 12%)"; or ", a 9.8% increase", ", 9.8% more".
_APPOSED_CHANGE = re.compile(
    rf"(?:,|\()\s*(?:(?:an?|the)\s+)?(?:(?:annual|year-on-year)\s+)?(?:{CHANGE_NOUNS})\s+of\s+\Z"
    r"|(?:,|\()\s*(?:up|down)\s+\Z",
    re.IGNORECASE,
)
_APPOSED_OPEN = re.compile(r"(?:,|\()\s*(?:(?:an?|the)\s+)?\Z")
_CHANGE_AFTER = re.compile(rf"\s+(?:{CHANGE_NOUNS}|more|less|fewer|higher|lower|up|down)\b", re.IGNORECASE)


def _part_for_whole(quantity: Quantity, found: list[Quantity]) -> Quantity | None:
    """The part the evidence gives where the sentence says all: "in all 11 papers" against "in
    six of the 11 papers", "all 412 patients" against "412 patients, of whom 198"."""
    if not quantity.whole or any(o.whole and _states(quantity, o) for o in found):
        return None  # "All 212 households have received" says it too
    for whole in found:
        if not _states(quantity, whole):
            continue
        for part in found:
            if (
                part.kind is Kind.COUNT
                and part.context is whole.context
                and part.value < whole.value
                and (
                    PART_OF.fullmatch(whole.context, part.end, whole.start)
                    if part.end <= whole.start
                    else WHOLE_OF.fullmatch(whole.context, whole.end, part.start)
                )
            ):
                return part
    return None


def _whole_for_part(quantity: Quantity, found: list[Quantity], words: dict[str, float]) -> Quantity | None:
    """The whole the evidence gives where the sentence gives its part as the whole: "19 others were
    injured" against "61 people were injured, 19 of whom were admitted to hospital" (the part is
    said of what the sentence does not say, and the sentence's word of the whole's)."""
    for part in found:
        if not (part.of_which and agrees(quantity, part)):
            continue
        whole = _whole_before(part, found)
        if whole is None or not conflicts(quantity, whole) or not _same_thing(quantity, whole):
            continue
        own_words = {w for w, weight in part.surroundings.items() if weight >= BESIDE and w.isalpha()}
        if own_words & words.keys():
            continue  # "19 of whom were admitted": the sentence says so too
        if any(
            weight >= BESIDE
            and word.isalpha()
            and whole.surroundings.get(word, 0.0) >= BESIDE
            and part.surroundings.get(word, 0.0) < BESIDE
            for word, weight in words.items()
        ):
            return whole
    return None


def _whole_of_the_part(quantity: Quantity, claimed: list[Quantity], found: list[Quantity]) -> Quantity | None:
    """The whole the evidence gives the sentence's part where the sentence gives it another: "17 of
    Carrowfield's 55 posts" against "vacancies: 17 of 58 posts (29%). In March 2022, 24 of 55 posts
    were vacant"."""
    parts = [q for q in claimed if q.part_of is not None and q.part_of[0] == quantity.start]
    if quantity.kind is not Kind.COUNT or len(parts) != 1:
        return None
    (part,) = parts
    # Each part the evidence gives, with its whole.
    pairs = [
        (said, whole)
        for said in found
        if said.part_of is not None
        for whole in (_whole_before(said, found),)
        if whole is not None
    ]
    wholes = [whole for said, whole in pairs if _equal(part, said)]
    if not wholes or any(agrees(quantity, whole) for whole in wholes):
        return None
    # The sentence's whole said plainly is its own ("The team held 44 cases involving domestic abuse"
    # against "9 of the 31 cases where one was needed"); said as another part's whole, it is not.
    others = {id(whole) for _said, whole in pairs}
    if any(_equal(quantity, o) and id(o) not in others for o in found):
        return None
    return next(
        (
            whole
            for whole in wholes
            if conflicts(quantity, whole)
            # (the head of the sentence's noun: "55 probation officer posts" counts posts)
            and (_same_thing(quantity, whole) or _counted_right_after(whole.unit, quantity))
        ),
        None,
    )


def _counted_right_after(words: frozenset[str], quantity: Quantity) -> bool:
    """True where one of ``words`` is among the four words right after ``quantity``."""
    after = tokenize(quantity.context[quantity.end : quantity.bounds[1]])[:4]
    return any(token.stem in words for token in after)


def _part_for_total(quantity: Quantity, found: list[Quantity]) -> Quantity | None:
    """The total the evidence gives where the sentence gives a part of it as the total: "In total,
    11,250 packs had been distributed" against "A total of 18,400 packs ... were distributed, of
    which 11,250 packs were from batch L2417"; not where the total is of something else ("Sales
    totalled $4m, of which $1.5m came from exports" says "Exports totalled $1.5m")."""
    if not quantity.total or any(o.total and _states(quantity, o) for o in found):
        return None
    for part in found:
        if not _states(quantity, part):
            continue
        whole = _whole_before(part, found)
        if (
            whole is not None
            and conflicts(quantity, whole)
            and _same_thing(quantity, whole)
            # Said of what the part is said of, in the sentence's words ("packs", not "exports").
            and all(
                whole.surroundings.get(w, 0.0) >= BESIDE
                for w in _beside_words([part]) & quantity.surroundings.keys()
            )
        ):
            return whole
    return None


def _summed_parts(total: Quantity, found: list[Quantity]) -> tuple[Quantity, ...]:
    """The figures of ``total``'s sentence that count what it counts and add up to it: its parts."""
    if total.kind is not Kind.COUNT or not total.unit:
        return ()
    parts = tuple(
        o
        for o in found
        if o is not total and o.sentence == total.sentence and o.kind is Kind.COUNT and o.unit == total.unit
    )
    if len(parts) < 2 or abs(sum(o.value for o in parts) - total.value) > 0.5:
        return ()
    return parts


def _whole_before(part: Quantity, found: list[Quantity]) -> Quantity | None:
    """The figure of ``found`` that ``part`` is said as a part of, before it in its sentence: "six of
    the 94", "18,400 packs ..., of which 11,250"."""
    span = part.part_of
    if span is not None:
        return next((o for o in found if o.context is part.context and o.start == span[0]), None)
    if part.of_the_one_before:  # "... the loss is put at KSD 4.83 million. Of that figure, KSD 1.81 million"
        return _in_sentence_before(part, found)
    if not part.of_which:
        return None
    before = [
        o
        for o in found
        if o.context is part.context
        and o.kind is part.kind
        and part.bounds[0] <= o.start
        and o.end <= part.start
        and _same_thing(part, o)  # not the "four batches" the packs came from
    ]
    return before[-1] if before else None


_STOPS = " \t\n.!?;\"'”’)"


def _in_sentence_before(part: Quantity, found: list[Quantity]) -> Quantity | None:
    """The last figure of ``part``'s kind in the sentence just before ``part``'s: in its chunk, or
    ending the chunk before where ``part``'s sentence opens its own."""
    low = part.bounds[0]
    at = next((i for i, o in enumerate(found) if o is part), len(found))
    for other in reversed(found[:at]):
        if other.context is part.context:
            if other.bounds[1] > low:
                continue  # in the part's own sentence
            adjacent = not part.context[other.bounds[1] : low].strip(_STOPS)
        else:
            adjacent = not part.context[:low].strip() and not other.context[other.bounds[1] :].strip(_STOPS)
        if not adjacent:
            return None
        if other.kind is part.kind:
            return other
    return None


def _states(quantity: Quantity, other: Quantity) -> bool:
    """True when an equal evidence figure says what the sentence's figure says: "22 serious
    adverse events" does not state "22 deaths", nor "cut from $8.1m" "cut to $8.1m", nor "proposed
    a fine of EUR 2.1 million" "fined EUR 2.1 million"."""
    return (
        _equal(quantity, other)
        and _same_thing(quantity, other)
        and not _plan_for_done(quantity, other)
        and not _other_stage(quantity, other)
        and not _said_otherwise(quantity, other)
        # "£480 million over five years" is no "£480 million a year"
        and not _yearly_and_in_all(quantity, other)
    )


def _said_otherwise(quantity: Quantity, other: Quantity) -> bool:
    """True for an equal figure said as something else: a share as a change's size, what a label
    denies ("- Not Justified: 14" against "14 were found to be justified"), or the analysts' figure
    as the company's."""
    return (
        _share_for_change(quantity, other)
        or _share_for_change(other, quantity)
        or (other.label_denied and _DENIAL.search(quantity.clause) is None)
        # "ahead of market consensus of £59.0m" is the analysts' figure, not the company's
        or (
            _CONSENSUS.search(other.context, max(0, other.start - 40), other.start) is not None
            and _CONSENSUS_SAID.search(quantity.sentence) is None
        )
    )


_CONSENSUS = re.compile(
    r"\b(?:consensus|analysts?['’]?\s+(?:forecasts?|expectations?|estimates?)|market\s+expectations?)"
    r"(?:\s+(?:of|at|for))?\s+(?:(?:about|around|approximately|c\.)\s+)?$",
    re.IGNORECASE,
)
_CONSENSUS_SAID = re.compile(r"\b(?:consensus|analysts?|market\s+expect)", re.IGNORECASE)


# A clause that denies, or says what is still to come ("14 were yet to be closed").
_DENIAL = re.compile(
    r"\b(?:not|no|never|none|non|yet\s+to|still\s+to|outstanding|pending|awaiting)\b|n't\b", re.IGNORECASE
)


def _share_for_change(share: Quantity, other: Quantity) -> bool:
    """True for a percentage said as a share of something ("made up 21.7% of the 64,380") and one
    said as the size of a change ("an increase of 21.7%"): the same number, never the same figure."""
    return (
        share.kind is Kind.PERCENT
        and other.change_end == "by"
        and share.change_end != "by"
        and OF_A_WHOLE.match(share.context, share.end) is not None
    )


def _far_apart(quantity: Quantity, other: Quantity) -> bool:
    """True for amounts so far apart that they are taken for two things: "a pack's price of €4.20"
    is no rival of "a fine of €41.8 million". A thousandfold slip ("billion" for "million") still
    is; a figure misstated by more (a dropped "million") is left NOT_FOUND, not CONTRADICTED."""
    low, high = sorted((abs(quantity.value), abs(other.value)))
    return quantity.kind is not Kind.TIME and low > 0 and high / low > FAR_APART


# "a year", "per year", "annually" after a figure; "over ten years", "over the five years" after one.
_YEARLY = re.compile(
    r"(?:\s+[a-z-]+){0,4}?\s+(?:a|per|each|every)\s+year\b|(?:\s+[a-z-]+){0,4}?\s+annually\b", re.I
)
_IN_ALL_YEARS = re.compile(
    r"(?:\s+[a-z-]+){0,4}?\s+over\s+(?:the\s+(?:next\s+)?)?(?:\d+|[a-z]+)\s+years\b(?!\s+(?:of\s+age|old)\b)",
    re.I,
)


def _yearly_and_in_all(quantity: Quantity, other: Quantity) -> bool:
    """True where one figure is a year's and the other a total over several years: "up to 180,000
    wet tonnes a year" is no rival of "2.5 million wet tonnes over ten years"."""
    return (_yearly(quantity) and _in_all_years(other)) or (_in_all_years(quantity) and _yearly(other))


def _yearly(quantity: Quantity) -> bool:
    """True for a year's figure: "£12 million a year", "4% a year over the next five years"."""
    return _YEARLY.match(quantity.context, quantity.end) is not None


def _in_all_years(quantity: Quantity) -> bool:
    """True for a total over several years: "2.5 million wet tonnes over ten years" (not a year's
    figure over them, nor an age: "adults over 18 years of age")."""
    return not _yearly(quantity) and _IN_ALL_YEARS.match(quantity.context, quantity.end) is not None


_ORDINALS = stems("first second third fourth fifth")


def _other_ordinal(quantity: Quantity, other: Quantity) -> bool:
    """True where the two figures' sentences name different ordinals: "First-dose MMR coverage ...
    fell to 88.4%" is no "Uptake of the second MMR dose ... fell to 82.1%"."""
    mine, theirs = _ORDINALS & quantity.surroundings.keys(), _ORDINALS & other.surroundings.keys()
    return bool(mine and theirs) and not mine & theirs


# A term's start: "for an initial term of eight years from 1 April 2025".
_TERM_FROM = re.compile(r"\b(?:years?|months?|term)\s+(?:starting\s+|commencing\s+)?from\s+$", re.IGNORECASE)


def _other_stage(quantity: Quantity, other: Quantity) -> bool:
    """True where one figure is of a final thing and the other of an interim one: "the final
    dividend of 14.3p" is not "the interim dividend of 14.3 pence"."""
    return bool(quantity.stage and other.stage) and quantity.stage != other.stage


def _equal(quantity: Quantity, other: Quantity) -> bool:
    """Equal figures, not the two ends of a change, nor a year against the end of a period
    ("spent £3.4 million between 2019 and 2022" does not say it was spent in 2022)."""
    return (
        agrees(quantity, other)
        and not _opposite_ends(quantity, other)
        and not (_said_when(quantity) and other.period_end == "last")
    )


def _reached_by(quantity: Quantity) -> bool:
    """True for a date said as where a running total or a span had got to: "by early March 2024",
    "in the year to autumn 2023", "as at 31 March"; a date a span runs "since" is no rival of it."""
    begin = quantity.written_start
    return _REACHED_BY.search(quantity.context, max(0, begin - 30), begin) is not None


_REACHED_BY = re.compile(
    r"\b(?:by|to|as\s+(?:at|of)|until|till)\s+(?:(?:the\s+)?(?:early|late|mid|end\s+of)[\s-]+)?$", re.I
)


def _said_when(quantity: Quantity) -> bool:
    """A year or date said as when one thing happened ("in 2022"), not as a period's end."""
    return quantity.said_in and quantity.group is None


def _opposite_ends(quantity: Quantity, other: Quantity) -> bool:
    """True for two ends of a change, or an end and the size of a change ("from 18,400" and "fell
    by almost 1,500"): never the same figure."""
    ends = {quantity.change_end, other.change_end}
    return ends == _CHANGE or ("by" in ends and bool(ends & _CHANGE))


def _beside(quantity: Quantity, other: Quantity) -> bool:
    return bool(other.key) and _said_beside(quantity, (other.key,))


def _given_to_another(
    quantity: Quantity,
    words: dict[str, float],
    stating: Quantity,
    found: list[Quantity],
    claimed: list[Quantity],
) -> Quantity | None:
    """The figure that the evidence, in the sentence where it states the sentence's figure, gives
    to what the sentence says its figure is of: "12 patients in the placebo group" against "12
    patients in the drug group and 9 in the placebo group" (``words``: the sentence's figure's own
    surroundings)."""
    moved = _said_of_else(quantity, words, stating)
    if not moved:
        return None
    wholes_and_parts = _wholes_and_parts(quantity, claimed)
    for other in found:
        if (
            other.sentence == stating.sentence
            and other is not stating
            and other.kind is quantity.kind
            and conflicts(quantity, other)
            and _same_thing(quantity, other)
            and _said_beside(other, moved)
            and not any(_equal(q, other) for q in wholes_and_parts)  # its own part, or whole
            and stating.key not in other.headings  # "12 months | 191": the figure is its row's label
            # nor is an end of a change given what the sentence gives its figure: "rose from 29.8%
            # to 32.7% ..., a swing of 7.5%"
            and not (other.change_end in ("from", "to") and not quantity.change_end)
        ):
            return other
    return None


def _reported_by_another(
    quantity: Quantity, found: list[Quantity], closeness: Callable[[Quantity, Quantity], float]
) -> Quantity | None:
    """The differing figure the passage has the sentence's source of a figure give, where it has
    only another party give the sentence's figure: "Tessaract Systems told us that the Department
    issued 'more than 1,100 change requests'. The Department's own records ... show 640" against
    "The Department's own records show that it issued more than 1,100"."""
    said_by = quantity.reporter
    if not said_by:
        return None
    equal = [other for other in found if _equal(quantity, other)]
    if not equal or any(not other.reporter or other.reporter & said_by for other in equal):
        return None  # stated as so, or by the sentence's source too
    said_of = _beside_words(equal)
    rivals = [
        other
        for other in found
        if other.kind is quantity.kind
        and other.reporter & said_by
        and conflicts(quantity, other)
        and _same_thing(quantity, other)
        and _said_beside(other, said_of)
    ]
    return max(rivals, key=lambda o: closeness(quantity, o), default=None)


def _without_its_modifier(quantity: Quantity, stating: Quantity, other: Quantity) -> bool:
    """True where the sentence and the evidence's equal figure give the same two words right after
    it ("318 quarter peals") and ``other`` gives only the second ("46 peals"): a kind of the thing
    the sentence does not count."""
    mine, its = quantity.words_after, other.words_after
    return (
        len(mine) == 2
        and mine == stating.words_after
        and bool(its)
        and its[0] == mine[1]
        and its[0] != mine[0]
    )


def _said_of_else(quantity: Quantity, words: dict[str, float], other: Quantity) -> set[str]:
    """The words the sentence's figure is said of ("in the placebo group") that the evidence
    figure is not said of, where the evidence says something else beside it ("in the drug
    group", a frame the two share); empty when it says nothing else there. Never for dates,
    whose words are their event's."""
    if quantity.kind is Kind.TIME:
        return set()
    group = quantity.share_of
    if group and other.share_of and group != other.share_of and not _said_beside(other, (group,)):
        return {group}  # "47% of midwives" against "54% of midwives and 47% of obstetricians"
    if not quantity.said_of & other.said_of:
        return set()  # not said in the same frame ("patients in the ... group")
    moved = {
        word
        for word in quantity.said_of
        if words.get(word, 0.0) >= BESIDE and other.surroundings.get(word, 0.0) < _NEAR
    }
    return moved if other.said_of - words.keys() else set()


def _of_a_subgroup(other: Quantity, words: dict[str, float]) -> bool:
    """True for a rate said of a part of a population ("for men", "young people") that the
    sentence does not name."""
    return other.kind is Kind.PERCENT and any(
        other.surroundings.get(word, 0.0) >= _NEAR and word not in words for word in _SUBGROUPS
    )


# The parts of a population a statistic is often given for.
_SUBGROUPS = stems("men women male female boys girls young youth adults children pensioners graduates")


# A document's label for its own date ("Published: 14 February 2025", "Report published: ..."), or
# its "figures released today"; and the acts such a date is of.
_PUBLISHED_LABEL = re.compile(
    r"(?:^|\n)[^\S\n]*(?:[A-Z][a-z]+\s+)?(?:[Pp]ublished|[Rr]eleased|[Ii]ssued|[Uu]pdated"
    r"|Date\s+of\s+(?:publication|issue))(?:\s+on)?\s*:\s*$"
)
# A masthead's date line: "The Marches Gazette - Saturday 12 October 2024" (a publication's name,
# the date ending its line; not a timeline's "Planning Committee - 23 July 2024").
_MASTHEAD = re.compile(
    r"(?:^|\n)[^\S\n]*[A-Z][\w&'.]*(?:[^\S\n]+[A-Z&][\w&'.]*)*[^\S\n]+"
    r"(?:Gazette|Times|News|Post|Herald|Journal|Telegraph|Echo|Mail|Chronicle|Guardian|Standard|Observer"
    r"|Express|Mirror|Press|Tribune|Record|Advertiser|Courier|Argus|Star|Bulletin|Weekly|Daily)"
    r"[^\S\n]*[-–—|,][^\S\n]*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?[^\S\n]+)?$"
)
_LINE_END = re.compile(r"[^\S\n]*(?:\n|$)")
_RELEASE_VERBS = r"(?:published|released|issued|announced)"
_RELEASED = re.compile(rf"\b{_RELEASE_VERBS}\s+$")  # "figures released today"
# "today announced that its share offer, which closed ...": the day of the document's own act
_RELEASES = re.compile(rf"\s+{_RELEASE_VERBS}\b")
# (a licence's "Date of issue" is when it was granted)
_PUBLISHING = stems("published released issued updated announced reported granted awarded licensed")


_SAYING = stems("said say told revealed disclosed confirmed stated declared")


def _said_on(quantity: Quantity) -> bool:
    """True for a date the sentence says something was said on ("said on 10 February 2025 that",
    "On 10 February 2025 Ardley disclosed that"), not one of what was said ("confirmed it had bought
    the hostel on 3 March 2025")."""
    return quantity.dated_by[0] in _SAYING or _verb_before(quantity) in _SAYING


def _published_on(date: Quantity) -> bool:
    """True for the date a document gives as its own (see ``_PUBLISHED_LABEL``)."""
    before = max(0, date.start - 30)
    return bool(
        _PUBLISHED_LABEL.search(date.context, before, date.start)
        or (
            date.text.startswith("today")
            and bool(
                _RELEASED.search(date.context, before, date.start) or _RELEASES.match(date.context, date.end)
            )
        )
        or (
            _MASTHEAD.search(date.context, max(0, date.start - 80), date.start)
            and _LINE_END.match(date.context, date.end)
        )
    )


_BRACKET_SHARE = re.compile(r"\s*\((\d+(?:\.\d+)?)\s*(?:%|per\s*cent)\)")
_SHARE_JOIN = re.compile(r"\s*(?:,\s*or\s+|\(|,\s*)$")


def _share_beside(quantity: Quantity, other: Quantity, claimed: list[Quantity]) -> bool:
    """True where ``other`` is followed by its share in brackets ("C$124.8 million (40%)") and the
    sentence gives the same share right after its own figure ("C$109.2 million, or 40% of ...")."""
    bracket = _BRACKET_SHARE.match(other.context, other.end)
    if bracket is None:
        return False
    share = float(bracket.group(1))
    return any(
        q.kind is Kind.PERCENT
        and q.start > quantity.end
        and abs(q.value - share) <= max(q.tolerance, 1e-9)
        and _SHARE_JOIN.search(quantity.context, quantity.end, q.start) is not None
        for q in claimed
    )


def _same_day_other_hour(date: Quantity, other: Quantity) -> bool:
    """True for two dates of one day that differ only in their hour (see ``conflicts``)."""
    return (
        date.kind is Kind.TIME
        and date.day is not None
        and (date.year, date.month, date.day) == (other.year, other.month, other.day)
        and conflicts(date, other)
    )


def _day_without_year(date: Quantity, other: Quantity) -> bool:
    """True for a day the evidence gives without its year that the sentence gives with one: "closed
    at midnight on Friday 14 February" is the sentence's "until midnight on 14 February 2025"."""
    return bool(
        date.kind is Kind.TIME
        and other.kind is Kind.TIME
        and date.year
        and other.year is None
        and date.day
        and (date.month, date.day) == (other.month, other.day)
    )


def _bracketed_as_said(other: Quantity, times: list[Quantity], words: dict[str, float]) -> bool:
    """True for a bracketed figure of the sentence's period, on a line whose label the sentence
    says (see ``_outside_the_brackets_said``)."""
    return _in_brackets_of(other, times) and bool(other.bracket_label_words & words.keys())


def _in_brackets_of(quantity: Quantity, times: list[Quantity]) -> bool:
    """True for a bracketed figure whose document keeps its brackets for one of ``times``."""
    period = quantity.bracketed_period
    return period is not None and any(agrees(t, period) for t in times)


def _outside_the_brackets_said(
    quantity: Quantity, other: Quantity, times: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a figure outside the brackets of a line whose bracketed figure is the sentence's, of
    the period the document keeps its brackets for, which the sentence gives: the line's figure
    outside them is another period's."""
    return (
        bool(times)
        and not other.bracketed
        and any(
            o.sentence == other.sentence and _equal(quantity, o) and _in_brackets_of(o, times) for o in found
        )
    )


def _numbered_otherwise(quantity: Quantity, other: Quantity) -> bool:
    """True where the name nearest before ``other`` in its sentence is a numbered one the sentence
    gives another number: "Berth 4 will be closed from 31 March" against "Berth 5 ... will be
    closed ... from 14 April 2025"."""
    mine = {
        name.group(1).lower(): name.group(2)
        for name in _NUMBERED_NAME.finditer(quantity.sentence)
        if name.group(1).lower() not in MONTHS
    }
    if not mine:
        return False
    low = other.context.rfind(".", 0, other.start) + 1
    named = [
        n
        for n in _NUMBERED_NAME.finditer(other.context, low, other.start)
        if n.group(1).lower() not in MONTHS
    ]
    nearest = named[-1:]
    return any(mine.get(name.group(1).lower(), name.group(2)) != name.group(2) for name in nearest)


_NUMBERED_NAME = re.compile(r"\b([A-Z][a-z]{2,})\s+(\d{1,3}[A-Z]?)\b(?![,.]?\d)")


def _ends_a_reporting_period(quantity: Quantity) -> bool:
    """True for the day a reported period ends: "for the 26 weeks ended 31 December 2023", "the
    year to 31 March 2024"."""
    return (
        quantity.kind is Kind.TIME
        and quantity.day is not None
        and _PERIOD_ENDED.search(quantity.context, max(0, quantity.start - 30), quantity.start) is not None
    )


_PERIOD_ENDED = re.compile(
    r"\b(?:weeks|months|year|period|half|half-year|quarter)\s+(?:ended|ending|to)\s+(?:on\s+)?$",
    re.IGNORECASE,
)


def _line_of_another(
    quantity: Quantity, other: Quantity, claimed: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a bracketed figure on a list's line whose labelled figure is another of the
    sentence's: it is that one's, of another period ("Total launches: 4,386 (4,902)" for "dropped
    10.5% to 4,386"), no rival of the sentence's hours "rising to 2,744"."""
    return (
        other.bracketed
        and any(
            o.sentence == other.sentence
            and o.kind is other.kind
            and o.label_words
            # (as the sentence gives it: "from £5,150" is the period before's, not this line's)
            and any(q is not quantity and q.change_end != "from" and agrees(q, o) for q in claimed)
            for o in found
        )
        and not any(agrees(quantity, o) for o in found if o.sentence == other.sentence)
    )


def _another_of_the_named(
    quantity: Quantity, other: Quantity, claimed: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a year or date in a sentence that names another one of what the sentence's year
    names ("The 2023 season opened on 27 May 2023" against "its 2024 season"), and gives none of the
    sentence's other figures: the two are different seasons, not two years of one."""
    noun = _named_by_year(quantity)
    if not noun:
        return False
    theirs = [o for o in found if o.sentence == other.sentence and _named_by_year(o) == noun]
    if not theirs or any(agrees(quantity, o) for o in theirs):
        return False
    return not any(
        q is not quantity and any(o.sentence == other.sentence and agrees(q, o) for o in found)
        for q in claimed
    )


def _named_by_year(quantity: Quantity) -> str:
    """The stem of the noun a bare year names ("season" of "its 2024 season", "account" of "the
    2022/23 accounts"); else ""."""
    if quantity.kind is not Kind.TIME or quantity.month is not None or quantity.year is None:
        return ""
    named = _NAMED_BY_YEAR.match(quantity.context, quantity.end)
    return stem(named.group(1).lower()) if named else ""


_NAMED_BY_YEAR = re.compile(
    r"\s+(season|year|accounts|festival|show|fair|campaign|programme|budget|report|survey|event|tour)s?\b"
)


def _of_another_named_period(
    quantity: Quantity, other: Quantity, times: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a differing date whose sentence names another year before it than the one the
    sentence names beside its date, and not the sentence's ("The 2023-24 year ran from 18 September
    2023" against "will begin their 2024-25 year on 16 September 2024"); or for that other year."""
    if quantity.kind is not Kind.TIME or quantity.month is None:
        return False
    periods = [t for t in times if t is not quantity and t.month is None and t.year is not None]
    if not periods:
        return False
    if other.month is None and other.year is not None and all(conflicts(p, other) for p in periods):
        return True  # the other year itself: "The 2022/23 accounts were approved ... on 9 October 2023"
    named = [
        o
        for o in found
        if o.sentence == other.sentence and o.kind is Kind.TIME and o.month is None and o.start < other.start
    ]
    return (
        bool(named)
        and all(o.year is not None for o in named)
        and not any(agrees(p, o) for p in periods for o in named)
        and all(conflicts(p, o) for p in periods for o in named)
    )


def _kept_until_after(
    quantity: Quantity, other: Quantity, claimed: list[Quantity], found: list[Quantity]
) -> bool:
    """True for a date of a state said to last until after the sentence's year (``other``, or the
    date it was agreed on before it), where that sentence gives the sentence's figure: "will stay at
    £65 until at least April 2025" does not date "charged £65 ... in 2023/24" otherwise, nor "was
    agreed in October 2022 and will remain at £48 until at least 31 March 2026" "charged £48 ... in
    2024"."""
    if (
        quantity.kind is not Kind.TIME
        or quantity.month is not None
        or quantity.bound
        or quantity.year is None
    ):
        return False
    if not _IN_A_PERIOD.search(quantity.context, max(0, quantity.start - 20), quantity.start):
        return False  # a state "in 2024", not "the extension of the cap to the end of 2025"
    last = quantity.last_year or quantity.year
    lasting = any(
        u.sentence == other.sentence
        and u.bound == "end"
        and u.group is None  # (not a span's end: "data for 2020 to 2022")
        and u.year is not None
        and u.year >= last
        for u in (other, *found)
    )
    if not lasting:
        return False
    if other.bound != "end" and (
        other.year is None
        or other.year > quantity.year
        # (nor the date of an act the sentence dates: "introduced on 1 January 2023 and ... extended
        # until 31 December 2024" against "introduced at the start of 2024")
        or other.dated_by[0] in stems(quantity.sentence)
    ):
        return False
    return any(
        q.kind is not Kind.TIME and _equal(q, o)
        for q in claimed
        for o in found
        if o.sentence == other.sentence
    )


_IN_A_PERIOD = re.compile(r"\b(?:in|during|for|over|throughout)\s+(?:the\s+)?$", re.IGNORECASE)


def _earlier(date: Quantity, other: Quantity) -> bool:
    """True where ``date`` is before ``other``, by the parts both give."""
    for mine, theirs in ((date.year, other.year), (date.month, other.month), (date.day, other.day)):
        if mine is not None and theirs is not None and mine != theirs:
            return mine < theirs
    return False


def _of_another_act(
    quantity: Quantity, stating: Quantity | None, other: Quantity, acts: frozenset[str]
) -> bool:
    """True for a differing date of another event: its sentence says the opposite of the act the
    sentence dates (see ``_of_opposite_act``), does not say the event the sentence's date is said
    of ("after his arrest in September 2022" against "On April 22, 2024 ... the jury convicted
    you"), or says none of the sentence's acts where the equal date's sentence says one
    ("announced in July 2023" against "shelved it in January 2024")."""
    if quantity.kind is not Kind.TIME or not conflicts(quantity, other):
        return False  # (a date that does not differ is no rival anyway: its words are not read)
    if acts and _of_opposite_act(quantity, other, acts):
        return True
    if (
        _published_on(other)
        and not acts & _PUBLISHING
        and not (other.text.startswith("today") and _said_on(quantity))
        # (nor what it says will be done after it: "will reopen on 4 November")
        and (_earlier(quantity, other) or (quantity.prospective and _earlier(other, quantity)))
    ):
        # "Published: 14 February 2025" dates the document, not what "had logged ... by 12
        # February"; a date after it ("visited on 18 and 19 April" against "Report published: 18
        # April 2024") is one no document of that date could report. A release's "today announced"
        # is when it said what it says ("said on 10 February 2025 that its offer had raised").
        return True
    act = _act_of_date(quantity, acts) if _PLANNED_ACT.search(other.sentence) else ""
    if act and _planned(other.sentence, act) and not _planned(quantity.sentence, act):
        return True  # "closed in February 2024", where "On 15 November 2023 ... its proposal to close"
    if stating is None:
        # With no equal date here, the sentence's date is at most not found: never verified. (A date
        # the sentence's act is said on is the event's: "fined ... at a sentencing hearing on 8
        # March" against "fined ... at Wimbledon magistrates' court on 15 March".)
        return (
            bool(quantity.event)
            and not quantity.event & other.surroundings.keys()
            and not (quantity.occasion and acts & other.surroundings.keys())
        )
    if other.sentence == stating.sentence:
        return False
    return any(act in stating.surroundings for act in acts) and not any(
        act in other.surroundings for act in acts
    )


def _done_after_plan(
    quantity: Quantity, found: list[Quantity], and_after: Callable[[], list[Quantity]], acts: frozenset[str]
) -> Quantity | None:
    """The date the evidence gives the sentence's act done, where it gives the sentence's date only
    to a plan to do it: "On 15 November 2023 the group announced its proposal to close its bakery
    ... the site closed on 29 February 2024"."""
    if quantity.kind is not Kind.TIME:
        return None
    equal = [o for o in found if _equal(quantity, o)]
    # (the cheap test first: most passages plan nothing)
    if not equal or not all(_PLANNED_ACT.search(o.sentence) for o in equal):
        return None
    act = _act_of_date(quantity, acts)
    if not act or _planned(quantity.sentence, act) or not all(_planned(o.sentence, act) for o in equal):
        return None
    last = max(o.start for o in equal)
    return next(
        (
            o
            for o in and_after()
            if o.kind is Kind.TIME
            and o.start > last
            and o.dated_by[0] == act
            and not o.prospective
            and conflicts(quantity, o)
        ),
        None,
    )


def _act_of_date(quantity: Quantity, acts: frozenset[str]) -> str:
    """The sentence's act its date is said of: the one right before it, or one right beside it
    ("closed its Dunmore bakery in November 2023")."""
    return _dated_act(quantity, acts) or next(
        (act for act in sorted(acts) if quantity.surroundings.get(act, 0.0) >= 1.0), ""
    )


def _planned(sentence: str, act: str) -> bool:
    """True where ``sentence`` says ``act`` as planned: "its proposal to close", "plans to sell"."""
    return any(stem(m.group(1).lower()) == act for m in _PLANNED_ACT.finditer(sentence))


_PLANNED_ACT = re.compile(
    r"\b(?:proposals?|plans?|planned|proposed|intention|intends|decision|decided|announced)\s+to\s+([a-z]+)",
    re.IGNORECASE,
)


def _dated_for_another_act(
    quantity: Quantity, stating: Quantity, other: Quantity, acts: frozenset[str]
) -> bool:
    """True where the act the sentence's date is said of ("arrested on") dates a differing figure
    of the passage the same way ("arrested on 11 October 2022") and is nowhere near the equal one
    ("came to light on 29 September 2022")."""
    act = _dated_act(quantity, acts)
    if act and other.dated_by[0] == act and stating.surroundings.get(act, 0.0) < _NEAR:
        return True
    # "died in intensive care on 16 October 2023", where "He was transferred to the intensive care
    # unit (ICU) on 16 October 2023 and died there on 19 October 2023": each date is its verb's.
    return _of_another_verb(quantity, stating, other)


def _of_another_verb(quantity: Quantity, stating: Quantity, other: Quantity) -> bool:
    """True where the verb the sentence dates ("died in intensive care on 16 October 2023") dates the
    differing date ("died there on 19 October 2023") and not the equal one ("was transferred to the
    intensive care unit (ICU) on 16 October 2023"): each date is its own verb's."""
    if quantity.kind is not Kind.TIME:
        return False
    verb = _verb_before(quantity)
    return bool(verb) and _verb_before(other) == verb and _verb_before(stating) != verb


def _verb_before(quantity: Quantity) -> str:
    """The stem of the verb a date said "on", "in" or "during" dates: the last in the past tense
    before it in its clause ("died" in "and died there on 19 October 2023"), or the first after it
    where it opens the clause; or ""."""
    low, high = quantity.bounds
    if not _ADVERBIAL.search(quantity.context, max(low, quantity.start - 8), quantity.start):
        return ""  # "the 2013-14 accounts" dates the accounts, not a verb
    words = tokenize(quantity.context[low : quantity.start])
    start = max((i + 1 for i, token in enumerate(words) if token.norm in _CLAUSE_JOINS), default=0)
    verbs = [token.stem for token in words[start:] if _past(token.norm)]
    if verbs:
        return verbs[-1]
    # A date that opens its clause is its verb's after it: "on 22 September 2023 the Board served".
    for token in tokenize(quantity.context[quantity.end : high]):
        if token.norm in _CLAUSE_JOINS:
            break
        if _past(token.norm):
            return token.stem
    return ""


_ADVERBIAL = re.compile(r"\b(?:on|in|during)\s+$", re.IGNORECASE)


def _past(norm: str) -> bool:
    # "died" is too short for is_past_tense's "-ed" test; made a past tense everywhere it cost a
    # VERIFIED (it would become an act that a passage must say beside its subject).
    return is_past_tense(norm) or norm == "died"


_CLAUSE_JOINS = frozenset({"and", "but", "while", "whereas", "before", "after", "then"})


def _same_act(
    quantity: Quantity, other: Quantity, acts: frozenset[str], before: Callable[[], str] | None = None
) -> bool:
    """True for a date said right after the sentence's dated act, in a sentence that names its doer
    ("Martin Smith was arrested on" is not "Daniel Jones was arrested on"), or that refers to the
    doer the text ``before`` it names ("... to close Fenwick Moor Library. The branch closed on")."""
    act = _dated_act(quantity, acts)
    if not act or other.dated_by[0] != act:
        return False
    doers = quantity.dated_by[1]
    if not doers or doers & {t.stem for t in tokenize(other.sentence)}:
        return True
    return bool(before and _REFERS_BACK.match(other.sentence) and _named_just_before(quantity, before()))


def _text_before(text: str, start: int) -> str:
    """The text a chunk at ``start`` may refer back to ("The branch closed ...")."""
    return text[max(0, start - _REFERRED_REACH) : start]


def _named_just_before(quantity: Quantity, before: str) -> bool:
    """True where the sentence that ends ``before`` names the doer of ``quantity``'s act as the
    sentence does, word for word ("... to close Fenwick Moor Library."; not "A mobile library van
    also called at Fenwick Moor.")."""
    tokens = tokenize(quantity.sentence)
    act = quantity.dated_by[0]
    upto = next((i for i, t in enumerate(tokens) if t.stem == act), len(tokens))
    name = [t.stem for t in tokens[:upto] if t.stem in quantity.dated_by[1]]
    if not name:
        return False
    spans = split_sentences(before)
    last = [t.stem for t in tokenize(before[slice(*spans[-1])])] if spans else []
    return any(last[i : i + len(name)] == name for i in range(len(last) - len(name) + 1))


_REFERRED_REACH = 300  # how far before a sentence's chunk its "The branch" may have been named
# A sentence whose subject refers to one named before it: "The branch closed", "It opened".
_REFERS_BACK = re.compile(r"\s*(?:(?:The|This|That)\s+[a-z]+|It|He|She|They)\s", re.UNICODE)


def _dated_act(quantity: Quantity, acts: frozenset[str]) -> str:
    """The sentence's act its date is said of, right before it ("arrest"), or ""."""
    act = quantity.dated_by[0]
    return act if act in acts else ""


def _reversed_direction(claimed: list[Quantity], found: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """A figure the sentence says rose (or fell) to, that the evidence gives beside the figure before
    it, the other way: "grew to 612,000 TEU" against "612,000 TEU (2022: 655,000 TEU)"."""
    for quantity in claimed:
        if quantity.kind is Kind.TIME or quantity.change_end != "to":
            continue
        verb = _DIRECTION.search(
            quantity.context, max(quantity.bounds[0], quantity.start - 60), quantity.start
        )
        if verb is None:
            continue
        rose = verb.group(1) is not None
        for stated in (o for o in found if o.kind is quantity.kind and _equal(quantity, o)):
            before = _figure_before(stated, found)
            if before is not None and (before.value > stated.value if rose else before.value < stated.value):
                return quantity, before
    return None


def _figure_before(stated: Quantity, found: list[Quantity]) -> Quantity | None:
    """The figure a passage gives as the one before ``stated``: "612,000 TEU (2022: 655,000 TEU)",
    "fell from 655,000 to 612,000"."""
    for other in found:
        if other is stated or other.kind is not stated.kind or other.context is not stated.context:
            continue
        if other.sentence != stated.sentence or not _same_thing(stated, other):
            continue
        label = stated.context[stated.end : other.start]
        if 0 < other.start - stated.end < 20 and _PRIOR_LABEL.fullmatch(label):
            return other  # "612,000 TEU (2022: 655,000 TEU)"
        if (
            other.change_end == "from"
            and stated.change_end == "to"
            and other.end <= stated.start
            # the same change: not "up 17% from 183 million, and Premium subscribers rose 11% to 61.3 million"
            and _FROM_TO.fullmatch(stated.context, other.end, stated.start)
        ):
            return other  # "from 655,000 to 612,000"
    return None


_FROM_TO = re.compile(r"(?:\s+[\w-]+){0,3}?\s+to\s+(?:(?:about|around|nearly|almost)\s+)?")
# A verb that says which way a figure went, right before the "to" that gives where it ended.
_DIRECTION = re.compile(
    r"\b(?:(rose|risen|grew|grown|increased|climbed|jumped)|(?:fell|fallen|dropped|declined|decreased|shrank))"
    r"\b[^.;:,]{0,40}\bto\s+(?:about\s+|around\s+|nearly\s+|almost\s+)?$",
    re.IGNORECASE,
)
# The label of last period's figure, after this period's: "612,000 TEU (2022: ".
_PRIOR_LABEL = re.compile(r"\s*[\w%]*\s*\(\s*(?:FY)?\d{2,4}(?:[-/]\d{2})?\s*:\s*[^\d)]{0,5}", re.IGNORECASE)


def _whole_of_a_share(quantity: Quantity, other: Quantity) -> bool:
    """True for the whole that the sentence says its count is a share of, in words after it: "almost
    28,000 sodium lanterns to LED, more than three-quarters of those in the programme" (36,240)."""
    if quantity.kind is not Kind.COUNT or other.kind is not Kind.COUNT or other.value <= quantity.value:
        return False
    share = _SHARE_AFTER.search(quantity.context, quantity.end, min(len(quantity.context), quantity.end + 80))
    if share is None or quantity.context.find(".", quantity.end, share.start()) >= 0:
        return False
    written = re.sub(r"[\s-]+", " ", share.group(1).lower())
    part = float(written[:-1]) / 100 if written.endswith("%") else _SHARES[written]
    return abs(quantity.value / other.value - part) <= 0.1


_SHARES = {"half": 0.5, "a third": 1 / 3, "a quarter": 0.25, "two thirds": 2 / 3, "three quarters": 0.75}
_SHARE_AFTER = re.compile(
    r",\s+(?:(?:more|less|fewer)\s+than\s+|about\s+|almost\s+|nearly\s+|just\s+(?:over|under)\s+)?"
    r"(half|a\s+third|a\s+quarter|two[\s-]thirds|three[\s-]quarters|\d+(?:\.\d+)?%)\s+of\b",
    re.IGNORECASE,
)


def _product_of_two(claimed: list[Quantity], other: Quantity) -> bool:
    """True for an amount that a count and an amount of the sentence multiply to: the total the
    sentence implies, not a rival of either."""
    if other.kind is not Kind.MONEY:
        return False
    counts = [q for q in claimed if q.kind is Kind.COUNT and q.value > 1]
    amounts = [q for q in claimed if q.kind is Kind.MONEY and q.value > 0]
    return any(
        abs(count.value * amount.value - other.value) <= max(0.005 * other.value, other.tolerance)
        for count in counts
        for amount in amounts
    )


def _labels_another_figure(
    other: Quantity, claimed: list[Quantity], found: list[Quantity], quantity: Quantity
) -> bool:
    """True for a year that labels a comparative figure the sentence does not give, as a report
    writes last year's figure: "(2022: 11,480 tonnes)"; or that dates one the sentence gives as
    the year before's."""
    if other.kind is not Kind.TIME:
        return False
    if quantity.compared_with or CHANGED_ON.search(
        quantity.context, max(0, quantity.start - 60), quantity.start
    ):
        return False  # the sentence's own year is where its change started: "down 17% on 2022"
    # ... or dates one that the sentence gives as the year before's: "a deficit of KSC 14.2m in the
    # year to 31 July 2024, compared with a surplus of KSC 3.8m the year before" against "a
    # surplus of KSC 3.8m in 2022-23".
    dated = next(
        (
            q
            for q in found
            if q.context is other.context and _DATED_IN.fullmatch(other.context, q.end, other.start)
        ),
        None,
    )
    if dated is not None and any(agrees(q, dated) and _YEAR_BEFORE.match(q.context, q.end) for q in claimed):
        return True
    # ... or dates an aside's figure the sentence does not give ("at 11 schools (8 in 2022)"), or
    # gives as where its change started ("61% ..., up from 55%" against "61% (55% in 2022)").
    if (
        dated is not None
        and _BRACKET_OPENED.search(other.context, max(0, dated.start - 40), dated.start)
        and not any(agrees(q, dated) and q.change_end != "from" for q in claimed)
    ):
        return True
    # ... or dates where a change started, which the sentence does not give: "down from 39.7% in
    # 2023" is no year of "met the standard in 2024".
    # ... or where the sentence's own change started, which it gives undated: "61 road deaths in
    # 2023, up from 54" against "rose from 54 in 2022 to 61".
    starts = [q for q in claimed if q.change_end == "from"]
    if (
        dated is not None
        and dated.change_end == "from"
        and all(agrees(q, dated) and not _dated_after(q, claimed) for q in starts)
    ):
        return True
    labelled = next(
        (
            q
            for q in found
            if q.context is other.context
            and q.start > other.end
            and _LABEL_TO_FIGURE.fullmatch(other.context, other.end, q.start)
            # "(2023: 68.9%)", "(2023: surplus of £8,300)", "(Update No. 2 on 3 February: 11,307)"
            and _BRACKET_OPENED.search(other.context, max(0, other.start - 40), other.start)
        ),
        None,
    )
    # ... or that labels the sentence's figure of the year before ("up from 17.1 million tonnes
    # the previous year" against "18.4 million tonnes (2022: 17.1 million tonnes)"), or the start of
    # its change ("71.3% in 2024, up from 68.9%" against "71.3% (2023: 68.9%)").
    return labelled is not None and not any(
        agrees(q, labelled) and not _YEAR_BEFORE.match(q.context, q.end) and q.change_end != "from"
        for q in claimed
    )


def _dated_after(quantity: Quantity, claimed: list[Quantity]) -> bool:
    """True where the sentence gives ``quantity`` a year or date of its own: "from 54 in 2021"."""
    return any(
        q.kind is Kind.TIME
        and q.context is quantity.context
        and _DATED_IN.fullmatch(q.context, quantity.end, q.start)
        for q in claimed
    )


# An open bracket before a figure, not yet closed, and no act said in it: "(Update No. 2 on", not
# "(outbreak declared" (its date is the declaration's).
_BRACKET_OPENED = re.compile(r"\((?:(?!\b[a-z]+ed\b)[^()])*$")


def _of_opposite_act(quantity: Quantity, other: Quantity, acts: frozenset[str]) -> bool:
    """True when a differing date's sentence says the opposite of the act said nearest the
    sentence's date, and not that act: "refused outline planning permission in March 2023" is not
    when it was "granted outline permission on appeal in April 2024"."""
    words = quantity.surroundings
    said = [act for act in acts if act in words]
    if not said:
        return False
    act = max(said, key=lambda a: words[a])
    around = other.surroundings.keys()
    return act not in around and not OPPOSITES.get(act, frozenset()).isdisjoint(around)


def _another_occasion(
    other: Quantity, times: list[Quantity], dates: dict[str, list[Quantity]], started: bool = False
) -> bool:
    """True if a differing figure's sentence dates itself only to other times than the
    sentence's dates (``times``): "when the station opened 40 minutes late" at "the 2020
    election" is not how late it opened on 8 May 2024. (The dates themselves are still compared.)
    ``started``: the sentence's figure starts a change, and so is of a time before its dates."""
    if other.kind is Kind.TIME:
        return False
    dated, labels = [], []
    for date in dates.get(other.sentence, []):
        start = _DATES_A_START.search(date.context, max(0, date.start - 40), date.start)
        if start is not None and not start.start() < other.start < date.start:
            continue  # "Nine teams entered, up from seven in 2023": 2023 is the seven's year
        label = _LABELS_A_FIGURE.match(date.context, date.end)
        # (a line's opening date labels the whole line: "- August 2024: 38.2 mm, 54% of the
        # long-term average" is of August 2024, no line of an earlier year's brackets)
        if label is None or label.end() > other.start >= date.end or _opens_its_line(date):
            dated.append(date)
        elif date.group is None:  # (a range's end, "(2022 to 2023: £33.8 billion)", is read by neither)
            labels.append(date)
    # "64,000 (2022/23: 41,000)": the bracket's year dates the 41,000, and the line's other figure
    # is of a later period than it (a report's year before goes in brackets): no figure of 2022/23,
    # nor of 2021/22, but maybe of 2023/24.
    if any(t.year and d.year and t.year <= d.year for t in times for d in labels):
        return True
    if started and dated and all(_earlier(d, t) for d in dated for t in times):
        return False  # "rose to £14.2m in 2023/24 from £12.4m the previous year": "(2022/23: £12.9m)"
    return at_other_times(times, dated)


def _dates_a_start_unsaid(quantity: Quantity, other: Quantity, claimed: list[Quantity]) -> bool:
    """True for a date of a change's start ("from 29 at the end of 2022") whose figure the sentence
    does not give, against the sentence's date: it dates the start, not what the sentence says."""
    if quantity.kind is not Kind.TIME or other.kind is not Kind.TIME:
        return False
    start = _DATES_A_START.search(other.context, max(0, other.written_start - 50), other.written_start)
    if start is None:
        return False
    figure = start.group("figure")
    if not figure.lstrip("$€£¥")[:1].isdigit():
        return False  # "resigned from the board in March 2022" starts nothing
    return not any(q.kind is not Kind.TIME and figure in spellings(q) for q in claimed)


def _opens_its_line(quantity: Quantity) -> bool:
    """True for a figure at the start of its line, after a list's marker at most ("- August 2024:")."""
    line_start = quantity.context.rfind("\n", 0, quantity.written_start) + 1
    return not quantity.context[line_start : quantity.written_start].strip(" \t-*•–")


# A change's start and its year: "up from seven in 2023", "from £9.50 in 2024".
_DATES_A_START = re.compile(
    r"\bfrom\s+(?P<figure>[$€£¥]?\d[\d.,]*\w*|[a-z]+)(?:\s+[a-z]+){0,2}?"
    r"\s+(?:in|at\s+the\s+(?:end|start)\s+of)\s+$",  # ("from 29 at the end of 2022")
    re.I,
)
# A year's colon before the figure it labels: "(2023: £38.2m)", "(2023: surplus of £8,300)".
_COLON_TO_FIGURE = r":\s*(?:[a-z]+\s+){0,3}?"  # (not quantities._LABEL_WORDS, a count)
_LABELS_A_FIGURE = re.compile(_COLON_TO_FIGURE + r"[$€£¥]?\d")
_LABEL_TO_FIGURE = re.compile(r"\s*" + _COLON_TO_FIGURE)


def _other_end_agrees(
    quantity: Quantity, claimed: list[Quantity], other: Quantity, found: list[Quantity]
) -> bool:
    """True where the sentence's figure and ``other`` start (or end) a change, or a range, whose
    other ends agree: "rose to 312 from 289" against "rose from 298 to 312", "ran from January 2019
    to June 2023" against "between January 2019 and June 2022"."""
    end = _end_of(quantity)
    if not end:
        return False
    if end != _end_of(other):
        # "6,412 ... in 2023/24, compared with 8,905 in 2022/23" starts a change too; not "412 cases,
        # compared with 388 in Bradford", another place's
        # ... and so does the year before's figure in brackets: "Total income was £14.2m (2022/23: £12.9m)"
        compared = _STARTS_A_COMPARISON.search(
            other.context, max(0, other.start - 20), other.start
        ) and _AN_EARLIER_TIME.match(other.context, other.end)
        bracket = (
            None if compared else _YEAR_BRACKET.search(other.context, max(0, other.start - 16), other.start)
        )
        if end != "from" or not (compared or (bracket and _of_the_start(quantity, claimed, int(bracket[1])))):
            return False
        theirs = _before_in_sentence(other, found)
    else:
        theirs = [o for o in found if o is not other and o.sentence == other.sentence and _partner(o, other)]
        if not theirs and end == "from":
            # "41.8% met or exceeded the standard, up from 40.9%": the figure before the start ends
            # the change, however far before it
            theirs = _before_in_sentence(other, found)
    partners = [
        q for q in claimed if q is not quantity and q.sentence == quantity.sentence and _partner(q, quantity)
    ]
    if not partners and end == "from":
        # "received 1,742 offers, up from 1,558": the figure before a change's start is its end.
        partners = _before_in_sentence(quantity, claimed)
    return any(_equal(mine, their) for mine in partners for their in theirs)


def _before_in_sentence(quantity: Quantity, figures: list[Quantity]) -> list[Quantity]:
    """The figure of ``quantity``'s kind said just before it in its sentence, if it ends no change."""
    before = [
        q
        for q in figures
        if q.kind is quantity.kind and q.sentence == quantity.sentence and q.end <= quantity.start
    ]
    return before[-1:] if before and not before[-1].change_end else []


_YEAR_BRACKET = re.compile(r"\(\s*((?:19|20)\d\d)(?:[-/]\d\d)?\s*:\s*(?:[£$€]\s?)?\Z")


def _own_time(quantity: Quantity, claimed: list[Quantity]) -> Quantity | None:
    """The time the sentence says right after ``quantity``: "to 1,040 in 2024", "from £12.4m in 2021/22"."""
    return next(
        (
            q
            for q in claimed
            if q.kind is Kind.TIME and q.year and _DATED_IN.fullmatch(q.context, quantity.end, q.start)
        ),
        None,
    )


def _dated_otherwise(
    quantity: Quantity, claimed: list[Quantity], other: Quantity, dates: dict[str, list[Quantity]]
) -> bool:
    """True where the sentence dates ``quantity`` itself ("to 1,040 in 2024") and ``other``'s sentence
    only to other times ("averaged 1,610 a day in 2019")."""
    own = _own_time(quantity, claimed)
    return own is not None and at_other_times([own], dates.get(other.sentence, []))


def _of_the_start(quantity: Quantity, claimed: list[Quantity], year: int) -> bool:
    """True where ``year`` may be that of the change's start the sentence gives as ``quantity``: the
    year it says right after it ("from £12.4m in 2021/22"), or the one before the sentence's latest
    ("from £12.4m the previous year" in 2023/24: 2022/23); any where it says neither."""
    own = _own_time(quantity, claimed)
    if own is not None:
        return own.year == year
    if _YEAR_BEFORE.match(quantity.context, quantity.end):
        # the year before the change's end's own year ("rose to £14.2m in 2023/24 from £12.4m the
        # previous year"; not a publication's "published on 3 June 2024")
        ends = [q for q in claimed if q.change_end == "to" and q.sentence == quantity.sentence]
        latest = next((own.year for end in ends if (own := _own_time(end, claimed)) is not None), None)
        return latest is None or latest - 1 == year
    return True


_STARTS_A_COMPARISON = re.compile(r"\bcompared\s+(?:with|to)\s+\Z", re.IGNORECASE)
# A time said right after a figure: "8,905 in 2022/23", "351 a year earlier", "£13.60 last year".
_AN_EARLIER_TIME = re.compile(
    r"(?:\s+[a-z]+){0,2}?\s+(?:(?:in|for|during|over)\s+(?:(?:the|its)\s+)?(?:(?:19|20)\d\d|previous|prior|"
    r"preceding|last|same\s+(?:period|quarter|month))|(?:a|one|the)\s+(?:year|quarter|month)\s+(?:earlier|before)|"
    r"(?:last|the\s+previous)\s+year)",
    re.IGNORECASE,
)


def _inside_a_span(quantity: Quantity, end: Quantity, found: list[Quantity]) -> bool:
    """True for a day, said alone and as no start or end, that is one end of the span of days
    ``end`` ends ("on 19 June 2024" against "on 18-19 June 2024" or "on 18 and 19 June 2024" names a
    day it ran on; not against "moved from 2 September to 16 September": a change), or that falls
    within a span of months ("fired on 24 May 2025" against "Schedule: January to June 2025")."""
    if quantity.day is None or quantity.bound or quantity.group is not None or end.group is None:
        return False
    ends = [o for o in found if o.group == end.group and o.kind is Kind.TIME]
    if len(ends) != 2 or any(o.month is None for o in ends):
        return False
    if all(o.day is None for o in ends):
        first, last = ((o.year or quantity.year or 0, o.month or 0) for o in ends)
        return first <= (quantity.year or 0, quantity.month or 0) <= last
    return (
        all(o.day is not None for o in ends)
        and _DAYS_JOINED.fullmatch(end.context, ends[0].end, ends[1].start) is not None
        and any(
            o.month == quantity.month and o.day == quantity.day and o.year in (None, quantity.year)
            for o in ends
        )
    )


_DAYS_JOINED = re.compile(r"\s*(?:and|-|–|—)\s*")


def _outside_span(quantity: Quantity, end: Quantity, found: list[Quantity]) -> bool:
    """True for a date that falls wholly outside the span of days ``end`` is an end of ("in March
    2024", "in 2024" against an inspection "from 15 to 18 January 2023"), to the month or the year
    it is given to. False for a span of months or years: a period figures are counted over ("took
    4,300 calls between January 2024 and March 2024") is no rival of when they were published."""
    ends = [o for o in found if o.group is not None and o.group == end.group and o.kind is Kind.TIME]
    if len(ends) != 2 or quantity.year is None or any(q.day is None or q.year is None for q in ends):
        return False
    by_month = quantity.month is not None  # else by years alone ("in 2024")
    first, last = sorted((q.year or 0, q.month or 0 if by_month else 0) for q in ends)
    return not first <= (quantity.year, quantity.month or 0 if by_month else 0) <= last


def _end_of(quantity: Quantity) -> str:
    """ "from" or "to" for the start or end of a change or a range; else ""."""
    if quantity.change_end in ("from", "to"):
        return quantity.change_end
    if quantity.group is not None:
        return "from" if quantity.start == quantity.group[0] else "to"
    return ""


def _partner(one: Quantity, other: Quantity) -> bool:
    """True where ``one`` is the other end of ``other``'s change or range, or the change's size
    ("fell 34% ... to 4,880" against a table's "4,880 | 3,210 | -34%")."""
    if other.group is not None:
        return one.group == other.group
    # Two ends, or an end and the size (of any kind: a percentage for a change in a count).
    return _opposite_ends(one, other) and (
        one.kind is other.kind or "by" in (one.change_end, other.change_end)
    )


def _beside_words(quantities: Iterable[Quantity]) -> set[str]:
    """The words said right beside any of ``quantities``: what they are said of."""
    return {w for q in quantities for w, weight in q.surroundings.items() if weight >= BESIDE}


def _said_beside(quantity: Quantity, words: Iterable[str]) -> bool:
    """True if any of ``words`` is said right beside the figure."""
    return any(quantity.surroundings.get(word, 0.0) >= BESIDE for word in words)


def _in_prose(quantity: Quantity) -> bool:
    """True for a figure whose sentence ends with a full stop (or ! or ?), or that ends its line
    ("Published: 14 February 2025"): not a figure a list's line gives beside another."""
    low, high = quantity.bounds
    return (
        _SENTENCE_STOP.match(quantity.context, high) is not None
        or _STOPPED.search(quantity.context, low, high) is not None
        or not quantity.context[quantity.end : high].strip()
    )


_SENTENCE_STOP = re.compile(r"[\"'”’)]*[.!?]")  # after the sentence's text
_STOPPED = re.compile(r"[.!?][\"'”’)]*$")  # ... or at its end, with its closing quote


def _label_said(quantity: Quantity, other: Quantity, words: dict[str, float]) -> bool:
    """True for a list's figure whose label the sentence says, two of its words and two in three of
    them: "Beginners' course fee: £140" for "charged £145 ... for its beginners' weekend walling
    course" (however little of the sentence's other words the line holds)."""
    label = other.label_words
    shared = len(label & words.keys())
    return shared >= 2 and 3 * shared >= 2 * len(label) and near_in_size(quantity, other)


def near_in_size(quantity: Quantity, other: Quantity, times: float = 3.0) -> bool:
    """True for two amounts or counts within ``times`` each other: "Weekly maintenance
    contributions: £71,240" is a year's total, no rival of "a weekly maintenance contribution of
    £104"."""
    low, high = sorted((abs(quantity.value), abs(other.value)))
    return low > 0 and high <= times * low


_SPANS_OF_TIME = frozenset(stem(word) for word in ("days", "weeks", "months", "years"))
_FOR_BEFORE = re.compile(r"\bfor\s+(?:a\s+further\s+|another\s+|up\s+to\s+)?\Z", re.IGNORECASE)


def _lasting_as_said(quantity: Quantity, other: Quantity, acts: frozenset[str]) -> bool:
    """True for two spans of time ("for 21 days", "for 28 days") each said to be how long the same
    act of the sentence lasted: "the licence is suspended for 28 days" for "suspended The Copper
    Kettle's premises licence for 21 days"."""
    if quantity.kind is not Kind.COUNT or not quantity.unit & other.unit & _SPANS_OF_TIME:
        return False
    before = []
    for figure in (quantity, other):
        low = max(figure.bounds[0], figure.start - 60)
        if _FOR_BEFORE.search(figure.context, low, figure.start) is None:
            return False
        before.append({t.stem for t in tokenize(figure.context[low : figure.start])})
    return bool(acts & before[0] & before[1])


def _bound_of_another_unit(bound: Quantity, other: Quantity) -> bool:
    """True for a bound ("more than nine months") beside a count of something else ("2,964
    customers", "In 41 of these"): it holds any larger count, but says none of them."""
    return (
        bound.qualifier in (">", "<")
        and bool(bound.unit)
        and bound.unit.isdisjoint(other.unit)
        and other.value != bound.value  # ("at least three days" against "three or more days")
    )


def _lone(quantity: Quantity, claimed: list[Quantity], found: list[Quantity]) -> bool:
    """One amount, percentage or date on each side: the passage's is taken to be the sentence's."""
    kind = quantity.kind
    return (
        kind is not Kind.COUNT
        and sum(1 for q in claimed if q.kind is kind) == 1
        and sum(1 for q in found if q.kind is kind) == 1
    )


def _same_thing(quantity: Quantity, other: Quantity, rival: bool = False) -> bool:
    """For counts: True when both count the same thing ("three deaths", "four deaths") or neither
    says what it counts ("413 were rescued"); never "Holmes was 19" against "four counts".
    ``rival``: for a differing figure, what the words after "were" name counts too ("6 were
    fixed-wing water bombers")."""
    if quantity.kind is not Kind.COUNT:
        return True
    if quantity.interval != other.interval:
        return False  # "two years before the inquiry" is not how long "for six years" lasted
    mine, theirs = quantity.unit, other.unit
    if not mine and quantity.of_them:
        # The sentence's "Four of them died": whoever "them" are, unless its sentence counted them
        # before ("18,600 ... pumps are affected, about 2,200 of them in the UK" is no count of reports).
        counted = quantity.them_counted if rival else frozenset()
        return not (counted and theirs and counted.isdisjoint(theirs | other.complement))
    if not mine and quantity.change_end and not rival:
        return True  # "Pollution incidents rose ..., from 147 in 2021": 147 counts what rose
    if (
        not mine
        and quantity.averaged_from
        and other.average
        and _subject_said(quantity, other)
        and other.unit & (_subject(quantity) | {t.stem for t in tokenize(quantity.averaged_from)})
    ):
        # "Cycle trips over Bramley Bridge fell from an average of 1,610 a day in 2019 to 1,040":
        # an average of trips, as "averaged 1,140 trips a day" is (not any count of trips)
        return True
    if not theirs and not rival:
        theirs = other.bracket_label_words  # "Call-outs: 143 (128)": the 128 counts call-outs too
    if rival:
        # (and what a line's label names: "Maximums across the league: 147 scores of 180")
        mine, theirs = mine | quantity.complement, theirs | other.complement | other.label_words
    if (mine & PEOPLE and theirs & HUMAN) or (theirs & PEOPLE and mine & HUMAN):
        return True
    if _people_for_acts(quantity, theirs) or _people_for_acts(other, mine):
        return True
    if rival and (_deaths_of(quantity, other) or _deaths_of(other, quantity)):
        return True
    # A table's cell says what it counts in its headings ("| South | 290 |" under "Injuries"); a
    # cell under "Average" is what the sentence's average of a bare noun counts ("averaged 9,190
    # fans", not "1,900 away fans").
    headed = (not mine and bool(theirs & quantity.headings.keys())) or (
        not theirs
        and (
            bool(mine & other.headings.keys())
            or (quantity.average and other.headed_average and len(mine) == 1)
        )
    )
    return bool(mine & theirs) or not (mine or theirs) or headed


def _subject(quantity: Quantity) -> set[str]:
    """The stems of the content words of ``quantity``'s clause before the verb of its change: "Cycle
    trips over Bramley Bridge" in "Bus trips rose while cycle trips over Bramley Bridge fell from an
    average of 1,610 a day in 2019 to 1,040"."""
    before = tokenize(quantity.context[quantity.bounds[0] : quantity.start])
    opened = max((i + 1 for i, token in enumerate(before) if token.norm in _CLAUSE_JOINS), default=0)
    subject: set[str] = set()
    for token in before[opened:]:
        if token.stem in _CHANGE_WORDS:
            return subject
        if is_content(token.norm) and not token.norm[:1].isdigit():
            subject.add(token.stem)
    return set()  # no change's verb: no subject of one


def _subject_said(quantity: Quantity, other: Quantity) -> bool:
    """True where ``other``'s sentence says every word of the subject of ``quantity``'s change (see
    ``_subject``): "cycling on Bramley Bridge averaged 1,140 trips", not "Bus trips in Bramley"."""
    subject = _subject(quantity)
    theirs = tokenize(other.sentence)
    # (or refers back to it: "In 2024 it averaged 13,400", "In 2024 the average was 13,400")
    return bool(subject) and (
        subject <= {token.stem for token in theirs}
        or any(token.norm in ("it", "they") for token in theirs)
        or any(a.norm == "the" and b.norm in ("average", "mean") for a, b in pairwise(theirs))
    )


def _people_for_acts(people: Quantity, counted: frozenset[str]) -> bool:
    """True for a count of people who did what the other figure counts by its noun, where each does
    it once: "signed by 8,132 people" or "8,132 people signed" counts what "8,312 signatures" does
    (not "12,000 people applied" against "45,000 applications": one may apply five times)."""
    if not people.unit & PEOPLE:
        return False
    by = _DONE_BY.search(people.context, max(0, people.start - 40), people.start)
    did = _WHO_DID.match(people.context, people.end)
    return any(_ONCE_EACH.get(stem(found.group(1).lower())) in counted for found in (by, did) if found)


# "signed by 8,132": the verb before the figure; "8,132 people (who) signed": the one after it.
_DONE_BY = re.compile(r"\b([a-z]{4,})\s+by\s+(?:(?:about|around|some|nearly|almost|more\s+than|over)\s+)?\Z")
_WHO_DID = re.compile(r"\s+(?:people|persons|individuals)\s+(?:(?:who|that)\s+|had\s+|have\s+)?([a-z]{4,})\b")
# Acts a person does once, by their verb's stem, and what their noun counts.
_ONCE_EACH = {stem("signed"): stem("signatures")}


def _row_named(cell: Quantity, said: Iterable[str]) -> bool:
    """True where ``said`` holds every word of a table cell's row label ("Millbank"; not "Carnford -
    Millbank" for a sentence that names only Carnford)."""
    words = set(said)
    label = [word for word, weight in cell.headings.items() if weight >= NAMED and word.isalpha()]
    return bool(label) and all(word in words for word in label)


def _deaths_of(deaths: Quantity, people: Quantity) -> bool:
    """True for a count of deaths ("two of those deaths") against one of particular people said to
    have died ("the deaths of four patients"): one differing from the other misstates it. Not "four
    patients ... two deaths", nor "120 patients. Seven of them died"."""
    return bool(
        deaths.unit & DEATHS
        and people.unit & (HUMAN - PEOPLE)
        and any(people.surroundings.get(word, 0.0) >= BESIDE for word in DEATHS)
    )


def _same_subject(quantity: Quantity, other: Quantity, names: frozenset[str]) -> bool:
    """False for a differing figure said of someone else.

    A figure said of another company or person the sentence names, in a sentence that does not
    name this figure's subject, is not this one's: "BP ... $20.8 billion" is never compared with
    "Volkswagen ... $2.8 billion". (A name the sentence does not use may be the agent: "Judge
    Kaplan sentenced him to".)
    """
    subjects = {n for n in quantity.clause_capitals if n in names}
    if not subjects:
        return True
    mine, theirs = _owner(quantity), _owner(other)
    if mine and theirs and not mine & theirs:
        return False  # "Hadley Center's mill rate" is not "North Ashby's rate"
    if _namesake(quantity, other):
        return False
    return bool(subjects & other.sentence_capitals) or not (names - subjects).intersection(other.names_before)


def _owner(quantity: Quantity) -> frozenset[str]:
    """The stems of the name whose possession the figure's clause opens with ("North Ashby's rate is
    projected to rise ... to 29.35"), or none."""
    owner = _POSSESSIVE.search(quantity.clause)
    return frozenset(stems(owner.group(1).lower())) if owner else frozenset()


_POSSESSIVE = re.compile(r"^\W*(?:The\s+)?((?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*)['’]s\s+[a-z]")


def _namesake(quantity: Quantity, other: Quantity) -> bool:
    """True where the other figure's sentence names something else with the same last word: "the
    Fenwick Hills Fire" against "the Tallis Creek Fire" (not "the County Fire Service", nor "Ms
    Feyne" for "Sarah Feyne")."""
    theirs = other.names_in_sentence
    named = frozenset(word for rest, last in theirs for word in (*rest, last))
    return any(
        rest
        and not named.intersection(rest)
        and any(other_last == last and other_rest for other_rest, other_last in theirs)
        for rest, last in quantity.names_in_sentence
    )


def _in_another_row(
    quantity: Quantity, names: frozenset[str], found: list[Quantity], said: frozenset[str]
) -> bool:
    """True for a table's cell in a row named for someone else, where another row of the passage
    is named for one of the sentence's ``names``: "Eastern Uplands | 455 | 583 | 29.6" does not
    give Lakeshore's rate, whose row is "Lakeshore | 604 | 771 | 38.2". Not a row whose label the
    sentence writes (``said``: its stems): "Placebo | 118 | 21" for "the placebo arm"."""
    capitals = quantity.sentence_capitals  # (a cell's sentence is its row)
    if quantity.cell is None or not names or not capitals or (names | said) & capitals:
        return False
    if _TOTAL_ROW.match(quantity.sentence.lstrip(" |\t-•*")):
        return False  # "Total | 412 | 67" is everyone's
    return any(o.cell is not None and names & o.sentence_capitals for o in found)


def _stems_of(claimed: list[Quantity]) -> frozenset[str]:
    """The stems of the sentence the figures ``claimed`` are of."""
    return frozenset(t.stem for t in tokenize(claimed[0].context)) if claimed else frozenset()


def _of_another(quantity: Quantity, names: frozenset[str], said: Container[str] = frozenset()) -> bool:
    """True if the figure's sentence names one of ``names`` but names someone else nearer before
    it: "SkyBridge is the largest airline to fail since Monarch went into administration, when
    110,000 passengers were stranded" gives 110,000 of Monarch, not of SkyBridge. (Not a name the
    sentence says in small letters, ``said``, after one of its names: "Brayford Parish Council" for
    "its parish council", but not "Monarch Airlines" for "the airline".)"""
    before = quantity.names_before
    last = len(before)
    while last > 1 and before[last - 1] in said and before[last - 1] not in names:
        last -= 1
    return bool(before) and before[last - 1] not in names and any(name in names for name in before)


def _stated_apart(
    quantity: Quantity, other: Quantity, differing: Quantity, claimed: list[Quantity], beside: list[Quantity]
) -> bool:
    """True where a table's row states the sentence's figure (``other``) with another of its figures
    (``beside``: ``other``'s chunk), under a row label with a word of the sentence that the
    ``differing`` figure is not said of: the "Damp and mould | 1,136 | 2,306" row, not the total the
    passage gives."""
    if other.cell is None:
        return False
    together = any(
        q is not quantity and any(o.sentence == other.sentence and _equal(q, o) for o in beside)
        for q in claimed
    )
    if not together:
        return False
    label = next((piece for piece in _CELL_SPLIT.split(other.context[: other.cell[0]]) if piece.strip()), "")
    if _TOTAL_ROW.fullmatch(label.strip()):
        # "Total | 412 | 67" gives the sentence's 412 homes and 67 businesses, unless the sentence
        # says its figure of the differing figure's row ("In Millbank, 412 homes ..." against
        # "Millbank | 29 | 4"; not "..., with Millbank alone accounting for 188 of the homes").
        return not (differing.cell is not None and _row_named(differing, own_surroundings(quantity, claimed)))
    said = {word for q in claimed for word in q.surroundings}
    return any(
        word.isalpha() and word in said and differing.surroundings.get(word, 0.0) < _NEAR
        for word in context_words(label)
    )


# The label of a table's row that sums the others: "Total", "All", "Overall", "Combined".
_TOTAL_ROW = re.compile(r"(?:grand\s+)?total|all|overall|combined", re.IGNORECASE)


# Words after a whole that give its parts: "damages of £3.75 million ..., made up of".
_PARTS_FOLLOW = re.compile(
    r"\b(?:made\s+up\s+of|comprising|consisting\s+of|including|of\s+which|broken\s+down\s+(?:as|into))\b",
    re.IGNORECASE,
)


def _whole_of(
    other: Quantity, differing: Quantity, beside: list[Quantity], fit: Callable[[Quantity], float]
) -> bool:
    """True where the sentence stating the sentence's figure (``other``) gives the ``differing``
    figure after it as one of its parts: "claimed damages of £3.75 million ..., made up of £2.9
    million in lost profits ... and £850,000 in the cost of vehicle leases"; unless the sentence's
    figure is said of the part's words (``fit``: how closely), as in "£3.75 million for vehicle leases"."""
    return any(
        o.start > other.end
        and _equal(differing, o)
        and o.sentence == other.sentence
        and _PARTS_FOLLOW.search(other.context, other.end, o.start) is not None
        and fit(other) >= fit(o)
        for o in beside
    )


def _changed_alike(
    quantity: Quantity, other: Quantity, claimed: list[Quantity], beside: list[Quantity]
) -> bool:
    """True where the evidence states the sentence's change whole: both its ends, each as the same
    end, in one sentence ("narrowed from 9.4% to 8.7%" and "fell to 8.7% from 9.4%"); a swap of
    the ends is no such statement."""
    end = quantity.change_end
    if end not in ("from", "to") or other.change_end != end:
        return False
    # Its figures of the kind, in order: the other end stands right beside it ("rose from €310,000
    # to €540,000, before falling back to €402,000" changes twice).
    kin = [o for o in beside if o.sentence == other.sentence and o.kind is quantity.kind]
    at = next((i for i, o in enumerate(kin) if o is other), None)
    if at is None:
        return False
    ends = kin[max(0, at - 1) : at] + kin[at + 1 : at + 2]
    return any(
        q.change_end not in ("", end) and any(o.change_end == q.change_end and agrees(q, o) for o in ends)
        for q in claimed
        if q is not quantity and q.kind is quantity.kind
    )


# Where a table row's cells part: a bar, a tab or a run of spaces.
_CELL_SPLIT = re.compile(r"\||\t+| {2,}")


def stated_elsewhere(
    clash: Clash,
    claimed: list[Quantity],
    sources: Sequence[SourceText],
    idf: Callable[[str], float],
    names: frozenset[str] = frozenset(),
    acts: frozenset[str] = frozenset(),
) -> bool:
    """True if a cited source states the sentence's figure somewhere, said of its words at least
    as closely as the differing figure, or said of the same act ("arrested on 11 October 2022"):
    the passage then speaks of something else ("awarded in August 2020" stands two sentences
    before "a tender run in 2019")."""
    quantity = clash.said
    words = own_surroundings(quantity, claimed)
    wanted = clash.similarity
    stating = _equal
    if any(
        q is not quantity and agrees(q, clash.found) and not _bound_of_another_unit(q, clash.found)
        for q in claimed
    ):
        # The differing figure is the sentence's own other figure ("paid $3.9 million, three times
        # the $1.2 million contract"), and the passage held only that one: the sentence's figure
        # said of the same thing anywhere will do.
        wanted, stating = min(wanted, CLASH_SIMILARITY), _states
    # "now expects to begin in the first half of 2025" revises the plan for "the second half of
    # 2024" said earlier: a sentence that says "now" is of the revised figure only.
    revised = quantity.said_now and clash.found.said_now
    times = [q for q in claimed if q.kind is Kind.TIME]
    # The words the sentence quotes that the differing figure's sentence gives too: a statement
    # without them is of something else ("rated Willowmere 'inadequate' following an inspection in
    # April 2024" is not "now rated 'requires improvement' following a re-inspection in April 2024").
    quoted = _quoted_words(_own_clause(quantity)) & {t.stem for t in tokenize(clash.found.sentence)}
    for source in sources:
        for chunk in source.chunks_spelling(quantity):
            start = source.chunk_spans[chunk][0]
            before = partial(_text_before, source.text, start)
            if _states_two(quantity, claimed, source.quantities(chunk), clash.found, idf, words):
                return True
            if _listed_with_its_start(quantity, claimed, source.quantities(chunk)):
                return True
            if _written_with_another(quantity, claimed, source.quantities(chunk), clash.found, names):
                return True
            for other in source.quantities(chunk):
                if (
                    stating(quantity, other)
                    and not (revised and not other.said_now)
                    # an amount "proposed", or that "would have" been imposed, is not one imposed
                    and (quantity.kind is Kind.TIME or _proposed(quantity) or not _proposed(other))
                    # nor is a cell under "Budget" what was spent
                    and not (other.headed_plan and _plan_for_done(quantity, other))
                    # "filed ... on October 27, 2022" is not "The pre-general election report, due
                    # October 27, 2022": a deadline is no date of an act done
                    and (_due(quantity) or not _due(other))
                    and (
                        similarity(quantity, other, idf, words)
                        + _anchors(quantity, claimed, other, source.quantities(chunk))
                        >= wanted
                        or _same_act(quantity, other, acts, before)
                        # a heading's year ("SUMMARY ACCOUNTS 2023") is the year of what its document
                        # reports, against a year said of none of the sentence's words ("founded in 1919")
                        or (other.titled and clash.similarity < CLASH_SIMILARITY)
                        # the bracketed figure of a line the sentence names, of the period the
                        # document keeps its brackets for, which the sentence gives: "Call-outs: 143
                        # (128)" under "in brackets, relates to calendar year 2022"
                        or _bracketed_as_said(other, times, words)
                        or _labelled_as_said(quantity, other, claimed, clash.found, names)
                        or _line_named_whole(other, clash.found, words, names)
                        or _stated_apart(quantity, other, clash.found, claimed, source.quantities(chunk))
                        or _changed_alike(quantity, other, claimed, source.quantities(chunk))
                        or _whole_of(
                            other,
                            clash.found,
                            source.quantities(chunk),
                            lambda o: similarity(quantity, o, idf, words),
                        )
                    )
                    and not _of_another(other, names, words)
                    and not _dated_for_another_doer(quantity, other, clash.found, names)
                    and not (quoted and quoted - {t.stem for t in tokenize(other.sentence)})
                    and not _in_another_row(other, names, [clash.found], _stems_of(claimed))
                    and not _said_otherwise(quantity, other)
                    and not _under_another_period(quantity, times, other)
                    and not _under_an_earlier_period(quantity, other)
                    and not _in_an_earlier_column(quantity, times, other, source.quantities(chunk))
                    # nor is a date the same sentence gives another verb: "transferred ... on 16
                    # October 2023 and died there on 19 October 2023"
                    and not (
                        other.sentence == clash.found.sentence
                        and _of_another_verb(quantity, other, clash.found)
                    )
                ):
                    return True
    return False


def _line_named_whole(
    other: Quantity, differing: Quantity, words: dict[str, float], names: frozenset[str]
) -> bool:
    """True for a list's line whose whole label the sentence says ("Payments: GBP 61,375 (GBP
    49,880)" for "payments in 2023-24 totalled £61,375"), unless the differing figure's row names
    more of the sentence ("City (routes 1-19)   80.9%" against "Punctuality: 84.6%" for the city
    routes' punctuality), or the sentence's names (see ``_labelled_as_said``)."""
    label = other.label_words
    if other.bracketed or not label or not label <= words.keys():
        return False
    row = {word for word, weight in differing.headings.items() if weight >= NAMED}
    return not (row & words.keys()) - label and names.isdisjoint(differing.sentence_capitals)


def _dated_for_another_doer(
    quantity: Quantity, other: Quantity, differing: Quantity, names: frozenset[str]
) -> bool:
    """True for a day said in a sentence that opens with a name the sentence does not give, where
    the differing day's sentence opens with one it gives: "NFSA inspectors visited the plant on 27
    and 28 August" does not date "Brightfield halted production ... on 27 August" against
    "Brightfield ... suspended production at the plant on 29 August"."""
    if None in (quantity.day, other.day, differing.day):
        return False
    doer, their_doer = _opening_name(other), _opening_name(differing)
    return bool(doer and their_doer) and doer not in names and their_doer in names


def _opening_name(quantity: Quantity) -> str:
    """The stem of the name its sentence opens with, before the quantity; else ""."""
    first = next(iter(tokenize(quantity.sentence)), None)
    capitals = quantity.capitals_before
    return capitals[0] if first is not None and capitals and first.stem == capitals[0] else ""


def _anchors(quantity: Quantity, claimed: list[Quantity], other: Quantity, figures: list[Quantity]) -> float:
    """The bonus for the sentence's figures of other kinds that ``other``'s sentence states too: "1,864
    sales completed in Q4 2024, ..., an increase of 9.5%" says the 9.5% of "rose by 9.5% ... to 1,864
    in the fourth quarter of 2024" (as ``compare`` counts them for an equal figure). Not for a date:
    a date is said of an act, whatever figures stand beside it."""
    if quantity.kind is Kind.TIME:
        return 0.0
    kinds = {
        q.kind
        for q in claimed
        if q.kind is not quantity.kind
        and any(o.sentence == other.sentence and o is not other and _equal(q, o) for o in figures)
    }
    return ANCHOR_BONUS * len(kinds)


def _own_clause(quantity: Quantity) -> str:
    """The text of ``quantity``'s clause up to it: "is now rated 'good' after a re-inspection in" for
    "June 2024" in "Brackenhurst Primary, rated 'inadequate' in March 2023, is now rated 'good' after a
    re-inspection in June 2024"."""
    before = quantity.context[quantity.bounds[0] : quantity.start]
    opened = max((m.end() for m in _CLAUSE_OPENS.finditer(before)), default=0)
    return before[opened:]


_CLAUSE_OPENS = re.compile(r"[,;(]|\b(?:and|but|while|whereas|having)\b")


def _quoted_words(sentence: str) -> set[str]:
    """The stems of the content words a sentence puts in quotation marks ("rated it 'inadequate'")."""
    return {
        token.stem
        for match in _QUOTED_WORDS.finditer(sentence)
        for token in tokenize(match.group(1))
        if is_content(token.norm)
    }


# Words in single or double quotation marks (not an apostrophe: "Mrs Langworthy's admission").
_QUOTED_WORDS = re.compile(r"(?<!\w)['‘\"“]([A-Za-z][^'’\"”\n]{2,60}?)['’\"”](?!\w)")


# Words a table's title uses for the whole it reports on: "FINANCIAL HIGHLIGHTS", "Key figures".
_TABLE_TITLES = stems(
    "financial highlights highlight key figures figure summary results result table performance overview "
    "operational statistics data headline main group total fy change year years"
)
_CHANGE_WORDS = stems(
    "rose rise risen increased increase fell fall fallen decreased up down grew grown climbed jumped"
)
_FIRST_FIGURE = re.compile(r"[£$€]?\d")  # where a row's label ends


def _counted_by_its_label(quantity: Quantity, other: Quantity, claimed: list[Quantity]) -> bool:
    """True for a count right after a label that names what the sentence's count counts, in no
    words the sentence does not say: "Games: 2,429" for "ran 2,429 games"."""
    label = other.label_words
    return quantity.kind is Kind.COUNT and bool(quantity.unit & label) and label <= _stems_of(claimed)


def _counted_in_its_years(quantity: Quantity, other: Quantity, claimed: list[Quantity]) -> bool:
    """True for a count its label names (see ``_counted_by_its_label``) whose line gives the
    sentence's years: "Members at 31 December 2024: 1,184" counts the members of "had 1,284 members
    at the end of 2024", whatever else it shares."""
    years = {str(q.year) for q in claimed if q.kind is Kind.TIME and q.year}
    return _counted_by_its_label(quantity, other, claimed) and all(year in other.sentence for year in years)


def _labelled_as_said(
    quantity: Quantity, other: Quantity, claimed: list[Quantity], differing: Quantity, names: frozenset[str]
) -> bool:
    """True for a count its label names (see ``_counted_by_its_label``), unless the ``differing``
    figure is said with the sentence's names ("the 2019 Fenwick Hills Fire ... destroyed 21 homes"
    against the "Homes destroyed: 63" of another fire's list)."""
    return _counted_by_its_label(quantity, other, claimed) and names.isdisjoint(differing.sentence_capitals)


def _listed_with_its_start(quantity: Quantity, claimed: list[Quantity], figures: list[Quantity]) -> bool:
    """True where a list's line (``figures``: its chunk's) gives the sentence's figure with the
    figure the sentence compares it with in brackets right after it: "Total income: £12,547
    (£11,271)" for "brought in £12,547 ..., compared with £11,271 the previous year"."""
    if quantity.kind is Kind.TIME or quantity.change_end == "from":
        return False
    starts = [q for q in claimed if q is not quantity and q.kind is quantity.kind and q.change_end == "from"]
    return any(
        not mine.bracketed
        and mine.cell is None
        and _equal(quantity, mine)
        and start_of.bracketed
        and start_of.sentence == mine.sentence
        # (a label the sentence says a word of: "Total income" for "brought in ... in total", not
        # for "spending")
        and not mine.label_words.isdisjoint(_stems_of(claimed))
        and mine.context[mine.end : start_of.start].strip() == "("
        and any(_equal(q, start_of) for q in starts)
        for mine, start_of in pairwise(figures)
    )


def _written_with_another(
    quantity: Quantity,
    claimed: list[Quantity],
    figures: list[Quantity],
    differing: Quantity,
    names: frozenset[str],
) -> bool:
    """True where a sentence of the source (``figures``: its chunk's) gives the sentence's figure
    with another of its figures of another measure, which the ``differing`` figure's sentence does
    not write: "burned across 18,400 hectares over 11 days" states "Over 11 days ... burned through
    18,400 hectares", whatever "A blaze in 2015 burned 6,200 hectares of the same ridge" says. Not
    where the differing figure's sentence writes more of the sentence: another of its figures, or
    a name ("Five members (the Governor, Mr Aaberg, ...)" for "Aaberg was one of the two")."""
    if quantity.kind is Kind.TIME:
        return False
    others = [q for q in claimed if q is not quantity and q.kind is not Kind.TIME and q.unit != quantity.unit]
    if not others:
        return False
    stating = next(
        (
            mine
            for mine in figures
            if _states(quantity, mine)
            for q in others
            for theirs in figures
            if theirs is not mine and theirs.sentence == mine.sentence and _states(q, theirs)
        ),
        None,
    )
    if stating is None or stating.sentence == differing.sentence:
        return False
    written = {t.stem for t in tokenize(stating.sentence)}
    if any(t.capitalised and t.stem in names and t.stem not in written for t in tokenize(differing.sentence)):
        return False
    beside = [d for d in extract(differing.sentence) if d.kind is not Kind.TIME]
    return not any(
        _equal(c, d) and not _bound_of_another_unit(c, d)
        for c in claimed
        if c is not quantity
        for d in beside
    )


def _states_two(
    quantity: Quantity,
    claimed: list[Quantity],
    figures: list[Quantity],
    differing: Quantity,
    idf: Callable[[str], float],
    words: dict[str, float],
) -> bool:
    """True where a table row (``figures``: its chunk's) gives the sentence's figure and another of
    its amounts or percentages, in the sentence's period, apart from the ``differing`` figure:
    "Revenue | £214.7m | £201.3m | +6.7%" for "revenue rose 6.7% to £214.7m", where "Restaurant and
    cafe revenue increased by 11.2% to £41.9m" is another revenue's. Not a row under a heading that
    names a part, nor where the differing figure is said of a word of the sentence the row lacks."""
    if quantity.kind is Kind.TIME or any(o.sentence == differing.sentence for o in figures):
        return False
    times = [q for q in claimed if q.kind is Kind.TIME]

    def in_its_period(mine: Quantity, other: Quantity) -> bool:
        return (
            other.cell is not None
            and _equal(mine, other)
            and not other.headed_plan  # "APP target 2024/25"
            and not _under_another_period(mine, times, other)
            and not _in_an_earlier_column(mine, times, other, figures)
        )

    row = next((o for o in figures if in_its_period(quantity, o)), None)
    if row is None:
        return False
    beside = [
        (q, o)
        for q in claimed
        if q is not quantity and q.kind in (Kind.MONEY, Kind.PERCENT)
        for o in figures
        if o is not row and o.sentence == row.sentence and in_its_period(q, o)
    ]
    claim_words = _stems_of(claimed)
    row_words = {t.stem for t in tokenize(row.sentence)}
    if any(
        weight >= NAMED / 2 and word.isalpha() and word not in claim_words | row_words | _TABLE_TITLES
        for word, weight in row.headings.items()
    ):
        return False  # a table under "UK RETAIL SEGMENT" or "SCOTLAND" is of a part
    if any(
        t.stem in claim_words
        and t.stem not in row_words | row.headings.keys()
        and is_content(t.norm)
        and t.stem not in _CHANGE_WORDS
        for t in tokenize(differing.sentence)
    ):
        return False  # "Group revenue increased by 11.2%" is said of a word the row does not have
    # The row is named by the sentence's words ("Revenue"; not "Death from any cause" for "Major
    # adverse cardiovascular events"), and said of them where either figure is.
    opening = _FIRST_FIGURE.search(row.sentence)
    label = {
        t.stem for t in tokenize(row.sentence[: opening.start() if opening else 0]) if is_content(t.norm)
    }
    if not label or not label <= claim_words:
        return False
    return any(
        max(similarity(quantity, row, idf, words), similarity(q, o, idf, own_surroundings(q, claimed)))
        >= CLASH_SIMILARITY
        for q, o in beside
    )


def _inside_range(quantity: Quantity, other: Quantity, found: list[Quantity]) -> bool:
    """True for an end of a range the evidence gives ("between 8% and 12%") whose range holds the
    sentence's figure ("10%")."""
    if other.group is None or quantity.kind is Kind.TIME or quantity.qualifier:
        return False
    if _AN_END.search(quantity.phrase_before):
        return False  # "as much as 1.7" is the range's top: 2.1 differs
    if not _BETWEEN.search(other.context, max(0, other.group[0] - 12), other.group[0]):
        return False  # not the two ends of a change ("fell from 5,120 to 4,910") or a score
    ends = [o.value for o in found if o.group == other.group and o.kind is other.kind]
    return len(ends) == 2 and min(ends) <= quantity.value <= max(ends)


# "between 8% and 12%", not a choice "between 3% and 5% rises".
_BETWEEN = re.compile(
    r"(?<!\bchose )(?<!\bchoose )(?<!\bchoice )(?<!\bdecide )(?<!\bdecided )(?<!\bchoosing )(?<!\bdeciding )"
    r"(?<!\bpick )(?<!\bopt )\bbetween\s+\Z",
    re.IGNORECASE,
)
_AN_END = re.compile(
    r"\b(?:as\s+(?:much|many|high|low|little|few)\s+as|peak\w*|maximum|minimum|highest|lowest|top|up\s+to)\s+\Z",
    re.IGNORECASE,
)


def _plan_for_done(quantity: Quantity, other: Quantity) -> bool:
    """True where the evidence gives as a plan, target or forecast what the sentence says was done:
    "short of its target of £33.5 billion" is no "secured £33.5bn"; nor a cell under "Budget" what the
    sentence says was spent, unless the sentence speaks of a budget or plan."""
    if quantity.prospective:
        return False
    if _FUTURE.search(quantity.context, quantity.bounds[0], quantity.start):
        # "will publish its full interim results on 5 April 2024" dates a plan too, and "plans to
        # start a Saturday clinic ..., adding about 180 appointments a month" counts one
        return False
    return other.prospective or (other.headed_plan and PLAN_HEADINGS.isdisjoint(quantity.surroundings))


_FUTURE = re.compile(
    r"\bwill\s+(?!not\b)[a-z]+|\b(?:plans?|expects?|intends?|aims?)\s+to\b|\b(?:expects|plans|intends)\b"
    r"|\b(?:is|are)\s+(?:due|expected|set|scheduled)\s+to\b",
    re.IGNORECASE,
)
