"""``investigate corpus index DIR [--name NAME]`` and ``investigate corpus search "query"``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(
    help="Index a folder of documents and search it offline (SQLite FTS5, BM25).", no_args_is_help=True
)


@app.command("index")
def index(
    folder: Annotated[Path, typer.Argument(help="Folder of .md, .txt, .html and .pdf files.")],
    name: Annotated[
        str | None, typer.Option("--name", help="Corpus name (default: the folder's name).")
    ] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Index (or re-index: only new, changed and removed files are touched) a folder."""
    import re

    from investigate import console
    from investigate.cli.common import settings
    from investigate.web.corpus.index import CorpusIndex
    from investigate.web.search import corpus_dir

    resolved = folder.expanduser().resolve()
    corpus_name = name or re.sub(r"[^A-Za-z0-9._-]+", "-", resolved.name).strip("-.") or "corpus"
    index = CorpusIndex.open(corpus_dir(settings().settings), corpus_name)

    def progress(done: int, total: int) -> None:
        console.info(f"indexed {done}/{total} files")

    report = index.index(resolved, progress)
    data = {
        "corpus": report.name,
        "root": str(report.root),
        "index": str(index.db_path),
        "added": report.added,
        "updated": report.updated,
        "removed": report.removed,
        "unchanged": report.unchanged,
        "failed": report.failures or {},
        "seconds": round(report.seconds, 3),
    }
    if json_out:
        console.print_json(data)
        return
    for rel, why in (report.failures or {}).items():
        console.warn(f"could not read {rel}: {why}")
    console.out().print(
        f"corpus [bold]{report.name}[/]: {report.added} added, {report.updated} updated, "
        f"{report.removed} removed, {report.unchanged} unchanged, {report.failed} unreadable "
        f"({report.seconds:.2f} s)"
    )


@app.command("search")
def search(
    query: Annotated[str, typer.Argument(help='Words to find; "quoted phrases" match exactly.')],
    name: Annotated[
        list[str] | None, typer.Option("--name", help="Corpus to search (repeatable; default: all).")
    ] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100)] = 10,
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Ranked matches with path, title, score and snippet."""
    from rich.markup import escape

    from investigate import console
    from investigate.cli.common import settings
    from investigate.errors import UsageError
    from investigate.web.corpus.index import CorpusIndex, list_corpora
    from investigate.web.search import corpus_dir

    folder = corpus_dir(settings().settings)
    indexes = [CorpusIndex.open(folder, n) for n in name] if name else list_corpora(folder)
    if not indexes:
        raise UsageError("no corpus is indexed yet", fix="run `investigate corpus index DIR` first")
    hits = sorted((h for i in indexes for h in i.search(query, limit)), key=lambda h: h.score, reverse=True)
    hits = hits[:limit]
    if json_out:
        console.print_json([h.model_dump() for h in hits])
        return
    out = console.out()
    for number, hit in enumerate(hits, start=1):
        out.print(f"[bold]{number}. {escape(hit.title)}[/]  [dim]score {hit.score:.2f}[/]")
        out.print(f"   {escape(hit.path)}")
        out.print(f"   {escape(hit.snippet)}")
    if not hits:
        out.print("no matches")
