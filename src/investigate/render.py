"""Jinja2 environment over ``templates/``: every case file layout is a template, never Python text."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from investigate.resources import data_dir

if TYPE_CHECKING:
    from jinja2 import Environment


@cache
def environment() -> Environment:
    """The shared environment: strict about undefined names, no autoescape (output is markdown)."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    return Environment(
        loader=FileSystemLoader(str(data_dir("templates"))),
        undefined=StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render(template_name: str, **context: Any) -> str:
    """Render ``templates/<template_name>`` with ``context``."""
    return environment().get_template(template_name).render(**context)
