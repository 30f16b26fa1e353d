"""verify-sources: re-hash every evidence file and check evidence, manifest, registry and citations agree."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from investigate.case.case_json import first_error
from investigate.errors import UsageError
from investigate.evidence.hashing import sha256_file
from investigate.evidence.manifest import ManifestError, evidence_relative, read_manifest
from investigate.evidence.models import CaptureMetadata, DocumentMetadata, FileRecord
from investigate.evidence.paths import (
    DOCUMENTS_DIR,
    EVIDENCE_DIR,
    MANIFEST_FILE,
    METADATA_NAME,
    SIDECAR_SUFFIX,
    WEB_DIR,
    inside_case,
    validate_source_id,
)

REGISTRY_FILE = "_sources.json"
REQUIRED_WEB_FILES = ("png", "pdf", "html", "raw", "txt")
_CITATION = re.compile(r"\[(S\d{3,}(?:\s*[,;]\s*S\d{3,})*)\]")
_ID = re.compile(r"S\d{3,}")
# Folders whose markdown is not the case's own writing (AI leads are never citations).
SKIP_DIRS = frozenset({".git", "research-leads"})


class Problem(BaseModel):
    """One thing wrong (error) or worth knowing (warning)."""

    code: str
    detail: str
    source_id: str | None = None
    path: str | None = None


class IntegrityReport(BaseModel):
    """What ``verify-sources --json`` prints."""

    case: str
    ok: bool
    captures: int
    files_checked: int
    bytes_checked: int
    registered_sources: int
    cited_sources: int
    errors: list[Problem]
    warnings: list[Problem]


class _Checker:
    def __init__(self, case_path: Path) -> None:
        self.case = case_path
        self.errors: list[Problem] = []
        self.warnings: list[Problem] = []
        self.listed: dict[str, FileRecord] = {}
        self.metadata_files: list[str] = []
        self.evidence_ids: set[str] = set()
        self.captures = 0
        self._hashes: dict[str, str | None] = {}

    def error(self, code: str, detail: str, source_id: str | None = None, path: str | None = None) -> None:
        self.errors.append(Problem(code=code, detail=detail, source_id=source_id, path=path))

    def warn(self, code: str, detail: str, source_id: str | None = None, path: str | None = None) -> None:
        self.warnings.append(Problem(code=code, detail=detail, source_id=source_id, path=path))

    # -- reading metadata ------------------------------------------------------------------
    def _load(self, relative: str, model: type[CaptureMetadata] | type[DocumentMetadata]) -> Any:
        path = self.case / relative
        try:
            raw = json.loads(path.read_bytes())
        except (OSError, ValueError) as exc:
            self.error("unreadable_metadata", f"cannot read {relative}: {exc}", path=relative)
            return None
        source_id = raw.get("source_id") if isinstance(raw, dict) else None
        if not isinstance(raw, dict) or not raw.get("files"):
            self.error(
                "no_files",
                f"{relative} lists no files: a capture with no files is not evidence",
                source_id=source_id,
                path=relative,
            )
            return None
        try:
            return model.model_validate(raw)
        except ValidationError as exc:
            self.error(
                "invalid_metadata", f"{relative}: {first_error(exc)}", source_id=source_id, path=relative
            )
            return None

    def collect_web(self) -> None:
        root = self.case / WEB_DIR
        if not root.is_dir():
            return
        for folder in sorted(root.iterdir()):
            relative = f"{WEB_DIR}/{folder.name}"
            if folder.name.startswith("."):
                self.warn("leftover", f"{relative} is left over from an interrupted capture", path=relative)
                continue
            if not folder.is_dir():
                self.error("unlisted_file", f"{relative} is not part of any capture", path=relative)
                continue
            try:
                source_id = validate_source_id(folder.name)
            except UsageError:
                self.error("bad_folder", f"{relative} is not named after a source ID", path=relative)
                continue
            meta_rel = f"{relative}/{METADATA_NAME}"
            if not (folder / METADATA_NAME).is_file():
                self.error("no_metadata", f"{relative} has no {METADATA_NAME}", source_id, relative)
                continue
            self.metadata_files.append(meta_rel)
            meta = self._load(meta_rel, CaptureMetadata)
            if meta is None:
                continue
            if meta.source_id != source_id:
                self.error("id_mismatch", f"{meta_rel} says {meta.source_id}", source_id, meta_rel)
            missing = [kind for kind in REQUIRED_WEB_FILES if kind not in meta.files]
            if missing:
                self.error(
                    "incomplete", f"{meta_rel} lists no {', '.join(missing)} file", source_id, meta_rel
                )
            self._add_files(source_id, meta.files.values(), relative + "/")
            listed = {Path(r.path).name for r in meta.files.values()} | {METADATA_NAME}
            for extra in sorted(p.name for p in folder.iterdir() if p.name not in listed):
                self.warn("unlisted_file", f"{relative}/{extra} is not listed in {METADATA_NAME}", source_id)

    def collect_documents(self) -> None:
        root = self.case / DOCUMENTS_DIR
        if not root.is_dir():
            return
        covered: set[str] = set()
        for sidecar in sorted(root.glob(f"*{SIDECAR_SUFFIX}")):
            meta_rel = f"{DOCUMENTS_DIR}/{sidecar.name}"
            covered.add(sidecar.name)
            self.metadata_files.append(meta_rel)
            meta = self._load(meta_rel, DocumentMetadata)
            if meta is None:
                continue
            try:
                source_id = validate_source_id(meta.source_id)
            except UsageError:
                self.error("invalid_metadata", f"{meta_rel}: bad source ID {meta.source_id!r}", path=meta_rel)
                continue
            if not sidecar.name.startswith(f"{source_id}_"):
                self.error("id_mismatch", f"{meta_rel} says {source_id}", source_id, meta_rel)
            if "document" not in meta.files:
                self.error("incomplete", f"{meta_rel} lists no document file", source_id, meta_rel)
            self._add_files(source_id, meta.files.values(), f"{DOCUMENTS_DIR}/")
            covered.update(Path(r.path).name for r in meta.files.values())
        for path in sorted(root.iterdir()):
            if path.name not in covered and not path.name.startswith("."):
                relative = f"{DOCUMENTS_DIR}/{path.name}"
                self.error("no_metadata", f"{relative} has no {SIDECAR_SUFFIX} sidecar", path=relative)

    def _add_files(self, source_id: str, records: Iterable[FileRecord], folder: str) -> None:
        self.captures += 1
        self.evidence_ids.add(source_id)
        for record in records:
            if not record.path.startswith(folder) or "/../" in record.path or record.path.endswith(".."):
                self.error("outside_evidence", f"{record.path} is outside {folder}", source_id, record.path)
                continue
            self.listed[record.path] = record

    # -- hashing -------------------------------------------------------------------------
    def hash_all(self, paths: Iterable[str]) -> None:
        wanted = sorted({p for p in paths if p not in self._hashes})

        def digest(relative: str) -> str | None:
            try:
                path = inside_case(self.case, relative)
                return sha256_file(path) if path.is_file() else None
            except (OSError, UsageError):
                return None

        workers = min(8, (os.cpu_count() or 2), max(1, len(wanted)))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            for relative, value in zip(wanted, pool.map(digest, wanted), strict=True):
                self._hashes[relative] = value

    def check_files(self) -> None:
        for relative, record in sorted(self.listed.items()):
            actual = self._hashes.get(relative)
            source_id = relative.split("/")[2].split("_")[0] if relative.count("/") >= 2 else None
            if actual is None:
                self.error("missing_file", f"{relative} is missing", source_id, relative)
            elif actual != record.sha256:
                self.error(
                    "hash_mismatch",
                    f"{relative} has changed since capture (hash mismatch)",
                    source_id,
                    relative,
                )
            elif (self.case / relative).stat().st_size != record.size:
                self.error("size_mismatch", f"{relative} size differs from its metadata", source_id, relative)

    def check_manifest(self) -> None:
        try:
            entries = read_manifest(self.case)
        except ManifestError as exc:
            self.error("bad_manifest", str(exc), path=MANIFEST_FILE)
            return
        if entries is None:
            if self.metadata_files:
                self.error("no_manifest", f"{MANIFEST_FILE} is missing", path=MANIFEST_FILE)
            return
        for short, digest in sorted(entries.items()):
            relative = f"{EVIDENCE_DIR}/{short}"
            actual = self._hashes.get(relative)
            if actual is None:
                self.error("missing_file", f"{relative} (in {MANIFEST_FILE}) is missing", path=relative)
            elif actual.removeprefix("sha256:") != digest:
                self.error("hash_mismatch", f"{relative} does not match {MANIFEST_FILE}", path=relative)
        for relative in [*self.listed, *self.metadata_files]:
            if evidence_relative(relative) not in entries:
                self.error("not_in_manifest", f"{relative} is not in {MANIFEST_FILE}", path=relative)

    # -- registry and citations ----------------------------------------------------------
    def registry(self) -> dict[str, str]:
        """``{source ID: status}`` from ``_sources.json`` (the contract's reader shape)."""
        path = self.case / REGISTRY_FILE
        try:
            data = json.loads(path.read_bytes())
            return {str(s["id"]): str(s.get("status", "active")) for s in data["sources"]}
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            self.error("bad_registry", f"cannot read {REGISTRY_FILE}: {exc}", path=REGISTRY_FILE)
            return {}

    def citations(self) -> dict[str, list[str]]:
        """``{source ID: ["file.md:line", ...]}`` for every citation in the case's markdown."""
        cited: dict[str, list[str]] = {}
        for path in sorted(self.case.rglob("*.md")):
            relative = path.relative_to(self.case)
            if SKIP_DIRS.intersection(relative.parts):
                continue
            try:
                lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:
                continue
            for number, line in enumerate(lines, 1):
                for group in _CITATION.findall(line):
                    for source_id in _ID.findall(group):
                        cited.setdefault(source_id, []).append(f"{relative}:{number}")
        return cited

    def check_registry(self, registered: dict[str, str], cited: dict[str, list[str]]) -> None:
        for source_id, where in sorted(cited.items()):
            if source_id not in registered:
                shown = ", ".join(where[:3]) + (" ..." if len(where) > 3 else "")
                self.error(
                    "unregistered_citation", f"[{source_id}] is cited ({shown}) but not registered", source_id
                )
            elif registered[source_id] == "deprecated":
                self.warn("deprecated_citation", f"[{source_id}] is deprecated but still cited", source_id)
        for source_id, status in sorted(registered.items()):
            if status != "deprecated" and source_id not in self.evidence_ids:
                self.error(
                    "no_evidence", f"{source_id} is registered but has no captured evidence", source_id
                )
        for source_id in sorted(self.evidence_ids - registered.keys()):
            self.warn(
                "unregistered_evidence", f"evidence for {source_id}, which is not registered", source_id
            )


def verify_sources(case_path: Path) -> IntegrityReport:
    """Check one case; ``ok`` is False on any error (missing file, hash mismatch, empty capture, ...)."""
    checker = _Checker(case_path)
    checker.collect_web()
    checker.collect_documents()
    try:
        manifest = read_manifest(case_path) or {}
    except ManifestError:
        manifest = {}
    checker.hash_all([*checker.listed, *checker.metadata_files, *(f"{EVIDENCE_DIR}/{p}" for p in manifest)])
    checker.check_files()
    checker.check_manifest()
    registered = checker.registry()
    cited = checker.citations()
    checker.check_registry(registered, cited)
    return IntegrityReport(
        case=case_path.name,
        ok=not checker.errors,
        captures=checker.captures,
        files_checked=len(checker._hashes),
        bytes_checked=sum(r.size for r in checker.listed.values()),
        registered_sources=len(registered),
        cited_sources=len(cited),
        errors=checker.errors,
        warnings=checker.warnings,
    )
