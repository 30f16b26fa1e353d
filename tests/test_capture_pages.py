"""Capture through real Chromium from a real local site: every kind of page ends as a user expects."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from git import Repo
from typer.testing import CliRunner

from investigate.case.registry import SourceRegistry
from investigate.case.store import Case
from investigate.cli.app import app
from investigate.config import CaptureConfig
from investigate.evidence.capture import CaptureOptions, CaptureReport, CaptureRequest, capture_requests
from tests.capture_support import (
    CYRILLIC,
    JAPANESE,
    JS_TEXT,
    LARGE_PARAGRAPHS,
    PDF_LINES,
    SENTENCE,
    CaptureSite,
    read_json,
)

ALLOW = ["127.0.0.1"]


async def _capture(case: Case, config: CaptureConfig, url: str, **options: bool) -> CaptureReport:
    [report] = await capture_requests(
        case, [CaptureRequest(url)], config, ALLOW, CaptureOptions(**options), single=True
    )
    return report


def _sha(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _assert_files_match_metadata(case: Case, metadata: dict[str, object]) -> None:
    files = metadata["files"]
    assert isinstance(files, dict) and files
    for record in files.values():
        data = (case.path / record["path"]).read_bytes()
        assert record["sha256"] == _sha(data)
        assert record["size"] == len(data)


def test_article_through_the_cli(runner: CliRunner, capture_cli_env: CaptureSite, case: Case) -> None:
    url = capture_cli_env.url("/article")
    result = runner.invoke(app, ["capture", url, "--json"])
    assert result.exit_code == 0, result.output
    [report] = json.loads(result.stdout)
    assert (report["source_id"], report["status"], report["registered"]) == ("S001", "captured", True)
    folder = case.path / "evidence/web/S001"
    assert sorted(p.name for p in folder.iterdir()) == [
        "capture.html",
        "capture.pdf",
        "capture.png",
        "capture.txt",
        "metadata.json",
        "raw.html",
    ]
    assert (folder / "raw.html").read_bytes() == capture_cli_env.article
    assert (folder / "capture.png").read_bytes().startswith(b"\x89PNG")
    assert (folder / "capture.pdf").read_bytes().startswith(b"%PDF-")
    assert "<article>" in (folder / "capture.html").read_text(encoding="utf-8")
    text = (folder / "capture.txt").read_text(encoding="utf-8")
    assert SENTENCE in text and "About" not in text  # main text, navigation dropped
    metadata = read_json(folder / "metadata.json")
    assert metadata["source_id"] == "S001" and metadata["url"] == url and metadata["final_url"] == url
    assert metadata["http_status"] == 200 and metadata["content_type"].startswith("text/html")
    assert metadata["method"] == "playwright" and re.match(r"\d+\.\d+", metadata["browser"]["version"])
    assert metadata["title"] == "Acme Corp audit findings"
    _assert_files_match_metadata(case, metadata)
    sources = read_json(case.path / "_sources.json")["sources"]
    assert [(s["id"], s["url"], s["evidence_paths"]) for s in sources] == [
        ("S001", url, ["evidence/web/S001/"])
    ]
    assert "Acme Corp audit findings" in (case.path / "sources.md").read_text(encoding="utf-8")
    assert case.load_state().next_source_id == "S002"
    assert Repo(case.path).head.commit.message.strip() == f"case {case.slug}: Capture S001"
    assert "capturing" in result.stderr  # progress on stderr, stdout stays JSON


async def test_redirect_records_the_final_url(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    url = capture_site.url("/old-address")
    report = await _capture(case, capture_config, url)
    assert report.status == "captured"
    metadata = read_json(case.path / "evidence/web/S001/metadata.json")
    assert metadata["url"] == url
    assert metadata["final_url"] == capture_site.url("/article")
    assert metadata["redirects"] == [capture_site.url("/article")]  # every hop the guard checked
    assert SENTENCE in (case.path / "evidence/web/S001/capture.txt").read_text(encoding="utf-8")


async def test_redirect_to_a_private_address_is_refused(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    report = await _capture(case, capture_config, capture_site.url("/to-private"))
    assert report.status == "failed" and report.failure_kind == "blocked"
    assert "10.255.255.1" in (report.reason or "")
    assert not (case.path / "evidence/web").exists()
    assert SourceRegistry(case).sources() == []


async def test_a_name_rebinding_to_the_local_site_is_refused(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    answers = ["93.184.215.14"]  # public when the guard looks, the local site when connecting

    def rebinding(host: str, port: int) -> list[str]:
        return [answers.pop(0)] if answers else ["127.0.0.1"]

    before = len(capture_site.server.calls("/article"))
    [report] = await capture_requests(
        case,
        [CaptureRequest(f"http://localhost:{capture_site.server.port}/article")],
        capture_config,
        [],
        resolver=rebinding,
    )
    assert report.status == "failed" and report.failure_kind == "blocked"
    assert "127.0.0.1" in (report.reason or "")
    assert len(capture_site.server.calls("/article")) == before
    assert SourceRegistry(case).sources() == []


async def test_private_url_without_allow_list_is_refused(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    [report] = await capture_requests(
        case, [CaptureRequest(capture_site.url("/article"))], capture_config, []
    )
    assert report.status == "failed" and report.failure_kind == "blocked"


async def test_pdf_is_kept_byte_for_byte_with_its_text(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    report = await _capture(case, capture_config, capture_site.url("/reports/annual-report-2023.pdf"))
    assert report.status == "captured" and report.method == "download"
    doc = case.path / "evidence/documents/S001_annual_report_2023.pdf"
    assert doc.read_bytes() == capture_site.pdf
    text = Path(str(doc) + ".txt").read_text(encoding="utf-8")
    assert all(line in text for line in PDF_LINES)
    sidecar = read_json(Path(str(doc) + ".meta.json"))
    assert sidecar["content_type"] == "application/pdf" and sidecar["source_id"] == "S001"
    _assert_files_match_metadata(case, sidecar)
    assert not (case.path / "evidence/web").exists()
    [entry] = SourceRegistry(case).sources()
    assert entry.source_type == "Document" and entry.evidence_paths == [
        "evidence/documents/S001_annual_report_2023.pdf"
    ]


@pytest.mark.parametrize(
    ("path", "kind", "words"),
    [
        ("/gone", "http_error", "HTTP 404"),
        ("/cf-403", "bot_wall", "HTTP 403: bot wall / challenge page ('just a moment...')"),
        ("/cf-429", "bot_wall", "HTTP 429: bot wall / challenge page ('cf-mitigated: challenge')"),
        ("/forbidden", "http_error", "HTTP 403: the site refused the request"),
        ("/challenge", "bot_wall", "Just a moment"),
        ("/soft-404", "error_page", "not found"),
        ("/empty", "empty", "near-empty"),
    ],
)
async def test_failed_pages_are_recorded_never_registered(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite, path: str, kind: str, words: str
) -> None:
    url = capture_site.url(path)
    report = await _capture(case, capture_config, url)
    assert report.status == "failed" and report.failure_kind == kind
    assert words.lower() in (report.reason or "").lower()
    assert report.source_id is None and report.files == []
    assert SourceRegistry(case).sources() == []
    assert not (case.path / "evidence/web").exists() and not (case.path / "evidence/documents").exists()
    [failure] = read_json(case.path / "evidence/failed-captures.json")["failures"]
    assert (failure["url"], failure["kind"]) == (url, kind)
    gaps = case.load_state().gaps
    assert [(g.kind, g.ref) for g in gaps] == [("capture", url)]


async def test_slow_page_within_the_limit_is_captured(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    report = await _capture(case, capture_config, capture_site.url("/slow"))
    assert report.status == "captured"


async def test_page_over_the_time_limit_fails_as_timeout(case: Case, capture_site: CaptureSite) -> None:
    config = CaptureConfig(page_timeout_s=3, network_quiet_s=1)
    report = await _capture(case, config, capture_site.url("/very-slow"))
    assert report.status == "failed" and report.failure_kind == "timeout"


async def test_large_page_is_captured_whole_with_the_screenshot_capped(
    case: Case, capture_site: CaptureSite
) -> None:
    config = CaptureConfig(max_screenshot_height=5000, network_quiet_s=1)
    report = await _capture(case, config, capture_site.url("/large"))
    assert report.status == "captured"
    folder = case.path / "evidence/web/S001"
    text = (folder / "capture.txt").read_text(encoding="utf-8")
    assert f"ACME-{LARGE_PARAGRAPHS - 1:05d}" in text  # nothing cut from the text
    metadata = read_json(folder / "metadata.json")
    assert metadata["screenshot_truncated"] is True
    assert metadata["files"]["raw"]["size"] > 500_000


async def test_page_over_the_size_limit_fails(case: Case, capture_site: CaptureSite) -> None:
    config = CaptureConfig(max_page_bytes=100_000, max_document_bytes=100_000)
    report = await _capture(case, config, capture_site.url("/large"))
    assert report.status == "failed" and report.failure_kind == "too_large"


@pytest.mark.parametrize(
    ("path", "expected", "encoding"), [("/cp1251", CYRILLIC, "cp1251"), ("/sjis", JAPANESE, "shift_jis")]
)
async def test_legacy_charset_kept_raw_and_decoded_in_text(
    case: Case,
    capture_config: CaptureConfig,
    capture_site: CaptureSite,
    path: str,
    expected: str,
    encoding: str,
) -> None:
    report = await _capture(case, capture_config, capture_site.url(path))
    assert report.status == "captured", report.reason
    folder = case.path / "evidence/web/S001"
    raw = (folder / "raw.html").read_bytes()
    assert raw == (capture_site.cp1251 if encoding == "cp1251" else capture_site.sjis)  # exact bytes sent
    assert expected in (folder / "capture.txt").read_text(encoding="utf-8")
    dom = (folder / "capture.html").read_text(encoding="utf-8")  # written as UTF-8 and says so
    assert expected in dom and '<meta charset="utf-8">' in dom.lower()
    assert "Shift_JIS" not in dom


async def test_text_that_appears_only_after_javascript(
    case: Case, capture_config: CaptureConfig, capture_site: CaptureSite
) -> None:
    report = await _capture(case, capture_config, capture_site.url("/js"))
    assert report.status == "captured", report.reason
    folder = case.path / "evidence/web/S001"
    assert JS_TEXT in (folder / "capture.txt").read_text(encoding="utf-8")
    assert JS_TEXT in (folder / "capture.html").read_text(encoding="utf-8")
    assert JS_TEXT.encode() not in (folder / "raw.html").read_bytes()
