"""The level workers' tools on their own: corpus reads stay inside the corpus, failures are texts."""

from __future__ import annotations

from pathlib import Path

from investigate.config import Settings, WebConfig
from investigate.pathways.research_tools import FetchArgs, ResearchTools, SearchArgs
from investigate.web.corpus.index import CorpusIndex


def _tools(tmp_path: Path, providers: list[str]) -> ResearchTools:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "memo.md").write_text("# Memo\n\nRevenue was restated.\n")
    (tmp_path / "secret.txt").write_text("outside the corpus")
    CorpusIndex.open(tmp_path / "corpora", "dump").index(docs)
    settings = Settings(cache_dir=tmp_path / "cache", web=WebConfig(corpus_dir=tmp_path / "corpora"))
    settings.search.providers = providers
    return ResearchTools(settings)


async def test_corpus_fetch_stays_inside_the_corpus(tmp_path: Path) -> None:
    research = _tools(tmp_path, ["corpus"])
    by_name = {t.name: t for t in research.tools()}
    found = await by_name["search"].invoke(SearchArgs(query="revenue restated").model_dump_json())
    assert "corpus://dump/memo.md" in found
    assert "Revenue was restated" in await research.fetch(FetchArgs(url="corpus://dump/memo.md"))
    for url in ("corpus://dump/../secret.txt", "corpus://dump/", "corpus://nothing/memo.md"):
        answer = await by_name["fetch"].invoke(FetchArgs(url=url).model_dump_json())
        assert answer.startswith("error: fetch failed: UsageError: no corpus document"), answer
    bad = await by_name["search"].invoke('{"query": ""}')
    assert bad.startswith("error: invalid arguments for search")


async def test_search_without_a_provider_says_why(tmp_path: Path) -> None:
    research = _tools(tmp_path, ["searxng"])  # no INVESTIGATE_SEARXNG_URL: cannot run
    assert research.providers == []
    answer = await research.search(SearchArgs(query="acme"))
    assert answer.startswith("error: no search provider can run (searxng: no INVESTIGATE_SEARXNG_URL")
