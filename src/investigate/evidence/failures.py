"""Recognising a capture that is not evidence: HTTP errors, bot walls, error pages, empty pages."""

from __future__ import annotations

import re
from dataclasses import dataclass

from investigate.evidence.models import FailureKind

# Phrases that interstitials (Cloudflare, Akamai, Imperva, DataDome, PerimeterX, generic CAPTCHAs)
# show instead of the page. Matched only on short pages or in the title, so an article that
# discusses CAPTCHAs is not mistaken for one.
BOT_WALL_PATTERNS: tuple[str, ...] = (
    r"just a moment\.\.\.",
    r"checking (if the site connection is secure|your browser before accessing)",
    r"attention required! \| cloudflare",
    r"enable javascript and cookies to continue",
    r"verify(ing)? (that )?you are (a )?human",
    r"are you a robot",
    r"please complete the security check",
    r"access to this page has been denied",
    r"request unsuccessful\. incapsula incident",
    r"pardon our interruption",
    r"\bcaptcha\b",
    r"ddos protection by",
)
_BOT_WALL = re.compile("|".join(BOT_WALL_PATTERNS), re.IGNORECASE)
# Scripts and ids that only challenge pages carry; checked in the markup of short pages.
_CHALLENGE_MARKUP = re.compile(
    r"cf-browser-verification|cf_chl_opt|/cdn-cgi/challenge-platform|px-captcha|_Incapsula_Resource"
    r"|captcha-delivery\.com|g-recaptcha|h-captcha|cf-turnstile",
    re.IGNORECASE,
)

ERROR_PAGE_PATTERNS: tuple[str, ...] = (
    r"\b(404|410|500|502|503)\b.{0,20}\b(not found|gone|error|unavailable)\b",
    r"\bpage (not found|does not exist|could not be found|cannot be found)\b",
    r"\b(this|the) page (you requested|you are looking for)? ?(is|was) (not available|no longer available|removed)",
    r"\bnot found\b",
    r"\binternal server error\b",
    r"\bservice (temporarily )?unavailable\b",
    r"\baccess denied\b",
    r"\bforbidden\b",
)
_ERROR_PAGE = re.compile("|".join(ERROR_PAGE_PATTERNS), re.IGNORECASE)

# Pages shorter than this are judged by their phrases; longer ones are real content.
SHORT_PAGE_CHARS = 2000


@dataclass(frozen=True)
class Verdict:
    kind: FailureKind
    reason: str


def classify_http_status(status: int, title: str = "", text: str = "") -> Verdict | None:
    """HTTP status >= 400 is a failure; a challenge body makes it a bot wall rather than an error."""
    if status < 400:
        return None
    wall = _bot_wall_phrase(title, text, short_only=False)
    if wall and status in (401, 403, 429, 503):
        return Verdict(FailureKind.BOT_WALL, f"HTTP {status} bot wall / challenge page ({wall!r})")
    return Verdict(FailureKind.HTTP_ERROR, f"HTTP {status}")


def classify_content(title: str, text: str, min_text_chars: int, html: str = "") -> Verdict | None:
    """Judge a page that loaded with a success status by what it shows (and, when short, its markup)."""
    wall = _bot_wall_phrase(title, text, short_only=True)
    if not wall and len(text) < SHORT_PAGE_CHARS:
        found = _CHALLENGE_MARKUP.search(html)
        wall = found.group(0) if found else None
    if wall:
        return Verdict(FailureKind.BOT_WALL, f"bot wall / challenge page ({wall!r})")
    stripped = " ".join(text.split())
    if len(stripped) < SHORT_PAGE_CHARS:
        match = _ERROR_PAGE.search(title) or (
            _ERROR_PAGE.search(stripped) if len(stripped) < SHORT_PAGE_CHARS // 4 else None
        )
        if match:
            return Verdict(FailureKind.ERROR_PAGE, f"error page ({match.group(0).strip()!r})")
    if len(stripped) < min_text_chars:
        return Verdict(
            FailureKind.EMPTY,
            f"near-empty page: {len(stripped)} characters of text (minimum {min_text_chars})",
        )
    return None


def _bot_wall_phrase(title: str, text: str, *, short_only: bool) -> str | None:
    match = _BOT_WALL.search(title)
    if match:
        return match.group(0)
    if short_only and len(text) > SHORT_PAGE_CHARS:
        return None
    match = _BOT_WALL.search(text[: SHORT_PAGE_CHARS * 4])
    return match.group(0) if match else None
