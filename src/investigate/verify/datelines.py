"""A document's own date, and the acts it says were done "today".

A press release or decision notice dates itself once, at the top ("Date of decision: 19 March
2024", "HALLENBY, April 3, 2024 - "), and then says what was "today announced" or "has today
imposed". The act is dated by that line: "fined £5.2 million in March 2023" is contradicted by
"has today imposed a financial penalty of £5.2 million" under "Date of decision: 19 March 2024".
"""

from __future__ import annotations

import re
from dataclasses import replace

from investigate.verify.quantities import Kind, Quantity, extract

# The top of a document, where its date line stands.
_HEAD = 800
# A date line is short ("Published 6 June 2024", "The Hague, 12 March 2024"), or a press
# release's place and date run into its first sentence ("HALLENBY, April 3, 2024 - Vantor ...").
_SHORT_LINE = 100
_RUNS_ON = re.compile(r"\s*(?:--|[-–—])\s")
_PERIOD_END = re.compile(
    r"\b(?:ended|ending|end|to|until|till|from|between|since|through)\s+$", re.IGNORECASE
)
_TODAY = re.compile(r"\btoday\b", re.IGNORECASE)
# "today" said of an act: "today announced", "has today imposed", "today issues", "published
# today"; not "310 today" (nowadays) nor "today's decision".
_TODAY_ACT = re.compile(
    r"\btoday\s+(?=[a-z]{3,}(?:ed|es|s)\b)|\b[a-z]{3,}ed\s+today\b(?!')",
)


def dateline(text: str) -> Quantity | None:
    """The date a document gives itself at its top, before it first says "today"; else None."""
    today = _TODAY.search(text)
    if today is None:
        return None
    head = text[: min(_HEAD, today.start())]
    for quantity in extract(head):
        if quantity.kind is not Kind.TIME or quantity.group is not None:
            continue
        if not (quantity.year and quantity.month and quantity.day):
            continue
        line_start = head.rfind("\n", 0, quantity.start) + 1
        if _PERIOD_END.search(head, line_start, quantity.start):
            continue  # "Results for the year ended 31 March 2024": the period's end, in a title
        line_end = text.find("\n", quantity.end)
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if len(line) <= _SHORT_LINE or _RUNS_ON.match(text, quantity.end):
            return quantity
        return None  # the first full date is in the body: an event's, not the document's
    return None


def dated_today(chunk: str, date: Quantity) -> list[Quantity]:
    """The document's date, as said by each "today" of an act in ``chunk``."""
    found = []
    for match in _TODAY_ACT.finditer(chunk):
        word = _TODAY.search(chunk, match.start(), match.end())
        if word is None:
            continue
        found.append(
            replace(
                date,
                text=f"today ({date.text})",
                start=word.start(),
                end=word.end(),
                context=chunk,
                group=None,
                cell=None,
                headings={},
                before="",
            )
        )
    return found
