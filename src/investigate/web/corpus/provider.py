"""The ``corpus`` search provider: the local indexes, searched offline."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from investigate.web.corpus.index import CorpusHit, CorpusIndex, list_corpora
from investigate.web.providers.base import Policy, Provider
from investigate.web.search_types import SearchResult

CORPUS_SCHEME = "corpus"


def corpus_url(hit: CorpusHit) -> str:
    """The stable identifier of a corpus file: ``corpus://<name>/<relative path>``."""
    return f"{CORPUS_SCHEME}://{hit.corpus}/{hit.relative_path}"


class CorpusProvider(Provider):
    """Searches every index in the corpus folder (or the named ones) and merges by BM25 score."""

    name = "corpus"
    description = "local document corpus (SQLite FTS5, offline)"
    max_limit = 100
    default_policy = Policy(min_interval_s=0.0, max_retries=0, cache_ttl_s=0)

    def __init__(self, *, corpus_dir: Path, names: list[str] | None = None, **kwargs: Any) -> None:
        kwargs["cache"] = None  # local and fast; a cache would only serve stale results
        super().__init__(**kwargs)
        self.corpus_dir = corpus_dir
        self.names = names

    def indexes(self) -> list[CorpusIndex]:
        if self.names:
            return [CorpusIndex.open(self.corpus_dir, n) for n in self.names]
        return list_corpora(self.corpus_dir)

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        return await asyncio.to_thread(self.search_sync, query, limit)

    def search_sync(self, query: str, limit: int) -> list[SearchResult]:
        hits = [hit for index in self.indexes() for hit in index.search(query, limit)]
        hits.sort(key=lambda h: h.score, reverse=True)
        return [
            SearchResult(
                url=corpus_url(hit),
                title=hit.title,
                snippet=hit.snippet,
                provider=self.name,
                extra={"path": hit.path, "score": hit.score, "corpus": hit.corpus},
            )
            for hit in hits[:limit]
        ]
