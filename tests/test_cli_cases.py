from __future__ import annotations

import json
from pathlib import Path

from git import Repo
from typer.testing import CliRunner

from investigate.case.store import CaseStore
from investigate.cli.app import app


def _new(runner: CliRunner, topic: str) -> str:
    result = runner.invoke(app, ["new", topic, "--no-run", "--json"])
    assert result.exit_code == 0, result.output
    slug: str = json.loads(result.stdout)["case"]
    return slug


def test_new_without_no_run_refuses_and_creates_nothing(runner: CliRunner, cases_root: Path) -> None:
    result = runner.invoke(app, ["new", "FTX collapse"])
    assert result.exit_code == 2
    assert "--no-run" in result.stderr
    assert not cases_root.exists() or not any(cases_root.iterdir())


def test_new_creates_case_and_prints_it(runner: CliRunner, cases_root: Path) -> None:
    result = runner.invoke(app, ["new", "Corporate fraud at Acme Corp", "--no-run"])
    assert result.exit_code == 0, result.output
    assert "corporate-fraud-acme-corp" in result.stdout
    assert (cases_root / "corporate-fraud-acme-corp" / ".git").is_dir()


def test_empty_topic_is_exit_2_without_traceback(runner: CliRunner) -> None:
    result = runner.invoke(app, ["new", "   ", "--no-run"])
    assert result.exit_code == 2
    assert "topic is empty" in result.stderr
    assert "Traceback" not in result.output


def test_list_and_status(runner: CliRunner) -> None:
    _new(runner, "FTX collapse")
    _new(runner, "Boeing 737 MAX crashes")
    listing = runner.invoke(app, ["list", "--json"])
    rows = json.loads(listing.stdout)
    assert [(r["case"], r["active"], r["phase"], r["sources"]) for r in rows] == [
        ("boeing-737-max-crashes", True, "SETUP", 0),
        ("ftx-collapse", False, "SETUP", 0),
    ]
    assert rows[0]["last_commit"] == "case boeing-737-max-crashes: Initial setup"
    table = runner.invoke(app, ["list"])
    assert "ftx-collapse" in table.stdout and "Initial setup" in table.stdout

    status = runner.invoke(app, ["status", "ftx-collapse", "--json"])
    assert json.loads(status.stdout)["topic"] == "FTX collapse"
    panel = runner.invoke(app, ["status"])
    assert panel.exit_code == 0
    assert "Boeing 737 MAX crashes" in panel.stdout and "SETUP" in panel.stdout


def test_switch_changes_the_active_case(runner: CliRunner, cases_root: Path) -> None:
    _new(runner, "FTX collapse")
    _new(runner, "Theranos")
    assert runner.invoke(app, ["switch", "ftx-collapse"]).exit_code == 0
    assert (cases_root / ".active").read_text().strip() == "ftx-collapse"
    assert json.loads(runner.invoke(app, ["status", "--json"]).stdout)["case_id"] == "ftx-collapse"
    missing = runner.invoke(app, ["switch", "nope"])
    assert missing.exit_code == 2
    assert "no case 'nope'" in missing.stderr
    assert (cases_root / ".active").read_text().strip() == "ftx-collapse"


def test_unknown_case_and_no_active_case(runner: CliRunner) -> None:
    none = runner.invoke(app, ["status"])
    assert none.exit_code == 2 and "no active case" in none.stderr
    _new(runner, "FTX collapse")
    assert runner.invoke(app, ["status", "nope"]).exit_code == 2
    assert runner.invoke(app, ["log", "nope"]).exit_code == 2


def test_corrupt_state_gives_one_line_and_keeps_the_file(runner: CliRunner, cases_root: Path) -> None:
    slug = _new(runner, "FTX collapse")
    state = cases_root / slug / "_state.json"
    state.write_text('{"case_id": 5')
    result = runner.invoke(app, ["status"])
    assert result.exit_code == 2
    assert "_state.json is invalid" in result.stderr
    assert "Traceback" not in result.output
    assert state.read_text() == '{"case_id": 5'
    assert "unreadable" in runner.invoke(app, ["list"]).stdout


def test_unwritable_cases_folder_is_exit_2(
    runner: CliRunner, isolated_env: Path, monkeypatch: object
) -> None:
    blocker = isolated_env / "blocked"
    blocker.write_text("a file, not a folder")
    import os

    os.environ["INVESTIGATE_CASES_DIR"] = str(blocker / "cases")
    try:
        result = runner.invoke(app, ["new", "FTX collapse", "--no-run"])
    finally:
        del os.environ["INVESTIGATE_CASES_DIR"]
    assert result.exit_code == 2
    assert "cases folder" in result.stderr
    assert blocker.read_text() == "a file, not a folder"


def test_log_and_diff_read_history(runner: CliRunner, cases_root: Path) -> None:
    slug = _new(runner, "FTX collapse")
    case = CaseStore(cases_root).get(slug)
    state = case.load_state()
    state.sources_count = 1
    case.save_state(state)
    case.write_text("timeline.md", "# Timeline\n\n| Date | Event |\n")
    case.commit("Iteration 1")

    log = json.loads(runner.invoke(app, ["log", "--json"]).stdout)
    assert [c["message"] for c in log] == [
        "case ftx-collapse: Iteration 1",
        "case ftx-collapse: Initial setup",
    ]
    assert "Iteration 1" in runner.invoke(app, ["log"]).stdout

    last = json.loads(runner.invoke(app, ["diff", "--json"]).stdout)
    assert {(f["path"], f["change"]) for f in last["files"]} == {
        ("_state.json", "modified"),
        ("timeline.md", "added"),
    }
    timeline = next(f for f in last["files"] if f["path"] == "timeline.md")
    assert timeline["added"] == 3 and timeline["deleted"] == 0

    first, second = log[1]["sha"], log[0]["sha"]
    explicit = json.loads(runner.invoke(app, ["diff", slug, first[:8], second, "--json"]).stdout)
    assert explicit["files"] == last["files"]
    same = runner.invoke(app, ["diff", "HEAD", "HEAD"])
    assert same.exit_code == 0 and "No changes" in same.stderr
    table = runner.invoke(app, ["diff"])
    assert "timeline.md" in table.stdout

    bad = runner.invoke(app, ["diff", "not-a-rev"])
    assert bad.exit_code == 2 and "no commit 'not-a-rev'" in bad.stderr
    assert runner.invoke(app, ["diff", "a", "b", "c"]).exit_code == 2


def test_first_commit_diff_is_against_empty_tree(runner: CliRunner, cases_root: Path) -> None:
    slug = _new(runner, "FTX collapse")
    files = json.loads(runner.invoke(app, ["diff", "--json"]).stdout)["files"]
    assert {f["change"] for f in files} == {"added"}
    assert len(files) == len(list(Repo(cases_root / slug).head.commit.tree.traverse()))
