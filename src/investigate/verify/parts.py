"""The claims of a sentence that makes several: each is checked on its own for a wrong figure.

"The Sorrel Star inquiry made 15 recommendations, while Greyhaven's auditor made 23" draws on two
passages, so no passage covers enough of it to stand against either figure. Read part by part,
each claim meets its own passage, and a wrong figure in either makes the sentence false.
"""

from __future__ import annotations

import re

from investigate.verify.quantities import extract
from investigate.verify.tokens import is_content, tokenize

# Where one claim ends and another begins: a semicolon, or a conjunction after a comma, or one
# that opens a new subject ("and the Carrow Hills inquiry made 37").
_BETWEEN_CLAIMS = re.compile(
    r";\s+|,\s+(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+|\s+and\s+(?=(?:the|a|an)\s+[A-Z])"
    # "net debt of £97.8m at 30 June 2024, the largest part of it a shareholder loan"
    r"|,\s+(?=(?:the\s+)?(?:largest|biggest|greatest|greater|main|bulk|most|majority|rest|remainder)\s+(?:part|share|of)\b)"
)
# A part shorter than this says too little to be checked alone.
_PART_WORDS = 4


def claim_parts(text: str) -> list[str]:
    """The parts of ``text`` that each state a figure of their own; empty when it makes one claim."""
    pieces = [piece.strip() for piece in _BETWEEN_CLAIMS.split(text)]
    if len(pieces) < 2:
        return []
    counts = [_content_words(piece) for piece in pieces]
    checked = [
        piece for piece, count in zip(pieces, counts, strict=True) if count >= _PART_WORDS and extract(piece)
    ]
    return checked if checked and min(counts) >= 2 else []


def _content_words(text: str) -> int:
    return sum(1 for token in tokenize(text) if is_content(token.norm))
