"""The text verify-claims checks for a source: the web capture's text or its documents' texts."""

from __future__ import annotations

from pathlib import Path

WEB_TEXT = "capture.txt"


def evidence_text(case_path: Path, source_id: str) -> str | None:
    """``evidence/web/SXXX/capture.txt`` if present, else the document texts joined, else None."""
    web = case_path / "evidence" / "web" / source_id / WEB_TEXT
    if web.is_file():
        return _read(web)
    paths = document_text_paths(case_path, source_id)
    if not paths:
        return None
    return "\n\n".join(_read(path) for path in paths)


def document_text_paths(case_path: Path, source_id: str) -> list[Path]:
    """The extracted texts ``SXXX_<name>.<ext>.txt`` of a source's documents, sorted by name."""
    folder = case_path / "evidence" / "documents"
    if not folder.is_dir():
        return []
    prefix = f"{source_id}_"
    names = {p.name for p in folder.iterdir() if p.name.startswith(prefix) and p.is_file()}
    texts = []
    for name in names:
        if not name.endswith(".txt"):
            continue
        document = name[: -len(".txt")]
        # The text of a document is "<document>.txt"; a document that is itself a .txt file and has
        # its own extracted text beside it is the original, not the text.
        if Path(document).suffix and name + ".txt" not in names:
            texts.append(folder / name)
    return sorted(texts)


def _read(path: Path) -> str:
    # Extraction may have left stray bytes; a replacement character is better than no check at all.
    return path.read_text(encoding="utf-8", errors="replace")
