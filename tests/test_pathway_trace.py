"""Deterministic traces: the seed's behaviours, and every branch of every pathway taken by some trace."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.cli.app import app
from investigate.pathways.loader import get
from investigate.pathways.trace import run_trace, trace_json
from tests.pathways_support import SCENARIOS, Scenario, lv, print_coverage


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_scenario(scenario: Scenario) -> None:
    chain, confidence = run_trace(get(scenario.pathway), scenario.outputs)
    data = trace_json(chain, confidence)
    assert [entry["level"] for entry in data["levels"]] == scenario.levels
    for branch in scenario.taken:
        assert branch in data["branches"], (branch, data["branches"])
    assert sorted(s["pathway"] for s in data["spawned"]) == sorted(scenario.spawned)
    assert (data["redirect"] or {}).get("pathway") == scenario.redirect
    if scenario.terminated != "-":
        assert data["terminated"] is not None
        assert data["terminated"]["confidence"] == scenario.terminated
    if scenario.confidence is not None:
        assert data["confidence"]["level"] == scenario.confidence, data["confidence"]["rationale"]
    assert not data["gaps"], data["gaps"]


def test_every_branch_of_every_pathway_is_taken(capsys: pytest.CaptureFixture[str]) -> None:
    missing = print_coverage()
    report = capsys.readouterr().out
    assert "total: " in report
    assert missing == [], report


def test_company_party_runs_2a_and_then_3_with_2a_as_parent() -> None:
    chain, _ = run_trace(get("P-FIN"), {"1": lv("P-FIN", "1", companyParty=True)})
    assert chain.executed[:3] == ["1", "2A", "3"]
    assert chain.parent_of("3") == "2A"
    assert "2B" not in chain.executed


def test_branch_skipping_a_level_is_evaluated_on_its_own_level() -> None:
    # P-FIN level 1 schedules 3 directly (ALWAYS) without 2A/2B: level 3 runs on level 1's branch.
    chain, _ = run_trace(
        get("P-FIN"),
        {"1": lv("P-FIN", "1"), "3": lv("P-FIN", "3", fundingBiasPattern=True), "4": lv("P-FIN", "4")},
    )
    assert chain.executed == ["1", "3", "4"]
    assert chain.parent_of("3") == "1"
    assert [f.flag for f in chain.flags] == ["funding-bias-pattern"]


def test_missing_level_output_is_a_gap_and_only_always_branches_fire() -> None:
    chain, confidence = run_trace(get("P-STA"), {"1": lv("P-STA", "1", numberVerified=True)})
    assert chain.executed == ["1", "2", "3", "4"]
    assert [g.level for g in chain.gaps] == ["2", "3", "4"]
    assert chain.fired["2"] == ["sta-2-always"]
    assert confidence is not None and confidence.level == "U"


def test_invalid_output_is_a_gap_naming_the_problem() -> None:
    bad = lv("P-SCI", "1", studyType="rct")
    bad["findings"]["sampleSize"] = "forty"
    chain, _ = run_trace(get("P-SCI"), {"1": bad})
    assert chain.outputs["1"].status == "gap"
    assert "sampleSize must be a integer" in (chain.outputs["1"].gap or "")
    assert chain.executed == ["1"]  # no ALWAYS branch at P-SCI level 1


def test_cli_trace_json(tmp_path: Path, runner: CliRunner) -> None:
    outputs = tmp_path / "out.json"
    outputs.write_text(json.dumps({"1": lv("P-STA", "1", numberVerified=False)}))
    result = runner.invoke(app, ["pathways", "trace", "P-STA", "--outputs", str(outputs), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert {"levels", "flags", "spawned", "redirect", "terminated", "confidence"} <= set(data)
    assert data["terminated"]["confidence"] == "D"
    assert data["confidence"]["label"] == "DISPUTED"


def test_cli_trace_human_output(tmp_path: Path, runner: CliRunner) -> None:
    outputs = tmp_path / "out.json"
    outputs.write_text(json.dumps({"1": lv("P-ORG", "1", claim="cures colds", involvesHealthScience=True)}))
    result = runner.invoke(app, ["pathways", "trace", "P-ORG", "--outputs", str(outputs)])
    assert result.exit_code == 0, result.output
    assert "spawn P-SCI: cures colds" in result.stdout
    assert "level 2 (after 1)" in result.stdout
    assert "confidence: U (UNVERIFIED)" in result.stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [("{not json", "is not valid JSON"), ('{"9": {}}', "has no level 9"), ("[1, 2]", "must map level ids")],
)
def test_cli_trace_bad_outputs_exit_2(tmp_path: Path, runner: CliRunner, content: str, message: str) -> None:
    outputs = tmp_path / "out.json"
    outputs.write_text(content)
    result = runner.invoke(app, ["pathways", "trace", "P-SCI", "--outputs", str(outputs)])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_cli_trace_unknown_pathway_exit_2(tmp_path: Path, runner: CliRunner) -> None:
    outputs = tmp_path / "out.json"
    outputs.write_text("{}")
    result = runner.invoke(app, ["pathways", "trace", "P-XYZ", "--outputs", str(outputs)])
    assert result.exit_code == 2
    assert "no pathway 'P-XYZ'" in result.output


def test_trace_shows_pathways_that_next_evidence_types_launch(tmp_path: Path, runner: CliRunner) -> None:
    first = lv("P-STA", "1")
    first["nextEvidenceTypes"] = ["GOV", "STA"]
    con = lv("P-CON", "1")
    con["nextEvidenceTypes"] = ["SCI"]  # P-CON runs in adjudication: nothing launched from it
    chain, _ = run_trace(get("P-CON"), {"1": con})
    assert chain.spawns == []
    outputs = tmp_path / "outputs.json"
    outputs.write_text(json.dumps({"1": first}))
    result = runner.invoke(app, ["pathways", "trace", "P-STA", "--outputs", str(outputs), "--json"])
    assert result.exit_code == 0, result.output
    spawned = json.loads(result.stdout)["spawned"]
    assert spawned == [
        {
            "pathway": "P-GOV",
            "description": "GOV evidence found while investigating: the evidence under P-STA",
            "level": "1",
            "branch": "nextEvidenceTypes",
        }
    ]
