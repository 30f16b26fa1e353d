"""Sentence splitting that survives abbreviations (U.S., Dr.), initials, decimals, quotes and citations."""

from __future__ import annotations

import re
import string

from investigate.verify.tokens import words

# Titles and other abbreviations that are never the end of a sentence.
_NEVER_FINAL = words("""mr mrs ms dr prof sr jr st mt gen col lt sgt capt cmdr adm gov sen rep rev hon pres supt det
    insp messrs mme mlle fr vs v cf al approx dept est fig figs vol vols ed eds op ch sec art para
    jan feb mar apr jun jul aug sep sept oct nov dec ave blvd rd hwy ft e.g i.e viz""")
# Abbreviations that may also end a sentence ("... of Acme Inc. The company ...").
_MAYBE_FINAL = words("inc ltd co corp llc plc etc bros assn intl a.m p.m")
# Words that start a new sentence after an ambiguous abbreviation such as "U.S." or "Inc.".
_STARTERS = words("""the a an he she it they we i this that these those there his her its their our in on at
    after before when while however but yet so then later meanwhile according since during by
    as if although though despite both neither each every no one some many most all""")

# A terminator ("." "?" "!" "..." "…", or a run of them), any closing quotes or brackets, then
# whitespace or the end of the text. Starting with a set of characters lets the engine skip to
# the next terminator instead of trying the pattern at every position.
_BOUNDARY = re.compile(r"""[.!?…]+["'”’»)\]]*(?=\s|$)""")
_CITATION_TAIL = re.compile(r"(?:\s*\[\s*S\d{3,}(?:\s*[,;]\s*S\d{3,})*\s*\])+")
_WORD_BEFORE = re.compile(r"([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)\.?$")
_NEXT_WORD = re.compile(r"\s*[\"'“‘(\[]*([^\s\"'“‘(\[]+)")
_WORD_CHARS = frozenset(string.ascii_letters + ".")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Character spans ``(start, end)`` of the sentences in ``text``, whitespace trimmed."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        end = match.end()
        if end <= start or not is_sentence_end(text, match.start(), end):
            continue
        # Citations written after the full stop still belong to the sentence before them.
        tail = _CITATION_TAIL.match(text, end)
        if tail:
            end = tail.end()
        _append(text, start, end, spans)
        start = end
    _append(text, start, len(text), spans)
    return spans


def _append(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


def is_sentence_end(text: str, term_start: int, term_end: int) -> bool:
    """True if the terminator at ``text[term_start:term_end]`` ends a sentence ("Ms." does not)."""
    after = _NEXT_WORD.match(text, term_end)
    if after is None:
        return True  # end of text
    next_word = after.group(1)
    first = next_word[0]
    if first.islower():
        return False  # "U.S. officials", '"Why?" she asked'
    if text[term_start] != ".":
        return True
    # The word before the full stop lies in the run of letters and dots that ends with it;
    # searching from the start of that run (not of the text) keeps splitting linear.
    run_start = term_start
    while run_start > 0 and text[run_start - 1] in _WORD_CHARS:
        run_start -= 1
    word_match = _WORD_BEFORE.search(text, run_start, term_start + 1)
    if word_match is None:
        return True
    word = word_match.group(1)
    lower = word.lower()
    starter = next_word.strip(".,;:!?\"'”’").lower() in _STARTERS
    if len(word) == 1 and word.isupper():
        return False  # an initial: "J. Smith"
    if lower in _NEVER_FINAL:
        return False
    if lower == "no":
        return not first.isdigit()  # "No. 5"
    if lower in _MAYBE_FINAL or "." in word:
        # "U.S." or "Inc." end a sentence only when a typical sentence opener follows.
        return starter
    return True
