"""Capturing URLs into a case: the guard, Chromium, failure recognition, evidence, registry, audit log.

"Capture before cite": a URL gets a source ID only after its evidence is on disk with hashes; a
failed capture is logged with its reason (``evidence/failed-captures.json``) and a gap, never registered.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import PurePosixPath
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from pydantic import BaseModel, Field

from investigate.case.registry import SourceRegistry
from investigate.case.state import Gap, GapKind
from investigate.case.store import Case
from investigate.config import CaptureConfig
from investigate.errors import UsageError
from investigate.evidence import failed_log, inventory, wayback, writer
from investigate.evidence.failures import CaptureFailure
from investigate.evidence.models import (
    CaptureMetadata,
    CaptureMethod,
    DocumentMetadata,
    FailedCapture,
    FailureKind,
    WaybackRecord,
)
from investigate.evidence.paths import validate_source_id, web_dir
from investigate.evidence.session import Captured, CaptureSession, WebPage

if TYPE_CHECKING:
    from investigate.web.guard import Resolver


class CaptureStatus(StrEnum):
    CAPTURED = "captured"
    FAILED = "failed"
    SKIPPED = "skipped"


@dataclass(frozen=True)
class CaptureRequest:
    """One URL to capture, optionally into a given source ID and with a title."""

    url: str
    source_id: str | None = None
    title: str | None = None


@dataclass(frozen=True)
class CaptureOptions:
    wayback: bool = False
    wayback_fallback: bool = False
    force: bool = False


class CaptureReport(BaseModel):
    """The outcome for one URL (what ``capture --json`` prints)."""

    url: str
    source_id: str | None = None
    status: CaptureStatus
    registered: bool = False
    method: CaptureMethod | None = None
    failure_kind: FailureKind | None = None
    reason: str | None = None
    http_status: int | None = None
    final_url: str | None = None
    files: list[str] = Field(default_factory=list)
    wayback: WaybackRecord | None = None


@dataclass
class _Planned:
    request: CaptureRequest
    source_id: str | None
    skip: str | None = None
    metadata_path: str | None = field(default=None)


def plan(case: Case, requests: Sequence[CaptureRequest], *, force: bool, single: bool) -> list[_Planned]:
    """Check every request before anything is fetched (UsageError listing the bad ones)."""
    from investigate.web.urls import normalize_url

    registry = SourceRegistry(case)
    data = registry.load()
    next_id = case.load_state().next_source_id
    problems: list[str] = []
    planned: list[_Planned] = []
    for number, request in enumerate(requests, 1):
        where = f"line {number}: " if not single else ""
        url = request.url.strip()
        if not url:
            problems.append(f"{where}empty URL")
            continue
        try:
            normalized = normalize_url(url)
        except ValueError as exc:
            problems.append(f"{where}{url!r} is not a URL ({exc})")
            continue
        by_url = data.by_normalized_url(normalized)
        source_id = by_url.id if by_url else None
        if request.source_id:
            try:
                wanted = validate_source_id(request.source_id)
            except UsageError as exc:
                problems.append(where + exc.message)
                continue
            entry = data.by_id(wanted)
            if entry is not None and entry.normalized_url != normalized:
                problems.append(f"{where}{wanted} is registered for {entry.url}, not {url}")
                continue
            if entry is None and by_url is not None:
                problems.append(f"{where}{url} is already registered as {by_url.id}, not {wanted}")
                continue
            if entry is None and not (single and wanted == next_id):
                problems.append(
                    f"{where}{wanted} is not registered (the next new source will be {next_id}); "
                    "omit the ID to register the URL when its capture succeeds"
                )
                continue
            source_id = wanted
        skip = None
        if source_id and not force and inventory.captured_cleanly(case.path, source_id):
            skip = f"{source_id} is already captured cleanly"
        planned.append(_Planned(request, source_id, skip))
    if problems:
        shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5 else "")
        raise UsageError(shown, fix="correct the input (lines are `URL` or `SXXX|URL|title`)")
    return planned


def document_name(url: str, title: str | None = None, document_title: str | None = None) -> str:
    """A name for ``SXXX_<name>.<ext>``: the given title, else the URL's last path segment, else the
    document's own title (all sanitised by ``paths.safe_name`` before use)."""
    stem = PurePosixPath(unquote(urlsplit(url).path)).stem
    return title or stem or document_title or "document"


class _Runner:
    def __init__(
        self,
        case: Case,
        session: CaptureSession,
        config: CaptureConfig,
        options: CaptureOptions,
        on_report: Callable[[CaptureReport], None],
    ) -> None:
        self.case = case
        self.session = session
        self.config = config
        self.options = options
        self.on_report = on_report
        self.registry = SourceRegistry(case)
        self.slots = asyncio.Semaphore(config.concurrency)
        self._stored: list[asyncio.Event] = []

    async def run_all(self, planned: Sequence[_Planned]) -> list[CaptureReport]:
        """Capture concurrently; store in input order, so new IDs follow the input, not the network."""
        self._stored = [asyncio.Event() for _ in planned]
        return list(await asyncio.gather(*(self._run_in_turn(i, item) for i, item in enumerate(planned))))

    async def _run_in_turn(self, index: int, item: _Planned) -> CaptureReport:
        try:
            return await self.run(item, self._stored[index - 1] if index else None)
        finally:
            self._stored[index].set()

    async def run(self, item: _Planned, turn: asyncio.Event | None = None) -> CaptureReport:
        """Capture one planned request; wait for ``turn`` (the previous request stored) before writing."""
        request = item.request
        if item.skip:
            report = CaptureReport(
                url=request.url, source_id=item.source_id, status=CaptureStatus.SKIPPED, reason=item.skip
            )
            self.on_report(report)
            return report
        submission: asyncio.Task[WaybackRecord] | None = None
        if self.options.wayback:
            # Runs beside the capture; its answer is written into the metadata when it comes.
            submission = asyncio.create_task(
                wayback.submit(self.session.client, request.url, self.config.wayback)
            )
        failure: CaptureFailure | None = None
        async with self.slots:
            try:
                captured = await self._capture(request.url)
            except CaptureFailure as exc:
                failure = exc
        if turn is not None:
            await turn.wait()
        if failure is not None:
            if submission is not None:
                submission.cancel()
            report = self._record_failure(item, failure)
            self.on_report(report)
            return report
        report = self._store(item, captured)
        if submission is not None and report.source_id is not None:
            record = await submission
            with self.case.lock():
                self._store_wayback(report, record)
        self.on_report(report)
        return report

    async def _capture(self, url: str) -> Captured:
        try:
            return await self.session.capture(url)
        except CaptureFailure as live:
            if not self.options.wayback_fallback or live.kind == FailureKind.BLOCKED:
                raise
            snapshot = await wayback.newest_snapshot(
                self.session.client, url, self.config.wayback, live.reason
            )
            if snapshot is None:
                live.reason += "; no archived copy in the Wayback Machine"
                raise
            try:
                return await self.session.capture(
                    snapshot.snapshot_url, method=CaptureMethod.WAYBACK, archived=snapshot
                )
            except CaptureFailure as archived:
                live.reason += f"; archived copy {snapshot.timestamp} also failed: {archived.reason}"
                raise live from None

    def _store(self, item: _Planned, captured: Captured) -> CaptureReport:
        request = item.request
        metadata: CaptureMetadata | DocumentMetadata
        with self.case.lock():
            source_id, created = self._source_id(item, captured)
            if isinstance(captured, WebPage):
                writer.remove_documents(self.case.path, source_id)
                metadata = writer.write_web_page(
                    self.case.path,
                    source_id,
                    captured,
                    browser_version=self.session.browser_version,
                    title=request.title,
                    wayback=None,
                )
                evidence_path = web_dir(source_id) + "/"
                item.metadata_path = f"{web_dir(source_id)}/metadata.json"
            else:
                writer.remove_web_capture(self.case.path, source_id)
                metadata = writer.write_document(
                    self.case.path,
                    source_id,
                    captured,
                    name=document_name(request.url, request.title, captured.text.title),
                    title=request.title,
                    wayback=None,
                )
                evidence_path = metadata.files["document"].path
                item.metadata_path = evidence_path + ".meta.json"
            self.registry.update(source_id, evidence_paths=[evidence_path], retrieved_at=metadata.captured_at)
            failed_log.resolve(self.case.path, request.url, source_id)
            self._close_gap(request.url)
        files = [record.path for record in metadata.files.values()] + [item.metadata_path]
        return CaptureReport(
            url=request.url,
            source_id=source_id,
            status=CaptureStatus.CAPTURED,
            registered=created,
            method=metadata.method,
            http_status=metadata.http_status,
            final_url=metadata.final_url,
            files=files,
        )

    def _source_id(self, item: _Planned, captured: Captured) -> tuple[str, bool]:
        """The ID to write under: the given/known one, or a new registration (the capture succeeded)."""
        request = item.request
        data = self.registry.load()
        if item.source_id and data.by_id(item.source_id) is not None:
            return item.source_id, False
        if isinstance(captured, WebPage):
            title, source_type = request.title or captured.rendered.title or request.url, "Web Page"
        else:
            title = request.title or captured.text.title or document_name(request.url)
            source_type = "Document"
        entry, created = self.registry.register(
            request.url,
            title,
            source_type=source_type,
            author=captured.text.author,
            published=captured.text.published,
        )
        if item.source_id and entry.id != item.source_id:
            # Only possible if another writer took the ID between planning and now; keep what was assigned.
            raise UsageError(
                f"{item.source_id} was taken meanwhile; the capture was registered as {entry.id}",
                fix=f"cite it as {entry.id}",
            )
        return entry.id, created

    def _record_failure(self, item: _Planned, failure: CaptureFailure) -> CaptureReport:
        url = item.request.url
        # What the audit log and the report both say about the failure.
        said = {
            "url": url,
            "source_id": item.source_id,
            "reason": failure.reason,
            "http_status": failure.http_status,
            "final_url": failure.final_url,
        }
        with self.case.lock():
            failed_log.record_failure(self.case.path, FailedCapture(kind=failure.kind, **said))
            self._open_gap(url, failure.reason)
        return CaptureReport(status=CaptureStatus.FAILED, failure_kind=failure.kind, **said)

    def _store_wayback(self, report: CaptureReport, record: WaybackRecord) -> None:
        assert report.source_id is not None
        metadata_path = next(p for p in report.files if p.endswith(("metadata.json", ".meta.json")))
        writer.set_wayback(self.case.path, metadata_path, record)
        if record.archive_url:
            self.registry.update(report.source_id, archive_url=record.archive_url)
        report.wayback = record

    def _open_gap(self, url: str, reason: str) -> None:
        state = self.case.load_state()
        if any(g.kind == GapKind.CAPTURE and g.ref == url for g in state.gaps):
            return
        state.gaps.append(
            Gap(
                description=f"capture failed: {url} ({reason})",
                kind=GapKind.CAPTURE,
                ref=url,
                iteration=state.current_iteration,
            )
        )
        self.case.save_state(state)

    def _close_gap(self, url: str) -> None:
        state = self.case.load_state()
        remaining = [g for g in state.gaps if not (g.kind == GapKind.CAPTURE and g.ref == url)]
        if len(remaining) != len(state.gaps):
            state.gaps = remaining
            self.case.save_state(state)


async def capture_requests(
    case: Case,
    requests: Sequence[CaptureRequest],
    config: CaptureConfig,
    allow_hosts: Sequence[str],
    options: CaptureOptions = CaptureOptions(),
    *,
    single: bool = False,
    on_report: Callable[[CaptureReport], None] = lambda _report: None,
    resolver: Resolver | None = None,
) -> list[CaptureReport]:
    """Capture every request (``config.concurrency`` at once, one Chromium); reports in input order.

    ``resolver`` replaces the system's DNS lookups for the URL guard (tests)."""
    with case.lock():  # held for the whole run: no other process writes this case meanwhile
        planned = plan(case, requests, force=options.force, single=single)
        async with CaptureSession(config, allow_hosts, resolver=resolver) as session:
            if any(item.skip is None for item in planned):
                await session.browser()  # fail fast (exit 2) when there is no Chromium
            return await _Runner(case, session, config, options, on_report).run_all(planned)


def commit_message(reports: Sequence[CaptureReport]) -> str | None:
    """``Capture S001, S002 (1 failed)``; None when nothing was written."""
    captured = sorted({r.source_id for r in reports if r.status == CaptureStatus.CAPTURED and r.source_id})
    failed = sum(1 for r in reports if r.status == CaptureStatus.FAILED)
    if not captured and not failed:
        return None
    shown = ", ".join(captured[:10]) + (f" and {len(captured) - 10} more" if len(captured) > 10 else "")
    parts = [f"Capture {shown}" if captured else "Capture attempt"]
    if failed:
        parts.append(f"({failed} failed)")
    return " ".join(parts)
