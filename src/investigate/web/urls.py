"""URL normalisation: one key per page, so providers' results and registered sources de-duplicate."""

from __future__ import annotations

import contextlib
import re
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

# Query parameters that only track the visitor; they never change the page.
TRACKING_PARAMS = frozenset(
    {
        "fbclid",
        "gclid",
        "dclid",
        "msclkid",
        "yclid",
        "mc_cid",
        "mc_eid",
        "igshid",
        "ref_src",
        "_hsenc",
        "_hsmi",
        "spm",
    }
)
TRACKING_PREFIXES = ("utm_",)
DEFAULT_PORTS = {"http": 80, "https": 443}
_SLASHES = re.compile(r"/{2,}")
# Characters that stay literal in a normalised path (RFC 3986 unreserved + sub-delims + ':@/').
_PATH_SAFE = "/:@!$&'()*+,;=-._~"


def _clean_path(path: str) -> str:
    path = quote(unquote(path), safe=_PATH_SAFE + "%")
    path = _SLASHES.sub("/", path) or "/"
    if len(path) > 1 and path.endswith("/"):
        path = path.rstrip("/") or "/"
    return path


def normalize_url(url: str) -> str:
    """The comparison key of ``url``.

    Lower-cases scheme and host, treats http and https as one page, drops ``www.``, default
    ports, fragments, tracking parameters and trailing slashes, and sorts the query.
    """
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname:
        return text
    host = parts.hostname.rstrip(".")
    with contextlib.suppress(UnicodeError):
        host = host.encode("idna").decode("ascii")
    host = host.lower().removeprefix("www.")
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    netloc = host if port in (None, DEFAULT_PORTS[scheme]) else f"{host}:{port}"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if k.lower() not in TRACKING_PARAMS and not k.lower().startswith(TRACKING_PREFIXES)
    ]
    query.sort()
    return urlunsplit(("https", netloc, _clean_path(parts.path), urlencode(query), ""))


def domain_of(url: str) -> str:
    """The host of ``url`` without ``www.``, lower-cased ('' when there is none)."""
    try:
        host = urlsplit(url.strip()).hostname or ""
    except ValueError:
        return ""
    return host.rstrip(".").lower().removeprefix("www.")
