"""The pathway engine: runs evidence items down their pathways through a level-runner seam.

- Levels of one chain run in order (:class:`~investigate.pathways.chain.Chain` decides which).
- A level runner is any ``async (LevelRequest) -> LevelReport``; the engine validates the report
  against the level's required outputs, retries once with the problems, then records a gap. A
  runner that raises or exceeds the per-level timeout is a gap too; the chain goes on.
- Chains for different items run in parallel under ``concurrency``, worst-rated items first
  (Admiralty letter, then digit, worst first), within ``level_budget`` levels per run.
- Spawned and redirected pathways, and those a level's ``nextEvidenceTypes`` ask for, run as
  derived items (``e3.1``), de-duplicated by (pathway, description), at most ``max_derived`` of
  them, at most ``max_generation`` deep.
- Every level output is written atomically to ``investigation/P-XXX-<id>-L<level>.json``.
- Afterwards P-CON runs for every claim whose consensus exceeds its trigger, and may lower the
  claim's confidence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from investigate.case.atomic import write_text_atomic
from investigate.config import PathwaysConfig, Settings
from investigate.errors import UsageError
from investigate.pathways.chain import Chain
from investigate.pathways.models import Pathway, RequiredOutput
from investigate.pathways.records import Claim, EvidenceItem, LevelOutput, LevelReport, gap_output
from investigate.pathways.scoring import GRADED, LABELS, RATING_ORDER, Score, score_chain
from investigate.pathways.tasks import RenderedTask, render_task, runtime_context
from investigate.pathways.trace import check_report, to_output

INVESTIGATION_DIR = "investigation"


@dataclass(frozen=True)
class LevelRequest:
    """Everything a level worker gets: the rendered task, what it must return, and its context."""

    pathway_id: str
    level_id: str
    level_name: str
    depth: int
    evidence_id: str
    worker_template: str
    task: RenderedTask
    required_outputs: list[RequiredOutput]
    context: dict[str, Any]
    attempt: int
    problems: list[str] = field(default_factory=list)  # why the previous attempt was rejected


LevelRunner = Callable[[LevelRequest], Awaitable[LevelReport | dict[str, Any]]]


class EngineLimits(PathwaysConfig):
    """The configured limits (config ``pathways``) plus the engine's fixed internals."""

    retries: int = Field(default=1, ge=0, le=3)
    max_generation: int = Field(default=4, ge=1, le=4, description="Item -> spawn -> spawn ... depth")
    write_workers: int = Field(default=16, ge=1, le=64, description="Threads writing level files (fsync)")

    @classmethod
    def from_settings(cls, settings: Settings) -> EngineLimits:
        """The limits configured in ``settings.pathways``."""
        return cls(**settings.pathways.model_dump())


@dataclass
class ChainRun:
    key: str
    item_id: str
    pathway: Pathway
    chain: Chain
    generation: int
    item: EvidenceItem | None = None
    confidence: Score | None = None
    redirected_to: str | None = None
    derived: list[str] = field(default_factory=list)
    launched: int = 0
    redirect_launched: bool = False


@dataclass
class ClaimResult:
    claim: Claim
    supporting: list[str]
    contradicting: list[str]
    consensus: float | None
    contrarian: ChainRun | None
    confidence: Score


@dataclass
class EngineResult:
    chains: dict[str, ChainRun]
    items: dict[str, EvidenceItem]
    confidence: dict[str, Score]
    claims: dict[str, ClaimResult]
    levels_run: int
    skipped: list[str]

    def to_json(self) -> dict[str, Any]:
        """A summary for ``investigation/_run.json`` and ``--json`` output."""
        return {
            "levelsRun": self.levels_run,
            "items": {
                item_id: {"confidence": score.level, "label": score.label, "rationale": score.rationale}
                for item_id, score in sorted(self.confidence.items())
            },
            "chains": [
                {
                    "pathway": run.pathway.id,
                    "evidenceId": run.item_id,
                    "generation": run.generation,
                    "levels": run.chain.executed,
                    "branches": run.chain.taken_branches,
                    "flags": [f.flag for f in run.chain.flags],
                    "gaps": [f"{g.level}: {g.reason}" for g in run.chain.gaps],
                    "derived": run.derived,
                    "redirectedTo": run.redirected_to,
                    "confidence": None if run.confidence is None else run.confidence.level,
                }
                for run in self.chains.values()
            ],
            "claims": {
                cid: {
                    "consensus": c.consensus,
                    "supporting": c.supporting,
                    "contradicting": c.contradicting,
                    "contrarian": None if c.contrarian is None else c.contrarian.chain.taken_branches,
                    "confidence": c.confidence.level,
                    "rationale": c.confidence.rationale,
                }
                for cid, c in sorted(self.claims.items())
            },
            "skipped": self.skipped,
        }


def worst_first(items: Iterable[EvidenceItem]) -> list[EvidenceItem]:
    """Items ordered worst-rated first: source letter (F worst), then information digit (6 worst)."""
    return sorted(items, key=lambda i: (-RATING_ORDER.index(i.sourceRating), -int(i.infoRating), i.id))


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


class Engine:
    """Runs pathways for a set of evidence items; one instance per run."""

    def __init__(
        self,
        pathways: dict[str, Pathway],
        runner: LevelRunner,
        out_dir: Path,
        limits: EngineLimits | None = None,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self.pathways = pathways
        self.runner = runner
        self.out_dir = out_dir
        self.limits = limits or EngineLimits()
        self.progress = progress
        self._semaphore = asyncio.Semaphore(self.limits.concurrency)
        self._levels_started = 0
        self._runs: dict[str, ChainRun] = {}
        self._items: dict[str, EvidenceItem] = {}
        self._seen: set[tuple[str, str]] = set()
        self._derived = 0
        self._skipped: list[str] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._writer: ThreadPoolExecutor | None = None

    # ---------------------------------------------------------------- public
    async def run(self, items: list[EvidenceItem], claims: list[Claim] | None = None) -> EngineResult:
        """Run every item's chain (and what they spawn), then P-CON for consensus claims."""
        ids = [i.id for i in items]
        if len(set(ids)) != len(ids):
            raise UsageError("evidence ids must be unique", fix="renumber the evidence items")
        for item in items:
            if item.pathway_id not in self.pathways:
                raise UsageError(f"no pathway {item.pathway_id} for {item.id}", fix="restore pathways/")
        # Level files are fsynced by a pool of writers while chains go on; each chain waits for its
        # own files before it counts as done, so nothing is reported that is not on disk.
        self._writer = ThreadPoolExecutor(
            max_workers=self.limits.write_workers, thread_name_prefix="level-writer"
        )
        try:
            for item in worst_first(items):
                self._seen.add((item.pathway_id, _norm(item.description)))
                self._start(item, generation=1)
            await self._drain()
            confidence = self._item_confidence()
            claim_results = await self._claims(claims or [], confidence)
            result = EngineResult(
                self._runs, self._items, confidence, claim_results, self._levels_started, self._skipped
            )
            await self._write(self.out_dir / "_run.json", result.to_json())
        finally:
            self._writer.shutdown(wait=True)
        return result

    # ---------------------------------------------------------------- chains
    def _start(self, item: EvidenceItem, generation: int) -> None:
        self._items[item.id] = item
        task = asyncio.create_task(self._run_item(item, generation))
        self._tasks.add(task)

    async def _drain(self) -> None:
        while self._tasks:
            done, _ = await asyncio.wait(self._tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                self._tasks.discard(task)
                task.result()  # a bug in the engine itself must not vanish silently

    async def _run_item(self, item: EvidenceItem, generation: int) -> None:
        pathway = self.pathways[item.pathway_id]
        chain = Chain(pathway, subject=item.description)
        run = ChainRun(f"{pathway.id}:{item.id}", item.id, pathway, chain, generation, item=item)
        self._runs[run.key] = run
        async with self._semaphore:
            await self._walk(run, evidence=item, claim=None)
        run.confidence = score_chain(run.chain, item.citation.url)
        self._follow_up(run, item)

    async def _walk(
        self, run: ChainRun, evidence: EvidenceItem | None, claim: tuple[Claim, dict[str, Any]] | None
    ) -> None:
        chain, pathway = run.chain, run.pathway
        writes: list[asyncio.Future[None]] = []
        while (level_id := chain.next_level()) is not None:
            level = pathway.level(level_id)
            budget = self.limits.level_budget
            if budget is not None and self._levels_started >= budget:
                chain.pending.add(level_id)
                chain.stop("level budget for this run exhausted")
                break
            self._levels_started += 1
            context = runtime_context(
                pathway, level, chain.outputs, chain.parent_of(level_id), evidence, claim
            )
            output = await self._run_level(run, level_id, context)
            chain.record(level_id, output)
            name = f"{output.pathwayId}-{output.evidenceId}-L{output.level}.json"
            writes.append(self._write(self.out_dir / name, output.model_dump(mode="json")))
            if evidence is not None:
                self._follow_up(run, evidence)
            if self.progress:
                self.progress(f"{pathway.id} {run.item_id} level {level_id}: {output.status}")
        await asyncio.gather(*writes)

    async def _run_level(self, run: ChainRun, level_id: str, context: dict[str, Any]) -> LevelOutput:
        pathway = run.pathway
        level = pathway.level(level_id)
        try:
            task = render_task(level, context)
        except ValueError as exc:
            return gap_output(
                pathway.id, level_id, level.depth, run.item_id, f"task did not render: {exc}", 0
            )
        problems: list[str] = []
        attempts = self.limits.retries + 1
        for attempt in range(1, attempts + 1):
            request = LevelRequest(
                pathway.id, level_id, level.name, level.depth, run.item_id, level.workerTemplate, task,
                list(level.requiredOutputs), context, attempt, problems,
            )  # fmt: skip
            try:
                raw = await asyncio.wait_for(self.runner(request), timeout=self.limits.level_timeout_s)
            except TimeoutError:
                reason = f"timed out after {self.limits.level_timeout_s:g} s"
                return gap_output(pathway.id, level_id, level.depth, run.item_id, reason, attempt)
            except Exception as exc:  # a failed worker is a recorded gap, never a crashed run
                reason = f"worker failed: {type(exc).__name__}: {exc}"
                return gap_output(pathway.id, level_id, level.depth, run.item_id, reason, attempt)
            data = raw.model_dump() if isinstance(raw, BaseModel) else raw
            report, problems = check_report(pathway, level_id, data)
            if report is not None:
                return to_output(pathway, level_id, run.item_id, report, attempt)
        reason = "invalid output after retry: " + "; ".join(problems)
        return gap_output(pathway.id, level_id, level.depth, run.item_id, reason, attempts)

    def _follow_up(self, run: ChainRun, item: EvidenceItem) -> None:
        """Launch what the chain has spawned or redirected to since the last call (they run in
        parallel with the rest of this chain), de-duplicated and capped."""
        chain = run.chain
        targets: list[tuple[int, str, str, str, bool]] = [
            (n, s.pathway, s.pathway.removeprefix("P-"), s.description, False)
            for n, s in enumerate(chain.spawns, 1)
            if n > run.launched
        ]
        run.launched = len(chain.spawns)
        if chain.redirect is not None and not run.redirect_launched:
            run.redirect_launched = True
            redirect = chain.redirect
            targets.append(
                (len(chain.spawns) + 1, redirect.pathway, redirect.evidenceType, redirect.description, True)
            )
        for number, pathway_id, kind, description, is_redirect in targets:
            child_id = f"{item.id}.{number}"
            key = (pathway_id, _norm(description))
            why = None
            if key in self._seen:
                why = "already investigated"
            elif run.generation >= self.limits.max_generation:
                why = f"derivation depth {self.limits.max_generation} reached"
            elif self._derived >= self.limits.max_derived:
                why = f"cap of {self.limits.max_derived} derived chains reached"
            elif pathway_id not in self.pathways:
                why = "no such pathway"
            if why is not None:
                self._skipped.append(f"{pathway_id} for {item.id} ({description[:60]}): {why}")
                continue
            self._seen.add(key)
            self._derived += 1
            child = EvidenceItem(
                id=child_id,
                type=kind,
                description=description,
                directions=dict(item.directions),
                derivedFrom=item.id,
            )
            run.derived.append(child_id)
            if is_redirect:
                run.redirected_to = child_id
            self._start(child, run.generation + 1)

    def _item_confidence(self) -> dict[str, Score]:
        """Each item's confidence; a redirected item takes its redirect target's confidence."""
        by_item = {run.item_id: run for run in self._runs.values() if run.item is not None}
        result: dict[str, Score] = {}
        for item_id, run in by_item.items():
            target, seen = run, {item_id}
            while (
                target.redirected_to is not None
                and target.redirected_to in by_item
                and target.redirected_to not in seen
            ):
                seen.add(target.redirected_to)
                target = by_item[target.redirected_to]
            assert target.confidence is not None
            score = target.confidence
            if target is not run:
                score = Score(
                    level=score.level,
                    label=score.label,
                    rationale=[f"redirected to {target.item_id} ({target.pathway.id})", *score.rationale],
                )
            result[item_id] = score
        return result

    # ---------------------------------------------------------------- claims and P-CON
    async def _claims(self, claims: list[Claim], confidence: dict[str, Score]) -> dict[str, ClaimResult]:
        contrarian = next((p for p in self.pathways.values() if p.trigger.consensusAbove is not None), None)
        results: dict[str, ClaimResult] = {}
        jobs = []
        for claim in claims:
            original = [i for i in self._items.values() if i.derivedFrom is None]
            supporting = [i.id for i in original if i.directions.get(claim.id) == "supports"]
            contradicting = [i.id for i in original if i.directions.get(claim.id) == "contradicts"]
            directional = len(supporting) + len(contradicting)
            consensus = max(len(supporting), len(contradicting)) / directional if directional else None
            results[claim.id] = ClaimResult(
                claim, supporting, contradicting, consensus, None, Score(level="U", label="", rationale=[])
            )
            if (
                contrarian is not None
                and consensus is not None
                and directional >= self.limits.consensus_min_items
                and consensus > self._consensus_above(contrarian)
            ):
                stats = {
                    "consensus": f"{consensus:.0%}",
                    "supportingCount": max(len(supporting), len(contradicting)),
                    "contradictingCount": min(len(supporting), len(contradicting)),
                    "directionalCount": directional,
                }
                run = ChainRun(f"{contrarian.id}:{claim.id}", claim.id, contrarian, Chain(contrarian), 1)
                self._runs[run.key] = run
                results[claim.id].contrarian = run
                jobs.append(self._contrarian(run, claim, stats))
        await asyncio.gather(*jobs)
        for result in results.values():
            result.confidence = claim_confidence(result, confidence)
        return results

    def _consensus_above(self, contrarian: Pathway) -> float:
        configured = self.limits.consensus_above
        if configured is not None:
            return configured
        return contrarian.trigger.consensusAbove or 1.0

    async def _contrarian(self, run: ChainRun, claim: Claim, stats: dict[str, Any]) -> None:
        async with self._semaphore:
            await self._walk(run, evidence=None, claim=(claim, stats))

    # ---------------------------------------------------------------- files
    def _write(self, path: Path, data: Any) -> asyncio.Future[None]:
        import json

        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        return asyncio.get_running_loop().run_in_executor(self._writer, write_text_atomic, path, text)


def claim_confidence(result: ClaimResult, items: dict[str, Score]) -> Score:
    """A claim's confidence from its evidence, lowered one level when P-CON found a credible counter.

    Base: the best confidence among supporting items (V > P > U); D when a contradicting item is
    at least as well rated (or every supporting item is D); R when every supporting item is R.
    """
    why: list[str] = []
    support = [items[i].level for i in result.supporting if i in items]
    against = [items[i].level for i in result.contradicting if i in items]
    graded_support = [lvl for lvl in support if lvl in GRADED]
    if not support:
        level = "U"
        why.append("no supporting evidence -> U")
    elif not graded_support:
        level = "R" if all(lvl == "R" for lvl in support) else "D"
        why.append(f"supporting evidence is {''.join(support)} -> {level}")
    else:
        level = max(graded_support, key=GRADED.index)
        why.append(f"best supporting evidence ({len(support)} item(s)) is {level}")
        strong_against = [
            lvl
            for lvl in against
            if lvl in GRADED and GRADED.index(lvl) >= GRADED.index(level) and lvl != "U"
        ]
        if strong_against:
            level = "D"
            why.append(f"{len(strong_against)} contradicting item(s) rated as well -> D")
    if result.consensus is not None:
        why.append(
            f"consensus {result.consensus:.0%} over {len(result.supporting) + len(result.contradicting)} item(s)"
        )
    if result.contrarian is not None:
        chain = result.contrarian.chain
        lowered = [a for a in chain.adjustments if a.direction == "downgrade"]
        if lowered and level in GRADED:
            new = GRADED[max(0, GRADED.index(level) - 1)]
            why.append(f"modifier downgrade (P-CON: {lowered[0].reason}): {level} -> {new}")
            level = new
        elif chain.terminated is not None:
            why.append(f"P-CON: {chain.terminated.reason}")
        else:
            why.append("P-CON ran: no adjustment")
    return Score(level=level, label=LABELS[level], rationale=why)


async def run_engine(
    items: list[EvidenceItem],
    runner: LevelRunner,
    out_dir: Path,
    *,
    claims: list[Claim] | None = None,
    limits: EngineLimits | None = None,
    pathways: dict[str, Pathway] | None = None,
    progress: Callable[[str], None] | None = None,
) -> EngineResult:
    """Run the engine once (convenience wrapper)."""
    from investigate.pathways.loader import registry

    engine = Engine(pathways or registry(), runner, out_dir, limits, progress)
    return await engine.run(items, claims)
