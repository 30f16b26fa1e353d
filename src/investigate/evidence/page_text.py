"""Clean text of a rendered page: the web layer's main-text extraction, or the visible text when thin."""

from __future__ import annotations

import re
from dataclasses import dataclass

_BLANK_LINES = re.compile(r"\n{3,}")
_SPACES = re.compile(r"[ \t\u00a0]+")


def normalise(text: str) -> str:
    """Collapse runs of spaces and blank lines; keep paragraph breaks."""
    lines = [_SPACES.sub(" ", line).strip() for line in text.replace("\r\n", "\n").split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


@dataclass(frozen=True)
class PageText:
    text: str
    author: str | None
    published: str | None


def clean_text(dom_html: str, visible_text: str, url: str) -> PageText:
    """The text verify-claims checks: the main content, or all visible text when extraction keeps little.

    Extraction drops navigation and boilerplate; when it keeps less than half of what a reader sees
    (short pages, app-like layouts) the visible text is used, so no quoted sentence goes missing.
    """
    from investigate.web.extract import extract_html

    visible = normalise(visible_text)
    extracted = extract_html(dom_html, url)
    main = normalise(extracted.text)
    chosen = visible if len(main) * 2 < len(visible) else main
    return PageText(chosen, extracted.author, extracted.published)
