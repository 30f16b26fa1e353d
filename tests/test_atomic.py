from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from investigate.case.atomic import write_text_atomic


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "files"
    path.mkdir()
    return path


def test_write_replaces_content_and_keeps_no_temp(folder: Path) -> None:
    target = folder / "summary.md"
    write_text_atomic(target, "old\n")
    write_text_atomic(target, "new\n")
    assert target.read_text() == "new\n"
    assert [p.name for p in folder.iterdir()] == ["summary.md"]
    assert target.stat().st_mode & 0o777 == 0o644


def test_failure_before_rename_leaves_old_file(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = folder / "_state.json"
    write_text_atomic(target, '{"ok": true}\n')

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_text_atomic(target, '{"ok": false, "half": ')
    assert target.read_text() == '{"ok": true}\n'
    assert [p.name for p in folder.iterdir()] == ["_state.json"]


def test_process_killed_mid_write_leaves_old_file(folder: Path) -> None:
    """A real interruption: a child is killed with SIGKILL after writing 50 MB, before the rename."""
    target = folder / "big.md"
    write_text_atomic(target, "old content\n")
    marker = folder / "started"
    script = f"""
import pathlib
from investigate.case import atomic
def slow_fsync(fd):
    pathlib.Path({str(marker)!r}).write_text("x")
    import time; time.sleep(30)
atomic.os.fsync = slow_fsync
atomic.write_text_atomic(pathlib.Path({str(target)!r}), "y" * 50_000_000)
"""
    child = subprocess.Popen([sys.executable, "-c", script])
    deadline = time.monotonic() + 30
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.exists(), "child never reached the write"
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert target.read_text() == "old content\n"
