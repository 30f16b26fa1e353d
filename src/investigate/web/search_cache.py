"""A response cache for search providers: one JSON file per (provider, endpoint, query, limit), with a TTL."""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from investigate.case.atomic import write_text_atomic
from investigate.web.search_types import SearchResult

_RESULTS = TypeAdapter(list[SearchResult])


class SearchCache:
    """Cached result lists under ``folder``; entries older than ``ttl_s`` are misses."""

    def __init__(self, folder: Path, ttl_s: float = 24 * 3600) -> None:
        self.folder = folder
        self.ttl_s = ttl_s

    @staticmethod
    def key(*parts: object) -> str:
        raw = json.dumps([str(p) for p in parts], ensure_ascii=False)
        return hashlib.sha256(raw.encode("utf-8")).hexdigest()

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> list[SearchResult] | None:
        """The cached results, or None when absent, expired or unreadable."""
        path = self._path(key)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if time.time() - float(data["stored_at"]) > self.ttl_s:
                return None
            return _RESULTS.validate_python(data["results"])
        except (OSError, ValueError, KeyError, TypeError, ValidationError):
            return None

    def put(self, key: str, results: list[SearchResult]) -> None:
        """Store ``results``; a cache that cannot be written is skipped, never fatal."""
        payload = {"stored_at": time.time(), "results": [r.model_dump(mode="json") for r in results]}
        with contextlib.suppress(OSError):
            write_text_atomic(self._path(key), json.dumps(payload, ensure_ascii=False))
