from __future__ import annotations

from investigate.verify.citations import (
    UnitKind,
    cited_ids,
    is_source_list_heading,
    parse_markdown,
    strip_citations,
)

CASE_MD = """# Investigation: FTX [S009]

**Status**: IN_PROGRESS

## Summary

The defendant was aware of the fraud by January 2025 [S001] [S002]. Dr. Jane Roe of the U.S. Treasury
testified on March 3, 2023 [S003, S004].

According to internal emails [S002], the CFO raised concerns in December 2024. Nothing else here.

- FTX filed for bankruptcy on November 11, 2022 [S001][S005].
- Uncited item.

| Date | Event | Sources |
|------|-------|---------|
| 2022-11-11 | FTX filed for bankruptcy | [S001] |
| 2022-11-12 | Hackers drained $477 million [S006] | |

| Claim | Verdict | Evidence | Sources |
|---|---|---|---|
| Bankman-Fried was innocent | FALSE | A jury convicted him on all seven counts | [S007] |

> "We did nothing wrong," he said [S008].

```
Code is not a claim [S011].
```

## Complete Source List

### [S001] Reuters
- **URL**: https://example.com [S001]

### Source Index

- [S012] is listed here.

## Timeline again

Back to claims [S010]. See [S013](sources.md#s013).
"""


def test_citation_forms() -> None:
    assert cited_ids("a [S001][S002] b [S003, S004] c [S005] [S001] d [S006; S007]") == (
        "S001", "S002", "S003", "S004", "S005", "S006", "S007",
    )  # fmt: skip
    assert cited_ids("no [S01] or [X001] or S001") == ()
    assert strip_citations("emails [S002], the CFO [S001] [S003].") == "emails, the CFO."


def test_source_list_headings() -> None:
    for title in ("Complete Source List", "Source Index", "Full Source Details", "Sources", "References"):
        assert is_source_list_heading(title), title
    assert not is_source_list_heading("Timeline")
    assert not is_source_list_heading("Sources of funding for the campaign")


def test_units_with_lines_and_kinds() -> None:
    parsed = parse_markdown(CASE_MD, "summary.md")
    got = [(u.line, u.kind, u.sources, u.text) for u in parsed.units]
    assert got == [
        (7, UnitKind.SENTENCE, ("S001", "S002"), "The defendant was aware of the fraud by January 2025."),
        (7, UnitKind.SENTENCE, ("S003", "S004"), "Dr. Jane Roe of the U.S. Treasury testified on March 3, 2023."),
        (10, UnitKind.SENTENCE, ("S002",), "According to internal emails, the CFO raised concerns in December 2024."),
        (12, UnitKind.LIST_ITEM, ("S001", "S005"), "FTX filed for bankruptcy on November 11, 2022."),
        (17, UnitKind.TABLE_ROW, ("S001",), "2022-11-11; FTX filed for bankruptcy"),
        (18, UnitKind.TABLE_CELL, ("S006",), "Hackers drained $477 million"),
        (22, UnitKind.TABLE_ROW, ("S007",), "A jury convicted him on all seven counts"),
        (24, UnitKind.SENTENCE, ("S008",), '"We did nothing wrong," he said.'),
        (41, UnitKind.SENTENCE, ("S010",), "Back to claims."),
        (41, UnitKind.SENTENCE, ("S013",), "See."),
    ]  # fmt: skip
    # Headings, code and the source list sections are not claims.
    cited = {sid for u in parsed.units for sid in u.sources}
    assert not cited & {"S009", "S011", "S012"}
    assert parsed.uncited == 3


def test_sentence_on_a_later_line_of_a_paragraph() -> None:
    text = "First line has no citation.\nSecond line does [S001].\nThird too [S002]."
    parsed = parse_markdown(text, "people.md")
    assert [(u.line, u.text) for u in parsed.units] == [
        (2, "Second line does."),
        (3, "Third too."),
    ]
