"""The confidence scorer: rules 1-5 in order, every modifier, and where each input comes from."""

from __future__ import annotations

import pytest

from investigate.pathways import signals as signal_table
from investigate.pathways.loader import get, load_all
from investigate.pathways.scoring import ScoreInputs, score
from investigate.pathways.trace import run_trace
from tests.pathways_support import confirms, contradicts, lv


def AB(n: int) -> dict[str, str]:
    return {f"s{i}": "A" for i in range(n)}


def test_rule_1_retracted_beats_everything() -> None:
    result = score(
        ScoreInputs(retracted=["retracted"], confirmations=AB(5), sound=["ok"], contradicted=["x"])
    )
    assert result.level == "R" and result.rationale[0].startswith("rule 1")


def test_rule_2_contradiction_of_equal_quality() -> None:
    assert score(ScoreInputs(confirmations=AB(3), contradictions={"x": "A"})).level == "D"
    # a weaker contradiction does not dispute better confirmations
    assert score(ScoreInputs(confirmations=AB(3), contradictions={"x": "C"}, sound=["ok"])).level == "V"
    assert score(ScoreInputs(contradicted=["experts are split"])).level == "D"


def test_rule_3_needs_three_ab_no_flags_no_gaps_sound_method() -> None:
    assert score(ScoreInputs(confirmations=AB(3), sound=["ok"])).level == "V"
    assert score(ScoreInputs(confirmations=AB(2), sound=["ok"])).level == "P"
    assert score(ScoreInputs(confirmations={"a": "A", "b": "B", "c": "C"}, sound=["ok"])).level == "P"
    assert score(ScoreInputs(confirmations=AB(3), sound=["ok"], flags=[("imprecise", "minor")])).level == "P"
    assert score(ScoreInputs(confirmations=AB(3), sound=["ok"], gaps=["level 2: timeout"])).level == "P"
    assert score(ScoreInputs(confirmations=AB(3))).level == "P"
    assert score(ScoreInputs(confirmations=AB(3), sound=["a"], unsound=["b"])).level == "P"


def test_rule_4_and_5() -> None:
    assert score(ScoreInputs(confirmations={"a": "D"})).level == "P"
    assert score(ScoreInputs(confirmations=AB(3), sound=["ok"], flags=[("conflicts", "major")])).level == "U"
    result = score(ScoreInputs())
    assert result.level == "U" and "no independent confirmation" in result.rationale[0]


def test_modifiers_order_caps_last() -> None:
    up = score(ScoreInputs(confirmations=AB(1), upgrades=["large-effect"]))
    assert up.level == "V"
    capped = score(ScoreInputs(confirmations=AB(1), upgrades=["large-effect"], caps=[("P", "small sample")]))
    assert capped.level == "P"
    assert any("cap at P" in line for line in capped.rationale)
    down = score(ScoreInputs(confirmations=AB(3), sound=["ok"], downgrades=["p-hacking"]))
    assert down.level == "P"
    # one upgrade per distinct reason: the 2B branch and the RR>5 modifier share "large-effect"
    assert score(ScoreInputs(confirmations=AB(1), upgrades=["large-effect", "large-effect"])).level == "V"
    assert score(ScoreInputs(downgrades=["a", "b"])).level == "U"  # U is the floor
    assert score(ScoreInputs(contradicted=["x"], upgrades=["large-effect"])).level == "D"  # D not moved


def test_forced_confidence_from_terminate() -> None:
    result = score(ScoreInputs(forced=("D", "number not verified"), confirmations=AB(5), sound=["ok"]))
    assert result.level == "D" and result.rationale == ["terminated: number not verified -> D"]


def test_every_table_entry_reads_real_required_outputs() -> None:
    pathways = load_all()
    for entry in signal_table.FIELD_SIGNALS:
        pathway = pathways[entry.pathway]
        for level_id, field in entry.fields:
            assert pathway.level(level_id).output(field) is not None, (entry.pathway, level_id, field)


def test_every_scorer_input_is_fed() -> None:
    fed = {entry.input for entry in signal_table.FIELD_SIGNALS}
    assert fed == set(signal_table.INPUTS)


def _trace_score(pathway_id: str, outputs: dict[str, dict[str, object]]) -> str:
    _, result = run_trace(get(pathway_id), outputs)
    assert result is not None
    return result.level


GOOD_SCI = {
    "1": lv("P-SCI", "1", studyType="rct"),
    "2A": lv("P-SCI", "2A", overallBias="low"),
    "3": lv("P-SCI", "3", funderType="government"),
    "4": lv("P-SCI", "4", cites=confirms(3), replicationExists=True, replicationConfirms=True),
}


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({}, "V"),
        (
            {"3": lv("P-SCI", "3", funderType="industry"), "4": lv("P-SCI", "4", cites=confirms(3))},
            "P",
        ),  # industry, no replication
        ({"1": lv("P-SCI", "1", studyType="rct", sampleSize=20)}, "P"),  # small sample cap
        ({"2A": lv("P-SCI", "2A", overallBias="some-concerns")}, "P"),  # methodology not rated sound
        (
            {"4": lv("P-SCI", "4", cites=confirms(3) + contradicts(1), replicationExists=True)},
            "D",
        ),  # contradicting citation
        (
            {
                "1": lv("P-SCI", "1", studyType="rct"),
                "4": lv("P-SCI", "4", cites=confirms(1), replicationExists=True),
            },
            "P",
        ),
    ],
)
def test_modifiers_fire_from_real_pathway_outputs(
    change: dict[str, dict[str, object]], expected: str
) -> None:
    assert _trace_score("P-SCI", {**GOOD_SCI, **change}) == expected


def test_large_effect_and_dose_response_upgrade_from_outputs() -> None:
    base = {
        "1": lv("P-SCI", "1", studyType="cohort"),
        "2B": lv("P-SCI", "2B", overallBias="low", residualConfounding="moderate", relativeRisk=1.2),
        "3": lv("P-SCI", "3", funderType="government"),
        "4": lv("P-SCI", "4", replicationExists=True),
    }
    assert _trace_score("P-SCI", base) == "U"
    dose = {
        **base,
        "2B": lv(
            "P-SCI",
            "2B",
            overallBias="low",
            residualConfounding="moderate",
            relativeRisk=1.2,
            doseResponse=True,
        ),
    }
    assert _trace_score("P-SCI", dose) == "P"


def test_cherry_picking_in_org_claim_downgrades() -> None:
    outputs = {
        "1": lv("P-ORG", "1", claim="x"),
        "2": lv("P-ORG", "2", evidenceLocated=True, evidenceSupports=True),
        "3": lv("P-ORG", "3"),
        "4": lv("P-ORG", "4", cites=confirms(3)),
    }
    assert _trace_score("P-ORG", outputs) == "V"
    outputs["2"] = lv("P-ORG", "2", evidenceLocated=True, evidenceSupports=True, cherryPicking=True)
    assert _trace_score("P-ORG", outputs) == "P"
