"""Tables in evidence text: which row label and column heading each cell's figure is said of.

Captured pages keep their tables as text: trafilatura writes ``| a | b |`` rows, reports align
their columns with spaces, and plain-text notices part them with dashes ("Bramley's Seedling - 9 -
612 - 488"). A figure in a cell is said of its row's label and its column's
heading, not of the other cells beside it ("A or above | 18.2% | 24.6%" under "Grade | As issued |
Corrected": 24.6% is the corrected share).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINE = re.compile(r"[^\n]+")
_SEPARATOR = re.compile(r"^[\s|:+-]*-{3,}[\s|:+-]*$")  # "|---|:---:|"
# A column break in a space-aligned row (two spaces after a full stop are a sentence's end).
_ALIGNED_GAP = re.compile(r"[^\s.!?;,](?:\t+| {2,})(?=\S)")
_CELL_BREAK = re.compile(r"\t+| {2,}")
_DASH_BREAK = re.compile(r"[ \t]+[-–—][ \t]+")  # not the hyphen of "4-6" or "2023-24"
_WORD = re.compile(r"[^\W\d_]{2,}")
# A heading that is a period: "2023", "2023-24", "2022/23", "FY2024", "Q1 2024", "H2 2023".
_PERIOD = re.compile(r"(?:FY\s?|[QH][1-4]\s)?(?:19|20)\d\d(?:\s?[-/–]\s?(?:\d\d){1,2})?", re.IGNORECASE)
# ... with what its figures are in: "2024 (£)", "2023-24 (£000)", "2024 (%)"
_PERIOD_HEADING = re.compile(
    rf"{_PERIOD.pattern}(?:\s*\((?:[$€£¥]\s?(?:000|k|m|bn)?|%|[A-Z]{{3}})\))?", re.IGNORECASE
)
_AMOUNT = re.compile(r"[$€£¥]\s?\d|\b[A-Z]{3}\s?\d|\d\s?%|\d,\d{3}|\d\.\d")

Span = tuple[int, int]


@dataclass(frozen=True)
class Cell:
    """A cell of a table row: its span in the text, and the spans of what it is said of."""

    start: int
    end: int
    named: tuple[Span, ...]  # the row's label and the column's heading: they name the cell
    described: tuple[Span, ...]  # the table's title and the label column's heading
    # "from" or "to" for a cell at an end of the change its row gives in a column of changes
    # ("2019 | 2024 | Change 2019-24": the 2019 cell is where it started, the 2024 one where it
    # ended), "by" for the change's own cell.
    change_end: str = ""


@dataclass(frozen=True)
class _Row:
    start: int  # of the line in the text
    cells: list[Span]  # in the text


def table_cells(text: str) -> list[Cell]:
    """Every cell, past the first column, of every table in ``text``, in order."""
    if "|" not in text and "  " not in text and "\t" not in text and not _DASH_BREAK.search(text):
        return []
    lines = [(m.start(), m.group()) for m in _LINE.finditer(text)]
    cells: list[Cell] = []
    number = 0
    while number < len(lines):
        block = _block(lines, number)
        if not block:
            number += 1
            continue
        cells += _cells(text, lines, number, block)
        number += len(block)
    return cells


def _block(lines: list[tuple[int, str]], first: int) -> list[_Row | None]:
    """The rows of the table starting at line ``first`` (None for a separator), or [] if none."""
    piped = _piped(lines[first][1])
    if not piped and (dashed := _dashed_row(*lines[first])) is not None:
        # Every row of a dashed table has as many cells as its first: prose with dashes does not.
        rows: list[_Row | None] = [dashed]
        for start, line in lines[first + 1 :]:
            row = _dashed_row(start, line)
            if row is None or len(row.cells) != len(dashed.cells):
                break
            rows.append(row)
        return rows if len(rows) >= 3 else []
    rows = []
    for number in range(first, len(lines)):
        start, line = lines[number]
        if piped and _SEPARATOR.match(line) and "|" in line:
            rows.append(None)  # "|---|:---:|"
            continue
        heading = rows[0] if len(rows) == 1 else None
        if heading is not None and not piped and _SEPARATOR.match(line) and len(heading.cells) >= 3:
            # A rule of dashes right under an aligned table's first row of three or more cells
            # makes that row its heading ("Region   Cases 2023   Cases 2024   Rate per 100,000").
            rows.append(None)
            continue
        row = _pipe_row(start, line) if piped else _aligned_row(start, line)
        if row is None:
            break
        rows.append(row)
    real = [row for row in rows if row is not None]
    # A lone aligned line is more likely prose with wide spacing than a table.
    return rows if len(real) >= 2 else []


def _piped(line: str) -> bool:
    return line.count("|") >= 2


def _pipe_row(start: int, line: str) -> _Row | None:
    if not _piped(line):
        return None
    pieces = line.split("|")
    # What stands outside the opening and closing bars is no cell; an empty cell inside is one
    # ("|  | Deaths | Injuries |": the label column has no heading).
    first = 1 if not pieces[0].strip() else 0
    last = len(pieces) - 1 if not pieces[-1].strip() else len(pieces)
    cells: list[Span] = []
    position = sum(len(piece) + 1 for piece in pieces[:first])
    for piece in pieces[first:last]:
        lead = len(piece) - len(piece.lstrip())
        low = start + position + lead
        cells.append((low, low + len(piece.strip())))
        position += len(piece) + 1
    return _Row(start, cells) if len(cells) >= 2 else None


def _dashed_row(start: int, line: str) -> _Row | None:
    """A row of three or more cells parted by spaced dashes; None for any other line."""
    if _ALIGNED_GAP.search(line) is not None:
        return None  # an aligned table's row, whatever dash a cell holds
    cells: list[Span] = []
    position = len(line) - len(line.lstrip())
    for gap in _DASH_BREAK.finditer(line, position):
        cells.append((start + position, start + gap.start()))
        position = gap.end()
    cells.append((start + position, start + len(line.rstrip())))
    return _Row(start, cells) if len(cells) >= 3 and all(end > low for low, end in cells) else None


_BLANK_LABEL = 12  # spaces before a row's first cell that leave its label empty


def _aligned_row(start: int, line: str) -> _Row | None:
    if _ALIGNED_GAP.search(line) is None:
        return None
    position = len(line) - len(line.lstrip())
    # A heading row indented past the labels' column ("        2024    2023    Change") has an
    # empty first cell: its first heading names a column, not the row.
    cells: list[Span] = [(start, start)] if position >= _BLANK_LABEL else []
    for gap in _CELL_BREAK.finditer(line, position):
        if gap.start() > position:
            cells.append((start + position, start + gap.start()))
        position = gap.end()
    if position < len(line.rstrip()):
        cells.append((start + position, start + len(line.rstrip())))
    return _Row(start, cells) if len(cells) >= 2 else None


def _cells(text: str, lines: list[tuple[int, str]], first: int, block: list[_Row | None]) -> list[Cell]:
    rows = [row for row in block if row is not None]
    piped = _piped(lines[first][1]) or _dashed_row(*lines[first]) is not None  # cells by number
    heading = rows[0] if _is_heading(text, rows[0], block) else None
    described = [span for span in [_caption(lines, first)] if span is not None]
    if heading is not None:
        described.append(heading.cells[0])
    ends = _change_ends(text, heading) if heading is not None else {}
    cells: list[Cell] = []
    for row in rows:
        if row is heading:
            continue
        label = _label_of(text, row)
        for number, span in enumerate(row.cells[1:], start=1):
            column = _heading_of(heading, span, number, row, piped) if heading is not None else None
            own = tuple(cell for cell in label if cell[0] < span[0])
            named = own if column is None else (*own, column)
            end = ends.get(column, "") if column is not None else ""
            cells.append(Cell(span[0], span[1], named, tuple(described), end))
    return cells


def _label_of(text: str, row: _Row) -> tuple[Span, ...]:
    """The cells that name a row: its first, and where that is only a reference ("R3", "4.2"), the
    cells of words after it ("R3 | Repair or replace all 61 defective flat entrance doors | 20
    December 2024": the deadline is the repair's)."""
    first = row.cells[0]
    if _WORD.search(_text(text, first)):
        return (first,)
    return (first, *(cell for cell in row.cells[1:] if len(_WORD.findall(_text(text, cell))) >= 2))


def _change_ends(text: str, heading: _Row) -> dict[Span, str]:
    """The headings of the columns at the ends of a column of changes ("2019" "from" and "2024"
    "to", for "Change 2019-24"; the two years' columns, whichever comes first, for a bare "Change"),
    and its own ("by"). Only columns headed by a period, each of its own year: "Q3 2024 | Q4 2024"
    share one."""
    years = [
        (cell, int(year.group()))
        for cell in heading.cells[1:]
        if _PERIOD.fullmatch(_text(text, cell)) and (year := _YEAR.search(_text(text, cell)))
    ]
    if len({year for _, year in years}) < len(years):
        return {}
    for cell in heading.cells[1:]:
        change = _CHANGE_HEADING.search(_text(text, cell))
        if change is None:
            continue
        if change.group("first"):
            first = int(change.group("first"))
            last = _later_year(first, change.group("last"))
        elif len(years) == 2:  # (with three, a bare "Change" may be the last two's)
            first, last = sorted(year for _, year in years)
        else:
            return {}
        ends = {column: "from" for column, year in years if year == first}
        ends.update({column: "to" for column, year in years if year == last})
        return {**ends, cell: "by"} if len(ends) == 2 and first != last else {}
    return {}


# "Change 2019-24", "% change 2022/23", "Change": the heading of a column of changes.
_CHANGE_HEADING = re.compile(
    r"\bchange\b(?:\s+(?P<first>(?:19|20)\d\d)\s?[-/–]\s?(?P<last>(?:19|20)?\d\d)\b)?", re.IGNORECASE
)
_YEAR = re.compile(r"(?:19|20)\d\d")


def _later_year(first: int, written: str) -> int:
    """The year "24" of "2019-24" stands for (2024; "02" of "1998-02" for 2002)."""
    if len(written) == 4:
        return int(written)
    year = first // 100 * 100 + int(written)
    return year if year > first else year + 100


def _is_heading(text: str, row: _Row, block: list[_Row | None]) -> bool:
    """True when the table's first row names its columns: a separator follows it, or its first
    cell holds no figure and every other a word or a year ("Grade | As issued 15 Aug 2024 | 2023")."""
    if len(block) > 1 and block[0] is row and block[1] is None:
        return True
    first = _text(text, row.cells[0])
    cells = [_text(text, c) for c in row.cells]
    return (
        not any(ch.isdigit() for ch in first)
        and all(_WORD.search(cell) or _PERIOD_HEADING.fullmatch(cell) for cell in cells if cell)
        and not any(_AMOUNT.search(cell) for cell in cells)  # "Hotel room   EUR 189.00" is a row
    )


def _heading_of(heading: _Row, span: Span, number: int, row: _Row, piped: bool) -> Span | None:
    """The heading cell above a cell: the same column of a piped table, the most overlapping
    one (by position in the line) of an aligned table."""
    if len(heading.cells) == len(row.cells) or (piped and number < len(heading.cells)):
        return heading.cells[number]
    low, high = span[0] - row.start, span[1] - row.start
    best, overlap = None, 0
    for cell in heading.cells[1:]:
        a, b = cell[0] - heading.start, cell[1] - heading.start
        shared = min(b, high) - max(a, low)
        if shared > overlap:
            best, overlap = cell, shared
    return best


def _caption(lines: list[tuple[int, str]], first: int) -> Span | None:
    """The line just above a table, when it reads as its title: short, and no sentence ("Table 3:
    Results by region", "Proportion of candidates achieving each grade or above:")."""
    if first == 0:
        return None
    start, line = lines[first - 1]
    title = line.strip()
    if len(title) > 150 or title.endswith((".", "!", "?")) or _ALIGNED_GAP.search(title):
        return None
    return start, start + len(line)


def _text(text: str, span: Span) -> str:
    return text[span[0] : span[1]]
