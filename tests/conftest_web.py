"""Fixtures for the web layer: a local HTTP server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web_support import LocalServer


@pytest.fixture
def web_server() -> Iterator[LocalServer]:
    server = LocalServer().start()
    yield server
    server.stop()
