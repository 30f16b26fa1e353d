# Two entry points (README Quickstart): `make run` and `make test`. Both build .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
TOPIC ?= FTX collapse
STAMP := $(VENV)/.installed

.PHONY: run test lint install clean bench bench-llm bench-web bench-verify bench-pathways bench-capture

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(BIN)/investigate new "$(TOPIC)" --no-run
	$(BIN)/investigate status

test: $(STAMP)
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_startup.py

bench-llm: $(STAMP)
	$(BIN)/python benchmarks/bench_llm.py

bench-web: $(STAMP)
	$(BIN)/python benchmarks/bench_web.py

bench-verify: $(STAMP)
	$(BIN)/python benchmarks/bench_verify_claims.py

bench-pathways: $(STAMP)
	$(BIN)/python benchmarks/bench_pathways.py

bench-capture: $(STAMP)
	$(BIN)/python benchmarks/bench_capture.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
