"""``investigate pathways``: list, show, validate and trace the investigation pathways."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(
    help="Inspect, validate and trace the investigation pathways (seed 000).", no_args_is_help=True
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


@app.command("list")
def list_pathways(json_out: JsonOpt = False) -> None:
    """List the pathways: id, name, trigger, depth and levels."""
    from investigate import console
    from investigate.pathways.loader import registry

    rows: list[dict[str, object]] = []
    table_rows: list[tuple[str, ...]] = []
    for pathway in registry().values():
        trigger = pathway.trigger.evidenceType or f"consensus > {pathway.trigger.consensusAbove:.0%}"
        levels = [lv.id for lv in pathway.levels]
        branches = sum(len(lv.branches) for lv in pathway.levels)
        rows.append(
            {
                "id": pathway.id,
                "name": pathway.name,
                "trigger": trigger,
                "maxDepth": pathway.maxDepth,
                "levels": levels,
                "branches": branches,
            }
        )
        table_rows.append(
            (pathway.id, pathway.name, trigger, str(pathway.maxDepth), " ".join(levels), str(branches))
        )
    if json_out:
        console.print_json(rows)
        return
    from rich.table import Table

    table = Table("id", "name", "trigger", "depth", "levels", "branches")
    for row in table_rows:
        table.add_row(*row)
    console.out().print(table)


@app.command("show")
def show(
    pathway_id: Annotated[str, typer.Argument(help="Pathway id, e.g. P-SCI.")],
    json_out: JsonOpt = False,
) -> None:
    """Show one pathway: every level, its task, required outputs and branches."""
    from rich.markup import escape

    from investigate import console
    from investigate.pathways.loader import get

    pathway = get(pathway_id)
    if json_out:
        console.print_json(pathway.model_dump(mode="json", by_alias=True, exclude_none=True))
        return
    out = console.out()
    trigger = pathway.trigger.evidenceType or f"consensus > {pathway.trigger.consensusAbove:.0%}"
    out.print(
        f"[bold]{pathway.id}[/] {escape(pathway.name)}  (trigger {trigger}, max depth {pathway.maxDepth})"
    )
    if pathway.rationale:
        out.print(escape(pathway.rationale))
    for level in pathway.levels:
        out.print(f"\n[bold]Level {level.id}[/]: {escape(level.name)}")
        out.print(f"  purpose: {escape(level.task.purpose)}")
        for number, task in enumerate(level.task.keyTasks, 1):
            out.print(f"  {number}. {escape(task)}")
        out.print(f"  end state: {escape(level.task.endState)}")
        outputs = ", ".join(
            o.field + (f" ({'|'.join(o.enum)})" if o.enum else f" ({o.type}{'?' if o.nullable else ''})")
            for o in level.requiredOutputs
        )
        out.print(f"  outputs: {escape(outputs)}")
        for branch in level.branches:
            out.print(f"  - [cyan]{branch.id}[/]: {escape(branch.text)}")
        if level.exit:
            out.print(f"  exit: {escape(level.exit)}")


@app.command("validate")
def validate(
    files: Annotated[
        list[Path] | None, typer.Argument(help="Pathway files to check (default: every packaged pathway).")
    ] = None,
    json_out: JsonOpt = False,
) -> None:
    """Check pathway files against schema.json, the models, and a strict render of every task."""
    from rich.markup import escape

    from investigate import console
    from investigate.errors import ExitCode
    from investigate.pathways.loader import PathwayError, load_all, load_file, pathways_dir

    paths = files or sorted(pathways_dir().glob("P-*.json"))
    results = []
    for path in paths:
        try:
            pathway = load_file(path)
            results.append({"file": str(path), "ok": True, "id": pathway.id, "error": None})
        except PathwayError as exc:
            results.append({"file": str(path), "ok": False, "id": None, "error": exc.message})
    if not files:
        try:
            load_all()
        except PathwayError as exc:
            results.append({"file": str(pathways_dir()), "ok": False, "id": None, "error": exc.message})
    failed = [r for r in results if not r["ok"]]
    if json_out:
        console.print_json({"ok": not failed, "files": results})
    else:
        for r in results:
            if r["ok"]:
                console.out().print(f"[green]ok[/]    {r['id']}  {escape(str(r['file']))}", soft_wrap=True)
            else:
                # Unwrapped: a path or message cut across lines cannot be copied or searched for.
                console.out().print(
                    f"[red]error[/] {escape(str(r['file']))}: {escape(str(r['error']))}", soft_wrap=True
                )
        console.info(f"{len(results) - len(failed)} valid, {len(failed)} invalid")
    if failed:
        raise typer.Exit(int(ExitCode.CHECK_FAILED))


@app.command("trace")
def trace(
    pathway_id: Annotated[str, typer.Argument(help="Pathway id, e.g. P-SCI.")],
    outputs: Annotated[Path, typer.Option("--outputs", help="JSON file mapping level ids to level outputs.")],
    json_out: JsonOpt = False,
) -> None:
    """Walk a pathway with given level outputs (no model): levels, branches, actions, confidence."""
    from rich.markup import escape

    from investigate import console
    from investigate.pathways.loader import get
    from investigate.pathways.trace import read_outputs, run_trace, trace_json

    pathway = get(pathway_id)
    chain, confidence = run_trace(pathway, read_outputs(outputs))
    data = trace_json(chain, confidence)
    if json_out:
        console.print_json(data)
        return
    out = console.out()
    out.print(f"[bold]{pathway.id}[/] {escape(pathway.name)}")
    for entry in data["levels"]:
        status = "" if entry["status"] == "ok" else f"  [yellow]GAP: {escape(str(entry['gap']))}[/]"
        parent = f" (after {entry['parent']})" if entry["parent"] else ""
        out.print(f"  level {entry['level']}{parent}: {escape(entry['name'])}{status}")
        for branch_id in entry["branches"]:
            out.print(f"    -> {branch_id}")
    for flag in data["flags"]:
        out.print(f"  flag {flag['flag']} ({flag['severity']}) at level {flag['level']}")
    for cap in data["caps"]:
        out.print(f"  cap at {cap['at']}: {escape(cap['reason'])}")
    for adj in data["adjustments"]:
        out.print(f"  {adj['direction']}: {escape(adj['reason'])}")
    for spawn in data["spawned"]:
        out.print(f"  spawn {spawn['pathway']}: {escape(spawn['description'])}")
    if data["redirect"]:
        r = data["redirect"]
        out.print(f"  redirect to {r['pathway']}: {escape(r['description'])}")
    if data["terminated"]:
        t = data["terminated"]
        out.print(f"  terminated at level {t['level']}: {escape(t['reason'])}")
    if confidence is None:
        out.print("  confidence: (P-CON adjusts the consensus claim; see adjustments)")
    else:
        out.print(f"  [bold]confidence: {confidence.level} ({confidence.label})[/]")
        for line in confidence.rationale:
            out.print(f"    {escape(line)}")
