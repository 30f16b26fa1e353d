"""Pathway test scenarios: level outputs that drive every branch of every pathway, with expectations.

The scenarios themselves are data: ``tests/data/pathway_scenarios.json``.
Run ``python tests/pathways_support.py`` to print the branch coverage of these scenarios.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from investigate.pathways.loader import get, registry
from investigate.pathways.models import RequiredOutput


def _default(output: RequiredOutput) -> Any:
    if output.type == "string":
        return output.enum[0] if output.enum else f"<{output.field}>"
    return {"number": 1.0, "integer": 100, "boolean": False, "array": [], "object": {}}[output.type]


def lv(
    pathway_id: str, level_id: str, cites: list[dict[str, Any]] | None = None, rating: str = "B", **over: Any
) -> dict[str, Any]:
    """A valid raw level output: every required output filled (defaults), ``over`` applied."""
    level = get(pathway_id).level(level_id)
    unknown = set(over) - {o.field for o in level.requiredOutputs}
    assert not unknown, f"{pathway_id} {level_id} has no outputs {unknown}"
    found = {o.field: _default(o) for o in level.requiredOutputs}
    found.update(over)
    return {"findings": found, "ratings": {"source": rating, "info": "2"}, "citations": cites or []}


def citations(n: int, relation: str, rating: str, text: str, url: str) -> list[dict[str, Any]]:
    """``n`` distinct citations with ``relation``; ``text`` and ``url`` prefix the citation number."""
    return [
        {"text": f"{text}{i}", "url": f"{url}{i}", "sourceRating": rating, "relation": relation}
        for i in range(n)
    ]


def confirms(n: int, rating: str = "A", tag: str = "c") -> list[dict[str, Any]]:
    """``n`` independent confirming citations rated ``rating``."""
    return citations(n, "confirms", rating, f"source {tag}", f"https://example.org/{tag}")


def contradicts(n: int, rating: str = "A") -> list[dict[str, Any]]:
    """``n`` independent contradicting citations rated ``rating``."""
    return citations(n, "contradicts", rating, "counter ", "https://example.org/x")


@dataclass
class Scenario:
    name: str
    pathway: str
    outputs: dict[str, dict[str, Any]]
    levels: list[str]
    confidence: str | None = None
    taken: list[str] = field(default_factory=list)
    spawned: list[str] = field(default_factory=list)
    redirect: str | None = None
    terminated: str | None = "-"  # "-" = not checked


SCENARIO_FILE = Path(__file__).parent / "data" / "pathway_scenarios.json"


def _scenario(entry: dict[str, Any]) -> Scenario:
    """A scenario from its data: each level's entry holds the outputs that differ from the
    defaults, and ``cites`` as ``{"confirms": n, "rating": "A", "tag": "c"}``."""
    outputs = {}
    for level_id, raw in entry.pop("outputs").items():
        over = dict(raw)
        cites = over.pop("cites", None)
        outputs[level_id] = lv(entry["pathway"], level_id, cites=None if cites is None else confirms(
            cites["confirms"], cites.get("rating", "A"), cites.get("tag", "c")), **over)  # fmt: skip
    return Scenario(outputs=outputs, **entry)


# The trace scenarios: seed 000's behaviours, and together every branch of every pathway.
SCENARIOS: list[Scenario] = [_scenario(e) for e in json.loads(SCENARIO_FILE.read_text(encoding="utf-8"))]


def all_branches() -> dict[str, list[str]]:
    """Every branch id of every packaged pathway."""
    return {p.id: [b.id for lv_ in p.levels for b in lv_.branches] for p in registry().values()}


def branch_coverage() -> tuple[dict[str, set[str]], list[str]]:
    """Trace every scenario; (branches taken per pathway, branches never taken)."""
    from investigate.pathways.trace import run_trace

    taken: dict[str, set[str]] = {pid: set() for pid in registry()}
    for scenario in SCENARIOS:
        chain, _ = run_trace(get(scenario.pathway), scenario.outputs)
        taken[scenario.pathway].update(chain.taken_branches)
    missing = [b for pid, ids in all_branches().items() for b in ids if b not in taken[pid]]
    return taken, missing


def print_coverage() -> list[str]:
    """Print branches taken per pathway; return the branches never taken."""
    taken, missing = branch_coverage()
    for pid, ids in sorted(all_branches().items()):
        print(f"{pid}: {len(taken[pid] & set(ids))}/{len(ids)} branches taken")
    total = sum(len(ids) for ids in all_branches().values())
    print(f"total: {total - len(missing)}/{total} branches taken across {len(SCENARIOS)} traces")
    for branch in missing:
        print(f"NEVER TAKEN: {branch}")
    return missing


if __name__ == "__main__":
    raise SystemExit(1 if print_coverage() else 0)


class ScriptedRunner:
    """An in-process level runner: replies from per-description scripts, else valid defaults.

    ``scripts`` maps an evidence (or claim) description to {level id: raw output}; a level without a
    script gets every required output at its default. Records every request it saw.
    """

    def __init__(
        self, scripts: dict[str, dict[str, dict[str, Any]]] | None = None, delay: float = 0.0
    ) -> None:
        self.scripts = scripts or {}
        self.delay = delay
        self.requests: list[Any] = []
        self.active = 0
        self.max_active = 0

    async def __call__(self, request: Any) -> dict[str, Any]:
        import asyncio

        self.requests.append(request)
        self.active += 1
        self.max_active = max(self.max_active, self.active)
        try:
            if self.delay:
                await asyncio.sleep(self.delay)
            ctx = request.context
            key = ctx["evidence"]["description"] if "evidence" in ctx else ctx["claim"]["text"]
            script = self.scripts.get(key, {})
            raw = script.get(request.level_id) or lv(request.pathway_id, request.level_id)
            out = dict(raw)
            ratings = out.pop("ratings", {"source": "B", "info": "2"})
            return {
                "evidenceFound": True,
                "sourceRating": ratings["source"],
                "infoRating": ratings["info"],
                **out,
            }
        finally:
            self.active -= 1
