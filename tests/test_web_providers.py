"""Every provider against a local server answering in the shape the real API documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from investigate.web.providers.base import Policy
from investigate.web.providers.general import BraveProvider, SearxngProvider, SerperProvider, TavilyProvider
from investigate.web.providers.keyless import DuckDuckGoProvider, WikipediaProvider
from investigate.web.providers.records import CourtListenerProvider, EdgarProvider, WaybackProvider
from investigate.web.providers.scholarly import CrossrefProvider, OpenAlexProvider
from investigate.web.search_cache import SearchCache
from investigate.web.search_types import ProviderError
from tests.web_support import LocalServer, Request, Response

FAST = Policy(min_interval_s=0.0, max_retries=2, backoff_s=0.01, breaker_threshold=2, breaker_cooldown_s=60)


async def test_tavily(web_server: LocalServer) -> None:
    web_server.route(
        "/search",
        Response.of_json(
            {
                "query": "acme fraud",
                "answer": None,
                "response_time": 1.2,
                "results": [
                    {
                        "title": "Acme fined",
                        "url": "https://news.example/acme",
                        "content": "The regulator fined Acme.",
                        "score": 0.91,
                        "raw_content": None,
                        "published_date": "2024-03-05",
                    }
                ],
            }
        ),
    )
    provider = TavilyProvider(base_url=web_server.base, api_key="tvly-secret", policy=FAST)
    results = await provider.search("acme  fraud", 5)
    assert [(r.url, r.title, r.snippet, r.published, r.provider) for r in results] == [
        ("https://news.example/acme", "Acme fined", "The regulator fined Acme.", "2024-03-05", "tavily")
    ]
    call = web_server.calls("/search")[0]
    assert call.method == "POST"
    assert call.headers["authorization"] == "Bearer tvly-secret"
    assert call.json() == {
        "query": "acme fraud",
        "max_results": 5,
        "search_depth": "basic",
        "topic": "general",
    }


async def test_brave(web_server: LocalServer) -> None:
    web_server.route(
        "/res/v1/web/search",
        Response.of_json(
            {
                "type": "search",
                "query": {"original": "acme"},
                "web": {
                    "type": "search",
                    "results": [
                        {
                            "title": "Acme Corp - Wikipedia",
                            "url": "https://en.wikipedia.org/wiki/Acme_Corp",
                            "description": "<strong>Acme</strong> Corp is a company.",
                            "age": "March 5, 2024",
                            "page_age": "2024-03-05T00:00:00",
                        }
                    ],
                },
            }
        ),
    )
    provider = BraveProvider(base_url=web_server.base, api_key="brave-key", policy=FAST)
    results = await provider.search("acme", 50)
    assert results[0].snippet == "Acme Corp is a company."
    assert results[0].published == "2024-03-05T00:00:00"
    call = web_server.calls("/res/v1/web/search")[0]
    assert call.headers["x-subscription-token"] == "brave-key"
    assert call.arg("q") == "acme" and call.arg("count") == "20"  # clamped to Brave's maximum


async def test_serper(web_server: LocalServer) -> None:
    web_server.route(
        "/search",
        Response.of_json(
            {
                "searchParameters": {"q": "acme", "type": "search"},
                "organic": [
                    {
                        "title": "Acme",
                        "link": "https://acme.example/",
                        "snippet": "Official site",
                        "position": 1,
                    },
                    {
                        "title": "Acme news",
                        "link": "https://news.example/a",
                        "snippet": "News",
                        "date": "Mar 5, 2024",
                        "position": 2,
                    },
                ],
            }
        ),
    )
    provider = SerperProvider(base_url=web_server.base, api_key="serper-key", policy=FAST)
    results = await provider.search("acme", 2)
    assert [r.url for r in results] == ["https://acme.example/", "https://news.example/a"]
    assert results[1].published == "Mar 5, 2024"
    call = web_server.calls("/search")[0]
    assert call.headers["x-api-key"] == "serper-key"
    assert call.json() == {"q": "acme", "num": 10}


async def test_searxng_pages_until_limit(web_server: LocalServer) -> None:
    def handler(req: Request) -> Response:
        page = int(req.arg("pageno") or 1)
        assert req.arg("format") == "json"
        items = [
            {
                "url": f"https://site.example/{page}/{i}",
                "title": f"P{page} R{i}",
                "content": "text",
                "engine": "bing",
                "engines": ["bing", "google"],
                "publishedDate": None,
            }
            for i in range(3)
        ]
        return Response.of_json({"query": req.arg("q"), "number_of_results": 0, "results": items})

    web_server.route("/search", handler)
    provider = SearxngProvider(base_url=web_server.base, policy=FAST)
    results = await provider.search("acme", 5)
    assert len(results) == 5
    assert [c.arg("pageno") for c in web_server.calls("/search")] == ["1", "2"]
    assert results[0].extra["engines"] == ["bing", "google"]


async def test_wikipedia(web_server: LocalServer) -> None:
    web_server.route(
        "/w/api.php",
        Response.of_json(
            {
                "batchcomplete": True,
                "continue": {"sroffset": 2, "continue": "-||"},
                "query": {
                    "searchinfo": {"totalhits": 120},
                    "search": [
                        {
                            "ns": 0,
                            "title": "Acme Corporation",
                            "pageid": 123,
                            "snippet": 'The <span class="searchmatch">Acme</span> Corporation &amp; friends',
                            "timestamp": "2024-02-01T10:00:00Z",
                        }
                    ],
                },
            }
        ),
    )
    provider = WikipediaProvider(base_url=web_server.base, policy=FAST)
    [result] = await provider.search("acme", 3)
    assert result.url == f"{web_server.base}/wiki/Acme_Corporation"
    assert result.snippet == "The Acme Corporation & friends"
    call = web_server.calls("/w/api.php")[0]
    assert (call.arg("action"), call.arg("list"), call.arg("srsearch"), call.arg("srlimit")) == (
        "query",
        "search",
        "acme",
        "3",
    )
    assert call.headers["user-agent"].startswith("investigate/")


DDG_HTML = """<html><body><div class="serp__results"><div id="links" class="results">
<div class="result results_links results_links_deep result--ad">
  <div class="links_main links_deep result__body"><h2 class="result__title">
  <a rel="nofollow" class="result__a" href="https://duckduckgo.com/y.js?ad_provider=x">Buy Acme</a></h2>
  <a class="result__snippet" href="#">Sponsored</a></div></div>
<div class="result results_links results_links_deep web-result ">
  <div class="links_main links_deep result__body"><h2 class="result__title">
  <a rel="nofollow" class="result__a" href="//duckduckgo.com/l/?uddg=https%3A%2F%2Fnews.example%2Facme%3Fa%3D1&amp;rut=abc">Acme <b>fined</b></a></h2>
  <a class="result__snippet" href="//duckduckgo.com/l/?uddg=x">The regulator <b>fined</b> Acme.</a></div></div>
<div class="result results_links results_links_deep web-result ">
  <div class="links_main links_deep result__body"><h2 class="result__title">
  <a rel="nofollow" class="result__a" href="https://plain.example/page">Plain link</a></h2></div></div>
</div></div></body></html>"""


async def test_duckduckgo_html(web_server: LocalServer) -> None:
    web_server.route("/html/", Response.of_html(DDG_HTML))
    provider = DuckDuckGoProvider(base_url=web_server.base, policy=FAST)
    results = await provider.search("acme fined", 10)
    assert [(r.url, r.title, r.snippet) for r in results] == [
        ("https://news.example/acme?a=1", "Acme fined", "The regulator fined Acme."),
        ("https://plain.example/page", "Plain link", ""),
    ]
    call = web_server.calls("/html/")[0]
    assert call.method == "POST" and b"q=acme+fined" in call.body


def _crossref_work(doi: str, title: str, **extra: object) -> dict[str, object]:
    return {
        "DOI": doi,
        "title": [title],
        "URL": f"https://dx.doi.org/{doi}",
        "type": "journal-article",
        "container-title": ["The Lancet"],
        "published": {"date-parts": [[1998, 2, 28]]},
        **extra,
    }


async def test_crossref_search_and_retraction_notices(web_server: LocalServer) -> None:
    original = "10.1016/s0140-6736(97)11096-0"

    def works(req: Request) -> Response:
        if req.arg("filter") == f"updates:{original}":
            notice = _crossref_work(
                "10.1016/s0140-6736(10)60175-4",
                "Retraction—Ileal-lymphoid-nodular hyperplasia",
                **{
                    "update-to": [
                        {
                            "DOI": original,
                            "type": "retraction",
                            "label": "Retraction",
                            "updated": {"date-parts": [[2010, 2, 6]]},
                        }
                    ]
                },
            )
            return Response.of_json(
                {"status": "ok", "message-type": "work-list", "message": {"items": [notice]}}
            )
        assert req.arg("rows") == "2" and req.arg("mailto") == "desk@example.org"
        return Response.of_json(
            {
                "status": "ok",
                "message-type": "work-list",
                "message": {"total-results": 1, "items": [_crossref_work("10.1/abc", "A study")]},
            }
        )

    def one_work(req: Request) -> Response:
        work = _crossref_work(
            original,
            "RETRACTED: Ileal-lymphoid-nodular hyperplasia",
            **{
                "updated-by": [
                    {
                        "DOI": "10.1016/s0140-6736(04)15715-2",
                        "type": "correction",
                        "source": "retraction-watch",
                        "updated": {"date-parts": [[2004, 3, 6]]},
                    }
                ]
            },
        )
        return Response.of_json({"status": "ok", "message-type": "work", "message": work})

    web_server.route("/works", works)
    web_server.route(f"/works/{original}", one_work)
    provider = CrossrefProvider(base_url=web_server.base, policy=FAST, mailto="desk@example.org")
    [hit] = await provider.search("vaccine autism study", 2)
    assert (hit.url, hit.published, hit.extra["status"]) == ("https://doi.org/10.1/abc", "1998-02-28", "ok")

    record = await provider.lookup_doi(original)
    assert record.status == "retracted" and record.retracted
    assert [(n.kind, n.date, n.source) for n in record.notices] == [
        ("correction", "2004-03-06", "retraction-watch"),
        ("retraction", "2010-02-06", "publisher"),
    ]
    # A bare DOI as the query is a lookup, and the result carries the notices.
    [by_doi] = await provider.search(original, 5)
    assert by_doi.extra["status"] == "retracted"


async def test_openalex(web_server: LocalServer) -> None:
    web_server.route(
        "/works",
        Response.of_json(
            {
                "meta": {"count": 1, "page": 1, "per_page": 3},
                "results": [
                    {
                        "id": "https://openalex.org/W2741809807",
                        "doi": "https://doi.org/10.7717/peerj.4375",
                        "display_name": "The state of OA",
                        "title": "The state of OA",
                        "publication_date": "2018-02-13",
                        "is_retracted": False,
                        "cited_by_count": 700,
                        "primary_location": {
                            "landing_page_url": "https://peerj.com/articles/4375",
                            "source": {"display_name": "PeerJ"},
                        },
                        "abstract_inverted_index": {"Despite": [0], "growing": [1], "interest": [2]},
                    }
                ],
            }
        ),
    )
    provider = OpenAlexProvider(base_url=web_server.base, policy=FAST)
    [result] = await provider.search("open access", 3)
    assert (result.url, result.published, result.snippet) == (
        "https://doi.org/10.7717/peerj.4375",
        "2018-02-13",
        "Despite growing interest",
    )
    assert result.extra["venue"] == "PeerJ"
    assert web_server.calls("/works")[0].arg("per-page") == "3"


async def test_edgar_full_text_search(web_server: LocalServer) -> None:
    web_server.route(
        "/LATEST/search-index",
        Response.of_json(
            {
                "took": 12,
                "hits": {
                    "total": {"value": 1, "relation": "eq"},
                    "hits": [
                        {
                            "_index": "edgar_file",
                            "_id": "0000950170-23-012345:acme-20221231.htm",
                            "_score": 9.1,
                            "_source": {
                                "ciks": ["0000012345"],
                                "display_names": ["ACME CORP  (ACME)  (CIK 0000012345)"],
                                "file_date": "2023-03-01",
                                "form": "10-K",
                                "root_forms": ["10-K"],
                                "adsh": "0000950170-23-012345",
                                "file_type": "10-K",
                                "file_description": "ANNUAL REPORT",
                                "period_ending": "2022-12-31",
                            },
                        }
                    ],
                },
            }
        ),
    )
    provider = EdgarProvider(
        base_url=web_server.url("/LATEST"), archive_base_url="https://www.sec.gov", policy=FAST
    )
    [result] = await provider.search('"going concern" acme', 10)
    assert result.url == "https://www.sec.gov/Archives/edgar/data/12345/000095017023012345/acme-20221231.htm"
    assert result.published == "2023-03-01"
    assert result.extra["form"] == "10-K"
    assert web_server.calls("/LATEST/search-index")[0].arg("q") == '"going concern" acme'


async def test_courtlistener(web_server: LocalServer) -> None:
    web_server.route(
        "/api/rest/v4/search/",
        Response.of_json(
            {
                "count": 1,
                "next": None,
                "previous": None,
                "results": [
                    {
                        "absolute_url": "/opinion/4847328/smith-v-acme/",
                        "caseName": "Smith v. Acme Corp",
                        "court": "District Court, S.D. New York",
                        "court_id": "nysd",
                        "dateFiled": "2021-01-13",
                        "docketNumber": "1:20-cv-00123",
                        "cluster_id": 4847328,
                        "opinions": [{"id": 1, "snippet": "Acme <mark>fraud</mark> claims"}],
                    }
                ],
            }
        ),
    )
    provider = CourtListenerProvider(base_url=web_server.base, api_key="cl-token", policy=FAST)
    [result] = await provider.search("acme fraud", 5)
    assert result.url == f"{web_server.base}/opinion/4847328/smith-v-acme/"
    assert result.snippet == "Acme fraud claims"
    assert result.published == "2021-01-13"
    call = web_server.calls("/api/rest/v4/search/")[0]
    assert call.headers["authorization"] == "Token cl-token"
    assert call.arg("type") == "o"


async def test_wayback_cdx(web_server: LocalServer) -> None:
    web_server.route(
        "/cdx/search/cdx",
        Response.of_json(
            [
                ["timestamp", "original", "mimetype", "statuscode", "digest"],
                ["20200101000000", "http://acme.example/", "text/html", "200", "AAA"],
                ["20230505120000", "http://acme.example/", "text/html", "200", "BBB"],
            ]
        ),
    )
    provider = WaybackProvider(base_url=web_server.base, policy=FAST)
    results = await provider.search("acme.example", 2)
    assert [r.url for r in results] == [
        f"{web_server.base}/web/20230505120000/http://acme.example/",
        f"{web_server.base}/web/20200101000000/http://acme.example/",
    ]
    assert results[0].published == "2023-05-05"
    call = web_server.calls("/cdx/search/cdx")[0]
    assert (call.arg("url"), call.arg("output"), call.arg("limit")) == ("acme.example", "json", "-2")
    assert await provider.search("words not a url", 2) == []


async def test_retries_then_success_honours_retry_after(web_server: LocalServer) -> None:
    answers = [Response(503, b"busy"), Response(429, b"slow down", {"Retry-After": "0"})]

    def handler(req: Request) -> Response:
        if answers:
            return answers.pop(0)
        return Response.of_json({"query": {"search": [{"title": "Ok", "snippet": ""}]}})

    web_server.route("/w/api.php", handler)
    provider = WikipediaProvider(base_url=web_server.base, policy=FAST)
    assert [r.title for r in await provider.search("x", 1)] == ["Ok"]
    assert len(web_server.calls("/w/api.php")) == 3


async def test_circuit_breaker_opens_after_repeated_failures(web_server: LocalServer) -> None:
    web_server.route("/w/api.php", Response(500, b"down"))
    provider = WikipediaProvider(base_url=web_server.base, policy=FAST)
    for _ in range(2):
        with pytest.raises(ProviderError, match="HTTP 500"):
            await provider.search("x", 1)
    calls = len(web_server.calls("/w/api.php"))
    assert calls == 6  # two searches, three attempts each
    with pytest.raises(ProviderError, match="circuit open"):
        await provider.search("x", 1)
    assert len(web_server.calls("/w/api.php")) == calls  # nothing sent while open


async def test_bad_key_is_not_retried(web_server: LocalServer) -> None:
    web_server.route("/search", Response.of_json({"detail": {"error": "Unauthorized"}}, status=401))
    provider = TavilyProvider(base_url=web_server.base, api_key="bad", policy=FAST)
    with pytest.raises(ProviderError, match="access refused") as info:
        await provider.search("x", 1)
    assert info.value.fix == "check TAVILY_API_KEY"
    assert len(web_server.calls("/search")) == 1


async def test_unexpected_shape_is_a_provider_error(web_server: LocalServer) -> None:
    web_server.route("/LATEST/search-index", Response.of_json({"hits": {"hits": [{"_id": "x"}]}}))
    provider = EdgarProvider(base_url=web_server.url("/LATEST"), policy=FAST)
    with pytest.raises(ProviderError, match="unexpected response shape"):
        await provider.search("x", 1)


async def test_cache_serves_repeat_queries_until_ttl(web_server: LocalServer, tmp_path: Path) -> None:
    web_server.route("/w/api.php", Response.of_json({"query": {"search": [{"title": "A", "snippet": ""}]}}))
    cache = SearchCache(tmp_path / "cache", ttl_s=3600)
    provider = WikipediaProvider(base_url=web_server.base, policy=FAST, cache=cache)
    first = await provider.search("acme", 5)
    second = await WikipediaProvider(base_url=web_server.base, policy=FAST, cache=cache).search("acme", 5)
    assert first == second and len(web_server.calls("/w/api.php")) == 1
    expired = SearchCache(tmp_path / "cache", ttl_s=0)
    await WikipediaProvider(base_url=web_server.base, policy=FAST, cache=expired).search("acme", 5)
    assert len(web_server.calls("/w/api.php")) == 2


def test_keyed_provider_without_key_is_refused() -> None:
    from investigate.errors import UsageError

    with pytest.raises(UsageError, match="BRAVE_API_KEY"):
        BraveProvider()
