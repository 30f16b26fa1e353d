"""A document's own date, and the acts it dates by it: "today", "yesterday", "last Tuesday".

A press release or decision notice dates itself once, at the top ("Date of decision: 19 March
2024", "HALLENBY, April 3, 2024 - "), and then says what was "today announced" or "has today
imposed". The act is dated by that line: "fined £5.2 million in March 2023" is contradicted by
"has today imposed a financial penalty of £5.2 million" under "Date of decision: 19 March 2024";
"Last Tuesday your board approved" under "Broadcast: Sunday 14 April 2024" was 9 April 2024.
"""

from __future__ import annotations

import calendar
import datetime
import re
from dataclasses import replace

from investigate.verify.quantities import Kind, Quantity, extract

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# The top of a document, where its date line stands.
HEAD = 800
# A date line is short ("Published 6 June 2024", "The Hague, 12 March 2024"), or a press
# release's place and date run into its first sentence ("HALLENBY, April 3, 2024 - Vantor ...").
_SHORT_LINE = 100
_RUNS_ON = re.compile(r"\s*(?:--|[-–—])\s")
_PERIOD_END = re.compile(
    r"\b(?:ended|ending|end|to|until|till|from|between|since|through)\s+$", re.IGNORECASE
)
# Any of these starts the search for the date line; of the "today"s, only those of
# ``_TODAY_ACT`` are dated by it.
_RELATIVE = re.compile(rf"\b(?:today|yesterday|last\s+(?:{'|'.join(_DAYS)}))\b", re.IGNORECASE)
_DAY_BEFORE = re.compile(rf"\b(?:yesterday|last\s+({'|'.join(_DAYS)}))\b", re.IGNORECASE)
# "today" said of an act: "today announced", "has today imposed", "today issues", "published
# today"; not "310 today" (nowadays) nor "today's decision".
_TODAY_ACT = re.compile(r"\btoday(?=\s+[a-z]{3,}(?:ed|es|s)\b)|(?<=[a-z]{3}ed\s)today\b(?!')")


def dateline(text: str) -> Quantity | None:
    """The date a document gives itself at its top, before it first dates anything by it; else None."""
    today = _RELATIVE.search(text)
    if today is None:
        return None
    head = text[: min(HEAD, today.start())]
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


def relative_dates(chunk: str, date: Quantity) -> list[Quantity]:
    """The dates that each "today" of an act, "yesterday" and "last Tuesday" in ``chunk`` say,
    counted from the document's ``date``, in order."""
    if not (date.year and date.month and date.day):
        return []  # ``dateline`` gives only whole dates
    day = datetime.date(date.year, date.month, date.day)
    said = [(match.start(), match.end(), day) for match in _TODAY_ACT.finditer(chunk)]
    for match in _DAY_BEFORE.finditer(chunk):
        weekday = match.group(1)
        if weekday is None:
            said.append((match.start(), match.end(), day - datetime.timedelta(days=1)))
        else:  # the last such day before the document's: "last Tuesday" on a Tuesday is a week ago
            back = (day.weekday() - _DAYS.index(weekday.lower())) % 7 or 7
            said.append((match.start(), match.end(), day - datetime.timedelta(days=back)))
    return [
        replace(
            date,
            text=f"{chunk[start:end]} ({when.day} {calendar.month_name[when.month]} {when.year})",
            start=start,
            end=end,
            year=when.year,
            month=when.month,
            day=when.day,
            context=chunk,
            group=None,
            cell=None,
            headings={},
            before="",
        )
        for start, end, when in sorted(said)
    ]


# A field of a document's heading: "Judgment handed down: 19 April 2024", "Date of decision: ...".
_FIELD = re.compile(r"^[ \t]*[A-Za-z][^\n:.;,]{0,40}:[ \t]*\S", re.MULTILINE)


def in_heading(text: str, start: int, end: int) -> bool:
    """True for a passage at the top of a document that holds one of its heading's fields: what
    the field says ("Judgment handed down: 19 April 2024") is of the whole document."""
    return end <= HEAD and _FIELD.search(text, start, end) is not None
