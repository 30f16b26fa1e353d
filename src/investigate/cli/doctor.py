"""``investigate doctor``: the setup check."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from investigate.errors import ExitCode

if TYPE_CHECKING:
    from investigate.config import Settings
    from investigate.llm.check import ModelCheck


def doctor(
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    check_models: Annotated[
        bool,
        typer.Option("--check-models", help="Send one small structured request to every configured model."),
    ] = False,
) -> None:
    """Check what is configured and what is missing, with the one-line fix for each."""
    from investigate import console
    from investigate.cli.common import settings
    from investigate.doctor import CheckStatus, run_checks

    checks = run_checks(settings().settings)
    failed = any(c.status is CheckStatus.FAIL for c in checks)
    model_checks = _check_models(settings().settings) if check_models else None
    failed = failed or any(not m.ok for m in model_checks or [])
    if json_out and model_checks is not None:
        console.print_json(
            {
                "ok": not failed,
                "checks": [c.as_dict() for c in checks],
                "models": [m.as_dict() for m in model_checks],
            }
        )
    elif json_out:
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
        if model_checks is not None:
            _print_model_checks(model_checks)
    if failed:
        raise typer.Exit(int(ExitCode.USAGE))


def _check_models(settings: Settings) -> list[ModelCheck]:
    import asyncio

    from investigate import console
    from investigate.llm.check import check_models

    console.info("Checking models (one small structured request each) ...")
    return asyncio.run(check_models(settings))


def _print_model_checks(model_checks: list[ModelCheck]) -> None:
    from rich.markup import escape
    from rich.table import Table

    from investigate import console

    table = Table(title="models")
    table.add_column("Model", no_wrap=True)
    for column in ("", "Roles", "Structured output", "Latency"):
        table.add_column(column)
    table.add_column("Detail", overflow="fold")
    for m in model_checks:
        where = f" ({m.api_base})" if m.api_base else ""
        table.add_row(
            escape(m.model),
            "[green]ok[/]" if m.ok else "[red]FAIL[/]",
            ", ".join(m.roles),
            m.structured,
            f"{m.latency_ms:.0f} ms" if m.latency_ms is not None else "-",
            escape(m.detail + where),
        )
    console.out().print(table)


def register(app: typer.Typer) -> None:
    """Add ``doctor`` to the root app."""
    app.command()(doctor)
