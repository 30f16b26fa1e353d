"""``investigate config``: inspect the effective configuration."""

from __future__ import annotations

import os
from typing import Annotated, Any

import typer

app = typer.Typer(help="Inspect the configuration.", no_args_is_help=True)


@app.command("show")
def show(json_out: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False) -> None:
    """Print the effective configuration (files, environment overrides, keys masked)."""
    from investigate import console
    from investigate.cli.common import settings
    from investigate.config import mask_secret
    from investigate.envvars import MODEL_KEY_VARS, SEARCH_KEY_VARS

    loaded = settings()
    keys = {
        name: mask_secret(os.environ[name])
        for name in (*MODEL_KEY_VARS, *SEARCH_KEY_VARS.values())
        if os.environ.get(name)
    }
    data: dict[str, Any] = {
        "files": [str(p) for p in loaded.files],
        "env_overrides": list(loaded.env_overrides),
        "settings": loaded.settings.model_dump(mode="json"),
        "keys": keys,
    }
    if json_out:
        console.print_json(data)
        return
    import yaml

    console.out().print(yaml.safe_dump(data, sort_keys=False, allow_unicode=True).rstrip())
