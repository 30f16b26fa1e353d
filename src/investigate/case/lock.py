"""An exclusive, non-blocking lock per case, so two processes never interleave writes."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType

from investigate.errors import CaseLockedError

LOCK_FILE_NAME = ".investigate.lock"


class CaseLock:
    """``with CaseLock(case_dir):`` holds the case for this process; re-entrant within it."""

    def __init__(self, case_dir: Path) -> None:
        self.path = case_dir / LOCK_FILE_NAME
        self._fd: int | None = None
        self._depth = 0

    def acquire(self) -> None:
        """Take the lock or raise CaseLockedError naming the holder."""
        if self._fd is not None:
            self._depth += 1
            return
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 64).decode("ascii", "replace").strip() or "unknown"
            os.close(fd)
            raise CaseLockedError(
                f"case {self.path.parent.name!r} is in use by another process (pid {holder})",
                fix="wait for that command to finish, or stop it, then run this again",
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode("ascii"))
        self._fd = fd
        self._depth = 1

    def release(self) -> None:
        """Release one level of the lock; the file lock goes when the outermost holder leaves."""
        if self._fd is None:
            return
        self._depth -= 1
        if self._depth:
            return
        fd, self._fd = self._fd, None
        os.ftruncate(fd, 0)
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)

    def __enter__(self) -> CaseLock:
        self.acquire()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.release()
