"""``_ledger.jsonl``: one line per model call of a case, budgets checked against it, totals for status.

Light on purpose (no litellm): ``investigate status`` reads it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from investigate.config import BudgetConfig
from investigate.llm.errors import BudgetExceeded

LEDGER_FILE = "_ledger.jsonl"

# Outcomes that mean no request reached a provider (they cost nothing and count as no call).
NOT_SENT = frozenset({"budget_exceeded", "replay_miss"})


class LedgerEntry(BaseModel):
    """One model (or later search) call."""

    model_config = ConfigDict(extra="allow")

    time: datetime
    kind: str = "model"
    phase: str | None = None
    step: str
    prompt: str
    model: str
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    latency_ms: float = 0.0
    cache_hit: bool = False
    attempts: int = Field(default=0, description="HTTP requests sent, retries included")
    outcome: str = Field(description="ok, invalid_output, rate_limited, timeout, error, budget_exceeded ...")
    error: str | None = None


@dataclass
class Totals:
    """Sums over ledger lines."""

    calls: int = 0
    cache_hits: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    failures: int = 0

    def add(self, entry: LedgerEntry) -> None:
        """Count one line."""
        if entry.cache_hit:
            self.cache_hits += 1
        elif entry.outcome not in NOT_SENT:
            self.calls += 1
        if entry.outcome != "ok":
            self.failures += 1
        self.tokens_in += entry.tokens_in
        self.tokens_out += entry.tokens_out
        self.cost_usd += entry.cost_usd


def read_entries(case_path: Path) -> list[LedgerEntry]:
    """Every valid line of the case's ledger (a torn last line from a crash is skipped)."""
    try:
        lines = (case_path / LEDGER_FILE).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    entries = []
    for line in lines:
        if not line.strip():
            continue
        try:
            entries.append(LedgerEntry.model_validate_json(line))
        except ValidationError:
            continue
    return entries


def totals_by(entries: Iterable[LedgerEntry], *fields: str) -> dict[tuple[str, ...], Totals]:
    """Totals grouped by the given entry fields (e.g. ``"phase", "model"``)."""
    groups: dict[tuple[str, ...], Totals] = {}
    for entry in entries:
        key = tuple(str(getattr(entry, f, None) or "-") for f in fields)
        groups.setdefault(key, Totals()).add(entry)
    return groups


class Ledger:
    """Appends to one case's ledger and enforces its budgets (before each request)."""

    def __init__(self, case_path: Path, budgets: BudgetConfig) -> None:
        self.path = case_path / LEDGER_FILE
        self.budgets = budgets
        self._lock = threading.Lock()
        spent = Totals()
        for entry in read_entries(case_path):
            spent.add(entry)
        self._calls = spent.calls
        self._cost = spent.cost_usd
        self._in_flight = 0

    @property
    def calls(self) -> int:
        """Requests sent so far (cache hits excluded)."""
        return self._calls

    @property
    def cost_usd(self) -> float:
        """Money spent so far."""
        return self._cost

    def reserve(self) -> None:
        """Claim one call against the budgets, or raise BudgetExceeded saying which limit."""
        with self._lock:
            limit_calls = self.budgets.max_model_calls
            if limit_calls is not None and self._calls + self._in_flight >= limit_calls:
                raise BudgetExceeded(
                    f"model call budget reached: {self._calls} of {limit_calls} calls used",
                    fix="raise budgets.max_model_calls (INVESTIGATE_MAX_MODEL_CALLS) and resume",
                )
            limit_cost = self.budgets.max_cost_usd
            if limit_cost is not None and self._cost >= limit_cost:
                raise BudgetExceeded(
                    f"cost budget reached: ${self._cost:.4f} of ${limit_cost:.2f} spent",
                    fix="raise budgets.max_cost_usd (INVESTIGATE_MAX_COST_USD) and resume",
                )
            self._in_flight += 1

    def release(self) -> None:
        """Give back a reservation whose request was never sent."""
        with self._lock:
            self._in_flight = max(0, self._in_flight - 1)

    def record(self, entry: LedgerEntry, reserved: bool = False) -> None:
        """Append one line (a single O_APPEND write, so concurrent calls never interleave)."""
        line = (entry.model_dump_json(exclude_none=True) + "\n").encode("utf-8")
        with self._lock:
            if reserved:
                self._in_flight = max(0, self._in_flight - 1)
            if not entry.cache_hit and entry.outcome not in NOT_SENT:
                self._calls += 1
            self._cost += entry.cost_usd
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                os.write(fd, line)
            finally:
                os.close(fd)


def summarize(case_path: Path) -> dict[str, Any]:
    """Totals for ``investigate status``: overall, by phase and by model (JSON-ready)."""
    entries = read_entries(case_path)

    def as_dict(t: Totals) -> dict[str, Any]:
        return {
            "calls": t.calls,
            "cache_hits": t.cache_hits,
            "tokens_in": t.tokens_in,
            "tokens_out": t.tokens_out,
            "cost_usd": round(t.cost_usd, 6),
            "failures": t.failures,
        }

    overall = Totals()
    for entry in entries:
        overall.add(entry)
    return {
        "total": as_dict(overall),
        "by_phase": {k[0]: as_dict(v) for k, v in sorted(totals_by(entries, "phase").items())},
        "by_model": {k[0]: as_dict(v) for k, v in sorted(totals_by(entries, "model").items())},
    }
