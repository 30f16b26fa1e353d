"""Numbers, amounts, percentages, dates and years in text, and whether two of them agree."""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise

from investigate.verify.cached import cached_attribute
from investigate.verify.names import is_past_tense
from investigate.verify.sentences import is_sentence_end
from investigate.verify.tables import Cell
from investigate.verify.tokens import (
    MONTH_NAMES,
    MONTHS,
    NUMBER_VALUES,
    STOPWORDS,
    TITLES,
    Token,
    content_stems,
    is_content,
    stem,
    stems,
    tokenize,
    words,
)


class Kind(StrEnum):
    """What a quantity measures; only quantities of one kind are compared."""

    PERCENT = "percent"
    MONEY = "money"
    COUNT = "count"
    TIME = "time"  # a year or a calendar date


@dataclass(frozen=True)
class Quantity:
    """One quantity: its kind, value (or date parts), comparator and the words around it."""

    kind: Kind
    text: str
    start: int
    end: int
    value: float = 0.0
    tolerance: float = 0.0
    qualifier: str = ""  # ">", "<", "~" or ""
    year: int | None = None
    month: int | None = None
    day: int | None = None
    quarter: int | None = None  # "the third quarter of 2025"
    season: str = ""  # "spring 2025": "spring"
    # The text the quantity was found in: its surroundings are read from it.
    context: str = field(default="", repr=False, compare=False)
    key: str = ""  # the token a text holds wherever it states this figure ("2020", "1.7", "three")
    # The span of the range the figure is one end of ("between 2008 and 2016"): both ends are said
    # of the same words.
    group: tuple[int, int] | None = field(default=None, repr=False, compare=False)
    # For a figure in a table's cell (see ``tables``): the cell's span in the context, and the
    # words of its row's label, column's heading and table's title, weighted.
    cell: tuple[int, int] | None = field(default=None, repr=False, compare=False)
    headings: dict[str, float] = field(default_factory=dict, repr=False, compare=False)
    currency: str = field(default="", compare=False)  # an amount's: "EUR", "KSC", "$" (any dollar)
    # The sentence before the context, where the context is one sentence and a count in it is of
    # "them" (see ``refers_back``).
    before: str = field(default="", repr=False, compare=False)
    # What a count worked out from others counts (see ``arithmetic``), instead of the words after it.
    counts: frozenset[str] | None = field(default=None, repr=False, compare=False)
    # What end of a change a figure is where its place says so, not its words: one worked out from
    # others (see ``arithmetic``: "by" for the size of a change the sentence gives), or a table's
    # cell at an end of its row's change (see ``tables``).
    worked_end: str | None = field(default=None, repr=False, compare=False)
    # For a bracketed figure, the period a note elsewhere in its document says brackets are for.
    brackets_for: Quantity | None = field(default=None, repr=False, compare=False)
    duration: bool = field(default=False, compare=False)  # a duration read whole (see ``_duration``)
    # For a list item read alone, what the line opening its list counts (see ``list_counted``).
    listed: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    # Worked out from figures the text writes (see ``arithmetic``), not written itself.
    worked: bool = field(default=False, repr=False, compare=False)
    # For a year a heading gives ("Annual Report 2023"), the stem of what it is the year of.
    titled: str = field(default="", repr=False, compare=False)

    @cached_attribute
    def surroundings(self) -> dict[str, float]:
        """Stems of the content words of the quantity's sentence, each weighted by how close it
        stands (in words, and in clauses crossed): what the figure is said of. A table's cell is
        said of its headings, not of the cells beside it."""
        start, end = self.group or (self.start, self.end)
        bounds = self.cell
        if bounds is None and self.part_end is not None:
            # "four of the nine infected patients died": what follows the nine's patients is
            # said of the four, not of the nine.
            bounds = self._whole_phrase(end)
        whole = self.part_of
        phrase = self._whole_phrase(whole[1]) if whole is not None and bounds is None else None
        if whole is not None and phrase is not None:
            # ... and the four are said to have died as plainly as "Four died", and are nine
            # infected patients nearly so.
            found = _surroundings(self.context, start, phrase[1], dated=self.kind is Kind.TIME)
            for word, weight in _surroundings(self.context, *whole, bounds=phrase).items():
                if weight * _PER_WORD > found.get(word, 0.0):
                    found[word] = weight * _PER_WORD
        else:
            found = _surroundings(self.context, start, end, dated=self.kind is Kind.TIME, bounds=bounds)
        # "Four of them" is said of what "them" are, as a cell is of its headings, and a duration
        # of its unit ("1 hour 12 minutes" of hours, though its words are the figure's own).
        inherited = dict.fromkeys(self.unit, 1.0) if self.of_them or self.duration else {}
        for word, weight in [*self.headings.items(), *inherited.items()]:
            if weight > found.get(word, 0.0):
                found[word] = weight
        return found

    @property
    def written_start(self) -> int:
        """Where its text starts: a season's date is said of its year, but written from its season
        ("autumn 2023")."""
        return self.end - len(self.text)

    @cached_attribute
    def per(self) -> float:
        """For a rate ("4.9 deaths per 1,000 births"), its base (1000.0); else 0.0."""
        if self.kind is not Kind.COUNT or "per" not in self.context[self.end : self.end + 40]:
            return 0.0
        base = _RATE_AFTER.match(self.context, self.end)
        return float(re.sub(r"\D", "", base.group(1))) if base else 0.0

    @property
    def label(self) -> str:
        """The figure as a reason quotes it: a rate with its base ("4.9 per 1,000")."""
        if self.per:
            return f"{self.text} per {self.per:,.0f}"
        if self.minute_of_day is not None:  # "midnight on 30 September 2024", told from "noon on"
            said = _AT_HOUR.search(self.context, max(0, self.start - 30), self.start)
            return f"{said.group().strip()} {self.text}" if said else self.text
        return self.text

    @cached_attribute
    def unit(self) -> frozenset[str]:
        """Stems of the words right after a count: what it counts ("three deaths", "22 serious
        adverse events"); empty when none follows ("413 were rescued")."""
        if self.kind is not Kind.COUNT:
            return frozenset()
        if self.counts is not None:
            return self.counts
        if _in_tally(self.context, self.start, self.end):
            return _VOTES  # "voted 8-3", "by nine votes to two": both sides count votes
        if _AGED.search(self.context, max(0, self.start - 8), self.start):
            return _unit("-year-old", 0)  # "Witness C, aged 41" is a 41-year-old
        if self.of_them and not _OF_THEM.match(self.context, self.end):
            # "Of these, nine went on to develop an infection": nine of the people counted before.
            return self._people_before or _unit(self.context, self.end)
        unit = _unit(self.context, self.end) or self._labelled
        if not unit and _BREAKDOWN.search(self.context, self.bounds[0], self.start):
            # "received 214 responses: 131 from drivers and 83 from members of the public": responses
            unit = _last_counted(self.context, self.bounds[0], self.start)
        if unit == _OTHERS:
            # "Four people died and 19 others were injured": 19 people.
            unit = _last_counted(self.context, self.bounds[0], self.start) or unit
        if self._in_cases:
            # "received 19 reports of beak covers detaching. In three cases a child was found": three
            # of the reports, counted in its sentence or the one before.
            unit = self._counted_before or unit
        # "Of 247 boats entered, 231 started": what the count did, and what its whole counts.
        did = bool(unit) and _did_after(self.context, self.end)
        of_whole = self._whole_before if not unit or did else None
        if of_whole:
            # "Of the 214 students admitted, 57 did not"
            return _unit(self.context, of_whole.end("whole")) | unit
        if not unit and self.part_of is not None:
            return _unit(self.context, self.part_of[1])  # "9 of the 58 polling stations"
        if not unit and self.of_which:
            # "2,300 tickets were sold, of which 900 online": 900 tickets.
            return _last_counted(self.context, self.bounds[0], self.start)
        owner = None if unit else _OF_OWNERS.match(self.context, self.end)
        if owner:
            return _unit(self.context, owner.end())  # "46 of the trial's sites"
        whole = None if unit else _SHARE_OF.match(self.context, self.end)
        # (not "11 of the water district's 14 wells": what the district owns is counted after it)
        if whole and not _OWNED.match(self.context, whole.end()):
            # "212 of the remaining toilets": toilets ("remaining" is not what is counted: "23 people
            # remain missing").
            return _unit(self.context, whole.end()) - _NOT_COUNTED
        if not unit and self.of_them:
            # "Nine patients developed infections. Four of them died": four patients.
            return self._people_before
        if not unit and _COMPARED_BEFORE.search(self.context, max(0, self.start - 20), self.start):
            # "cancelled 96 flights in March, down from 152", "called out 137 times, compared with
            # 118": what it is compared with, before it, says what it counts.
            unit = _last_counted(self.context, max(self.bounds[0], self.start - 160), self.start)
        if unit or not _ELIDED.match(self.context, self.end):
            return unit
        # "12 patients in the drug group and 9 in the placebo group": 9 counts patients too.
        earlier = self._earlier_count
        if earlier is None or _CELSIUS.match(self.context, earlier):
            return unit  # (not "reached 34C, down from 21": 21 of what went down)
        return _unit(self.context, earlier)

    @property
    def _labelled(self) -> frozenset[str]:
        """For a count right after its line's label, the label's content words: "Homes destroyed:
        63" counts homes, "- Passengers carried: 6.8 million" passengers."""
        if self._label_span is None:
            return frozenset()
        # "The OIA closed 23 complaints in 2022:" over "- Justified or Partly Justified: 3":
        # each item counts what its list's opening line does.
        return self.label_words | (list_counted(self.context, self.bounds[0]) or self.listed)

    @property
    def label_words(self) -> frozenset[str]:
        """The content stems of the label the figure comes right after ("Games: 2,429"); else none."""
        label = self._label_span
        if label is None:
            return frozenset()
        return content_stems(self.context[label[0] : label[1]])

    @property
    def label_denied(self) -> bool:
        """True for a count right after a label that denies what it names ("- Not Justified: 14")."""
        label = self._label_span
        return label is not None and _DENYING_LABEL.match(self.context, *label) is not None

    @property
    def bracket_label_words(self) -> frozenset[str]:
        """For a bracketed figure right after a list line's figure ("Call-outs: 143 (128)"), the
        content stems of the line's label: what it counts too; else none."""
        if not self.bracketed:
            return frozenset()
        low = self.bounds[0]
        colon = self.context.rfind(":", low, self.start)
        if colon < 0 or not _FIGURE_THEN_BRACKET.fullmatch(self.context, colon + 1, self.start):
            return frozenset()
        label = self.context[low:colon]
        return content_stems(label)

    @cached_attribute
    def _label_span(self) -> tuple[int, int] | None:
        """The span of the label the figure comes right after, up to its colon; None if none."""
        low = self.bounds[0]
        colon = self.context.rfind(":", low, self.start)
        if colon < 0 or self.context[colon + 1 : self.start].strip():
            return None
        text = self.context[low:colon]
        low += len(text) - len(text.lstrip(" \t\n-•*"))
        # A list's item may be labelled at more length ("- Smart meters fitted in customers' homes: 64,000").
        words = _LIST_LABEL_WORDS if _BULLET.match(text) else _LABEL_WORDS
        if _label(self.context, low, colon, words):
            return (low, colon)
        # "Members at 31 December 2024: 1,184": a label and the date it is of
        dated = _LABEL_DATED.search(self.context, low, colon)
        if (
            dated is not None
            and dated.start() > low
            and _label(self.context, low, dated.start(), words, colon)
        ):
            return (low, dated.start())
        return None

    @cached_attribute
    def _earlier_count(self) -> int | None:
        """Where the count before it in its sentence ends, joined to it by "and", a comma, "to",
        "as" or "including" ("12 patients ... and 9", "from 7.1 million trips a year to 6.2
        million", "19 reports ..., including five in which"), for a count whose noun is left out;
        else None."""
        before = self.context[max(self.bounds[0], self.start - 80) : self.start]
        earlier = _EARLIER_COUNT.search(before)
        return None if earlier is None else self.start - len(before) + earlier.end("n")

    @cached_attribute
    def part_end(self) -> int | None:
        """For a count or amount said as the whole of a part ("nine" in "four of the nine
        patients"), where the part ends; else None."""
        if self.kind not in (Kind.COUNT, Kind.MONEY):
            return None
        low = max(self.bounds[0], self.start - 80)
        before = _PART_BEFORE if self.kind is Kind.COUNT else _PART_AMOUNT_BEFORE
        part = (
            before.search(self.context, low, self.start) if _says_of(self.context, low, self.start) else None
        )
        if part is None or _ALL_BUT.search(self.context, max(0, part.start() - 12), part.start()):
            return None  # "all but 58 of the 326 people were rescued": the 58 were not
        return part.end("part")

    def _whole_phrase(self, end: int) -> tuple[int, int] | None:
        """For the whole of a part, ending at ``end``, the span of its sentence that is said of it:
        up to the verb its part is the subject of ("the 48 sinks in the ICU | were
        contaminated"); None where no such verb is plain."""
        verb = _predicate(self.context, end)
        return None if verb is None else (self.bounds[0], verb)

    @cached_attribute
    def partitive(self) -> bool:
        """True for a count said as a part of a whole: "212 of the toilets", "four of the nine", "Of
        the 736 toilets, 212 remain open", "Of these, 1,986"."""
        if self.kind is not Kind.COUNT:
            return False
        return (
            self.part_of is not None
            or self.of_them
            or _PARTITIVE.match(self.context, self.end) is not None
            or self._whole_before is not None
            # "Of the features, 38 were world premieres": a part of a whole said without its figure
            or _OF_THE_GROUP.fullmatch(self.context, self.bounds[0], self.start) is not None
        )

    @cached_attribute
    def _whole_before(self) -> re.Match[str] | None:
        """The whole said before a count in its sentence: "Of the 214 students admitted, 57"."""
        low = max(self.bounds[0], self.start - 160)
        if not _says_of(self.context, low, self.start):
            return None
        return _OF_WHOLE_BEFORE.search(self.context, low, self.start)

    @cached_attribute
    def part_of(self) -> tuple[int, int] | None:
        """For a count or amount said as the part of a whole ("four" in "four of the nine
        patients", "C$12.7 million of the C$48.5 million"), the whole's figure's span; else None."""
        if self.kind not in (Kind.COUNT, Kind.MONEY):
            return None
        if self.kind is Kind.MONEY and not _OPENS_CLAUSE.search(self.context[self.bounds[0] : self.start]):
            return None  # "awarded £415,000 of the £850,000 claimed": an object's whole is what was claimed
        after = _WHOLE_AFTER if self.kind is Kind.COUNT else _WHOLE_AMOUNT_AFTER
        whole = (
            after.match(self.context, self.end) if _says_of(self.context, self.end, self.end + 12) else None
        )
        if whole is None or _ALL_BUT.search(self.context, max(0, self.start - 12), self.start):
            return None  # "all but 58 of the 326 people were rescued": the 58 were not
        return whole.span("whole")

    @cached_attribute
    def of_them(self) -> bool:
        """True for a count of "them" ("four of them", "Of these, nine")."""
        if self.kind is not Kind.COUNT:
            return False
        if _says_of(self.context, self.end, self.end + 6) and _OF_THEM.match(self.context, self.end):
            return True
        if not _says_of(self.context, max(0, self.start - 30), self.start):
            return False
        return bool(_OF_THESE.search(self.context, max(self.bounds[0], self.start - 30), self.start))

    @property
    def them_counted(self) -> frozenset[str]:
        """For a count of "them", what the count before it in its sentence counts ("18,600 ...
        pumps are affected, about 2,200 of them in the UK": pumps); else empty."""
        if not self.of_them:
            return frozenset()
        return _last_counted(self.context, self.bounds[0], self.start)

    @property
    def refers_back(self) -> bool:
        """True for a count of "them" whose people its own text does not name ("Four of them
        died" in a sentence of its own): ``before`` is then read for who they are."""
        if self._in_cases:
            return not self._counted_before  # "In three cases": of what the sentence before counts
        return self.of_them and not self._people_before

    @cached_attribute
    def _in_cases(self) -> bool:
        """True for "in three cases" (not "9,200 cases of water", nor "nine of the 14 cases")."""
        return (
            self.kind is Kind.COUNT
            and _IN_BEFORE.search(self.context, max(0, self.start - 4), self.start) is not None
            and _CASES_AFTER.match(self.context, self.end) is not None
        )

    @cached_attribute
    def _counted_before(self) -> frozenset[str]:
        """What the last count before it counts: in its sentence, the sentence before it in its
        context, or ``before``."""
        low = self._sentence_before_start
        return _last_counted(self.context, low, self.start) or _last_counted(self.before, 0, len(self.before))

    @cached_attribute
    def _people_before(self) -> frozenset[str]:
        """What the last count of people before it counts: in its sentence, the sentence before it
        in its context, or ``before``."""
        low = self._sentence_before_start
        return _people_counted(self.context, low, self.start) or _people_counted(
            self.before, 0, len(self.before)
        )

    @property
    def _sentence_before_start(self) -> int:
        """Where the sentence before its own starts in its context (its own start, if none)."""
        previous = len(self.context[: self.bounds[0]].rstrip())  # the end of the sentence before
        return (
            _sentence_bounds(self.context, max(0, previous - 1), previous)[0] if previous else self.bounds[0]
        )

    @cached_attribute
    def complement(self) -> frozenset[str]:
        """For a count whose noun is left out, what the words after "were" say it counts ("Of the 14
        aircraft, 6 were fixed-wing water bombers": bombers). Read only to find a differing figure:
        "12 were women" does not make every later word said of the women said of the 12."""
        if self.kind is not Kind.COUNT or not _ELIDED.match(self.context, self.end):
            return frozenset()
        if self._earlier_count is None and not _OF_THE_GROUP.fullmatch(
            self.context, self.bounds[0], self.start
        ):
            # "413 were rescued" says what befell them, not what they were (but "Of the features,
            # 38 were world premieres" says what they were)
            return frozenset()
        # (or "21 of which were world premieres")
        which = _OF_WHOM_AFTER.match(self.context, self.end)
        named = _COPULA.match(self.context, which.end() if which else self.end)
        return _unit(self.context, named.end()) if named else frozenset()

    @cached_attribute
    def said_now(self) -> bool:
        """True for a figure that "now" governs: said a few words after it, with no figure between
        ("will now open in spring 2026"; not 1998 in "which now employs 300 people, was founded in
        1998"; nor 32% in "are now booked through its app, against 32% in 2022")."""
        low = max(self.bounds[0], self.start - 100)
        nows = list(_NOW.finditer(self.context, low, self.start))
        return (
            bool(nows)
            and not extract(self.context[nows[-1].end() : self.start])
            and not _SET_AGAINST.search(self.context, max(low, self.start - 30), self.start)
        )

    @cached_attribute
    def dated_by(self) -> tuple[str, frozenset[str]]:
        """For a date, the stem of the word it is said of, right before it ("arrest" for "arrested
        on 11 October"), and the stems of the content words before that word in its sentence: its
        doer. ("", empty) where no such word stands there."""
        match = _DATED.search(self.context, max(0, self.written_start - 40), self.written_start)
        if self.kind is not Kind.TIME or match is None:
            return "", frozenset()
        before = self.context[self.bounds[0] : match.start(1)]
        doers = frozenset(t.stem for t in tokenize(before) if is_content(t.norm) and not t.norm[:1].isdigit())
        return stem(match.group(1).lower()), doers

    @cached_attribute
    def names_in_sentence(self) -> tuple[tuple[tuple[str, ...], str], ...]:
        """The names of several words in its sentence, each as the stems before its last word
        (titles left out) and its last word's stem: "the Tallis Creek Fire" is (tallis, creek), fir."""
        found = []
        for run in _NAME_RUN.findall(self.sentence):
            *rest, last = (stem(word.lower()) for word in run.split())
            found.append((tuple(word for word in rest if word not in _NAME_TITLES), last))
        return tuple(found)

    @cached_attribute
    def said_of(self) -> frozenset[str]:
        """Stems of the content words after the figure in its phrase: what it is said of ("12
        patients in the placebo group")."""
        # ... up to a new clause: "the £3.4m contingency release this partly offset" is said of
        # the release, not of what "this" offset.
        phrase = _NEW_CLAUSE.split(self.phrase_after, maxsplit=1)[0]
        return frozenset(
            token.stem
            for token in tokenize(phrase)[:_SAID_OF_WORDS]
            if is_content(token.norm) or token.norm[:1].isdigit()
        )

    @cached_attribute
    def words_after(self) -> tuple[str, ...]:
        """The stems of the first two words after the figure, while they are content words ("318
        quarter peals": quarter, peal)."""
        words: list[str] = []
        for token in tokenize(self.phrase_after)[:2]:
            if not is_content(token.norm) or token.norm[:1].isdigit():
                break
            words.append(token.stem)
        return tuple(words)

    @cached_attribute
    def share_of(self) -> str:
        """For a percentage or count said as a share of a group, the stem of the group's noun
        ("47% of obstetricians", "12 of the trust's 40 midwives": midwiv); else ""."""
        if self.kind not in (Kind.PERCENT, Kind.COUNT):
            return ""
        group = _GROUP.match(self.context, self.end)
        if group is None:
            return ""
        words = tokenize(group.group("words"))
        if len(words) == 2 and not (
            is_content(words[1].norm)
            and not is_past_tense(words[1].norm)
            and not words[1].norm.endswith("ing")
        ):
            words = words[:1]  # "midwives had", "staff receiving": the noun is the first
        return words[-1].stem if is_content(words[-1].norm) else ""

    @cached_attribute
    def whole_counted(self) -> str:
        """What a share is a share of: its group ("9% of children": child), or the noun after a
        proportion ("one in eight new childhood asthma cases": cas); else ""."""
        if self.share_of or self.kind is not Kind.PERCENT or not _PROPORTION.fullmatch(self.text):
            return self.share_of
        counted = _PROPORTION_OF.match(self.context, self.end)
        return stem(counted.group(1).lower()) if counted else ""

    @cached_attribute
    def event(self) -> frozenset[str]:
        """For a date said after a noun of its clause, that noun's stem: what happened then
        ("after his arrest in September 2022"); else empty."""
        if self.kind is not Kind.TIME:
            return frozenset()
        found = self._event_phrase
        if found is None:
            return frozenset()
        (token,) = tokenize(found.group("noun") or found.group("hearing"))
        return frozenset({token.stem}) if is_content(token.norm) else frozenset()

    @cached_attribute
    def occasion(self) -> bool:
        """True where the date's event is said as where the sentence's act was done ("fined ... at a
        sentencing hearing on 8 March"), not as another event ("charged ... after his arrest in")."""
        found = self._event_phrase
        return (
            bool(self.event)
            and found is not None
            and _AT_BEFORE.search(self.context, max(0, found.start() - 8), found.start()) is not None
        )

    @cached_attribute
    def _event_phrase(self) -> re.Match[str] | None:
        """The event's noun phrase right before a date ("his arrest in"), if one (see ``event``)."""
        if self.kind is not Kind.TIME:
            return None
        return _EVENT_BEFORE.search(self.context, max(self.bounds[0], self.start - 40), self.start)

    @cached_attribute
    def denied(self) -> bool:
        """True for a figure the text says is not so: "74 buses, not 94", "rather than 12"."""
        return _DENIED.search(self.context, max(0, self.start - 20), self.start) is not None

    @property
    def last_year(self) -> int | None:
        """The last calendar year a date or year reaches: 2024 for "2023-24" and "2023/24"."""
        if self.year is None:
            return None
        return self.year + 1 if _SPLIT_YEAR.search(self.text) else self.year

    @cached_attribute
    def period_end(self) -> str:
        """ "first" or "last" for a date or year that starts or ends a period said as one:
        "between 2019 and 2022", "from 2019 to 2022" (not "in 2019 and 2022"); else ""."""
        if self.group is None or self.kind is not Kind.TIME:
            return ""
        if _PERIOD_OPENS.search(self.context, max(0, self.group[0] - 12), self.group[0]) is None:
            return ""
        return "first" if self.start == self.group[0] else "last"

    @cached_attribute
    def bound(self) -> str:
        """ "start" or "end" for a date said as where a span starts or ends ("to run from 19
        January 2024", "runs until September 2024", "so that it ends on 18 September 2024"); else ""."""
        if self.kind is not Kind.TIME:
            return ""
        if self.group is not None and self.start != self.group[0]:
            return "end"  # "ran from 8 December 2023 to 14 April 2024": the range's second date ends it
        low = max(self.bounds[0], self.start - 30)
        if _END_BEFORE.search(self.context, low, self.start):
            return "end"
        return "start" if _START_BEFORE.search(self.context, low, self.start) else ""

    @cached_attribute
    def minute_of_day(self) -> int | None:
        """The minute of its day a date is said at ("until noon on 30 September": 720; "from 23:59
        on 4 November": 1439; midnight: ``MIDNIGHT``), or None."""
        if self.kind is not Kind.TIME or self.day is None:
            return None
        said = _AT_HOUR.search(self.context, max(0, self.start - 30), self.start)
        if said is None:
            return None
        word, hour, minute, half, clock_hour, clock_minute = said.groups()
        if word:
            return MIDNIGHT if word.lower() == "midnight" else 720
        if clock_hour:
            return int(clock_hour) * 60 + int(clock_minute)
        return (int(hour) % 12 + (12 if half.lower() == "p" else 0)) * 60 + int(minute or 0)

    @cached_attribute
    def since(self) -> bool:
        """True for a date a span runs from: "since 2017", "since the helpline opened in 2017",
        "from 2008 onwards"."""
        return self.kind is Kind.TIME and bool(
            _SINCE.search(self.context, max(self.bounds[0], self.start - 60), self.start)
            or _ONWARDS.match(self.context, self.end)
        )

    @cached_attribute
    def said_in(self) -> bool:
        """True for a date or year said as when one thing happened: "in 2022", "during 2022"."""
        return (
            self.kind is Kind.TIME
            and _SAID_IN.search(self.context, max(0, self.start - 10), self.start) is not None
        )

    @cached_attribute
    def whole(self) -> bool:
        """True for a count said as the whole of what it counts: "all 11 papers", "every one of
        the 40 homes"."""
        return (
            self.kind is Kind.COUNT
            and _ALL.search(self.context, max(0, self.start - 20), self.start) is not None
        )

    @cached_attribute
    def total(self) -> bool:
        """True for a figure said as a total: "In total, 11,250 packs", "a total of $4m"."""
        return self.kind is not Kind.TIME and bool(
            _TOTAL.search(self.context, max(0, self.start - 20), self.start)
        )

    @cached_attribute
    def average(self) -> bool:
        """True for a figure said as an average, a share per head or a rate a count is multiplied by:
        "an average payment of about KSD 13,600", "KSD 500 each", "18.5 weeks x £690": no rival of a
        total or of any one figure."""
        return self.kind is not Kind.TIME and bool(
            _AVERAGE_BEFORE.search(self.context, max(0, self.start - 40), self.start)
            or _EACH_AFTER.match(self.context, self.end)
            # a rate a count is multiplied by: "18.5 weeks x £690 = £12,765"
            or _TIMES_BEFORE.search(self.context, max(0, self.start - 4), self.start)
        )

    @cached_attribute
    def averaged_from(self) -> str:
        """For the end of a change whose start is said as an average, what the start says ("from an
        average of 14,100 people a day in 2019 to" before "13,400"); else "". Such an end is an
        average's rival, as its start is."""
        if self.kind is Kind.TIME:
            return ""
        said = _FROM_AN_AVERAGE.search(self.context, max(self.bounds[0], self.start - 100), self.start)
        return said.group() if said else ""

    @property
    def headed_average(self) -> bool:
        """True for a table cell under an average's heading ("Avg price 2024 (A$/t)", "Mean"): as
        likely an average as the sentence's, whether or not the sentence says so."""
        named = {word for word, weight in self.headings.items() if weight >= NAMED}
        return not _AVERAGE_HEADINGS.isdisjoint(named)

    @property
    def headed_plan(self) -> bool:
        """True for a table cell under a plan's heading ("Proposed 2025/26 fee", "Target")."""
        named = {word for word, weight in self.headings.items() if weight >= NAMED}
        return not PLAN_HEADINGS.isdisjoint(named)

    @cached_attribute
    def way(self) -> str:
        """ "up" or "down" for a percentage said as the size of a change that went that way ("rose
        18%", "an increase of 18%", "18% lower than the year before"); else ""."""
        if self.kind is not Kind.PERCENT or self.text.endswith(("point", "points")):
            return ""
        after = _WAY_AFTER.match(self.context, self.end)
        before = _WAY_BEFORE.search(self.context, max(self.bounds[0], self.start - 30), self.start)
        found = after or before
        if found is None:
            return ""
        return "up" if found.group("up") else "down"

    @cached_attribute
    def against(self) -> bool:
        """True for a figure said as the difference from another ("KSC 18m over its approved
        budget", "12% below target"): the other's figure is not this one."""
        return bool(_AGAINST.match(self.context, self.end))

    @cached_attribute
    def added(self) -> bool:
        """True for a figure said as an addition to what was there: "two additional flats", "three
        more staff", "eighteen more than": a change's size, no count of the whole."""
        return self.kind is not Kind.TIME and bool(_ADDED_AFTER.match(self.context, self.end))

    @cached_attribute
    def difference(self) -> bool:
        """True for a figure said as a difference: "against" another, signed ("+$7.2m") or said
        of an overrun or variance."""
        # Not the hyphen of "10-12" or "COVID-19".
        signed = (
            self.start > 0
            and self.context[self.start - 1] in "+-−"
            and self.context[self.start - 2 : self.start - 1] in ("", " ", "|", "(", "\t")
        )
        return self.against or signed or any(self.surroundings.get(word, 0.0) >= 0.5 for word in _DIFFERENCES)

    @cached_attribute
    def of_which(self) -> bool:
        """True for a part said of the figure before it: "18,400 packs ..., of which 11,250", "61
        people were injured, 19 of whom"."""
        return bool(
            _OF_WHICH.search(self.context, max(0, self.start - 20), self.start)
            or _OF_WHOM_AFTER.match(self.context, self.end)
        )

    @cached_attribute
    def of_the_one_before(self) -> bool:
        """True for an amount in a sentence that opens by saying it is part of the one before: "Of
        that figure, KSD 3.02 million represents ..."."""
        return self.kind is not Kind.TIME and bool(_OF_THAT.match(self.context, self.bounds[0]))

    @cached_attribute
    def bounds(self) -> tuple[int, int]:
        """Where the quantity's sentence starts and ends in its context."""
        return _sentence_bounds(self.context, self.start, self.end)

    @cached_attribute
    def sentence(self) -> str:
        """The sentence the quantity stands in."""
        low, high = self.bounds
        return self.context[low:high]

    @cached_attribute
    def corrects(self) -> bool:
        """True for a figure said as a correction: "The correct estimate to date is 2,900 tonnes"
        (not one said to have been corrected: "The initial estimate, 74,000 hectares, was revised")."""
        if _REVISED_AFTER.match(self.context, self.end):
            return False
        high = self.bounds[1]
        # "gave compensation paid in 2022 as EUR 341 million; ... the figure has been corrected to
        # EUR 356 million": what comes before "corrected to" is what it corrects.
        if _CORRECTED_TO.search(self.context, self.end, high):
            return False
        if _CORRECTED_FROM.search(self.context, self.bounds[0], self.start):
            return False  # "restated from 1,716,000 to 1,902,000": 1,716,000 is what it corrects
        # "the 2022-23 accounts originally reported revenue of £42.9m": what was first given
        if FIRST_GIVEN.search(self.phrase_before):
            return False
        # A date corrects only in its own clause ("the correct date is 12 March"): "The prior-year
        # figure has been restated: the 2022-23 accounts ..." dates the figure restated.
        return _CORRECTION.search(self.clause if self.kind is Kind.TIME else self.sentence) is not None

    @cached_attribute
    def estimate_since_confirmed(self) -> bool:
        """True for a first estimate given after the figure that replaced it: "flooding 186
        properties. The figure was confirmed by the council, whose initial estimate had put the
        number of flooded homes at about 230"."""
        return _INITIAL_ESTIMATE.search(self.phrase_before) is not None and bool(
            _CONFIRMED_BEFORE.search(self.sentence)
        )

    @cached_attribute
    def first_plan(self) -> bool:
        """True for a figure its clause gives as a first plan or estimate: "originally scheduled for
        completion in Q4 2023", "was originally estimated to cost £8.9 million"."""
        low, _high = self.bounds
        return _FIRST_PLAN.search(self.context, low, self.start) is not None

    @cached_attribute
    def said_wrongly(self) -> bool:
        """True when its sentence says before it that the figure was wrong: "misstated her age as
        72", "wrongly gave the total as 94"."""
        low, _high = self.bounds
        return _WRONG.search(self.context, low, self.start) is not None

    @cached_attribute
    def interval(self) -> bool:
        """True for a count of time between two events: "two years before the inquiry", "six
        months later"."""
        if _RELATIVE_DAY.match(self.context, self.start):
            return True  # "the same day as the flight"
        if not self.unit & _TIME_UNITS or _LASTING.search(self.context, max(0, self.start - 12), self.start):
            return False  # "leaked for 87 days before it was capped" says how long it leaked
        if _TOOK.search(self.context, max(0, self.start - 12), self.start) and _TO_DO.match(
            self.context, self.end
        ):
            return True  # "took 85 days to inspect" the flat: 97 days after the report
        return _INTERVAL.match(self.context, self.end) is not None

    @cached_attribute
    def names_before(self) -> tuple[str, ...]:
        """Stems of the names before the quantity in its sentence, nearest last: whose figure it is."""
        found = _names_before(self.context, self.start, opening=False)
        if self.titled:
            # A heading's own words name the document, no one else: "... FUND - ANNUAL REPORT 2023".
            while found and found[-1] in _HEADING_STEMS:
                found = found[:-1]
        return found

    @cached_attribute
    def sentence_capitals(self) -> frozenset[str]:
        """Stems of every capitalised word of the quantity's sentence, before or after it."""
        ends = _sentence_ends(self.context, self.end, self.end + 300)
        stop = ends[0].start() if ends else min(len(self.context), self.end + 300)
        return frozenset(self.capitals_before) | frozenset(_names_before(self.context, stop, opening=True))

    @cached_attribute
    def clause_capitals(self) -> tuple[str, ...]:
        """Like :attr:`capitals_before`, from the start of the figure's own clause: whom the
        sentence says it is of ("Volkswagen" for "$2.8bn" in "BP paid $20.8bn and Volkswagen $2.8bn")."""
        low = max(0, self.start - 300)
        # (an "and" inside a body's name is no break: "Ambleworth and District Philatelic Society's")
        breaks = [
            m.end()
            for m in _CLAUSE_BREAK.finditer(self.context, low, self.start)
            if not (
                m.group() == "and"
                and _CAPITAL_BEFORE.search(self.context, low, m.start())
                and _CAPITAL_AFTER.match(self.context, m.end())
            )
        ]
        return _names_before(self.context, self.start, opening=True, low=breaks[-1] if breaks else 0)

    @cached_attribute
    def clause(self) -> str:
        """The figure's own clause of its sentence ("the auditors put the true figure at 71.4%")."""
        low, high = self.bounds
        breaks = [m.end() for m in _CLAUSE_BREAK.finditer(self.context, low, self.start)]
        after = _CLAUSE_BREAK.search(self.context, self.end, high)
        return self.context[breaks[-1] if breaks else low : after.start() if after else high]

    @cached_attribute
    def clause_corrects(self) -> bool:
        """True when the figure's own clause says it is a correction ("corrected it to say 74")."""
        return _CORRECTION.search(self.clause) is not None

    @cached_attribute
    def prospective(self) -> bool:
        """True for a figure said as a proposal, plan or forecast, not as done: "proposed a fine
        of EUR 2.1 million", "is expected to cost $5m"."""
        phrase_after, before = self.phrase_after, self.phrase_before
        if self.group:
            # Both ends of a range are said alike: "expected to be in the range £38m to £42m", "the
            # £71m to £76m it guided to".
            low, high = self.group
            before, phrase_after = _phrase_before(self.context, low), phrase_after_at(self.context, high)
        elif (
            self.change_end == "from" and self.kind is not Kind.TIME and _TO_END.match(self.context, self.end)
        ):
            return False  # "would reduce the award from EMK 120,000 to": what was, whatever will be
        after = phrase_after.split()
        if phrase_after[:1].isalpha():
            after = after[1:]  # the letter written onto it ("6.5p a share will be paid") is no word
        if self.share_of and after[:1] == ["of"]:
            # "68% of expected 2026 revenue": the whole is expected, not the share (read after its noun)
            noun = next(
                (i for i, word in enumerate(after[:6]) if stem(word.lower().strip(".,;:")) == self.share_of),
                None,
            )
            if noun is not None:
                after = after[noun + 1 :]
        near = before.split()[-_PROSPECT_REACH:] + after[:_PROSPECT_AFTER]
        if _PROSPECT.search(" ".join(near)) or self._preferred:
            return True
        if _PLANNED_AFTER_IT.search(phrase_after):
            return True  # "The 69th Open Trial is due to be held": its clause's verb, further on
        if _PLAN_LABEL.search(self.context, max(0, self.start - 20), self.start):
            return True  # "87% (target: 95%)": the 95% is aimed at
        if _intended(before) and not _TARGET_MET.search(self.sentence):
            return True  # "a notice of intention to impose variable monetary penalties totalling EMK 54,000"
        if self.counterfactual:
            return True  # "the Authority would have imposed a financial penalty of £26,600,000": it did not
        proposed = _PROPOSED_OF.match(self.context, self.end)
        if proposed and not (proposed.group("asked") and _GRANTED.search(self.phrase_before)):
            # "the £5.6m penalty the regulator first proposed", "the 250,000 tonnes the harbour had
            # applied for" (not "awarded Ms Khan the £48,000 she had asked for": what was granted)
            return True
        if self.kind is Kind.TIME:
            low = max(self.bounds[0], self.start - 200)  # (each ends right before the date)
            if _DEADLINE.search(self.context, low, self.start):
                return True  # "required Grelling to install new monitoring equipment by March 2025"
            if self._planned_in_phrase(low):
                # "expects to distribute more than 55,000 food parcels in 2024-25", "intends to file
                # its first marketing applications for zerimastat during the first half of 2024"
                return True
            if _GIVEN_UNTIL.search(self.context, low, self.start):
                return True  # "has until 30 September 2025 to submit": a deadline
            if _RESCHEDULED.search(self.context, low, self.start):
                return True  # "delayed from Q4 2023 to Q2 2024": a new plan, not yet done
            if self._opens_a_plan():
                return True  # "In 2024-25 the Authority intends to raise its target": when it plans to
        if self.kind is not Kind.TIME and any(self.surroundings.get(w, 0.0) >= _BOUND_NEAR for w in _BOUNDS):
            return True  # "the permit limit of 150 micrograms per litre": a rule's figure, not a reading
        # "Where the MPAU rates a programme red at two consecutive reviews, the Accounting Officer
        # should write": a rule's figure, said of no event.
        opening = self.bounds[0]
        return bool(_CONDITION.match(self.context, opening)) and "," not in self.context[opening : self.start]

    def _opens_a_plan(self) -> bool:
        """True for a date that opens its sentence before a subject and its plan: "In 2024-25 the
        Authority intends to", "By 2030, Halden will"; not "In 2023 the company said it expects to"."""
        if not _OPENING_WHEN.fullmatch(self.context, self.bounds[0], self.start):
            return False
        at = self.end + 1 if self.context[self.end : self.end + 1] == "," else self.end
        phrase = phrase_after_at(self.context, at)
        planned = _PLANNED_AFTER.match(phrase)
        # Not where the plan's word is a noun: "In 2022 the trust's hopes to keep the ground ended"
        # (a possessive before it, or a verb said as done after it).
        return (
            planned is not None
            and not _POSSESSED.search(planned.group("subject"))
            # "In 2023 the company said it expects to": when it was said
            and not any(
                is_past_tense(token.norm) or token.norm == "said"
                for token in tokenize(planned.group("subject"))
            )
            # (the word after "to" is the plan's verb: "aims to cut emissions")
            and not any(is_past_tense(token.norm) for token in tokenize(phrase[planned.end() :])[1:])
        )

    def _planned_in_phrase(self, low: int) -> bool:
        """True where "expects to", "plans to" or the like opens the date's phrase (from ``low``) and
        no verb said as done stands between it and the date: not "The company that plans to list
        its shares next year opened its first factory in March 2021"."""
        if not _PROSPECT_VERB.search(self.context, low, self.start):
            return False  # (most dates: spare the split)
        phrase = _phrase_before(self.context, self.start, self.start - low)
        planned = list(_PROSPECT_VERB.finditer(phrase))
        return bool(planned) and not any(
            is_past_tense(token.norm) for token in tokenize(phrase[planned[-1].end() :])
        )

    @property
    def _preferred(self) -> bool:
        """True for a figure of what some wanted, not what was done: "Two members preferred to
        maintain the policy rate at 5.50%" (not "Having favoured a cut, the committee lowered it")."""
        wanted = _PREFERENCE.search(self.phrase_before)
        if wanted is None:
            return False
        return not any(is_past_tense(t.norm) for t in tokenize(self.phrase_before[wanted.end() :]))

    @cached_attribute
    def decided_before(self) -> bool:
        """True when its sentence says before it that something was decided ("ordered the insurer
        to pay outstanding claims of £6 million"), whatever was asked nearer the figure."""
        return any(not m.group("asked") for m in self._rulings)

    @cached_attribute
    def _rulings(self) -> list[re.Match[str]]:
        """The words before the figure in its sentence that say what was asked or decided (not a
        name's word: "imposes on Redwing Claims Solutions Limited a financial penalty")."""
        return [
            found
            for found in _RULING.finditer(self.context, self.bounds[0], self.start)
            if not (found.group(0)[0].isupper() and found.start() > self.bounds[0])
        ]

    @cached_attribute
    def counterfactual(self) -> bool:
        """True for what would have been, and was not: "the penalty would have been £11.2m", "the
        £3.34m it would otherwise have sought"."""
        return (
            COUNTERFACTUAL.search(self.phrase_before) is not None
            # (of "the" figure: "repay £85,000 that the council would otherwise have lost" repays it)
            or (
                _COUNTERFACTUAL_AFTER.match(self.context, self.end) is not None
                and _THE_BEFORE.search(self.context, max(0, self.start - 5), self.start) is not None
            )
        )

    @cached_attribute
    def bracketed(self) -> bool:
        """True for a figure in brackets right after another: "8.4% (2.6%)"."""
        if self.context[self.start - 1 : self.start] != "(" or self.context[self.end : self.end + 1] != ")":
            return False
        return bool(_FIGURE_BEFORE_BRACKET.search(self.context, max(0, self.start - 40), self.start - 1))

    @property
    def bracketed_period(self) -> Quantity | None:
        """For a bracketed figure, the period its document says its brackets are for ("Figures for
        2022/23 are shown in brackets"); else None."""
        if not self.bracketed:
            return None
        return self.brackets_for or bracket_note(bracket_notes(self.context), self.start)

    @cached_attribute
    def compared_with(self) -> bool:
        """True for a date said as the time a figure is compared with: "0.9% higher than in the
        September quarter 2023", "compared with 2022"."""
        return self.kind is Kind.TIME and bool(
            _COMPARED_WITH.search(self.phrase_before) or _PREVIOUS_RECORD.search(self.phrase_before)
        )

    @cached_attribute
    def phrase_before(self) -> str:
        """The text of the figure's phrase before it, up to a comma, bracket or sentence end."""
        return _phrase_before(self.context, self.start)

    @cached_attribute
    def phrase_after(self) -> str:
        """The text after the figure up to the end of its phrase or clause ("and", "which", ...)."""
        return phrase_after_at(self.context, self.end)

    @cached_attribute
    def stage(self) -> str:
        """The stage of the thing a figure is of, "final" or "interim" ("the interim dividend of
        14.3 pence", "a preliminary report was published on"), or "full-year" for a year's
        dividends; else ""."""
        found = _STAGE.findall(self.phrase_before)
        if not found:
            return ""
        if found[-1].lower() == "full-year" and "dividend" in self.phrase_before.lower():
            return "full-year"  # the interim and final dividends together, neither of them
        return "final" if found[-1].lower() in ("final", "full-year") else "interim"

    @cached_attribute
    def provisional(self) -> bool:
        """True for an amount said as provisional ("a provisional penalty of KRX 107 million"),
        which a final one may replace. (A provisional suspension is still a suspension.)"""
        words_before = self.phrase_before.split()[-5:]
        return self.kind is Kind.MONEY and _PROVISIONAL.search(" ".join(words_before)) is not None

    @cached_attribute
    def ruling(self) -> str:
        """ "asked" for a figure its sentence gives as what a party asked for ("KADA sought ... a
        contribution of KRX 60,000"), "granted" for one it gives as decided ("shall pay KRX
        15,000", "ordered to pay"), else "": the nearer such word before the figure decides."""
        if not self._rulings:
            return ""
        return "asked" if self._rulings[-1].group("asked") else "granted"

    @cached_attribute
    def reporter(self) -> frozenset[str]:
        """Stems of whom its sentence says gives the figure ("Tessaract Systems told us that ...
        1,100", "The Department's own records, which the auditors reviewed, show 640"); empty
        where nobody is said to."""
        low = self.bounds[0]
        verbs = [m for m in _SAYING.finditer(self.context, low, self.start) if not m.group("passive")]
        if not verbs:
            return frozenset()
        verb = verbs[-1]
        if verb.group("according"):
            subject = _PHRASE_BREAK.split(self.context[verb.end() : self.start])[0]
        else:
            before = _ASIDE.sub(" ", self.context[low : verb.start()])
            subject = _SUBJECT_BREAK.split(before)[-1]
        stems = [t.stem for t in tokenize(subject) if is_content(t.norm) and not t.norm[:1].isdigit()]
        return frozenset(stems[-_REPORTER_WORDS:])

    @cached_attribute
    def change_end(self) -> str:
        """ "from" or "to" where the figure is one end of a change ("cut from $8.1m to $5.3m"), "by"
        where it is the size of one ("fell by almost 1,500"), else ""."""
        if self.worked_end is not None:
            return self.worked_end
        if self.kind is Kind.TIME:
            # "from 2019" is when, not a value that changed; but a date moved ("postponed the start
            # from 2 September to 16 September") has two ends.
            moved = _MOVED_DATE.search(self.context, max(self.bounds[0], self.start - 120), self.start)
            end = moved.group("end").lower() if moved else ""
            return "to" if end == "until" else end
        found = _CHANGE_END.search(self.context, max(0, self.start - 40), self.start)
        if found:
            return found.group("end").lower()
        if CHANGED_ON.search(self.context, max(0, self.start - 60), self.start):
            return "from"  # "down 17% on the 58,570 tonnes of 2023": where the change started
        if _BRACKETED_BEFORE.search(self.context, max(0, self.start - 60), self.start):
            return "from"  # "rose 9.7% to 1,742 (2024: 1,588)": the year before's figure
        # "reached 15.0% in 2023, up from 12.6%": where the change ended, its start given after it.
        if _UP_FROM_AFTER.match(self.context, self.end, self.bounds[1]):
            return "to"
        # "1,284 late arrivals were recorded in the fall semester of 2024, compared with 702 in fall
        # 2023": the figure of the period before is where the change started, the first its end.
        compared = _COMPARED_BEFORE.search(self.context, max(self.bounds[0], self.start - 30), self.start)
        if (
            compared
            and _DIGIT.search(self.context, self.bounds[0], compared.start())
            and _OF_AN_EARLIER_PERIOD.match(self.context, self.end, self.bounds[1])
        ):
            return "from"
        # The size of a change said otherwise: "an increase of 66 per cent", "up 97,000",
        # "0.3 percentage points higher".
        if (
            _CHANGE_SIZE.search(self.context, max(0, self.start - 40), self.start)
            # "gaining 24% of the vote", "losing 12% of its workforce": a share, not a change's size
            and not OF_A_WHOLE.match(self.context, self.end)
        ) or (
            self.text.lower().endswith(("percentage point", "percentage points"))
            and _COMPARED_AFTER.match(self.context, self.end)
        ):
            return "by"
        if _OFF_AFTER.match(self.context, self.end) and _TAKEN_OFF.search(
            self.context, max(self.bounds[0], self.start - 40), self.start
        ):
            return "by"  # "knocked £21,500 off its rateable value": how far it came down
        return ""

    @cached_attribute
    def capitals_before(self) -> tuple[str, ...]:
        """Like :attr:`names_before`, with a capitalised word opening the sentence too."""
        return _names_before(self.context, self.start, opening=True)


_MONTH_WORDS = (
    r"Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?"
)
# A heading's "APRIL 2024" too, spelt out: "APR 24.9%" is a rate ("may" is the verb).
_MONTH = "(?P<{g}>" + _MONTH_WORDS + "|" + "|".join(name.upper() for name in MONTH_NAMES) + r")\.?"
# Each date pattern with what a text must hold for it to match at all: any of some strings, or
# (None) a month's name. One cheap test spares most texts most of the patterns.
_A_MONTH = re.compile(_MONTH.format(g="m"))
# What joins a span's first day or month to its last, and the last month with the year they share.
_SPAN_TO = r"\s*(?:to|until|and|-|–|—)\s*"
_LAST_MONTH = r"(?:" + _MONTH_WORDS + r")\.?,?\s+(?P<y>\d{4})\b"
_DATE_PATTERNS: list[tuple[re.Pattern[str], tuple[str, ...] | None]] = [
    # The first day of a span written with the month and year once: the 14 of "from 14 to 27 April
    # 2025", "between 14 and 27 April 2025" or "14-27 April 2025" is 14 April 2025.
    (
        re.compile(
            r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?(?=(?:\s+(?:to|until|and)\s+|[-–])\d{1,2}(?:st|nd|rd|th)?\s+"
            + _MONTH.format(g="m")
            + r"(?:,?\s+(?P<y>\d{4}))?\b)"
        ),
        None,
    ),
    # The first day of a span across months, written with the year once: "from 27 July to 3 August
    # 2024" began on 27 July 2024.
    (
        re.compile(
            r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+"
            + _MONTH.format(g="m")
            + r"(?="
            + _SPAN_TO
            + r"\d{1,2}(?:st|nd|rd|th)?\s+"
            + _LAST_MONTH
            + r")"
        ),
        None,
    ),
    # The first month of a span written with the year once: "January to June 2025".
    (
        re.compile(r"\b" + _MONTH.format(g="m") + r"(?=" + _SPAN_TO + _LAST_MONTH + r")"),
        None,
    ),
    (
        re.compile(_MONTH.format(g="m") + r"\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\b"),
        None,
    ),
    (
        re.compile(
            r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH.format(g="m") + r",?\s+(?P<y>\d{4})\b"
        ),
        None,
    ),
    (re.compile(r"\b(?P<y>\d{4})-(?P<mn>\d{2})-(?P<d>\d{2})\b"), ("-",)),
    (re.compile(r"\b(?P<mn>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})\b"), ("/",)),
    (re.compile(r"\b" + _MONTH.format(g="m") + r",?\s+(?P<y>\d{4})\b"), None),
    (
        re.compile(
            r"\b"
            + _MONTH.format(g="m")
            + r"\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:%|percent|million|billion))"
        ),
        None,
    ),
    (
        re.compile(
            r"\b(?:(?P<q>first|second|third|fourth)\s+quarter|Q(?P<qn>[1-4]))\s+(?:of\s+)?(?:the\s+year\s+)?(?P<y>\d{4})\b",
            re.IGNORECASE,
        ),
        ("q", "Q"),
    ),
    # A quarter named by the month it ends in: "the September quarter of 2024" is its third.
    (
        re.compile(
            r"\b(?P<qm>March|June|September|December)\s+quarter\s+(?:of\s+)?(?P<y>\d{4})\b", re.IGNORECASE
        ),
        ("quarter", "Quarter"),
    ),
    (
        re.compile(
            r"\b(?P<s>spring|summer|autumn|fall|winter)\s+(?:of\s+)?(?P<y>\d{4})(?:[/–-]\d{2}(?!\d))?\b",
            re.IGNORECASE,
        ),
        ("pring", "ummer", "utumn", "all ", "inter"),
    ),
    # A financial year ("FY2023", "FY24", "2023/24") is said of the year it starts in.
    (re.compile(r"\bFY\s?(?P<y>\d{4})(?:[/–-]\d{2}(?!\d))?\b|\bFY(?P<yy>\d{2})\b"), ("FY",)),
    (re.compile(r"(?<![\w/–-])(?P<y>(?:19|20)\d{2})[/–-](?P<next>\d{2})\b(?![/–-]\d)"), ("/", "-", "–")),
    # "on 21 November": a day with no year is still a date, not a count of 21.
    (
        re.compile(r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH.format(g="m") + r"\b"),
        None,
    ),
]
_DIGIT = re.compile(r"\d")
# "to" in "up to", "close to", "compared to" is not the end of a change.
# Words that round a figure said after them: "cut to about $5m".
_ROUGHLY = "about|around|nearly|almost|roughly|approximately|an estimated|just|only"
_CHANGE_END = re.compile(
    r"(?<![\w-])(?P<end>from|by|(?<!up )(?<!close )(?<!compared )(?<!equal )(?<!relative )to)\s+"
    rf"(?:(?:{_ROUGHLY})\s+)?$",
    re.IGNORECASE,
)
CHANGED_ON = re.compile(
    r"\b(?:up|down|higher|lower)\s+(?:by\s+)?(?:(?:about|around|almost|nearly|some)\s+)?[£$€]?[\d.,]+"
    r"\s*(?:%|per\s*cent|percent|percentage\s+points?|[a-z]+)?\s+on\s+(?:the\s+|its\s+|their\s+)?$",
    re.IGNORECASE,
)
# A previous period's figure in brackets after a change's end: "to 1,742 (2024: 1,588)".
_BRACKETED_BEFORE = re.compile(
    r"\bto\s+(?:[£$€]\s?)?[\d.,]+\s*(?:%|[a-zA-Z]+)?\s*\(\s*(?:19|20)\d\d(?:[-/]\d\d)?\s*:\s*(?:[£$€]\s?)?$"
)
# ", compared with 702 in fall 2023", ", against 3,105 a year earlier": the figure of an earlier
# period (not ", compared with 9% in York": another place's).
_COMPARED_BEFORE = re.compile(r",\s+(?:compared\s+(?:with|to)|against|versus)\s+(?:[£$€]\s?)?$", re.I)
_OF_AN_EARLIER_PERIOD = re.compile(
    r"\s*(?:%|per\s+cent|[a-z]+)?\s*(?:[a-z]+\s+){0,2}?(?:(?:in|for|during)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:19|20)\d\d(?:[-/]\d\d)?|(?:a|the)\s+(?:year|season|winter|summer|quarter|month)\s+(?:earlier|before)"
    r"|the\s+(?:previous|prior)\s+(?:year|season|winter|summer|quarter|month)|last\s+(?:year|season|winter|summer))",
    re.I,
)
_UP_FROM_AFTER = re.compile(
    r"(?:\s+(?:in|at|by|on|for)\s+[\w/-]+(?:\s+[\w/-]+){0,2}?)?,\s+(?:up|down)\s+from\s+"
)
# Nouns of a change: "an increase of 66 per cent", "a 9.8% rise".
CHANGE_NOUNS = r"increase|rise|fall|drop|decrease|reduction|decline|growth|jump"
# The verbs of a change that went up, and down; said right before a figure, they give its size
# ("fell 34% in five years", "rose 1,200 to", "losing about 8,500 birds"; not "lost": often a
# count's own, "hours lost to handover delays").
_ROSE = r"rose|risen|grew|grown|increased|climbed|jumped|soared|surged|gaining|adding"
_FELL = r"fell|fallen|shrank|dropped|declined|decreased|slipped|slumped|plunged|plummeted|tumbled|losing"
# (not a verb's "up": "made up about three in five of all stops", "set up", "signed up")
_NOT_A_VERBS_UP = (
    r"(?<![\w-])(?<!made )(?<!make )(?<!makes )(?<!making )(?<!set )(?<!sets )(?<!setting )(?<!signed )"
    r"(?<!signs )(?<!took )(?<!takes )(?<!taking )"
)
_CHANGE_SIZE = re.compile(
    rf"(?:\b(?:{CHANGE_NOUNS})\s+of|{_NOT_A_VERBS_UP}(?:up|down)|\b(?:{_ROSE}|{_FELL}))\s+"
    rf"(?:(?:{_ROUGHLY}|some)\s+)?$",
    re.IGNORECASE,
)
# A figure said of a whole after it, as a share: "gaining 24% of the vote" gives no change's size,
# "made up 21.7% of the 64,380" no "increase of 21.7%".
OF_A_WHOLE = re.compile(
    r"\s+of\s+(?:(?:the|all|its|their|those|these|his|her|our|a|an)\s+)?\w", re.IGNORECASE
)
# Which way a change went, said right after its size ("18% lower", "an 18% increase") or right
# before it ("rose 18%", "a fall of 18%", "down by 18%").
_WAY_AFTER = re.compile(
    r"\s+(?:(?P<up>higher|more|up|increase|rise|jump|growth)|(?:lower|less|fewer|down|decrease|fall|drop"
    r"|decline|reduction|cut))\b",
    re.IGNORECASE,
)
_WAY_BEFORE = re.compile(
    rf"\b(?:(?P<up>{_ROSE}|{_NOT_A_VERBS_UP}up|(?:increase|rise|growth|jump)\s+of)"
    rf"|(?:{_FELL}|{_NOT_A_VERBS_UP}down|(?:decrease|fall|drop|decline|reduction|cut)\s+of))"
    r"(?:\s+by)?\s+(?:(?:about|around|nearly|almost|some|just|over|more\s+than)\s+)?$",
    re.IGNORECASE,
)
_OFF_AFTER = re.compile(r"\s+off\b(?!-)", re.IGNORECASE)
_TAKEN_OFF = re.compile(
    r"\b(?:knock|took|take|taken|shav|wip|slash|cut|lop|trimm?|chopp?)\w*\s+$", re.IGNORECASE
)
_COMPARED_AFTER = re.compile(r"\s+(?:higher|lower|up|down|more|less|above|below)\b", re.I)
_MOVED_DATE = re.compile(
    r"\b(?:(?:postpon|delay|defer|reschedul|extend)\w*|mov(?:e|ed|es|ing)\b"
    r"|(?:push|put|brought|bring)\w*\b[^.;:]{0,40}?\b(?:back|forward)\b)"  # "pushed the start back"
    r"[^.;:]{0,80}?\b(?P<end>from|to|until)\s+$",
    re.IGNORECASE,
)
_AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b", re.IGNORECASE)
# A time of day ("the 06:38 service", "at 9:30 a.m.", "11.30am", "2pm") names no amount: it is skipped.
_CLOCK = re.compile(
    r"\b\d{1,2}:\d{2}\b(?:\s?[ap]\.?m\.?)?|(?<![£$€])\b\d{1,2}(?:\.\d{2})?\s?[ap]\.?m\b\.?", re.IGNORECASE
)
# A duration in hours, minutes and seconds: "42 minutes 19 seconds", "8 min 12 s", "2 hours 14
# minutes"; and as a stopwatch writes it, "42:19" or "2:14:08" (see ``_duration``).
_HOURS = r"(?:\s*(?:hours?|hrs?)\b)"
_MINUTES = r"(?:\s*(?:minutes?|mins?)\b)"
_SECONDS = r"(?:\s*(?:seconds?|secs?|s)\b)"
_SPOKEN_DURATION = re.compile(
    rf"\b(?:(?P<h>\d{{1,3}}){_HOURS},?\s*(?:and\s+)?)?(?P<m>\d{{1,3}}){_MINUTES},?\s*(?:and\s+)?(?P<s>\d{{1,2}}){_SECONDS}"
    rf"|\b(?P<h2>\d{{1,3}}){_HOURS},?\s*(?:and\s+)?(?P<m2>\d{{1,2}}){_MINUTES}(?!\s*(?:and\s+)?\d)",
    re.IGNORECASE,
)
_DIGIT_COLON = re.compile(r"\d:\d")
_STOPWATCH = re.compile(r"(?<![\d:.])(?:(?P<h>\d{1,2}):)?(?P<m>\d{1,3}):(?P<s>\d{2})(?![\d:])")
STOPWATCH_LEGEND = re.compile(r"\bm{1,2}:ss\b", re.IGNORECASE)


def _any_of(*parts: str) -> Callable[[str], bool]:
    """A cheap test that a text holds one of ``parts``, before a costlier search."""
    return lambda text: any(part in text for part in parts)


# Every spoken duration has minutes ("2 hours 14 minutes", "8 min 12 s").
_MINUTES_HINT = _any_of("minute", "Minute", "min ", "min,", "mins", "MIN")
_FRACTION_HINT = _any_of("thirds", "quarters", "fifths")
_AM_PM_HINT = _any_of("am", "pm", "a.m", "p.m", "AM", "PM")
_NOTE_HINT = _any_of("in brackets", "in parentheses")
_AM_PM = re.compile(r"\s?[ap]\.?m\b", re.IGNORECASE)
_AT_CLOCK = re.compile(
    r"\b(?:at|from|until|till|by|before|after|around|since|between|and)\s+$", re.IGNORECASE
)
DURATION_UNITS = frozenset({"hour", "minut", "second"})  # the stems of its units' words
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = [word for word, value in NUMBER_VALUES.items() if 20 <= value <= 90 and value % 10 == 0]
# "Twenty-three" is 23, not 20 followed by a stray word.
_COMPOUND = r"\b(?:" + "|".join(_TENS) + r")[-\s](?:" + "|".join(_UNITS) + r")\b"
_SCALES = {
    "thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9,
    "b": 1e9, "trillion": 1e12, "tn": 1e12,
}  # fmt: skip
# A three-letter currency code ("KRC 3.6 billion", "CHF 1,200"): taken for money only before an
# amount that is plainly one (a scale, a thousands comma or decimals), never "ISO 9001".
_CODE = r"(?P<code>(?-i:\b[A-Z]{3}|\b[A-Z]{1,2}\$)\s?)"
_NUMBER = re.compile(
    # Every match starts with one of these: a cheap test at each position, where trying each
    # alternative in turn made this the costliest pattern of a run.
    r"(?=[\d$€£¥]|US\$|\b[A-Za-z])"
    r"(?:(?P<cur>US\$|\$|€|£|¥|\b(?:USD|EUR|GBP)\s?)|" + _CODE + r")?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|"
    + _COMPOUND
    + r"|\b(?:one|"
    + "|".join(NUMBER_VALUES)
    + r")\b)"
    r"(?:[\s-]?(?P<scale>thousand|million|billion|trillion|bn|mn|tn|[mbk])\b)?"
    r"(?:\s?(?P<pct>%|percent\b|per\s?cent\b|percentage points?\b|(?-i:pc)\b))?"
    r"(?:\s?(?P<cur2>dollars|euros|pounds|yen|yuan|francs|rupees|pesos|kronor|kroner|USD|EUR|GBP)\b)?",
    re.IGNORECASE,
)
_QUALIFIERS = [
    (re.compile(r"(?:more than|over|at least|above|exceeding|upwards of|in excess of)\s*$", re.I), ">"),
    (re.compile(r"(?:less than|fewer than|under|below|at most|up to|no more than)\s*$", re.I), "<"),
    (re.compile(r"(?:about|around|approximately|roughly|nearly|almost|some|close to|an estimated|~)\s*$", re.I), "~"),
]  # fmt: skip
# The last word of every qualifier above (a cheap test before the searches).
_QUALIFIER_ENDINGS = tuple(
    words("""than over least above exceeding of under below most to about around approximately
    roughly nearly almost some estimated ~""")
)
FIGURE_WORDS = words("""than least nearly almost approximately roughly around estimated some exceeding upwards excess
    percent cent dollars euros pounds million billion trillion thousand bn mn tn usd eur gbp""")
# "4.7 million people" counts the same thing as "3.1 million individuals" or "17 patients": the
# general words for people (stems) count whoever a more particular one names.
PEOPLE = stems("people persons individuals")
# A count of deaths counts the people of a particular kind who died ("two of those deaths" is said
# of "the deaths of four patients"); not "187 people" beside "23 deaths", who are another group.
DEATHS = stems("deaths fatalities")
HUMAN = PEOPLE | frozenset(
    stem(w)
    for w in words("""patients customers residents voters workers employees staff passengers children
        adults victims users members students spectators households families consumers clients citizens""")
)
# Words that never say what a quantity counts.
_NOT_CONTEXT = STOPWORDS | FIGURE_WORDS | frozenset(MONTHS)
# Nor do these, and what follows them is said of the figure, not counted: "the 1,284,600 first
# published in March".
_UNIT_STOPS = words("first initially originally previously later already since now")
_TOTAL = re.compile(r"\b(?:in\s+total,?|a\s+total\s+of|totall?(?:ed|ing)|altogether,?|in\s+all,)\s+\Z", re.I)
_AGAINST = re.compile(
    r"\s+(?:over|above|below|under|short\s+of|(?:more|less|higher|lower)\s+than)\s+(?:(?:its|the|their|an?)\s+)?"
    r"(?:[a-z0-9-]+\s+){0,2}?(?:budget|target|estimate|forecast|plan|limit|cap|guidance)s?\b"
    r"(?!\s+(?:period|year|cycle|process|round|line|horizon))",  # not "over the budget period"
    re.I,
)
_ADDED_AFTER = re.compile(r"\s+(?:additional|extra|further|more)\b(?!\s+or\s+less\b)", re.I)
_DIFFERENCES = stems("overrun overspend underspend variance shortfall deficit surplus")
_TIMES_BEFORE = re.compile(r"(?:\bx|×)\s*\Z")
PLAN_HEADINGS = stems("proposed proposal planned target forecast budget budgeted")
_AVERAGE_HEADINGS = stems("average avg mean median")
_AVERAGE_BEFORE = re.compile(
    r"\b(?:average|(?:a|the)\s+mean|median|averag(?:ing|ed)|on\s+average)\b(?:\s+[a-z]+){0,2}?\s+(?:of\s+)?"
    r"(?:(?:about|around|roughly|some|approximately|nearly|almost|just\s+over|just\s+under)\s+)?\Z",
    re.I,
)
_FROM_AN_AVERAGE = re.compile(
    r"\bfrom\s+(?:an?\s+|the\s+)?(?:average|mean|median)\s+(?:[a-z]+\s+){0,2}?of\s+[^\s.;:]*\d[^.;:]{0,50}?\s+to\s+\Z",
    re.I,
)
_EACH_AFTER = re.compile(
    r"\s+(?:each(?!\s+(?:year|month|week|day|quarter|time)\b)|apiece|a\s+head|per\s+head|on\s+average"
    # a scoring rule's points: "Two points for a win, one for a draw"
    r"|(?:points?|marks?)\s+(?:for|per)\s+(?:an?|each|every)\s+(?:win|draw|loss|defeat|victory|goal|try|game|match)"
    r")\b",
    re.I,
)
_OF_THAT = re.compile(
    r"\s*(?:\d+(?:\.\d+)*\s+)?of\s+(?:that|this|the)(?:\s+(?:figure|sum|amount|total|loss))?\s*,", re.I
)
_OTHERS = stems("others")
_IN_BEFORE = re.compile(r"\bin\s+\Z", re.IGNORECASE)
_CASES_AFTER = re.compile(r"\s+(?:cases|instances)\b(?!\s+of\b)", re.IGNORECASE)
_OF_WHOM_AFTER = re.compile(r"\s+of\s+(?:whom|which)\b", re.I)
_OF_WHICH = re.compile(r"\bof\s+(?:which|whom)\s+\Z", re.I)
_ALL = re.compile(r"\b(?:all|every\s+one)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?$", re.I)
_OF_THE = r"\s+of\s+(?:the|its|their|those|these)\s+"
# "six of the 11 papers", "14 of the review's 19": a part said before the whole it is of; "412
# patients, of whom 198": after.
PART_OF = re.compile(_OF_THE + r"(?:[\w-]+['’]s\s+)?$")
WHOLE_OF = re.compile(r"(?:\s+[a-z-]+){0,3},?\s+of\s+(?:whom|which|them|these)\s+")
# The words naming the group a share is of ("of all eligible staff"), a possessive and a total
# aside ("of the trust's 40 midwives").
_GROUP = re.compile(
    # (not a clause after a count: "21.7% of the 64,380 the partnership distributed")
    r"\s+of\s+(?:(?:the|its|their|all)\s+)?(?:[\w-]+['’]s?\s+)?"
    r"(?:\d[\d,]*\s+(?!(?:the|a|an|this|that|its|their|we|it|they)\s))?"
    # "68% of expected 2026 revenue" is a share of revenue
    r"(?:(?:expected|estimated|planned|forecast|projected)\s+(?:(?:19|20)\d\d(?:[/-]\d\d)?\s+)?)?"
    r"(?P<words>[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\b(?!['’])"
)
_PROPORTION_OF = re.compile(r"(?:\s+[a-z][a-z-]*){0,3}?\s+([a-z][a-z-]*s)\b(?!\s+[a-z]+s\b)")
_OF_OWNERS = re.compile(_OF_THE + r"[\w-]+['’]s?\s+")
_NOT_COUNTED = frozenset({stem("remaining"), stem("other")})
_OWNED = re.compile(r"(?:[a-z-]+\s+){0,3}[a-z-]+['’]")
_PARTITIVE = re.compile(_OF_THE)
_SHARE_OF = re.compile(_OF_THE + r"(?=[a-z]+\b(?!['’]))")
_LABEL_WORDS = 4
_LIST_LABEL_WORDS = 8
_LABELLED = re.compile(
    r"\s*(?:[$€£¥\d]|[A-Z]{3}\s?\d|(?:" + "|".join(m.capitalize() for m in MONTHS) + r")\b)"  # ("GBP 61,375")
)
_CLAUSE_END = re.compile(r"[.;!?:,](?:\s|$)|\n|\s(?:and|but|while|whereas|after|before)\s")


def _phrase_before(text: str, at: int, reach: int = 80) -> str:
    """The text of the phrase that ends at ``at``, up to a comma, bracket or sentence end (at most
    ``reach`` characters back)."""
    return _PHRASE_BREAK.split(text[max(0, at - reach) : at])[-1]


def phrase_after_at(text: str, at: int) -> str:
    """The text after ``at`` up to the end of its phrase or clause ("and", "which", ...)."""
    return _AFTER_BREAK.split(text[at : at + 60])[0]


def extract(text: str, stopwatch: bool | None = None) -> list[Quantity]:
    """Every date, year, amount, percentage and count in ``text``, in order (``stopwatch``: whether
    its document says its times are written "mm:ss", so that "8:12" is a duration there; by
    default, whether ``text`` says so)."""
    found: list[Quantity] = []
    digits = _DIGIT.search(text) is not None
    taken: list[tuple[int, int]] = []
    for duration in _durations(text, stopwatch) if digits else ():
        found.append(duration)
        taken.append((duration.start, duration.end))
    if digits and (":" in text or _AM_PM_HINT(text)):
        taken += [m.span() for m in _CLOCK.finditer(text) if not _overlaps(*m.span(), taken)]
    # "4.2 Of the 96 households" and "7. The board" number paragraphs, not anything counted.
    taken += [m.span(1) for m in _PARAGRAPH_NUMBER.finditer(text)] if digits else []
    # "4.9 per 1,000 births" is one rate: its base counts nothing.
    taken += [m.span(1) for m in _RATE_BASE.finditer(text)] if digits and "per " in text else []
    # "13.4% (95% CI 6.1-20.2%)": a confidence interval's level and bounds are no estimates.
    taken += [m.span() for m in _CONFIDENCE_INTERVAL.finditer(text)] if digits and "%" in text else []
    # "(2024/25 in brackets)" says what the bracketed figures are for: it dates nothing itself.
    taken += (
        [m.span(note) for m in _BRACKETS_FOR.finditer(text) for note in ("noted", "until") if m.group(note)]
        if _NOTE_HINT(text)
        else []
    )
    # Every date has a digit; most passages of prose have none at all.
    months = digits and _A_MONTH.search(text) is not None
    for pattern, needs in _DATE_PATTERNS if digits else ():
        if not (months if needs is None else any(need in text for need in needs)):
            continue
        for match in pattern.finditer(text):
            if _overlaps(match.start(), match.end(), taken):
                continue
            quantity = _date(match, text)
            if quantity is not None:
                found.append(quantity)
                taken.append((match.start(), match.end()))
    for match in _PROPORTION.finditer(text) if " in " in text else ():
        share = _proportion(match, text)
        if share is not None and not _overlaps(match.start(), match.end(), taken):
            found.append(share)
            taken.append((match.start(), match.end()))
    for match in _FRACTION_CHANGE.finditer(text) if "by" in text or "By" in text else ():
        if not _overlaps(match.start(), match.end(), taken):
            found.append(_fraction_change(match, text))
            taken.append((match.start(), match.end()))
    # "three-quarters of its crown" is no count of three (nor a share the evidence is read for).
    taken += [m.span() for m in _FRACTION_IN_WORDS.finditer(text)] if _FRACTION_HINT(text) else []
    for match in _NUMBER.finditer(text):
        if _overlaps(match.start(), match.end(), taken) or not match.group("num"):
            continue
        quantity = _number(match, text)
        if quantity is not None:
            found.append(quantity)
            taken.append((match.start(), match.end()))
    # "on the same day as the flight" is an interval of no days, "the next day" one of a day.
    for match in _RELATIVE_DAY.finditer(text) if " day " in text else ():
        if not _overlaps(match.start(), match.end(), taken):
            value = 0.0 if match.group(1).lower() == "same" else 1.0
            found.append(
                Quantity(Kind.COUNT, f"{match.group()} day", match.start(), match.end(), value, context=text)
            )
    found.sort(key=lambda q: q.start)
    return _ranges(found, text)


def in_cells(found: list[Quantity], source_text: str, offset: int, cells: Sequence[Cell]) -> list[Quantity]:
    """``found`` (the figures of a passage at ``offset`` of ``source_text``) with those that stand
    in one of the source's table ``cells`` said of its headings."""
    if not cells or not found:
        return found
    length = len(found[0].context)
    starts = [c.start for c in cells]
    placed: list[Quantity] = []
    for quantity in found:
        start, end = quantity.start + offset, quantity.end + offset
        number = bisect_right(starts, start) - 1
        cell = cells[number] if number >= 0 and end <= cells[number].end else None
        if cell is None:
            placed.append(quantity)
            continue
        headings: dict[str, float] = {}
        currency = ""
        scale = 1.0
        shares = False
        for spans, weight in ((cell.described, _DESCRIBED), (cell.named, NAMED)):
            for low, high in spans:
                headings.update(dict.fromkeys(context_words(source_text[low:high]), weight))
                unit = _IN_CURRENCY.search(source_text, low, high)
                currency = _currency(unit.group(1)) if unit else currency
                scaled = _IN_SCALED_CURRENCY.search(source_text, low, high)
                if scaled is not None:
                    currency, scale = _currency(scaled.group(1)), _HEADING_SCALES[scaled.group(2).lower()]
                share = _IN_PERCENT.search(source_text, low, high) is not None
                if (
                    weight == NAMED
                    and not (unit or scaled)
                    and (share or _OWN_UNIT.search(source_text, low, high))
                ):
                    # A row's own unit beats its table's: "Employees (number)" and "EBITDA margin (%)"
                    # under "Key financials (A$m)" are no amounts.
                    currency, scale = "", 1.0
                shares = shares or share
        span = (max(0, cell.start - offset), min(length, cell.end - offset))
        if currency and quantity.kind is Kind.COUNT and not quantity.unit:
            # "Income and expenditure (£)" makes the cells below it amounts of money, "£million"
            # amounts of millions, and "Revenue (NZ$) | 48.7m" one of 48.7 million ...
            written = _SCALE_WRITTEN_ON.match(quantity.context, quantity.end)
            if written is not None and scale == 1.0:
                scale = _HEADING_SCALES[written.group(1).lower()]
            value, tolerance = quantity.value * scale, quantity.tolerance * scale
            quantity = replace(quantity, kind=Kind.MONEY, currency=currency, value=value, tolerance=tolerance)
        elif shares and quantity.kind is Kind.COUNT and not quantity.unit:
            # ... and "Tenant perception measures (% satisfied)" percentages.
            quantity = replace(quantity, kind=Kind.PERCENT)
        worked_end = cell.change_end or quantity.worked_end
        placed.append(replace(quantity, cell=span, headings=headings, worked_end=worked_end))
    return placed


# A heading or title that gives the currency of its table's figures, whole: "Income and
# expenditure (£)", "Amount ($)", "Avg price 2024 (A$/t)" (not "(£000)" or "(£m)": those scale them).
_IN_CURRENCY = re.compile(
    r"\(((?:US|A|C|NZ|HK|S)?\$|€|£|¥|USD|EUR|GBP|AUD|CAD|NZD)(?:\s*(?:/|per\s)\s*[a-z]+)?\)"
)
# ... and one that gives it with a scale: "£million", "(£m)", "$ millions", "(€000)".
_IN_SCALED_CURRENCY = re.compile(
    r"(?<![\w$£€])((?:US|A|C|NZ|HK|S)\$|\$|€|£)\s?(m|mn|millions?|bn|billions?|000|k)\b",
    re.IGNORECASE,
)
# A scale written onto a cell's figure: "48.7m", "1.2bn", "850k".
_SCALE_WRITTEN_ON = re.compile(r"(m|bn|k)\b", re.IGNORECASE)
_HEADING_SCALES = {
    "m": 1e6, "mn": 1e6, "million": 1e6, "millions": 1e6, "bn": 1e9, "billion": 1e9, "billions": 1e9,
    "000": 1e3, "k": 1e3,
}  # fmt: skip
_OWN_UNIT = re.compile(
    r"\((?:number|no\.?|days?|hours?|people|staff|fte|headcount|units?|count)\)", re.IGNORECASE
)
_IN_PERCENT = re.compile(r"\((?:%|per\s*cent|percent)(?:\s[^()]{0,30})?\)", re.IGNORECASE)  # "(% satisfied)"
# The base of the rate a figure is: "4.9 per 1,000", "12 cases per 100,000 people".
# The longest first ("10,000", not "10"); a space may separate thousands ("100 000").
_THOUSANDS = r"[, \u00a0\u202f]?000"
_BASE = rf"per\s+(1(?:{_THOUSANDS}{_THOUSANDS}|00{_THOUSANDS}|0{_THOUSANDS}|{_THOUSANDS}|0{{1,2}}))\b"
_RATE_AFTER = re.compile(r"(?:\s+[a-z-]+){0,2}?\s+" + _BASE, re.I)
_RATE_BASE = re.compile(r"\b" + _BASE, re.I)
_CONFIDENCE_INTERVAL = re.compile(
    r"\b\d{2}(?:\.\d+)?%\s*(?:CI|confidence\s+interval)\b[:,]?\s*(?:of\s+)?[\d.]+%?\s*(?:-|–|to)\s*[\d.]+%?",
    re.IGNORECASE,
)
_PARAGRAPH_NUMBER = re.compile(r"(?:^|\n)[ \t]*(\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}\.)[ \t]+(?=[A-Z(\"'])")
_RELATIVE_DAY = re.compile(r"\bthe\s+(same|next|following|previous)(?=\s+day\s+(?:as|after|before)\b)", re.I)


# (Up to the first year after it: "since the first draw in March 1996 passed £52 billion in
# November 2023" runs from 1996.)
_ONWARDS = re.compile(r"\s+onwards?\b", re.I)
_SINCE = re.compile(r"\bsince\b(?:(?!\b(?:19|20)\d\d\b)[^.;:,])*$", re.I)
# A day's name before its date: "from Friday 27 December 2024 until Thursday 2 January 2025".
_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
# The hour of a day a span starts or ends at: "until midnight on 14 February 2025".
_HOUR_ON = r"(?:(?:midnight|midday|noon|\d{1,2}(?:[.:]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[.:]\d{2})\s+on\s+)?"
# Words right before a date that make it where a span starts or ends.
_START_BEFORE = re.compile(
    r"\b(?:from|since|start(?:s|ed|ing)?|begin(?:s|ning)?|began|commenc(?:es|ed|ing)|backdated\s+to|open(?:s|ed|ing)?\s+at)\s+(?:on\s+)?"
    + _HOUR_ON
    + _WEEKDAY
    + "$",
    re.IGNORECASE,
)
_END_BEFORE = re.compile(
    r"\b(?:until|till|through|end(?:s|ed|ing)?|expir(?:es|ed|ing)|runs?\s+to|lasts?\s+until|clos(?:e|es|ing)\s+at)\s+(?:at\s+least\s+)?(?:the\s+end\s+of\s+)?(?:on\s+)?"
    + _HOUR_ON
    + _WEEKDAY
    + "$",
    re.IGNORECASE,
)
# The hour said right before a date: "at noon on", "until 5pm on Friday", "from 23:59 on".
_AT_HOUR = re.compile(
    r"\b(?:(midnight|midday|noon)|(\d{1,2})(?:[.:](\d{2}))?\s*([ap])\.?m\.?|(\d{1,2})[.:](\d{2}))\s+on\s+"
    + _WEEKDAY
    + r"\Z",
    re.IGNORECASE,
)
_PERIOD_OPENS = re.compile(r"\b(?:between|from)\s+$", re.I)
_SAID_IN = re.compile(r"\b(?:in|during)\s+$", re.I)
# (a day's name only after a word that ends a span: "3 March and Friday 7 March" are two days)
_RANGE_JOIN = re.compile(
    r"\s*(?:(?:and|or)\s*|(?:to|until|till|through|-|–|—)\s*" + _WEEKDAY + ")$", re.IGNORECASE
)


def _ranges(found: list[Quantity], text: str) -> list[Quantity]:
    """The quantities with the two ends of each range ("from 2019 until March 2022") grouped."""
    for i in range(len(found) - 1):
        first, second = found[i], found[i + 1]
        if first.kind is second.kind and _RANGE_JOIN.match(text[first.end : second.start]):
            span = (first.group or (first.start, first.end))[0], second.end
            found[i] = replace(first, group=span)
            found[i + 1] = replace(second, group=span)
    return found


def _overlaps(start: int, end: int, taken: list[tuple[int, int]]) -> bool:
    return any(start < t_end and t_start < end for t_start, t_end in taken)


# A terminator and the space after it, or a line break: written as one set of characters first,
# so that the engine skips to the next candidate.
_SENTENCE_END = re.compile(r"[.!?\n](?:(?<=\n)|\s|$)")
_TIME_UNITS = stems("year years month months week weeks day days hour hours")
_WRONG_WORDS = r"misstated|misreported|incorrectly|wrongly|erroneously|mistakenly"
_WRONG = re.compile(rf"\b(?:{_WRONG_WORDS})\b", re.I)
_CORRECTION = re.compile(
    rf"\b(?:correct|corrected|correction|actual|true|revised|restated|in fact|{_WRONG_WORDS})\b", re.I
)
# "Members will be pleased to learn that 2023 was our busiest year": a courtesy, not a plan.
_PROSPECT = re.compile(
    r"\b(?:propos(?:ed|es|e|al|als|ing)|recommend(?:ed|s|ation|ations)?|sought|seek(?:s|ing)?|request(?:ed|s)?"
    r"|(?<!than )(?<!funeral )(?<!pension )(?<!-need )(?<!phone )(?<!mobile )(?<!health )(?<!insurance )(?<!savings )(?<!payment )plan(?:s|ned)?|planning(?=\s+(?:to|for|on)\b)|(?<!than )expect(?:s|ed|ing)?|budgeted(?=\s+at\b)|forecasts?|forecasting(?!\s+(?:season|service|period|team|model|system|centre|center)s?\b)|projected|targets?|commitments?|guid(?:ance|ed)|offer(?:ed)?(?!s)(?!\s+[a-z]+ed\b)|demanded"
    r"|promis(?:ed|es|e)|pledg(?:e|es|ed|ing)|(?:is|are|be|a|the)\s+required|requires|needs?\s+to|(?:will|would)(?!\s+(?:be\s+)?(?:pleased|glad|happy|delighted|interested|proud|sorry|aware|like\s+to\s+thank)\b)"
    r"|could|should|(?-i:may)|might"
    r"|goal\b"  # "its 90% goal" (not "scored 84 goals")
    r"|against\s+(?:an?|the|its|their)\s+(?:[a-z-]+\s+)?estimate\s+of"  # "sold for £640 against an estimate of £250"
    # "are to share credits worth €3.9 million": a plan
    r"|(?:is|are)\s+to\s+(?!(?:the|a|an|its|their|his|her|be\s+found|blame|thank|say)\b)[a-z]{3,}"
    r"|(?:is|are|now)\s+due(?!\s+to\s+(?:the|a|an|its|their|his|her)\b))\b",  # "May" is the month; "due to the flood" is a cause
    re.IGNORECASE,
)
_INTENDED = re.compile(
    r"\b(?:(?:intention|intends?|intended|aim(?:s|ed|ing)?|hop(?:es?|ed|ing)|plan(?:s|ned)?|pledg(?:es?|ed)"
    r"|promis(?:es?|ed)|set\s+out|wants?|wanted|budgeted|(?:drive|campaign)(?=\s+to\s+(?!the\b|a\b|an\b)[a-z]+)"
    # "expects to report about £59m" (not "had expected to carry 5 million ... but carried 4.2 million")
    r"|(?<!had )(?<!been )(?<!was )(?<!were )expects?)"
    r"\s+to|(?:hop(?:es?|ed|ing)|aim(?:s|ed|ing)?)\s+for(?=\s+(?:about\s+|around\s+|some\s+)?\Z))\b",  # "set out to raise £120,000", "hoped for 10,000"
    re.IGNORECASE,
)
# What the intended act is done to, where it is there already: "the 3,000 meals", "last year's
# attendance of 12,000", or a figure before this one ("to vaccinate the 40,000 people aged over 80").
_AN_EXISTING_FIGURE = re.compile(r"\bthe\s*\Z|'s\b|(?<![A-Za-z\d])\d[\d,.]*\s+[a-z]")
# Past forms written as the present; not the intended verb itself ("aimed to cut").
_SAME_IN_THE_PAST = frozenset({"cost", "cut", "hit", "put", "set", "let", "shut", "spread"})
# "A campaign to raise £50,000 ... has reached its target": what was intended was done.
_TARGET_MET = re.compile(
    r"\b(?:reached|met|hit|exceeded|achieved|surpassed|passed|beat)\s+(?:its|their|the|this|that)\s+(?:target|goal|aim)\b",
    re.IGNORECASE,
)
# Words between an intention and a figure that end its reach: "aimed to cut emissions and reduced
# them by 12%", "wanted to know why the school had cut 14 posts".
_BEYOND_INTENTION = re.compile(
    r"\b(?:and|but|why|how|whether|when|what|than|which|who|that|after|before)\b", re.I
)


def _intended(before: str) -> bool:
    """True where the phrase before a figure says it was intended ("set out to raise", "hoped for"),
    and neither another clause nor a verb said as done comes between the intention and the figure."""
    ends = [found.end() for found in _INTENDED.finditer(before)]
    if not ends:
        return False
    between = before[ends[-1] :]
    if _AN_EXISTING_FIGURE.search(between):
        return False  # "set out to double the 3,000 meals it serves", "to beat last year's 12,000"
    tokens = tokenize(between)
    # "The campaign to save the library collected 4,000 signatures in two weeks": a verb said as
    # done (not a past form before its noun: "expects to report adjusted EBITDA of about £59m").
    done = any(
        (is_past_tense(token.norm) or (i > 0 and token.norm in _SAME_IN_THE_PAST))
        and (i + 1 == len(tokens) or not tokens[i + 1].norm.isalpha() or token.norm in _SAME_IN_THE_PAST)
        for i, token in enumerate(tokens)
    )
    return not done and not _BEYOND_INTENTION.search(between)


_BOUNDS = stems("limit limits cap ceiling threshold")
_BOUND_NEAR = 0.8  # the bound word right beside the figure ("a limit of 150", "150 cap")
# What some wanted, anywhere in the figure's phrase: "Two members preferred to maintain the policy
# rate at 5.50%" (a vote is what was decided, not a preference).
_PREFERENCE = re.compile(r"\b(?:preferred|favou?red|wanted|argued\s+for|pressed\s+for)\b", re.IGNORECASE)
# What a party asks a tribunal or regulator for, and what is decided.
_RULING = re.compile(
    # "applied for an order that SIK pay" (or "a costs order") asks: the order is not made; a
    # "request for an order" may be granted, and its "order" is read on its own.
    r"\b(?:(?P<asked>(?:sought|seeks|appl(?:ied|ies)\s+for|ask(?:ed|s)\s+for|requested)\s+an?\s+(?:[a-z]+\s+)?order"
    r"|sought|seek(?:s|ing)?|ask(?:s|ed|ing)|request(?:s|ed|ing)?|claim(?:s|ed|ing)?"
    r"|demand(?:s|ed|ing)?|propos(?:ed|es|al|ing)|recommend(?:s|ed|ation)?|appl(?:ied|ies)\s+for)"
    r"|order(?:s|ed)?|award(?:s|ed)?|shall|impos(?:ed|es)|fined|grant(?:s|ed)|direct(?:s|ed)|decid(?:es|ed)"
    r"|determin(?:es|ed)|ruled|agreed|received)\b",
    re.IGNORECASE,
)
# Who gives a figure: the subject of the last reporting verb before it in its sentence, or the
# party after "according to"; an aside between subject and verb (", which ... ,") is passed over.
_SAYING = re.compile(
    r"(?P<passive>\b(?:is|was|were|been|be|are)\s+)?\b(?:(?P<according>according\s+to)|said|says|say|told"
    r"|tells|show(?:s|ed|n)?|found|finds|put|puts|estimated|estimates|reported|reports|stated|states"
    r"|claimed|claims|insisted|insists|concluded|concludes|calculated|calculates)\b",
    re.IGNORECASE,
)
_ASIDE = re.compile(r",\s*(?:which|who|whom|however|though|in turn|it said)\b[^,]*,", re.IGNORECASE)
_SUBJECT_BREAK = re.compile(r"[,;:(]|\b(?:that|whereas|while|but|and)\b")
_REPORTER_WORDS = 4
_INITIAL_ESTIMATE = re.compile(
    r"\b(?:initial|original|first|earlier|early|preliminary)\s+(?:estimates?|figures?|counts?|tall(?:y|ies))\b",
    re.IGNORECASE,
)
# A plan or estimate since replaced, said in the figure's own clause: "originally scheduled for
# completion in", "initially put the number of affected customers at".
_FIRST_PLAN = re.compile(
    r"\b(?:originally|initially|first)\s+(?:scheduled|planned|expected|due|forecast|estimated|budgeted"
    r"|projected|put|set|slated|targeted|intended)\b[^,;:.()]*$",
    re.IGNORECASE,
)
# "The figure was confirmed", "That total has since been revised": said of the figure before.
_CONFIRMED_BEFORE = re.compile(
    r"\b(?:the|this|that)\s+(?:figure|number|total|count|tally)\s+(?:was|has|had)\s+(?:since\s+|been\s+|later\s+)*"
    r"(?:confirmed|verified|corrected|revised|updated)\b",
    re.IGNORECASE,
)
# A figure given as the one first reported: "first put its leakage at", "originally reported
# revenue of" (read in the figure's phrase before it).
FIRST_GIVEN = re.compile(
    r"\b(?:originally|initially|at\s+first|first\s+(?:put|reported|estimated|stated|gave|given|said|announced"
    r"|published|claimed))\b",
    re.IGNORECASE,
)
# A correction's figure comes after "to" ("the figure has been corrected to EUR 356 million"); the
# figure it corrects after "from".
_CORRECTED = r"\b(?:corrected|revised|restated|amended)\s+(?:(?:down|up)(?:wards)?\s+)?"
_CORRECTED_TO = re.compile(_CORRECTED + r"to\b", re.IGNORECASE)
_CORRECTED_FROM = re.compile(_CORRECTED + r"from\s+(?:[^\W\d]+\s+)?$", re.IGNORECASE)
# Right after the figure and its noun: "74,000 hectares, was revised down".
_REVISED_AFTER = re.compile(
    r"(?:\s+[a-z]+){0,2},?\s+(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:\w+\s+)?"
    r"(?:revised|corrected|restated|amended)\b",
    re.IGNORECASE,
)
_STAGE = re.compile(r"\b(final|full-year|interim|half-year|preliminary|provisional|draft)\b", re.IGNORECASE)
_PROVISIONAL = re.compile(r"\b(?:provisional|draft)\b", re.IGNORECASE)
# "after his arrest in September 2022", "since the election in 2021": a noun of an event, then the date.
_EVENT_BEFORE = re.compile(
    r"\b(?:(?:his|her|its|their|the)\s+(?P<noun>(?!total\b)[a-z]{3,}(?:tion|sion|ment|al|ure)|arrest|death"
    r"|sale|launch|vote|merger|takeover)"
    # (a hearing's kind may stand before it: "a tribunal hearing on 14 November")
    r"|(?:his|her|its|their|the|an?)\s+(?:[a-z]{3,}\s+)?(?P<hearing>hearing|trial|inquest|auction))"
    r"\s+(?:in|on)\s+$",
    re.IGNORECASE,
)
_GRANTED = re.compile(
    r"\b(?:grant(?:s|ed)?|award(?:s|ed)?|approv(?:es|ed)|gave|given|licen[cs]e)\b", re.IGNORECASE
)
_AT_BEFORE = re.compile(r"\b(?:at|during)\s+$", re.IGNORECASE)
_CONDITION = re.compile(r"\s*(?:\d+(?:\.\d+)*\s+)?(?:If|Where|Unless|Should|Whenever)\b")
# A figure's noun (if any), then who proposed it: "£5.6m penalty (that) the regulator (first)
# proposed", "the £300 the council had offered".
_PROPOSED_OF = re.compile(
    r"(?:\s+(?!the\b|its\b|their\b|his\b|her\b|it\b|they\b|he\b|she\b)[\w-]+)?\s+(?:that\s+|which\s+)?"
    r"(?:(?:the|its|their|his|her)\s+(?:[\w-]+\s+){1,2}?|(?:it|they|he|she)\s+)"
    r"(?:had\s+|has\s+)?(?:first\s+|originally\s+|initially\s+)?"
    r"(?:proposed|recommended|sought|requested|offered|demanded|planned|forecast|expected"
    r"|(?P<asked>(?:applied|asked)\s+for))\b",
    re.IGNORECASE,
)
# A date by which an obligation is to be met: "has required Grelling to install new equipment by".
_DEADLINE = re.compile(
    r"(?:\b(?:require[sd]?|order(?:s|ed)|direct(?:s|ed)|instruct(?:s|ed)|told|undert(?:ook|aken)|committed"
    r"|agreed|obliged|asked|expected|aim(?:s|ed)?|intend(?:s|ed)?|plan(?:s|ned)?|pledged|promised|target(?:s|ed)?)\b[^.;]*\bto\s+(?!about\b|around\b|nearly\b|some\b)[a-z]+|\bmust|\bshould)\b"
    r"[^.;]*\bby\s+(?:the\s+end\s+of\s+)?$",
    re.IGNORECASE,
)
# A date that opens its sentence ("In 2024-25 the Authority intends to ..."), and the subject and
# plan that follow it.
_OPENING_WHEN = re.compile(r"\s*(?:in|by|during|from|for)\s+", re.IGNORECASE)
_PLANNED_AFTER = re.compile(
    r"\s*(?P<subject>(?:\S+\s+){1,4}?)(?:will|(?:expects?|plans?|aims?|intends?|hopes?)\s+to)\s",
    re.IGNORECASE,
)
_POSSESSED = re.compile(r"\w['’]s?\s+$")  # "the trust's hopes to": a noun, not a plan
# A verb of a prospect anywhere in a date's phrase: "expects to distribute ... in 2024-25" ("will"
# is looked for nearer: "will be able to submit bids from 1 September 2024" says when bids open).
_PROSPECT_VERB = re.compile(
    r"\b(?:expects?|expected|plans?|planning|aims?|aiming|intends?|intending|hopes?|is\s+due|are\s+due)\s+to\s",
    re.IGNORECASE,
)
# A deadline given: "has until 30 September 2025 to", "was given until", "a deadline of".
_GIVEN_UNTIL = re.compile(
    r"\b(?:(?:has|have|had|given|gives|get|gets|got)\s+(?:\w+\s+){0,3}?until|deadline\s+(?:of|is|was))\s+$",
    re.IGNORECASE,
)
# The new date of a plan put off: "postponed until 4 May", "pushed back the launch from October
# 2024 to".
_RESCHEDULED = re.compile(
    r"\b(?:delayed|postponed|pushed\s+back|put\s+back|moved|deferred|rescheduled|slipped)"
    r"\b[^,;.()]{0,80}?\s(?:until|till|to|into)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# What "would have" been done was not: "would have imposed a financial penalty of £26,600,000".
COUNTERFACTUAL = re.compile(
    r"\b(?:would|could|might|should|ought\s+to)\s+(?:not\s+|otherwise\s+)?have\b", re.I
)
# A relative clause after the figure that says it would have been: "the £3.34m it would otherwise
# have sought". Not an obligation ("which he would have to pay"), nor what was had after all ("it
# would otherwise have had to raise"), nor "could" or "should" ("that it should have recovered").
_THE_BEFORE = re.compile(r"\bthe\s+\Z", re.IGNORECASE)
_COUNTERFACTUAL_AFTER = re.compile(
    r"\s+(?:that\s+|which\s+)?(?:it|they|he|she|we|the\s+[a-z]+)\s+would\s+otherwise\s+have\s+(?!to\b|had\b)[a-z]+",
    re.IGNORECASE,
)
# Words before and after a figure that may make it a prospect ("an 18-tonne limit proposed by").
_PROSPECT_REACH = 6
_PLANNED_AFTER_IT = re.compile(
    r"\b(?:will|(?:is|are)\s+(?:due|expected|set|scheduled)\s+to)\b", re.IGNORECASE
)
_PROSPECT_AFTER = 3
_PHRASE_BREAK = re.compile(r"(?<!\d),|,(?!\d)|[;:()]|[.!?]\s")  # not the comma of "55,000"
# "halted production on 11 May and would not restart": the next clause is not the figure's.
_AFTER_BREAK = re.compile(r"[,;:()]|[.!?]\s|\s(?:and|but|or|while|which|who|that|until)\s")
# ... and one that opens on a pronoun: "it", "they", or "this" before a verb ("this partly offset"),
# not before a noun ("this year").
_NEW_CLAUSE = re.compile(
    r"\s(?:it|they)\s"
    r"|\s(?:this|these)\s+(?=\w+ly\b|\w+ed\b|(?:was|were|is|are|has|have|had|will|would|offset|cut|put|set)\b)",
    re.IGNORECASE,
)
_DENIED = re.compile(r"\b(?:not|rather than|instead of)\s+(?:the\s+)?$", re.IGNORECASE)
_LASTING = re.compile(r"\b(?:for|over|lasting)\s+(?:about\s+|nearly\s+|almost\s+)?$", re.IGNORECASE)
_TOOK = re.compile(
    r"\b(?:took|takes|take|taking)\s+(?:(?:about|around|nearly|almost|more\s+than|over)\s+)?$", re.I
)
_TO_DO = re.compile(r"\s+\w+\s+to\s+[a-z]+", re.IGNORECASE)
_INTERVAL = re.compile(r"\s+\w+\s+(?:before|after|later|earlier|ago)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[;:—–]|\b(?:and|but|while|whereas)\b")
_CAPITAL_BEFORE = re.compile(r"\b[A-Z][\w'’-]*\s+\Z")
# ... where the words after the "and" end a body's name: "Ambleworth and District Philatelic Society"
# (not "the Yarrabend and Tallis Creek fires", two of them).
_CAPITAL_AFTER = re.compile(
    r"\s+(?:[A-Z][\w'’-]*\s+){0,4}(?:Society|Club|Association|Council|Trust|Guild|League|Company|Committee"
    r"|Federation|Union|Partnership|Foundation|Institute|Authority|Board|Services?|Group|Ltd|Limited|plc|LLP)\b"
)
# How much a word's weight falls per word and per clause between it and the figure.
_PER_WORD = 0.8
NAMED = 1.0  # a cell's row label and column heading name what it is outright
BESIDE = 0.5  # the weight (see ``surroundings``) of a word said right beside a figure
_DESCRIBED = 0.5  # its table's title and the label column's heading describe every cell
_PER_CLAUSE = 0.35
_UNIT_WORDS = 2
_UNIT_ABBREVIATIONS = {
    short: stem(full)
    for short, full in (
        ("m", "metres"), ("km", "kilometres"), ("cm", "centimetres"), ("mm", "millimetres"),
        ("kg", "kilograms"), ("g", "grams"), ("t", "tonnes"), ("ha", "hectares"), ("ft", "feet"),
        ("kmh", "kilometres"), ("mph", "miles"), ("kt", "knots"), ("kts", "knots"),
        ("mg", "milligrams"), ("µg", "micrograms"), ("ug", "micrograms"), ("mcg", "micrograms"),
        ("ng", "nanograms"), ("ml", "millilitres"), ("l", "litres"), ("kwh", "kilowatt"),
        ("mw", "megawatts"), ("gw", "gigawatts"), ("mwh", "megawatt"), ("gwh", "gigawatt"),
        ("oz", "ounces"),
    )
}  # fmt: skip
_MEGALITRES = stem("megalitres")
# A letter written onto an amount in small change: "a dividend of 14.3p" counts pence, as "14.3 pence".
_GLUED_UNITS = {"p": stem("pence"), "c": stem("cents")}
_AGE = re.compile(r"[-\s](?P<unit>year|month|week|day)s?[-\s]old\b", re.IGNORECASE)
_SAID_OF_WORDS = 6
# What a count with no noun of its own is compared with: "down from 152", "compared with 118".
_COMPARED_BEFORE = re.compile(r"\b(?:from|compared\s+(?:with|to)|against|versus|vs\.?)\s+\Z", re.IGNORECASE)
# A count with no word after it but a preposition or the clause's end ("and 9 in the placebo
# group") counts what the count before it, joined by "and" or a comma, counts.
_ELIDED = re.compile(
    r"\s+(?:in|at|of|for|from|among|on|have|has|had|were|was|are|is|and|but|after|before|following|when|because)\b"
    r"|[,;.)]|$"
)
_COUNT_WORD = r"(?:\d[\d,]*(?:\.\d+)?|" + _COMPOUND + r"|\b(?:one|" + "|".join(NUMBER_VALUES) + r"))\b"
# "four of the nine": the part, then the whole.
_PART_OF = r"\s+(?:out\s+)?of\s+(?:(?:the|its|their|those|these)\s+)?(?:[\w-]+['’]s\s+)?"
_PART_BEFORE = re.compile(r"(?P<part>" + _COUNT_WORD + r")" + _PART_OF + r"\Z", re.IGNORECASE)
_WHOLE_AFTER = re.compile(_PART_OF + r"(?P<whole>" + _COUNT_WORD + ")", re.IGNORECASE)
# "C$12.7 million of the C$48.5 million": an amount, then the amount it is part of.
_AMOUNT = r"(?:[A-Z]{0,3}[$£€¥]|[A-Z]{2,3}\s)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|bn|m|k)\b)?"
# Where a figure opens its clause, as the subject its verb is said of ("Only £51m of the £180m fund").
_OPENS_CLAUSE = re.compile(
    r"(?:\A|[,;:]\s+|\n)\W*(?:(?:only|just|some|about|around|nearly|almost)\s+)?\Z", re.I
)
_PART_AMOUNT_BEFORE = re.compile(r"(?P<part>" + _AMOUNT + r")" + _PART_OF + r"\Z")
_WHOLE_AMOUNT_AFTER = re.compile(_PART_OF + r"(?P<whole>" + _AMOUNT + ")")
_PRONOUNS = words("they we he she it i you")
# Auxiliaries, and past tenses too short for ``is_past_tense``.
_VERB_STARTS = words("""is are was were did do does had has have will would could can may might must remain
    died lost met won fell rose left got""")
_OF_THEM = re.compile(r"\s+of\s+them\b")
_ALL_BUT = re.compile(r"\bbut\s+\Z", re.IGNORECASE)
_OF_WHOLE_BEFORE = re.compile(
    r"\bof\s+(?:the\s+)?(?P<whole>" + _COUNT_WORD + r")\s+[^,;]{1,100},\s*\Z", re.IGNORECASE
)
_OF_THE_GROUP = re.compile(r"\s*Of\s+the\s+[a-z]+(?:\s+[a-z]+)?\s*,\s*")
_OF_THESE = re.compile(r"\bof\s+(?:these|them|those)\s*,\s*\Z", re.IGNORECASE)
_COPULA = re.compile(r"\s+(?:were|was|are|is)\s+(?!(?:not|also|then|still)\b)")
_NOW = re.compile(r"(?<!until )(?<!by )(?<!till )\bnow\b", re.I)
_DATED = re.compile(
    r"\b([a-z]+)\s+(?:(?:on|in|at|during|by)\s+)?(?:(?:the\s+)?(?:early|late|mid|end\s+of)\s+)?$"
)
_NAME_RUN = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")
_NAME_TITLES = TITLES | stems("judge justice")
# ... or "to" at the other end of a change ("From 7.1 million trips a year to 6.2 million"), or "as"
# ("put it at 131 megalitres a day, but restated it as 139").
_EARLIER_COUNT = re.compile(
    r"\b(?P<n>\d[\d,]*(?:\.\d+)?(?:\s+(?:hundred|thousand|million|billion))?)\s+[a-z][^.;:\d]{0,60}?(?:,|\band|\bto|\bas|\bincluding)\s+$"
)


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    ends = [m.end() for m in _sentence_ends(text, max(0, start - 300), start)]
    after = _sentence_ends(text, end, end + 300)
    return (ends[-1] if ends else max(0, start - 300)), (
        after[0].start() if after else min(len(text), end + 300)
    )


def _sentence_ends(text: str, low: int, high: int) -> list[re.Match[str]]:
    """The ends of sentences between ``low`` and ``high`` (a terminator and the space after it),
    a title such as "Ms." aside."""
    return [
        m
        for m in _SENTENCE_END.finditer(text, low, high)
        if m.group() == "\n" or is_sentence_end(text, m.start(), m.start() + 1)
    ]


def _surroundings(
    text: str, start: int, end: int, dated: bool = False, bounds: tuple[int, int] | None = None
) -> dict[str, float]:
    low, high = bounds or _sentence_bounds(text, start, end)
    breaks = [m.start() for m in _CLAUSE_END.finditer(text, low, high) if not _label(text, low, m.start())]
    breaks, asides = _without_asides(text, end, breaks)
    tokens = tokenize(text[low:high], low)
    before = [t for t in tokens if t.end <= start]
    after = [t for t in tokens if t.start >= end]
    # "non-members" are not "members": the word is its own ("£6, or £3 for branch members")
    negated = (
        {b.start for a, b in pairwise(tokens) if a.norm == "non" and text[a.end : b.start] == "-"}
        if "non-" in text[low:high]
        else set()
    )
    label = _list_label(text, low, start)
    weights: dict[str, float] = {}
    for side, ordered in ((0, reversed(before)), (1, after)):
        # Distance counts the words that say something and the figures, not "the" or "of"; the
        # two ends of a range share one span, so "treasurer from 2019 until March 2022" puts
        # "treasurer" as close to the second date as to the first.
        distance = 0
        in_label = False
        for token in ordered:
            # Another figure said beside this one is context too ("$23 billion in 2021").
            figure = token.norm[:1].isdigit()
            if not figure and (token.norm in _NOT_CONTEXT or not is_content(token.norm)):
                continue
            a, b = (token.end, start) if side == 0 else (end, token.start)
            crossed = bisect_left(breaks, b) - bisect_left(breaks, a)
            if label is not None and side == 0 and token.end <= label:
                # a list's line ("Stoneware glaze firing to 1,260°C, Kiln A: £12.00 (£10.50)"):
                # every figure after the colon is said of the whole label
                crossed = 0
                if not in_label:
                    in_label, distance = True, 0
            weight = _PER_WORD**distance * _PER_CLAUSE**crossed
            if asides and any(a < token.start < b for a, b in asides):
                weight *= _PER_CLAUSE  # said of the aside's own subject
            else:
                distance += 1
            if dated and not figure and not crossed and _is_act(token):
                weight = 1.0  # a date is the date of its clause's act: "In 2022 the agency cut"
            word = token.norm if figure else token.stem
            if token.start in negated:
                word = "non-" + word
            if weight > weights.get(word, 0.0):
                weights[word] = weight
    return weights


def _list_label(text: str, low: int, start: int) -> int | None:
    """The colon ending the label of a list's line the figure at ``start`` stands in, with at most
    one figure and a bracket between them ("Kiln A: £12.00 (£10.50)"); else None."""
    line = max(low, text.rfind("\n", low, start) + 1)
    colon = text.rfind(":", line, start)
    if colon <= line:
        return None
    stop = text.find("\n", start)
    return colon if _LISTED_AFTER.fullmatch(text, colon + 1, len(text) if stop == -1 else stop) else None


# A list line's figures after its label: "£12.00 (£10.50)", its last year's in brackets.
_LISTED_AFTER = re.compile(
    r"\s*[$€£¥]?\d[\d,.]*\s?(?:%|[^\W\d_]{1,12})?\s*\(\s*[$€£¥]?\d[\d,.]*\s?(?:%|[^\W\d_]{1,12})?\s*\)\s*"
)


_TALLY_SIDE = r"(?:\d+|[a-z]+)"
# A vote's tally: "voted 8-3", "a vote of 5-2", "on a 6-3 vote", "approved unanimously, 11-0", "by
# nine votes to two".
_TALLY = re.compile(
    rf"\bvot(?:e|es|ed|ing)\s+(?:of\s+)?{_TALLY_SIDE}\s*[-–]\s*{_TALLY_SIDE}\b"
    rf"|\b{_TALLY_SIDE}\s*[-–]\s*{_TALLY_SIDE}\s+vote\b"
    rf"|\bunanimously,?\s+{_TALLY_SIDE}\s*[-–]\s*{_TALLY_SIDE}\b"
    rf"|\bby\s+{_TALLY_SIDE}\s+votes?\s+to\s+{_TALLY_SIDE}\b",
    re.IGNORECASE,
)
_VOTES = frozenset({stem("votes")})
_COMPARED_WITH = re.compile(
    # ("compared with 88,420 passengers on 179 days in 2022")
    # (not "more than 268,000 cruise passengers in 2024": a figure's bound, compared with no time)
    r"\b(?:(?<!more )(?<!less )(?<!fewer )than|than(?!\s+(?:about\s+|around\s+)?[$€£¥]?\d)|compared\s+(?:with|to))\s+"
    r"(?:(?:in|at|on|during|for)\s+)?(?:the\s+)?(?:[\w,.-]+\s+){0,6}$"
    # a table's column of changes: "Change on 2022-23", "% change since 2019" (not the prose of "the
    # fee change on 1 April 2024")
    r"|(?:^|\s\s|\||%\s)[Cc]hange\s+(?:on|since|from|over|vs\.?)\s+$",
    re.IGNORECASE,
)
# "surpassing the previous record of 11.21°C set in 2020": when the record beaten was set
_PREVIOUS_RECORD = re.compile(
    r"\b(?:previous|prior|old|former)\s+(?:record|high|peak|best|low)\b(?:[^.;]|\.(?=\d))*$", re.I
)
_AGED = re.compile(r"\baged\s+$", re.IGNORECASE)
# "Figures for 2022/23 are shown in brackets", "Comparatives for 2023 are given in parentheses".
_A_PERIOD = r"(?:FY\s?)?\d{4}(?:[/-]\d{2,4})?"
_SHOWN = r"(?:are\s+)?(?:shown|given)\s+"
_BRACKETS_FOR = re.compile(
    rf"\b(?:figures|amounts|comparatives?)\s+for\s+(?P<period>{_A_PERIOD})\s+"
    rf"(?:{_SHOWN})?in\s+(?:brackets|parentheses)"
    # a heading's note: "Cremation fees (2024/25 in brackets)", "(2024, with 2023 in brackets)"
    rf"|\((?:{_A_PERIOD},?\s+with\s+)?(?P<noted>{_A_PERIOD})(?:\s+figures)?\s+in\s+(?:brackets|parentheses)\)"
    # "Previous prices (to 28 February 2025) are shown in brackets"
    r"|\b(?:previous|former|old)\s+(?:prices|fees|charges|rates|figures|amounts)\s+\((?:to|until|up\s+to)\s+"
    rf"(?P<until>\d{{1,2}}\s+[A-Z][a-z]+\s+(?:19|20)\d\d)\)\s+{_SHOWN}in\s+(?:brackets|parentheses)",
    re.IGNORECASE,
)
_FIGURE_BEFORE_BRACKET = re.compile(r"\d[\d,.]*\s*(?:%|[mk]|bn|million|billion)?\s*$", re.IGNORECASE)


def bracket_notes(text: str) -> list[tuple[int, Quantity]]:
    """Where ``text`` says what period its bracketed figures are for ("Figures for 2022/23 are
    shown in brackets"), in order: ``(position, period)``."""
    notes = []
    declared_spans = []
    for declared in _BRACKETS_FOR.finditer(text):
        declared_spans.append(declared.span())
        period = declared.group("period") or declared.group("noted") or declared.group("until")
        periods = [q for q in extract(period) if q.kind is Kind.TIME]
        if periods:
            notes.append((declared.start(), periods[0]))
    for phrase in _IN_BRACKETS.finditer(text):
        if any(a <= phrase.start() < b for a, b in declared_spans):
            continue
        period = _period_in_note(text, phrase.start(), phrase.end())
        if period is not None:
            notes.append((phrase.start(), period))
    return sorted(notes, key=lambda note: note[0])


def _period_in_note(text: str, start: int, end: int) -> Quantity | None:
    """The period a note written in other words gives its brackets ("the figure in brackets is what
    we charged in 2024", "with the 2023 fee in brackets"): the one said right before "in brackets",
    else the first after it, within the note's clause."""
    low = max((text.rfind(mark, 0, start) for mark in _NOTE_ENDS), default=-1) + 1
    # ("the number after each figure, in brackets, relates to calendar year 2022": an aside's comma)
    resume = end + 1 if text[end : end + 1] == "," else end
    ends = [at for at in (text.find(mark, resume) for mark in _NOTE_ENDS) if at >= 0]
    high = min(ends, default=len(text))
    periods = [q for q in extract(text[low:high]) if q.kind is Kind.TIME and q.year]
    # (not one outside the note's own brackets: "Key figures for 2023-24 (the figure in brackets is
    # for 2022-23)")
    before = [
        q
        for q in periods
        if q.end + low <= start
        and start - (q.end + low) <= _NOTE_REACH
        and "(" not in text[q.end + low : start]
    ]
    if before:
        return before[-1]
    after = [q for q in periods if q.start + low >= end]
    return after[0] if after else None


# "the figure in brackets is", "with the 2023 fee in brackets", "the 2024 rate is in brackets",
# "bracketed figure = 2023 equivalent"
_IN_BRACKETS = re.compile(
    r"\bin\s+(?:brackets|parentheses)\b|\bbracketed\s+(?:figures?|amounts?|numbers?)\s*(?:=|is|are)",
    re.IGNORECASE,
)
_NOTE_ENDS = (".", ";", ":", ",", "\n")
# What a figure is compared with: "against 32% in 2022", "compared with 32%".
_SET_AGAINST = re.compile(
    r"\b(?:against|compared\s+(?:with|to)|versus|than)\s+(?:about\s+|around\s+|some\s+|just\s+)?$",
    re.IGNORECASE,
)
_FIGURE_THEN_BRACKET = re.compile(r"\s*[£$€]?\d[\d,.]*(?:\s*(?:%|[A-Za-z]{1,6}))?\s*\(\s*")
_NOTE_BELOW = 300  # characters from a bracketed figure down to a note written under its list
_NOTE_REACH = 16  # characters between the period and "in brackets": "2024 rate is "


def bracket_note(notes: list[tuple[int, Quantity]], end: int) -> Quantity | None:
    """The period the last of ``notes`` (see ``bracket_notes``) before ``end`` gives; else that of
    the first note a little way after ``end``; else None."""
    before = [period for at, period in notes if at < end]
    if before:
        return before[-1]
    # (or a note written under its list: "The number after each figure, in brackets, relates to
    # calendar year 2022.")
    after = [period for at, period in notes if end <= at <= end + _NOTE_BELOW]
    return after[0] if after else None


def _in_tally(text: str, start: int, end: int) -> bool:
    """True for a count that is one side of a vote's tally."""
    return any(
        m.start() <= start and end <= m.end() for m in _TALLY.finditer(text, max(0, start - 30), end + 30)
    )


_ASIDE_SPAN = 60  # characters of a comma-bounded aside between a figure's phrase and its verb
_VERB_TO_FIGURE = re.compile(r"\s*(?:was|were|is|are|stood\s+at|came\s+to|totalled|reached)\s+\S*", re.I)
_OF_THEM_ASIDE = re.compile(
    r",\s*(?:none|all|both|most|some|each|many|several|\w+)\s+of\s+(?:them|these|those)\b", re.I
)


def _without_asides(text: str, end: int, breaks: list[int]) -> tuple[list[int], list[tuple[int, int]]]:
    """The clause breaks around a figure, less the two commas of a short aside about "them" right
    after its phrase: "Four reports, none of them in the UK, involved injury" says the four
    involved injury. Also the asides' spans, whose words put nothing further away."""
    asides: list[tuple[int, int]] = []
    after = [at for at in breaks if at >= end]
    if len(after) >= 2:
        first, second = after[0], after[1]
        if (
            text[first] == ","
            and text[second] == ","
            and second - first <= _ASIDE_SPAN
            and first - end <= 30
            and _OF_THEM_ASIDE.match(text, first)
        ):
            breaks = [at for at in breaks if at not in (first, second)]
            asides.append((first, second))
    # ... nor a "which" clause between a subject and the verb that gives its figure: "The rate set
    # at the 2019 valuation, which applied from 2020/21 to 2022/23, was 19.6%".
    before = [at for at in breaks if at < end]
    if len(before) >= 2:
        first, second = before[-2], before[-1]
        aside = _ASIDE.match(text, first)
        if (
            aside is not None
            and aside.end() == second + 1
            and _VERB_TO_FIGURE.fullmatch(text, second + 1, end)
        ):
            breaks = [at for at in breaks if at not in (first, second)]
            asides.append((first, second))
    return breaks, asides


def context_words(text: str) -> list[str]:
    """The words of ``text`` that can say what a figure is: content stems, and figures as written."""
    return [
        token.norm if token.norm[:1].isdigit() else token.stem
        for token in tokenize(text)
        if (token.norm[:1].isdigit() or is_content(token.norm)) and token.norm not in _NOT_CONTEXT
    ]


def _is_act(token: Token) -> bool:
    """A verb in the past tense, written in lower case."""
    return not token.capitalised and is_past_tense(token.norm)


def _predicate(text: str, end: int) -> int | None:
    """Where the verb starts that the part of a whole is the subject of, after the whole's noun
    phrase ending at ``end``: the last verb or auxiliary of the clause ("the 27 patients colonised
    with Klebsiella | developed an infection", "the 58 polling stations | did not meet"); not a
    participle said of the noun ("visited by inspectors") nor a clause's of its own ("they visited").
    None where the clause has none."""
    found = None
    tokens = tokenize(text[end : end + 200], end)
    scan = end
    for i, token in enumerate(tokens):
        if _CLAUSE_END.search(text, scan, token.start):
            break
        scan = token.start
        norm = token.norm
        if token.capitalised or not (norm in _VERB_STARTS or is_past_tense(norm)):
            continue
        after = tokens[i + 1].norm if i + 1 < len(tokens) else ""
        before = tokens[i - 1].norm if i else ""
        if after != "by" and before not in _PRONOUNS:
            found = token.start
    return found


def _label(text: str, low: int, end: int, words: int = _LABEL_WORDS, colon: int | None = None) -> bool:
    """True for the colon after a label that starts its sentence and a figure or date right after
    it ("First published: 19 June 2024"): what follows is what the label names, not another clause
    (as in "Exports fell 12%: imports rose 8%"). The label is ``text[low:end]``; its colon is at
    ``end`` unless given (after the date the label is of: "Members at 31 December 2024:")."""
    colon = end if colon is None else colon
    return (
        text[colon] == ":"
        and len(text[low:end].split()) <= words
        and not _DIGIT.search(text, low, end)
        and _LABELLED.match(text, colon + 1) is not None
    )


# The date a list's label is of, before its colon: "Members at 31 December 2024", "Balance on 1 April 2024"
_LABEL_DATED = re.compile(
    r"\s+(?:as\s+)?(?:at|on|in|to|for|by)\s+(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:19|20)\d\d(?:[-/]\d{2,4})?\s*$"
)


def label_word(text: str) -> str:
    """The first word of a label that opens ``text`` ("Date" in "Date of publication: 2 July
    2024"); empty where ``text`` opens with none."""
    low, colon = len(text) - len(text.lstrip()), text.find(":")
    return text[low:colon].split()[0] if colon > low and _label(text, low, colon) else ""


def _says_of(text: str, low: int, high: int) -> bool:
    """True where ``text[low:high]`` holds the word "of": a cheap test before the searches for a
    part and its whole."""
    return text.find("of ", low, high) >= 0 or text.find("Of ", low, high) >= 0


def _people_counted(text: str, low: int, high: int) -> frozenset[str]:
    """The people (stems of HUMAN) that the last count of people in ``text[low:high]`` counts."""
    return _last_counted(text, low, high, HUMAN)


def list_counted(text: str, item: int) -> frozenset[str]:
    """What the line opening the list whose item starts at ``item`` counts, where it ends with a
    colon after a count ("The OIA closed 23 complaints about the University in 2022:"); else none."""
    line = text.rfind("\n", 0, item) + 1
    if not _BULLET.match(text, line):
        return frozenset()
    for _ in range(_LIST_REACH):  # a list's opening line is read only this far up
        if line == 0:
            break
        line = text.rfind("\n", 0, line - 1) + 1
        opening = text[line : text.find("\n", line)].rstrip()
        if not _BULLET.match(text, line):
            return _last_counted(text, line, line + len(opening)) if opening.endswith(":") else frozenset()
    return frozenset()


# A label that gives the figure after it as aimed at or foreseen, as its first word or in brackets:
# "(target: 95%)", "Forecast: £4.1m" (not "answered within target: 87%", nor "- Goals: 71").
_PLAN_LABEL = re.compile(
    r"(?:^|[(\n]|[-•*]\s)\s*(?:target|forecast|goal|aim|ambition|plan)\s*:\s*$", re.IGNORECASE
)
_DENYING_LABEL = re.compile(r"(?:not|no)\s", re.IGNORECASE)  # (not "Non-UK students")
_LIST_REACH = 30
_BULLET = re.compile(r"[ \t]*[-•*]\s")


def _last_counted(text: str, low: int, high: int, among: frozenset[str] | None = None) -> frozenset[str]:
    """What the last count in ``text[low:high]`` that says what it counts counts (only its words
    of ``among``, where given: none if that count counts something else, "30 beds" after "Twelve
    patients")."""
    for match in reversed(list(_NUMBER.finditer(text, low, high))):
        if match.group("num") and not match.group("pct"):
            counted = _unit(text, match.end())
            # "waited over 52 weeks" counts no one, nor "reached 34C"
            if counted and not counted & _TIME_UNITS and counted != _DEGREES:
                return counted if among is None else counted & among
    return frozenset()


def _unit(text: str, end: int) -> frozenset[str]:
    """What a count ending at ``end`` counts."""
    if _CELSIUS.match(text, end):
        return _DEGREES  # "topped 30C" is a temperature, no count of anything
    age = _AGE.match(text, end)
    if age:
        # "a 27-year-old runner" is no count of years ("banned for two years"), nor of months.
        return frozenset({age.group("unit").lower() + "-old"})
    found: list[str] = []
    # "Fourteen of the patients" counts patients, "two of those deaths" deaths (not "nine of its
    # remaining dams": only people and deaths).
    share = _SHARE_OF.match(text, end)
    if share:
        # ... and "four of the nine infected patients" patients.
        for token in tokenize(text[share.end() : share.end() + 40], share.end())[:3]:
            if token.stem in HUMAN | DEATHS:
                return frozenset({token.stem})
            if not (token.norm[:1].isdigit() or token.norm in NUMBER_VALUES or is_content(token.norm)):
                break
    scan, limit, previous = end, _UNIT_WORDS, end
    for token in tokenize(text[end : end + 60], end):
        if _CLAUSE_END.search(text, scan, token.start):
            # "402,800 fraud and computer misuse offences" counts offences: an "and" joining two
            # words of what is counted does not end it.
            if not (found and text[previous : token.start] == " and " and token.norm.isalpha()):
                break
            scan, limit = token.start, _UNIT_WORDS + 2
        if token.norm == "and" and found:
            continue
        if token.norm == "such" and not found:
            continue  # "402,000 such offences" counts offences
        if token.norm in ("and", "to", "or") or token.norm[:1].isdigit() or token.norm in NUMBER_VALUES:
            if not found:
                continue  # "between four and seven months": the count is of months
            break
        # Lower case only: "40C" is a temperature.
        if token.norm in _GLUED_UNITS and not found and token.start == end and text[end].islower():
            found.append(_GLUED_UNITS[token.norm])
            previous = token.end
            continue
        if token.norm in _UNIT_ABBREVIATIONS and not found and token.start > end:  # not "VM 2.7m"
            # "640 m" counts metres, as "300 metres"; "99.6 Ml/d" megalitres, not millilitres
            mega = token.norm == "ml" and text[token.start] == "M"
            found.append(_MEGALITRES if mega else _UNIT_ABBREVIATIONS[token.norm])
            previous = token.end
            continue
        if not is_content(token.norm) or token.norm in _NOT_CONTEXT or token.norm in _UNIT_STOPS:
            break
        found.append(token.stem)
        previous = token.end
        if len(found) == limit:
            break
    return frozenset(found)


# A count's whole, then its parts by where they come from: "214 responses: 131 from drivers and ".
_BREAKDOWN = re.compile(
    r"\d[\d,]*\s+[a-z]+:\s+(?:\d[\d,]*\s+(?:from|in|at|by|for)\s+[^,;:.\d]*?(?:,\s*|\s+and\s+))*$"
)
_DID_AFTER = re.compile(r"\s+([a-z]+)\b")


def _did_after(text: str, end: int) -> bool:
    """True for a verb right after a count: "231 started", "83 came from drivers"."""
    word = _DID_AFTER.match(text, end)
    return word is not None and (word.group(1).endswith("ed") or is_past_tense(word.group(1)))


_CELSIUS = re.compile(r"°?C(?![A-Za-z])")
_DEGREES = frozenset({"celsius"})


def similarity(
    claim: Quantity,
    evidence: Quantity,
    idf: Callable[[str], float],
    surroundings: dict[str, float] | None = None,
) -> float:
    """How much of what ``claim`` is said of is said, as close, of ``evidence`` (0 to 1): the
    IDF-weighted overlap of their surroundings (``surroundings`` instead of the claim's own)."""
    mine = claim.surroundings if surroundings is None else surroundings
    theirs = evidence.surroundings
    whole = 0.0
    shared = 0.0
    for word, weight in mine.items():
        importance = idf(word)
        whole += importance * weight
        other = theirs.get(word)
        if other:
            shared += importance * min(weight, other)
    return shared / whole if whole else 0.0


def own_surroundings(quantity: Quantity, others: list[Quantity]) -> dict[str, float]:
    """The words of a sentence that describe ``quantity`` rather than another of its figures of
    the same kind ("founded in 2015 and acquired by Globex in 2021": Globex is 2021's)."""
    # A part is said of its whole's words: "104 of the 736 remaining toilets ... are open".
    whole = quantity.part_of[0] if quantity.part_of else None
    rivals = [
        o.surroundings for o in others if o is not quantity and o.kind is quantity.kind and o.start != whole
    ]
    if not rivals:
        return quantity.surroundings
    return {
        word: weight
        for word, weight in quantity.surroundings.items()
        if all(weight >= rival.get(word, 0.0) for rival in rivals)
    }


def spellings(quantity: Quantity) -> tuple[str, ...]:
    """The tokens a text may hold where it states ``quantity`` ("3" or "three"; a date's year)."""
    if quantity.kind is Kind.TIME:
        return (str(quantity.year),) if quantity.year else ()
    key = quantity.key
    if key in NUMBER_VALUES:
        return key, str(NUMBER_VALUES[key])
    if "." in key and key.rstrip("0").endswith("."):
        return key, key.split(".")[0]  # "$214.0m" is written "$214m" too
    named = [word for word, value in NUMBER_VALUES.items() if key == str(value)]
    whole_part, _point, fraction = key.partition(".")
    if fraction == "5" and whole_part.isdigit():  # "2.5" is written "two and a half" too
        named += [whole_part, *(word for word, value in NUMBER_VALUES.items() if whole_part == str(value))]
    if quantity.kind is Kind.MONEY and quantity.value >= 1e6:
        # "£26.6m" is written "£26,600,000" too, and the other way round.
        whole = quantity.value
        named += [str(int(whole))] if whole == int(whole) else []
        for scale in (1e9, 1e6):
            if whole >= scale:
                named.append(f"{whole / scale:g}")
                break
    if key.isdigit() and quantity.value != float(key):
        named.append(key + ".0")  # "$214m" is written "$214.0m" too
    if key.isdigit() and quantity.kind is Kind.PERCENT and 0 < quantity.tolerance <= 0.5 and key != "0":
        # "86 per cent" is 86.2% rounded: each one-place figure that rounds to it.
        whole = int(key)
        named += [f"{whole - 1}.{tenth}" for tenth in range(5, 10)] + [
            f"{whole}.{tenth}" for tenth in range(5)
        ]
    if key.isdigit() and len(key) == 2 and key[1] != "0":
        # "eighty-five" is indexed as its words: its tens word finds it.
        named += [word for word in _TENS if str(NUMBER_VALUES[word]) == key[0] + "0"]
    return tuple(dict.fromkeys((key, *named)))


_NAME = re.compile(r"[^\W\d_]+", re.UNICODE)


def _names_before(text: str, start: int, opening: bool, low: int = 0) -> tuple[str, ...]:
    """Capitalised words (not opening the sentence, unless an acronym) before ``start`` in its
    sentence, and not before ``low``."""
    ends = [m.end() for m in _sentence_ends(text, max(0, start - 300), start)]
    low = max(low, ends[-1] if ends else max(0, start - 300))
    names: list[str] = []
    for number, m in enumerate(_NAME.finditer(text, low, start)):
        word = m.group()
        lower = word.lower()
        if not word[0].isupper() or len(word) < 2 or lower in STOPWORDS or lower in MONTHS:
            continue
        if number == 0 and not opening and sum(1 for ch in word if ch.isupper()) < 2:
            continue  # a capital opening a sentence is grammar
        names.append(stem(lower))
    return tuple(names)


_SMALL_NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})"
# "three in five doors": a share, said as a percentage is.
_PROPORTION = re.compile(
    rf"\b(?P<part>{_SMALL_NUMBER})\s+in\s+(?P<whole>{_SMALL_NUMBER})\b(?!\s*(?:%|per))", re.I
)
# "cut by half", "reduced by a third": a change by a fraction; not "by half a percentage point" or
# "by a quarter of a second". (Not "halved": that word says the direction too, and is read as a word.)
_FRACTIONS = {"half": 50.0, "third": 100 / 3, "quarter": 25.0, "two thirds": 200 / 3, "three quarters": 75.0}
_FRACTION_CHANGE = re.compile(
    r"(?<=\bby\s)(?:(?:a|one)[\s-])?(?P<fraction>half|third|quarter|two[\s-]thirds|three[\s-]quarters)\b"
    r"(?!\s+(?:a|an|of|part(?:y|ies))\b)",  # (nor "caused by third parties")
    re.IGNORECASE,
)

# (not "two quarters of 2023": those are periods)
_FRACTION_IN_WORDS = re.compile(
    r"\b(?:two|three|four)[\s-](?:thirds|quarters|fifths)\b(?!\s+of\s+(?:the\s+)?(?:year|(?:19|20)\d\d))",
    re.IGNORECASE,
)


def _proportion(match: re.Match[str], text: str) -> Quantity | None:
    part, whole = (_small_number(match.group(g)) for g in ("part", "whole"))
    if not 0 < part < whole:
        return None
    return Quantity(
        Kind.PERCENT,
        match.group(),
        match.start(),
        match.end(),
        100.0 * part / whole,
        # Said to the nearest share: "three in five" is 50-70%; "one in five" is nearer a fifth than
        # a quarter or a sixth (16.7-25%), so not 13.4%.
        tolerance=50.0 / whole if part > 1 or whole < 3 else 50.0 * (1 / (whole - 1) - 1 / (whole + 1)),
        qualifier=_qualifier(text, match.start()),
        context=text,
    )


def _fraction_change(match: re.Match[str], text: str) -> Quantity:
    """A change by a fraction said in words, as a percentage within a twentieth of it: "cut by
    half" is a cut of 47.5-52.5%."""
    word = re.sub(r"[\s-]", " ", match.group("fraction").lower())
    value = _FRACTIONS[word]
    return Quantity(
        Kind.PERCENT, match.group(), match.start(), match.end(), value, tolerance=0.05 * value, context=text
    )


def _small_number(word: str) -> int:
    lowered = word.lower()
    return int(lowered) if lowered.isdigit() else NUMBER_VALUES.get(lowered, 1)


def _qualifier(text: str, start: int) -> str:
    window = text[max(0, start - 25) : start]
    if window.isascii() and not window.rstrip().lower().endswith(_QUALIFIER_ENDINGS):
        return ""  # no qualifier ends here: spare the three searches
    for pattern, mark in _QUALIFIERS:
        if pattern.search(window):
            return mark
    return ""


def _date(match: re.Match[str], text: str) -> Quantity | None:
    groups = match.groupdict()
    year = int(groups["y"]) if groups.get("y") else None
    if groups.get("yy"):
        year = int(groups["yy"]) + (2000 if int(groups["yy"]) < 70 else 1900)  # "FY99" is 1999
    if groups.get("next") and year is not None and int(groups["next"]) != (year + 1) % 100:
        return None  # "1990-95" is a range, left to the numbers
    if groups.get("m"):
        month: int | None = MONTHS[groups["m"].lower().rstrip(".")]
    elif groups.get("mn"):
        month = int(groups["mn"])
    else:
        month = None
    day = int(groups["d"]) if groups.get("d") else None
    quarter = (
        _QUARTERS[groups["q"].lower()] if groups.get("q") else int(groups["qn"]) if groups.get("qn") else None
    )
    if groups.get("qm"):
        quarter = MONTHS[groups["qm"].lower()] // 3
    if (month is not None and not 1 <= month <= 12) or (day is not None and not 1 <= day <= 31):
        return None
    if groups.get("m") == "May" and day is None and year is None:
        return None
    written = match.group()
    if groups.get("m") and match.end() < match.end("m"):
        # the first day of a span ("14" of "14 to 27 April 2025"): labelled with its month and year
        written = " ".join(part for part in (written, match.group("m"), groups.get("y")) if part)
    elif groups.get("y") and match.end() < match.end("y"):
        written = (
            f"{written} {groups['y']}"  # the first month of a span ("January" of "January to June 2025")
        )
    return Quantity(
        Kind.TIME,
        written,
        # A season is said of its year, and stays a word of the text around it ("now saying spring 2028").
        match.start("y") if groups.get("s") else match.start(),
        match.end(),
        year=year,
        month=month,
        day=day,
        quarter=quarter,
        season=groups["s"].lower().replace("fall", "autumn") if groups.get("s") else "",
        qualifier=_qualifier(text, match.start()),
        context=text,
        key=str(year) if year else "",
        titled="" if month or quarter or groups.get("s") else _heading_of(text, match.start()),
    )


def _number(match: re.Match[str], text: str) -> Quantity | None:
    raw = match.group("num")
    lowered = raw.lower()
    # "Flight 610" is a name; "Corvanta 250 million" and "Acme 12%" are not.
    code = match.group("code")
    if code and not (match.group("scale") or "," in raw or "." in raw or "$" in code):
        code = None  # "ISO 9001", "FY 2023": a name and a number, not an amount
    measured = match.group("cur") or code or match.group("scale") or match.group("pct")
    begin = match.start() if match.group("cur") or code else match.start("num")
    if not measured and _is_identifier(text, match.start("num"), match.start("num") + len(raw)):
        return None
    scale_word = (match.group("scale") or "").lower()
    if lowered == "one" and not scale_word and not _AND_A_HALF.match(text, match.end("num")):
        return None  # "one of the founders" is not a count worth checking
    if lowered in NUMBER_VALUES or lowered == "one":
        value, decimals = float(NUMBER_VALUES.get(lowered, 1)), 0
    elif lowered[:1].isalpha():  # "twenty-three"
        tens, units = re.split(r"[-\s]", lowered)
        value, decimals = float(NUMBER_VALUES[tens] + NUMBER_VALUES.get(units, 1)), 0
    else:
        value = float(raw.replace(",", ""))
        decimals = len(raw.split(".")[1]) if "." in raw else 0
    # A lone "m"/"b"/"k" is a scale only right after a currency amount ("$8b"), or written onto a
    # count of things ("1.25m customers"); not "5 m tall", "a 40m tower" or "2.5m high".
    if scale_word in ("m", "b", "k") and not (
        match.group("cur")
        or code
        or (scale_word != "b" and match.start("scale") == match.end("num") and _counted(text, match.end()))
    ):
        scale_word = ""
    scale = _SCALES.get(scale_word, 1.0)
    currency = match.group("cur") or code or match.group("cur2")
    percent = match.group("pct")
    end = match.end() if scale_word or percent or match.group("cur2") else match.start("num") + len(raw)
    a_year = raw.isdigit() and 1800 <= value <= 2100
    if a_year and value % 10 == 0 and text[end : end + 1] == "s":
        # "the 1990s": a decade, stated by any year of it and contradicted by another decade
        start = match.start("num")
        return Quantity(
            Kind.TIME, raw + "s", start, end + 1, year=int(value), season=DECADE, context=text, key=raw
        )
    half = None if scale_word or percent or currency or a_year else _AND_A_HALF.match(text, end)
    if half is not None:  # "two and a half months" is 2.5 months, not two
        value, decimals, end = value + 0.5, 1, half.end()
    if percent:
        kind = Kind.PERCENT
    elif currency:
        kind = Kind.MONEY
    elif not scale_word and "," not in raw and "." not in raw and a_year:
        return Quantity(
            Kind.TIME,
            raw,
            match.start("num"),
            match.start("num") + len(raw),
            year=int(value),
            qualifier=_qualifier(text, begin),
            context=text,
            key=raw,
            titled=_heading_of(text, match.start("num")),
        )
    else:
        kind = Kind.COUNT
    qualifier = _qualifier(text, begin)
    tolerance = 0.5 * 10.0 ** (-decimals) * scale
    return Quantity(
        kind,
        text[begin:end].strip(),
        begin,
        end,
        value=value * scale,
        tolerance=tolerance,
        qualifier=qualifier,
        context=text,
        key=f"{value:g}" if half else lowered.replace(",", ""),
        currency=_currency(currency) if kind is Kind.MONEY else "",
    )


def _durations(text: str, stopwatch: bool | None) -> list[Quantity]:
    """The durations ``text`` gives (see ``_duration``); a stopwatch's two-part times too where
    ``stopwatch`` says its document writes times so."""
    found: list[Quantity] = []
    for match in _SPOKEN_DURATION.finditer(text) if _MINUTES_HINT(text) else ():
        hours, minutes, seconds = (
            match.group("h") or match.group("h2"),
            match.group("m") or match.group("m2"),
            match.group("s"),
        )
        found.append(_duration(match, text, hours, minutes, seconds))
    if ":" not in text or not _DIGIT_COLON.search(text):
        return found
    legend = STOPWATCH_LEGEND.search(text) is not None if stopwatch is None else stopwatch
    for match in _STOPWATCH.finditer(text):
        if _overlaps(match.start(), match.end(), [(q.start, q.end) for q in found]):
            continue
        before = text[max(0, match.start() - 50) : match.start()]
        if _AT_CLOCK.search(before) or _AM_PM.match(text, match.end()):
            continue  # "at 14:05:33", "9:30am": a time of day
        hours, minutes, seconds = match.group("h"), match.group("m"), match.group("s")
        if hours is None and int(minutes) < 24 and not legend:
            continue  # "07:00", "8:41" may be a time of day
        if int(seconds) >= 60 or (hours is not None and int(minutes) >= 60):
            continue
        found.append(_duration(match, text, hours, minutes, seconds))
    return found


def _duration(
    match: re.Match[str], text: str, hours: str | None, minutes: str, seconds: str | None
) -> Quantity:
    """A duration as a count of its largest unit, to half its smallest: "6 hours and 20 minutes" is
    6.33 hours, as "11 hours" is 11; "42:19" is 42.32 minutes."""
    in_minutes = 60.0 * int(hours or 0) + int(minutes) + int(seconds or 0) / 60.0
    finest = 0.5 / 60.0 if seconds else 0.5
    scale = 60.0 if hours else 1.0
    return Quantity(
        Kind.COUNT,
        match.group().strip(),
        match.start(),
        match.end(),
        value=in_minutes / scale,
        tolerance=finest / scale,
        qualifier=_qualifier(text, match.start()),
        context=text,
        key=hours or minutes,
        counts=frozenset({"hour" if hours else "minut"}),
        duration=True,
    )


def _currency(written: str) -> str:
    """The currency an amount is in, as one code: "€" and "euros" are "EUR"; "$" and "dollars"
    stay "$", which may be any dollar."""
    written = written.strip().upper()
    return _CURRENCIES.get(written, written)


_CURRENCIES = {
    "€": "EUR", "EUROS": "EUR", "£": "GBP", "POUNDS": "GBP", "US$": "USD", "DOLLARS": "$", "YEN": "JPY",
    "YUAN": "CNY", "FRANCS": "CHF", "RUPEES": "INR", "KRONOR": "SEK",
}  # fmt: skip
_DOLLARS = frozenset({"USD", "AUD", "CAD", "NZD", "HKD", "SGD", "A$", "C$", "NZ$", "HK$", "S$"})
_TO_END = re.compile(r"\s+to\s")  # the other end of a change, right after its start
_COUNTED = re.compile(r"\s+([a-z]+)\b")  # the word after "1.25m"
# What "1.25m" counts in millions when written right before it ("customers"): never "the 400m hurdles".
_MILLIONS_OF = HUMAN | stems("""tonnes barrels shares votes homes jobs viewers subscribers accounts
    devices vehicles cars visitors downloads""")
_CODE_BEFORE = re.compile(r"[A-Za-z][A-Za-z0-9]*-(?:[0-9]+-)*$")  # a code's letters, then its parts
_PERIOD_PREFIX = re.compile(r"^(?:mid|pre|post|early|late|end|[QH][1-4]|FY)-$", re.I)
_PREVIOUS_WORD = re.compile(r"([A-Za-z][\w-]*) $")  # one space: a wider gap is a table's column break
_NEXT_WORD = re.compile(r"\s*-?([A-Za-z]+)")


def _counted(text: str, end: int) -> bool:
    """True where the word after a count is one of the things counted in millions (``_MILLIONS_OF``)."""
    word = _COUNTED.match(text, end)
    return word is not None and stem(word.group(1)) in _MILLIONS_OF


# Nouns that a number after them names, not counts: "section 106", "clause 31.2".
_NUMBERED = words(
    "section clause paragraph article regulation schedule chapter annex appendix rule page lot scope"
)
# The later numbers of a list of them: "scope 1 and 2", "sections 3, 4 and 7".
_NUMBERED_LIST = re.compile(
    r"\b(?:" + "|".join(sorted(_NUMBERED)) + r")s?\s+\d+(?:\s*,\s*\d+)*(?:\s*,\s*|\s*,?\s*(?:and|or|to)\s+)$",
    re.I,
)


def _is_identifier(text: str, start: int, end: int) -> bool:
    """A number that is part of a name: "Flight 610", "Phase 3", "737 MAX", "Section 230", "TSF2"."""
    if start > 0 and text[start - 1].isalpha():
        return True
    if start > 1 and text[start - 1] == "-":
        # "VELOX-3", "COVID-19", "F-35", "CVX-23-0418", "under-18"; not "mid-2023" or "Q3-2024".
        code = _CODE_BEFORE.search(text, max(0, start - 24), start)
        if code and not _PERIOD_PREFIX.search(code.group()):
            return True
    before = _PREVIOUS_WORD.search(text, max(0, start - 40), start)
    if before and (before.group(1).lower() in _NUMBERED or before.group(1).lower()[:-1] in _NUMBERED):
        return True  # "under section 106", "clause 31.2", "Lot 2"
    if _NUMBERED_LIST.search(text, max(0, start - 40), start):
        return True
    if before and _PERIOD_NAME.fullmatch(before.group(1)):
        return False  # "H1 2024", "FY 2023": a period, not a name
    if before and before.group(1)[0].isupper() and before.group(1).lower() not in STOPWORDS:
        word = before.group(1).lower()
        if _heading_of(text, start) and _A_YEAR.fullmatch(text[start:end]):
            return False  # a heading's year: "Annual Report 2023", "Season Figures 2024"
        if word not in MONTHS and word not in _SCALES and word not in _HOLIDAYS:
            return True
    if end < len(text) and text[end].isupper() and text[end] not in "CF":
        return True  # "5G", "3D": a letter written onto the number names a thing (not "11.4C")
    if "," in text[start:end]:
        return False  # "5,030 FTE" counts posts: a code is not written with a thousands comma
    after = _NEXT_WORD.match(text, end)
    return bool(after and len(after.group(1)) > 1 and after.group(1).isupper())


# Feasts and holidays a year is written after ("from Easter 2026", "by Diwali 2024"): a date's
# year, not a name's number as in "Vision 2030". Not those that run into the next year ("Christmas
# 2024" trading runs to 4 January 2025; Hogmanay 2024 sees in 2025).
_HOLIDAYS = frozenset(
    {
        "easter", "whitsun", "whitsuntide", "thanksgiving", "diwali", "eid", "ramadan", "lent",
        "michaelmas", "passover", "midsummer", "halloween",
    }
)  # fmt: skip
# What a document or a season of a year is headed ("ANNUAL REPORT 2023", "Season Figures 2024"):
# the year after it is a year, not a name's number as in "Vision 2030".
_OF_A_YEAR = frozenset(
    {
        "report", "review", "summary", "accounts", "season", "figures", "results", "survey",
        "newsletter", "statistics", "roundup", "round-up", "yearbook",
    }
)  # fmt: skip


def _heading_of(text: str, start: int) -> str:
    """The stem of the capitalised word a heading's year at ``start`` follows ("Report" of "Annual
    Report 2023"); else ""."""
    before = _PREVIOUS_WORD.search(text, max(0, start - 40), start)
    if before is None or not before.group(1)[0].isupper() or before.group(1).lower() not in _OF_A_YEAR:
        return ""
    return stem(before.group(1).lower())


_HEADING_STEMS = frozenset(
    stem(word) for word in (*_OF_A_YEAR, "annual", "yearly", "trading", "year-end", "end")
)
_A_YEAR = re.compile(r"(?:18|19|20)\d\d")
_QUARTERS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_PERIOD_NAME = re.compile(r"[HQ][1-4]|FY|CY")


def _quarter_of(quantity: Quantity) -> int | None:
    if quantity.quarter:
        return quantity.quarter
    return (quantity.month - 1) // 3 + 1 if quantity.month else None


# The months of each season, as the northern hemisphere's seasons are usually reported.
_SEASONS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "winter": (12, 1, 2)}


def _seasons_differ(a: Quantity, b: Quantity) -> bool:
    """True for two seasons that differ, or a season and a month outside it."""
    if a.season and b.season:
        return a.season != b.season
    for season, dated in ((a.season, b), (b.season, a)):
        if season and dated.month:
            return dated.month not in _SEASONS[season]
    return False


def agrees(claim: Quantity, evidence: Quantity) -> bool:
    """True when the evidence quantity states what the claim quantity says (or more precisely)."""
    if claim.kind != evidence.kind:
        return False
    if claim.kind is Kind.TIME:
        if DECADE in (claim.season, evidence.season):
            # "the 1990s" is stated by 1995; 1995 is not stated by "the 1990s"
            return claim.season == DECADE and _decade(claim) == _decade(evidence)
        pairs = ((claim.year, evidence.year), (claim.month, evidence.month), (claim.day, evidence.day))
        # Every part the claim states must be stated, equal, by the evidence.
        if claim.quarter and _quarter_of(evidence) != claim.quarter:
            return False
        if claim.season and not (
            claim.season == evidence.season or (evidence.month and evidence.month in _SEASONS[claim.season])
        ):
            return False  # "spring 2025" is not stated by "2025", nor by "autumn 2025"
        return (
            all(c is None or c == e for c, e in pairs)
            and all(c is None or e is not None for c, e in pairs)
            and not (claim.day is not None and _hours_differ(claim, evidence))
        )
    return _same_currency(claim, evidence) and _within(claim, evidence)


DECADE = "decade"  # the season of "the 1990s": a span of ten years, not a season of one


def _decade(date: Quantity) -> int | None:
    return None if date.year is None else date.year // 10


def _same_currency(claim: Quantity, evidence: Quantity) -> bool:
    """False for amounts in two different currencies ("EUR 7,500" and "KSC 7,500"); "$" is any
    dollar, and an amount without a currency may be in any."""
    a, b = claim.currency, evidence.currency
    if not a or not b or a == b:
        return True
    return "$" in (a, b) and all(c == "$" or c in _DOLLARS for c in (a, b))  # not "R$", the real


def at_other_times(times: Sequence[Quantity], found: Sequence[Quantity]) -> bool:
    """True if ``found`` gives dates and each of them differs from every one of ``times`` (a date
    compared with is none: "fell 2.6% to 44,120, but were 0.9% higher than in the September
    quarter 2023" is not of 2023)."""
    dates = [q for q in found if q.kind is Kind.TIME and not q.compared_with]
    return bool(times and dates) and all(conflicts(t, d) for t in times for d in dates)


def conflicts(claim: Quantity, evidence: Quantity) -> bool:
    """True when both state the same kind of quantity and the values cannot both be right."""
    if claim.kind != evidence.kind:
        return False
    if claim.kind is Kind.TIME:
        if DECADE in (claim.season, evidence.season):
            return None not in (claim.year, evidence.year) and _decade(claim) != _decade(evidence)
        pairs: tuple[tuple[int | None, int | None], ...] = (
            (claim.year, evidence.year),
            (claim.month, evidence.month),
            (claim.day, evidence.day),
        )
        if claim.year == evidence.year and _seasons_differ(claim, evidence):
            return True  # "spring 2025" and "autumn 2025", or "September 2025"
        if claim.quarter or evidence.quarter:
            # "the third quarter of 2025" against "the first quarter" or "February 2025"
            pairs = ((claim.year, evidence.year), (_quarter_of(claim), _quarter_of(evidence)))
        for split, dated in ((claim, evidence), (evidence, claim)):
            if (
                split.year
                and dated.year
                and dated.month
                and not split.month
                and _SPLIT_YEAR.search(split.text)
            ):
                # "in 2023-24" spans "January 2024": where the year turns is not said
                return dated.year not in (split.year, split.year + 1)
        if any(c is not None and e is not None and c != e for c, e in pairs):
            return True
        # the same day at another hour: "until noon on 30 September" against "until midnight on"
        return claim.day is not None and _hours_differ(claim, evidence)
    if not _same_currency(claim, evidence):
        return False  # "USD 1.42 billion, equivalent to KSC 9.8 billion"
    if evidence.qualifier and not claim.qualifier:
        # "more than 1,000" does not contradict "1,200", but it does contradict "250".
        c, e = claim.value, evidence.value
        tolerance = max(claim.tolerance, evidence.tolerance, 1e-9)
        if evidence.qualifier == ">":
            return c < e - tolerance
        if evidence.qualifier == "<":
            return c > e + tolerance
        return abs(c - e) > max(0.1 * abs(e), tolerance)
    # Between half a rounding step and a whole one, a rounded figure neither states the value nor
    # contradicts it: "about 75" for 72 is rounded carelessly, not false. (Not where both are said
    # as rough: "about $700 billion" is no rounding of "about $639 billion".)
    both_rough = claim.qualifier == "~" and evidence.qualifier == "~"
    return not _within(claim, evidence, steps=0.5 if both_rough else 1.0)


def _hours_differ(claim: Quantity, evidence: Quantity) -> bool:
    """True where both dates end a span, or both start one, at an hour ("until noon on 30 September",
    "until midnight on 30 September"), and the hours differ."""
    mine, theirs = claim.minute_of_day, evidence.minute_of_day
    if mine is None or theirs is None or not claim.bound or claim.bound != evidence.bound:
        return False  # (only where both end a span, or both start one: not "opened at 7am on")
    # midnight starts its day or ends it: "just after midnight on" is "from 00:01 on"
    mine_at = (0, 1440) if mine == MIDNIGHT else (mine,)
    theirs_at = (0, 1440) if theirs == MIDNIGHT else (theirs,)
    return all(abs(a - b) > 1 for a in mine_at for b in theirs_at)


MIDNIGHT = -1  # the minute of the day of "midnight", which starts one day and ends the one before


_SPLIT_YEAR = re.compile(r"(?:19|20)\d\d\s?[-/–]\s?\d\d(?!\d)")  # "2023-24", "2023/24"


def _last_step(quantity: Quantity) -> float:
    """How finely a figure is rounded: 100 for "14,200", a million for "5 million", 5 for "75".
    "About 14,200" is rounded to the hundred; it is not 13,900."""
    step = 2 * quantity.tolerance
    if step <= 0 or not math.isfinite(quantity.value) or not math.isfinite(step):
        return 0.0
    while quantity.value and abs(quantity.value / (step * 10) - round(quantity.value / (step * 10))) < 1e-6:
        step *= 10
    if round(quantity.value / step) % 10 == 5:
        step *= 5  # "about 75" and "nearly 2.5 million" are rounded to a five, not to the unit
    return step


def _within(claim: Quantity, evidence: Quantity, steps: float = 0.5) -> bool:
    if not (math.isfinite(claim.value) and math.isfinite(evidence.value)):
        return False  # a figure of 300 digits is no amount any source states
    if claim.per and evidence.per and claim.per != evidence.per:
        return False  # 4.9 per 1,000 is not 4.9 per 10,000
    c, e = claim.value, evidence.value
    tolerance = max(claim.tolerance, evidence.tolerance, 1e-9)
    if evidence.qualifier and evidence.qualifier == claim.qualifier and claim.qualifier != "~":
        return abs(c - e) <= tolerance
    if claim.qualifier == ">":
        return e >= c - tolerance
    if claim.qualifier == "<":
        return e <= c + tolerance
    if claim.qualifier == "~":
        # A rounded figure states a value within half its rounding step ("about 90%" is 85% to 95%).
        return abs(c - e) <= max(min(0.1 * abs(c), max(_last_step(claim) * steps, 0.02 * abs(c))), tolerance)
    return abs(c - e) <= tolerance
