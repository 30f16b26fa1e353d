"""Cited units of a case's markdown: sentences, list items and table cells that cite ``[SXXX]``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from investigate.verify.sentences import split_sentences

if TYPE_CHECKING:
    from markdown_it.token import Token

# One bracket group: [S001], [S001, S002], [S001; S002]. Adjacent groups ([S001][S002],
# [S001] [S002]) are simply several groups.
CITATION_GROUP = re.compile(r"\[\s*(S\d{3,}(?:\s*[,;]\s*S\d{3,})*)\s*\]")
_SOURCE_ID = re.compile(r"S\d{3,}")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([.,;:!?)\]])")
_SPACES = re.compile(r"\s+")
_EMPTY_BRACKETS = re.compile(r"\(\s*\)")
_ONLY_ID = re.compile(r"^\s*S\d{3,}\s*$")

# Headings whose sections list sources rather than make claims.
_SOURCE_LIST_HEADING = re.compile(
    r"^(?:complete |full |embedded )?(?:sources?|references?|bibliography|works cited|citations)"
    r"(?: (?:list|index|details|registry|entries|appendix|cited|used))?$"
    r"|\bsource (?:list|index|details|registry|entries)\b|\bsources cited\b|\bquick reference\b",
    re.IGNORECASE,
)
# Table columns that hold the claim under examination or a rating, not what the source says.
_NON_EVIDENCE_COLUMN = re.compile(
    r"^(?:#|id|no\.?|claim|claims|claimed|verdict|rating|status|assessment|confidence|credibility|"
    r"type|position|truth|label|sources?|citations?|refs?|references?)$",
    re.IGNORECASE,
)


class UnitKind(StrEnum):
    """Where in the markdown a cited unit sits."""

    SENTENCE = "sentence"
    LIST_ITEM = "list_item"
    TABLE_CELL = "table_cell"
    TABLE_ROW = "table_row"


@dataclass(frozen=True)
class CitedUnit:
    """One checkable statement: its place, its text without citations, and the IDs it cites."""

    file: str
    line: int
    kind: UnitKind
    text: str
    raw: str
    sources: tuple[str, ...]


@dataclass
class ParsedFile:
    """The cited units of one markdown file, and how many sentences cite nothing."""

    file: str
    units: list[CitedUnit] = field(default_factory=list)
    uncited: int = 0


def cited_ids(text: str) -> tuple[str, ...]:
    """Source IDs cited in ``text``, in order of first appearance, without repeats."""
    seen: dict[str, None] = {}
    for group in CITATION_GROUP.finditer(text):
        for sid in _SOURCE_ID.findall(group.group(1)):
            seen.setdefault(sid, None)
    return tuple(seen)


def strip_citations(text: str) -> str:
    """``text`` with its citation groups removed and the spacing around them tidied."""
    stripped = CITATION_GROUP.sub(" ", text)
    stripped = _EMPTY_BRACKETS.sub(" ", stripped)
    stripped = _SPACES.sub(" ", stripped)
    return _SPACE_BEFORE_PUNCT.sub(r"\1", stripped).strip()


def is_source_list_heading(title: str) -> bool:
    """True for headings such as "Complete Source List", "Source Index", "Full Source Details"."""
    cleaned = strip_citations(title).strip(" #:*_`").strip()
    return bool(_SOURCE_LIST_HEADING.search(cleaned))


def parse_markdown(text: str, file: str) -> ParsedFile:
    """Split a markdown file into cited units; headings and source-list sections are not claims."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable(["table", "strikethrough"]).parse(text)
    parsed = ParsedFile(file=file)
    skip_level: int | None = None  # inside a source-list section of this heading level
    containers: list[str] = []
    row: list[tuple[str, int]] = []  # (cell text, line) of the current table row
    headers: list[str] = []
    in_head = False
    index = 0
    while index < len(tokens):
        token = tokens[index]
        kind = token.type
        if kind == "heading_open":
            level = int(token.tag[1:])
            title = tokens[index + 1].content if index + 1 < len(tokens) else ""
            if skip_level is not None and level <= skip_level:
                skip_level = None
            if skip_level is None and is_source_list_heading(title):
                skip_level = level
            index += 3  # heading_open, inline, heading_close: a heading is never a claim
            continue
        if token.nesting == 1:
            containers.append(kind)
            if kind == "thead_open":
                in_head, headers = True, []
            elif kind == "tr_open":
                row = []
        elif token.nesting == -1:
            if containers:
                containers.pop()
            if kind == "thead_close":
                in_head = False
            elif kind == "tr_close" and not in_head and skip_level is None:
                _row_units(row, headers, parsed)
        elif kind == "inline" and skip_level is None:
            plain = _plain_text(token)
            line = (token.map[0] + 1) if token.map else 1
            parent = containers[-1] if containers else ""
            if parent in ("th_open", "td_open"):
                if in_head:
                    headers.append(strip_citations(plain))
                else:
                    row.append((plain, line))
            else:
                unit_kind = UnitKind.LIST_ITEM if "list_item_open" in containers else UnitKind.SENTENCE
                _sentence_units(plain, line, unit_kind, parsed)
        index += 1
    return parsed


def _plain_text(inline: Token) -> str:
    """The visible text of an inline token; soft breaks stay newlines so lines can be counted."""
    parts: list[str] = []
    children = inline.children or []
    for position, child in enumerate(children):
        kind = child.type
        if kind in ("text", "code_inline"):
            # A link whose text is a bare ID ([S001](sources.md#s001)) is a citation.
            previous = children[position - 1].type if position else ""
            following = children[position + 1].type if position + 1 < len(children) else ""
            if previous == "link_open" and following == "link_close" and _ONLY_ID.match(child.content):
                parts.append(f"[{child.content.strip()}]")
            else:
                parts.append(child.content)
        elif kind in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)


def _sentence_units(plain: str, line: int, kind: UnitKind, parsed: ParsedFile) -> None:
    for start, end in split_sentences(plain):
        raw = plain[start:end]
        sources = cited_ids(raw)
        text = strip_citations(raw)
        if not sources:
            if text:
                parsed.uncited += 1
            continue
        parsed.units.append(
            CitedUnit(
                file=parsed.file,
                line=line + plain.count("\n", 0, start),
                kind=kind,
                text=text,
                raw=_SPACES.sub(" ", raw),
                sources=sources,
            )
        )


def _row_units(row: list[tuple[str, int]], headers: list[str], parsed: ParsedFile) -> None:
    """A cell with text and citations is its own unit; citation-only cells cite the row's evidence cells."""
    row_sources: dict[str, None] = {}
    for cell, line in row:
        sources = cited_ids(cell)
        if sources and not strip_citations(cell):
            row_sources.update(dict.fromkeys(sources))
        elif sources:
            _sentence_units(cell, line, UnitKind.TABLE_CELL, parsed)
    if not row_sources:
        return
    texts = []
    for column, (cell, _line) in enumerate(row):
        header = headers[column] if column < len(headers) else ""
        cleaned = strip_citations(cell)
        if cleaned and not cited_ids(cell) and not _NON_EVIDENCE_COLUMN.match(header.strip()):
            texts.append(cleaned)
    if not texts:
        return
    line = row[0][1]
    raw = " | ".join(cell for cell, _ in row)
    parsed.units.append(
        CitedUnit(
            file=parsed.file,
            line=line,
            kind=UnitKind.TABLE_ROW,
            text="; ".join(texts),
            raw=_SPACES.sub(" ", raw),
            sources=tuple(row_sources),
        )
    )
