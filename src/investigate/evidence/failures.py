"""Recognising a capture that is not evidence: HTTP errors, bot walls, error pages, empty pages."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from html import unescape

from investigate.evidence.models import FailureKind

# Phrases that interstitials (Cloudflare, Akamai, Imperva, DataDome, PerimeterX, generic CAPTCHAs)
# show instead of the page. Matched only on short pages, so an article that discusses CAPTCHAs
# is not mistaken for one.
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
# A title alone marks an error page only when it is nothing but the error.
_ERROR_TITLE = re.compile(
    r"^\W*(error\W*)?(40[0134]|410|50[0234])\b"
    r"|\bpage (not found|does not exist|could not be found|cannot be found)\b"
    r"|^\W*(not found|access denied|forbidden|internal server error|service unavailable|bad gateway)\W*$",
    re.IGNORECASE,
)

# Pages shorter than this are judged by their phrases; longer ones are real content.
SHORT_PAGE_CHARS = 2000


class CaptureFailure(Exception):
    """A capture that cannot become evidence, with the kind and a one-line reason."""

    def __init__(
        self,
        kind: FailureKind,
        reason: str,
        *,
        http_status: int | None = None,
        final_url: str | None = None,
    ) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason
        self.http_status = http_status
        self.final_url = final_url


@dataclass(frozen=True)
class Verdict:
    kind: FailureKind
    reason: str


# Statuses that bot protection answers with; said in the reason so the user knows what to try.
REFUSAL_STATUSES = frozenset({401, 403, 429, 503})
# Response headers that bot-protection services set on a challenge (Cloudflare, AWS WAF).
_CHALLENGE_HEADERS = (
    ("cf-mitigated", "challenge"),
    ("x-amzn-waf-action", "captcha"),
    ("x-amzn-waf-action", "challenge"),
)
_SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_TITLE = re.compile(r"<title[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)


def classify_http_status(status: int) -> Verdict | None:
    """HTTP status >= 400 is a failure, never evidence."""
    if status < 400:
        return None
    if status in REFUSAL_STATUSES:
        return Verdict(
            FailureKind.HTTP_ERROR,
            f"HTTP {status}: the site refused the request (often a bot wall; try --wayback-fallback)",
        )
    return Verdict(FailureKind.HTTP_ERROR, f"HTTP {status}")


def classify_error_response(status: int, headers: Mapping[str, str], html: str) -> Verdict:
    """An HTTP error answer: a bot wall when a refusal status comes with a challenge header or
    page (recognised from the headers and the start of the body), else an HTTP error."""
    if status in REFUSAL_STATUSES:
        lowered = {k.lower(): v.strip().lower() for k, v in headers.items()}
        marker = next(
            (f"{name}: {value}" for name, value in _CHALLENGE_HEADERS if lowered.get(name) == value), None
        )
        if marker is None:
            title, text = _title_and_text(html)
            marker = _bot_wall_phrase(title, text)
            if marker is None and len(text) < SHORT_PAGE_CHARS:
                found = _CHALLENGE_MARKUP.search(html)
                marker = found.group(0) if found else None
        if marker is not None:
            return Verdict(
                FailureKind.BOT_WALL,
                f"HTTP {status}: bot wall / challenge page ({marker!r}); try --wayback-fallback",
            )
    verdict = classify_http_status(status)
    assert verdict is not None, "only called for status >= 400"
    return verdict


def _title_and_text(html: str) -> tuple[str, str]:
    """Title and visible text of a (short) page, without a browser: enough to read a challenge page."""
    found = _TITLE.search(html)
    title = unescape(_TAG.sub(" ", found.group(1))).strip() if found else ""
    body = _TITLE.sub(" ", _SCRIPT_OR_STYLE.sub(" ", html))
    return title, " ".join(unescape(_TAG.sub(" ", body)).split())


def classify_content(title: str, text: str, min_text_chars: int, html: str = "") -> Verdict | None:
    """Judge a page that loaded with a success status by what it shows (and, when short, its markup)."""
    wall = _bot_wall_phrase(title, text)
    if not wall and len(text) < SHORT_PAGE_CHARS:
        found = _CHALLENGE_MARKUP.search(html)
        wall = found.group(0) if found else None
    if wall:
        return Verdict(FailureKind.BOT_WALL, f"bot wall / challenge page ({wall!r})")
    stripped = " ".join(text.split())
    if len(stripped) < SHORT_PAGE_CHARS:
        match = _ERROR_TITLE.search(title) or (
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


def _bot_wall_phrase(title: str, text: str) -> str | None:
    # Challenge pages are short; a long page that mentions CAPTCHAs is an article about them.
    if len(" ".join(text.split())) > SHORT_PAGE_CHARS:
        return None
    match = _BOT_WALL.search(title) or _BOT_WALL.search(text)
    return match.group(0) if match else None
