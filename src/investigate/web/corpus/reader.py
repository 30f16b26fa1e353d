"""Turning a corpus file (.md, .txt, .html, .pdf) into a title and searchable text."""

from __future__ import annotations

import re
from pathlib import Path

SUPPORTED = frozenset({".md", ".markdown", ".txt", ".html", ".htm", ".pdf"})
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def read_document(path: Path) -> tuple[str, str]:
    """(title, text) of ``path``; the file name stands in for a missing title."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        from investigate.web.extract import extract_pdf

        pdf = extract_pdf(path.read_bytes(), str(path))
        return pdf.title or _first_line(pdf.text) or path.stem, pdf.text
    raw = path.read_bytes()
    from investigate.web.fetch import decode_body

    text = decode_body(raw, None)
    if suffix in (".html", ".htm"):
        from investigate.web.extract import extract_html

        page = extract_html(text, str(path))
        return page.title or path.stem, page.text
    if suffix in (".md", ".markdown"):
        match = _HEADING.search(text[:5000])
        return (match.group(1).strip() if match else _first_line(text) or path.stem), text
    return _first_line(text) or path.stem, text


def _first_line(text: str) -> str:
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line[:200]
    return ""
