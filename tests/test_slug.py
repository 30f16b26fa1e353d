from __future__ import annotations

import pytest

from investigate.case.slug import MAX_SLUG_LENGTH, slugify, unique_slug


@pytest.mark.parametrize(
    ("topic", "slug"),
    [
        ("Corporate fraud at Acme Corp", "corporate-fraud-acme-corp"),
        ("FTX collapse", "ftx-collapse"),
        ("Boeing 737 MAX crashes", "boeing-737-max-crashes"),
        ("  The   Theranos   story!  ", "theranos-story"),
        ("Who's behind the 2024 outage?", "whos-behind-2024-outage"),
        ("Café Müller: Förderung", "cafe-muller-forderung"),
        ("Москва коррупция", "moskva-korruptsiya"),
        ("北京 污染", "beijing-wuran"),
        ("The Who", "who"),
        ("of the", "of-the"),  # only stop words: keep them rather than return nothing
    ],
)
def test_slugify_follows_seed_examples(topic: str, slug: str) -> None:
    assert slugify(topic) == slug


def test_slugify_of_punctuation_is_empty() -> None:
    assert slugify("?!  ...") == ""


def test_long_topics_are_cut_at_a_word_boundary() -> None:
    slug = slugify("investigation " * 20)
    assert len(slug) <= MAX_SLUG_LENGTH
    assert not slug.endswith("-")
    assert all(part == "investigation" for part in slug.split("-"))


def test_unique_slug_appends_counter() -> None:
    assert unique_slug("ftx-collapse", set()) == "ftx-collapse"
    assert unique_slug("ftx-collapse", {"ftx-collapse"}) == "ftx-collapse-2"
    assert unique_slug("ftx-collapse", {"ftx-collapse", "ftx-collapse-2"}) == "ftx-collapse-3"
