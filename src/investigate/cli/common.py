"""What every command needs: the settings and the cases folder."""

from __future__ import annotations

from investigate.case.store import CaseStore
from investigate.config import LoadedSettings, load_settings


def settings() -> LoadedSettings:
    """The effective settings (raises ConfigError, exit 2, on bad configuration)."""
    return load_settings()


def store() -> CaseStore:
    """The cases folder from the settings."""
    return CaseStore(settings().settings.cases_dir)
