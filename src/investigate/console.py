"""The one console every command prints through (stdout for results, stderr for messages)."""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


@cache
def out() -> Console:
    """Console for results (stdout)."""
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


@cache
def err() -> Console:
    """Console for progress, warnings and errors (stderr)."""
    from rich.console import Console

    return Console(stderr=True, highlight=False)


def print_json(data: Any) -> None:
    """Print machine-readable output: plain JSON on stdout, no markup, no wrapping. A pydantic
    model is written by its own serializer, as its file is (several times faster on a large report)."""
    import sys

    dump = getattr(data, "model_dump_json", None)
    text = dump(indent=2) if dump else json.dumps(data, indent=2, ensure_ascii=False, default=str)
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def error(message: str, fix: str | None = None) -> None:
    """Print one error line and, when known, the one-line fix."""
    from rich.markup import escape

    err().print(f"[bold red]error:[/] {escape(message)}")
    if fix:
        err().print(f"[dim]fix:[/] {escape(fix)}")


def warn(message: str) -> None:
    """Print a warning line on stderr."""
    from rich.markup import escape

    err().print(f"[yellow]warning:[/] {escape(message)}")


def info(message: str) -> None:
    """Print a progress or status line on stderr, so stdout stays parseable."""
    from rich.markup import escape

    err().print(escape(message))


def print_unwrapped(table: Table) -> None:
    """Print ``table`` on stdout at its natural width, even past the terminal's.

    Tables are read across a row: a line the terminal wraps stays readable, a cell cut short does not.
    """
    from rich.measure import Measurement

    console = out()
    needed = Measurement.get(console, console.options.update(width=1000), table).maximum
    previous = console.width
    console.width = max(previous, needed)
    try:
        console.print(table)
    finally:
        console.width = previous
