"""verify-sources: clean evidence passes; a flipped byte in any evidence file, a missing file, an empty
capture, an unregistered citation or a source without evidence fails (exit 1). sha256sum agrees."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.case.registry import SourceRegistry
from investigate.case.store import CaseStore
from investigate.cli.app import app
from investigate.config import CaptureConfig
from investigate.evidence.capture import CaptureRequest, capture_requests
from tests.capture_support import CaptureSite, flip_byte, read_json

SLUG = "acme-corp-audit"
WEB = "evidence/web/S001"
DOC = "evidence/documents/S002_annual_report_2023.pdf"


@pytest.fixture(scope="module")
def captured_template(tmp_path_factory: pytest.TempPathFactory, capture_site: CaptureSite) -> Path:
    """One case with a captured web page (S001) and a PDF (S002), copied by each test."""
    root = tmp_path_factory.mktemp("template")
    case = CaseStore(root).create("Acme Corp audit")
    requests = [
        CaptureRequest(capture_site.url("/article")),
        CaptureRequest(capture_site.url("/reports/annual-report-2023.pdf")),
    ]
    reports = asyncio.run(capture_requests(case, requests, CaptureConfig(network_quiet_s=1), ["127.0.0.1"]))
    assert [r.status for r in reports] == ["captured", "captured"]
    return case.path


@pytest.fixture
def case_path(captured_template: Path, cases_root: Path) -> Path:
    target = cases_root / SLUG
    shutil.copytree(captured_template, target)
    (cases_root / ".active").write_text(SLUG + "\n")
    return target


def _verify(runner: CliRunner) -> tuple[int, dict[str, object]]:
    result = runner.invoke(app, ["verify-sources", "--json"])
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout)


def _codes(report: dict[str, object]) -> set[str]:
    errors = report["errors"]
    assert isinstance(errors, list)
    return {e["code"] for e in errors}


def _sha256sum_ok(case_path: Path) -> bool:
    done = subprocess.run(
        ["sha256sum", "--quiet", "-c", "MANIFEST.sha256"], cwd=case_path / "evidence", capture_output=True
    )
    return done.returncode == 0


def test_clean_case_passes_and_coreutils_agree(runner: CliRunner, case_path: Path) -> None:
    code, report = _verify(runner)
    assert code == 0 and report["ok"] is True, report
    assert report["captures"] == 2 and report["files_checked"] == 9
    assert _sha256sum_ok(case_path)
    manifest = (case_path / "evidence/MANIFEST.sha256").read_text().splitlines()
    assert len(manifest) == 9 and all(len(line.split("  ", 1)[0]) == 64 for line in manifest)
    human = runner.invoke(app, ["verify-sources"])
    assert human.exit_code == 0 and "PASS" in human.stdout


@pytest.mark.parametrize(
    "relative",
    [
        f"{WEB}/capture.png",
        f"{WEB}/capture.pdf",
        f"{WEB}/capture.html",
        f"{WEB}/raw.html",
        f"{WEB}/capture.txt",
        f"{WEB}/metadata.json",
        DOC,
        f"{DOC}.txt",
        f"{DOC}.meta.json",
    ],
)
def test_a_flipped_byte_in_any_evidence_file_fails(runner: CliRunner, case_path: Path, relative: str) -> None:
    flip_byte(case_path / relative)
    code, report = _verify(runner)
    assert code == 1 and report["ok"] is False
    assert _codes(report) & {"hash_mismatch", "invalid_metadata", "unreadable_metadata"}
    assert not _sha256sum_ok(case_path)
    human = runner.invoke(app, ["verify-sources"])
    assert human.exit_code == 1 and "FAIL" in human.stdout


def test_missing_file_fails(runner: CliRunner, case_path: Path) -> None:
    (case_path / WEB / "capture.png").unlink()
    code, report = _verify(runner)
    assert code == 1 and "missing_file" in _codes(report)


def test_capture_with_no_files_fails(runner: CliRunner, case_path: Path) -> None:
    meta_path = case_path / WEB / "metadata.json"
    metadata = read_json(meta_path)
    metadata["files"] = {}
    meta_path.write_text(json.dumps(metadata))
    code, report = _verify(runner)
    assert code == 1 and "no_files" in _codes(report)


def test_metadata_pointing_outside_the_case_fails(runner: CliRunner, case_path: Path) -> None:
    meta_path = case_path / WEB / "metadata.json"
    metadata = read_json(meta_path)
    metadata["files"]["txt"]["path"] = "evidence/web/S001/../../../../../etc/passwd"
    meta_path.write_text(json.dumps(metadata))
    code, report = _verify(runner)
    assert code == 1 and "outside_evidence" in _codes(report)


def test_citation_of_an_unregistered_source_fails(runner: CliRunner, case_path: Path) -> None:
    (case_path / "summary.md").write_text("Revenue was overstated [S001] and hidden [S002, S009].\n")
    code, report = _verify(runner)
    assert code == 1 and _codes(report) == {"unregistered_citation"}
    assert any("S009" in e["detail"] and "summary.md:1" in e["detail"] for e in report["errors"])  # type: ignore[union-attr]


def test_registered_source_without_evidence_fails(
    runner: CliRunner, case_path: Path, store: CaseStore
) -> None:
    SourceRegistry(store.get(SLUG)).register("https://example.org/never-captured", "Never captured")
    code, report = _verify(runner)
    assert code == 1 and _codes(report) == {"no_evidence"}


def test_deprecated_source_without_evidence_is_allowed(
    runner: CliRunner, case_path: Path, store: CaseStore
) -> None:
    registry = SourceRegistry(store.get(SLUG))
    entry, _ = registry.register("https://example.org/removed", "Removed page")
    registry.deprecate(entry.id, "Page removed, no archive found")
    code, report = _verify(runner)
    assert code == 0, report


def test_missing_manifest_fails(runner: CliRunner, case_path: Path) -> None:
    (case_path / "evidence/MANIFEST.sha256").unlink()
    code, report = _verify(runner)
    assert code == 1 and "no_manifest" in _codes(report)


def test_document_without_sidecar_fails(runner: CliRunner, case_path: Path) -> None:
    (case_path / "evidence/documents/S003_dropped_in.pdf").write_bytes(b"%PDF-1.4 not captured by the tool")
    code, report = _verify(runner)
    assert code == 1 and "no_metadata" in _codes(report)
