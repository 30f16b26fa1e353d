"""An httpx transport that connects only to addresses the URL guard has just checked.

The guard resolves a host name to check its addresses; if httpx then resolved the name again to
connect, a name that answers differently the second time (DNS rebinding) would reach an address
nobody checked. Here the connection step itself resolves the name once, checks every address and
connects to a checked one. The request still names the host, so the Host header, TLS SNI and the
certificate check are unchanged.

Imported lazily (httpx, httpcore): only fetching code uses it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence

import httpcore
import httpx

from investigate.web.guard import Resolver, permitted_addresses

SocketOption = tuple[int, int, int] | tuple[int, int, bytes | bytearray] | tuple[int, int, None, int]
# httpx's own defaults for a client's pool.
LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20)


class GuardedBackend(httpcore.AsyncNetworkBackend):
    """httpcore's network backend with the guard at the moment of connecting."""

    def __init__(self, allow_hosts: Sequence[str], resolver: Resolver | None = None) -> None:
        self.allow_hosts = tuple(allow_hosts)
        self.resolver = resolver
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[SocketOption] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        """Resolve ``host`` once, refuse it unless every address passes the guard, connect to one."""
        # getaddrinfo blocks; keep the event loop (and the other captures) running meanwhile.
        addresses = await asyncio.to_thread(
            permitted_addresses, host, port, self.allow_hosts, resolver=self.resolver
        )
        failure: Exception | None = None
        for address in addresses:
            try:
                return await self._inner.connect_tcp(address, port, timeout, local_address, socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failure = exc
        assert failure is not None, "permitted_addresses returns at least one address"
        raise failure

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[SocketOption] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("unix sockets are not fetched")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class GuardedTransport(httpx.AsyncHTTPTransport):
    """``httpx.AsyncHTTPTransport`` whose connection pool connects through ``GuardedBackend``."""

    def __init__(
        self, allow_hosts: Sequence[str], *, resolver: Resolver | None = None, limits: httpx.Limits = LIMITS
    ) -> None:
        super().__init__(trust_env=False, limits=limits)
        # httpx does not pass a network backend through, so the pool it built is replaced by the
        # same pool over the guarded backend.
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=httpx.create_ssl_context(trust_env=False),
            max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry,
            network_backend=GuardedBackend(allow_hosts, resolver),
        )
