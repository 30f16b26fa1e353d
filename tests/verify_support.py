"""Helpers for verify-claims tests: a case with registered sources, evidence texts and claim files."""

from __future__ import annotations

import json
from pathlib import Path

from investigate.case.store import Case, CaseStore
from investigate.verify.index import EvidenceIndex, chunk_source
from investigate.verify.matcher import Matcher, MatchResult


def make_case(
    store: CaseStore,
    evidence: dict[str, str | None],
    files: dict[str, str],
    registered: list[str] | None = None,
    deprecated: tuple[str, ...] = (),
) -> Case:
    """A case whose registry holds ``registered`` (default: the evidence keys); None = not captured."""
    case = store.create("Verify claims test")
    ids = registered if registered is not None else list(evidence)
    entries = [
        {
            "id": sid,
            "url": f"https://example.org/{sid}",
            "status": "deprecated" if sid in deprecated else "active",
        }
        for sid in ids
    ]
    case.write_text("_sources.json", json.dumps({"schema_version": 1, "sources": entries}))
    for sid, text in evidence.items():
        if text is None:
            continue
        if sid.endswith("doc"):
            continue
        folder: Path = case.path / "evidence" / "web" / sid
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "capture.txt").write_text(text, encoding="utf-8")
    for name, text in files.items():
        case.write_text(name, text)
    return case


def build_matcher(evidence: dict[str, str]) -> Matcher:
    """A matcher over in-memory evidence texts keyed by source ID."""
    index = EvidenceIndex()
    for sid, text in evidence.items():
        index.add(chunk_source(sid, text))
    return Matcher(index)


def check_against(text: str, sentence: str) -> MatchResult:
    """The matcher's answer for ``sentence`` citing one source whose evidence is ``text``."""
    return build_matcher({"T1": text}).check(sentence, ["T1"])


# Prose about nothing the tests' sentences mention: beside it, a passage's words weigh what they
# would in a case with many sources (alone, every word of a short passage is common).
_OTHER_SOURCE = (
    "The parish council met in the village hall on a wet Tuesday evening. Members discussed the "
    "hedge along the churchyard wall and agreed to ask a contractor for a quote. A resident asked "
    "about the bus shelter, which has been damaged twice this winter. The clerk read a letter from "
    "the county about gritting routes. The footpath by the mill stream is to be resurfaced in the "
    "spring. The chair thanked volunteers who planted bulbs on the green. A question about the "
    "speed of lorries through the high street was referred to the police. The summer fete will "
    "again be held on the recreation ground, with a dog show and a tug of war. The allotment "
    "committee reported a waiting list and a new water trough. The meeting closed with a minute's "
    "silence for a former councillor."
)


def check_beside_others(text: str, sentence: str) -> MatchResult:
    """Like :func:`check_against`, in an index that also holds an unrelated, uncited source."""
    return build_matcher({"T1": text, "T9": _OTHER_SOURCE}).check(sentence, ["T1"])
