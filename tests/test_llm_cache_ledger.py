"""Cache (second run makes zero requests, --no-cache, --replay) and the per-case ledger with budgets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from investigate.case.store import CaseStore
from investigate.config import BudgetConfig, Settings
from investigate.llm import BudgetExceeded, ModelClient, ReplayMiss
from investigate.llm.check import ModelCheckReply
from investigate.llm.ledger import LEDGER_FILE, read_entries, summarize
from tests.conftest_model import scripted_settings
from tests.model_server import ModelServer, Reply

ANSWER = Reply.json({"answer": 5, "words": "five"}, prompt_tokens=1000, completion_tokens=500)
VARS = {"a": 2, "b": 3}


async def _ask(client: ModelClient, case: object = None, b: int = 3) -> ModelCheckReply:
    return await client.complete("check_models", {"a": 2, "b": b}, ModelCheckReply, step="test", case=case)  # type: ignore[arg-type]


async def test_a_second_identical_run_makes_zero_requests(
    model_server: ModelServer, model_settings: Settings
) -> None:
    model_server.script("check_models", ANSWER)
    first = await _ask(ModelClient(model_settings))
    # A new client is a new run: only the cache folder is shared.
    second = await _ask(ModelClient(model_settings))
    assert first == second
    assert len(model_server.requests) == 1
    await _ask(ModelClient(model_settings), b=4)  # a different prompt is a different request
    assert len(model_server.requests) == 2


async def test_no_cache_asks_again(model_server: ModelServer, tmp_path: Path) -> None:
    model_server.script("check_models", ANSWER)
    await _ask(ModelClient(scripted_settings(model_server, tmp_path)))
    await _ask(ModelClient(scripted_settings(model_server, tmp_path, no_cache=True)))
    assert len(model_server.requests) == 2


async def test_replay_answers_offline_and_a_miss_is_an_error(
    model_server: ModelServer, tmp_path: Path
) -> None:
    model_server.script("check_models", ANSWER)
    await _ask(ModelClient(scripted_settings(model_server, tmp_path)))
    model_server.stop()
    # Same cache, server gone, another base URL: the replay needs no network.
    with ModelServer() as elsewhere:
        replay = scripted_settings(elsewhere, tmp_path, replay=True)
        client = ModelClient(replay)
        assert (await _ask(client)).answer == 5
        with pytest.raises(ReplayMiss, match="no cached reply for prompt 'check_models'"):
            await _ask(client, b=9)
        assert elsewhere.requests == []


async def test_ledger_records_every_call(model_server: ModelServer, model_settings: Settings) -> None:
    case = CaseStore(model_settings.cases_dir).create("Ledger topic")
    model_server.script("check_models", ANSWER)
    client = ModelClient(model_settings)
    await _ask(client, case)
    await _ask(ModelClient(model_settings), case)  # cache hit
    lines = [json.loads(x) for x in (case.path / LEDGER_FILE).read_text().splitlines()]
    assert [line["cache_hit"] for line in lines] == [False, True]
    first = lines[0]
    assert first["phase"] == "SETUP" and first["step"] == "test" and first["prompt"] == "check_models"
    assert first["model"] == "openai/scripted" and first["outcome"] == "ok"
    assert (first["tokens_in"], first["tokens_out"], first["attempts"]) == (1000, 500, 1)
    assert set(first) >= {"time", "cost_usd", "latency_ms"}
    assert lines[1]["tokens_in"] == 0 and lines[1]["attempts"] == 0


async def test_ledger_records_failures_and_retries(
    model_server: ModelServer, model_settings: Settings
) -> None:
    case = CaseStore(model_settings.cases_dir).create("Retry topic")
    model_server.script("check_models", Reply.server_error(), Reply.invalid_json(), ANSWER)
    await _ask(ModelClient(model_settings), case)
    entries = read_entries(case.path)
    assert [(e.outcome, e.attempts) for e in entries] == [("invalid_output", 2), ("ok", 1)]
    assert entries[0].error is not None and "not valid JSON" in entries[0].error


async def test_call_budget_stops_before_sending(model_server: ModelServer, tmp_path: Path) -> None:
    settings = scripted_settings(model_server, tmp_path)
    settings.budgets = BudgetConfig(max_model_calls=2)
    case = CaseStore(settings.cases_dir).create("Budget topic")
    model_server.script("check_models", ANSWER)
    client = ModelClient(settings)
    await _ask(client, case, b=1)
    await _ask(client, case, b=2)
    await _ask(client, case, b=2)  # a cache hit costs nothing and does not count
    with pytest.raises(BudgetExceeded, match="2 of 2 calls"):
        await _ask(client, case, b=3)
    assert len(model_server.requests) == 2
    # The budget holds across runs: a new client reads the ledger.
    with pytest.raises(BudgetExceeded):
        await _ask(ModelClient(settings), case, b=4)
    outcomes = [e.outcome for e in read_entries(case.path)]
    assert outcomes == ["ok", "ok", "ok", "budget_exceeded", "budget_exceeded"]


async def test_cost_budget_uses_the_provider_price(model_server: ModelServer, tmp_path: Path) -> None:
    # A model litellm knows the price of, served by the scripted server: cost comes from usage.
    settings = scripted_settings(model_server, tmp_path, model="openai/gpt-4o")
    settings.budgets = BudgetConfig(max_cost_usd=0.01)
    case = CaseStore(settings.cases_dir).create("Cost topic")
    model_server.script("check_models", Reply.json({"answer": 5, "words": "five"}, prompt_tokens=2000))
    client = ModelClient(settings)
    await _ask(client, case, b=1)
    (entry,) = read_entries(case.path)
    assert 0.004 < entry.cost_usd < 0.02
    await _ask(client, case, b=2)
    with pytest.raises(BudgetExceeded, match="cost budget reached"):
        await _ask(client, case, b=3)
    assert len(model_server.requests) == 2


async def test_summary_groups_by_phase_and_model(model_server: ModelServer, model_settings: Settings) -> None:
    case = CaseStore(model_settings.cases_dir).create("Summary topic")
    model_server.script("check_models", ANSWER)
    client = ModelClient(model_settings)
    await _ask(client, case, b=1)
    await client.complete("check_models", VARS, ModelCheckReply, case=case, phase="RESEARCH")
    await client.complete("check_models", VARS, ModelCheckReply, case=case, phase="RESEARCH")
    summary = summarize(case.path)
    assert summary["total"] == {
        "calls": 2,
        "cache_hits": 1,
        "tokens_in": 2000,
        "tokens_out": 1000,
        "cost_usd": 0.0,
        "failures": 0,
    }
    by_phase = summary["by_phase"]
    assert isinstance(by_phase, dict)
    assert by_phase["SETUP"]["calls"] == 1 and by_phase["RESEARCH"]["cache_hits"] == 1
    assert list(summary["by_model"]) == ["openai/scripted"]  # type: ignore[call-overload]
