"""Proper names in text: runs of capitalised words, their initials, and who stands before a verb.

Names decide whose statement a passage is. "The Securities and Exchange Commission fined
Facebook" and "the Federal Trade Commission fined Facebook" share every content word but one
name; "FTC" and "Federal Trade Commission" share none but are the same body.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from investigate.verify.tokens import (
    MONTHS,
    NUMBER_WORDS,
    STOPWORDS,
    TITLES,
    WEEKDAYS,
    Token,
    is_content,
    tokenize,
    words,
)

SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])|\n+")
CLAUSE_BREAK = re.compile(r"[,;:()\[\]\u2013\u2014]| - ")
CONNECTORS = frozenset({"and", "of", "&", "de", "von", "van"})
# Words allowed between a name and the verb it is the subject of ("the SEC has fined"). A form
# of "be" makes the name the verb's object instead ("Acme was acquired"), so it is not one.
_AUXILIARIES = frozenset({"has", "had", "have", "will", "would", "did", "also"})
PASSIVE = frozenset({"was", "were", "is", "are", "been", "being", "be"})
# An apposition ("Dr Alan Whitcombe, the charity's treasurer, raised") is this many words at most,
# and opens with one of these.
_APPOSITION_WORDS = 6
_DETERMINERS = frozenset({"the", "a", "an", "its", "his", "her", "their", "our"})
# Who says a thing is as much the sentence's as who did it: "Halford & Pryce said it would appeal"
# is not "Castellane said it was considering an appeal".
_SPEAKING = frozenset({"said", "says"})
# Past tenses without "-ed": what a name is said to have done ("the board sold", "Smith led").
PAST_TENSES = words(
    """led paid sold won lost made took gave told built bought began left ran wrote fled hid met sent
    spent kept held brought caught fought struck stole sought shut cut set put quit bid found upheld
    withheld withdrew rose fell grew drew became chose stood heard saw knew went came forbade"""
)


def is_past_tense(norm: str) -> bool:
    """True for a past tense or participle: "fined", "agreed", or one of PAST_TENSES ("paid")."""
    return (norm.endswith("ed") and len(norm) > 4) or norm in PAST_TENSES


@dataclass(frozen=True)
class Name:
    """One proper name: the stems of its words and what it abbreviates to."""

    stems: frozenset[str]
    initials: str

    def rivals(self, other: Name) -> bool:
        """True when the two names are of different bodies or people.

        Each has a word the other lacks ("Securities and Exchange Commission" and "Federal Trade
        Commission"), and they do not abbreviate alike ("FTC" is "Federal Trade Commission").
        """
        if len(self.initials) > 1 and self.initials == other.initials:
            return False
        # (a title is no word of the name: "Mr Hardacre" is "Neville Hardacre")
        mine, theirs = self.stems - TITLES, other.stems - TITLES
        return bool(mine - theirs) and bool(theirs - mine)


def sentence_tokens(text: str) -> list[tuple[str, Sequence[Token]]]:
    """Each sentence of ``text`` with its tokens (offsets into the sentence)."""
    return [(part, tokenize(part)) for part in SENTENCE.split(text) if part.strip()]


def is_name(token: Token, position: int) -> bool:
    """True for a capitalised word that is not a stopword, month, weekday or lone opening letter."""
    return (
        token.capitalised
        and token.norm not in STOPWORDS
        and token.norm not in MONTHS
        and token.norm not in WEEKDAYS
        and token.norm not in NUMBER_WORDS
        and not token.norm.isdigit()
        and (position > 0 or len(token.norm) > 1)
    )


def name_run(tokens: Sequence[Token], start: int) -> list[Token]:
    """The name starting at ``start`` ("Transocean", "Elizabeth Holmes", "Johnson and Johnson")."""
    run: list[Token] = []
    i = start
    while i < len(tokens):
        token = tokens[i]
        if is_name(token, i):
            run.append(token)
        elif token.norm in CONNECTORS and run and i + 1 < len(tokens) and is_name(tokens[i + 1], i + 1):
            pass
        else:
            break
        i += 1
    return run


def run_start(tokens: Sequence[Token], end: int, text: str) -> int:
    """Where the name whose last word is token ``end`` (of ``text``) begins."""
    j = end
    while (
        j > 0
        and (is_name(tokens[j - 1], j - 1) or tokens[j - 1].norm in CONNECTORS)
        and not CLAUSE_BREAK.search(text, tokens[j - 1].end, tokens[j].start)
    ):
        j -= 1
    while tokens[j].norm in CONNECTORS:
        j += 1
    return j


def initials(run: Sequence[Token], text: str) -> str:
    """What a name abbreviates to: "ftc" for Federal Trade Commission, "sec" for SEC itself."""
    if len(run) == 1:
        raw = text[run[0].start : run[0].end]
        return run[0].norm if len(raw) > 1 and raw.isupper() else ""
    return "".join(token.norm[0] for token in run)


def as_name(run: Sequence[Token], text: str) -> Name:
    """The :class:`Name` of a run of tokens from ``text``."""
    return Name(frozenset(token.stem for token in run), initials(run, text))


# A field's label at the start of a line, which names no doer: "Judgment handed down:".
LABEL = re.compile(r"\s*[^\n:.;,]{1,40}:(?!\d)")


def subjects(
    parts: list[tuple[str, Sequence[Token]]], verbs: frozenset[str] | None = None
) -> list[tuple[str, Name]]:
    """``(verb stem, name)`` for each name standing right before a lower-case word: who did what.

    "The SEC has fined Facebook" gives ``("fin", SEC)``. With ``verbs``, only those words count.
    """
    found: list[tuple[str, Name]] = []
    for part, tokens in parts:
        label = LABEL.match(part)
        for i, token in enumerate(tokens):
            speaks = token.norm in _SPEAKING
            if (
                i == 0
                or (label is not None and token.end <= label.end())
                or token.capitalised
                or not (speaks or is_content(token.norm))
                or token.norm[:1].isdigit()
            ):
                continue
            if verbs is not None and token.stem not in verbs:
                continue
            j = i - 1
            helped = tokens[j].norm in _AUXILIARIES and j > 0
            if helped:
                j -= 1
            # Only a verb has a subject: "the 737 MAX grounding" is a noun, "the SEC fined" a verb.
            if tokens[j].norm in PASSIVE or not (
                helped or speaks or token.norm.endswith("ed") or token.norm in PAST_TENSES
            ):
                continue
            if CLAUSE_BREAK.search(part, tokens[j].end, token.start):
                apposed = _apposed(tokens, j, token, part)
                if apposed is None:
                    continue
                j = apposed
            if not is_name(tokens[j], j):
                continue
            # Up to word j: "Daniel Ashworth, Redgate's founder," is not one name.
            run = [t for t in name_run(tokens, run_start(tokens, j, part)) if t.start <= tokens[j].start]
            if run:
                found.append((token.stem, as_name(run, part)))
    return found


def is_possessive(raw: str) -> bool:
    """True for a written word in the possessive ("Redgate's", "Redgate’s")."""
    return raw.endswith(("'s", "\u2019s"))


_PREPOSITIONS = frozenset({"for", "against", "of", "with", "to", "by", "from", "on", "at", "in", "about"})


def _apposed(tokens: Sequence[Token], j: int, verb: Token, part: str) -> int | None:
    """The last word of the name that a comma-set apposition leaves as the subject of ``verb``
    (token ``j`` ends the words before the comma before it), or None: "Mr Owen Latchford, raised"
    after "The charity's treasurer,", and "Dr Alan Whitcombe, the charity's treasurer, raised"."""
    if part[tokens[j].end : verb.start].strip() != ",":
        return None
    if is_name(tokens[j], j):
        first = run_start(tokens, j, part)
        if not (first > 0 and "," in part[tokens[first - 1].end : tokens[first].start]):
            return None
        # "Daniel Arthur Preece, aged 34, of Winsover Road, Tanfield, died": the name the sentence
        # opens with, set off by a comma, is the subject; the place is of its apposition.
        opening = name_run(tokens, 0) if is_name(tokens[0], 0) else []
        last = next((i for i, token in enumerate(tokens) if opening and token is opening[-1]), len(tokens))
        if opening and last < first and part[tokens[last].end :].lstrip().startswith(","):
            return last
        return j
    for k in range(j - 1, max(-1, j - _APPOSITION_WORDS - 1), -1):
        if is_name(tokens[k + 1], k + 1):
            # "Daniel Ashworth, Redgate's founder, told": a name in the possessive opens the
            # apposition, and the name before its comma is the subject.
            # Not where that name is a preposition's object: "counsel for Daniel Ashworth, Redgate's
            # founder, told", "A spokesperson for Ofgem, Britain's regulator, said".
            opens = run_start(tokens, k + 1, part)
            if (
                is_possessive(part[tokens[k + 1].start : tokens[k + 1].end])
                and opens > 0
                and "," in part[tokens[opens - 1].end : tokens[opens].start]
                and is_name(tokens[opens - 1], opens - 1)
            ):
                named = run_start(tokens, opens - 1, part)
                return None if named > 0 and tokens[named - 1].norm in _PREPOSITIONS else opens - 1
            return None  # a name inside the apposition: whose is unclear
        if "," in part[tokens[k].end : tokens[k + 1].start]:
            return k if tokens[k + 1].norm in _DETERMINERS and is_name(tokens[k], k) else None
    return None


def rival_subjects(claimed: list[tuple[str, Name]], stated: list[tuple[str, Name]]) -> set[Name]:
    """The sentence's names that a passage (its ``stated`` subjects) replaces with another name
    before the same verb, and never states before it itself."""
    return {
        name
        for verb, name in claimed
        if any(v == verb and other.rivals(name) for v, other in stated)
        and not any(v == verb and not other.rivals(name) for v, other in stated)
    }


def names_in(parts: list[tuple[str, Sequence[Token]]]) -> list[Name]:
    """Each distinct name of the tokenised sentences once, in order of first mention."""
    found: dict[Name, None] = {}
    for part, tokens in parts:
        i = 0
        while i < len(tokens):
            if not is_name(tokens[i], i):
                i += 1
                continue
            run = name_run(tokens, i)
            found[as_name(run, part)] = None
            last = run[-1].start
            while i < len(tokens) and tokens[i].start <= last:
                i += 1
    return list(found)


def spelled_out(acronym: str, text: str) -> list[frozenset[str]]:
    """The names in ``text`` whose initials are ``acronym`` ("Federal Trade Commission" for "ftc")."""
    if not 1 < len(acronym) <= 8 or not acronym.isalpha():
        return []
    connector = r"(?:\s+(?:and|of|for|the|&))?\s+"
    pattern = connector.join(rf"{letter.upper()}[\w'’-]+" for letter in acronym)
    found: list[frozenset[str]] = []
    for match in re.finditer(rf"\b{pattern}\b", text):
        tokens = tokenize(match.group())
        stems = frozenset(t.stem for i, t in enumerate(tokens) if is_name(t, i))
        if stems and stems not in found:
            found.append(stems)
    return found


def writes_acronym(acronym: str, text: str) -> bool:
    """True if ``text`` writes ``acronym`` in capitals as a word of its own ("FTC")."""
    return (
        1 < len(acronym) <= 8 and acronym.isalpha() and re.search(rf"\b{acronym.upper()}\b", text) is not None
    )
