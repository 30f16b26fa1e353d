"""The engine with a scripted in-process level runner: order, branches, spawns, limits, files."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from investigate.config import load_settings
from investigate.pathways.engine import EngineLimits, LevelRequest, run_engine, worst_first
from investigate.pathways.loader import get
from investigate.pathways.records import Claim, EvidenceItem, LevelOutput
from investigate.pathways.trace import run_trace
from tests.pathways_support import SCENARIOS, ScriptedRunner, confirms, lv


def item(
    n: int, kind: str, description: str, source: str = "B", info: str = "2", **extra: Any
) -> EvidenceItem:
    return EvidenceItem(
        id=f"e{n}", type=kind, description=description, sourceRating=source, infoRating=info, **extra
    )  # type: ignore[arg-type]


async def test_engine_takes_exactly_the_branches_the_trace_takes(tmp_path: Path) -> None:
    scenarios = [s for s in SCENARIOS if s.pathway != "P-CON"]
    items = [item(n, s.pathway.removeprefix("P-"), s.name) for n, s in enumerate(scenarios, 1)]
    runner = ScriptedRunner({s.name: s.outputs for s in scenarios})
    result = await run_engine(items, runner, tmp_path, limits=EngineLimits(concurrency=8))
    for n, scenario in enumerate(scenarios, 1):
        run = result.chains[f"{scenario.pathway}:e{n}"]
        chain, confidence = run_trace(get(scenario.pathway), scenario.outputs)
        assert run.chain.executed == chain.executed, scenario.name
        assert run.chain.taken_branches == chain.taken_branches, scenario.name
        assert run.confidence is not None and confidence is not None
        assert run.confidence.level == confidence.level, scenario.name
        if scenario.redirect is None:
            assert run.confidence == confidence, scenario.name
        if scenario.redirect is None:
            assert result.confidence[f"e{n}"].level == scenario.confidence or scenario.confidence is None


async def test_level_outputs_are_written_in_the_seed_format(tmp_path: Path) -> None:
    scenario = next(s for s in SCENARIOS if s.name == "company party runs 2A then 3")
    await run_engine([item(1, "FIN", "deal")], ScriptedRunner({"deal": scenario.outputs}), tmp_path)
    names = sorted(p.name for p in tmp_path.glob("P-*.json"))
    assert names == ["P-FIN-e1-L1.json", "P-FIN-e1-L2A.json", "P-FIN-e1-L3.json", "P-FIN-e1-L4.json"]
    data = json.loads((tmp_path / "P-FIN-e1-L2A.json").read_text())
    for key in (
        "pathwayId",
        "depth",
        "evidenceFound",
        "sourceRating",
        "infoRating",
        "findings",
        "branchSignals",
        "citations",
    ):
        assert key in data
    assert (data["pathwayId"], data["depth"], data["level"]) == ("P-FIN", 2, "2A")
    LevelOutput.model_validate(data)
    run = json.loads((tmp_path / "_run.json").read_text())
    assert run["items"]["e1"]["confidence"] == "U"


async def test_tasks_reach_the_worker_with_placeholders_filled(tmp_path: Path) -> None:
    outputs = {"1": lv("P-SCI", "1", studyType="rct", doi="10.1000/trial42", studyTitle="Trial 42")}
    runner = ScriptedRunner({"drug X trial": outputs})
    await run_engine([item(1, "SCI", "drug X trial")], runner, tmp_path)
    by_level = {r.level_id: r for r in runner.requests}
    assert "drug X trial" in by_level["1"].task.purpose
    assert "10.1000/trial42" in by_level["2A"].task.purpose and "Trial 42" in by_level["2A"].task.purpose
    assert "10.1000/trial42" in by_level["4"].task.purpose
    for request in runner.requests:
        assert "{" not in request.task.purpose


async def test_spawned_pathway_really_runs(tmp_path: Path) -> None:
    outputs = {"1": lv("P-ORG", "1", claim="Vitamin Z prevents flu", involvesHealthScience=True)}
    result = await run_engine(
        [item(1, "ORG", "Acme says Vitamin Z prevents flu", directions={"C1": "supports"})],
        ScriptedRunner({"Acme says Vitamin Z prevents flu": outputs}),
        tmp_path,
    )
    spawned = result.chains["P-SCI:e1.1"]
    assert spawned.item is not None and spawned.item.description == "Vitamin Z prevents flu"
    assert spawned.item.derivedFrom == "e1" and spawned.item.directions == {"C1": "supports"}
    assert spawned.chain.executed[0] == "1" and (tmp_path / "P-SCI-e1.1-L1.json").exists()
    assert result.chains["P-ORG:e1"].derived == ["e1.1"]


async def test_redirect_runs_the_target_pathway_and_passes_its_confidence(tmp_path: Path) -> None:
    med = {
        "1": lv(
            "P-MED", "1", primarySourceLocated=True, primarySource="CDC flu data", primarySourceType="GOV"
        )
    }
    gov = {
        "1": lv("P-GOV", "1", methodology="surveillance", peerReviewed=True),
        "3": lv("P-GOV", "3", cites=confirms(3), valuesMatch=True),
    }
    result = await run_engine(
        [item(1, "MED", "news story")], ScriptedRunner({"news story": med, "CDC flu data": gov}), tmp_path
    )
    assert result.chains["P-MED:e1"].redirected_to == "e1.1"
    assert result.chains["P-GOV:e1.1"].chain.executed == ["1", "2", "3"]
    assert result.confidence["e1.1"].level == "V"
    assert result.confidence["e1"].level == "V"
    assert result.confidence["e1"].rationale[0].startswith("redirected to e1.1")


async def test_redirect_cycle_is_deduplicated(tmp_path: Path) -> None:
    loop = {
        "1": lv("P-MED", "1", primarySourceLocated=True, primarySource="same story", primarySourceType="MED")
    }
    runner = ScriptedRunner({"story": loop, "same story": loop})
    result = await run_engine([item(1, "MED", "story")], runner, tmp_path)
    assert set(result.chains) == {"P-MED:e1", "P-MED:e1.1"}
    assert any("already investigated" in s for s in result.skipped)


async def test_derivation_depth_never_exceeds_four(tmp_path: Path) -> None:
    counter = iter(range(100))

    async def chaining(request: LevelRequest) -> dict[str, Any]:
        out = lv(
            "P-MED",
            "1",
            primarySourceLocated=True,
            primarySource=f"source {next(counter)}",
            primarySourceType="MED",
        )
        return {
            "evidenceFound": True,
            "sourceRating": "C",
            "infoRating": "3",
            **{k: v for k, v in out.items() if k != "ratings"},
        }

    result = await run_engine([item(1, "MED", "start")], chaining, tmp_path)
    generations = sorted(run.generation for run in result.chains.values())
    assert generations == [1, 2, 3, 4]
    assert max(len(run.item_id.split(".")) for run in result.chains.values()) == 4
    assert any("derivation depth 4" in s for s in result.skipped)


async def test_global_cap_on_derived_chains(tmp_path: Path) -> None:
    outputs = {
        "1": lv(
            "P-ORG",
            "1",
            claim="claim",
            involvesHealthScience=True,
            involvesFinancialFigures=True,
            involvesProductPerformance=True,
        )
    }
    scripts = {f"org {n}": outputs for n in range(3)}
    items = [item(n + 1, "ORG", f"org {n}") for n in range(3)]
    result = await run_engine(items, ScriptedRunner(scripts), tmp_path, limits=EngineLimits(max_derived=2))
    derived = [run for run in result.chains.values() if run.generation > 1]
    assert len(derived) == 2
    assert any("cap of 2 derived chains" in s for s in result.skipped)


async def test_invalid_output_is_retried_once_with_the_problems(tmp_path: Path) -> None:
    calls: list[LevelRequest] = []

    async def flaky(request: LevelRequest) -> dict[str, Any]:
        calls.append(request)
        out = (
            lv(request.pathway_id, request.level_id, numberVerified=True)
            if request.level_id == "1"
            else lv(request.pathway_id, request.level_id)
        )
        body = {
            "evidenceFound": True,
            "sourceRating": "B",
            "infoRating": "2",
            **{k: v for k, v in out.items() if k != "ratings"},
        }
        if request.level_id == "1" and request.attempt == 1:
            del body["findings"]["numberVerified"]
        return body

    result = await run_engine([item(1, "STA", "73% of people")], flaky, tmp_path)
    level1 = [c for c in calls if c.level_id == "1"]
    assert [c.attempt for c in level1] == [1, 2]
    assert level1[1].problems == ["numberVerified is missing"]
    written = json.loads((tmp_path / "P-STA-e1-L1.json").read_text())
    assert written["status"] == "ok" and written["attempts"] == 2
    assert result.chains["P-STA:e1"].chain.executed == ["1", "2", "3", "4"]


async def test_output_invalid_twice_is_a_gap_and_the_chain_continues(tmp_path: Path) -> None:
    async def broken(request: LevelRequest) -> dict[str, Any]:
        return {"evidenceFound": True, "sourceRating": "B", "infoRating": "2", "findings": {"nonsense": 1}}

    items = [item(1, "STA", "a statistic"), item(2, "GOV", "agency figure")]
    result = await run_engine(items, broken, tmp_path)
    # Only ALWAYS branches fire after a gap: P-STA goes on level by level, P-GOV level 1 has none.
    assert result.chains["P-STA:e1"].chain.executed == ["1", "2", "3", "4"]
    assert result.chains["P-GOV:e2"].chain.executed == ["1"]
    written = json.loads((tmp_path / "P-STA-e1-L1.json").read_text())
    assert written["status"] == "gap" and written["attempts"] == 2
    assert "invalid output after retry" in written["gap"]
    assert result.confidence["e1"].level == "U"


async def test_timeout_and_worker_errors_become_gaps(tmp_path: Path) -> None:
    async def slow_or_failing(request: LevelRequest) -> dict[str, Any]:
        if request.level_id == "1":
            await asyncio.sleep(5)
        raise RuntimeError("model unavailable")

    result = await run_engine(
        [item(1, "DOC", "memo")], slow_or_failing, tmp_path, limits=EngineLimits(level_timeout_s=0.05)
    )
    gaps = {g.level: g.reason for g in result.chains["P-DOC:e1"].chain.gaps}
    assert gaps["1"] == "timed out after 0.05 s"
    assert gaps["2"].startswith("worker failed: RuntimeError: model unavailable")


async def test_concurrency_limit_and_worst_first(tmp_path: Path) -> None:
    items = [
        item(1, "HIS", "good", "A", "1"),
        item(2, "HIS", "bad", "E", "5"),
        item(3, "HIS", "mid", "C", "3"),
        item(4, "HIS", "unknown", "F", "6"),
    ]
    assert [i.id for i in worst_first(items)] == ["e4", "e2", "e3", "e1"]
    runner = ScriptedRunner(delay=0.01)
    await run_engine(items, runner, tmp_path, limits=EngineLimits(concurrency=1))
    firsts = [r.evidence_id for r in runner.requests if r.level_id == "1"]
    assert firsts == ["e4", "e2", "e3", "e1"]
    assert runner.max_active == 1
    many = [item(n, "TES", f"t{n}") for n in range(1, 13)]
    wide = ScriptedRunner(delay=0.01)
    await run_engine(many, wide, tmp_path / "wide", limits=EngineLimits(concurrency=3))
    assert wide.max_active == 3


async def test_level_budget_per_run(tmp_path: Path) -> None:
    items = [item(n, "TEC", f"product {n}", "D") for n in range(1, 4)]
    result = await run_engine(
        items, ScriptedRunner(), tmp_path, limits=EngineLimits(level_budget=5, concurrency=1)
    )
    assert result.levels_run == 5
    unrun = [g for run in result.chains.values() for g in run.chain.gaps if "budget" in g.reason]
    assert unrun and len(list(tmp_path.glob("P-*.json"))) == 5


def _clean_sci(n: int) -> dict[str, dict[str, Any]]:
    return {
        "1": lv("P-SCI", "1", studyType="rct", doi=f"10.1/{n}"),
        "2A": lv("P-SCI", "2A", overallBias="low"),
        "3": lv("P-SCI", "3", funderType="government"),
        "4": lv("P-SCI", "4", cites=confirms(3, tag=f"s{n}"), replicationExists=True),
    }


async def test_consensus_above_80_percent_runs_pcon_and_lowers_the_claim(tmp_path: Path) -> None:
    scripts: dict[str, dict[str, dict[str, Any]]] = {f"study {n}": _clean_sci(n) for n in range(3)}
    scripts["X cures Y"] = {
        "1": lv("P-CON", "1", challengingEvidenceStrength="substantial"),
        "2": lv("P-CON", "2", adjustmentRecommendation="lower-confidence"),
    }
    items = [item(n + 1, "SCI", f"study {n}", directions={"C1": "supports"}) for n in range(3)]
    result = await run_engine(
        items, ScriptedRunner(scripts), tmp_path, claims=[Claim(id="C1", text="X cures Y")]
    )
    claim = result.claims["C1"]
    assert claim.consensus == 1.0 and claim.contrarian is not None
    assert claim.contrarian.chain.executed == ["1", "2"]
    assert claim.confidence.level == "P"
    assert any("P-CON" in line for line in claim.confidence.rationale)
    assert (tmp_path / "P-CON-C1-L2.json").exists()


async def test_weak_challenge_keeps_the_claim_and_split_evidence_skips_pcon(tmp_path: Path) -> None:
    scripts: dict[str, dict[str, dict[str, Any]]] = {f"study {n}": _clean_sci(n) for n in range(3)}
    scripts["X cures Y"] = {"1": lv("P-CON", "1", challengingEvidenceStrength="weak")}
    items = [
        item(
            n + 1,
            "SCI",
            f"study {n}",
            directions={"C1": "supports", "C2": "supports" if n else "contradicts"},
        )
        for n in range(3)
    ]
    claims = [Claim(id="C1", text="X cures Y"), Claim(id="C2", text="X is safe")]
    result = await run_engine(items, ScriptedRunner(scripts), tmp_path, claims=claims)
    assert result.claims["C1"].contrarian is not None and result.claims["C1"].confidence.level == "V"
    assert result.claims["C2"].consensus == pytest.approx(2 / 3)
    assert result.claims["C2"].contrarian is None
    assert result.claims["C2"].confidence.level == "D"  # contradicted by an equally rated item


async def test_spawned_pathway_runs_in_parallel_with_its_parent(tmp_path: Path) -> None:
    outputs = {
        "1": lv("P-ORG", "1", claim="Vitamin Z prevents flu", involvesHealthScience=True),
        "2": lv("P-ORG", "2", evidenceLocated=True, evidenceSupports=True),
    }
    runner = ScriptedRunner({"Acme claim": outputs}, delay=0.01)
    await run_engine([item(1, "ORG", "Acme claim")], runner, tmp_path, limits=EngineLimits(concurrency=2))
    order = [(r.evidence_id, r.level_id) for r in runner.requests]
    assert order.index(("e1.1", "1")) < order.index(("e1", "4"))
    assert runner.max_active == 2


async def test_configured_limits_reach_the_engine(
    tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (isolated_env / "investigate.yaml").write_text(
        "pathways:\n  level_budget: 3\n  consensus_above: 0.6\n  consensus_min_items: 3\n"
    )
    monkeypatch.setenv("INVESTIGATE_PATHWAY_CONCURRENCY", "1")
    limits = EngineLimits.from_settings(load_settings().settings)
    assert (limits.concurrency, limits.level_budget, limits.consensus_above) == (1, 3, 0.6)
    scripts: dict[str, dict[str, dict[str, Any]]] = {f"study {n}": _clean_sci(n) for n in range(3)}
    scripts["X cures Y"] = {"1": lv("P-CON", "1", challengingEvidenceStrength="weak")}
    directions = ["supports", "supports", "contradicts"]
    items = [item(n + 1, "SCI", f"study {n}", directions={"C1": directions[n]}) for n in range(3)]
    runner = ScriptedRunner(scripts)
    result = await run_engine(
        items, runner, tmp_path, claims=[Claim(id="C1", text="X cures Y")], limits=limits
    )
    # 3 levels in all, one chain at a time; P-CON starts (2/3 > 0.6, not > 0.8) but the budget is spent
    assert result.levels_run == 3 and runner.max_active == 1
    assert sorted(len(run.chain.executed) for run in result.chains.values()) == [0, 0, 0, 3]
    contrarian = result.claims["C1"].contrarian
    assert contrarian is not None and contrarian.chain.unrun == ["1"]
    default = await run_engine(
        items, ScriptedRunner(scripts), tmp_path / "default", claims=[Claim(id="C1", text="X cures Y")]
    )
    assert default.claims["C1"].contrarian is None


async def test_next_evidence_types_launch_pathways_deduplicated_and_capped(tmp_path: Path) -> None:
    org_1 = lv("P-ORG", "1", claim="Vitamin Z prevents flu", involvesHealthScience=True)
    org_1["nextEvidenceTypes"] = ["FIN", "ORG", "SCI", "FIN"]  # own type and the branch's spawn: no
    org_2 = lv("P-ORG", "2", evidenceLocated=True)
    org_2["nextEvidenceTypes"] = ["FIN", "STA"]  # FIN already launched by this chain
    scripts = {"Acme claim": {"1": org_1, "2": org_2}}
    result = await run_engine([item(1, "ORG", "Acme claim")], ScriptedRunner(scripts), tmp_path)
    run = result.chains["P-ORG:e1"]
    spawned = [(s.pathway, s.level, s.branch) for s in run.chain.spawns]
    assert spawned == [
        ("P-SCI", "1", "org-1-science"),
        ("P-FIN", "1", "nextEvidenceTypes"),
        ("P-STA", "2", "nextEvidenceTypes"),
    ]
    assert run.derived == ["e1.1", "e1.2", "e1.3"]
    fin = result.items["e1.2"]
    assert fin.type == "FIN" and fin.description == "FIN evidence found while investigating: Acme claim"
    assert result.chains["P-FIN:e1.2"].chain.executed[0] == "1"  # it really ran
    assert (tmp_path / "P-STA-e1.3-L1.json").exists()

    # the same global cap and de-duplication as branch spawns
    capped = await run_engine(
        [item(1, "ORG", "Acme claim")],
        ScriptedRunner(scripts),
        tmp_path / "capped",
        limits=EngineLimits(max_derived=1),
    )
    assert capped.chains["P-ORG:e1"].derived == ["e1.1"]
    assert any("P-FIN for e1" in s and "cap of 1" in s for s in capped.skipped)
