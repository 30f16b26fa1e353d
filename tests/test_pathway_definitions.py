"""Every pathway file validates against schema.json and the models, and every task renders strictly."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft7Validator
from typer.testing import CliRunner

from investigate.cli.app import app
from investigate.pathways.loader import PathwayError, load_all, load_file, parse_pathway, pathways_dir
from investigate.pathways.models import Pathway
from investigate.pathways.tasks import render_task, skeleton_context

FILES = sorted(pathways_dir().glob("P-*.json"))
SEED_PATHWAYS = {
    "P-SCI",
    "P-GOV",
    "P-ORG",
    "P-EXP",
    "P-STA",
    "P-FIN",
    "P-DOC",
    "P-MED",
    "P-HIS",
    "P-TES",
    "P-TEC",
    "P-CON",
}
# Seed 000 section 6: level ids and the required outputs each level lists there.
SEED_LEVELS = {
    "P-SCI": {
        "1": [
            "studyType",
            "sampleSize",
            "journalName",
            "impactFactor",
            "doi",
            "pmid",
            "retracted",
            "corrected",
        ],
        "2A": ["biasRating", "overallBias", "registrationMatch", "blindingAdequate"],
        "2B": ["biasRating", "overallBias", "confoundersControlled", "residualConfounding"],
        "2C": [
            "searchComprehensive",
            "biasAssessed",
            "heterogeneityAddressed",
            "includedStudyCount",
            "overallQuality",
        ],
        "2D": ["limitations", "higherEvidenceExists", "higherEvidenceConclusion"],
        "3": ["fundingSource", "funderType", "conflictsFound", "authorDisclosures"],
        "4": [
            "replicationExists",
            "replicationConfirms",
            "contradictoryEvidence",
            "metaAnalysisExists",
            "metaAnalysisConclusion",
            "superseded",
        ],
    },
    "P-FIN": {
        "1": ["parties", "transactionType", "amounts", "dates", "statedPurpose", "currency"],
        "2A": [
            "corporateStructure",
            "ubo",
            "shellCompanyIndicators",
            "jurisdiction",
            "registrationDate",
            "officers",
        ],
        "2B": ["otherRelationships", "pepStatus", "sanctioned"],
        "3": ["financialInterests", "influencePatterns", "fundingBiasPattern"],
        "4": ["crossReferenced", "discrepancies", "validationSources"],
    },
    "P-CON": {
        "1": ["counterArgument", "challengingEvidence", "whatWouldHaveToBeTrue", "minorityPosition"],
        "2": ["contrarianEvidenceQuality", "suppressionEvidence", "adjustmentRecommendation"],
    },
}
SEED_DEPTH = {
    "P-SCI": 4,
    "P-GOV": 3,
    "P-ORG": 4,
    "P-EXP": 3,
    "P-STA": 4,
    "P-FIN": 4,
    "P-DOC": 3,
    "P-MED": 3,
    "P-HIS": 3,
    "P-TES": 3,
    "P-TEC": 4,
    "P-CON": 2,
}


def _raw(pathway_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((pathways_dir() / f"{pathway_id}.json").read_text())
    return data


def test_all_twelve_pathways_exist_and_load() -> None:
    assert {p.stem for p in FILES} == SEED_PATHWAYS
    loaded = load_all()
    assert set(loaded) == SEED_PATHWAYS
    assert {pid: p.maxDepth for pid, p in loaded.items()} == SEED_DEPTH


def test_schema_is_valid_draft7() -> None:
    schema = json.loads((pathways_dir() / "schema.json").read_text())
    Draft7Validator.check_schema(schema)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_valid_against_schema_and_models(path: Path) -> None:
    data = json.loads(path.read_text())
    schema = json.loads((pathways_dir() / "schema.json").read_text())
    errors = list(Draft7Validator(schema).iter_errors(data))
    assert not errors, [e.message for e in errors]
    pathway = Pathway.model_validate(data)
    assert pathway.id == path.stem


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_task_renders_with_its_guaranteed_context(path: Path) -> None:
    pathway = load_file(path)
    for level in pathway.levels:
        task = render_task(level, skeleton_context(pathway, level))
        for text in (task.purpose, task.endState, *task.keyTasks):
            assert "{" not in text and "}" not in text, text
            assert text.strip()


def test_seed_levels_and_outputs_are_all_present() -> None:
    loaded = load_all()
    for pid, levels in SEED_LEVELS.items():
        pathway = loaded[pid]
        assert [lv.id for lv in pathway.levels] == list(levels)
        for level_id, fields in levels.items():
            declared = {o.field for o in pathway.level(level_id).requiredOutputs}
            assert set(fields) <= declared, (pid, level_id, set(fields) - declared)


def test_tasks_reference_evidence_and_parent_values() -> None:
    pathway = load_all()["P-SCI"]
    level = pathway.level("2A")
    context = skeleton_context(pathway, level)
    context["parent"]["findings"]["doi"] = "10.1000/xyz"
    assert "10.1000/xyz" in render_task(level, context).purpose
    first = pathway.level("1")
    ctx = skeleton_context(pathway, first)
    ctx["evidence"]["description"] = "Trial of drug X"
    assert "Trial of drug X" in render_task(first, ctx).purpose


def _mutated(pathway_id: str, change: Any) -> dict[str, Any]:
    data = copy.deepcopy(_raw(pathway_id))
    change(data)
    return data


BREAKAGES = {
    "unknown placeholder": (
        lambda d: d["levels"][0]["task"].__setitem__("purpose", "{{ evidence.nonsense }}"),
        "level 1",
    ),
    "parent on level 1": (
        lambda d: d["levels"][0]["task"].__setitem__("purpose", "{{ parent.findings.doi }}"),
        "parent",
    ),
    "parent field not guaranteed": (
        lambda d: d["levels"][5]["task"].__setitem__("purpose", "{{ parent.findings.overallBias }}"),
        "level 3",
    ),
    "single-brace placeholder": (
        lambda d: d["levels"][0]["task"].__setitem__("purpose", "{evidence.description}"),
        None,
    ),
    "jinja statement": (
        lambda d: d["levels"][0]["task"]["keyTasks"].append("{% if x %}y{% endif %}"),
        "placeholders",
    ),
    "unknown operator": (
        lambda d: d["levels"][0]["branches"][1]["when"].__setitem__("operator", "matches"),
        "operator",
    ),
    "condition on undeclared field": (
        lambda d: d["levels"][0]["branches"][1]["when"].__setitem__("field", "colour"),
        "not a required output",
    ),
    "value outside enum": (
        lambda d: d["levels"][0]["branches"][1]["when"].__setitem__("value", ["rtc"]),
        "not one of",
    ),
    "branch backwards": (lambda d: d["levels"][1]["branches"][0].__setitem__("next", ["1"]), "not deeper"),
    "next level missing": (lambda d: d["levels"][1]["branches"][0].__setitem__("next", ["5"]), None),
    "level id 2E": (lambda d: d["levels"][1]["branches"][0].__setitem__("next", ["2E"]), "does not exist"),
    "depth 5": (lambda d: d["levels"][6].__setitem__("depth", 5), None),
    "terminate with next": (
        lambda d: d["levels"][0]["branches"][0].__setitem__("next", ["2A"]),
        "ends the chain",
    ),
    "unreachable level": (lambda d: d["levels"][0]["branches"].pop(1), "no branch leads"),
}


@pytest.mark.parametrize("name", list(BREAKAGES))
def test_broken_definitions_are_rejected(name: str) -> None:
    change, message = BREAKAGES[name]
    data = _mutated("P-SCI", change)
    if name == "single-brace placeholder":
        # Not a Jinja placeholder: renders literally, so the check rejects the leftover brace.
        with pytest.raises(PathwayError, match="unrendered braces"):
            parse_pathway(data, "P-SCI.json")
        return
    with pytest.raises(PathwayError) as info:
        parse_pathway(data, "P-SCI.json")
    if message:
        assert message in info.value.message


def test_spawn_of_unknown_pathway_is_rejected(tmp_path: Path) -> None:
    for path in FILES:
        (tmp_path / path.name).write_text(path.read_text())
    (tmp_path / "schema.json").write_text((pathways_dir() / "schema.json").read_text())
    data = _raw("P-ORG")
    data["levels"][0]["branches"][0]["actions"][0]["pathway"] = "P-XYZ"
    (tmp_path / "P-ORG.json").write_text(json.dumps(data))
    with pytest.raises(PathwayError, match="unknown pathway P-XYZ"):
        load_all(tmp_path)


def test_cli_validate_all_ok(runner: CliRunner) -> None:
    result = runner.invoke(app, ["pathways", "validate", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["ok"] and len(data["files"]) == 12


def test_cli_validate_reports_broken_file(tmp_path: Path, runner: CliRunner) -> None:
    data = _mutated("P-SCI", BREAKAGES["unknown placeholder"][0])
    bad = tmp_path / "P-SCI.json"
    bad.write_text(json.dumps(data))
    garbled = tmp_path / "P-XYZ.json"
    garbled.write_text("{ nope")
    result = runner.invoke(app, ["pathways", "validate", str(bad), str(garbled)])
    assert result.exit_code == 1
    assert "nonsense" in result.output and "cannot read JSON" in result.output
    assert "Traceback" not in result.output


def test_cli_list_and_show(runner: CliRunner) -> None:
    listed = runner.invoke(app, ["pathways", "list", "--json"])
    assert listed.exit_code == 0
    rows = {row["id"]: row for row in json.loads(listed.stdout)}
    assert rows["P-FIN"]["levels"] == ["1", "2A", "2B", "3", "4"]
    assert rows["P-CON"]["trigger"] == "consensus > 80%"
    shown = runner.invoke(app, ["pathways", "show", "P-TES"])
    assert shown.exit_code == 0
    assert "tes-1-hearsay" in shown.stdout and "Level 3" in shown.stdout
    as_json = runner.invoke(app, ["pathways", "show", "p-sci", "--json"])
    assert json.loads(as_json.stdout)["id"] == "P-SCI"
