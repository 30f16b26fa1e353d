"""What a source takes back: the statements its correction or clarification says were wrong.

"CLARIFICATION. An earlier version of this article stated that Odessa Marlowe dropped out of the
University of Caldmere. She completed her degree in 2012." A sentence that repeats such a
statement is contradicted by the source that takes it back, however plainly the article's body
still says it.
"""

from __future__ import annotations

import re

from investigate.verify.sentences import split_sentences

# A note about an earlier version of the text itself: every statement its sentences report is
# taken back ("The article also stated that ...; it was led by ...").
_NOTE = re.compile(r"\b(?:earlier|previous|original|prior) version of (?:this|the)\b", re.IGNORECASE)
# One statement said to be wrong, in any paragraph: "misstated her age as 72".
_MISSTATED = ("misstated", "misreported", "misidentified")
_WRONGLY_SAID = ("incorrectly", "wrongly", "erroneously", "mistakenly")  # ... "stated", "named"
_WRONG_WORDS = _MISSTATED + _WRONGLY_SAID
_WRONGLY = re.compile(
    rf"\b(?:{'|'.join(_MISSTATED)}|(?:{'|'.join(_WRONGLY_SAID)})\s+"
    r"(?:stated|said|reported|described|identified|gave|named|claimed))\b",
    re.IGNORECASE,
)
_REPORTING = re.compile(
    r"\b(?:stated|said|reported|described|misstated|misreported|misidentified|gave|identified|named)\b",
    re.IGNORECASE,
)
_PARAGRAPH = re.compile(r"(?:[^\n]|\n(?![ \t]*\n))+")


def retracted(text: str) -> list[tuple[int, int]]:
    """Character spans of the statements ``text`` takes back: each runs from the word reporting
    it ("stated", "misstated") to the end of its clause."""
    if not reports_correction(text):
        return []
    spans: list[tuple[int, int]] = []
    for paragraph in _PARAGRAPH.finditer(text):
        block = paragraph.group()
        note = _NOTE.search(block) is not None
        for start, end in split_sentences(block):
            sentence = block[start:end]
            cue = _WRONGLY.search(sentence) or (_REPORTING.search(sentence) if note else None)
            if cue is None:
                continue
            stop = sentence.find(";", cue.end())
            stop = len(sentence) if stop < 0 else stop
            offset = paragraph.start() + start
            spans.append((offset + cue.end(), offset + stop))
    return spans


def reports_correction(sentence: str) -> bool:
    """True for a sentence that itself tells of a correction ("An earlier version stated ...")."""
    if not sentence.isascii():
        # The patterns ignore case as Unicode does ("ſ" is "s"), which lower() does not.
        return bool(_NOTE.search(sentence) or _WRONGLY.search(sentence))
    # A few substring tests rule out nearly every text, whole sources included, before the
    # patterns (which try each of their words at every position) are run.
    lowered = sentence.lower()
    if "version" in lowered and _NOTE.search(sentence):
        return True
    return any(word in lowered for word in _WRONG_WORDS) and _WRONGLY.search(sentence) is not None
