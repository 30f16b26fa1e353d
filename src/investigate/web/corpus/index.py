"""The corpus index: SQLite FTS5 with BM25 ranking, updated incrementally (changed files only)."""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from investigate.errors import UsageError
from investigate.web.corpus.reader import SUPPORTED, read_document

SCHEMA_VERSION = 1
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_TOKEN = re.compile(r'"[^"]+"|[^\s"]+')
_WORD = re.compile(r"\w+", re.UNICODE)

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    title TEXT NOT NULL,
    error TEXT
);
CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2');
"""


class CorpusHit(BaseModel):
    """One ranked match: file path (absolute and relative to the corpus root), title, score, snippet."""

    corpus: str
    path: str
    relative_path: str
    title: str
    score: float
    snippet: str


@dataclass
class IndexReport:
    """What an indexing run did."""

    name: str
    root: Path
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    failed: int = 0
    seconds: float = 0.0
    failures: dict[str, str] | None = None


def check_name(name: str) -> str:
    """A corpus name usable as a file name; UsageError otherwise."""
    if not _NAME.match(name):
        raise UsageError(
            f"invalid corpus name {name!r}",
            fix="use letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit",
        )
    return name


class CorpusIndex:
    """One corpus: ``<corpus_dir>/<name>.sqlite``."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self.name = db_path.stem

    @classmethod
    def open(cls, corpus_dir: Path, name: str) -> CorpusIndex:
        return cls(corpus_dir / f"{check_name(name)}.sqlite")

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.db_path)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.executescript(SCHEMA)
            yield conn
        finally:
            conn.close()

    def root(self) -> Path | None:
        """The folder this corpus indexes, if it has been indexed."""
        if not self.db_path.exists():
            return None
        with self.connect() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'root'").fetchone()
        return Path(row[0]) if row else None

    def index(self, folder: Path, progress: Callable[[int, int], None] | None = None) -> IndexReport:
        """Bring the index in line with ``folder``: new and changed files read, removed ones dropped."""
        started = time.perf_counter()
        folder = folder.expanduser().resolve()
        if not folder.is_dir():
            raise UsageError(f"{folder} is not a folder", fix="give the folder holding the documents")
        report = IndexReport(self.name, folder, failures={})
        on_disk: dict[str, tuple[int, int]] = {}
        for path in sorted(folder.rglob("*")):
            if path.suffix.lower() in SUPPORTED and path.is_file() and not _hidden(path, folder):
                stat = path.stat()
                on_disk[str(path.relative_to(folder))] = (stat.st_mtime_ns, stat.st_size)
        with self.connect() as conn:
            previous_root = conn.execute("SELECT value FROM meta WHERE key = 'root'").fetchone()
            if previous_root and previous_root[0] != str(folder):
                # Same name, different folder: start again rather than mix two collections.
                conn.execute("DELETE FROM files")
                conn.execute("DELETE FROM docs")
            known = {
                row[1]: (row[0], row[2], row[3])
                for row in conn.execute("SELECT id, path, mtime_ns, size FROM files")
            }
            todo = [rel for rel, sig in on_disk.items() if rel not in known or known[rel][1:] != sig]
            gone = [rel for rel in known if rel not in on_disk]
            report.unchanged = len(on_disk) - len(todo)
            with conn:
                for rel in gone:
                    file_id = known[rel][0]
                    conn.execute("DELETE FROM docs WHERE rowid = ?", (file_id,))
                    conn.execute("DELETE FROM files WHERE id = ?", (file_id,))
                    report.removed += 1
                for done, rel in enumerate(todo, start=1):
                    mtime_ns, size = on_disk[rel]
                    error: str | None = None
                    try:
                        title, body = read_document(folder / rel)
                    except Exception as exc:  # one unreadable file must not stop the corpus
                        title, body, error = Path(rel).stem, "", f"{type(exc).__name__}: {exc}"
                        report.failed += 1
                        assert report.failures is not None
                        report.failures[rel] = error
                    if rel in known:
                        file_id = known[rel][0]
                        conn.execute("DELETE FROM docs WHERE rowid = ?", (file_id,))
                        conn.execute(
                            "UPDATE files SET mtime_ns = ?, size = ?, title = ?, error = ? WHERE id = ?",
                            (mtime_ns, size, title, error, file_id),
                        )
                        report.updated += 1
                    else:
                        cursor = conn.execute(
                            "INSERT INTO files (path, mtime_ns, size, title, error) VALUES (?, ?, ?, ?, ?)",
                            (rel, mtime_ns, size, title, error),
                        )
                        file_id = cursor.lastrowid
                        report.added += 1
                    conn.execute(
                        "INSERT INTO docs (rowid, title, body) VALUES (?, ?, ?)", (file_id, title, body)
                    )
                    if progress and (done % 200 == 0 or done == len(todo)):
                        progress(done, len(todo))
                conn.execute("INSERT OR REPLACE INTO meta VALUES ('root', ?)", (str(folder),))
                conn.execute(
                    "INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),)
                )
        report.seconds = time.perf_counter() - started
        return report

    def search(self, query: str, limit: int = 10) -> list[CorpusHit]:
        """Ranked matches (BM25, title weighted above body); all terms first, any term if none match."""
        if not self.db_path.exists():
            raise UsageError(f"no corpus {self.name!r}", fix="index one with `investigate corpus index DIR`")
        root = self.root() or Path()
        hits: list[CorpusHit] = []
        with self.connect() as conn:
            for match in fts_queries(query):
                rows = conn.execute(
                    "SELECT f.path, f.title, bm25(docs, 5.0, 1.0) AS rank,"
                    " snippet(docs, 1, '[', ']', '…', 16)"
                    " FROM docs JOIN files f ON f.id = docs.rowid"
                    " WHERE docs MATCH ? ORDER BY rank LIMIT ?",
                    (match, limit),
                ).fetchall()
                if rows:
                    hits = [
                        CorpusHit(
                            corpus=self.name,
                            path=str(root / rel),
                            relative_path=rel,
                            title=title,
                            score=round(-rank, 4),
                            snippet=" ".join(snip.split()),
                        )
                        for rel, title, rank, snip in rows
                    ]
                    break
        return hits

    def stats(self) -> dict[str, int]:
        """Number of files indexed and how many could not be read."""
        with self.connect() as conn:
            files, failed = conn.execute("SELECT count(*), count(error) FROM files").fetchone()
        return {"files": int(files), "failed": int(failed)}


def fts_queries(query: str) -> list[str]:
    """FTS5 MATCH expressions for free text: every term (phrases kept), then any term."""
    terms: list[str] = []
    for token in _TOKEN.findall(query):
        words = _WORD.findall(token)
        if not words:
            continue
        terms.append('"' + " ".join(words) + '"')
    if not terms:
        raise UsageError(
            "the search query has no words", fix='give words to search: investigate corpus search "acme"'
        )
    queries = [" AND ".join(terms)]
    if len(terms) > 1:
        queries.append(" OR ".join(terms))
    return queries


def list_corpora(corpus_dir: Path) -> list[CorpusIndex]:
    """Every corpus index in ``corpus_dir``, by name."""
    if not corpus_dir.is_dir():
        return []
    return [CorpusIndex(p) for p in sorted(corpus_dir.glob("*.sqlite"))]


def _hidden(path: Path, root: Path) -> bool:
    return any(part.startswith(".") for part in path.relative_to(root).parts)
