"""URL normalisation gives one key per page."""

from __future__ import annotations

import pytest

from investigate.web.urls import domain_of, normalize_url


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("https://example.com/a", "http://www.EXAMPLE.com:80/a/"),
        ("https://example.com/a?x=1&y=2", "https://example.com/a?y=2&x=1&utm_source=news&fbclid=abc"),
        ("https://example.com/a#section", "https://example.com//a"),
        ("https://example.com", "https://example.com/"),
        ("https://example.com/caf%c3%a9", "https://example.com/café"),
        ("https://example.com:443/a", "https://example.com/a"),
    ],
)
def test_same_page_same_key(a: str, b: str) -> None:
    assert normalize_url(a) == normalize_url(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("https://example.com/a", "https://example.com/b"),
        ("https://example.com/a?id=1", "https://example.com/a?id=2"),
        ("https://example.com:8443/a", "https://example.com/a"),
        ("https://example.com/A", "https://example.com/a"),
        ("https://sub.example.com/a", "https://example.com/a"),
    ],
)
def test_different_pages_different_keys(a: str, b: str) -> None:
    assert normalize_url(a) != normalize_url(b)


def test_domain_of() -> None:
    assert domain_of("https://WWW.Nature.com/articles/x") == "nature.com"
    assert domain_of("not a url") == ""
