"""Capture figures against a local test site, each with a baseline measured in the same run.

Run: make bench-capture  (or python benchmarks/bench_capture.py [--pages N] [--documents N] [--doc-mb M]).
Targets (issue 5): at least 60 pages a minute with 4 pages at once (ratio to 1 at a time printed);
verify-sources within 2x of `sha256sum` over the same files.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from investigate.case.store import CaseStore
from investigate.config import CaptureConfig
from investigate.evidence.capture import CaptureRequest, capture_requests
from investigate.evidence.integrity import verify_sources
from investigate.evidence.manifest import read_manifest

PARAGRAPH = (
    "<p>Paragraph {i} of story {n}: the auditor found that the company overstated revenue, the board "
    "was told in March, and regulators opened an inquiry after the filing was corrected.</p>"
)
STYLE = "<style>body{font-family:serif;max-width:40em;margin:auto} nav{color:#555}</style>"


def _page(n: int) -> bytes:
    body = "".join(PARAGRAPH.format(i=i, n=n) for i in range(40))
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>Story {n}</title>{STYLE}</head><body>"
        f"<nav>Home | World | Business</nav><article><h1>Story {n}</h1>{body}</article>"
        "<script>document.body.dataset.ready = '1'</script></body></html>"
    ).encode()


class _Site:
    def __init__(self, doc_bytes: int) -> None:
        self.document = os.urandom(doc_bytes)
        site = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path.startswith("/doc/"):
                    body, kind = site.document, "application/octet-stream"
                elif self.path.startswith("/story/"):
                    body, kind = (
                        _page(int(self.path.split("?")[0].rsplit("/", 1)[1])),
                        "text/html; charset=utf-8",
                    )
                else:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _capture(root: Path, topic: str, urls: list[str], concurrency: int) -> float:
    store = CaseStore(root)
    case = (
        store.get(topic.replace(" ", "-"))
        if topic.replace(" ", "-") in store.slugs()
        else store.create(topic)
    )
    config = CaptureConfig(concurrency=concurrency)
    started = time.perf_counter()
    reports = asyncio.run(capture_requests(case, [CaptureRequest(u) for u in urls], config, ["127.0.0.1"]))
    elapsed = time.perf_counter() - started
    failed = [r for r in reports if r.status != "captured"]
    if failed:
        sys.exit(f"benchmark capture failed: {failed[0].url}: {failed[0].reason}")
    return elapsed


def _best(runs: int, fn: Any) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=40)
    parser.add_argument("--documents", type=int, default=20)
    parser.add_argument("--doc-mb", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not shutil.which("sha256sum"):
        sys.exit("sha256sum (coreutils) is needed for the baseline")
    site = _Site(args.doc_mb * 1_000_000)
    root = Path(tempfile.mkdtemp(prefix="bench-capture-"))
    try:
        pages = [f"{site.base}/story/{n}" for n in range(args.pages)]
        # Each run includes one Chromium launch, as a real batch does.
        serial = _capture(root, "serial run", pages, 1)
        parallel = _capture(root, "parallel run", [u + "?p" for u in pages], 4)
        serial_rate = args.pages / serial * 60
        parallel_rate = args.pages / parallel * 60
        load = os.getloadavg()[0]
        print(f"machine: {os.cpu_count()} CPUs, load average {load:.1f} at the start (other work competes)")
        print(
            f"capture, {args.pages} pages (screenshot + PDF + DOM + raw + text + metadata + registry each):"
        )
        print(f"  1 at a time : {serial:6.2f} s  {serial_rate:6.1f} pages/min (baseline)")
        print(
            f"  4 at once   : {parallel:6.2f} s  {parallel_rate:6.1f} pages/min  "
            f"= {parallel_rate / serial_rate:.2f}x the baseline  (target >= 60 pages/min: "
            f"{'met' if parallel_rate >= 60 else 'NOT met'})"
        )

        # The verified case: the 4-at-once page captures plus large documents, so hashing dominates.
        _capture(root, "parallel run", [f"{site.base}/doc/{n}" for n in range(args.documents)], 4)
        case_path = root / "parallel-run"
        entries = read_manifest(case_path) or {}
        files = sorted(entries)
        total = sum((case_path / "evidence" / f).stat().st_size for f in files)
        report = verify_sources(case_path)
        if not report.ok:
            sys.exit(f"verify-sources failed on the benchmark case: {report.errors[0].detail}")
        evidence = case_path / "evidence"

        def coreutils() -> None:
            subprocess.run(["sha256sum", *files], cwd=evidence, check=True, stdout=subprocess.DEVNULL)

        def library() -> None:
            verify_sources(case_path)

        def cli() -> None:
            subprocess.run(
                [sys.executable, "-m", "investigate", "verify-sources", "parallel-run"],
                check=True,
                stdout=subprocess.DEVNULL,
                env={**os.environ, "INVESTIGATE_CASES_DIR": str(root)},
            )

        base = _best(args.runs, coreutils)
        lib = _best(args.runs, library)
        whole = _best(args.runs, cli)
        print(f"verify-sources, {len(files)} files, {total / 1e6:.1f} MB (best of {args.runs}):")
        print(f"  sha256sum over the same files : {base:6.3f} s (baseline)")
        print(f"  verify_sources() in-process   : {lib:6.3f} s  = {lib / base:.2f}x the baseline")
        print(
            f"  `investigate verify-sources`  : {whole:6.3f} s  = {whole / base:.2f}x the baseline "
            f"(incl. interpreter start-up; target within 2x: {'met' if whole <= 2 * base else 'NOT met'})"
        )
    finally:
        site.stop()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
