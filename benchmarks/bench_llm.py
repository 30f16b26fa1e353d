"""Model-layer figures against the scripted server (litellm over real HTTP on 127.0.0.1).

Run: make bench-llm  (or python benchmarks/bench_llm.py). Targets (issue 3):
- a cache hit costs under 2 ms (baseline: the bare cache-file read in the same run);
- 200 calls at 100 ms server latency with concurrency 8 finish within 1.3x of the ideal 2.5 s;
- with 30% faulty replies (429, 500, invalid JSON), 100 calls all end validated or in a typed error.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.model_server import ModelServer, RecordedRequest, Reply  # noqa: E402

from investigate.config import LLMConfig, ModelsConfig, Settings  # noqa: E402
from investigate.llm import ModelClient, ModelError  # noqa: E402
from investigate.llm.cache import request_key  # noqa: E402
from investigate.llm.check import ModelCheckReply  # noqa: E402

PROMPT = "check_models"
ANSWER = {"answer": 5, "words": "five"}


def _settings(server: ModelServer, cache: Path, **llm: object) -> Settings:
    return Settings(
        cache_dir=cache,
        models=ModelsConfig(default="openai/scripted", api_base=server.url),
        llm=LLMConfig.model_validate(llm),
    )


async def bench_cache_hit(server: ModelServer, cache: Path, calls: int) -> None:
    server.script(PROMPT, Reply.json(ANSWER))
    client = ModelClient(_settings(server, cache))
    variables = {"a": 2, "b": 3}
    await client.complete(PROMPT, variables, ModelCheckReply)  # the one real request
    for _ in range(20):  # warm
        await client.complete(PROMPT, variables, ModelCheckReply)
    start = time.perf_counter()
    for _ in range(calls):
        await client.complete(PROMPT, variables, ModelCheckReply)
    per_hit = (time.perf_counter() - start) / calls
    # Baseline: reading and validating the cached file alone, for the same request.
    prompt = client.prompts.load(PROMPT)
    call = client._start(PROMPT, ModelCheckReply, None, None, None, None, 0)
    request = client._build(
        call,
        prompt.render(variables),
        ModelCheckReply.model_json_schema(),
        ModelCheckReply,
        "json_schema",
        None,
    )
    key = request_key({"model": call.target.model, "sample": 0, **request})
    assert client.cache.get(key) is not None
    start = time.perf_counter()
    for _ in range(calls):
        client.cache.get(key)
    per_read = (time.perf_counter() - start) / calls
    assert len(server.requests_for(PROMPT)) == 1
    print(
        f"cache hit            {per_hit * 1000:6.3f} ms/call  {per_hit / per_read:4.1f}x the bare cache read "
        f"({per_read * 1000:.3f} ms)  target < 2 ms: {'PASS' if per_hit < 0.002 else 'FAIL'}"
    )


async def _bare_litellm(server: ModelServer, calls: int, limit: int) -> float:
    """Baseline: the same requests through bare litellm.acompletion under the same limit."""
    from investigate.llm.transport import PROMPT_HEADER, litellm_module

    litellm = litellm_module()
    schema = ModelCheckReply.model_json_schema()
    gate = asyncio.Semaphore(limit)

    async def one(i: int) -> None:
        async with gate:
            await litellm.acompletion(
                model="openai/scripted",
                api_base=server.url,
                api_key="not-needed",
                messages=[{"role": "user", "content": f"What is {i} + 1?"}],
                response_format={"type": "json_schema", "json_schema": {"name": "R", "schema": schema}},
                extra_headers={PROMPT_HEADER: PROMPT},
                num_retries=0,
                max_retries=0,
            )

    start = time.perf_counter()
    await asyncio.gather(*(one(i) for i in range(calls)))
    return time.perf_counter() - start


async def bench_throughput(
    server: ModelServer, cache: Path, calls: int, latency: float, limit: int, repeat: int
) -> None:
    server.script(PROMPT, Reply.json(ANSWER, delay_s=latency))
    client = ModelClient(_settings(server, cache, concurrency=limit, no_cache=True))
    await client.complete(PROMPT, {"a": -1, "b": 0}, ModelCheckReply)  # warm the HTTP pool
    ours, bare = [], []
    for run in range(repeat):
        server.clear()
        start = time.perf_counter()
        await asyncio.gather(
            *(client.complete(PROMPT, {"a": i, "b": run}, ModelCheckReply) for i in range(calls))
        )
        ours.append(time.perf_counter() - start)
        assert server.max_in_flight <= limit
        bare.append(await _bare_litellm(server, calls, limit))
    elapsed, baseline = statistics.median(ours), statistics.median(bare)
    ideal = calls / limit * latency
    print(
        f"{calls} calls @ {latency * 1000:.0f} ms, concurrency {limit} (median of {repeat}): {elapsed:5.2f} s  "
        f"{elapsed / ideal:4.2f}x the ideal {ideal:.2f} s  target < 1.3x: {'PASS' if elapsed / ideal < 1.3 else 'FAIL'}"
    )
    print(
        f"  bare litellm, same requests and limit: {baseline:5.2f} s  {baseline / ideal:4.2f}x the ideal; "
        f"the client costs {elapsed / baseline:4.2f}x bare litellm"
    )


async def bench_faults(server: ModelServer, cache: Path, calls: int, fault_rate: float, seed: int) -> None:
    rng = random.Random(seed)
    injected: Counter[str] = Counter()

    def reply(request: RecordedRequest) -> Reply:
        if rng.random() >= fault_rate:
            return Reply.json(ANSWER)
        kind = rng.choice(["429", "500", "invalid JSON"])
        injected[kind] += 1
        if kind == "429":
            return Reply.rate_limited(retry_after_ms=20)
        return Reply.server_error() if kind == "500" else Reply.invalid_json()

    server.script(PROMPT, reply)
    client = ModelClient(
        _settings(server, cache, no_cache=True, backoff_base_s=0.01, max_retries=4, validation_retries=2)
    )
    outcomes: Counter[str] = Counter()

    async def one(i: int) -> None:
        try:
            await client.complete(PROMPT, {"a": i, "b": 2}, ModelCheckReply)
            outcomes["validated"] += 1
        except ModelError as exc:
            outcomes[f"typed error {type(exc).__name__}"] += 1
        except Exception as exc:  # what the figure is about: this must stay at zero
            outcomes[f"UNTYPED {type(exc).__name__}"] += 1

    server.clear()
    await asyncio.gather(*(one(i) for i in range(calls)))
    untyped = sum(n for k, n in outcomes.items() if k.startswith("UNTYPED"))
    print(
        f"{calls} calls, {fault_rate:.0%} faulty replies ({dict(injected)}; {len(server.requests)} requests): "
        f"{dict(outcomes)}  untyped: {untyped}  {'PASS' if untyped == 0 and sum(outcomes.values()) == calls else 'FAIL'}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hits", type=int, default=500)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3, help="throughput runs (the median is shown)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, ModelServer() as server:
        await bench_cache_hit(server, Path(tmp) / "hit", args.hits)
        await bench_throughput(
            server, Path(tmp) / "tp", args.calls, args.latency, args.concurrency, args.repeat
        )
        await bench_faults(server, Path(tmp) / "faults", 100, 0.3, args.seed)


if __name__ == "__main__":
    asyncio.run(main())
