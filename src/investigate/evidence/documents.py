"""Documents (PDF and other non-HTML responses): kept byte for byte; text extracted beside them."""

from __future__ import annotations

import io
import mimetypes
from dataclasses import dataclass

# Media types the browser should render as pages; everything else is a document.
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
TEXT_TYPES = frozenset(
    {"text/plain", "text/csv", "text/markdown", "application/json", "application/xml", "text/xml"}
)
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
    "application/octet-stream": "bin",
}


def is_html(media_type: str, body: bytes) -> bool:
    """Whether to render as a web page: by content type, or by sniffing when the server sent none."""
    if media_type in HTML_TYPES:
        return True
    if media_type:
        return False
    head = body[:512].lstrip().lower()
    return head.startswith((b"<!doctype html", b"<html")) or b"<body" in head


def extension_for(media_type: str, body: bytes) -> str:
    """File extension from the content type (never from the URL); PDFs are also recognised by magic."""
    if body.startswith(b"%PDF-"):
        return "pdf"
    if media_type in EXTENSIONS:
        return EXTENSIONS[media_type]
    guessed = mimetypes.guess_extension(media_type) if media_type else None
    return guessed.lstrip(".") if guessed else "bin"


@dataclass(frozen=True)
class DocumentText:
    text: str | None
    note: str | None


def extract_text(body: bytes, media_type: str, charset: str | None) -> DocumentText:
    """Text of a document for verify-claims; None (with why) when the format carries no extractable text."""
    if body.startswith(b"%PDF-") or media_type == "application/pdf":
        return _pdf_text(body)
    if media_type in TEXT_TYPES or media_type.startswith("text/"):
        try:
            return DocumentText(body.decode(charset or "utf-8"), None)
        except (LookupError, UnicodeDecodeError):
            return DocumentText(body.decode("utf-8", errors="replace"), "decoded with replacement characters")
    return DocumentText(None, f"no text extraction for {media_type or 'unknown type'}")


def _pdf_text(body: bytes) -> DocumentText:
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(body))
        pages = [page.extract_text() or "" for page in reader.pages]
    except Exception as exc:  # untrusted bytes: pypdf raises many types on malformed files
        return DocumentText(None, f"PDF text could not be extracted: {exc}")
    text = "\n\n".join(p.strip() for p in pages).strip()
    if not text:
        return DocumentText("", f"PDF has {len(pages)} page(s) but no text layer (scanned?)")
    return DocumentText(text + "\n", None)
