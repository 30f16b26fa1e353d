"""Documents (PDF and other non-HTML responses): kept byte for byte; text extracted beside them."""

from __future__ import annotations

import mimetypes
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from investigate.web.fetch import FetchedPage

# Media types the browser renders as pages; everything else is a document.
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
EXTENSIONS = {
    "application/pdf": "pdf",
    "text/plain": "txt",
    "text/csv": "csv",
    "text/markdown": "md",
    "application/json": "json",
    "application/xml": "xml",
    "text/xml": "xml",
    "application/msword": "doc",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.ms-excel": "xls",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    "application/zip": "zip",
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/gif": "gif",
    "image/webp": "webp",
}


def is_html(page: FetchedPage) -> bool:
    """Whether to render as a web page (content type, sniffed when the server sent none)."""
    return page.media_type in HTML_TYPES


def extension_for(page: FetchedPage) -> str:
    """File extension from the content type, never from the URL."""
    media = page.media_type
    if media in EXTENSIONS:
        return EXTENSIONS[media]
    guessed = mimetypes.guess_extension(media) if media else None
    return guessed.lstrip(".") if guessed else "bin"


@dataclass(frozen=True)
class DocumentText:
    """Extracted text (None when the format has none to extract) and a note on why it is missing or thin."""

    text: str | None
    note: str | None
    title: str | None = None
    author: str | None = None
    published: str | None = None


def extract_text(page: FetchedPage) -> DocumentText:
    """Text of a document for verify-claims, via the web layer's extractors; binary is never decoded as text."""
    from investigate.web.extract import ExtractionError, extract_page

    try:
        extracted = extract_page(page)
    except ExtractionError as exc:
        return DocumentText(None, exc.message)
    text = extracted.text.strip()
    if not text:
        return DocumentText(None, f"no extractable text in this {page.media_type} (scanned or image-only?)")
    return DocumentText(text + "\n", None, extracted.title, extracted.author, extracted.published)
