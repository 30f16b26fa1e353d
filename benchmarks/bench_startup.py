"""Start-up cost: `investigate --help` and `investigate status` as a ratio to `python -c pass`.

Run: make bench  (or python benchmarks/bench_startup.py [--runs N]). Target: under 6x.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _median_seconds(argv: list[str], runs: int, env: dict[str, str], cwd: Path) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
        )
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cwd = Path(tmp)
        env = {**os.environ, "INVESTIGATE_CASES_DIR": str(cwd / "cases")}
        entry = [sys.executable, "-m", "investigate"]
        subprocess.run(
            [*entry, "new", "Benchmark topic", "--no-run"],
            env=env,
            cwd=cwd,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # Warm the bytecode caches so every command is measured the same way.
        for argv in ([sys.executable, "-c", "pass"], [*entry, "--help"], [*entry, "status"]):
            _median_seconds(argv, 2, env, cwd)
        baseline = _median_seconds([sys.executable, "-c", "pass"], args.runs, env, cwd)
        print(f"python -c pass        {baseline * 1000:7.1f} ms   1.0x")
        for label, argv in (
            ("investigate --help", [*entry, "--help"]),
            ("investigate status", [*entry, "status"]),
        ):
            seconds = _median_seconds(argv, args.runs, env, cwd)
            print(f"{label:<21} {seconds * 1000:7.1f} ms  {seconds / baseline:4.1f}x  (target < 6x)")


if __name__ == "__main__":
    main()
