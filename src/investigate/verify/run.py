"""A verify-claims run over a case: parse, load evidence, match, judge, summarise, save."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from investigate.errors import ExitCode, InvestigateError, UsageError
from investigate.evidence.text import evidence_text
from investigate.verify.citations import CitedUnit, ParsedFile, cited_ids, parse_markdown
from investigate.verify.index import EvidenceIndex, SourceText, chunk_source
from investigate.verify.matcher import Matcher, MatchResult
from investigate.verify.models import (
    ClaimCheck,
    FileSummary,
    Outcome,
    Verdict,
    VerificationReport,
)
from investigate.verify.registry_ids import RegisteredIds, read_registered_ids

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

    from investigate.case.store import Case
    from investigate.verify.model_judge import ModelJudge

# The case files that carry cited claims (seed 001 case layout), in reading order.
CLAIM_FILES = (
    "summary.md",
    "fact-check.md",
    "timeline.md",
    "people.md",
    "organizations.md",
    "positions.md",
    "theories.md",
    "statements.md",
    "articles.md",
)
REPORT_FILE = "_verification.json"
FAILING = (Verdict.CONTRADICTED, Verdict.NOT_FOUND)

Progress = Callable[[str, int, int], None]
# Below this many sentences starting worker processes costs more than it saves.
PARALLEL_FROM = 2000
# Below this many characters of markdown (some 1,500 sentences) parsing it costs less than a fork.
PARSE_APART_FROM = 200_000
MAX_WORKERS = 8
_shared: tuple[Matcher, RegisteredIds] | None = None


@dataclass
class Prepared:
    """Everything a run needs before matching: the units, the registry and the evidence index."""

    parsed: list[ParsedFile]
    registered: RegisteredIds
    index: EvidenceIndex
    missing_evidence: list[str]


def select_files(case_path: Path, files: Sequence[str] | None, summary_only: bool) -> list[str]:
    """The markdown files to check (relative to the case); exit 2 for a named file that is absent."""
    if summary_only:
        files = ["summary.md"]
    if files:
        chosen = []
        for name in files:
            path = (case_path / name).resolve()
            if not path.is_relative_to(case_path.resolve()):
                raise UsageError(
                    f"{name!r} is outside the case", fix="name files relative to the case folder"
                )
            if not path.is_file():
                raise UsageError(
                    f"no file {name!r} in case {case_path.name!r}",
                    fix="name an existing file, e.g. --files summary.md",
                )
            chosen.append(path.relative_to(case_path.resolve()).as_posix())
        return chosen
    return [name for name in CLAIM_FILES if (case_path / name).is_file()]


def prepare(
    case_path: Path,
    files: list[str],
    progress: Progress | None = None,
    parse_apart_from: int | None = PARSE_APART_FROM,
) -> Prepared:
    """Parse the files, read the registry and index the evidence of every registered cited source.

    Files of ``parse_apart_from`` characters or more (None: never) are parsed in a forked process
    while this one indexes the evidence of the IDs they write; the index holds exactly the sources
    the parsed units cite, as it would with no second process.
    """
    texts = [(name, (case_path / name).read_text(encoding="utf-8", errors="replace")) for name in files]
    registered = read_registered_ids(case_path)
    built: dict[str, SourceText | None] = {}
    size = sum(len(text) for _name, text in texts)
    if parse_apart_from is not None and size >= parse_apart_from and _can_fork():
        written = sorted({sid for _name, text in texts for sid in cited_ids(text)} & registered.ids)
        with _forked(1, "parsing the claim files") as pool:
            pending = pool.submit(_parse_files, texts)
            for number, sid in enumerate(written, 1):
                built[sid] = _read_source(case_path, sid)
                if progress:
                    progress("reading evidence", number, len(written))
            parsed = pending.result()
    else:
        parsed = _parse_files(texts)
    cited = sorted({sid for f in parsed for u in f.units for sid in u.sources if sid in registered.ids})
    index = EvidenceIndex()
    missing = []
    for number, sid in enumerate(cited, 1):
        source = built[sid] if sid in built else _read_source(case_path, sid)
        if source is None:
            missing.append(sid)
        else:
            index.add(source)
        if progress and not built:
            progress("reading evidence", number, len(cited))
    return Prepared(parsed, registered, index, missing)


def _parse_files(texts: list[tuple[str, str]]) -> list[ParsedFile]:
    return [parse_markdown(text, name) for name, text in texts]


def _read_source(case_path: Path, sid: str) -> SourceText | None:
    """One source's evidence, chunked; None where it has no text."""
    text = evidence_text(case_path, sid)
    return None if text is None or not text.strip() else chunk_source(sid, text)


def _can_fork() -> bool:
    import multiprocessing
    import os

    return (os.cpu_count() or 1) > 1 and "fork" in multiprocessing.get_all_start_methods()


def check_unit(matcher: Matcher, unit: CitedUnit, registered: RegisteredIds) -> ClaimCheck:
    """Check one unit against its registered sources; unregistered IDs are named, never searched."""
    unknown = [sid for sid in unit.sources if sid not in registered.ids]
    known = [sid for sid in unit.sources if sid in registered.ids]
    if known:
        result = matcher.check(unit.text, known)
    else:
        result = MatchResult(Verdict.NOT_FOUND, "cites only unregistered source IDs")
    if unknown:
        result.reason = f"{result.reason}; unregistered: {', '.join(unknown)}"
    return ClaimCheck(
        file=unit.file,
        line=unit.line,
        kind=unit.kind.value,
        text=unit.text,
        sources=list(unit.sources),
        verdict=result.verdict,
        reason=result.reason,
        coverage=round(result.coverage, 3),
        quotes=result.quotes,
        supporting_sources=result.supporting_sources,
        missing_evidence=result.missing_evidence,
        unknown_sources=unknown,
    )


def check_units(
    matcher: Matcher,
    units: list[CitedUnit],
    registered: RegisteredIds,
    progress: Progress | None = None,
    max_workers: int = MAX_WORKERS,
    parallel_from: int = PARALLEL_FROM,
) -> list[ClaimCheck]:
    """Check every unit, in order; runs of ``parallel_from`` units or more are spread over worker
    processes (fork). ``max_workers=1`` keeps everything in this process.
    """
    import os

    workers = min(os.cpu_count() or 1, max_workers)
    if len(units) < parallel_from or workers < 2 or not _can_fork():
        checks = []
        for number, unit in enumerate(units, 1):
            checks.append(check_unit(matcher, unit, registered))
            if progress and (number % 200 == 0 or number == len(units)):
                progress("checking sentences", number, len(units))
        return checks
    global _shared
    # Forked workers inherit the built index instead of receiving a pickled copy.
    _shared = (matcher, registered)
    # Each worker reads a source's figures and names again for itself, on first use: sentences
    # that cite the same sources are sent to the same worker, so that it reads fewer sources.
    order = sorted(range(len(units)), key=lambda i: sorted(units[i].sources))
    size = max(100, len(units) // (workers * 8))
    batches = [[units[i] for i in order[a : a + size]] for a in range(0, len(order), size)]
    results: list[ClaimCheck | None] = [None] * len(units)
    done = 0
    try:
        with _forked(workers, "checking sentences") as pool:
            for start, batch in zip(range(0, len(order), size), pool.map(_check_batch, batches), strict=True):
                for i, check in zip(order[start : start + size], batch, strict=True):
                    results[i] = check
                done += len(batch)
                if progress:
                    progress("checking sentences", done, len(units))
    finally:
        _shared = None
    return [check for check in results if check is not None]


@contextmanager
def _forked(workers: int, doing: str) -> Iterator[ProcessPoolExecutor]:
    """Forked worker processes. An executor, not a Pool: a worker that dies (out of memory) fails
    the run with one line, where a Pool would wait for its answer for ever."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    try:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
            yield pool
    except BrokenProcessPool:
        raise InvestigateError(
            f"a worker process died while {doing} (out of memory?); nothing was written",
            fix="run again, or check fewer files at a time with --files",
            code=ExitCode.INCOMPLETE,
        ) from None


def _check_batch(batch: list[CitedUnit]) -> list[ClaimCheck]:
    assert _shared is not None
    matcher, registered = _shared
    return [check_unit(matcher, unit, registered) for unit in batch]


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection inside the block.

    The index holds millions of small objects and makes none of the reference cycles the
    collector exists for; left on, its full passes over them took a third of a large run.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def verify_case(
    case: Case,
    files: Sequence[str] | None = None,
    summary_only: bool = False,
    judge: ModelJudge | None = None,
    progress: Progress | None = None,
    max_workers: int = MAX_WORKERS,
) -> VerificationReport:
    """Check every cited unit of the case; the report is returned, not yet saved."""
    from investigate.case.state import utc_now

    chosen = select_files(case.path, files, summary_only)
    with paused_gc():
        # One worker: one process throughout.
        prepared = prepare(case.path, chosen, progress, PARSE_APART_FROM if max_workers > 1 else None)
        matcher = Matcher(prepared.index)
        units = [u for f in prepared.parsed for u in f.units]
        checks = check_units(matcher, units, prepared.registered, progress, max_workers)
        if judge is None:
            report = build_report(case.slug, prepared, checks, "none", [], utc_now())
            # Free the index while the collector is still off, so that it never walks it.
            del matcher, prepared
            return report
    judge_errors = judge.review(checks, units, matcher, progress)
    return build_report(case.slug, prepared, checks, judge.name, judge_errors, utc_now())


def build_report(
    slug: str,
    prepared: Prepared,
    checks: list[ClaimCheck],
    judge_name: str,
    judge_errors: list[str],
    now: object,
) -> VerificationReport:
    """Counts per file and in total, the outcome, and every check."""
    summaries = []
    for parsed in prepared.parsed:
        mine = [c for c in checks if c.file == parsed.file]
        counts = {v: sum(1 for c in mine if c.verdict is v) for v in Verdict}
        summaries.append(
            FileSummary(
                file=parsed.file,
                counts=counts,
                uncited=parsed.uncited,
                unknown_citations=sum(1 for c in mine if c.unknown_sources),
                rate=_rate(counts),
            )
        )
    totals = {v: sum(1 for c in checks if c.verdict is v) for v in Verdict}
    unknown = sorted({sid for c in checks for sid in c.unknown_sources})
    cited = {sid for c in checks for sid in c.sources}
    report = VerificationReport.model_validate(
        {
            "case": slug,
            "checked_at": now,
            "judge": judge_name,
            "outcome": Outcome.PASS,
            "totals": totals,
            "rate": _rate(totals),
            "files": summaries,
            "unknown_sources": unknown,
            "missing_evidence": sorted(prepared.missing_evidence),
            "deprecated_cited": sorted(cited & prepared.registered.deprecated),
            "judge_errors": judge_errors,
            "claims": checks,
        }
    )
    report.outcome = decide_outcome(report)
    return report


def _rate(counts: dict[Verdict, int]) -> float | None:
    checkable = sum(counts.values()) - counts[Verdict.NO_EVIDENCE]
    if checkable == 0:
        return None
    return round((counts[Verdict.VERIFIED] + counts[Verdict.PARTIAL]) / checkable, 4)


def decide_outcome(report: VerificationReport) -> Outcome:
    """FAIL on any CONTRADICTED, NOT_FOUND or unregistered ID; INCOMPLETE on missing evidence or judge errors."""
    if report.unknown_sources or any(report.totals[v] for v in FAILING):
        return Outcome.FAIL
    if report.totals[Verdict.NO_EVIDENCE] or report.missing_evidence or report.judge_errors:
        return Outcome.INCOMPLETE
    return Outcome.PASS


def exit_code(outcome: Outcome) -> ExitCode:
    """PASS 0, FAIL 1, INCOMPLETE 3."""
    return {
        Outcome.PASS: ExitCode.OK,
        Outcome.FAIL: ExitCode.CHECK_FAILED,
        Outcome.INCOMPLETE: ExitCode.INCOMPLETE,
    }[outcome]


def save_report(case: Case, report: VerificationReport) -> Path:
    """Write ``_verification.json`` atomically under the case lock."""
    return case.write_text(REPORT_FILE, report.model_dump_json(indent=2) + "\n")
