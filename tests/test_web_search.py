"""The provider registry: availability from keys/config, merged and de-duplicated results, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.cli.app import app
from investigate.config import load_settings
from investigate.errors import UsageError
from investigate.web.providers.base import Policy
from investigate.web.search import build_providers, merge_results, search_all
from investigate.web.search_types import SearchResult
from tests.web_support import LocalServer, Request, Response

FAST = Policy(min_interval_s=0.0, max_retries=0, backoff_s=0.01)


def _r(url: str, provider: str, published: str | None = None) -> SearchResult:
    return SearchResult(url=url, title=url, provider=provider, published=published)


def test_merge_interleaves_and_deduplicates() -> None:
    merged = merge_results(
        [
            [_r("https://a.example/x", "brave"), _r("https://b.example/", "brave")],
            [
                _r("http://www.a.example/x/?utm_source=t", "serper", "2024-01-01"),
                _r("https://c.example/", "serper"),
            ],
        ]
    )
    assert [(m.url, m.provider, m.also_found_by) for m in merged] == [
        ("https://a.example/x", "brave", ["serper"]),
        ("https://b.example/", "brave", []),
        ("https://c.example/", "serper", []),
    ]
    assert merged[0].published == "2024-01-01"


def test_availability_skips_providers_without_keys_or_urls(tmp_path: Path) -> None:
    settings = load_settings(env={}, cwd=tmp_path).settings
    available = build_providers(settings, env={})
    ready = {p.name for p in available.ready}
    assert ready == {"wikipedia", "duckduckgo", "crossref", "openalex", "edgar", "wayback"}
    assert available.skipped == {
        "tavily": "no TAVILY_API_KEY",
        "brave": "no BRAVE_API_KEY",
        "serper": "no SERPER_API_KEY",
        "searxng": "no INVESTIGATE_SEARXNG_URL (web.searxng_url)",
        "courtlistener": "no COURTLISTENER_API_TOKEN",
        "corpus": "no corpus indexed (investigate corpus index DIR)",
    }
    with_key = build_providers(settings, ["brave"], env={"BRAVE_API_KEY": "k"})
    assert [p.name for p in with_key.ready] == ["brave"]
    with pytest.raises(UsageError, match="TAVILY_API_KEY"):
        build_providers(settings, ["tavily"], env={})
    with pytest.raises(UsageError, match="unknown search provider"):
        build_providers(settings, ["altavista"], env={})


async def test_search_all_reports_failures_per_provider(web_server: LocalServer, tmp_path: Path) -> None:
    web_server.route(
        "/w/api.php",
        Response.of_json({"query": {"search": [{"title": "Acme", "snippet": "wiki"}]}}),
    )
    web_server.route("/cdx/search/cdx", Response(500, b"down"))
    env = {"INVESTIGATE_CACHE_DIR": str(tmp_path / "cache")}
    settings = load_settings(env=env, cwd=tmp_path).settings
    settings.web.base_urls = {"wikipedia": web_server.base, "wayback": web_server.base}
    available = build_providers(settings, ["wikipedia", "wayback"], env={}, policy=FAST)
    outcome = await search_all(available.ready, "acme.example", 5)
    assert [r.title for r in outcome.results] == ["Acme"]
    assert outcome.counts == {"wikipedia": 1, "wayback": 0}
    assert "HTTP 500" in outcome.errors["wayback"]


def test_cli_search_json_against_local_searxng(
    web_server: LocalServer, runner: CliRunner, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def handler(req: Request) -> Response:
        return Response.of_json(
            {"results": [{"url": "https://acme.example/", "title": "Acme", "content": "site"}]}
            if req.arg("pageno") == "1"
            else {"results": []}
        )

    web_server.route("/search", handler)
    monkeypatch.setenv("INVESTIGATE_SEARXNG_URL", web_server.base)
    monkeypatch.setenv("INVESTIGATE_CACHE_DIR", str(tmp_path / "cache"))
    result = runner.invoke(app, ["search", "acme", "--provider", "searxng", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["results"][0]["url"] == "https://acme.example/"
    assert data["counts"] == {"searxng": 1}
    result = runner.invoke(app, ["search", "acme", "--provider", "searxng"])
    assert "Acme" in result.stdout and "https://acme.example/" in result.stdout


def test_cli_search_with_missing_key_says_what_to_do(runner: CliRunner) -> None:
    result = runner.invoke(app, ["search", "acme", "--provider", "brave"])
    assert result.exit_code == 2
    assert "BRAVE_API_KEY" in result.output


def test_doctor_lists_searxng(runner: CliRunner) -> None:
    result = runner.invoke(app, ["doctor", "--json"])
    assert "INVESTIGATE_SEARXNG_URL" in result.stdout
