"""Deterministic trace: walk a pathway with level outputs from a file, no model involved.

The outputs file maps level ids to what a level returned::

    {"1": {"findings": {...}, "branchSignals": {...}, "ratings": {"source": "B", "info": "2"},
           "citations": [{"text": "...", "url": "...", "sourceRating": "A", "relation": "confirms"}]}}

A level that runs but has no entry, or whose entry fails its required outputs, is a gap exactly as
in the engine (only ALWAYS branches fire).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from investigate.errors import UsageError
from investigate.pathways import outputs as output_check
from investigate.pathways.chain import Chain
from investigate.pathways.models import Pathway
from investigate.pathways.records import LevelOutput, LevelReport, gap_output
from investigate.pathways.scoring import Score, score_chain

TRACE_EVIDENCE_ID = "e0"


def read_outputs(path: Path) -> dict[str, dict[str, Any]]:
    """Read a trace outputs file (UsageError with the reason if it is not a JSON object of objects)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(
            f"cannot read {path}: {exc.strerror}", fix="pass an existing JSON file to --outputs"
        ) from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path} is not valid JSON: {exc}", fix="correct the outputs file") from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise UsageError(
            f"{path} must map level ids to output objects", fix='e.g. {"1": {"findings": {...}}}'
        )
    return data


def _normalise(raw: dict[str, Any]) -> dict[str, Any]:
    entry = {
        k: v for k, v in raw.items() if k not in ("ratings", "pathwayId", "depth", "level", "evidenceId")
    }
    ratings = raw.get("ratings") or {}
    if isinstance(ratings, dict):
        entry.setdefault("sourceRating", ratings.get("source", "F"))
        entry.setdefault("infoRating", str(ratings.get("info", "6")))
    entry.setdefault("sourceRating", "F")
    entry.setdefault("infoRating", "6")
    entry.setdefault("evidenceFound", True)
    entry.setdefault("findings", {})
    return entry


def to_output(
    pathway: Pathway, level_id: str, evidence_id: str, report: LevelReport, attempts: int = 1
) -> LevelOutput:
    """Wrap a worker's report in the record the engine writes (ids come from the engine, not the worker)."""
    return LevelOutput(
        pathwayId=pathway.id,
        level=level_id,
        depth=pathway.level(level_id).depth,
        evidenceId=evidence_id,
        attempts=attempts,
        **report.model_dump(),
    )


def check_report(pathway: Pathway, level_id: str, raw: Any) -> tuple[LevelReport | None, list[str]]:
    """Parse and check one raw level report; (report, []) when valid, (None, problems) otherwise."""
    try:
        report = LevelReport.model_validate(raw)
    except ValidationError as exc:
        return None, [f"{'.'.join(str(p) for p in e['loc']) or 'output'}: {e['msg']}" for e in exc.errors()]
    found = output_check.problems(pathway.level(level_id), report.signals())
    return (None, found) if found else (report, [])


def run_trace(pathway: Pathway, outputs: dict[str, dict[str, Any]]) -> tuple[Chain, Score | None]:
    """Walk ``pathway`` with the given outputs; the chain and its confidence (None for P-CON)."""
    unknown = sorted(set(outputs) - {lv.id for lv in pathway.levels})
    if unknown:
        raise UsageError(
            f"{pathway.id} has no level {', '.join(unknown)}",
            fix=f"use level ids of {pathway.id}: {', '.join(lv.id for lv in pathway.levels)}",
        )
    chain = Chain(pathway)
    while (level_id := chain.next_level()) is not None:
        depth = pathway.level(level_id).depth
        if level_id not in outputs:
            chain.record(
                level_id, gap_output(pathway.id, level_id, depth, TRACE_EVIDENCE_ID, "no output given", 0)
            )
            continue
        report, problems = check_report(pathway, level_id, _normalise(outputs[level_id]))
        if report is None:
            chain.record(
                level_id, gap_output(pathway.id, level_id, depth, TRACE_EVIDENCE_ID, "; ".join(problems), 1)
            )
        else:
            chain.record(level_id, to_output(pathway, level_id, TRACE_EVIDENCE_ID, report))
    confidence = None if pathway.trigger.consensusAbove is not None else score_chain(chain)
    if confidence is not None and chain.redirect is not None:
        note = (
            f"redirected to {chain.redirect.pathway}: the item takes that pathway's confidence when the "
            "engine runs it; this score covers only the levels traced here"
        )
        confidence = Score(
            level=confidence.level, label=confidence.label, rationale=[note, *confidence.rationale]
        )
    return chain, confidence


def trace_json(chain: Chain, confidence: Score | None) -> dict[str, Any]:
    """The ``--json`` form: levels, flags, spawned, redirect, terminated, confidence (and more).

    Flags, caps, adjustments, spawns, the redirect, the termination and gaps appear with the
    fields of their records in :mod:`investigate.pathways.chain`.
    """
    pathway = chain.pathway
    return {
        "pathway": pathway.id,
        "levels": [
            {
                "level": lid,
                "name": pathway.level(lid).name,
                "parent": chain.parent_of(lid),
                "status": chain.outputs[lid].status,
                "gap": chain.outputs[lid].gap,
                "branches": chain.fired.get(lid, []),
            }
            for lid in chain.executed
        ],
        "branches": chain.taken_branches,
        "flags": [asdict(f) for f in chain.flags],
        "caps": [asdict(c) for c in chain.caps],
        "adjustments": [asdict(a) for a in chain.adjustments],
        "spawned": [asdict(s) for s in chain.spawns],
        "redirect": None if chain.redirect is None else asdict(chain.redirect),
        "terminated": None if chain.terminated is None else asdict(chain.terminated),
        "gaps": [asdict(g) for g in chain.gaps],
        "confidence": None if confidence is None else confidence.model_dump(),
    }
