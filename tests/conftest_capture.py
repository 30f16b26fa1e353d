"""Fixtures for capture tests: the local capture site and a configuration that reaches it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from investigate.case.store import Case, CaseStore
from investigate.config import CaptureConfig, WaybackConfig
from tests.capture_support import CaptureSite


@pytest.fixture(scope="session")
def capture_site() -> Iterator[CaptureSite]:
    site = CaptureSite()
    yield site
    site.stop()


@pytest.fixture
def capture_config(capture_site: CaptureSite) -> CaptureConfig:
    """Short limits so failure cases end fast; Wayback endpoints on the local site."""
    return CaptureConfig(
        page_timeout_s=20,
        network_quiet_s=2,
        wayback=WaybackConfig(
            save_url=capture_site.url("/save/"),
            cdx_url=capture_site.url("/cdx"),
            snapshot_url=capture_site.url("/web/"),
            timeout_s=10,
        ),
    )


@pytest.fixture
def capture_cli_env(
    capture_site: CaptureSite, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> CaptureSite:
    """Environment for CLI runs: the guard lets 127.0.0.1 through; Wayback points at the local site."""
    monkeypatch.setenv("INVESTIGATE_ALLOW_HOSTS", "127.0.0.1")
    monkeypatch.setenv("INVESTIGATE_WAYBACK_SAVE_URL", capture_site.url("/save/"))
    monkeypatch.setenv("INVESTIGATE_WAYBACK_CDX_URL", capture_site.url("/cdx"))
    monkeypatch.setenv("INVESTIGATE_WAYBACK_SNAPSHOT_URL", capture_site.url("/web/"))
    return capture_site


@pytest.fixture
def case(store: CaseStore) -> Case:
    return store.create("Acme Corp audit")
