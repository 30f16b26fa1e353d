from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from investigate.case.lock import CaseLock
from investigate.case.store import CaseStore
from investigate.errors import CaseLockedError, ExitCode


def _hold_lock(case_dir: Path, ready: Path) -> subprocess.Popen[bytes]:
    script = f"""
import pathlib, time
from investigate.case.lock import CaseLock
with CaseLock(pathlib.Path({str(case_dir)!r})):
    pathlib.Path({str(ready)!r}).write_text("locked")
    time.sleep(30)
"""
    child = subprocess.Popen([sys.executable, "-c", script])
    deadline = time.monotonic() + 20
    while not ready.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert ready.exists()
    return child


def test_second_process_gets_a_clear_error(store: CaseStore, tmp_path: Path) -> None:
    case = store.create("FTX collapse")
    before = case.state_path.read_text()
    child = _hold_lock(case.path, tmp_path / "ready")
    try:
        state = case.load_state()
        state.people_count = 3
        with pytest.raises(CaseLockedError) as info:
            case.save_state(state)
        assert info.value.code == ExitCode.USAGE
        assert f"pid {child.pid}" in info.value.message
        assert case.state_path.read_text() == before
    finally:
        child.kill()
        child.wait()
    case.save_state(state)  # the lock is released when its holder dies
    assert case.load_state().people_count == 3


def test_lock_is_reentrant_within_a_process(tmp_path: Path) -> None:
    lock = CaseLock(tmp_path)
    with lock, lock:
        pass
    with CaseLock(tmp_path):
        pass
