"""Writing a successful capture into the case: files, metadata with hashes, manifest entries.

Call under the case lock. A re-capture is staged beside the old one and swapped in whole, so a
crash leaves either the old evidence or the new, never a mix.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path
from typing import Any

from investigate.case.atomic import write_bytes_atomic
from investigate.evidence.hashing import hex_digest, sha256_bytes
from investigate.evidence.manifest import evidence_relative, read_manifest, update_manifest
from investigate.evidence.models import (
    BrowserInfo,
    CaptureMetadata,
    DocumentMetadata,
    FileRecord,
    WaybackRecord,
)
from investigate.evidence.paths import (
    DOCUMENTS_DIR,
    METADATA_NAME,
    SIDECAR_SUFFIX,
    TEXT_SUFFIX,
    document_file,
    inside_case,
    validate_source_id,
    web_dir,
)
from investigate.evidence.session import Document, WebPage

WEB_FILES = {
    "png": "capture.png",
    "pdf": "capture.pdf",
    "html": "capture.html",
    "raw": "raw.html",
    "txt": "capture.txt",
}


def _record(relative: str, data: bytes) -> FileRecord:
    return FileRecord(path=relative, sha256=sha256_bytes(data), size=len(data))


def _shared_fields(
    source_id: str, captured: WebPage | Document, files: dict[str, FileRecord], wayback: WaybackRecord | None
) -> dict[str, Any]:
    """The metadata fields web pages and documents share: origin, response, method and files."""
    fetched = captured.fetched
    archived = captured.archived_copy
    return {
        "source_id": validate_source_id(source_id),
        "url": fetched.url if archived is None else archived.original_url,
        "final_url": fetched.final_url,
        "redirects": fetched.redirects,
        "method": captured.method,
        "http_status": fetched.status,
        "content_type": fetched.content_type,
        "files": files,
        "wayback": wayback,
        "archived_copy": archived,
    }


def _metadata_bytes(model: CaptureMetadata | DocumentMetadata) -> bytes:
    return (model.model_dump_json(indent=2) + "\n").encode("utf-8")


def write_web_page(
    case_path: Path,
    source_id: str,
    page: WebPage,
    *,
    browser_version: str,
    title: str | None,
    wayback: WaybackRecord | None,
) -> CaptureMetadata:
    """Write ``evidence/web/SXXX/`` (five files + metadata.json) and its manifest entries."""
    folder = web_dir(source_id)
    target = inside_case(case_path, folder)
    staging = target.parent / f".{target.name}.new"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    contents = {
        "png": page.rendered.png,
        "pdf": page.rendered.pdf,
        "html": page.rendered.dom_html.encode("utf-8"),
        "raw": page.fetched.body,
        "txt": (page.text.text + "\n").encode("utf-8"),
    }
    files: dict[str, FileRecord] = {}
    for kind, data in contents.items():
        write_bytes_atomic(staging / WEB_FILES[kind], data)
        files[kind] = _record(f"{folder}/{WEB_FILES[kind]}", data)
    fetched = page.fetched
    metadata = CaptureMetadata(
        **_shared_fields(source_id, page, files, wayback),
        title=(title or page.rendered.title).strip(),
        charset=fetched.charset,
        browser=BrowserInfo(version=browser_version),
        text_chars=len(page.text.text),
        rendered_url=page.rendered.rendered_url if page.rendered.rendered_url != fetched.final_url else None,
        network_quiet=page.rendered.network_quiet,
        screenshot_truncated=page.rendered.screenshot_truncated,
    )
    meta_bytes = _metadata_bytes(metadata)
    write_bytes_atomic(staging / METADATA_NAME, meta_bytes)
    _swap_in(staging, target)
    manifest_add = {record.path: hex_digest(record.sha256) for record in files.values()}
    manifest_add[f"{folder}/{METADATA_NAME}"] = hashlib.sha256(meta_bytes).hexdigest()
    update_manifest(case_path, _manifest_paths_under(case_path, folder + "/"), manifest_add)
    return metadata


def _swap_in(staging: Path, target: Path) -> None:
    old = target.parent / f".{target.name}.old"
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        os.replace(target, old)
    os.replace(staging, target)
    shutil.rmtree(old, ignore_errors=True)


def _manifest_paths_under(case_path: Path, prefix: str) -> list[str]:
    entries = read_manifest(case_path) or {}
    short = evidence_relative(prefix)
    return [f"evidence/{path}" for path in entries if path.startswith(short)]


def existing_documents(case_path: Path, source_id: str) -> list[Path]:
    """Every file of an earlier document capture for ``source_id`` (document, text, sidecar)."""
    folder = inside_case(case_path, DOCUMENTS_DIR)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{validate_source_id(source_id)}_*"))


def write_document(
    case_path: Path,
    source_id: str,
    document: Document,
    *,
    name: str,
    title: str | None,
    wayback: WaybackRecord | None,
) -> DocumentMetadata:
    """Write ``evidence/documents/SXXX_<name>.<ext>`` unchanged, its text and its ``.meta.json`` sidecar."""
    relative = document_file(source_id, name, document.extension)
    target = inside_case(case_path, relative)
    stale = [p for p in existing_documents(case_path, source_id) if p.name != target.name]
    contents = {"document": document.fetched.body}
    if document.text.text is not None:
        contents["text"] = document.text.text.encode("utf-8")
    files: dict[str, FileRecord] = {}
    paths = {"document": relative, "text": relative + TEXT_SUFFIX}
    for kind, data in contents.items():
        write_bytes_atomic(inside_case(case_path, paths[kind]), data)
        files[kind] = _record(paths[kind], data)
    metadata = DocumentMetadata(
        **_shared_fields(source_id, document, files, wayback),
        title=(title or document.text.title or "").strip(),
        text_chars=len(document.text.text or ""),
        text_note=document.text.note,
    )
    meta_bytes = _metadata_bytes(metadata)
    sidecar = relative + SIDECAR_SUFFIX
    write_bytes_atomic(inside_case(case_path, sidecar), meta_bytes)
    if "text" not in files:
        inside_case(case_path, paths["text"]).unlink(missing_ok=True)
    for path in stale:
        path.unlink(missing_ok=True)
    manifest_add = {record.path: hex_digest(record.sha256) for record in files.values()}
    manifest_add[sidecar] = hashlib.sha256(meta_bytes).hexdigest()
    prefix = f"{DOCUMENTS_DIR}/{validate_source_id(source_id)}_"
    update_manifest(case_path, _manifest_paths_under(case_path, prefix), manifest_add)
    return metadata


def remove_web_capture(case_path: Path, source_id: str) -> None:
    """Delete ``evidence/web/SXXX/`` and its manifest entries (when the source is now a document)."""
    folder = web_dir(source_id)
    target = inside_case(case_path, folder)
    if target.exists():
        shutil.rmtree(target)
        update_manifest(case_path, _manifest_paths_under(case_path, folder + "/"), {})


def remove_documents(case_path: Path, source_id: str) -> None:
    """Delete every document file of ``source_id`` and its manifest entries (when it is now a web page)."""
    stale = existing_documents(case_path, source_id)
    for path in stale:
        path.unlink(missing_ok=True)
    if stale:
        prefix = f"{DOCUMENTS_DIR}/{validate_source_id(source_id)}_"
        update_manifest(case_path, _manifest_paths_under(case_path, prefix), {})


def set_wayback(case_path: Path, metadata_path: str, record: WaybackRecord) -> None:
    """Record the Save API's answer in a capture's metadata once it arrives, keeping the manifest in step."""
    target = inside_case(case_path, metadata_path)
    model: type[CaptureMetadata] | type[DocumentMetadata] = (
        CaptureMetadata if metadata_path.endswith("/" + METADATA_NAME) else DocumentMetadata
    )
    metadata = model.model_validate_json(target.read_bytes())
    metadata.wayback = record
    data = _metadata_bytes(metadata)
    write_bytes_atomic(target, data)
    update_manifest(case_path, [], {metadata_path: hashlib.sha256(data).hexdigest()})
