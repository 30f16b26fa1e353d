"""The capture commands as a user runs them: batches, IDs, retries, Wayback, bad input, the wrapper script."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from typer.testing import CliRunner

from investigate.case.registry import SourceRegistry
from investigate.case.store import Case
from investigate.cli.app import app
from tests.capture_support import SENTENCE, CaptureSite, read_json

ROOT = Path(__file__).resolve().parents[1]


def _json(result: object) -> list[dict[str, object]]:
    data: list[dict[str, object]] = json.loads(result.stdout)  # type: ignore[attr-defined]
    return data


def test_batch_captures_in_input_order_and_skips_clean_ones(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case, tmp_path: Path
) -> None:
    site = capture_cli_env
    batch = tmp_path / "urls.txt"
    batch.write_text(
        "# sources for the audit story\n"
        f"{site.url('/article')}\n"
        f"{site.url('/gone')}\n"
        f"{site.url('/reports/annual-report-2023.pdf')}\n"
        f"{site.url('/other')}\n"
    )
    first = runner.invoke(app, ["capture", "--batch", str(batch), "--json"])
    assert first.exit_code == 3, first.output  # one failed: incomplete
    reports = _json(first)
    assert [(r["status"], r["source_id"]) for r in reports] == [
        ("captured", "S001"),
        ("failed", None),
        ("captured", "S002"),
        ("captured", "S003"),
    ]
    assert reports[1]["reason"] == "HTTP 404" and reports[2]["files"]
    registry = SourceRegistry(case)
    registry.register(site.url("/third"), "Third report, registered before capture")  # S004
    batch.write_text(
        f"{site.url('/article')}\nS004|{site.url('/third')}|Third report\n{site.url('/other')}\n"
    )
    second = runner.invoke(app, ["capture", "--batch", str(batch), "--json"])
    assert second.exit_code == 0, second.output
    assert [(r["status"], r["source_id"]) for r in _json(second)] == [
        ("skipped", "S001"),
        ("captured", "S004"),
        ("skipped", "S003"),
    ]
    assert (case.path / "evidence/web/S004/capture.txt").is_file()
    assert runner.invoke(app, ["verify-sources"]).exit_code == 0


def test_failed_list_and_retry_that_succeeds(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case
) -> None:
    site = capture_cli_env
    url = site.url("/flaky")
    site.flaky_fails.set()
    try:
        assert runner.invoke(app, ["capture", url]).exit_code == 3
        assert runner.invoke(app, ["capture", url]).exit_code == 3
        listed = runner.invoke(app, ["captures", "--failed", "--json"])
        [failure] = _json(listed)
        assert (failure["url"], failure["kind"], failure["http_status"], failure["attempts"]) == (
            url,
            "http_error",
            503,
            2,
        )
        table = runner.invoke(app, ["captures", "--failed"])
        assert "503" in table.stdout and "flaky" in table.stdout
        site.flaky_fails.clear()
        retry = runner.invoke(app, ["capture", url, "--json"])
        assert retry.exit_code == 0 and _json(retry)[0]["source_id"] == "S001"
    finally:
        site.flaky_fails.set()
    assert _json(runner.invoke(app, ["captures", "--failed", "--json"])) == []
    assert case.load_state().gaps == []
    assert read_json(case.path / "evidence/failed-captures.json")["failures"][0]["resolved_by"] == "S001"


def test_capture_into_a_given_id(runner: CliRunner, capture_cli_env: CaptureSite, case: Case) -> None:
    site = capture_cli_env
    # The seeds' workflow: the next free ID, given explicitly.
    assert runner.invoke(app, ["capture", "S001", site.url("/article")]).exit_code == 0
    assert (case.path / "evidence/web/S001/metadata.json").is_file()
    again = runner.invoke(app, ["capture", "S001", site.url("/article"), "--json"])
    assert _json(again)[0]["status"] == "skipped"
    forced = runner.invoke(app, ["capture", "S001", site.url("/article"), "--force", "--json"])
    assert _json(forced)[0]["status"] == "captured"
    wrong_url = runner.invoke(app, ["capture", "S001", site.url("/other")])
    assert wrong_url.exit_code == 2 and "registered for" in wrong_url.stderr
    unknown = runner.invoke(app, ["capture", "S007", site.url("/other")])
    assert unknown.exit_code == 2 and "S007 is not registered" in unknown.stderr
    for bad in ("S1", "../S001", "S001/../../x"):
        result = runner.invoke(app, ["capture", bad, site.url("/other")])
        assert result.exit_code == 2 and "Traceback" not in result.output
    assert sorted(p.name for p in (case.path / "evidence/web").iterdir()) == ["S001"]


def test_bad_input_is_exit_2_and_writes_nothing(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case, tmp_path: Path
) -> None:
    assert runner.invoke(app, ["capture"]).exit_code == 2
    batch = tmp_path / "bad.txt"
    batch.write_text(f"{capture_cli_env.url('/article')}\nS001|\nnot|a|valid|line\n")
    result = runner.invoke(app, ["capture", "--batch", str(batch)])
    assert result.exit_code == 2 and "line 2" in result.stderr
    missing = runner.invoke(app, ["capture", "--batch", str(tmp_path / "nope.txt")])
    assert missing.exit_code == 2 and "cannot read batch file" in missing.stderr
    scheme = runner.invoke(app, ["capture", "file:///etc/passwd", "--json"])
    assert scheme.exit_code == 3 and _json(scheme)[0]["failure_kind"] == "blocked"
    assert not (case.path / "evidence/web").exists()


def test_missing_chromium_is_exit_2_with_the_fix(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case, monkeypatch: object
) -> None:
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setenv("INVESTIGATE_CHROMIUM", "/nonexistent/chromium")
    result = runner.invoke(app, ["capture", capture_cli_env.url("/article")])
    assert result.exit_code == 2
    assert "no Chromium found" in result.stderr and "INVESTIGATE_CHROMIUM" in result.stderr
    assert "Traceback" not in result.output


def test_wayback_submission_is_recorded(runner: CliRunner, capture_cli_env: CaptureSite, case: Case) -> None:
    site = capture_cli_env
    url = site.url("/article")
    site.serve_save(url)
    site.save_mode = "ok"
    result = runner.invoke(app, ["capture", url, "--wayback", "--json"])
    assert result.exit_code == 0, result.output
    archive = f"{site.base}/web/20260101000000/{url}"
    assert _json(result)[0]["wayback"] == {
        "submitted": True,
        "archive_url": archive,
        "job_id": None,
        "error": None,
    }
    assert read_json(case.path / "evidence/web/S001/metadata.json")["wayback"]["archive_url"] == archive
    assert SourceRegistry(case).get("S001").archive_url == archive
    assert runner.invoke(app, ["verify-sources"]).exit_code == 0  # manifest follows the metadata update


def test_wayback_error_does_not_fail_the_capture(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case
) -> None:
    site = capture_cli_env
    url = site.url("/other")
    site.serve_save(url)
    site.save_mode = "error"
    try:
        result = runner.invoke(app, ["capture", url, "--wayback", "--json"])
    finally:
        site.save_mode = "ok"
    assert result.exit_code == 0, result.output
    wayback = read_json(case.path / "evidence/web/S001/metadata.json")["wayback"]
    assert wayback["archive_url"] is None and "520" in wayback["error"]


def test_wayback_fallback_captures_the_newest_archived_copy(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case
) -> None:
    site = capture_cli_env
    url = site.url("/gone")
    site.cdx_rows = [["20200101000000", url, "200"], ["20240301120000", url, "200"]]
    site.serve_snapshot("20240301120000", url, site.article)
    try:
        without = runner.invoke(app, ["capture", url, "--json"])
        assert without.exit_code == 3
        result = runner.invoke(app, ["capture", url, "--wayback-fallback", "--json"])
    finally:
        site.cdx_rows = None
    assert result.exit_code == 0, result.output
    [report] = _json(result)
    assert (report["status"], report["method"], report["source_id"]) == ("captured", "wayback", "S001")
    metadata = read_json(case.path / "evidence/web/S001/metadata.json")
    assert metadata["url"] == url and metadata["method"] == "wayback"
    assert metadata["archived_copy"]["timestamp"] == "20240301120000"
    assert "HTTP 404" in metadata["archived_copy"]["live_failure"]
    assert SENTENCE in (case.path / "evidence/web/S001/capture.txt").read_text(encoding="utf-8")
    assert SourceRegistry(case).get("S001").url == url


def test_wayback_fallback_without_snapshot_stays_failed(
    runner: CliRunner, capture_cli_env: CaptureSite, case: Case
) -> None:
    result = runner.invoke(app, ["capture", capture_cli_env.url("/gone"), "--wayback-fallback", "--json"])
    assert result.exit_code == 3
    assert "no archived copy" in str(_json(result)[0]["reason"])


def test_captures_lists_what_is_on_disk(runner: CliRunner, capture_cli_env: CaptureSite, case: Case) -> None:
    assert runner.invoke(app, ["captures"]).exit_code == 0
    runner.invoke(app, ["capture", capture_cli_env.url("/reports/annual-report-2023.pdf")])
    rows = _json(runner.invoke(app, ["captures", "--json"]))
    assert [(r["source_id"], r["kind"], r["method"], r["files"]) for r in rows] == [
        ("S001", "document", "download", 2)
    ]


def test_scripts_capture_wrapper(capture_cli_env: CaptureSite, case: Case, isolated_env: Path) -> None:
    env = {**os.environ, "INVESTIGATE_CASES_DIR": str(isolated_env / "cases")}
    done = subprocess.run(
        [str(ROOT / "scripts/capture"), "S001", capture_cli_env.url("/article"), "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=isolated_env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["source_id"] == "S001"
    assert (case.path / "evidence/web/S001/capture.txt").is_file()
