"""``investigate verify-claims``: prove every cited sentence against the captured evidence."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from investigate.verify.models import VerificationReport

# Problems listed under the table; the rest are in _verification.json.
MAX_LISTED = 40


class JudgeChoice(StrEnum):
    none = "none"
    model = "model"


def verify_claims(
    case: Annotated[str | None, typer.Argument(help="Case name (folder); default: the active case.")] = None,
    files: Annotated[
        list[str] | None,
        typer.Option("--files", help="Check only these case files (repeatable), e.g. --files timeline.md."),
    ] = None,
    summary_only: Annotated[bool, typer.Option("--summary-only", help="Check summary.md only.")] = False,
    judge: Annotated[
        JudgeChoice,
        typer.Option(
            "--judge", help="none: the deterministic matcher only; model: ask the model about the rest."
        ),
    ] = JudgeChoice.none,
    json_out: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    no_cache: Annotated[
        bool,
        typer.Option("--no-cache", help="With --judge model: ask the model again, ignoring cached replies."),
    ] = False,
    replay: Annotated[
        bool,
        typer.Option(
            "--replay", help="With --judge model: answer only from cached replies, never call the model."
        ),
    ] = False,
) -> None:
    """Check every sentence that cites [SXXX] against its sources' captured evidence.

    Exit 0 PASS, 1 FAIL (a CONTRADICTED or NOT_FOUND sentence, or an unregistered ID),
    3 INCOMPLETE (evidence missing, or a judge error).
    """
    from investigate import console
    from investigate.cli.common import settings, store
    from investigate.verify import run

    handle = store().resolve(case)
    model_judge = None
    if judge is JudgeChoice.model:
        from investigate.verify.model_judge import make_judge

        model_judge = make_judge(settings().settings, handle, no_cache=no_cache, replay=replay)
    progress = _progress_printer()
    report = run.verify_case(handle, files, summary_only, model_judge, progress)
    run.save_report(handle, report)
    if json_out:
        console.print_json(report)
    else:
        _print_report(report)
    raise typer.Exit(int(run.exit_code(report.outcome)))


def _progress_printer() -> Callable[[str, int, int], None]:
    """Progress lines on stderr, at most one per step and tenth of the work."""
    from investigate import console

    last: dict[str, int] = {}

    def show(step: str, done: int, total: int) -> None:
        if total < 500:
            return
        tenth = done * 10 // total
        if last.get(step) == tenth:
            return
        last[step] = tenth
        console.info(f"{step}: {done}/{total}")

    return show


def _print_report(report: VerificationReport) -> None:
    from rich import box
    from rich.markup import escape
    from rich.table import Table

    from investigate import console
    from investigate.verify.models import Outcome, Verdict

    out = console.out()
    table = Table(title=f"verify-claims: {report.case}", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("File", no_wrap=True)
    for verdict in Verdict:
        table.add_column(verdict.value, justify="right", no_wrap=True)
    table.add_column("Rate", justify="right", no_wrap=True)
    for summary in report.files:
        table.add_row(
            summary.file,
            *(str(summary.counts[v]) for v in Verdict),
            _percent(summary.rate),
        )
    table.add_section()
    table.add_row("total", *(str(report.totals[v]) for v in Verdict), _percent(report.rate))
    # Counts are read across a row: keep every column whole even if the terminal must wrap.
    console.print_unwrapped(table)
    out.print("Rate = (VERIFIED + PARTIAL) / checkable (every verdict but NO_EVIDENCE).", style="dim")

    problems = [
        c
        for c in report.claims
        if c.verdict in (Verdict.CONTRADICTED, Verdict.NOT_FOUND, Verdict.NO_EVIDENCE) or c.unknown_sources
    ]
    order = {Verdict.CONTRADICTED: 0, Verdict.NOT_FOUND: 1, Verdict.NO_EVIDENCE: 2}
    problems.sort(key=lambda c: (order.get(c.verdict, 3), c.file, c.line))
    for check in problems[:MAX_LISTED]:
        colour = {"CONTRADICTED": "red", "NOT_FOUND": "yellow"}.get(check.verdict.value, "cyan")
        out.print(
            f"[{colour}]{check.verdict.value}[/] {escape(check.file)}:{check.line} "
            f"[{', '.join(check.sources)}] {escape(check.text)}"
        )
        out.print(f"    [dim]{escape(check.reason)}[/]")
        if check.quotes and check.verdict is Verdict.CONTRADICTED:
            quote = check.quotes[0]
            out.print(f'    [dim]{quote.source} @{quote.start}-{quote.end}: "{escape(quote.text[:300])}"[/]')
    if len(problems) > MAX_LISTED:
        out.print(f"... and {len(problems) - MAX_LISTED} more in _verification.json")
    if report.unknown_sources:
        out.print(f"[red]Unregistered source IDs cited:[/] {', '.join(report.unknown_sources)}")
    if report.missing_evidence:
        out.print(f"[cyan]No captured evidence for:[/] {', '.join(report.missing_evidence)}")
    if report.deprecated_cited:
        out.print(f"[yellow]Deprecated sources cited:[/] {', '.join(report.deprecated_cited)}")
    for line in report.judge_errors[:10]:
        out.print(f"[red]judge error:[/] {escape(line)}")
    style = {Outcome.PASS: "bold green", Outcome.FAIL: "bold red", Outcome.INCOMPLETE: "bold yellow"}
    out.print(f"[{style[report.outcome]}]{report.outcome.value}[/]  (written to _verification.json)")


def _percent(rate: float | None) -> str:
    return "-" if rate is None else f"{rate:.0%}"


def register(app: typer.Typer) -> None:
    """Add ``verify-claims`` to the root app."""
    app.command("verify-claims")(verify_claims)
