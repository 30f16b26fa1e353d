"""The source registry: ``_sources.json`` is the truth, ``sources.md`` is rendered from it.

Source IDs are allocated under the case lock from ``_state.json``'s ``next_source_id`` (kept in
step with ``sources_count``), never reused and never renumbered. Registering a URL that is
already registered (after normalisation) returns the existing ID. A bad source is deprecated,
never removed (seed 001 "Source Attribution System").
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

from investigate.case.atomic import write_text_atomic
from investigate.case.case_json import validate_case_json
from investigate.case.state import (
    CaseState,
    format_source_id,
    format_timestamp,
    parse_source_id,
    utc_now,
)
from investigate.errors import UsageError
from investigate.web.urls import normalize_url

if TYPE_CHECKING:
    from investigate.case.store import Case

SOURCES_FILE = "_sources.json"
SOURCES_MD = "sources.md"
SOURCES_TEMPLATE = "sources.md.j2"
SCHEMA_VERSION: Literal[1] = 1

AdmiraltyLetter = Literal["A", "B", "C", "D", "E", "F"]
Tier = Literal["Primary", "Secondary", "Tertiary"]
SourceStatus = Literal["active", "deprecated"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Credibility(_Model):
    """The seed-003 credibility score with its components, and the Admiralty letter it maps to."""

    domain_trust: float = Field(ge=0, le=1)
    freshness: float = Field(ge=0, le=1)
    authority: float = Field(ge=0, le=1)
    content_quality: float = Field(ge=0, le=1)
    overall: float = Field(ge=0, le=1)
    admiralty: AdmiraltyLetter
    # "model" when authority and content quality came from the fast model, "neutral" otherwise.
    assessed_by: Literal["model", "neutral"] = "neutral"
    rationale: str | None = None
    # Why authority and content quality are neutral although a model was asked (failure, no answer).
    model_note: str | None = None


class CircularNote(_Model):
    """Seed-001 circular reporting: this source cites or aggregates other registered sources."""

    kind: Literal["cites", "aggregates"]
    sources: list[str] = Field(min_length=1)

    @field_validator("sources")
    @classmethod
    def _ids(cls, value: list[str]) -> list[str]:
        for source_id in value:
            parse_source_id(source_id)
        return value


class SourceEntry(_Model):
    """One registered source."""

    id: str
    url: str
    normalized_url: str
    title: str
    source_type: str = "Web Page"
    status: SourceStatus = "active"
    retrieved_at: datetime = Field(default_factory=utc_now)
    evidence_paths: list[str] = Field(default_factory=list)
    author: str | None = None
    publication: str | None = None
    platform: str | None = None
    published: str | None = None  # the publication date as found (ISO date when known)
    tier: Tier | None = None
    tier_reason: str | None = None
    credibility: Credibility | None = None
    archive_url: str | None = None
    key_claims: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    circular: CircularNote | None = None
    deprecated_status: str | None = None  # short label, e.g. "Link no longer valid"
    deprecated_reason: str | None = None
    deprecated_at: datetime | None = None

    @field_validator("id")
    @classmethod
    def _check_id(cls, value: str) -> str:
        parse_source_id(value)
        return value

    @field_serializer("retrieved_at", "deprecated_at")
    def _serialize_time(self, value: datetime | None) -> str | None:
        return None if value is None else format_timestamp(value)

    @property
    def number(self) -> int:
        return parse_source_id(self.id)

    @property
    def deprecated(self) -> bool:
        return self.status == "deprecated"


class SourcesFile(_Model):
    """``_sources.json``."""

    schema_version: Literal[1] = SCHEMA_VERSION
    updated_at: datetime | None = None
    sources: list[SourceEntry] = Field(default_factory=list)

    @field_serializer("updated_at")
    def _serialize_time(self, value: datetime | None) -> str | None:
        return None if value is None else format_timestamp(value)

    def to_json(self) -> str:
        """The file text: stable order, two-space indent, trailing newline."""
        return self.model_dump_json(indent=2) + "\n"

    def by_id(self, source_id: str) -> SourceEntry | None:
        """The entry with ``source_id``, if registered."""
        return next((s for s in self.sources if s.id == source_id), None)

    def by_normalized_url(self, normalized: str) -> SourceEntry | None:
        """The entry registered for a normalised URL, if any."""
        return next((s for s in self.sources if s.normalized_url == normalized), None)

    def highest_number(self) -> int:
        return max((s.number for s in self.sources), default=0)


# Fields a caller may set through register()/update(); identity fields are the registry's.
_UPDATABLE = frozenset(SourceEntry.model_fields) - {"id", "url", "normalized_url", "status"}


def render_sources_md(slug: str, data: SourcesFile, state: CaseState) -> str:
    """``sources.md`` for ``data`` (templates/sources.md.j2, seed-001 structure)."""
    from investigate.render import render

    updated = data.updated_at or state.updated_at
    return render(
        SOURCES_TEMPLATE,
        slug=slug,
        sources=sorted(data.sources, key=lambda s: s.number),
        total=len(data.sources),
        active=sum(1 for s in data.sources if not s.deprecated),
        next_id=state.next_source_id,
        updated=format_timestamp(updated),
    )


# The case lock excludes other processes but is re-entrant within one; threads of this process
# (e.g. parallel captures) are kept apart by one in-process lock per case folder.
_THREAD_LOCKS: dict[str, threading.RLock] = {}
_THREAD_LOCKS_GUARD = threading.Lock()


def _thread_lock(case: Case) -> threading.RLock:
    key = str(case.path.resolve())
    with _THREAD_LOCKS_GUARD:
        return _THREAD_LOCKS.setdefault(key, threading.RLock())


class SourceRegistry:
    """Read and change a case's registry; every change happens under the case lock."""

    def __init__(self, case: Case) -> None:
        self.case = case

    @contextmanager
    def _locked(self) -> Iterator[None]:
        with _thread_lock(self.case), self.case.lock():
            yield

    @property
    def path(self) -> Path:
        return self.case.path / SOURCES_FILE

    def load(self) -> SourcesFile:
        """``_sources.json`` validated (an absent file is an empty registry)."""
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return SourcesFile()
        return validate_case_json(SourcesFile, raw, self.case.path, SOURCES_FILE)

    def sources(self) -> list[SourceEntry]:
        """Every registered source, deprecated ones included, in ID order."""
        return sorted(self.load().sources, key=lambda s: s.number)

    def get(self, source_id: str) -> SourceEntry:
        """The entry for ``source_id``; UsageError naming the known IDs otherwise."""
        entry = self.load().by_id(source_id)
        if entry is None:
            raise UsageError(
                f"no source {source_id!r} in case {self.case.slug!r}",
                fix="see sources.md for the registered IDs",
            )
        return entry

    def find_url(self, url: str) -> SourceEntry | None:
        """The entry registered for ``url`` (compared after normalisation)."""
        return self.load().by_normalized_url(normalize_url(url))

    def register(self, url: str, title: str, **fields: Any) -> tuple[SourceEntry, bool]:
        """Register ``url``; returns (entry, created). A known URL returns its existing entry unchanged."""
        unknown = set(fields) - _UPDATABLE
        if unknown:
            raise TypeError(f"register() got unknown fields: {', '.join(sorted(unknown))}")
        normalized = normalize_url(url)
        with self._locked():
            data = self.load()
            existing = data.by_normalized_url(normalized)
            if existing is not None:
                return existing, False
            state = self.case.load_state()
            # Self-heal: if a crash ever left the counter behind the registry, never reuse an ID.
            floor = data.highest_number() + 1
            if parse_source_id(state.next_source_id) < floor:
                state.next_source_id = format_source_id(floor)
            source_id = state.allocate_source_id()
            entry = SourceEntry(
                id=source_id, url=url.strip(), normalized_url=normalized, title=title, **fields
            )
            data.sources.append(entry)
            state.sources_count = len(data.sources)
            # State first: a crash after it burns an ID (harmless) instead of handing it out twice.
            self.case.save_state(state)
            self._save(data, state)
            return entry, True

    def update(self, source_id: str, **changes: Any) -> SourceEntry:
        """Change fields of a registered source (evidence paths, archive, credibility, notes, ...)."""
        unknown = set(changes) - _UPDATABLE
        if unknown:
            raise TypeError(f"update() got unknown fields: {', '.join(sorted(unknown))}")
        with self._locked():
            data = self.load()
            entry = self._require(data, source_id)
            for key, value in changes.items():
                setattr(entry, key, value)
            self._save(data)
            return entry

    def add_evidence_path(self, source_id: str, path: str) -> SourceEntry:
        """Record an evidence file or folder (relative to the case) for a source, once."""
        with self._locked():
            entry = self.get(source_id)
            if path in entry.evidence_paths:
                return entry
            return self.update(source_id, evidence_paths=[*entry.evidence_paths, path])

    def deprecate(self, source_id: str, reason: str, status: str | None = None) -> SourceEntry:
        """Mark a source ``[DEPRECATED]``: it keeps its ID and entry, with the reason and date."""
        with self._locked():
            data = self.load()
            entry = self._require(data, source_id)
            entry.status = "deprecated"
            entry.deprecated_reason = reason
            entry.deprecated_status = status
            entry.deprecated_at = utc_now()
            self._save(data)
            return entry

    def mark_circular(
        self, source_id: str, cites: Sequence[str], kind: Literal["cites", "aggregates"] = "cites"
    ) -> SourceEntry:
        """Note that ``source_id`` is not independent: it cites/aggregates the ``cites`` sources."""
        with self._locked():
            data = self.load()
            entry = self._require(data, source_id)
            for other in cites:
                if other == source_id:
                    raise UsageError(f"source {source_id} cannot cite itself")
                self._require(data, other)
            entry.circular = CircularNote(kind=kind, sources=list(cites))
            self._save(data)
            return entry

    def set_credibility(self, scores: Iterable[tuple[str, Credibility]]) -> None:
        """Store credibility results for several sources in one write."""
        with self._locked():
            data = self.load()
            for source_id, credibility in scores:
                self._require(data, source_id).credibility = credibility
            self._save(data)

    def render(self) -> str:
        """``sources.md`` text for the registry as it is now."""
        return render_sources_md(self.case.slug, self.load(), self.case.load_state())

    def write_markdown(self) -> None:
        """Re-render ``sources.md`` from ``_sources.json``."""
        with self._locked():
            write_text_atomic(self.case.path / SOURCES_MD, self.render())

    def _require(self, data: SourcesFile, source_id: str) -> SourceEntry:
        entry = data.by_id(source_id)
        if entry is None:
            raise UsageError(
                f"no source {source_id!r} in case {self.case.slug!r}",
                fix="see sources.md for the registered IDs",
            )
        return entry

    def _save(self, data: SourcesFile, state: CaseState | None = None) -> None:
        data.updated_at = utc_now()
        write_text_atomic(self.path, data.to_json())
        state = state or self.case.load_state()
        write_text_atomic(self.case.path / SOURCES_MD, render_sources_md(self.case.slug, data, state))
