from __future__ import annotations

from pathlib import Path

import pytest
from git import Repo

from investigate.case.store import CaseStore
from investigate.errors import CaseNotFoundError, CorruptCaseError, UsageError


def test_create_makes_a_committed_repository(store: CaseStore, cases_root: Path) -> None:
    case = store.create("Corporate fraud at Acme Corp")
    assert case.path == cases_root / "corporate-fraud-acme-corp"
    repo = Repo(case.path)
    assert [c.message.strip() for c in repo.iter_commits()] == [
        "case corporate-fraud-acme-corp: Initial setup"
    ]
    tracked = sorted(item.path for item in repo.head.commit.tree.traverse())
    assert tracked == [".gitignore", "_state.json", "iterations.md", "sources.md", "summary.md"]
    assert not repo.is_dirty(untracked_files=True)  # the lock file is ignored
    assert (cases_root / ".active").read_text().strip() == "corporate-fraud-acme-corp"
    sources = (case.path / "sources.md").read_text()
    assert "**Case**: corporate-fraud-acme-corp" in sources
    assert "**Next ID**: S001" in sources
    assert "# Investigation: Corporate fraud at Acme Corp" in (case.path / "summary.md").read_text()


def test_taken_slug_gets_suffix(store: CaseStore) -> None:
    assert store.create("FTX collapse").slug == "ftx-collapse"
    assert store.create("FTX collapse").slug == "ftx-collapse-2"
    assert store.slugs() == ["ftx-collapse", "ftx-collapse-2"]


def test_commit_helper_records_changes(store: CaseStore) -> None:
    case = store.create("FTX collapse")
    assert case.commit("Iteration 1") is None  # nothing changed
    state = case.load_state()
    state.sources_count = 2
    case.save_state(state)
    case.write_text("timeline.md", "# Timeline\n")
    sha = case.commit("Iteration 1")
    assert sha is not None
    commit = Repo(case.path).head.commit
    assert commit.message.strip() == "case ftx-collapse: Iteration 1"
    assert set(commit.stats.files) == {"_state.json", "timeline.md"}


def test_case_files_cannot_escape_the_case(store: CaseStore) -> None:
    case = store.create("FTX collapse")
    with pytest.raises(UsageError):
        case.write_text("../escape.md", "x")
    assert not (case.path.parent / "escape.md").exists()


def test_resolve_defaults_to_active_and_reports_unknown(store: CaseStore) -> None:
    with pytest.raises(CaseNotFoundError):
        store.resolve(None)
    store.create("FTX collapse")
    assert store.resolve(None).slug == "ftx-collapse"
    with pytest.raises(CaseNotFoundError, match="ftx-collapse"):
        store.resolve("nope")
    with pytest.raises(CaseNotFoundError):
        store.resolve("../work")


def test_corrupt_state_is_reported_not_rewritten(store: CaseStore) -> None:
    case = store.create("FTX collapse")
    case.state_path.write_text('{"case_id": "ftx-collapse", "status": ')
    with pytest.raises(CorruptCaseError):
        case.load_state()
    assert case.state_path.read_text() == '{"case_id": "ftx-collapse", "status": '


def test_cases_folder_that_is_a_file_is_a_usage_error(cases_root: Path) -> None:
    cases_root.write_text("not a folder")
    with pytest.raises(UsageError, match="cases folder"):
        CaseStore(cases_root).create("FTX collapse")
    assert cases_root.read_text() == "not a folder"


def test_failed_setup_leaves_no_half_case(store: CaseStore, monkeypatch: pytest.MonkeyPatch) -> None:
    from investigate.case import history

    def broken(path: Path, message: str) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(history, "commit_all", broken)
    with pytest.raises(KeyboardInterrupt):
        store.create("FTX collapse")
    assert store.slugs() == []
