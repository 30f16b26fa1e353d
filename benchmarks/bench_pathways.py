"""Pathway engine overhead: 200 evidence items through their pathways with an instant scripted runner.

Run: make bench-pathways  (or python benchmarks/bench_pathways.py [--items N] [--runs N]).
Baseline (same run): calling the same runner for the same levels directly, with no engine.
The engine's own overhead (scheduling, rendering, validation, branching, scoring, atomic writes of
every level file) is the difference; target: the whole engine run under 2 s for 200 items.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from investigate.pathways.engine import EngineLimits, LevelRequest, run_engine
from investigate.pathways.loader import registry
from investigate.pathways.models import EVIDENCE_TYPES, RequiredOutput
from investigate.pathways.records import EvidenceItem


def _value(output: RequiredOutput, flip: bool) -> Any:
    if output.type == "string":
        if output.enum:
            return output.enum[-1] if flip and "SCI" not in output.enum else output.enum[0]
        return f"{output.field} value"
    return {"number": 1.5, "integer": 40, "boolean": flip, "array": ["x"], "object": {"k": "v"}}[output.type]


def instant_output(pathway_id: str, level_id: str, flip: bool) -> dict[str, Any]:
    """A valid level report, varied by ``flip`` so items take different branches."""
    level = registry()[pathway_id].level(level_id)
    findings = {o.field: _value(o, flip) for o in level.requiredOutputs}
    return {
        "evidenceFound": True,
        "sourceRating": "B",
        "infoRating": "2",
        "findings": findings,
        "citations": [{"text": f"src {i}", "url": f"https://e.org/{pathway_id}/{level_id}/{i}", "relation": "confirms",
                       "sourceRating": "A"} for i in range(3)],
    }  # fmt: skip


async def runner(request: LevelRequest) -> dict[str, Any]:
    flip = request.evidence_id.split(".")[0][-1] in "02468"
    return instant_output(request.pathway_id, request.level_id, flip)


def make_items(count: int) -> list[EvidenceItem]:
    ratings = "ABCDEF"
    return [
        EvidenceItem(
            id=f"e{n}",
            type=EVIDENCE_TYPES[n % len(EVIDENCE_TYPES)],  # type: ignore[arg-type]
            description=f"evidence statement number {n}",
            sourceRating=ratings[n % 6],  # type: ignore[arg-type]
            infoRating=str(1 + n % 6),  # type: ignore[arg-type]
        )
        for n in range(1, count + 1)
    ]


async def engine_run(
    items: list[EvidenceItem], out: Path, concurrency: int
) -> tuple[float, list[tuple[str, str, str]]]:
    start = time.perf_counter()
    result = await run_engine(items, runner, out, limits=EngineLimits(concurrency=concurrency))
    elapsed = time.perf_counter() - start
    calls = [
        (run.pathway.id, lid, run.item_id) for run in result.chains.values() for lid in run.chain.executed
    ]
    return elapsed, calls


async def baseline_run(calls: list[tuple[str, str, str]]) -> float:
    """The same runner calls, awaited directly: what any driver pays before the engine adds anything."""
    start = time.perf_counter()
    for pathway_id, level_id, item_id in calls:
        await asyncio.sleep(0)
        flip = item_id.split(".")[0][-1] in "02468"
        instant_output(pathway_id, level_id, flip)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--items", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--concurrency", type=int, default=16)
    args = parser.parse_args()
    items = make_items(args.items)
    registry()  # load and validate the definitions once, outside the timings
    engine_times, base_times, levels, chains = [], [], 0, 0
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            elapsed, calls = asyncio.run(engine_run(items, Path(tmp) / "investigation", args.concurrency))
            files = len(list((Path(tmp) / "investigation").glob("P-*.json")))
        engine_times.append(elapsed)
        base_times.append(asyncio.run(baseline_run(calls)))
        levels, chains = len(calls), len({c[2] for c in calls})
        assert files == levels, (files, levels)
    engine_s, base_s = statistics.median(engine_times), statistics.median(base_times)
    print(
        f"{args.items} items -> {chains} chains, {levels} levels (each written to disk), "
        f"concurrency {args.concurrency}, median of {args.runs} runs"
    )
    print(f"baseline: runner called directly   {base_s * 1000:8.1f} ms   1.0x")
    print(
        f"engine run (total)                 {engine_s * 1000:8.1f} ms  {engine_s / base_s:5.1f}x  (target < 2000 ms)"
    )
    print(
        f"engine overhead                    {(engine_s - base_s) * 1000:8.1f} ms  ({(engine_s - base_s) / levels * 1e6:.0f} us per level)"
    )


if __name__ == "__main__":
    main()
