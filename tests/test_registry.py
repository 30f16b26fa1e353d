"""The source registry: ID allocation, de-duplication, deprecation and the seed-001 sources.md."""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime

import pytest

from investigate.case.registry import Credibility, SourceRegistry, SourcesFile, render_sources_md
from investigate.case.state import CaseState
from investigate.case.store import CaseStore
from investigate.errors import CorruptCaseError, UsageError

WHEN = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)

EXPECTED_MD = """\
# Source Registry

**Case**: acme-fraud
**Total Sources**: 5
**Next ID**: S006
**Last Updated**: 2026-01-06T09:30:00Z

---

## Quick Reference

| ID | Type | Short Title | Credibility |
|----|------|-------------|-------------|
| [S001] | Court Filing | Smith v. Jones Complaint | Primary · A (0.86) |
| [S002] | News Article | NYT: "The Investigation" | Secondary |
| [S003] | Social Media | @journalist thread \\| breaking | Tertiary |
| [S004] | [DEPRECATED] | Link no longer valid | - |
| [S005] | Blog Post | Aggregator | Unrated |

---

## Full Source Entries

### [S001] Smith v. Jones Complaint
- **Type**: Court Filing
- **Title**: Smith v. Jones Complaint
- **URL**: https://courtlistener.com/docket/12345/
- **Retrieved**: 2026-01-05
- **Credibility**: Primary (official court record); Admiralty A, score 0.86 (domain trust 0.90, freshness 0.70, authority 0.90, content quality 0.90)
- **Archive**: https://web.archive.org/web/2026/https://courtlistener.com/docket/12345/
- **Evidence**: evidence/web/S001/
- **Key Claims Supported**: Timeline of events, damages amount
- **Notes**: Filed in SDNY, Case No. 1:26-cv-00123

### [S002] NYT: "The Investigation"
- **Type**: News Article
- **Title**: NYT: "The Investigation"
- **Author**: Jane Reporter
- **Publication**: New York Times
- **URL**: https://nytimes.com/2026/01/inside
- **Retrieved**: 2026-01-05
- **Credibility**: Secondary (journalism, named sources)

### [S003] @journalist thread | breaking
- **Type**: Social Media
- **Platform**: X/Twitter
- **Title**: @journalist thread | breaking
- **Author**: @investigative_journo
- **URL**: https://x.com/investigative_journo/status/1
- **Retrieved**: 2026-01-05
- **Credibility**: Tertiary (unverified, but from credible reporter)
- **Notes**: CIRCULAR - Cites [S002] as primary source. Not independent verification. Breaking news, needs verification

### [S004] [DEPRECATED]
- **Status**: Link no longer valid
- **Original Title**: Old page
- **Original URL**: https://example.org/gone
- **Reason**: Page removed, no archive found
- **Deprecated**: 2026-01-06

### [S005] Aggregator
- **Type**: Blog Post
- **Title**: Aggregator
- **URL**: https://blog.example/post
- **Retrieved**: 2026-01-05
- **Credibility**: Unrated
- **Notes**: CIRCULAR - Aggregates [S002] and [S003]. No original reporting.
"""


@pytest.fixture
def registry(store: CaseStore) -> SourceRegistry:
    return SourceRegistry(store.create("Acme fraud"))


def test_ids_are_sequential_and_state_stays_in_step(registry: SourceRegistry) -> None:
    first, created = registry.register("https://example.com/a", "A")
    second, _ = registry.register("https://example.com/b", "B", source_type="News Article")
    assert (first.id, second.id, created) == ("S001", "S002", True)
    state = registry.case.load_state()
    assert (state.next_source_id, state.sources_count) == ("S003", 2)
    data = json.loads(registry.path.read_text())
    assert data["schema_version"] == 1
    assert [s["id"] for s in data["sources"]] == ["S001", "S002"]
    assert data["sources"][1]["source_type"] == "News Article"
    assert data["sources"][0]["status"] == "active"
    assert data["sources"][0]["retrieved_at"].endswith("Z")


def test_same_normalised_url_returns_existing_id(registry: SourceRegistry) -> None:
    entry, _ = registry.register("https://www.example.com/report/?utm_source=x#top", "Report")
    again, created = registry.register("http://example.com/report", "Another title")
    assert (again.id, created, again.title) == (entry.id, False, "Report")
    assert registry.find_url("HTTPS://EXAMPLE.COM/report/") is not None
    assert registry.case.load_state().sources_count == 1


def test_deprecated_source_keeps_its_id_and_ids_are_never_reused(registry: SourceRegistry) -> None:
    registry.register("https://example.com/a", "A")
    registry.deprecate("S001", "Page removed", status="Link no longer valid")
    entry, created = registry.register("https://example.com/a", "A again")
    assert (entry.id, entry.status, created) == ("S001", "deprecated", False)
    new, _ = registry.register("https://example.com/b", "B")
    assert new.id == "S002"
    md = (registry.case.path / "sources.md").read_text()
    assert "### [S001] [DEPRECATED]" in md
    assert "| [S001] | [DEPRECATED] | Link no longer valid | - |" in md
    assert "**Total Sources**: 2" in md and "**Next ID**: S003" in md


def test_counter_behind_the_registry_never_hands_out_a_used_id(registry: SourceRegistry) -> None:
    registry.register("https://example.com/a", "A")
    state = registry.case.load_state()
    state.next_source_id = "S001"  # as if a crash had lost the state write
    registry.case.save_state(state)
    entry, _ = registry.register("https://example.com/b", "B")
    assert entry.id == "S002"


def test_parallel_registrations_get_distinct_ids(registry: SourceRegistry) -> None:
    results: list[str] = []
    lock = threading.Lock()

    def work(n: int) -> None:
        entry, _ = SourceRegistry(registry.case).register(f"https://example.com/{n % 10}", f"P{n}")
        with lock:
            results.append(entry.id)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(set(results)) == [f"S{n:03d}" for n in range(1, 11)]
    assert registry.case.load_state().next_source_id == "S011"


def test_update_evidence_and_unknown_ids(registry: SourceRegistry) -> None:
    registry.register("https://example.com/a", "A")
    registry.add_evidence_path("S001", "evidence/web/S001/")
    registry.add_evidence_path("S001", "evidence/web/S001/")
    assert registry.get("S001").evidence_paths == ["evidence/web/S001/"]
    with pytest.raises(UsageError, match="S009"):
        registry.update("S009", title="x")
    with pytest.raises(UsageError):
        registry.mark_circular("S001", ["S001"])
    with pytest.raises(TypeError):
        registry.update("S001", id="S002")


def test_corrupt_registry_is_reported_not_overwritten(registry: SourceRegistry) -> None:
    registry.path.write_text('{"schema_version": 1, "sources": [{"id": "X"}]}')
    with pytest.raises(CorruptCaseError, match=r"_sources\.json"):
        registry.register("https://example.com/a", "A")
    assert "X" in registry.path.read_text()


def test_sources_md_matches_the_seed_structure(registry: SourceRegistry) -> None:
    reg = registry
    reg.register(
        "https://courtlistener.com/docket/12345/",
        "Smith v. Jones Complaint",
        source_type="Court Filing",
        retrieved_at=WHEN,
        tier="Primary",
        tier_reason="official court record",
        archive_url="https://web.archive.org/web/2026/https://courtlistener.com/docket/12345/",
        evidence_paths=["evidence/web/S001/"],
        key_claims=["Timeline of events", "damages amount"],
        notes=["Filed in SDNY, Case No. 1:26-cv-00123"],
    )
    reg.set_credibility(
        [
            (
                "S001",
                Credibility(
                    domain_trust=0.9,
                    freshness=0.7,
                    authority=0.9,
                    content_quality=0.9,
                    overall=0.86,
                    admiralty="A",
                    assessed_by="model",
                ),
            )
        ]
    )
    reg.register(
        "https://nytimes.com/2026/01/inside",
        'NYT: "The Investigation"',
        source_type="News Article",
        author="Jane Reporter",
        publication="New York Times",
        retrieved_at=WHEN,
        tier="Secondary",
        tier_reason="journalism, named sources",
    )
    reg.register(
        "https://x.com/investigative_journo/status/1",
        "@journalist thread | breaking",
        source_type="Social Media",
        platform="X/Twitter",
        author="@investigative_journo",
        retrieved_at=WHEN,
        tier="Tertiary",
        tier_reason="unverified, but from credible reporter",
        notes=["Breaking news, needs verification"],
    )
    reg.register("https://example.org/gone", "Old page", retrieved_at=WHEN)
    reg.register("https://blog.example/post", "Aggregator", source_type="Blog Post", retrieved_at=WHEN)
    reg.mark_circular("S003", ["S002"])
    reg.mark_circular("S005", ["S002", "S003"], kind="aggregates")
    reg.deprecate("S004", "Page removed, no archive found", status="Link no longer valid")
    # Fix the clock-dependent fields so the whole file can be compared.
    data = reg.load()
    data.updated_at = datetime(2026, 1, 6, 9, 30, tzinfo=UTC)
    entry = data.by_id("S004")
    assert entry is not None
    entry.deprecated_at = datetime(2026, 1, 6, 9, 0, tzinfo=UTC)
    text = render_sources_md("acme-fraud", data, reg.case.load_state())
    assert text == EXPECTED_MD
    # What is on disk is the rendering of what is in _sources.json.
    assert (reg.case.path / "sources.md").read_text() == reg.render()


def test_empty_registry_renders_headers_only() -> None:
    state = CaseState(case_id="x", topic="X")
    text = render_sources_md("x", SourcesFile(), state)
    assert "**Total Sources**: 0" in text and "**Next ID**: S001" in text
    assert "## Quick Reference" in text and "## Full Source Entries" in text
    assert "### [" not in text
