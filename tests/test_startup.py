"""Start-up stays light: help and status must not import litellm or Playwright."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HEAVY = ("litellm", "playwright", "trafilatura", "pypdf", "git")

PROBE = """
import sys
from investigate.cli.app import app
try:
    app(sys.argv[1:])
except SystemExit:
    pass
print("LOADED:" + ",".join(m for m in {heavy!r} if m in sys.modules))
"""


def _loaded(args: list[str], cwd: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(heavy=HEAVY), *args], capture_output=True, text=True, cwd=cwd
    )
    marker = [line for line in result.stdout.splitlines() if line.startswith("LOADED:")]
    assert marker, result.stdout + result.stderr
    return marker[-1].removeprefix("LOADED:")


def test_help_imports_nothing_heavy(isolated_env: Path) -> None:
    assert _loaded(["--help"], isolated_env) == ""


def test_status_imports_nothing_heavy(isolated_env: Path) -> None:
    from investigate.case.store import CaseStore

    CaseStore(isolated_env / "cases").create("FTX collapse")
    assert _loaded(["status"], isolated_env) == ""
