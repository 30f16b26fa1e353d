"""The local corpus: FTS5 index, BM25 ranking, incremental re-index, the provider and the CLI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.cli.app import app
from investigate.errors import UsageError
from investigate.web.corpus.index import CorpusIndex, fts_queries
from investigate.web.corpus.provider import CorpusProvider
from tests.web_support import make_pdf


def _dump(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "memo.md").write_text(
        "# Internal memo on revenue\n\nThe CFO warned that revenue recognition at Acme was aggressive.\n"
    )
    (folder / "notes.txt").write_text("Board notes\nNothing about revenue here, only the picnic schedule.\n")
    (folder / "sub").mkdir(exist_ok=True)
    (folder / "sub" / "page.html").write_text(
        "<html><head><title>Press release</title></head><body><article><p>Acme announces record "
        "quarter with strong growth in every region, the chief executive said on Monday.</p>"
        "<p>Analysts questioned the accounting behind the numbers and asked for details.</p>"
        "</article></body></html>"
    )
    (folder / "filing.pdf").write_bytes(
        make_pdf(["Restatement of revenue for fiscal 2021"], title="Form 8-K")
    )
    (folder / ".hidden.md").write_text("# secret revenue\n")
    (folder / "image.png").write_bytes(b"\x89PNG")
    return folder


def test_index_and_rank(tmp_path: Path) -> None:
    docs = _dump(tmp_path / "dump")
    index = CorpusIndex.open(tmp_path / "corpora", "dump")
    report = index.index(docs)
    assert (report.added, report.updated, report.removed, report.failed) == (4, 0, 0, 0)
    hits = index.search("revenue recognition")
    assert [h.relative_path for h in hits] == ["memo.md"]
    assert hits[0].title == "Internal memo on revenue"
    assert "[revenue] [recognition]" in hits[0].snippet
    assert hits[0].path == str(docs.resolve() / "memo.md")
    revenue = index.search("revenue")
    assert {h.relative_path for h in revenue} == {"memo.md", "notes.txt", "filing.pdf"}
    assert revenue[0].relative_path in ("memo.md", "filing.pdf")  # title matches outrank body-only ones
    assert revenue == sorted(revenue, key=lambda h: h.score, reverse=True)
    assert index.search("accounting")[0].title == "Press release"
    assert index.search('"fiscal 2021"')[0].title == "Form 8-K"
    # No document has every word: fall back to any word rather than nothing.
    assert {h.relative_path for h in index.search("picnic restatement")} == {"notes.txt", "filing.pdf"}


def test_reindex_touches_only_changed_files(tmp_path: Path) -> None:
    docs = _dump(tmp_path / "dump")
    index = CorpusIndex.open(tmp_path / "corpora", "dump")
    index.index(docs)
    again = index.index(docs)
    assert (again.added, again.updated, again.removed, again.unchanged) == (0, 0, 0, 4)
    memo = docs / "memo.md"
    memo.write_text("# Internal memo\n\nThe auditors resigned in March.\n")
    os.utime(memo, ns=(memo.stat().st_atime_ns, memo.stat().st_mtime_ns + 1_000_000_000))
    (docs / "notes.txt").unlink()
    (docs / "new.md").write_text("# New\nauditors again\n")
    report = index.index(docs)
    assert (report.added, report.updated, report.removed, report.unchanged) == (1, 1, 1, 2)
    assert index.search("recognition") == []
    assert {h.relative_path for h in index.search("auditors")} == {"memo.md", "new.md"}
    assert index.stats() == {"files": 4, "failed": 0}


def test_unreadable_file_is_reported_not_fatal(tmp_path: Path) -> None:
    docs = tmp_path / "dump"
    docs.mkdir()
    (docs / "broken.pdf").write_bytes(b"%PDF-1.4 garbage")
    (docs / "ok.txt").write_text("fine text\n")
    report = CorpusIndex.open(tmp_path / "c", "d").index(docs)
    assert report.failed == 1 and "broken.pdf" in (report.failures or {})
    assert report.added == 2


def test_query_parsing() -> None:
    assert fts_queries('acme "going concern" OR-x') == [
        '"acme" AND "going concern" AND "OR x"',
        '"acme" OR "going concern" OR "OR x"',
    ]
    with pytest.raises(UsageError):
        fts_queries(' "" ** ')


def test_bad_corpus_name(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="invalid corpus name"):
        CorpusIndex.open(tmp_path, "../escape")


async def test_corpus_provider_searches_all_indexes(tmp_path: Path) -> None:
    CorpusIndex.open(tmp_path / "corpora", "one").index(_dump(tmp_path / "one"))
    other = tmp_path / "two"
    other.mkdir()
    (other / "x.md").write_text("# Revenue revenue revenue\nrevenue everywhere\n")
    CorpusIndex.open(tmp_path / "corpora", "two").index(other)
    provider = CorpusProvider(corpus_dir=tmp_path / "corpora")
    results = await provider.search("revenue", 10)
    assert {r.url for r in results} >= {"corpus://one/memo.md", "corpus://two/x.md"}
    assert all(r.provider == "corpus" for r in results)
    scores = [r.extra["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_cli_index_search_and_json(
    tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INVESTIGATE_CACHE_DIR", str(tmp_path / "cache"))
    docs = _dump(tmp_path / "dump")
    result = runner.invoke(app, ["corpus", "index", str(docs), "--name", "leak"])
    assert result.exit_code == 0, result.output
    assert "4 added" in result.stdout
    result = runner.invoke(app, ["corpus", "search", "revenue recognition", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [(r["relative_path"], r["title"]) for r in rows] == [("memo.md", "Internal memo on revenue")]
    assert set(rows[0]) >= {"path", "title", "score", "snippet"}
    result = runner.invoke(app, ["search", "revenue recognition", "--provider", "corpus", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["results"][0]["url"] == "corpus://leak/memo.md"
    result = runner.invoke(app, ["corpus", "index", str(tmp_path / "missing")])
    assert result.exit_code == 2 and "not a folder" in result.output


def test_cli_search_without_corpus_is_a_usage_error(
    tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INVESTIGATE_CACHE_DIR", str(tmp_path / "cache"))
    result = runner.invoke(app, ["corpus", "search", "x"])
    assert result.exit_code == 2
    assert "corpus index" in result.output
