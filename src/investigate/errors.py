"""Exit codes (DESIGN.md section 6) and the error types that carry them to the CLI."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """Every exit status the tool uses; nothing else may be passed to ``sys.exit``."""

    OK = 0
    CHECK_FAILED = 1
    USAGE = 2
    INCOMPLETE = 3
    INTERRUPTED = 130


class InvestigateError(Exception):
    """An expected failure: one line for the user, an optional one-line fix, an exit code."""

    code: ExitCode = ExitCode.USAGE

    def __init__(self, message: str, fix: str | None = None, code: ExitCode | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fix = fix
        if code is not None:
            self.code = code


class UsageError(InvestigateError):
    """Bad input or configuration (exit 2)."""


class CaseNotFoundError(UsageError):
    """The named case does not exist."""


class CaseLockedError(UsageError):
    """Another process holds the case lock."""


class CorruptCaseError(UsageError):
    """A case file could not be parsed or validated."""


class ConfigError(UsageError):
    """The configuration file or environment is invalid."""
