"""``investigate doctor``: the setup check."""

from __future__ import annotations

from typing import Annotated

import typer

from investigate.errors import ExitCode


def doctor(json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False) -> None:
    """Check what is configured and what is missing, with the one-line fix for each."""
    from investigate import console
    from investigate.cli.common import settings
    from investigate.doctor import CheckStatus, run_checks

    checks = run_checks(settings().settings)
    failed = any(c.status is CheckStatus.FAIL for c in checks)
    if json_out:
        console.print_json({"ok": not failed, "checks": [c.as_dict() for c in checks]})
    else:
        from rich.markup import escape
        from rich.table import Table

        marks = {
            CheckStatus.OK: "[green]ok[/]",
            CheckStatus.WARN: "[yellow]warn[/]",
            CheckStatus.FAIL: "[red]FAIL[/]",
        }
        table = Table(title="investigate doctor")
        for column in ("Check", "", "Detail", "Fix"):
            table.add_column(column)
        for c in checks:
            table.add_row(c.name, marks[c.status], escape(c.detail), escape(c.fix or ""))
        console.out().print(table)
    if failed:
        raise typer.Exit(int(ExitCode.USAGE))


def register(app: typer.Typer) -> None:
    """Add ``doctor`` to the root app."""
    app.command()(doctor)
