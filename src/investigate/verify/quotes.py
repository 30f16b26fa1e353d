"""Who said the words a sentence quotes, as its source gives them.

"Deputy Commissioner Ciarán Doyle said a two-week delay ... was "not acceptable"" is not said by a
passage where those words end Commissioner Aoife Brennan's quotation and Doyle's own comes next.
"""

from __future__ import annotations

import re

from investigate.verify.tokens import stem

# Words a sentence puts in quotation marks (three or more characters, one line).
_QUOTED = re.compile(r"[\"“]([^\"”\n]{3,200})[\"”]")
_QUOTE_MARKS = '"“”'
# A speaker right before a verb of saying: "Commissioner Aoife Brennan said", "Ciarán Doyle, who
# led the inquiry, said".
_NAME = r"((?:[A-Z][\w'’.-]*[ \t]+){0,4}[A-Z][\w'’-]+)"
_SAYING = r"(?:said|says|told\s+\w+|added|warned|stated)"
_SPEAKER_IN_SENTENCE = re.compile(
    _NAME + r"(?:,[^,\"“]{0,80},)?\s+" + _SAYING + r"\b|\b" + _SAYING + r"\s+" + _NAME
)
_SPEAKER_BEFORE_QUOTE = re.compile(_NAME + r"(?:,[^,\"“]{0,80},)?\s+" + _SAYING + r"(?:\s+that)?[:,]?\s*$")
_SPEAKER_AFTER_QUOTE = re.compile(
    r"^[,.]?\s*(?:" + _SAYING + r"\s+" + _NAME + r"|" + _NAME + r"\s+" + _SAYING + r")"
)
_LOOK_BEFORE = 160  # characters before a quotation's opening mark where its speaker is named
_LOOK_AFTER = 80


def misattributed(sentence: str, source_text: str) -> str | None:
    """A reason when the source gives words the sentence quotes to another speaker than the one the
    sentence names; None when it does not, or either speaker is not named."""
    said_by = _SPEAKER_IN_SENTENCE.search(sentence)
    if said_by is None:
        return None
    speaker = _surname(next(group for group in said_by.groups() if group))
    for match in _QUOTED.finditer(sentence):
        words = match.group(1).strip(" .,").split()
        if len(words) < 2:
            continue
        found = re.search(r"\s+".join(map(re.escape, words)), source_text, re.IGNORECASE)
        if found is None:
            continue
        given_to = _speaker_of_quotation(source_text, found.start(), found.end())
        if given_to and _surname(given_to) != speaker:
            return f"the source gives the words {match.group(1)!r} to {given_to}"
    return None


def _speaker_of_quotation(text: str, start: int, end: int) -> str | None:
    """The speaker the source names for the quotation holding ``text[start:end]``, or None."""
    opening = max(text.rfind(mark, 0, start) for mark in _QUOTE_MARKS)
    if opening < 0:
        return None
    before = _SPEAKER_BEFORE_QUOTE.search(text[max(0, opening - _LOOK_BEFORE) : opening])
    if before:
        return before.group(1)
    closing = min((i for i in (text.find(mark, end) for mark in _QUOTE_MARKS) if i >= 0), default=-1)
    if closing < 0:
        return None
    after = _SPEAKER_AFTER_QUOTE.search(text[closing + 1 : closing + 1 + _LOOK_AFTER])
    return next((group for group in after.groups() if group), None) if after else None


def _surname(name: str) -> str:
    return stem(name.split()[-1].lower())
