"""Capture commands: capture, captures, verify-sources."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from investigate.errors import ExitCode, UsageError

if TYPE_CHECKING:
    from investigate.evidence.capture import CaptureReport

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
CaseArg = Annotated[str | None, typer.Argument(help="Case name (folder); default: the active case.")]


def capture(
    args: Annotated[
        list[str] | None, typer.Argument(help="[SXXX] URL: capture URL, into source SXXX when given.")
    ] = None,
    case: Annotated[
        str | None, typer.Option("--case", help="Case to capture into (default: active).")
    ] = None,
    title: Annotated[
        str | None, typer.Option("--title", help="Title to register (default: the page's).")
    ] = None,
    batch: Annotated[
        Path | None, typer.Option("--batch", help="File of lines `URL` or `SXXX|URL|title`.")
    ] = None,
    wayback_submit: Annotated[
        bool, typer.Option("--wayback", help="Also submit each page to the Wayback Machine.")
    ] = False,
    wayback_fallback: Annotated[
        bool,
        typer.Option("--wayback-fallback", help="Capture the newest archived copy when the live page fails."),
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Re-capture sources already captured cleanly.")
    ] = False,
    json_out: JsonOpt = False,
) -> None:
    """Capture web pages and documents as evidence (screenshot, PDF, HTML, text, SHA-256) and register them."""
    import asyncio

    from investigate import console
    from investigate.cli.common import settings, store
    from investigate.evidence.batch import read_batch
    from investigate.evidence.capture import (
        CaptureOptions,
        CaptureRequest,
        CaptureStatus,
        capture_requests,
        commit_message,
    )

    words = list(args or [])
    if batch is not None:
        if words:
            raise UsageError(
                "give either --batch FILE or [SXXX] URL, not both", fix="investigate capture --batch urls.txt"
            )
        requests = read_batch(batch)
    elif len(words) == 1:
        requests = [CaptureRequest(words[0], None, title)]
    elif len(words) == 2:
        requests = [CaptureRequest(words[1], words[0], title)]
    else:
        raise UsageError(
            "give a URL to capture, optionally after its source ID",
            fix="investigate capture https://example.com/article   or   investigate capture S001 https://...",
        )
    loaded = settings().settings
    handle = store().resolve(case)
    options = CaptureOptions(wayback=wayback_submit, wayback_fallback=wayback_fallback, force=force)
    reports: list[CaptureReport] = []
    progress = _Progress(len(requests))
    try:
        with progress:
            reports = asyncio.run(
                capture_requests(
                    handle,
                    requests,
                    loaded.capture,
                    loaded.network.allow_hosts,
                    options,
                    single=batch is None,
                    on_report=progress.done,
                )
            )
    finally:
        # Whatever was captured before an interruption is committed, not lost.
        message = commit_message(reports or progress.reports)
        if message:
            handle.commit(message)
    if json_out:
        console.print_json([r.model_dump(mode="json") for r in reports])
    else:
        _print_reports(reports)
    if any(r.status == CaptureStatus.FAILED for r in reports):
        raise typer.Exit(int(ExitCode.INCOMPLETE))


class _Progress:
    """A Rich progress bar on stderr, one step per finished URL."""

    def __init__(self, total: int) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        from investigate import console

        self.reports: list[CaptureReport] = []
        self._bar = Progress(
            TextColumn("capturing"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("{task.description}"),
            console=console.err(),
            transient=False,
        )
        self._task = self._bar.add_task("", total=total)

    def __enter__(self) -> _Progress:
        self._bar.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._bar.stop()

    def done(self, report: CaptureReport) -> None:
        self.reports.append(report)
        label = f"{report.source_id or '-'} {report.status}"
        self._bar.update(self._task, advance=1, description=label)


def _print_reports(reports: list[CaptureReport]) -> None:
    from rich.markup import escape

    from investigate import console

    colours = {"captured": "green", "failed": "red", "skipped": "yellow"}
    for r in reports:
        detail = r.reason or (f"{r.method}, {len(r.files)} files" if r.method else "")
        if r.registered:
            detail += ", newly registered"
        console.out().print(
            f"[{colours[r.status]}]{r.status:<8}[/] {r.source_id or '-':<5} {escape(r.url)}  [dim]{escape(detail)}[/]"
        )
    counts = {s: sum(1 for r in reports if r.status == s) for s in ("captured", "failed", "skipped")}
    console.info(", ".join(f"{n} {s}" for s, n in counts.items() if n) or "nothing to do")
    if counts["failed"]:
        console.info(
            "failed captures are listed by `investigate captures --failed`; retry them with `investigate capture`"
        )


def captures(
    case: CaseArg = None,
    failed: Annotated[
        bool, typer.Option("--failed", help="List failed captures (status, reason, URL).")
    ] = False,
    json_out: JsonOpt = False,
) -> None:
    """List a case's captures, or with --failed the captures that failed and why."""
    from investigate import console
    from investigate.cli.common import store
    from investigate.evidence import failed_log, inventory

    handle = store().resolve(case)
    if failed:
        open_ones = failed_log.open_failures(handle.path)
        if json_out:
            console.print_json([r.model_dump(mode="json") for r in open_ones])
            return
        if not open_ones:
            console.info("No failed captures.")
            return
        _print_table(
            f"Failed captures in {handle.slug}",
            ("Status", "HTTP", "Reason", "URL", "Tries", "Last try"),
            (
                (
                    str(failure.kind),
                    str(failure.http_status or "-"),
                    failure.reason,
                    failure.url,
                    str(failure.attempts),
                    f"{failure.last_attempt_at:%Y-%m-%d %H:%M}",
                )
                for failure in open_ones
            ),
        )
        return
    entries = inventory.captures(handle.path)
    data = [
        {
            "source_id": e.source_id,
            "metadata": e.metadata_path,
            "kind": e.metadata.kind if e.metadata else None,
            "method": e.metadata.method if e.metadata else None,
            "url": e.metadata.url if e.metadata else None,
            "captured_at": e.metadata.model_dump(mode="json")["captured_at"] if e.metadata else None,
            "files": len(e.metadata.files) if e.metadata else 0,
            "error": None if e.metadata else "unreadable metadata",
        }
        for e in entries
    ]
    if json_out:
        console.print_json(data)
        return
    if not data:
        console.info("No captures yet. Capture a page with: investigate capture URL")
        return
    _print_table(
        f"Captures in {handle.slug}",
        ("ID", "Kind", "Method", "Captured", "Files", "URL"),
        (
            (
                str(row["source_id"]),
                str(row["kind"] or "[red]unreadable[/]"),
                str(row["method"] or "-"),
                str(row["captured_at"] or "-"),
                str(row["files"]),
                str(row["url"] or row["metadata"]),
            )
            for row in data
        ),
    )


def _print_table(title: str, columns: Sequence[str], rows: Iterable[Sequence[str]]) -> None:
    from rich.table import Table

    from investigate import console

    table = Table(title=title)
    for column in columns:
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(*row)
    console.out().print(table)


def verify_sources(case: CaseArg = None, json_out: JsonOpt = False) -> None:
    """Re-hash every evidence file and check metadata, MANIFEST.sha256, registry and citations (exit 1 on failure)."""
    from investigate import console
    from investigate.cli.common import store
    from investigate.evidence.integrity import verify_sources as run_check

    handle = store().resolve(case)
    report = run_check(handle.path)
    if json_out:
        console.print_json(report.model_dump(mode="json"))
    else:
        from rich.markup import escape

        for problem in report.errors:
            console.out().print(f"[red]FAIL[/] {escape(problem.detail)}")
        for problem in report.warnings:
            console.out().print(f"[yellow]warn[/] {escape(problem.detail)}")
        summary = (
            f"{report.captures} captures, {report.files_checked} files re-hashed, "
            f"{report.registered_sources} registered sources, {report.cited_sources} cited"
        )
        if report.ok:
            console.out().print(f"[green]PASS[/] {summary}")
        else:
            console.out().print(f"[red]FAILED[/] {len(report.errors)} problem(s); {summary}")
    if not report.ok:
        raise typer.Exit(int(ExitCode.CHECK_FAILED))


def register(app: typer.Typer) -> None:
    """Add the capture commands to the root app."""
    app.command("capture")(capture)
    app.command("captures")(captures)
    app.command("verify-sources")(verify_sources)
