"""Case commands: new, list, status, switch, log, diff."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from investigate.errors import ExitCode, UsageError

CaseArg = Annotated[str | None, typer.Argument(help="Case name (folder); default: the active case.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def new(
    topic: Annotated[str, typer.Argument(help='What to investigate, e.g. "FTX collapse".')],
    no_run: Annotated[
        bool, typer.Option("--no-run", help="Only create the case; do not start research.")
    ] = False,
    json_out: JsonOpt = False,
) -> None:
    """Start a new case: its folder, git repository and state; then investigate it."""
    from investigate import console
    from investigate.cli.common import store

    if not no_run:
        raise UsageError(
            "the investigation loop is not available yet; only case creation is",
            fix=f'run: investigate new "{topic}" --no-run',
        )
    case = store().create(topic)
    if json_out:
        console.print_json({"case": case.slug, "path": str(case.path)})
        return
    console.out().print(f"Created case [bold]{case.slug}[/] at {case.path} (now active)")


def list_cases(json_out: JsonOpt = False) -> None:
    """List cases with status, phase, iteration, sources and last commit."""
    from investigate import console
    from investigate.cli.common import store

    summaries = store().summaries()
    if json_out:
        console.print_json(
            [
                {
                    "case": s.slug,
                    "active": s.active,
                    "status": s.state.status if s.state else None,
                    "phase": s.state.current_phase if s.state else None,
                    "iteration": s.state.current_iteration if s.state else None,
                    "sources": s.state.sources_count if s.state else None,
                    "last_commit": s.last_commit.message if s.last_commit else None,
                    "last_commit_date": s.last_commit.date.isoformat() if s.last_commit else None,
                    "error": s.error,
                }
                for s in summaries
            ]
        )
        return
    if not summaries:
        console.info('No cases yet. Start one with: investigate new "TOPIC"')
        return
    from rich import box
    from rich.table import Table

    table = Table(title="Cases", box=box.SIMPLE_HEAD, pad_edge=False)
    # Names and states are what people scan and type next: never cut; the commit message gives way.
    table.add_column("", no_wrap=True)
    table.add_column("Case", no_wrap=True)
    table.add_column("Status", no_wrap=True)
    table.add_column("Phase", no_wrap=True)
    table.add_column("Iter", no_wrap=True, justify="right")
    table.add_column("Src", no_wrap=True, justify="right")
    table.add_column("Last commit", no_wrap=True)
    for s in summaries:
        when, message = "-", "-"
        if s.last_commit:
            when = f"{s.last_commit.date:%Y-%m-%d %H:%M}"
            message = s.last_commit.message.removeprefix(f"case {s.slug}: ")
        mark = "*" if s.active else ""
        if s.state is None:
            table.add_row(mark, s.slug, "[red]unreadable[/]", "-", "-", "-", f"{when} {message}")
            continue
        table.add_row(
            mark,
            s.slug,
            str(s.state.status),
            str(s.state.current_phase),
            str(s.state.current_iteration),
            str(s.state.sources_count),
            f"{when} {message}",
        )
    # A listing is for scanning: keep each case on one line even if the terminal must wrap it.
    console.print_unwrapped(table)


def status(case: CaseArg = None, json_out: JsonOpt = False) -> None:
    """Show a case's state: status, phase, iteration, counts, gaps, verification."""
    from investigate import console
    from investigate.case.store import state_as_dict
    from investigate.cli.common import store
    from investigate.llm.ledger import summarize

    handle = store().resolve(case)
    state = handle.load_state()
    ledger = summarize(handle.path)
    if json_out:
        console.print_json({**state_as_dict(state), "ledger": ledger})
        return
    from rich.markup import escape
    from rich.panel import Panel

    lines = [
        f"[bold]Topic[/]: {escape(state.topic)}",
        f"[bold]Status[/]: {state.status}    [bold]Phase[/]: {state.current_phase}"
        f"    [bold]Iteration[/]: {state.current_iteration}",
        f"[bold]Sources[/]: {state.sources_count} (next {state.next_source_id})"
        f"    [bold]People[/]: {state.people_count}    [bold]Entities[/]: {state.entities_count}",
        f"[bold]Verification[/]: {'passed' if state.verification_passed else 'not passed'}"
        + (f" (last {state.last_verification:%Y-%m-%d %H:%M})" if state.last_verification else ""),
        f"[bold]Created[/]: {state.created_at:%Y-%m-%d %H:%M}    [bold]Updated[/]: {state.updated_at:%Y-%m-%d %H:%M}",
        f"[bold]Open gaps[/]: {len(state.gaps)}",
    ]
    lines += [f"  - {escape(g.description)}" for g in state.gaps[:10]]
    if len(state.gaps) > 10:
        lines.append(f"  ... and {len(state.gaps) - 10} more")
    console.out().print(Panel("\n".join(lines), title=f"case {handle.slug}", expand=False))
    _print_ledger(ledger)


def _print_ledger(ledger: dict[str, Any]) -> None:
    """Model calls by phase and by model (from ``_ledger.jsonl``), when there are any."""
    from investigate import console

    total = ledger["total"]
    if not (total["calls"] or total["cache_hits"] or total["failures"]):
        return
    from rich.table import Table

    table = Table(title="Model calls", title_justify="left")
    # Model names are what people read here: never wrapped; the numbers are short.
    table.add_column("", no_wrap=True)
    for column in ("Calls", "Cached", "Failed", "Tokens in", "Tokens out", "Cost"):
        table.add_column(column, justify="right")
    rows = [("phase " + k, v) for k, v in ledger["by_phase"].items()]
    rows += [("model " + k, v) for k, v in ledger["by_model"].items()]
    rows.append(("total", total))
    for label, t in rows:
        table.add_row(
            label,
            str(t["calls"]),
            str(t["cache_hits"]),
            str(t["failures"]),
            f"{t['tokens_in']:,}",
            f"{t['tokens_out']:,}",
            f"${t['cost_usd']:.4f}",
        )
    console.out().print(table)


def switch(case: Annotated[str, typer.Argument(help="Case to make active.")]) -> None:
    """Make CASE the active case."""
    from investigate import console
    from investigate.cli.common import store

    store().set_active(case)
    console.out().print(f"Active case: [bold]{case.strip()}[/]")


def log(
    case: CaseArg = None,
    limit: Annotated[int | None, typer.Option("--limit", "-n", min=1, help="Show at most N commits.")] = None,
    json_out: JsonOpt = False,
) -> None:
    """Show a case's commit history, newest first."""
    from investigate import console
    from investigate.case import history
    from investigate.cli.common import store

    handle = store().resolve(case)
    commits = history.log(handle.path, max_count=limit)
    if json_out:
        console.print_json(
            [
                {
                    "sha": c.sha,
                    "date": c.date.isoformat(),
                    "author": c.author,
                    "message": c.message,
                    "files_changed": c.files_changed,
                }
                for c in commits
            ]
        )
        return
    from rich.table import Table

    table = Table(title=f"History of {handle.slug}")
    for column in ("Commit", "Date", "Files", "Message"):
        table.add_column(column)
    for c in commits:
        table.add_row(c.sha[:10], f"{c.date:%Y-%m-%d %H:%M}", str(c.files_changed), c.message)
    console.out().print(table)


def diff(
    args: Annotated[
        list[str] | None,
        typer.Argument(help="[CASE] [REV1 [REV2]]: default the active case and its last commit's change."),
    ] = None,
    json_out: JsonOpt = False,
) -> None:
    """Show what changed between two commits of a case, file by file."""
    from investigate import console
    from investigate.case import history
    from investigate.cli.common import store

    cases_store = store()
    words = list(args or [])
    case_name = words.pop(0) if words and words[0] in cases_store.slugs() else None
    if len(words) > 2:
        raise UsageError(
            f"too many arguments: {' '.join(words)}", fix="investigate diff [CASE] [REV1 [REV2]]"
        )
    handle = cases_store.resolve(case_name)
    if not words:
        rev1, rev2 = history.default_range(handle.path)
    else:
        rev1 = history.resolve_rev(handle.path, words[0])
        rev2 = history.resolve_rev(handle.path, words[1] if len(words) > 1 else "HEAD")
    changes = history.diff(handle.path, rev1, rev2)
    if json_out:
        console.print_json(
            {
                "case": handle.slug,
                "from": rev1,
                "to": rev2,
                "files": [
                    {"path": c.path, "change": c.change, "added": c.added_lines, "deleted": c.deleted_lines}
                    for c in changes
                ],
            }
        )
        return
    if not changes:
        console.info(f"No changes between {rev1[:10]} and {rev2[:10]}.")
        return
    from rich.table import Table

    table = Table(title=f"{handle.slug}: {rev1[:10]}..{rev2[:10]}")
    for column in ("File", "Change", "+", "-"):
        table.add_column(column, justify="right" if column in "+-" else "left")
    for c in changes:
        plus = "bin" if c.added_lines is None else str(c.added_lines)
        minus = "bin" if c.deleted_lines is None else str(c.deleted_lines)
        table.add_row(c.path, c.change, f"[green]{plus}[/]", f"[red]{minus}[/]")
    console.out().print(table)


def register(app: typer.Typer) -> None:
    """Add the case commands to the root app."""
    app.command()(new)
    app.command("list")(list_cases)
    app.command()(status)
    app.command()(switch)
    app.command()(log)
    app.command()(diff)


__all__ = ["ExitCode", "register"]
