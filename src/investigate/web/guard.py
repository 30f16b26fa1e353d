"""The URL guard: which URLs the tool may fetch or capture (shared by fetch and capture).

Only http(s) URLs without credentials whose host resolves to public addresses pass, unless the
host name or its address is listed in ``network.allow_hosts`` / ``INVESTIGATE_ALLOW_HOSTS``.
Callers re-check every redirect hop, since a public page may redirect to an internal one.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Sequence
from urllib.parse import SplitResult, urlsplit

from investigate.errors import UsageError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
Resolver = Callable[[str, int], list[str]]

ALLOWED_SCHEMES = frozenset({"http", "https"})

# IANA special-purpose blocks, spelled out because Python 3.11's ``is_private`` misses some
# (e.g. 100.64.0.0/10) and the answer must not depend on the interpreter's patch level.
_BLOCKED_V4 = tuple(
    ipaddress.IPv4Network(n)
    for n in (
        "0.0.0.0/8",  # "this network", incl. 0.0.0.0 which connects to the local host
        "10.0.0.0/8",
        "100.64.0.0/10",  # carrier-grade NAT
        "127.0.0.0/8",
        "169.254.0.0/16",  # link-local, incl. cloud metadata 169.254.169.254
        "172.16.0.0/12",
        "192.0.0.0/24",
        "192.0.2.0/24",
        "192.88.99.0/24",
        "192.168.0.0/16",
        "198.18.0.0/15",
        "198.51.100.0/24",
        "203.0.113.0/24",
        "224.0.0.0/4",  # multicast
        "240.0.0.0/4",  # reserved, incl. broadcast
    )
)
_BLOCKED_V6 = tuple(
    ipaddress.IPv6Network(n)
    for n in (
        "::/128",
        "::1/128",
        "100::/64",  # discard
        "2001::/23",  # IETF protocol assignments (Teredo, ORCHID, ...)
        "2001:db8::/32",  # documentation
        "3fff::/20",  # documentation
        "5f00::/16",  # segment routing
        "fc00::/7",  # unique local
        "fe80::/10",  # link-local
        "fec0::/10",  # old site-local
        "ff00::/8",  # multicast
    )
)
# IPv6 forms that carry an IPv4 address the packet really goes to: the embedded one is checked.
_NAT64 = (ipaddress.IPv6Network("64:ff9b::/96"), ipaddress.IPv6Network("64:ff9b:1::/48"))
_IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")


class BlockedURLError(UsageError):
    """The URL guard refused a URL (scheme, credentials or a non-public address)."""


class UnresolvableHostError(BlockedURLError):
    """The host name does not resolve, so its addresses cannot be checked."""


def system_resolver(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to, as the operating system would connect."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


def parse_allow_list(entries: Sequence[str]) -> tuple[frozenset[str], tuple[IPNetwork, ...]]:
    """Split allow-list entries into host names and networks (a bare IP is a one-address network)."""
    names: set[str] = set()
    networks: list[IPNetwork] = []
    for raw in entries:
        entry = raw.strip().lower().rstrip(".")
        if not entry:
            continue
        candidate = entry[1:-1] if entry.startswith("[") and entry.endswith("]") else entry
        try:
            networks.append(ipaddress.ip_network(candidate, strict=False))
        except ValueError:
            names.add(entry)
    return frozenset(names), tuple(networks)


def _embedded_v4(addr: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if addr.ipv4_mapped is not None:
        return addr.ipv4_mapped
    if addr.sixtofour is not None:
        return addr.sixtofour
    if any(addr in net for net in _NAT64) or (addr in _IPV4_COMPATIBLE and int(addr) > 1):
        return ipaddress.IPv4Address(int(addr) & 0xFFFFFFFF)
    return None


def is_public_address(addr: IPAddress) -> bool:
    """True when ``addr`` is a globally routable unicast address."""
    if isinstance(addr, ipaddress.IPv6Address):
        embedded = _embedded_v4(addr)
        if embedded is not None:
            return is_public_address(embedded)
        if any(addr in net for net in _BLOCKED_V6):
            return False
    elif any(addr in net for net in _BLOCKED_V4):
        return False
    return not (
        addr.is_private
        or addr.is_loopback
        or addr.is_link_local
        or addr.is_multicast
        or addr.is_reserved
        or addr.is_unspecified
    )


def _split(url: str) -> SplitResult:
    if any(ch.isspace() or ord(ch) < 0x20 or ch == "\\" for ch in url):
        # Parsers disagree on these; a URL that means different things to the guard and the
        # HTTP client is refused rather than guessed at.
        raise BlockedURLError(f"refused URL {url!r}: it contains spaces, control characters or backslashes")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (raises ValueError on a bad port)
    except ValueError as exc:
        raise BlockedURLError(f"refused URL {url!r}: {exc}") from None
    return parts


def _address(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None


def check_url(url: str, allow_hosts: Sequence[str] = (), *, resolver: Resolver | None = None) -> None:
    """Raise BlockedURLError unless ``url`` may be fetched; see the module docstring for the rules."""
    parts = _split(url)
    scheme = parts.scheme.lower()
    if scheme not in ALLOWED_SCHEMES:
        shown = f"{scheme}://" if scheme else "no scheme"
        raise BlockedURLError(
            f"refused URL {url!r}: only http and https are fetched ({shown})",
            fix="give an http:// or https:// address",
        )
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise BlockedURLError(
            f"refused URL {url!r}: it carries credentials", fix="remove the user:password@ part"
        )
    host = (parts.hostname or "").rstrip(".")
    if not host:
        raise BlockedURLError(f"refused URL {url!r}: it has no host")
    if host in parse_allow_list(allow_hosts)[0]:
        return  # an allowed name is allowed wherever it points; nothing to resolve
    port = parts.port or (443 if scheme == "https" else 80)
    permitted_addresses(host, port, allow_hosts, resolver=resolver, url=url)


def permitted_addresses(
    host: str,
    port: int,
    allow_hosts: Sequence[str] = (),
    *,
    resolver: Resolver | None = None,
    url: str | None = None,
) -> list[str]:
    """The addresses ``host`` resolves to, once all are checked (BlockedURLError if any is not public
    or allowed). Connect to one of these, so that the address checked is the address reached."""
    shown = url or host
    host = host.rstrip(".").lower()
    names, networks = parse_allow_list(allow_hosts)
    literal = _address(host[1:-1] if host.startswith("[") and host.endswith("]") else host)
    if literal is not None:
        addresses = [literal]
    else:
        try:
            ascii_host = host.encode("idna").decode("ascii")
        except UnicodeError:
            raise BlockedURLError(f"refused URL {shown!r}: host {host!r} is not a valid name") from None
        try:
            resolved = (resolver or system_resolver)(ascii_host, port)
        except (OSError, UnicodeError) as exc:
            raise UnresolvableHostError(
                f"cannot resolve host {host!r} of {shown!r}: {exc}",
                fix="check the address and your network connection",
            ) from None
        addresses = [a for a in (_address(r) for r in resolved) if a is not None]
        if not addresses:
            raise UnresolvableHostError(f"cannot resolve host {host!r} of {shown!r}: no addresses")
    if host in names:
        return [str(a) for a in addresses]
    for addr in addresses:
        if any(addr.version == net.version and addr in net for net in networks):
            continue
        if not is_public_address(addr):
            via = "" if literal is not None else f" (resolves to {addr})"
            raise BlockedURLError(
                f"refused URL {shown!r}: host {host}{via} is a private, loopback, link-local or reserved address",
                fix="if this host is meant to be reached, add it to network.allow_hosts or INVESTIGATE_ALLOW_HOSTS",
            )
    return [str(a) for a in addresses]


def allowed_hosts_from_settings() -> list[str]:
    """The allow-list from the effective configuration (config file + INVESTIGATE_ALLOW_HOSTS)."""
    from investigate.config import load_settings

    return list(load_settings().settings.network.allow_hosts)
