"""Case slugs from topics: "Corporate fraud at Acme Corp" -> "corporate-fraud-acme-corp"."""

from __future__ import annotations

import re
import unicodedata

# Short function words the seed examples drop; a topic made only of them keeps them.
STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "at",
        "of",
        "in",
        "on",
        "for",
        "to",
        "and",
        "or",
        "by",
        "with",
        "from",
        "about",
        "into",
        "over",
        "under",
        "vs",
        "versus",
        "is",
        "are",
        "was",
        "were",
    ]
)
MAX_SLUG_LENGTH = 60


def _ascii(text: str) -> str:
    normalized = unicodedata.normalize("NFKC", text)
    if normalized.isascii():
        return normalized
    from anyascii import anyascii

    return str(anyascii(normalized))


def slugify(topic: str) -> str:
    """Turn a topic into a lowercase ASCII slug of words joined by '-'; '' when nothing is left."""
    words = re.findall(r"[a-z0-9]+", _ascii(topic).lower().replace("'", ""))
    kept = [w for w in words if w not in STOP_WORDS] or words
    slug = ""
    for word in kept:
        candidate = f"{slug}-{word}" if slug else word
        if len(candidate) > MAX_SLUG_LENGTH:
            break
        slug = candidate
    return slug or (kept[0][:MAX_SLUG_LENGTH] if kept else "")


def unique_slug(base: str, taken: set[str]) -> str:
    """``base`` if free, else ``base-2``, ``base-3``, ..."""
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"
