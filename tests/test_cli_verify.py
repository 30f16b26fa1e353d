from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.case.store import CaseStore
from investigate.cli.app import app
from tests.verify_support import make_case

EVIDENCE = {
    "S001": "FTX filed for Chapter 11 bankruptcy in Delaware on November 11, 2022. "
    "Sam Bankman-Fried resigned as chief executive the same day.",
    "S002": "A jury convicted Bankman-Fried on all seven counts on November 2, 2023.",
}
GOOD = """# Investigation: FTX

## Summary

FTX filed for bankruptcy on November 11, 2022 [S001]. Bankman-Fried resigned as chief executive [S001].

## Complete Source List

### [S001] Reuters
- **URL**: https://example.org/S001 [S001]
"""
TIMELINE = """# Timeline

| Date | Event | Sources |
|------|-------|---------|
| November 2, 2023 | A jury convicted Bankman-Fried on all seven counts | [S002] |
"""


def _run(runner: CliRunner, *args: str) -> tuple[int, dict[str, object]]:
    result = runner.invoke(app, ["verify-claims", *args, "--json"])
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout)


def test_pass_writes_report_and_table(runner: CliRunner, store: CaseStore) -> None:
    case = make_case(store, EVIDENCE, {"summary.md": GOOD, "timeline.md": TIMELINE})
    code, report = _run(runner)
    assert code == 0
    assert report["outcome"] == "PASS"
    assert report["totals"]["VERIFIED"] == 3
    assert [f["file"] for f in report["files"]] == ["summary.md", "timeline.md"]
    saved = json.loads((case.path / "_verification.json").read_text())
    assert saved["outcome"] == "PASS" and len(saved["claims"]) == 3
    assert saved == report  # --json prints what the file holds
    quote = saved["claims"][0]["quotes"][0]
    assert EVIDENCE[quote["source"]][quote["start"] : quote["end"]] == quote["text"]

    table = runner.invoke(app, ["verify-claims"])
    assert table.exit_code == 0
    assert "summary.md" in table.stdout and "timeline.md" in table.stdout
    assert "100%" in table.stdout and "PASS" in table.stdout


def test_contradiction_fails_with_the_evidence_shown(runner: CliRunner, store: CaseStore) -> None:
    wrong = GOOD.replace("November 11, 2022", "November 14, 2022")
    make_case(store, EVIDENCE, {"summary.md": wrong})
    code, report = _run(runner)
    assert code == 1 and report["outcome"] == "FAIL"
    assert report["totals"]["CONTRADICTED"] == 1
    table = runner.invoke(app, ["verify-claims"])
    assert table.exit_code == 1
    assert "CONTRADICTED summary.md:5" in table.stdout
    assert "November 11, 2022" in table.stdout


def test_not_found_fails(runner: CliRunner, store: CaseStore) -> None:
    make_case(store, EVIDENCE, {"summary.md": "# S\n\nElon Musk bought Twitter in 2022 [S002].\n"})
    code, report = _run(runner)
    assert code == 1 and report["totals"]["NOT_FOUND"] == 1


def test_unregistered_id_fails_by_name(runner: CliRunner, store: CaseStore) -> None:
    text = GOOD.replace("resigned as chief executive [S001]", "resigned as chief executive [S001][S077]")
    make_case(store, EVIDENCE, {"summary.md": text})
    code, report = _run(runner)
    assert code == 1
    assert report["unknown_sources"] == ["S077"]
    table = runner.invoke(app, ["verify-claims"])
    assert "S077" in table.stdout


def test_missing_evidence_is_incomplete(runner: CliRunner, store: CaseStore) -> None:
    make_case(
        store,
        {**EVIDENCE, "S003": None},
        {"summary.md": "# S\n\nRegulators opened an inquiry in 2023 [S003].\n"},
    )
    code, report = _run(runner)
    assert code == 3 and report["outcome"] == "INCOMPLETE"
    assert report["totals"]["NO_EVIDENCE"] == 1
    assert report["missing_evidence"] == ["S003"]


def test_no_registry_means_every_id_is_unknown(runner: CliRunner, store: CaseStore) -> None:
    case = make_case(store, EVIDENCE, {"summary.md": GOOD})
    (case.path / "_sources.json").unlink()
    code, report = _run(runner)
    assert code == 1 and report["unknown_sources"] == ["S001"]


def test_files_and_summary_only(runner: CliRunner, store: CaseStore) -> None:
    make_case(store, EVIDENCE, {"summary.md": GOOD, "timeline.md": TIMELINE})
    _, only_timeline = _run(runner, "--files", "timeline.md")
    assert [f["file"] for f in only_timeline["files"]] == ["timeline.md"]
    _, only_summary = _run(runner, "--summary-only")
    assert [f["file"] for f in only_summary["files"]] == ["summary.md"]
    missing = runner.invoke(app, ["verify-claims", "--files", "nope.md"])
    assert missing.exit_code == 2 and "nope.md" in missing.stderr
    outside = runner.invoke(app, ["verify-claims", "--files", "../x.md"])
    assert outside.exit_code == 2


def test_unknown_case_is_usage_error(runner: CliRunner, cases_root: Path) -> None:
    result = runner.invoke(app, ["verify-claims", "nope"])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_worker_processes_give_the_serial_answers_in_order(store: CaseStore) -> None:
    """Sentences are sent to workers grouped by the sources they cite; the report keeps file order."""
    from investigate.verify.matcher import Matcher
    from investigate.verify.run import check_units, prepare

    evidence = {
        f"S{n:03d}": f"Company {n} reported revenue of ${n * 10} million in 20{n:02d}. "
        f"Its chief executive, Ana Rivera {n}, resigned in March 20{n:02d}."
        for n in range(1, 13)
    }
    lines = []
    for i in range(60):
        n = 12 - i % 12  # the sources in descending order, so grouping them reorders the work
        amount = n * 10 if i % 3 else n * 10 + 5
        lines.append(f"- Company {n} reported revenue of ${amount} million in 20{n:02d} [S{n:03d}].")
    case = make_case(store, evidence, {"summary.md": "\n".join(lines) + "\n"})
    prepared = prepare(case.path, ["summary.md"])
    units = prepared.parsed[0].units
    serial = check_units(Matcher(prepared.index), units, prepared.registered, max_workers=1)
    parallel = check_units(
        Matcher(prepared.index), units, prepared.registered, max_workers=2, parallel_from=10
    )
    assert [c.line for c in parallel] == [c.line for c in serial] == list(range(1, 61))
    assert parallel == serial
    verdicts = [c.verdict.value for c in serial]
    assert verdicts[0::3] == ["CONTRADICTED"] * 20
    assert set(verdicts[1::3] + verdicts[2::3]) == {"VERIFIED"}


def test_parsing_beside_the_index_gives_the_same_index(store: CaseStore) -> None:
    """Large files are parsed in a second process while the evidence is read: the index still
    holds exactly the cited sources (not one only named in the source list), so IDF is unchanged."""
    from investigate.verify.run import prepare

    evidence: dict[str, str | None] = {
        "S001": "Harlow Mills reported revenue of $40 million in 2021.",
        "S002": "The regulator fined Harlow Mills $2 million in 2022.",
        "S003": "An unrelated page about weather in the valley.",
        "S004": None,  # registered, never captured
    }
    summary = (
        "# Summary\n\nHarlow Mills reported revenue of $40 million in 2021 [S001].\n\n"
        "- The regulator fined it $2 million [S002][S004].\n- A claim citing an unknown ID [S099].\n\n"
        "## Sources\n\n- [S003] Weather page\n"
    )
    case = make_case(store, evidence, {"summary.md": summary})
    serial = prepare(case.path, ["summary.md"])
    apart = prepare(case.path, ["summary.md"], parse_apart_from=0)
    assert apart.parsed == serial.parsed
    assert sorted(apart.index.sources) == sorted(serial.index.sources) == ["S001", "S002"]
    assert apart.index.df == serial.index.df
    assert apart.missing_evidence == serial.missing_evidence == ["S004"]
    # A file named twice is checked twice, as it always was.
    twice = prepare(case.path, ["summary.md", "summary.md"], parse_apart_from=0)
    assert [f.file for f in twice.parsed] == ["summary.md", "summary.md"]


def _die(*_args: object) -> None:
    os._exit(1)  # as the kernel's out-of-memory killer ends a process: no exception, no cleanup


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="one CPU: everything runs in one process")
def test_a_worker_process_that_dies_fails_the_run_with_a_clear_error(
    store: CaseStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, a parser or checker killed mid-run left the run waiting for it for ever."""
    from investigate.errors import ExitCode, InvestigateError
    from investigate.verify import run
    from investigate.verify.matcher import Matcher

    lines = "".join(f"- Acme paid ${n} million in 2020 [S001].\n" for n in range(1, 31))
    case = make_case(store, {"S001": "Acme paid $5 million in 2020."}, {"summary.md": lines})
    monkeypatch.setattr(run, "_parse_files", _die)
    with pytest.raises(InvestigateError, match="worker process died while parsing") as parsing:
        run.prepare(case.path, ["summary.md"], parse_apart_from=0)
    monkeypatch.undo()
    prepared = run.prepare(case.path, ["summary.md"])
    monkeypatch.setattr(run, "_check_batch", _die)
    with pytest.raises(InvestigateError, match="worker process died while checking") as checking:
        run.check_units(
            Matcher(prepared.index),
            prepared.parsed[0].units,
            prepared.registered,
            max_workers=2,
            parallel_from=10,
        )
    assert parsing.value.code is checking.value.code is ExitCode.INCOMPLETE
