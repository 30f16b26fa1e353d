from __future__ import annotations

from investigate.verify.judge import find_quote

EVIDENCE = "The board said:\n“We  did NOT approve\tthe merger,” according to the filing."


def test_quote_found_after_folding_whitespace_quotes_and_case() -> None:
    span = find_quote('"we did not approve the merger,"', EVIDENCE)
    assert span is not None
    start, end = span
    assert EVIDENCE[start:end] == "“We  did NOT approve\tthe merger,”"


def test_quote_not_in_evidence() -> None:
    assert find_quote("we approved the merger", EVIDENCE) is None
    assert find_quote("   ", EVIDENCE) is None
