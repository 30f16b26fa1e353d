from __future__ import annotations

from pathlib import Path

from investigate.evidence.text import evidence_text
from investigate.verify.registry_ids import read_registered_ids


def test_web_capture_text_wins(tmp_path: Path) -> None:
    web = tmp_path / "evidence" / "web" / "S001"
    web.mkdir(parents=True)
    (web / "capture.txt").write_text("Page text.")
    docs = tmp_path / "evidence" / "documents"
    docs.mkdir(parents=True)
    (docs / "S001_report.pdf.txt").write_text("Document text.")
    assert evidence_text(tmp_path, "S001") == "Page text."


def test_documents_joined_in_name_order(tmp_path: Path) -> None:
    docs = tmp_path / "evidence" / "documents"
    docs.mkdir(parents=True)
    (docs / "S002_b.pdf").write_bytes(b"%PDF")
    (docs / "S002_b.pdf.txt").write_text("Second.")
    (docs / "S002_a.pdf.txt").write_text("First.")
    (docs / "S002_a.pdf.meta.json").write_text("{}")
    # A document that is itself a .txt file: its extracted text is the .txt.txt beside it.
    (docs / "S002_c.txt").write_text("original bytes")
    (docs / "S002_c.txt.txt").write_text("Third.")
    (docs / "S0020_x.pdf.txt").write_text("another source")
    assert evidence_text(tmp_path, "S002") == "First.\n\nSecond.\n\nThird."


def test_no_evidence_is_none(tmp_path: Path) -> None:
    assert evidence_text(tmp_path, "S003") is None
    (tmp_path / "evidence" / "web" / "S003").mkdir(parents=True)
    assert evidence_text(tmp_path, "S003") is None


def test_registry_ids(tmp_path: Path) -> None:
    assert read_registered_ids(tmp_path).ids == set()
    (tmp_path / "_sources.json").write_text(
        '{"schema_version": 1, "sources": [{"id": "S001", "status": "active"},'
        ' {"id": "S002", "status": "deprecated"}]}'
    )
    registered = read_registered_ids(tmp_path)
    assert registered.ids == {"S001", "S002"}
    assert registered.deprecated == {"S002"}
