"""Wayback Machine: submit a page to the Save API, and find the newest archived copy via CDX."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from investigate.config import WaybackConfig
from investigate.evidence.models import ArchivedCopy, WaybackRecord

if TYPE_CHECKING:
    import httpx

ACCESS_KEY_VAR = "IA_ACCESS_KEY_ID"
SECRET_KEY_VAR = "IA_SECRET_ACCESS_KEY"
STATUS_POLL_S = 2.0


def _keys(env: Mapping[str, str]) -> tuple[str, str] | None:
    access, secret = env.get(ACCESS_KEY_VAR, "").strip(), env.get(SECRET_KEY_VAR, "").strip()
    return (access, secret) if access and secret else None


def snapshot_url(config: WaybackConfig, timestamp: str, original: str, *, raw: bool = False) -> str:
    """Address of a snapshot; ``raw`` asks for the original bytes without the Wayback banner (``id_``)."""
    return f"{config.snapshot_url}{timestamp}{'id_' if raw else ''}/{original}"


async def submit(
    client: httpx.AsyncClient, url: str, config: WaybackConfig, env: Mapping[str, str] | None = None
) -> WaybackRecord:
    """Ask the Save API to archive ``url``: anonymously, or with IA keys (then poll the job, bounded)."""
    import httpx

    keys = _keys(os.environ if env is None else env)
    try:
        async with asyncio.timeout(config.timeout_s):
            if keys is None:
                return await _submit_anonymous(client, url, config)
            return await _submit_with_keys(client, url, config, keys)
    except TimeoutError:
        return WaybackRecord(submitted=True, error=f"no answer within {config.timeout_s:g}s")
    except httpx.HTTPError as exc:
        return WaybackRecord(submitted=False, error=f"Save API unreachable: {exc or type(exc).__name__}")


async def _submit_anonymous(client: httpx.AsyncClient, url: str, config: WaybackConfig) -> WaybackRecord:
    response = await client.get(f"{config.save_url}{url}", follow_redirects=True)
    if response.status_code >= 400:
        return WaybackRecord(submitted=False, error=f"Save API answered HTTP {response.status_code}")
    location = response.headers.get("content-location")
    if location and location.startswith("/"):
        base = response.url
        archive = f"{base.scheme}://{base.netloc.decode()}{location}"
    elif location:
        archive = location
    elif "/web/" in str(response.url):
        archive = str(response.url)
    else:
        return WaybackRecord(submitted=True, error="Save API accepted the page but named no archive URL")
    return WaybackRecord(submitted=True, archive_url=archive)


async def _submit_with_keys(
    client: httpx.AsyncClient, url: str, config: WaybackConfig, keys: tuple[str, str]
) -> WaybackRecord:
    headers = {"Accept": "application/json", "Authorization": f"LOW {keys[0]}:{keys[1]}"}
    response = await client.post(config.save_url, data={"url": url}, headers=headers)
    if response.status_code >= 400:
        return WaybackRecord(submitted=False, error=f"Save API answered HTTP {response.status_code}")
    job_id = str(response.json().get("job_id") or "")
    if not job_id:
        return WaybackRecord(submitted=False, error=f"Save API refused: {response.text[:200]}")
    while True:
        status = (await client.get(f"{config.save_url}status/{job_id}", headers=headers)).json()
        state = status.get("status")
        if state == "success":
            archive = snapshot_url(config, str(status["timestamp"]), str(status.get("original_url") or url))
            return WaybackRecord(submitted=True, job_id=job_id, archive_url=archive)
        if state == "error":
            message = status.get("message") or status.get("status_ext") or "unknown error"
            return WaybackRecord(submitted=True, job_id=job_id, error=f"Save API job failed: {message}")
        await asyncio.sleep(STATUS_POLL_S)


async def newest_snapshot(
    client: httpx.AsyncClient, url: str, config: WaybackConfig, live_failure: str
) -> ArchivedCopy | None:
    """The newest snapshot with status 200 (CDX ``limit=-1``), or None when there is none."""
    import httpx

    params = {
        "url": url,
        "output": "json",
        "fl": "timestamp,original,statuscode",
        "filter": "statuscode:200",
        "limit": "-1",
    }
    try:
        response = await client.get(config.cdx_url, params=params, timeout=config.timeout_s)
        rows = response.json() if response.status_code == 200 and response.content.strip() else []
    except (httpx.HTTPError, ValueError):
        return None
    if not isinstance(rows, list) or len(rows) < 2:
        return None
    header, *records = rows
    try:
        newest = max(records, key=lambda row: str(row[header.index("timestamp")]))
        timestamp = str(newest[header.index("timestamp")])
        original = str(newest[header.index("original")])
    except (ValueError, IndexError, TypeError):
        return None
    return ArchivedCopy(
        snapshot_url=snapshot_url(config, timestamp, original, raw=True),
        timestamp=timestamp,
        original_url=original,
        live_failure=live_failure,
    )
