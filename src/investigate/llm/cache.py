"""Content-addressed cache of model replies: the same request never costs twice and replays exactly."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from investigate.case.atomic import write_text_atomic

CACHE_VERSION = 1


class ToolCallData(BaseModel):
    """One tool call the model asked for."""

    id: str
    name: str
    arguments: str


class RawReply(BaseModel):
    """What a request returned, as stored in the cache."""

    content: str | None = None
    tool_calls: list[ToolCallData] = Field(default_factory=list)
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0


def request_key(request: dict[str, Any]) -> str:
    """SHA-256 over the canonical JSON of model, messages, parameters and schema."""
    canonical = json.dumps(
        {"v": CACHE_VERSION, **request}, sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class ReplyCache:
    """Replies under ``<cache_dir>/llm/<ab>/<key>.json``; also remembers models' JSON capabilities."""

    def __init__(self, cache_dir: Path) -> None:
        self.root = cache_dir / "llm"

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> RawReply | None:
        """The cached reply, or None (an unreadable entry counts as a miss)."""
        try:
            return RawReply.model_validate_json(self._path(key).read_bytes())
        except (FileNotFoundError, NotADirectoryError, ValidationError):
            return None

    def put(self, key: str, reply: RawReply) -> None:
        """Store a reply atomically."""
        write_text_atomic(self._path(key), reply.model_dump_json())

    # A provider that rejected json_schema is remembered, so later runs (and replays) start in
    # the mode that worked and build the same cache keys.
    def _modes_path(self) -> Path:
        return self.root / "structured_modes.json"

    def known_modes(self) -> dict[str, str]:
        """Model identity -> structured-output mode that works."""
        try:
            data = json.loads(self._modes_path().read_text(encoding="utf-8"))
        except (FileNotFoundError, NotADirectoryError, json.JSONDecodeError):
            return {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def remember_mode(self, identity: str, mode: str) -> None:
        """Record that ``identity`` needs ``mode``."""
        modes = self.known_modes()
        modes[identity] = mode
        write_text_atomic(self._modes_path(), json.dumps(modes, indent=2, sort_keys=True))
