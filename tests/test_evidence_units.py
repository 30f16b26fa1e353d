"""Deterministic parts of capture: IDs and names that cannot escape the case, failure recognition,
batch parsing, the manifest format."""

from __future__ import annotations

from pathlib import Path

import pytest

from investigate.errors import UsageError
from investigate.evidence import failures
from investigate.evidence.batch import parse_batch
from investigate.evidence.capture import document_name
from investigate.evidence.manifest import ManifestError, read_manifest, update_manifest
from investigate.evidence.models import FailureKind
from investigate.evidence.paths import document_file, inside_case, safe_name, validate_source_id, web_dir


@pytest.mark.parametrize("good", ["S001", "S048", "S1000"])
def test_valid_source_ids(good: str) -> None:
    assert validate_source_id(good) == good
    assert web_dir(good) == f"evidence/web/{good}"


@pytest.mark.parametrize(
    "bad", ["S1", "S01", "S0001", "S000", "s001", "../S001", "S001/..", "S001\x00", "", "S 001"]
)
def test_invalid_source_ids_are_refused(bad: str) -> None:
    with pytest.raises(UsageError):
        validate_source_id(bad)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("../../etc/passwd", "etc_passwd"),
        ("SEC 10-K (2023).pdf", "sec_10_k_2023_pdf"),
        ("Отчёт о прибылях", "otchet_o_pribylyakh"),
        ("/", "document"),
        ("..", "document"),
        ("a" * 200, "a" * 60),
    ],
)
def test_safe_names(text: str, expected: str) -> None:
    assert safe_name(text) == expected


def test_document_paths_stay_in_the_documents_folder(tmp_path: Path) -> None:
    path = document_file("S015", "../../../../tmp/evil", "../sh")
    assert path == "evidence/documents/S015_tmp_evil.bin"
    assert inside_case(tmp_path, path).is_relative_to(tmp_path)
    with pytest.raises(UsageError):
        inside_case(tmp_path, "evidence/../../outside")
    with pytest.raises(UsageError):
        inside_case(tmp_path, "/etc/passwd")


def test_document_name_prefers_title_then_url() -> None:
    assert document_name("https://sec.gov/files/10k-2023.pdf") == "10k-2023"
    assert document_name("https://sec.gov/files/10k-2023.pdf", "SEC 10-K") == "SEC 10-K"
    assert document_name("https://sec.gov/", None, "Annual report") == "Annual report"
    assert document_name("https://sec.gov/") == "document"


def test_bot_wall_recognised_only_on_short_pages() -> None:
    wall = failures.classify_content("Just a moment...", "Checking your browser before accessing x.com", 150)
    assert wall is not None and wall.kind == FailureKind.BOT_WALL
    article = (
        "Why CAPTCHA systems fail. " + "Researchers found that most captcha schemes can be solved. " * 60
    )
    assert failures.classify_content("Are you a robot? The captcha problem", article, 150) is None
    markup = failures.classify_content("x", "Please wait " * 20, 10, html="<div class='cf-turnstile'></div>")
    assert markup is not None and markup.kind == FailureKind.BOT_WALL


def test_error_pages_and_empty_pages() -> None:
    assert (
        failures.classify_content("404 Not Found", "The requested URL was not found.", 10).kind
        == "error_page"
    )  # type: ignore[union-attr]
    assert failures.classify_content("Forbidden love: a review", "A long review. " * 200, 10) is None
    empty = failures.classify_content("Acme", "Loading", 150)
    assert empty is not None and empty.kind == FailureKind.EMPTY and "7 characters" in empty.reason
    assert failures.classify_http_status(200) is None
    assert failures.classify_http_status(404).reason == "HTTP 404"  # type: ignore[union-attr]
    assert "bot wall" in failures.classify_http_status(403).reason  # type: ignore[union-attr]


def test_error_responses_with_a_challenge_are_bot_walls() -> None:
    page = (
        "<html><head><title>Attention Required! | Cloudflare</title><script>var x=1;</script></head></html>"
    )
    wall = failures.classify_error_response(403, {}, page)
    assert wall.kind == FailureKind.BOT_WALL and "attention required! | cloudflare" in wall.reason.lower()
    header = failures.classify_error_response(503, {"CF-Mitigated": "challenge"}, "")
    assert header.kind == FailureKind.BOT_WALL and "cf-mitigated" in header.reason
    markup = failures.classify_error_response(429, {}, "<div class='g-recaptcha'></div>")
    assert markup.kind == FailureKind.BOT_WALL
    # A plain refusal, or a challenge marker on a status bot protection does not use, stays an HTTP error.
    plain = failures.classify_error_response(403, {}, "<h1>Forbidden</h1>")
    assert plain.kind == FailureKind.HTTP_ERROR and plain.reason.startswith("HTTP 403: the site refused")
    not_found = failures.classify_error_response(404, {"cf-mitigated": "challenge"}, "captcha")
    assert (not_found.kind, not_found.reason) == (FailureKind.HTTP_ERROR, "HTTP 404")


def test_batch_lines() -> None:
    requests = parse_batch(
        "# comment\n\nhttps://a.example/x\nS002|https://b.example/y|Title with | no\nS003|https://c.example/z\n"
    )
    assert [(r.source_id, r.url, r.title) for r in requests] == [
        (None, "https://a.example/x", None),
        ("S002", "https://b.example/y", "Title with | no"),
        ("S003", "https://c.example/z", None),
    ]
    with pytest.raises(UsageError, match="line 4"):
        parse_batch("https://a.example/x\n\n\nhttps://b.example/y|Title\n")
    assert [(r.source_id, r.url) for r in parse_batch("S003|https://c.example/z\n")] == [
        ("S003", "https://c.example/z")
    ]
    with pytest.raises(UsageError, match="no URLs"):
        parse_batch("# nothing\n")


def test_manifest_round_trip_and_bad_lines(tmp_path: Path) -> None:
    digest = "a" * 64
    update_manifest(
        tmp_path, [], {"evidence/web/S001/capture.txt": digest, "evidence/web/S002/raw.html": "b" * 64}
    )
    text = (tmp_path / "evidence/MANIFEST.sha256").read_text()
    assert text.splitlines()[0] == f"{digest}  web/S001/capture.txt"
    update_manifest(tmp_path, ["evidence/web/S001/capture.txt"], {})
    assert read_manifest(tmp_path) == {"web/S002/raw.html": "b" * 64}
    (tmp_path / "evidence/MANIFEST.sha256").write_text("not a manifest line\n")
    with pytest.raises(ManifestError):
        read_manifest(tmp_path)
