"""The URL guard refuses every forbidden case (table-driven) and honours the allow-list exactly."""

from __future__ import annotations

import pytest

from investigate.errors import ExitCode, UsageError
from investigate.web.guard import BlockedURLError, UnresolvableHostError, check_url

# Names resolved by a fixed table so the test means the same on every machine.
DNS = {
    "public.example": ["93.184.216.34"],
    "v6.public.example": ["2606:4700::1111"],
    "internal.example": ["10.1.2.3"],
    "mixed.example": ["93.184.216.34", "192.168.1.10"],
    "rebind-v6.example": ["fd00::5"],
    "mapped.example": ["::ffff:127.0.0.1"],
    "metadata.example": ["169.254.169.254"],
    "localhost": ["127.0.0.1"],
}


def resolver(host: str, port: int) -> list[str]:
    if host not in DNS:
        raise OSError("Name or service not known")
    return DNS[host]


INTERNAL = "is a private, loopback, link-local or reserved address"

BLOCKED = [
    # schemes
    ("file:///etc/passwd", "only http and https"),
    ("FILE:///etc/passwd", "only http and https"),
    ("ftp://public.example/file", "only http and https"),
    ("gopher://public.example/", "only http and https"),
    ("javascript:alert(1)", "only http and https"),
    ("data:text/html,hi", "only http and https"),
    ("//public.example/x", "only http and https"),
    ("public.example/x", "only http and https"),
    # credentials
    ("http://user:pass@public.example/", "credentials"),
    ("http://user@public.example/", "credentials"),
    ("http://public.example@127.0.0.1/", "credentials"),
    ("http://:@public.example/", "credentials"),
    # ambiguous characters and hosts
    ("http://public.example\\@127.0.0.1/", "backslashes"),
    ("http://public.example /", "spaces"),
    ("http:///path-only", "no host"),
    ("http://public.example:99999/", "refused URL"),
    # IPv4 literals
    ("http://127.0.0.1/", INTERNAL),
    ("http://127.0.0.2:8080/", INTERNAL),
    ("http://10.0.0.1/", INTERNAL),
    ("http://172.16.5.4/", INTERNAL),
    ("http://192.168.0.1/", INTERNAL),
    ("http://169.254.169.254/latest/meta-data/", INTERNAL),
    ("http://100.64.0.1/", INTERNAL),
    ("http://0.0.0.0/", INTERNAL),
    ("http://224.0.0.1/", INTERNAL),
    ("http://240.0.0.1/", INTERNAL),
    ("http://255.255.255.255/", INTERNAL),
    ("http://192.0.2.1/", INTERNAL),
    ("http://198.18.0.1/", INTERNAL),
    # IPv6 literals, including IPv4-mapped / NAT64 / 6to4 forms of internal IPv4 addresses
    ("http://[::1]/", INTERNAL),
    ("http://[::]/", INTERNAL),
    ("http://[fe80::1]/", INTERNAL),
    ("http://[fe80::1%25eth0]/", INTERNAL),
    ("http://[fd12:3456::1]/", INTERNAL),
    ("http://[fc00::1]/", INTERNAL),
    ("http://[ff02::1]/", INTERNAL),
    ("http://[2001:db8::1]/", INTERNAL),
    ("http://[::ffff:127.0.0.1]/", INTERNAL),
    ("http://[::ffff:10.0.0.1]/", INTERNAL),
    ("http://[::ffff:169.254.169.254]/", INTERNAL),
    ("http://[64:ff9b::a00:1]/", INTERNAL),
    ("http://[2002:7f00:1::]/", INTERNAL),
    ("http://[::127.0.0.1]/", INTERNAL),
    # DNS names that resolve to internal addresses (any one internal address is enough)
    ("http://localhost:8000/", "resolves to 127.0.0.1"),
    ("http://LOCALHOST./", "resolves to 127.0.0.1"),
    ("https://internal.example/", "resolves to 10.1.2.3"),
    ("https://mixed.example/", "resolves to 192.168.1.10"),
    ("https://rebind-v6.example/", "resolves to fd00::5"),
    ("https://mapped.example/", "resolves to ::ffff:7f00:1"),
    ("http://metadata.example/", "resolves to 169.254.169.254"),
]


@pytest.mark.parametrize(("url", "reason"), BLOCKED)
def test_forbidden_urls_are_refused(url: str, reason: str) -> None:
    with pytest.raises(BlockedURLError) as info:
        check_url(url, [], resolver=resolver)
    assert reason in info.value.message
    assert isinstance(info.value, UsageError)
    assert info.value.code == ExitCode.USAGE


@pytest.mark.parametrize(
    "url",
    [
        "http://public.example/",
        "https://public.example:8443/a?b=c#d",
        "HTTPS://PUBLIC.EXAMPLE/",
        "https://v6.public.example/",
        "http://93.184.216.34/",
        "http://[2606:4700::1111]/",
        "http://[::ffff:93.184.216.34]/",
    ],
)
def test_public_urls_pass(url: str) -> None:
    check_url(url, [], resolver=resolver)


def test_unresolvable_host_is_refused_with_its_own_type() -> None:
    with pytest.raises(UnresolvableHostError, match="cannot resolve"):
        check_url("https://no-such-host.example/", [], resolver=resolver)


ALLOW_CASES = [
    # (allow list, url, allowed?)
    (["127.0.0.1"], "http://127.0.0.1:8123/page", True),
    (["127.0.0.1"], "http://localhost:8123/page", True),  # resolves to exactly 127.0.0.1
    (["127.0.0.1"], "http://127.0.0.2/", False),
    (["127.0.0.1"], "http://[::1]/", False),
    (["127.0.0.1"], "http://10.0.0.1/", False),
    (["127.0.0.1"], "http://169.254.169.254/", False),
    (["127.0.0.1"], "file:///etc/passwd", False),
    (["127.0.0.1"], "http://u:p@127.0.0.1/", False),
    (["10.0.0.0/8"], "http://10.200.3.4/", True),
    (["10.0.0.0/8"], "https://internal.example/", True),
    (["10.0.0.0/8"], "http://11.0.0.1/", True),  # public anyway
    (["10.0.0.0/8"], "http://192.168.0.1/", False),
    (["internal.example"], "https://internal.example/", True),
    (["INTERNAL.example."], "https://internal.example/", True),
    (["internal.example"], "https://other.internal.example/", False),
    (["internal.example"], "http://10.1.2.3/", False),  # the name is allowed, not its address
    (["fd00::/8"], "https://rebind-v6.example/", True),
    (["[::1]"], "http://[::1]:9000/", True),
    (["::1"], "http://127.0.0.1/", False),
    ([" ", ""], "http://127.0.0.1/", False),
]


@pytest.mark.parametrize(("allow", "url", "allowed"), ALLOW_CASES)
def test_allow_list_by_host_and_cidr(allow: list[str], url: str, allowed: bool) -> None:
    if allowed:
        check_url(url, allow, resolver=resolver)
    else:
        with pytest.raises(BlockedURLError):
            check_url(url, allow, resolver=resolver)


def test_system_resolver_is_used_by_default() -> None:
    # /etc/hosts maps localhost to a loopback address on every supported system.
    with pytest.raises(BlockedURLError, match="resolves to"):
        check_url("http://localhost/")
    check_url("http://127.0.0.1:1/", ["127.0.0.1"])
