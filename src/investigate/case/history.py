"""Git history of a case (GitPython): init, the one commit helper, log and per-file diff."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from investigate.errors import UsageError

if TYPE_CHECKING:
    from git import Repo

# Commits are made by the tool; when the user has no git identity, this one signs them.
FALLBACK_NAME = "investigate"
FALLBACK_EMAIL = "investigate@localhost"
EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"


@dataclass(frozen=True)
class CommitInfo:
    sha: str
    date: datetime
    author: str
    message: str
    files_changed: int


@dataclass(frozen=True)
class FileChange:
    path: str
    change: str  # added, modified, deleted, renamed
    added_lines: int | None  # None for binary files
    deleted_lines: int | None


def _repo(path: Path) -> Repo:
    from git import InvalidGitRepositoryError, NoSuchPathError, Repo

    try:
        return Repo(path)
    except (InvalidGitRepositoryError, NoSuchPathError):
        raise UsageError(
            f"{path} is not a git repository", fix="recreate the case with `investigate new`"
        ) from None


def init_repo(path: Path) -> None:
    """Make ``path`` its own git repository on branch ``main``."""
    from git import Repo

    Repo.init(path, initial_branch="main")


def _git_config(repo: Repo, key: str) -> str:
    # Ask git itself: GitPython's config reader ignores GIT_CONFIG_GLOBAL and friends.
    from git import GitCommandError

    try:
        return str(repo.git.config("--get", key)).strip()
    except GitCommandError:
        return ""


def _identity_env(repo: Repo) -> dict[str, str]:
    env: dict[str, str] = {}
    if not _git_config(repo, "user.name") and "GIT_AUTHOR_NAME" not in os.environ:
        env["GIT_AUTHOR_NAME"] = env["GIT_COMMITTER_NAME"] = FALLBACK_NAME
    if not _git_config(repo, "user.email") and "GIT_AUTHOR_EMAIL" not in os.environ:
        env["GIT_AUTHOR_EMAIL"] = env["GIT_COMMITTER_EMAIL"] = FALLBACK_EMAIL
    return env


def commit_all(path: Path, message: str) -> str | None:
    """Stage everything not ignored and commit it; return the new sha, or None if nothing changed."""
    repo = _repo(path)
    repo.git.add(A=True)
    has_head = repo.head.is_valid()
    if has_head and not repo.index.diff("HEAD"):
        return None
    with repo.git.custom_environment(**_identity_env(repo)):
        repo.git.commit("--no-verify", "--quiet", "-m", message)
    return repo.head.commit.hexsha


def log(path: Path, max_count: int | None = None) -> list[CommitInfo]:
    """Commits newest first."""
    repo = _repo(path)
    if not repo.head.is_valid():
        return []
    return [
        CommitInfo(
            sha=c.hexsha,
            date=c.committed_datetime,
            author=str(c.author.name),
            message=str(c.message).strip(),
            files_changed=len(c.stats.files),
        )
        for c in repo.iter_commits(max_count=max_count)
    ]


def last_commit(path: Path) -> CommitInfo | None:
    """The newest commit, or None for an empty history."""
    commits = log(path, max_count=1)
    return commits[0] if commits else None


def resolve_rev(path: Path, rev: str) -> str:
    """Full sha of ``rev``; UsageError naming the revision when it does not exist."""
    from git import BadName

    repo = _repo(path)
    try:
        return repo.commit(rev).hexsha
    except (BadName, ValueError):
        raise UsageError(
            f"no commit {rev!r} in case {path.name}", fix="list commits with `investigate log`"
        ) from None


def default_range(path: Path) -> tuple[str, str]:
    """The last commit's change: (parent or the empty tree, HEAD)."""
    repo = _repo(path)
    if not repo.head.is_valid():
        raise UsageError(f"case {path.name} has no commits yet", fix="run `investigate new` again")
    head = repo.head.commit
    return (head.parents[0].hexsha if head.parents else EMPTY_TREE), head.hexsha


_CHANGE_NAMES = {"A": "added", "M": "modified", "D": "deleted", "R": "renamed", "T": "modified"}


def diff(path: Path, rev1: str, rev2: str) -> list[FileChange]:
    """Per-file changes between two revisions."""
    repo = _repo(path)
    kinds: dict[str, str] = {}
    for line in repo.git.diff("--name-status", "-M", rev1, rev2).splitlines():
        parts = line.split("\t")
        kinds[parts[-1]] = _CHANGE_NAMES.get(parts[0][:1], "modified")
    changes: list[FileChange] = []
    for line in repo.git.diff("--numstat", "-M", rev1, rev2).splitlines():
        added, deleted, name = line.split("\t", 2)
        if " => " in name:  # rename: numstat shows "old => new"; name-status keys on the new path
            name = name.split(" => ")[-1].rstrip("}")
        binary = added == "-"
        changes.append(
            FileChange(
                path=name,
                change=kinds.get(name, "modified"),
                added_lines=None if binary else int(added),
                deleted_lines=None if binary else int(deleted),
            )
        )
    return changes
