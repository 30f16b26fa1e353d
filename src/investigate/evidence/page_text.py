"""Clean text of a rendered page: trafilatura's main text, or the page's visible text when that is thin."""

from __future__ import annotations

import re

_BLANK_LINES = re.compile(r"\n{3,}")
_SPACES = re.compile(r"[ \t\u00a0]+")


def normalise(text: str) -> str:
    """Collapse runs of spaces and blank lines; keep paragraph breaks."""
    lines = [_SPACES.sub(" ", line).strip() for line in text.replace("\r\n", "\n").split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def clean_text(html: str, visible_text: str, url: str | None = None) -> str:
    """The text verify-claims checks: the main content, falling back to all visible text.

    trafilatura drops navigation and boilerplate; when it keeps less than half of what a reader
    sees (short pages, app-like layouts) the visible text is used so no quoted sentence goes missing.
    """
    import trafilatura

    visible = normalise(visible_text)
    extracted = trafilatura.extract(
        html, url=url, include_comments=False, include_tables=True, favor_recall=True, deduplicate=False
    )
    main = normalise(extracted or "")
    if len(main) * 2 < len(visible):
        return visible
    return main
