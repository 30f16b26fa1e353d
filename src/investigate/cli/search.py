"""``investigate search "query" [--provider NAME ...] [--json]``: try the search providers."""

from __future__ import annotations

from typing import Annotated

import typer

from investigate.errors import ExitCode


def search(
    query: Annotated[str, typer.Argument(help="What to search for.")],
    provider: Annotated[
        list[str] | None,
        typer.Option(
            "--provider", "-p", help="Provider to use (repeatable); default: every one that can run."
        ),
    ] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100, help="Results per provider.")] = 10,
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Search the web, scholarly and records providers and the local corpus; results merged and de-duplicated."""
    import asyncio

    from rich.markup import escape

    from investigate import console
    from investigate.cli.common import settings
    from investigate.web.search import build_providers, search_all

    available = build_providers(settings().settings, provider or None)
    for name, why in available.skipped.items():
        console.info(f"skipped {name}: {why}")
    if not available.ready:
        console.error("no search provider can run", "see `investigate doctor` for keys and settings")
        raise typer.Exit(int(ExitCode.USAGE))
    console.info("searching " + ", ".join(p.name for p in available.ready) + " ...")
    outcome = asyncio.run(search_all(available.ready, query, limit))
    for name, message in outcome.errors.items():
        console.warn(message if message.startswith(name) else f"{name}: {message}")
    if json_out:
        console.print_json(
            {
                "query": query,
                "results": [r.model_dump(mode="json") for r in outcome.results],
                "counts": outcome.counts,
                "errors": outcome.errors,
                "skipped": available.skipped,
            }
        )
    else:
        out = console.out()
        for number, item in enumerate(outcome.results, start=1):
            found = ", ".join([item.provider, *item.also_found_by])
            date = f" · {item.published[:10]}" if item.published else ""
            out.print(f"[bold]{number}. {escape(item.title)}[/]")
            out.print(f"   {escape(item.url)}")
            out.print(f"   [dim]{escape(found)}{escape(date)}[/]")
            if item.snippet:
                out.print(f"   {escape(item.snippet[:300])}")
        if not outcome.results:
            out.print("no results")
    if outcome.errors and not outcome.results:
        raise typer.Exit(int(ExitCode.INCOMPLETE))


def register(app: typer.Typer) -> None:
    """Add ``search`` to the root app."""
    app.command()(search)
