"""Where cases live: creating, finding, listing and activating them; the Case handle."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from investigate.case import history
from investigate.case.atomic import write_text_atomic
from investigate.case.case_json import validate_case_json
from investigate.case.lock import CaseLock
from investigate.case.slug import slugify, unique_slug
from investigate.case.state import CaseState, utc_now
from investigate.errors import CaseNotFoundError, CorruptCaseError, UsageError

STATE_FILE = "_state.json"
ACTIVE_FILE = ".active"
# Files a new case starts with, each rendered from templates/case/<name>.j2.
INITIAL_FILES = ("sources.md", "summary.md", "iterations.md", ".gitignore")


class Case:
    """One case folder: its own git repository with ``_state.json`` at its root."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.slug = path.name
        self._lock = CaseLock(path)

    @property
    def state_path(self) -> Path:
        return self.path / STATE_FILE

    def lock(self) -> CaseLock:
        """The case's exclusive lock (use as a context manager around every write)."""
        return self._lock

    def load_state(self) -> CaseState:
        """Read and validate ``_state.json``; CorruptCaseError with the reason if it is broken."""
        try:
            raw = self.state_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise CorruptCaseError(
                f"case {self.slug!r} has no {STATE_FILE}",
                fix=f"restore it with `git -C {self.path} checkout -- {STATE_FILE}`",
            ) from None
        return validate_case_json(CaseState, raw, self.path, STATE_FILE)

    def save_state(self, state: CaseState) -> None:
        """Write ``_state.json`` atomically, stamping ``updated_at``."""
        with self._lock:
            state.updated_at = utc_now()
            write_text_atomic(self.state_path, state.to_json())

    def file(self, relative: str) -> Path:
        """Path of a case file, refusing anything that would land outside the case."""
        candidate = (self.path / relative).resolve()
        if not candidate.is_relative_to(self.path.resolve()):
            raise UsageError(f"path {relative!r} is outside case {self.slug!r}")
        return candidate

    def write_text(self, relative: str, text: str) -> Path:
        """Atomically write a case file under the lock."""
        target = self.file(relative)
        with self._lock:
            write_text_atomic(target, text)
        return target

    def commit(self, what: str) -> str | None:
        """Commit everything as ``case <slug>: <what>``; the only way case history is written."""
        with self._lock:
            return history.commit_all(self.path, f"case {self.slug}: {what}")


@dataclass
class CaseSummary:
    slug: str
    active: bool
    state: CaseState | None
    error: str | None
    last_commit: history.CommitInfo | None


class CaseStore:
    """The cases folder (``cases_dir`` in the config) and its ``.active`` pointer."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def slugs(self) -> list[str]:
        """Names of the case folders, sorted."""
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir() if (p / STATE_FILE).is_file())

    def active_slug(self) -> str | None:
        """The case named in ``.active``, if that case still exists."""
        try:
            slug = (self.root / ACTIVE_FILE).read_text(encoding="utf-8").strip()
        except (FileNotFoundError, NotADirectoryError):
            return None
        return slug if slug and (self.root / slug / STATE_FILE).is_file() else None

    def set_active(self, slug: str) -> None:
        """Point ``.active`` at ``slug``."""
        self.get(slug)
        write_text_atomic(self.root / ACTIVE_FILE, slug + "\n")

    def get(self, name: str) -> Case:
        """The case called ``name``; CaseNotFoundError listing what exists otherwise."""
        name = name.strip().rstrip("/")
        path = self.root / name
        if not name or "/" in name or name.startswith(".") or not (path / STATE_FILE).is_file():
            known = ", ".join(self.slugs()) or "none yet"
            raise CaseNotFoundError(
                f"no case {name!r} in {self.root} (cases: {known})",
                fix='run `investigate list` to see cases, or `investigate new "TOPIC"` to start one',
            )
        return Case(path)

    def resolve(self, name: str | None) -> Case:
        """The named case, or the active one when no name is given."""
        if name:
            return self.get(name)
        active = self.active_slug()
        if active is None:
            raise CaseNotFoundError(
                "no active case",
                fix='name a case, run `investigate switch CASE`, or start one with `investigate new "TOPIC"`',
            )
        return self.get(active)

    def _ensure_root(self) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(
                f"cannot create the cases folder {self.root}: {exc.strerror or exc}",
                fix="set INVESTIGATE_CASES_DIR (or cases_dir in investigate.yaml) to a writable folder",
            ) from None
        if not self.root.is_dir():
            raise UsageError(
                f"the cases folder {self.root} is not a folder",
                fix="set INVESTIGATE_CASES_DIR (or cases_dir in investigate.yaml) to a writable folder",
            )

    def create(self, topic: str) -> Case:
        """Create a case repository for ``topic``, commit ``Initial setup`` and make it active."""
        from investigate.render import render

        topic = " ".join(topic.split())
        if not topic:
            raise UsageError("the topic is empty", fix='give a topic: investigate new "FTX collapse"')
        base = slugify(topic)
        if not base:
            raise UsageError(
                f"cannot make a folder name from topic {topic!r}",
                fix="use a topic with at least one letter or digit",
            )
        self._ensure_root()
        taken = {p.name for p in self.root.iterdir()}
        while True:
            slug = unique_slug(base, taken)
            try:
                (self.root / slug).mkdir()
                break
            except FileExistsError:  # another process took it between listing and mkdir
                taken.add(slug)
            except OSError as exc:
                raise UsageError(
                    f"cannot write in the cases folder {self.root}: {exc.strerror or exc}",
                    fix="set INVESTIGATE_CASES_DIR (or cases_dir in investigate.yaml) to a writable folder",
                ) from None
        case = Case(self.root / slug)
        try:
            with case.lock():
                state = CaseState(case_id=slug, topic=topic)
                for name in INITIAL_FILES:
                    if name == "sources.md":  # the registry's own template, from an empty registry
                        from investigate.case.registry import SourcesFile, render_sources_md

                        text = render_sources_md(slug, SourcesFile(), state)
                    else:
                        text = render(f"case/{name.lstrip('.')}.j2", state=state, topic=topic, slug=slug)
                    write_text_atomic(case.path / name, text)
                write_text_atomic(case.state_path, state.to_json())
                history.init_repo(case.path)
                case.commit("Initial setup")
        except BaseException:
            # A half-made case is worse than none: nothing else can have written into it yet.
            shutil.rmtree(case.path, ignore_errors=True)
            raise
        write_text_atomic(self.root / ACTIVE_FILE, slug + "\n")
        return case

    def summaries(self) -> list[CaseSummary]:
        """Every case with its state (or why it could not be read) and last commit."""
        active = self.active_slug()
        result: list[CaseSummary] = []
        for slug in self.slugs():
            case = Case(self.root / slug)
            state: CaseState | None = None
            error: str | None = None
            try:
                state = case.load_state()
            except CorruptCaseError as exc:
                error = exc.message
            try:
                last = history.last_commit(case.path)
            except UsageError as exc:
                last, error = None, error or exc.message
            result.append(CaseSummary(slug, slug == active, state, error, last))
        return result


def state_as_dict(state: CaseState) -> dict[str, object]:
    """The state as plain JSON data (what ``--json`` prints)."""
    data: dict[str, object] = json.loads(state.model_dump_json())
    return data
