"""Word tokens with character offsets, a light stemmer, stopwords and negation/hedge cues."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple


def words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` as a set (for word lists written as prose)."""
    return frozenset(text.split())


# Numbers keep their separators ("1,200.5"); words keep inner apostrophes ("didn't").
TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:['’][^\W\d_]+)*")

STOPWORDS = words("""a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it its
    itself just me more most my myself of off on once only or other our ours ourselves out over own
    same she should so some such than that the their theirs them themselves then there these they
    this those through to too under until up very was we were what when where which while who whom
    why will with would you your yours yourself yourselves said says say according per via upon
    among amid within toward towards whose whether yet s t ll d ve re m o y""")
# Words that turn a statement into its opposite. Kept out of STOPWORDS on purpose.
NEGATIONS = words("not no never none nobody nothing neither nor cannot without n't")
# Verbs that carry little of what a sentence says of its figure ("came to NZ$41.2m", "stood at 5.4%",
# "brought in £71,880", "went out to 9,800 beekeepers"): a source says the same with other verbs.
# Past forms, and "see" and "put", only: "stand", "take" and "make" are nouns too ("the new stand
# cost £8.5m"), and a present "makes" is no act the matcher holds a passage to.
LIGHT_VERBS = words("stood came brought made saw see seen went took got carried put")
_LIGHT_VERB_WEIGHT = 0.25


def share_of_weight(norm: str) -> float:
    """The share of its usual weight a written word has in a sentence's coverage: a light verb's is
    a quarter."""
    return _LIGHT_VERB_WEIGHT if norm in LIGHT_VERBS else 1.0


# Words by which a source reports a claim without asserting it.
HEDGES = words("""allegedly alleged alleges allege allegation allegations reportedly purportedly supposedly
    possibly perhaps may might rumored rumoured unconfirmed unverified claimed claims denied denies deny""")
MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
# Each month's name spelt out, January first.
MONTH_NAMES = tuple(max((n for n, k in MONTHS.items() if k == number), key=len) for number in range(1, 13))
WEEKDAYS = words("monday tuesday wednesday thursday friday saturday sunday")
# Number words and their values; a number word opening a sentence is a figure, not a name
# ("Twenty-three people were killed").
NUMBER_VALUES = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12,
}  # fmt: skip
NUMBER_WORDS = frozenset(NUMBER_VALUES) | {"one", "thousand"}

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})
_stem_cache: dict[str, str] = {}
# Per distinct written word: (norm, stem, negates, hedges). Texts repeat words, so each word is
# normalised and stemmed once per process instead of once per occurrence.
_word_cache: dict[str, tuple[str, str, bool, bool]] = {}


class Token(NamedTuple):
    """One word or number: its normalised form, stem and place in the original text."""

    norm: str
    stem: str
    start: int
    end: int
    capitalised: bool


def normalise(word: str) -> str:
    """Lower case, straight quotes, no thousands separators, no possessive 's."""
    lowered = word.translate(_QUOTES).lower()
    if lowered[0].isdigit():
        return lowered.replace(",", "")
    if lowered.endswith("'s"):
        return lowered[:-2]
    return lowered


# Irregular past forms of the words below and the present they belong to ("kept" is "keep"). Only
# these: "sold" is not "sell" where a sentence says "agreed to sell".
_IRREGULAR = {
    "kept": "keep", "bought": "buy", "rose": "rise", "risen": "rise", "fell": "fall",
    "fallen": "fall", "grew": "grow", "grown": "grow", "began": "begin", "begun": "begin",
    "heard": "hear", "paid": "pay", "sought": "seek", "upheld": "uphold",
    "withdrew": "withdraw", "withdrawn": "withdraw", "wrote": "write", "written": "write",
    "made": "make", "came": "come", "gave": "give", "given": "give", "won": "win", "ran": "run",
    "stood": "stand",
    # The act a document's label names: "Date of publication: 2 July 2024" says when it was published;
    # data "posted on a leak site" was published there.
    "publication": "publish", "publications": "publish", "posted": "publish",
    "payable": "pay",  # "redress of £8.7 million would be payable" is redress to pay
    # Work "finished" was completed (not "a gloss finish": the bare verb is read in context, see
    # ``_verb_finish``).
    "finished": "completed",  # (not "finishing": "the finishing touches")
}  # fmt: skip
# Words a reporter uses for one another; each stands for the first of its group. Only words
# with no second sense that would change what a sentence says ("fire", "decline", "drop" are not here).
_SYNONYM_GROUPS = (
    "keep retain",
    "buy purchase acquire",
    "begin start commence",
    "rise increase grow climb jump soar surge",
    "fall decrease",
    "cut reduce",
    "approve authorise authorize",
    "hire recruit",
    "recover recoup claw",  # "clawed back"
    "peak highest",
    "pay disburse",  # "had been paid out" is "had been disbursed"
    "record log",  # "observers logged 287 avalanches" is "recorded 287 avalanches"
    "penalty fine",  # "fined £5.2 million" is "imposed a penalty of £5.2 million"
    "spend expenditure",  # "four months of spending" is "3.1 months of expenditure"
    "equal equivalent",
    "home dwelling dwellings",  # "up to 240 dwellings" are 240 homes
    # A unit and its abbreviation (none that is also a word or a name: "m" is a million, "ha" a
    # name, "ml" a league).
    "microgram µg μg mcg",
    "milligram mg",
    "kilogram kg",
    "kilometre km",
    "ounce oz",
    "litre liter",
    "average avg",  # a table's "Avg" column
    # "71 were successful" is 71 that succeeded (succeeding someone in a post, the second sense,
    # is never said with "successful")
    "succeed succeeded successful",
)


# Words whose final "l" British spelling doubles before "-ed" and "-ing" ("totalling", "cancelled"),
# where "called", "recalled" and "installed" keep theirs.
_SINGLE_L = words(
    "total cancel label model travel fuel signal level channel tunnel counsel dial equal rival "
    "quarrel control patrol enrol compel expel propel excel annul panel funnel"
)


def _undouble(word: str) -> str:
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        return word[:-1]
    if word.endswith("ll") and word[:-1] in _SINGLE_L:
        return word[:-1]
    return word


def _strip_suffixes(word: str) -> str:
    result = word
    if len(word) > 3 and not word[0].isdigit():
        if word.endswith("n't"):
            result = "not"
        elif word.endswith(("ies", "ied")) and len(word) > 4:
            result = word[:-3] + "y"
        elif word.endswith("sses"):
            result = word[:-2]
        elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
            result = word[:-1]
        elif word.endswith("ing") and len(word) > 5:
            result = _undouble(word[:-3])
        elif word.endswith("ed") and len(word) > 4:
            result = _undouble(word[:-2])
        elif word.endswith("ly") and len(word) > 5:
            result = word[:-2]
        if result.endswith("e") and len(result) > 3:
            result = result[:-1]
        if result.endswith("ed") and len(result) > 5:  # "allegedly" -> "alleged" -> "alleg"
            result = result[:-2]
    return result


_SYNONYMS = {
    _strip_suffixes(word): _strip_suffixes(group.split()[0])
    for group in _SYNONYM_GROUPS
    for word in group.split()
}


def stem(word: str) -> str:
    """A light suffix stripper: enough to equate "filed", "files" and "filing", and "kept" with
    "retains"; cached."""
    cached = _stem_cache.get(word)
    if cached is None:
        cached = _strip_suffixes(_IRREGULAR.get(word, word))
        cached = _stem_cache[word] = _SYNONYMS.get(cached, cached)
    return cached


def content_stems(text: str) -> frozenset[str]:
    """The stems of the content words of ``text`` (a label's, a heading's: what it names)."""
    return frozenset(t.stem for t in tokenize(text) if is_content(t.norm))


def stems(text: str) -> frozenset[str]:
    """The stems of the whitespace-separated words of ``text`` (for word lists written as prose)."""
    return frozenset(map(stem, text.split()))


# Capitalised words that are a title, not a name of their own: "paid Mr Oduro" names nobody new.
TITLES = stems("mr mrs ms miss mx dr sir dame lord lady prof professor")


def word_features(raw: str) -> tuple[str, str, bool, bool]:
    """``(norm, stem, negates, hedges)`` of one written word (as TOKEN matched it); cached."""
    found = _word_cache.get(raw)
    if found is None:
        norm = normalise(raw)
        stemmed = stem(norm)
        negates = norm in NEGATIONS or stemmed in NEGATING or norm.endswith("n't")
        # "May" with a capital is the month far more often than the hedge.
        hedges = norm in HEDGES and not (norm == "may" and raw[0].isupper())
        found = _word_cache[raw] = (norm, stemmed, negates, hedges)
    return found


@lru_cache(maxsize=8192)
def tokenize(text: str, offset: int = 0) -> tuple[Token, ...]:
    """Tokens of ``text`` with offsets into it (plus ``offset``); cached, as a run reads the same
    sentences again and again (more than half of the calls repeat an earlier one)."""
    # One comprehension, and tuples made without NamedTuple's keyword-handling constructor.
    cache, make = _word_cache, tuple.__new__
    tokens = [
        make(Token, (found[0], found[1], match.start() + offset, match.end() + offset, raw[0].isupper()))
        for match in TOKEN.finditer(text)
        for raw in (match.group(),)
        for found in (cache.get(raw) or word_features(raw),)
    ]
    if _FINISH in text:
        norms = [t.norm for t in tokens]
        for i in _verb_finish(norms):
            tokens[i] = tokens[i]._replace(stem=_COMPLETE)
    return tuple(tokens)


_FINISH = "finish"
_COMPLETE = stem("completed")
# What comes right before "finish" the verb: "did not finish until", "expected to finish".
_BEFORE_THE_VERB = words("to not never did does do will would could can must should may might")


def _verb_finish(norms: list[str]) -> list[int]:
    """The indices of a bare "finish" said as a verb (after "to", "not", "did", ...): it is "complete"."""
    return [
        i
        for i, norm in enumerate(norms)
        if norm == _FINISH
        and i > 0
        and (
            norms[i - 1] in _BEFORE_THE_VERB
            # "strip the roof and finish the repairs", not "The tiles and finish cost £3,200"
            or (norms[i - 1] in ("and", "or") and i + 1 < len(norms) and norms[i + 1] in _DETERMINERS)
        )
    ]


@dataclass
class TokenArrays:
    """A long text's tokens as parallel lists (no object per token), with negation and hedge cues."""

    stems: list[str]
    starts: list[int]
    ends: list[int]
    negations: list[int]  # indices of the tokens that negate what follows them
    hedges: list[int]  # indices of the tokens that report without asserting


def token_arrays(text: str) -> TokenArrays:
    """The tokens of ``text`` as :class:`TokenArrays` (the same tokens as :func:`tokenize`)."""
    # List comprehensions over the matches: several times faster than one loop of appends.
    matches = list(TOKEN.finditer(text))
    cache = _word_cache
    features = [cache.get(raw) or word_features(raw) for raw in [m.group() for m in matches]]
    stems = [f[1] for f in features]
    if _FINISH in text:
        for i in _verb_finish([f[0] for f in features]):
            stems[i] = _COMPLETE
    return TokenArrays(
        stems=stems,
        starts=[m.start() for m in matches],
        ends=[m.end() for m in matches],
        negations=negation_positions(stems, [f[2] for f in features]),
        hedges=[i for i, f in enumerate(features) if f[3] or _unknown(stems, i)],
    )


# Two-word negations: "rather than imposing a fine", "instead of charging him", "yet to be heard";
# "cut off data for 4.6 million subscribers" left them "without data services".
NEGATING_PAIRS = frozenset({("rather", "than"), ("instead", "of"), ("yet", "to"), ("cut", "off")})


def negation_positions(stems: list[str], negates: list[bool]) -> list[int]:
    """Indices of the tokens that negate what follows them, the second word of a pair included."""
    # "No. 4" is a number, not a denial; "refused to sign" and "declined comment" deny, but
    # "declined the Government's offer" denies neither the offer nor the Government.
    found = [
        i
        for i, flag in enumerate(negates)
        if flag
        and not (stems[i] == "no" and i + 1 < len(stems) and stems[i + 1][:1].isdigit())
        and not (stems[i] in _REFUSALS and (i + 1 == len(stems) or stems[i + 1] in _DETERMINERS))
        # "We do not dispute the decline, but moving the market ...": the noun refuses nothing (where
        # "a failed bid to buy" still fails)
        and not (stems[i] == _DECLINE and i > 0 and stems[i - 1] in _BEFORE_A_NOUN)
        # "46 failed", "failed inspection", a table's "Tested | Failed" column: only "failed to",
        # or "failed as supervisor to", denies what follows.
        and not (stems[i] == _FAIL and _failed_to(stems, i) is None)
        and not _limits(stems, i)
    ]
    pairs = [i + 1 for i, s in enumerate(stems[:-1]) if (s, stems[i + 1]) in NEGATING_PAIRS]
    return sorted(found + pairs) if pairs else found


# Tokens from a negation to the "until" that makes it a time ("did not report ... until"), and to
# the "than" that makes it a bound ("had never brought a larger case than").
_UNTIL_REACH = 12
_THAN_REACH = 10


def _limits(stems: list[str], i: int) -> bool:
    """True where the negation at ``i`` bounds the act rather than denies it: "did not report the
    failure until the following morning" says it was reported then, "had never brought a larger
    case than" that this one was brought."""
    ahead = stems[i + 1 : i + 1 + _UNTIL_REACH]
    if "until" in ahead or "till" in ahead:
        return True
    # ... but "failing to respond to more than 1,900 requests" denies the responding.
    return any(
        stem == "than"
        and stems[i + n - 1] != "rather"
        and not (i + n + 1 < len(stems) and stems[i + n + 1][:1].isdigit())
        for n, stem in enumerate(ahead[:_THAN_REACH], start=1)
    )


# Nouns that say whether a thing is known, not the thing: "no evidence of arson" denies the arson.
_KNOWN = stems("evidence proof indication suggestion finding")
_ABSENCE = frozenset({"no", "without"})
# Verbs said of none with "no" after them: "bought no credits", "made no arrests", "paid no tax".
_VERBS_OF_NONE = stems(
    "bought buy buys made make makes paid pay pays received receives took takes sold sell sells"
)
# What opens a question after "nothing about": "tells us nothing about how women will feel".
_QUESTION_WORDS = stems("how what why whether when where who which")
# Verbs of what is told or known: "tells us nothing about", "knew nothing about".
_TELLING = stems("tells told tell says said say shows showed show reveals revealed reveal knew know knows")
_QUANTIFIED = frozenset({"non", "neither"})  # "none of", "neither of"
_AUXILIARY = stems("had has have was were is are did does do could would will can")
_NOUN_PHRASE = 25  # tokens of "none of <noun phrase>" before its verb


def _unknown(stems: list[str], i: int) -> bool:
    """True at "evidence" in "no evidence that ...": what follows is neither said nor denied, as
    an allegation is not ("found no evidence that any representative was involved")."""
    return (
        stems[i] in _KNOWN
        and 0 < i < len(stems) - 1
        and stems[i - 1] in _ABSENCE
        and stems[i + 1] in ("that", "whether")
    )


class Modifiers:
    """The tokens of a text that describe the next: joined to it by a hyphen ("left" in
    "left-abutment") or possessive ("charity's"), as a container of token indices, read on demand."""

    def __init__(self, text: str, starts: Sequence[int], ends: Sequence[int]) -> None:
        self.text, self.starts, self.ends = text, starts, ends

    def __contains__(self, index: object) -> bool:
        if not isinstance(index, int) or index + 1 >= len(self.starts):
            return False
        end = self.ends[index]
        if self.text[end - 2 : end] in ("'s", "’s"):
            return True
        return self.text[end : end + 1] == "-" and self.starts[index + 1] == end + 1


def split_polarity(
    stems: list[str],
    negations: list[int],
    start: int,
    end: int,
    words: Container[str],
    near: int,
    far: int,
    modifiers: Container[int] = (),
    beneficiaries: bool = True,
) -> tuple[set[str], set[str]]:
    """Of ``words`` in tokens ``start..end``: those a negation denies (at most ``near`` tokens
    after it) and those stated plainly (none within ``far`` tokens before them). A word said both
    ways ("the Food and Drug Administration has not approved the drug") is in neither; one between
    ``near`` and ``far`` tokens after a negation is too far to be denied and too close to be plain.
    ``modifiers``: the tokens that describe the next ("left-abutment", "the charity's trustees");
    ``beneficiaries``: whether "nothing for X" denies X.
    """
    close: set[int] = set()
    reach: set[int] = set()
    for at in negations:
        if start <= at < end:
            # A negation denies the word it governs, the first that says something after it
            # ("found no irregularity in the contract awarded" denies no award) ...
            first = at
            if stems[at] == _FAIL:
                # "failed as supervisor to review" denies the review, not the supervisor.
                first = _failed_to(stems, at) or at
            if stems[at] in _QUANTIFIED and at + 1 < end and stems[at + 1] == "of":
                # ... or, for "none of the 14 contracts it examined ... had been properly tendered",
                # the first after the verb that ends its noun phrase: the contracts are not denied.
                verb = next(
                    (m for m in range(at + 2, min(at + _NOUN_PHRASE, end)) if stems[m] in _AUXILIARY), None
                )
                if verb is None:
                    continue
                reach.update(range(at + 1, verb))
                first = verb
            head = next(
                (m for m in range(first + 1, min(first + near + 1, end)) if is_content(stems[m])), None
            )
            if (
                stems[at] == "no"
                and head is not None
                and head + 2 < end
                and stems[head + 1] in _AUXILIARY
                and stems[head + 2] == "ever"
            ):
                # "No donor has ever directed a grant" denies the directing, not that there are
                # donors: the verb after "ever" is what is denied.
                head = next(
                    (m for m in range(head + 3, min(head + 3 + near, end)) if is_content(stems[m])), None
                )
            if head is not None and head in modifiers and stems[at] not in _REFUSALS:
                # "no left-abutment readings were taken" denies the readings, not the left abutment
                # a report says a technician was trained on; "without the charity's trustees signing
                # off" denies no charity. (A refusal's object is not denied: "declined Brannock's
                # claim" is "declined the claim", see ``negation_positions``.)
                joined = head
                while joined in modifiers:
                    joined += 1
                head = next(
                    (m for m in range(joined + 1, min(first + near + 1, end)) if is_content(stems[m])),
                    joined if is_content(stems[joined]) else None,
                )
            if (
                stems[at] == "no"
                and at > start
                and stems[at - 1] in _VERBS_OF_NONE
                and not (head is not None and stems[head] in _KNOWN)
            ):
                # "bought no carbon credits" says none was bought, as "did not purchase any" does;
                # it does not deny carbon.
                head = at - 1
            elif head is not None and stems[at] in _ABSENCE and stems[head] in _KNOWN:
                # "no evidence of arson" denies the arson; "no evidence that the bank misled" leaves
                # what follows unsaid, and denies no evidence given at a trial.
                after = head + 2 if head + 1 < end and stems[head + 1] == "of" else None
                head = after if after is not None and after < end and is_content(stems[after]) else None
            if not beneficiaries and stems[at] == _NOTHING and at + 1 < end and stems[at + 1] == "for":
                # A sentence's "did nothing for customers" denies something done, not the customers
                # (a passage's still answers "helped customers").
                head = None
            telling = (
                next((m for m in range(at - 1, max(start, at - 4) - 1, -1) if stems[m] in _TELLING), None)
                if stems[at] == _NOTHING and at + 1 < end and stems[at + 1] == "about"
                else None
            )
            if telling is not None and "that" not in stems[telling + 1 : at]:
                # "were told nothing about the delays" denies the telling as well as the delays; "It
                # tells us almost nothing about how women will feel", the telling only: it says
                # nothing of the women either way.
                close.add(telling)
                if at + 2 < end and stems[at + 2] in _QUESTION_WORDS:
                    head = None
            if head is not None:
                close.add(head)
            reach.update(range(first + 1, min(first + far + 1, end)))
    denied: set[str] = set()
    plain: set[str] = set()
    asked = -1  # the last token a "whether" before it leaves open: "investigated whether it breached"
    for m in range(start, end):
        if stems[m] == "whether":
            asked = m + far
        elif stems[m] in words:
            if m in close:
                denied.add(stems[m])
            elif m not in reach and m > asked:
                plain.add(stems[m])
    return denied - plain, plain - denied


def fold(text: str) -> str:
    """Text folded for loose exact matching: NFKC, straight quotes, lower case, single spaces."""
    folded = unicodedata.normalize("NFKC", text).translate(_QUOTES).lower()
    return " ".join(folded.split())


def is_content(norm: str) -> bool:
    """True for words that carry meaning (not stopwords, negations or single letters)."""
    return norm not in STOPWORDS and norm not in NEGATIONS and (len(norm) > 1 or norm.isdigit())


_NOTHING = stem("nothing")
# Verbs that deny what follows them as firmly as "not" does.
NEGATING = frozenset(stem(w) for w in ("failed", "refused", "declined", "lacked", "unable"))
_REFUSALS = NEGATING - {stem("lacked")}
_FAIL = stem("failed")
_DECLINE = stem("declined")
# Words before "decline" the noun ("the decline"); not the relative "that declined to pay".
_BEFORE_A_NOUN = words("the a an their his her our")
_FAILED_TO = 7  # tokens from "failed" to its "to": "failed, for the second year running, to file"
# Words that show a "to" after "failed" is not its infinitive: "failed and were sent to", "failed,
# according to the report", "failed inspection due to a worn meter".
_NOT_FAILED_TO = stems("and but or was were is are been had has according due owing")


def _failed_to(stems: Sequence[str], i: int) -> int | None:
    """The "to" whose verb the "failed" at ``i`` denies ("failed to file", "failed as supervisor to
    review"), or None: "46 failed", "failed inspection", "failed and were sent to the centre"."""
    for m in range(i + 1, min(i + 1 + _FAILED_TO, len(stems) - 1)):
        if stems[m] in _NOT_FAILED_TO:
            return None
        if stems[m] == "to":
            after = stems[m + 1]
            return None if after in _DETERMINERS or after[:1].isdigit() else m
    return None


_DETERMINERS = words("the a an its their his her our your my this that these those")
