"""Locate the data folders (prompts/, templates/, pathways/) in a wheel or a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder ``name`` (e.g. ``"templates"``): packaged copy first, then the checkout's."""
    packaged = _PACKAGE_DIR / "_data" / name
    if packaged.is_dir():
        return packaged
    # src/investigate -> src -> project root (editable install or running from a checkout)
    checkout = _PACKAGE_DIR.parent.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"data folder {name!r} not found beside the package ({_PACKAGE_DIR})")
