"""Web layer figures: corpus indexing and search, and fetch + extraction of a 1 MB page.

Run: make bench-web  (or python benchmarks/bench_web.py [--docs N] [--queries N]).
Targets (issue 4): 10,000 documents (~50 MB) indexed in < 60 s; query median < 20 ms;
re-index with one changed file < 2 s; a 1 MB HTML page fetched and extracted in < 0.5 s.
Each figure is printed with a baseline measured in the same run (reading the files; a linear
scan of the texts; fetching without extraction).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from investigate.web.corpus.index import CorpusIndex

SYLLABLES = [
    "ka",
    "lo",
    "mi",
    "ner",
    "tos",
    "va",
    "rin",
    "del",
    "po",
    "sa",
    "qu",
    "te",
    "bra",
    "fen",
    "gol",
    "hu",
]


def _vocabulary(rng: random.Random, size: int) -> list[str]:
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def _text(rng: random.Random, vocab: list[str], weights: list[float], n_words: int) -> str:
    words = rng.choices(vocab, weights=weights, k=n_words)
    sentences = [" ".join(words[i : i + 14]).capitalize() + "." for i in range(0, len(words), 14)]
    return "\n\n".join(" ".join(sentences[i : i + 6]) for i in range(0, len(sentences), 6))


def generate(folder: Path, count: int, seed: int = 7) -> tuple[int, list[str]]:
    """``count`` documents of ~5 KB (.md 80 %, .txt 15 %, .html 5 %); returns total bytes and vocab."""
    rng = random.Random(seed)
    vocab = _vocabulary(rng, 6000)
    weights = [1 / (rank + 1) for rank in range(len(vocab))]  # Zipf-like, like real text
    total = 0
    for n in range(count):
        sub = folder / f"batch{n // 500:03d}"
        sub.mkdir(parents=True, exist_ok=True)
        body = _text(rng, vocab, weights, 480)
        title = " ".join(rng.choices(vocab, k=5)).title()
        kind = n % 20
        if kind == 0:
            paragraphs = "".join(f"<p>{p}</p>\n" for p in body.split("\n\n"))
            data = f"<html><head><title>{title}</title></head><body><nav>Home | About</nav><article><h1>{title}</h1>{paragraphs}</article></body></html>"
            path = sub / f"doc{n:05d}.html"
        elif kind < 4:
            data = f"{title}\n\n{body}\n"
            path = sub / f"doc{n:05d}.txt"
        else:
            data = f"# {title}\n\n{body}\n"
            path = sub / f"doc{n:05d}.md"
        path.write_text(data, encoding="utf-8")
        total += len(data.encode())
    return total, vocab


def bench_corpus(docs: int, queries: int) -> list[tuple[str, float, float, str]]:
    rows: list[tuple[str, float, float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "dump"
        t = time.perf_counter()
        size, vocab = generate(root, docs)
        print(
            f"generated {docs:,} documents, {size / 1e6:.1f} MB in {time.perf_counter() - t:.1f} s",
            file=sys.stderr,
        )
        # Drop the page cache effect from the comparison: both runs read warm files.
        t = time.perf_counter()
        texts = [p.read_text(encoding="utf-8") for p in sorted(root.rglob("*")) if p.is_file()]
        read_s = time.perf_counter() - t
        index = CorpusIndex(Path(tmp) / "corpora" / "bench.sqlite")
        report = index.index(root)
        rows.append((f"index {docs:,} docs ({size / 1e6:.0f} MB)", report.seconds, read_s, "< 60 s"))

        rng = random.Random(11)
        mid = vocab[50:2000]  # neither stop-word-common nor vanishingly rare
        query_list = [" ".join(rng.sample(mid, rng.choice((1, 2, 2, 3)))) for _ in range(queries)]
        samples = []
        for q in query_list:
            t = time.perf_counter()
            index.search(q, 10)
            samples.append(time.perf_counter() - t)
        scan = []
        for q in query_list[:20]:
            terms = q.split()
            t = time.perf_counter()
            [i for i, text in enumerate(texts) if all(term in text for term in terms)][:10]
            scan.append(time.perf_counter() - t)
        rows.append(
            (
                f"query median ({queries} queries, p95 {statistics.quantiles(samples, n=20)[-1] * 1000:.1f} ms)",
                statistics.median(samples),
                statistics.median(scan),
                "< 20 ms",
            )
        )

        target = next(p for p in sorted(root.rglob("*.md")))
        target.write_text(target.read_text() + "\nchanged paragraph with brandnewword\n", encoding="utf-8")
        os.utime(target, ns=(time.time_ns(), time.time_ns()))
        t = time.perf_counter()
        again = index.index(root)
        reindex_s = time.perf_counter() - t
        assert again.updated == 1 and again.added == 0, again
        assert index.search("brandnewword")[0].path.endswith(target.name)
        rows.append(("re-index, one file changed", reindex_s, report.seconds, "< 2 s"))
    return rows


def _big_html() -> bytes:
    rng = random.Random(3)
    vocab = _vocabulary(rng, 3000)
    paragraphs = []
    size = 0
    while size < 1_000_000:
        p = "<p>" + " ".join(rng.choices(vocab, k=90)) + ".</p>\n"
        paragraphs.append(p)
        size += len(p)
    head = '<html><head><title>Big page</title><meta name="author" content="Jane Reporter"></head>'
    return (head + "<body><article>" + "".join(paragraphs) + "</article></body></html>").encode()


def bench_extraction(runs: int) -> list[tuple[str, float, float, str]]:
    from investigate.web.extract import extract_page
    from investigate.web.fetch import fetch

    body = _big_html()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/big"
    try:

        async def both() -> tuple[float, float]:
            t = time.perf_counter()
            page = await fetch(url, ["127.0.0.1"])
            fetched = time.perf_counter() - t
            text = extract_page(page)
            assert text.title == "Big page" and len(text.text) > 900_000
            return time.perf_counter() - t, fetched

        results = [asyncio.run(both()) for _ in range(runs)]
        guarded, plain = asyncio.run(_guarded_vs_plain(url, runs * 4))
    finally:
        server.shutdown()
    total = statistics.median(r[0] for r in results)
    fetch_only = statistics.median(r[1] for r in results)
    return [
        (f"fetch + extract {len(body) / 1e6:.1f} MB HTML (median of {runs})", total, fetch_only, "< 0.5 s"),
        (f"fetch, guarded connection (median of {runs * 4})", guarded, plain, "ratio ~1"),
    ]


async def _guarded_vs_plain(url: str, runs: int) -> tuple[float, float]:
    """Median fetch time through the guarded transport and through a plain httpx client, each
    with a new connection every time (the guard's connect-time check is what is measured)."""
    import httpx

    from investigate.web.fetch import fetch, new_client

    times: dict[str, list[float]] = {"guarded": [], "plain": []}
    for _ in range(runs):
        for name in times:
            if name == "guarded":
                client = new_client(allow_hosts=["127.0.0.1"])
            else:
                client = httpx.AsyncClient(trust_env=False, follow_redirects=False)
            t = time.perf_counter()
            await fetch(url, ["127.0.0.1"], client=client)
            times[name].append(time.perf_counter() - t)
            await client.aclose()
    return statistics.median(times["guarded"]), statistics.median(times["plain"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = bench_corpus(args.docs, args.queries) + bench_extraction(args.runs)
    print(f"{'figure':58} {'seconds':>10} {'baseline':>10} {'ratio':>7}  target")
    for name, value, baseline, target in rows:
        print(f"{name:58} {value:10.4f} {baseline:10.4f} {value / baseline:7.2f}  {target}")
    print(
        "baselines: index vs reading every file; query vs a linear substring scan of the texts in memory;"
        " re-index vs the full index; extraction vs the fetch alone; guarded vs a plain httpx connection"
    )


if __name__ == "__main__":
    main()
