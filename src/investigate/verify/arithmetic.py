"""Figures a writer works out from two the evidence gives: a difference or a total.

"Brightwater's £170,000 deficit was £80,000 smaller than the trustees had budgeted for" is true
of "a deficit of £170,000 ... a budgeted deficit of £250,000", though no passage writes £80,000;
"the two plants made 109,500 units between them" of "61,000 units ... 48,500 units". Such a
figure is stated where two figures of the passage give it, and read as said where either of the
two is said.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations, pairwise, product

from investigate.verify.quantities import BESIDE, Kind, Quantity, agrees
from investigate.verify.tokens import stem

_ADDED = (Kind.MONEY, Kind.COUNT)
# "35,000 fewer visits in 2023 than in 2019", "£80,000 smaller than", "12,500 more than Keswold".
_COMPARED = re.compile(
    r"\s+(?:[\w'-]+\s+)?(?:more|fewer|less|smaller|larger|bigger|greater|higher|lower|cheaper|longer"
    r"|shorter|up|down)\b(?:\s+[\w'-]+){0,4}?\s+(?:than|on|from)\b",
    re.IGNORECASE,
)
# "made 109,500 units between them", "£2.3m in total", "a combined 412".
_TOTAL_AFTER = re.compile(r"\s+(?:[\w'-]+\s+){0,2}?(?:between\s+them|in\s+total|combined|altogether)\b", re.I)
# What an amount is given for, listed: "in financial contributions towards education, junction
# works and the local surgery".
_LISTED = re.compile(
    r"[^.;:]{0,60}?\b(?:towards|for|on|in)\s+[^.;:,]{2,40},\s+[^.;:,]{2,40}?,?\s+and\s+", re.I
)
# A count said as lost or gained is the difference of two counts: "lost five of the 16 seats it
# won in 2020" (16, then 11).
_LOST_OR_GAINED = re.compile(r"\b(?:lost|gained|shed)\s+(?:a\s+further\s+|another\s+)?$", re.I)
_TOTAL_BEFORE = re.compile(r"\b(?:a\s+)?(?:combined|total\s+of|together)\s+(?:of\s+)?$", re.I)


def worked_out(
    claimed: Sequence[Quantity],
    found: Sequence[Quantity],
    beside: Callable[[], Sequence[Quantity]] = tuple,
) -> list[Quantity]:
    """The differences and totals of two figures of ``found`` (or one of them and one of
    ``beside()``: the sentences either side, read only when needed) that equal a figure the
    sentence gives as a difference or a total, each read as said where one of its two figures is."""
    # Not percentages: two shares differ by points, and shares of different wholes do not add up.
    said = [(q, _total(q)) for q in claimed if q.kind in _ADDED]
    wanted = [(q, total) for q, total in said if total or _compared(q)]
    made = [*_sums_of_lists(claimed, found), *_reduced(claimed, found)]
    if not wanted:
        return made
    figures = [q for q in found if q.kind in _ADDED and q.value > 0]
    near = [q for q in beside() if q.kind in _ADDED and q.value > 0]
    pairs = [*combinations(figures, 2), *product(figures, near)]
    for quantity, total in wanted:
        named = None if total else _named_pair(quantity, figures)
        if named is not None:
            # The two things the sentence names, the first said to be more or less than the other:
            # their difference, signed as the sentence says it ("Keswold produced 12,500 more than
            # Tarrow" is not true of Tarrow's 61,000 against Keswold's 48,500).
            first, second = named
            direction = -1 if _LESS.match(quantity.context, quantity.end) else 1
            value = direction * (first.value - second.value)
            made.append(_made(quantity, first, value, f"{first.text} - {second.text}"))
            continue
        lost = _said_lost(quantity)
        for first, second in pairs:
            if first.kind is not quantity.kind or second.kind is not quantity.kind:
                continue
            if lost and first.sentence != second.sentence:
                continue  # what one lost is told in one sentence or row, not across two firms'
            if first.currency != second.currency or agrees(quantity, first) or agrees(quantity, second):
                continue
            if total:
                value, sign = first.value + second.value, "+"
            else:
                value, sign = abs(first.value - second.value), "-"
            if value <= 0:
                continue
            larger, smaller = (first, second) if first.value >= second.value else (second, first)
            text = f"{larger.text} {sign} {smaller.text}"
            # Read as said where either figure stands ("Tarrow producing 12,500 more than Keswold"
            # is said of both plants' figures), but not at an end of a change ("212,000 visits in
            # 2023, down from 247,000"), where a figure is said of what it changed to.
            anchors = [q for q in (first, second) if q.change_end not in ("from", "by")] or [first, second]
            for anchor in anchors:
                result = _made(quantity, anchor, value, text)
                if agrees(quantity, result):
                    made.append(result)
        if not total and quantity.change_end == "by" and not any(m.worked_end == "by" for m in made):
            made.extend(_size_of_change(quantity, claimed, figures))
        elif not total and not quantity.change_end and not any(m.value == quantity.value for m in made):
            made.extend(_more_than_before(quantity, claimed, figures))
    return made


def _more_than_before(
    quantity: Quantity, claimed: Sequence[Quantity], figures: Sequence[Quantity]
) -> list[Quantity]:
    """How much more (or less) a figure the sentence gives is than the one the evidence starts its
    change from, where the sentence says the difference: "127 members, twenty-five more than at the
    end of 2023" against "127 ..., up from 109 a year earlier" (the 18, which differs)."""
    result = []
    for end in figures:
        if end.kind is not quantity.kind or end.change_end == "from":
            continue
        said = [q for q in claimed if q is not quantity and q.kind is quantity.kind and agrees(q, end)]
        if not said or said[0].context is not quantity.context or said[0].start > quantity.start:
            continue  # (the sentence's figure first, then how much more it is)
        starts = [
            q for q in figures if q.sentence == end.sentence and q.change_end == "from" and q.kind is end.kind
        ]
        if len(starts) == 1 and starts[0].currency == end.currency:
            value = abs(end.value - starts[0].value)
            if value > 0:
                result.append(_made(quantity, end, value, f"{end.text} - {starts[0].text}"))
    return result


def _size_of_change(
    quantity: Quantity, claimed: Sequence[Quantity], figures: Sequence[Quantity]
) -> list[Quantity]:
    """How far a change came, worked out where the evidence gives both its ends and the sentence
    the end it came to: "cut by £31,500 to £126,500" against "from £148,000 to £126,500" (the
    £21,500 it came down by, which differs)."""
    result = []
    same = sorted((q for q in figures if q.kind is quantity.kind), key=lambda q: (q.sentence, q.start))
    # (each end with the start right before it: "fares from £5 to £4 and parking from £3 to £2")
    for start, end in pairwise(same):
        if (start.change_end, end.change_end) != ("from", "to") or start.sentence != end.sentence:
            continue
        if start.currency != end.currency:
            continue
        if any(
            q is not quantity and q.change_end != "from" and agrees(q, end) and _one_change(quantity, q)
            for q in claimed
        ):
            value = abs(start.value - end.value)
            result.append(_made(quantity, end, value, f"{start.text} - {end.text}"))
    return result


def _one_change(size: Quantity, end: Quantity) -> bool:
    """True where the sentence says ``size`` and ``end`` of one change, in one clause: "cut by £31,500
    to £126,500", "knocked £31,500 off ..., bringing it down to £126,500" (not "cut by £10,000 after
    its rateable value fell to £126,500")."""
    if size.context is not end.context:
        return False
    low, high = sorted((size.end, end.start)) if size.end <= end.start else (end.end, size.start)
    return _CLAUSE_JOIN.search(size.context, low, high) is None


_CLAUSE_JOIN = re.compile(r"\b(?:after|before|while|when|whereas|and|but|as|since|because|although)\b|;")
# "a starting fine of £1.6m, reduced by a quarter", "before the discount was £11.1m, reduced by 30%".
_REDUCED_BY = re.compile(
    r",?\s+(?:(?:and|then)\s+)?(?:reduced|cut|discounted|lowered)\s+by\s+(?:(?P<share>a\s+quarter|a\s+third|half|a\s+half|"
    r"one[\s-]third|one[\s-]quarter|two[\s-]thirds)|(?P<percent>\d+(?:\.\d+)?)\s*(?:%|per\s*cent))"
    r"(?!\s+(?:from|since|on)\b)",  # "£2.1m, reduced by 30% from £3m" is already the reduced figure
    re.IGNORECASE,
)
# What only a figure before its reduction is called, right before it: "the starting fine was
# £1.6m", "an original penalty of £2m", "the penalty before the settlement discount was £11.1m"
# (not "the original scheme cost £2.4m", "headline pre-tax profit was £12.4m", "a starting price of
# £450,000" or "a starting salary of £32,000").
_STARTING_BEFORE = re.compile(
    r"\b(?:(?:starting|initial|original|headline|provisional)\s+(?:fine|penalty|point|award|sum|amount|charge)"
    r"|before\s+(?:the\s+|any\s+)?(?:settlement\s+)?(?:discount|reduction))"
    r"\s+(?:was|were|is|of|at|set\s+at|stood\s+at)\s+(?:about\s+|around\s+|some\s+)?\Z",
    re.IGNORECASE,
)
# A sentence that calls its figure the one before a reduction: "set a starting fine of £1.6m".
STARTING = re.compile(
    r"\b(?:starting|initial|original|headline|provisional|before\s+(?:the\s+|any\s+)?(?:settlement\s+)?"
    r"(?:discount|reduction))\b",
    re.IGNORECASE,
)
_SHARES = {"a quarter": 0.25, "one quarter": 0.25, "a third": 1 / 3, "one third": 1 / 3, "half": 0.5,
           "a half": 0.5, "two thirds": 2 / 3}  # fmt: skip


def _reduced(claimed: Sequence[Quantity], found: Sequence[Quantity]) -> list[Quantity]:
    """What a starting figure comes to once reduced as its passage says ("the appropriate starting
    fine was £1.6m, reduced by a quarter" is a fine of £1.2m), where the sentence gives that
    figure; not a figure already reduced ("a final penalty of £2.1m, reduced by 30% from £3m")."""
    made = []
    for other in found:
        if other.kind not in _ADDED or not _REDUCED_BY.match(other.context, other.end, other.bounds[1]):
            continue  # (most figures: the cheap test first)
        for quantity in claimed:
            if quantity.kind is other.kind and not agrees(quantity, other):
                result = reduced(other, quantity)
                if result is not None and agrees(quantity, result):
                    made.append(result)
    return made


def reduced(starting: Quantity, quantity: Quantity) -> Quantity | None:
    """The figure ``starting`` comes to where its sentence calls it a starting figure and reduces
    it right after ("the starting fine was £1.6m, reduced by a quarter": £1.2m), read for the
    sentence's ``quantity``; None for any other figure."""
    if starting.kind not in _ADDED or starting.worked:
        return None
    said = _REDUCED_BY.match(starting.context, starting.end, starting.bounds[1])
    if said is None or not _STARTING_BEFORE.search(
        starting.context, max(starting.bounds[0], starting.start - 80), starting.start
    ):
        return None
    share = said.group("share")
    cut = (
        _SHARES[" ".join(share.lower().replace("-", " ").split())]
        if share
        else float(said.group("percent")) / 100
    )
    text = f"{starting.text} {said.group(0).strip(' ,')}"  # "£1.6m reduced by a quarter"
    return _made(quantity, starting, starting.value * (1 - cut), text)


def _made(quantity: Quantity, anchor: Quantity, value: float, text: str) -> Quantity:
    """A figure worked out for the sentence's ``quantity``, read as said where ``anchor`` is."""
    return replace(
        anchor,
        value=value,
        tolerance=0.0,
        qualifier="",
        text=text,
        key="",
        # What the two count, if the sentence says ("35,000 fewer visits"); else it is as unsaid as
        # in "12,500 more than Keswold".
        counts=anchor.unit if quantity.unit else frozenset(),
        # the size of a change, where the sentence gives one ("cut its net debt by £24m")
        worked_end="by" if quantity.change_end == "by" else None,
        worked=True,
    )


def _named_pair(quantity: Quantity, figures: Sequence[Quantity]) -> tuple[Quantity, Quantity] | None:
    """The figures the passage gives the two things a sentence's difference names, each said
    right beside its name and neither an end of a change: "Tarrow producing 14,500 more than
    Keswold" against "The Tarrow plant produced 61,000 units ... the Keswold plant produced 48,500
    units"; None unless each is given exactly one, counting the same thing."""
    than = _THAN_NAME.match(quantity.context, quantity.end)
    if than is None or not quantity.names_before:
        return None

    def said_of(name: str) -> list[Quantity]:
        return [
            q
            for q in figures
            if q.kind is quantity.kind
            and not q.change_end
            and q.names_before[-1:] == (name,)
            and q.surroundings.get(name, 0.0) >= BESIDE
        ]

    mine, theirs = said_of(quantity.names_before[-1]), said_of(stem(than.group("name").lower()))
    if len(mine) != 1 or len(theirs) != 1 or mine[0].unit != theirs[0].unit:
        return None
    return mine[0], theirs[0]


# "14,500 more than Keswold": the name the difference is counted from.
_THAN_NAME = re.compile(r"\s+(?:[\w'-]+\s+){0,3}?than\s+(?:the\s+|its\s+)?(?P<name>[A-Z][\w'-]+)")
# "12,500 fewer than Keswold": the first has less.
_LESS = re.compile(r"\s+(?:[\w'-]+\s+)?(?:fewer|less|smaller|lower|cheaper|shorter)\b", re.IGNORECASE)


def _sums_of_lists(claimed: Sequence[Quantity], found: Sequence[Quantity]) -> list[Quantity]:
    """For an amount the sentence gives for a list of things ("more than £2.1m in contributions
    towards education, junction works and the local surgery"), the sum of the three or more
    amounts of one passage sentence that equals it ("£1.62 million towards ... education, £410,000
    towards the junction works and £96,000 towards ... the surgery"), read as said where the first is."""
    listed = [q for q in claimed if q.kind is Kind.MONEY and _LISTED.match(q.context, q.end)]
    if not listed:
        return []
    by_sentence: dict[str, list[Quantity]] = {}
    for other in found:
        if other.kind is Kind.MONEY and other.value > 0:
            by_sentence.setdefault(other.sentence, []).append(other)
    made = []
    for quantity in listed:
        for parts in by_sentence.values():
            parts = [p for p in parts if p.currency == quantity.currency]
            # (without the total the passage gives too: "..., for a total of $4,560,775")
            whole = sum(p.value for p in parts)
            parts = [p for p in parts if not math.isclose(2 * p.value, whole, rel_tol=1e-3)]
            if len(parts) < 3 or any(agrees(quantity, p) for p in parts):
                continue
            text = " + ".join(p.text for p in parts)
            result = replace(
                parts[0], value=sum(p.value for p in parts), tolerance=0.0, qualifier="", text=text, key=""
            )
            if agrees(quantity, result):
                made.append(result)
    return made


def _compared(quantity: Quantity) -> bool:
    """True for a figure said as the size of a difference: "£80,000 smaller than", "fell by 35,000",
    "lost five of the 16 seats"."""
    return (
        quantity.change_end == "by"
        or _COMPARED.match(quantity.context, quantity.end) is not None
        or _said_lost(quantity)
    )


def _said_lost(quantity: Quantity) -> bool:
    """True for a count said as lost or gained: "lost five of the 16 seats"."""
    return _LOST_OR_GAINED.search(quantity.context, max(0, quantity.start - 20), quantity.start) is not None


def _total(quantity: Quantity) -> bool:
    """True for a figure said as a total of others: "109,500 units between them"."""
    return bool(
        _TOTAL_AFTER.match(quantity.context, quantity.end)
        or _TOTAL_BEFORE.search(quantity.context, max(0, quantity.start - 20), quantity.start)
    )
