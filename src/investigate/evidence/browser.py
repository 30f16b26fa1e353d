"""Finding a Chromium to capture with: configured, Playwright's own, or the system's."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

SYSTEM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def _playwright_browsers() -> list[Path]:
    root = Path(os.environ.get("PLAYWRIGHT_BROWSERS_PATH", Path.home() / ".cache" / "ms-playwright"))
    if not root.is_dir():
        return []
    found: list[Path] = []
    for folder in sorted(root.glob("chromium-*"), reverse=True):
        for relative in ("chrome-linux/chrome", "chrome-linux64/chrome", "chrome-mac/Chromium.app"):
            candidate = folder / relative
            if candidate.exists():
                found.append(candidate)
    return found


def find_chromium(configured: str | None = None) -> Path | None:
    """The Chromium executable to use: ``configured`` if given, else Playwright's, else the system's."""
    if configured:
        path = Path(configured).expanduser()
        return path if path.is_file() and os.access(path, os.X_OK) else None
    playwright = _playwright_browsers()
    if playwright:
        return playwright[0]
    for name in SYSTEM_NAMES:
        which = shutil.which(name)
        if which:
            return Path(which)
    return None
